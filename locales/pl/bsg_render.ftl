## Battlestar Galactica: obrazy (renderers/bsg*.py) – plansza, panel prywatny, wynik.
### Pojęcia jak w locales/pl/bsg.ftl: Paliwo, Żywność, Morale, Populacja, tor Przygotowania do skoku, tor Abordażu,
### odległość, cel podróży, lokacja, izba chorych, areszt, Rezerwy, Viper, Raptor, Raider, Ciężki Raider, Basestar,
### statek cywilny, głowica atomowa, karta umiejętności, test umiejętności, trudność, talia Przeznaczenia, karta
### kryzysu, karta superkryzysu, karta Kworum, karta lojalności, Jesteś Cylonem, Nie jesteś Cylonem, Jesteś sympatykiem.
### Nazwy kart i postaci zostają w wydanej angielskiej postaci (dane kart).

bsg-render-seat = Gracz { $seat }
bsg-render-subtitle = Tura { $turn } · { $player } · { $step }
bsg-render-step = { $step ->
    [setup] Przygotowanie gry
    [start] Początek tury
    [receive] Otrzymanie umiejętności
    [move] Ruch
    [action] Akcja
    [crisis] Kryzys
    [activation] Aktywacja statków Cylonów
    [jump] Skok
    [end] Koniec tury
    [cylon_turn] Tura Cylona
    [over] Koniec gry
   *[other] Gra trwa
 }
bsg-render-resource = { $resource ->
    [fuel] Paliwo
    [food] Żywność
    [morale] Morale
   *[population] Populacja
 }
bsg-render-jump-track = Tor Przygotowania do skoku
bsg-render-jump-auto = Skok
bsg-render-distance = Odległość { $distance } / { $final }
bsg-render-no-destinations = Jeszcze bez skoku
bsg-render-boarding = Tor Abordażu
# same-as-en: the ship's name
bsg-render-galactica = Galactica
bsg-render-galactica-damaged = Galactica · uszkodzone: { $count }
# same-as-en: the ship's name
bsg-render-colonial-one = Colonial One
bsg-render-cylon-locations = Lokacje Cylonów
bsg-render-in-space = W Viperze w kosmosie
bsg-render-off-board = Jeszcze poza planszą
bsg-render-ship = { $ship ->
    [raider] Raider
    [heavy_raider] Ciężki Raider
    [basestar] Basestar
    [viper] Viper
   *[civilian] Statek cywilny
 }
bsg-render-basestar-damage-short = { $token ->
    [critical_hit] Krytyczne
    [disabled_hangar] Hangar
    [disabled_weapons] Broń
   *[structural_damage] Kadłub
 }
bsg-render-reserves = Rezerwy
bsg-render-reserve-vipers = Vipery
bsg-render-damaged-vipers = Uszkodzone Vipery
bsg-render-reserve-raptors = Raptory
bsg-render-nukes = Głowice atomowe
bsg-render-civilian-pile = Statki cywilne
bsg-render-players = Gracze
bsg-render-president = Prezydent
bsg-render-admiral = Admirał
# same-as-en: the same word in Polish
bsg-render-revealed-cylon = Cylon
bsg-render-player-counts = { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
    [many] { $cards } kart
   *[other] { $cards } karty
 } · lojalność: { $loyalty }
bsg-render-stranded = utknął, dołączy później
bsg-render-opg-used = zdolność użyta
bsg-render-super-count = { $count ->
    [one] { $count } superkryzys
    [few] { $count } superkryzysy
    [many] { $count } superkryzysów
   *[other] { $count } superkryzysu
 }
bsg-render-decks = Talie: do dobierania / odrzucone
bsg-render-skill = { $skill ->
    [politics] Polityka
    [leadership] Przywództwo
    [tactics] Taktyka
    [piloting] Pilotaż
    [engineering] Inżynieria
   *[treachery] Zdrada
 }
bsg-render-deck = { $deck ->
    [crisis] Kryzys
    [destiny] Przeznaczenie
    [quorum] Kworum
    [destination] Cel podróży
    [super_crisis] Superkryzys
   *[loyalty] Lojalność
 }
bsg-render-destinations = Osiągnięte cele podróży
bsg-render-in-play = Karty w grze
bsg-render-none = Brak
bsg-render-crisis-kind = { $kind ->
    [cylon_attack] Kryzys · atak Cylonów
    [skill_check] Kryzys · test umiejętności
   *[event] Kryzys · wydarzenie
 }
bsg-render-activation = { $icon ->
    [activate_raiders] Aktywacja Raiderów
    [launch_raiders] Wystrzelenie Raiderów
    [activate_heavy_raiders] Aktywacja Ciężkich Raiderów
   *[activate_basestars] Aktywacja Basestarów
 }
bsg-render-jump-icon = Przygotowanie do skoku
bsg-render-destiny = Talia Przeznaczenia: { $count }
bsg-render-no-crisis = W tej turze nie dobrano jeszcze karty kryzysu.
bsg-render-last-crisis = Poprzedni kryzys
bsg-render-check = Test umiejętności
bsg-render-check-of = Test umiejętności: { $name }
bsg-render-difficulty = Trudność { $difficulty }
bsg-render-ones-positive = siła 1 liczy się na plus
bsg-render-partial = częściowo od { $partial }
bsg-render-contributed = Dołożyli: { $done } z { $total }
bsg-render-pool = { $count ->
    [one] { $count } karta w teście
    [few] { $count } karty w teście
    [many] { $count } kart w teście
   *[other] { $count } karty w teście
 }
bsg-render-total = Suma { $total } wobec trudności { $difficulty }
bsg-render-result = { $result ->
    [pass] zdany
    [partial] częściowo
   *[fail] niezdany
 }
bsg-render-private = { $where } · tylko dla ciebie, nie pokazuj innym
bsg-render-hand = { $count ->
    [one] Twoja ręka: { $count } karta umiejętności
    [few] Twoja ręka: { $count } karty umiejętności
    [many] Twoja ręka: { $count } kart umiejętności
   *[other] Twoja ręka: { $count } karty umiejętności
 }
bsg-render-hand-empty = Nie masz kart w ręce.
bsg-render-cards = { $count ->
    [one] { $count } karta
    [few] { $count } karty
    [many] { $count } kart
   *[other] { $count } karty
 }
bsg-render-loyalty-title = Lojalność
bsg-render-your-team = { $team ->
    [cylon] Jesteś w drużynie Cylonów
   *[human] Jesteś w drużynie ludzi
 }
bsg-render-no-loyalty = Nie masz jeszcze karty lojalności
bsg-render-loyalty = { $kind ->
    [not_cylon] Nie jesteś Cylonem
    [cylon] Jesteś Cylonem
   *[sympathizer] Jesteś sympatykiem
 }
bsg-render-power = { $card ->
    [not_cylon] Brak zdolności.
    [cylon_reduce_morale] Ujawnienie (akcja): jeśli nie jesteś w areszcie, możesz obniżyć morale o 1.
    [cylon_sickbay] Ujawnienie (akcja): jeśli nie jesteś w areszcie, postać na Galactice odrzuca 5 kart umiejętności i idzie do izby chorych.
    [cylon_brig] Ujawnienie (akcja): jeśli nie jesteś w areszcie, wyślij postać z Galactiki do aresztu.
    [cylon_damage_galactica] Ujawnienie (akcja): jeśli nie jesteś w areszcie, dobierz 5 żetonów uszkodzeń Galactiki i rozpatrz 2.
   *[sympathizer] Ujawnij od razu: jeśli któryś zasób jest w czerwonej strefie, idziesz do aresztu; inaczej stajesz się Cylonem.
 }
bsg-render-revealed-card = { $card } (karta ujawniona)
bsg-render-seen = Widziane u gracza { $player }: { $cards }
bsg-render-super-crises = Karty superkryzysu
bsg-render-quorum-hand = Karty Kworum (Prezydent)
bsg-render-game-over = { $turn ->
    [one] Koniec gry po { $turn } turze
    [few] Koniec gry po { $turn } turach
    [many] Koniec gry po { $turn } turach
   *[other] Koniec gry po { $turn } turach
 }
bsg-render-winners = { $team ->
    [human] Wygrywają ludzie
   *[cylon] Wygrywają Cyloni
 }
bsg-render-loyalty-revealed = Wszystkie karty lojalności, odkryte
bsg-render-team = { $team ->
    [cylon] Cylon
   *[human] Człowiek
 }
