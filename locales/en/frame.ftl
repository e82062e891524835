### Frame (Reiner Knizia). English is the source language.

frame-title = Frame

## Refusals of a move (IllegalMove)
frame-error-game_over = The game is over.
frame-error-not_your_turn = It is not your turn.
frame-error-not_a_seat = You are not playing in this game.
frame-error-not_a_move = That is not a move.
frame-error-unknown_type = Unknown move `{ $type }`. Moves: place, column, dropout.
frame-error-missing = The move needs `{ $field }`.
frame-error-bad_tile = `{ $tile }` is not a tile. Tiles: { $tiles }.
frame-error-tile_placed = Your { $tile } is already placed.
frame-error-columns_first = Place your column first: tiles come after the two opening column rounds.
frame-error-bad_cells = Give the cells as a list like c2 c3 d3.
frame-error-bad_cell = `{ $cell }` is not a cell: use a letter and a number, like c5.
frame-error-outside = { $cell } is outside the { $size }×{ $size } frame.
frame-error-duplicate = { $cell } is listed twice.
frame-error-cell_count = Your { $tile } ({ $name }) covers { $pips } cells, not { $count }.
frame-error-bad_shape = Those cells do not form the shape of your { $tile } ({ $name }).
frame-error-no_such_shape = { $cells } do not form the shape of any tile.
frame-error-shape_size = Tiles cover 2 to 5 cells, not { $count }.
frame-error-shape_placed = { $cells } form the shape of your { $tile } ({ $name }), which is already placed.
frame-error-no_reflection = Flipping tiles over is not allowed in this game.
frame-error-bad_rot = Rotation must be 0, 90, 180 or 270.
frame-error-bad_mirror = Flip (mirror) must be yes or no.
frame-error-overlap = The tile overlaps at { $cell }.
frame-error-diagonal = The tile touches your pieces only diagonally.
frame-error-not_touching = The tile does not touch any of your pieces.
frame-error-cell_taken = { $cell } is already taken.
frame-error-column_not_border = An opening column must stand on an edge cell (touching the frame).
frame-error-column_next_to_column = A column cannot stand next to another column ({ $cell }).
frame-error-column3_placed = You have already placed your third column.
frame-error-column3_reach = Your third column must touch the frame or a tile.
frame-error-no_dropout_opening = You cannot drop out during the opening rounds.
frame-error-no_dropout = You can still place a tile, so you cannot drop out (no passing).
frame-error-left_already = That player has already left.

## Events in the thread
frame-event-game_started = Frame starts on a { $size }×{ $size } frame. { $start } begins; first everyone places two columns on edge cells.
frame-event-match_game_started = Game { $game_no } of { $games_total } starts on a { $size }×{ $size } frame. { $start } begins; first everyone places two columns on edge cells.
frame-event-turn_opening = { $player }: place your { $column } on an edge cell.
frame-event-turn_tiles = { $player }: place a tile.
frame-event-turn_tiles_or_column = { $player }: place a tile, or your third column.
frame-event-turn_lifeline = { $player } has no room for a tile: place your third column or drop out.
frame-event-column_placed = { $player } placed their { $column } on { $cell }.
frame-event-tile_placed = { $player } placed their { $tile } ({ $name }, { $pips } pips) on { $cells }.
frame-event-dropped_out_stuck = { $player } cannot place anything and drops out with { $penalty ->
    [one] { $penalty } penalty point
   *[other] { $penalty } penalty points
 }.
frame-event-dropped_out_chose = { $player } drops out with { $penalty ->
    [one] { $penalty } penalty point
   *[other] { $penalty } penalty points
 }.
frame-event-dropped_out_left = { $player } left the game; their { $penalty ->
    [one] { $penalty } penalty point
   *[other] { $penalty } penalty points
 } count.
frame-event-game_over = Final ranking: { $ranking }.
frame-event-match_game_over = Game { $game_no } of { $games_total } is over. { $ranking }. Match totals: { $totals }
frame-event-match_over = The match is over. { $ranking }.
frame-event-seat = Seat { $seat }
frame-event-ranking_entry = { $place }. { $player } { $points } pts
frame-event-total_entry = { $player } { $points }

## Labels of legal actions and choices
frame-label-tile_choice = { $tile } { $name } ({ $pips } pips, { $spots })
frame-label-orientation_plain = { $rot }°
frame-label-orientation_flipped = { $rot }° flipped
frame-label-action_place = Place { $tile } ({ $name }) on { $cells }
frame-label-action_column = Place the { $column } on { $cell }
frame-label-action_dropout = Drop out (penalty { $penalty })

## Buttons, previews, refusals, thread messages
frame-ui-ac_opening = Opening rounds: place your column with /frame column.
frame-ui-ac_no_game = No running Frame game of yours here.
frame-ui-ac_nothing_fits = No tile fits anywhere: use /frame column or /frame dropout.
frame-ui-ac_pick_tile_first = Choose the tile first.
frame-ui-ac_tile = { $tile } { $picture } { $name } ({ $pips } pips, fits in { $spots })
frame-ui-ac_orientation = { $label } { $picture } — fits in { $spots }
frame-ui-ac_anchor = { $at } → covers { $cells }
frame-ui-button_place = Place a tile
frame-ui-button_column = Place a column
frame-ui-button_column3 = Place third column
frame-ui-button_dropout = Drop out
frame-ui-button_hint = Where can I play?
frame-ui-button_confirm = Confirm
frame-ui-button_rotate = Rotate ⟳
frame-ui-button_flip = Flip ⇋
frame-ui-button_cancel = Cancel
frame-ui-select_tile = Choose another tile
frame-ui-select_tile_option = { $tile } { $picture } { $name }
frame-ui-select_tile_description = { $pips } pips · fits in { $spots }
frame-ui-preview_tile = 
    Preview: your **{ $tile }** ({ $name }, { $pips } pips), { $orientation }, on **{ $cells }**.
    { "*" }*Confirm** to place it; **Rotate** / **Flip** turn it; the arrows move it to the next legal spot.
frame-ui-preview_column = 
    Preview: your **{ $column }** on **{ $cell }**.
    { "*" }*Confirm** to place it; the arrows move it to the next legal cell.
frame-ui-preview_illegal = { $reason }
frame-ui-preview_illegal_tile = Not possible — your **{ $tile }** ({ $name }) on **{ $cells }**: { $reason }
frame-ui-placed = Placed. The game thread has the new board.
frame-ui-cancelled = Cancelled — nothing was placed.
frame-ui-dropped = You dropped out.
frame-ui-orientation_flipped = { $rot }° flipped
frame-ui-orientation_plain = { $rot }°
frame-ui-hint_text = White dots: cells covered by at least one legal placement of your tiles ({ $cells }). Use **/frame place**, or the **Place a tile** button, to place one.
frame-ui-hint_columns = Rings: where your column may go ({ $cells }). Use **/frame column**.
frame-ui-hint_nothing = Nothing of yours fits anywhere right now.
frame-ui-hint_not_turn = (It is { $player }'s turn now.)
frame-ui-hint_list = 
    Legal placements ({ $shown } of { $total }):
    { $lines }
frame-ui-not_your_turn = It is not your turn — { $player } is to move.
frame-ui-stale = That preview belongs to an earlier move; open a new one with /frame place.
frame-ui-unknown_button = That button is not known.
frame-ui-bad_orientation = `{ $text }` is not an orientation: use 0, 90, 180 or 270, with 'flipped' for the mirror image.
frame-ui-fits_nowhere = Your { $tile } fits nowhere right now.
frame-ui-orientation_fits_nowhere = Your { $tile } fits nowhere at { $orientation }; choose another orientation.
frame-ui-no_other_rotation = No other rotation of your { $tile } fits anywhere.
frame-ui-no_other_flip = The flipped { $tile } fits nowhere (or looks the same).
frame-ui-no_further = No legal spot further that way.
frame-ui-no_column = Your column cannot go anywhere now.
frame-ui-no_tile_fits = No tile of yours fits anywhere: place your third column or drop out.
frame-ui-no_scores = Scores come at the end of a game; /frame board shows the current penalties.
frame-ui-timed_out = ⏰ Time ran out for { $player }: the bot plays the default move.
frame-ui-match_interim = Game { $game_no } of { $games_total }: its final board and the match table so far.
frame-ui-match_final = The match table.
frame-ui-private_text = Your remaining tiles in every orientation. The labels (0°, 90°, …; F = flipped) are the `orientation` values of /frame place.
frame-ui-rules = 
    { "*" }*Frame** (2–4 players; 10×10, 12×12 or 14×14 cells). Everyone has 3 columns and 13 tiles (domino, trominoes, tetrominoes, pentominoes; pips = squares).
    { "*" }*Opening:** two rounds; each player puts a column on an edge cell — never next to another column, not even diagonally (`/frame column`).
    { "*" }*Turns:** place one tile inside the frame on empty cells so that it shares an edge with one of your own pieces (diagonal contact does not count). Tiles may be rotated and flipped. Once, instead of a tile, you may place your third column on a cell touching the frame or any tile (again not next to a column).
    { "*" }*Dropping out:** when nothing of yours fits, you are out (with only the third column left you may place it or drop out). The game ends when everyone is out.
    { "*" }*Score:** the pips of your unplaced tiles are penalty points; lowest wins; a tie goes to the later move. A match adds up several games, each started by the next player.
    { "*" }*Commands:** `/frame place` (tile → orientation → cell, all autocompleted, then a preview with Confirm / Rotate / Flip / arrows / Cancel), `/frame column`, `/frame hint`, `/frame dropout`, `/frame board`, `/frame hand` (your tiles in every orientation), `/frame scores`, `/frame rules` (or `/frame help`). The buttons under each board do the same.

## Setup refusals (OptionError)
frame-opterror-players = Frame needs 2 to 4 players.
frame-opterror-match_games = A match needs at least one game per player: { $n } players, but `match_games` is { $games }.
frame-opterror-start_player = `start_player` is seat { $seat }, but this table has only { $n } players.
frame-opterror-match_games_without_match = `match_games` only counts in a match: set `match` to true, or leave `match_games` out.

## Tie-breaks
frame-tie-none = No ties.
frame-tie-last_placement = { $players } tied on { $points } points; the tie goes to the later last placement ({ $detail }).
frame-tie-later_seat = { $players } tied on { $points } points; the tie goes to the player later in this game's turn order.
frame-tie-match = { $players } tied on { $points } points; the tie goes to the better place in the last game.
frame-tie-placement_detail = { $player } #{ $counter }

## Drawn into the images
frame-render-title = Frame
frame-render-game_of = Game { $game_no } of { $games_total }
frame-render-opening = Opening round { $round }: columns
frame-render-tiles_phase = Tile phase
frame-render-over = Game over
frame-render-counter = #{ $counter }
frame-render-to_move = { $player } to move
frame-render-pts = { $points } pts
frame-render-out_pts = out · { $points } pts
frame-render-left_pts = left · { $points } pts
frame-render-penalty = Penalty
frame-render-last = Last
frame-render-last_move = Last move: { $player } · { $piece } { $cells }
frame-render-all_placed = All tiles placed
frame-render-preview = Preview · { $player }
frame-render-pips = { $pips } pips
frame-render-on_cells = on { $cells }
frame-render-fits = Fits here
frame-render-confirm_hint = Press Confirm to place it.
frame-render-not_possible = Not possible
frame-render-column_on = { $column ->
    [COL1] First column
    [COL2] Second column
   *[COL3] Third column
 } on { $cell }
frame-render-hint = Where { $player } can play
frame-render-hint_tiles = { $count ->
    [one] A tile fits on { $count } cell
   *[other] Tiles fit on { $count } cells
 }
frame-render-hint_columns = { $count ->
    [one] Third column: { $count } cell
   *[other] Third column: { $count } cells
 }
frame-render-hint_opening = { $count ->
    [one] Column: { $count } edge cell
   *[other] Column: { $count } edge cells
 }
frame-render-hint_none = No tile fits anywhere
frame-render-hint_your_tiles = Your pieces (faded: no room now)
frame-render-your_pieces = Your pieces
frame-render-your_tiles = { $player }: your tiles, every orientation
frame-render-orientation_label = { $rot }°{ $flipped }
frame-render-flipped_short = F
frame-render-hand_note = Under each shape: its orientation for /frame place (F = flipped). Faded: fits nowhere now.
frame-render-score_sheet = Final scores
frame-render-rank = #
frame-render-player = Player
frame-render-unplaced = Unplaced
frame-render-match_table = Match table
frame-render-game_col = G{ $game_no }
frame-render-game_no = { $game_no }
frame-render-total = Total
frame-render-tie_note = Tie-break: { $text }
frame-render-start_mark = started that game
frame-render-won_mark = green: won that game

## The lobby's line for each option
frame-option-match_off = Match: no (one game)
frame-option-match_games = { $count ->
    [one] Match: { $count } game
   *[other] Match: { $count } games
 }
frame-option-match_default = Match: one game per player
frame-option-tie_break = Tie-break: { $value }
frame-option-tie_break_last_placement = later last placement
frame-option-tie_break_later_seat = later seat in the turn order
frame-option-start_player_random = Start player: random
frame-option-start_player_seat = Start player: seat { $seat }
frame-option-allow_reflection = Flipping tiles: { $value }
frame-option-allowed = allowed
frame-option-not_allowed = not allowed
frame-option-legal_move_hints = /frame hint lists legal placements: { $value }
frame-option-yes = yes
frame-option-no = no
frame-option-timeout = Turn time limit: { $value }
frame-option-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
 }
frame-option-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
 }
frame-option-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
 }

## Option descriptions
frame-optdesc-match = Play a match of several games and add up the penalties.
frame-optdesc-match_games = Games in a match (at least the number of players; default: one per player).
frame-optdesc-tie_break = How a tie is broken: the later last placement (last_placement) or the later seat (later_seat).
frame-optdesc-start_player = Who starts: random, or a seat number (1 = first seat).
frame-optdesc-allow_reflection = Allow flipping tiles over (mirror images), not only rotating them.
frame-optdesc-legal_move_hints = Let the bot list a player's legal placements on request.
frame-optdesc-decision_timeout_s = Seconds before an unanswered turn is played with the default move (empty: never).

## Counted nouns, names
frame-ui-dropout_confirm = { $count ->
    [one] Drop out of this game? Your { $count } unplaced tile counts **{ $penalty }** penalty points. This cannot be undone.
   *[other] Drop out of this game? Your { $count } unplaced tiles count **{ $penalty }** penalty points. This cannot be undone.
 }
frame-cells = { $count ->
    [one] { $count } cell
   *[other] { $count } cells
 }
frame-spots = { $count ->
    [one] { $count } spot
   *[other] { $count } spots
 }
frame-tile = { $tile ->
    [I2] domino
    [I3] straight tromino
    [L3] bent tromino
    [I4] straight tetromino
    [O4] square tetromino
    [T4] T tetromino
    [S4] S tetromino
    [L4] L tetromino
    [P5] P pentomino
    [U5] U pentomino
    [L5] L pentomino
    [T5] T pentomino
   *[V5] V pentomino
 }
frame-colour = { $colour ->
    [RED] Red
    [BLU] Blue
    [GRN] Green
   *[YEL] Yellow
 }
frame-column = { $column ->
    [COL1] first column
    [COL2] second column
   *[COL3] third column
 }
frame-column-acc = { $column ->
    [COL1] first column
    [COL2] second column
   *[COL3] third column
 }

## Commands (the English equals the decorators in cogs/frame.py)
frame-cmd = Frame: lay polyomino tiles inside a frame; lowest penalty wins.
frame-cmd-new = Open a new Frame game (2–4 players) in a thread of this channel.
frame-cmd-new-opt-match = Play a match of several games with a rotating start player; penalties add up.
frame-cmd-new-opt-match_games = Games in a match (2–12, at least the number of players; default one per player).
frame-cmd-new-opt-tie_break = Tie-break: later last placement (default) or later seat in the turn order.
frame-cmd-new-opt-start_player = Who starts: random (default) or a seat number.
frame-cmd-new-opt-allow_reflection = Allow flipping tiles over, not only rotating them (default yes).
frame-cmd-new-opt-legal_move_hints = Let /frame hint also list your legal placements as text (default no).
frame-cmd-new-opt-turn_timeout_hours = Hours before an unanswered turn is played with the default move (default never).
frame-cmd-place = Place one of your tiles: choose tile, orientation and cell, then confirm on a preview.
frame-cmd-place-opt-tile = One of your remaining tiles (only those that fit somewhere are offered).
frame-cmd-place-opt-orientation = Rotation, and 'flipped' for the mirror image (only orientations that fit are offered).
frame-cmd-place-opt-anchor = Bottom-left cell of the tile's bounding box (only legal cells are offered).
frame-cmd-place-opt-cells = Or the exact cells, e.g. c2 c3 d3 e3; alone, they name the tile by its shape.
frame-cmd-column = Place a column (the two opening ones, or your third column instead of a tile).
frame-cmd-column-opt-cell = The cell for the column (only legal cells are offered).
frame-cmd-hint = Show privately where your tiles (or your column) can go.
frame-cmd-dropout = Give up this game when no tile fits but your third column still could.
frame-cmd-scores = Show the match table (or the final score sheet).
