# Battlestar Galactica na Discordu: vlákno, soukromý panel, příkazy

## commands
bsg-cmd = Battlestar Galactica: skrytí Cyloni, tajné testy dovedností.
bsg-cmd-new = Založit novou hru Battlestar Galactica (3–6 hráčů) ve vlákně.
bsg-cmd-new-opt-window_seconds = Kolik sekund zůstává otevřené každé okno reakcí (10–3600, výchozí 90).
bsg-cmd-new-opt-decision_hours = Kolik hodin má běžné rozhodnutí, než se zahraje výchozí volba (1–168, výchozí 24).
bsg-cmd-new-opt-contribution_hours = Kolik hodin mají hráči na přidání karet do testu dovedností (1–168, výchozí 24).
bsg-cmd-log = Veřejný záznam hry, nejnovější stránka první; lze filtrovat podle druhu nebo hráče.
bsg-cmd-log-opt-only = Jen testy dovedností, jen volby (možnosti krizí, quorum, cíle skoků…), nebo jen akce.
bsg-cmd-log-opt-player = Jen události tohoto hráče (jméno u stolu).

## lobby options
bsg-option-window-seconds = Okna reakcí: { $value } s
bsg-option-decision-hours = Rozhodnutí: { $value } h
bsg-option-contribution-hours = Přidávání karet do testu dovedností: { $value } h

## the thread
bsg-ui-setup-header = **Battlestar Galactica č. { $id }: příprava hry**
bsg-ui-step-header = **Tah { $turn }: { $player }, { $step }**
bsg-ui-check-progress = Test dovedností ({ $skills }, obtížnost { $difficulty }): přispělo { $done }/{ $total }
bsg-ui-waiting-public = { $players } — { $source }: { $question }
bsg-ui-waiting-public-below = { $players } — { $source } (karta níže): { $question }
bsg-ui-waiting-public-bare = { $players }: { $question }
bsg-ui-result-loyalty = { $player }: { $cards }
bsg-ui-open-panel = Otevřít můj panel
bsg-ui-menu = Možnosti { $first }–{ $last } z { $total }
bsg-ui-pick-cards = { $most ->
    [one] Vyber { $most } kartu
    [few] Vyber až { $most } karty
    [many] Vyber až { $most } karty
   *[other] Vyber až { $most } karet
 }
bsg-ui-confirm-contribute = { $count ->
    [one] Přidat { $count } kartu lícem dolů
    [few] Přidat { $count } karty lícem dolů
    [many] Přidat { $count } karty lícem dolů
   *[other] Přidat { $count } karet lícem dolů
 }
bsg-ui-confirm-hand_limit = { $count ->
    [one] Odhodit { $count } kartu
    [few] Odhodit { $count } karty
    [many] Odhodit { $count } karty
   *[other] Odhodit { $count } karet
 }
bsg-ui-confirm-discard = { $count ->
    [one] Odhodit { $count } kartu
    [few] Odhodit { $count } karty
    [many] Odhodit { $count } karty
   *[other] Odhodit { $count } karet
 }
bsg-ui-stale = Tento panel je zastaralý. Tady je aktuální:
bsg-ui-not-yours = Toto tlačítko může použít jen { $player }.
bsg-ui-played = Hotovo. Pro další rozhodnutí použij znovu `/bsg hand`.
bsg-ui-log-empty = Zatím se nic nestalo.

## time limits
bsg-timeout = Hráči { $player } vypršel čas: { $action }.
bsg-timeout-secret = Hráči { $player } vypršel čas: použila se výchozí odpověď.
bsg-timeout-race = Čas vypršel: kdo neodpověděl, dostává výchozí odpověď.

## the private panel
bsg-panel-title = **Tvůj panel: { $title } č. { $id }** · { $character }
bsg-panel-no-character = zatím bez postavy
bsg-panel-team = { $team ->
    [cylon] Loajalita: jsi **Cylon**.
   *[human] Loajalita: jsi **člověk**.
 }
bsg-panel-hand-empty = Ruka: žádné karty dovedností.
bsg-panel-hand = { $count ->
    [one] Ruka ({ $count } karta):
    [few] Ruka ({ $count } karty):
    [many] Ruka ({ $count } karty):
   *[other] Ruka ({ $count } karet):
 }
bsg-panel-hand-group = • { $skill } ({ $kind ->
    [politics] žlutá
    [leadership] zelená
    [tactics] fialová
    [piloting] červená
    [engineering] modrá
   *[treachery] hnědá
 }, { $count }): { $cards }
# same-as-en: a card's published name and its strength
bsg-panel-card = { $name } { $strength }
# same-as-en: a card's published name and its text
bsg-panel-card-text = – { $card }: { $text }
bsg-panel-more-card-texts = – { $count ->
    [one] Co dělá ještě jedna karta
    [few] Co dělají ještě { $count } karty
    [many] Co dělá ještě { $count } karty
   *[other] Co dělá ještě { $count } karet
 }: `/bsg rules topic:` a název karty.
bsg-panel-super = Velká krize: { $cards }
bsg-panel-quorum = Karty quora v ruce: { $cards }
bsg-panel-seen = { $count ->
    [one] Karta loajality hráče { $player }, kterou znáš
    [few] Karty loajality hráče { $player }, které znáš
    [many] Karty loajality hráče { $player }, které znáš
   *[other] Karty loajality hráče { $player }, které znáš
 }: { $card }
bsg-panel-sealed = Odevzdáno předem, lícem dolů: { $cards }
bsg-panel-news = Nové pro tebe: { $news }
bsg-panel-question = **Tvé rozhodnutí — { $source }:** { $question }
bsg-panel-question-bare = **Tvé rozhodnutí:** { $question }
bsg-panel-default = Když vyprší čas: { $action }
bsg-panel-over = Hra skončila — výsledek najdeš ve vlákně hry: { $link }
bsg-ping = { $title } č. { $id }: tvůj soukromý panel čeká na tebe (upravený výše). Vlákno hry: { $link }

## /bsg rules
bsg-rules-intro = **Battlestar Galactica** (3–6 hráčů): lidé se snaží doletět na Kobol (vzdálenost 8), než flotile dojde palivo, jídlo, morálka nebo populace; skrytí Cyloni mezi hráči jim v tom chtějí zabránit.
bsg-rules-turn = Každý tah: získání dovedností, pohyb, akce, vyhodnocení krize, aktivace cylonských lodí, příprava skoku. Veřejné volby jsou tlačítka ve vlákně; stisknout je smí jen hráč, který rozhoduje.
bsg-rules-checks = Testy dovedností: každý hráč může ze svého soukromého panelu přidat karty dovedností lícem dolů (vyber karty a potvrď; odevzdat můžeš i dřív, než na tebe přijde řada). Vlákno ukazuje jen počet přispěvších, pak zamíchané karty, součet a výsledek.
bsg-rules-secrets = Tvoje ruka, karty loajality, velké krize, karty quora, stálé rozkazy a každé tajné rozhodnutí jsou na tvém soukromém panelu: jedna soukromá zpráva; když tě rozhodnutí potřebuje, panel přijde znovu na konec tvých soukromých zpráv s tím, co je potřeba, a s termínem. Máš-li soukromé zprávy zavřené, použij `/bsg hand`. U stolu hraného po dnech (`pace: days`, výchozí) okna pro reakce nikdy nečekají na člověka a nikoho se neptají: hned odpovídají stálé rozkazy každého hráče (`/bsg orders`) v pořadí hry a ukáže se jen karta, kterou rozkaz zahraje. U živého stolu (`pace: live`) se okna pro reakce ptají všech najednou a zůstávají otevřená stejně dlouho.
bsg-rules-commands = Příkazy: `/bsg new`, `/bsg join`, `/bsg start`, `/bsg board`, `/bsg hand`, `/bsg log`, `/bsg windows`, `/bsg rules` (nebo `/bsg help`), `/bsg abandon`.

## the draft roster
bsg-ui-roster-title = **Postavy** (výběr v pořadí míst; vybírá se z nejméně zastoupených typů, podpora je dovolena vždy):
bsg-ui-roster-character = **{ $character }** ({ $kind ->
    [military] vojenský velitel
    [pilot] pilot
    [political] politický vůdce
   *[support] podpora
 }): { $skills }; začíná: { $start }
bsg-ui-roster-skill = { $skill } { $count }
bsg-ui-roster-combined = { $skills } celkem { $count }
bsg-ui-roster-viper = ve Viperu (vypuštěn při přípravě)
bsg-ui-roster-stranded = uvízl na Caprice, ve druhém tahu vstoupí do hry v lokaci { $location }

## standing answers to reaction windows
bsg-cmd-windows = Tvé trvalé odpovědi na okna reakcí (soukromě).
bsg-cmd-windows-opt-answer = ask: upozorni mě při každém okně; playable: jen když mohu kartu zahrát; never: nikdy mě neupozorňuj.
bsg-ui-standing = { $answer ->
    [never] Okna reakcí tě už nebudou upozorňovat. Každé okno přesto zůstává otevřené celou dobu; tvůj panel ho ukazuje, a když neodpovíš, pasuješ.
    [playable] Okna reakcí tě upozorní jen tehdy, když v nich můžeš zahrát kartu. Každé okno přesto zůstává otevřené celou dobu pro všechny.
   *[ask] Každé okno reakcí tě upozorní.
 }
bsg-cmd-windows-opt-card = Karta okna (výchozí: všechny); bez odpovědi uvidíš své nastavení.
bsg-ui-window-card = { $name } ({ $skill })
bsg-ui-standing-card = { $answer ->
    [never] Okna pro kartu { $card } tě už nebudou upozorňovat.
    [playable] Okna pro kartu { $card } tě upozorní jen tehdy, když ji můžeš zahrát.
   *[ask] Každé okno pro kartu { $card } tě upozorní.
 } Každé okno přesto zůstává otevřené celou dobu pro všechny.
bsg-ui-standing-summary = **Tvé trvalé odpovědi na okna reakcí**
bsg-ui-standing-line = { $card }: { $answer ->
    [never] nikdy neupozorňovat
    [playable] upozornit, jen když ji mohu zahrát
   *[ask] upozornit
 }
bsg-ui-standing-note = Okno tě upozorní, když to dovolí některá z jeho karet. Okna vždy zůstávají otevřená celou dobu; jednu kartu nastavíš přes `/bsg windows card:`.
bsg-ui-standing-days = **U tohoto stolu se hraje po dnech: okna reakcí na nikoho nečekají**, takže tato nastavení platí jen u živé hry. Tady reakční karty hraješ podle stálých rozkazů: nastav je příkazem `/bsg orders` nebo tlačítkem **Rozkazy** na svém soukromém panelu.
bsg-ui-standing-unknown-card = „{ $card }“ není karta, která se hraje v oknech reakcí. Vyber ji ze seznamu.
# A roster ability, its third (a character's weakness) marked as the rules help marks it.
bsg-ui-roster-ability = – { $name }{ $polarity ->
    [negative] {" "}(nevýhoda)
   *[positive] {""}
 }: { $text }
