# The decision a call to action names (presenters/game_calls.py, `Presenter.decision_name`).
cardline-call-place = položiť kartu na os
