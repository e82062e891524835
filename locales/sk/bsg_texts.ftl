# Texty hry BSG písané ako od moderátora (engine/games/bsg/texts.py, effect_text.py, presenters/bsg_lines.py):
# opakovaný riadok raz a koľkokrát sa stal, oblasti s názvami z plánu, zmeny obtiažnosti vetou, čie karty lojality
# sa prezerajú, Executive Order tak, ako ho opisuje karta.

## riadok, ktorý sa v jednom príspevku stal niekoľkokrát (presenters/bsg_lines.py `counted`)
bsg-text-times = { $count ->
    [2] Dvakrát
    [3] Trikrát
    [4] Štyrikrát
    [one] { $count }-krát
    [few] { $count }-krát
    [many] { $count }-krát
   *[other] { $count }-krát
 }: { $line }

## riadok opakovaný za sebou, ktorý má vlastný tvar s počtom (presenters/bsg_lines.py `COUNT_FORMS`): „Ann odhodí
## 2 karty X“ namiesto „Dvakrát: Ann odhodí kartu X“
bsg-text-skill_discarded-count = { $player } odhodí { $count ->
    [one] { $count } kartu
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } kariet
 } { $card }.
bsg-text-contributed_face_up-count = { $player } pridá lícom nahor { $count ->
    [one] { $count } kartu
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } kariet
 } { $card }.

## číslo oblasti s jej názvom z plánu, za slovom „oblasť“ („v oblasti 0 (pred Galacticou)“)
bsg-area-where = { $area ->
    [0] 0 (pred Galacticou)
    [1] 1 (vpredu hore)
    [2] 2 (vzadu hore)
    [3] 3 (za Galacticou)
    [4] 4 (vzadu dole, štart)
    [5] 5 (vpredu dole, štart)
   *[any] { $area }
 }
bsg-event-viper_hit_reserves = Viper v Rezervách je { $destroyed ->
    [yes] zničený
   *[no] poškodený
 }.
bsg-event-launched_none = Žiadne cylonské lode nevyletia.

## test ľahší alebo ťažší, celou vetou
bsg-fx-check-delta = { $way ->
    [easier] o { $amount } ľahší
   *[harder] o { $amount } ťažší
 }
bsg-fx-check-is = test je { $change }
bsg-fx-when-check = { $when ->
    [targeted_by-admirals_quarters] keď je táto postava vybraná v Admirálovej kajute, je ten test { $change }
   *[other] test je { $change }
 }
bsg-event-difficulty_changed = Kvôli „{ $why }“ je test teraz { $change }.
bsg-event-difficulty_changed_by = { $player } použije „{ $why }“ a test je teraz { $change }.

## prezeranie kariet lojality: čích
bsg-fx-look_loyalty = { $person ->
    [you] pozrieš sa
   *[other] { $who } sa pozrie
 } na { $count ->
    [0] všetky karty lojality
    [one] { $count } kartu lojality
    [few] { $count } karty lojality
    [many] { $count } karty lojality
   *[other] { $count } kariet lojality
 } { $whose ->
    [president] Prezidenta
    [admiral] Admirála
    [current] aktívneho hráča
    [chosen_you] iného hráča podľa svojho výberu
   *[chosen] iného hráča podľa svojho výberu
 }

## Executive Order: hráč, ktorý ho dostal, si volí, ako ho využije (bsg.md H3)
bsg-fx-order = { $person ->
    [you] vyberieš
   *[other] { $who } vyberie
 } iného hráča a ten si zvolí: { $options }
bsg-fx-order-option = { $move ->
    [yes] pohyb a potom { $count ->
        [one] { $count } akciu
        [few] { $count } akcie
        [many] { $count } akcie
       *[other] { $count } akcií
    }
   *[no] { $count ->
        [one] { $count } akciu
        [few] { $count } akcie
        [many] { $count } akcie
       *[other] { $count } akcií
    } bez pohybu
 }
bsg-event-executive_order = { $player } dáva hráčovi { $target } Executive Order.
bsg-event-eo_mode = { $player } volí { $mode ->
    [move_and_act] pohyb a potom jednu akciu
   *[two_actions] dve akcie bez pohybu
 }.
bsg-prompt-eo_mode = Executive Order: pohyb a potom 1 akcia, alebo 2 akcie bez pohybu?
bsg-prompt-move = Zostaneš, presunieš sa (presun na druhú loď stojí kartu), alebo poletíš svojím Viperom?

## súkromný panel: karta lojality, ktorú hráč drží viackrát, raz s ich počtom
bsg-panel-card-copies = – { $card } ({ $count ->
    [one] { $count } karta
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } kariet
 }): { $text }
