## Labels shortened for Discord's limits, given in full above the controls (presenters/labels.py).

shared-full-labels = Pełna treść:
shared-and-more = … i jeszcze { $count }
