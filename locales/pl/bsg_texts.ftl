# Teksty gry BSG pisane jak przez moderatora (engine/games/bsg/texts.py, effect_text.py, presenters/bsg_lines.py):
# powtórzony wiersz raz, z tym, ile razy się zdarzył, strefy z nazwami z planszy, zmiany trudności pełnym zdaniem,
# czyje karty lojalności się ogląda, Executive Order tak, jak opisuje go karta.

## wiersz, który w jednym poście zdarzył się kilka razy (presenters/bsg_lines.py `counted`)
bsg-text-times = { $count ->
    [2] Dwa razy
    [3] Trzy razy
    [4] Cztery razy
    [one] { $count } razy
    [few] { $count } razy
    [many] { $count } razy
   *[other] { $count } razy
 }: { $line }

## wiersz powtórzony pod rząd, który ma własną formę z liczbą (presenters/bsg_lines.py `COUNT_FORMS`): „Ann odrzuca
## 2 karty X” zamiast „Dwa razy: Ann odrzuca kartę X”
bsg-text-skill_discarded-count = { $player } odrzuca { $count ->
    [one] { $count } kartę
    [few] { $count } karty
    [many] { $count } kart
   *[other] { $count } karty
 } { $card }.
bsg-text-contributed_face_up-count = { $player } dokłada { $count ->
    [one] { $count } odkrytą kartę
    [few] { $count } odkryte karty
    [many] { $count } odkrytych kart
   *[other] { $count } odkrytej karty
 } { $card }.

## numer strefy z jej nazwą z planszy, po słowie „strefa” („w strefie 0 (przed Galacticą)”)
bsg-area-where = { $area ->
    [0] 0 (przed Galacticą)
    [1] 1 (z przodu u góry)
    [2] 2 (z tyłu u góry)
    [3] 3 (za Galacticą)
    [4] 4 (z tyłu u dołu, start)
    [5] 5 (z przodu u dołu, start)
   *[any] { $area }
 }
bsg-event-viper_hit_reserves = Viper w Rezerwach zostaje { $destroyed ->
    [yes] zniszczony
   *[no] uszkodzony
 }.
bsg-event-launched_none = Żadne statki Cylonów nie startują.

## test łatwiejszy albo trudniejszy, pełnym zdaniem
bsg-fx-check-delta = { $way ->
    [easier] o { $amount } łatwiejszy
   *[harder] o { $amount } trudniejszy
 }
bsg-fx-check-is = test jest { $change }
bsg-event-difficulty_changed = Z powodu „{ $why }” test staje się { $change }.
bsg-event-difficulty_changed_by = { $player } używa „{ $why }” i test staje się { $change }.
bsg-event-difficulty_changed_played = { $player } zagrywa kartę { $card } i test staje się { $change }.

## oglądanie kart lojalności: czyich
bsg-fx-look_loyalty = { $person ->
    [you] oglądasz
   *[other] { $who } ogląda
 } { $count ->
    [0] wszystkie karty lojalności
    [one] { $count } kartę lojalności
    [few] { $count } karty lojalności
    [many] { $count } kart lojalności
   *[other] { $count } karty lojalności
 } { $whose ->
    [president] Prezydenta
    [admiral] Admirała
    [current] aktywnego gracza
    [chosen_you] wybranego przez siebie innego gracza
   *[chosen] wybranego przez siebie innego gracza
 }

## Executive Order: gracz, który go dostał, sam wybiera, jak go wykorzysta (bsg.md H3)
bsg-fx-order = { $person ->
    [you] wybierasz
   *[other] { $who } wybiera
 } innego gracza, a ten decyduje: { $options }
bsg-fx-order-option = { $move ->
    [yes] ruch i potem { $count ->
        [one] { $count } akcja
        [few] { $count } akcje
        [many] { $count } akcji
       *[other] { $count } akcji
    }
   *[no] { $count ->
        [one] { $count } akcja
        [few] { $count } akcje
        [many] { $count } akcji
       *[other] { $count } akcji
    } bez ruchu
 }
bsg-event-executive_order = { $player } zagrywa Executive Order: rozkaz dostaje { $target }.
bsg-event-executive_order_played = { $player } zagrywa kartę { $card }: rozkaz dostaje { $target }.
bsg-event-eo_mode = { $player } wybiera { $mode ->
    [move_and_act] ruch i potem jedną akcję
   *[two_actions] dwie akcje bez ruchu
 }.
bsg-prompt-eo_mode = Ruch i potem 1 akcja albo 2 akcje bez ruchu?
bsg-prompt-move = Zostajesz, przechodzisz (przejście na drugi statek kosztuje kartę) czy lecisz swoim Viperem?

## prywatny panel: karta lojalności trzymana kilka razy, raz z ich liczbą
bsg-panel-card-copies = – { $card } ({ $count ->
    [one] { $count } karta
    [few] { $count } karty
    [many] { $count } kart
   *[other] { $count } karty
 }): { $text }

## zdolność postaci wraz z tym, kiedy działa (lista postaci, zasady): wyzwalacz z danych, potem co robi
bsg-fx-ability = { $once ->
    [game] raz na grę,{" "}
    [turn] raz na turę,{" "}
   *[no] {""}
 }{ $when ->
    [action] jako akcja: { $text }
    [always] { $text }
    [self_draws_crisis] gdy dobierasz kartę kryzysu: { $text }
    [after_skill_check_resolved] po rozpatrzeniu testu umiejętności: { $text }
    [any_player_activates-admirals_quarters] gdy ktokolwiek aktywuje Kwaterę Admirała: { $text }
    [any_player_activates-administration-brig] gdy ktokolwiek aktywuje Administrację albo Areszt: { $text }
    [start_of_any_turn] na początku tury każdego gracza: { $text }
    [after_die_roll_during_own_turn] po rzucie kością w twojej turze: { $text }
    [after_crisis_choice_made] gdy ktoś wybierze opcję na karcie kryzysu: { $text }
    [viper_placed_from_reserves] gdy z Rezerw zostaje umieszczony Viper, a ty jesteś na Galactice (nie w Areszcie): { $text }
    [start_of_own_turn_while_piloting] gdy zaczynasz turę jako pilot Vipera: { $text }
    [after_crisis_revealed] tuż po odkryciu karty kryzysu: { $text }
    [targeted_by-admirals_quarters] gdy ktoś wybierze cię w Kwaterze Admirała: { $text }
    [end_of_own_turn] na koniec twojej tury: { $text }
    [before_crisis_skill_check_resolved] przed rozpatrzeniem testu umiejętności kryzysu: { $text }
    [sleeper_agent_phase] w fazie uśpionego agenta: { $text }
    [after_own_repair_card_used] gdy w swojej turze użyjesz karty Repair: { $text }
    [after_cards_added_before_reveal] po dołożeniu kart do testu umiejętności, jeszcze przed ich odkryciem: { $text }
   *[other] gdy nadejdzie jej chwila: { $text }
 }
