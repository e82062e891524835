# The decision a call to action names (presenters/game_calls.py, `Presenter.decision_name`).
envyra-call-phase1 = tajně rozmístit kostky
envyra-call-phase2 = posunout kostku na hrací plochu
envyra-call-remove = vybrat dílek k odstranění
