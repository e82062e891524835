### Frame (Reiner Knizia) po polsku.
### Glossary (instrukcja Bard Centrum Gier, knizia-tiles.pl.txt): żeton (tile), kolumna (column), ramka (frame),
### pole (cell), pole przy ramce (edge cell), oczko (pip), punkty karne (penalty points), tura (opening round),
### runda (one game of a match), rozgrywka (the match), wypaść z gry (drop out), remis (tie), gracz (player).

# same-as-en: the game's name
frame-title = Frame

## Odmowy ruchu
frame-error-game_over = Gra się skończyła.
frame-error-not_your_turn = To nie twoja kolej.
frame-error-not_a_seat = Nie grasz w tej grze.
frame-error-not_a_move = To nie jest ruch.
frame-error-unknown_type = Nieznany ruch `{ $type }`. Ruchy: place, column, dropout.
frame-error-missing = Ruch wymaga `{ $field }`.
frame-error-bad_tile = `{ $tile }` nie jest żetonem. Żetony: { $tiles }.
frame-error-tile_placed = Twój żeton { $tile } jest już ułożony.
frame-error-columns_first = Najpierw postaw kolumnę: żetony układa się po dwóch turach stawiania kolumn.
frame-error-bad_cells = Podaj pola jako listę, np. c2 c3 d3.
frame-error-bad_cell = `{ $cell }` nie jest polem: użyj litery i liczby, np. c5.
frame-error-outside = { $cell } leży poza ramką { $size }×{ $size }.
frame-error-duplicate = Pole { $cell } podano dwa razy.
frame-error-cell_count = Twój żeton { $tile } ({ $name }) zajmuje { $pips ->
    [one] { $pips } pole
    [few] { $pips } pola
    [many] { $pips } pól
   *[other] { $pips } pola
 }, nie { $count }.
frame-error-bad_shape = Te pola nie tworzą kształtu twojego żetonu { $tile } ({ $name }).
frame-error-no_such_shape = Pola { $cells } nie tworzą kształtu żadnego żetonu.
frame-error-shape_size = Żeton zajmuje od 2 do 5 pól, nie { $count }.
frame-error-shape_placed = Pola { $cells } tworzą kształt twojego żetonu { $tile } ({ $name }), który jest już ułożony.
frame-error-no_reflection = W tej grze nie wolno odwracać żetonów.
frame-error-bad_rot = Obrót musi wynosić 0, 90, 180 lub 270.
frame-error-bad_mirror = Odwrócenie (lustro) musi być tak lub nie.
frame-error-overlap = Żeton nachodzi na zajęte pole { $cell }.
frame-error-diagonal = Żeton styka się z twoimi elementami tylko po skosie.
frame-error-not_touching = Żeton nie styka się z żadnym z twoich elementów.
frame-error-cell_taken = Pole { $cell } jest już zajęte.
frame-error-column_not_border = Kolumna z pierwszych tur musi stać na polu przy ramce.
frame-error-column_next_to_column = Kolumna nie może stać obok innej kolumny ({ $cell }).
frame-error-column3_placed = Twoja trzecia kolumna już stoi.
frame-error-column3_reach = Twoja trzecia kolumna musi stykać się z ramką lub z żetonem.
frame-error-no_dropout_opening = W pierwszych dwóch turach nie można wypaść z gry.
frame-error-no_dropout = Możesz jeszcze ułożyć żeton, więc nie możesz wypaść z gry (nie ma pasowania).
frame-error-left_already = Tego gracza już nie ma w grze.

## Zdarzenia w wątku
frame-event-game_started = Frame zaczyna się w ramce { $size }×{ $size }. Zaczyna { $start }; najpierw każdy stawia dwie kolumny na polach przy ramce.
frame-event-match_game_started = Runda { $game_no } z { $games_total } zaczyna się w ramce { $size }×{ $size }. Zaczyna { $start }; najpierw każdy stawia dwie kolumny na polach przy ramce.
frame-event-turn_opening = { $player }: postaw swoją { $column } na polu przy ramce.
frame-event-turn_tiles = { $player }: ułóż żeton.
frame-event-turn_tiles_or_column = { $player }: ułóż żeton albo postaw trzecią kolumnę.
frame-event-turn_lifeline = { $player } nie ma miejsca na żaden żeton: postaw trzecią kolumnę albo wypadnij z gry.
frame-event-column_placed = { $player } — { $column } na polu { $cell }.
frame-event-tile_placed = { $player } — żeton { $tile } ({ $name }, { $pips ->
    [one] { $pips } oczko
    [few] { $pips } oczka
    [many] { $pips } oczek
   *[other] { $pips } oczka
 }) na polach { $cells }.
frame-event-dropped_out_stuck = { $player } nie może już nic ułożyć i wypada z gry z { $penalty ->
    [one] { $penalty } punktem karnym
    [few] { $penalty } punktami karnymi
    [many] { $penalty } punktami karnymi
   *[other] { $penalty } punktu karnego
 }.
frame-event-dropped_out_chose = { $player } wypada z gry z { $penalty ->
    [one] { $penalty } punktem karnym
    [few] { $penalty } punktami karnymi
    [many] { $penalty } punktami karnymi
   *[other] { $penalty } punktu karnego
 }.
frame-event-dropped_out_left = { $player } opuszcza grę; liczą się { $penalty ->
    [one] { $penalty } punkt karny
    [few] { $penalty } punkty karne
    [many] { $penalty } punktów karnych
   *[other] { $penalty } punktu karnego
 }.
frame-event-game_over = Końcowa kolejność: { $ranking }.
frame-event-match_game_over = Runda { $game_no } z { $games_total } skończona. { $ranking }. Suma rozgrywki: { $totals }
frame-event-match_over = Rozgrywka skończona. { $ranking }.
frame-event-seat = Miejsce { $seat }
frame-event-ranking_entry = { $place }. { $player } { $points } pkt
# same-as-en: a name and a number
frame-event-total_entry = { $player } { $points }

## Etykiety ruchów i wyborów
frame-label-tile_choice = { $tile } { $name } ({ $pips ->
    [one] { $pips } oczko
    [few] { $pips } oczka
    [many] { $pips } oczek
   *[other] { $pips } oczka
 }, { $spots })
# same-as-en: an angle
frame-label-orientation_plain = { $rot }°
frame-label-orientation_flipped = { $rot }° odwrócony
frame-label-action_place = Ułóż { $tile } ({ $name }) na polach { $cells }
frame-label-action_column = Postaw { $column } na polu { $cell }
frame-label-action_dropout = Wypadnij z gry (kara { $penalty })

## Przyciski, podglądy, odmowy, wiadomości w wątku
frame-ui-ac_opening = Pierwsze tury: postaw kolumnę poleceniem /frame column.
frame-ui-ac_no_game = Nie grasz tu w żadną trwającą grę Frame.
frame-ui-ac_nothing_fits = Żaden żeton nigdzie się nie mieści: użyj /frame column albo /frame dropout.
frame-ui-ac_pick_tile_first = Najpierw wybierz żeton.
frame-ui-ac_tile = { $tile } { $picture } { $name } ({ $pips ->
    [one] { $pips } oczko
    [few] { $pips } oczka
    [many] { $pips } oczek
   *[other] { $pips } oczka
 }, mieści się: { $spots })
frame-ui-ac_orientation = { $label } { $picture } — mieści się: { $spots }
frame-ui-ac_anchor = { $at } → zajmuje { $cells }
frame-ui-button_place = Ułóż żeton
frame-ui-button_column = Postaw kolumnę
frame-ui-button_column3 = Postaw trzecią kolumnę
frame-ui-button_dropout = Wypadnij z gry
frame-ui-button_hint = Gdzie mogę zagrać?
frame-ui-button_confirm = Potwierdź
frame-ui-button_rotate = Obróć ⟳
frame-ui-button_flip = Odwróć ⇋
frame-ui-button_cancel = Anuluj
frame-ui-select_tile = Wybierz inny żeton
# same-as-en: a tile code, its picture and its name
frame-ui-select_tile_option = { $tile } { $picture } { $name }
frame-ui-select_tile_description = { $pips ->
    [one] { $pips } oczko
    [few] { $pips } oczka
    [many] { $pips } oczek
   *[other] { $pips } oczka
 } · mieści się: { $spots }
frame-ui-preview_tile =
    Podgląd: twój żeton **{ $tile }** ({ $name }, { $pips ->
        [one] { $pips } oczko
        [few] { $pips } oczka
        [many] { $pips } oczek
       *[other] { $pips } oczka
    }), { $orientation }, na polach **{ $cells }**.
    { "*" }*Potwierdź**, aby go ułożyć; **Obróć** / **Odwróć** zmieniają ułożenie; strzałki przesuwają go do następnego dozwolonego miejsca.
frame-ui-preview_column =
    Podgląd: twoja **{ $column }** na polu **{ $cell }**.
    { "*" }*Potwierdź**, aby ją postawić; strzałki przesuwają ją na następne dozwolone pole.
# same-as-en: only the reason
frame-ui-preview_illegal = { $reason }
frame-ui-preview_illegal_tile = Niemożliwe — twój żeton **{ $tile }** ({ $name }) na polach **{ $cells }**: { $reason }
frame-ui-placed = Ułożone. Nowa plansza jest w wątku gry.
frame-ui-cancelled = Anulowano — nic nie zostało ułożone.
frame-ui-dropped = Wypadasz z gry.
frame-ui-orientation_flipped = { $rot }° odwrócony
# same-as-en: an angle
frame-ui-orientation_plain = { $rot }°
frame-ui-hint_text = Białe kropki: pola, które zajmuje co najmniej jedno dozwolone ułożenie twoich żetonów ({ $cells }). Użyj **/frame place** albo przycisku **Ułóż żeton**, aby ułożyć żeton.
frame-ui-hint_columns = Pierścienie: gdzie możesz postawić kolumnę ({ $cells }). Użyj **/frame column**.
frame-ui-hint_nothing = Teraz nic twojego nigdzie się nie mieści.
frame-ui-hint_not_turn = (Teraz kolej gracza { $player }.)
frame-ui-hint_list =
    Dozwolone ułożenia ({ $shown } z { $total }):
    { $lines }
frame-ui-not_your_turn = To nie twoja kolej — ruch ma { $player }.
frame-ui-stale = Ten podgląd dotyczy wcześniejszego ruchu; otwórz nowy poleceniem /frame place.
frame-ui-unknown_button = Nie znam tego przycisku.
frame-ui-bad_orientation = `{ $text }` nie jest ułożeniem: użyj 0, 90, 180 lub 270, z dopiskiem „flipped” dla odbicia lustrzanego.
frame-ui-fits_nowhere = Twój żeton { $tile } nigdzie się teraz nie mieści.
frame-ui-orientation_fits_nowhere = Twój żeton { $tile } w ułożeniu { $orientation } nigdzie się nie mieści; wybierz inne ułożenie.
frame-ui-no_other_rotation = Żaden inny obrót twojego żetonu { $tile } nigdzie się nie mieści.
frame-ui-no_other_flip = Odwrócony żeton { $tile } nigdzie się nie mieści (albo wygląda tak samo).
frame-ui-no_further = W tę stronę nie ma już dozwolonego miejsca.
frame-ui-no_column = Twoja kolumna nie może teraz nigdzie stanąć.
frame-ui-no_tile_fits = Żaden twój żeton nigdzie się nie mieści: postaw trzecią kolumnę albo wypadnij z gry.
frame-ui-no_scores = Wyniki są na koniec gry; `/frame board` pokazuje bieżące punkty karne.
frame-ui-timed_out = ⏰ Czas gracza { $player } minął: bot wykonuje ruch domyślny.
frame-ui-match_interim = Runda { $game_no } z { $games_total }: jej końcowa plansza i dotychczasowa tabela rozgrywki.
frame-ui-match_final = Tabela rozgrywki.
frame-ui-private_text = Twoje pozostałe żetony we wszystkich ułożeniach. Etykiety (0°, 90°, …; O = odwrócony) to wartości `orientation` polecenia /frame place.
frame-ui-rules =
    { "*" }*Frame** (2–4 graczy; ramka 10×10, 12×12 lub 14×14 pól). Każdy ma 3 kolumny i 13 żetonów (domino, tromina, tetromina, pentomina; oczka = kwadraty).
    { "*" }*Początek:** dwie tury; każdy gracz stawia kolumnę na polu przy ramce — nigdy obok innej kolumny, nawet po skosie (`/frame column`).
    { "*" }*Tury:** ułóż jeden żeton wewnątrz ramki na pustych polach tak, aby stykał się bokiem z jednym z twoich elementów (styk po skosie się nie liczy). Żetony można obracać i odwracać. Raz, zamiast żetonu, możesz postawić trzecią kolumnę na polu stykającym się z ramką lub dowolnym żetonem (też nie obok kolumny).
    { "*" }*Wypadnięcie z gry:** gdy nic twojego się nie mieści, wypadasz (gdy została tylko trzecia kolumna, możesz ją postawić albo wypaść). Gra kończy się, gdy wypadną wszyscy.
    { "*" }*Punkty:** oczka nieułożonych żetonów to punkty karne; wygrywa najniższa suma; remis rozstrzyga się na korzyść gracza, który ruszał się później. Rozgrywka sumuje kilka rund, każdą zaczyna kolejny gracz.
    { "*" }*Polecenia:** `/frame place` (żeton → ułożenie → pole, wszystko z podpowiedziami, potem podgląd z przyciskami Potwierdź / Obróć / Odwróć / strzałki / Anuluj), `/frame column`, `/frame hint`, `/frame dropout`, `/frame board`, `/frame hand` (twoje żetony we wszystkich ułożeniach), `/frame scores`, `/frame rules` (lub `/frame help`). Przyciski pod każdą planszą robią to samo.

## Odmowy przy zakładaniu gry
frame-opterror-players = Frame wymaga od 2 do 4 graczy.
frame-opterror-match_games = Rozgrywka wymaga co najmniej jednej rundy na gracza: { $n ->
    [one] { $n } gracz
    [few] { $n } graczy
    [many] { $n } graczy
   *[other] { $n } gracza
 }, a `match_games` wynosi { $games }.
frame-opterror-start_player = `start_player` to miejsce { $seat }, ale przy tym stole jest tylko { $n ->
    [one] { $n } gracz
    [few] { $n } graczy
    [many] { $n } graczy
   *[other] { $n } gracza
 }.
frame-opterror-match_games_without_match = `match_games` liczy się tylko w rozgrywce: ustaw `match` na true albo pomiń `match_games`.

## Remisy
frame-tie-none = Brak remisów.
frame-tie-last_placement = { $players } mają po { $points } pkt; remis rozstrzyga późniejsze ostatnie ułożenie ({ $detail }).
frame-tie-later_seat = { $players } mają po { $points } pkt; remis wygrywa gracz, który w tej grze ruszał się później.
frame-tie-match = { $players } mają po { $points } pkt; remis rozstrzyga lepsze miejsce w ostatniej rundzie.
frame-tie-placement_detail = { $player } nr { $counter }

## Na obrazkach
# same-as-en: the game's name
frame-render-title = Frame
frame-render-game_of = Runda { $game_no } z { $games_total }
frame-render-opening = Tura { $round }: kolumny
frame-render-tiles_phase = Układanie żetonów
frame-render-over = Koniec gry
frame-render-counter = nr { $counter }
frame-render-to_move = Ruch: { $player }
frame-render-pts = { $points } pkt
frame-render-out_pts = poza grą · { $points } pkt
frame-render-left_pts = odejście · { $points } pkt
frame-render-penalty = Kara
frame-render-last = Ost.
frame-render-last_move = Ostatni ruch: { $player } · { $piece } { $cells }
frame-render-all_placed = Wszystkie żetony ułożone
frame-render-preview = Podgląd · { $player }
frame-render-pips = { $pips ->
    [one] { $pips } oczko
    [few] { $pips } oczka
    [many] { $pips } oczek
   *[other] { $pips } oczka
 }
frame-render-on_cells = na polach { $cells }
frame-render-fits = Mieści się
frame-render-confirm_hint = Naciśnij Potwierdź, aby ułożyć.
frame-render-not_possible = Niemożliwe
frame-render-column_on = { $column ->
    [COL1] Pierwsza kolumna
    [COL2] Druga kolumna
   *[COL3] Trzecia kolumna
 } na { $cell }
frame-render-hint = Gdzie może zagrać { $player }
frame-render-hint_tiles = { $count ->
    [one] Żeton mieści się na { $count } polu
    [few] Żetony mieszczą się na { $count } polach
    [many] Żetony mieszczą się na { $count } polach
   *[other] Żetony mieszczą się na { $count } pola
 }
frame-render-hint_columns = { $count ->
    [one] Trzecia kolumna: { $count } pole
    [few] Trzecia kolumna: { $count } pola
    [many] Trzecia kolumna: { $count } pól
   *[other] Trzecia kolumna: { $count } pola
 }
frame-render-hint_opening = { $count ->
    [one] Kolumna: { $count } pole przy ramce
    [few] Kolumna: { $count } pola przy ramce
    [many] Kolumna: { $count } pól przy ramce
   *[other] Kolumna: { $count } pola przy ramce
 }
frame-render-hint_none = Żaden żeton nigdzie się nie mieści
frame-render-hint_your_tiles = Twoje elementy (blade: teraz brak miejsca)
frame-render-your_pieces = Twoje elementy
frame-render-your_tiles = { $player }: twoje żetony we wszystkich ułożeniach
# same-as-en: an angle and a mark
frame-render-orientation_label = { $rot }°{ $flipped }
frame-render-flipped_short = O
frame-render-hand_note = Pod kształtem: ułożenie dla /frame place (O = odwrócony). Blade: nie mieszczą się.
frame-render-score_sheet = Wyniki końcowe
# same-as-en: a sign
frame-render-rank = #
frame-render-player = Gracz
frame-render-unplaced = Nieułożone
frame-render-match_table = Tabela rozgrywki
frame-render-game_col = R{ $game_no }
# same-as-en: a number
frame-render-game_no = { $game_no }
frame-render-total = Suma
frame-render-tie_note = Remis: { $text }
frame-render-start_mark = pierwszy ruch w tej rundzie
frame-render-won_mark = zielony: zwycięstwo w tej rundzie

## Opcje w poczekalni
frame-option-match_off = Rozgrywka: nie (jedna gra)
frame-option-match_games = { $count ->
    [one] Rozgrywka: { $count } runda
    [few] Rozgrywka: { $count } rundy
    [many] Rozgrywka: { $count } rund
   *[other] Rozgrywka: { $count } rundy
 }
frame-option-match_default = Rozgrywka: jedna runda na gracza
frame-option-tie_break = Remis: { $value }
frame-option-tie_break_last_placement = późniejsze ostatnie ułożenie
frame-option-tie_break_later_seat = późniejsze miejsce w kolejności ruchów
frame-option-start_player_random = Gracz rozpoczynający: losowo
frame-option-start_player_seat = Gracz rozpoczynający: miejsce { $seat }
frame-option-allow_reflection = Odwracanie żetonów: { $value }
frame-option-allowed = dozwolone
frame-option-not_allowed = niedozwolone
frame-option-legal_move_hints = /frame hint wypisuje dozwolone ułożenia: { $value }
frame-option-yes = tak
frame-option-no = nie
frame-option-timeout = Limit czasu na ruch: { $value }
frame-option-hours = { $count ->
    [one] { $count } godzina
    [few] { $count } godziny
    [many] { $count } godzin
   *[other] { $count } godziny
 }
frame-option-minutes = { $count ->
    [one] { $count } minuta
    [few] { $count } minuty
    [many] { $count } minut
   *[other] { $count } minuty
 }
frame-option-seconds = { $count ->
    [one] { $count } sekunda
    [few] { $count } sekundy
    [many] { $count } sekund
   *[other] { $count } sekundy
 }

## Opisy opcji
frame-optdesc-match = Rozegraj kilka rund i zsumuj punkty karne.
frame-optdesc-match_games = Liczba rund rozgrywki (co najmniej tyle, ilu jest graczy; domyślnie jedna na gracza).
frame-optdesc-tie_break = Jak rozstrzyga się remis: późniejsze ostatnie ułożenie (`last_placement`) albo późniejsze miejsce (`later_seat`).
frame-optdesc-start_player = Kto zaczyna: losowo albo numer miejsca (1 = pierwsze miejsce).
frame-optdesc-allow_reflection = Pozwól odwracać żetony (odbicia lustrzane), a nie tylko je obracać.
frame-optdesc-legal_move_hints = Bot na prośbę wypisuje dozwolone ułożenia gracza.
frame-optdesc-decision_timeout_s = Sekundy, po których bot wykonuje ruch domyślny za gracza (puste: nigdy).

## Liczone rzeczowniki, nazwy
frame-ui-dropout_confirm = { $count ->
    [one] Wypaść z tej gry? Twój { $count } nieułożony żeton daje **{ $penalty }** pkt karnych. Tego nie można cofnąć.
    [few] Wypaść z tej gry? Twoje { $count } nieułożone żetony dają **{ $penalty }** pkt karnych. Tego nie można cofnąć.
    [many] Wypaść z tej gry? Twoich { $count } nieułożonych żetonów daje **{ $penalty }** pkt karnych. Tego nie można cofnąć.
   *[other] Wypaść z tej gry? Twoje { $count } nieułożonego żetonu daje **{ $penalty }** pkt karnych. Tego nie można cofnąć.
 }
frame-cells = { $count ->
    [one] { $count } pole
    [few] { $count } pola
    [many] { $count } pól
   *[other] { $count } pola
 }
frame-spots = { $count ->
    [one] { $count } miejsce
    [few] { $count } miejsca
    [many] { $count } miejsc
   *[other] { $count } miejsca
 }
frame-tile = { $tile ->
    [I2] domino
    [I3] tromino proste
    [L3] tromino zgięte
    [I4] tetromino proste
    [O4] tetromino kwadratowe
    [T4] tetromino T
    [S4] tetromino S
    [L4] tetromino L
    [P5] pentomino P
    [U5] pentomino U
    [L5] pentomino L
    [T5] pentomino T
   *[V5] pentomino V
 }
frame-colour = { $colour ->
    [RED] Czerwony
    [BLU] Niebieski
    [GRN] Zielony
   *[YEL] Żółty
 }
frame-column = { $column ->
    [COL1] pierwsza kolumna
    [COL2] druga kolumna
   *[COL3] trzecia kolumna
 }
frame-column-acc = { $column ->
    [COL1] pierwszą kolumnę
    [COL2] drugą kolumnę
   *[COL3] trzecią kolumnę
 }

## Polecenia
frame-cmd = Frame: układaj żetony wewnątrz ramki; wygrywa najmniej punktów karnych.
frame-cmd-new = Załóż nową grę Frame (2–4 graczy) w wątku tego kanału.
frame-cmd-new-opt-match = Rozegraj kilka rund ze zmieniającym się graczem rozpoczynającym; punkty karne się sumują.
frame-cmd-new-opt-match_games = Liczba rund (2–12, co najmniej tyle, ilu graczy; domyślnie jedna na gracza).
frame-cmd-new-opt-tie_break = Remis: późniejsze ostatnie ułożenie (domyślnie) albo późniejsze miejsce w kolejności.
frame-cmd-new-opt-start_player = Kto zaczyna: losowo (domyślnie) albo numer miejsca.
frame-cmd-new-opt-allow_reflection = Pozwól odwracać żetony, a nie tylko obracać (domyślnie tak).
frame-cmd-new-opt-legal_move_hints = /frame hint wypisuje też dozwolone ułożenia jako tekst (domyślnie nie).
frame-cmd-new-opt-turn_timeout_hours = Godziny, po których bot wykonuje ruch domyślny (domyślnie nigdy).
frame-cmd-place = Ułóż jeden ze swoich żetonów: wybierz żeton, ułożenie i pole, potem potwierdź na podglądzie.
frame-cmd-place-opt-tile = Jeden z twoich pozostałych żetonów (tylko te, które gdzieś się mieszczą).
frame-cmd-place-opt-orientation = Obrót i „flipped” dla odbicia lustrzanego (tylko ułożenia, które się mieszczą).
frame-cmd-place-opt-anchor = Lewe dolne pole prostokąta wokół żetonu (tylko dozwolone pola).
frame-cmd-place-opt-cells = Albo dokładne pola, np. c2 c3 d3 e3; same wskazują żeton po jego kształcie.
frame-cmd-column = Postaw kolumnę (jedną z dwóch pierwszych albo trzecią zamiast żetonu).
frame-cmd-column-opt-cell = Pole dla kolumny (tylko dozwolone pola).
frame-cmd-hint = Pokaż prywatnie, gdzie mogą trafić twoje żetony (albo kolumna).
frame-cmd-dropout = Wypadnij z tej gry, gdy żaden żeton się nie mieści, a trzecia kolumna jeszcze tak.
frame-cmd-scores = Pokaż tabelę rozgrywki (albo wyniki końcowe).
