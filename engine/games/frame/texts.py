"""Every player-facing English string of Frame, as format templates (one place to translate)."""

from __future__ import annotations

from typing import Any

TITLE = "Frame"


def plural(forms: dict[str, str], count: int, **params: Any) -> str:
    """The form of `forms` for `count` by the English CLDR plural rule ("one" for exactly 1, else "other"),
    formatted with `count` and `params`. A translation brings its own forms (e.g. one/few/many/other)."""
    form = forms["one"] if count == 1 and "one" in forms else forms["other"]
    return form.format(count=count, **params)


def cells_text(count: int) -> str:
    return plural({"one": "{count} cell", "other": "{count} cells"}, count)


def spots_text(count: int) -> str:
    return plural({"one": "{count} spot", "other": "{count} spots"}, count)


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
    "match_games": "A match needs at least one game per player: {n} players, but `match_games` is {games}.",
    "start_player": "`start_player` is seat {seat}, but this table has only {n} players.",
    "match_games_without_match": (
        "`match_games` only counts in a match: set `match` to true, or leave `match_games` out."
    ),
}

# The lobby's line for each option (`FramePresenter.option_text`).
OPTION_TEXTS = {
    "match_off": "Match: no (one game)",
    "match_games": {"one": "Match: {count} game", "other": "Match: {count} games"},
    "match_default": "Match: one game per player",
    "tie_break": "Tie-break: {value}",
    "tie_break_last_placement": "later last placement",
    "tie_break_later_seat": "later seat in the turn order",
    "start_player_random": "Start player: random",
    "start_player_seat": "Start player: seat {seat}",
    "allow_reflection": "Flipping tiles: {value}",
    "allowed": "allowed",
    "not_allowed": "not allowed",
    "legal_move_hints": "/frame hint lists legal placements: {value}",
    "yes": "yes",
    "no": "no",
    "timeout": "Turn time limit: {value}",
    "hours": {"one": "{count} hour", "other": "{count} hours"},
    "minutes": {"one": "{count} minute", "other": "{count} minutes"},
    "seconds": {"one": "{count} second", "other": "{count} seconds"},
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
    "cell_count": "Your {tile} ({name}) covers {pips} cells, not {count}.",
    "bad_shape": "Those cells do not form the shape of your {tile} ({name}).",
    "no_such_shape": "{cells} do not form the shape of any tile.",
    "shape_size": "Tiles cover 2 to 5 cells, not {count}.",
    "shape_placed": "{cells} form the shape of your {tile} ({name}), which is already placed.",
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
    "tile_choice": "{tile} {name} ({pips} pips, {spots})",
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
    "counter": "#{counter}",
    "to_move": "{player} to move",
    "pts": "{points} pts",
    "out_pts": "out · {points} pts",
    "left_pts": "left · {points} pts",
    "penalty": "Penalty",
    "last": "Last",
    "last_move": "Last move: {player} · {piece} {cells}",
    "all_placed": "All tiles placed",
    "preview": "Preview · {player}",
    "pips": "{pips} pips",
    "on_cells": "on {cells}",
    "fits": "Fits here",
    "confirm_hint": "Press Confirm to place it.",
    "not_possible": "Not possible",
    "column_on": "{column} on {cell}",
    "hint": "Where {player} can play",
    "hint_tiles": {"one": "A tile fits on {count} cell", "other": "Tiles fit on {count} cells"},
    "hint_columns": {"one": "Third column: {count} cell", "other": "Third column: {count} cells"},
    "hint_opening": {"one": "Column: {count} edge cell", "other": "Column: {count} edge cells"},
    "hint_none": "No tile fits anywhere",
    "hint_your_tiles": "Your pieces (faded: no room now)",
    "your_pieces": "Your pieces",
    "your_tiles": "{player}: your tiles, every orientation",
    "hand_note": "Under each shape: its orientation for /frame place (F = flipped). Faded: fits nowhere now.",
    "orientation_label": "{rot}°{flipped}",
    "flipped_short": "F",
    "score_sheet": "Final scores",
    "rank": "#",
    "player": "Player",
    "unplaced": "Unplaced",
    "match_table": "Match table",
    "game_col": "G{game_no}",
    "game_no": "{game_no}",
    "total": "Total",
    "tie_note": "Tie-break: {text}",
    "start_mark": "started that game",
    "won_mark": "green: won that game",
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
    "opt_cells": "Or the exact cells, e.g. c2 c3 d3 e3; alone, they name the tile by its shape.",
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
    "ac_tile": "{tile} {picture} {name} ({pips} pips, fits in {spots})",
    "ac_orientation": "{label} {picture} — fits in {spots}",
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
    "select_tile_description": "{pips} pips · fits in {spots}",
    # previews
    "preview_tile": (
        "Preview: your **{tile}** ({name}, {pips} pips), {orientation}, on **{cells}**.\n"
        "**Confirm** to place it; **Rotate** / **Flip** turn it; the arrows move it to the next legal spot."
    ),
    "preview_column": (
        "Preview: your **{column}** on **{cell}**.\n**Confirm** to place it; the arrows move it to the next legal cell."
    ),
    "preview_illegal": "{reason}",
    "preview_illegal_tile": "Not possible — your **{tile}** ({name}) on **{cells}**: {reason}",
    "placed": "Placed. The game thread has the new board.",
    "cancelled": "Cancelled — nothing was placed.",
    # dropout_confirm: see DROPOUT_CONFIRM (plural forms)
    "dropped": "You dropped out.",
    "orientation_flipped": "{rot}° flipped",
    "orientation_plain": "{rot}°",
    # hint
    "hint_text": (
        "White dots: cells covered by at least one legal placement of your tiles ({cells}). "
        "Use **/frame place**, or the **Place a tile** button, to place one."
    ),
    "hint_columns": "Rings: where your column may go ({cells}). Use **/frame column**.",
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

DROPOUT_CONFIRM = {
    "one": "Drop out of this game? Your 1 unplaced tile counts **{penalty}** penalty points. This cannot be undone.",
    "other": (
        "Drop out of this game? Your {count} unplaced tiles count **{penalty}** penalty points. This cannot be undone."
    ),
}
