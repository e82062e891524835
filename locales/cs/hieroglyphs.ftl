### Hieroglyfy česky. Pojmy podle českých pravidel (Hieroglyfická zeď): zeď, šachta (sloupec zdi), okno, pilíř,
### skarab, průzkumník, rezerva, sarkofág (oči, hodnota), karta faraóna, karta prokletí, prokleté kolo,
### Faraónova kletba, Oči sfingy, zásoba (karet / skarabů).

hieroglyphs-title = Hieroglyfy
hieroglyphs-animal = { $animal ->
    [CAM] Velbloud
    [MUL] Mula
    [SNK] Had
    [IBS] Ibis
    [CAT] Kočka
    [CRO] Krokodýl
   *[FAL] Sokol
 }
hieroglyphs-colour = { $colour ->
    [RED] Červená
    [BLU] Modrá
    [GRN] Zelená
   *[YEL] Žlutá
 }
hieroglyphs-facing = { $facing ->
    [L] doleva
   *[R] doprava
 }
hieroglyphs-pair-type = { $type ->
    [same] stejným směrem
   *[opposite] opačným směrem
 }
hieroglyphs-right = { $right ->
    [OCCUPY] obsadit volný pilíř
   *[DISPLACE] vytlačit soupeře
 }
hieroglyphs-card = { $animal } (hledí { $facing })
hieroglyphs-pair = { $cell } ({ $type })

## Počty a doby
hieroglyphs-count-pairs = { $count ->
    [one] { $count } pár
    [few] { $count } páry
    [many] { $count } páru
   *[other] { $count } párů
 }
hieroglyphs-count-scarab_attempts = { $count ->
    [one] { $count } pokus o skaraba
    [few] { $count } pokusy o skaraba
    [many] { $count } pokusu o skaraba
   *[other] { $count } pokusů o skaraba
 }
hieroglyphs-count-cards = { $count ->
    [one] { $count } kartu
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } karet
 }
hieroglyphs-count-scarabs = { $count ->
    [one] { $count } skaraba
    [few] { $count } skaraby
    [many] { $count } skaraba
   *[other] { $count } skarabů
 }
hieroglyphs-count-attempts = { $count ->
    [one] { $count } pokus
    [few] { $count } pokusy
    [many] { $count } pokusu
   *[other] { $count } pokusů
 }
hieroglyphs-count-sarcophagi = { $count ->
    [one] { $count } sarkofág
    [few] { $count } sarkofágy
    [many] { $count } sarkofágu
   *[other] { $count } sarkofágů
 }
hieroglyphs-duration-minutes = { $count ->
    [one] { $count } minuta
    [few] { $count } minuty
    [many] { $count } minuty
   *[other] { $count } minut
 }
hieroglyphs-duration-hours = { $count ->
    [one] { $count } hodina
    [few] { $count } hodiny
    [many] { $count } hodiny
   *[other] { $count } hodin
 }
hieroglyphs-duration-seconds = { $count ->
    [one] { $count } sekunda
    [few] { $count } sekundy
    [many] { $count } sekundy
   *[other] { $count } sekund
 }

## Nastavení (popisy)
hieroglyphs-optdesc-pharaohs_curse = Faraónova kletba: 6 karet prokletí v zásobě spouští prokleté kolo — hledání 3 zvířat v řadě.
hieroglyphs-optdesc-curse_time_limit_s = Kolik sekund trvá prokleté kolo (10 až 86400; výchozí 600 = 10 minut).
hieroglyphs-optdesc-curse_max_wrong_attempts = Kolik špatných odpovědí smí hráč dát při jednom prokletí, než je vyřazen.
hieroglyphs-optdesc-eyes_of_the_sphinx = Oči sfingy: pár tvoří jakákoli řada přes novou kartu s právě dvěma stejnými zvířaty.
hieroglyphs-optdesc-start_player = Kdo začíná: náhodně, nebo číslo místa 1–4.
hieroglyphs-optdesc-decision_timeout_s = Počet sekund, po nichž nezodpovězené rozhodnutí dostane výchozí volbu (0 = nikdy).

## Řádky lobby
hieroglyphs-option-pharaohs_curse = Faraónova kletba: { $value }
hieroglyphs-option-curse_time_limit_s = Prokleté kolo: { $value }
hieroglyphs-option-curse_max_wrong_attempts = Povolené špatné odpovědi při prokletí: { $value }
hieroglyphs-option-eyes_of_the_sphinx = Oči sfingy: { $value }
hieroglyphs-option-start_player = Začínající hráč: { $value }
hieroglyphs-option-decision_timeout_s = Čas na rozhodnutí: { $value }
hieroglyphs-option-on = zapnuto
hieroglyphs-option-off = vypnuto
hieroglyphs-option-random = náhodně
hieroglyphs-option-seat = místo { $seat }

## Tlačítka
hieroglyphs-button-drop = { $card }
hieroglyphs-button-column = Šachta { $column }
hieroglyphs-button-place_explorer = Umístit průzkumníka
hieroglyphs-button-move_explorer = Přesunout průzkumníka od pilíře { $source }
hieroglyphs-button-decline_explorer = Neumísťovat
hieroglyphs-button-move_scarabs = { $scarabs_count }: { $source } → { $target }
hieroglyphs-button-done = Hotovo
hieroglyphs-button-curse_submit = Odeslat { $cells }
hieroglyphs-button-curse_victim = Proklít: { $victim }
hieroglyphs-button-surrender = Dát sarkofág ({ $eyes } { $eyes ->
    [one] oko
    [few] oči
    [many] oka
   *[other] očí
 }, hodnota { $value })
hieroglyphs-button-timeout = Vypršel čas
hieroglyphs-button-curse_timeout = Ukončit prokleté kolo

## Fáze
hieroglyphs-phase-drop = { $player } vkládá kartu
hieroglyphs-phase-explorer = { $player } rozhoduje o průzkumníkovi
hieroglyphs-phase-curse_race = Prokleté kolo: najděte řadu!
hieroglyphs-phase-curse_victim = { $player } vybírá, koho proklít
hieroglyphs-phase-curse_surrender = { $player } odevzdává sarkofág
hieroglyphs-phase-final = Závěrečné přesuny skarabů: { $player }
hieroglyphs-phase-over = Konec hry

## Události
hieroglyphs-event-game_started = Hieroglyfy začínají. Začíná { $player }. Pilíře zleva doprava: { $pillars }.
hieroglyphs-event-hand_dealt = Tvoje karty: { $cards }. Tvoje karta faraóna: { $pharaoh } (+7, pokud na konci stojí tvůj průzkumník u pilíře { $pharaoh }). Nikomu je neukazuj!
hieroglyphs-event-turn_started = Tah { $turn }/49: { $player }, vlož kartu do zdi.
hieroglyphs-event-turn_hand = Jsi na tahu! Tvoje karty: { $cards }.
hieroglyphs-event-card_dropped = { $player } vkládá kartu { $card } do šachty { $column }; padá na { $column },{ $row }.
hieroglyphs-event-no_pair = Vedle není { $pillar }: žádný pár.
hieroglyphs-event-pairs_found = { $pillar } — { $pairs_count }: { $pairs }. Právo průzkumníka: { $right }; { $attempts_count }.
hieroglyphs-event-explorer_choice = { $player } smí umístit průzkumníka k pilíři { $pillar }.
hieroglyphs-event-explorer_choice_move = { $player } smí přesunout jednoho ze svých průzkumníků k pilíři { $pillar } (rezerva je prázdná).
hieroglyphs-event-explorer_skipped_own = Průzkumník hráče { $player } už stojí u pilíře { $pillar }.
hieroglyphs-event-explorer_skipped_rival = Průzkumník hráče { $holder } zůstává u pilíře { $pillar } (páry jen opačným směrem).
hieroglyphs-event-explorer_placed = { $player } umísťuje průzkumníka k pilíři { $pillar }.
hieroglyphs-event-explorer_moved = { $player } přesouvá průzkumníka od pilíře { $source } k pilíři { $pillar }.
hieroglyphs-event-explorer_displaced = Průzkumník hráče { $displaced } se vrací do rezervy.
hieroglyphs-event-explorer_declined = { $player } neumísťuje průzkumníka k pilíři { $pillar }.
hieroglyphs-event-scarab_placed = Skarab přichází k pilíři { $pillar } ({ $scarabs }/3; v zásobě { $supply }).
hieroglyphs-event-scarab_failed_pillar_full = Žádný skarab pro pilíř { $pillar }: už má 3.
hieroglyphs-event-scarab_failed_supply_empty = Žádný skarab pro pilíř { $pillar }: zásoba je prázdná.
hieroglyphs-event-pillar_charged = Pilíř { $pillar } má 3 skaraby a žádného průzkumníka: další průzkumník tam otevře sarkofág.
hieroglyphs-event-sarcophagus_opened = { $player } otevírá sarkofág ({ $eyes } { $eyes ->
    [one] oko
    [few] oči
    [many] oka
   *[other] očí
 }) u pilíře { $pillar }!
hieroglyphs-event-sarcophagus_value = Tvůj sarkofág ({ $eyes } { $eyes ->
    [one] oko
    [few] oči
    [many] oka
   *[other] očí
 }) u pilíře { $pillar } má hodnotu { $value } { $value ->
    [one] bod
    [few] body
    [many] bodu
   *[other] bodů
 }.
hieroglyphs-event-cards_drawn = Dobíráš: { $cards }.
hieroglyphs-event-hand_refilled = { $player } si dobírá { $drawn_count } a drží { $hand_size }; v zásobě zbývá { $stock }.
hieroglyphs-event-hand_refilled_empty = { $hand_size ->
    [0] Zásoba je prázdná a { $player } už nemá žádnou kartu.
    [one] Zásoba je prázdná: { $player } hraje dál z ruky (zbývá { $hand_size }).
    [few] Zásoba je prázdná: { $player } hraje dál z ruky (zbývá { $hand_size }).
    [many] Zásoba je prázdná: { $player } hraje dál z ruky (zbývá { $hand_size }).
   *[other] Zásoba je prázdná: { $player } hraje dál z ruky (zbývá { $hand_size }).
 }
hieroglyphs-event-curse_revealed = Vytažena karta prokletí: { $animals }!
hieroglyphs-event-curse_race_started = Prokleté kolo! Vyhrává ten, kdo první pošle tři pole v řadě se zvířaty { $animals } (v libovolném směru). Čas: { $time }. Povolené špatné odpovědi: { $max_wrong }.
hieroglyphs-event-curse_wrong = { $cells } není ta řada. Zbývá pokusů: { $attempts_left }.
hieroglyphs-event-curse_race_ended_timeout = Čas vypršel: řadu nikdo nenašel.
hieroglyphs-event-curse_race_ended_all_locked = Všem došly pokusy: řadu nikdo nenašel.
hieroglyphs-event-curse_found = { $finder } nachází řadu { $cells }!
hieroglyphs-event-curse_victim_chosen = { $finder } volí oběť prokletí: { $victim }.
hieroglyphs-event-curse_victim_auto = { $finder } má jedinou možnou oběť prokletí: { $victim }.
hieroglyphs-event-sarcophagus_surrendered = { $victim } odevzdává sarkofág ({ $eyes } { $eyes ->
    [one] oko
    [few] oči
    [many] oka
   *[other] očí
 }), bere si ho { $finder }.
hieroglyphs-event-sarcophagus_received = { $victim } ti dává sarkofág ({ $eyes } { $eyes ->
    [one] oko
    [few] oči
    [many] oka
   *[other] očí
 }) s hodnotou { $value } { $value ->
    [one] bod
    [few] body
    [many] bodu
   *[other] bodů
 }.
hieroglyphs-event-sarcophagus_given = Odevzdáváš svůj sarkofág ({ $eyes } { $eyes ->
    [one] oko
    [few] oči
    [many] oka
   *[other] očí
 }), bere si ho { $finder }.
hieroglyphs-event-curse_discarded_no_holders = Nikdo nemá sarkofág: karta prokletí se odkládá.
hieroglyphs-event-curse_discarded_no_line = Na zdi není odpovídající řada: karta prokletí se odkládá.
hieroglyphs-event-curse_discarded_no_victim = Nikdo jiný nemá sarkofág: prokletí nemá účinek.
hieroglyphs-event-curse_discarded = Karta prokletí ({ $curse }) odchází ze hry.
hieroglyphs-event-final_phase_started = Zeď je plná! Závěrečné přesuny skarabů v tomto pořadí: { $order }.
hieroglyphs-event-final_turn = { $player }, přesuň skaraby mezi svými pilíři, nebo stiskni Hotovo.
hieroglyphs-event-scarabs_moved = { $player } přesouvá { $scarabs_count } od pilíře { $source } k pilíři { $target }.
hieroglyphs-event-final_turn_ended_done = { $player } končí.
hieroglyphs-event-final_turn_ended_no_claim = { $player } už nemůže otevřít žádný sarkofág.
hieroglyphs-event-game_over =
    Konečné pořadí:
    { $ranking }
hieroglyphs-event-timeout_default = Hráči { $player } vypršel čas na odpověď; hraje se výchozí volba.

## Výsledek
hieroglyphs-result-line = { $place }. { $player }: { $total } { $total ->
    [one] bod
    [few] body
    [many] bodu
   *[other] bodů
 } (sarkofágy: { $count }, faraón { $pharaoh } { $bonus })
hieroglyphs-result-tie_by_count = Shoda na { $total } bodech rozhoduje počet sarkofágů: { $counts }.
hieroglyphs-result-count_item = { $player } { $count }
hieroglyphs-result-shared = { $players } se dělí o { $place }. místo.
hieroglyphs-result-no_tie = Žádné shody.

## Obrázky
hieroglyphs-render-title = Hieroglyfy
hieroglyphs-render-turn = Tah { $turn }/49
hieroglyphs-render-final_title = Závěrečné přesuny skarabů
hieroglyphs-render-over_title = Konec hry
hieroglyphs-render-variant_curse = Faraónova kletba
hieroglyphs-render-variant_sphinx = Oči sfingy
hieroglyphs-render-waiting_drop = { $player }: vlož kartu do šachty
hieroglyphs-render-waiting_explorer = { $player }: umístit průzkumníka k pilíři { $pillar }?
hieroglyphs-render-waiting_move = { $player }: přesunout průzkumníka k pilíři { $pillar }?
hieroglyphs-render-waiting_race = Prokleté kolo! Všichni: najděte { $animals } v řadě
hieroglyphs-render-waiting_victim = { $player } nachází řadu a vybírá, koho proklít
hieroglyphs-render-waiting_surrender = { $player }: vyber sarkofág, který dostane { $finder }
hieroglyphs-render-waiting_final = { $player }: přesuň skaraby mezi svými pilíři, nebo Hotovo
hieroglyphs-render-winner = Vítězí { $players }!
hieroglyphs-render-winners = O vítězství se dělí { $players }!
hieroglyphs-render-pillars = PILÍŘE
hieroglyphs-render-empty_stack = prázdno
hieroglyphs-render-charged = NABITÝ
hieroglyphs-render-supply = Zásoba
hieroglyphs-render-stock = Karty
hieroglyphs-render-stock_split = { $starting } čistých · { $cursed } s prokletími
hieroglyphs-render-curse = PROKLETÍ: řadu nachází
hieroglyphs-render-curse_race = PROKLETÍ: najděte řadu!
hieroglyphs-render-curse_time = Časový limit: { $time }
hieroglyphs-render-curse_found = { $player }
hieroglyphs-render-curses_used = Použitá prokletí: { $count }/6
hieroglyphs-render-top_is_curse = Nahoře je prokletí!
hieroglyphs-render-last_drop = { $player } vkládá na { $column },{ $row }
hieroglyphs-render-pairs_same = { $count } stejným směrem
hieroglyphs-render-pairs_opposite = { $count } opačným směrem
hieroglyphs-render-no_pairs = Žádný pár
hieroglyphs-render-sarcophagi = Sarkofágy
hieroglyphs-render-no_sarcophagi = žádné sarkofágy
hieroglyphs-render-to_act = NA TAHU
hieroglyphs-render-full = plná
hieroglyphs-render-private_title = Tvoje tajemství
hieroglyphs-render-private_subtitle = Jen pro tebe: tento obrázek nesdílej
hieroglyphs-render-your_hand = TVOJE KARTY
hieroglyphs-render-no_cards = Žádné karty
hieroglyphs-render-faces = hledí { $facing }
hieroglyphs-render-your_pharaoh = TVŮJ FARAÓN
hieroglyphs-render-pharaoh_name = { $animal }
hieroglyphs-render-pharaoh_yes = Tvůj průzkumník stojí u pilíře { $animal }: +7
hieroglyphs-render-pharaoh_no = +7, pokud na konci stojí tvůj průzkumník u pilíře { $animal }
hieroglyphs-render-your_sarcophagi = TVOJE SARKOFÁGY
hieroglyphs-render-none_yet = Zatím žádné
hieroglyphs-render-points = { $value } b.
hieroglyphs-render-total_value = Celkem { $value } { $value ->
    [one] bod
    [few] body
    [many] bodu
   *[other] bodů
 }
hieroglyphs-render-given_away = Odevzdáno: { $items }
hieroglyphs-render-given_item = { $eyes } { $eyes ->
    [one] oko
    [few] oči
    [many] oka
   *[other] očí
 } ({ $value } b.) → { $player }
hieroglyphs-render-attempts_left = Prokleté kolo: zbývá { $attempts_count }
hieroglyphs-render-scores_title = Konečné výsledky
hieroglyphs-render-player = Hráč
hieroglyphs-render-pharaoh = Faraón
hieroglyphs-render-total = Celkem
hieroglyphs-render-count = { $sarcophagi_count } · { $points } b.

## Odmítnutí
hieroglyphs-error-malformed = Tomuto tahu nerozumím.
hieroglyphs-error-unknown_type = Neznámý tah `{ $type }`.
hieroglyphs-error-game_over = Hra skončila.
hieroglyphs-error-not_your_turn = Nejsi na tahu.
hieroglyphs-error-not_now = To teď udělat nemůžeš.
hieroglyphs-error-not_seated = V této hře nehraješ.
hieroglyphs-error-card_missing = Vyber kartu z ruky.
hieroglyphs-error-card_not_in_hand = Tuto kartu nedržíš.
hieroglyphs-error-column_range = Vyber šachtu 1 až 7.
hieroglyphs-error-column_full = Šachta { $column } je plná.
hieroglyphs-error-reserve_empty = Tvoje rezerva je prázdná: přesuň průzkumníka od jiného pilíře.
hieroglyphs-error-move_with_reserve = V rezervě ještě máš průzkumníky: umísti jednoho odtud.
hieroglyphs-error-move_from_bad = U toho pilíře nemáš průzkumníka k přesunu.
hieroglyphs-error-pillar_unknown = Zadej dva pilíře podle zvířete, např. CAM a SNK.
hieroglyphs-error-move_same_pillar = Vyber dva různé pilíře.
hieroglyphs-error-move_not_own = U obou pilířů potřebuješ vlastního průzkumníka.
hieroglyphs-error-move_count = Přesuň aspoň 1 skaraba.
hieroglyphs-error-move_too_many = Ten pilíř má jen { $scarabs_count }.
hieroglyphs-error-move_overflow = U pilíře mohou být nejvýše 3 skarabové.
hieroglyphs-error-curse_no_race = Teď neprobíhá prokleté kolo.
hieroglyphs-error-curse_locked = Při tomto prokletí už nemáš žádné pokusy.
hieroglyphs-error-curse_format = Pošli tři pole jako `2,1 3,2 4,3`.
hieroglyphs-error-curse_off_wall = Pole jdou od 1,1 do 7,7.
hieroglyphs-error-curse_repeated = Zadej tři různá pole.
hieroglyphs-error-curse_not_line = Ta pole neleží tři v přímé řadě.
hieroglyphs-error-curse_empty_cell = Jedno z těch oken je prázdné.
hieroglyphs-error-victim_bad = Vyber jiného hráče, který má sarkofág.
hieroglyphs-error-surrender_bad = Vyber jeden ze svých sarkofágů.
hieroglyphs-error-timeout_off = Tento stůl nemá časový limit na rozhodnutí.
hieroglyphs-error-timeout_race = Prokleté kolo končí tahem `curse_timeout`.
hieroglyphs-error-start_player_range = `start_player` musí být random nebo místo 1 až { $players }.
hieroglyphs-error-start_player_seat = Začínat má místo { $seat }, ale přidali se jen hráči v počtu { $players }: počkej na další hráče, nebo založ novou hru s jiným začínajícím hráčem.

## Discord
hieroglyphs-ui-hand_button = Moje karty (soukromě)
hieroglyphs-ui-line_button = Odeslat řadu
hieroglyphs-ui-done_button = Hotovo
hieroglyphs-ui-back_button = ← Jiná karta
hieroglyphs-ui-column_button = Šachta { $column }
hieroglyphs-ui-column_full = Šachta { $column } (plná)
hieroglyphs-ui-scarab_placeholder = Přesuň skaraby mezi svými pilíři…
hieroglyphs-ui-scarab_placeholder_more = Další přesuny skarabů…
hieroglyphs-ui-choose_card = Jsi na tahu (tah { $turn }/49): vyber kartu, kterou vložíš.
hieroglyphs-ui-choose_column = Do které šachty vložit **{ $card }**?
hieroglyphs-ui-closed_drop = Tah { $turn }/{ $total }: tvoje karta { $card } šla do šachty { $column } (dopadla na { $column },{ $row }).
hieroglyphs-ui-closed_surrender = Tah { $turn }: prokletí skončilo; odevzdáváš svůj sarkofág ({ $eyes } { $eyes ->
    [one] oko
    [few] oči
    [many] oka
   *[other] očí
 }, { $value } { $value ->
    [one] bod
    [few] body
    [many] bodu
   *[other] bodů
 }), bere si ho { $finder }.
hieroglyphs-ui-closed_abandoned = Hieroglyfy č. { $id } byly zrušeny; tato výzva je uzavřena.
hieroglyphs-ui-closed_other = Tah { $turn }/{ $total }: toto rozhodnutí skončilo.
hieroglyphs-ui-stale = Toto tlačítko je zastaralé; použij nejnovější zprávu.
hieroglyphs-ui-unknown_button = Toto tlačítko zde nic nedělá.
hieroglyphs-ui-not_your_turn = { $count ->
    [one] Nejsi na tahu — hraje { $player }.
    [few] Nejsi na tahu — hrají { $player }.
    [many] Nejsi na tahu — hrají { $player }.
   *[other] Nejsi na tahu — hrají { $player }.
 }
hieroglyphs-ui-card_not_held = Tuto kartu nedržíš.
hieroglyphs-ui-race_ends = ⏳ Prokleté kolo končí <t:{ $epoch }:R>. Stiskni **Odeslat řadu** nebo použij `/hieroglyphs curse cells:"2,1 3,2 4,3"` (šachta,řada; řada 1 je dole).
hieroglyphs-ui-line_found = Řada je tvoje!
hieroglyphs-ui-line_wrong = { $cells } není ta řada. Zbývá pokusů: { $attempts_left }.
hieroglyphs-ui-modal_title = Prokleté kolo: tři pole v řadě
hieroglyphs-ui-modal_label = Pole jako šachta,řada (řada 1 = dole)
hieroglyphs-ui-modal_placeholder = 2,1 3,2 4,3
hieroglyphs-ui-private_head = **Hieroglyfy č. { $id }**: tvoje tajemství.
hieroglyphs-ui-private_hand = Tvoje karty: { $cards }.
hieroglyphs-ui-private_no_cards = Nedržíš žádné karty.
hieroglyphs-ui-private_pharaoh = Tvoje karta faraóna: { $animal } (+7, pokud na konci stojí tvůj průzkumník u pilíře { $animal }).
hieroglyphs-ui-private_sarcophagi = Tvoje sarkofágy: { $items } (celkem { $total } { $total ->
    [one] bod
    [few] body
    [many] bodu
   *[other] bodů
 }).
hieroglyphs-ui-private_no_sarcophagi = Zatím nemáš žádný sarkofág.
hieroglyphs-ui-private_sarcophagus = { $eyes } { $eyes ->
    [one] oko
    [few] oči
    [many] oka
   *[other] očí
 } za { $value }
hieroglyphs-ui-private_attempts = Prokleté kolo: zbývá { $attempts_count }.
hieroglyphs-ui-private_surrender = Stihlo tě prokletí: vyber, který sarkofág odevzdáš.
hieroglyphs-rules = **Hieroglyfy** (2–4 hráči). Ve svém tahu vlož jednu ze svých 3 tajných karet do jedné ze 7 šachet zdi; karta padá do nejnižšího volného okna. Sousedící karty se stejným zvířetem (v 8 směrech) tvoří páry: každý pár (nejvýše 2 za tah) přidá skaraba k pilíři toho zvířete a může ti dovolit postavit tam průzkumníka. Při 3 skarabech otevře průzkumník u pilíře přední sarkofág (oči jsou veřejné, hodnota tajná). Když je zeď plná, smí každý hráč v pořadí přesouvat skaraby mezi svými pilíři. Karta faraóna: +7, pokud u jejího pilíře stojí tvůj průzkumník. Vyhrává nejvíc bodů; při shodě víc sarkofágů.
    {"**"}Hra:** karty ti chodí soukromou zprávou s tlačítky (karta, pak šachta); nebo `/hieroglyphs play card column`. `/hieroglyphs hand` ti soukromě ukáže tvá tajemství. Volby průzkumníků, koho proklít a závěrečné přesuny skarabů jsou tlačítka ve vlákně hry.
    {"**"}Faraónova kletba** (volba `curse`): karta prokletí spouští prokleté kolo — kdo první pošle tři pole v řadě s jejími zvířaty (`/hieroglyphs curse cells:"2,1 3,2 4,3"` nebo tlačítko **Odeslat řadu**), vezme sarkofág hráči podle své volby. **Oči sfingy** (volba `sphinx`): pár tvoří právě dvě stejná zvířata na řadě přes novou kartu.
    Příkazy: `/hieroglyphs new|join|leave|start|board|hand|play|curse|rules|help|abandon`.

## Příkazy
hieroglyphs-cmd = Hieroglyfy: vkládej karty zvířat do zdi.
hieroglyphs-cmd-new = Založit novou hru Hieroglyfy (2–4 hráči) ve vlákně.
hieroglyphs-cmd-new-opt-curse = Varianta Faraónova kletba: karty prokletí spouštějí hledání 3 zvířat v řadě.
hieroglyphs-cmd-new-opt-curse_minutes = Kolik minut trvá prokleté kolo (1–1440, výchozí 10).
hieroglyphs-cmd-new-opt-curse_attempts = Povolené špatné odpovědi na hráče a prokletí (1–20, výchozí 3).
hieroglyphs-cmd-new-opt-sphinx = Varianta Oči sfingy: pár tvoří právě dvě stejná zvířata na řadě přes novou kartu.
hieroglyphs-cmd-new-opt-start_player = Kdo začíná: random (náhodně, výchozí) nebo číslo místa.
hieroglyphs-cmd-new-opt-decision_hours = Hodiny, po nichž nezodpovězené rozhodnutí dostane výchozí volbu (0 = nikdy, výchozí).
hieroglyphs-cmd-play = Vložit jednu ze svých karet do šachty (soukromě).
hieroglyphs-cmd-play-opt-card = Karta z tvé ruky.
hieroglyphs-cmd-play-opt-column = Šachta 1–7 (zleva doprava).
hieroglyphs-cmd-curse = Prokleté kolo: pošli tři pole v řadě, např. 2,1 3,2 4,3.
hieroglyphs-cmd-curse-opt-cells = Tři pole jako šachta,řada (řada 1 dole), např. 2,1 3,2 4,3.
