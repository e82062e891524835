## Battlestar Galactica: obrázky (renderers/bsg*.py) – herný plán, súkromný panel, výsledok.
### Pojmy podľa českých pravidiel, po slovensky: Palivo, Jedlo, Morálka, Populácia, stupnica Príprava na skok,
### Invázna stupnica, vzdialenosť, destinácia, lokácia, Ošetrovňa, Cela, Admirálova kajuta, Tlačová sála,
### Prezidentská kancelária, Riadenie FTL motorov, Výskumné laboratórium, Rezervy, Viper, Raptor, Raider,
### Ťažký Raider, Basestar, civilná loď, atómová bomba, karta zručností, test zručností, obťažnosť, balíček osudu,
### karta krízy, karta veľkej krízy, karta quora, karta lojality, Si Cylon, Nie si Cylon, Si sympatizant.
### Mená kariet a postáv zostávajú v publikovanej anglickej podobe (dáta kariet).

bsg-render-seat = Hráč { $seat }
bsg-render-subtitle = Ťah { $turn } · { $player } · { $step }
bsg-render-step = { $step ->
    [setup] Príprava hry
    [start] Začiatok ťahu
    [receive] Získanie zručností
    [move] Pohyb
    [action] Akcia
    [crisis] Kríza
    [activation] Aktivácia cylonských lodí
    [jump] Skok
    [end] Koniec ťahu
    [cylon_turn] Ťah Cylona
    [over] Koniec hry
   *[other] Hra prebieha
 }
bsg-render-resource = { $resource ->
    [fuel] Palivo
    [food] Jedlo
    [morale] Morálka
   *[population] Populácia
 }
bsg-render-jump-track = Stupnica Príprava na skok
bsg-render-jump-auto = Skok
bsg-render-distance = Vzdialenosť { $distance } / { $final }
bsg-render-no-destinations = Zatiaľ bez skoku
bsg-render-boarding = Invázna stupnica
# same-as-en: the ship's name
bsg-render-galactica = Galactica
bsg-render-galactica-damaged = Galactica · poškodené: { $count }
# same-as-en: the ship's name
bsg-render-colonial-one = Colonial One
bsg-render-cylon-locations = Cylonské lokácie
bsg-render-in-space = Vo Viperi vo vesmíre
bsg-render-off-board = Zatiaľ mimo herného plánu
bsg-render-ship = { $ship ->
    [raider] Raider
    [heavy_raider] Ťažký Raider
    [basestar] Basestar
    [viper] Viper
   *[civilian] Civilná loď
 }
bsg-render-basestar-damage-short = { $token ->
    [critical_hit] Kritický
    [disabled_hangar] Hangár
    [disabled_weapons] Zbrane
   *[structural_damage] Trup
 }
bsg-render-reserves = Rezervy
bsg-render-reserve-vipers = Vipery
bsg-render-damaged-vipers = Poškodené Vipery
bsg-render-reserve-raptors = Raptory
bsg-render-nukes = Atómové bomby
bsg-render-civilian-pile = Civilné lode
bsg-render-players = Hráči
bsg-render-president = Prezident
bsg-render-admiral = Admirál
# same-as-en: the same word in Slovak
bsg-render-revealed-cylon = Cylon
bsg-render-player-counts = { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
    [many] { $cards } karty
   *[other] { $cards } kariet
 } · lojalita: { $loyalty }
bsg-render-stranded = uviazol, príde neskôr
bsg-render-opg-used = schopnosť použitá
bsg-render-super-count = { $count ->
    [one] { $count } veľká kríza
    [few] { $count } veľké krízy
    [many] { $count } veľkej krízy
   *[other] { $count } veľkých kríz
 }
bsg-render-decks = Balíčky: dobierací / odhodené
bsg-render-skill = { $skill ->
    [politics] Politika
    [leadership] Vodcovstvo
    [tactics] Taktika
    [piloting] Pilotáž
    [engineering] Inžinierstvo
   *[treachery] Zrada
 }
bsg-render-deck = { $deck ->
    [crisis] Kríza
    [destiny] Osud
    [quorum] Quorum
    [destination] Destinácia
    [super_crisis] Veľká kríza
   *[loyalty] Lojalita
 }
bsg-render-destinations = Destinácie, kam flotila skočila
bsg-render-in-play = Karty v hre
bsg-render-none = Žiadne
bsg-render-crisis-kind = { $kind ->
    [cylon_attack] Kríza · útok Cylonov
    [skill_check] Kríza · test zručností
   *[event] Kríza · udalosť
 }
bsg-render-activation = { $icon ->
    [activate_raiders] Aktivácia Raiderov
    [launch_raiders] Vypustenie Raiderov
    [activate_heavy_raiders] Aktivácia Ťažkých Raiderov
   *[activate_basestars] Aktivácia Basestar
 }
bsg-render-jump-icon = Príprava na skok
bsg-render-destiny = Balíček osudu: { $count }
bsg-render-no-crisis = V tomto ťahu ešte nebola ťahaná karta krízy.
bsg-render-last-crisis = Predchádzajúca kríza
bsg-render-check = Test zručností
bsg-render-check-of = Test zručností: { $name }
bsg-render-difficulty = Obťažnosť { $difficulty }
bsg-render-ones-positive = sila 1 sa počíta kladne
bsg-render-partial = čiastočne od { $partial }
bsg-render-contributed = Prispeli: { $done } z { $total }
bsg-render-pool = { $count ->
    [one] { $count } karta v teste
    [few] { $count } karty v teste
    [many] { $count } karty v teste
   *[other] { $count } kariet v teste
 }
bsg-render-total = Súčet { $total } proti obťažnosti { $difficulty }
bsg-render-result = { $result ->
    [pass] splnený
    [partial] čiastočne
   *[fail] nesplnený
 }
bsg-render-private = { $where } · len pre teba, neukazuj ostatným
bsg-render-hand = { $count ->
    [one] Tvoja ruka: { $count } karta zručností
    [few] Tvoja ruka: { $count } karty zručností
    [many] Tvoja ruka: { $count } karty zručností
   *[other] Tvoja ruka: { $count } kariet zručností
 }
bsg-render-hand-empty = Nemáš v ruke žiadne karty.
bsg-render-cards = { $count ->
    [one] { $count } karta
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } kariet
 }
bsg-render-loyalty-title = Lojalita
bsg-render-your-team = { $team ->
    [cylon] Si v tíme Cylonov
   *[human] Si v tíme ľudí
 }
bsg-render-no-loyalty = Zatiaľ nemáš kartu lojality
bsg-render-loyalty = { $kind ->
    [not_cylon] Nie si Cylon
    [cylon] Si Cylon
   *[sympathizer] Si sympatizant
 }
bsg-render-power = { $card ->
    [not_cylon] Žiadna schopnosť.
    [cylon_reduce_morale] Odhalenie (akcia): ak nie si v Cele, môžeš znížiť morálku o 1.
    [cylon_sickbay] Odhalenie (akcia): ak nie si v Cele, postava na Galactice odhodí 5 kariet zručností a ide na Ošetrovňu.
    [cylon_brig] Odhalenie (akcia): ak nie si v Cele, pošli postavu na Galactice do Cely.
    [cylon_damage_galactica] Odhalenie (akcia): ak nie si v Cele, potiahni 5 žetónov poškodenia Galacticy a vyhodnoť 2.
   *[sympathizer] Odhaľ hneď: ak je niektorá surovina v červenej zóne, ideš do Cely; inak sa staneš Cylonom.
 }
bsg-render-revealed-card = { $card } (odhalená karta)
bsg-render-seen = Videné u hráča { $player }: { $cards }
bsg-render-super-crises = Karty veľkej krízy
bsg-render-quorum-hand = Karty quora (Prezident)
bsg-render-game-over = { $turn ->
    [one] Koniec hry po { $turn } ťahu
    [few] Koniec hry po { $turn } ťahoch
    [many] Koniec hry po { $turn } ťahu
   *[other] Koniec hry po { $turn } ťahoch
 }
bsg-render-winners = { $team ->
    [human] Víťazia ľudia
   *[cylon] Víťazia Cyloni
 }
bsg-render-loyalty-revealed = Všetky karty lojality, odhalené
bsg-render-team = { $team ->
    [cylon] Cylon
   *[human] Človek
 }
