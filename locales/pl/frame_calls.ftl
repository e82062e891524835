# The decision a call to action names (presenters/game_calls.py, `Presenter.decision_name`).
frame-call-column = postawić kolumnę
frame-call-tiles = ułożyć żeton (lub postawić kolumnę)
