### Sdílená vrstva: lobby, stoly, připomínky, odmítnutí, příkazy /games.

## Lobby
shared-lobby-title = { $title } — hra č. { $id }
shared-lobby-body = Zakladatel: { $host }
    Hráči ({ $count }/{ $max }, nejméně { $min }): { $players }
    Nastavení:
    { $options }
shared-lobby-hint = Stiskni „Přidat se“ a zasedni ke stolu. Zakladatel stiskne „Začít“, až budou všichni u stolu.
shared-lobby-started = Hra začala.
shared-lobby-abandoned = Tato hra byla zrušena.
shared-thread-name = { $title } č. { $id }
shared-button-join = Přidat se
shared-button-leave = Odejít
shared-button-start = Začít
shared-button-add-bot = Přidat robota
shared-bot-name = Robot { $number } ({ $level })
shared-bot-level = { $level ->
    [easy] snadný
    [hard] těžký
   *[normal] běžný
 }
shared-nobody = —

## Události stolu
shared-created = Hra č. { $id } založena: { $link }
shared-joined = { $user } se přidává ke hře č. { $id }.
shared-left = { $user } odchází ze hry č. { $id }.
shared-started = **{ $title } č. { $id } začíná!** Pořadí míst: { $seats }
shared-seat = { $number }. { $name }
shared-player-number = Hráč { $number }
shared-abandoned = { $user } ruší hru č. { $id }.
shared-finished = **Konec hry.** { $summary }
shared-game-over = **Konec hry.**
shared-winner = Vítězství: { $names }.
shared-shared-win = Společné první místo: { $names }.
shared-no-winner = Nikdo nevyhrává.
shared-is-over = { $title } č. { $id } skončila.
shared-bot-added = { $bot } zasedá ke hře č. { $id }.

## Tahy a soukromé zprávy
shared-turn-prompt = Čeká se na { $mentions }.
shared-dm-welcome = Sedíš u hry **{ $title } č. { $id }**. Tajné informace k této hře ti budou chodit sem. { $link }
shared-dm-closed-public = { $mention }, nemohu ti posílat soukromé zprávy. Povol je v *Nastavení soukromí → Přímé zprávy* tohoto serveru, nebo zde použij `/{ $game } hand` a uvidíš své tajné informace a můžeš hrát soukromě.
shared-reminder = ⏰ { $mention }, **{ $title } č. { $id }** čeká na tebe — { $link }

## Odmítnutí a krátké odpovědi
shared-no-table-here = Zde není žádná hra { $title }. Zadej ji volbou `game`, nebo založ novou příkazem `/{ $game } new`.
shared-several-tables = Hraješ více her { $title }; zadej jednu volbou `game` ({ $ids }).
shared-no-such-table = Hra { $title } č. { $id } neexistuje.
shared-no-such-table-here = Zde není hra { $title } č. { $id }.
shared-not-a-player = V této hře nehraješ.
shared-not-in-server = Tento příkaz použij v kanálu serveru.
shared-done = Hotovo.
shared-announce-failed = Tvůj tah je zaznamenán, ale nepodařilo se mi zveřejnit novinky. Hru uvidíš příkazem `board`; pokračuje normálně.
shared-restarted = Bot se restartoval dřív, než to stihl dokončit, takže se nic nezměnilo. Zkus to prosím znovu.
shared-cannot-post = Do tohoto kanálu nemohu psát. Dej mi zde oprávnění Odesílat zprávy, Vytvářet veřejná vlákna, Odesílat zprávy ve vláknech, Přikládat soubory a Vkládat odkazy a zkus to znovu.
shared-bot-error = Promiň — něco se u mě pokazilo. Hra je v bezpečí; zkus to prosím znovu.
shared-bot-error-plain = Promiň — něco se u mě pokazilo. Zkus to prosím znovu.
shared-no-secret = Tato hra ti teď nemá co tajného ukázat.
shared-game-not-running = Tato hra neběží.
shared-unknown-control = Toto tlačítko zde nic nedělá.
shared-out-of-date = Toto tlačítko je zastaralé.
shared-stale = Toto tlačítko je zastaralé; použij nejnovější zprávu.
shared-other-server = Tato hra patří jinému serveru.
shared-already-made = Tento tah už proběhl; nic dalšího se nestalo.
shared-not-stored = Promiň — tah se mi teď nepodařilo uložit, takže se nic nezměnilo. Zkus to prosím za chvíli.
shared-status-refusal = { $status ->
    [lobby] Tato hra ještě nezačala.
    [playing] Tato hra už začala.
    [finished] Tato hra skončila.
   *[abandoned] Tato hra byla zrušena.
 }

## /games
shared-mine-none = Nehraješ žádnou hru.
shared-mine-line = • { $title } č. { $id } — { $status } — { $link }
shared-mine-line-turn = • { $title } č. { $id } — { $status } — { $link } — **jsi na tahu**
shared-open-none = Na tomto serveru není žádné otevřené lobby. Založ hru příkazem `/<hra> new`.
shared-open-line = • { $title } č. { $id } — hráči { $count }/{ $max } — zakladatel { $host } — { $link }
shared-status = { $status ->
    [lobby] lobby
    [playing] hraje se
    [finished] skončila
   *[abandoned] zrušena
 }
shared-autocomplete-table = č. { $id } ({ $status }, { $count ->
    [one] { $count } hráč
    [few] { $count } hráči
    [many] { $count } hráče
   *[other] { $count } hráčů
 })
shared-dms-test = Soukromé zprávy fungují: tvé tajné karty a výzvy budou chodit sem.
shared-dms-open = Soukromou zprávu jsem ti poslat mohl, takže ti hry budou znovu psát.
shared-about = **Bot na deskové hry** { $version }: { $games }. Svobodný software pod licencí MIT. Tvoje hry: `/games mine`; pravidla hry: `/<game> rules`.
shared-dms-still-closed = Stále ti nemohu posílat soukromé zprávy. Povol je v *Nastavení soukromí → Přímé zprávy* serveru a pak znovu spusť `/games dms`. Mezitím ti `/<hra> hand` ukáže tvůj tajný pohled zde.
shared-language-set = Od teď ti píšu česky (soukromé odpovědi a přímé zprávy). Vlákna her se řídí jazykem svého stolu.
shared-language-current = Tvůj jazyk: { $lang }. Jazyky: { $langs }. Vyber příkazem `/games language`.
shared-language-auto = Tvůj jazyk se teď řídí tvým klientem Discordu ({ $lang }).
shared-language-unknown = Jazyk `{ $code }` neznám. Jazyky: { $langs }.
# same-as-en: each language by its own name (endonyms)
shared-language-name = { $lang ->
    [cs] čeština
    [sk] slovenčina
    [pl] polski
   *[en] English
 }

## Nastavení stolu, jak je ukazuje lobby
shared-option-seats-random = Místa: zamíchají se na začátku
shared-option-seats-join = Místa: v pořadí, v jakém se hráči přidali
shared-option-reminder = Připomínky: po { $hours ->
    [one] { $hours } hodině
    [few] { $hours } hodinách
    [many] { $hours } hodiny
   *[other] { $hours } hodinách
 }, pak denně
shared-option-bot-level = Roboti hrají na úrovni { $level }
shared-option-language = Jazyk: { $lang }
shared-option-generic = { $name }: { $value }
shared-yes = ano
shared-no = ne

## Stoly: odmítnutí z jádra
shared-damaged = Data této hry jsou poškozená, takže nemůže pokračovat; správce bota byl upozorněn.
shared-no-such-game = Taková hra neexistuje.
shared-too-many-bots = { $title } má nejvýše { $most } míst: ty a nejvýše { $bots ->
    [one] { $bots } robot
    [few] { $bots } roboti
    [many] { $bots } robota
   *[other] { $bots } robotů
 }.
shared-bots-in-lobby = Roboti se přidávají v lobby; tato hra už začala.
shared-host-adds-bots = Roboty může přidat jen zakladatel.
shared-full = Tato hra je plná (hráčů: { $max }).
shared-bot-levels = Úrovně robotů jsou easy (snadná), normal (běžná) a hard (těžká).
shared-not-running = Tato hra neběží.
shared-already-started-watch = Tato hra už začala; můžeš ji sledovat.
shared-already-in = V této hře už jsi.
shared-cannot-leave = Hra začala; teď z ní odejít nemůžeš. Zakladatel ji může zrušit.
shared-not-in-game = V této hře nejsi.
shared-already-started = Tato hra už začala.
shared-host-starts = Hru může spustit jen zakladatel.
shared-too-few = { $title } potřebuje nejméně { $min ->
    [one] { $min } hráče
    [few] { $min } hráče
    [many] { $min } hráče
   *[other] { $min } hráčů
 }; zatím se přidalo { $joined }.
shared-bots-only = Stůl jen s roboty není hra: aspoň jeden hráč musí být člověk.
shared-already-over = Tato hra už skončila.
shared-host-abandons = Hru může zrušit jen zakladatel nebo člen s oprávněním Spravovat server.
shared-is-over-now = Tato hra skončila.
shared-hand-over = Hra skončila — výsledek najdeš ve vlákně hry: { $link }
shared-hand-abandoned = Hra byla zrušena — podrobnosti najdeš ve vlákně hry: { $link }
shared-no-bot-here = Na tomto místě nehraje žádný robot.
shared-invalid-move = Takový tah není platný.

## Nastavení: kontrola (engine/core.py)
shared-option-bool = `{ $name }` musí být true (ano) nebo false (ne).
shared-option-int = `{ $name }` musí být celé číslo.
shared-option-range = `{ $name }` musí být mezi { $min } a { $max }.
shared-option-choice = `{ $name }` musí být jedno z: { $allowed }.
shared-option-unknown = Neznámé nastavení `{ $name }`. Nastavení: { $known }.

## Nastavení stolu: popisy
shared-optdesc-seat_order = Pořadí míst: zamíchat na začátku, nebo podle pořadí přidání.
shared-optdesc-reminder_hours = Počet hodin do první připomínky hráči, který je na tahu.
shared-optdesc-bots = Roboti usazení při založení (tlačítko Přidat robota v lobby přidá další).
shared-optdesc-bot_level = Jak dobře roboti hrají.
shared-optdesc-language = Jazyk vlákna hry a obrázků herní plochy.

## Příkazy (názvy zůstávají anglicky; popisy jsou přeložené)
shared-cmd-join = Přidat se do lobby hry.
shared-cmd-leave = Odejít z lobby hry.
shared-cmd-start = Spustit hru (jen zakladatel).
shared-cmd-board = Ukázat aktuální herní plochu.
shared-cmd-hand = Soukromě uvidět svůj tajný pohled (a hrát).
shared-cmd-rules = Shrnutí pravidel a příkazů.
shared-cmd-help = Jak hrát: shrnutí pravidel a příkazů, totéž co rules.
shared-cmd-abandon = Zrušit hru (zakladatel nebo členové s oprávněním Spravovat server).
shared-cmd-opt-game = Číslo hry (výchozí je hra tohoto vlákna).
shared-cmd-opt-seat_order = random (náhodně, výchozí) nebo join (pořadí přidání).
shared-cmd-opt-reminder_hours = Počet hodin do první připomínky hráči na tahu (1–168, výchozí 12).
shared-cmd-opt-bots = Počet robotů, kteří hned zasednou (tlačítko Přidat robota v lobby přidá další).
shared-cmd-opt-level = Jak dobře roboti hrají: easy (snadno), normal (běžně, výchozí) nebo hard (těžce).
shared-cmd-opt-language = Jazyk vlákna hry a obrázků (výchozí: jazyk serveru).
shared-cmd-games = Tvoje hry a otevřená lobby.
shared-cmd-games-mine = Vypsat hry, které hraješ, s odkazy.
shared-cmd-games-about = O tomto botovi: verze, hry a licence.
shared-cmd-games-dms = Ověřit, že ti mohu posílat soukromé zprávy (a zkusit to znovu).
shared-cmd-games-open = Vypsat otevřená lobby na tomto serveru.
shared-cmd-games-language = Vybrat jazyk, kterým ti píšu (soukromé odpovědi a přímé zprávy).
shared-cmd-games-language-opt-code = en, cs, sk nebo pl; auto se řídí tvým klientem Discordu.
shared-choice-random = náhodně
shared-choice-join = podle přidání
shared-choice-easy = snadná
shared-choice-normal = běžná
shared-choice-hard = těžká
shared-choice-last_placement = pozdější poslední položení
shared-choice-later_seat = pozdější místo
shared-choice-auto = auto (tvůj klient Discordu)
shared-choice-off = vypnuto
