### Hieroglyfy po slovensky. Pojmy podľa českých pravidiel (Hieroglyfická stena), po slovensky: stena, šachta,
### okno, pilier, skarab, prieskumník, rezerva, sarkofág (oči, hodnota), karta faraóna, karta prekliatia,
### prekliate kolo, Faraónova kliatba, Oči sfingy, zásoba (kariet / skarabov).

hieroglyphs-title = Hieroglyfy
hieroglyphs-animal = { $animal ->
    [CAM] Ťava
    [MUL] Mulica
    [SNK] Had
    [IBS] Ibis
    [CAT] Mačka
    [CRO] Krokodíl
   *[FAL] Sokol
 }
hieroglyphs-colour = { $colour ->
    [RED] Červená
    [BLU] Modrá
    [GRN] Zelená
   *[YEL] Žltá
 }
hieroglyphs-facing = { $facing ->
    [L] doľava
   *[R] doprava
 }
hieroglyphs-pair-type = { $type ->
    [same] rovnakým smerom
   *[opposite] opačným smerom
 }
hieroglyphs-right = { $right ->
    [OCCUPY] obsadiť voľný pilier
   *[DISPLACE] vytlačiť súpera
 }
hieroglyphs-card = { $animal } (hľadí { $facing })
hieroglyphs-pair = { $cell } ({ $type })

## Počty a doby
hieroglyphs-count-pairs = { $count ->
    [one] { $count } pár
    [few] { $count } páry
    [many] { $count } páru
   *[other] { $count } párov
 }
hieroglyphs-count-scarab_attempts = { $count ->
    [one] { $count } pokus o skaraba
    [few] { $count } pokusy o skaraba
    [many] { $count } pokusu o skaraba
   *[other] { $count } pokusov o skaraba
 }
hieroglyphs-count-cards = { $count ->
    [one] { $count } kartu
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } kariet
 }
hieroglyphs-count-scarabs = { $count ->
    [one] { $count } skaraba
    [few] { $count } skaraby
    [many] { $count } skaraba
   *[other] { $count } skarabov
 }
hieroglyphs-count-attempts = { $count ->
    [one] { $count } pokus
    [few] { $count } pokusy
    [many] { $count } pokusu
   *[other] { $count } pokusov
 }
hieroglyphs-count-sarcophagi = { $count ->
    [one] { $count } sarkofág
    [few] { $count } sarkofágy
    [many] { $count } sarkofágu
   *[other] { $count } sarkofágov
 }
hieroglyphs-duration-minutes = { $count ->
    [one] { $count } minúta
    [few] { $count } minúty
    [many] { $count } minúty
   *[other] { $count } minút
 }
hieroglyphs-duration-hours = { $count ->
    [one] { $count } hodina
    [few] { $count } hodiny
    [many] { $count } hodiny
   *[other] { $count } hodín
 }
hieroglyphs-duration-seconds = { $count ->
    [one] { $count } sekunda
    [few] { $count } sekundy
    [many] { $count } sekundy
   *[other] { $count } sekúnd
 }

## Nastavenia (popisy)
hieroglyphs-optdesc-pharaohs_curse = Faraónova kliatba: 6 kariet prekliatia v zásobe spúšťa prekliate kolo — hľadanie 3 zvierat v rade.
hieroglyphs-optdesc-curse_time_limit_s = Koľko sekúnd trvá prekliate kolo (10 až 86400; predvolene 600 = 10 minút).
hieroglyphs-optdesc-curse_max_wrong_attempts = Koľko zlých odpovedí smie hráč dať pri jednom prekliatí, kým je vyradený.
hieroglyphs-optdesc-eyes_of_the_sphinx = Oči sfingy: pár tvorí akýkoľvek rad cez novú kartu s práve dvoma rovnakými zvieratami.
hieroglyphs-optdesc-start_player = Kto začína: náhodne, alebo číslo miesta 1–4.
hieroglyphs-optdesc-decision_timeout_s = Počet sekúnd, po ktorých nezodpovedané rozhodnutie dostane predvolenú voľbu (0 = nikdy).

## Riadky lobby
hieroglyphs-option-pharaohs_curse = Faraónova kliatba: { $value }
hieroglyphs-option-curse_time_limit_s = Prekliate kolo: { $value }
hieroglyphs-option-curse_max_wrong_attempts = Povolené zlé odpovede pri prekliatí: { $value }
hieroglyphs-option-eyes_of_the_sphinx = Oči sfingy: { $value }
hieroglyphs-option-start_player = Začínajúci hráč: { $value }
hieroglyphs-option-decision_timeout_s = Čas na rozhodnutie: { $value }
hieroglyphs-option-on = zapnuté
hieroglyphs-option-off = vypnuté
hieroglyphs-option-random = náhodne
hieroglyphs-option-seat = miesto { $seat }

## Tlačidlá
hieroglyphs-button-drop = { $card }
hieroglyphs-button-column = Šachta { $column }
hieroglyphs-button-place_explorer = Umiestniť prieskumníka
hieroglyphs-button-move_explorer = Presunúť prieskumníka od piliera { $source }
hieroglyphs-button-decline_explorer = Neumiestňovať
hieroglyphs-button-move_scarabs = { $scarabs_count }: { $source } → { $target }
hieroglyphs-button-done = Hotovo
hieroglyphs-button-curse_submit = Odoslať { $cells }
hieroglyphs-button-curse_victim = Prekliať: { $victim }
hieroglyphs-button-surrender = Dať sarkofág ({ $eyes } { $eyes ->
    [one] oko
    [few] oči
    [many] oka
   *[other] očí
 }, hodnota { $value })
hieroglyphs-button-timeout = Vypršal čas
hieroglyphs-button-curse_timeout = Ukončiť prekliate kolo

## Fázy
hieroglyphs-phase-drop = { $player } vkladá kartu
hieroglyphs-phase-explorer = { $player } rozhoduje o prieskumníkovi
hieroglyphs-phase-curse_race = Prekliate kolo: nájdite rad!
hieroglyphs-phase-curse_victim = { $player } vyberá, koho prekliať
hieroglyphs-phase-curse_surrender = { $player } odovzdáva sarkofág
hieroglyphs-phase-final = Záverečné presuny skarabov: { $player }
hieroglyphs-phase-over = Koniec hry

## Udalosti
hieroglyphs-event-game_started = Hieroglyfy sa začínajú. Začína { $player }. Piliere zľava doprava: { $pillars }.
hieroglyphs-event-hand_dealt = Tvoje karty: { $cards }. Tvoja karta faraóna: { $pharaoh } (+7, ak na konci stojí tvoj prieskumník pri pilieri { $pharaoh }). Nikomu ich neukazuj!
hieroglyphs-event-turn_started = Ťah { $turn }/49: { $player }, vlož kartu do steny.
hieroglyphs-event-turn_hand = Si na ťahu! Tvoje karty: { $cards }.
hieroglyphs-event-card_dropped = { $player } vkladá kartu { $card } do šachty { $column }; padá na { $column },{ $row }.
hieroglyphs-event-no_pair = Vedľa nie je { $pillar }: žiadny pár.
hieroglyphs-event-pairs_found = { $pillar } — { $pairs_count }: { $pairs }. Právo prieskumníka: { $right }; { $attempts_count }.
hieroglyphs-event-explorer_choice = { $player } smie umiestniť prieskumníka k pilieru { $pillar }.
hieroglyphs-event-explorer_choice_move = { $player } smie presunúť jedného zo svojich prieskumníkov k pilieru { $pillar } (rezerva je prázdna).
hieroglyphs-event-explorer_skipped_own = Prieskumník hráča { $player } už stojí pri pilieri { $pillar }.
hieroglyphs-event-explorer_skipped_rival = Prieskumník hráča { $holder } zostáva pri pilieri { $pillar } (páry len opačným smerom).
hieroglyphs-event-explorer_placed = { $player } umiestňuje prieskumníka k pilieru { $pillar }.
hieroglyphs-event-explorer_moved = { $player } presúva prieskumníka od piliera { $source } k pilieru { $pillar }.
hieroglyphs-event-explorer_displaced = Prieskumník hráča { $displaced } sa vracia do rezervy.
hieroglyphs-event-explorer_declined = { $player } neumiestňuje prieskumníka k pilieru { $pillar }.
hieroglyphs-event-scarab_placed = Skarab prichádza k pilieru { $pillar } ({ $scarabs }/3; v zásobe { $supply }).
hieroglyphs-event-scarab_failed_pillar_full = Žiadny skarab pre pilier { $pillar }: už má 3.
hieroglyphs-event-scarab_failed_supply_empty = Žiadny skarab pre pilier { $pillar }: zásoba je prázdna.
hieroglyphs-event-pillar_charged = Pilier { $pillar } má 3 skaraby a žiadneho prieskumníka: ďalší prieskumník tam otvorí sarkofág.
hieroglyphs-event-sarcophagus_opened = { $player } otvára sarkofág ({ $eyes } { $eyes ->
    [one] oko
    [few] oči
    [many] oka
   *[other] očí
 }) pri pilieri { $pillar }!
hieroglyphs-event-sarcophagus_value = Tvoj sarkofág ({ $eyes } { $eyes ->
    [one] oko
    [few] oči
    [many] oka
   *[other] očí
 }) pri pilieri { $pillar } má hodnotu { $value } { $value ->
    [one] bod
    [few] body
    [many] bodu
   *[other] bodov
 }.
hieroglyphs-event-cards_drawn = Doberáš si: { $cards }.
hieroglyphs-event-hand_refilled = { $player } si doberá { $drawn_count } a drží { $hand_size }; v zásobe zostáva { $stock }.
hieroglyphs-event-hand_refilled_empty = { $hand_size ->
    [0] Zásoba je prázdna a { $player } už nemá žiadnu kartu.
    [one] Zásoba je prázdna: { $player } hrá ďalej z ruky (zostáva { $hand_size }).
    [few] Zásoba je prázdna: { $player } hrá ďalej z ruky (zostáva { $hand_size }).
    [many] Zásoba je prázdna: { $player } hrá ďalej z ruky (zostáva { $hand_size }).
   *[other] Zásoba je prázdna: { $player } hrá ďalej z ruky (zostáva { $hand_size }).
 }
hieroglyphs-event-curse_revealed = Vytiahnutá karta prekliatia: { $animals }!
hieroglyphs-event-curse_race_started = Prekliate kolo! Vyhráva ten, kto prvý pošle tri polia v rade so zvieratami { $animals } (v ľubovoľnom smere). Čas: { $time }. Povolené zlé odpovede: { $max_wrong }.
hieroglyphs-event-curse_wrong = { $cells } nie je ten rad. Zostáva pokusov: { $attempts_left }.
hieroglyphs-event-curse_race_ended_timeout = Čas vypršal: rad nikto nenašiel.
hieroglyphs-event-curse_race_ended_all_locked = Všetkým došli pokusy: rad nikto nenašiel.
hieroglyphs-event-curse_found = { $finder } nachádza rad { $cells }!
hieroglyphs-event-curse_victim_chosen = { $finder } volí obeť prekliatia: { $victim }.
hieroglyphs-event-curse_victim_auto = { $finder } má jedinú možnú obeť prekliatia: { $victim }.
hieroglyphs-event-sarcophagus_surrendered = { $victim } odovzdáva sarkofág ({ $eyes } { $eyes ->
    [one] oko
    [few] oči
    [many] oka
   *[other] očí
 }), berie si ho { $finder }.
hieroglyphs-event-sarcophagus_received = { $victim } ti dáva sarkofág ({ $eyes } { $eyes ->
    [one] oko
    [few] oči
    [many] oka
   *[other] očí
 }) s hodnotou { $value } { $value ->
    [one] bod
    [few] body
    [many] bodu
   *[other] bodov
 }.
hieroglyphs-event-sarcophagus_given = Odovzdávaš svoj sarkofág ({ $eyes } { $eyes ->
    [one] oko
    [few] oči
    [many] oka
   *[other] očí
 }), berie si ho { $finder }.
hieroglyphs-event-curse_discarded_no_holders = Nikto nemá sarkofág: karta prekliatia sa odkladá.
hieroglyphs-event-curse_discarded_no_line = Na stene nie je zodpovedajúci rad: karta prekliatia sa odkladá.
hieroglyphs-event-curse_discarded_no_victim = Nikto iný nemá sarkofág: prekliatie nemá účinok.
hieroglyphs-event-curse_discarded = Karta prekliatia ({ $curse }) odchádza z hry.
hieroglyphs-event-final_phase_started = Stena je plná! Záverečné presuny skarabov v tomto poradí: { $order }.
hieroglyphs-event-final_turn = { $player }, presuň skaraby medzi svojimi piliermi, alebo stlač Hotovo.
hieroglyphs-event-scarabs_moved = { $player } presúva { $scarabs_count } od piliera { $source } k pilieru { $target }.
hieroglyphs-event-final_turn_ended_done = { $player } končí.
hieroglyphs-event-final_turn_ended_no_claim = { $player } už nemôže otvoriť žiadny sarkofág.
hieroglyphs-event-game_over =
    Konečné poradie:
    { $ranking }
hieroglyphs-event-timeout_default = Hráčovi { $player } vypršal čas na odpoveď; hrá sa predvolená voľba.

## Výsledok
hieroglyphs-result-line = { $place }. { $player }: { $total } { $total ->
    [one] bod
    [few] body
    [many] bodu
   *[other] bodov
 } (sarkofágy: { $count }, faraón { $pharaoh } { $bonus })
hieroglyphs-result-tie_by_count = Pri zhode na { $total } bodoch rozhoduje počet sarkofágov: { $counts }.
hieroglyphs-result-count_item = { $player } { $count }
hieroglyphs-result-shared = { $players } sa delia o { $place }. miesto.
hieroglyphs-result-no_tie = Žiadne zhody.

## Obrázky
hieroglyphs-render-title = Hieroglyfy
hieroglyphs-render-turn = Ťah { $turn }/49
hieroglyphs-render-final_title = Záverečné presuny skarabov
hieroglyphs-render-over_title = Koniec hry
hieroglyphs-render-variant_curse = Faraónova kliatba
hieroglyphs-render-variant_sphinx = Oči sfingy
hieroglyphs-render-waiting_drop = { $player }: vlož kartu do šachty
hieroglyphs-render-waiting_explorer = { $player }: umiestniť prieskumníka k pilieru { $pillar }?
hieroglyphs-render-waiting_move = { $player }: presunúť prieskumníka k pilieru { $pillar }?
hieroglyphs-render-waiting_race = Prekliate kolo! Všetci: nájdite { $animals } v rade
hieroglyphs-render-waiting_victim = { $player } nachádza rad a vyberá, koho prekliať
hieroglyphs-render-waiting_surrender = { $player }: vyber sarkofág, ktorý dostane { $finder }
hieroglyphs-render-waiting_final = { $player }: presuň skaraby medzi svojimi piliermi, alebo Hotovo
hieroglyphs-render-winner = Víťazí { $players }!
hieroglyphs-render-winners = O víťazstvo sa delia { $players }!
hieroglyphs-render-pillars = PILIERE
hieroglyphs-render-empty_stack = prázdne
hieroglyphs-render-charged = NABITÝ
hieroglyphs-render-supply = Zásoba
hieroglyphs-render-stock = Karty
hieroglyphs-render-stock_split = { $starting } čistých · { $cursed } s prekliatím
hieroglyphs-render-curse = PREKLIATIE: rad nachádza
hieroglyphs-render-curse_race = PREKLIATIE: nájdite rad!
hieroglyphs-render-curse_time = Časový limit: { $time }
hieroglyphs-render-curse_found = { $player }
hieroglyphs-render-curses_used = Použité prekliatia: { $count }/6
hieroglyphs-render-top_is_curse = Navrchu je prekliatie!
hieroglyphs-render-last_drop = { $player } vkladá na { $column },{ $row }
hieroglyphs-render-pairs_same = { $count } rovnakým smerom
hieroglyphs-render-pairs_opposite = { $count } opačným smerom
hieroglyphs-render-no_pairs = Žiadny pár
hieroglyphs-render-sarcophagi = Sarkofágy
hieroglyphs-render-no_sarcophagi = žiadne sarkofágy
hieroglyphs-render-to_act = NA ŤAHU
hieroglyphs-render-full = plná
hieroglyphs-render-private_title = Tvoje tajomstvá
hieroglyphs-render-private_subtitle = Len pre teba: tento obrázok nezdieľaj
hieroglyphs-render-your_hand = TVOJE KARTY
hieroglyphs-render-no_cards = Žiadne karty
hieroglyphs-render-faces = hľadí { $facing }
hieroglyphs-render-your_pharaoh = TVOJ FARAÓN
hieroglyphs-render-pharaoh_name = { $animal }
hieroglyphs-render-pharaoh_yes = Tvoj prieskumník stojí pri pilieri { $animal }: +7
hieroglyphs-render-pharaoh_no = +7, ak na konci stojí tvoj prieskumník pri pilieri { $animal }
hieroglyphs-render-your_sarcophagi = TVOJE SARKOFÁGY
hieroglyphs-render-none_yet = Zatiaľ žiadne
hieroglyphs-render-points = { $value } b.
hieroglyphs-render-total_value = Spolu { $value } { $value ->
    [one] bod
    [few] body
    [many] bodu
   *[other] bodov
 }
hieroglyphs-render-given_away = Odovzdané: { $items }
hieroglyphs-render-given_item = { $eyes } { $eyes ->
    [one] oko
    [few] oči
    [many] oka
   *[other] očí
 } ({ $value } b.) → { $player }
hieroglyphs-render-attempts_left = Prekliate kolo: zostáva { $attempts_count }
hieroglyphs-render-scores_title = Konečné výsledky
hieroglyphs-render-player = Hráč
hieroglyphs-render-pharaoh = Faraón
hieroglyphs-render-total = Spolu
hieroglyphs-render-count = { $sarcophagi_count } · { $points } b.

## Odmietnutia
hieroglyphs-error-malformed = Tomuto ťahu nerozumiem.
hieroglyphs-error-unknown_type = Neznámy ťah `{ $type }`.
hieroglyphs-error-game_over = Hra sa skončila.
hieroglyphs-error-not_your_turn = Nie si na ťahu.
hieroglyphs-error-not_now = To teraz urobiť nemôžeš.
hieroglyphs-error-not_seated = V tejto hre nehráš.
hieroglyphs-error-card_missing = Vyber kartu z ruky.
hieroglyphs-error-card_not_in_hand = Túto kartu nedržíš.
hieroglyphs-error-column_range = Vyber šachtu 1 až 7.
hieroglyphs-error-column_full = Šachta { $column } je plná.
hieroglyphs-error-reserve_empty = Tvoja rezerva je prázdna: presuň prieskumníka od iného piliera.
hieroglyphs-error-move_with_reserve = V rezerve ešte máš prieskumníkov: umiestni jedného odtiaľ.
hieroglyphs-error-move_from_bad = Pri tom pilieri nemáš prieskumníka na presun.
hieroglyphs-error-pillar_unknown = Zadaj dva piliere podľa zvieraťa, napr. CAM a SNK.
hieroglyphs-error-move_same_pillar = Vyber dva rôzne piliere.
hieroglyphs-error-move_not_own = Pri oboch pilieroch potrebuješ vlastného prieskumníka.
hieroglyphs-error-move_count = Presuň aspoň 1 skaraba.
hieroglyphs-error-move_too_many = Ten pilier má len { $scarabs_count }.
hieroglyphs-error-move_overflow = Pri pilieri môžu byť najviac 3 skaraby.
hieroglyphs-error-curse_no_race = Teraz neprebieha prekliate kolo.
hieroglyphs-error-curse_locked = Pri tomto prekliatí už nemáš žiadne pokusy.
hieroglyphs-error-curse_format = Pošli tri polia ako `2,1 3,2 4,3`.
hieroglyphs-error-curse_off_wall = Polia idú od 1,1 po 7,7.
hieroglyphs-error-curse_repeated = Zadaj tri rôzne polia.
hieroglyphs-error-curse_not_line = Tie polia neležia tri v priamom rade.
hieroglyphs-error-curse_empty_cell = Jedno z tých okien je prázdne.
hieroglyphs-error-victim_bad = Vyber iného hráča, ktorý má sarkofág.
hieroglyphs-error-surrender_bad = Vyber jeden zo svojich sarkofágov.
hieroglyphs-error-timeout_off = Tento stôl nemá časový limit na rozhodnutie.
hieroglyphs-error-timeout_race = Prekliate kolo končí ťahom `curse_timeout`.
hieroglyphs-error-start_player_range = `start_player` musí byť random alebo miesto 1 až { $players }.
hieroglyphs-error-start_player_seat = Začínať má miesto { $seat }, ale pridali sa len hráči v počte { $players }: počkaj na ďalších hráčov, alebo založ novú hru s iným začínajúcim hráčom.

## Discord
hieroglyphs-ui-hand_button = Moje karty (súkromne)
hieroglyphs-ui-line_button = Odoslať rad
hieroglyphs-ui-done_button = Hotovo
hieroglyphs-ui-back_button = ← Iná karta
hieroglyphs-ui-column_button = Šachta { $column }
hieroglyphs-ui-column_full = Šachta { $column } (plná)
hieroglyphs-ui-scarab_placeholder = Presuň skaraby medzi svojimi piliermi…
hieroglyphs-ui-scarab_placeholder_more = Ďalšie presuny skarabov…
hieroglyphs-ui-choose_card = Si na ťahu (ťah { $turn }/49): vyber kartu, ktorú vložíš.
hieroglyphs-ui-choose_column = Do ktorej šachty vložiť **{ $card }**?
hieroglyphs-ui-closed_drop = Ťah { $turn }/{ $total }: tvoja karta { $card } išla do šachty { $column } (dopadla na { $column },{ $row }).
hieroglyphs-ui-closed_surrender = Ťah { $turn }: prekliatie sa skončilo; odovzdávaš svoj sarkofág ({ $eyes } { $eyes ->
    [one] oko
    [few] oči
    [many] oka
   *[other] očí
 }, { $value } { $value ->
    [one] bod
    [few] body
    [many] bodu
   *[other] bodov
 }), berie si ho { $finder }.
hieroglyphs-ui-closed_abandoned = Hieroglyfy č. { $id } boli zrušené; táto výzva je uzavretá.
hieroglyphs-ui-closed_other = Ťah { $turn }/{ $total }: toto rozhodnutie sa skončilo.
hieroglyphs-ui-stale = Toto tlačidlo je zastarané; použi najnovšiu správu.
hieroglyphs-ui-unknown_button = Toto tlačidlo tu nič nerobí.
hieroglyphs-ui-not_your_turn = { $count ->
    [one] Nie si na ťahu — hrá { $player }.
    [few] Nie si na ťahu — hrajú { $player }.
    [many] Nie si na ťahu — hrajú { $player }.
   *[other] Nie si na ťahu — hrajú { $player }.
 }
hieroglyphs-ui-card_not_held = Túto kartu nedržíš.
hieroglyphs-ui-race_ends = ⏳ Prekliate kolo končí <t:{ $epoch }:R>. Stlač **Odoslať rad** alebo použi `/hieroglyphs curse cells:"2,1 3,2 4,3"` (šachta,rad; rad 1 je dole).
hieroglyphs-ui-line_found = Rad je tvoj!
hieroglyphs-ui-line_wrong = { $cells } nie je ten rad. Zostáva pokusov: { $attempts_left }.
hieroglyphs-ui-modal_title = Prekliate kolo: tri polia v rade
hieroglyphs-ui-modal_label = Polia ako šachta,rad (rad 1 = dole)
hieroglyphs-ui-modal_placeholder = 2,1 3,2 4,3
hieroglyphs-ui-private_head = **Hieroglyfy č. { $id }**: tvoje tajomstvá.
hieroglyphs-ui-private_hand = Tvoje karty: { $cards }.
hieroglyphs-ui-private_no_cards = Nedržíš žiadne karty.
hieroglyphs-ui-private_pharaoh = Tvoja karta faraóna: { $animal } (+7, ak na konci stojí tvoj prieskumník pri pilieri { $animal }).
hieroglyphs-ui-private_sarcophagi = Tvoje sarkofágy: { $items } (spolu { $total } { $total ->
    [one] bod
    [few] body
    [many] bodu
   *[other] bodov
 }).
hieroglyphs-ui-private_no_sarcophagi = Zatiaľ nemáš žiadny sarkofág.
hieroglyphs-ui-private_sarcophagus = { $eyes } { $eyes ->
    [one] oko
    [few] oči
    [many] oka
   *[other] očí
 } za { $value }
hieroglyphs-ui-private_attempts = Prekliate kolo: zostáva { $attempts_count }.
hieroglyphs-ui-private_surrender = Stihlo ťa prekliatie: vyber, ktorý sarkofág odovzdáš.
hieroglyphs-rules = **Hieroglyfy** (2–4 hráči). Vo svojom ťahu vlož jednu zo svojich 3 tajných kariet do jednej zo 7 šachiet steny; karta padá do najnižšieho voľného okna. Susediace karty s rovnakým zvieraťom (v 8 smeroch) tvoria páry: každý pár (najviac 2 za ťah) pridá skaraba k pilieru toho zvieraťa a môže ti dovoliť postaviť tam prieskumníka. Pri 3 skaraboch otvorí prieskumník pri pilieri predný sarkofág (oči sú verejné, hodnota tajná). Keď je stena plná, smie každý hráč v poradí presúvať skaraby medzi svojimi piliermi. Karta faraóna: +7, ak pri jej pilieri stojí tvoj prieskumník. Vyhráva najviac bodov; pri zhode viac sarkofágov.
    {"**"}Hra:** karty ti chodia súkromnou správou s tlačidlami (karta, potom šachta); alebo `/hieroglyphs play card column`. `/hieroglyphs hand` ti súkromne ukáže tvoje tajomstvá. Voľby prieskumníkov, koho prekliať a záverečné presuny skarabov sú tlačidlá vo vlákne hry.
    {"**"}Faraónova kliatba** (voľba `curse`): karta prekliatia spúšťa prekliate kolo — kto prvý pošle tri polia v rade s jej zvieratami (`/hieroglyphs curse cells:"2,1 3,2 4,3"` alebo tlačidlo **Odoslať rad**), vezme sarkofág hráčovi podľa svojej voľby. **Oči sfingy** (voľba `sphinx`): pár tvoria práve dve rovnaké zvieratá na rade cez novú kartu.
    Príkazy: `/hieroglyphs new|join|leave|start|board|hand|play|curse|rules|help|abandon`.

## Príkazy
hieroglyphs-cmd = Hieroglyfy: vkladaj karty zvierat do steny.
hieroglyphs-cmd-new = Založiť novú hru Hieroglyfy (2–4 hráči) vo vlákne.
hieroglyphs-cmd-new-opt-curse = Variant Faraónova kliatba: karty prekliatia spúšťajú hľadanie 3 zvierat v rade.
hieroglyphs-cmd-new-opt-curse_minutes = Koľko minút trvá prekliate kolo (1–1440, predvolene 10).
hieroglyphs-cmd-new-opt-curse_attempts = Povolené zlé odpovede na hráča a prekliatie (1–20, predvolene 3).
hieroglyphs-cmd-new-opt-sphinx = Variant Oči sfingy: pár tvoria práve dve rovnaké zvieratá na rade cez novú kartu.
hieroglyphs-cmd-new-opt-start_player = Kto začína: random (náhodne, predvolené) alebo číslo miesta.
hieroglyphs-cmd-new-opt-decision_hours = Hodiny, po ktorých nezodpovedané rozhodnutie dostane predvolenú voľbu (0 = nikdy, predvolené).
hieroglyphs-cmd-play = Vložiť jednu zo svojich kariet do šachty (súkromne).
hieroglyphs-cmd-play-opt-card = Karta z tvojej ruky.
hieroglyphs-cmd-play-opt-column = Šachta 1–7 (zľava doprava).
hieroglyphs-cmd-curse = Prekliate kolo: pošli tri polia v rade, napr. 2,1 3,2 4,3.
hieroglyphs-cmd-curse-opt-cells = Tri polia ako šachta,rad (rad 1 dole), napr. 2,1 3,2 4,3.
