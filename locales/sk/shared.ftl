### Spoločná vrstva: lobby, stoly, pripomienky, odmietnutia, príkazy /games.

## Lobby
shared-lobby-title = { $title } — hra č. { $id }
shared-lobby-body = Zakladateľ: { $host }
    Hráči ({ $count }/{ $max }, najmenej { $min }): { $players }
    Nastavenia:
    { $options }
shared-lobby-hint = Stlač „Pridať sa“ a zasadni k stolu. Zakladateľ stlačí „Začať“, keď budú všetci pri stole.
shared-lobby-started = Hra sa začala.
shared-lobby-abandoned = Táto hra bola zrušená.
shared-thread-name = { $title } č. { $id }
shared-button-join = Pridať sa
shared-button-leave = Odísť
shared-button-start = Začať
shared-button-add-bot = Pridať robota
shared-bot-name = Robot { $number } ({ $level })
shared-bot-level = { $level ->
    [easy] ľahký
    [hard] ťažký
   *[normal] bežný
 }
shared-nobody = —

## Udalosti stola
shared-created = Hra č. { $id } založená: { $link }
shared-joined = { $user } sa pridáva k hre č. { $id }.
shared-left = { $user } odchádza z hry č. { $id }.
shared-started = **{ $title } č. { $id } sa začína!** Poradie miest: { $seats }
shared-seat = { $number }. { $name }
shared-player-number = Hráč { $number }
shared-abandoned = { $user } ruší hru č. { $id }.
shared-finished = **Koniec hry.** { $summary }
shared-game-over = **Koniec hry.**
shared-winner = Víťazstvo: { $names }.
shared-shared-win = Spoločné prvé miesto: { $names }.
shared-no-winner = Nikto nevyhráva.
shared-is-over = { $title } č. { $id } sa skončila.
shared-bot-added = { $bot } zasadá k hre č. { $id }.

## Ťahy a súkromné správy
shared-turn-prompt = Čaká sa na { $mentions }.
shared-dm-welcome = Sedíš pri hre **{ $title } č. { $id }**. Tajné informácie k tejto hre ti budú chodiť sem. { $link }
shared-dm-closed-public = { $mention }, nemôžem ti posielať súkromné správy. Povoľ ich v *Nastaveniach súkromia → Priame správy* tohto servera, alebo tu použi `/{ $game } hand` a uvidíš svoje tajné informácie a môžeš hrať súkromne.
shared-reminder = ⏰ { $mention }, **{ $title } č. { $id }** čaká na teba — { $link }

## Odmietnutia a krátke odpovede
shared-no-table-here = Tu nie je žiadna hra { $title }. Zadaj ju voľbou `game`, alebo založ novú príkazom `/{ $game } new`.
shared-several-tables = Hráš viac hier { $title }; zadaj jednu voľbou `game` ({ $ids }).
shared-no-such-table = Hra { $title } č. { $id } neexistuje.
shared-no-such-table-here = Tu nie je hra { $title } č. { $id }.
shared-not-a-player = V tejto hre nehráš.
shared-not-in-server = Tento príkaz použi v kanáli servera.
shared-done = Hotovo.
shared-announce-failed = Tvoj ťah je zaznamenaný, ale nepodarilo sa mi zverejniť novinky. Hru uvidíš príkazom `board`; pokračuje normálne.
shared-restarted = Bot sa reštartoval skôr, než to stihol dokončiť, takže sa nič nezmenilo. Skús to prosím znova.
shared-cannot-post = Do tohto kanála nemôžem písať. Daj mi tu oprávnenia Odosielať správy, Vytvárať verejné vlákna, Odosielať správy vo vláknach, Prikladať súbory a Vkladať odkazy a skús to znova.
shared-bot-error = Prepáč — niečo sa u mňa pokazilo. Hra je v bezpečí; skús to prosím znova.
shared-bot-error-plain = Prepáč — niečo sa u mňa pokazilo. Skús to prosím znova.
shared-no-secret = Táto hra ti teraz nemá čo tajné ukázať.
shared-game-not-running = Táto hra nebeží.
shared-unknown-control = Toto tlačidlo tu nič nerobí.
shared-out-of-date = Toto tlačidlo je zastarané.
shared-stale = Toto tlačidlo je zastarané; použi najnovšiu správu.
shared-other-server = Táto hra patrí inému serveru.
shared-already-made = Tento ťah už prebehol; nič ďalšie sa nestalo.
shared-not-stored = Prepáč — ťah sa mi teraz nepodarilo uložiť, takže sa nič nezmenilo. Skús to prosím o chvíľu.
shared-status-refusal = { $status ->
    [lobby] Táto hra sa ešte nezačala.
    [playing] Táto hra sa už začala.
    [finished] Táto hra sa skončila.
   *[abandoned] Táto hra bola zrušená.
 }

## /games
shared-mine-none = Nehráš žiadnu hru.
shared-mine-line = • { $title } č. { $id } — { $status } — { $link }
shared-mine-line-turn = • { $title } č. { $id } — { $status } — { $link } — **si na ťahu**
shared-open-none = Na tomto serveri nie je žiadne otvorené lobby. Založ hru príkazom `/<hra> new`.
shared-open-line = • { $title } č. { $id } — hráči { $count }/{ $max } — zakladateľ { $host } — { $link }
shared-status = { $status ->
    [lobby] lobby
    [playing] hrá sa
    [finished] skončená
   *[abandoned] zrušená
 }
shared-autocomplete-table = č. { $id } ({ $status }, { $count ->
    [one] { $count } hráč
    [few] { $count } hráči
    [many] { $count } hráča
   *[other] { $count } hráčov
 })
shared-dms-test = Súkromné správy fungujú: tvoje tajné karty a výzvy budú chodiť sem.
shared-dms-open = Súkromnú správu som ti poslať mohol, takže ti hry budú znova písať.
shared-about = **Bot na spoločenské hry** { $version }: { $games }. Slobodný softvér pod licenciou MIT. Tvoje hry: `/games mine`; pravidlá hry: `/<game> rules`.
shared-dms-still-closed = Stále ti nemôžem posielať súkromné správy. Povoľ ich v *Nastaveniach súkromia → Priame správy* servera a potom znova spusti `/games dms`. Medzitým ti `/<hra> hand` ukáže tvoj tajný pohľad tu.
shared-language-set = Odteraz ti píšem po slovensky (súkromné odpovede a priame správy). Vlákna hier sa riadia jazykom svojho stola.
shared-language-current = Tvoj jazyk: { $lang }. Jazyky: { $langs }. Vyber príkazom `/games language`.
shared-language-auto = Tvoj jazyk sa teraz riadi tvojím klientom Discordu ({ $lang }).
shared-language-unknown = Jazyk `{ $code }` nepoznám. Jazyky: { $langs }.
# same-as-en: each language by its own name (endonyms)
shared-language-name = { $lang ->
    [cs] čeština
    [sk] slovenčina
    [pl] polski
   *[en] English
 }

## Nastavenia stola, ako ich ukazuje lobby
shared-option-seats-random = Miesta: zamiešajú sa na začiatku
shared-option-seats-join = Miesta: v poradí, v akom sa hráči pridali
shared-option-reminder = Pripomienky: po { $hours ->
    [one] { $hours } hodine
    [few] { $hours } hodinách
    [many] { $hours } hodiny
   *[other] { $hours } hodinách
 }, potom denne
shared-option-bot-level = Roboty hrajú na úrovni { $level }
shared-option-language = Jazyk: { $lang }
shared-option-generic = { $name }: { $value }
shared-yes = áno
shared-no = nie

## Stoly: odmietnutia z jadra
shared-damaged = Dáta tejto hry sú poškodené, takže nemôže pokračovať; správca bota bol upozornený.
shared-no-such-game = Taká hra neexistuje.
shared-too-many-bots = { $title } má najviac { $most } miest: ty a najviac { $bots ->
    [one] { $bots } robot
    [few] { $bots } roboty
    [many] { $bots } robota
   *[other] { $bots } robotov
 }.
shared-bots-in-lobby = Roboty sa pridávajú v lobby; táto hra sa už začala.
shared-host-adds-bots = Roboty môže pridať len zakladateľ.
shared-full = Táto hra je plná (hráčov: { $max }).
shared-bot-levels = Úrovne robotov sú easy (ľahká), normal (bežná) a hard (ťažká).
shared-not-running = Táto hra nebeží.
shared-already-started-watch = Táto hra sa už začala; môžeš ju sledovať.
shared-already-in = V tejto hre už si.
shared-cannot-leave = Hra sa začala; teraz z nej odísť nemôžeš. Zakladateľ ju môže zrušiť.
shared-not-in-game = V tejto hre nie si.
shared-already-started = Táto hra sa už začala.
shared-host-starts = Hru môže spustiť len zakladateľ.
shared-too-few = { $title } potrebuje najmenej { $min ->
    [one] { $min } hráča
    [few] { $min } hráčov
    [many] { $min } hráča
   *[other] { $min } hráčov
 }; zatiaľ sa pridalo { $joined }.
shared-bots-only = Stôl len s robotmi nie je hra: aspoň jeden hráč musí byť človek.
shared-already-over = Táto hra sa už skončila.
shared-host-abandons = Hru môže zrušiť len zakladateľ alebo člen s oprávnením Spravovať server.
shared-is-over-now = Táto hra sa skončila.
shared-hand-over = Hra sa skončila — výsledok nájdeš vo vlákne hry: { $link }
shared-hand-abandoned = Hra bola zrušená — podrobnosti nájdeš vo vlákne hry: { $link }
shared-no-bot-here = Na tomto mieste nehrá žiadny robot.
shared-invalid-move = Taký ťah nie je platný.

## Nastavenia: kontrola (engine/core.py)
shared-option-bool = `{ $name }` musí byť true (áno) alebo false (nie).
shared-option-int = `{ $name }` musí byť celé číslo.
shared-option-range = `{ $name }` musí byť medzi { $min } a { $max }.
shared-option-choice = `{ $name }` musí byť jedno z: { $allowed }.
shared-option-unknown = Neznáme nastavenie `{ $name }`. Nastavenia: { $known }.

## Nastavenia stola: popisy
shared-optdesc-seat_order = Poradie miest: zamiešať na začiatku, alebo podľa poradia pridania.
shared-optdesc-reminder_hours = Počet hodín do prvej pripomienky hráčovi, ktorý je na ťahu.
shared-optdesc-bots = Roboty usadené pri založení (tlačidlo Pridať robota v lobby pridá ďalšie).
shared-optdesc-bot_level = Ako dobre roboty hrajú.
shared-optdesc-language = Jazyk vlákna hry a obrázkov hracej plochy.

## Príkazy (Discord nemá slovenského klienta; tieto popisy slúžia pre úplnosť katalógu)
shared-cmd-join = Pridať sa do lobby hry.
shared-cmd-leave = Odísť z lobby hry.
shared-cmd-start = Spustiť hru (len zakladateľ).
shared-cmd-board = Ukázať aktuálnu hraciu plochu.
shared-cmd-hand = Súkromne uvidieť svoj tajný pohľad (a hrať).
shared-cmd-rules = Zhrnutie pravidiel a príkazov.
shared-cmd-help = Ako hrať: zhrnutie pravidiel a príkazov, to isté ako rules.
shared-cmd-abandon = Zrušiť hru (zakladateľ alebo členovia s oprávnením Spravovať server).
shared-cmd-opt-game = Číslo hry (predvolená je hra tohto vlákna).
shared-cmd-opt-seat_order = random (náhodne, predvolené) alebo join (poradie pridania).
shared-cmd-opt-reminder_hours = Počet hodín do prvej pripomienky hráčovi na ťahu (1–168, predvolene 12).
shared-cmd-opt-bots = Počet robotov, ktorí hneď zasadnú (tlačidlo Pridať robota v lobby pridá ďalšie).
shared-cmd-opt-level = Ako dobre roboty hrajú: easy (ľahko), normal (bežne, predvolené) alebo hard (ťažko).
shared-cmd-opt-language = Jazyk vlákna hry a obrázkov (predvolený: jazyk servera).
shared-cmd-games = Tvoje hry a otvorené lobby.
shared-cmd-games-mine = Vypísať hry, ktoré hráš, s odkazmi.
shared-cmd-games-about = O tomto botovi: verzia, hry a licencia.
shared-cmd-games-dms = Overiť, že ti môžem posielať súkromné správy (a skúsiť to znova).
shared-cmd-games-open = Vypísať otvorené lobby na tomto serveri.
shared-cmd-games-language = Vybrať jazyk, ktorým ti píšem (súkromné odpovede a priame správy).
shared-cmd-games-language-opt-code = en, cs, sk alebo pl; auto sa riadi tvojím klientom Discordu.
shared-choice-random = náhodne
shared-choice-join = podľa pridania
shared-choice-easy = ľahká
shared-choice-normal = bežná
shared-choice-hard = ťažká
shared-choice-last_placement = neskoršie posledné položenie
shared-choice-later_seat = neskoršie miesto
shared-choice-auto = auto (tvoj klient Discordu)
shared-choice-off = vypnuté
