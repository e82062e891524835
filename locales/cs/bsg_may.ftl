# An optional effect in words (engine/games/bsg/effect_text.py `op_text`), never a "may:" label before it: what you
# may do said as a choice ("you may make the check 3 easier"), any other optional effect with "(optional)" after it.
bsg-fx-optional-effect = { $text } (volitelně)
bsg-fx-may-change-check = obtížnost testu můžeš { $change }
bsg-fx-check-change = { $way ->
    [easier] snížit o { $amount }
   *[harder] zvýšit o { $amount }
 }
bsg-fx-may-peek = { $person ->
    [you] můžeš se podívat na vrchní kartu balíčku { $decks } a vrátit ji navrch nebo dospod
   *[other] { $who } se může podívat na vrchní kartu balíčku { $decks } a vrátit ji navrch nebo dospod
 }
# ECO Officer's optional reroll (Evasive Maneuvers, once played, always rerolls: bsg-fx-die-reroll).
bsg-fx-may-reroll = kostkou se může hodit znovu
