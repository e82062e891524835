### Cardline: Globtroter — polski.
### Glossary (after the Czech rulebook, Polish cognates): karta, kraj, kontynent, cecha (Powierzchnia, Populacja, PKB,
### Środowisko = emisja CO2 na mieszkańca), oś (the line), miejsce na osi (a gap), stos do dobierania (draw pile),
### karta startowa, gracz rozpoczynający, runda (round), tura (turn), zagrać kartę dobrze / źle, karta wraca do
### pudełka (removed), gracz odpada (out), zwycięzca.

cardline-title = Cardline: Globtroter

## Cechy, kontynenty, wartości
cardline-characteristic = { $name ->
    [area] Powierzchnia
    [population] Populacja
    [gdp] PKB
   *[co2_per_capita] Środowisko
 }
cardline-unit = { $name ->
    [area] km², z wodami śródlądowymi
    [population] mieszkańców w 2012 r.
    [gdp] mln dolarów USA, 2011
   *[co2_per_capita] tony CO2 na mieszkańca, 2011
 }
cardline-question = { $name ->
    [area] Ułóż kraje według powierzchni, najmniejszy po lewej.
    [population] Ułóż kraje według populacji, najmniejszy po lewej.
    [gdp] Ułóż kraje według PKB, najmniejszy po lewej.
   *[co2_per_capita] Ułóż kraje według emisji CO2 na mieszkańca, najmniejszy po lewej.
 }
cardline-continent = { $name ->
    [africa] Afryka
    [asia] Azja
    [europe] Europa
    [north_america] Ameryka Północna
    [oceania] Oceania
   *[south_america] Ameryka Południowa
 }
# same-as-en: units and numbers only
cardline-value = { $name ->
    [area] { $value } km²
    [gdp] { $value } M$
    [co2_per_capita] { NUMBER($value, minimumFractionDigits: 2, maximumFractionDigits: 2) } t
   *[population] { $value }
 }
cardline-number = { $name ->
    [co2_per_capita] { NUMBER($value, minimumFractionDigits: 2, maximumFractionDigits: 2) }
   *[other] { $value }
 }
cardline-seat = Miejsce przy stole { $seat }
cardline-cards-each = { $count ->
    [one] { $count } karta dla każdego
    [few] { $count } karty dla każdego
    [many] { $count } kart dla każdego
   *[other] { $count } karty dla każdego
 }

## Opcje
cardline-optdesc-characteristic = Ukryta wartość, według której układa się oś: area (powierzchnia), population (populacja), gdp (PKB) lub co2_per_capita (środowisko).
cardline-optdesc-deck_size = Liczba krajów w talii: liczba (w pudełku jest 110) lub `all` (wszystkie pasujące kraje).
cardline-optdesc-hand_size = Liczba kart, z którymi zaczyna każdy gracz (1–10; zasady mówią 4, więcej jest trudniej).
cardline-optdesc-start_player = Kto zaczyna: `random` (losowo) lub numer miejsca przy stole (1 = pierwsze miejsce).
cardline-error-too-few-players = Cardline wymaga co najmniej { $low } graczy.
cardline-error-too-many-players = W Cardline gra najwyżej { $high } graczy.
cardline-error-deck-size-word = `deck_size` musi być `all` lub liczbą całkowitą.
cardline-error-deck-too-big = `deck_size` { $deck } to za dużo: tylko { $high } krajów ma podaną { $name ->
    [area] powierzchnię
    [population] populację
    [gdp] wartość PKB
   *[co2_per_capita] emisję CO2 na mieszkańca
 }.
cardline-error-deck-too-small = `deck_size` { $deck } to za mało: nawet { $players } graczy, { $each }, potrzebuje { $needed } kart (gracze × `hand_size` + 1 karta startowa).
cardline-error-deck-too-small-for-all = Tylko { $high } krajów ma podaną { $name ->
    [area] powierzchnię
    [population] populację
    [gdp] wartość PKB
   *[co2_per_capita] emisję CO2 na mieszkańca
 }; potrzeba { $low } kart.
cardline-error-start-player-deck = `start_player` { $seat } wymaga co najmniej { $players } graczy, a { $players } graczy, { $each }, potrzebuje { $needed } kart, ale `deck_size` wynosi { $deck }.
cardline-error-deck-too-small-for-table = { $players } graczy, { $each }, potrzebuje { $needed } kart (gracze × `hand_size` + 1 karta startowa), ale talia tej gry ma { $deck }: może nią grać najwyżej { $most } graczy.
cardline-error-start-player-seated = `start_player` to miejsce { $seat }, a dołączyło tylko { $players } graczy.
cardline-error-whole-number = `{ $name }` musi być liczbą całkowitą od { $low } do { $high }.
cardline-error-start-player-word = `start_player` musi być `random` lub numerem miejsca przy stole.

## Odmowy
cardline-error-not-a-player = Nie grasz w tej grze.
cardline-error-game-is-over = Gra się skończyła.
cardline-error-you-are-out = Jesteś już poza tą grą.
cardline-error-not-your-turn = To nie twoja tura.
cardline-error-not-a-move = To nie jest prawidłowy ruch.
cardline-error-unknown-move = Nieznany ruch. Możliwe ruchy: place (zagraj), resign (poddaj się).
cardline-error-unexpected-field = Nieoczekiwane pole `{ $field }` w ruchu.
cardline-error-missing-card = Powiedz, którą ze swoich kart chcesz zagrać.
cardline-error-bad-card = Wskaż kartę krajem, jego kodem albo numerem na twojej ręce.
cardline-error-not-in-hand = Nie masz tej karty. Twoje karty: { $cards }.
cardline-error-no-such-position = Nie masz karty numer { $number }; masz ich { $count }.
cardline-error-missing-gap = Powiedz, na które miejsce osi zagrać kartę (0–{ $last }).
cardline-error-bad-gap = Miejsce musi być liczbą całkowitą od 0 do { $last }.
cardline-error-gap-out-of-range = Nie ma miejsca { $gap }; wybierz od 0 do { $last }.

## Zdarzenia
cardline-event-game_started = Gra się rozpoczęła.
cardline-event-start_card = Cardline według cechy **{ $characteristic }** ({ $unit }). { $each }, { $deck } krajów w talii. Karta startowa to **{ $card }**: { $value }.
cardline-event-round_started = Runda { $round }: { $order }.
cardline-event-turn = { $count ->
    [one] { $player }, zagraj swoją kartę na miejsce od 0 do { $last }.
    [few] { $player }, zagraj jedną ze swoich { $count } kart na miejsce od 0 do { $last }.
    [many] { $player }, zagraj jedną ze swoich { $count } kart na miejsce od 0 do { $last }.
   *[other] { $player }, zagraj jedną ze swoich { $count } kart na miejsce od 0 do { $last }.
 }
cardline-event-placed-correct = { $player } zagrywa **{ $card }** na miejsce { $gap }: { $value }. Dobrze, karta zostaje na osi.
cardline-event-placed-wrong = { $player } zagrywa **{ $card }** na miejsce { $gap }: { $value }. Źle, pasowała { $where }; karta wraca do pudełka.
cardline-where-one-gap = na miejsce { $gap }
cardline-where-gaps = na miejsce { $gaps } lub { $last }
cardline-hand-empty = { $player } nie ma już żadnej karty!
cardline-hand-left = { $count ->
    [one] { $player } ma jeszcze { $count } kartę.
    [few] { $player } ma jeszcze { $count } karty.
    [many] { $player } ma jeszcze { $count } kart.
   *[other] { $player } ma jeszcze { $count } karty.
 }
cardline-event-reshuffled = { $count ->
    [one] Stos do dobierania jest pusty: karta z pudełka staje się nowym stosem do dobierania.
    [few] Stos do dobierania jest pusty: { $count } karty z pudełka zostają potasowane w nowy stos do dobierania.
    [many] Stos do dobierania jest pusty: { $count } kart z pudełka zostaje potasowanych w nowy stos do dobierania.
   *[other] Stos do dobierania jest pusty: { $count } karty z pudełka zostają potasowane w nowy stos do dobierania.
 }
cardline-event-drew-penalty = { $player } dobiera **{ $card }**.
cardline-event-drew-continuation = { $player } dobiera **{ $card }** i gra dalej.
cardline-event-continuation = Runda { $round }: { $survivors } pozbyli się kart w tej samej rundzie, więc gra toczy się dalej.
cardline-out = { $count ->
    [one] { $names } odpada.
    [few] { $names } odpadają.
    [many] { $names } odpadają.
   *[other] { $names } odpadają.
 }
cardline-event-resigned = { $player } poddaje się i odpada z gry.
cardline-event-game_over-sole = **{ $winners }** zwycięża: w rundzie { $round } nikt inny nie pozbył się wszystkich kart!
cardline-event-game_over-shared = Kart nie starczy, by każdy dobrał: **{ $winners }** dzielą się zwycięstwem.
cardline-event-game_over-last_player = **{ $winners }** zwycięża: wszyscy pozostali gracze opuścili grę.

## Wynik
cardline-explain-sole = Zwycięzca jako jedyny gracz pozbył się wszystkich kart w rundzie { $round }; pozostali przegrali.
cardline-explain-shared = W rundzie { $round } kilku graczy pozbyło się wszystkich kart, ale do dobrania zostało za mało kart, więc dzielą się zwycięstwem; pozostali przegrali.
cardline-explain-last_player = Wszyscy pozostali gracze się poddali, więc wygrywa ostatni gracz w grze; pozostali przegrali.

## Menu i przyciski
cardline-ui-select-card = Wybierz kartę
cardline-ui-gap-page = Miejsca { $first }–{ $last }
cardline-ui-gap-left = Miejsce 0: na lewo od { $card }
cardline-ui-gap-right = Miejsce { $gap }: na prawo od { $card }
cardline-ui-gap-between = Miejsce { $gap }: { $left } | { $right }
cardline-ui-card-option-desc = { $continent } — wartość ukryta
cardline-ui-gap-placeholder-page = Wybierz miejsce ({ $first }–{ $last })
cardline-ui-button-prev = ◀ Miejsca { $first }–{ $last }
cardline-ui-button-next = Miejsca { $first }–{ $last } ▶
cardline-ui-button-place = Zagraj { $card } na miejsce { $gap }
cardline-ui-button-place-empty = Zagraj (wybierz kartę i miejsce)
cardline-ui-button-resign = Poddaj się
cardline-ui-button-resign-confirm = Tak, poddaję się
cardline-ui-button-cancel = Anuluj
cardline-ui-resign-confirm = Na pewno poddać się w grze **Cardline nr { $id }**? Od razu odpadasz, a twoje karty zostają odłożone.
cardline-ui-resigned-done = Poddajesz się.
cardline-ui-cancelled = Anulowano.
cardline-ui-placed-done = Zagrano.
cardline-ui-stale = To menu pochodzi z wcześniejszej tury; użyj najnowszej wiadomości lub `/cardline hand`.
cardline-ui-unknown-button = Ten przycisk nic tu nie robi.
cardline-ui-no-card-chosen = Najpierw wybierz kartę.
cardline-ui-no-gap-chosen = Najpierw wybierz miejsce.
cardline-ui-not-your-turn = To nie twoja tura.

## Lobby i podpowiedzi
cardline-option-characteristic = Oś ułożona według: { $name }
cardline-option-deck = Talia: { $count ->
    [one] { $count } kraj
    [few] { $count } kraje
    [many] { $count } krajów
   *[other] { $count } kraju
 }
cardline-option-deck-all = Talia: wszystkie kraje ({ $count })
cardline-option-hand = Karty na ręce: { $cards }
cardline-option-start-random = Gracz rozpoczynający: losowo
cardline-option-start-seat = Gracz rozpoczynający: miejsce przy stole { $seat }
cardline-choice-all = wszystkie pasujące kraje
cardline-choice-box = { $count } (pudełko)
cardline-choice-random = losowo
cardline-choice-seat = miejsce przy stole { $seat }

## Karty na ręce
cardline-ui-line-has = { $count ->
    [one] Na osi jest { $count } karta, miejsca 0–{ $count }.
    [few] Na osi są { $count } karty, miejsca 0–{ $count }.
    [many] Na osi jest { $count } kart, miejsca 0–{ $count }.
   *[other] Na osi jest { $count } karty, miejsca 0–{ $count }.
 }
cardline-ui-hand-mine = **Twoje karty** (wartości ukryte, także przed tobą): { $cards }
cardline-ui-hand-none = Nie masz żadnych kart.
cardline-ui-hand-line = • { $player }: { $cards }
cardline-ui-hand-line-out = • { $player }: odpada
cardline-ui-hand-heading = **Karty graczy** (przody kart widzą wszyscy):
cardline-ui-hand-your-turn = **Twoja tura**: wybierz poniżej kartę i miejsce, potem naciśnij Zagraj.
cardline-ui-hand-wait = Czekamy na: { $player }.
cardline-ui-no-cards = brak kart
cardline-ui-thread-hands = Karty graczy (wartości ukryte): { $hands }
cardline-ui-thread-hand = **{ $player }** { $cards }

## Obrazy
cardline-render-round = Runda { $round }
cardline-render-line = Oś ułożona według { $name ->
    [area] powierzchni
    [population] populacji
    [gdp] PKB
   *[co2_per_capita] emisji CO2 na mieszkańca
 }
cardline-render-line-unit = najmniejszy ← → największy
cardline-render-draw-pile = Stos do dobierania: { $count }
cardline-render-draw-pile-empty = Stos do dobierania: pusty
cardline-render-removed = W pudełku: { $count }
cardline-render-to-act = Tura: { $player }
cardline-render-playing-now = teraz gra
cardline-render-your-hand = Twoje karty, { $player }
cardline-render-value-hidden = wartości ukryte, także przed tobą
cardline-render-cards = { $count ->
    [one] { $count } karta
    [few] { $count } karty
    [many] { $count } kart
   *[other] { $count } karty
 }
cardline-render-no-cards = brak kart
cardline-render-out-round = odpada w rundzie { $round }
cardline-render-resigned = rezygnacja
cardline-render-emptied = bez kart w tej rundzie
cardline-render-last-move-correct = { $player }: { $card } na miejsce { $gap }, dobrze
cardline-render-last-move-wrong = { $player }: { $card } na miejsce { $gap }, źle (pasowała na { $right })
cardline-render-results = Wyniki końcowe
cardline-render-winner = Zwycięzca
cardline-render-lost = Przegrana
cardline-render-stats = dobrze { $correct }, źle { $wrong }
cardline-render-held = Karty na koniec:
cardline-render-rounds = { $count ->
    [one] { $count } runda
    [few] { $count } rundy
    [many] { $count } rund
   *[other] { $count } rundy
 }
cardline-render-game-over = Koniec gry

## Polecenia
cardline-cmd = Cardline: Globtroter — układaj kraje na osi według ukrytej wartości.
cardline-cmd-new = Załóż nową grę Cardline (2–8 graczy) w wątku tego kanału.
cardline-cmd-place = Zagraj jedną ze swoich kart na miejsce na osi.
cardline-cmd-resign = Opuść grę na dobre (poprosi o potwierdzenie).
cardline-cmd-new-opt-characteristic = Ukryta wartość: area (powierzchnia), population (populacja, domyślnie), gdp (PKB) lub co2_per_capita.
cardline-cmd-new-opt-deck_size = Liczba krajów w talii: liczba (domyślnie 110) lub `all`.
cardline-cmd-new-opt-hand_size = Liczba kart na start dla każdego gracza (1–10, domyślnie 4).
cardline-cmd-new-opt-start_player = Kto zaczyna: `random` (losowo, domyślnie) lub numer miejsca przy stole.
cardline-cmd-place-opt-card = Karta z twojej ręki (zacznij pisać nazwę kraju).
cardline-cmd-place-opt-gap = Numer miejsca: 0 to skrajnie z lewej, najwyższy skrajnie z prawej.

## /cardline rules
cardline-rules =
    {"**"}Cardline: Globtroter** — od 2 do 8 graczy.
    Każdy gracz ma przed sobą karty krajów; nazwy widzą wszyscy, wartości nikt (nawet ty). Jedna wspólna oś jest ułożona według ukrytej cechy (powierzchnia, populacja, PKB lub emisja CO2 na mieszkańca), najmniejszy po lewej. W swojej turze zagrywasz jedną kartę na miejsce na osi i jej wartość zostaje odkryta. Dobrze (równe wartości liczą się jako dobrze): karta zostaje na osi. Źle: karta wraca do pudełka, a ty dobierasz nową.
    Gracz, który jako jedyny w rundzie pozbędzie się wszystkich kart, zwycięża. Jeśli w tej samej rundzie uda się to kilku graczom, pozostali odpadają, a ci, którzy zostali w grze, dobierają po jednej karcie i grają dalej.

    {"**"}Polecenia**: `/cardline new` (`characteristic`, `deck_size`, `hand_size`, `start_player`), `join`, `leave`, `start`, `board`, `hand` (karty wszystkich graczy i twoje menu, gdy masz turę), `place card:<twoja karta> gap:<numer>`, `resign`, `rules` (lub `help`), `abandon`.
    W twojej turze najnowsza wiadomość w wątku ma menu kart, menu miejsc (po 25 na długiej osi) i przycisk Zagraj.
