### Envyra (English: the source catalog).
### Glossary: tile, cube, grid (playing grid), board (player board), supply, bag, box, End tile, bonus tile,
### start-player cone, round, Phase I / Phase II, pass, reserved tile (needs colours), set, VP, Equilibrium card.

envyra-title = Envyra

## Names of things
envyra-seat-name = Seat { $number }
envyra-player-name = Player { $number }
envyra-nobody = nobody
envyra-no-cubes = no cubes
envyra-theme = { $theme ->
    [Green] Green
    [Blue] Blue
    [Orange] Orange
   *[other] { $theme }
 }
envyra-symbol = { $symbol ->
    [Leaf] Leaf
    [Tree] Tree
    [Flower] Flower
    [Fern] Fern
    [Sea] Sea
    [Rain] Rain
    [River] River
    [Ice] Ice
    [Sun] Sun
    [Fire] Fire
    [Volcano] Volcano
    [Desert] Desert
   *[other] { $symbol }
 }
envyra-tile-name = { $symbol ->
    [Leaf] Green Leaf
    [Tree] Green Tree
    [Flower] Green Flower
    [Fern] Green Fern
    [Sea] Blue Sea
    [Rain] Blue Rain
    [River] Blue River
    [Ice] Blue Ice
    [Sun] Orange Sun
    [Fire] Orange Fire
    [Volcano] Orange Volcano
    [Desert] Orange Desert
    [bonus] bonus tile
   *[end] End tile
 }
envyra-tile-kind = { $kind ->
    [bonus] Bonus
    [end] End tile
   *[theme] Tile
 }
envyra-card = { $card ->
    [EQ1] Sun and Rain
    [EQ2] Sea and Leaf
    [EQ3] Fire and Ice
    [EQ4] River and Tree
    [EQ5] Volcano and Fern
    [EQ6] Desert and Flower
    [EQ7] Island
    [EQ8] Oasis
   *[EQ9] Wildfire
 }
envyra-card-label = { $name } ({ $vp } VP)
envyra-tile-info = { $name } (cost { $cost }, { $vp } VP)
envyra-tile-info-needs = { $name } (cost { $cost }, { $vp } VP, needs { $req })
envyra-req-item = { $colour } { $count }
envyra-spot = { $pos } ({ $tile })
envyra-cubes = { $count ->
    [one] { $count } cube
   *[other] { $count } cubes
 }

## Options (descriptions and the lobby line)
envyra-optdesc-simplified = Simplified variant: every player places exactly one cube per round.
envyra-optdesc-equilibrium = EQUILIBRIUM cards: off, A (public cards), B (one secret card each) or C (both).
envyra-optdesc-start_player = Who holds the start-player cone in round 1: random, or a seat number.
envyra-optdesc-round_limit = End the game after this round (0 = no limit).
envyra-optdesc-end_tile = Which End tile is used (only the standard one is available).
envyra-option-simplified = { $value ->
    [yes] Cubes: 1 a round (simplified)
   *[no] Cubes: 1 or 2 a round
 }
envyra-option-equilibrium = { $value ->
    [A] Equilibrium: A (public cards)
    [B] Equilibrium: B (a secret card each)
    [C] Equilibrium: C (public cards and a secret card each)
   *[off] Equilibrium: off
 }
envyra-option-start-random = Start player: random
envyra-option-start-seat = Start player: seat { $seat }
envyra-option-rounds-none = Rounds: no limit
envyra-option-rounds-limit = Rounds: at most { $count }

## Refusals
envyra-error-player-count = Envyra needs 2 to 4 players, not { $count }.
envyra-error-start-player = Seat { $seat } was chosen to start, but this table has { $count } players: wait for more players, or open a new game with start_player random or a seat from 1 to { $count }.
envyra-error-game-over = The game is over.
envyra-error-not-a-seat = You are not playing in this game.
envyra-error-not-your-turn = It is not your turn.
envyra-error-sitting-out = You sit out this final round: no tile on the grid is open to you.
envyra-error-malformed = That action is not understood.
envyra-error-wrong-place = Now is the time to place your cubes (Phase I).
envyra-error-wrong-move = Now choose which of your cubes moves onto the grid.
envyra-error-wrong-remove = Now choose a tile to remove from the grid.
envyra-error-positions-list = Give the positions for your cubes as a list, e.g. A1 or A1 B2.
envyra-error-position-text = Give a position such as B2.
envyra-error-no-cube = Place at least 1 cube.
envyra-error-too-many = Place at most 2 cubes.
envyra-error-simplified-one = In the simplified game you place exactly 1 cube.
envyra-error-supply = { $count ->
    [one] You have only 1 cube in your supply.
   *[other] You have only { $count } cubes in your supply.
 }
envyra-error-bad-position = { $pos } is not a position on the grid ({ $first } to { $last }).
envyra-error-same-position = Each position holds one cube: choose two different positions.
envyra-error-empty-position = { $pos } holds no tile.
envyra-error-not-movable = { $pos } is not one of your movable cubes; choose { $choices }.
envyra-error-not-removable = { $pos } cannot be removed; choose { $choices }.

## Events
envyra-event-confirmed = { $player } has confirmed a placement.
envyra-event-confirmed-changed = { $player } has changed their placement.
envyra-event-placement = { $count ->
    [one] Round { $round }: your cube goes to { $spots }.
   *[other] Round { $round }: your cubes go to { $spots }.
 }
envyra-event-placement-warn = { $count ->
    [one] Round { $round }: your cube goes to { $spots }. You cannot enter { $inaccessible } yet (requirement not met).
   *[other] Round { $round }: your cubes go to { $spots }. You cannot enter { $inaccessible } yet (requirement not met).
 }
envyra-event-reveal = The boards are revealed: { $boards }.
envyra-event-reveal-board = { $player } { $positions }
envyra-event-cube_moved = { $player } moves a cube onto the { $tile } at { $position }.
envyra-event-cube_moved-auto = { $player }'s cube moves onto the { $tile } at { $position } (no other choice).
envyra-event-no_move-empty_board = { $player } has no cube left on the board.
envyra-event-no_move-waiting = { $player } cannot enter { $positions } yet and moves nothing; the cube stays for the next pass.
envyra-event-no_move-not_movable = { $player } cannot move any cube this step.
envyra-event-claimed = { $player } claims the { $tile } at { $position } (cubes: { $counts }).
envyra-event-claimed-tie = { $player } claims the { $tile } at { $position } (cubes: { $counts }): a tie, won by the latest cube.
envyra-event-claim-count = { $count } { $player }
envyra-event-cubes_returned-tile_claimed = { $player }'s cube on the board at { $positions } returns: the tile was claimed.
envyra-event-cubes_returned-requirement = { $player }'s cube at { $positions } returns to supply: requirement not met.
envyra-event-cubes_returned-one_per_step = { $player }'s cube at { $positions } returns to supply: only one cube moves per step.
envyra-event-cubes_returned-supply_check = { $player } had no cube in supply: all { $count } cubes come back from the tiles.
envyra-event-cubes_returned-tile_removed = { $count ->
    [one] { $player }'s cube on the removed tile at { $positions } returns to supply.
   *[other] { $count } of { $player }'s cubes return from the removed tile at { $positions }.
 }
envyra-event-card_taken = { $player } takes the Equilibrium card { $card }.
envyra-event-round_end = Round { $round } ends.
envyra-event-refill = Drawn for { $position }: { $tile_info }.
envyra-event-bag_empty = The bag is empty; left empty: { $positions }.
envyra-event-end_set_aside = The End tile is drawn for { $position }, but nobody owns all three colours: it is set aside.
envyra-event-end_returned = The End tile goes back into the bag.
envyra-event-end_last = The End tile is the last tile in the bag and nobody can enter it.
envyra-event-cone_passed = { $player } takes the start-player cone.
envyra-event-round_start = Round { $round } begins. Order: { $order }.
envyra-event-round_start-final = Round { $round } begins, the final round. Order: { $order }. Sitting out: { $sitting_out }.
envyra-event-blocked = No tile on the grid is open to { $players }. { $chooser } must remove a tile.
envyra-event-blocked-no_chooser = No tile on the grid is open to { $players }.
envyra-event-tile_removed = { $player } removes the { $tile } at { $position } from the game.
envyra-event-search_draw-helps = Drawn for { $position }: { $tile_info }. Now every player can move.
envyra-event-search_draw-useless = Drawn: { $tile_info }. It does not help and is set aside.
envyra-event-aside_returned = Back into the bag: { $tiles }.
envyra-event-search_failed = No tile in the bag helps: one last round is played without the blocked players.
envyra-event-final_round = This is the final round; sitting out: { $sitting_out }. The game ends after this round.
envyra-event-secret_card = Your secret Equilibrium card: **{ $card }** ({ $symbols }, { $vp } VP). It scores at the end if you own a tile of each of these symbols.
envyra-event-resigned = { $player } resigns.
envyra-event-game_over = Final score ({ $reason }): { $standings }.
envyra-event-standing = { $player } { $total } VP
envyra-event-secret-cards = Secret Equilibrium cards: { $cards }.
envyra-event-secret-card = { $player } { $card }
envyra-event-secret-scored = { $card } (+{ $vp } VP)
envyra-event-secret-missed = { $card } (not fulfilled)
envyra-condition = { $condition ->
    [A] the End tile was claimed
    [B] the End tile was the last tile in the bag and nobody could enter it
    [C] a player could not enter any tile
    [D] the round limit was reached
   *[R] a player resigned
 }

## The result explained
envyra-result-win = { $player } wins with { $total } VP.
envyra-result-shared-win = { $players } share the win with { $total } VP and { $set_vp } set VP each.
envyra-result-by-sets = { $above } ranks above { $below } on equal VP ({ $total }) thanks to more set VP ({ $a } against { $b }).
envyra-result-by-end = { $above } ranks above { $below } on equal VP ({ $total }) and set VP ({ $set_vp }) by owning the End tile.
envyra-result-shared = { $players } share a place: { $total } VP and { $set_vp } set VP each.
envyra-result-resigned = { $player } resigned and ranks last.

## Buttons, menus and private texts
envyra-label-place = Place on { $spots }
envyra-label-move = Move to { $spot }
envyra-label-remove = Remove { $spot }
envyra-label-resign = Resign
envyra-label-spot = { $pos } ({ $kind }, cost { $cost }, { $vp } VP)
envyra-ui-tile-label = { $pos } · { $kind } · cost { $cost } · { $vp } VP
envyra-ui-needs = Needs { $req }
envyra-ui-pick-one = Choose the position for your cube
envyra-ui-pick-two = Choose one or two positions for your cubes
envyra-ui-confirm = Confirm { $positions }
envyra-ui-confirm-empty = Choose first, then confirm
envyra-ui-placed = Confirmed: { $positions }. You can still change it until the last player confirms.
envyra-ui-placed-all = Confirmed: { $positions }. Everyone has placed — the boards are revealed in the game thread.
envyra-ui-not-your-turn = { $count ->
    [one] It is not your turn — { $player } is to play.
   *[other] It is not your turn — { $player } are to play.
 }
envyra-ui-stale = That button belongs to an earlier round; use the newest message.
envyra-ui-unknown-button = That button does nothing here.
envyra-ui-private-button = Place my cubes (private)
envyra-ui-phase1-prompt = { $most ->
    [one] **Round { $round }, Phase I**: place 1 cube secretly ({ $supply } in your supply). Pick its position below, then confirm.
   *[other] **Round { $round }, Phase I**: place 1 or 2 cubes secretly ({ $supply } in your supply). Pick positions below, then confirm.
 }
envyra-ui-planned = Your current plan: { $positions }.
envyra-ui-not-planned = You have not placed yet.
envyra-ui-private-status = Round { $round }: your secret view.
envyra-ui-closed-revealed = { $count ->
    [one] Round { $round }, Phase I is over: your cube on { $positions } was revealed in the game thread.
   *[other] Round { $round }, Phase I is over: your cubes on { $positions } were revealed in the game thread.
 }
envyra-ui-closed-unrevealed = Round { $round }, Phase I is over: the boards were revealed in the game thread.
envyra-ui-closed-ended = Round { $round }: the game ended before the boards were revealed.
envyra-ui-resign-ask = Resign from this game? It ends at once and you rank last.
envyra-ui-resign-yes = Yes, resign
envyra-ui-resign-no = Cancel
envyra-ui-resign-cancelled = You did not resign.
envyra-rules-intro = **Envyra** — 2–4 players race for tiles.
envyra-rules-phase1 = **Phase I (secret):** each player places 1 or 2 cubes from their supply on positions of their own board (by DM: pick positions, then *Confirm*; you may change until the last player confirms).
envyra-rules-phase2 = **Phase II (public):** boards are revealed; cubes move onto the grid one at a time in snake order — first cubes clockwise from the start player, second cubes back. When you have a real choice you get buttons in the thread. A tile is claimed when its cubes reach its cost: most cubes wins, ties go to the last cube placed. Reserved tiles need owned tiles of the shown colours.
envyra-rules-end = **End:** claiming the End tile ends the game at once. Score tile VP plus sets of different symbols of one colour (1/2/3/4 symbols: 0/2/4/7 VP). Tie-breaks: set VP, then the End tile.
envyra-rules-commands = Commands: `/envyra new`, `join`, `leave`, `start`, `board`, `hand` (your secret view — use it if DMs are closed), `resign`, `rules` (or `help`), `abandon`.

## Commands
envyra-cmd = Envyra: secret cubes, public races for tiles.
envyra-cmd-new = Open a new Envyra game in a thread of this channel.
envyra-cmd-new-opt-simplified = One cube per round instead of one or two.
envyra-cmd-new-opt-equilibrium = Equilibrium expansion: off, A (public cards), B (a secret card each), C (both).
envyra-cmd-new-opt-start_player = Who starts with the cone: random (default) or a seat number.
envyra-cmd-new-opt-round_limit = End the game after this many rounds (0 = no limit, the default).
envyra-cmd-resign = Resign from an Envyra game (you rank last; the game ends).

## Images
envyra-render-tile-end = END
envyra-render-tile-bonus = Bonus
envyra-render-phase = { $phase ->
    [phase1] Phase I · secret placement
    [phase2] Phase II
    [remove] Remove a tile
   *[over] Game over
 }
envyra-render-phase-final = { $phase ->
    [phase1] Phase I · final round
   *[phase2] Phase II · final round
 }
envyra-render-phase-pass = Phase II · pass { $number }
envyra-render-all-ready = All boards are ready: revealing…
envyra-render-waiting = Waiting for: { $players }
envyra-render-moves = { $player } moves a cube
envyra-render-moving = Cubes are moving
envyra-render-must-remove = { $marked ->
    [yes] { $player } must remove a free tile (framed in red)
   *[no] { $player } must remove a free tile
 }
envyra-render-must-remove-blocked = { $marked ->
    [yes] A blocked player must remove a free tile (framed in red)
   *[no] A blocked player must remove a free tile
 }
envyra-render-winner = { $count ->
    [one] Winner: { $players }
   *[other] Shared win: { $players }
 }
envyra-render-over = The game is over
envyra-render-empty = empty
envyra-render-tile-vp = { $count } tile VP
envyra-render-set-vp = { $count } set VP
envyra-render-card-vp = { $count } card VP
envyra-render-badge-blocked = Blocked
envyra-render-badge-to-move = To move
envyra-render-badge-chooses = Chooses
envyra-render-badge-ready = Ready
envyra-render-badge-choosing = Choosing…
envyra-render-supply = Supply
envyra-render-none = none
envyra-render-no-tiles = No tiles yet
envyra-render-start-player = Start player
envyra-render-bag = Bag
envyra-render-box = Box
envyra-render-move-order = Move order
envyra-render-pass = Pass { $number }
envyra-render-note-simplified = Simplified: 1 cube a round
envyra-render-note-secret = Each player has a secret card
envyra-render-cards-on-offer = Cards on offer
envyra-render-all-taken = all taken
envyra-render-title = Envyra · Round { $round }
envyra-render-private-title = Your board · Round { $round }
envyra-render-private = Private
envyra-render-planned-cube = your planned cube
envyra-render-lack-colours = you lack its colours
envyra-render-your-cubes = Your cubes
envyra-render-planned = Planned
envyra-render-not-yet = pick 1 or 2 tiles
envyra-render-your-tiles = Your tiles
envyra-render-colours-owned = Colours you own
envyra-render-secret-cards = { $count ->
    [one] Your secret card
   *[other] Your secret cards
 }
envyra-render-cards-taken = Cards you took
envyra-render-secret-card-result = { $card } (secret)
envyra-render-col-player = Player
envyra-render-col-tiles = Tiles
envyra-render-col-sets = Sets
envyra-render-col-cards = Cards
envyra-render-col-end = End
envyra-render-col-total = Total
envyra-render-no-scores = No scores yet: the game is not over.
envyra-render-equilibrium = Equilibrium: { $cards }
envyra-render-condition = { $condition ->
    [A] The End tile was claimed
    [B] Only the End tile was left in the bag and nobody could take it
    [C] A player was blocked; the final round has been played
    [D] The round limit was reached
   *[other] Game over
 }
envyra-render-condition-round = { $condition } · round { $round }
envyra-render-final-title = Envyra · Final scores
envyra-render-shared-place = shared place
envyra-render-took-end = took the End tile
envyra-render-how-decided = How the places were decided
