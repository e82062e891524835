# A reminder names the decision in the waiting line's public words; its deadline and link follow (presenters/base.py).
shared-reminder-call = ⏰ { $mention }, **{ $title } nr { $id }** czeka na ciebie: { $decision }
