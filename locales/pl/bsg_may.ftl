# An optional effect in words (engine/games/bsg/effect_text.py `op_text`), never a "may:" label before it: what you
# may do said as a choice ("you may make the check 3 easier"), any other optional effect with "(optional)" after it.
bsg-fx-optional-effect = { $text } (opcjonalnie)
bsg-fx-may-change-check = trudność testu możesz { $change }
bsg-fx-check-change = { $way ->
    [easier] obniżyć o { $amount }
   *[harder] podnieść o { $amount }
 }
bsg-fx-may-peek = { $person ->
    [you] możesz obejrzeć wierzchnią kartę talii { $decks } i odłożyć ją na wierzch albo na spód
   *[other] { $who } może obejrzeć wierzchnią kartę talii { $decks } i odłożyć ją na wierzch albo na spód
 }
# ECO Officer's optional reroll (Evasive Maneuvers, once played, always rerolls: bsg-fx-die-reroll).
bsg-fx-may-reroll = rzut kością można powtórzyć
