# The decision a call to action names (presenters/game_calls.py, `Presenter.decision_name`).
frame-call-column = postaviť stĺp
frame-call-tiles = položiť dielik (alebo postaviť stĺp)
