### Battlestar Galactica po polsku. Pojęcia według czeskich zasad, po polsku: karta umiejętności, test umiejętności,
### trudność, umiejętności polityczne, przywódcze, taktyczne, pilotażowe, inżynieryjne (i zdrada); karta kryzysu,
### karta superkryzysu, karta Kworum, karta lojalności, karta celu podróży, karta tytułu, Prezydent, Admirał,
### talia Przeznaczenia, stos kart odrzuconych; zasoby: żywność, paliwo, morale, populacja; flota, skok, tor
### Przygotowania do skoku, odległość, Kobol, tor Abordażu, lokacja, areszt, izba chorych, lokacje Cylonów,
### strefa kosmosu, Rezerwy; statki: Viper, Raider, Ciężki Raider, Basestar, statek cywilny, Centurion,
### głowica atomowa, żeton uszkodzenia; faza uśpionego agenta, Jesteś Cylonem, Jesteś sympatykiem; kroki tury:
### otrzymanie umiejętności, ruch, akcja, kryzys, aktywacja statków Cylonów, przygotowanie do skoku.
### Nazwy kart, postaci i lokacji z danych kart (engine/games/bsg/data) zostają w wydanej angielskiej postaci.

# same-as-en: the game's published title
bsg-title = Battlestar Galactica

## odmowy

bsg-error-over = Gra się skończyła.
bsg-error-not_your_turn = Teraz nie ty decydujesz.
bsg-error-malformed = Nie rozumiem tej akcji.
bsg-error-allowed = Teraz można: { $types }.
bsg-error-not_an_option = Tego nie ma teraz wśród twoich możliwości.
bsg-error-reason-contribute = Dołóż karty z ręki albo żadnej (najwyżej jedną, jeśli jesteś w areszcie lub jesteś ujawnionym Cylonem).
bsg-error-reason-move = Nie możesz się tam przenieść: wybierz inną lokację na swoim statku albo odrzuć kartę z ręki, by przejść na drugi statek (nie do izby chorych, aresztu, lokacji Cylonów ani na zamkniętą Colonial One).
bsg-error-reason-draft = Ta postać jest zajęta albo jeszcze niedozwolona: wybierz z najrzadziej wybranych typów postaci (lub postać wsparcia).
bsg-error-reason-draw_skill = Nie możesz tu dobrać umiejętności tego typu.
bsg-error-repeated = Podałeś tę samą kartę dwa razy.
bsg-error-not_in_hand = Możesz użyć tylko kart z ręki.
bsg-error-too_many = To za dużo kart (w areszcie lub jako ujawniony Cylon możesz dołożyć najwyżej jedną; przy odrzucaniu tylko tyle, ile jeszcze zostało do odrzucenia).
bsg-error-too_few = Wybierz co najmniej jedną kartę.
bsg-error-param-card = Nie masz tej karty albo nie można jej teraz użyć.
bsg-error-param-location = Nie możesz teraz użyć tej lokacji (może być uszkodzona, zablokowana lub niedozwolona dla twojej postaci).
bsg-error-param-target = To nie jest dozwolony cel.
bsg-error-param-seat = Tego gracza nie można wybrać.
bsg-error-param-area = Ta strefa kosmosu nie jest tu dozwolona.
bsg-error-param-option = Ta możliwość nie jest dostępna.
bsg-error-param-skill = Ten typ umiejętności nie jest tu dozwolony.
bsg-error-contribution_too_long = `contribution_hours` nie może być dłuższe niż `decision_hours`.

## opcje stołu

bsg-optdesc-window_seconds = Ile sekund okno na karty (przed rzutem, wokół testu umiejętności) jest otwarte dla wszystkich (10–3600, domyślnie 90).
bsg-optdesc-decision_hours = Ile godzin gracz ma na decyzję, zanim zostanie przyjęta domyślna (1–168, domyślnie 24).
bsg-optdesc-contribution_hours = Ile godzin jest na dokładanie kart do testu umiejętności (1–168, domyślnie 12).

## wyniki

bsg-result-win = { $side ->
    [human] Ludzie wygrywają
   *[cylon] Cyloni wygrywają
 }: { $reason }.
bsg-result-nobody = Nikt nie był w tej drużynie, więc przegrywają wszyscy gracze.
bsg-result-reason-boarding = Centurion dotarł do końca toru Abordażu
bsg-result-reason-galactica_destroyed = sześć lokacji Galacticy zostało uszkodzonych
bsg-result-reason-final_jump = flota wykonała ostatni skok na Kobol, a żaden zasób nie spadł do zera
bsg-result-reason-final_jump_resources = flota dotarła na Kobol, ale skończył się któryś zasób
bsg-result-reason-resources = na koniec tury któryś zasób był na zerze
bsg-result-reason-turn_limit = gra przekroczyła bezpieczny limit tur

## słowa wewnątrz zdań o zdarzeniach

bsg-nobody = nikt
bsg-space = kosmos
bsg-skill = { $skill ->
    [politics] polityka
    [leadership] przywództwo
    [tactics] taktyka
    [piloting] pilotaż
    [engineering] inżynieria
   *[treachery] zdrada
 }
# same-as-en: only the card's published name, its skill and strength
bsg-skill-card = { $name } ({ $skill } { $strength })
bsg-area = { $area ->
    [0] z przodu (0)
    [1] z przodu u góry (1)
    [2] z tyłu u góry (2)
    [3] z tyłu (3)
    [4] z tyłu u dołu (4)
    [5] z przodu u dołu (5)
   *[reserves] Rezerwy
 }
bsg-ships-in-area = { $ship ->
    [basestar] { $count ->
        [one] { $count } Basestar
        [few] { $count } Basestary
        [many] { $count } Basestarów
       *[other] { $count } Basestara
    }
    [heavy_raider] { $count ->
        [one] { $count } Ciężki Raider
        [few] { $count } Ciężkie Raidery
        [many] { $count } Ciężkich Raiderów
       *[other] { $count } Ciężkiego Raidera
    }
    [viper] { $count ->
        [one] { $count } Viper
        [few] { $count } Vipery
        [many] { $count } Viperów
       *[other] { $count } Vipera
    }
    [civilian] { $count ->
        [one] { $count } statek cywilny
        [few] { $count } statki cywilne
        [many] { $count } statków cywilnych
       *[other] { $count } statku cywilnego
    }
   *[raider] { $count ->
        [one] { $count } Raider
        [few] { $count } Raidery
        [many] { $count } Raiderów
       *[other] { $count } Raidera
    }
 } w strefie { $area }
bsg-civilian = { $ship ->
    [empty] pusty
    [population_1] populacja 1
    [population_2] populacja 2
    [population_1_fuel_1] populacja 1, paliwo 1
   *[population_1_morale_1] populacja 1, morale 1
 }
bsg-damage-token = { $token ->
    [food] żywność
   *[fuel] paliwo
 }
bsg-basestar-token = { $token ->
    [critical_hit] trafienie krytyczne
    [disabled_hangar] unieruchomiony hangar
    [disabled_weapons] unieruchomione uzbrojenie
   *[structural_damage] uszkodzenie konstrukcji
 }
bsg-roll-why = { $why ->
    [armory] atak ze Zbrojowni
    [basestar_attacks_galactica] Basestar atakuje Galacticę
    [galactica_attacks_basestar] Galactica atakuje Basestara
    [galactica_attacks_heavy_raider] Galactica atakuje Ciężkiego Raidera
    [galactica_attacks_raider] Galactica atakuje Raidera
    [human_fleet] Flota ludzi
    [launch_scout] wysłanie zwiadu
    [nuke] głowica atomowa
    [raider_attacks_galactica] Raider atakuje Galacticę
    [raider_attacks_viper] Raider atakuje Vipera
    [raider_attacks_civilian] Raider atakuje statek cywilny
    [viper_attacks_heavy_raider] Viper atakuje Ciężkiego Raidera
    [viper_attacks_raider] Viper atakuje Raidera
    [viper_attacks_basestar] Viper atakuje Basestara
    [ftl_control] sterowanie napędem FTL
    [eco_officer] oficer ECO
   *[evasive_maneuvers] manewry unikowe
 }
# same-as-en: a player's name and their cards
bsg-loyalty-of = { $player }: { $cards }

## zdarzenia

bsg-event-unknown = { $kind }
bsg-event-nothing = nic
bsg-event-skill_check = podjąć test umiejętności
bsg-event-turn = Tura { $turn }: aktywnym graczem jest { $player }.
bsg-event-character_chosen = { $player } gra postacią { $character }.
bsg-event-title = { $player } jest teraz { $title ->
    [president] Prezydentem
   *[admiral] Admirałem
 }.
bsg-event-skill_drawn = { $player } dobiera kartę umiejętności { $skill ->
    [politics] politycznych
    [leadership] przywódczych
    [tactics] taktycznych
    [piloting] pilotażowych
    [engineering] inżynieryjnych
   *[treachery] zdrady
 }.
bsg-event-skill_card_drawn = Dobrałeś kartę { $card }.
bsg-event-skill_discarded = { $player } odrzuca kartę { $card }.
bsg-event-draw_lost = Talia umiejętności { $skill ->
    [politics] politycznych
    [leadership] przywódczych
    [tactics] taktycznych
    [piloting] pilotażowych
    [engineering] inżynieryjnych
   *[treachery] zdrady
 } się wyczerpała; { $player } nic nie dobiera.
bsg-event-skill_reshuffled = Stos odrzuconych kart umiejętności { $skill ->
    [politics] politycznych
    [leadership] przywódczych
    [tactics] taktycznych
    [piloting] pilotażowych
    [engineering] inżynieryjnych
   *[treachery] zdrady
 } zostaje przetasowany w nową talię.
bsg-event-deck_reshuffled = Stos odrzuconych kart { $deck ->
    [crisis] kryzysu
    [quorum] Kworum
    [destination] celu podróży
    [super_crisis] superkryzysu
   *[loyalty] lojalności
 } zostaje przetasowany w nową talię.
bsg-event-destiny_built = Powstaje nowa talia Przeznaczenia z { $count ->
    [one] { $count } karty
    [few] { $count } kart
    [many] { $count } kart
   *[other] { $count } karty
 }.
bsg-event-resource = { $resource ->
    [food] Żywność
    [fuel] Paliwo
    [morale] Morale
   *[population] Populacja
 } { $delta } (teraz { $value }).
bsg-event-moved = { $player } przechodzi do lokacji { $location }.
bsg-event-sent = { $player } zostaje wysłany do lokacji { $location }.
bsg-event-viper_moved = Viper przelatuje ze strefy { $frm } do strefy { $to }.
bsg-event-activated = { $player } aktywuje lokację { $location }.
bsg-event-no_action = { $player } nie wykonuje żadnej akcji.
bsg-event-crisis = Kryzys: { $card }.
bsg-event-crisis_pair_drawn = { $player } dobiera 2 karty kryzysu i zatrzymuje jedną.
bsg-event-crisis_options = Twój wybór kryzysu: { $cards }.
bsg-event-crisis_discarded = Karta { $card } zostaje odrzucona.
bsg-event-chose = { $player } wybiera: { $choice }.
bsg-event-check_started = Test umiejętności: { $skills }, trudność { $difficulty }.
bsg-event-contributed = { $player } dołożył { $count ->
    [one] { $count } kartę
    [few] { $count } karty
    [many] { $count } kart
   *[other] { $count } karty
 }.
bsg-event-you_contributed = Dołożyłeś kartę { $card }.
bsg-event-check_revealed = Odkryte: { $cards }. Razem { $total } przeciw { $difficulty }.
bsg-event-check_result = Wynik testu umiejętności: { $result ->
    [pass] sukces
    [partial] częściowy sukces
   *[fail] porażka
 }.
bsg-event-contributed_face_up = { $player } dokłada odkrytą kartę { $card }.
bsg-event-destiny_face_up = Karta z talii Przeznaczenia: { $card }.
bsg-event-skill_played = { $player } zagrywa kartę { $card }.
bsg-event-ability_used = { $player } używa zdolności { $name }.
bsg-event-difficulty_changed = { $why }: trudność zmienia się o { $delta }.
bsg-event-difficulty_changed_by = { $why } ({ $player }): trudność zmienia się o { $delta }.
bsg-event-kept_in_play = Karta { $card } pozostaje w grze.
bsg-event-left_play = Karta { $card } opuszcza grę.
bsg-event-look_blocked = Nikt nie może już oglądać kart lojalności.
bsg-event-peeked = { $player } ogląda wierzchnią kartę talii { $deck ->
    [crisis] kryzysów
   *[destination] celów podróży
 }.
bsg-event-peek_card = Wierzchnia karta talii { $deck ->
    [crisis] kryzysów
   *[destination] celów podróży
 } to { $card }.
bsg-event-peek_placed = { $player } odkłada ją na { $where ->
    [top] wierzch
   *[bottom] spód
 } talii { $deck ->
    [crisis] kryzysów
   *[destination] celów podróży
 }.
bsg-event-quorum_options = Twoje karty Kworum: { $cards }.
bsg-event-executive_order = { $player } daje graczowi { $target } Rozkaz wykonawczy.
bsg-event-eo_mode = { $player } wybiera { $mode ->
    [move_and_act] ruch i akcję
   *[two_actions] dwie akcje
 }.
bsg-event-roll_modified = Wynik rzutu zmienia się na { $value }.
bsg-event-reroll = Ponowny rzut kością: { $value }.
bsg-event-area_chosen = { $player } rozpatruje teraz strefę kosmosu { $area }.
bsg-event-super_crisis_played = { $player } zagrywa kartę superkryzysu { $card }.
bsg-event-roll = { $player } wyrzuca { $value } ({ $why }).
bsg-event-activation = Aktywacja statków Cylonów: { $icon ->
    [activate_basestars] aktywacja Basestarów
    [activate_heavy_raiders] aktywacja Ciężkich Raiderów
    [activate_raiders] aktywacja Raiderów
   *[launch_raiders] wypuszczenie Raiderów
 }.
bsg-event-launched = Basestary wypuszczają: { $ships }.
bsg-event-deployed = Pojawiają się statki: { $ships }.
bsg-event-raider_moved = Raider przelatuje ze strefy { $frm } do strefy { $to }.
bsg-event-heavy_moved = { $count ->
    [one] { $count } Ciężki Raider przelatuje
    [few] { $count } Ciężkie Raidery przelatują
    [many] { $count } Ciężkich Raiderów przelatuje
   *[other] { $count } Ciężkiego Raidera przelatuje
 } ze strefy { $frm } do strefy { $to }.
bsg-event-boarded = Ciężki Raider w strefie { $area } desantuje Centuriona.
bsg-event-centurions_advanced = Centurioni posuwają się na pola { $positions }.
bsg-event-centurions_placed = { $count ->
    [one] { $count } Centurion wdziera się
    [few] { $count } Centurioni wdzierają się
    [many] { $count } Centurionów wdziera się
   *[other] { $count } Centuriona wdziera się
 } na Galacticę.
bsg-event-centurion_destroyed = Centurion na polu { $position } zostaje zniszczony.
bsg-event-cylons_destroyed = { $ship ->
    [heavy_raider] { $count ->
        [one] Zniszczony { $count } Ciężki Raider
        [few] Zniszczone { $count } Ciężkie Raidery
        [many] Zniszczonych { $count } Ciężkich Raiderów
       *[other] Zniszczono { $count } Ciężkiego Raidera
    }
   *[raider] { $count ->
        [one] Zniszczony { $count } Raider
        [few] Zniszczone { $count } Raidery
        [many] Zniszczonych { $count } Raiderów
       *[other] Zniszczono { $count } Raidera
    }
 } w strefie { $area }.
bsg-event-missed = Pudło.
bsg-event-viper_hit = Viper w strefie { $area } zostaje { $destroyed ->
    [yes] zniszczony
   *[no] uszkodzony
 }.
bsg-event-viper_launched = Viper startuje do strefy { $area }.
bsg-event-viper_returned = Viper ze strefy { $area } wraca do Rezerw.
bsg-event-vipers_returned = Wszystkie Vipery w kosmosie wracają do Rezerw.
bsg-event-viper_repaired = Viper zostaje naprawiony.
bsg-event-launched_self = { $player } startuje Viperem do strefy { $area }.
bsg-event-galactica_damaged = Galactica zostaje trafiona: { $token }.
bsg-event-galactica_no_tokens = Nie zostały żadne żetony uszkodzeń Galacticy.
bsg-event-repaired = Lokacja { $location } zostaje naprawiona.
bsg-event-basestar_damaged = Basestar w strefie { $area } otrzymuje: { $token }.
bsg-event-basestar_destroyed = Basestar w strefie { $area } zostaje zniszczony.
bsg-event-nuke_launched = { $player } odpala głowicę atomową w Basestara w strefie { $area }.
bsg-event-civilian_destroyed = Statek cywilny zostaje zniszczony ({ $ship }).
bsg-event-civilian_inspected = { $player } sprawdza statek cywilny w strefie { $area }.
bsg-event-civilian_seen = Ten statek cywilny wiezie: { $ship }.
bsg-event-civilian_moved = Statek cywilny przelatuje ze strefy { $frm } do strefy { $to }.
bsg-event-counter = { $name ->
    [nukes] Głowice atomowe
   *[raptors] Raptory
 }: { $value }.
bsg-event-jump_track = Żeton floty jest na polu { $value } toru Przygotowania do skoku.
bsg-event-jump_started = Flota wykonuje skok!
bsg-event-destinations_drawn = { $player } dobiera { $count ->
    [one] { $count } kartę celu podróży
    [few] { $count } karty celu podróży
    [many] { $count } kart celu podróży
   *[other] { $count } karty celu podróży
 }.
bsg-event-destination_options = Twoje cele podróży: { $cards }.
bsg-event-destination = Cel podróży: { $card } (odległość { $distance }).
bsg-event-distance = Przebyta odległość: { $value }.
bsg-event-sleeper_phase = Faza uśpionego agenta: każdy otrzymuje kolejną kartę lojalności.
bsg-event-loyalty_dealt = { $player } otrzymuje kartę lojalności.
bsg-event-loyalty_card = Twoja karta lojalności: { $card }.
bsg-event-looked_at_loyalty = { $viewer } ogląda { $count ->
    [one] { $count } kartę
    [few] { $count } karty
    [many] { $count } kart
   *[other] { $count } karty
 } lojalności gracza { $target }.
bsg-event-loyalty_seen = Lojalność gracza { $target }: { $cards }
bsg-event-look_nothing = Nie ma żadnej karty lojalności do obejrzenia.
bsg-event-revealed = { $player } ujawnia się: Jesteś Cylonem!
bsg-event-sympathizer_revealed = { $player } ujawnia kartę Jesteś sympatykiem.
bsg-event-sympathizer_passed = { $player } przekazuje kartę sympatyka graczowi { $to }.
bsg-event-loyalty_given = { $player } daje { $count ->
    [one] { $count } kartę
    [few] { $count } karty
    [many] { $count } kart
   *[other] { $count } karty
 } lojalności graczowi { $to }.
bsg-event-loyalty_received = Otrzymałeś: { $cards }.
bsg-event-quorum_drawn = { $player } dobiera kartę Kworum.
bsg-event-quorum_card_drawn = Twoja nowa karta Kworum: { $card }.
bsg-event-quorum_played = { $player } zagrywa kartę { $card }.
bsg-event-super_crisis_drawn = { $player } dobiera kartę superkryzysu.
bsg-event-super_crisis_card_drawn = Twoja karta superkryzysu: { $card }.
bsg-event-super_crisis_discarded = { $player } odrzuca kartę superkryzysu.
bsg-event-picked = { $player } wybiera gracza { $target }.
bsg-event-declined = { $player } odmawia.
bsg-event-no_legal_target = Nikogo nie można wybrać; nic się nie dzieje.
bsg-event-no_target = Nie ma celu; nic się nie dzieje.
bsg-event-no_civilian = Nie ma statku cywilnego do zniszczenia.
bsg-event-hand_inspected = { $player } ogląda rękę gracza { $target }.
bsg-event-hand_seen = Ręka gracza { $target }: { $cards }
bsg-event-card_stolen = { $player } zabiera kartę umiejętności graczowi { $target }.
bsg-event-your_card_stolen = Zabrano ci kartę { $card }.
bsg-event-galactica_tokens_drawn = { $player } dobiera { $count ->
    [one] { $count } żeton
    [few] { $count } żetony
    [many] { $count } żetonów
   *[other] { $count } żetonu
 } uszkodzeń Galacticy.
bsg-event-galactica_tokens_seen = Dobrałeś: { $tokens }.
bsg-event-skill_withdrawn = { $player } zabiera kartę { $card } z powrotem: można tu użyć tylko jednej.
bsg-event-setup_done = Przygotowanie gry zakończone; pierwszą turę rozgrywa { $player }.
bsg-event-loyalty_shown = Karty lojalności: { $hands }
