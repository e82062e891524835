### Miejsca w długich grach: zegary tur i głosowania, przerwy, urlopy, rezygnacje, zastępcy.

## Ustawienia stołu
shared-optdesc-turn_hours = Zegar tury w godzinach (0 = brak, najwyżej 336 = 14 dni); bez ustawienia: brak dla 2 graczy, w pozostałych przypadkach 48 godzin.
shared-optdesc-timeouts_allowed = Ile razy z rzędu może graczowi minąć czas, zanim pozostali zagłosują o jego miejscu.
shared-option-turn-auto = Zegar tury: brak dla 2 graczy, w pozostałych przypadkach 48 godzin
shared-option-turn-none = Bez zegara tury
shared-option-turn-hours = Zegar tury: { $hours ->
    [one] { $hours } godzina
    [few] { $hours } godziny
    [many] { $hours } godzin
   *[other] { $hours } godziny
 }
shared-option-timeouts = Głosowanie po { $count ->
    [one] { $count } upływie czasu
    [few] { $count } upływach czasu z rzędu
    [many] { $count } upływach czasu z rzędu
   *[other] { $count } upływu czasu z rzędu
 }

## Upływ czasu i głosowania
shared-timed-out = ⏱️ Graczowi { $player } skończył się czas: zagrano ruch domyślny.
shared-vote-timeout = 🗳️ Czas gracza { $player } minął { $count ->
    [one] raz
    [few] { $count } razy z rzędu
    [many] { $count } razy z rzędu
   *[other] { $count } razy z rzędu
 }. Co dalej? **Pomijać** tego gracza, aż wróci, oddać jego miejsce **botowi**, aż wróci, albo **zakończyć** grę (nie będzie liczona). Aby oddać miejsce komuś innemu, użyj `/{ $game } substitute`.
shared-vote-substitute = 🗳️ { $by } proponuje: miejsce gracza { $player } przejmuje { $user }.
shared-vote-voters = Głosują: { $voters }
shared-vote-choice = { $choice ->
    [skip] Pomijać
    [bot] Gra bot
    [end] Zakończ grę
    [yes] Tak
   *[no] Nie
 }
shared-vote-decided = 🗳️ Postanowiono: { $choice ->
    [skip] ruchy gracza { $player } są pomijane, aż wróci (`back`).
    [bot] za gracza { $player } gra bot, aż wróci (`back`).
    [end] gra kończy się bez wyniku.
    [yes] miejsce gracza { $player } przejmuje { $user }.
   *[no] { $player } zachowuje swoje miejsce.
 }
shared-vote-closed = 🗳️ Głosowanie o miejscu gracza { $player } jest zamknięte.
shared-vote-counted = Twój głos został policzony ({ $count } z { $total }).
shared-vote-opened = Pozostali gracze zostali poproszeni o głos.
shared-vote-stale = To głosowanie już się skończyło.
shared-vote-own-seat = Nie możesz głosować o własnym miejscu.
shared-vote-not-a-voter = Nie należysz do graczy, którzy o tym głosują.
shared-vote-twice = Twój głos jest już oddany.
shared-vote-open = W tej grze trwa już inne głosowanie; zaczekaj na jego wynik.

## Powroty, zastępcy
shared-back = { $user } wraca i znów zajmuje swoje miejsce.
shared-back-dm = Witaj z powrotem w grze nr { $id }! Twoje miejsce:
shared-back-not-away = Twoje miejsce jest twoje: nikt za ciebie nie gra.
shared-substituted = { $new } przejmuje miejsce { $seat } (wcześniej { $old }).
shared-substitute-dm = Grasz teraz na miejscu { $seat } w grze **{ $title } nr { $id }**. Twój widok:
shared-substitute-not-seated = Ten członek nie ma miejsca w tej grze.
shared-substitute-seated = Ten członek ma już miejsce w tej grze.
shared-substitute-not-member = Miejsce może przejąć tylko członek tego serwera.
shared-substitute-bot = Konto bota nie może zająć miejsca.
shared-substitute-bot-seat = Na tym miejscu gra bot; nie ma kogo zastąpić.

## Rezygnacja
shared-resign-ask = Na pewno chcesz na dobre zrezygnować z gry **{ $title } nr { $id }**? Co dalej, rozstrzygają zasady; powrót nie będzie możliwy.
shared-resign-ask-ends = Na pewno chcesz na dobre zrezygnować z gry **{ $title } nr { $id }**? Jej zasady nie znają rezygnacji: gra od razu kończy się bez wyniku.
shared-resign-yes = Rezygnuję
shared-resign-no = Gram dalej
shared-resign-cancelled = Grasz dalej.
shared-resigned-done = Rezygnacja przyjęta.
shared-resigned-no-result = { $player } rezygnuje: gra nr { $id } kończy się bez wyniku.

## Przerwy
shared-host-pauses = Tylko gospodarz może wstrzymać lub wznowić tę grę.
shared-pause-already = Ta gra jest już wstrzymana.
shared-resume-not-paused = Gospodarz nie wstrzymał tej gry.
shared-paused = ⏸️ { $user } wstrzymuje grę nr { $id }: do wznowienia żaden zegar nie biegnie i nikt nie dostaje przypomnień.
shared-resumed = ▶️ Gra nr { $id } znów trwa: każdy zegar biegnie dalej z pozostałym czasem.
shared-resumed-still-away = ▶️ Gospodarz wznawia grę nr { $id }; jej zegary stoją, dopóki któryś gracz jest nieobecny.

## Urlopy
shared-away-notice = 🏖️ { $user } ma urlop do { $until }: zegary gry nr { $id } stoją i nikt nie dostaje przypomnień.
shared-away-over-notice = ▶️ { $user } wraca: zegary gry nr { $id } znów biegną.
shared-away-over-still-paused = { $user } wraca; gra nr { $id } pozostaje wstrzymana z innego powodu.
shared-away-set = Masz urlop do { $until }. { $games ->
    [one] Wstrzymano { $games } grę.
    [few] Wstrzymano { $games } gry.
    [many] Wstrzymano { $games } gier.
   *[other] Wstrzymano { $games } gry.
 } Pozostałe dni urlopu w tym roku: { $left }.
shared-away-ended = Witaj z powrotem! Pozostałe dni urlopu w tym roku: { $left }.
shared-away-already = Jesteś już na urlopie (zakończysz go poleceniem `/games back`).
shared-away-not-away = Nie jesteś na urlopie.
shared-away-too-long = W tym roku możesz wziąć od 1 do { $left } dni urlopu, nie { $days } (przysługuje { $allowance }).
shared-away-none-left = W tym roku nie zostały ci już dni urlopu (przysługuje { $allowance }).

## Polecenia
shared-cmd-pause = Wstrzymuje wszystkie zegary tej gry (tylko gospodarz).
shared-cmd-resume = Wznawia zegary wstrzymanej gry (tylko gospodarz).
shared-cmd-resign = Zrezygnuj z tej gry ze skutkami według zasad.
shared-cmd-substitute = Oddaje miejsce innemu członkowi serwera.
shared-cmd-substitute-opt-user = Kto przejmuje miejsce.
shared-cmd-substitute-opt-player = Czyje miejsce (domyślnie twoje). Gospodarz decyduje od razu; pozostali gracze głosują.
shared-cmd-back = Zajmij znów swoje miejsce, gdy grał za ciebie bot lub było ono pomijane.
shared-cmd-opt-turn_hours = Zegar tury w godzinach (0 = brak, najwyżej 336); domyślnie brak dla 2 graczy, w pozostałych przypadkach 48.
shared-cmd-opt-timeouts_allowed = Ile razy z rzędu może minąć czas, zanim pozostali zagłosują o miejscu (1–10, domyślnie 2).
shared-cmd-games-away = Idź na urlop: zegary wszystkich twoich gier w tym czasie stoją.
shared-cmd-games-away-opt-days = Ile dni (roczny limit to 21 dni, chyba że serwer ustali inaczej).
shared-cmd-games-back = Kończy urlop wcześniej: zegary twoich gier znów biegną.
