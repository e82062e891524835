# Texty hry BSG psané jako od moderátora (engine/games/bsg/texts.py, effect_text.py, presenters/bsg_lines.py):
# opakovaný řádek jednou a kolikrát se stal, oblasti s názvy z plánu, změny obtížnosti větou, čí karty loajality
# se prohlížejí, Executive Order tak, jak ho popisuje karta.

## řádek, který se v jednom příspěvku stal několikrát (presenters/bsg_lines.py `counted`)
bsg-text-times = { $count ->
    [2] Dvakrát
    [3] Třikrát
    [4] Čtyřikrát
    [one] { $count }krát
    [few] { $count }krát
    [many] { $count }krát
   *[other] { $count }krát
 }: { $line }

## řádek opakovaný za sebou, který má vlastní tvar s počtem (presenters/bsg_lines.py `COUNT_FORMS`): „Ann odhodí
## 2 karty X“ místo „Dvakrát: Ann odhodí kartu X“
bsg-text-skill_discarded-count = { $player } odhodí { $count ->
    [one] { $count } kartu
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } karet
 } { $card }.
bsg-text-contributed_face_up-count = { $player } přidá lícem nahoru { $count ->
    [one] { $count } kartu
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } karet
 } { $card }.

## číslo oblasti s jejím názvem z plánu, za slovem „oblast“ („v oblasti 0 (před Galacticou)“)
bsg-area-where = { $area ->
    [0] 0 (před Galacticou)
    [1] 1 (vpředu nahoře)
    [2] 2 (vzadu nahoře)
    [3] 3 (za Galacticou)
    [4] 4 (vzadu dole, start)
    [5] 5 (vpředu dole, start)
   *[any] { $area }
 }
bsg-event-viper_hit_reserves = Viper v Rezervách je { $destroyed ->
    [yes] zničen
   *[no] poškozen
 }.
bsg-event-launched_none = Žádné cylonské lodě nevyletí.

## test snazší nebo těžší, celou větou
bsg-fx-check-delta = { $way ->
    [easier] o { $amount } snazší
   *[harder] o { $amount } těžší
 }
bsg-fx-check-is = test je { $change }
bsg-event-difficulty_changed = Kvůli „{ $why }“ je test teď { $change }.
bsg-event-difficulty_changed_by = { $player } použije „{ $why }“ a test je teď { $change }.
bsg-event-difficulty_changed_played = { $player } zahraje kartu { $card } a test je teď { $change }.

## prohlížení karet loajality: čích
bsg-fx-look_loyalty = { $person ->
    [you] podíváš se
   *[other] { $who } se podívá
 } na { $count ->
    [0] všechny karty loajality
    [one] { $count } kartu loajality
    [few] { $count } karty loajality
    [many] { $count } karty loajality
   *[other] { $count } karet loajality
 } { $whose ->
    [president] Prezidenta
    [admiral] Admirála
    [current] aktivního hráče
    [chosen_you] jiného hráče podle své volby
   *[chosen] jiného hráče podle své volby
 }

## Executive Order: hráč, který ho dostal, si volí, jak ho využije (bsg.md H3)
bsg-fx-order = { $person ->
    [you] vybereš
   *[other] { $who } vybere
 } jiného hráče a ten si zvolí: { $options }
bsg-fx-order-option = { $move ->
    [yes] pohyb a pak { $count ->
        [one] { $count } akci
        [few] { $count } akce
        [many] { $count } akce
       *[other] { $count } akcí
    }
   *[no] { $count ->
        [one] { $count } akci
        [few] { $count } akce
        [many] { $count } akce
       *[other] { $count } akcí
    } bez pohybu
 }
bsg-event-executive_order = { $player } zahraje Executive Order: rozkaz dostane { $target }.
bsg-event-executive_order_played = { $player } zahraje kartu { $card }: rozkaz dostane { $target }.
bsg-event-eo_mode = { $player } volí { $mode ->
    [move_and_act] pohyb a pak jednu akci
   *[two_actions] dvě akce bez pohybu
 }.
bsg-prompt-eo_mode = Pohyb a pak 1 akce, nebo 2 akce bez pohybu?
bsg-prompt-move = Zůstaneš, přesuneš se (přesun na druhou loď stojí kartu), nebo poletíš svým Viperem?

## soukromý panel: karta loajality, kterou hráč drží víckrát, jednou s jejich počtem
bsg-panel-card-copies = – { $card } ({ $count ->
    [one] { $count } karta
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } karet
 }): { $text }

## schopnost postavy i s tím, kdy platí (soupiska, pravidla): spouštěč z dat, pak co dělá
bsg-fx-ability = { $once ->
    [game] jednou za hru,{" "}
    [turn] jednou za tah,{" "}
   *[no] {""}
 }{ $when ->
    [action] jako akce: { $text }
    [always] { $text }
    [self_draws_crisis] když si lízneš kartu krize: { $text }
    [after_skill_check_resolved] po vyhodnocení testu dovedností: { $text }
    [any_player_activates-admirals_quarters] když kdokoli aktivuje Admirálovu kajutu: { $text }
    [any_player_activates-administration-brig] když kdokoli aktivuje Úřad vlády nebo Celu: { $text }
    [start_of_any_turn] na začátku tahu každého hráče: { $text }
    [after_die_roll_during_own_turn] po hodu kostkou ve tvém tahu: { $text }
    [after_crisis_choice_made] když někdo zvolí možnost na kartě krize: { $text }
    [viper_placed_from_reserves] když se z Rezerv umístí Viper a ty jsi na Galactice (ne v Cele): { $text }
    [start_of_own_turn_while_piloting] když začínáš tah jako pilot Viperu: { $text }
    [after_crisis_revealed] hned po odhalení karty krize: { $text }
    [targeted_by-admirals_quarters] když tě vyberou v Admirálově kajutě: { $text }
    [end_of_own_turn] na konci tvého tahu: { $text }
    [before_crisis_skill_check_resolved] před vyhodnocením testu dovedností krize: { $text }
    [sleeper_agent_phase] ve fázi spícího agenta: { $text }
    [after_own_repair_card_used] když ve svém tahu použiješ kartu Repair: { $text }
    [after_cards_added_before_reveal] po přidání karet do testu dovedností, ještě před jejich odhalením: { $text }
   *[other] když nastane její chvíle: { $text }
 }
