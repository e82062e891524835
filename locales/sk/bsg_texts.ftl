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
bsg-event-difficulty_changed = Kvôli „{ $why }“ je test teraz { $change }.
bsg-event-difficulty_changed_by = { $player } použije „{ $why }“ a test je teraz { $change }.
bsg-event-difficulty_changed_played = { $player } zahrá kartu { $card } a test je teraz { $change }.

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
bsg-event-executive_order = { $player } zahrá Executive Order: rozkaz dostane { $target }.
bsg-event-executive_order_played = { $player } zahrá kartu { $card }: rozkaz dostane { $target }.
bsg-event-eo_mode = { $player } volí { $mode ->
    [move_and_act] pohyb a potom jednu akciu
   *[two_actions] dve akcie bez pohybu
 }.
bsg-prompt-eo_mode = Pohyb a potom 1 akcia, alebo 2 akcie bez pohybu?
bsg-prompt-move = Zostaneš, presunieš sa (presun na druhú loď stojí kartu), alebo poletíš svojím Viperom?

## súkromný panel: karta lojality, ktorú hráč drží viackrát, raz s ich počtom
bsg-panel-card-copies = – { $card } ({ $count ->
    [one] { $count } karta
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } kariet
 }): { $text }

## schopnosť postavy aj s tým, kedy platí (súpiska, pravidlá): spúšťač z dát, potom čo robí
bsg-fx-ability = { $once ->
    [game] raz za hru,{" "}
    [turn] raz za ťah,{" "}
   *[no] {""}
 }{ $when ->
    [action] ako akcia: { $text }
    [always] { $text }
    [self_draws_crisis] keď si potiahneš kartu krízy: { $text }
    [after_skill_check_resolved] po vyhodnotení testu zručností: { $text }
    [any_player_activates-admirals_quarters] keď ktokoľvek aktivuje Admirálovu kajutu: { $text }
    [any_player_activates-administration-brig] keď ktokoľvek aktivuje Úrad vlády alebo Celu: { $text }
    [start_of_any_turn] na začiatku ťahu každého hráča: { $text }
    [after_die_roll_during_own_turn] po hode kockou v tvojom ťahu: { $text }
    [after_crisis_choice_made] keď niekto zvolí možnosť na karte krízy: { $text }
    [viper_placed_from_reserves] keď sa z Rezerv umiestni Viper a ty si na Galactice (nie v Cele): { $text }
    [start_of_own_turn_while_piloting] keď začínaš ťah ako pilot Vipera: { $text }
    [after_crisis_revealed] hneď po odhalení karty krízy: { $text }
    [targeted_by-admirals_quarters] keď ťa vyberú v Admirálovej kajute: { $text }
    [end_of_own_turn] na konci tvojho ťahu: { $text }
    [before_crisis_skill_check_resolved] pred vyhodnotením testu zručností krízy: { $text }
    [sleeper_agent_phase] vo fáze spiaceho agenta: { $text }
    [after_own_repair_card_used] keď vo svojom ťahu použiješ kartu Repair: { $text }
    [after_cards_added_before_reveal] po pridaní kariet do testu zručností, ešte pred ich odhalením: { $text }
   *[other] keď nastane jej chvíľa: { $text }
 }
