# Battlestar Galactica na Discorde: vlákno, súkromný panel, príkazy

## commands
bsg-cmd = Battlestar Galactica: skrytí Cyloni, tajné testy zručností.
bsg-cmd-new = Založiť novú hru Battlestar Galactica (3–6 hráčov) vo vlákne.
bsg-cmd-new-opt-window_seconds = Koľko sekúnd zostáva otvorené každé okno reakcií (10–3600, predvolené 90).
bsg-cmd-new-opt-decision_hours = Koľko hodín má bežné rozhodnutie, kým sa zahrá predvolená voľba (1–168, predvolené 24).
bsg-cmd-new-opt-contribution_hours = Koľko hodín majú hráči na pridanie kariet do testu zručností (1–168, predvolené 24).
bsg-cmd-log = Verejný záznam hry, najnovšia stránka prvá; dá sa filtrovať podľa druhu alebo hráča.
bsg-cmd-log-opt-only = Len testy zručností, len voľby (možnosti kríz, quorum, ciele skokov…), alebo len akcie.
bsg-cmd-log-opt-player = Len udalosti tohto hráča (meno pri stole).

## lobby options
bsg-option-window-seconds = Okná reakcií: { $value } s
bsg-option-decision-hours = Rozhodnutia: { $value } h
bsg-option-contribution-hours = Pridávanie kariet do testu zručností: { $value } h

## the thread
bsg-ui-setup-header = **Battlestar Galactica č. { $id }: príprava hry**
bsg-ui-step-header = **Ťah { $turn }: { $player }, { $step }**
bsg-ui-check-progress = Test zručností ({ $skills }, obtiažnosť { $difficulty }): prispelo { $done }/{ $total }
bsg-ui-waiting-public = { $players } — { $source }: { $question }
bsg-ui-waiting-public-below = { $players } — { $source } (karta nižšie): { $question }
bsg-ui-waiting-public-bare = { $players }: { $question }
bsg-ui-result-loyalty = { $player }: { $cards }
bsg-ui-open-panel = Otvoriť môj panel
bsg-ui-menu = Možnosti { $first }–{ $last } z { $total }
bsg-ui-pick-cards = { $most ->
    [one] Vyber { $most } kartu
    [few] Vyber najviac { $most } karty
    [many] Vyber najviac { $most } karty
   *[other] Vyber najviac { $most } kariet
 }
bsg-ui-confirm-contribute = { $count ->
    [one] Pridať { $count } kartu lícom nadol
    [few] Pridať { $count } karty lícom nadol
    [many] Pridať { $count } karty lícom nadol
   *[other] Pridať { $count } kariet lícom nadol
 }
bsg-ui-confirm-hand_limit = { $count ->
    [one] Odhodiť { $count } kartu
    [few] Odhodiť { $count } karty
    [many] Odhodiť { $count } karty
   *[other] Odhodiť { $count } kariet
 }
bsg-ui-confirm-discard = { $count ->
    [one] Odhodiť { $count } kartu
    [few] Odhodiť { $count } karty
    [many] Odhodiť { $count } karty
   *[other] Odhodiť { $count } kariet
 }
bsg-ui-stale = Tento panel je zastaraný. Tu je aktuálny:
bsg-ui-not-yours = Toto tlačidlo môže použiť len { $player }.
bsg-ui-played = Hotovo. Na ďalšie rozhodnutie použi znova `/bsg hand`.
bsg-ui-log-empty = Zatiaľ sa nič nestalo.

## time limits
bsg-timeout = Hráčovi { $player } vypršal čas: { $action }.
bsg-timeout-secret = Hráčovi { $player } vypršal čas: použila sa predvolená odpoveď.
bsg-timeout-race = Čas vypršal: kto neodpovedal, dostáva predvolenú odpoveď.

## the private panel
bsg-panel-title = **Tvoj panel: { $title } č. { $id }** · { $character }
bsg-panel-no-character = zatiaľ bez postavy
bsg-panel-team = { $team ->
    [cylon] Lojalita: si **Cylon**.
   *[human] Lojalita: si **človek**.
 }
bsg-panel-hand-empty = Ruka: žiadne karty zručností.
bsg-panel-hand = { $count ->
    [one] Ruka ({ $count } karta):
    [few] Ruka ({ $count } karty):
    [many] Ruka ({ $count } karty):
   *[other] Ruka ({ $count } kariet):
 }
bsg-panel-hand-group = • { $skill } ({ $kind ->
    [politics] žltá
    [leadership] zelená
    [tactics] fialová
    [piloting] červená
    [engineering] modrá
   *[treachery] hnedá
 }, { $count }): { $cards }
# same-as-en: a card's published name and its strength
bsg-panel-card = { $name } { $strength }
# same-as-en: a card's published name and its text
bsg-panel-card-text = – { $card }: { $text }
bsg-panel-more-card-texts = – { $count ->
    [one] Čo robí ešte jedna karta
    [few] Čo robia ešte { $count } karty
    [many] Čo robí ešte { $count } karty
   *[other] Čo robí ešte { $count } kariet
 }: `/bsg rules topic:` a názov karty.
bsg-panel-super = Veľká kríza: { $cards }
bsg-panel-quorum = Karty quora v ruke: { $cards }
bsg-panel-seen = { $count ->
    [one] Karta lojality hráča { $player }, ktorú poznáš
    [few] Karty lojality hráča { $player }, ktoré poznáš
    [many] Karty lojality hráča { $player }, ktoré poznáš
   *[other] Karty lojality hráča { $player }, ktoré poznáš
 }: { $card }
bsg-panel-sealed = Odovzdané vopred, lícom nadol: { $cards }
bsg-panel-news = Nové pre teba: { $news }
bsg-panel-question = **Tvoje rozhodnutie — { $source }:** { $question }
bsg-panel-question-bare = **Tvoje rozhodnutie:** { $question }
bsg-panel-default = Keď vyprší čas: { $action }
bsg-panel-over = Hra sa skončila — výsledok nájdeš vo vlákne hry: { $link }
bsg-ping = { $title } č. { $id }: tvoj súkromný panel ťa čaká (upravený vyššie). Vlákno hry: { $link }

## /bsg rules
bsg-rules-intro = **Battlestar Galactica** (3–6 hráčov): ľudia sa snažia doletieť na Kobol (vzdialenosť 8) skôr, ako flotile dôjde palivo, jedlo, morálka alebo populácia; skrytí Cyloni medzi hráčmi im v tom chcú zabrániť.
bsg-rules-turn = Každý ťah: získanie zručností, pohyb, akcia, vyhodnotenie krízy, aktivácia cylonských lodí, príprava skoku. Verejné voľby sú tlačidlá vo vlákne; stlačiť ich smie len hráč, ktorý rozhoduje.
bsg-rules-checks = Testy zručností: každý hráč môže zo svojho súkromného panela pridať karty zručností lícom nadol (vyber karty a potvrď; odovzdať môžeš aj skôr, ako na teba príde rad). Vlákno ukazuje len počet tých, čo prispeli, potom zamiešané karty, súčet a výsledok.
bsg-rules-secrets = Tvoja ruka, karty lojality, veľké krízy, karty quora, stále rozkazy a každé tajné rozhodnutie sú na tvojom súkromnom paneli: jedna súkromná správa; keď ťa rozhodnutie potrebuje, panel príde znova na koniec tvojich súkromných správ s tým, čo treba, a s termínom. Ak máš súkromné správy zatvorené, použi `/bsg hand`. Pri stole hranom po dňoch (`pace: days`, predvolené) okná na reakcie nikdy nečakajú na človeka a nikoho sa nepýtajú: hneď odpovedajú stále rozkazy každého hráča (`/bsg orders`) v poradí hry a ukáže sa len karta, ktorú rozkaz zahrá. Pri živom stole (`pace: live`) sa okná na reakcie pýtajú všetkých naraz a zostávajú otvorené rovnako dlho.
bsg-rules-commands = Príkazy: `/bsg new`, `/bsg join`, `/bsg start`, `/bsg board`, `/bsg hand`, `/bsg log`, `/bsg windows`, `/bsg rules` (alebo `/bsg help`), `/bsg abandon`.

## the draft roster
bsg-ui-roster-title = **Postavy** (výber v poradí miest; vyberá sa z najmenej zastúpených typov, podpora je dovolená vždy):
bsg-ui-roster-character = **{ $character }** ({ $kind ->
    [military] vojenský veliteľ
    [pilot] pilot
    [political] politický vodca
   *[support] podpora
 }): { $skills }; začína: { $start }
bsg-ui-roster-skill = { $skill } { $count }
bsg-ui-roster-combined = { $skills } spolu { $count }
bsg-ui-roster-viper = vo Viperi (vypustený pri príprave)
bsg-ui-roster-stranded = uviazol na Caprice, v druhom ťahu vstúpi do hry v lokácii { $location }

## standing answers to reaction windows
bsg-cmd-windows = Tvoje trvalé odpovede na okná reakcií (súkromne).
bsg-cmd-windows-opt-answer = ask: upozorni ma pri každom okne; playable: len keď môžem kartu zahrať; never: nikdy ma neupozorňuj.
bsg-ui-standing = { $answer ->
    [never] Okná reakcií ťa už nebudú upozorňovať. Každé okno napriek tomu zostáva otvorené celý čas; tvoj panel ho ukazuje, a ak neodpovieš, pasuješ.
    [playable] Okná reakcií ťa upozornia len vtedy, keď v nich môžeš zahrať kartu. Každé okno napriek tomu zostáva otvorené celý čas pre všetkých.
   *[ask] Každé okno reakcií ťa upozorní.
 }
bsg-cmd-windows-opt-card = Karta okna (predvolené: všetky); bez odpovede uvidíš svoje nastavenie.
bsg-ui-window-card = { $name } ({ $skill })
bsg-ui-standing-card = { $answer ->
    [never] Okná pre kartu { $card } ťa už nebudú upozorňovať.
    [playable] Okná pre kartu { $card } ťa upozornia len vtedy, keď ju môžeš zahrať.
   *[ask] Každé okno pre kartu { $card } ťa upozorní.
 } Každé okno napriek tomu zostáva otvorené celý čas pre všetkých.
bsg-ui-standing-summary = **Tvoje trvalé odpovede na okná reakcií**
bsg-ui-standing-line = { $card }: { $answer ->
    [never] nikdy neupozorňovať
    [playable] upozorniť, len keď ju môžem zahrať
   *[ask] upozorniť
 }
bsg-ui-standing-note = Okno ťa upozorní, keď to dovolí niektorá z jeho kariet. Okná vždy zostávajú otvorené celý čas; jednu kartu nastavíš cez `/bsg windows card:`.
bsg-ui-standing-days = **Pri tomto stole sa hrá po dňoch: okná reakcií na nikoho nečakajú**, takže tieto nastavenia platia len pri živej hre. Tu reakčné karty hráš podľa stálych rozkazov: nastav ich príkazom `/bsg orders` alebo tlačidlom **Rozkazy** na svojom súkromnom paneli.
bsg-ui-standing-unknown-card = „{ $card }“ nie je karta, ktorá sa hrá v oknách reakcií. Vyber ju zo zoznamu.
# A roster ability, its third (a character's weakness) marked as the rules help marks it.
bsg-ui-roster-ability = – { $name }{ $polarity ->
    [negative] {" "}(nevýhoda)
   *[positive] {""}
 }: { $text }
