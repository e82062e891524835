# The decision a call to action names (presenters/game_calls.py, `Presenter.decision_name`).
hieroglyphs-call-drop = drop a card
hieroglyphs-call-explorer = decide about an explorer
hieroglyphs-call-curse_race = find the line (curse race)
hieroglyphs-call-curse_victim = choose whom to curse
hieroglyphs-call-curse_surrender = give up a sarcophagus
hieroglyphs-call-final = move your scarabs
