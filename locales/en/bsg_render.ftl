## Battlestar Galactica images (renderers/bsg*.py): board, private panel, result. The English source.
## Card and character names are the published English names from the card data; they are not in this file.

bsg-render-seat = Player { $seat }
bsg-render-subtitle = Turn { $turn } · { $player } · { $step }
bsg-render-step = { $step ->
    [setup] Setup
    [start] Start of turn
    [receive] Receive skills
    [move] Movement
    [action] Action
    [crisis] Crisis
    [activation] Activate Cylon ships
    [jump] Jump
    [end] End of turn
    [cylon_turn] Cylon turn
    [over] Game over
   *[other] In play
 }
bsg-render-resource = { $resource ->
    [fuel] Fuel
    [food] Food
    [morale] Morale
   *[population] Population
 }
bsg-render-jump-track = Jump preparation track
bsg-render-jump-auto = Jump
bsg-render-distance = Distance { $distance } / { $final }
bsg-render-no-destinations = No jump yet
bsg-render-boarding = Boarding party track
bsg-render-galactica = Galactica
bsg-render-galactica-damaged = Galactica · damaged: { $count }
bsg-render-colonial-one = Colonial One
bsg-render-cylon-locations = Cylon locations
bsg-render-in-space = In a viper in space
bsg-render-off-board = Not on the board yet
bsg-render-ship = { $ship ->
    [raider] Raider
    [heavy_raider] Heavy raider
    [basestar] Basestar
    [viper] Viper
   *[civilian] Civilian ship
 }
bsg-render-basestar-damage-short = { $token ->
    [critical_hit] Critical
    [disabled_hangar] Hangar
    [disabled_weapons] Weapons
   *[structural_damage] Hull
 }
bsg-render-reserves = Reserves
bsg-render-reserve-vipers = Vipers
bsg-render-damaged-vipers = Damaged vipers
bsg-render-reserve-raptors = Raptors
bsg-render-nukes = Nukes
bsg-render-civilian-pile = Civilian ships
bsg-render-players = Players
bsg-render-president = President
bsg-render-admiral = Admiral
bsg-render-revealed-cylon = Cylon
bsg-render-player-counts = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
 } · { $loyalty ->
    [one] { $loyalty } loyalty
   *[other] { $loyalty } loyalty
 }
bsg-render-stranded = stranded, arrives later
bsg-render-opg-used = ability used
bsg-render-super-count = { $count ->
    [one] { $count } super crisis
   *[other] { $count } super crises
 }
bsg-render-decks = Decks: draw pile / discards
bsg-render-skill = { $skill ->
    [politics] Politics
    [leadership] Leadership
    [tactics] Tactics
    [piloting] Piloting
    [engineering] Engineering
   *[treachery] Treachery
 }
bsg-render-deck = { $deck ->
    [crisis] Crisis
    [destiny] Destiny
    [quorum] Quorum
    [destination] Destination
    [super_crisis] Super crisis
   *[loyalty] Loyalty
 }
bsg-render-destinations = Destinations taken
bsg-render-in-play = Cards in play
bsg-render-none = None
bsg-render-crisis-kind = { $kind ->
    [cylon_attack] Crisis · Cylon attack
    [skill_check] Crisis · skill check
   *[event] Crisis · event
 }
bsg-render-activation = { $icon ->
    [activate_raiders] Activate raiders
    [launch_raiders] Launch raiders
    [activate_heavy_raiders] Activate heavy raiders
   *[activate_basestars] Activate basestars
 }
bsg-render-jump-icon = Prepare for jump
bsg-render-destiny = Destiny deck: { $count }
bsg-render-no-crisis = No crisis card drawn this turn yet.
bsg-render-last-crisis = Previous crisis
bsg-render-check = Skill check
bsg-render-check-of = Skill check: { $name }
bsg-render-difficulty = Difficulty { $difficulty }
bsg-render-ones-positive = strength 1 counts as positive
bsg-render-partial = partial from { $partial }
bsg-render-contributed = Contributed: { $done } of { $total }
bsg-render-pool = { $count ->
    [one] { $count } card in the pool
   *[other] { $count } cards in the pool
 }
bsg-render-total = Total { $total } against { $difficulty }
bsg-render-result = { $result ->
    [pass] passed
    [partial] partial
   *[fail] failed
 }
bsg-render-private = { $where } · only for you, do not share
bsg-render-hand = { $count ->
    [one] Your hand: { $count } skill card
   *[other] Your hand: { $count } skill cards
 }
bsg-render-hand-empty = Your hand is empty.
bsg-render-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
 }
bsg-render-loyalty-title = Loyalty
bsg-render-your-team = { $team ->
    [cylon] You are on the Cylon team
   *[human] You are on the human team
 }
bsg-render-no-loyalty = No loyalty card dealt yet
bsg-render-loyalty = { $kind ->
    [not_cylon] You Are Not a Cylon
    [cylon] You Are a Cylon
   *[sympathizer] You Are a Sympathizer
 }
bsg-render-power = { $card ->
    [not_cylon] No ability.
    [cylon_reduce_morale] Reveal (action): unless in the Brig, you may lose 1 morale.
    [cylon_sickbay] Reveal (action): unless in the Brig, a character on Galactica discards 5 skill cards and goes to Sickbay.
    [cylon_brig] Reveal (action): unless in the Brig, send a character on Galactica to the Brig.
    [cylon_damage_galactica] Reveal (action): unless in the Brig, draw 5 Galactica damage tokens and resolve 2.
   *[sympathizer] Reveal at once: a resource in its red zone sends you to the Brig; otherwise you become a Cylon.
 }
bsg-render-revealed-card = { $card } (revealed)
bsg-render-seen = Seen from { $player }: { $cards }
bsg-render-super-crises = Super crisis cards
bsg-render-quorum-hand = Quorum hand (President)
bsg-render-game-over = { $turn ->
    [one] Game over after { $turn } turn
   *[other] Game over after { $turn } turns
 }
bsg-render-winners = { $team ->
    [human] The humans win
   *[cylon] The Cylons win
 }
bsg-render-loyalty-revealed = Every loyalty card, revealed
bsg-render-team = { $team ->
    [cylon] Cylon
   *[human] Human
 }
