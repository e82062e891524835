# The decision a call to action names (presenters/game_calls.py, `Presenter.decision_name`).
envyra-call-phase1 = tajne rozmiestniť kocky
envyra-call-phase2 = posunúť kocku na hraciu plochu
envyra-call-remove = vybrať dielik na odstránenie
