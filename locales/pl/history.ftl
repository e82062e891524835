### Wspólne funkcje długich gier: zapis, lista ruchów, powtórka jako animacja, widzowie, rewanż, statystyki, ranking.

## Polecenia
shared-cmd-log = Co wydarzyło się w grze, strona po stronie (po końcu: lista ruchów, powtórka).
shared-cmd-log-opt-page = Numer strony (domyślnie: najnowsza strona).
shared-cmd-log-opt-show = strony (domyślnie), ruchy (lista ruchów jako plik) lub powtórka (animacja); dwie ostatnie po końcu gry.
shared-cmd-follow = Obserwuj grę bez grania: jej publiczne wpisy, nigdy nic tajnego.
shared-cmd-follow-opt-where = wątek (domyślnie: dodam cię do wątku gry) lub wiadomości prywatne (kopia każdego publicznego wpisu).
shared-cmd-unfollow = Przestań obserwować grę.
shared-cmd-games-stats = Gry, wygrane i ranking na tym serwerze (twoje lub innego członka).
shared-cmd-games-stats-opt-user = Czyje statystyki (domyślnie: twoje).
shared-cmd-games-leaderboard = Najwyżej ocenieni gracze jednej gry na tym serwerze.
shared-cmd-games-leaderboard-opt-game = Która gra.
shared-choice-pages = strony
shared-choice-moves = ruchy (plik tekstowy)
shared-choice-replay = powtórka (animacja)
shared-choice-thread = wątek
shared-choice-dm = wiadomości prywatne

## Zapis gry
shared-log-title = **{ $title } nr { $id }: zapis**, strona { $page } z { $pages }
shared-log-line = `#{ $move }` { $text }
shared-log-line-private = `#{ $move }` 🔒 { $text }
shared-log-empty = Jeszcze nic się nie wydarzyło.
shared-log-first = Pierwsza
shared-log-last = Najnowsza
shared-log-button-moves = Lista ruchów (plik)
shared-log-button-replay = Powtórka (animacja)
shared-log-no-page = Nie ma strony { $page }: zapis ma { $pages ->
    [one] { $pages } stronę
    [few] { $pages } strony
    [many] { $pages } stron
   *[other] { $pages } strony
}.
shared-history-not-over = Lista ruchów i powtórka są dostępne po zakończeniu gry.

## Lista ruchów (plik tekstowy w języku czytelnika)
shared-moves-title = { $title } nr { $id }: wszystkie ruchy
shared-moves-players = Gracze: { $players }
shared-moves-seat = { $number }. { $name }
# same-as-en: a format (UTC is the time zone's name)
shared-moves-line = { $number }. { $player }: { $action } ({ $time } UTC)
shared-moves-line-clock = { $number }. { $player }: { $action } (czas minął, zagrał robot; { $time } UTC)
shared-moves-line-stand-in = { $number }. { $player }: { $action } (zagrał zastępujący robot; { $time } UTC)
shared-moves-text = Gra nr { $id }: { $count ->
    [one] { $count } ruch
    [few] { $count } ruchy
    [many] { $count } ruchów
   *[other] { $count } ruchu
}.
shared-replay-text = { $title } nr { $id }: plansza po każdej rundzie ({ $frames ->
    [one] { $frames } obraz
    [few] { $frames } obrazy
    [many] { $frames } obrazów
   *[other] { $frames } obrazu
}).

## Widzowie
shared-follow-thread = Obserwujesz { $title } nr { $id } w jej wątku: { $link }. Widzisz to, co wszyscy, nigdy nic tajnego.
shared-follow-dm = Obserwujesz { $title } nr { $id } w wiadomościach prywatnych: każdy publiczny wpis trafi też do ciebie.
shared-follow-already = Już obserwujesz { $title } nr { $id } w ten sposób.
shared-follow-player = Grasz w tej grze: już ją widzisz.
shared-follow-dm-closed = Nie mogę wysyłać ci wiadomości prywatnych. Włącz je (albo obserwuj w wątku) i spróbuj ponownie.
shared-follow-welcome = Obserwujesz **{ $title } nr { $id }**. Tak teraz wygląda plansza.
shared-unfollowed = Już nie obserwujesz { $title } nr { $id }.
shared-unfollow-not = Nie obserwujesz tej gry.
shared-spectator-no-buttons = Obserwujesz tę grę jako widz: jej przycisków mogą używać tylko gracze.

## Rewanż
shared-button-rematch = Rewanż
shared-rematch-not-player = O rewanż mogą poprosić tylko gracze tej gry.
shared-rematch-opened = { $user } chce rewanżu za grę nr { $old }: gra nr { $id } jest otwarta, naciśnij **Rewanż**, aby dołączyć.
shared-rematch-joined = { $user } wraca do gry nr { $id }. Jeszcze brakuje: { $missing }.
shared-rematch-all-back = { $user } wraca: wszyscy są przy stole, gra nr { $id } się zaczyna.
shared-rematch-you-joined = Jesteś w rewanżu, gra nr { $id }: { $link }

## Statystyki i ranking
shared-stats-none = { $user } nie ma jeszcze na tym serwerze żadnych policzonych gier.
shared-stats-bot = Roboty nie mają statystyk.
shared-stats-head = { $user }: { $games ->
    [one] { $games } gra
    [few] { $games } gry
    [many] { $games } gier
   *[other] { $games } gry
}, { $wins ->
    [one] { $wins } wygrana
    [few] { $wins } wygrane
    [many] { $wins } wygranych
   *[other] { $wins } wygranej
}.
shared-stats-line = { $title }: { $games ->
    [one] { $games } gra
    [few] { $games } gry
    [many] { $games } gier
   *[other] { $games } gry
}, { $wins ->
    [one] { $wins } wygrana
    [few] { $wins } wygrane
    [many] { $wins } wygranych
   *[other] { $wins } wygranej
}, ranking { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
shared-stats-line-unrated = { $title }: { $games ->
    [one] { $games } gra
    [few] { $games } gry
    [many] { $games } gier
   *[other] { $games } gry
}, { $wins ->
    [one] { $wins } wygrana
    [few] { $wins } wygrane
    [many] { $wins } wygranych
   *[other] { $wins } wygranej
}, jeszcze bez rankingu
shared-leaderboard-text = { $title }: najwyżej ocenieni gracze tego serwera ({ $count ->
    [one] { $count } gracz
    [few] { $count } gracze
    [many] { $count } graczy
   *[other] { $count } gracza
}).
shared-leaderboard-unknown = Nie ma gry o nazwie „{ $game }”. Gry: { $known }.
shared-render-leaderboard-title = { $game }: ranking
shared-render-leaderboard-rank = #
shared-render-leaderboard-player = Gracz
shared-render-leaderboard-rating = Ranking
shared-render-leaderboard-games = Gry
shared-render-leaderboard-wins = Wygrane
shared-render-leaderboard-empty = Jeszcze nie ma ocenionych gier.
shared-render-leaderboard-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
