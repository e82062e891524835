### Zdieľané funkcie dlhých hier: záznam, zoznam ťahov, záznam hry ako animácia, diváci, odveta, štatistiky, rebríček.

## Príkazy
shared-cmd-log = Čo sa v hre stalo, po stránkach (po skončení: zoznam ťahov, animácia).
shared-cmd-log-opt-page = Číslo stránky (predvolené: najnovšia stránka).
shared-cmd-log-opt-show = stránky (predvolené), ťahy (zoznam ťahov ako súbor) alebo záznam (animácia); posledné dve po skončení.
shared-cmd-follow = Sledovať hru bez hrania: jej verejné príspevky, nikdy nič tajné.
shared-cmd-follow-opt-where = vlákno (predvolené: pridám ťa do vlákna hry) alebo súkromné správy (kópia každého verejného príspevku).
shared-cmd-unfollow = Prestať sledovať hru.
shared-cmd-games-stats = Hry, výhry a hodnotenie na tomto serveri (tvoje alebo iného člena).
shared-cmd-games-stats-opt-user = Čie štatistiky (predvolené: tvoje).
shared-cmd-games-leaderboard = Najlepšie hodnotení hráči jednej hry na tomto serveri.
shared-cmd-games-leaderboard-opt-game = Ktorá hra.
shared-choice-pages = stránky
shared-choice-moves = ťahy (textový súbor)
shared-choice-replay = záznam (animácia)
shared-choice-thread = vlákno
shared-choice-dm = súkromné správy

## Záznam hry
shared-log-title = **{ $title } č. { $id }: záznam**, stránka { $page } z { $pages }
shared-log-line = `#{ $move }` { $text }
shared-log-line-private = `#{ $move }` 🔒 { $text }
shared-log-empty = Zatiaľ sa nič nestalo.
shared-log-first = Prvá
shared-log-last = Najnovšia
shared-log-button-moves = Zoznam ťahov (súbor)
shared-log-button-replay = Záznam (animácia)
shared-log-no-page = Stránka { $page } neexistuje: záznam má { $pages ->
    [one] { $pages } stránku
    [few] { $pages } stránky
    [many] { $pages } stránky
   *[other] { $pages } stránok
}.
shared-history-not-over = Zoznam ťahov a animácia sú k dispozícii, keď sa hra skončí.

## Zoznam ťahov (textový súbor v jazyku čitateľa)
shared-moves-title = { $title } č. { $id }: všetky ťahy
shared-moves-players = Hráči: { $players }
shared-moves-seat = { $number }. { $name }
# same-as-en: a format (UTC is the time zone's name)
shared-moves-line = { $number }. { $player }: { $action } ({ $time } UTC)
shared-moves-line-clock = { $number }. { $player }: { $action } (čas vypršal, zahral robot; { $time } UTC)
shared-moves-line-stand-in = { $number }. { $player }: { $action } (zahral zastupujúci robot; { $time } UTC)
shared-moves-text = Hra č. { $id }: { $count ->
    [one] { $count } ťah
    [few] { $count } ťahy
    [many] { $count } ťahu
   *[other] { $count } ťahov
}.
shared-replay-text = { $title } č. { $id }: herný plán po každom kole ({ $frames ->
    [one] { $frames } obrázok
    [few] { $frames } obrázky
    [many] { $frames } obrázka
   *[other] { $frames } obrázkov
}).

## Diváci
shared-follow-thread = Sleduješ { $title } č. { $id } v jej vlákne: { $link }. Vidíš to, čo vidia všetci, nikdy nič tajné.
shared-follow-dm = Sleduješ { $title } č. { $id } v súkromných správach: každý verejný príspevok príde aj tebe.
shared-follow-already = Hru { $title } č. { $id } už takto sleduješ.
shared-follow-player = V tejto hre hráš: vidíš ju už teraz.
shared-follow-dm-closed = Nemôžem ti posielať súkromné správy. Povoľ ich (alebo sleduj vo vlákne) a skús to znova.
shared-follow-welcome = Sleduješ **{ $title } č. { $id }**. Takto teraz vyzerá herný plán.
shared-unfollowed = Hru { $title } č. { $id } už nesleduješ.
shared-unfollow-not = Túto hru nesleduješ.
shared-spectator-no-buttons = Túto hru sleduješ ako divák: jej tlačidlá môžu používať len hráči.

## Odveta
shared-button-rematch = Odveta
shared-rematch-not-player = O odvetu môžu požiadať len hráči tejto hry.
shared-rematch-opened = { $user } chce odvetu hry č. { $old }: hra č. { $id } je otvorená, stlač **Odveta** a pridaj sa.
shared-rematch-joined = { $user } sa vracia do hry č. { $id }. Ešte chýba: { $missing }.
shared-rematch-all-back = { $user } sa vracia: všetci sú pri stole, hra č. { $id } sa začína.
shared-rematch-you-joined = Si v odvete, hra č. { $id }: { $link }

## Štatistiky a rebríček
shared-stats-none = { $user } zatiaľ nemá na tomto serveri žiadne započítané hry.
shared-stats-bot = Roboty nemajú štatistiky.
shared-stats-head = { $user }: { $games ->
    [one] { $games } hra
    [few] { $games } hry
    [many] { $games } hry
   *[other] { $games } hier
}, { $wins ->
    [one] { $wins } výhra
    [few] { $wins } výhry
    [many] { $wins } výhry
   *[other] { $wins } výhier
}.
shared-stats-line = { $title }: { $games ->
    [one] { $games } hra
    [few] { $games } hry
    [many] { $games } hry
   *[other] { $games } hier
}, { $wins ->
    [one] { $wins } výhra
    [few] { $wins } výhry
    [many] { $wins } výhry
   *[other] { $wins } výhier
}, hodnotenie { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
shared-stats-line-unrated = { $title }: { $games ->
    [one] { $games } hra
    [few] { $games } hry
    [many] { $games } hry
   *[other] { $games } hier
}, { $wins ->
    [one] { $wins } výhra
    [few] { $wins } výhry
    [many] { $wins } výhry
   *[other] { $wins } výhier
}, zatiaľ bez hodnotenia
shared-leaderboard-text = { $title }: najlepšie hodnotení hráči tohto servera ({ $count ->
    [one] { $count } hráč
    [few] { $count } hráči
    [many] { $count } hráča
   *[other] { $count } hráčov
}).
shared-leaderboard-unknown = Hra „{ $game }“ neexistuje. Hry: { $known }.
shared-render-leaderboard-title = { $game }: rebríček
shared-render-leaderboard-rank = #
shared-render-leaderboard-player = Hráč
shared-render-leaderboard-rating = Hodnotenie
shared-render-leaderboard-games = Hry
shared-render-leaderboard-wins = Výhry
shared-render-leaderboard-empty = Zatiaľ žiadne hodnotené hry.
shared-render-leaderboard-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
