# BSG play texts that read like a moderator's (engine/games/bsg/texts.py, effect_text.py, presenters/bsg_lines.py):
# a repeated line said once with how often it happened, areas with the board's names, difficulty changes as
# sentences, whose loyalty cards are looked at, the Executive Order as the card says it.

## a line that happened several times in one post (presenters/bsg_lines.py `counted`)
bsg-text-times = { $count ->
    [2] Twice
    [3] Three times
    [4] Four times
    [one] { $count } times
   *[other] { $count } times
 }: { $line }

## a line repeated in a row with a count form of its own (presenters/bsg_lines.py `COUNT_FORMS`): "Ann discards 2
## copies of X" rather than "Twice: Ann discards X"
bsg-text-skill_discarded-count = { $player } discards { $count } copies of { $card }.
bsg-text-contributed_face_up-count = { $player } adds { $count } copies of { $card } face up.

## a space area's number with the board's name for it, after "area" ("in area 0 (in front of Galactica)")
bsg-area-where = { $area ->
    [0] 0 (in front of Galactica)
    [1] 1 (upper front)
    [2] 2 (upper rear)
    [3] 3 (behind Galactica)
    [4] 4 (lower rear, launch)
    [5] 5 (lower front, launch)
   *[any] { $area }
 }
bsg-event-viper_hit_reserves = A viper in the reserves is { $destroyed ->
    [yes] destroyed
   *[no] damaged
 }.
bsg-event-launched_none = No Cylon ships launch.

## a skill check made easier or harder, as a sentence
bsg-fx-check-delta = { $way ->
    [easier] { $amount } easier
   *[harder] { $amount } harder
 }
bsg-fx-check-is = the check is { $change }
bsg-event-difficulty_changed = “{ $why }” makes the check { $change }.
bsg-event-difficulty_changed_by = { $player } uses “{ $why }” and the check becomes { $change }.
bsg-event-difficulty_changed_played = { $player } plays { $card }, and the check becomes { $change }.

## looking at loyalty cards: whose
bsg-fx-look_loyalty = { $person ->
    [you] you look
   *[other] { $who } looks
 } at { $count ->
    [0] all loyalty cards
    [one] { $count } loyalty card
   *[other] { $count } loyalty cards
 } of { $whose ->
    [president] the President
    [admiral] the Admiral
    [current] the current player
    [chosen_you] another player of your choice
   *[chosen] another player of their choice
 }

## Executive Order: the player given it chooses how to use it (bsg.md H3)
bsg-fx-order = { $person ->
    [you] you choose
   *[other] { $who } chooses
 } another player, who chooses: { $options }
bsg-fx-order-option = { $move ->
    [yes] move and then take { $count ->
        [one] { $count } action
       *[other] { $count } actions
    }
   *[no] take { $count ->
        [one] { $count } action
       *[other] { $count } actions
    } without moving
 }
bsg-event-executive_order = { $player } gives { $target } an Executive Order.
bsg-event-executive_order_played = { $player } plays { $card } and gives the order to { $target }.
bsg-event-eo_mode = { $player } chooses { $mode ->
    [move_and_act] to move and then take one action
   *[two_actions] to take two actions without moving
 }.
bsg-prompt-eo_mode = Move and then take 1 action, or take 2 actions without moving?
bsg-prompt-move = Do you stay, move (moving to the other ship costs a card) or fly your viper?

## the private panel: a loyalty card held more than once, said once with how many
bsg-panel-card-copies = – { $card } ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
 }): { $text }

## a character ability with when it applies (roster, rules help): the trigger of its data, then what it does
bsg-fx-ability = { $once ->
    [game] once per game,{" "}
    [turn] once per turn,{" "}
   *[no] {""}
 }{ $when ->
    [action] as an action: { $text }
    [always] { $text }
    [self_draws_crisis] when you draw a crisis card, { $text }
    [after_skill_check_resolved] after a skill check is resolved, { $text }
    [any_player_activates-admirals_quarters] when anyone activates the Admiral's Quarters, { $text }
    [any_player_activates-administration-brig] when anyone activates Administration or the Brig, { $text }
    [start_of_any_turn] at the start of every player's turn, { $text }
    [after_die_roll_during_own_turn] after a die is rolled on your turn, { $text }
    [after_crisis_choice_made] after someone picks an option on a crisis card, { $text }
    [viper_placed_from_reserves] when a viper is placed from the reserves while you are on Galactica (not in the Brig), { $text }
    [start_of_own_turn_while_piloting] if you start your turn piloting a viper, { $text }
    [after_crisis_revealed] right after a crisis card is revealed, { $text }
    [targeted_by-admirals_quarters] when you are chosen at the Admiral's Quarters, { $text }
    [end_of_own_turn] at the end of your turn, { $text }
    [before_crisis_skill_check_resolved] before a crisis skill check is resolved, { $text }
    [sleeper_agent_phase] in the Sleeper Agent phase, { $text }
    [after_own_repair_card_used] after you use a Repair card on your turn, { $text }
    [after_cards_added_before_reveal] after cards are added to a skill check but before they are revealed, { $text }
   *[other] when it applies: { $text }
 }
