## Zasady na żądanie (issue 24, część 4): `/bsg rules topic:`. Według shared/rules/bsg.md i czeskich zasad;
## nazwy kart i postaci zostają wydane (angielskie), opisy są po polsku.

bsg-cmd-rules = Zasada na żądanie: lokacja, postać, karta umiejętności, krok tury albo zasada.
bsg-cmd-rules-opt-topic = Co wyjaśnić (zacznij pisać: lokacja, postać, karta umiejętności, krok tury, tytuł albo zasada).
bsg-cmd-rules-opt-game = Numer gry (domyślnie: gra tego wątku): odpowiedź doda, co dla tematu znaczy jej jawny stan.

bsg-rh-label = { $kind ->
        [location] Lokacja
        [character] Postać
        [skill] Karta umiejętności
        [step] Krok tury
        [title] Tytuł
       *[rule] Zasada
    }: { $name }
bsg-rh-title = **{ $name }** ({ $kind ->
        [location] lokacja
        [character] postać
        [skill] karta umiejętności
        [step] krok tury
        [title] tytuł
       *[rule] zasada
    })
bsg-rh-unknown = Nie znam tematu „{ $topic }”. Może: { $near }. Zacznij pisać w `/bsg rules topic:` i wybierz.
bsg-rh-pick = O jeden temat zapytasz przez `/bsg rules topic:` (zacznij pisać i wybierz), np. { $near }.
bsg-rh-none = brak
bsg-rh-now = **W tej grze teraz:**
bsg-rh-seat = { $player } ({ $character })

## nazwy tematów
bsg-rh-name-step-turn = Cała tura
bsg-rh-name-step-receive = Otrzymanie umiejętności
bsg-rh-name-step-move = Ruch
bsg-rh-name-step-action = Akcja
bsg-rh-name-step-crisis = Kryzys
bsg-rh-name-step-activation = Aktywacja statków Cylonów
bsg-rh-name-step-jump_prep = Przygotowanie do skoku
bsg-rh-name-step-end = Koniec tury
bsg-rh-name-step-cylon_turn = Tura ujawnionego Cylona
bsg-rh-name-title-president = Prezydent
bsg-rh-name-title-admiral = Admirał
bsg-rh-name-rule-secrecy = Tajność i rozmowy przy stole
bsg-rh-name-rule-skill_check = Testy umiejętności
bsg-rh-name-rule-destiny = Talia Przeznaczenia
bsg-rh-name-rule-crisis_cards = Karty kryzysu
bsg-rh-name-rule-loyalty = Karty lojalności
bsg-rh-name-rule-reveal = Ujawnienie Cylona
bsg-rh-name-rule-cylon_player = Ujawnieni gracze Cylonów
bsg-rh-name-rule-cylon_locations = Lokacje Cylonów
bsg-rh-name-rule-sympathizer = Sympatyk
bsg-rh-name-rule-sleeper = Faza uśpionego agenta
bsg-rh-name-rule-jump = Skok floty
bsg-rh-name-rule-hand_limit = Limit kart na ręce
bsg-rh-name-rule-quorum = Karty Kworum
bsg-rh-name-rule-super_crisis = Karty superkryzysu
bsg-rh-name-rule-galactica_damage = Uszkodzenia Galactiki
bsg-rh-name-rule-game_end = Koniec gry
bsg-rh-name-rule-execution = Egzekucje i przywódcy Cylonów

## kroki tury
bsg-rh-text-step-turn = Tura gracza-człowieka ma siedem kroków: 1. otrzymanie umiejętności, 2. ruch, 3. akcja, 4. kryzys, 5. aktywacja statków Cylonów, 6. przygotowanie do skoku, 7. zdolności na koniec tury. Potem sprawdza się limit kart na ręce, Cyloni wygrywają, jeśli któryś zasób ma 0 lub mniej, i turę zaczyna następny gracz zgodnie z ruchem wskazówek zegara. Ujawniony Cylon ma własną, krótszą turę.
bsg-rh-text-step-receive = Aktywny gracz dobiera dokładnie te karty umiejętności, które pokazuje jego karta postaci, niezależnie od liczby kart na ręce; jeśli karta daje wybór („2 przywództwo lub polityka”), gracz sam je dzieli. Dobrane typy są jawne, karty nie. W Izbie chorych gracz dobiera tylko 1 kartę, typu ze swojego zestawu umiejętności.
bsg-rh-text-step-move = Gracz może zostać albo za darmo przejść do innej lokacji na tym samym statku. Przejście na drugi statek (Galactica ↔ Colonial One) kosztuje 1 kartę umiejętności według jego wyboru, odrzuconą odkrytą. Do Izby chorych, do Aresztu ani do lokacji Cylonów nikt nie może przejść. Pilot w Viperze może za darmo przesunąć Vipera do sąsiedniej strefy albo odrzucić 1 kartę i wrócić do dowolnej lokacji. W Areszcie nikt się nie rusza.
bsg-rh-text-step-action = Gracz wykonuje jedną akcję (albo żadnej): aktywuje lokację, w której stoi (nie uszkodzoną), zagrywa kartę umiejętności z „Akcja:”, używa akcji swojej postaci, aktywuje swojego Vipera, używa akcji tytułu (Prezydent dobiera albo zagrywa kartę Kworum, Admirał odpala głowicę atomową) albo ujawnia kartę „Jesteś Cylonem”. Niektóre efekty dają dodatkowe akcje; wykonuje się je przed krokiem kryzysu.
bsg-rh-text-step-crisis = Aktywny gracz dobiera wierzchnią kartę kryzysu, czyta ją na głos i od razu się ją rozpatruje: test umiejętności (każdy może się dołożyć), wybór (karta mówi, kto wybiera) albo atak Cylonów (rozmieszcza się statki). Gracz w Areszcie albo gracz Cylonów pomija ten krok i dwa następne.
bsg-rh-text-step-activation = Jeśli karta kryzysu ma symbol aktywacji (i nie jest kartą ataku Cylonów), działają statki Cylonów tego typu: Raidery atakują albo lecą do statków cywilnych, Ciężkie Raidery lecą do Galactiki i wchodzą na jej pokład (Centuriony idą naprzód), Basestary atakują Galacticę; typ bez statku na planszy zamiast tego wypuszcza nowe statki.
bsg-rh-text-step-jump_prep = Jeśli karta kryzysu ma symbol skoku, żeton floty przesuwa się o 1 pole po torze Przygotowania do skoku. Gdy dojdzie do ostatniego pola, flota od razu skacze, bez ryzyka dla populacji.
bsg-rh-text-step-end = Używa się zdolności „na koniec tury” (Recon postaci Sharon Valerii). Karta kryzysu trafia na stos odrzuconych, chyba że zostaje w grze. Każdy gracz z ponad 10 kartami umiejętności (albo z niższym limitem swojej postaci) odrzuca karty do limitu. Jeśli paliwo, żywność, morale albo populacja ma 0 lub mniej, wygrywają Cyloni. Turę zaczyna następny gracz zgodnie z ruchem wskazówek zegara.
bsg-rh-text-step-cylon_turn = Ujawniony gracz Cylonów dobiera 2 karty umiejętności dowolnych typów, może za darmo przejść do innej lokacji Cylonów i tam wykonać jej akcję. W jego turze nie ma kroków kryzysu, aktywacji ani przygotowania do skoku; karty umiejętności, karty Kworum, tytuły ani karta postaci już mu nie służą.

## tytuły
bsg-rh-text-title-president = Tytuł ma tylko gracz-człowiek. Prezydent trzyma karty Kworum w tajemnicy (bez limitu), jako akcję może dobrać 1 kartę Kworum albo jedną zagrać, tylko on może użyć Gabinetu Prezydenta i podejmuje każdą decyzję „wybiera Prezydent”. Gdy posiadacz staje się graczem Cylonów, tytuł przechodzi według kolejności sukcesji; Administracja (test polityki i przywództwa) może go przekazać komuś innemu.
bsg-rh-text-title-admiral = Tytuł ma tylko gracz-człowiek. Admirał ma głowice atomowe (jako akcję odpala jedną w Basestar), przy każdym skoku wybiera cel podróży (dobiera 2, jedną w tajemnicy zatrzymuje, drugą niewidzianą kładzie pod talią), umieszcza statki cywilne, gdy strefa nie jest podana, i podejmuje każdą decyzję „wybiera Admirał”. Gdy efekt wyśle go do Aresztu albo gdy staje się graczem Cylonów, tytuł przechodzi według kolejności sukcesji.

## zasady
bsg-rh-text-rule-secrecy = Oskarżyć kogokolwiek może każdy i zawsze. Nie wolno pokazywać kart z ręki ani podawać dokładnej siły karty: „trochę pomogę” tak, „mam pilotaż 5” nie. Po teście umiejętności nikt nie mówi, które karty zagrał. Co widać w talii, zostaje tajne. To, czego dowiesz się z cudzej karty lojalności, możesz zachować dla siebie, zdradzić albo o tym skłamać. Te zasady obowiązują też ujawnionych Cylonów. Bot nigdy nie zdradza, kto dołożył którą kartę. Stałe rozkazy są tajne jak karty z ręki: bot nigdy nie zdradza, kto ma jaki rozkaz, a okno, na które odpowiadają rozkazy, wygląda tak samo bez względu na to, kto ma jakie karty; widać tylko kartę, którą zagra rozkaz.
bsg-rh-text-rule-skill_check = Test podaje swoje typy umiejętności (dodatnie) i trudność. Do wspólnego stosu idą 2 karty Przeznaczenia; potem, zaczynając od gracza na lewo od aktywnego i kończąc na nim, każdy dokłada zakryte dowolnie wiele kart (jawna jest tylko ich liczba; w Areszcie albo jako ujawniony Cylon najwyżej 1). Stos się tasuje i odkrywa: typy dodatnie dodają swoją siłę, wszystkie inne ją odejmują. Suma ≥ trudność: sukces; karta może mieć też częściowy sukces; inaczej porażka. Teksty kart w stosie się pomija.
bsg-rh-text-rule-destiny = 10 kart umiejętności, po 2 każdego typu, potasowanych. Do każdego testu umiejętności idą niewidziane 2 wierzchnie karty, więc żaden test nie jest pewny, a karta ujemna nie musi pochodzić od żadnego gracza. Po dobraniu ostatniej karty talię od razu buduje się od nowa.
bsg-rh-text-rule-crisis_cards = W każdej turze człowieka dobiera się kryzys: test umiejętności (czasem z inną możliwością, którą może wybrać ten, kto na karcie wybiera), wybór między dwiema możliwościami albo atak Cylonów, który rozmieszcza statki. Jego symbole mówią potem, które statki Cylonów się aktywują i czy flota przygotowuje się do skoku. Laura Roslin dobiera 2 i zatrzymuje jedną.
bsg-rh-text-rule-loyalty = Karty lojalności trzyma się zakryte; jawna jest tylko ich liczba u każdego gracza. Kto ma jakąkolwiek kartę „Jesteś Cylonem”, jest Cylonem, cokolwiek jeszcze ma. Kolejne karty rozdaje się w fazie uśpionego agenta. Efekt, który pozwala zajrzeć do karty lojalności innego gracza, pokazuje jedną losową, tylko tobie. Talii lojalności nigdy się nie tasuje ponownie.
bsg-rh-text-rule-reveal = Ujawnienie karty „Jesteś Cylonem” jest akcją. Rozpatruje się jej zdolność (nie w Areszcie); Cylon odrzuca karty umiejętności do 3, traci tytuły, przechodzi na Statek Odrodzenia, dobiera 1 kartę superkryzysu, a tura od razu się kończy, bez kryzysu.
bsg-rh-text-rule-cylon_player = Ujawniony Cylon gra z lokacji Cylonów, w każdej turze dobiera 2 karty dowolnych typów, do testu umiejętności dokłada najwyżej 1 kartę, a karty kryzysu na niego nie działają, chyba że wymieniają graczy Cylonów. Nie można go wysłać do Izby chorych ani do Aresztu, ani wybrać kartą Executive Order lub kartą Kworum. Zasady tajności obowiązują także jego.
bsg-rh-text-rule-cylon_locations = Ujawnieni gracze Cylonów przechodzą za darmo między czterema lokacjami poza Galacticą i tylko tam działają: Caprica (zagrać kartę superkryzysu albo rozpatrzyć 1 z 2 kart kryzysu), Flota Cylonów (aktywować wszystkie statki Cylonów jednego typu albo wypuścić statki z Basestarów), Flota ludzi (zajrzeć graczowi do ręki i wziąć 1 kartę umiejętności; potem rzut kością może uszkodzić Galacticę) i Statek Odrodzenia (wymienić kartę superkryzysu; oddać nieujawnione karty lojalności, dopóki odległość wynosi najwyżej 7). Ludzie nigdy tam nie trafiają.
bsg-rh-text-rule-sympathizer = Karta Jesteś sympatykiem jest ujawniana od razu po rozdaniu. Jeśli któryś zasób jest w czerwonej strefie (połowa wartości początkowej lub mniej), gracz idzie do Aresztu i liczy się jako człowiek. W przeciwnym razie gracz od razu staje się graczem Cylonów (bez zdolności ujawnienia, bez superkryzysu, i nigdy nie może użyć Floty Cylonów ani zagrywać superkryzysów). Ujawniony Cylon, który ją dostanie, przekazuje ją innemu graczowi.
bsg-rh-text-rule-sleeper = Gdy odległość pierwszy raz osiągnie 4, gra się zatrzymuje i każdy gracz dostaje 1 kolejną kartę lojalności (Sharon Valerii 2, a potem idzie do Aresztu). Teraz mogą pojawić się ukryci Cyloni: także człowiek może dostać kartę „Jesteś Cylonem”.
bsg-rh-text-rule-jump = Flota skacze, gdy żeton floty dojdzie do pola automatycznego skoku albo gdy ktoś aktywuje Kontrolę FTL z żetonem na niebieskim polu (3 lub 4): najpierw rzuca się kością i przy 1–6 traci się 3 albo 1 populacji. Przy skoku wszystkie statki opuszczają planszę, Admirał dobiera 2 cele podróży i zatrzymuje jeden, dolicza się jego odległość, a żeton wraca na początek. Odległość 4 przynosi fazę uśpionego agenta; po osiągnięciu odległości 8 kolejny skok wygrywa grę.
bsg-rh-text-rule-hand_limit = Na koniec każdej tury każdy gracz z ponad 10 kartami umiejętności (Galen Tyrol: 8) odrzuca karty do limitu, wszyscy jednocześnie; wybór jest tajny, odrzucone karty jawne. Karty Kworum, kryzysu, superkryzysu i lojalności się nie liczą. Dobieranie nie zważa na liczbę kart na ręce.
bsg-rh-text-rule-quorum = Karty Kworum trzyma w tajemnicy Prezydent i jako akcję zagrywa jedną; zagrana karta jest jawna. Niektóre zostają w grze albo są przekazywane graczowi. Ujawnionych Cylonów nie można nimi wybrać.
bsg-rh-text-rule-super_crisis = Cylon, który się ujawnia, dobiera 1 kartę superkryzysu i trzyma ją w tajemnicy. Zagrywa się ją tylko z lokacji Caprica, a zdolności postaci zmieniające kryzysy na nią nie działają.
bsg-rh-text-rule-galactica_damage = Przy uszkodzeniu dobiera się żeton uszkodzenia Galactiki: uszkodzonej lokacji nie można aktywować, dopóki nie zostanie naprawiona (karta umiejętności Repair); pozostałe żetony kosztują zasób. Gdy uszkodzonych jest naraz 6 lokacji, Galactica jest zniszczona i Cyloni wygrywają.
bsg-rh-text-rule-game_end = Ludzie wygrywają skokiem po osiągnięciu odległości 8, jeśli każdy zasób jest powyżej 0. Cyloni wygrywają od razu, gdy Galactica zostanie zniszczona (6 uszkodzonych lokacji) albo Centurion dojdzie do końca toru Abordażu, oraz na koniec każdej tury, w której paliwo, żywność, morale albo populacja ma 0 lub mniej. Ukryci Cyloni wygrywają i przegrywają razem z Cylonami.
bsg-rh-text-rule-execution = W grze podstawowej nie ma żadnej z tych rzeczy (obie przynoszą dodatki). Na podejrzanego gra podstawowa ma Areszt: Kwatera Admirała (test przywództwa i taktyki, trudność 7) wysyła tam wybraną postać.

## lokacje
bsg-rh-location-where = { $ship ->
        [galactica] Lokacja na Galactice
        [colonial_one] Lokacja na Colonial One
       *[cylon] Lokacja Cylonów (tylko dla ujawnionych graczy Cylonów)
    }{ $hazardous ->
        [yes] ; niebezpieczna: nikt nie może tu przejść z własnej woli
       *[no] {""}
    }{ $damageable ->
        [yes] ; może zostać uszkodzona (wtedy nie można jej aktywować, dopóki nie zostanie naprawiona).
       *[no] .
    }
bsg-rh-location-does = { $kind ->
        [action] Akcja: { $text }.
       *[passive] Zasada: { $text }.
    }
bsg-rh-location-note-sickbay = Gracz wysłany tutaj dobiera w kroku otrzymania umiejętności tylko 1 kartę i zwykle wychodzi w kroku ruchu.
bsg-rh-location-note-brig = Tutaj gracza umieszcza tylko efekt. W Areszcie gracz nie może się ruszać, w swojej turze pomija krok kryzysu (i dwa następne), do testu umiejętności dokłada najwyżej 1 kartę, a Cylon ujawniający się tutaj nie używa zdolności ujawnienia. Admirał wysłany tutaj traci tytuł. Wyjście: sukces w tym teście albo efekt, który na to pozwala.
bsg-rh-location-note-presidents_office = Aktywować ją może tylko Prezydent.
bsg-rh-location-note-ftl_control = Tylko z żetonem floty na niebieskim polu (3 lub 4); krok kryzysu i tak potem następuje.
bsg-rh-location-note-caprica = Po kryzysie rozpatrzonym tutaj nie następuje aktywacja ani przygotowanie do skoku.
bsg-rh-location-note-hangar_deck = Tylko dla postaci, która ma pilotaż w swoim zestawie umiejętności.

## postacie i karty umiejętności
bsg-rh-ability = – **{ $name }**{ $polarity ->
    [negative] {" "}(wada)
   *[positive] {""}
 }: { $text }
bsg-rh-skill-copies = { $count ->
    [one] { $count } karta
    [few] { $count } karty
    [many] { $count } kart
   *[other] { $count } karty
 } o sile { $strength }
bsg-rh-skill-deck = Typ { $skill }: { $copies }.
bsg-rh-skill-does = { $when ->
        [action] Akcja
        [before_cards_added_to_skill_check] Przed dołożeniem kart do testu umiejętności
        [after_skill_check_totalled] Po zsumowaniu siły testu umiejętności
        [before_die_roll] Przed każdym rzutem kością
        [after_viper_attacked] Gdy Viper zostaje zaatakowany
       *[other] Gdy nadejdzie jej chwila
    }: { $text }.
bsg-rh-skill-check-note = W teście umiejętności liczy się tylko jej typ i siła; jej tekst się pomija.

## co dla tematu znaczy trwająca gra
bsg-rh-now-here = Tutaj: { $players }.
bsg-rh-now-damaged = { $damaged ->
        [yes] Uszkodzona: dopóki nie zostanie naprawiona, nie można jej aktywować.
       *[no] Nieuszkodzona.
    }
bsg-rh-now-not-played = Nikt w tej grze nie gra tą postacią.
bsg-rh-now-off-board = poza planszą
bsg-rh-now-in-viper = w Viperze w strefie { $area }
bsg-rh-now-played-by = Gra: { $player }; gdzie: { $location }.
bsg-rh-now-once-used = { $used ->
        [yes] Zdolność „raz na grę” jest zużyta.
       *[no] Zdolność „raz na grę” jest jeszcze dostępna.
    }
bsg-rh-now-skill-deck = Talia ({ $skill }): zostało { $deck }, na stosie odrzuconych { $discard } (z tego { $name }: { $these }).
bsg-rh-now-you-hold = Na twojej ręce: { $name } ×{ $count }.
bsg-rh-now-turn = Tura { $turn }: { $player }; krok: { $step }.
bsg-rh-now-holder = { $title ->
        [president] Prezydent
       *[admiral] Admirał
    }: { $player }.
bsg-rh-now-vipers = Viperów w Rezerwach: { $reserves }.
bsg-rh-now-centurions = Centuriony na torze Abordażu (pola): { $positions }.
bsg-rh-now-quorum = Karty Kworum na ręce: { $hand }; talia Kworum: { $deck }.
bsg-rh-now-nukes = Pozostałe głowice atomowe: { $count }.
bsg-rh-now-jump-track = Żeton floty stoi na polu { $position } toru Przygotowania do skoku; symboli skoku do automatycznego skoku: { $to_auto }.
bsg-rh-now-ftl = { $ftl ->
        [loss] Kontrola FTL mogłaby teraz skoczyć: przy rzucie 1–6 populacja spada o { $loss } (teraz { $population }).
       *[no] Kontrola FTL nie może jeszcze skoczyć (potrzebne pole 3 lub 4).
    }
bsg-rh-now-distance = Odległość: { $distance } (do Kobolu brakuje { $to_kobol }).
bsg-rh-now-resource = { $resource ->
        [fuel] paliwo
        [food] żywność
        [morale] morale
       *[population] populacja
    } { $value }
bsg-rh-now-hand = { $player }: { $count }
bsg-rh-now-resources = Zasoby: { $resources }.
bsg-rh-now-hands = Karty umiejętności na ręce: { $hands }.
bsg-rh-now-loyalty = Karty lojalności na ręce: { $counts }; w talii lojalności zostało: { $deck }.
bsg-rh-now-your-loyalty = Twoje (widzisz tylko ty): { $cards }.
bsg-rh-now-revealed = Ujawnieni gracze Cylonów: { $players }.
bsg-rh-now-no-check = Nie trwa żaden test umiejętności.
bsg-rh-now-check = Trwa: { $skills }, trudność { $difficulty }; graczy, którzy już dołożyli: { $done }.
bsg-rh-now-destiny = Kart w talii Przeznaczenia: { $count }.
bsg-rh-now-deck = Talia kryzysów: { $deck }; stos odrzuconych: { $discard }.
bsg-rh-now-sleeper = { $done ->
        [yes] Faza uśpionego agenta już była (odległość { $distance }).
       *[no] Jeszcze przed nami: odległość to { $distance } z 4.
    }
bsg-rh-now-damage = Uszkodzone lokacje: { $count } z 6 ({ $places }); pozostałe żetony uszkodzeń: { $tokens }.
