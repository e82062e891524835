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
bsg-error-reason-starting_hands = Twoja ręka startowa to 3 karty, każda z typów umiejętności twojej postaci.
bsg-error-repeated = Ta sama karta podana dwa razy.
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
bsg-optdesc-contribution_hours = Ile godzin jest na dokładanie kart do testu umiejętności (1–168, domyślnie 24).

## wyniki

bsg-result-win = { $side ->
    [human] Ludzie wygrywają
   *[cylon] Cyloni wygrywają
 }: { $reason }.
bsg-result-nobody = Nikt nie był w tej drużynie, więc przegrywają wszyscy gracze.
bsg-result-reason-boarding = Centurion dotarł do końca toru Abordażu
bsg-result-reason-galactica_destroyed = sześć lokacji Galactiki zostało uszkodzonych
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
# copies of one card in a list (texts.cards_counted): always two or more
bsg-card-copies = { $count }× { $card }
bsg-area = { $area ->
    [0] z przodu (0)
    [1] z przodu u góry (1)
    [2] z tyłu u góry (2)
    [3] z tyłu (3)
    [4] z tyłu u dołu (4)
    [5] z przodu u dołu (5)
   *[reserves] Rezerwy
 }
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
    [basestar_attacks_galactica] Basestar atakuje Galacticę
    [galactica_attacks_basestar] Galactica atakuje Basestara
    [galactica_attacks_heavy_raider] Galactica atakuje Ciężkiego Raidera
    [galactica_attacks_raider] Galactica atakuje Raidera
    [launch_scout] Launch Scout
    [nuke] głowica atomowa
    [raider_attacks_galactica] Raider atakuje Galacticę
    [raider_attacks_viper] Raider atakuje Vipera
    [raider_attacks_civilian] Raider atakuje statek cywilny
    [viper_attacks_heavy_raider] Viper atakuje Ciężkiego Raidera
    [viper_attacks_raider] Viper atakuje Raidera
    [viper_attacks_basestar] Viper atakuje Basestara
    [eco_officer] ECO Officer
   *[evasive_maneuvers] Evasive Maneuvers
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
bsg-event-skill_card_drawn = Dobrana karta: { $card }.
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
bsg-event-sent = { $player } trafia do lokacji { $location }.
bsg-event-viper_moved = Viper przelatuje ze strefy { $frm } do strefy { $to }.
bsg-event-activated = { $player } aktywuje lokację { $location }.
bsg-event-no_action = { $player } nie wykonuje żadnej akcji.
bsg-event-crisis = Kryzys: { $card }.
bsg-event-crisis_pair_drawn = { $player } dobiera 2 karty kryzysu i zatrzymuje jedną.
bsg-event-crisis_options = Twój wybór kryzysu: { $cards }.
bsg-event-crisis_discarded = Karta { $card } zostaje odrzucona.
bsg-event-chose = { $player } wybiera: { $choice }.
bsg-event-check_started = Test umiejętności: { $skills }, trudność { $difficulty }.
bsg-event-contributed = { $player } dokłada do testu { $count ->
    [one] { $count } kartę
    [few] { $count } karty
    [many] { $count } kart
   *[other] { $count } karty
 }.
bsg-event-you_contributed = Twój wkład: { $card }.
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
bsg-event-centurions_advanced = { $count ->
    [one] Centurion przesuwa się na pole { $positions } toru Abordażu.
    [few] Centuriony przesuwają się na pola { $positions } toru Abordażu.
    [many] Centuriony przesuwają się na pola { $positions } toru Abordażu.
   *[other] Centuriony przesuwają się na pola { $positions } toru Abordażu.
 }
bsg-event-centurions_placed = { $count ->
    [one] { $count } Centurion wdziera się
    [few] { $count } Centuriony wdzierają się
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
bsg-event-galactica_no_tokens = Nie zostały żadne żetony uszkodzeń Galactiki.
bsg-event-repaired = Lokacja { $location } zostaje naprawiona.
bsg-event-basestar_damaged = Basestar w strefie { $area } otrzymuje: { $token }.
bsg-event-basestar_destroyed = Basestar w strefie { $area } zostaje zniszczony.
bsg-event-nuke_launched = { $player } atakuje głowicą atomową Basestara w strefie { $area }.
bsg-event-civilian_destroyed = Statek cywilny zostaje zniszczony ({ $ship }).
bsg-event-civilian_inspected = { $player } sprawdza statek cywilny w strefie { $area }.
bsg-event-civilian_seen = Ten statek cywilny wiezie: { $ship }.
bsg-event-civilian_moved = Statek cywilny przelatuje ze strefy { $frm } do strefy { $to }.
bsg-event-counter = { $name ->
    [nukes] Głowice atomowe
   *[raptors] Raptory
 }: { $value }.
bsg-event-counter_change = { $name ->
    [nukes] Głowice atomowe
   *[raptors] Raptory
 } { $delta } (teraz { $value }).
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
# the Sleeper Agent phase when the loyalty deck (never refilled) runs out mid-deal: who received a card
bsg-event-sleeper_phase_short = { $count ->
    [0] Faza uśpionego agenta: talia kart lojalności jest pusta, więc nikt nie otrzymuje kolejnej karty lojalności.
    [one] Faza uśpionego agenta: talia kart lojalności się wyczerpała, więc kolejną kartę lojalności otrzymuje tylko { $players }.
    [few] Faza uśpionego agenta: talia kart lojalności się wyczerpała, więc kolejną kartę lojalności otrzymują tylko { $players }.
    [many] Faza uśpionego agenta: talia kart lojalności się wyczerpała, więc kolejną kartę lojalności otrzymują tylko { $players }.
   *[other] Faza uśpionego agenta: talia kart lojalności się wyczerpała, więc kolejną kartę lojalności otrzymują tylko { $players }.
}
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
bsg-event-revealed = { $player } ujawnia kartę lojalności „Jesteś Cylonem”: { $player } jest Cylonem!
bsg-event-sympathizer_revealed = { $player } ujawnia kartę lojalności „Jesteś sympatykiem”.
bsg-event-sympathizer_passed = { $player } przekazuje kartę sympatyka: dostaje ją { $to }.
bsg-event-loyalty_given = { $player } przekazuje { $count ->
    [one] { $count } kartę lojalności: dostaje ją
    [few] { $count } karty lojalności: dostaje je
    [many] { $count } kart lojalności: dostaje je
   *[other] { $count } karty lojalności: dostaje je
 } { $to }.
bsg-event-loyalty_received = Otrzymujesz: { $cards }.
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
bsg-event-card_stolen = { $player } zabiera kartę umiejętności z ręki gracza { $target }.
bsg-event-your_card_stolen = Zabrano ci kartę { $card }.
bsg-event-galactica_tokens_drawn = { $player } dobiera { $count ->
    [one] { $count } żeton
    [few] { $count } żetony
    [many] { $count } żetonów
   *[other] { $count } żetonu
 } uszkodzeń Galactiki.
bsg-event-galactica_tokens_seen = Dobrane żetony: { $tokens }.
bsg-event-skill_withdrawn = { $player } zabiera kartę { $card } z powrotem: można tu użyć tylko jednej.
bsg-event-setup_done = Przygotowanie gry zakończone; pierwszą turę rozgrywa { $player }.
bsg-event-loyalty_shown = Karty lojalności: { $hands }

## nazwy z zasad (lokacje, karty lojalności)

# Lokacje, każda swoim kluczem: jedyna lista ich nazw dla zdarzeń, wyjaśnień i obrazów (effect_text.location_msg).
# Nie sprawdzone z polskim wydaniem (Galakta).
bsg-location-press_room = Sala prasowa
bsg-location-label-press_room = Sala prasowa
bsg-location-presidents_office = Gabinet Prezydenta
bsg-location-label-presidents_office = Gabinet Prezydenta
bsg-location-administration = Administracja
bsg-location-ftl_control = Kontrola FTL
bsg-location-weapons_control = Kontrola uzbrojenia
bsg-location-command = Mostek
bsg-location-communications = Łączność
bsg-location-admirals_quarters = Kwatera Admirała
bsg-location-label-admirals_quarters = Kwatera Admirała
bsg-location-research_lab = Laboratorium
bsg-location-label-research_lab = Laboratorium
bsg-location-hangar_deck = Pokład hangarowy
bsg-location-label-hangar_deck = Pokład hangarowy
bsg-location-armory = Zbrojownia
bsg-location-label-armory = Zbrojownia
bsg-location-sickbay = Izba chorych
bsg-location-brig = Areszt
# A name alone (an image's label, a rules topic, a button): a sentence says "the Brig", "the Human Fleet".
bsg-location-label-brig = Areszt
# same-as-en: a proper name
bsg-location-caprica = Caprica
bsg-location-cylon_fleet = Flota Cylonów
bsg-location-label-cylon_fleet = Flota Cylonów
bsg-location-human_fleet = Flota ludzi
bsg-location-label-human_fleet = Flota ludzi
bsg-location-resurrection_ship = Statek Odrodzenia
bsg-location-label-resurrection_ship = Statek Odrodzenia
bsg-loyalty-name = { $kind ->
    [cylon] Jesteś Cylonem
    [sympathizer] Jesteś sympatykiem
   *[not_cylon] Nie jesteś Cylonem
 }
bsg-player-number = Gracz { $number }

## decyzje: pytania

bsg-prompt-with = { $prompt } ({ $detail })
bsg-prompt-draft = Wybierz postać.
bsg-prompt-lee_launch = Wybierz strefę, do której wystartuje twój Viper.
bsg-prompt-draw_skill = Wybierz typ umiejętności następnej karty.
bsg-prompt-draw_skill-all = Wybierz od razu typy umiejętności wszystkich { $count } dobieranych kart.
bsg-prompt-starting_hands = Wybierz typy umiejętności { $count ->
    [one] swojej karty startowej
    [few] swoich { $count } kart startowych
    [many] swoich { $count } kart startowych
   *[other] swoich { $count } kart startowych
}. Wybierają teraz wszyscy naraz; twój wybór pozostaje tajny, dopóki wszyscy nie wybiorą, potem karty zostaną dobrane.
bsg-prompt-move_card = Przejście na drugi statek kosztuje kartę: wybierz kartę do odrzucenia.
bsg-prompt-action = Wybierz akcję.
bsg-prompt-choose = Wybierz jedną możliwość.
bsg-prompt-confirm = Czy chcesz to zrobić?
bsg-prompt-pick_player = Wybierz postać.
bsg-prompt-discard = Wybierz kartę do odrzucenia.
bsg-prompt-hand_limit = Odrzuć karty do limitu kart na ręce.
bsg-prompt-contribute = Dołóż do testu dowolne karty umiejętności zakryte (albo żadnej), wszystkie naraz; możesz je oddać wcześniej.
bsg-prompt-destination = Wybierz cel podróży (druga karta trafia niewidziana na spód talii).
bsg-prompt-crisis_pick = Wybierz kryzys do rozpatrzenia (drugi trafia na spód talii).
bsg-prompt-caprica_pick = Wybierz kryzys do rozpatrzenia (drugi zostaje odrzucony).
bsg-prompt-galactica_target = Wybierz statek Cylonów, który zaatakuje Galactica.
bsg-prompt-launch_self = Wybierz, dokąd startujesz.
bsg-prompt-armory_target = Wybierz Centuriona do zaatakowania.
bsg-prompt-centurion_pick = Wybierz Centuriona do zniszczenia.
bsg-prompt-viper_activation = Aktywuj Vipera bez pilota (start, ruch albo atak) albo zakończ.
bsg-prompt-viper_pick = Wybierz Vipera.
bsg-prompt-ship_pick = Wybierz statek Cylonów.
bsg-prompt-send_location = Wybierz lokację na Galactice, do której przejdziesz.
bsg-prompt-civilian_destroy = Wybierz strefę kosmosu statku cywilnego, który zostanie zniszczony.
bsg-prompt-comms_pick = Wybierz statek cywilny do obejrzenia albo zakończ.
bsg-prompt-comms_move = Przesuń ten statek cywilny do sąsiedniej strefy albo zostaw go.
bsg-prompt-quorum_play = Wybierz kartę Kworum do zagrania.
bsg-prompt-give_sympathizer = Daj kartę sympatyka innemu graczowi.
bsg-prompt-cylon_move = Przejdź do innej lokacji Cylonów albo zostań.
bsg-prompt-cylon_action = Aktywuj swoją lokację Cylonów albo nic nie rób.
bsg-prompt-steal_target = Wybierz, czyją rękę obejrzysz.
bsg-prompt-steal_card = Wybierz kartę, którą weźmiesz.
bsg-prompt-give_loyalty = Daj swoje nieujawnione karty lojalności innemu graczowi albo je zatrzymaj.
bsg-prompt-galactica_draw_count = Ile żetonów uszkodzeń Galactiki dobierasz?
bsg-prompt-galactica_draw_pick = Wybierz żeton do rozpatrzenia.
bsg-prompt-loc_reaction = Możesz zmienić trudność tego testu.
bsg-prompt-peek_deck = Wybierz talię do podejrzenia.
bsg-prompt-peek_place = Odłóż kartę na wierzch albo na spód.
bsg-prompt-piloted_attack = Zaatakuj swoim Viperem albo zakończ.
bsg-prompt-roslin_quorum = Wybierz kartę Kworum do rozpatrzenia (pozostałe trafiają na spód).
bsg-prompt-eo_target = Wybierz, kto otrzyma Executive Order.
bsg-prompt-secret_destiny = Secret Destiny: zastąpić tę kartę kryzysu?
bsg-prompt-mysterious_intuition = Mysterious Intuition: ogłosić wynik tego testu?
bsg-prompt-blind_devotion = Blind Devotion: wskazać typ umiejętności, którego karty mają siłę 0?
bsg-prompt-command_authority = Command Authority: wziąć na rękę wszystkie karty tego testu?
bsg-prompt-eco_officer = ECO Officer: rzucić tą kością jeszcze raz?
bsg-prompt-moral_compass = Moral Compass: przełączyć na drugą możliwość?
bsg-prompt-alert_viper_pilot = Alert Viper Pilot: przesiąść się do nowego Vipera i wykonać akcję?
bsg-prompt-skill_window = Możesz teraz zagrać kartę albo spasować.
bsg-prompt-window_order = Kilku graczy zagrało tę samą kartę: wybierz, czyja karta zostanie użyta (pozostałe wracają).
bsg-prompt-area_order = Wybierz następną strefę kosmosu do rozpatrzenia.
bsg-prompt-raider_target = Wybierz, którego pilotowanego Vipera zaatakuje Raider.
bsg-prompt-raider_civilian = Wybierz, który statek cywilny zniszczy Raider.
bsg-prompt-heavy_convert = Wybierz, który Ciężki Raider wysadzi Centuriona.
bsg-prompt-deploy_pick = W zapasie brakuje statków: wybierz strefę, która dostanie następny.

## decyzje: kroki tury, źródła, okna

bsg-step-setup = Przygotowanie gry
bsg-step-start = Początek tury
bsg-step-receive = Otrzymanie umiejętności
bsg-step-move = Ruch
bsg-step-action = Akcja
bsg-step-crisis = Kryzys
bsg-step-activation = Aktywacja statków Cylonów
bsg-step-jump = Skok
bsg-step-end = Koniec tury
bsg-step-cylon_turn = Tura Cylona
bsg-source-setup = Przygotowanie gry
bsg-source-turn = Twoja tura
bsg-source-window = Okno reakcji
bsg-source-activation = Aktywacja Cylonów
bsg-source-jump = Skok
bsg-source-sleeper = Faza uśpionego agenta
bsg-source-title = Tytuł
bsg-source-roll = Rzut kością
bsg-source-check = Test umiejętności
bsg-source-hand_limit = Limit kart na ręce
bsg-source-reveal = Ujawnienie Cylona
bsg-source-president = Prezydent
bsg-source-reveal-discard = Ujawniony Cylon zatrzymuje najwyżej 3 karty umiejętności.
bsg-window-check_pre = zanim do testu umiejętności trafią karty
bsg-window-check_total = po podliczeniu testu umiejętności
bsg-window-roll_before = przed rzutem kością
bsg-window-viper_attacked = po rzucie Cylonów na atak na Vipera

## decyzje: do czego służy wybór, do czego prowadzi możliwość

bsg-purpose-galactica_target = Galactica atakuje ten statek.
bsg-purpose-armory_target = Atakujesz tego Centuriona; { $hit_min }+ go niszczy.
bsg-purpose-raider_target = Raider atakuje Vipera tego pilota.
bsg-purpose-raider_civilian = Raider niszczy ten statek cywilny.
bsg-purpose-eo_target = Ten gracz teraz wykonuje ruch i akcję albo dwie akcje.
bsg-purpose-steal_target = Oglądasz rękę tego gracza i bierzesz jedną kartę umiejętności.
bsg-purpose-give_sympathizer = Ten gracz otrzymuje kartę sympatyka.
bsg-purpose-give_loyalty = Ten gracz otrzymuje wszystkie twoje nieujawnione karty lojalności.
bsg-purpose-send_location = Przechodzisz do tej lokacji.
bsg-purpose-civilian_destroy = Statek cywilny w tej strefie zostaje zniszczony.
bsg-purpose-centurion_pick = Ten Centurion zostaje zniszczony.
bsg-purpose-deploy_pick = Brakuje statków: ta strefa dostaje następny statek ({ $ship }).
bsg-purpose-heavy_convert = Ten Ciężki Raider wysadza Centuriona na Galactice.
bsg-purpose-area_order = Raidery w tej strefie działają jako następne.
bsg-purpose-window_order = Zostanie użyta karta tego gracza; pozostali biorą swoje z powrotem.
bsg-conseq-destination = Odległość { $distance }: { $text }
bsg-conseq-contribute = Dodaje { $total } do testu.
bsg-conseq-nothing = Twoja tura trwa dalej bez akcji.
bsg-conseq-quorum_draw = Dobierasz 1 kartę Kworum.
bsg-conseq-viper_attack = Rzut na trafienie statku Cylonów.
bsg-conseq-nuke = Rzut: Basestar zostaje uszkodzony albo zniszczony (a z nim Raidery).
bsg-conseq-caprica_crises = Dobierasz 2 karty kryzysu, jedną rozpatrujesz, drugą odrzucasz.
bsg-conseq-move_card = Potem przechodzisz do lokacji { $location }.

## decyzje: etykiety możliwości

bsg-area-label = { $area ->
    [0] strefa 0 (przed Galacticą)
    [1] strefa 1 (z przodu u góry)
    [2] strefa 2 (z tyłu u góry)
    [3] strefa 3 (za Galacticą)
    [4] strefa 4 (z tyłu u dołu, start)
    [5] strefa 5 (z przodu u dołu, start)
   *[reserves] Rezerwy
 }
bsg-ship = { $ship ->
    [raider] Raider
    [heavy_raider] Ciężki Raider
    [basestar] Basestar
    [viper] Viper
    [civilian] statek cywilny
    [centurion] Centurion
   *[other] statek
 }
bsg-viper-where = { $where ->
    [reserves] Rezerwy
    [damaged] stos uszkodzonych
   *[destroyed] stos zniszczonych
 }
bsg-mode-move_and_act = Ruch, potem 1 akcja
bsg-mode-two_actions = 2 akcje (bez ruchu)
bsg-label-character = Graj postacią { $character }
bsg-label-launch = Start: { $area }
bsg-label-launch_recall = Zawróć Vipera ze strefy { $recall }, start: { $area }
bsg-label-draw = Dobierz kartę: { $skill }
bsg-label-draw_all = Dobierz: { $cards }
bsg-label-stay = Zostań: { $location }
bsg-label-stay_nowhere = Zostań
bsg-label-move = Przejdź: { $location }
bsg-label-move_paid = Przejdź: { $location }, odrzucając { $card }
bsg-label-move_costly = Przejdź: { $location } (kosztuje kartę)
bsg-label-viper_move = Leć Viperem: { $area }
bsg-label-viper_move_from = Przesuń Vipera ze strefy { $frm }: { $area }
bsg-label-activate = Aktywuj lokację { $location }
bsg-label-viper_attack = Viper atakuje: { $ship }, { $area }
bsg-label-viper_attack_from = Viper ze strefy { $frm } atakuje: { $ship }, { $area }
bsg-label-nuke = Głowica atomowa na Basestar: { $area }
bsg-label-quorum_draw = Dobierz kartę Kworum
bsg-label-quorum_play = Zagraj { $card }
bsg-label-play = Zagraj { $card }
bsg-label-ability = Użyj { $name }
bsg-label-reveal = Ujawnij się: { $card }
bsg-label-nothing = Nic nie rób
bsg-label-caprica_crises = Dobierz 2 karty kryzysu i rozpatrz jedną
bsg-label-play_super = Zagraj kartę superkryzysu { $card }
bsg-label-contribute = Dołóż { $card } (tutaj { $value })
bsg-label-contribute_cards = Dołóż { $cards } (tutaj { $value })
bsg-label-contribute_none = Nie dokładaj żadnej karty
bsg-label-done = Gotowe, więcej kart nie dołożę
bsg-label-pass = Pas
bsg-label-use = Użyj
bsg-label-use-secret_destiny = Użyj Secret Destiny: odrzuć ten kryzys i dobierz inny
bsg-label-use-command_authority = Użyj Command Authority: weź wszystkie karty tego testu
bsg-label-use-eco_officer = Użyj ECO Officer: rzuć ponownie
bsg-label-use-moral_compass = Użyj Moral Compass: przełącz na { $other }
bsg-label-declare = Ogłoś, że test { $result ->
    [pass] się powiódł
   *[fail] się nie powiódł
 }
bsg-label-skill = Karty typu { $skill } mają siłę 0
bsg-label-pilot = Przesiądź się do Vipera ({ $area }) i działaj
bsg-label-difficulty = Test { $change }
bsg-label-choose_check = Przeprowadź test umiejętności
bsg-label-yes = Tak
bsg-label-no = Nie
bsg-label-player_none = Nikt
bsg-label-discard = Odrzuć { $card }
bsg-label-discard_cards = Odrzuć { $cards }
bsg-label-discard_none = Nic nie odrzucaj
bsg-label-take_card = Weź { $card }
bsg-label-target = Cel: { $ship }, { $area }
bsg-label-centurion = Centurion na polu { $position } toru Abordażu
bsg-label-viper_source = Viper: { $where }
bsg-label-viper_pilot = Viper gracza { $name }
bsg-label-ship = Statek: { $ship }, { $area }
bsg-label-civilian = Statek cywilny: { $area }
bsg-label-civilian_index = Statek cywilny nr { $number }: { $area }
bsg-label-civilian_move = Przesuń go: { $area }
bsg-label-civilian_stay = Zostaw go na miejscu: { $area }
bsg-label-quorum = Zagraj { $card }
bsg-label-count = Dobierz { $count ->
    [one] { $count } żeton uszkodzenia
    [few] { $count } żetony uszkodzeń
    [many] { $count } żetonów uszkodzeń
   *[other] { $count } żetonu uszkodzeń
 }
bsg-label-deck = Talia { $deck }
bsg-label-place = Odłóż ją { $where ->
    [top] na wierzch
   *[bottom] na spód
 }
bsg-label-stop = Zakończ
bsg-label-stop_nothing = Nic nie zagrywaj

## język efektów słowami (effect_text.py): kto, co, kiedy

bsg-fx-nothing = nic się nie dzieje
bsg-fx-any-galactica-location = dowolna lokacja na Galactice
bsg-fx-this-location = ta lokacja
bsg-fx-who = { $who ->
    [you] ty
    [current] aktywny gracz
    [president] Prezydent
    [admiral] Admirał
    [each] każdy gracz
   *[chosen] wybrana postać
 }
bsg-fx-chosen-by = { $person ->
    [you] wybrana przez ciebie postać{ $optional ->
        [yes] {" "}(albo nikt)
       *[no] {""}
    }
   *[other] wybrana postać ({ $optional ->
        [yes] wybiera { $by }, albo nikt
       *[no] wybiera { $by }
    })
 }
bsg-fx-everyone-in = każdy w lokacji { $places }
bsg-fx-cond-unknown = jeśli { $test }
bsg-fx-ships = { $ship ->
    [heavy_raider] { $count ->
        [one] { $count } Ciężki Raider
        [few] { $count } Ciężkie Raidery
        [many] { $count } Ciężkich Raiderów
       *[other] { $count } Ciężkiego Raidera
    }
    [basestar] { $count ->
        [one] { $count } Basestar
        [few] { $count } Basestary
        [many] { $count } Basestarów
       *[other] { $count } Basestara
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
    [centurion] { $count ->
        [one] { $count } Centuriona
        [few] { $count } Centuriony
        [many] { $count } Centurionów
       *[other] { $count } Centuriona
    }
   *[raider] { $count ->
        [one] { $count } Raider
        [few] { $count } Raidery
        [many] { $count } Raiderów
       *[other] { $count } Raidera
    }
 }
bsg-fx-resource = { $resource ->
    [fuel] paliwo
    [food] żywność
    [morale] morale
   *[population] populacja
 } { $delta }
bsg-fx-counter = { $name ->
    [nukes] głowice atomowe
   *[distance] odległość
 } { $delta }
bsg-fx-jump_track = tor Przygotowania do skoku { $delta }
bsg-fx-centurion = { $count ->
    [one] { $count } Centurion wchodzi na pokład Galactiki
    [few] { $count } Centuriony wchodzą na pokład Galactiki
    [many] { $count } Centurionów wchodzi na pokład Galactiki
   *[other] { $count } Centuriona wchodzi na pokład Galactiki
 }
bsg-fx-damage_galactica-draw = dobrać do { $draw } żetonów uszkodzeń Galactiki i rozpatrzyć { $count }
bsg-fx-damage_galactica = uszkodzić Galacticę { $count ->
    [one] raz
    [few] { $count } razy
    [many] { $count } razy
   *[other] { $count } razy
 }
bsg-fx-repair_location = naprawić lokację { $location }
bsg-fx-destroy_civilian = zniszczyć { $count ->
    [one] { $count } statek cywilny
    [few] { $count } statki cywilne
    [many] { $count } statków cywilnych
   *[other] { $count } statku cywilnego
 }
bsg-fx-vipers = { $action ->
    [damage] uszkodzić
    [repair] naprawić
    [return_to_reserves] odesłać do Rezerw
   *[other] wybrać
 } { $amount ->
    [all] wszystkie Vipery
    [up_to] do { $count ->
        [one] { $count } Vipera
        [few] { $count } Viperów
        [many] { $count } Viperów
       *[other] { $count } Vipera
    }
   *[exactly] { $count ->
        [one] { $count } Vipera
        [few] { $count } Vipery
        [many] { $count } Viperów
       *[other] { $count } Vipera
    }
 }{ $where ->
    [reserves] {" "}w Rezerwach
    [space] {" "}w kosmosie
    [damaged] {" "}spośród uszkodzonych
    [damaged_or_destroyed] {" "}spośród uszkodzonych albo zniszczonych
   *[any] {""}
 }
bsg-fx-cylon_ships = { $action ->
    [damage] uszkodzić
   *[destroy] zniszczyć
 } { $ships }
bsg-fx-in-area = { $ships } w strefie { $area }
bsg-fx-deploy = umieścić { $ships }
bsg-fx-activate = Statki Cylonów: { $ships ->
    [activate_raiders] aktywują się Raidery
    [activate_heavy_raiders] aktywują się Ciężkie Raidery (Centuriony się przesuwają)
    [activate_basestars] Basestary atakują
    [launch_raiders] Basestary wypuszczają Raidery
   *[launch] Basestary wypuszczają statki
 }
# wybór spośród aktywacji podaje tylko to, co się aktywuje („Ann wybiera: Basestary atakują.”)
bsg-fx-activated = { $ships ->
    [activate_raiders] aktywują się Raidery
    [activate_heavy_raiders] aktywują się Ciężkie Raidery (Centuriony się przesuwają)
    [activate_basestars] Basestary atakują
    [launch_raiders] Basestary wypuszczają Raidery
   *[launch] Basestary wypuszczają statki
 }
bsg-fx-send = { $person ->
    [you] idziesz
   *[other] { $who } idzie
 } do lokacji { $location }
bsg-fx-send-anywhere = { $person ->
    [you] idziesz
   *[other] { $who } idzie
 } do dowolnej lokacji na Galactice
bsg-fx-discard = { $person ->
    [you] odrzucasz
   *[other] { $who } odrzuca
 } { $what ->
    [hand] całą rękę
    [super_crisis] { $count ->
        [one] { $count } kartę superkryzysu
        [few] { $count } karty superkryzysu
        [many] { $count } kart superkryzysu
       *[other] { $count } karty superkryzysu
    }
   *[skill] { $count ->
        [one] { $count } kartę umiejętności
        [few] { $count } karty umiejętności
        [many] { $count } kart umiejętności
       *[other] { $count } karty umiejętności
    }
 }{ $random ->
    [yes] {" "}losowo
   *[no] {""}
 }
bsg-fx-draw-skills = { $person ->
    [you] dobierasz
   *[other] { $who } dobiera
 } { $count ->
    [one] { $count } kartę umiejętności
    [few] { $count } karty umiejętności
    [many] { $count } kart umiejętności
   *[other] { $count } karty umiejętności
 } ({ $skills })
bsg-fx-draw = { $person ->
    [you] dobierasz
   *[other] { $who } dobiera
 } { $deck ->
    [quorum] { $count ->
        [one] { $count } kartę Kworum
        [few] { $count } karty Kworum
        [many] { $count } kart Kworum
       *[other] { $count } karty Kworum
    }
    [super_crisis] { $count ->
        [one] { $count } kartę superkryzysu
        [few] { $count } karty superkryzysu
        [many] { $count } kart superkryzysu
       *[other] { $count } karty superkryzysu
    }
    [crisis] { $count ->
        [one] { $count } kartę kryzysu
        [few] { $count } karty kryzysu
        [many] { $count } kart kryzysu
       *[other] { $count } karty kryzysu
    }
    [destination] { $count ->
        [one] { $count } kartę celu podróży
        [few] { $count } karty celu podróży
        [many] { $count } kart celu podróży
       *[other] { $count } karty celu podróży
    }
   *[skill] { $count ->
        [one] { $count } kartę umiejętności dowolnego typu
        [few] { $count } karty umiejętności dowolnego typu
        [many] { $count } kart umiejętności dowolnego typu
       *[other] { $count } karty umiejętności dowolnego typu
    }
 }
bsg-fx-title = { $person ->
    [you] zostajesz
   *[other] { $who } zostaje
 } { $title ->
    [president] Prezydentem
   *[admiral] Admirałem
 }
bsg-fx-choose = { $person ->
    [you] wybierasz
   *[other] { $who } wybiera
 }: { $options }
# wybór, który sam jest jedną z opcji: bez drugiego dwukropka w zdaniu
bsg-fx-choose-nested = { $person ->
    [you] decydujesz
   *[other] { $who } decyduje
 } ({ $options })
bsg-fx-roll-outcome = { $low }–{ $high }: { $then }
bsg-fx-roll = rzut kością ({ $outcomes })
bsg-fx-if = { $cond }, { $then }
bsg-fx-otherwise = w przeciwnym razie { $then }
bsg-fx-check = test umiejętności { $skills }, trudność { $difficulty } ({ $outcomes })
bsg-fx-check-pass = sukces: { $then }
bsg-fx-check-partial = { $min }+: { $then }
bsg-fx-check-fail = porażka: { $then }
bsg-fx-alternative = albo zamiast tego: { $then }
bsg-fx-keep_in_play = karta zostaje w grze
bsg-fx-dispose = { $to ->
    [removed_from_game] karta opuszcza grę
    [bottom_of_deck] karta trafia na spód swojej talii
   *[discard] karta zostaje odrzucona
 }
bsg-fx-deck = { $deck ->
    [crisis] kryzysów
    [destination] celów podróży
    [quorum] Kworum
    [super_crisis] superkryzysów
    [politics] polityki
    [leadership] przywództwa
    [tactics] taktyki
    [piloting] pilotażu
   *[engineering] inżynierii
 }
bsg-fx-peek = { $person ->
    [you] oglądasz wierzchnią kartę talii { $decks } i odkładasz ją na wierzch albo na spód
   *[other] { $who } ogląda wierzchnią kartę talii { $decks } i odkłada ją na wierzch albo na spód
 }
bsg-fx-die-reroll = rzut kością jest powtarzany
# Evasive Maneuvers: the reroll, and its modifier against a piloted viper ("−2")
bsg-fx-die-reroll-piloted = rzut kością jest powtarzany, a jeśli Viper ma pilota, nowy rzut ma { $modifier }
bsg-fx-die = rzut kością { $modifier }
bsg-fx-extra_action = { $person ->
    [you] wykonujesz
   *[other] { $who } wykonuje
 } { $count ->
    [one] { $count } dodatkową akcję
    [few] { $count } dodatkowe akcje
    [many] { $count } dodatkowych akcji
   *[other] { $count } dodatkowej akcji
 }
bsg-fx-loyalty-plain = { $kind ->
    [cylon] posiadacz jest Cylonem
    [sympathizer] posiadacz jest sympatykiem
   *[not_cylon] brak zdolności; posiadacz jest człowiekiem, chyba że ma też kartę „Jesteś Cylonem”
 }
bsg-fx-token-location = lokacja { $location } jest uszkodzona: postacie w niej idą do izby chorych, a jej akcji nie można używać, dopóki nie zostanie naprawiona
bsg-fx-token-removed = żeton opuszcza grę
bsg-cond-counter_gte = jeśli { $counter ->
    [raptors] Raptorów
    [nukes] głowic atomowych
   *[distance] odległości
 } jest co najmniej { $value }
bsg-cond-resource_lt = jeśli { $resource ->
    [fuel] paliwo
    [food] żywność
    [morale] morale
   *[population] populacja
 } spadnie poniżej { $value }
bsg-cond-any_resource_red = jeśli któryś zasób jest na czerwonym polu
bsg-cond-distance_lte = jeśli przebyta odległość wynosi najwyżej { $value }
bsg-cond-jump_track_gte = jeśli żeton floty jest na polu { $value } toru Przygotowania do skoku lub dalej
bsg-cond-self_in = jeśli { $person ->
    [you] jesteś
   *[other] { $who } jest
 } w lokacji { $location }
bsg-cond-self_not_in = jeśli { $person ->
    [you] nie jesteś
   *[other] { $who } nie jest
 } w lokacji { $location }
bsg-cond-self_has_title = jeśli { $person ->
    [you] masz
   *[other] { $who } ma
 } tytuł { $title ->
    [president] Prezydenta
   *[admiral] Admirała
 }
bsg-cond-self_hand_size_eq = jeśli { $person ->
    [you] masz
   *[other] { $who } ma
 } dokładnie { $value ->
    [one] { $value } kartę umiejętności
    [few] { $value } karty umiejętności
    [many] { $value } kart umiejętności
   *[other] { $value } karty umiejętności
 }
bsg-cond-self_can_pilot = jeśli { $person ->
    [you] umiesz
   *[other] { $who } umie
 } pilotować
bsg-cond-self_piloting_viper = jeśli { $person ->
    [you] pilotujesz
   *[other] { $who } pilotuje
 } Vipera
bsg-cond-self_has_super_crisis = jeśli { $person ->
    [you] masz
   *[other] { $who } ma
 } kartę superkryzysu
bsg-mod-hand_limit = twój limit kart na ręce wynosi { $value }
bsg-mod-cannot_activate = nigdy nie możesz aktywować lokacji { $locations }
bsg-mod-cannot_activate_occupied = nie możesz aktywować lokacji, w której stoi inna postać, z wyjątkiem Aresztu
bsg-mod-location_activation_discard_cost = zanim aktywujesz jakąkolwiek lokację, musisz odrzucić { $value ->
    [one] { $value } kartę
    [few] { $value } karty
    [many] { $value } kart
   *[other] { $value } karty
 } umiejętności
bsg-mod-forced_discards_random = gdy musisz odrzucić karty umiejętności, są wybierane losowo
bsg-mod-setup_loyalty_cards = podczas przygotowania otrzymujesz { $value ->
    [one] { $value } kartę
    [few] { $value } karty
    [many] { $value } kart
   *[other] { $value } karty
 } lojalności zamiast 1
bsg-mod-sleeper_phase_loyalty_cards = otrzymujesz { $value ->
    [one] { $value } kartę
    [few] { $value } karty
    [many] { $value } kart
   *[other] { $value } karty
 } lojalności zamiast 1
bsg-mod-stranded_until_turn = zaczynasz poza planszą i nie możesz się ruszać ani działać, dopóki na początku drugiej tury nie trafisz do Hangaru
bsg-mod-crisis_draw = gdy dobierasz kartę kryzysu, dobierasz 2, jedną rozpatrujesz, a drugą kładziesz na spód talii
bsg-mod-one_strength_cards_positive = karty o sile 1 liczą się w jej teście umiejętności jako dodatnie
bsg-mod-skill_check_face_up = ten test rozgrywa się odkrytymi kartami
bsg-mod-extra_positive_skill = karty typu { $skill } też liczą się w tym teście jako dodatnie
bsg-mod-receive_skills_max = otrzymuje tylko { $value ->
    [one] { $value } kartę umiejętności
    [few] { $value } karty umiejętności
    [many] { $value } kart umiejętności
   *[other] { $value } karty umiejętności
 }
bsg-mod-cannot_move = nie może się ruszać
bsg-mod-skips_crisis_step = nie dobiera karty kryzysu
bsg-mod-max_cards_per_skill_check = dokłada do testu umiejętności najwyżej { $value ->
    [one] { $value } kartę
    [few] { $value } karty
    [many] { $value } kart
   *[other] { $value } karty
 }
bsg-fleet-activate_unmanned_vipers = aktywować do { $count ->
    [one] { $count } Vipera bez pilota
    [few] { $count } Viperów bez pilota
    [many] { $count } Viperów bez pilota
   *[other] { $count } Vipera bez pilota
 } (start, ruch albo atak)
bsg-fleet-attack_centurion = zaatakować Centuriona na torze Abordażu ({ $hit_min }+ go niszczy)
bsg-fleet-galactica_attack = Galactica atakuje jeden statek Cylonów
bsg-fleet-inspect_and_move_civilians = obejrzeć { $count ->
    [one] { $count } statek cywilny
    [few] { $count } statki cywilne
    [many] { $count } statków cywilnych
   *[other] { $count } statku cywilnego
 } i przesunąć każdy do sąsiedniej strefy
bsg-fleet-jump_the_fleet = flota wykonuje skok (przy rzucie 1–6 można stracić populację)
bsg-fleet-launch_self_in_viper = wystartować Viperem do strefy startowej
bsg-fleet-piloted_viper_attacks = twój Viper atakuje { $count ->
    [one] raz
    [few] { $count } razy
    [many] { $count } razy
   *[other] { $count } razy
 }
bsg-special-extra_crisis_after_activation = po kroku aktywacji statków Cylonów tej karty dobiera się i rozpatruje kolejną kartę kryzysu
bsg-special-play_quorum_card = zagrać jedną kartę Kworum z ręki Prezydenta i rozpatrzyć ją
bsg-special-play_super_crisis = rozpatrzyć kartę superkryzysu z ręki
bsg-special-resolve_one_of_two_crises = dobrać 2 karty kryzysu (widzisz je tylko ty), rozpatrzyć jedną, a drugą odrzucić odkrytą
bsg-special-steal_skill_card = obejrzeć rękę jednego gracza i wziąć jedną z jego kart umiejętności
bsg-special-give_loyalty_cards = możesz dać wszystkie swoje nieujawnione karty lojalności innemu graczowi, który nie jest ujawnionym Cylonem
bsg-special-command_authority = karty zagrane do testu możesz wziąć na rękę zamiast na stosy kart odrzuconych
bsg-special-moral_compass = możesz zmienić wybraną opcję na drugą
bsg-special-alert_viper_pilot = możesz przesiąść się do tego Vipera i wykonać jedną akcję
bsg-special-secret_destiny = możesz ją odrzucić i dobrać w jej miejsce nową kartę kryzysu
bsg-special-mysterious_intuition = możesz ogłosić, czy test się powiódł, czy nie, bez liczenia
bsg-special-blind_devotion = możesz wskazać typ umiejętności, a każda karta tego typu ma w teście siłę 0
bsg-special-skilled_politician = dobrać 4 karty Kworum, rozpatrzyć jedną, a pozostałe trzy położyć na spód talii
bsg-special-sympathizer_joins_cylons = posiadacz staje się ujawnionym Cylonem (odrzuca karty do 3, traci tytuły, przechodzi na Statek Odrodzenia), ale nie dobiera karty superkryzysu
bsg-rule-no_loyalty_inspection = do końca gry nikt nie może oglądać kart lojalności innych graczy
bsg-rule-counts_as_distance_1 = karta leży przy karcie celu Kobol i do końca gry liczy się jako odległość 1
bsg-rule-unmanned_viper_attack_minus_2 = do następnego skoku Vipery bez pilota mają −2 do rzutów na atak
bsg-rule-basestar_launch_plus_one = do następnego skoku każde wypuszczenie z Basestara dodaje jeden statek więcej
bsg-rule-communications_blocked = do następnego skoku nie można aktywować lokacji Łączność
bsg-rule-relentless_pursuit = karta zostaje w grze, dopóki nie zostanie zniszczony statek cywilny albo Basestar; przy skoku wraca do talii kryzysów
bsg-rule-colonial_one_closed = do końca gry żadna postać nie może przejść do lokacji Colonial One ani ich używać
bsg-rule-accept_prophecy = przy następnej aktywacji Administracji albo Kwatery Admirała przeciw Prezydentowi ten test jest o 2 trudniejszy; potem karta zostaje odrzucona
bsg-rule-arbitrator = posiadacz może ją odrzucić przy aktywacji Kwatery Admirała, by ten test był o 3 łatwiejszy albo o 3 trudniejszy
bsg-rule-mission_specialist = przy następnym skoku posiadacz dobiera 3 karty celu podróży (zamiast 2 Admirała) i wybiera jedną
bsg-rule-vice_president = dopóki posiadacz nie jest Prezydentem, tylko on może być celem Administracji
