### Envyra po slovensky.
### Glossary (pravidlá ENVYRA, SK): dielik (tile), kocka (cube), hracia plocha (grid), hráčska doska (player board),
### zásoba (supply), vrecko (bag), krabica (box), koncový dielik (End tile), bonusový dielik, figúrka začínajúceho
### hráča – kužeľ (start-player cone), kolo, I. fáza / II. fáza, prechod (pass), vyhradený dielik, sada (set),
### víťazné body – VB, karta Equilibrium, získať dielik (claim), odstrániť dielik z hry (remove), zjednodušený variant.
### Témy (farby): zelená, modrá, oranžová. Symboly: list, strom, kvet, papraď, more, dážď, rieka, ľad, slnko, oheň,
### sopka, púšť.

# same-as-en: the game's name
envyra-title = Envyra

## Mená vecí
envyra-seat-name = Miesto { $number }
envyra-player-name = Hráč { $number }
envyra-nobody = nikto
envyra-no-cubes = žiadne kocky
envyra-theme = { $theme ->
    [Green] zelená
    [Blue] modrá
    [Orange] oranžová
   *[other] { $theme }
 }
envyra-symbol = { $symbol ->
    [Leaf] list
    [Tree] strom
    [Flower] kvet
    [Fern] papraď
    [Sea] more
    [Rain] dážď
    [River] rieka
    [Ice] ľad
    [Sun] slnko
    [Fire] oheň
    [Volcano] sopka
    [Desert] púšť
   *[other] { $symbol }
 }
envyra-tile-name = { $symbol ->
    [Leaf] Zelený list
    [Tree] Zelený strom
    [Flower] Zelený kvet
    [Fern] Zelená papraď
    [Sea] Modré more
    [Rain] Modrý dážď
    [River] Modrá rieka
    [Ice] Modrý ľad
    [Sun] Oranžové slnko
    [Fire] Oranžový oheň
    [Volcano] Oranžová sopka
    [Desert] Oranžová púšť
    [bonus] bonusový dielik
   *[end] koncový dielik
 }
envyra-tile-kind = { $kind ->
    [bonus] Bonusový dielik
    [end] Koncový dielik
   *[theme] Dielik
 }
envyra-card = { $card ->
    [EQ1] Slnko a dážď
    [EQ2] More a list
    [EQ3] Oheň a ľad
    [EQ4] Rieka a strom
    [EQ5] Sopka a papraď
    [EQ6] Púšť a kvet
    [EQ7] Ostrov
    [EQ8] Oáza
   *[EQ9] Lesný požiar
 }
envyra-card-label = { $name } ({ $vp } VB)
envyra-tile-info = { $name } (cena { $cost }, { $vp } VB)
envyra-tile-info-needs = { $name } (cena { $cost }, { $vp } VB, vyžaduje { $req })
envyra-req-item = { $colour } { $count }
envyra-spot = { $pos } ({ $tile })
envyra-cubes = { $count ->
    [one] { $count } kocka
    [few] { $count } kocky
    [many] { $count } kocky
   *[other] { $count } kociek
 }

## Nastavenia
envyra-optdesc-simplified = Zjednodušený variant: každý hráč umiestni v kole práve jednu kocku.
envyra-optdesc-equilibrium = Karty EQUILIBRIUM: vypnuté, A (verejné karty), B (každý jednu tajnú kartu) alebo C (oboje).
envyra-optdesc-start_player = Kto má figúrku začínajúceho hráča v 1. kole: náhodne, alebo číslo miesta.
envyra-optdesc-round_limit = Ukončiť hru po tomto kole (0 = bez obmedzenia).
envyra-optdesc-end_tile = Ktorý koncový dielik sa použije (k dispozícii je len štandardný).
envyra-option-simplified = { $value ->
    [yes] Kocky: 1 za kolo (zjednodušený variant)
   *[no] Kocky: 1 alebo 2 za kolo
 }
envyra-option-equilibrium = { $value ->
    [A] Equilibrium: A (verejné karty)
    [B] Equilibrium: B (každý jednu tajnú kartu)
    [C] Equilibrium: C (verejné karty a každý jednu tajnú kartu)
   *[off] Equilibrium: vypnuté
 }
envyra-option-start-random = Začínajúci hráč: náhodne
envyra-option-start-seat = Začínajúci hráč: miesto { $seat }
envyra-option-rounds-none = Kolá: bez obmedzenia
envyra-option-rounds-limit = { $count ->
    [one] Kolá: najviac { $count } kolo
    [few] Kolá: najviac { $count } kolá
    [many] Kolá: najviac { $count } kola
   *[other] Kolá: najviac { $count } kôl
 }

## Odmietnutia
envyra-error-player-count = { $count ->
    [one] Envyra potrebuje 2 až 4 hráčov, nie { $count }.
    [few] Envyra potrebuje 2 až 4 hráčov, nie { $count }.
    [many] Envyra potrebuje 2 až 4 hráčov, nie { $count }.
   *[other] Envyra potrebuje 2 až 4 hráčov, nie { $count }.
 }
envyra-error-start-player = Ako začínajúce bolo zvolené miesto { $seat }, ale pri tomto stole je hráčov { $count }: počkaj na ďalších hráčov, alebo založ novú hru s `start_player random` alebo s miestom od 1 do { $count }.
envyra-error-game-over = Hra sa skončila.
envyra-error-not-a-seat = V tejto hre nehráš.
envyra-error-not-your-turn = Nie si na ťahu.
envyra-error-sitting-out = V tomto poslednom kole nehráš: žiadny dielik na hracej ploche ti nie je prístupný.
envyra-error-malformed = Tomuto ťahu nerozumiem.
envyra-error-wrong-place = Teraz je čas umiestniť kocky (I. fáza).
envyra-error-wrong-move = Teraz vyber, ktorú kocku premiestniš na hraciu plochu.
envyra-error-wrong-remove = Teraz vyber dielik, ktorý odstrániš z hracej plochy.
envyra-error-positions-list = Zadaj pozície pre svoje kocky ako zoznam, napr. A1 alebo A1 B2.
envyra-error-position-text = Zadaj pozíciu, napríklad B2.
envyra-error-no-cube = Umiestni aspoň 1 kocku.
envyra-error-too-many = Umiestni najviac 2 kocky.
envyra-error-simplified-one = V zjednodušenom variante umiestňuješ práve 1 kocku.
envyra-error-supply = { $count ->
    [one] V zásobe máš iba 1 kocku.
    [few] V zásobe máš iba { $count } kocky.
    [many] V zásobe máš iba { $count } kocky.
   *[other] V zásobe máš iba { $count } kociek.
 }
envyra-error-bad-position = { $pos } nie je pozícia na hracej ploche ({ $first } až { $last }).
envyra-error-same-position = Na každej pozícii je jedna kocka: vyber dve rôzne pozície.
envyra-error-empty-position = Na pozícii { $pos } nie je žiadny dielik.
envyra-error-not-movable = { $pos } nie je žiadna z tvojich kociek, ktoré môžeš premiestniť; vyber { $choices }.
envyra-error-not-removable = Dielik { $pos } sa nedá odstrániť; vyber { $choices }.

## Udalosti
envyra-event-confirmed = { $player } potvrdzuje umiestnenie.
envyra-event-confirmed-changed = { $player } mení umiestnenie.
envyra-event-placement = { $count ->
    [one] Kolo { $round }: tvoja kocka ide na { $spots }.
    [few] Kolo { $round }: tvoje kocky idú na { $spots }.
    [many] Kolo { $round }: tvoje kocky idú na { $spots }.
   *[other] Kolo { $round }: tvoje kocky idú na { $spots }.
 }
envyra-event-placement-warn = { $count ->
    [one] Kolo { $round }: tvoja kocka ide na { $spots }. Na { $inaccessible } zatiaľ nemôžeš (požiadavka nie je splnená).
    [few] Kolo { $round }: tvoje kocky idú na { $spots }. Na { $inaccessible } zatiaľ nemôžeš (požiadavka nie je splnená).
    [many] Kolo { $round }: tvoje kocky idú na { $spots }. Na { $inaccessible } zatiaľ nemôžeš (požiadavka nie je splnená).
   *[other] Kolo { $round }: tvoje kocky idú na { $spots }. Na { $inaccessible } zatiaľ nemôžeš (požiadavka nie je splnená).
 }
envyra-event-reveal = Hráčske dosky sú odkryté: { $boards }.
envyra-event-reveal-board = { $player } { $positions }
envyra-event-cube_moved = { $player } premiestňuje kocku na { $position } ({ $tile }).
envyra-event-cube_moved-auto = Kocka hráča { $player } sa premiestňuje na { $position } ({ $tile }), iná možnosť nie je.
envyra-event-no_move-empty_board = { $player } už nemá na hráčskej doske žiadnu kocku.
envyra-event-no_move-waiting = { $player } zatiaľ nemôže na { $positions } a nič nepremiestňuje; kocka zostáva na ďalší prechod.
envyra-event-no_move-not_movable = { $player } v tomto kroku nemôže premiestniť žiadnu kocku.
envyra-event-claimed = { $player } získava dielik na { $position } ({ $tile }); kocky: { $counts }.
envyra-event-claimed-tie = { $player } získava dielik na { $position } ({ $tile }); kocky: { $counts } – pri zhode rozhodla posledná kocka.
envyra-event-claim-count = { $count } { $player }
envyra-event-cubes_returned-tile_claimed = Kocka hráča { $player } na hráčskej doske na { $positions } sa vracia: dielik už niekto získal.
envyra-event-cubes_returned-requirement = Kocka hráča { $player } na { $positions } sa vracia do zásoby: požiadavka nie je splnená.
envyra-event-cubes_returned-one_per_step = Kocka hráča { $player } na { $positions } sa vracia do zásoby: v jednom kroku sa premiestňuje len jedna kocka.
envyra-event-cubes_returned-supply_check = { $player } nemá v zásobe žiadnu kocku: { $count ->
    [one] { $count } kocka sa vracia
    [few] všetky { $count } kocky sa vracajú
    [many] všetky { $count } kocky sa vracajú
   *[other] všetkých { $count } kociek sa vracia
 } z dielikov.
envyra-event-cubes_returned-tile_removed = { $count ->
    [one] Kocka hráča { $player } na odstránenom dieliku na { $positions } sa vracia do zásoby.
    [few] { $count } kocky hráča { $player } sa vracajú z odstráneného dielika na { $positions }.
    [many] { $count } kocky hráča { $player } sa vracajú z odstráneného dielika na { $positions }.
   *[other] { $count } kociek hráča { $player } sa vracia z odstráneného dielika na { $positions }.
 }
envyra-event-card_taken = { $player } získava kartu Equilibrium { $card }.
envyra-event-round_end = Kolo { $round } sa končí.
envyra-event-refill = Nový dielik na { $position }: { $tile_info }.
envyra-event-bag_empty = Vrecko je prázdne; prázdne zostáva: { $positions }.
envyra-event-end_set_aside = Na { $position } bol vytiahnutý koncový dielik, ale nikto nevlastní všetky tri farby: odkladá sa nabok.
envyra-event-end_returned = Koncový dielik sa vracia do vrecka.
envyra-event-end_last = Koncový dielik je posledný vo vrecku a nikto naň nemôže.
envyra-event-cone_passed = { $player } preberá figúrku začínajúceho hráča.
envyra-event-round_start = Začína sa kolo { $round }. Poradie: { $order }.
envyra-event-round_start-final = Začína sa kolo { $round }, posledné kolo. Poradie: { $order }. Nehrá: { $sitting_out }.
envyra-event-blocked = Žiadny dielik na hracej ploche nie je prístupný pre: { $players }. { $chooser } musí odstrániť dielik.
envyra-event-blocked-no_chooser = Žiadny dielik na hracej ploche nie je prístupný pre: { $players }.
envyra-event-tile_removed = { $player } odstraňuje z hry dielik na { $position } ({ $tile }).
envyra-event-search_draw-helps = Nový dielik na { $position }: { $tile_info }. Teraz môžu ťahať všetci hráči.
envyra-event-search_draw-useless = Vytiahnutý dielik: { $tile_info }. Nepomôže, odkladá sa nabok.
envyra-event-aside_returned = Späť do vrecka: { $tiles }.
envyra-event-search_failed = Žiadny dielik vo vrecku nepomôže: hrá sa ešte posledné kolo bez zablokovaných hráčov.
envyra-event-final_round = Toto je posledné kolo; nehrá: { $sitting_out }. Po tomto kole sa hra končí.
envyra-event-secret_card = Tvoja tajná karta Equilibrium: **{ $card }** ({ $symbols }, { $vp } VB). Na konci hry sa ráta, ak vlastníš dielik s každým z týchto symbolov.
envyra-event-resigned = { $player } sa vzdáva.
envyra-event-game_over = Konečné skóre ({ $reason }): { $standings }.
envyra-event-standing = { $player } { $total } VB
envyra-event-secret-cards = Tajné karty Equilibrium: { $cards }.
envyra-event-secret-card = { $player } { $card }
envyra-event-secret-scored = { $card } (+{ $vp } VB)
envyra-event-secret-missed = { $card } (nesplnená)
envyra-condition = { $condition ->
    [A] niekto získal koncový dielik
    [B] koncový dielik bol posledný vo vrecku a nikto naň nemohol
    [C] niektorý hráč nemohol na žiadny dielik
    [D] dosiahol sa limit kôl
   *[R] niektorý hráč sa vzdal
 }

## Výsledok
envyra-result-win = { $player } víťazí s { $total } VB.
envyra-result-shared-win = { $players } spoločne víťazia, každý s { $total } VB a { $set_vp } VB zo sád.
envyra-result-by-sets = { $above } je pred { $below } pri rovnakých VB ({ $total }) vďaka viac VB zo sád ({ $a } oproti { $b }).
envyra-result-by-end = { $above } je pred { $below } pri rovnakých VB ({ $total }) aj VB zo sád ({ $set_vp }), pretože vlastní koncový dielik.
envyra-result-shared = { $players } sa delia o miesto: každý { $total } VB a { $set_vp } VB zo sád.
envyra-result-resigned = { $player } sa vzdáva a končí na poslednom mieste.

## Tlačidlá, ponuky a súkromné texty
envyra-label-place = Umiestniť na { $spots }
envyra-label-move = Premiestniť na { $spot }
envyra-label-remove = Odstrániť { $spot }
envyra-label-resign = Vzdať sa
envyra-label-spot = { $pos } ({ $kind }, cena { $cost }, { $vp } VB)
envyra-ui-tile-label = { $pos } · { $kind } · cena { $cost } · { $vp } VB
envyra-ui-needs = Vyžaduje { $req }
envyra-ui-pick-one = Vyber pozíciu pre svoju kocku
envyra-ui-pick-two = Vyber jednu alebo dve pozície pre svoje kocky
envyra-ui-confirm = Potvrdiť { $positions }
envyra-ui-confirm-empty = Najprv vyber, potom potvrď
envyra-ui-placed = Potvrdené: { $positions }. Zmeniť to môžeš, kým nepotvrdí posledný hráč.
envyra-ui-placed-all = Potvrdené: { $positions }. Všetci umiestnili — hráčske dosky sú odkryté vo vlákne hry.
envyra-ui-not-your-turn = { $count ->
    [one] Nie si na ťahu — hrá { $player }.
    [few] Nie si na ťahu — hrajú { $player }.
    [many] Nie si na ťahu — hrajú { $player }.
   *[other] Nie si na ťahu — hrajú { $player }.
 }
envyra-ui-stale = Toto tlačidlo patrí k staršiemu kolu; použi najnovšiu správu.
envyra-ui-unknown-button = Toto tlačidlo tu nič nerobí.
envyra-ui-private-button = Umiestniť moje kocky (súkromne)
envyra-ui-phase1-prompt = { $most ->
    [one] **Kolo { $round }, I. fáza**: tajne umiestni 1 kocku (v zásobe: { $supply }). Nižšie vyber jej pozíciu a potvrď.
    [few] **Kolo { $round }, I. fáza**: tajne umiestni 1 alebo 2 kocky (v zásobe: { $supply }). Nižšie vyber pozície a potvrď.
    [many] **Kolo { $round }, I. fáza**: tajne umiestni 1 alebo 2 kocky (v zásobe: { $supply }). Nižšie vyber pozície a potvrď.
   *[other] **Kolo { $round }, I. fáza**: tajne umiestni 1 alebo 2 kocky (v zásobe: { $supply }). Nižšie vyber pozície a potvrď.
 }
envyra-ui-planned = Tvoj súčasný plán: { $positions }.
envyra-ui-not-planned = Zatiaľ nemáš nič umiestnené.
envyra-ui-private-status = Kolo { $round }: tvoj tajný pohľad.
envyra-ui-closed-revealed = { $count ->
    [one] Kolo { $round }, I. fáza skončila: tvoja kocka na { $positions } bola odkrytá vo vlákne hry.
    [few] Kolo { $round }, I. fáza skončila: tvoje kocky na { $positions } boli odkryté vo vlákne hry.
    [many] Kolo { $round }, I. fáza skončila: tvoje kocky na { $positions } boli odkryté vo vlákne hry.
   *[other] Kolo { $round }, I. fáza skončila: tvoje kocky na { $positions } boli odkryté vo vlákne hry.
 }
envyra-ui-closed-unrevealed = Kolo { $round }, I. fáza skončila: hráčske dosky boli odkryté vo vlákne hry.
envyra-ui-closed-ended = Kolo { $round }: hra sa skončila skôr, než sa dosky odkryli.
envyra-ui-resign-ask = Vzdať sa tejto hry? Hra sa hneď skončí a budeš na poslednom mieste.
envyra-ui-resign-yes = Áno, vzdávam sa
envyra-ui-resign-no = Zrušiť
envyra-ui-resign-cancelled = Vzdanie zrušené, hráš ďalej.
envyra-rules-intro = **Envyra** — 2 až 4 hráči súperia o dieliky.
envyra-rules-phase1 = **I. fáza (tajne):** každý hráč umiestni 1 alebo 2 kocky zo svojej zásoby na pozície svojej hráčskej dosky (v súkromnej správe: vyber pozície, potom *Potvrdiť*; zmeniť to môžeš, kým nepotvrdí posledný hráč).
envyra-rules-phase2 = **II. fáza (verejne):** hráčske dosky sa odkryjú; kocky sa po jednej premiestňujú na hraciu plochu hadím poradím — prvé kocky v smere hodinových ručičiek od začínajúceho hráča, druhé kocky späť. Keď máš skutočnú voľbu, dostaneš tlačidlá vo vlákne. Dielik získa hráč, keď počet kociek na ňom dosiahne jeho cenu: vyhráva najviac kociek, pri zhode posledná umiestnená kocka. Vyhradené dieliky vyžadujú získané dieliky zobrazených farieb.
envyra-rules-end = **Koniec:** získanie koncového dielika hru okamžite ukončí. Rátajú sa VB na dielikoch a sady rôznych symbolov jednej farby (1/2/3/4 symboly: 0/2/4/7 VB). Pri zhode rozhodujú VB zo sád, potom koncový dielik.
envyra-rules-commands = Príkazy: `/envyra new`, `join`, `leave`, `start`, `board`, `hand` (tvoj tajný pohľad — použi ho, ak máš zatvorené súkromné správy), `resign`, `rules` (alebo `help`), `abandon`.

## Príkazy
envyra-cmd = Envyra: tajné kocky, verejné preteky o dieliky.
envyra-cmd-new = Založiť novú hru Envyra vo vlákne tohto kanála.
envyra-cmd-new-opt-simplified = Jedna kocka za kolo namiesto jednej alebo dvoch.
envyra-cmd-new-opt-equilibrium = Rozšírenie Equilibrium: vypnuté, A (verejné karty), B (každý tajnú kartu), C (oboje).
envyra-cmd-new-opt-start_player = Kto začína s figúrkou: náhodne (predvolené) alebo číslo miesta.
envyra-cmd-new-opt-round_limit = Ukončiť hru po tomto počte kôl (0 = bez obmedzenia, predvolené).
envyra-cmd-resign = Vzdať sa hry Envyra (budeš na poslednom mieste; hra sa skončí).

## Obrázky
envyra-render-tile-end = KONIEC
# same-as-en: the word printed on the bonus tiles
envyra-render-tile-bonus = Bonus
envyra-render-phase = { $phase ->
    [phase1] I. fáza · tajné umiestnenie
    [phase2] II. fáza
    [remove] Odstránenie dielika
   *[over] Koniec hry
 }
envyra-render-phase-final = { $phase ->
    [phase1] I. fáza · posledné kolo
   *[phase2] II. fáza · posledné kolo
 }
envyra-render-phase-pass = II. fáza · prechod { $number }
envyra-render-all-ready = Všetky dosky sú pripravené: odkrývanie…
envyra-render-waiting = Čaká sa na: { $players }
envyra-render-moves = { $player } premiestňuje kocku
envyra-render-moving = Kocky sa premiestňujú
envyra-render-must-remove = { $marked ->
    [yes] { $player } musí odstrániť voľný dielik (červený rámik)
   *[no] { $player } musí odstrániť voľný dielik
 }
envyra-render-must-remove-blocked = { $marked ->
    [yes] Zablokovaný hráč musí odstrániť voľný dielik (červený rámik)
   *[no] Zablokovaný hráč musí odstrániť voľný dielik
 }
envyra-render-winner = { $count ->
    [one] Víťaz: { $players }
    [few] Spoločné víťazstvo: { $players }
    [many] Spoločné víťazstvo: { $players }
   *[other] Spoločné víťazstvo: { $players }
 }
envyra-render-over = Hra sa skončila
envyra-render-empty = prázdne
envyra-render-tile-vp = dieliky { $count }
envyra-render-set-vp = sady { $count }
envyra-render-card-vp = karty { $count }
envyra-render-badge-blocked = Zablokovaný
envyra-render-badge-to-move = Na ťahu
envyra-render-badge-chooses = Vyberá
envyra-render-badge-ready = Hotovo
envyra-render-badge-choosing = Vyberá…
envyra-render-supply = Zásoba
envyra-render-none = žiadne
envyra-render-no-tiles = Zatiaľ žiadne dieliky
envyra-render-start-player = Začínajúci hráč
envyra-render-bag = Vrecko
envyra-render-box = Krabica
envyra-render-move-order = Poradie ťahov
envyra-render-pass = Prechod { $number }
envyra-render-note-simplified = Len 1 kocka za kolo
envyra-render-note-secret = Každý hráč má tajnú kartu
envyra-render-cards-on-offer = Karty v ponuke
envyra-render-all-taken = všetky získané
envyra-render-title = Envyra · Kolo { $round }
envyra-render-private-title = Tvoja doska · Kolo { $round }
envyra-render-private = Súkromné
envyra-render-planned-cube = tvoja plánovaná kocka
envyra-render-lack-colours = chýbajú ti farby
envyra-render-your-cubes = Tvoje kocky
envyra-render-planned = Plán
envyra-render-not-yet = vyber 1–2 dieliky
envyra-render-your-tiles = Tvoje dieliky
envyra-render-colours-owned = Tvoje farby
envyra-render-secret-cards = { $count ->
    [one] Tvoja tajná karta
    [few] Tvoje tajné karty
    [many] Tvoje tajné karty
   *[other] Tvoje tajné karty
 }
envyra-render-cards-taken = Tvoje získané karty
envyra-render-secret-card-result = { $card } (tajná)
envyra-render-col-player = Hráč
envyra-render-col-tiles = Dieliky
envyra-render-col-sets = Sady
envyra-render-col-cards = Karty
envyra-render-col-end = Koniec
envyra-render-col-total = Spolu
envyra-render-no-scores = Zatiaľ žiadne body: hra ešte neskončila.
envyra-render-equilibrium = Karty Equilibrium: { $cards }
envyra-render-condition = { $condition ->
    [A] Niekto získal koncový dielik
    [B] Vo vrecku zostal len koncový dielik a nikto ho nemohol získať
    [C] Niektorý hráč bol zablokovaný; odohralo sa posledné kolo
    [D] Dosiahol sa limit kôl
   *[other] Koniec hry
 }
envyra-render-condition-round = { $condition } · kolo { $round }
envyra-render-final-title = Envyra · Konečné poradie
envyra-render-shared-place = delené miesto
envyra-render-took-end = má koncový dielik
envyra-render-how-decided = Ako sa rozhodlo o poradí
