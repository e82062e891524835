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
bsg-error-reason-starting_hands = Your starting hand is 3 cards, each of a skill type of your own character.
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
bsg-optdesc-contribution_hours = Hours for the contributions to a skill check (1–168, default 24).

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
# copies of one card in a list (texts.cards_counted): always two or more
bsg-card-copies = { $count } copies of { $card }
bsg-area = { $area ->
    [0] front (0)
    [1] upper front (1)
    [2] upper rear (2)
    [3] behind (3)
    [4] lower rear (4)
    [5] lower front (5)
   *[reserves] the reserves
 }
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
    [basestar_attacks_galactica] basestar attacks Galactica
    [galactica_attacks_basestar] Galactica attacks basestar
    [galactica_attacks_heavy_raider] Galactica attacks heavy raider
    [galactica_attacks_raider] Galactica attacks raider
    [launch_scout] Launch Scout
    [nuke] nuke
    [raider_attacks_galactica] raider attacks Galactica
    [raider_attacks_viper] raider attacks viper
    [raider_attacks_civilian] raider attacks civilian
    [viper_attacks_heavy_raider] viper attacks heavy raider
    [viper_attacks_raider] viper attacks raider
    [viper_attacks_basestar] viper attacks basestar
    [eco_officer] ECO Officer
   *[evasive_maneuvers] Evasive Maneuvers
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
bsg-event-roll_modified = The roll becomes { $value }.
bsg-event-reroll = The die is rolled again: { $value }.
bsg-event-area_chosen = { $player } resolves space area { $area } next.
bsg-event-super_crisis_played = { $player } plays the super crisis { $card }.
bsg-event-roll = { $player } rolls { $value } ({ $why }).
bsg-event-activation = Cylon ships activate: { $icon ->
    [activate_basestars] basestars attack
    [activate_heavy_raiders] heavy raiders
    [activate_raiders] raiders
   *[launch_raiders] basestars launch raiders
 }.
bsg-event-launched = Basestars launch: { $ships }.
bsg-event-deployed = Ships appear: { $ships }.
bsg-event-raider_moved = A raider moves from area { $frm } to area { $to }.
bsg-event-heavy_moved = { $count ->
    [one] { $count } heavy raider moves
   *[other] { $count } heavy raiders move
 } from area { $frm } to area { $to }.
bsg-event-boarded = A heavy raider in area { $area } lands a centurion.
bsg-event-centurions_advanced = { $count ->
    [one] The centurion advances to space { $positions } of the boarding track.
   *[other] Centurions advance to spaces { $positions } of the boarding track.
 }
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
bsg-event-viper_hit = A viper in area { $area } is { $destroyed ->
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
bsg-event-repaired = The damage to { $location } is repaired.
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
bsg-event-counter_change = { $name ->
    [nukes] Nukes
   *[raptors] Raptors
 } { $delta } (now { $value }).
bsg-event-jump_track = The fleet token is on jump space { $value }.
bsg-event-jump_started = The fleet jumps!
bsg-event-destinations_drawn = { $player } draws { $count } destination cards.
bsg-event-destination_options = Your destinations: { $cards }.
bsg-event-destination = Destination: { $card } (distance { $distance }).
bsg-event-distance = Distance travelled: { $value }.
bsg-event-sleeper_phase = Sleeper Agent phase: everyone receives another loyalty card.
# the Sleeper Agent phase when the loyalty deck (never refilled) runs out mid-deal: who received a card
bsg-event-sleeper_phase_short = { $count ->
    [0] Sleeper Agent phase: the loyalty deck is empty, so nobody receives another loyalty card.
    [one] Sleeper Agent phase: the loyalty deck runs out, so only { $players } receives another loyalty card.
   *[other] Sleeper Agent phase: the loyalty deck runs out, so only { $players } receive another loyalty card.
}
bsg-event-loyalty_dealt = { $player } receives a loyalty card.
bsg-event-loyalty_card = Your loyalty card: { $card }.
bsg-event-looked_at_loyalty = { $viewer } looks at { $count ->
    [one] { $count } loyalty card
   *[other] { $count } loyalty cards
 } of { $target }.
bsg-event-loyalty_seen = Loyalty of { $target }: { $cards }
bsg-event-look_nothing = There is no loyalty card to look at.
bsg-event-revealed = { $player } reveals the loyalty card “You Are a Cylon”: { $player } is a Cylon!
bsg-event-sympathizer_revealed = { $player } reveals the loyalty card “You Are a Sympathizer”.
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

## names the rulebooks give (locations, loyalty cards)

# The locations, one key each: the only list of their names, used by the event sentences, the explanations
# and the images (effect_text.location_msg).
bsg-location-press_room = the Press Room
bsg-location-label-press_room = Press Room
bsg-location-presidents_office = the President's Office
bsg-location-label-presidents_office = President's Office
bsg-location-administration = Administration
bsg-location-ftl_control = FTL Control
bsg-location-weapons_control = Weapons Control
bsg-location-command = Command
bsg-location-communications = Communications
bsg-location-admirals_quarters = the Admiral's Quarters
bsg-location-label-admirals_quarters = Admiral's Quarters
bsg-location-research_lab = the Research Lab
bsg-location-label-research_lab = Research Lab
bsg-location-hangar_deck = the Hangar Deck
bsg-location-label-hangar_deck = Hangar Deck
bsg-location-armory = the Armory
bsg-location-label-armory = Armory
bsg-location-sickbay = Sickbay
bsg-location-brig = the Brig
# A name alone (an image's label, a rules topic, a button): a sentence says "the Brig", "the Human Fleet".
bsg-location-label-brig = Brig
bsg-location-caprica = Caprica
bsg-location-cylon_fleet = the Cylon Fleet
bsg-location-label-cylon_fleet = Cylon Fleet
bsg-location-human_fleet = the Human Fleet
bsg-location-label-human_fleet = Human Fleet
bsg-location-resurrection_ship = the Resurrection Ship
bsg-location-label-resurrection_ship = Resurrection Ship
bsg-loyalty-name = { $kind ->
    [cylon] You Are a Cylon
    [sympathizer] You Are a Sympathizer
   *[not_cylon] You Are Not a Cylon
 }
bsg-player-number = Player { $number }

## decisions explained: questions

bsg-prompt-with = { $prompt } ({ $detail })
bsg-prompt-draft = Choose your character.
bsg-prompt-lee_launch = Choose the launch area for your viper.
bsg-prompt-draw_skill = Choose the skill type of your next card.
bsg-prompt-draw_skill-all = Choose the skill types of all { $count } cards you draw, at once.
bsg-prompt-starting_hands = Choose the skill types of your { $count ->
    [one] starting card
   *[other] { $count } starting cards
}. Everyone chooses now, at the same time; your choice stays secret until all have chosen, then the cards are drawn.
bsg-prompt-move_card = Moving to the other ship costs a card: choose the card to discard.
bsg-prompt-action = Choose your action.
bsg-prompt-choose = Choose one option.
bsg-prompt-confirm = Do you want to do this?
bsg-prompt-pick_player = Choose a character.
bsg-prompt-discard = Choose a card to discard.
bsg-prompt-hand_limit = Discard down to your hand limit.
bsg-prompt-contribute = Add any skill cards to the check face down (or none), all at once; you may hand them in early.
bsg-prompt-destination = Choose the destination (the other card goes to the bottom unseen).
bsg-prompt-crisis_pick = Choose the crisis to resolve (the other goes to the bottom of the deck).
bsg-prompt-caprica_pick = Choose the crisis to resolve (the other is discarded).
bsg-prompt-galactica_target = Choose the Cylon ship Galactica attacks.
bsg-prompt-launch_self = Choose where you launch.
bsg-prompt-armory_target = Choose the centurion to attack.
bsg-prompt-centurion_pick = Choose the centurion to destroy.
bsg-prompt-viper_activation = Activate an unmanned viper (launch, move or attack), or stop.
bsg-prompt-viper_pick = Choose the viper.
bsg-prompt-ship_pick = Choose the Cylon ship.
bsg-prompt-send_location = Choose the Galactica location to move to.
bsg-prompt-civilian_destroy = Choose the space area of the civilian ship that is destroyed.
bsg-prompt-comms_pick = Choose a civilian ship to look at, or stop.
bsg-prompt-comms_move = Move that civilian ship to an adjacent area, or leave it.
bsg-prompt-quorum_play = Choose the quorum card to play.
bsg-prompt-give_sympathizer = Give the Sympathizer card to another player.
bsg-prompt-cylon_move = Move to another Cylon location, or stay.
bsg-prompt-cylon_action = Activate your Cylon location, or do nothing.
bsg-prompt-steal_target = Choose whose hand to look at.
bsg-prompt-steal_card = Choose the card you take.
bsg-prompt-give_loyalty = Give your unrevealed loyalty cards to another player, or keep them.
bsg-prompt-galactica_draw_count = How many Galactica damage tokens do you draw?
bsg-prompt-galactica_draw_pick = Choose a token to resolve.
bsg-prompt-loc_reaction = You may change the difficulty of this check.
bsg-prompt-peek_deck = Choose the deck to look at.
bsg-prompt-peek_place = Put the card back on top or on the bottom.
bsg-prompt-piloted_attack = Attack with your viper, or stop.
bsg-prompt-roslin_quorum = Choose the quorum card to resolve (the others go to the bottom).
bsg-prompt-eo_target = Choose who receives the Executive Order.
bsg-prompt-secret_destiny = Secret Destiny: replace this crisis card?
bsg-prompt-mysterious_intuition = Mysterious Intuition: declare the result of this check?
bsg-prompt-blind_devotion = Blind Devotion: name a skill type whose cards count 0?
bsg-prompt-command_authority = Command Authority: take every card of this check into your hand?
bsg-prompt-eco_officer = ECO Officer: roll this die again?
bsg-prompt-moral_compass = Moral Compass: switch to the other option?
bsg-prompt-alert_viper_pilot = Alert Viper Pilot: jump into the new viper and take an action?
bsg-prompt-skill_window = You may play a card now, or pass.
bsg-prompt-window_order = Several players played the same card: choose whose card is used (the others go back).
bsg-prompt-area_order = Choose the next space area to resolve.
bsg-prompt-raider_target = Choose which piloted viper the raider attacks.
bsg-prompt-raider_civilian = Choose which civilian ship the raider destroys.
bsg-prompt-heavy_convert = Choose which heavy raider lands a centurion.
bsg-prompt-deploy_pick = Not enough ships in the supply: choose the area that gets the next one.

## decisions explained: turn steps, sources, windows

bsg-step-setup = Setup
bsg-step-start = Start of turn
bsg-step-receive = Receive skills
bsg-step-move = Movement
bsg-step-action = Action
bsg-step-crisis = Crisis
bsg-step-activation = Activate Cylon ships
bsg-step-jump = Jump
bsg-step-end = End of turn
bsg-step-cylon_turn = Cylon turn
bsg-source-setup = Setup
bsg-source-turn = Your turn
bsg-source-window = Reaction window
bsg-source-activation = Cylon activation
bsg-source-jump = Jump
bsg-source-sleeper = Sleeper Agent phase
bsg-source-title = Title
bsg-source-roll = Die roll
bsg-source-check = Skill check
bsg-source-hand_limit = Hand limit
bsg-source-reveal = Cylon reveal
bsg-source-president = President
bsg-source-reveal-discard = A revealed Cylon keeps at most 3 skill cards.
bsg-window-check_pre = before cards are added to the skill check
bsg-window-check_total = after the skill check is totalled
bsg-window-roll_before = before the die is rolled
bsg-window-viper_attacked = after a Cylon attack roll against a viper

## decisions explained: what a pick is for, what an option leads to

bsg-purpose-galactica_target = Galactica attacks this ship.
bsg-purpose-armory_target = You attack this centurion; { $hit_min }+ destroys it.
bsg-purpose-raider_target = The raider attacks this pilot's viper.
bsg-purpose-raider_civilian = The raider destroys this civilian ship.
bsg-purpose-eo_target = This player moves and acts, or acts twice, now.
bsg-purpose-steal_target = You look at this player's hand and take one skill card.
bsg-purpose-give_sympathizer = This player receives the Sympathizer card.
bsg-purpose-give_loyalty = This player receives all your unrevealed loyalty cards.
bsg-purpose-send_location = You move to this location.
bsg-purpose-civilian_destroy = A civilian ship in this area is destroyed.
bsg-purpose-centurion_pick = This centurion is destroyed.
bsg-purpose-deploy_pick = Not enough ships: this area gets the next { $ship }.
bsg-purpose-heavy_convert = This heavy raider lands a centurion on Galactica.
bsg-purpose-area_order = The raiders in this area act next.
bsg-purpose-window_order = This player's card is used; the others take theirs back.
bsg-conseq-destination = Distance { $distance }: { $text }
bsg-conseq-contribute = Adds { $total } to the check.
bsg-conseq-nothing = Your turn goes on without an action.
bsg-conseq-quorum_draw = Draw 1 quorum card.
bsg-conseq-viper_attack = Roll to hit the Cylon ship.
bsg-conseq-nuke = Roll: the basestar is damaged or destroyed (and raiders with it).
bsg-conseq-caprica_crises = Draw 2 crisis cards, resolve one, discard the other.
bsg-conseq-move_card = Then you move to { $location }.

## decisions explained: option labels

bsg-area-label = { $area ->
    [0] area 0 (in front of Galactica)
    [1] area 1 (upper front)
    [2] area 2 (upper rear)
    [3] area 3 (behind Galactica)
    [4] area 4 (lower rear, launch)
    [5] area 5 (lower front, launch)
   *[reserves] the reserves
 }
bsg-ship = { $ship ->
    [raider] raider
    [heavy_raider] heavy raider
    [basestar] basestar
    [viper] viper
    [civilian] civilian ship
    [centurion] centurion
   *[other] ship
 }
bsg-viper-where = { $where ->
    [reserves] the reserves
    [damaged] the damaged pile
   *[destroyed] the destroyed pile
 }
bsg-mode-move_and_act = Move, then take 1 action
bsg-mode-two_actions = Take 2 actions (no move)
bsg-label-character = Play { $character }
bsg-label-launch = Launch into { $area }
bsg-label-launch_recall = Recall the viper in area { $recall }, launch into { $area }
bsg-label-draw = Draw 1 { $skill } card
bsg-label-draw_all = Draw { $cards }
bsg-label-stay = Stay in { $location }
bsg-label-stay_nowhere = Stay
bsg-label-move = Move to { $location }
bsg-label-move_paid = Move to { $location }, discarding { $card }
bsg-label-move_costly = Move to { $location } (costs a card)
bsg-label-viper_move = Fly the viper to { $area }
bsg-label-viper_move_from = Move the viper in area { $frm } to { $area }
bsg-label-activate = Activate { $location }
bsg-label-viper_attack = Viper attacks the { $ship } in { $area }
bsg-label-viper_attack_from = Viper in area { $frm } attacks the { $ship } in { $area }
bsg-label-nuke = Launch a nuke at the basestar in { $area }
bsg-label-quorum_draw = Draw a quorum card
bsg-label-quorum_play = Play { $card }
bsg-label-play = Play { $card }
bsg-label-ability = Use { $name }
bsg-label-reveal = Reveal: { $card }
bsg-label-nothing = Do nothing
bsg-label-caprica_crises = Draw 2 crisis cards and resolve one
bsg-label-play_super = Play the super crisis { $card }
bsg-label-contribute = Add { $card } ({ $value } here)
bsg-label-contribute_cards = Add { $cards } ({ $value } here)
bsg-label-contribute_none = Add no card
bsg-label-done = Done adding cards
bsg-label-pass = Pass
bsg-label-use = Use it
bsg-label-use-secret_destiny = Use Secret Destiny: discard this crisis and draw another
bsg-label-use-command_authority = Use Command Authority: take every card of this check
bsg-label-use-eco_officer = Use ECO Officer: roll again
bsg-label-use-moral_compass = Use Moral Compass: switch to { $other }
bsg-label-declare = Declare the check { $result ->
    [pass] passed
   *[fail] failed
 }
bsg-label-skill = { $skill } cards count 0
bsg-label-pilot = Jump into the viper in { $area } and act
bsg-label-difficulty = Make the check { $change }
bsg-label-choose_check = Attempt the skill check
bsg-label-yes = Yes
bsg-label-no = No
bsg-label-player_none = Nobody
bsg-label-discard = Discard { $card }
bsg-label-discard_cards = Discard { $cards }
bsg-label-discard_none = Discard nothing
bsg-label-take_card = Take { $card }
bsg-label-target = The { $ship } in { $area }
bsg-label-centurion = The centurion on boarding space { $position }
bsg-label-viper_source = The viper in { $where }
bsg-label-viper_pilot = Viper of { $name }
bsg-label-ship = The { $ship } in { $area }
bsg-label-civilian = The civilian ship in { $area }
bsg-label-civilian_index = Civilian ship { $number } in { $area }
bsg-label-civilian_move = Move it to { $area }
bsg-label-civilian_stay = Leave it in { $area }
bsg-label-quorum = Play { $card }
bsg-label-count = Draw { $count ->
    [one] { $count } damage token
   *[other] { $count } damage tokens
 }
bsg-label-deck = The { $deck } deck
bsg-label-place = Put it on the { $where ->
    [top] top
   *[bottom] bottom
 }
bsg-label-stop = Stop here
bsg-label-stop_nothing = Play nothing

## the effect language in words (effect_text.py): who, what, when

bsg-fx-nothing = nothing happens
bsg-fx-any-galactica-location = a Galactica location of their choice
bsg-fx-this-location = this location
bsg-fx-who = { $who ->
    [you] you
    [current] the current player
    [president] the President
    [admiral] the Admiral
    [each] every player
   *[chosen] the chosen character
 }
bsg-fx-chosen-by = { $person ->
    [you] a character you choose
   *[other] a character chosen by { $by }
 }{ $optional ->
    [yes] {" "}(or nobody)
   *[no] {""}
 }
bsg-fx-everyone-in = everyone in { $places }
bsg-fx-cond-unknown = if { $test }
bsg-fx-ships = { $ship ->
    [heavy_raider] { $count ->
        [one] { $count } heavy raider
       *[other] { $count } heavy raiders
    }
    [basestar] { $count ->
        [one] { $count } basestar
       *[other] { $count } basestars
    }
    [viper] { $count ->
        [one] { $count } viper
       *[other] { $count } vipers
    }
    [civilian] { $count ->
        [one] { $count } civilian ship
       *[other] { $count } civilian ships
    }
    [centurion] { $count ->
        [one] { $count } centurion
       *[other] { $count } centurions
    }
   *[raider] { $count ->
        [one] { $count } raider
       *[other] { $count } raiders
    }
 }
bsg-fx-resource = { $resource ->
    [fuel] fuel
    [food] food
    [morale] morale
   *[population] population
 } { $delta }
bsg-fx-counter = { $name ->
    [nukes] nukes
   *[distance] distance
 } { $delta }
bsg-fx-jump_track = jump track { $delta }
bsg-fx-centurion = { $count ->
    [one] { $count } centurion boards Galactica
   *[other] { $count } centurions board Galactica
 }
bsg-fx-damage_galactica-draw = draw up to { $draw } Galactica damage tokens and resolve { $count }
bsg-fx-damage_galactica = damage Galactica { $count ->
    [one] once
   *[other] { $count } times
 }
bsg-fx-repair_location = repair { $location }
bsg-fx-destroy_civilian = destroy { $count ->
    [one] { $count } civilian ship
   *[other] { $count } civilian ships
 }
bsg-fx-vipers = { $action ->
    [damage] damage
    [repair] repair
    [return_to_reserves] return to the reserves
   *[other] choose
 } { $amount ->
    [all] all vipers
    [up_to] up to { $count ->
        [one] { $count } viper
       *[other] { $count } vipers
    }
   *[exactly] { $count ->
        [one] { $count } viper
       *[other] { $count } vipers
    }
 }{ $where ->
    [reserves] {" "}in the reserves
    [space] {" "}in space
    [damaged] {" "}that are damaged
    [damaged_or_destroyed] {" "}that are damaged or destroyed
   *[any] {""}
 }
bsg-fx-cylon_ships = { $action ->
    [damage] damage
   *[destroy] destroy
 } { $ships }
bsg-fx-in-area = { $ships } in area { $area }
bsg-fx-deploy = place { $ships }
bsg-fx-activate = Cylon ships: { $ships ->
    [activate_raiders] raiders activate
    [activate_heavy_raiders] heavy raiders activate (centurions advance)
    [activate_basestars] basestars attack
    [launch_raiders] basestars launch raiders
   *[launch] basestars launch ships
 }
# a choice among activations names only what activates ("Ann chooses: basestars attack.")
bsg-fx-activated = { $ships ->
    [activate_raiders] raiders activate
    [activate_heavy_raiders] heavy raiders activate (centurions advance)
    [activate_basestars] basestars attack
    [launch_raiders] basestars launch raiders
   *[launch] basestars launch ships
 }
bsg-fx-send = { $person ->
    [you] you go
   *[other] { $who } goes
 } to { $location }
bsg-fx-send-anywhere = { $person ->
    [you] you go
   *[other] { $who } goes
 } to any location on Galactica
bsg-fx-discard = { $person ->
    [you] you discard
   *[other] { $who } discards
 } { $what ->
    [hand] the whole hand
    [super_crisis] { $count ->
        [one] { $count } super crisis card
       *[other] { $count } super crisis cards
    }
   *[skill] { $count ->
        [one] { $count } skill card
       *[other] { $count } skill cards
    }
 }{ $random ->
    [yes] {" "}at random
   *[no] {""}
 }
bsg-fx-draw-skills = { $person ->
    [you] you draw
   *[other] { $who } draws
 } { $count ->
    [one] { $count } skill card
   *[other] { $count } skill cards
 } ({ $skills })
bsg-fx-draw = { $person ->
    [you] you draw
   *[other] { $who } draws
 } { $deck ->
    [quorum] { $count ->
        [one] { $count } quorum card
       *[other] { $count } quorum cards
    }
    [super_crisis] { $count ->
        [one] { $count } super crisis card
       *[other] { $count } super crisis cards
    }
    [crisis] { $count ->
        [one] { $count } crisis card
       *[other] { $count } crisis cards
    }
    [destination] { $count ->
        [one] { $count } destination card
       *[other] { $count } destination cards
    }
   *[skill] { $count ->
        [one] { $count } skill card of any type
       *[other] { $count } skill cards of any type
    }
 }
bsg-fx-title = { $person ->
    [you] you become
   *[other] { $who } becomes
 } { $title ->
    [president] the President
   *[admiral] the Admiral
 }
bsg-fx-choose = { $person ->
    [you] you choose
   *[other] { $who } chooses
 }: { $options }
# an option that is itself a choice, named among other options: no second colon in one sentence
bsg-fx-choose-nested = { $person ->
    [you] you decide
   *[other] { $who } decides
 } ({ $options })
bsg-fx-roll-outcome = { $low }–{ $high }: { $then }
bsg-fx-roll = roll a die ({ $outcomes })
bsg-fx-if = { $cond }, { $then }
bsg-fx-otherwise = otherwise { $then }
bsg-fx-check = skill check { $skills }, difficulty { $difficulty } ({ $outcomes })
bsg-fx-check-pass = pass: { $then }
bsg-fx-check-partial = { $min }+: { $then }
bsg-fx-check-fail = fail: { $then }
bsg-fx-alternative = or instead: { $then }
bsg-fx-keep_in_play = the card stays in play
bsg-fx-dispose = { $to ->
    [removed_from_game] the card leaves the game
    [bottom_of_deck] the card goes under its deck
   *[discard] the card is discarded
 }
bsg-fx-deck = { $deck ->
    [crisis] crisis
    [destination] destination
    [quorum] quorum
    [super_crisis] super crisis
    [politics] politics
    [leadership] leadership
    [tactics] tactics
    [piloting] piloting
   *[engineering] engineering
 }
bsg-fx-peek = { $person ->
    [you] you look at the top card of the { $decks } deck and put it on top or at the bottom
   *[other] { $who } looks at the top card of the { $decks } deck and puts it on top or at the bottom
 }
bsg-fx-die-reroll = the die is rolled again
# Evasive Maneuvers: the reroll, and its modifier against a piloted viper ("−2")
bsg-fx-die-reroll-piloted = the die is rolled again, with { $modifier } on the new roll if the viper has a pilot
bsg-fx-die = die roll { $modifier }
bsg-fx-extra_action = { $person ->
    [you] you take
   *[other] { $who } takes
 } { $count ->
    [one] { $count } more action
   *[other] { $count } more actions
 }
bsg-fx-loyalty-plain = { $kind ->
    [cylon] the holder is a Cylon
    [sympathizer] the holder is a Sympathizer
   *[not_cylon] no ability; the holder is human unless they also hold a Cylon card
 }
bsg-fx-token-location = damages { $location }: characters there go to Sickbay, and its action cannot be used until it is repaired
bsg-fx-token-removed = the token leaves the game
bsg-cond-counter_gte = if { $counter ->
    [raptors] raptors
    [nukes] nukes
   *[distance] distance
 } is at least { $value }
bsg-cond-resource_lt = if { $resource ->
    [fuel] fuel
    [food] food
    [morale] morale
   *[population] population
 } is below { $value }
bsg-cond-any_resource_red = if any resource is in the red
bsg-cond-distance_lte = if the distance travelled is at most { $value }
bsg-cond-jump_track_gte = if the fleet token is on jump space { $value } or later
bsg-cond-self_in = if { $person ->
    [you] you are
   *[other] { $who } is
 } in { $location }
bsg-cond-self_not_in = unless { $person ->
    [you] you are
   *[other] { $who } is
 } in { $location }
bsg-cond-self_has_title = if { $person ->
    [you] you hold
   *[other] { $who } holds
 } the { $title ->
    [president] President
   *[admiral] Admiral
 } title
bsg-cond-self_hand_size_eq = if { $person ->
    [you] you hold
   *[other] { $who } holds
 } exactly { $value ->
    [one] { $value } skill card
   *[other] { $value } skill cards
 }
bsg-cond-self_can_pilot = if { $person ->
    [you] you can
   *[other] { $who } can
 } pilot
bsg-cond-self_piloting_viper = if { $person ->
    [you] you are
   *[other] { $who } is
 } piloting a viper
bsg-cond-self_has_super_crisis = if { $person ->
    [you] you hold
   *[other] { $who } holds
 } a super crisis card
bsg-mod-hand_limit = your hand limit is { $value }
bsg-mod-cannot_activate = you can never activate { $locations }
bsg-mod-cannot_activate_occupied = you cannot activate a location where another character stands, except the Brig
bsg-mod-location_activation_discard_cost = before you activate any location, you must discard { $value ->
    [one] { $value } skill card
   *[other] { $value } skill cards
 }
bsg-mod-forced_discards_random = whenever you must discard skill cards, they are picked at random
bsg-mod-setup_loyalty_cards = you are dealt { $value } loyalty cards at setup instead of 1
bsg-mod-sleeper_phase_loyalty_cards = you are dealt { $value } loyalty cards instead of 1
bsg-mod-stranded_until_turn = you start off the board and cannot move or act until you are placed on the Hangar Deck at the start of your second turn
bsg-mod-crisis_draw = when you draw a crisis card, you draw 2, resolve one and put the other at the bottom of the deck
bsg-mod-one_strength_cards_positive = strength-1 cards count as positive in its skill check
bsg-mod-skill_check_face_up = this check is played face up
bsg-mod-extra_positive_skill = { $skill } cards also count as positive in this check
bsg-mod-receive_skills_max = receives only { $value ->
    [one] { $value } skill card
   *[other] { $value } skill cards
 }
bsg-mod-cannot_move = cannot move
bsg-mod-skips_crisis_step = draws no crisis card
bsg-mod-max_cards_per_skill_check = adds at most { $value ->
    [one] { $value } card
   *[other] { $value } cards
 } to a skill check
bsg-fleet-activate_unmanned_vipers = activate up to { $count ->
    [one] { $count } unmanned viper
   *[other] { $count } unmanned vipers
 } (launch, move or attack)
bsg-fleet-attack_centurion = attack a centurion on the boarding track ({ $hit_min }+ destroys it)
bsg-fleet-galactica_attack = Galactica attacks one Cylon ship
bsg-fleet-inspect_and_move_civilians = look at { $count ->
    [one] { $count } civilian ship
   *[other] { $count } civilian ships
 } and move each to an adjacent area
bsg-fleet-jump_the_fleet = jump the fleet (population may be lost on a roll of 1–6)
bsg-fleet-launch_self_in_viper = launch in a viper into a launch area
bsg-fleet-piloted_viper_attacks = your viper attacks { $count ->
    [one] once
   *[other] { $count } times
 }
bsg-special-extra_crisis_after_activation = after this card's Activate Cylon ships step, draw and resolve another crisis card
bsg-special-play_quorum_card = play one quorum card from the President's hand and resolve it
bsg-special-play_super_crisis = resolve the super crisis card from your hand
bsg-special-resolve_one_of_two_crises = draw 2 crisis cards (seen only by you), resolve one and discard the other face up
bsg-special-steal_skill_card = look at one player's hand and take one of their skill cards
bsg-special-give_loyalty_cards = you may give all your unrevealed loyalty cards to another player who is not a revealed Cylon
bsg-special-command_authority = the cards played into it go to your hand instead of the discard piles
bsg-special-moral_compass = you may switch the chosen option to the other one
bsg-special-alert_viper_pilot = you may move into that viper and take one action
bsg-special-secret_destiny = you may discard it and draw a new crisis card instead
bsg-special-mysterious_intuition = you may declare that it passes or fails, without counting it
bsg-special-blind_devotion = you may name a skill type, and every card of that type in the check has strength 0
bsg-special-skilled_politician = draw 4 quorum cards, resolve one, put the other three on the bottom of the deck
bsg-special-sympathizer_joins_cylons = the holder becomes a revealed Cylon (discards down to 3 skill cards, loses titles, moves to the Resurrection Ship) but draws no super crisis card
bsg-rule-no_loyalty_inspection = for the rest of the game nobody may look at another player's loyalty cards
bsg-rule-counts_as_distance_1 = the card stays with the objective card and counts as 1 distance for the rest of the game
bsg-rule-unmanned_viper_attack_minus_2 = until the next jump, unmanned vipers get −2 on their attack rolls
bsg-rule-basestar_launch_plus_one = until the next jump, every basestar launch adds one more ship
bsg-rule-communications_blocked = until the next jump, Communications cannot be activated
bsg-rule-relentless_pursuit = the card stays in play until a civilian ship or basestar is destroyed; at a jump it is shuffled back into the crisis deck
bsg-rule-colonial_one_closed = for the rest of the game no character may move to or use the Colonial One locations
bsg-rule-accept_prophecy = at the next Administration, or the Admiral's Quarters aimed at the President, that check is 2 harder; then the card is discarded
bsg-rule-arbitrator = the holder may discard it when the Admiral's Quarters is activated to make that check 3 easier or 3 harder
bsg-rule-mission_specialist = at the next jump the holder draws 3 destination cards (instead of the Admiral's 2) and picks one
bsg-rule-vice_president = while the holder is not President, only the holder may be the target of Administration
