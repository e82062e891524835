# The decision a call to action names (presenters/game_calls.py, `Presenter.decision_name`).
frame-call-column = postavit sloup
frame-call-tiles = položit dílek (nebo postavit sloup)
