# The decision a call to action names (presenters/game_calls.py, `Presenter.decision_name`).
hieroglyphs-call-drop = vložit kartu
hieroglyphs-call-explorer = rozhodnout o průzkumníkovi
hieroglyphs-call-curse_race = najít řadu (prokleté kolo)
hieroglyphs-call-curse_victim = vybrat, koho proklít
hieroglyphs-call-curse_surrender = odevzdat sarkofág
hieroglyphs-call-final = posunout skaraby
