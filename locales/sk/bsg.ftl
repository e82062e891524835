### Battlestar Galactica po slovensky. Pojmy podľa českých pravidiel, slovensky: karta zručností, test zručností,
### obtiažnosť, zručnosti politické, vodcovské, taktické, pilotné, inžinierske (a zrada); karta krízy, karta veľkej
### krízy, karta quora, karta lojality, karta destinácie, karta titulu, Prezident, Admirál, balíček osudu,
### odhadzovací balíček; suroviny: jedlo, palivo, morálka, populácia; flotila, skok, stupnica Príprava na skok,
### vzdialenosť, Kobol, Invázna stupnica, lokácia, cela, ošetrovňa, Cylonské lokácie, oblasť vesmíru, Rezervy;
### lode: Viper, Raider, Ťažký Raider, Basestar, civilná loď, Centurion, atómová bomba, žetón poškodenia;
### fáza spiaceho agenta, Si Cylon, Si sympatizant; kroky ťahu: krok získania zručností, krok pohybu, akčný krok,
### krok krízy, krok aktivácie cylonských lodí, krok príprava na skok.
### Mená kariet, postáv a lokácií z dát kariet (engine/games/bsg/data) zostávajú v publikovanej anglickej podobe.

# same-as-en: the game's published title
bsg-title = Battlestar Galactica

## odmietnutia

bsg-error-over = Hra sa skončila.
bsg-error-not_your_turn = Teraz nerozhoduješ ty.
bsg-error-malformed = Tejto akcii nerozumiem.
bsg-error-allowed = Teraz je možné: { $types }.
bsg-error-not_an_option = To teraz medzi tvojimi možnosťami nie je.
bsg-error-reason-contribute = Pridaj karty z ruky, alebo žiadnu (najviac jednu, ak si v cele alebo odhalený Cylon).
bsg-error-reason-move = Tam sa presunúť nemôžeš: vyber inú lokáciu na svojej lodi, alebo odhoď kartu z ruky a presuň sa na druhú loď (nie na ošetrovňu, do cely, do Cylonských lokácií ani na zatvorenú Colonial One).
bsg-error-reason-draft = Táto postava je obsadená alebo ešte nie je dovolená: vyber z najmenej zastúpených typov postáv (alebo podpornú postavu).
bsg-error-reason-draw_skill = Tento typ zručnosti si tu potiahnuť nesmieš.
bsg-error-reason-starting_hands = Tvoja počiatočná ruka sú 3 karty, každá z typov zručností tvojej postavy.
bsg-error-repeated = Tú istú kartu uvádzaš dvakrát.
bsg-error-not_in_hand = Môžeš použiť len karty z ruky.
bsg-error-too_many = To je priveľa kariet (v cele alebo ako odhalený Cylon môžeš pridať najviac jednu; pri odhadzovaní len toľko, koľko ešte zostáva odhodiť).
bsg-error-too_few = Vyber aspoň jednu kartu.
bsg-error-param-card = Túto kartu nemáš, alebo ju teraz nemožno použiť.
bsg-error-param-location = Túto lokáciu teraz nemôžeš použiť (môže byť poškodená, blokovaná alebo pre tvoju postavu nedovolená).
bsg-error-param-target = To nie je dovolený cieľ.
bsg-error-param-seat = Tohto hráča nemožno vybrať.
bsg-error-param-area = Táto oblasť vesmíru tu nie je dovolená.
bsg-error-param-option = Táto možnosť nie je k dispozícii.
bsg-error-param-skill = Tento typ zručnosti tu nie je dovolený.
bsg-error-contribution_too_long = `contribution_hours` nesmie byť dlhšie ako `decision_hours`.

## voľby stola

bsg-optdesc-window_seconds = Koľko sekúnd zostáva otvorené okno pre karty (pred hodom, okolo testu zručností) pre všetkých (10–3600, predvolené 90).
bsg-optdesc-decision_hours = Koľko hodín má hráč na rozhodnutie, kým sa použije predvolená voľba (1–168, predvolené 24).
bsg-optdesc-contribution_hours = Koľko hodín je na pridanie kariet do testu zručností (1–168, predvolené 24).

## výsledky

bsg-result-win = { $side ->
    [human] Ľudia víťazia
   *[cylon] Cyloni víťazia
 }: { $reason }.
bsg-result-nobody = V tomto tíme nebol nikto, takže prehrávajú všetci hráči.
bsg-result-reason-boarding = Centurion dosiahol koniec Inváznej stupnice
bsg-result-reason-galactica_destroyed = šesť lokácií Galacticy bolo poškodených
bsg-result-reason-final_jump = flotila vykonala posledný skok ku Kobolu a žiadna surovina neklesla na nulu
bsg-result-reason-final_jump_resources = flotila dosiahla Kobol, ale niektorá surovina sa minula
bsg-result-reason-resources = na konci ťahu bola niektorá surovina na nule
bsg-result-reason-turn_limit = hra prekročila bezpečnostný limit ťahov

## slová vnútri viet udalostí

bsg-nobody = nikto
bsg-space = vesmír
bsg-skill = { $skill ->
    [politics] politika
    [leadership] vodcovstvo
    [tactics] taktika
    [piloting] pilotáž
    [engineering] inžinierstvo
   *[treachery] zrada
 }
# same-as-en: only the card's published name, its skill and strength
bsg-skill-card = { $name } ({ $skill } { $strength })
# copies of one card in a list (texts.cards_counted): always two or more
bsg-card-copies = { $count }× { $card }
bsg-area = { $area ->
    [0] vpredu (0)
    [1] vpredu hore (1)
    [2] vzadu hore (2)
    [3] vzadu (3)
    [4] vzadu dole (4)
    [5] vpredu dole (5)
   *[reserves] Rezervy
 }
bsg-civilian = { $ship ->
    [empty] prázdna
    [population_1] populácia 1
    [population_2] populácia 2
    [population_1_fuel_1] populácia 1, palivo 1
   *[population_1_morale_1] populácia 1, morálka 1
 }
bsg-damage-token = { $token ->
    [food] jedlo
   *[fuel] palivo
 }
bsg-basestar-token = { $token ->
    [critical_hit] kritický zásah
    [disabled_hangar] vyradený hangár
    [disabled_weapons] vyradené zbrane
   *[structural_damage] poškodenie konštrukcie
 }
bsg-roll-why = { $why ->
    [basestar_attacks_galactica] Basestar útočí na Galacticu
    [galactica_attacks_basestar] Galactica útočí na Basestar
    [galactica_attacks_heavy_raider] Galactica útočí na Ťažký Raider
    [galactica_attacks_raider] Galactica útočí na Raider
    [launch_scout] Launch Scout
    [nuke] atómová bomba
    [raider_attacks_galactica] Raider útočí na Galacticu
    [raider_attacks_viper] Raider útočí na Vipera
    [raider_attacks_civilian] Raider útočí na civilnú loď
    [viper_attacks_heavy_raider] Viper útočí na Ťažký Raider
    [viper_attacks_raider] Viper útočí na Raider
    [viper_attacks_basestar] Viper útočí na Basestar
    [eco_officer] ECO Officer
   *[evasive_maneuvers] Evasive Maneuvers
 }
# same-as-en: a player's name and their cards
bsg-loyalty-of = { $player }: { $cards }

## udalosti

bsg-event-unknown = { $kind }
bsg-event-nothing = nič
bsg-event-skill_check = vykonať test zručností
bsg-event-turn = Ťah { $turn }: na ťahu je { $player }.
bsg-event-character_chosen = { $player } hrá za postavu { $character }.
bsg-event-title = { $player } je teraz { $title ->
    [president] Prezident
   *[admiral] Admirál
 }.
bsg-event-skill_drawn = { $player } si potiahne kartu { $skill ->
    [politics] politických
    [leadership] vodcovských
    [tactics] taktických
    [piloting] pilotných
    [engineering] inžinierskych
   *[treachery] zradných
 } zručností.
bsg-event-skill_card_drawn = Potiahnutá karta: { $card }.
bsg-event-skill_discarded = { $player } odhodí kartu { $card }.
bsg-event-draw_lost = Balíček { $skill ->
    [politics] politických
    [leadership] vodcovských
    [tactics] taktických
    [piloting] pilotných
    [engineering] inžinierskych
   *[treachery] zradných
 } zručností sa minul; { $player } si nepotiahne nič.
bsg-event-skill_reshuffled = Odhadzovací balíček { $skill ->
    [politics] politických
    [leadership] vodcovských
    [tactics] taktických
    [piloting] pilotných
    [engineering] inžinierskych
   *[treachery] zradných
 } zručností sa zamieša do nového balíčka.
bsg-event-deck_reshuffled = Odhadzovací balíček { $deck ->
    [crisis] kariet krízy
    [quorum] kariet quora
    [destination] kariet destinácií
    [super_crisis] kariet veľkej krízy
   *[loyalty] kariet lojality
 } sa zamieša do nového balíčka.
bsg-event-destiny_built = Vznikne nový balíček osudu { $count ->
    [one] z { $count } karty
    [few] zo { $count } kariet
    [many] z { $count } karty
   *[other] z { $count } kariet
 }.
bsg-event-resource = { $resource ->
    [food] Jedlo
    [fuel] Palivo
    [morale] Morálka
   *[population] Populácia
 } { $delta } (teraz { $value }).
bsg-event-moved = { $player } sa presunie do lokácie { $location }.
bsg-event-sent = { $player } ide do lokácie { $location }.
bsg-event-viper_moved = Viper sa presunie z oblasti { $frm } do oblasti { $to }.
bsg-event-activated = { $player } aktivuje lokáciu { $location }.
bsg-event-no_action = { $player } nevykoná žiadnu akciu.
bsg-event-crisis = Kríza: { $card }.
bsg-event-crisis_pair_drawn = { $player } si potiahne 2 karty krízy a jednu si ponechá.
bsg-event-crisis_options = Tvoj výber krízy: { $cards }.
bsg-event-crisis_discarded = Karta { $card } sa odhodí.
bsg-event-chose = { $player } volí: { $choice }.
bsg-event-check_started = Test zručností: { $skills }, obtiažnosť { $difficulty }.
bsg-event-contributed = { $player } pridá do testu { $count ->
    [one] { $count } kartu
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } kariet
 }.
bsg-event-you_contributed = Tvoj príspevok: { $card }.
bsg-event-check_revealed = Odhalené: { $cards }. Spolu { $total } proti { $difficulty }.
bsg-event-check_result = Výsledok testu zručností: { $result ->
    [pass] úspech
    [partial] čiastočný úspech
   *[fail] neúspech
 }.
bsg-event-contributed_face_up = { $player } pridá lícom nahor kartu { $card }.
bsg-event-destiny_face_up = Karta z balíčka osudu: { $card }.
bsg-event-skill_played = { $player } zahrá kartu { $card }.
bsg-event-ability_used = { $player } použije schopnosť { $name }.
bsg-event-kept_in_play = Karta { $card } zostáva v hre.
bsg-event-left_play = Karta { $card } opúšťa hru.
bsg-event-look_blocked = Na karty lojality sa už nikto nesmie pozerať.
bsg-event-peeked = { $player } sa pozrie na vrchnú kartu balíčka { $deck ->
    [crisis] kariet krízy
   *[destination] kariet destinácií
 }.
bsg-event-peek_card = Vrchná karta balíčka { $deck ->
    [crisis] kariet krízy
   *[destination] kariet destinácií
 } je { $card }.
bsg-event-peek_placed = { $player } ju vráti { $where ->
    [top] navrch
   *[bottom] naspodok
 } balíčka { $deck ->
    [crisis] kariet krízy
   *[destination] kariet destinácií
 }.
bsg-event-quorum_options = Tvoje karty quora: { $cards }.
bsg-event-roll_modified = Hod sa mení na { $value }.
bsg-event-reroll = Kockou sa hádže znova: { $value }.
bsg-event-area_chosen = { $player } ďalej vyhodnotí oblasť vesmíru { $area }.
bsg-event-super_crisis_played = { $player } zahrá kartu veľkej krízy { $card }.
bsg-event-roll = { $player } hodí { $value } ({ $why }).
bsg-event-activation = Aktivácia cylonských lodí: { $icon ->
    [activate_basestars] aktivácia Basestar
    [activate_heavy_raiders] aktivácia Ťažkých Raiderov
    [activate_raiders] aktivácia Raiderov
   *[launch_raiders] vypustenie Raiderov
 }.
bsg-event-launched = Basestar vypúšťajú: { $ships }.
# zoznam lodí je v akuzatíve („1 civilnú loď“), preto sloveso, ktoré ho žiada
bsg-event-deployed = Karta umiestni: { $ships }.
bsg-event-raider_moved = Raider sa presunie z oblasti { $frm } do oblasti { $to }.
bsg-event-heavy_moved = { $count ->
    [one] { $count } Ťažký Raider sa presunie
    [few] { $count } Ťažké Raidery sa presunú
    [many] { $count } Ťažkého Raidera sa presunie
   *[other] { $count } Ťažkých Raiderov sa presunie
 } z oblasti { $frm } do oblasti { $to }.
bsg-event-boarded = Ťažký Raider v oblasti { $area } vysadí Centuriona.
bsg-event-centurions_advanced = { $count ->
    [one] Centurion postupuje na políčko { $positions } Inváznej stupnice.
    [few] Centurioni postupujú na políčka { $positions } Inváznej stupnice.
    [many] Centurioni postupujú na políčka { $positions } Inváznej stupnice.
   *[other] Centurioni postupujú na políčka { $positions } Inváznej stupnice.
 }
bsg-event-centurions_placed = { $count ->
    [one] { $count } Centurion vnikne
    [few] { $count } Centurioni vniknú
    [many] { $count } Centuriona vnikne
   *[other] { $count } Centurionov vnikne
 } na Galacticu.
bsg-event-centurion_destroyed = Centurion na políčku { $position } je zničený.
bsg-event-cylons_destroyed = { $ship ->
    [heavy_raider] { $count ->
        [one] Zničený { $count } Ťažký Raider
        [few] Zničené { $count } Ťažké Raidery
        [many] Zničeného { $count } Ťažkého Raidera
       *[other] Zničených { $count } Ťažkých Raiderov
    }
   *[raider] { $count ->
        [one] Zničený { $count } Raider
        [few] Zničené { $count } Raidery
        [many] Zničeného { $count } Raidera
       *[other] Zničených { $count } Raiderov
    }
 } v oblasti { $area }.
bsg-event-missed = Vedľa.
bsg-event-viper_hit = Viper v oblasti { $area } je { $destroyed ->
    [yes] zničený
   *[no] poškodený
 }.
bsg-event-viper_launched = Viper odštartuje do oblasti { $area }.
bsg-event-viper_returned = Viper z oblasti { $area } sa vracia do Rezerv.
bsg-event-vipers_returned = Všetky Vipery vo vesmíre sa vracajú do Rezerv.
bsg-event-viper_repaired = Viper je opravený.
bsg-event-launched_self = { $player } odštartuje vo Viperi do oblasti { $area }.
bsg-event-galactica_damaged = Galactica je zasiahnutá: { $token }.
bsg-event-galactica_no_tokens = Nezostávajú žiadne žetóny poškodenia Galacticy.
bsg-event-repaired = Lokácia { $location } je opravená.
bsg-event-basestar_damaged = Basestar v oblasti { $area } utrpí: { $token }.
bsg-event-basestar_destroyed = Basestar v oblasti { $area } je zničená.
bsg-event-nuke_launched = { $player } odpáli atómovú bombu na Basestar v oblasti { $area }.
bsg-event-civilian_destroyed = Civilná loď je zničená ({ $ship }).
bsg-event-civilian_inspected = { $player } prezrie civilnú loď v oblasti { $area }.
bsg-event-civilian_seen = Táto civilná loď nesie: { $ship }.
bsg-event-civilian_moved = Civilná loď sa presunie z oblasti { $frm } do oblasti { $to }.
bsg-event-counter = { $name ->
    [nukes] Atómové bomby
   *[raptors] Raptory
 }: { $value }.
bsg-event-counter_change = { $name ->
    [nukes] Atómové bomby
   *[raptors] Raptory
 } { $delta } (teraz { $value }).
bsg-event-jump_track = Žetón flotily je na políčku { $value } stupnice Príprava na skok.
bsg-event-jump_started = Flotila skáče!
bsg-event-destinations_drawn = { $player } si potiahne { $count ->
    [one] { $count } kartu destinácie
    [few] { $count } karty destinácií
    [many] { $count } karty destinácií
   *[other] { $count } kariet destinácií
 }.
bsg-event-destination_options = Tvoje destinácie: { $cards }.
bsg-event-destination = Destinácia: { $card } (vzdialenosť { $distance }).
bsg-event-distance = Prejdená vzdialenosť: { $value }.
bsg-event-sleeper_phase = Fáza spiaceho agenta: každý dostane ďalšiu kartu lojality.
# the Sleeper Agent phase when the loyalty deck (never refilled) runs out mid-deal: who received a card
bsg-event-sleeper_phase_short = { $count ->
    [0] Fáza spiaceho agenta: balíček kariet lojality je prázdny, takže ďalšiu kartu lojality nikto nedostane.
    [one] Fáza spiaceho agenta: balíček kariet lojality sa minul, takže ďalšiu kartu lojality dostane iba { $players }.
    [few] Fáza spiaceho agenta: balíček kariet lojality sa minul, takže ďalšiu kartu lojality dostanú iba { $players }.
    [many] Fáza spiaceho agenta: balíček kariet lojality sa minul, takže ďalšiu kartu lojality dostanú iba { $players }.
   *[other] Fáza spiaceho agenta: balíček kariet lojality sa minul, takže ďalšiu kartu lojality dostanú iba { $players }.
}
bsg-event-loyalty_dealt = { $player } dostane kartu lojality.
bsg-event-loyalty_card = Tvoja karta lojality: { $card }.
bsg-event-looked_at_loyalty = { $viewer } sa pozrie na { $count ->
    [one] { $count } kartu
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } kariet
 } lojality hráča { $target }.
bsg-event-loyalty_seen = Lojalita hráča { $target }: { $cards }
bsg-event-look_nothing = Nie je žiadna karta lojality, na ktorú by sa dalo pozrieť.
bsg-event-revealed = { $player } odhaľuje kartu lojality „Si Cylon“: { $player } je Cylon!
bsg-event-sympathizer_revealed = { $player } odhaľuje kartu lojality „Si sympatizant“.
bsg-event-sympathizer_passed = { $player } odovzdáva kartu sympatizanta: dostáva ju { $to }.
bsg-event-loyalty_given = { $player } odovzdáva { $count ->
    [one] { $count } kartu lojality: dostáva ju
    [few] { $count } karty lojality: dostáva ich
    [many] { $count } karty lojality: dostáva ich
   *[other] { $count } kariet lojality: dostáva ich
 } { $to }.
bsg-event-loyalty_received = Dostávaš: { $cards }.
bsg-event-quorum_drawn = { $player } si potiahne kartu quora.
bsg-event-quorum_card_drawn = Tvoja nová karta quora: { $card }.
bsg-event-quorum_played = { $player } zahrá kartu { $card }.
bsg-event-super_crisis_drawn = { $player } si potiahne kartu veľkej krízy.
bsg-event-super_crisis_card_drawn = Tvoja karta veľkej krízy: { $card }.
bsg-event-super_crisis_discarded = { $player } odhodí kartu veľkej krízy.
bsg-event-picked = { $player } vyberá hráča { $target }.
bsg-event-declined = { $player } odmieta.
bsg-event-no_legal_target = Nikoho nemožno vybrať; nič sa nestane.
bsg-event-no_target = Nie je žiadny cieľ; nič sa nestane.
bsg-event-no_civilian = Nie je žiadna civilná loď, ktorú by bolo možné zničiť.
bsg-event-hand_inspected = { $player } sa pozerá do ruky hráča { $target }.
bsg-event-hand_seen = Ruka hráča { $target }: { $cards }
bsg-event-card_stolen = { $player } berie kartu zručností z ruky hráča { $target }.
bsg-event-your_card_stolen = Vzali ti kartu { $card }.
bsg-event-galactica_tokens_drawn = { $player } si potiahne { $count ->
    [one] { $count } žetón
    [few] { $count } žetóny
    [many] { $count } žetónu
   *[other] { $count } žetónov
 } poškodenia Galacticy.
bsg-event-galactica_tokens_seen = Potiahnuté žetóny: { $tokens }.
bsg-event-skill_withdrawn = { $player } si berie kartu { $card } späť: použiť sa tu smie len jedna.
bsg-event-setup_done = Príprava hry je hotová; prvý ťah hrá { $player }.
bsg-event-loyalty_shown = Karty lojality: { $hands }

## mená, ktoré dávajú pravidlá (lokácie podľa českých pravidiel po slovensky, karty lojality)

# Lokácie, každá svojím kľúčom: jediný zoznam ich mien pre udalosti, vysvetlenia aj obrázky (effect_text.location_msg).
# Podľa českých pravidiel (slovenské vydanie nie je).
bsg-location-press_room = Tlačová sála
bsg-location-label-press_room = Tlačová sála
bsg-location-presidents_office = Prezidentská kancelária
bsg-location-label-presidents_office = Prezidentská kancelária
bsg-location-administration = Úrad vlády
bsg-location-ftl_control = Riadenie FTL motorov
bsg-location-weapons_control = Riadenie paľby
bsg-location-command = Mostík
bsg-location-communications = Komunikácia
bsg-location-admirals_quarters = Admirálova kajuta
bsg-location-label-admirals_quarters = Admirálova kajuta
bsg-location-research_lab = Výskumné laboratórium
bsg-location-label-research_lab = Výskumné laboratórium
bsg-location-hangar_deck = Hangár
bsg-location-label-hangar_deck = Hangár
bsg-location-armory = Zbrojnica
bsg-location-label-armory = Zbrojnica
bsg-location-sickbay = Ošetrovňa
bsg-location-brig = Cela
# A name alone (an image's label, a rules topic, a button): a sentence says "the Brig", "the Human Fleet".
bsg-location-label-brig = Cela
# same-as-en: a proper name
bsg-location-caprica = Caprica
bsg-location-cylon_fleet = Letka Cylonov
bsg-location-label-cylon_fleet = Letka Cylonov
bsg-location-human_fleet = Ľudská flotila
bsg-location-label-human_fleet = Ľudská flotila
bsg-location-resurrection_ship = Loď znovuzrodenia
bsg-location-label-resurrection_ship = Loď znovuzrodenia
bsg-loyalty-name = { $kind ->
    [cylon] Si Cylon
    [sympathizer] Si sympatizant
   *[not_cylon] Nie si Cylon
 }
bsg-player-number = Hráč { $number }

## rozhodnutia: otázky

bsg-prompt-with = { $prompt } ({ $detail })
bsg-prompt-draft = Vyber si postavu.
bsg-prompt-lee_launch = Vyber oblasť, do ktorej tvoj Viper odštartuje.
bsg-prompt-draw_skill = Vyber typ zručnosti svojej ďalšej karty.
bsg-prompt-draw_skill-all = Vyber hneď typy zručností všetkých { $count } kariet, ktoré si potiahneš.
bsg-prompt-starting_hands = Vyber typy zručností { $count ->
    [one] svojej počiatočnej karty
    [few] svojich { $count } počiatočných kariet
    [many] svojich { $count } počiatočných kariet
   *[other] svojich { $count } počiatočných kariet
}. Vyberajú teraz všetci naraz; tvoja voľba zostane tajná, kým nevyberú všetci, potom sa karty potiahnu.
bsg-prompt-move_card = Presun na druhú loď stojí kartu: vyber kartu, ktorú odhodíš.
bsg-prompt-action = Vyber svoju akciu.
bsg-prompt-choose = Vyber jednu možnosť.
bsg-prompt-confirm = Chceš to urobiť?
bsg-prompt-pick_player = Vyber postavu.
bsg-prompt-discard = Vyber kartu, ktorú odhodíš.
bsg-prompt-hand_limit = Odhoď karty na svoj limit kariet v ruke.
bsg-prompt-contribute = Pridaj do testu ľubovoľné karty zručností lícom nadol (alebo žiadnu), všetky naraz; môžeš ich odovzdať aj skôr.
bsg-prompt-destination = Vyber destináciu (druhá karta ide nevidená pod balíček).
bsg-prompt-crisis_pick = Vyber krízu, ktorá sa vyhodnotí (druhá ide pod balíček).
bsg-prompt-caprica_pick = Vyber krízu, ktorá sa vyhodnotí (druhá sa odhodí).
bsg-prompt-galactica_target = Vyber cylonskú loď, na ktorú Galactica zaútočí.
bsg-prompt-launch_self = Vyber, kam odštartuješ.
bsg-prompt-armory_target = Vyber Centuriona, na ktorého zaútočíš.
bsg-prompt-centurion_pick = Vyber Centuriona, ktorý bude zničený.
bsg-prompt-viper_activation = Aktivuj Viper bez pilota (štart, pohyb alebo útok), alebo skonči.
bsg-prompt-viper_pick = Vyber Viper.
bsg-prompt-ship_pick = Vyber cylonskú loď.
bsg-prompt-send_location = Vyber lokáciu na Galactice, kam sa presunieš.
bsg-prompt-civilian_destroy = Vyber oblasť vesmíru civilnej lode, ktorá bude zničená.
bsg-prompt-comms_pick = Vyber civilnú loď, na ktorú sa pozrieš, alebo skonči.
bsg-prompt-comms_move = Presuň túto civilnú loď do susednej oblasti, alebo ju nechaj na mieste.
bsg-prompt-quorum_play = Vyber kartu quora, ktorú zahráš.
bsg-prompt-give_sympathizer = Daj kartu sympatizanta inému hráčovi.
bsg-prompt-cylon_move = Presuň sa do inej Cylonskej lokácie, alebo zostaň.
bsg-prompt-cylon_action = Aktivuj svoju Cylonskú lokáciu, alebo nerob nič.
bsg-prompt-steal_target = Vyber, do čej ruky sa pozrieš.
bsg-prompt-steal_card = Vyber kartu, ktorú si vezmeš.
bsg-prompt-give_loyalty = Daj svoje neodhalené karty lojality inému hráčovi, alebo si ich nechaj.
bsg-prompt-galactica_draw_count = Koľko žetónov poškodenia Galacticy si potiahneš?
bsg-prompt-galactica_draw_pick = Vyber žetón, ktorý sa vyhodnotí.
bsg-prompt-loc_reaction = Môžeš zmeniť obtiažnosť tohto testu.
bsg-prompt-peek_deck = Vyber balíček, do ktorého sa pozrieš.
bsg-prompt-peek_place = Vráť kartu navrch, alebo pod balíček.
bsg-prompt-piloted_attack = Zaútoč svojím Viperom, alebo skonči.
bsg-prompt-roslin_quorum = Vyber kartu quora, ktorá sa vyhodnotí (ostatné idú pod balíček).
bsg-prompt-eo_target = Vyber, kto dostane Executive Order.
bsg-prompt-secret_destiny = Secret Destiny: nahradiť túto kartu krízy?
bsg-prompt-mysterious_intuition = Mysterious Intuition: určiť výsledok tohto testu?
bsg-prompt-blind_devotion = Blind Devotion: určiť typ zručnosti, ktorého karty majú silu 0?
bsg-prompt-command_authority = Command Authority: vziať si do ruky všetky karty tohto testu?
bsg-prompt-eco_officer = ECO Officer: hodiť touto kockou znova?
bsg-prompt-moral_compass = Moral Compass: prepnúť na druhú možnosť?
bsg-prompt-alert_viper_pilot = Alert Viper Pilot: presadnúť do nového Vipera a vykonať akciu?
bsg-prompt-skill_window = Teraz môžeš zahrať kartu, alebo pasovať.
bsg-prompt-window_order = Niekoľko hráčov zahralo rovnakú kartu: vyber, čia karta sa použije (ostatné sa vrátia).
bsg-prompt-area_order = Vyber ďalšiu oblasť vesmíru, ktorá sa vyhodnotí.
bsg-prompt-raider_target = Vyber, na ktorý pilotovaný Viper Raider zaútočí.
bsg-prompt-raider_civilian = Vyber, ktorú civilnú loď Raider zničí.
bsg-prompt-heavy_convert = Vyber, ktorý Ťažký Raider vysadí Centuriona.
bsg-prompt-deploy_pick = V zásobe nie je dosť lodí: vyber oblasť, ktorá dostane ďalšiu.

## rozhodnutia: kroky ťahu, zdroje, okná

bsg-step-setup = Príprava hry
bsg-step-start = Začiatok ťahu
bsg-step-receive = Krok získania zručností
bsg-step-move = Krok pohybu
bsg-step-action = Akčný krok
bsg-step-crisis = Krok krízy
bsg-step-activation = Krok aktivácie cylonských lodí
bsg-step-jump = Skok
bsg-step-end = Koniec ťahu
bsg-step-cylon_turn = Ťah Cylona
bsg-source-setup = Príprava hry
bsg-source-turn = Tvoj ťah
bsg-source-window = Okno na reakciu
bsg-source-activation = Aktivácia Cylonov
bsg-source-jump = Skok
bsg-source-sleeper = Fáza spiaceho agenta
bsg-source-title = Titul
bsg-source-roll = Hod kockou
bsg-source-check = Test zručností
bsg-source-hand_limit = Limit kariet v ruke
bsg-source-reveal = Odhalenie Cylona
bsg-source-president = Prezident
bsg-source-reveal-discard = Odhalený Cylon si ponechá najviac 3 karty zručností.
bsg-window-check_pre = predtým, ako sa do testu zručností pridajú karty
bsg-window-check_total = po sčítaní testu zručností
bsg-window-roll_before = pred hodom kockou
bsg-window-viper_attacked = po hode Cylonov na útok proti Viperu

## rozhodnutia: na čo je výber, čo možnosť spôsobí

bsg-purpose-galactica_target = Galactica zaútočí na túto loď.
bsg-purpose-armory_target = Útočíš na tohto Centuriona; { $hit_min }+ ho zničí.
bsg-purpose-raider_target = Raider zaútočí na Viper tohto pilota.
bsg-purpose-raider_civilian = Raider zničí túto civilnú loď.
bsg-purpose-eo_target = Tento hráč sa teraz pohne a vykoná akciu, alebo vykoná dve akcie.
bsg-purpose-steal_target = Pozrieš sa tomuto hráčovi do ruky a vezmeš si jednu kartu zručností.
bsg-purpose-give_sympathizer = Tento hráč dostane kartu sympatizanta.
bsg-purpose-give_loyalty = Tento hráč dostane všetky tvoje neodhalené karty lojality.
bsg-purpose-send_location = Presunieš sa do tejto lokácie.
bsg-purpose-civilian_destroy = Civilná loď v tejto oblasti bude zničená.
bsg-purpose-centurion_pick = Tento Centurion bude zničený.
bsg-purpose-deploy_pick = Nie je dosť lodí: táto oblasť dostane ďalšiu loď ({ $ship }).
bsg-purpose-heavy_convert = Tento Ťažký Raider vysadí na Galacticu Centuriona.
bsg-purpose-area_order = Raideri v tejto oblasti konajú ako ďalší.
bsg-purpose-window_order = Použije sa karta tohto hráča; ostatní si svoje karty vezmú späť.
bsg-conseq-destination = Vzdialenosť { $distance }: { $text }
bsg-conseq-contribute = Pridá { $total } k testu.
bsg-conseq-nothing = Tvoj ťah pokračuje bez akcie.
bsg-conseq-quorum_draw = Potiahneš si 1 kartu quora.
bsg-conseq-viper_attack = Hod na zásah cylonskej lode.
bsg-conseq-nuke = Hod: Basestar je poškodená alebo zničená (a s ňou Raideri).
bsg-conseq-caprica_crises = Potiahneš 2 karty krízy, jednu vyhodnotíš, druhú odhodíš.
bsg-conseq-move_card = Potom sa presunieš do lokácie { $location }.

## rozhodnutia: popisky možností

bsg-area-label = { $area ->
    [0] oblasť 0 (pred Galacticou)
    [1] oblasť 1 (vpredu hore)
    [2] oblasť 2 (vzadu hore)
    [3] oblasť 3 (za Galacticou)
    [4] oblasť 4 (vzadu dole, štart)
    [5] oblasť 5 (vpredu dole, štart)
   *[reserves] Rezervy
 }
bsg-ship = { $ship ->
    [raider] Raider
    [heavy_raider] Ťažký Raider
    [basestar] Basestar
    [viper] Viper
    [civilian] civilná loď
    [centurion] Centurion
   *[other] loď
 }
bsg-viper-where = { $where ->
    [reserves] Rezervy
    [damaged] kôpka poškodených
   *[destroyed] kôpka zničených
 }
bsg-mode-move_and_act = Pohyb, potom 1 akcia
bsg-mode-two_actions = 2 akcie (bez pohybu)
bsg-label-character = Hrať za postavu { $character }
bsg-label-launch = Odštartovať: { $area }
bsg-label-launch_recall = Stiahnuť Viper z oblasti { $recall }, odštartovať: { $area }
bsg-label-draw = Potiahnuť kartu: { $skill }
bsg-label-draw_all = Potiahnuť: { $cards }
bsg-label-stay = Zostať: { $location }
bsg-label-stay_nowhere = Zostať
bsg-label-move = Presun: { $location }
bsg-label-move_paid = Presun: { $location }, odhodiť { $card }
bsg-label-move_costly = Presun: { $location } (stojí kartu)
bsg-label-viper_move = Letieť Viperom: { $area }
bsg-label-viper_move_from = Viper z oblasti { $frm } presunúť: { $area }
bsg-label-activate = Aktivovať lokáciu { $location }
bsg-label-viper_attack = Viper zaútočí: { $ship }, { $area }
bsg-label-viper_attack_from = Viper z oblasti { $frm } zaútočí: { $ship }, { $area }
bsg-label-nuke = Atómová bomba na Basestar: { $area }
bsg-label-quorum_draw = Potiahnuť kartu quora
bsg-label-quorum_play = Zahrať { $card }
bsg-label-play = Zahrať { $card }
bsg-label-ability = Použiť { $name }
bsg-label-reveal = Odhaliť sa: { $card }
bsg-label-nothing = Nerobiť nič
bsg-label-caprica_crises = Potiahnuť 2 karty krízy a jednu vyhodnotiť
bsg-label-play_super = Zahrať kartu veľkej krízy { $card }
bsg-label-contribute = Pridať { $card } (tu { $value })
bsg-label-contribute_cards = Pridať { $cards } (tu { $value })
bsg-label-contribute_none = Nepridať žiadnu kartu
bsg-label-done = Hotovo, ďalšie karty nepridám
bsg-label-pass = Pasovať
bsg-label-use = Použiť
bsg-label-use-secret_destiny = Použiť Secret Destiny: odhodiť túto krízu a potiahnuť inú
bsg-label-use-command_authority = Použiť Command Authority: vziať si všetky karty tohto testu
bsg-label-use-eco_officer = Použiť ECO Officer: hodiť znova
bsg-label-use-moral_compass = Použiť Moral Compass: prepnúť na { $other }
bsg-label-declare = Určiť, že test { $result ->
    [pass] uspel
   *[fail] zlyhal
 }
bsg-label-skill = Karty typu { $skill } majú silu 0
bsg-label-pilot = Presadnúť do Vipera ({ $area }) a konať
bsg-label-difficulty = Test { $change }
bsg-label-choose_check = Vykonať test zručností
bsg-label-yes = Áno
bsg-label-no = Nie
bsg-label-player_none = Nikto
bsg-label-discard = Odhodiť { $card }
bsg-label-discard_cards = Odhodiť { $cards }
bsg-label-discard_none = Nič neodhodiť
bsg-label-take_card = Vziať si { $card }
bsg-label-target = Cieľ: { $ship }, { $area }
bsg-label-centurion = Centurion na políčku { $position } Inváznej stupnice
bsg-label-viper_source = Viper: { $where }
bsg-label-viper_pilot = Viper hráča { $name }
bsg-label-ship = Loď: { $ship }, { $area }
bsg-label-civilian = Civilná loď: { $area }
bsg-label-civilian_index = Civilná loď č. { $number }: { $area }
bsg-label-civilian_move = Presunúť ju: { $area }
bsg-label-civilian_stay = Nechať ju na mieste: { $area }
bsg-label-quorum = Zahrať { $card }
bsg-label-count = Potiahnuť { $count ->
    [one] { $count } žetón poškodenia
    [few] { $count } žetóny poškodenia
    [many] { $count } žetónu poškodenia
   *[other] { $count } žetónov poškodenia
 }
bsg-label-deck = Balíček { $deck }
bsg-label-place = Vrátiť ju { $where ->
    [top] navrch
   *[bottom] naspodok
 }
bsg-label-stop = Skončiť
bsg-label-stop_nothing = Nezahrať nič

## jazyk efektov slovami (effect_text.py): kto, čo, kedy

bsg-fx-nothing = nič sa nestane
bsg-fx-any-galactica-location = ľubovoľná lokácia na Galactice
bsg-fx-this-location = táto lokácia
bsg-fx-who = { $who ->
    [you] ty
    [current] aktívny hráč
    [president] Prezident
    [admiral] Admirál
    [each] každý hráč
   *[chosen] vybraná postava
 }
bsg-fx-chosen-by = { $person ->
    [you] tebou vybraná postava{ $optional ->
        [yes] {" "}(alebo nikto)
       *[no] {""}
    }
   *[other] vybraná postava ({ $optional ->
        [yes] vyberá { $by }, alebo nikto
       *[no] vyberá { $by }
    })
 }
bsg-fx-everyone-in = každý v lokácii { $places }
bsg-fx-cond-unknown = ak { $test }
bsg-fx-ships = { $ship ->
    [heavy_raider] { $count ->
        [one] { $count } Ťažký Raider
        [few] { $count } Ťažké Raidery
        [many] { $count } Ťažkého Raidera
       *[other] { $count } Ťažkých Raiderov
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
        [many] { $count } Vipera
       *[other] { $count } Viperov
    }
    [civilian] { $count ->
        [one] { $count } civilnú loď
        [few] { $count } civilné lode
        [many] { $count } civilnej lode
       *[other] { $count } civilných lodí
    }
    [centurion] { $count ->
        [one] { $count } Centuriona
        [few] { $count } Centuriony
        [many] { $count } Centuriona
       *[other] { $count } Centurionov
    }
   *[raider] { $count ->
        [one] { $count } Raider
        [few] { $count } Raidery
        [many] { $count } Raidera
       *[other] { $count } Raiderov
    }
 }
bsg-fx-resource = { $resource ->
    [fuel] palivo
    [food] jedlo
    [morale] morálka
   *[population] populácia
 } { $delta }
bsg-fx-counter = { $name ->
    [nukes] atómové bomby
   *[distance] vzdialenosť
 } { $delta }
bsg-fx-jump_track = stupnica Príprava na skok { $delta }
bsg-fx-centurion = { $count ->
    [one] { $count } Centurion vstúpi na Galacticu
    [few] { $count } Centurioni vstúpia na Galacticu
    [many] { $count } Centuriona vstúpi na Galacticu
   *[other] { $count } Centurionov vstúpi na Galacticu
 }
bsg-fx-damage_galactica-draw = potiahnuť až { $draw } žetónov poškodenia Galacticy a vyhodnotiť { $count }
bsg-fx-damage_galactica = poškodiť Galacticu { $count ->
    [one] raz
    [few] { $count }-krát
    [many] { $count }-krát
   *[other] { $count }-krát
 }
bsg-fx-repair_location = opraviť lokáciu { $location }
bsg-fx-destroy_civilian = zničiť { $count ->
    [one] { $count } civilnú loď
    [few] { $count } civilné lode
    [many] { $count } civilnej lode
   *[other] { $count } civilných lodí
 }
bsg-fx-vipers = { $action ->
    [damage] poškodiť
    [repair] opraviť
    [return_to_reserves] vrátiť do Rezerv
   *[other] vybrať
 } { $amount ->
    [all] všetky Vipery
    [up_to] až { $count ->
        [one] { $count } Viper
        [few] { $count } Vipery
        [many] { $count } Vipera
       *[other] { $count } Viperov
    }
   *[exactly] { $count ->
        [one] { $count } Viper
        [few] { $count } Vipery
        [many] { $count } Vipera
       *[other] { $count } Viperov
    }
 }{ $where ->
    [reserves] {" "}v Rezervách
    [space] {" "}vo vesmíre
    [damaged] {" "}medzi poškodenými
    [damaged_or_destroyed] {" "}medzi poškodenými alebo zničenými
   *[any] {""}
 }
bsg-fx-cylon_ships = { $action ->
    [damage] poškodiť
   *[destroy] zničiť
 } { $ships }
bsg-fx-in-area = { $ships } v oblasti { $area }
bsg-fx-deploy = umiestniť { $ships }
bsg-fx-activate = Cylonské lode: { $ships ->
    [activate_raiders] aktivujú sa Raideri
    [activate_heavy_raiders] aktivujú sa Ťažké Raidery (Centurioni postúpia)
    [activate_basestars] Basestar útočia
    [launch_raiders] Basestar vypúšťajú Raiderov
   *[launch] Basestar vypúšťajú lode
 }
# voľba medzi aktiváciami menuje len to, čo sa aktivuje („Ann volí: Basestar útočia.“)
bsg-fx-activated = { $ships ->
    [activate_raiders] aktivujú sa Raideri
    [activate_heavy_raiders] aktivujú sa Ťažké Raidery (Centurioni postúpia)
    [activate_basestars] Basestar útočia
    [launch_raiders] Basestar vypúšťajú Raiderov
   *[launch] Basestar vypúšťajú lode
 }
bsg-fx-send = { $person ->
    [you] ideš
   *[other] { $who } ide
 } do lokácie { $location }
bsg-fx-send-anywhere = { $person ->
    [you] ideš
   *[other] { $who } ide
 } do ľubovoľnej lokácie na Galactice
bsg-fx-discard = { $person ->
    [you] odhodíš
   *[other] { $who } odhodí
 } { $what ->
    [hand] celú ruku
    [super_crisis] { $count ->
        [one] { $count } kartu veľkej krízy
        [few] { $count } karty veľkej krízy
        [many] { $count } karty veľkej krízy
       *[other] { $count } kariet veľkej krízy
    }
   *[skill] { $count ->
        [one] { $count } kartu zručností
        [few] { $count } karty zručností
        [many] { $count } karty zručností
       *[other] { $count } kariet zručností
    }
 }{ $random ->
    [yes] {" "}náhodne
   *[no] {""}
 }
bsg-fx-draw-skills = { $person ->
    [you] potiahneš si
   *[other] { $who } si potiahne
 } { $count ->
    [one] { $count } kartu zručností
    [few] { $count } karty zručností
    [many] { $count } karty zručností
   *[other] { $count } kariet zručností
 } ({ $skills })
bsg-fx-draw = { $person ->
    [you] potiahneš si
   *[other] { $who } si potiahne
 } { $deck ->
    [quorum] { $count ->
        [one] { $count } kartu quora
        [few] { $count } karty quora
        [many] { $count } karty quora
       *[other] { $count } kariet quora
    }
    [super_crisis] { $count ->
        [one] { $count } kartu veľkej krízy
        [few] { $count } karty veľkej krízy
        [many] { $count } karty veľkej krízy
       *[other] { $count } kariet veľkej krízy
    }
    [crisis] { $count ->
        [one] { $count } kartu krízy
        [few] { $count } karty krízy
        [many] { $count } karty krízy
       *[other] { $count } kariet krízy
    }
    [destination] { $count ->
        [one] { $count } kartu destinácie
        [few] { $count } karty destinácií
        [many] { $count } karty destinácie
       *[other] { $count } kariet destinácií
    }
   *[skill] { $count ->
        [one] { $count } kartu zručností ľubovoľného typu
        [few] { $count } karty zručností ľubovoľného typu
        [many] { $count } karty zručností ľubovoľného typu
       *[other] { $count } kariet zručností ľubovoľného typu
    }
 }
bsg-fx-title = { $person ->
    [you] stávaš sa
   *[other] { $who } sa stáva
 } { $title ->
    [president] Prezidentom
   *[admiral] Admirálom
 }
bsg-fx-choose = { $person ->
    [you] volíš
   *[other] { $who } volí
 }: { $options }
# voľba, ktorá je sama možnosťou medzi inými: bez druhej dvojbodky vo vete
bsg-fx-choose-nested = { $person ->
    [you] rozhodneš
   *[other] { $who } rozhodne
 } ({ $options })
bsg-fx-roll-outcome = { $low }–{ $high }: { $then }
bsg-fx-roll = hod kockou ({ $outcomes })
bsg-fx-if = { $cond }, { $then }
bsg-fx-otherwise = inak { $then }
bsg-fx-check = test zručností { $skills }, obtiažnosť { $difficulty } ({ $outcomes })
bsg-fx-check-pass = úspech: { $then }
bsg-fx-check-partial = { $min }+: { $then }
bsg-fx-check-fail = neúspech: { $then }
bsg-fx-alternative = alebo namiesto toho: { $then }
bsg-fx-keep_in_play = karta zostáva v hre
bsg-fx-dispose = { $to ->
    [removed_from_game] karta odchádza z hry
    [bottom_of_deck] karta ide pod svoj balíček
   *[discard] karta sa odhodí
 }
bsg-fx-deck = { $deck ->
    [crisis] kríz
    [destination] destinácií
    [quorum] quora
    [super_crisis] veľkých kríz
    [politics] politiky
    [leadership] vodcovstva
    [tactics] taktiky
    [piloting] pilotáže
   *[engineering] inžinierstva
 }
bsg-fx-peek = { $person ->
    [you] pozrieš sa na vrchnú kartu balíčka { $decks } a vrátiš ju navrch alebo naspodok
   *[other] { $who } sa pozrie na vrchnú kartu balíčka { $decks } a vráti ju navrch alebo naspodok
 }
bsg-fx-die-reroll = kockou sa hodí znova
# Evasive Maneuvers: the reroll, and its modifier against a piloted viper ("−2")
bsg-fx-die-reroll-piloted = kockou sa hodí znova, a ak má Viper pilota, nový hod má { $modifier }
bsg-fx-die = hod kockou { $modifier }
bsg-fx-extra_action = { $person ->
    [you] vykonáš
   *[other] { $who } vykoná
 } { $count ->
    [one] { $count } akciu navyše
    [few] { $count } akcie navyše
    [many] { $count } akcie navyše
   *[other] { $count } akcií navyše
 }
bsg-fx-loyalty-plain = { $kind ->
    [cylon] vlastník je Cylon
    [sympathizer] vlastník je sympatizant
   *[not_cylon] žiadna schopnosť; vlastník je človek, ak nemá aj kartu „Si Cylon“
 }
bsg-fx-token-location = lokácia { $location } je poškodená: postavy v nej idú na Ošetrovňu a jej akciu nemožno použiť, kým sa neopraví
bsg-fx-token-removed = žetón odchádza z hry
bsg-cond-counter_gte = ak { $counter ->
    [raptors] Raptorov
    [nukes] atómových bômb
   *[distance] vzdialenosti
 } je aspoň { $value }
bsg-cond-resource_lt = ak { $resource ->
    [fuel] palivo
    [food] jedlo
    [morale] morálka
   *[population] populácia
 } klesne pod { $value }
bsg-cond-any_resource_red = ak je niektorá surovina v červenom poli
bsg-cond-distance_lte = ak je prejdená vzdialenosť najviac { $value }
bsg-cond-jump_track_gte = ak je žetón flotily na políčku { $value } stupnice Príprava na skok alebo ďalej
bsg-cond-self_in = ak { $person ->
    [you] si
   *[other] { $who } je
 } v lokácii { $location }
bsg-cond-self_not_in = ak { $person ->
    [you] nie si
   *[other] { $who } nie je
 } v lokácii { $location }
bsg-cond-self_has_title = ak { $person ->
    [you] máš
   *[other] { $who } má
 } titul { $title ->
    [president] Prezident
   *[admiral] Admirál
 }
bsg-cond-self_hand_size_eq = ak { $person ->
    [you] máš
   *[other] { $who } má
 } práve { $value ->
    [one] { $value } kartu zručností
    [few] { $value } karty zručností
    [many] { $value } karty zručností
   *[other] { $value } kariet zručností
 }
bsg-cond-self_can_pilot = ak { $person ->
    [you] vieš
   *[other] { $who } vie
 } pilotovať
bsg-cond-self_piloting_viper = ak { $person ->
    [you] pilotuješ
   *[other] { $who } pilotuje
 } Viper
bsg-cond-self_has_super_crisis = ak { $person ->
    [you] máš
   *[other] { $who } má
 } kartu veľkej krízy
bsg-mod-hand_limit = tvoj limit kariet v ruke je { $value }
bsg-mod-cannot_activate = nikdy nemôžeš aktivovať lokáciu { $locations }
bsg-mod-cannot_activate_occupied = nemôžeš aktivovať lokáciu, v ktorej stojí iná postava, okrem Cely
bsg-mod-location_activation_discard_cost = skôr než aktivuješ akúkoľvek lokáciu, musíš odhodiť { $value ->
    [one] { $value } kartu
    [few] { $value } karty
    [many] { $value } karty
   *[other] { $value } kariet
 } zručností
bsg-mod-forced_discards_random = keď musíš odhodiť karty zručností, vyberajú sa náhodne
bsg-mod-setup_loyalty_cards = pri príprave dostaneš { $value ->
    [one] { $value } kartu
    [few] { $value } karty
    [many] { $value } karty
   *[other] { $value } kariet
 } lojality namiesto 1
bsg-mod-sleeper_phase_loyalty_cards = dostaneš { $value ->
    [one] { $value } kartu
    [few] { $value } karty
    [many] { $value } karty
   *[other] { $value } kariet
 } lojality namiesto 1
bsg-mod-stranded_until_turn = začínaš mimo hracieho plánu a nemôžeš sa pohnúť ani konať, kým ťa na začiatku druhého ťahu neumiestnia do Hangáru
bsg-mod-crisis_draw = keď si potiahneš kartu krízy, potiahneš si 2, jednu vyhodnotíš a druhú dáš pod balíček
bsg-mod-one_strength_cards_positive = karty so silou 1 sa v jej teste zručností počítajú ako kladné
bsg-mod-skill_check_face_up = tento test sa hrá lícom nahor
bsg-mod-extra_positive_skill = karty typu { $skill } sa v tomto teste tiež počítajú ako kladné
bsg-mod-receive_skills_max = dostane len { $value ->
    [one] { $value } kartu zručností
    [few] { $value } karty zručností
    [many] { $value } karty zručností
   *[other] { $value } kariet zručností
 }
bsg-mod-cannot_move = nemôže sa pohybovať
bsg-mod-skips_crisis_step = neťahá kartu krízy
bsg-mod-max_cards_per_skill_check = pridá do testu zručností najviac { $value ->
    [one] { $value } kartu
    [few] { $value } karty
    [many] { $value } karty
   *[other] { $value } kariet
 }
bsg-fleet-activate_unmanned_vipers = aktivovať až { $count ->
    [one] { $count } Viper bez pilota
    [few] { $count } Vipery bez pilota
    [many] { $count } Vipera bez pilota
   *[other] { $count } Viperov bez pilota
 } (štart, pohyb alebo útok)
bsg-fleet-attack_centurion = zaútočiť na Centuriona na Inváznej stupnici ({ $hit_min }+ ho zničí)
bsg-fleet-galactica_attack = Galactica zaútočí na jednu cylonskú loď
bsg-fleet-inspect_and_move_civilians = pozrieť sa na { $count ->
    [one] { $count } civilnú loď
    [few] { $count } civilné lode
    [many] { $count } civilnej lode
   *[other] { $count } civilných lodí
 } a každú presunúť do susednej oblasti
bsg-fleet-jump_the_fleet = flotila vykoná skok (pri hode 1–6 sa môže stratiť populácia)
bsg-fleet-launch_self_in_viper = odštartovať vo Viperi do štartovacej oblasti
bsg-fleet-piloted_viper_attacks = tvoj Viper zaútočí { $count ->
    [one] raz
    [few] { $count }-krát
    [many] { $count }-krát
   *[other] { $count }-krát
 }
bsg-special-extra_crisis_after_activation = po kroku aktivácie cylonských lodí tejto karty sa potiahne a vyhodnotí ďalšia karta krízy
bsg-special-play_quorum_card = zahrať jednu kartu quora z ruky Prezidenta a vyhodnotiť ju
bsg-special-play_super_crisis = vyhodnotiť kartu veľkej krízy z ruky
bsg-special-resolve_one_of_two_crises = potiahnuť 2 karty krízy (vidíš ich len ty), jednu vyhodnotiť a druhú odhodiť lícom nahor
bsg-special-steal_skill_card = pozrieť sa jednému hráčovi do ruky a vziať si jednu jeho kartu zručností
bsg-special-give_loyalty_cards = môžeš dať všetky svoje neodhalené karty lojality inému hráčovi, ktorý nie je odhalený Cylon
bsg-special-command_authority = karty zahrané do testu si môžeš vziať do ruky namiesto do odhadzovacích balíčkov
bsg-special-moral_compass = zvolenú možnosť môžeš prepnúť na tú druhú
bsg-special-alert_viper_pilot = môžeš do toho Vipera presadnúť a vykonať jednu akciu
bsg-special-secret_destiny = môžeš ju odhodiť a namiesto nej si potiahnuť novú kartu krízy
bsg-special-mysterious_intuition = môžeš určiť, či test uspel, alebo zlyhal, bez toho, aby sa počítal
bsg-special-blind_devotion = môžeš určiť typ zručnosti a každá karta toho typu má v teste silu 0
bsg-special-skilled_politician = potiahnuť 4 karty quora, jednu vyhodnotiť a zvyšné tri dať pod balíček
bsg-special-sympathizer_joins_cylons = vlastník sa stáva odhaleným Cylonom (odhodí karty na 3, stratí tituly, presunie sa na Loď znovuzrodenia), ale neťahá kartu veľkej krízy
bsg-rule-no_loyalty_inspection = do konca hry sa nikto nesmie pozerať na karty lojality iných hráčov
bsg-rule-counts_as_distance_1 = karta zostáva pri karte úlohy Kobol a do konca hry sa počíta ako vzdialenosť 1
bsg-rule-unmanned_viper_attack_minus_2 = do ďalšieho skoku majú Vipery bez pilota pri hode na útok −2
bsg-rule-basestar_launch_plus_one = do ďalšieho skoku pridá každé vypúšťanie z Basestar jednu loď navyše
bsg-rule-communications_blocked = do ďalšieho skoku nemožno aktivovať lokáciu Komunikácia
bsg-rule-relentless_pursuit = karta zostáva v hre, kým nie je zničená civilná loď alebo Basestar; pri skoku sa zamieša späť do balíčka kríz
bsg-rule-colonial_one_closed = do konca hry sa žiadna postava nesmie presunúť do lokácií Colonial One ani ich použiť
bsg-rule-accept_prophecy = pri ďalšej aktivácii Úradu vlády alebo Admirálovej kajuty proti Prezidentovi je ten test o 2 ťažší; potom sa karta odhodí
bsg-rule-arbitrator = vlastník ju môže odhodiť pri aktivácii Admirálovej kajuty a urobiť ten test o 3 ľahší alebo o 3 ťažší
bsg-rule-mission_specialist = pri ďalšom skoku si vlastník potiahne 3 karty destinácií (namiesto 2 Admirálových) a jednu vyberie
bsg-rule-vice_president = kým vlastník nie je Prezident, len on môže byť cieľom Úradu vlády
