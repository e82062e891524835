## Battlestar Galactica: obrázky (renderers/bsg*.py) – hrací plán, soukromý panel, výsledek.
### Glosář (česká pravidla): Palivo, Jídlo, Morálka, Populace (číselníky surovin), stupnice Příprava na skok,
### Invazní stupnice, vzdálenost, destinace, lokace, Ošetřovna, Cela, Admirálova kajuta, Tiskový sál, Prezidentská
### kancelář, Řízení FTL motorů, Výzkumná laboratoř, Rezervy, Viper, Raptor, Raider, Těžký Raider, Basestar,
### civilní loď, atomová bomba, žeton poškození, karta dovedností, test dovedností, obtížnost, balíček osudu,
### karta krize, karta velké krize, karta quora, karta loajality, Jsi Cylon, Nejsi Cylon, Jsi stoupenec.
### Jména karet a postav zůstávají v publikované anglické podobě (data karet).

bsg-render-seat = Hráč { $seat }
bsg-render-subtitle = Tah { $turn } · { $player } · { $step }
bsg-render-step = { $step ->
    [setup] Příprava hry
    [start] Začátek tahu
    [receive] Získání dovedností
    [move] Pohyb
    [action] Akce
    [crisis] Krize
    [activation] Aktivace cylonských lodí
    [jump] Skok
    [end] Konec tahu
    [cylon_turn] Tah Cylona
    [over] Konec hry
   *[other] Hra probíhá
 }
bsg-render-resource = { $resource ->
    [fuel] Palivo
    [food] Jídlo
    [morale] Morálka
   *[population] Populace
 }
bsg-render-jump-track = Stupnice Příprava na skok
bsg-render-jump-auto = Skok
bsg-render-distance = Vzdálenost { $distance } / { $final }
bsg-render-no-destinations = Zatím bez skoku
bsg-render-boarding = Invazní stupnice
# same-as-en: the ship's name
bsg-render-galactica = Galactica
bsg-render-galactica-damaged = Galactica · poškozeno: { $count }
# same-as-en: the ship's name
bsg-render-colonial-one = Colonial One
bsg-render-cylon-locations = Cylonské lokace
bsg-render-in-space = Ve Viperu ve vesmíru
bsg-render-off-board = Zatím mimo hrací plán
bsg-render-ship = { $ship ->
    [raider] Raider
    [heavy_raider] Těžký Raider
    [basestar] Basestar
    [viper] Viper
   *[civilian] Civilní loď
 }
bsg-render-basestar-damage-short = { $token ->
    [critical_hit] Kritický
    [disabled_hangar] Hangár
    [disabled_weapons] Zbraně
   *[structural_damage] Trup
 }
bsg-render-reserves = Rezervy
bsg-render-reserve-vipers = Vipery
bsg-render-damaged-vipers = Poškozené Vipery
bsg-render-reserve-raptors = Raptoři
bsg-render-nukes = Atomové bomby
bsg-render-civilian-pile = Civilní lodě
bsg-render-players = Hráči
bsg-render-president = Prezident
bsg-render-admiral = Admirál
# same-as-en: the same word in Czech
bsg-render-revealed-cylon = Cylon
bsg-render-player-counts = { $cards ->
    [one] { $cards } karta
    [few] { $cards } karty
    [many] { $cards } karty
   *[other] { $cards } karet
 } · loajalita: { $loyalty }
bsg-render-stranded = uvízl, přijde později
bsg-render-opg-used = schopnost použita
bsg-render-super-count = { $count ->
    [one] { $count } velká krize
    [few] { $count } velké krize
    [many] { $count } velké krize
   *[other] { $count } velkých krizí
 }
bsg-render-decks = Balíčky: dobírací / odhozené
bsg-render-skill = { $skill ->
    [politics] Politika
    [leadership] Vůdcovství
    [tactics] Taktika
    [piloting] Pilotáž
    [engineering] Inženýrství
   *[treachery] Zrada
 }
bsg-render-deck = { $deck ->
    [crisis] Krize
    [destiny] Osud
    [quorum] Quorum
    [destination] Destinace
    [super_crisis] Velká krize
   *[loyalty] Loajalita
 }
bsg-render-destinations = Destinace, kam flotila skočila
bsg-render-in-play = Karty ve hře
bsg-render-none = Žádné
bsg-render-crisis-kind = { $kind ->
    [cylon_attack] Krize · útok Cylonů
    [skill_check] Krize · test dovedností
   *[event] Krize · událost
 }
bsg-render-activation = { $icon ->
    [activate_raiders] Aktivace Raiderů
    [launch_raiders] Vypuštění Raiderů
    [activate_heavy_raiders] Aktivace Těžkých Raiderů
   *[activate_basestars] Aktivace Basestar
 }
bsg-render-jump-icon = Příprava na skok
bsg-render-destiny = Balíček osudu: { $count }
bsg-render-no-crisis = V tomto tahu zatím nebyla tažena karta krize.
bsg-render-last-crisis = Předchozí krize
bsg-render-check = Test dovedností
bsg-render-check-of = Test dovedností: { $name }
bsg-render-difficulty = Obtížnost { $difficulty }
bsg-render-ones-positive = síla 1 se počítá kladně
bsg-render-partial = částečně od { $partial }
bsg-render-contributed = Přispělo: { $done } z { $total }
bsg-render-pool = { $count ->
    [one] { $count } karta v testu
    [few] { $count } karty v testu
    [many] { $count } karty v testu
   *[other] { $count } karet v testu
 }
bsg-render-total = Součet { $total } proti obtížnosti { $difficulty }
bsg-render-result = { $result ->
    [pass] splněno
    [partial] částečně
   *[fail] nesplněno
 }
bsg-render-private = { $where } · jen pro tebe, neukazuj ostatním
bsg-render-hand = { $count ->
    [one] Tvoje ruka: { $count } karta dovedností
    [few] Tvoje ruka: { $count } karty dovedností
    [many] Tvoje ruka: { $count } karty dovedností
   *[other] Tvoje ruka: { $count } karet dovedností
 }
bsg-render-hand-empty = Nemáš v ruce žádné karty.
bsg-render-cards = { $count ->
    [one] { $count } karta
    [few] { $count } karty
    [many] { $count } karty
   *[other] { $count } karet
 }
bsg-render-loyalty-title = Loajalita
bsg-render-your-team = { $team ->
    [cylon] Jsi v týmu Cylonů
   *[human] Jsi v týmu lidí
 }
bsg-render-no-loyalty = Zatím nemáš kartu loajality
bsg-render-loyalty = { $kind ->
    [not_cylon] Nejsi Cylon
    [cylon] Jsi Cylon
   *[sympathizer] Jsi stoupenec
 }
bsg-render-power = { $card ->
    [not_cylon] Žádná schopnost.
    [cylon_reduce_morale] Odhalení (akce): pokud nejsi v Cele, můžeš snížit morálku o 1.
    [cylon_sickbay] Odhalení (akce): pokud nejsi v Cele, postava na Galactice odhodí 5 karet dovedností a jde na Ošetřovnu.
    [cylon_brig] Odhalení (akce): pokud nejsi v Cele, pošli postavu na Galactice do Cely.
    [cylon_damage_galactica] Odhalení (akce): pokud nejsi v Cele, lízni 5 žetonů poškození Galacticy a vyhodnoť 2.
   *[sympathizer] Odhal ihned: je-li některá surovina v červené zóně, jdeš do Cely; jinak se staneš Cylonem.
 }
bsg-render-revealed-card = { $card } (odhalená karta)
bsg-render-seen = Viděno u hráče { $player }: { $cards }
bsg-render-super-crises = Karty velké krize
bsg-render-quorum-hand = Karty quora (Prezident)
bsg-render-game-over = { $turn ->
    [one] Konec hry po { $turn } tahu
    [few] Konec hry po { $turn } tazích
    [many] Konec hry po { $turn } tahu
   *[other] Konec hry po { $turn } tazích
 }
bsg-render-winners = { $team ->
    [human] Vítězí lidé
   *[cylon] Vítězí Cyloni
 }
bsg-render-loyalty-revealed = Všechny karty loajality, odhalené
bsg-render-team = { $team ->
    [cylon] Cylon
   *[human] Člověk
 }
