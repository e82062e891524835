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
