"""Every player-facing English string of Frame, as format templates (one place to translate)."""

from __future__ import annotations

TITLE = "Frame"

COLOUR_NAMES = {"RED": "Red", "BLU": "Blue", "GRN": "Green", "YEL": "Yellow"}

TILE_NAMES = {
    "I2": "domino",
    "I3": "straight tromino",
    "L3": "bent tromino",
    "I4": "straight tetromino",
    "O4": "square tetromino",
    "T4": "T tetromino",
    "S4": "S tetromino",
    "L4": "L tetromino",
    "P5": "P pentomino",
    "U5": "U pentomino",
    "L5": "L pentomino",
    "T5": "T pentomino",
    "V5": "V pentomino",
}

COLUMN_NAMES = {"COL1": "first column", "COL2": "second column", "COL3": "third column"}

OPTION_DESCRIPTIONS = {
    "match": "Play a match of several games and add up the penalties.",
    "match_games": "Games in a match (at least the number of players; default: one per player).",
    "tie_break": "How a tie is broken: the later last placement (last_placement) or the later seat (later_seat).",
    "start_player": "Who starts: random, or a seat number (1 = first seat).",
    "allow_reflection": "Allow flipping tiles over (mirror images), not only rotating them.",
    "legal_move_hints": "Let the bot list a player's legal placements on request.",
    "decision_timeout_s": "Seconds before an unanswered turn is played with the default move (empty: never).",
}

# Setup refusals (OptionError).
OPTION_ERRORS = {
    "players": "Frame needs 2 to 4 players.",
    "match_games": "`match_games` must be at least the number of players ({n}).",
    "start_player": "`start_player` must be random or a seat from 1 to {n}.",
}

# IllegalMove reasons.
REASONS = {
    "game_over": "The game is over.",
    "not_your_turn": "It is not your turn.",
    "not_a_seat": "You are not playing in this game.",
    "not_a_move": "That is not a move.",
    "unknown_type": "Unknown move `{type}`. Moves: place, column, dropout.",
    "missing": "The move needs `{key}`.",
    "bad_tile": "`{tile}` is not a tile. Tiles: {tiles}.",
    "tile_placed": "Your {tile} is already placed.",
    "columns_first": "Place your column first: tiles come after the two opening column rounds.",
    "bad_cells": "Give the cells as a list like c2 c3 d3.",
    "bad_cell": "`{cell}` is not a cell: use a letter and a number, like c5.",
    "outside": "{cell} is outside the {size}×{size} frame.",
    "duplicate": "{cell} is listed twice.",
    "cell_count": "A {tile} covers {pips} cells, not {count}.",
    "bad_shape": "Those cells do not form a {tile} ({name}).",
    "no_reflection": "Flipping tiles over is not allowed in this game.",
    "bad_rot": "Rotation must be 0, 90, 180 or 270.",
    "bad_mirror": "Flip (mirror) must be yes or no.",
    "overlap": "The tile overlaps at {cell}.",
    "diagonal": "The tile touches your pieces only diagonally.",
    "not_touching": "The tile does not touch any of your pieces.",
    "cell_taken": "{cell} is already taken.",
    "column_not_border": "An opening column must stand on an edge cell (touching the frame).",
    "column_next_to_column": "A column cannot stand next to another column ({cell}).",
    "column3_placed": "You have already placed your third column.",
    "column3_reach": "Your third column must touch the frame or a tile.",
    "no_dropout_opening": "You cannot drop out during the opening rounds.",
    "no_dropout": "You can still place a tile, so you cannot drop out (no passing).",
    "left_already": "That player has already left.",
}

# Public event sentences; {player} etc. are filled by FrameGame.describe.
EVENTS = {
    "game_started": (
        "Frame starts on a {size}×{size} frame. {start} begins; first everyone places two columns on edge cells."
    ),
    "match_game_started": (
        "Game {game_no} of {games_total} starts on a {size}×{size} frame. {start} begins; "
        "first everyone places two columns on edge cells."
    ),
    "turn_opening": "{player}: place your {column} on an edge cell.",
    "turn_tiles": "{player}: place a tile.",
    "turn_tiles_or_column": "{player}: place a tile, or your third column.",
    "turn_lifeline": "{player} has no room for a tile: place your third column or drop out.",
    "column_placed": "{player} placed their {column} on {cell}.",
    "tile_placed": "{player} placed their {tile} ({name}, {pips} pips) on {cells}.",
    "dropped_out_stuck": "{player} cannot place anything and drops out with {penalty} penalty points.",
    "dropped_out_chose": "{player} drops out with {penalty} penalty points.",
    "dropped_out_left": "{player} left the game; their {penalty} penalty points count.",
    "game_over": "Game over. {ranking}",
    "match_game_over": "Game {game_no} of {games_total} is over. {ranking} Match totals: {totals}",
    "match_over": "The match is over. {ranking}",
    "ranking_entry": "{place}. {player} {points} pts",
    "total_entry": "{player} {points}",
}

TIE_BREAK = {
    "none": "No ties.",
    "last_placement": "{players} tied on {points} points; the tie goes to the later last placement ({detail}).",
    "later_seat": "{players} tied on {points} points; the tie goes to the player later in this game's turn order.",
    "match": "{players} tied on {points} points; the tie goes to the better place in the last game.",
    "placement_detail": "{player} #{counter}",
}

# Suggested button / menu labels for the Discord cog.
LABELS = {
    "place": "Place a tile",
    "column": "Place a column",
    "dropout": "Drop out",
    "confirm": "Confirm",
    "rotate": "Rotate",
    "flip": "Flip",
    "cancel": "Cancel",
    "hint": "Where can I play?",
    "choose_tile": "Choose a tile",
    "choose_orientation": "Choose an orientation",
    "choose_anchor": "Choose the bottom-left cell",
    "choose_column_cell": "Choose a cell for your column",
    "tile_choice": "{tile} {name} ({pips} pips, {count} spots)",
    "orientation_choice": "{rot}°{flipped}",
    "flipped": " flipped",
    "preview_ok": "{player}: {tile} on {cells}. Confirm?",
    "preview_bad": "Not possible: {reason}",
    "cancelled": "Placement cancelled.",
    # labels of legal actions (`FrameGame.action_label`)
    "action_place": "Place {tile} ({name}) on {cells}",
    "action_column": "Place the {column} on {cell}",
    "action_dropout": "Drop out (penalty {penalty})",
}

# Words drawn into the images.
RENDER = {
    "title": "Frame",
    "game_of": "Game {game_no} of {games_total}",
    "opening": "Opening round {round}: columns",
    "tiles_phase": "Tile phase",
    "over": "Game over",
    "to_move": "to move",
    "out": "OUT",
    "left": "LEFT",
    "pts": "{points} pts",
    "penalty": "Penalty",
    "last_move": "Last move",
    "remaining": "Remaining tiles",
    "columns_left": "Columns left: {count}",
    "all_placed": "All tiles placed",
    "preview": "Preview",
    "preview_legal": "{tile} on {cells}",
    "preview_illegal": "Not possible: {reason}",
    "column_preview": "Column on {cell}",
    "hint": "Where {player} can play",
    "hint_count": "{cells} cells fit a tile",
    "hint_columns": "{cells} cells take the third column",
    "hint_opening": "{cells} edge cells take your column",
    "hint_none": "No tile fits anywhere",
    "your_tiles": "{player}: your tiles, every orientation",
    "orientation_label": "{rot}°{flipped}",
    "flipped_short": " F",
    "score_sheet": "Final scores",
    "rank": "#",
    "player": "Player",
    "unplaced": "Unplaced tiles",
    "last_placement": "Last placement",
    "match_table": "Match table",
    "game_col": "G{game_no}",
    "total": "Total",
    "tie_note": "Tie-break: {text}",
    "start_mark": "starts",
}

# Discord-facing strings of the cog (cogs/frame.py): command help, buttons, previews, refusals.
UI: dict[str, str] = {
    # command and option descriptions
    "cmd_group": "Frame: lay polyomino tiles inside a frame; lowest penalty wins.",
    "cmd_new": "Open a new Frame game (2–4 players) in a thread of this channel.",
    "opt_match": "Play a match of several games with a rotating start player; penalties add up.",
    "opt_match_games": "Games in a match (2–12, at least the number of players; default one per player).",
    "opt_tie_break": "Tie-break: later last placement (default) or later seat in the turn order.",
    "opt_start_player": "Who starts: random (default) or a seat number.",
    "opt_allow_reflection": "Allow flipping tiles over, not only rotating them (default yes).",
    "opt_legal_move_hints": "Let /frame hint also list your legal placements as text (default no).",
    "opt_turn_timeout_hours": "Hours before an unanswered turn is played with the default move (default never).",
    "opt_seat_order": "random (default) or join order.",
    "opt_reminder_hours": "Hours before the first reminder to the player to move (1–168, default 12).",
    "opt_game": "Game number (defaults to the game of this thread).",
    "cmd_place": "Place one of your tiles: choose tile, orientation and cell, then confirm on a preview.",
    "opt_tile": "One of your remaining tiles (only those that fit somewhere are offered).",
    "opt_orientation": "Rotation, and 'flipped' for the mirror image (only orientations that fit are offered).",
    "opt_anchor": "Bottom-left cell of the tile's bounding box (only legal cells are offered).",
    "opt_cells": "Or give the exact cells, e.g. c2 c3 d3 e3 (overrides orientation and anchor).",
    "cmd_column": "Place a column (the two opening ones, or your third column instead of a tile).",
    "opt_cell": "The cell for the column (only legal cells are offered).",
    "cmd_hint": "Show privately where your tiles (or your column) can go.",
    "cmd_dropout": "Give up this game when no tile fits but your third column still could.",
    "cmd_scores": "Show the match table (or the final score sheet).",
    # autocomplete
    "ac_not_your_turn": "It is not your turn — {player} is to move.",
    "ac_opening": "Opening rounds: place your column with /frame column.",
    "ac_no_game": "No running Frame game of yours here.",
    "ac_nothing_fits": "No tile fits anywhere: use /frame column or /frame dropout.",
    "ac_pick_tile_first": "Choose the tile first.",
    "ac_tile": "{tile} {picture} {name} ({pips} pips, fits in {count} spots)",
    "ac_orientation": "{label} {picture} — fits in {count} spots",
    "ac_anchor": "{at} → covers {cells}",
    "ac_column": "{cell}",
    # buttons
    "button_place": "Place a tile",
    "button_column": "Place a column",
    "button_column3": "Place third column",
    "button_dropout": "Drop out",
    "button_hint": "Where can I play?",
    "button_confirm": "Confirm",
    "button_rotate": "Rotate ⟳",
    "button_flip": "Flip ⇋",
    "button_cancel": "Cancel",
    "button_left": "◀",
    "button_down": "▼",
    "button_up": "▲",
    "button_right": "▶",
    "select_tile": "Choose another tile",
    "select_tile_option": "{tile} {picture} {name}",
    "select_tile_description": "{pips} pips · fits in {count} spots",
    # previews
    "preview_tile": (
        "Preview: your **{tile}** ({name}, {pips} pips), {orientation}, on **{cells}**.\n"
        "**Confirm** to place it; **Rotate** / **Flip** turn it; the arrows move it to the next legal spot."
    ),
    "preview_column": (
        "Preview: your **{column}** on **{cell}**.\n**Confirm** to place it; the arrows move it to the next legal cell."
    ),
    "preview_illegal": "{reason}",
    "placed": "Placed. The game thread has the new board.",
    "cancelled": "Cancelled — nothing was placed.",
    "dropout_confirm": (
        "Drop out of this game? Your {count} unplaced tiles count **{penalty}** penalty points. This cannot be undone."
    ),
    "dropped": "You dropped out.",
    "orientation_flipped": "{rot}° flipped",
    "orientation_plain": "{rot}°",
    # hint
    "hint_text": (
        "Green dots: cells covered by at least one legal placement of your tiles ({cells} cells). "
        "Use **/frame place**, or the **Place a tile** button, to place one."
    ),
    "hint_columns": "Rings: the {count} cells where your column may go. Use **/frame column**.",
    "hint_nothing": "Nothing of yours fits anywhere right now.",
    "hint_not_turn": "(It is {player}'s turn now.)",
    "hint_list": "Legal placements ({shown} of {total}):\n{lines}",
    "hint_list_line": "{tile}: {cells}",
    # refusals
    "not_your_turn": "It is not your turn — {player} is to move.",
    "stale": "That preview belongs to an earlier move; open a new one with /frame place.",
    "unknown_button": "That button is not known.",
    "bad_orientation": "`{text}` is not an orientation: use 0, 90, 180 or 270, with 'flipped' for the mirror image.",
    "fits_nowhere": "Your {tile} fits nowhere right now.",
    "orientation_fits_nowhere": "Your {tile} fits nowhere at {orientation}; choose another orientation.",
    "no_other_rotation": "No other rotation of your {tile} fits anywhere.",
    "no_other_flip": "The flipped {tile} fits nowhere (or looks the same).",
    "no_further": "No legal spot further that way.",
    "no_column": "Your column cannot go anywhere now.",
    "no_tile_fits": "No tile of yours fits anywhere: place your third column or drop out.",
    "no_scores": "Scores come at the end of a game; /frame board shows the current penalties.",
    # thread messages
    "timed_out": "⏰ Time ran out for {player}: the bot plays the default move.",
    "match_interim": "Game {game_no} of {games_total}: its final board and the match table so far.",
    "match_final": "The match table.",
    "private_text": (
        "Your remaining tiles in every orientation. The labels (0°, 90°, …; F = flipped) are the `orientation` "
        "values of /frame place."
    ),
    "rules": (
        "**Frame** (2–4 players; 10×10, 12×12 or 14×14 cells). Everyone has 3 columns and 13 tiles "
        "(domino, trominoes, tetrominoes, pentominoes; pips = squares).\n"
        "**Opening:** two rounds; each player puts a column on an edge cell — never next to another column, "
        "not even diagonally (`/frame column`).\n"
        "**Turns:** place one tile inside the frame on empty cells so that it shares an edge with one of your own "
        "pieces (diagonal contact does not count). Tiles may be rotated and flipped. Once, instead of a tile, you "
        "may place your third column on a cell touching the frame or any tile (again not next to a column).\n"
        "**Dropping out:** when nothing of yours fits, you are out (with only the third column left you may place "
        "it or drop out). The game ends when everyone is out.\n"
        "**Score:** the pips of your unplaced tiles are penalty points; lowest wins; a tie goes to the later move. "
        "A match adds up several games, each started by the next player.\n"
        "**Commands:** `/frame place` (tile → orientation → cell, all autocompleted, then a preview with "
        "Confirm / Rotate / Flip / arrows / Cancel), `/frame column`, `/frame hint`, `/frame dropout`, "
        "`/frame board`, `/frame hand` (your tiles in every orientation), `/frame scores`. "
        "The buttons under each board do the same."
    ),
}
