### Hieroglify po polsku. Terminy (za czeskimi zasadami, polskie odpowiedniki): mur, kolumna, okno, filar,
### skarabeusz, odkrywca, rezerwa, sarkofag (oczy, wartość), karta faraona, karta klątwy, wyścig klątwy,
### Klątwa Faraona, Oczy Sfinksa, zapas (kart / skarabeuszy).

hieroglyphs-title = Hieroglify
hieroglyphs-animal = { $animal ->
    [CAM] Wielbłąd
    [MUL] Muł
    [SNK] Wąż
    [IBS] Ibis
    [CAT] Kot
    [CRO] Krokodyl
   *[FAL] Sokół
 }
hieroglyphs-colour = { $colour ->
    [RED] Czerwony
    [BLU] Niebieski
    [GRN] Zielony
   *[YEL] Żółty
 }
hieroglyphs-facing = { $facing ->
    [L] w lewo
   *[R] w prawo
 }
hieroglyphs-pair-type = { $type ->
    [same] w tę samą stronę
   *[opposite] w przeciwne strony
 }
hieroglyphs-right = { $right ->
    [OCCUPY] zająć wolny filar
   *[DISPLACE] wyprzeć rywala
 }
hieroglyphs-card = { $animal } (patrzy { $facing })
hieroglyphs-pair = { $cell } ({ $type })

## Liczby i czas
hieroglyphs-count-pairs = { $count ->
    [one] { $count } para
    [few] { $count } pary
    [many] { $count } par
   *[other] { $count } pary
 }
hieroglyphs-count-scarab_attempts = { $count ->
    [one] { $count } próba o skarabeusza
    [few] { $count } próby o skarabeusza
    [many] { $count } prób o skarabeusza
   *[other] { $count } próby o skarabeusza
 }
hieroglyphs-count-cards = { $count ->
    [one] { $count } kartę
    [few] { $count } karty
    [many] { $count } kart
   *[other] { $count } karty
 }
hieroglyphs-count-scarabs = { $count ->
    [one] { $count } skarabeusza
    [few] { $count } skarabeusze
    [many] { $count } skarabeuszy
   *[other] { $count } skarabeusza
 }
hieroglyphs-count-attempts = { $count ->
    [one] { $count } próba
    [few] { $count } próby
    [many] { $count } prób
   *[other] { $count } próby
 }
hieroglyphs-count-sarcophagi = { $count ->
    [one] { $count } sarkofag
    [few] { $count } sarkofagi
    [many] { $count } sarkofagów
   *[other] { $count } sarkofagu
 }
hieroglyphs-duration-minutes = { $count ->
    [one] { $count } minuta
    [few] { $count } minuty
    [many] { $count } minut
   *[other] { $count } minuty
 }
hieroglyphs-duration-hours = { $count ->
    [one] { $count } godzina
    [few] { $count } godziny
    [many] { $count } godzin
   *[other] { $count } godziny
 }
hieroglyphs-duration-seconds = { $count ->
    [one] { $count } sekunda
    [few] { $count } sekundy
    [many] { $count } sekund
   *[other] { $count } sekundy
 }

## Ustawienia (opisy)
hieroglyphs-optdesc-pharaohs_curse = Klątwa Faraona: 6 kart klątwy w zapasie rozpoczyna wyścig — szukanie 3 zwierząt w linii.
hieroglyphs-optdesc-curse_time_limit_s = Ile sekund trwa wyścig klątwy (od 10 do 86400; domyślnie 600 = 10 minut).
hieroglyphs-optdesc-curse_max_wrong_attempts = Ile błędnych odpowiedzi gracz może dać przy jednej klątwie, zanim odpadnie.
hieroglyphs-optdesc-eyes_of_the_sphinx = Oczy Sfinksa: parę tworzy każda linia przez nową kartę z dokładnie dwoma takimi samymi zwierzętami.
hieroglyphs-optdesc-start_player = Kto zaczyna: losowo albo numer miejsca 1–4.
hieroglyphs-optdesc-decision_timeout_s = Liczba sekund, po których decyzja bez odpowiedzi dostaje wybór domyślny (0 = nigdy).

## Wiersze lobby
hieroglyphs-option-pharaohs_curse = Wariant „Klątwa Faraona”: { $value }
hieroglyphs-option-curse_time_limit_s = Wyścig klątwy: { $value }
hieroglyphs-option-curse_max_wrong_attempts = Dozwolone błędne odpowiedzi przy klątwie: { $value }
hieroglyphs-option-eyes_of_the_sphinx = Wariant „Oczy Sfinksa”: { $value }
hieroglyphs-option-start_player = Gracz rozpoczynający: { $value }
hieroglyphs-option-decision_timeout_s = Czas na decyzję: { $value }
hieroglyphs-option-on = włączony
hieroglyphs-option-off = wyłączony
hieroglyphs-option-random = losowo
hieroglyphs-option-seat = miejsce { $seat }

## Przyciski
hieroglyphs-button-drop = { $card }
hieroglyphs-button-column = Kolumna { $column }
hieroglyphs-button-place_explorer = Postaw odkrywcę
hieroglyphs-button-move_explorer = Przenieś odkrywcę spod filaru { $source }
hieroglyphs-button-decline_explorer = Nie stawiaj
hieroglyphs-button-move_scarabs = { $scarabs_count }: { $source } → { $target }
hieroglyphs-button-done = Gotowe
hieroglyphs-button-curse_submit = Wyślij { $cells }
hieroglyphs-button-curse_victim = Przeklnij: { $victim }
hieroglyphs-button-surrender = Oddaj sarkofag ({ $eyes } { $eyes ->
    [one] oko
    [few] oczy
    [many] oczu
   *[other] oka
 }, wartość { $value })
hieroglyphs-button-timeout = Koniec czasu
hieroglyphs-button-curse_timeout = Zakończ wyścig klątwy

## Fazy
hieroglyphs-phase-drop = { $player } wrzuca kartę
hieroglyphs-phase-explorer = { $player } decyduje o odkrywcy
hieroglyphs-phase-curse_race = Wyścig klątwy: znajdźcie linię!
hieroglyphs-phase-curse_victim = { $player } wybiera, kogo przekląć
hieroglyphs-phase-curse_surrender = { $player } oddaje sarkofag
hieroglyphs-phase-final = Końcowe przesunięcia skarabeuszy: { $player }
hieroglyphs-phase-over = Koniec gry

## Zdarzenia
hieroglyphs-event-game_started = Hieroglify się zaczynają. Zaczyna { $player }. Filary od lewej do prawej: { $pillars }.
hieroglyphs-event-hand_dealt = Twoje karty: { $cards }. Twoja karta faraona: { $pharaoh } (+7, jeśli na końcu twój odkrywca stoi przy filarze { $pharaoh }). Nikomu ich nie pokazuj!
hieroglyphs-event-turn_started = Tura { $turn }/49: { $player }, wrzuć kartę do muru.
hieroglyphs-event-turn_hand = Twoja tura! Twoje karty: { $cards }.
hieroglyphs-event-card_dropped = { $player } wrzuca kartę { $card } do kolumny { $column }; spada na { $column },{ $row }.
hieroglyphs-event-no_pair = Obok nie ma zwierzęcia { $pillar }: brak pary.
hieroglyphs-event-pairs_found = { $pillar } — { $pairs_count }: { $pairs }. Prawo odkrywcy: { $right }; { $attempts_count }.
hieroglyphs-event-explorer_choice = { $player } może postawić odkrywcę przy filarze { $pillar }.
hieroglyphs-event-explorer_choice_move = { $player } może przenieść jednego ze swoich odkrywców do filaru { $pillar } (rezerwa jest pusta).
hieroglyphs-event-explorer_skipped_own = Odkrywca gracza { $player } już stoi przy filarze { $pillar }.
hieroglyphs-event-explorer_skipped_rival = Odkrywca gracza { $holder } zostaje przy filarze { $pillar } (tylko pary patrzące w przeciwne strony).
hieroglyphs-event-explorer_placed = { $player } stawia odkrywcę przy filarze { $pillar }.
hieroglyphs-event-explorer_moved = { $player } przenosi odkrywcę spod filaru { $source } do filaru { $pillar }.
hieroglyphs-event-explorer_displaced = Odkrywca gracza { $displaced } wraca do rezerwy.
hieroglyphs-event-explorer_declined = { $player } nie stawia odkrywcy przy filarze { $pillar }.
hieroglyphs-event-scarab_placed = Skarabeusz trafia do filaru { $pillar } ({ $scarabs }/3; w zapasie { $supply }).
hieroglyphs-event-scarab_failed_pillar_full = Brak skarabeusza dla filaru { $pillar }: ma już 3.
hieroglyphs-event-scarab_failed_supply_empty = Brak skarabeusza dla filaru { $pillar }: zapas jest pusty.
hieroglyphs-event-pillar_charged = Filar { $pillar } ma 3 skarabeusze i żadnego odkrywcy: następny odkrywca otworzy tam sarkofag.
hieroglyphs-event-sarcophagus_opened = { $player } otwiera sarkofag ({ $eyes } { $eyes ->
    [one] oko
    [few] oczy
    [many] oczu
   *[other] oka
 }) przy filarze { $pillar }!
hieroglyphs-event-sarcophagus_value = Sarkofag ({ $eyes } { $eyes ->
    [one] oko
    [few] oczy
    [many] oczu
   *[other] oka
 }) otwarty przez ciebie przy filarze { $pillar } jest wart { $value } { $value ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
 }.
hieroglyphs-event-cards_drawn = Dobierasz: { $cards }.
hieroglyphs-event-hand_refilled = { $player } dobiera { $drawn_count } i ma { $hand_size }; w zapasie zostało { $stock }.
hieroglyphs-event-hand_refilled_empty = { $hand_size ->
    [0] Zapas jest pusty, a { $player } nie ma już kart.
    [one] Zapas jest pusty: { $player } gra dalej z ręki (zostało { $hand_size }).
    [few] Zapas jest pusty: { $player } gra dalej z ręki (zostało { $hand_size }).
    [many] Zapas jest pusty: { $player } gra dalej z ręki (zostało { $hand_size }).
   *[other] Zapas jest pusty: { $player } gra dalej z ręki (zostało { $hand_size }).
 }
hieroglyphs-event-curse_revealed = Dobrano kartę klątwy: { $animals }!
hieroglyphs-event-curse_race_started = Wyścig klątwy! Wygrywa, kto pierwszy wyśle trzy pola w linii ze zwierzętami { $animals } (w dowolnym kierunku). Czas: { $time }. Dozwolone błędne odpowiedzi: { $max_wrong }.
hieroglyphs-event-curse_wrong = { $cells } to nie ta linia. Pozostałe próby: { $attempts_left }.
hieroglyphs-event-curse_race_ended_timeout = Czas minął: nikt nie znalazł linii.
hieroglyphs-event-curse_race_ended_all_locked = Wszystkim skończyły się próby: nikt nie znalazł linii.
hieroglyphs-event-curse_found = { $finder } znajduje linię { $cells }!
hieroglyphs-event-curse_victim_chosen = { $finder } wybiera ofiarę klątwy: { $victim }.
hieroglyphs-event-curse_victim_auto = { $finder } ma tylko jedną możliwą ofiarę klątwy: { $victim }.
hieroglyphs-event-sarcophagus_surrendered = { $victim } oddaje sarkofag ({ $eyes } { $eyes ->
    [one] oko
    [few] oczy
    [many] oczu
   *[other] oka
 }), bierze go { $finder }.
hieroglyphs-event-sarcophagus_received = { $victim } daje ci sarkofag ({ $eyes } { $eyes ->
    [one] oko
    [few] oczy
    [many] oczu
   *[other] oka
 }) wart { $value } { $value ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
 }.
hieroglyphs-event-sarcophagus_given = Oddajesz swój sarkofag ({ $eyes } { $eyes ->
    [one] oko
    [few] oczy
    [many] oczu
   *[other] oka
 }), bierze go { $finder }.
hieroglyphs-event-curse_discarded_no_holders = Nikt nie ma sarkofagu: karta klątwy zostaje odrzucona.
hieroglyphs-event-curse_discarded_no_line = Na murze nie ma pasującej linii: karta klątwy zostaje odrzucona.
hieroglyphs-event-curse_discarded_no_victim = Nikt inny nie ma sarkofagu: klątwa nie działa.
hieroglyphs-event-curse_discarded = Karta klątwy ({ $curse }) opuszcza grę.
hieroglyphs-event-final_phase_started = Mur jest pełny! Końcowe przesunięcia skarabeuszy w kolejności: { $order }.
hieroglyphs-event-final_turn = { $player }, przesuń skarabeusze między swoimi filarami albo naciśnij Gotowe.
hieroglyphs-event-scarabs_moved = { $player } przenosi { $scarabs_count } spod filaru { $source } do filaru { $target }.
hieroglyphs-event-final_turn_ended_done = { $player } kończy.
hieroglyphs-event-final_turn_ended_no_claim = { $player } nie może już otworzyć żadnego sarkofagu.
hieroglyphs-event-game_over =
    Końcowa kolejność:
    { $ranking }
hieroglyphs-event-timeout_default = Graczowi { $player } skończył się czas na odpowiedź; zagrano wybór domyślny.

## Wynik
hieroglyphs-result-line = { $place }. { $player }: { $total } { $total ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
 } (sarkofagi: { $count }, faraon { $pharaoh } { $bonus })
hieroglyphs-result-tie_by_count = Remis przy { $total } punktach rozstrzyga liczba sarkofagów: { $counts }.
hieroglyphs-result-count_item = { $player } { $count }
hieroglyphs-result-shared = { $players } dzielą { $place }. miejsce.
hieroglyphs-result-no_tie = Bez remisów.

## Obrazki
hieroglyphs-render-title = Hieroglify
hieroglyphs-render-turn = Tura { $turn }/49
hieroglyphs-render-final_title = Końcowe przesunięcia skarabeuszy
hieroglyphs-render-over_title = Koniec gry
hieroglyphs-render-variant_curse = Klątwa Faraona
hieroglyphs-render-variant_sphinx = Oczy Sfinksa
hieroglyphs-render-waiting_drop = { $player }: wrzuć kartę do kolumny
hieroglyphs-render-waiting_explorer = { $player }: postawić odkrywcę przy filarze { $pillar }?
hieroglyphs-render-waiting_move = { $player }: przenieść odkrywcę do filaru { $pillar }?
hieroglyphs-render-waiting_race = Wyścig klątwy! Wszyscy: znajdźcie { $animals } w linii
hieroglyphs-render-waiting_victim = { $player } znajduje linię i wybiera, kogo przekląć
hieroglyphs-render-waiting_surrender = { $player }: wybierz sarkofag, który dostanie { $finder }
hieroglyphs-render-waiting_final = { $player }: przesuń skarabeusze między swoimi filarami albo Gotowe
hieroglyphs-render-winner = Wygrywa { $players }!
hieroglyphs-render-winners = Zwycięstwo dzielą { $players }!
hieroglyphs-render-pillars = FILARY
hieroglyphs-render-empty_stack = pusto
hieroglyphs-render-charged = NAŁADOWANY
hieroglyphs-render-supply = Zapas
hieroglyphs-render-stock = Karty
hieroglyphs-render-stock_split = { $starting } czystych · { $cursed } z klątwami
hieroglyphs-render-curse = KLĄTWA: linię znajduje
hieroglyphs-render-curse_race = KLĄTWA: znajdźcie linię!
hieroglyphs-render-curse_time = Limit czasu: { $time }
hieroglyphs-render-curse_found = { $player }
hieroglyphs-render-curses_used = Zużyte klątwy: { $count }/6
hieroglyphs-render-top_is_curse = Na wierzchu klątwa!
hieroglyphs-render-last_drop = { $player } wrzuca na { $column },{ $row }
hieroglyphs-render-pairs_same = { $count } w tę samą stronę
hieroglyphs-render-pairs_opposite = { $count } w przeciwne strony
hieroglyphs-render-no_pairs = Brak pary
hieroglyphs-render-sarcophagi = Sarkofagi
hieroglyphs-render-no_sarcophagi = brak sarkofagów
hieroglyphs-render-to_act = RUCH
hieroglyphs-render-full = pełna
hieroglyphs-render-private_title = Twoje sekrety
hieroglyphs-render-private_subtitle = Tylko dla ciebie: nie udostępniaj tego obrazka
hieroglyphs-render-your_hand = TWOJE KARTY
hieroglyphs-render-no_cards = Brak kart
hieroglyphs-render-faces = patrzy { $facing }
hieroglyphs-render-your_pharaoh = TWÓJ FARAON
hieroglyphs-render-pharaoh_name = { $animal }
hieroglyphs-render-pharaoh_yes = Twój odkrywca stoi przy filarze { $animal }: +7
hieroglyphs-render-pharaoh_no = +7, jeśli na końcu twój odkrywca stoi przy filarze { $animal }
hieroglyphs-render-your_sarcophagi = TWOJE SARKOFAGI
hieroglyphs-render-none_yet = Jeszcze brak
hieroglyphs-render-points = { $value } pkt
hieroglyphs-render-total_value = Razem { $value } { $value ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
 }
hieroglyphs-render-given_away = Oddane: { $items }
hieroglyphs-render-given_item = { $eyes } { $eyes ->
    [one] oko
    [few] oczy
    [many] oczu
   *[other] oka
 } ({ $value } pkt) → { $player }
hieroglyphs-render-attempts_left = Wyścig klątwy: zostało { $attempts_count }
hieroglyphs-render-scores_title = Wyniki końcowe
hieroglyphs-render-player = Gracz
hieroglyphs-render-pharaoh = Faraon
hieroglyphs-render-total = Razem
hieroglyphs-render-count = { $sarcophagi_count } · { $points } pkt

## Odmowy
hieroglyphs-error-malformed = Nie rozumiem tego ruchu.
hieroglyphs-error-unknown_type = Nieznany ruch `{ $type }`.
hieroglyphs-error-game_over = Gra się zakończyła.
hieroglyphs-error-not_your_turn = To nie twoja tura.
hieroglyphs-error-not_now = Nie możesz tego teraz zrobić.
hieroglyphs-error-not_seated = Nie grasz w tej grze.
hieroglyphs-error-card_missing = Wybierz kartę z ręki.
hieroglyphs-error-card_not_in_hand = Nie masz tej karty.
hieroglyphs-error-column_range = Wybierz kolumnę od 1 do 7.
hieroglyphs-error-column_full = Kolumna { $column } jest pełna.
hieroglyphs-error-reserve_empty = Twoja rezerwa jest pusta: przenieś odkrywcę spod innego filaru.
hieroglyphs-error-move_with_reserve = Masz jeszcze odkrywców w rezerwie: postaw jednego stamtąd.
hieroglyphs-error-move_from_bad = Nie masz przy tym filarze odkrywcy do przeniesienia.
hieroglyphs-error-pillar_unknown = Podaj dwa filary według zwierzęcia, np. CAM i SNK.
hieroglyphs-error-move_same_pillar = Wybierz dwa różne filary.
hieroglyphs-error-move_not_own = Przy obu filarach potrzebujesz własnego odkrywcy.
hieroglyphs-error-move_count = Przesuń co najmniej 1 skarabeusza.
hieroglyphs-error-move_too_many = Ten filar ma tylko { $scarabs_count }.
hieroglyphs-error-move_overflow = Przy filarze mogą być najwyżej 3 skarabeusze.
hieroglyphs-error-curse_no_race = Teraz nie trwa wyścig klątwy.
hieroglyphs-error-curse_locked = Przy tej klątwie nie masz już prób.
hieroglyphs-error-curse_format = Wyślij trzy pola, np. `2,1 3,2 4,3`.
hieroglyphs-error-curse_off_wall = Pola sięgają od 1,1 do 7,7.
hieroglyphs-error-curse_repeated = Podaj trzy różne pola.
hieroglyphs-error-curse_not_line = Te pola nie leżą we trzy w prostej linii.
hieroglyphs-error-curse_empty_cell = Jedno z tych okien jest puste.
hieroglyphs-error-victim_bad = Wybierz innego gracza, który ma sarkofag.
hieroglyphs-error-surrender_bad = Wybierz jeden ze swoich sarkofagów.
hieroglyphs-error-timeout_off = Ten stół nie ma limitu czasu na decyzję.
hieroglyphs-error-timeout_race = Wyścig klątwy kończy ruch `curse_timeout`.
hieroglyphs-error-start_player_range = `start_player` musi mieć wartość random albo miejsce od 1 do { $players }.
hieroglyphs-error-start_player_seat = Zaczynać ma miejsce { $seat }, ale dołączyło tylko graczy: { $players }; poczekaj na kolejnych graczy albo załóż nową grę z innym graczem rozpoczynającym.

## Discord
hieroglyphs-ui-hand_button = Moje karty (prywatnie)
hieroglyphs-ui-line_button = Wyślij linię
hieroglyphs-ui-done_button = Gotowe
hieroglyphs-ui-back_button = ← Inna karta
hieroglyphs-ui-column_button = Kolumna { $column }
hieroglyphs-ui-column_full = Kolumna { $column } (pełna)
hieroglyphs-ui-scarab_placeholder = Przesuń skarabeusze między swoimi filarami…
hieroglyphs-ui-scarab_placeholder_more = Kolejne przesunięcia skarabeuszy…
hieroglyphs-ui-choose_card = Twoja tura (tura { $turn }/49): wybierz kartę do wrzucenia.
hieroglyphs-ui-choose_column = Do której kolumny wrzucić **{ $card }**?
hieroglyphs-ui-closed_drop = Tura { $turn }/{ $total }: twoja karta { $card } trafiła do kolumny { $column } (spadła na { $column },{ $row }).
hieroglyphs-ui-closed_surrender = Tura { $turn }: klątwa się skończyła; oddajesz swój sarkofag ({ $eyes } { $eyes ->
    [one] oko
    [few] oczy
    [many] oczu
   *[other] oka
 }, { $value } { $value ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
 }), bierze go { $finder }.
hieroglyphs-ui-closed_abandoned = Hieroglify nr { $id } zostały porzucone; to wezwanie jest zamknięte.
hieroglyphs-ui-closed_other = Tura { $turn }/{ $total }: ta decyzja jest zakończona.
hieroglyphs-ui-stale = Ten przycisk jest nieaktualny; użyj najnowszej wiadomości.
hieroglyphs-ui-unknown_button = Ten przycisk nic tu nie robi.
hieroglyphs-ui-not_your_turn = { $count ->
    [one] To nie twoja tura — gra { $player }.
    [few] To nie twoja tura — grają { $player }.
    [many] To nie twoja tura — grają { $player }.
   *[other] To nie twoja tura — grają { $player }.
 }
hieroglyphs-ui-card_not_held = Nie masz tej karty.
hieroglyphs-ui-race_ends = ⏳ Wyścig klątwy kończy się <t:{ $epoch }:R>. Naciśnij **Wyślij linię** albo użyj `/hieroglyphs curse cells:"2,1 3,2 4,3"` (kolumna,rząd; rząd 1 na dole).
hieroglyphs-ui-line_found = Znajdujesz linię!
hieroglyphs-ui-line_wrong = { $cells } to nie ta linia. Pozostałe próby: { $attempts_left }.
hieroglyphs-ui-modal_title = Wyścig klątwy: trzy pola w linii
hieroglyphs-ui-modal_label = Pola jako kolumna,rząd (rząd 1 = dół)
hieroglyphs-ui-modal_placeholder = 2,1 3,2 4,3
hieroglyphs-ui-private_head = **Hieroglify nr { $id }**: twoje sekrety.
hieroglyphs-ui-private_hand = Twoje karty: { $cards }.
hieroglyphs-ui-private_no_cards = Nie masz kart.
hieroglyphs-ui-private_pharaoh = Twoja karta faraona: { $animal } (+7, jeśli na końcu twój odkrywca stoi przy filarze { $animal }).
hieroglyphs-ui-private_sarcophagi = Twoje sarkofagi: { $items } (razem { $total } { $total ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
 }).
hieroglyphs-ui-private_no_sarcophagi = Nie masz jeszcze sarkofagów.
hieroglyphs-ui-private_sarcophagus = { $eyes } { $eyes ->
    [one] oko
    [few] oczy
    [many] oczu
   *[other] oka
 } za { $value }
hieroglyphs-ui-private_attempts = Wyścig klątwy: zostało { $attempts_count }.
hieroglyphs-ui-private_surrender = Dosięga cię klątwa: wybierz, który sarkofag oddasz.
hieroglyphs-rules = **Hieroglify** (2–4 graczy). W swojej turze wrzuć jedną ze swoich 3 tajnych kart do jednej z 7 kolumn muru; karta spada do najniższego wolnego okna. Sąsiadujące karty z tym samym zwierzęciem (w 8 kierunkach) tworzą pary: każda para (najwyżej 2 na turę) dokłada skarabeusza przy filarze tego zwierzęcia i może pozwolić ci postawić tam odkrywcę. Przy 3 skarabeuszach odkrywca przy filarze otwiera przedni sarkofag (oczy jawne, wartość tajna). Gdy mur jest pełny, każdy gracz po kolei może przesuwać skarabeusze między swoimi filarami. Karta faraona: +7, jeśli przy jej filarze stoi twój odkrywca. Wygrywa najwięcej punktów; przy remisie więcej sarkofagów.
    {"**"}Gra:** karty przychodzą w wiadomości prywatnej z przyciskami (karta, potem kolumna); albo `/hieroglyphs play card column`. `/hieroglyphs hand` pokazuje prywatnie twoje sekrety. Wybory odkrywców, kogo przekląć i końcowe przesunięcia skarabeuszy to przyciski w wątku gry.
    {"**"}Klątwa Faraona** (opcja `curse`): karta klątwy zaczyna wyścig — kto pierwszy wyśle trzy pola w linii z jej zwierzętami (`/hieroglyphs curse cells:"2,1 3,2 4,3"` albo przycisk **Wyślij linię**), zabiera sarkofag wybranemu graczowi. **Oczy Sfinksa** (opcja `sphinx`): parę tworzą dokładnie dwa takie same zwierzęta na linii przez nową kartę.
    Polecenia: `/hieroglyphs new|join|leave|start|board|hand|play|curse|rules|help|abandon`.

## Polecenia
hieroglyphs-cmd = Hieroglify: wrzucaj karty zwierząt do muru.
hieroglyphs-cmd-new = Załóż nową grę Hieroglify (2–4 graczy) w wątku.
hieroglyphs-cmd-new-opt-curse = Wariant Klątwa Faraona: karty klątwy zaczynają szukanie 3 zwierząt w linii.
hieroglyphs-cmd-new-opt-curse_minutes = Ile minut trwa wyścig klątwy (1–1440, domyślnie 10).
hieroglyphs-cmd-new-opt-curse_attempts = Dozwolone błędne odpowiedzi na gracza i klątwę (1–20, domyślnie 3).
hieroglyphs-cmd-new-opt-sphinx = Wariant Oczy Sfinksa: parę tworzą dokładnie dwa takie same zwierzęta na linii przez nową kartę.
hieroglyphs-cmd-new-opt-start_player = Kto zaczyna: random (losowo, domyślnie) albo numer miejsca.
hieroglyphs-cmd-new-opt-decision_hours = Godziny, po których decyzja bez odpowiedzi dostaje wybór domyślny (0 = nigdy, domyślnie).
hieroglyphs-cmd-play = Wrzuć jedną ze swoich kart do kolumny (prywatnie).
hieroglyphs-cmd-play-opt-card = Karta z twojej ręki.
hieroglyphs-cmd-play-opt-column = Kolumna 1–7 (od lewej do prawej).
hieroglyphs-cmd-curse = Wyścig klątwy: wyślij trzy pola w linii, np. 2,1 3,2 4,3.
hieroglyphs-cmd-curse-opt-cells = Trzy pola jako kolumna,rząd (rząd 1 na dole), np. 2,1 3,2 4,3.
