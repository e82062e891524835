# The decision a call to action names (presenters/game_calls.py, `Presenter.decision_name`).
envyra-call-phase1 = place your cubes in secret
envyra-call-phase2 = move a cube onto the grid
envyra-call-remove = choose a tile to remove
