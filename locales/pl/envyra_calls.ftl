# The decision a call to action names (presenters/game_calls.py, `Presenter.decision_name`).
envyra-call-phase1 = w tajemnicy rozstawić kostki
envyra-call-phase2 = przesunąć kostkę na siatkę
envyra-call-remove = wybrać płytkę do usunięcia
