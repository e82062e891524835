## Battlestar Galactica: refusals, table options and results (the English source).
## Card, character and location names come from the card data (engine/games/bsg/data) in their published English form.

bsg-title = Battlestar Galactica

## refusals

bsg-error-over = The game is over.
bsg-error-not_your_turn = It is not your decision now.
bsg-error-malformed = That action is not understood.
bsg-error-allowed = Allowed now: { $types }.
bsg-error-not_an_option = That is not one of your options now.
bsg-error-reason-contribute = Add cards from your hand, or none (at most one if you are in the Brig or a revealed Cylon).
bsg-error-reason-move = You cannot move there: pick another location on your ship, or discard a card from your hand to change ships (not Sickbay, the Brig, Cylon locations or a closed Colonial One).
bsg-error-reason-draft = That character is taken or not allowed yet: pick from the least chosen types (or the support type).
bsg-error-reason-draw_skill = You may not draw that skill type here.
bsg-error-repeated = You named the same card twice.
bsg-error-not_in_hand = You can only use cards from your hand.
bsg-error-too_many = That is too many cards (in the Brig or as a revealed Cylon you may add at most one; a discard takes only the cards still to discard).
bsg-error-too_few = Choose at least one card.
bsg-error-param-card = You do not hold that card, or it cannot be used now.
bsg-error-param-location = You cannot use that location now (it may be damaged, blocked, or not allowed for your character).
bsg-error-param-target = That is not a legal target.
bsg-error-param-seat = That player cannot be chosen.
bsg-error-param-area = That space area is not allowed here.
bsg-error-param-option = That option is not available.
bsg-error-param-skill = That skill type is not allowed here.
bsg-error-contribution_too_long = `contribution_hours` cannot be longer than `decision_hours`.

## table options

bsg-optdesc-window_seconds = Seconds a card window (before a roll, around a skill check) stays open for everyone (10–3600, default 90).
bsg-optdesc-decision_hours = Hours a player has for a decision before its default is taken (1–168, default 24).
bsg-optdesc-contribution_hours = Hours for the contributions to a skill check (1–168, default 12).

## results

bsg-result-win = { $side ->
    [human] The humans
   *[cylon] The Cylons
 } win: { $reason }.
bsg-result-nobody = Nobody was on that team, so every player loses.
bsg-result-reason-boarding = a centurion reached the end of the boarding party track
bsg-result-reason-galactica_destroyed = six Galactica locations were damaged
bsg-result-reason-final_jump = the fleet made its final jump to Kobol with every resource above zero
bsg-result-reason-final_jump_resources = the fleet reached Kobol, but a resource had run out
bsg-result-reason-resources = a resource was at zero at the end of a turn
bsg-result-reason-turn_limit = the game ran past its safety turn limit

## words used inside the event sentences

bsg-nobody = nobody
bsg-space = space
bsg-skill = { $skill ->
    [politics] politics
    [leadership] leadership
    [tactics] tactics
    [piloting] piloting
    [engineering] engineering
   *[treachery] treachery
 }
bsg-skill-card = { $name } ({ $skill } { $strength })
bsg-area = { $area ->
    [0] front (0)
    [1] upper front (1)
    [2] upper rear (2)
    [3] behind (3)
    [4] lower rear (4)
    [5] lower front (5)
   *[reserves] the reserves
 }
bsg-ships-in-area = { $ship ->
    [basestar] { $count ->
        [one] { $count } basestar
       *[other] { $count } basestars
    }
    [heavy_raider] { $count ->
        [one] { $count } heavy raider
       *[other] { $count } heavy raiders
    }
    [viper] { $count ->
        [one] { $count } viper
       *[other] { $count } vipers
    }
    [civilian] { $count ->
        [one] { $count } civilian ship
       *[other] { $count } civilian ships
    }
   *[raider] { $count ->
        [one] { $count } raider
       *[other] { $count } raiders
    }
 } in area { $area }
bsg-civilian = { $ship ->
    [empty] empty
    [population_1] population 1
    [population_2] population 2
    [population_1_fuel_1] population 1 fuel 1
   *[population_1_morale_1] population 1 morale 1
 }
bsg-damage-token = { $token ->
    [food] food
   *[fuel] fuel
 }
bsg-basestar-token = { $token ->
    [critical_hit] critical hit
    [disabled_hangar] disabled hangar
    [disabled_weapons] disabled weapons
   *[structural_damage] structural damage
 }
bsg-roll-why = { $why ->
    [armory] armory
    [basestar_attacks_galactica] basestar attacks galactica
    [galactica_attacks_basestar] galactica attacks basestar
    [galactica_attacks_heavy_raider] galactica attacks heavy raider
    [galactica_attacks_raider] galactica attacks raider
    [human_fleet] human fleet
    [launch_scout] launch scout
    [nuke] nuke
    [raider_attacks_galactica] raider attacks galactica
    [raider_attacks_viper] raider attacks viper
    [raider_attacks_civilian] raider attacks civilian
    [viper_attacks_heavy_raider] viper attacks heavy raider
    [viper_attacks_raider] viper attacks raider
    [viper_attacks_basestar] viper attacks basestar
    [ftl_control] ftl control
    [eco_officer] eco officer
   *[evasive_maneuvers] evasive maneuvers
 }
bsg-loyalty-of = { $player }: { $cards }

## events

bsg-event-unknown = { $kind }
bsg-event-nothing = nothing
bsg-event-skill_check = attempt the skill check
bsg-event-turn = Turn { $turn }: { $player } is the current player.
bsg-event-character_chosen = { $player } plays { $character }.
bsg-event-title = { $player } is now { $title ->
    [president] President
   *[admiral] Admiral
 }.
bsg-event-skill_drawn = { $player } draws { $skill ->
    [politics] a politics
    [leadership] a leadership
    [tactics] a tactics
    [piloting] a piloting
    [engineering] an engineering
   *[treachery] a treachery
 } card.
bsg-event-skill_card_drawn = You drew { $card }.
bsg-event-skill_discarded = { $player } discards { $card }.
bsg-event-draw_lost = The { $skill ->
    [politics] politics
    [leadership] leadership
    [tactics] tactics
    [piloting] piloting
    [engineering] engineering
   *[treachery] treachery
 } deck is exhausted; { $player } draws nothing.
bsg-event-skill_reshuffled = The { $skill ->
    [politics] politics
    [leadership] leadership
    [tactics] tactics
    [piloting] piloting
    [engineering] engineering
   *[treachery] treachery
 } discard pile is shuffled into a new deck.
bsg-event-deck_reshuffled = The { $deck ->
    [crisis] crisis
    [quorum] quorum
    [destination] destination
    [super_crisis] super_crisis
   *[loyalty] loyalty
 } discard pile is shuffled into a new deck.
bsg-event-destiny_built = A new Destiny deck of { $count } cards is built.
bsg-event-resource = { $resource ->
    [food] Food
    [fuel] Fuel
    [morale] Morale
   *[population] Population
 } { $delta } (now { $value }).
bsg-event-moved = { $player } moves to { $location }.
bsg-event-sent = { $player } is sent to { $location }.
bsg-event-viper_moved = A viper moves from area { $frm } to area { $to }.
bsg-event-activated = { $player } activates { $location }.
bsg-event-no_action = { $player } takes no action.
bsg-event-crisis = Crisis: { $card }.
bsg-event-crisis_pair_drawn = { $player } draws 2 crisis cards and keeps one.
bsg-event-crisis_options = Your crisis choice: { $cards }.
bsg-event-crisis_discarded = { $card } is discarded.
bsg-event-chose = { $player } chooses: { $choice }.
bsg-event-check_started = Skill check: { $skills }, difficulty { $difficulty }.
bsg-event-contributed = { $player } added { $count ->
    [one] { $count } card
   *[other] { $count } cards
 }.
bsg-event-you_contributed = You added { $card }.
bsg-event-check_revealed = Revealed: { $cards }. Total { $total } against { $difficulty }.
bsg-event-check_result = Skill check result: { $result ->
    [pass] pass
    [partial] partial
   *[fail] fail
 }.
bsg-event-contributed_face_up = { $player } adds { $card } face up.
bsg-event-destiny_face_up = Destiny card: { $card }.
bsg-event-skill_played = { $player } plays { $card }.
bsg-event-ability_used = { $player } uses { $name }.
bsg-event-difficulty_changed = { $why }: the difficulty changes by { $delta }.
bsg-event-difficulty_changed_by = { $why } ({ $player }): the difficulty changes by { $delta }.
bsg-event-kept_in_play = { $card } stays in play.
bsg-event-left_play = { $card } leaves play.
bsg-event-look_blocked = Nobody may look at loyalty cards any more.
bsg-event-peeked = { $player } looks at the top card of the { $deck ->
    [crisis] crisis
   *[destination] destination
 } deck.
bsg-event-peek_card = The top { $deck ->
    [crisis] crisis
   *[destination] destination
 } card is { $card }.
bsg-event-peek_placed = { $player } puts it on the { $where ->
    [top] top
   *[bottom] bottom
 } of the { $deck ->
    [crisis] crisis
   *[destination] destination
 } deck.
bsg-event-quorum_options = Your quorum cards: { $cards }.
bsg-event-executive_order = { $player } gives { $target } an Executive Order.
bsg-event-eo_mode = { $player } chooses { $mode ->
    [move_and_act] move and act
   *[two_actions] two actions
 }.
bsg-event-roll_modified = The roll becomes { $value }.
bsg-event-reroll = The die is rolled again: { $value }.
bsg-event-area_chosen = { $player } resolves space area { $area } next.
bsg-event-super_crisis_played = { $player } plays the super crisis { $card }.
bsg-event-roll = { $player } rolls { $value } ({ $why }).
bsg-event-activation = Cylon ships activate: { $icon ->
    [activate_basestars] activate basestars
    [activate_heavy_raiders] activate heavy raiders
    [activate_raiders] activate raiders
   *[launch_raiders] launch raiders
 }.
bsg-event-launched = Basestars launch: { $ships }.
bsg-event-deployed = Ships appear: { $ships }.
bsg-event-raider_moved = A raider moves from area { $frm } to area { $to }.
bsg-event-heavy_moved = { $count ->
    [one] { $count } heavy raider moves
   *[other] { $count } heavy raiders move
 } from area { $frm } to area { $to }.
bsg-event-boarded = A heavy raider in area { $area } lands a centurion.
bsg-event-centurions_advanced = Centurions advance to { $positions }.
bsg-event-centurions_placed = { $count ->
    [one] { $count } centurion boards
   *[other] { $count } centurions board
 } Galactica.
bsg-event-centurion_destroyed = The centurion on space { $position } is destroyed.
bsg-event-cylons_destroyed = { $ship ->
    [heavy_raider] { $count ->
        [one] { $count } heavy raider
       *[other] { $count } heavy raiders
    }
   *[raider] { $count ->
        [one] { $count } raider
       *[other] { $count } raiders
    }
 } destroyed in area { $area }.
bsg-event-missed = Miss.
bsg-event-viper_hit = A viper in { $area } is { $destroyed ->
    [yes] destroyed
   *[no] damaged
 }.
bsg-event-viper_launched = A viper launches into area { $area }.
bsg-event-viper_returned = A viper in area { $area } returns to the reserves.
bsg-event-vipers_returned = Every viper in space returns to the reserves.
bsg-event-viper_repaired = A viper is repaired.
bsg-event-launched_self = { $player } launches in a viper into area { $area }.
bsg-event-galactica_damaged = Galactica is hit: { $token }.
bsg-event-galactica_no_tokens = No Galactica damage tokens are left.
bsg-event-repaired = { $location } is repaired.
bsg-event-basestar_damaged = A basestar in area { $area } takes { $token }.
bsg-event-basestar_destroyed = A basestar in area { $area } is destroyed.
bsg-event-nuke_launched = { $player } launches a nuke at the basestar in area { $area }.
bsg-event-civilian_destroyed = A civilian ship is destroyed ({ $ship }).
bsg-event-civilian_inspected = { $player } inspects a civilian ship in area { $area }.
bsg-event-civilian_seen = That civilian ship holds: { $ship }.
bsg-event-civilian_moved = A civilian ship moves from area { $frm } to area { $to }.
bsg-event-counter = { $name ->
    [nukes] Nukes
   *[raptors] Raptors
 }: { $value }.
bsg-event-jump_track = The fleet token is on jump space { $value }.
bsg-event-jump_started = The fleet jumps!
bsg-event-destinations_drawn = { $player } draws { $count } destination cards.
bsg-event-destination_options = Your destinations: { $cards }.
bsg-event-destination = Destination: { $card } (distance { $distance }).
bsg-event-distance = Distance travelled: { $value }.
bsg-event-sleeper_phase = Sleeper Agent phase: everyone receives another loyalty card.
bsg-event-loyalty_dealt = { $player } receives a loyalty card.
bsg-event-loyalty_card = Your loyalty card: { $card }.
bsg-event-looked_at_loyalty = { $viewer } looks at { $count ->
    [one] { $count } loyalty card
   *[other] { $count } loyalty cards
 } of { $target }.
bsg-event-loyalty_seen = Loyalty of { $target }: { $cards }
bsg-event-look_nothing = There is no loyalty card to look at.
bsg-event-revealed = { $player } reveals: You Are a Cylon!
bsg-event-sympathizer_revealed = { $player } reveals You Are a Sympathizer.
bsg-event-sympathizer_passed = { $player } passes the Sympathizer card to { $to }.
bsg-event-loyalty_given = { $player } gives { $count ->
    [one] { $count } loyalty card
   *[other] { $count } loyalty cards
 } to { $to }.
bsg-event-loyalty_received = You received: { $cards }.
bsg-event-quorum_drawn = { $player } draws a quorum card.
bsg-event-quorum_card_drawn = Your new quorum card: { $card }.
bsg-event-quorum_played = { $player } plays { $card }.
bsg-event-super_crisis_drawn = { $player } draws a super crisis card.
bsg-event-super_crisis_card_drawn = Your super crisis card: { $card }.
bsg-event-super_crisis_discarded = { $player } discards a super crisis card.
bsg-event-picked = { $player } picks { $target }.
bsg-event-declined = { $player } declines.
bsg-event-no_legal_target = Nobody can be chosen; nothing happens.
bsg-event-no_target = There is no target; nothing happens.
bsg-event-no_civilian = There is no civilian ship to destroy.
bsg-event-hand_inspected = { $player } looks at the hand of { $target }.
bsg-event-hand_seen = Hand of { $target }: { $cards }
bsg-event-card_stolen = { $player } takes a skill card from { $target }.
bsg-event-your_card_stolen = { $card } was taken from you.
bsg-event-galactica_tokens_drawn = { $player } draws { $count ->
    [one] { $count } Galactica damage token
   *[other] { $count } Galactica damage tokens
 }.
bsg-event-galactica_tokens_seen = You drew: { $tokens }.
bsg-event-skill_withdrawn = { $player } takes { $card } back: only one may be used here.
bsg-event-setup_done = Setup complete; { $player } takes the first turn.
bsg-event-loyalty_shown = Loyalty cards: { $hands }
