### Sdílené funkce dlouhých her: záznam, seznam tahů, záznam hry jako animace, diváci, odveta, statistiky, žebříček.

## Příkazy
shared-cmd-log = Co se ve hře stalo, po stránkách (po skončení: seznam tahů, animace).
shared-cmd-log-opt-page = Číslo stránky (výchozí: nejnovější stránka).
shared-cmd-log-opt-show = stránky (výchozí), tahy (seznam tahů jako soubor) nebo záznam (animace); poslední dvě po skončení hry.
shared-cmd-follow = Sledovat hru bez hraní: její veřejné příspěvky, nikdy nic tajného.
shared-cmd-follow-opt-where = vlákno (výchozí: přidám tě do vlákna hry) nebo soukromé zprávy (kopie každého veřejného příspěvku).
shared-cmd-unfollow = Přestat sledovat hru.
shared-cmd-games-stats = Hry, výhry a hodnocení na tomto serveru (tvoje nebo jiného člena).
shared-cmd-games-stats-opt-user = Čí statistiky (výchozí: tvoje).
shared-cmd-games-leaderboard = Nejlépe hodnocení hráči jedné hry na tomto serveru.
shared-cmd-games-leaderboard-opt-game = Která hra.
shared-choice-pages = stránky
shared-choice-moves = tahy (textový soubor)
shared-choice-replay = záznam (animace)
shared-choice-thread = vlákno
shared-choice-dm = soukromé zprávy

## Záznam hry
shared-log-title = **{ $title } č. { $id }: záznam**, stránka { $page } z { $pages }
shared-log-line = `#{ $move }` { $text }
shared-log-line-private = `#{ $move }` 🔒 { $text }
shared-log-empty = Zatím se nic nestalo.
shared-log-first = První
shared-log-last = Nejnovější
shared-log-button-moves = Seznam tahů (soubor)
shared-log-button-replay = Záznam (animace)
shared-log-no-page = Stránka { $page } neexistuje: záznam má { $pages ->
    [one] { $pages } stránku
    [few] { $pages } stránky
    [many] { $pages } stránky
   *[other] { $pages } stránek
}.
shared-history-not-over = Seznam tahů a animace jsou k dispozici, až hra skončí.

## Seznam tahů (textový soubor v jazyce čtenáře)
shared-moves-title = { $title } č. { $id }: všechny tahy
shared-moves-players = Hráči: { $players }
shared-moves-seat = { $number }. { $name }
# same-as-en: a format (UTC is the time zone's name)
shared-moves-line = { $number }. { $player }: { $action } ({ $time } UTC)
shared-moves-line-clock = { $number }. { $player }: { $action } (čas vypršel, zahrál robot; { $time } UTC)
shared-moves-line-stand-in = { $number }. { $player }: { $action } (zahrál zastupující robot; { $time } UTC)
shared-moves-text = Hra č. { $id }: { $count ->
    [one] { $count } tah
    [few] { $count } tahy
    [many] { $count } tahu
   *[other] { $count } tahů
}.
shared-replay-text = { $title } č. { $id }: herní plán po každém kole ({ $frames ->
    [one] { $frames } obrázek
    [few] { $frames } obrázky
    [many] { $frames } obrázku
   *[other] { $frames } obrázků
}).

## Diváci
shared-follow-thread = Sleduješ { $title } č. { $id } v jejím vlákně: { $link }. Vidíš to, co vidí všichni, nikdy nic tajného.
shared-follow-dm = Sleduješ { $title } č. { $id } v soukromých zprávách: každý veřejný příspěvek přijde i tobě.
shared-follow-already = Hru { $title } č. { $id } už takto sleduješ.
shared-follow-player = V této hře hraješ: vidíš ji už teď.
shared-follow-dm-closed = Nemohu ti posílat soukromé zprávy. Povol je (nebo sleduj ve vlákně) a zkus to znovu.
shared-follow-welcome = Sleduješ **{ $title } č. { $id }**. Takto teď vypadá herní plán.
shared-unfollowed = Hru { $title } č. { $id } už nesleduješ.
shared-unfollow-not = Tuto hru nesleduješ.
shared-spectator-no-buttons = Tuto hru sleduješ jako divák: její tlačítka mohou používat jen hráči.

## Odveta
shared-button-rematch = Odveta
shared-rematch-not-player = O odvetu mohou požádat jen hráči této hry.
shared-rematch-opened = { $user } chce odvetu hry č. { $old }: hra č. { $id } je otevřená, stiskni **Odveta** a přidej se.
shared-rematch-joined = { $user } se vrací do hry č. { $id }. Ještě chybí: { $missing }.
shared-rematch-all-back = { $user } se vrací: všichni jsou u stolu, hra č. { $id } začíná.
shared-rematch-you-joined = Jsi v odvetě, hra č. { $id }: { $link }

## Statistiky a žebříček
shared-stats-none = { $user } zatím nemá na tomto serveru žádné započítané hry.
shared-stats-bot = Roboti nemají statistiky.
shared-stats-head = { $user }: { $games ->
    [one] { $games } hra
    [few] { $games } hry
    [many] { $games } hry
   *[other] { $games } her
}, { $wins ->
    [one] { $wins } výhra
    [few] { $wins } výhry
    [many] { $wins } výhry
   *[other] { $wins } výher
}.
shared-stats-line = { $title }: { $games ->
    [one] { $games } hra
    [few] { $games } hry
    [many] { $games } hry
   *[other] { $games } her
}, { $wins ->
    [one] { $wins } výhra
    [few] { $wins } výhry
    [many] { $wins } výhry
   *[other] { $wins } výher
}, hodnocení { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
shared-stats-line-unrated = { $title }: { $games ->
    [one] { $games } hra
    [few] { $games } hry
    [many] { $games } hry
   *[other] { $games } her
}, { $wins ->
    [one] { $wins } výhra
    [few] { $wins } výhry
    [many] { $wins } výhry
   *[other] { $wins } výher
}, zatím bez hodnocení
shared-leaderboard-text = { $title }: nejlépe hodnocení hráči tohoto serveru ({ $count ->
    [one] { $count } hráč
    [few] { $count } hráči
    [many] { $count } hráče
   *[other] { $count } hráčů
}).
shared-leaderboard-unknown = Hra „{ $game }“ neexistuje. Hry: { $known }.
shared-render-leaderboard-title = { $game }: žebříček
shared-render-leaderboard-rank = #
shared-render-leaderboard-player = Hráč
shared-render-leaderboard-rating = Hodnocení
shared-render-leaderboard-games = Hry
shared-render-leaderboard-wins = Výhry
shared-render-leaderboard-empty = Zatím žádné hodnocené hry.
shared-render-leaderboard-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }
