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
bsg-error-reason-starting_hands = Tvá počáteční ruka jsou 3 karty, každá z typů dovedností tvé postavy.
bsg-error-repeated = Tutéž kartu uvádíš dvakrát.
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
bsg-optdesc-contribution_hours = Kolik hodin je na přidání karet do testu dovedností (1–168, výchozí 24).

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
# copies of one card in a list (texts.cards_counted): always two or more
bsg-card-copies = { $count }× { $card }
bsg-area = { $area ->
    [0] vpředu (0)
    [1] vpředu nahoře (1)
    [2] vzadu nahoře (2)
    [3] vzadu (3)
    [4] vzadu dole (4)
    [5] vpředu dole (5)
   *[reserves] Rezervy
 }
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
    [basestar_attacks_galactica] Basestar útočí na Galacticu
    [galactica_attacks_basestar] Galactica útočí na Basestar
    [galactica_attacks_heavy_raider] Galactica útočí na Těžký Raider
    [galactica_attacks_raider] Galactica útočí na Raider
    [launch_scout] Launch Scout
    [nuke] atomová bomba
    [raider_attacks_galactica] Raider útočí na Galacticu
    [raider_attacks_viper] Raider útočí na Vipera
    [raider_attacks_civilian] Raider útočí na civilní loď
    [viper_attacks_heavy_raider] Viper útočí na Těžký Raider
    [viper_attacks_raider] Viper útočí na Raider
    [viper_attacks_basestar] Viper útočí na Basestar
    [eco_officer] ECO Officer
   *[evasive_maneuvers] Evasive Maneuvers
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
bsg-event-skill_card_drawn = Líznutá karta: { $card }.
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
bsg-event-sent = { $player } jde do lokace { $location }.
bsg-event-viper_moved = Viper se přesune z oblasti { $frm } do oblasti { $to }.
bsg-event-activated = { $player } aktivuje lokaci { $location }.
bsg-event-no_action = { $player } neprovede žádnou akci.
bsg-event-crisis = Krize: { $card }.
bsg-event-crisis_pair_drawn = { $player } si lízne 2 karty krize a jednu si ponechá.
bsg-event-crisis_options = Tvůj výběr krize: { $cards }.
bsg-event-crisis_discarded = Karta { $card } se odhodí.
bsg-event-chose = { $player } volí: { $choice }.
bsg-event-check_started = Test dovedností: { $skills }, obtížnost { $difficulty }.
bsg-event-contributed = { $player } přidá do testu { $count ->
    [one] { $count } kartu
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } karet
 }.
bsg-event-you_contributed = Tvůj příspěvek: { $card }.
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
bsg-event-centurions_advanced = { $count ->
    [one] Centurion postupuje na políčko { $positions } Invazní stupnice.
    [few] Centurioni postupují na políčka { $positions } Invazní stupnice.
    [many] Centurioni postupují na políčka { $positions } Invazní stupnice.
   *[other] Centurioni postupují na políčka { $positions } Invazní stupnice.
 }
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
bsg-event-missed = Vedle.
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
bsg-event-counter_change = { $name ->
    [nukes] Atomové bomby
   *[raptors] Raptory
 } { $delta } (nyní { $value }).
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
# the Sleeper Agent phase when the loyalty deck (never refilled) runs out mid-deal: who received a card
bsg-event-sleeper_phase_short = { $count ->
    [0] Fáze spícího agenta: balíček karet loajality je prázdný, takže další kartu loajality nikdo nedostane.
    [one] Fáze spícího agenta: balíček karet loajality došel, takže další kartu loajality dostane jen { $players }.
    [few] Fáze spícího agenta: balíček karet loajality došel, takže další kartu loajality dostanou jen { $players }.
    [many] Fáze spícího agenta: balíček karet loajality došel, takže další kartu loajality dostanou jen { $players }.
   *[other] Fáze spícího agenta: balíček karet loajality došel, takže další kartu loajality dostanou jen { $players }.
}
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
bsg-event-revealed = { $player } odhaluje kartu loajality „Jsi Cylon“: { $player } je Cylon!
bsg-event-sympathizer_revealed = { $player } odhaluje kartu loajality „Jsi stoupenec“.
bsg-event-sympathizer_passed = { $player } předává kartu stoupence: dostává ji { $to }.
bsg-event-loyalty_given = { $player } předává { $count ->
    [one] { $count } kartu loajality: dostává ji
    [few] { $count } karty loajality: dostává je
    [many] { $count } karty loajality: dostává je
   *[other] { $count } karet loajality: dostává je
 } { $to }.
bsg-event-loyalty_received = Dostáváš: { $cards }.
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
bsg-event-card_stolen = { $player } bere kartu dovedností z ruky hráče { $target }.
bsg-event-your_card_stolen = Byla ti vzata karta { $card }.
bsg-event-galactica_tokens_drawn = { $player } si lízne { $count ->
    [one] { $count } žeton
    [few] { $count } žetony
    [many] { $count } žetonu
   *[other] { $count } žetonů
 } poškození Galacticy.
bsg-event-galactica_tokens_seen = Líznuté žetony: { $tokens }.
bsg-event-skill_withdrawn = { $player } si bere kartu { $card } zpět: použít se tu smí jen jedna.
bsg-event-setup_done = Příprava hry je hotová; první tah hraje { $player }.
bsg-event-loyalty_shown = Karty loajality: { $hands }

## jména, která dávají pravidla (lokace podle českých pravidel, karty loajality)

# Lokace, každá svým klíčem: jediný seznam jejich jmen pro události, vysvětlení i obrázky (effect_text.location_msg).
# Podle českých pravidel: Tiskový sál, Prezidentská kancelář, Úřad vlády, Řízení FTL motorů, Můstek, Admirálova
# kajuta, Výzkumná laboratoř, Ošetřovna, Cela, Caprica, Letka Cylonů, Loď znovuzrození; pravidla nejmenují Řízení
# palby, Komunikaci, Hangár, Zbrojnici a Lidskou flotilu.
bsg-location-press_room = Tiskový sál
bsg-location-label-press_room = Tiskový sál
bsg-location-presidents_office = Prezidentská kancelář
bsg-location-label-presidents_office = Prezidentská kancelář
bsg-location-administration = Úřad vlády
bsg-location-ftl_control = Řízení FTL motorů
bsg-location-weapons_control = Řízení palby
bsg-location-command = Můstek
bsg-location-communications = Komunikace
bsg-location-admirals_quarters = Admirálova kajuta
bsg-location-label-admirals_quarters = Admirálova kajuta
bsg-location-research_lab = Výzkumná laboratoř
bsg-location-label-research_lab = Výzkumná laboratoř
bsg-location-hangar_deck = Hangár
bsg-location-label-hangar_deck = Hangár
bsg-location-armory = Zbrojnice
bsg-location-label-armory = Zbrojnice
bsg-location-sickbay = Ošetřovna
bsg-location-brig = Cela
# A name alone (an image's label, a rules topic, a button): a sentence says "the Brig", "the Human Fleet".
bsg-location-label-brig = Cela
# same-as-en: a proper name
bsg-location-caprica = Caprica
bsg-location-cylon_fleet = Letka Cylonů
bsg-location-label-cylon_fleet = Letka Cylonů
bsg-location-human_fleet = Lidská flotila
bsg-location-label-human_fleet = Lidská flotila
bsg-location-resurrection_ship = Loď znovuzrození
bsg-location-label-resurrection_ship = Loď znovuzrození
bsg-loyalty-name = { $kind ->
    [cylon] Jsi Cylon
    [sympathizer] Jsi stoupenec
   *[not_cylon] Nejsi Cylon
 }
bsg-player-number = Hráč { $number }

## rozhodnutí: otázky

bsg-prompt-with = { $prompt } ({ $detail })
bsg-prompt-draft = Vyber si postavu.
bsg-prompt-lee_launch = Vyber oblast, do které tvůj Viper odstartuje.
bsg-prompt-draw_skill = Vyber typ dovednosti své další karty.
bsg-prompt-draw_skill-all = Vyber rovnou typy dovedností všech { $count } karet, které si lízneš.
bsg-prompt-starting_hands = Vyber typy dovedností { $count ->
    [one] své počáteční karty
    [few] svých { $count } počátečních karet
    [many] svých { $count } počátečních karet
   *[other] svých { $count } počátečních karet
}. Vybírají teď všichni současně; tvá volba zůstane tajná, dokud nevyberou všichni, pak se karty líznou.
bsg-prompt-move_card = Přesun na druhou loď stojí kartu: vyber kartu, kterou odhodíš.
bsg-prompt-action = Vyber svou akci.
bsg-prompt-choose = Vyber jednu možnost.
bsg-prompt-confirm = Chceš to udělat?
bsg-prompt-pick_player = Vyber postavu.
bsg-prompt-discard = Vyber kartu, kterou odhodíš.
bsg-prompt-hand_limit = Odhoď karty na svůj limit karet v ruce.
bsg-prompt-contribute = Přidej do testu libovolné karty dovedností lícem dolů (nebo žádnou), všechny najednou; můžeš je odevzdat i dřív.
bsg-prompt-destination = Vyber destinaci (druhá karta jde neviděná pod balíček).
bsg-prompt-crisis_pick = Vyber krizi, která se vyhodnotí (druhá jde pod balíček).
bsg-prompt-caprica_pick = Vyber krizi, která se vyhodnotí (druhá se odhodí).
bsg-prompt-galactica_target = Vyber cylonskou loď, na kterou Galactica zaútočí.
bsg-prompt-launch_self = Vyber, kam odstartuješ.
bsg-prompt-armory_target = Vyber Centuriona, na kterého zaútočíš.
bsg-prompt-centurion_pick = Vyber Centuriona, který bude zničen.
bsg-prompt-viper_activation = Aktivuj Viper bez pilota (start, pohyb nebo útok), nebo skonči.
bsg-prompt-viper_pick = Vyber Viper.
bsg-prompt-ship_pick = Vyber cylonskou loď.
bsg-prompt-send_location = Vyber lokaci na Galactice, kam se přesuneš.
bsg-prompt-civilian_destroy = Vyber oblast vesmíru civilní lodi, která bude zničena.
bsg-prompt-comms_pick = Vyber civilní loď, na kterou se podíváš, nebo skonči.
bsg-prompt-comms_move = Přesuň tuto civilní loď do sousední oblasti, nebo ji nech na místě.
bsg-prompt-quorum_play = Vyber kartu quora, kterou zahraješ.
bsg-prompt-give_sympathizer = Dej kartu stoupence jinému hráči.
bsg-prompt-cylon_move = Přesuň se do jiné Cylonské lokace, nebo zůstaň.
bsg-prompt-cylon_action = Aktivuj svou Cylonskou lokaci, nebo nedělej nic.
bsg-prompt-steal_target = Vyber, do čí ruky se podíváš.
bsg-prompt-steal_card = Vyber kartu, kterou si vezmeš.
bsg-prompt-give_loyalty = Dej své neodhalené karty loajality jinému hráči, nebo si je nech.
bsg-prompt-galactica_draw_count = Kolik žetonů poškození Galacticy si lízneš?
bsg-prompt-galactica_draw_pick = Vyber žeton, který se vyhodnotí.
bsg-prompt-loc_reaction = Můžeš změnit obtížnost tohoto testu.
bsg-prompt-peek_deck = Vyber balíček, do kterého se podíváš.
bsg-prompt-peek_place = Vrať kartu navrch, nebo pod balíček.
bsg-prompt-piloted_attack = Zaútoč svým Viperem, nebo skonči.
bsg-prompt-roslin_quorum = Vyber kartu quora, která se vyhodnotí (ostatní jdou pod balíček).
bsg-prompt-eo_target = Vyber, kdo dostane Executive Order.
bsg-prompt-secret_destiny = Secret Destiny: nahradit tuto kartu krize?
bsg-prompt-mysterious_intuition = Mysterious Intuition: určit výsledek tohoto testu?
bsg-prompt-blind_devotion = Blind Devotion: určit typ dovednosti, jehož karty mají sílu 0?
bsg-prompt-command_authority = Command Authority: vzít si do ruky všechny karty tohoto testu?
bsg-prompt-eco_officer = ECO Officer: hodit touto kostkou znovu?
bsg-prompt-moral_compass = Moral Compass: přepnout na druhou možnost?
bsg-prompt-alert_viper_pilot = Alert Viper Pilot: přesednout do nového Viperu a provést akci?
bsg-prompt-skill_window = Teď můžeš zahrát kartu, nebo pasovat.
bsg-prompt-window_order = Několik hráčů zahrálo stejnou kartu: vyber, čí karta se použije (ostatní se vrátí).
bsg-prompt-area_order = Vyber další oblast vesmíru, která se vyhodnotí.
bsg-prompt-raider_target = Vyber, na který pilotovaný Viper Raider zaútočí.
bsg-prompt-raider_civilian = Vyber, kterou civilní loď Raider zničí.
bsg-prompt-heavy_convert = Vyber, který Těžký Raider vysadí Centuriona.
bsg-prompt-deploy_pick = V zásobě není dost lodí: vyber oblast, která dostane další.

## rozhodnutí: kroky tahu, zdroje, okna

bsg-step-setup = Příprava hry
bsg-step-start = Začátek tahu
bsg-step-receive = Krok získání dovedností
bsg-step-move = Krok pohybu
bsg-step-action = Akční krok
bsg-step-crisis = Krok krizí
bsg-step-activation = Krok aktivace cylonských lodí
bsg-step-jump = Skok
bsg-step-end = Konec tahu
bsg-step-cylon_turn = Tah Cylona
bsg-source-setup = Příprava hry
bsg-source-turn = Tvůj tah
bsg-source-window = Okno pro reakci
bsg-source-activation = Aktivace Cylonů
bsg-source-jump = Skok
bsg-source-sleeper = Fáze spícího agenta
bsg-source-title = Titul
bsg-source-roll = Hod kostkou
bsg-source-check = Test dovedností
bsg-source-hand_limit = Limit karet v ruce
bsg-source-reveal = Odhalení Cylona
bsg-source-president = Prezident
bsg-source-reveal-discard = Odhalený Cylon si ponechá nejvýše 3 karty dovedností.
bsg-window-check_pre = než se do testu dovedností přidají karty
bsg-window-check_total = po sečtení testu dovedností
bsg-window-roll_before = před hodem kostkou
bsg-window-viper_attacked = po hodu Cylonů na útok proti Viperu

## rozhodnutí: k čemu je výběr, co možnost způsobí

bsg-purpose-galactica_target = Galactica zaútočí na tuto loď.
bsg-purpose-armory_target = Útočíš na tohoto Centuriona; { $hit_min }+ ho zničí.
bsg-purpose-raider_target = Raider zaútočí na Viper tohoto pilota.
bsg-purpose-raider_civilian = Raider zničí tuto civilní loď.
bsg-purpose-eo_target = Tento hráč se teď pohne a provede akci, nebo provede dvě akce.
bsg-purpose-steal_target = Podíváš se tomuto hráči do ruky a vezmeš si jednu kartu dovedností.
bsg-purpose-give_sympathizer = Tento hráč dostane kartu stoupence.
bsg-purpose-give_loyalty = Tento hráč dostane všechny tvé neodhalené karty loajality.
bsg-purpose-send_location = Přesuneš se do této lokace.
bsg-purpose-civilian_destroy = Civilní loď v této oblasti bude zničena.
bsg-purpose-centurion_pick = Tento Centurion bude zničen.
bsg-purpose-deploy_pick = Není dost lodí: tato oblast dostane další loď ({ $ship }).
bsg-purpose-heavy_convert = Tento Těžký Raider vysadí na Galacticu Centuriona.
bsg-purpose-area_order = Raideři v této oblasti jednají jako další.
bsg-purpose-window_order = Použije se karta tohoto hráče; ostatní si své karty vezmou zpět.
bsg-conseq-destination = Vzdálenost { $distance }: { $text }
bsg-conseq-contribute = Přidá { $total } k testu.
bsg-conseq-nothing = Tvůj tah pokračuje bez akce.
bsg-conseq-quorum_draw = Lízneš si 1 kartu quora.
bsg-conseq-viper_attack = Hod na zásah cylonské lodi.
bsg-conseq-nuke = Hod: Basestar je poškozena nebo zničena (a s ní Raideři).
bsg-conseq-caprica_crises = Lízneš 2 karty krize, jednu vyhodnotíš, druhou odhodíš.
bsg-conseq-move_card = Pak se přesuneš do lokace { $location }.

## rozhodnutí: popisky možností

bsg-area-label = { $area ->
    [0] oblast 0 (před Galacticou)
    [1] oblast 1 (vpředu nahoře)
    [2] oblast 2 (vzadu nahoře)
    [3] oblast 3 (za Galacticou)
    [4] oblast 4 (vzadu dole, start)
    [5] oblast 5 (vpředu dole, start)
   *[reserves] Rezervy
 }
bsg-ship = { $ship ->
    [raider] Raider
    [heavy_raider] Těžký Raider
    [basestar] Basestar
    [viper] Viper
    [civilian] civilní loď
    [centurion] Centurion
   *[other] loď
 }
bsg-viper-where = { $where ->
    [reserves] Rezervy
    [damaged] hromádka poškozených
   *[destroyed] hromádka zničených
 }
bsg-mode-move_and_act = Pohyb, pak 1 akce
bsg-mode-two_actions = 2 akce (bez pohybu)
bsg-label-character = Hrát za postavu { $character }
bsg-label-launch = Odstartovat: { $area }
bsg-label-launch_recall = Stáhnout Viper z oblasti { $recall }, odstartovat: { $area }
bsg-label-draw = Líznout kartu: { $skill }
bsg-label-draw_all = Líznout: { $cards }
bsg-label-stay = Zůstat: { $location }
bsg-label-stay_nowhere = Zůstat
bsg-label-move = Přesun: { $location }
bsg-label-move_paid = Přesun: { $location }, odhodit { $card }
bsg-label-move_costly = Přesun: { $location } (stojí kartu)
bsg-label-viper_move = Letět Viperem: { $area }
bsg-label-viper_move_from = Viper z oblasti { $frm } přesunout: { $area }
bsg-label-activate = Aktivovat lokaci { $location }
bsg-label-viper_attack = Viper zaútočí: { $ship }, { $area }
bsg-label-viper_attack_from = Viper z oblasti { $frm } zaútočí: { $ship }, { $area }
bsg-label-nuke = Atomová bomba na Basestar: { $area }
bsg-label-quorum_draw = Líznout kartu quora
bsg-label-quorum_play = Zahrát { $card }
bsg-label-play = Zahrát { $card }
bsg-label-ability = Použít { $name }
bsg-label-reveal = Odhalit se: { $card }
bsg-label-nothing = Nedělat nic
bsg-label-caprica_crises = Líznout 2 karty krize a jednu vyhodnotit
bsg-label-play_super = Zahrát kartu velké krize { $card }
bsg-label-contribute = Přidat { $card } (zde { $value })
bsg-label-contribute_cards = Přidat { $cards } (zde { $value })
bsg-label-contribute_none = Nepřidat žádnou kartu
bsg-label-done = Hotovo, další karty nepřidám
bsg-label-pass = Pasovat
bsg-label-use = Použít
bsg-label-use-secret_destiny = Použít Secret Destiny: odhodit tuto krizi a líznout jinou
bsg-label-use-command_authority = Použít Command Authority: vzít si všechny karty tohoto testu
bsg-label-use-eco_officer = Použít ECO Officer: hodit znovu
bsg-label-use-moral_compass = Použít Moral Compass: přepnout na { $other }
bsg-label-declare = Určit, že test { $result ->
    [pass] uspěl
   *[fail] selhal
 }
bsg-label-skill = Karty typu { $skill } mají sílu 0
bsg-label-pilot = Přesednout do Viperu ({ $area }) a jednat
bsg-label-difficulty = Test { $change }
bsg-label-choose_check = Provést test dovedností
bsg-label-yes = Ano
bsg-label-no = Ne
bsg-label-player_none = Nikdo
bsg-label-discard = Odhodit { $card }
bsg-label-discard_cards = Odhodit { $cards }
bsg-label-discard_none = Nic neodhodit
bsg-label-take_card = Vzít si { $card }
bsg-label-target = Cíl: { $ship }, { $area }
bsg-label-centurion = Centurion na políčku { $position } Invazní stupnice
bsg-label-viper_source = Viper: { $where }
bsg-label-viper_pilot = Viper hráče { $name }
bsg-label-ship = Loď: { $ship }, { $area }
bsg-label-civilian = Civilní loď: { $area }
bsg-label-civilian_index = Civilní loď č. { $number }: { $area }
bsg-label-civilian_move = Přesunout ji: { $area }
bsg-label-civilian_stay = Nechat ji na místě: { $area }
bsg-label-quorum = Zahrát { $card }
bsg-label-count = Líznout { $count ->
    [one] { $count } žeton poškození
    [few] { $count } žetony poškození
    [many] { $count } žetonu poškození
   *[other] { $count } žetonů poškození
 }
bsg-label-deck = Balíček { $deck }
bsg-label-place = Vrátit ji { $where ->
    [top] navrch
   *[bottom] dospod
 }
bsg-label-stop = Skončit
bsg-label-stop_nothing = Nezahrát nic

## jazyk efektů slovy (effect_text.py): kdo, co, kdy

bsg-fx-nothing = nic se nestane
bsg-fx-any-galactica-location = libovolná lokace na Galactice
bsg-fx-this-location = tato lokace
bsg-fx-who = { $who ->
    [you] ty
    [current] aktivní hráč
    [president] Prezident
    [admiral] Admirál
    [each] každý hráč
   *[chosen] vybraná postava
 }
bsg-fx-chosen-by = { $person ->
    [you] tebou vybraná postava{ $optional ->
        [yes] {" "}(nebo nikdo)
       *[no] {""}
    }
   *[other] vybraná postava ({ $optional ->
        [yes] vybírá { $by }, nebo nikdo
       *[no] vybírá { $by }
    })
 }
bsg-fx-everyone-in = každý v lokaci { $places }
bsg-fx-cond-unknown = pokud { $test }
bsg-fx-ships = { $ship ->
    [heavy_raider] { $count ->
        [one] { $count } Těžký Raider
        [few] { $count } Těžké Raidery
        [many] { $count } Těžkého Raideru
       *[other] { $count } Těžkých Raiderů
    }
    [basestar] { $count ->
        [one] { $count } Basestar
        [few] { $count } Basestar
        [many] { $count } Basestar
       *[other] { $count } Basestar
    }
    [viper] { $count ->
        [one] { $count } Viper
        [few] { $count } Vipery
        [many] { $count } Viperu
       *[other] { $count } Viperů
    }
    [civilian] { $count ->
        [one] { $count } civilní loď
        [few] { $count } civilní lodě
        [many] { $count } civilní lodi
       *[other] { $count } civilních lodí
    }
    [centurion] { $count ->
        [one] { $count } Centuriona
        [few] { $count } Centuriony
        [many] { $count } Centuriona
       *[other] { $count } Centurionů
    }
   *[raider] { $count ->
        [one] { $count } Raider
        [few] { $count } Raidery
        [many] { $count } Raideru
       *[other] { $count } Raiderů
    }
 }
bsg-fx-resource = { $resource ->
    [fuel] palivo
    [food] jídlo
    [morale] morálka
   *[population] populace
 } { $delta }
bsg-fx-counter = { $name ->
    [nukes] atomové bomby
   *[distance] vzdálenost
 } { $delta }
bsg-fx-jump_track = stupnice Příprava na skok { $delta }
bsg-fx-centurion = { $count ->
    [one] { $count } Centurion vstoupí na Galacticu
    [few] { $count } Centurioni vstoupí na Galacticu
    [many] { $count } Centurionu vstoupí na Galacticu
   *[other] { $count } Centurionů vstoupí na Galacticu
 }
bsg-fx-damage_galactica-draw = líznout až { $draw } žetonů poškození Galacticy a vyhodnotit { $count }
bsg-fx-damage_galactica = poškodit Galacticu { $count ->
    [one] jednou
    [few] { $count }krát
    [many] { $count }krát
   *[other] { $count }krát
 }
bsg-fx-repair_location = opravit lokaci { $location }
bsg-fx-destroy_civilian = zničit { $count ->
    [one] { $count } civilní loď
    [few] { $count } civilní lodě
    [many] { $count } civilní lodi
   *[other] { $count } civilních lodí
 }
bsg-fx-vipers = { $action ->
    [damage] poškodit
    [repair] opravit
    [return_to_reserves] vrátit do Rezerv
   *[other] vybrat
 } { $amount ->
    [all] všechny Vipery
    [up_to] až { $count ->
        [one] { $count } Viper
        [few] { $count } Vipery
        [many] { $count } Viperu
       *[other] { $count } Viperů
    }
   *[exactly] { $count ->
        [one] { $count } Viper
        [few] { $count } Vipery
        [many] { $count } Viperu
       *[other] { $count } Viperů
    }
 }{ $where ->
    [reserves] {" "}v Rezervách
    [space] {" "}ve vesmíru
    [damaged] {" "}mezi poškozenými
    [damaged_or_destroyed] {" "}mezi poškozenými nebo zničenými
   *[any] {""}
 }
bsg-fx-cylon_ships = { $action ->
    [damage] poškodit
   *[destroy] zničit
 } { $ships }
bsg-fx-in-area = { $ships } v oblasti { $area }
bsg-fx-deploy = umístit { $ships }
bsg-fx-activate = Cylonské lodě: { $ships ->
    [activate_raiders] aktivují se Raideři
    [activate_heavy_raiders] aktivují se Těžké Raidery (Centurioni postoupí)
    [activate_basestars] Basestar útočí
    [launch_raiders] Basestar vypouštějí Raidery
   *[launch] Basestar vypouštějí lodě
 }
# volba mezi aktivacemi jmenuje jen to, co se aktivuje („Ann volí: Basestar útočí.“)
bsg-fx-activated = { $ships ->
    [activate_raiders] aktivují se Raideři
    [activate_heavy_raiders] aktivují se Těžké Raidery (Centurioni postoupí)
    [activate_basestars] Basestar útočí
    [launch_raiders] Basestar vypouštějí Raidery
   *[launch] Basestar vypouštějí lodě
 }
bsg-fx-send = { $person ->
    [you] jdeš
   *[other] { $who } jde
 } do lokace { $location }
bsg-fx-send-anywhere = { $person ->
    [you] jdeš
   *[other] { $who } jde
 } do libovolné lokace na Galactice
bsg-fx-discard = { $person ->
    [you] odhodíš
   *[other] { $who } odhodí
 } { $what ->
    [hand] celou ruku
    [super_crisis] { $count ->
        [one] { $count } kartu velké krize
        [few] { $count } karty velké krize
        [many] { $count } karty velké krize
       *[other] { $count } karet velké krize
    }
   *[skill] { $count ->
        [one] { $count } kartu dovedností
        [few] { $count } karty dovedností
        [many] { $count } karty dovedností
       *[other] { $count } karet dovedností
    }
 }{ $random ->
    [yes] {" "}náhodně
   *[no] {""}
 }
bsg-fx-draw-skills = { $person ->
    [you] lízneš si
   *[other] { $who } si lízne
 } { $count ->
    [one] { $count } kartu dovedností
    [few] { $count } karty dovedností
    [many] { $count } karty dovedností
   *[other] { $count } karet dovedností
 } ({ $skills })
bsg-fx-draw = { $person ->
    [you] lízneš si
   *[other] { $who } si lízne
 } { $deck ->
    [quorum] { $count ->
        [one] { $count } kartu quora
        [few] { $count } karty quora
        [many] { $count } karty quora
       *[other] { $count } karet quora
    }
    [super_crisis] { $count ->
        [one] { $count } kartu velké krize
        [few] { $count } karty velké krize
        [many] { $count } karty velké krize
       *[other] { $count } karet velké krize
    }
    [crisis] { $count ->
        [one] { $count } kartu krize
        [few] { $count } karty krize
        [many] { $count } karty krize
       *[other] { $count } karet krize
    }
    [destination] { $count ->
        [one] { $count } kartu destinace
        [few] { $count } karty destinací
        [many] { $count } karty destinace
       *[other] { $count } karet destinací
    }
   *[skill] { $count ->
        [one] { $count } kartu dovedností libovolného typu
        [few] { $count } karty dovedností libovolného typu
        [many] { $count } karty dovedností libovolného typu
       *[other] { $count } karet dovedností libovolného typu
    }
 }
bsg-fx-title = { $person ->
    [you] stáváš se
   *[other] { $who } se stává
 } { $title ->
    [president] Prezidentem
   *[admiral] Admirálem
 }
bsg-fx-choose = { $person ->
    [you] volíš
   *[other] { $who } volí
 }: { $options }
# volba, která je sama možností mezi jinými: bez druhé dvojtečky ve větě
bsg-fx-choose-nested = { $person ->
    [you] rozhodneš
   *[other] { $who } rozhodne
 } ({ $options })
bsg-fx-roll-outcome = { $low }–{ $high }: { $then }
bsg-fx-roll = hod kostkou ({ $outcomes })
bsg-fx-if = { $cond }, { $then }
bsg-fx-otherwise = jinak { $then }
bsg-fx-check = test dovedností { $skills }, obtížnost { $difficulty } ({ $outcomes })
bsg-fx-check-pass = úspěch: { $then }
bsg-fx-check-partial = { $min }+: { $then }
bsg-fx-check-fail = neúspěch: { $then }
bsg-fx-alternative = nebo místo toho: { $then }
bsg-fx-keep_in_play = karta zůstává ve hře
bsg-fx-dispose = { $to ->
    [removed_from_game] karta odchází ze hry
    [bottom_of_deck] karta jde pod svůj balíček
   *[discard] karta se odhodí
 }
bsg-fx-deck = { $deck ->
    [crisis] krizí
    [destination] destinací
    [quorum] quora
    [super_crisis] velkých krizí
    [politics] politiky
    [leadership] vůdcovství
    [tactics] taktiky
    [piloting] pilotáže
   *[engineering] inženýrství
 }
bsg-fx-peek = { $person ->
    [you] podíváš se na vrchní kartu balíčku { $decks } a vrátíš ji navrch nebo dospod
   *[other] { $who } se podívá na vrchní kartu balíčku { $decks } a vrátí ji navrch nebo dospod
 }
bsg-fx-die-reroll = kostkou se hodí znovu
# Evasive Maneuvers: the reroll, and its modifier against a piloted viper ("−2")
bsg-fx-die-reroll-piloted = kostkou se hodí znovu, a má-li Viper pilota, má nový hod { $modifier }
bsg-fx-die = hod kostkou { $modifier }
bsg-fx-extra_action = { $person ->
    [you] provedeš
   *[other] { $who } provede
 } { $count ->
    [one] { $count } akci navíc
    [few] { $count } akce navíc
    [many] { $count } akce navíc
   *[other] { $count } akcí navíc
 }
bsg-fx-loyalty-plain = { $kind ->
    [cylon] vlastník je Cylon
    [sympathizer] vlastník je stoupenec
   *[not_cylon] žádná schopnost; vlastník je člověk, pokud nemá i kartu „Jsi Cylon“
 }
bsg-fx-token-location = lokace { $location } je poškozená: postavy v ní jdou na Ošetřovnu a její akci nelze použít, dokud se neopraví
bsg-fx-token-removed = žeton odchází ze hry
bsg-cond-counter_gte = pokud { $counter ->
    [raptors] Raptorů
    [nukes] atomových bomb
   *[distance] vzdálenosti
 } je aspoň { $value }
bsg-cond-resource_lt = pokud { $resource ->
    [fuel] palivo
    [food] jídlo
    [morale] morálka
   *[population] populace
 } klesne pod { $value }
bsg-cond-any_resource_red = pokud je některá surovina v červeném poli
bsg-cond-distance_lte = pokud je uražená vzdálenost nejvýše { $value }
bsg-cond-jump_track_gte = pokud je žeton flotily na políčku { $value } stupnice Příprava na skok nebo dál
bsg-cond-self_in = pokud { $person ->
    [you] jsi
   *[other] { $who } je
 } v lokaci { $location }
bsg-cond-self_not_in = pokud { $person ->
    [you] nejsi
   *[other] { $who } není
 } v lokaci { $location }
bsg-cond-self_has_title = pokud { $person ->
    [you] máš
   *[other] { $who } má
 } titul { $title ->
    [president] Prezident
   *[admiral] Admirál
 }
bsg-cond-self_hand_size_eq = pokud { $person ->
    [you] máš
   *[other] { $who } má
 } právě { $value ->
    [one] { $value } kartu dovedností
    [few] { $value } karty dovedností
    [many] { $value } karty dovedností
   *[other] { $value } karet dovedností
 }
bsg-cond-self_can_pilot = pokud { $person ->
    [you] umíš
   *[other] { $who } umí
 } pilotovat
bsg-cond-self_piloting_viper = pokud { $person ->
    [you] pilotuješ
   *[other] { $who } pilotuje
 } Viper
bsg-cond-self_has_super_crisis = pokud { $person ->
    [you] máš
   *[other] { $who } má
 } kartu velké krize
bsg-mod-hand_limit = tvůj limit karet v ruce je { $value }
bsg-mod-cannot_activate = nikdy nemůžeš aktivovat lokaci { $locations }
bsg-mod-cannot_activate_occupied = nemůžeš aktivovat lokaci, ve které stojí jiná postava, kromě Cely
bsg-mod-location_activation_discard_cost = než aktivuješ jakoukoli lokaci, musíš odhodit { $value ->
    [one] { $value } kartu
    [few] { $value } karty
    [many] { $value } karty
   *[other] { $value } karet
 } dovedností
bsg-mod-forced_discards_random = když musíš odhodit karty dovedností, vybírají se náhodně
bsg-mod-setup_loyalty_cards = při přípravě dostaneš { $value ->
    [one] { $value } kartu
    [few] { $value } karty
    [many] { $value } karty
   *[other] { $value } karet
 } loajality místo 1
bsg-mod-sleeper_phase_loyalty_cards = dostaneš { $value ->
    [one] { $value } kartu
    [few] { $value } karty
    [many] { $value } karty
   *[other] { $value } karet
 } loajality místo 1
bsg-mod-stranded_until_turn = začínáš mimo hrací plán a nemůžeš se pohnout ani jednat, dokud tě na začátku druhého tahu neumístí do Hangáru
bsg-mod-crisis_draw = když si lízneš kartu krize, lízneš si 2, jednu vyhodnotíš a druhou dáš pod balíček
bsg-mod-one_strength_cards_positive = karty se silou 1 se v jejím testu dovedností počítají jako kladné
bsg-mod-skill_check_face_up = tento test se hraje lícem nahoru
bsg-mod-extra_positive_skill = karty typu { $skill } se v tomto testu také počítají jako kladné
bsg-mod-receive_skills_max = dostane jen { $value ->
    [one] { $value } kartu dovedností
    [few] { $value } karty dovedností
    [many] { $value } karty dovedností
   *[other] { $value } karet dovedností
 }
bsg-mod-cannot_move = nemůže se pohybovat
bsg-mod-skips_crisis_step = nelíže kartu krize
bsg-mod-max_cards_per_skill_check = přidá do testu dovedností nejvýše { $value ->
    [one] { $value } kartu
    [few] { $value } karty
    [many] { $value } karty
   *[other] { $value } karet
 }
bsg-fleet-activate_unmanned_vipers = aktivovat až { $count ->
    [one] { $count } Viper bez pilota
    [few] { $count } Vipery bez pilota
    [many] { $count } Viperu bez pilota
   *[other] { $count } Viperů bez pilota
 } (start, pohyb nebo útok)
bsg-fleet-attack_centurion = zaútočit na Centuriona na Invazní stupnici ({ $hit_min }+ ho zničí)
bsg-fleet-galactica_attack = Galactica zaútočí na jednu cylonskou loď
bsg-fleet-inspect_and_move_civilians = podívat se na { $count ->
    [one] { $count } civilní loď
    [few] { $count } civilní lodě
    [many] { $count } civilní lodi
   *[other] { $count } civilních lodí
 } a každou přesunout do sousední oblasti
bsg-fleet-jump_the_fleet = flotila provede skok (při hodu 1–6 se může ztratit populace)
bsg-fleet-launch_self_in_viper = odstartovat ve Viperu do startovní oblasti
bsg-fleet-piloted_viper_attacks = tvůj Viper zaútočí { $count ->
    [one] jednou
    [few] { $count }krát
    [many] { $count }krát
   *[other] { $count }krát
 }
bsg-special-extra_crisis_after_activation = po kroku aktivace cylonských lodí této karty se lízne a vyhodnotí další karta krize
bsg-special-play_quorum_card = zahrát jednu kartu quora z ruky Prezidenta a vyhodnotit ji
bsg-special-play_super_crisis = vyhodnotit kartu velké krize z ruky
bsg-special-resolve_one_of_two_crises = líznout 2 karty krize (vidíš je jen ty), jednu vyhodnotit a druhou odhodit lícem nahoru
bsg-special-steal_skill_card = podívat se jednomu hráči do ruky a vzít si jednu jeho kartu dovedností
bsg-special-give_loyalty_cards = můžeš dát všechny své neodhalené karty loajality jinému hráči, který není odhalený Cylon
bsg-special-command_authority = karty zahrané do testu si můžeš vzít do ruky místo do odhazovacích balíčků
bsg-special-moral_compass = zvolenou možnost můžeš přepnout na tu druhou
bsg-special-alert_viper_pilot = můžeš do toho Viperu přesednout a provést jednu akci
bsg-special-secret_destiny = můžeš ji odhodit a místo ní si líznout novou kartu krize
bsg-special-mysterious_intuition = můžeš určit, zda test uspěl, nebo selhal, aniž by se počítal
bsg-special-blind_devotion = můžeš určit typ dovednosti a každá karta toho typu má v testu sílu 0
bsg-special-skilled_politician = líznout 4 karty quora, jednu vyhodnotit a zbylé tři dát pod balíček
bsg-special-sympathizer_joins_cylons = vlastník se stává odhaleným Cylonem (odhodí karty na 3, ztratí tituly, přesune se na Loď znovuzrození), ale nelíže kartu velké krize
bsg-rule-no_loyalty_inspection = do konce hry se nikdo nesmí dívat na karty loajality jiných hráčů
bsg-rule-counts_as_distance_1 = karta zůstává u karty úkolu Kobol a do konce hry se počítá jako vzdálenost 1
bsg-rule-unmanned_viper_attack_minus_2 = do dalšího skoku mají Vipery bez pilota při hodu na útok −2
bsg-rule-basestar_launch_plus_one = do dalšího skoku přidá každé vypouštění z Basestar jednu loď navíc
bsg-rule-communications_blocked = do dalšího skoku nelze aktivovat lokaci Komunikace
bsg-rule-relentless_pursuit = karta zůstává ve hře, dokud není zničena civilní loď nebo Basestar; při skoku se zamíchá zpět do balíčku krizí
bsg-rule-colonial_one_closed = do konce hry se žádná postava nesmí přesunout do lokací Colonial One ani je použít
bsg-rule-accept_prophecy = při příští aktivaci Úřadu vlády nebo Admirálovy kajuty proti Prezidentovi je ten test o 2 těžší; pak se karta odhodí
bsg-rule-arbitrator = vlastník ji může odhodit při aktivaci Admirálovy kajuty a udělat ten test o 3 snazší nebo o 3 těžší
bsg-rule-mission_specialist = při příštím skoku si vlastník lízne 3 karty destinací (místo 2 Admirálových) a jednu vybere
bsg-rule-vice_president = dokud vlastník není Prezident, jen on může být cílem Úřadu vlády
