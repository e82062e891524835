### Envyra česky.
### Glossary (podle slovenských pravidel ENVYRA, česky obdobně): dílek (SK dielik, tile), kostka (cube), hrací plocha
### (grid), hráčská deska (player board), zásoba (supply), pytlík (SK vrecko, bag), krabice (box), koncový dílek
### (End tile), bonusový dílek, figurka začínajícího hráče – kužel (start-player cone), kolo, I. fáze / II. fáze,
### průchod (pass), vyhrazený dílek, sada (set), vítězné body – VB, karta Equilibrium, získat dílek (claim),
### odstranit dílek ze hry (remove), zjednodušená varianta.
### Témata (barvy): zelená, modrá, oranžová. Symboly: list, strom, květ, kapradí, moře, déšť, řeka, led, slunce,
### oheň, sopka, poušť.

# same-as-en: the game's name
envyra-title = Envyra

## Jména věcí
envyra-seat-name = Místo { $number }
envyra-player-name = Hráč { $number }
envyra-nobody = nikdo
envyra-no-cubes = žádné kostky
envyra-theme = { $theme ->
    [Green] zelená
    [Blue] modrá
    [Orange] oranžová
   *[other] { $theme }
 }
envyra-symbol = { $symbol ->
    [Leaf] list
    [Tree] strom
    [Flower] květ
    [Fern] kapradí
    [Sea] moře
    [Rain] déšť
    [River] řeka
    [Ice] led
    [Sun] slunce
    [Fire] oheň
    [Volcano] sopka
    [Desert] poušť
   *[other] { $symbol }
 }
envyra-tile-name = { $symbol ->
    [Leaf] Zelený list
    [Tree] Zelený strom
    [Flower] Zelený květ
    [Fern] Zelené kapradí
    [Sea] Modré moře
    [Rain] Modrý déšť
    [River] Modrá řeka
    [Ice] Modrý led
    [Sun] Oranžové slunce
    [Fire] Oranžový oheň
    [Volcano] Oranžová sopka
    [Desert] Oranžová poušť
    [bonus] bonusový dílek
   *[end] koncový dílek
 }
envyra-tile-kind = { $kind ->
    [bonus] Bonusový dílek
    [end] Koncový dílek
   *[theme] Dílek
 }
envyra-card = { $card ->
    [EQ1] Slunce a déšť
    [EQ2] Moře a list
    [EQ3] Oheň a led
    [EQ4] Řeka a strom
    [EQ5] Sopka a kapradí
    [EQ6] Poušť a květ
    [EQ7] Ostrov
    [EQ8] Oáza
   *[EQ9] Lesní požár
 }
envyra-card-label = { $name } ({ $vp } VB)
envyra-tile-info = { $name } (cena { $cost }, { $vp } VB)
envyra-tile-info-needs = { $name } (cena { $cost }, { $vp } VB, vyžaduje { $req })
envyra-req-item = { $colour } { $count }
envyra-spot = { $pos } ({ $tile })
envyra-cubes = { $count ->
    [one] { $count } kostka
    [few] { $count } kostky
    [many] { $count } kostky
   *[other] { $count } kostek
 }

## Nastavení
envyra-optdesc-simplified = Zjednodušená varianta: každý hráč umístí v kole právě jednu kostku.
envyra-optdesc-equilibrium = Karty EQUILIBRIUM: vypnuto, A (veřejné karty), B (každý jednu tajnou kartu) nebo C (obojí).
envyra-optdesc-start_player = Kdo má figurku začínajícího hráče v 1. kole: náhodně, nebo číslo místa.
envyra-optdesc-round_limit = Ukončit hru po tomto kole (0 = bez omezení).
envyra-optdesc-end_tile = Který koncový dílek se použije (k dispozici je jen standardní).
envyra-option-simplified = { $value ->
    [yes] Kostky: 1 za kolo (zjednodušená varianta)
   *[no] Kostky: 1 nebo 2 za kolo
 }
envyra-option-equilibrium = { $value ->
    [A] Equilibrium: A (veřejné karty)
    [B] Equilibrium: B (každý jednu tajnou kartu)
    [C] Equilibrium: C (veřejné karty a každý jednu tajnou kartu)
   *[off] Equilibrium: vypnuto
 }
envyra-option-start-random = Začínající hráč: náhodně
envyra-option-start-seat = Začínající hráč: místo { $seat }
envyra-option-rounds-none = Kola: bez omezení
envyra-option-rounds-limit = { $count ->
    [one] Kola: nejvýše { $count } kolo
    [few] Kola: nejvýše { $count } kola
    [many] Kola: nejvýše { $count } kola
   *[other] Kola: nejvýše { $count } kol
 }

## Odmítnutí
envyra-error-player-count = { $count ->
    [one] Envyra potřebuje 2 až 4 hráče, ne { $count }.
    [few] Envyra potřebuje 2 až 4 hráče, ne { $count }.
    [many] Envyra potřebuje 2 až 4 hráče, ne { $count }.
   *[other] Envyra potřebuje 2 až 4 hráče, ne { $count }.
 }
envyra-error-start-player = Jako začínající bylo zvoleno místo { $seat }, ale u tohoto stolu je hráčů { $count }: počkej na další hráče, nebo založ novou hru s `start_player random` nebo s místem od 1 do { $count }.
envyra-error-game-over = Hra skončila.
envyra-error-not-a-seat = V této hře nehraješ.
envyra-error-not-your-turn = Nejsi na tahu.
envyra-error-sitting-out = V tomto posledním kole nehraješ: žádný dílek na hrací ploše ti není přístupný.
envyra-error-malformed = Tomuto tahu nerozumím.
envyra-error-wrong-place = Teď je čas umístit kostky (I. fáze).
envyra-error-wrong-move = Teď vyber, kterou kostku přesuneš na hrací plochu.
envyra-error-wrong-remove = Teď vyber dílek, který odstraníš z hrací plochy.
envyra-error-positions-list = Zadej pozice pro své kostky jako seznam, např. A1 nebo A1 B2.
envyra-error-position-text = Zadej pozici, například B2.
envyra-error-no-cube = Umísti aspoň 1 kostku.
envyra-error-too-many = Umísti nejvýše 2 kostky.
envyra-error-simplified-one = Ve zjednodušené variantě umísťuješ právě 1 kostku.
envyra-error-supply = { $count ->
    [one] V zásobě máš jen 1 kostku.
    [few] V zásobě máš jen { $count } kostky.
    [many] V zásobě máš jen { $count } kostky.
   *[other] V zásobě máš jen { $count } kostek.
 }
envyra-error-bad-position = { $pos } není pozice na hrací ploše ({ $first } až { $last }).
envyra-error-same-position = Na každé pozici je jedna kostka: vyber dvě různé pozice.
envyra-error-empty-position = Na pozici { $pos } není žádný dílek.
envyra-error-not-movable = { $pos } není žádná z tvých kostek, které můžeš přesunout; vyber { $choices }.
envyra-error-not-removable = Dílek { $pos } nelze odstranit; vyber { $choices }.

## Události
envyra-event-confirmed = { $player } potvrzuje umístění.
envyra-event-confirmed-changed = { $player } mění umístění.
envyra-event-placement = { $count ->
    [one] Kolo { $round }: tvoje kostka jde na { $spots }.
    [few] Kolo { $round }: tvoje kostky jdou na { $spots }.
    [many] Kolo { $round }: tvoje kostky jdou na { $spots }.
   *[other] Kolo { $round }: tvoje kostky jdou na { $spots }.
 }
envyra-event-placement-warn = { $count ->
    [one] Kolo { $round }: tvoje kostka jde na { $spots }. Na { $inaccessible } zatím nemůžeš (požadavek není splněn).
    [few] Kolo { $round }: tvoje kostky jdou na { $spots }. Na { $inaccessible } zatím nemůžeš (požadavek není splněn).
    [many] Kolo { $round }: tvoje kostky jdou na { $spots }. Na { $inaccessible } zatím nemůžeš (požadavek není splněn).
   *[other] Kolo { $round }: tvoje kostky jdou na { $spots }. Na { $inaccessible } zatím nemůžeš (požadavek není splněn).
 }
envyra-event-reveal = Hráčské desky jsou odkryté: { $boards }.
envyra-event-reveal-board = { $player } { $positions }
envyra-event-cube_moved = { $player } přesouvá kostku na { $position } ({ $tile }).
envyra-event-cube_moved-auto = Kostka hráče { $player } se přesouvá na { $position } ({ $tile }), jiná možnost není.
envyra-event-no_move-empty_board = { $player } už nemá na hráčské desce žádnou kostku.
envyra-event-no_move-waiting = { $player } zatím nemůže na { $positions } a nic nepřesouvá; kostka zůstává na další průchod.
envyra-event-no_move-not_movable = { $player } v tomto kroku nemůže přesunout žádnou kostku.
envyra-event-claimed = { $player } získává dílek na { $position } ({ $tile }); kostky: { $counts }.
envyra-event-claimed-tie = { $player } získává dílek na { $position } ({ $tile }); kostky: { $counts } – při shodě rozhodla poslední kostka.
envyra-event-claim-count = { $count } { $player }
envyra-event-cubes_returned-tile_claimed = Kostka hráče { $player } na hráčské desce na { $positions } se vrací: dílek už někdo získal.
envyra-event-cubes_returned-requirement = Kostka hráče { $player } na { $positions } se vrací do zásoby: požadavek není splněn.
envyra-event-cubes_returned-one_per_step = Kostka hráče { $player } na { $positions } se vrací do zásoby: v jednom kroku se přesouvá jen jedna kostka.
envyra-event-cubes_returned-supply_check = { $player } nemá v zásobě žádnou kostku: { $count ->
    [one] { $count } kostka se vrací
    [few] všechny { $count } kostky se vracejí
    [many] všechny { $count } kostky se vracejí
   *[other] všech { $count } kostek se vrací
 } z dílků.
envyra-event-cubes_returned-tile_removed = { $count ->
    [one] Kostka hráče { $player } na odstraněném dílku na { $positions } se vrací do zásoby.
    [few] { $count } kostky hráče { $player } se vracejí z odstraněného dílku na { $positions }.
    [many] { $count } kostky hráče { $player } se vracejí z odstraněného dílku na { $positions }.
   *[other] { $count } kostek hráče { $player } se vrací z odstraněného dílku na { $positions }.
 }
envyra-event-card_taken = { $player } získává kartu Equilibrium { $card }.
envyra-event-round_end = Kolo { $round } končí.
envyra-event-refill = Nový dílek na { $position }: { $tile_info }.
envyra-event-bag_empty = Pytlík je prázdný; prázdné zůstává: { $positions }.
envyra-event-end_set_aside = Na { $position } byl vytažen koncový dílek, ale nikdo nevlastní všechny tři barvy: odkládá se stranou.
envyra-event-end_returned = Koncový dílek se vrací do pytlíku.
envyra-event-end_last = Koncový dílek je poslední v pytlíku a nikdo na něj nemůže.
envyra-event-cone_passed = { $player } přebírá figurku začínajícího hráče.
envyra-event-round_start = Začíná kolo { $round }. Pořadí: { $order }.
envyra-event-round_start-final = Začíná kolo { $round }, poslední kolo. Pořadí: { $order }. Nehraje: { $sitting_out }.
envyra-event-blocked = Žádný dílek na hrací ploše není přístupný pro: { $players }. { $chooser } musí odstranit dílek.
envyra-event-blocked-no_chooser = Žádný dílek na hrací ploše není přístupný pro: { $players }.
envyra-event-tile_removed = { $player } odstraňuje ze hry dílek na { $position } ({ $tile }).
envyra-event-search_draw-helps = Nový dílek na { $position }: { $tile_info }. Teď mohou táhnout všichni hráči.
envyra-event-search_draw-useless = Vytažený dílek: { $tile_info }. Nepomůže, odkládá se stranou.
envyra-event-aside_returned = Zpět do pytlíku: { $tiles }.
envyra-event-search_failed = Žádný dílek v pytlíku nepomůže: hraje se ještě poslední kolo bez zablokovaných hráčů.
envyra-event-final_round = Toto je poslední kolo; nehraje: { $sitting_out }. Po tomto kole hra končí.
envyra-event-secret_card = Tvoje tajná karta Equilibrium: **{ $card }** ({ $symbols }, { $vp } VB). Na konci hry se počítá, pokud vlastníš dílek s každým z těchto symbolů.
envyra-event-resigned = { $player } se vzdává.
envyra-event-game_over = Konečné skóre ({ $reason }): { $standings }.
envyra-event-standing = { $player } { $total } VB
envyra-event-secret-cards = Tajné karty Equilibrium: { $cards }.
envyra-event-secret-card = { $player } { $card }
envyra-event-secret-scored = { $card } (+{ $vp } VB)
envyra-event-secret-missed = { $card } (nesplněna)
envyra-condition = { $condition ->
    [A] někdo získal koncový dílek
    [B] koncový dílek byl poslední v pytlíku a nikdo na něj nemohl
    [C] některý hráč nemohl na žádný dílek
    [D] byl dosažen limit kol
   *[R] některý hráč se vzdal
 }

## Výsledek
envyra-result-win = { $player } vítězí s { $total } VB.
envyra-result-shared-win = { $players } společně vítězí, každý s { $total } VB a { $set_vp } VB ze sad.
envyra-result-by-sets = { $above } je před { $below } při stejných VB ({ $total }) díky více VB ze sad ({ $a } proti { $b }).
envyra-result-by-end = { $above } je před { $below } při stejných VB ({ $total }) i VB ze sad ({ $set_vp }), protože vlastní koncový dílek.
envyra-result-shared = { $players } se dělí o místo: každý { $total } VB a { $set_vp } VB ze sad.
envyra-result-resigned = { $player } se vzdává a je poslední.

## Tlačítka, nabídky a soukromé texty
envyra-label-place = Umístit na { $spots }
envyra-label-move = Přesunout na { $spot }
envyra-label-remove = Odstranit { $spot }
envyra-label-resign = Vzdát se
envyra-label-spot = { $pos } ({ $kind }, cena { $cost }, { $vp } VB)
envyra-ui-tile-label = { $pos } · { $kind } · cena { $cost } · { $vp } VB
envyra-ui-needs = Vyžaduje { $req }
envyra-ui-pick-one = Vyber pozici pro svou kostku
envyra-ui-pick-two = Vyber jednu nebo dvě pozice pro své kostky
envyra-ui-confirm = Potvrdit { $positions }
envyra-ui-confirm-empty = Nejdřív vyber, pak potvrď
envyra-ui-placed = Potvrzeno: { $positions }. Změnit to můžeš, dokud nepotvrdí poslední hráč.
envyra-ui-placed-all = Potvrzeno: { $positions }. Všichni umístili — hráčské desky jsou odkryté ve vlákně hry.
envyra-ui-not-your-turn = { $count ->
    [one] Nejsi na tahu — hraje { $player }.
    [few] Nejsi na tahu — hrají { $player }.
    [many] Nejsi na tahu — hrají { $player }.
   *[other] Nejsi na tahu — hrají { $player }.
 }
envyra-ui-stale = Toto tlačítko patří ke staršímu kolu; použij nejnovější zprávu.
envyra-ui-unknown-button = Toto tlačítko tu nic nedělá.
envyra-ui-private-button = Umístit mé kostky (soukromě)
envyra-ui-phase1-prompt = { $most ->
    [one] **Kolo { $round }, I. fáze**: tajně umísti 1 kostku (v zásobě: { $supply }). Níže vyber její pozici a potvrď.
    [few] **Kolo { $round }, I. fáze**: tajně umísti 1 nebo 2 kostky (v zásobě: { $supply }). Níže vyber pozice a potvrď.
    [many] **Kolo { $round }, I. fáze**: tajně umísti 1 nebo 2 kostky (v zásobě: { $supply }). Níže vyber pozice a potvrď.
   *[other] **Kolo { $round }, I. fáze**: tajně umísti 1 nebo 2 kostky (v zásobě: { $supply }). Níže vyber pozice a potvrď.
 }
envyra-ui-planned = Tvůj současný plán: { $positions }.
envyra-ui-not-planned = Zatím nemáš nic umístěno.
envyra-ui-private-status = Kolo { $round }: tvůj tajný pohled.
envyra-ui-closed-revealed = { $count ->
    [one] Kolo { $round }, I. fáze skončila: tvoje kostka na { $positions } byla odkryta ve vlákně hry.
    [few] Kolo { $round }, I. fáze skončila: tvoje kostky na { $positions } byly odkryty ve vlákně hry.
    [many] Kolo { $round }, I. fáze skončila: tvoje kostky na { $positions } byly odkryty ve vlákně hry.
   *[other] Kolo { $round }, I. fáze skončila: tvoje kostky na { $positions } byly odkryty ve vlákně hry.
 }
envyra-ui-closed-unrevealed = Kolo { $round }, I. fáze skončila: hráčské desky byly odkryty ve vlákně hry.
envyra-ui-closed-ended = Kolo { $round }: hra skončila dřív, než se desky odkryly.
envyra-ui-resign-ask = Vzdát se této hry? Hra hned skončí a budeš poslední.
envyra-ui-resign-yes = Ano, vzdávám se
envyra-ui-resign-no = Zrušit
envyra-ui-resign-cancelled = Vzdání zrušeno, hraješ dál.
envyra-rules-intro = **Envyra** — 2 až 4 hráči soupeří o dílky.
envyra-rules-phase1 = **I. fáze (tajně):** každý hráč umístí 1 nebo 2 kostky ze své zásoby na pozice své hráčské desky (v soukromé zprávě: vyber pozice, pak *Potvrdit*; změnit to můžeš, dokud nepotvrdí poslední hráč).
envyra-rules-phase2 = **II. fáze (veřejně):** hráčské desky se odkryjí; kostky se po jedné přesouvají na hrací plochu hadím pořadím — první kostky po směru hodinových ručiček od začínajícího hráče, druhé kostky zpět. Když máš skutečnou volbu, dostaneš tlačítka ve vlákně. Dílek se získá, když počet kostek na něm dosáhne jeho ceny: vyhrává nejvíc kostek, při shodě poslední umístěná kostka. Vyhrazené dílky vyžadují získané dílky zobrazených barev.
envyra-rules-end = **Konec:** získání koncového dílku hru okamžitě ukončí. Počítají se VB na dílcích a sady různých symbolů jedné barvy (1/2/3/4 symboly: 0/2/4/7 VB). Při shodě rozhodují VB ze sad, potom koncový dílek.
envyra-rules-commands = Příkazy: `/envyra new`, `join`, `leave`, `start`, `board`, `hand` (tvůj tajný pohled — použij ho, pokud máš zavřené soukromé zprávy), `resign`, `rules` (nebo `help`), `abandon`.

## Příkazy
envyra-cmd = Envyra: tajné kostky, veřejné závody o dílky.
envyra-cmd-new = Založit novou hru Envyra ve vlákně tohoto kanálu.
envyra-cmd-new-opt-simplified = Jedna kostka za kolo místo jedné nebo dvou.
envyra-cmd-new-opt-equilibrium = Rozšíření Equilibrium: vypnuto, A (veřejné karty), B (každý tajnou kartu), C (obojí).
envyra-cmd-new-opt-start_player = Kdo začíná s figurkou: náhodně (výchozí) nebo číslo místa.
envyra-cmd-new-opt-round_limit = Ukončit hru po tomto počtu kol (0 = bez omezení, výchozí).
envyra-cmd-resign = Vzdát se hry Envyra (budeš poslední; hra skončí).

## Obrázky
envyra-render-tile-end = KONEC
# same-as-en: the word printed on the bonus tiles
envyra-render-tile-bonus = Bonus
envyra-render-phase = { $phase ->
    [phase1] I. fáze · tajné umístění
    [phase2] II. fáze
    [remove] Odstranění dílku
   *[over] Konec hry
 }
envyra-render-phase-final = { $phase ->
    [phase1] I. fáze · poslední kolo
   *[phase2] II. fáze · poslední kolo
 }
envyra-render-phase-pass = II. fáze · průchod { $number }
envyra-render-all-ready = Všechny desky jsou připravené: odkrývání…
envyra-render-waiting = Čeká se na: { $players }
envyra-render-moves = { $player } přesouvá kostku
envyra-render-moving = Kostky se přesouvají
envyra-render-must-remove = { $marked ->
    [yes] { $player } musí odstranit volný dílek (červený rámeček)
   *[no] { $player } musí odstranit volný dílek
 }
envyra-render-must-remove-blocked = { $marked ->
    [yes] Zablokovaný hráč musí odstranit volný dílek (červený rámeček)
   *[no] Zablokovaný hráč musí odstranit volný dílek
 }
envyra-render-winner = { $count ->
    [one] Vítěz: { $players }
    [few] Společné vítězství: { $players }
    [many] Společné vítězství: { $players }
   *[other] Společné vítězství: { $players }
 }
envyra-render-over = Hra skončila
envyra-render-empty = prázdné
envyra-render-tile-vp = dílky { $count }
envyra-render-set-vp = sady { $count }
envyra-render-card-vp = karty { $count }
envyra-render-badge-blocked = Zablokován
envyra-render-badge-to-move = Na tahu
envyra-render-badge-chooses = Vybírá
envyra-render-badge-ready = Hotovo
envyra-render-badge-choosing = Vybírá…
envyra-render-supply = Zásoba
envyra-render-none = žádné
envyra-render-no-tiles = Zatím žádné dílky
envyra-render-start-player = Začínající hráč
envyra-render-bag = Pytlík
envyra-render-box = Krabice
envyra-render-move-order = Pořadí tahů
envyra-render-pass = Průchod { $number }
envyra-render-note-simplified = Jen 1 kostka za kolo
envyra-render-note-secret = Každý hráč má tajnou kartu
envyra-render-cards-on-offer = Karty v nabídce
envyra-render-all-taken = všechny získány
envyra-render-title = Envyra · Kolo { $round }
envyra-render-private-title = Tvoje deska · Kolo { $round }
envyra-render-private = Soukromé
envyra-render-planned-cube = tvoje plánovaná kostka
envyra-render-lack-colours = chybí ti barvy
envyra-render-your-cubes = Tvoje kostky
envyra-render-planned = Plán
envyra-render-not-yet = vyber 1–2 dílky
envyra-render-your-tiles = Tvoje dílky
envyra-render-colours-owned = Tvoje barvy
envyra-render-secret-cards = { $count ->
    [one] Tvoje tajná karta
    [few] Tvoje tajné karty
    [many] Tvoje tajné karty
   *[other] Tvoje tajné karty
 }
envyra-render-cards-taken = Tvoje získané karty
envyra-render-secret-card-result = { $card } (tajná)
envyra-render-col-player = Hráč
envyra-render-col-tiles = Dílky
envyra-render-col-sets = Sady
envyra-render-col-cards = Karty
envyra-render-col-end = Konec
envyra-render-col-total = Celkem
envyra-render-no-scores = Zatím žádné body: hra ještě neskončila.
envyra-render-equilibrium = Karty Equilibrium: { $cards }
envyra-render-condition = { $condition ->
    [A] Někdo získal koncový dílek
    [B] V pytlíku zůstal jen koncový dílek a nikdo ho nemohl získat
    [C] Některý hráč byl zablokován; odehrálo se poslední kolo
    [D] Byl dosažen limit kol
   *[other] Konec hry
 }
envyra-render-condition-round = { $condition } · kolo { $round }
envyra-render-final-title = Envyra · Konečné pořadí
envyra-render-shared-place = dělené místo
envyra-render-took-end = má koncový dílek
envyra-render-how-decided = Jak se rozhodlo o pořadí
