# An optional effect in words (engine/games/bsg/effect_text.py `op_text`), never a "may:" label before it: what you
# may do said as a choice ("you may make the check 3 easier"), any other optional effect with "(optional)" after it.
bsg-fx-optional-effect = { $text } (voliteľne)
bsg-fx-may-change-check = obtiažnosť testu môžeš { $change }
bsg-fx-check-change = { $way ->
    [easier] znížiť o { $amount }
   *[harder] zvýšiť o { $amount }
 }
bsg-fx-may-peek = { $person ->
    [you] môžeš sa pozrieť na vrchnú kartu balíčka { $decks } a vrátiť ju navrch alebo naspodok
   *[other] { $who } sa môže pozrieť na vrchnú kartu balíčka { $decks } a vrátiť ju navrch alebo naspodok
 }
# ECO Officer's optional reroll (Evasive Maneuvers, once played, always rerolls: bsg-fx-die-reroll).
bsg-fx-may-reroll = kockou sa môže hodiť znova
