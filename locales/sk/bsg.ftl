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
bsg-error-repeated = Tú istú kartu si uviedol dvakrát.
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
bsg-optdesc-contribution_hours = Koľko hodín je na pridanie kariet do testu zručností (1–168, predvolené 12).

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
bsg-area = { $area ->
    [0] vpredu (0)
    [1] vpredu hore (1)
    [2] vzadu hore (2)
    [3] vzadu (3)
    [4] vzadu dole (4)
    [5] vpredu dole (5)
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
        [one] { $count } Ťažký Raider
        [few] { $count } Ťažké Raidery
        [many] { $count } Ťažkého Raidera
       *[other] { $count } Ťažkých Raiderov
    }
    [viper] { $count ->
        [one] { $count } Viper
        [few] { $count } Vipery
        [many] { $count } Vipera
       *[other] { $count } Viperov
    }
    [civilian] { $count ->
        [one] { $count } civilná loď
        [few] { $count } civilné lode
        [many] { $count } civilnej lode
       *[other] { $count } civilných lodí
    }
   *[raider] { $count ->
        [one] { $count } Raider
        [few] { $count } Raidery
        [many] { $count } Raidera
       *[other] { $count } Raiderov
    }
 } v oblasti { $area }
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
    [armory] útok zo Zbrojnice
    [basestar_attacks_galactica] Basestar útočí na Galacticu
    [galactica_attacks_basestar] Galactica útočí na Basestar
    [galactica_attacks_heavy_raider] Galactica útočí na Ťažký Raider
    [galactica_attacks_raider] Galactica útočí na Raider
    [human_fleet] Ľudská flotila
    [launch_scout] vyslanie prieskumu
    [nuke] atómová bomba
    [raider_attacks_galactica] Raider útočí na Galacticu
    [raider_attacks_viper] Raider útočí na Vipera
    [raider_attacks_civilian] Raider útočí na civilnú loď
    [viper_attacks_heavy_raider] Viper útočí na Ťažký Raider
    [viper_attacks_raider] Viper útočí na Raider
    [viper_attacks_basestar] Viper útočí na Basestar
    [ftl_control] riadenie FTL motorov
    [eco_officer] dôstojník ECO
   *[evasive_maneuvers] úhybné manévre
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
bsg-event-skill_card_drawn = Potiahol si kartu { $card }.
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
bsg-event-sent = { $player } je poslaný do lokácie { $location }.
bsg-event-viper_moved = Viper sa presunie z oblasti { $frm } do oblasti { $to }.
bsg-event-activated = { $player } aktivuje lokáciu { $location }.
bsg-event-no_action = { $player } nevykoná žiadnu akciu.
bsg-event-crisis = Kríza: { $card }.
bsg-event-crisis_pair_drawn = { $player } si potiahne 2 karty krízy a jednu si ponechá.
bsg-event-crisis_options = Tvoj výber krízy: { $cards }.
bsg-event-crisis_discarded = Karta { $card } sa odhodí.
bsg-event-chose = { $player } volí: { $choice }.
bsg-event-check_started = Test zručností: { $skills }, obtiažnosť { $difficulty }.
bsg-event-contributed = { $player } pridal { $count ->
    [one] { $count } kartu
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } kariet
 }.
bsg-event-you_contributed = Pridal si kartu { $card }.
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
bsg-event-difficulty_changed = { $why }: obtiažnosť sa mení o { $delta }.
bsg-event-difficulty_changed_by = { $why } ({ $player }): obtiažnosť sa mení o { $delta }.
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
bsg-event-executive_order = { $player } dáva hráčovi { $target } Výkonný rozkaz.
bsg-event-eo_mode = { $player } volí { $mode ->
    [move_and_act] pohyb a akciu
   *[two_actions] dve akcie
 }.
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
bsg-event-deployed = Objavia sa lode: { $ships }.
bsg-event-raider_moved = Raider sa presunie z oblasti { $frm } do oblasti { $to }.
bsg-event-heavy_moved = { $count ->
    [one] { $count } Ťažký Raider sa presunie
    [few] { $count } Ťažké Raidery sa presunú
    [many] { $count } Ťažkého Raidera sa presunie
   *[other] { $count } Ťažkých Raiderov sa presunie
 } z oblasti { $frm } do oblasti { $to }.
bsg-event-boarded = Ťažký Raider v oblasti { $area } vysadí Centuriona.
bsg-event-centurions_advanced = Centurioni postupujú na políčka { $positions }.
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
bsg-event-missed = Netrafil.
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
bsg-event-revealed = { $player } sa odhaľuje: Si Cylon!
bsg-event-sympathizer_revealed = { $player } odhaľuje kartu Si sympatizant.
bsg-event-sympathizer_passed = { $player } odovzdáva kartu sympatizanta hráčovi { $to }.
bsg-event-loyalty_given = { $player } dáva { $count ->
    [one] { $count } kartu
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } kariet
 } lojality hráčovi { $to }.
bsg-event-loyalty_received = Dostal si: { $cards }.
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
bsg-event-card_stolen = { $player } berie kartu zručností hráčovi { $target }.
bsg-event-your_card_stolen = Vzali ti kartu { $card }.
bsg-event-galactica_tokens_drawn = { $player } si potiahne { $count ->
    [one] { $count } žetón
    [few] { $count } žetóny
    [many] { $count } žetónu
   *[other] { $count } žetónov
 } poškodenia Galacticy.
bsg-event-galactica_tokens_seen = Potiahol si: { $tokens }.
bsg-event-skill_withdrawn = { $player } si berie kartu { $card } späť: použiť sa tu smie len jedna.
bsg-event-setup_done = Príprava hry je hotová; prvý ťah hrá { $player }.
bsg-event-loyalty_shown = Karty lojality: { $hands }
