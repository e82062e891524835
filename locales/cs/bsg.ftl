### Battlestar Galactica česky. Pojmy podle českých pravidel: karta dovedností, test dovedností, obtížnost,
### dovednosti politické, vůdcovské, taktické, pilotní, inženýrské (a zrada); karta krize, karta velké krize,
### karta quora, karta loajality, karta destinace, karta titulu, Prezident, Admirál, balíček osudu, balíček,
### odhazovací balíček; suroviny: jídlo, palivo, morálka, populace; flotila, skok, stupnice Příprava na skok,
### vzdálenost, Kobol, Invazní stupnice, lokace, cela, ošetřovna, Cylonské lokace, oblast vesmíru, Rezervy;
### lodě: Viper, Raider, Těžký Raider, Basestar, civilní loď, Centurion, atomová bomba, žeton poškození;
### fáze spícího agenta, Jsi Cylon, Jsi stoupenec; kroky tahu: krok získání dovedností, krok pohybu, akční krok,
### krok krizí, krok aktivace cylonských lodí, krok příprava na skok.
### Jména karet, postav a lokací z dat karet (engine/games/bsg/data) zůstávají v publikované anglické podobě.

# same-as-en: the game's published title
bsg-title = Battlestar Galactica

## odmítnutí

bsg-error-over = Hra skončila.
bsg-error-not_your_turn = Teď nerozhoduješ ty.
bsg-error-malformed = Této akci nerozumím.
bsg-error-allowed = Teď je možné: { $types }.
bsg-error-not_an_option = To teď mezi tvými možnostmi není.
bsg-error-reason-contribute = Přidej karty z ruky, nebo žádnou (nejvýše jednu, jsi-li v cele nebo odhalený Cylon).
bsg-error-reason-move = Tam se přesunout nemůžeš: vyber jinou lokaci na své lodi, nebo odhoď kartu z ruky a přesuň se na druhou loď (ne na ošetřovnu, do cely, do Cylonských lokací ani na uzavřenou Colonial One).
bsg-error-reason-draft = Tato postava je obsazená nebo ještě není dovolená: vyber z nejméně zastoupených typů postav (nebo podpůrnou postavu).
bsg-error-reason-draw_skill = Tento typ dovednosti si tady líznout nesmíš.
bsg-error-repeated = Tutéž kartu jsi uvedl dvakrát.
bsg-error-not_in_hand = Můžeš použít jen karty z ruky.
bsg-error-too_many = To je příliš mnoho karet (v cele nebo jako odhalený Cylon můžeš přidat nejvýše jednu; při odhazování jen tolik, kolik ještě zbývá odhodit).
bsg-error-too_few = Vyber aspoň jednu kartu.
bsg-error-param-card = Tuto kartu nemáš, nebo ji teď nelze použít.
bsg-error-param-location = Tuto lokaci teď nemůžeš použít (může být poškozená, blokovaná nebo pro tvou postavu nedovolená).
bsg-error-param-target = To není dovolený cíl.
bsg-error-param-seat = Tohoto hráče nelze vybrat.
bsg-error-param-area = Tato oblast vesmíru tady není dovolená.
bsg-error-param-option = Tato možnost není k dispozici.
bsg-error-param-skill = Tento typ dovednosti tady není dovolený.
bsg-error-contribution_too_long = `contribution_hours` nesmí být delší než `decision_hours`.

## volby stolu

bsg-optdesc-window_seconds = Kolik sekund zůstává otevřené okno pro karty (před hodem, kolem testu dovedností) pro všechny (10–3600, výchozí 90).
bsg-optdesc-decision_hours = Kolik hodin má hráč na rozhodnutí, než se použije výchozí volba (1–168, výchozí 24).
bsg-optdesc-contribution_hours = Kolik hodin je na přidání karet do testu dovedností (1–168, výchozí 12).

## výsledky

bsg-result-win = { $side ->
    [human] Lidé vítězí
   *[cylon] Cyloni vítězí
 }: { $reason }.
bsg-result-nobody = V tomto týmu nikdo nebyl, takže prohrávají všichni hráči.
bsg-result-reason-boarding = Centurion dosáhl konce Invazní stupnice
bsg-result-reason-galactica_destroyed = šest lokací Galacticy bylo poškozeno
bsg-result-reason-final_jump = flotila provedla poslední skok ke Kobolu a žádná surovina neklesla na nulu
bsg-result-reason-final_jump_resources = flotila dosáhla Kobolu, ale některá surovina došla
bsg-result-reason-resources = na konci tahu byla některá surovina na nule
bsg-result-reason-turn_limit = hra přesáhla bezpečnostní limit tahů

## slova uvnitř vět událostí

bsg-nobody = nikdo
bsg-space = vesmír
bsg-skill = { $skill ->
    [politics] politika
    [leadership] vůdcovství
    [tactics] taktika
    [piloting] pilotáž
    [engineering] inženýrství
   *[treachery] zrada
 }
# same-as-en: only the card's published name, its skill and strength
bsg-skill-card = { $name } ({ $skill } { $strength })
bsg-area = { $area ->
    [0] vpředu (0)
    [1] vpředu nahoře (1)
    [2] vzadu nahoře (2)
    [3] vzadu (3)
    [4] vzadu dole (4)
    [5] vpředu dole (5)
   *[reserves] Rezervy
 }
bsg-ships-in-area = { $ship ->
    [basestar] { $count ->
        [one] { $count } Basestar
        [few] { $count } Basestar
        [many] { $count } Basestar
       *[other] { $count } Basestar
    }
    [heavy_raider] { $count ->
        [one] { $count } Těžký Raider
        [few] { $count } Těžké Raidery
        [many] { $count } Těžkého Raideru
       *[other] { $count } Těžkých Raiderů
    }
    [viper] { $count ->
        [one] { $count } Viper
        [few] { $count } Vipery
        [many] { $count } Vipera
       *[other] { $count } Viperů
    }
    [civilian] { $count ->
        [one] { $count } civilní loď
        [few] { $count } civilní lodě
        [many] { $count } civilní lodě
       *[other] { $count } civilních lodí
    }
   *[raider] { $count ->
        [one] { $count } Raider
        [few] { $count } Raidery
        [many] { $count } Raideru
       *[other] { $count } Raiderů
    }
 } v oblasti { $area }
bsg-civilian = { $ship ->
    [empty] prázdná
    [population_1] populace 1
    [population_2] populace 2
    [population_1_fuel_1] populace 1, palivo 1
   *[population_1_morale_1] populace 1, morálka 1
 }
bsg-damage-token = { $token ->
    [food] jídlo
   *[fuel] palivo
 }
bsg-basestar-token = { $token ->
    [critical_hit] kritický zásah
    [disabled_hangar] vyřazený hangár
    [disabled_weapons] vyřazené zbraně
   *[structural_damage] poškození konstrukce
 }
bsg-roll-why = { $why ->
    [armory] útok ze Zbrojnice
    [basestar_attacks_galactica] Basestar útočí na Galacticu
    [galactica_attacks_basestar] Galactica útočí na Basestar
    [galactica_attacks_heavy_raider] Galactica útočí na Těžký Raider
    [galactica_attacks_raider] Galactica útočí na Raider
    [human_fleet] Lidská flotila
    [launch_scout] vyslání průzkumu
    [nuke] atomová bomba
    [raider_attacks_galactica] Raider útočí na Galacticu
    [raider_attacks_viper] Raider útočí na Vipera
    [raider_attacks_civilian] Raider útočí na civilní loď
    [viper_attacks_heavy_raider] Viper útočí na Těžký Raider
    [viper_attacks_raider] Viper útočí na Raider
    [viper_attacks_basestar] Viper útočí na Basestar
    [ftl_control] řízení FTL motorů
    [eco_officer] důstojník ECO
   *[evasive_maneuvers] úhybné manévry
 }
# same-as-en: a player's name and their cards
bsg-loyalty-of = { $player }: { $cards }

## události

bsg-event-unknown = { $kind }
bsg-event-nothing = nic
bsg-event-skill_check = provést test dovedností
bsg-event-turn = Tah { $turn }: na tahu je { $player }.
bsg-event-character_chosen = { $player } hraje za postavu { $character }.
bsg-event-title = { $player } je nyní { $title ->
    [president] Prezident
   *[admiral] Admirál
 }.
bsg-event-skill_drawn = { $player } si lízne kartu { $skill ->
    [politics] politických
    [leadership] vůdcovských
    [tactics] taktických
    [piloting] pilotních
    [engineering] inženýrských
   *[treachery] zrádných
 } dovedností.
bsg-event-skill_card_drawn = Lízl sis kartu { $card }.
bsg-event-skill_discarded = { $player } odhodí kartu { $card }.
bsg-event-draw_lost = Balíček { $skill ->
    [politics] politických
    [leadership] vůdcovských
    [tactics] taktických
    [piloting] pilotních
    [engineering] inženýrských
   *[treachery] zrádných
 } dovedností došel; { $player } si nelízne nic.
bsg-event-skill_reshuffled = Odhazovací balíček { $skill ->
    [politics] politických
    [leadership] vůdcovských
    [tactics] taktických
    [piloting] pilotních
    [engineering] inženýrských
   *[treachery] zrádných
 } dovedností se zamíchá do nového balíčku.
bsg-event-deck_reshuffled = Odhazovací balíček { $deck ->
    [crisis] karet krize
    [quorum] karet quora
    [destination] karet destinací
    [super_crisis] karet velké krize
   *[loyalty] karet loajality
 } se zamíchá do nového balíčku.
bsg-event-destiny_built = Vznikne nový balíček osudu { $count ->
    [one] z { $count } karty
    [few] ze { $count } karet
    [many] z { $count } karty
   *[other] z { $count } karet
 }.
bsg-event-resource = { $resource ->
    [food] Jídlo
    [fuel] Palivo
    [morale] Morálka
   *[population] Populace
 } { $delta } (nyní { $value }).
bsg-event-moved = { $player } se přesune do lokace { $location }.
bsg-event-sent = { $player } je poslán do lokace { $location }.
bsg-event-viper_moved = Viper se přesune z oblasti { $frm } do oblasti { $to }.
bsg-event-activated = { $player } aktivuje lokaci { $location }.
bsg-event-no_action = { $player } neprovede žádnou akci.
bsg-event-crisis = Krize: { $card }.
bsg-event-crisis_pair_drawn = { $player } si lízne 2 karty krize a jednu si ponechá.
bsg-event-crisis_options = Tvůj výběr krize: { $cards }.
bsg-event-crisis_discarded = Karta { $card } se odhodí.
bsg-event-chose = { $player } volí: { $choice }.
bsg-event-check_started = Test dovedností: { $skills }, obtížnost { $difficulty }.
bsg-event-contributed = { $player } přidal { $count ->
    [one] { $count } kartu
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } karet
 }.
bsg-event-you_contributed = Přidal jsi kartu { $card }.
bsg-event-check_revealed = Odhaleno: { $cards }. Celkem { $total } proti { $difficulty }.
bsg-event-check_result = Výsledek testu dovedností: { $result ->
    [pass] úspěch
    [partial] částečný úspěch
   *[fail] neúspěch
 }.
bsg-event-contributed_face_up = { $player } přidá lícem nahoru kartu { $card }.
bsg-event-destiny_face_up = Karta z balíčku osudu: { $card }.
bsg-event-skill_played = { $player } zahraje kartu { $card }.
bsg-event-ability_used = { $player } použije schopnost { $name }.
bsg-event-difficulty_changed = { $why }: obtížnost se mění o { $delta }.
bsg-event-difficulty_changed_by = { $why } ({ $player }): obtížnost se mění o { $delta }.
bsg-event-kept_in_play = Karta { $card } zůstává ve hře.
bsg-event-left_play = Karta { $card } opouští hru.
bsg-event-look_blocked = Na karty loajality se už nikdo nesmí dívat.
bsg-event-peeked = { $player } se podívá na vrchní kartu balíčku { $deck ->
    [crisis] karet krize
   *[destination] karet destinací
 }.
bsg-event-peek_card = Vrchní karta balíčku { $deck ->
    [crisis] karet krize
   *[destination] karet destinací
 } je { $card }.
bsg-event-peek_placed = { $player } ji vrátí { $where ->
    [top] navrch
   *[bottom] dospod
 } balíčku { $deck ->
    [crisis] karet krize
   *[destination] karet destinací
 }.
bsg-event-quorum_options = Tvoje karty quora: { $cards }.
bsg-event-executive_order = { $player } dává hráči { $target } Výkonný rozkaz.
bsg-event-eo_mode = { $player } volí { $mode ->
    [move_and_act] pohyb a akci
   *[two_actions] dvě akce
 }.
bsg-event-roll_modified = Hod se mění na { $value }.
bsg-event-reroll = Kostka se hází znovu: { $value }.
bsg-event-area_chosen = { $player } dále vyhodnotí oblast vesmíru { $area }.
bsg-event-super_crisis_played = { $player } zahraje kartu velké krize { $card }.
bsg-event-roll = { $player } hodí { $value } ({ $why }).
bsg-event-activation = Aktivace cylonských lodí: { $icon ->
    [activate_basestars] aktivace Basestar
    [activate_heavy_raiders] aktivace Těžkých Raiderů
    [activate_raiders] aktivace Raiderů
   *[launch_raiders] vypuštění Raiderů
 }.
bsg-event-launched = Basestar vypouštějí: { $ships }.
bsg-event-deployed = Objeví se lodě: { $ships }.
bsg-event-raider_moved = Raider se přesune z oblasti { $frm } do oblasti { $to }.
bsg-event-heavy_moved = { $count ->
    [one] { $count } Těžký Raider se přesune
    [few] { $count } Těžké Raidery se přesunou
    [many] { $count } Těžkého Raideru se přesune
   *[other] { $count } Těžkých Raiderů se přesune
 } z oblasti { $frm } do oblasti { $to }.
bsg-event-boarded = Těžký Raider v oblasti { $area } vysadí Centuriona.
bsg-event-centurions_advanced = Centurioni postupují na políčka { $positions }.
bsg-event-centurions_placed = { $count ->
    [one] { $count } Centurion vnikne
    [few] { $count } Centurioni vniknou
    [many] { $count } Centuriona vnikne
   *[other] { $count } Centurionů vnikne
 } na Galacticu.
bsg-event-centurion_destroyed = Centurion na políčku { $position } je zničen.
bsg-event-cylons_destroyed = { $ship ->
    [heavy_raider] { $count ->
        [one] Zničen { $count } Těžký Raider
        [few] Zničeny { $count } Těžké Raidery
        [many] Zničeno { $count } Těžkého Raideru
       *[other] Zničeno { $count } Těžkých Raiderů
    }
   *[raider] { $count ->
        [one] Zničen { $count } Raider
        [few] Zničeny { $count } Raidery
        [many] Zničeno { $count } Raideru
       *[other] Zničeno { $count } Raiderů
    }
 } v oblasti { $area }.
bsg-event-missed = Minutí.
bsg-event-viper_hit = Viper v oblasti { $area } je { $destroyed ->
    [yes] zničen
   *[no] poškozen
 }.
bsg-event-viper_launched = Viper odstartuje do oblasti { $area }.
bsg-event-viper_returned = Viper z oblasti { $area } se vrací do Rezerv.
bsg-event-vipers_returned = Všechny Vipery ve vesmíru se vracejí do Rezerv.
bsg-event-viper_repaired = Viper je opraven.
bsg-event-launched_self = { $player } odstartuje ve Viperu do oblasti { $area }.
bsg-event-galactica_damaged = Galactica je zasažena: { $token }.
bsg-event-galactica_no_tokens = Nezbývají žádné žetony poškození Galacticy.
bsg-event-repaired = Lokace { $location } je opravena.
bsg-event-basestar_damaged = Basestar v oblasti { $area } utrpí: { $token }.
bsg-event-basestar_destroyed = Basestar v oblasti { $area } je zničena.
bsg-event-nuke_launched = { $player } odpálí atomovou bombu na Basestar v oblasti { $area }.
bsg-event-civilian_destroyed = Civilní loď je zničena ({ $ship }).
bsg-event-civilian_inspected = { $player } prohlédne civilní loď v oblasti { $area }.
bsg-event-civilian_seen = Tato civilní loď nese: { $ship }.
bsg-event-civilian_moved = Civilní loď se přesune z oblasti { $frm } do oblasti { $to }.
bsg-event-counter = { $name ->
    [nukes] Atomové bomby
   *[raptors] Raptory
 }: { $value }.
bsg-event-jump_track = Žeton flotily je na políčku { $value } stupnice Příprava na skok.
bsg-event-jump_started = Flotila skáče!
bsg-event-destinations_drawn = { $player } si lízne { $count ->
    [one] { $count } kartu destinace
    [few] { $count } karty destinací
    [many] { $count } karty destinací
   *[other] { $count } karet destinací
 }.
bsg-event-destination_options = Tvoje destinace: { $cards }.
bsg-event-destination = Destinace: { $card } (vzdálenost { $distance }).
bsg-event-distance = Uražená vzdálenost: { $value }.
bsg-event-sleeper_phase = Fáze spícího agenta: každý dostane další kartu loajality.
bsg-event-loyalty_dealt = { $player } dostane kartu loajality.
bsg-event-loyalty_card = Tvoje karta loajality: { $card }.
bsg-event-looked_at_loyalty = { $viewer } se podívá na { $count ->
    [one] { $count } kartu
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } karet
 } loajality hráče { $target }.
bsg-event-loyalty_seen = Loajalita hráče { $target }: { $cards }
bsg-event-look_nothing = Není žádná karta loajality, na kterou by se šlo podívat.
bsg-event-revealed = { $player } se odhaluje: Jsi Cylon!
bsg-event-sympathizer_revealed = { $player } odhaluje kartu Jsi stoupenec.
bsg-event-sympathizer_passed = { $player } předává kartu stoupence hráči { $to }.
bsg-event-loyalty_given = { $player } dává { $count ->
    [one] { $count } kartu
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } karet
 } loajality hráči { $to }.
bsg-event-loyalty_received = Dostal jsi: { $cards }.
bsg-event-quorum_drawn = { $player } si lízne kartu quora.
bsg-event-quorum_card_drawn = Tvoje nová karta quora: { $card }.
bsg-event-quorum_played = { $player } zahraje kartu { $card }.
bsg-event-super_crisis_drawn = { $player } si lízne kartu velké krize.
bsg-event-super_crisis_card_drawn = Tvoje karta velké krize: { $card }.
bsg-event-super_crisis_discarded = { $player } odhodí kartu velké krize.
bsg-event-picked = { $player } vybírá hráče { $target }.
bsg-event-declined = { $player } odmítá.
bsg-event-no_legal_target = Nikoho nelze vybrat; nic se nestane.
bsg-event-no_target = Není žádný cíl; nic se nestane.
bsg-event-no_civilian = Není žádná civilní loď, kterou by šlo zničit.
bsg-event-hand_inspected = { $player } se dívá do ruky hráče { $target }.
bsg-event-hand_seen = Ruka hráče { $target }: { $cards }
bsg-event-card_stolen = { $player } bere kartu dovedností hráči { $target }.
bsg-event-your_card_stolen = Byla ti vzata karta { $card }.
bsg-event-galactica_tokens_drawn = { $player } si lízne { $count ->
    [one] { $count } žeton
    [few] { $count } žetony
    [many] { $count } žetonu
   *[other] { $count } žetonů
 } poškození Galacticy.
bsg-event-galactica_tokens_seen = Lízl sis: { $tokens }.
bsg-event-skill_withdrawn = { $player } si bere kartu { $card } zpět: použít se tu smí jen jedna.
bsg-event-setup_done = Příprava hry je hotová; první tah hraje { $player }.
bsg-event-loyalty_shown = Karty loajality: { $hands }
