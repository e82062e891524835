# The decision a call to action names (presenters/game_calls.py, `Presenter.decision_name`).
hieroglyphs-call-drop = wrzucić kartę
hieroglyphs-call-explorer = zdecydować o odkrywcy
hieroglyphs-call-curse_race = znaleźć linię (wyścig klątwy)
hieroglyphs-call-curse_victim = wybrać, kogo przekląć
hieroglyphs-call-curse_surrender = oddać sarkofag
hieroglyphs-call-final = przesunąć skarabeusze
