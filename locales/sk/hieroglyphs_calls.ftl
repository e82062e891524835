# The decision a call to action names (presenters/game_calls.py, `Presenter.decision_name`).
hieroglyphs-call-drop = vložiť kartu
hieroglyphs-call-explorer = rozhodnúť o prieskumníkovi
hieroglyphs-call-curse_race = nájsť rad (prekliate kolo)
hieroglyphs-call-curse_victim = vybrať, koho prekliať
hieroglyphs-call-curse_surrender = odovzdať sarkofág
hieroglyphs-call-final = posunúť skaraby
