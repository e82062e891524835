### Envyra po polsku.
### Glossary (wg słowackich zasad ENVYRA, po polsku): płytka (SK dielik, tile), kostka (cube), siatka (SK hracia
### plocha – Playing Grid), plansza gracza (player board), zapas (supply), woreczek (SK vrecko, bag), pudełko (box),
### płytka końcowa (End tile), płytka bonusowa, pionek pierwszego gracza – stożek (start-player cone), runda, faza I /
### faza II, przejście (pass), płytka zastrzeżona (SK vyhradený dielik), zestaw (SK sada, set), punkty zwycięstwa – PZ,
### karta Equilibrium, zdobyć płytkę (claim), usunąć płytkę z gry (remove), wariant uproszczony.
### Tematy (kolory): zielony, niebieski, pomarańczowy. Symbole: liść, drzewo, kwiat, paproć, morze, deszcz, rzeka,
### lód, słońce, ogień, wulkan, pustynia.

# same-as-en: the game's name
envyra-title = Envyra

## Nazwy rzeczy
envyra-seat-name = Miejsce { $number }
envyra-player-name = Gracz { $number }
envyra-nobody = nikt
envyra-no-cubes = brak kostek
envyra-theme = { $theme ->
    [Green] zielony
    [Blue] niebieski
    [Orange] pomarańczowy
   *[other] { $theme }
 }
envyra-symbol = { $symbol ->
    [Leaf] liść
    [Tree] drzewo
    [Flower] kwiat
    [Fern] paproć
    [Sea] morze
    [Rain] deszcz
    [River] rzeka
    [Ice] lód
    [Sun] słońce
    [Fire] ogień
    [Volcano] wulkan
    [Desert] pustynia
   *[other] { $symbol }
 }
envyra-tile-name = { $symbol ->
    [Leaf] Zielony liść
    [Tree] Zielone drzewo
    [Flower] Zielony kwiat
    [Fern] Zielona paproć
    [Sea] Niebieskie morze
    [Rain] Niebieski deszcz
    [River] Niebieska rzeka
    [Ice] Niebieski lód
    [Sun] Pomarańczowe słońce
    [Fire] Pomarańczowy ogień
    [Volcano] Pomarańczowy wulkan
    [Desert] Pomarańczowa pustynia
    [bonus] płytka bonusowa
   *[end] płytka końcowa
 }
envyra-tile-kind = { $kind ->
    [bonus] Płytka bonusowa
    [end] Płytka końcowa
   *[theme] Płytka
 }
envyra-card = { $card ->
    [EQ1] Słońce i deszcz
    [EQ2] Morze i liść
    [EQ3] Ogień i lód
    [EQ4] Rzeka i drzewo
    [EQ5] Wulkan i paproć
    [EQ6] Pustynia i kwiat
    [EQ7] Wyspa
    [EQ8] Oaza
   *[EQ9] Pożar lasu
 }
envyra-card-label = { $name } ({ $vp } PZ)
envyra-tile-info = { $name } (koszt { $cost }, { $vp } PZ)
envyra-tile-info-needs = { $name } (koszt { $cost }, { $vp } PZ, wymaga: { $req })
envyra-req-item = { $colour } { $count }
envyra-spot = { $pos } ({ $tile })
envyra-cubes = { $count ->
    [one] { $count } kostka
    [few] { $count } kostki
    [many] { $count } kostek
   *[other] { $count } kostki
 }

## Opcje
envyra-optdesc-simplified = Wariant uproszczony: każdy gracz umieszcza w rundzie dokładnie jedną kostkę.
envyra-optdesc-equilibrium = Karty EQUILIBRIUM: wyłączone, A (karty odkryte), B (każdy jedną tajną kartę) albo C (oba).
envyra-optdesc-start_player = Kto ma pionek pierwszego gracza w 1. rundzie: losowo albo numer miejsca.
envyra-optdesc-round_limit = Zakończ grę po tej rundzie (0 = bez limitu).
envyra-optdesc-end_tile = Która płytka końcowa jest używana (dostępna jest tylko standardowa).
envyra-option-simplified = { $value ->
    [yes] Kostki: 1 na rundę (wariant uproszczony)
   *[no] Kostki: 1 lub 2 na rundę
 }
envyra-option-equilibrium = { $value ->
    [A] Equilibrium: A (karty odkryte)
    [B] Equilibrium: B (każdy jedną tajną kartę)
    [C] Equilibrium: C (karty odkryte i każdy jedną tajną kartę)
   *[off] Equilibrium: wyłączone
 }
envyra-option-start-random = Pierwszy gracz: losowo
envyra-option-start-seat = Pierwszy gracz: miejsce { $seat }
envyra-option-rounds-none = Rundy: bez limitu
envyra-option-rounds-limit = { $count ->
    [one] Rundy: najwyżej { $count } runda
    [few] Rundy: najwyżej { $count } rundy
    [many] Rundy: najwyżej { $count } rund
   *[other] Rundy: najwyżej { $count } rundy
 }

## Odmowy
envyra-error-player-count = { $count ->
    [one] Envyra wymaga od 2 do 4 graczy, a nie { $count }.
    [few] Envyra wymaga od 2 do 4 graczy, a nie { $count }.
    [many] Envyra wymaga od 2 do 4 graczy, a nie { $count }.
   *[other] Envyra wymaga od 2 do 4 graczy, a nie { $count }.
 }
envyra-error-start-player = Na początek wybrano miejsce { $seat }, ale przy tym stole liczba graczy to { $count }: poczekaj na kolejnych graczy albo załóż nową grę z `start_player random` lub miejscem od 1 do { $count }.
envyra-error-game-over = Gra się skończyła.
envyra-error-not-a-seat = Nie grasz w tej grze.
envyra-error-not-your-turn = To nie twoja kolej.
envyra-error-sitting-out = W tej ostatniej rundzie pauzujesz: żadna płytka na siatce nie jest dla ciebie dostępna.
envyra-error-malformed = Nie rozumiem tego ruchu.
envyra-error-wrong-place = Teraz czas umieścić kostki (faza I).
envyra-error-wrong-move = Teraz wybierz, którą kostkę przeniesiesz na siatkę.
envyra-error-wrong-remove = Teraz wybierz płytkę do usunięcia z siatki.
envyra-error-positions-list = Podaj pozycje swoich kostek jako listę, np. A1 lub A1 B2.
envyra-error-position-text = Podaj pozycję, na przykład B2.
envyra-error-no-cube = Umieść co najmniej 1 kostkę.
envyra-error-too-many = Umieść najwyżej 2 kostki.
envyra-error-simplified-one = W wariancie uproszczonym umieszczasz dokładnie 1 kostkę.
envyra-error-supply = { $count ->
    [one] Masz w zapasie tylko 1 kostkę.
    [few] Masz w zapasie tylko { $count } kostki.
    [many] Masz w zapasie tylko { $count } kostek.
   *[other] Masz w zapasie tylko { $count } kostki.
 }
envyra-error-bad-position = { $pos } nie jest pozycją na siatce (od { $first } do { $last }).
envyra-error-same-position = Na każdej pozycji jest jedna kostka: wybierz dwie różne pozycje.
envyra-error-empty-position = Na pozycji { $pos } nie ma płytki.
envyra-error-not-movable = { $pos } nie jest żadną z twoich kostek, które możesz przenieść; wybierz { $choices }.
envyra-error-not-removable = Płytki { $pos } nie można usunąć; wybierz { $choices }.

## Zdarzenia
envyra-event-confirmed = { $player } potwierdza rozmieszczenie.
envyra-event-confirmed-changed = { $player } zmienia rozmieszczenie.
envyra-event-placement = { $count ->
    [one] Runda { $round }: twoja kostka idzie na { $spots }.
    [few] Runda { $round }: twoje kostki idą na { $spots }.
    [many] Runda { $round }: twoje kostki idą na { $spots }.
   *[other] Runda { $round }: twoje kostki idą na { $spots }.
 }
envyra-event-placement-warn = { $count ->
    [one] Runda { $round }: twoja kostka idzie na { $spots }. Na { $inaccessible } jeszcze nie możesz (wymaganie niespełnione).
    [few] Runda { $round }: twoje kostki idą na { $spots }. Na { $inaccessible } jeszcze nie możesz (wymaganie niespełnione).
    [many] Runda { $round }: twoje kostki idą na { $spots }. Na { $inaccessible } jeszcze nie możesz (wymaganie niespełnione).
   *[other] Runda { $round }: twoje kostki idą na { $spots }. Na { $inaccessible } jeszcze nie możesz (wymaganie niespełnione).
 }
envyra-event-reveal = Plansze graczy zostają odkryte: { $boards }.
envyra-event-reveal-board = { $player } { $positions }
envyra-event-cube_moved = { $player } przenosi kostkę na { $position } ({ $tile }).
envyra-event-cube_moved-auto = Kostka gracza { $player } przechodzi na { $position } ({ $tile }), innej możliwości nie ma.
envyra-event-no_move-empty_board = { $player } nie ma już kostek na planszy gracza.
envyra-event-no_move-waiting = { $player } nie może jeszcze wejść na { $positions } i niczego nie przenosi; kostka czeka na następne przejście.
envyra-event-no_move-not_movable = { $player } nie może w tym kroku przenieść żadnej kostki.
envyra-event-claimed = { $player } zdobywa płytkę na { $position } ({ $tile }); kostki: { $counts }.
envyra-event-claimed-tie = { $player } zdobywa płytkę na { $position } ({ $tile }); kostki: { $counts } – przy remisie rozstrzyga ostatnia kostka.
envyra-event-claim-count = { $count } { $player }
envyra-event-cubes_returned-tile_claimed = Kostka z pola { $positions } na planszy gracza { $player } wraca: płytkę ktoś już zdobył.
envyra-event-cubes_returned-requirement = Kostka gracza { $player } na { $positions } wraca do zapasu: wymaganie niespełnione.
envyra-event-cubes_returned-one_per_step = Kostka gracza { $player } na { $positions } wraca do zapasu: w jednym kroku przenosi się tylko jedną kostkę.
envyra-event-cubes_returned-supply_check = { $player } nie ma kostek w zapasie: { $count ->
    [one] { $count } kostka wraca
    [few] wszystkie { $count } kostki wracają
    [many] wszystkich { $count } kostek wraca
   *[other] wszystkie { $count } kostki wracają
 } z płytek.
envyra-event-cubes_returned-tile_removed = { $count ->
    [one] Kostka gracza { $player } z usuniętej płytki na { $positions } wraca do zapasu.
    [few] { $count } kostki gracza { $player } wracają z usuniętej płytki na { $positions }.
    [many] { $count } kostek gracza { $player } wraca z usuniętej płytki na { $positions }.
   *[other] { $count } kostki gracza { $player } wracają z usuniętej płytki na { $positions }.
 }
envyra-event-card_taken = { $player } zdobywa kartę Equilibrium { $card }.
envyra-event-round_end = Runda { $round } się kończy.
envyra-event-refill = Wylosowano na { $position }: { $tile_info }.
envyra-event-bag_empty = Woreczek jest pusty; puste pozostaje: { $positions }.
envyra-event-end_set_aside = Na { $position } wylosowano płytkę końcową, ale nikt nie ma wszystkich trzech kolorów: zostaje odłożona.
envyra-event-end_returned = Płytka końcowa wraca do woreczka.
envyra-event-end_last = Płytka końcowa jest ostatnia w woreczku i nikt nie może na nią wejść.
envyra-event-cone_passed = { $player } przejmuje pionek pierwszego gracza.
envyra-event-round_start = Zaczyna się runda { $round }. Kolejność: { $order }.
envyra-event-round_start-final = Zaczyna się runda { $round }, ostatnia. Kolejność: { $order }. Pauzuje: { $sitting_out }.
envyra-event-blocked = Żadna płytka na siatce nie jest dostępna dla: { $players }. { $chooser } musi usunąć płytkę.
envyra-event-blocked-no_chooser = Żadna płytka na siatce nie jest dostępna dla: { $players }.
envyra-event-tile_removed = { $player } usuwa z gry płytkę na { $position } ({ $tile }).
envyra-event-search_draw-helps = Wylosowano na { $position }: { $tile_info }. Teraz wszyscy gracze mogą się ruszyć.
envyra-event-search_draw-useless = Wylosowano: { $tile_info }. Nie pomaga i zostaje odłożona.
envyra-event-aside_returned = Z powrotem do woreczka: { $tiles }.
envyra-event-search_failed = Żadna płytka w woreczku nie pomaga: rozgrywa się jeszcze ostatnią rundę bez zablokowanych graczy.
envyra-event-final_round = To ostatnia runda; pauzuje: { $sitting_out }. Po tej rundzie gra się kończy.
envyra-event-secret_card = Twoja tajna karta Equilibrium: **{ $card }** ({ $symbols }, { $vp } PZ). Na koniec gry liczy się, jeśli masz płytkę z każdym z tych symboli.
envyra-event-resigned = { $player } się poddaje.
envyra-event-game_over = Wynik końcowy ({ $reason }): { $standings }.
envyra-event-standing = { $player } { $total } PZ
envyra-event-secret-cards = Tajne karty Equilibrium: { $cards }.
envyra-event-secret-card = { $player } { $card }
envyra-event-secret-scored = { $card } (+{ $vp } PZ)
envyra-event-secret-missed = { $card } (niespełniona)
envyra-condition = { $condition ->
    [A] ktoś zdobył płytkę końcową
    [B] płytka końcowa była ostatnia w woreczku i nikt nie mógł na nią wejść
    [C] któryś gracz nie mógł wejść na żadną płytkę
    [D] osiągnięto limit rund
   *[R] któryś gracz się poddał
 }

## Wynik
envyra-result-win = { $player } wygrywa z { $total } PZ.
envyra-result-shared-win = { $players } dzielą zwycięstwo, każdy z { $total } PZ i { $set_vp } PZ za zestawy.
envyra-result-by-sets = { $above } wyprzedza { $below } przy równych PZ ({ $total }) dzięki większej liczbie PZ za zestawy ({ $a } wobec { $b }).
envyra-result-by-end = { $above } wyprzedza { $below } przy równych PZ ({ $total }) i PZ za zestawy ({ $set_vp }), bo ma płytkę końcową.
envyra-result-shared = { $players } dzielą miejsce: każdy { $total } PZ i { $set_vp } PZ za zestawy.
envyra-result-resigned = { $player } się poddaje i zajmuje ostatnie miejsce.

## Przyciski, menu i teksty prywatne
envyra-label-place = Umieść na { $spots }
envyra-label-move = Przenieś na { $spot }
envyra-label-remove = Usuń { $spot }
envyra-label-resign = Poddaj się
envyra-label-spot = { $pos } ({ $kind }, koszt { $cost }, { $vp } PZ)
envyra-ui-tile-label = { $pos } · { $kind } · koszt { $cost } · { $vp } PZ
envyra-ui-needs = Wymaga: { $req }
envyra-ui-pick-one = Wybierz pozycję dla swojej kostki
envyra-ui-pick-two = Wybierz jedną lub dwie pozycje dla swoich kostek
envyra-ui-confirm = Potwierdź { $positions }
envyra-ui-confirm-empty = Najpierw wybierz, potem potwierdź
envyra-ui-placed = Potwierdzono: { $positions }. Możesz to zmienić, dopóki ostatni gracz nie potwierdzi.
envyra-ui-placed-all = Potwierdzono: { $positions }. Wszyscy umieścili kostki — plansze graczy są odkryte w wątku gry.
envyra-ui-not-your-turn = { $count ->
    [one] To nie twoja kolej — gra { $player }.
    [few] To nie twoja kolej — grają { $player }.
    [many] To nie twoja kolej — grają { $player }.
   *[other] To nie twoja kolej — grają { $player }.
 }
envyra-ui-stale = Ten przycisk należy do wcześniejszej rundy; użyj najnowszej wiadomości.
envyra-ui-unknown-button = Ten przycisk nic tu nie robi.
envyra-ui-private-button = Umieść moje kostki (prywatnie)
envyra-ui-phase1-prompt = { $most ->
    [one] **Runda { $round }, faza I**: umieść potajemnie 1 kostkę (w zapasie: { $supply }). Wybierz poniżej jej pozycję i potwierdź.
    [few] **Runda { $round }, faza I**: umieść potajemnie 1 lub 2 kostki (w zapasie: { $supply }). Wybierz poniżej pozycje i potwierdź.
    [many] **Runda { $round }, faza I**: umieść potajemnie 1 lub 2 kostki (w zapasie: { $supply }). Wybierz poniżej pozycje i potwierdź.
   *[other] **Runda { $round }, faza I**: umieść potajemnie 1 lub 2 kostki (w zapasie: { $supply }). Wybierz poniżej pozycje i potwierdź.
 }
envyra-ui-planned = Twój obecny plan: { $positions }.
envyra-ui-not-planned = Jeszcze niczego nie umieszczono.
envyra-ui-private-status = Runda { $round }: twój tajny widok.
envyra-ui-closed-revealed = { $count ->
    [one] Runda { $round }, faza I zakończona: twoja kostka na { $positions } została odkryta w wątku gry.
    [few] Runda { $round }, faza I zakończona: twoje kostki na { $positions } zostały odkryte w wątku gry.
    [many] Runda { $round }, faza I zakończona: twoje kostki na { $positions } zostały odkryte w wątku gry.
   *[other] Runda { $round }, faza I zakończona: twoje kostki na { $positions } zostały odkryte w wątku gry.
 }
envyra-ui-closed-unrevealed = Runda { $round }, faza I zakończona: plansze graczy zostały odkryte w wątku gry.
envyra-ui-closed-ended = Runda { $round }: gra skończyła się, zanim plansze zostały odkryte.
envyra-ui-resign-ask = Poddać się w tej grze? Gra od razu się kończy, a ty zajmujesz ostatnie miejsce.
envyra-ui-resign-yes = Tak, poddaję się
envyra-ui-resign-no = Anuluj
envyra-ui-resign-cancelled = Nie poddano się.
envyra-rules-intro = **Envyra** — od 2 do 4 graczy ściga się o płytki.
envyra-rules-phase1 = **Faza I (tajna):** każdy gracz umieszcza 1 lub 2 kostki ze swojego zapasu na pozycjach swojej planszy gracza (w wiadomości prywatnej: wybierz pozycje, potem *Potwierdź*; możesz zmieniać, dopóki ostatni gracz nie potwierdzi).
envyra-rules-phase2 = **Faza II (jawna):** plansze graczy zostają odkryte; kostki po kolei przechodzą na siatkę w kolejności węża — pierwsze kostki zgodnie z ruchem wskazówek zegara od pierwszego gracza, drugie z powrotem. Gdy masz prawdziwy wybór, dostajesz przyciski w wątku. Płytkę zdobywa się, gdy liczba kostek na niej osiągnie jej koszt: wygrywa najwięcej kostek, przy remisie ostatnia umieszczona kostka. Płytki zastrzeżone wymagają zdobytych płytek pokazanych kolorów.
envyra-rules-end = **Koniec:** zdobycie płytki końcowej od razu kończy grę. Liczą się PZ z płytek i zestawy różnych symboli jednego koloru (1/2/3/4 symbole: 0/2/4/7 PZ). Przy remisie decydują PZ za zestawy, potem płytka końcowa.
envyra-rules-commands = Polecenia: `/envyra new`, `join`, `leave`, `start`, `board`, `hand` (twój tajny widok — użyj go, jeśli masz zamknięte wiadomości prywatne), `resign`, `rules` (lub `help`), `abandon`.

## Polecenia
envyra-cmd = Envyra: tajne kostki, jawny wyścig o płytki.
envyra-cmd-new = Załóż nową grę Envyra w wątku tego kanału.
envyra-cmd-new-opt-simplified = Jedna kostka na rundę zamiast jednej lub dwóch.
envyra-cmd-new-opt-equilibrium = Rozszerzenie Equilibrium: wyłączone, A (karty odkryte), B (każdy tajną kartę), C (oba).
envyra-cmd-new-opt-start_player = Kto zaczyna z pionkiem: losowo (domyślnie) albo numer miejsca.
envyra-cmd-new-opt-round_limit = Zakończ grę po tylu rundach (0 = bez limitu, domyślnie).
envyra-cmd-resign = Poddaj się w grze Envyra (zajmujesz ostatnie miejsce; gra się kończy).

## Obrazy
envyra-render-tile-end = KONIEC
# same-as-en: the word printed on the bonus tiles
envyra-render-tile-bonus = Bonus
envyra-render-phase = { $phase ->
    [phase1] Faza I · w tajemnicy
    [phase2] Faza II
    [remove] Usuwanie płytki
   *[over] Koniec gry
 }
envyra-render-phase-final = { $phase ->
    [phase1] Faza I · ostatnia runda
   *[phase2] Faza II · ostatnia runda
 }
envyra-render-phase-pass = Faza II · przejście { $number }
envyra-render-all-ready = Wszystkie plansze gotowe: odkrywanie…
envyra-render-waiting = Czekamy na: { $players }
envyra-render-moves = { $player } przenosi kostkę
envyra-render-moving = Kostki się przenoszą
envyra-render-must-remove = { $marked ->
    [yes] { $player } musi usunąć wolną płytkę (czerwona ramka)
   *[no] { $player } musi usunąć wolną płytkę
 }
envyra-render-must-remove-blocked = { $marked ->
    [yes] Zablokowany gracz musi usunąć wolną płytkę (czerwona ramka)
   *[no] Zablokowany gracz musi usunąć wolną płytkę
 }
envyra-render-winner = { $count ->
    [one] Zwycięzca: { $players }
    [few] Wspólne zwycięstwo: { $players }
    [many] Wspólne zwycięstwo: { $players }
   *[other] Wspólne zwycięstwo: { $players }
 }
envyra-render-over = Gra się skończyła
envyra-render-empty = puste
envyra-render-tile-vp = płytki { $count }
envyra-render-set-vp = zestawy { $count }
envyra-render-card-vp = karty { $count }
envyra-render-badge-blocked = Zablokowany
envyra-render-badge-to-move = Jego ruch
envyra-render-badge-chooses = Wybiera
envyra-render-badge-ready = Gotowe
envyra-render-badge-choosing = Wybiera…
envyra-render-supply = Zapas
envyra-render-none = brak
envyra-render-no-tiles = Jeszcze bez płytek
envyra-render-start-player = Pierwszy gracz
envyra-render-bag = Woreczek
envyra-render-box = Pudełko
envyra-render-move-order = Kolejność ruchów
envyra-render-pass = Przejście { $number }
envyra-render-note-simplified = Tylko 1 kostka na rundę
envyra-render-note-secret = Każdy gracz ma tajną kartę
envyra-render-cards-on-offer = Karty w ofercie
envyra-render-all-taken = wszystkie zdobyte
envyra-render-title = Envyra · Runda { $round }
envyra-render-private-title = Twoja plansza · Runda { $round }
envyra-render-private = Prywatne
envyra-render-planned-cube = twoja planowana kostka
envyra-render-lack-colours = brak ci kolorów
envyra-render-your-cubes = Twoje kostki
envyra-render-planned = Plan
envyra-render-not-yet = wybierz 1–2 płytki
envyra-render-your-tiles = Twoje płytki
envyra-render-colours-owned = Twoje kolory
envyra-render-secret-cards = { $count ->
    [one] Twoja tajna karta
    [few] Twoje tajne karty
    [many] Twoje tajne karty
   *[other] Twoje tajne karty
 }
envyra-render-cards-taken = Zdobyte karty
envyra-render-secret-card-result = { $card } (tajna)
envyra-render-col-player = Gracz
envyra-render-col-tiles = Płytki
envyra-render-col-sets = Zestawy
envyra-render-col-cards = Karty
envyra-render-col-end = Koniec
envyra-render-col-total = Razem
envyra-render-no-scores = Jeszcze bez wyników: gra się nie skończyła.
envyra-render-equilibrium = Karty Equilibrium: { $cards }
envyra-render-condition = { $condition ->
    [A] Ktoś zdobył płytkę końcową
    [B] W woreczku została tylko płytka końcowa i nikt nie mógł jej zdobyć
    [C] Któryś gracz był zablokowany; rozegrano ostatnią rundę
    [D] Osiągnięto limit rund
   *[other] Koniec gry
 }
envyra-render-condition-round = { $condition } · runda { $round }
envyra-render-final-title = Envyra · Wyniki końcowe
envyra-render-shared-place = miejsce ex aequo
envyra-render-took-end = ma płytkę końcową
envyra-render-how-decided = Jak rozstrzygnięto miejsca
