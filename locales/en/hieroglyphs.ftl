### Hieroglyphs in English (the source language). Terms: wall, column, window, pillar, scarab, explorer, reserve,
### sarcophagus (eyes, value), pharaoh card, curse card, curse race, Pharaoh's Curse, Eyes of the Sphinx.

hieroglyphs-title = Hieroglyphs
hieroglyphs-animal = { $animal ->
    [CAM] Camel
    [MUL] Mule
    [SNK] Snake
    [IBS] Ibis
    [CAT] Cat
    [CRO] Crocodile
   *[FAL] Falcon
 }
hieroglyphs-colour = { $colour ->
    [RED] Red
    [BLU] Blue
    [GRN] Green
   *[YEL] Yellow
 }
hieroglyphs-facing = { $facing ->
    [L] left
   *[R] right
 }
hieroglyphs-pair-type = { $type ->
    [same] same-facing
   *[opposite] opposite-facing
 }
hieroglyphs-right = { $right ->
    [OCCUPY] occupy an empty pillar
   *[DISPLACE] displace a rival
 }
hieroglyphs-card = { $animal } (facing { $facing })
hieroglyphs-pair = { $cell } ({ $type })

## Counted things and durations
hieroglyphs-count-pairs = { $count ->
    [one] { $count } pair
   *[other] { $count } pairs
 }
hieroglyphs-count-scarab_attempts = { $count ->
    [one] { $count } scarab attempt
   *[other] { $count } scarab attempts
 }
hieroglyphs-count-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
 }
hieroglyphs-count-scarabs = { $count ->
    [one] { $count } scarab
   *[other] { $count } scarabs
 }
hieroglyphs-count-attempts = { $count ->
    [one] { $count } attempt
   *[other] { $count } attempts
 }
hieroglyphs-count-sarcophagi = { $count ->
    [one] { $count } sarcophagus
   *[other] { $count } sarcophagi
 }
hieroglyphs-duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
 }
hieroglyphs-duration-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
 }
hieroglyphs-duration-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
 }

## Options (descriptions)
hieroglyphs-optdesc-pharaohs_curse = Pharaoh's Curse: 6 curse cards in the stock start a race to find 3 animals in a line.
hieroglyphs-optdesc-curse_time_limit_s = Seconds the curse race lasts (10 to 86400; default 600 = 10 minutes).
hieroglyphs-optdesc-curse_max_wrong_attempts = Wrong curse answers a player may give per curse before being locked out.
hieroglyphs-optdesc-eyes_of_the_sphinx = Eyes of the Sphinx: any line through the new card with exactly two of its animal pairs.
hieroglyphs-optdesc-start_player = Who starts: random, or a seat number 1-4.
hieroglyphs-optdesc-decision_timeout_s = Seconds before an unanswered decision gets its default (0 = never).

## Lobby lines
hieroglyphs-option-pharaohs_curse = Pharaoh's Curse: { $value }
hieroglyphs-option-curse_time_limit_s = Curse race: { $value }
hieroglyphs-option-curse_max_wrong_attempts = Wrong curse answers allowed: { $value }
hieroglyphs-option-eyes_of_the_sphinx = Eyes of the Sphinx: { $value }
hieroglyphs-option-start_player = Start player: { $value }
hieroglyphs-option-decision_timeout_s = Time limit per decision: { $value }
hieroglyphs-option-on = on
hieroglyphs-option-off = off
hieroglyphs-option-random = random
hieroglyphs-option-seat = seat { $seat }

## Buttons
hieroglyphs-button-drop = { $card }
hieroglyphs-button-column = Column { $column }
hieroglyphs-button-place_explorer = Place an explorer
hieroglyphs-button-move_explorer = Move my explorer from the { $source }
hieroglyphs-button-decline_explorer = Don't place
hieroglyphs-button-move_scarabs = { $scarabs_count }: { $source } → { $target }
hieroglyphs-button-done = Done
hieroglyphs-button-curse_submit = Submit { $cells }
hieroglyphs-button-curse_victim = Curse { $victim }
hieroglyphs-button-surrender = Give { $eyes }-eye sarcophagus (value { $value })
hieroglyphs-button-timeout = Time out
hieroglyphs-button-curse_timeout = Close the curse race

## Phases
hieroglyphs-phase-drop = { $player } drops a card
hieroglyphs-phase-explorer = { $player } decides about an explorer
hieroglyphs-phase-curse_race = Curse race: find the line!
hieroglyphs-phase-curse_victim = { $player } chooses whom to curse
hieroglyphs-phase-curse_surrender = { $player } gives up a sarcophagus
hieroglyphs-phase-final = Final scarab moves: { $player }
hieroglyphs-phase-over = Game over

## Events
hieroglyphs-event-game_started = Hieroglyphs begins. { $player } starts. Pillars from left to right: { $pillars }.
hieroglyphs-event-hand_dealt = Your cards: { $cards }. Your pharaoh card: { $pharaoh } (+7 if your explorer stands at the { $pharaoh } pillar at the end). Keep them secret!
hieroglyphs-event-turn_started = Turn { $turn }/49: { $player }, drop a card into the wall.
hieroglyphs-event-turn_hand = Your turn! Your cards: { $cards }.
hieroglyphs-event-card_dropped = { $player } drops { $card } into column { $column }; it lands at { $column },{ $row }.
hieroglyphs-event-no_pair = No { $pillar } next to it: no pair.
hieroglyphs-event-pairs_found = { $pairs_count } of { $pillar }: { $pairs }. Explorer right: { $right }; { $attempts_count }.
hieroglyphs-event-explorer_choice = { $player } may place an explorer at the { $pillar } pillar.
hieroglyphs-event-explorer_choice_move = { $player } may move one of their explorers to the { $pillar } pillar (reserve empty).
hieroglyphs-event-explorer_skipped_own = { $player }'s explorer already stands at the { $pillar } pillar.
hieroglyphs-event-explorer_skipped_rival = { $holder }'s explorer stays at the { $pillar } pillar (opposite-facing pairs only).
hieroglyphs-event-explorer_placed = { $player } places an explorer at the { $pillar } pillar.
hieroglyphs-event-explorer_moved = { $player } moves an explorer from the { $source } pillar to the { $pillar } pillar.
hieroglyphs-event-explorer_displaced = { $displaced }'s explorer goes back to their reserve.
hieroglyphs-event-explorer_declined = { $player } does not place an explorer at the { $pillar } pillar.
hieroglyphs-event-scarab_placed = A scarab goes to the { $pillar } pillar ({ $scarabs }/3; supply { $supply }).
hieroglyphs-event-scarab_failed_pillar_full = No scarab for the { $pillar } pillar: it already has 3.
hieroglyphs-event-scarab_failed_supply_empty = No scarab for the { $pillar } pillar: the supply is empty.
hieroglyphs-event-pillar_charged = The { $pillar } pillar has 3 scarabs and no explorer: the next explorer there opens a sarcophagus.
hieroglyphs-event-sarcophagus_opened = { $player } opens the { $eyes }-eye sarcophagus at the { $pillar } pillar!
hieroglyphs-event-sarcophagus_value = The { $eyes }-eye sarcophagus you opened at the { $pillar } pillar is worth { $value } points.
hieroglyphs-event-cards_drawn = You draw: { $cards }.
hieroglyphs-event-hand_refilled = { $player } draws { $drawn_count } and holds { $hand_size }; { $stock } left in the stock.
hieroglyphs-event-hand_refilled_empty = { $hand_size ->
    [0] The stock is empty and { $player } has played their last card.
    [one] The stock is empty: { $player } keeps playing from their hand ({ $hand_size } left).
   *[other] The stock is empty: { $player } keeps playing from their hand ({ $hand_size } left).
 }
hieroglyphs-event-curse_revealed = A curse card is drawn: { $animals }!
hieroglyphs-event-curse_race_started = Curse race! The first to send three cells in a line showing { $animals } (either way) wins. Time: { $time }. Wrong answers allowed: { $max_wrong }.
hieroglyphs-event-curse_wrong = { $cells } is not the line. Attempts left: { $attempts_left }.
hieroglyphs-event-curse_race_ended_timeout = Time is up: nobody found the line.
hieroglyphs-event-curse_race_ended_all_locked = Everyone is out of attempts: nobody found the line.
hieroglyphs-event-curse_found = { $finder } found the line { $cells }!
hieroglyphs-event-curse_victim_chosen = { $finder } curses { $victim }.
hieroglyphs-event-curse_victim_auto = { $victim } is the only player { $finder } can curse.
hieroglyphs-event-sarcophagus_surrendered = { $victim } gives a { $eyes }-eye sarcophagus to { $finder }.
hieroglyphs-event-sarcophagus_received = { $victim } gave you the { $eyes }-eye sarcophagus worth { $value } points.
hieroglyphs-event-sarcophagus_given = You gave your { $eyes }-eye sarcophagus to { $finder }.
hieroglyphs-event-curse_discarded_no_holders = Nobody holds a sarcophagus: the curse card is discarded.
hieroglyphs-event-curse_discarded_no_line = No matching line on the wall: the curse card is discarded.
hieroglyphs-event-curse_discarded_no_victim = Nobody else holds a sarcophagus: the curse has no effect.
hieroglyphs-event-curse_discarded = The curse card ({ $curse }) leaves the game.
hieroglyphs-event-final_phase_started = The wall is full! Final scarab moves, in this order: { $order }.
hieroglyphs-event-final_turn = { $player }, move scarabs between your pillars, or press Done.
hieroglyphs-event-scarabs_moved = { $player } moves { $scarabs_count } from the { $source } pillar to the { $target } pillar.
hieroglyphs-event-final_turn_ended_done = { $player } is done.
hieroglyphs-event-final_turn_ended_no_claim = { $player } cannot open any more sarcophagi.
hieroglyphs-event-game_over =
    Final ranking:
    { $ranking }
hieroglyphs-event-timeout_default = { $player } ran out of time; the default is played.

## Result
hieroglyphs-result-line = { $place }. { $player }: { $total } points (sarcophagi: { $count }, pharaoh { $pharaoh } { $bonus })
hieroglyphs-result-tie_by_count = Tied at { $total } points, the tie is broken by the number of sarcophagi: { $counts }.
hieroglyphs-result-count_item = { $player } { $count }
hieroglyphs-result-shared = { $players } share place { $place }.
hieroglyphs-result-no_tie = No ties.

## Images
hieroglyphs-render-title = Hieroglyphs
hieroglyphs-render-turn = Turn { $turn }/49
hieroglyphs-render-final_title = Final scarab moves
hieroglyphs-render-over_title = Game over
hieroglyphs-render-variant_curse = Pharaoh's Curse
hieroglyphs-render-variant_sphinx = Eyes of the Sphinx
hieroglyphs-render-waiting_drop = { $player }: drop a card into a column
hieroglyphs-render-waiting_explorer = { $player }: place an explorer at the { $pillar } pillar?
hieroglyphs-render-waiting_move = { $player }: move an explorer to the { $pillar } pillar?
hieroglyphs-render-waiting_race = Curse race! Anyone: find { $animals } in a line
hieroglyphs-render-waiting_victim = { $player } found the line and chooses whom to curse
hieroglyphs-render-waiting_surrender = { $player } must give a sarcophagus to { $finder }
hieroglyphs-render-waiting_final = { $player }: move scarabs between your pillars, or Done
hieroglyphs-render-winner = { $players } wins!
hieroglyphs-render-winners = { $players } share the victory!
hieroglyphs-render-pillars = PILLARS
hieroglyphs-render-empty_stack = empty
hieroglyphs-render-charged = CHARGED
hieroglyphs-render-supply = Supply
hieroglyphs-render-stock = Stock
hieroglyphs-render-stock_split = { $starting } safe · { $cursed } with curses
hieroglyphs-render-curse = CURSE: line found by
hieroglyphs-render-curse_race = CURSE RACE: find the line!
hieroglyphs-render-curse_time = Time limit: { $time }
hieroglyphs-render-curse_found = { $player }
hieroglyphs-render-curses_used = Curses used: { $count }/6
hieroglyphs-render-top_is_curse = Curse on top!
hieroglyphs-render-last_drop = { $player } dropped at { $column },{ $row }
hieroglyphs-render-pairs_same = { $count } same-facing
hieroglyphs-render-pairs_opposite = { $count } opposite-facing
hieroglyphs-render-no_pairs = No pair
hieroglyphs-render-sarcophagi = Sarcophagi
hieroglyphs-render-no_sarcophagi = no sarcophagi
hieroglyphs-render-to_act = TO ACT
hieroglyphs-render-full = full
hieroglyphs-render-private_title = Your secrets
hieroglyphs-render-private_subtitle = Only for you: do not share this image
hieroglyphs-render-your_hand = YOUR HAND
hieroglyphs-render-no_cards = No cards left
hieroglyphs-render-faces = faces { $facing }
hieroglyphs-render-your_pharaoh = YOUR PHARAOH
hieroglyphs-render-pharaoh_name = { $animal }
hieroglyphs-render-pharaoh_yes = Your explorer stands at the { $animal } pillar: +7
hieroglyphs-render-pharaoh_no = +7 if your explorer stands at the { $animal } pillar at the end
hieroglyphs-render-your_sarcophagi = YOUR SARCOPHAGI
hieroglyphs-render-none_yet = None yet
hieroglyphs-render-points = { $value } pts
hieroglyphs-render-total_value = Total { $value } points
hieroglyphs-render-given_away = Given away: { $items }
hieroglyphs-render-given_item = { $eyes }-eye ({ $value } pts) to { $player }
hieroglyphs-render-attempts_left = Curse race: { $attempts_count } left
hieroglyphs-render-scores_title = Final scores
hieroglyphs-render-player = Player
hieroglyphs-render-pharaoh = Pharaoh
hieroglyphs-render-total = Total
hieroglyphs-render-count = { $sarcophagi_count } · { $points } pts

## Refusals
hieroglyphs-error-malformed = That action is not understood.
hieroglyphs-error-unknown_type = Unknown action `{ $type }`.
hieroglyphs-error-game_over = The game is over.
hieroglyphs-error-not_your_turn = It is not your turn.
hieroglyphs-error-not_now = You cannot do that now.
hieroglyphs-error-not_seated = You are not playing in this game.
hieroglyphs-error-card_missing = Choose a card from your hand.
hieroglyphs-error-card_not_in_hand = You do not hold that card.
hieroglyphs-error-column_range = Choose a column from 1 to 7.
hieroglyphs-error-column_full = Column { $column } is full.
hieroglyphs-error-reserve_empty = Your reserve is empty: move an explorer from another pillar instead.
hieroglyphs-error-move_with_reserve = You still have explorers in reserve: place one from there.
hieroglyphs-error-move_from_bad = You have no explorer at that pillar to move.
hieroglyphs-error-pillar_unknown = Name two pillars by animal, e.g. CAM and SNK.
hieroglyphs-error-move_same_pillar = Choose two different pillars.
hieroglyphs-error-move_not_own = You need your own explorer at both pillars.
hieroglyphs-error-move_count = Move at least 1 scarab.
hieroglyphs-error-move_too_many = That pillar has only { $scarabs_count }.
hieroglyphs-error-move_overflow = A pillar holds at most 3 scarabs.
hieroglyphs-error-curse_no_race = There is no curse race now.
hieroglyphs-error-curse_locked = You have no attempts left for this curse.
hieroglyphs-error-curse_format = Send three cells like `2,1 3,2 4,3`.
hieroglyphs-error-curse_off_wall = Cells go from 1,1 to 7,7.
hieroglyphs-error-curse_repeated = Name three different cells.
hieroglyphs-error-curse_not_line = Those cells are not three in a straight line.
hieroglyphs-error-curse_empty_cell = One of those windows is empty.
hieroglyphs-error-victim_bad = Choose another player who holds a sarcophagus.
hieroglyphs-error-surrender_bad = Choose one of your own sarcophagi.
hieroglyphs-error-timeout_off = This table has no decision time limit.
hieroglyphs-error-timeout_race = The curse race ends with `curse_timeout`.
hieroglyphs-error-start_player_range = `start_player` must be random or a seat from 1 to { $players }.
hieroglyphs-error-start_player_seat = Seat { $seat } is to start, but only { $players } players joined: wait for more players, or open a new game with another start player.

## Discord
hieroglyphs-ui-hand_button = My cards (private)
hieroglyphs-ui-line_button = Submit a line
hieroglyphs-ui-done_button = Done
hieroglyphs-ui-back_button = ← Other card
hieroglyphs-ui-column_button = Column { $column }
hieroglyphs-ui-column_full = Column { $column } (full)
hieroglyphs-ui-scarab_placeholder = Move scarabs between your pillars…
hieroglyphs-ui-scarab_placeholder_more = More scarab moves…
hieroglyphs-ui-choose_card = Your turn (turn { $turn }/49): choose a card to drop.
hieroglyphs-ui-choose_column = Drop **{ $card }** into which column?
hieroglyphs-ui-closed_drop = Turn { $turn }/{ $total }: your { $card } went into column { $column } (it landed at { $column },{ $row }).
hieroglyphs-ui-closed_surrender = Turn { $turn }: the curse is over; you gave your { $eyes }-eye sarcophagus ({ $value } points) to { $finder }.
hieroglyphs-ui-closed_abandoned = Hieroglyphs #{ $id } was abandoned; this prompt is closed.
hieroglyphs-ui-closed_other = Turn { $turn }/{ $total }: this decision is over.
hieroglyphs-ui-stale = That button is out of date; use the newest message.
hieroglyphs-ui-unknown_button = That button does nothing here.
hieroglyphs-ui-not_your_turn = { $count ->
    [one] It is not your turn — { $player } is to play.
   *[other] It is not your turn — { $player } are to play.
 }
hieroglyphs-ui-card_not_held = You do not hold that card.
hieroglyphs-ui-race_ends = ⏳ The curse race ends <t:{ $epoch }:R>. Press **Submit a line** or use `/hieroglyphs curse cells:"2,1 3,2 4,3"` (column,row; row 1 at the bottom).
hieroglyphs-ui-line_found = You found the line!
hieroglyphs-ui-line_wrong = { $cells } is not the line. Attempts left: { $attempts_left }.
hieroglyphs-ui-modal_title = Curse race: three cells in a line
hieroglyphs-ui-modal_label = Cells as column,row (row 1 = bottom)
hieroglyphs-ui-modal_placeholder = 2,1 3,2 4,3
hieroglyphs-ui-private_head = **Hieroglyphs #{ $id }**: your secrets.
hieroglyphs-ui-private_hand = Your cards: { $cards }.
hieroglyphs-ui-private_no_cards = You hold no cards.
hieroglyphs-ui-private_pharaoh = Your pharaoh card: { $animal } (+7 if your explorer stands at the { $animal } pillar at the end).
hieroglyphs-ui-private_sarcophagi = Your sarcophagi: { $items } (total { $total } points).
hieroglyphs-ui-private_no_sarcophagi = You hold no sarcophagi yet.
hieroglyphs-ui-private_sarcophagus = { $eyes }-eye worth { $value }
hieroglyphs-ui-private_attempts = Curse race: { $attempts_count } left.
hieroglyphs-ui-private_surrender = The curse strikes you: choose which sarcophagus to give.
hieroglyphs-rules = **Hieroglyphs** (2–4 players). On your turn drop one of your 3 secret cards into one of the wall's 7 columns; it falls to the lowest free window. Touching cards of the same animal (8 directions) make pairs: each pair (at most 2 per turn) puts a scarab at that animal's pillar, and may let you post an explorer there. At 3 scarabs the explorer at the pillar opens the front sarcophagus (eyes public, value secret). When the wall is full, each player in turn may shift scarabs between their own pillars. Pharaoh card: +7 if your explorer stands at its pillar. Most points wins; ties go to more sarcophagi.
    {"**"}Play:** your cards come by DM with buttons (card, then column); or `/hieroglyphs play card column`. `/hieroglyphs hand` shows your secrets privately. Explorer choices, whom to curse and the final scarab moves are buttons in the game thread.
    {"**"}Pharaoh's Curse** (option `curse`): a curse card starts a race — the first to send three cells in a line showing its animals wins (`/hieroglyphs curse cells:"2,1 3,2 4,3"` or the **Submit a line** button) and takes a sarcophagus from a player of their choice. **Eyes of the Sphinx** (option `sphinx`): exactly two of an animal on a line through the new card make a pair.
    Commands: `/hieroglyphs new|join|leave|start|board|hand|play|curse|rules|help|abandon`.

## Slash commands
hieroglyphs-cmd = Hieroglyphs: drop animal cards into a wall.
hieroglyphs-cmd-new = Open a new Hieroglyphs game (2–4 players) in a thread.
hieroglyphs-cmd-new-opt-curse = Pharaoh's Curse variant: curse cards start a race to find 3 animals in a line.
hieroglyphs-cmd-new-opt-curse_minutes = Minutes a curse race lasts (1–1440, default 10).
hieroglyphs-cmd-new-opt-curse_attempts = Wrong curse answers allowed per player and curse (1–20, default 3).
hieroglyphs-cmd-new-opt-sphinx = Eyes of the Sphinx variant: exactly two of an animal on a line through the new card make a pair.
hieroglyphs-cmd-new-opt-start_player = Who starts: random (default) or a seat number.
hieroglyphs-cmd-new-opt-decision_hours = Hours before an unanswered decision gets its default (0 = never, the default).
hieroglyphs-cmd-play = Drop one of your cards into a column (privately).
hieroglyphs-cmd-play-opt-card = A card from your hand.
hieroglyphs-cmd-play-opt-column = Column 1–7 (left to right).
hieroglyphs-cmd-curse = Curse race: send three cells in a line, e.g. 2,1 3,2 4,3.
hieroglyphs-cmd-curse-opt-cells = Three cells as column,row (row 1 at the bottom), e.g. 2,1 3,2 4,3.
