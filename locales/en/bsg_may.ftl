# An optional effect in words (engine/games/bsg/effect_text.py `op_text`), never a "may:" label before it: what you
# may do said as a choice ("you may make the check 3 easier"), any other optional effect with "(optional)" after it.
bsg-fx-optional-effect = { $text } (optional)
bsg-fx-may-change-check = you may make the check { $change }
bsg-fx-check-change = { $way ->
    [easier] { $amount } easier
   *[harder] { $amount } harder
 }
bsg-fx-may-peek = { $person ->
    [you] you may look
   *[other] { $who } may look
 } at the top card of the { $decks } deck and put it on top or at the bottom
# ECO Officer's optional reroll (Evasive Maneuvers, once played, always rerolls: bsg-fx-die-reroll).
bsg-fx-may-reroll = the die may be rolled again
