# The decision a call to action names (presenters/game_calls.py, `Presenter.decision_name`).
frame-call-column = place your column
frame-call-tiles = place a tile (or a column)
