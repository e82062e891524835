"""Frame — Knizia's polyomino tile-laying inside a frame (spec: shared/rules/frame.md).

Seats are 0-based (spec seat 1 = seat 0); colours go RED, BLU, GRN, YEL by seat. Cells are chess-like names:
files a, b, … left to right, ranks 1, 2, … bottom to top ("a1" is bottom-left). Frame has no secrets.

Actions (JSON dicts; `legal_actions` lists every legal one in the canonical form)
---------------------------------------------------------------------------------
- `{"type": "column", "cell": "a4"}`
    Place your next column. In the two opening rounds (phase "opening") this is COL1, then COL2, on an empty edge cell
    with no column of any colour on its 8 surrounding cells. In the tile phase it is COL3, once, instead of a tile: an
    empty cell that is an edge cell or shares an edge with a tile of any colour, again with no column around it.
- `{"type": "place", "tile": "L4", "cells": ["c2", "c3", "d3", "e3"]}`   (cells as `legal_actions` lists them)
    Place one of your unplaced tiles on exactly these cells. The cells must form the tile's shape (any rotation; any
    reflection unless option allow_reflection is off), be inside the frame and empty, and at least one must share an
    edge with one of your own pieces (column or tile).
- `{"type": "place", "tile": "L4", "rot": 90, "mirror": false, "at": "c2"}`   (alternative input, spec §5.2)
    The same, by orientation: mirror (x → −x), rotate `rot` degrees clockwise (0/90/180/270), then put the
    bottom-left corner of the shape's bounding box on `at` (that corner need not be covered, e.g. T5).
    Like cells in another order or as one string ("c2 c3 d3 e3"), it is read by the presenter, which sends the
    listed action: `apply` takes exactly the actions of `legal_actions` (its checks still say why another is wrong).
- `{"type": "leave"}`
    By any seat at any time: the player leaves the table (§10.17, `remove_player`); the platform's resignation.
- `{"type": "dropout"}`
    Only when no tile fits anywhere but the third column still could (spec §4.2 case b): give up for this game.

A player with neither a tile placement nor a third-column cell drops out automatically; `to_act` only names a seat with
a real choice. A player leaving the table mid-game is handled by `FrameGame.remove_player(state, seat)` (§10.17), and a
timed-out decision by `FrameGame.default_action(state, seat)` (§4.2), which `clock(state)` offers for the active seat
under the key "g<game>:p<placements>:o<seats out>:s<seat>" with `seconds` = option decision_timeout_s (None: the
table's turn clock); `action_label` words a legal action; `assist.py` has the placement helpers for the Discord UI
(tile / orientation / anchor choices, previews, rotate and flip, hints).

Events (all public; params are JSON)
------------------------------------
- `game_started` {game_no, games_total, match, size, start}            (from `start_events`, and for each match game)
- `turn` {seat, stage: opening|tiles|tiles_or_column|lifeline, column}  (whose decision is awaited, and of which kind)
- `column_placed` {seat, column: COL1|COL2|COL3, cell, counter}
- `tile_placed` {seat, tile, cells, pips, counter}
- `dropped_out` {seat, reason: stuck|chose|left, penalty}
- `game_over` {game_no, games_total, match, ranking: [seats best first], penalties: [by seat], totals: [by seat]}
- `match_over` {ranking, totals}

Public view (`view(state, None)`)
---------------------------------
{
  "game": "frame", "size": 10, "files": "abcdefghij", "phase": "opening"|"tiles"|"over",
  "opening_round": 1|2|null, "active": seat|null, "to_act": [seat], "stage": "opening"|"tiles"|
  "tiles_or_column"|"lifeline"|"over", "start_player": seat, "counter": int,
  "match": bool, "game_no": int, "games_total": int, "options": {...all options...},
  "pieces": [{"no": counter, "seat", "colour", "piece": "L4"|"COL1".., "kind": "tile"|"column", "pips", "cells": [..]}],
  "last": {same record as in pieces}|null,                  # the last placement, to highlight
  "tiles": [{"id", "name", "pips", "cells": [[x, y], ..]}],  # the 13-tile catalogue, base orientation
  "players": [{"seat", "colour", "colour_name", "rgb": [r,g,b], "out", "left", "penalty", "last_placement",
               "columns_left": ["COL3"], "tiles_left": [{"id", "name", "pips", "cells": [[x, y], ..]}],
               "tiles_placed": [ids]}],
  "history": [{"game_no", "start_player", "penalties", "unplaced", "last_placement", "ranking", "pieces"}],
  "totals": [by seat, summed over finished games],
  "result": null | {"ranking": [seats], "scores": [by seat], "explanation": str, "players": [...]}
}
A seat's view (`view(state, seat)`) adds "me": {"seat", "my_turn", "column_cells": [cells],
"hint_cells": [cells covered by at least one legal tile placement], "placeable": [{"tile", "pips", "count"}],
"orientations": {tile: [{"index", "rot", "mirror", "cells": [[x, y], ..], "width", "height"}]}}.
None of this is secret (anyone may ask about anyone, §9); it is the per-player convenience the bot offers.
`assist.preview_view(state, seat, action)` is a seat view plus "preview": {"seat", "kind": "tile"|"column", "tile",
"cells", "named", "legal", "reason"}; it drives `renderers.frame.render_preview`. A place action with `cells` and no
`tile` is previewed as the tile of that shape (`assist.tile_for_cells`), or refused with the reason there is none.

Suggested cog flow (thin; every list below only ever offers legal choices)
-------------------------------------------------------------------------
`/frame place tile:<assist.tile_choices> orientation:<assist.orientation_choices> at:<assist.anchor_choices>` →
ephemeral `render_preview(assist.preview_view(...assist.placement_action(tile, rot, mirror, at)))` with buttons
Confirm (apply the action) / Rotate (`assist.rotate`, then `assist.settle_anchor`) / Flip (`assist.flip`, then
`settle_anchor`) / Cancel; a custom_id such as `frame:<game>:L4:90:0:c2` fits in 100 characters. `/frame column
cell:<assist.column_choices>` previews the same way. `/frame hint` → `render_hint(assist.hint_view(state, seat))`.
With option legal_move_hints the cog may also list `legal_actions` as text. Texts: catalog keys (`texts.py`).

State (JSON): n, size, options, colours, games_total, game_no, start, phase, stage, active, counter, opening_queue
(seats still to place an opening column, in order), placements (the "pieces" records without colour/pips),
players [{tiles: unplaced ids, columns: unplaced column ids, out, last_placement}], left [bool by seat],
history (finished games of a match), totals.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from engine.core import (
    Action,
    Clock,
    Event,
    IllegalMove,
    ListedActionsGame,
    Option,
    OptionError,
    Result,
    State,
    public,
    validate_options,
)
from i18n import Text, cat

from . import invariants, scoring, texts
from .board import iter_bits, parse_cell
from .pieces import CATALOGUE, ROTATIONS, TILES_BY_ID, shape_index, transform
from .position import (
    Position,
    column_mask,
    has_tile_move,
    position,
    third_column_mask,
    tile_anchor_sets,
    tile_hint_mask,
)

TILE_IDS = CATALOGUE.tile_ids
OPTIONS = [
    Option("match", "bool", False, texts.option_description("match")),
    Option("match_games", "int", None, texts.option_description("match_games"), min=2, max=12),
    Option(
        "tie_break",
        "choice",
        "last_placement",
        texts.option_description("tie_break"),
        ("last_placement", "later_seat"),
    ),
    Option(
        "start_player", "choice", "random", texts.option_description("start_player"), ("random", "1", "2", "3", "4")
    ),
    Option("allow_reflection", "bool", True, texts.option_description("allow_reflection")),
    Option("legal_move_hints", "bool", False, texts.option_description("legal_move_hints")),
    Option("decision_timeout_s", "int", None, texts.option_description("decision_timeout_s"), min=10, max=2_592_000),
]


def refuse(reason: str, **params: Any) -> IllegalMove:
    return IllegalMove(texts.error(reason, **params))


class FrameGame(ListedActionsGame):
    name = "frame"
    title = texts.TITLE
    min_players = 2
    max_players = 4
    options = OPTIONS

    # ------------------------------------------------------------------ setup
    def check_options(self, options: dict[str, Any], n_players: int | None) -> None:
        """What the validated options cannot do: `match_games` without a match (at `new`); a match shorter than one
        game per player, or a start seat the table does not have (at start, with the player count)."""
        if not options.get("match") and options.get("match_games") is not None:
            raise OptionError(texts.option_error("match_games_without_match"))
        if n_players is None:
            return
        games = options.get("match_games")
        if options.get("match") and games is not None and games < n_players:
            raise OptionError(texts.option_error("match_games", n=n_players, games=games))
        start = options.get("start_player", "random")
        if start != "random" and int(start) > n_players:
            raise OptionError(texts.option_error("start_player", seat=str(start), n=n_players))

    def setup(self, n_players: int, options: dict[str, Any], rng: random.Random) -> State:
        if not isinstance(n_players, int) or not self.min_players <= n_players <= self.max_players:
            raise OptionError(texts.option_error("players"))
        given = dict(options or {})
        timeout = given.get("decision_timeout_s")
        if isinstance(timeout, str) and timeout.strip().lower() == "none":  # §8: "int or `none`"
            given["decision_timeout_s"] = None
        opts = validate_options(self.options, given)
        self.check_options(opts, n_players)
        games_total = 1
        if opts["match"]:
            games_total = opts["match_games"] if opts["match_games"] is not None else n_players
        start = rng.randrange(n_players) if opts["start_player"] == "random" else int(opts["start_player"]) - 1
        state: State = {
            "game": "frame",
            "n": n_players,
            "size": CATALOGUE.board_sizes[n_players],
            "options": opts,
            "colours": list(CATALOGUE.colours[:n_players]),
            "games_total": games_total,
            "game_no": 0,
            "history": [],
            "totals": [0] * n_players,
            "left": [False] * n_players,
        }
        self._new_game(state, start)
        return state

    def _new_game(self, state: State, start: int) -> None:
        """Fresh board, all pieces back, counter 0; the opening queue runs twice from the start player."""
        n = state["n"]
        state["game_no"] += 1
        state["start"] = start
        state["phase"] = "opening"
        state["counter"] = 0
        state["placements"] = []
        state["players"] = [
            {
                "tiles": list(TILE_IDS),
                "columns": list(CATALOGUE.columns),
                "out": state["left"][s],
                "last_placement": 0,
            }
            for s in range(n)
        ]
        order = [(start + i) % n for i in range(n) if not state["left"][(start + i) % n]]
        state["opening_queue"] = order + order
        state["active"] = order[0] if order else None
        state["stage"] = "opening"

    def start_events(self, state: State) -> list[Event]:
        """Announcement for a freshly set-up game (setup itself cannot return events)."""
        events = [self._game_started_event(state)]
        if state["active"] is not None:
            events.append(self._turn_event(state))
        return events

    # ------------------------------------------------------------------ queries
    def to_act(self, state: State) -> list[int]:
        return [] if state["active"] is None else [state["active"]]

    def legal_actions(self, state: State, seat: int) -> list[dict[str, Any]]:
        if state["phase"] == "over" or seat != state["active"]:
            return []
        pos = position(state)
        actions: list[dict[str, Any]] = []
        if state["phase"] == "tiles":
            append = actions.append
            for tile_id, shape, anchors in tile_anchor_sets(state, pos, seat):
                if not anchors:
                    continue
                table = shape.table
                while anchors:  # set bits in scan order
                    low = anchors & -anchors
                    anchors ^= low
                    append({"type": "place", "tile": tile_id, "cells": list(table[low.bit_length() - 1])})
        can_place_tile = bool(actions)
        names = pos.geo.names
        columns = column_mask(state, pos, seat)
        actions.extend({"type": "column", "cell": names[b]} for b in iter_bits(columns))
        if state["phase"] == "tiles" and not can_place_tile and columns:  # case (b)
            actions.append({"type": "dropout"})
        return actions

    def result(self, state: State) -> Result | None:
        if state["phase"] != "over":
            return None
        n = state["n"]
        last = state["history"][-1]
        labels = [str(texts.colour_name(c)) for c in state["colours"]]  # stored English
        tie_break = state["options"]["tie_break"]
        if state["options"]["match"]:
            order = scoring.match_ranking(state["totals"], last["ranking"])
            points = state["totals"]
            explanation = scoring.explain_ties(order, points, labels, "match")
        else:
            order = last["ranking"]
            points = last["penalties"]
            explanation = scoring.explain_ties(order, points, labels, tie_break, last["last_placement"])
        players = [
            {
                "seat": s,
                "colour": state["colours"][s],
                "rank": order.index(s) + 1,
                "points": points[s],
                "penalty": last["penalties"][s],
                "unplaced": last["unplaced"][s],
                "last_placement": last["last_placement"][s],
                "left": state["left"][s],
                "penalties_by_game": [g["penalties"][s] for g in state["history"]],
            }
            for s in range(n)
        ]
        details = {
            "players": players,
            "match": state["options"]["match"],
            "tie_break": "match" if state["options"]["match"] else tie_break,
            "games": [{k: v for k, v in g.items() if k != "pieces"} for g in state["history"]],
        }
        return Result([[s] for s in order], {s: points[s] for s in range(n)}, details, explanation)

    # ------------------------------------------------------------------ apply
    def apply_checked(self, state: State, seat: int, action: dict[str, Any], rng: random.Random) -> list[Event]:
        """The rules' own checks, each with its reason, then the move (`apply` takes only listed actions)."""
        if isinstance(action, dict) and action.get("type") == "leave":  # §10.17, by any seat at any time
            return self.remove_player(state, seat)
        self._check_turn(state, seat)
        if not isinstance(action, dict):
            raise refuse("not_a_move")
        kind = action.get("type")
        if kind == "place":
            return self._apply_place(state, seat, action)
        if kind == "column":
            return self._apply_column(state, seat, action)
        if kind == "dropout":
            return self._apply_dropout(state, seat)
        raise refuse("unknown_type", type=kind)

    def _check_turn(self, state: State, seat: Any) -> None:
        if state["phase"] == "over":
            raise refuse("game_over")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state["n"]:
            raise refuse("not_a_seat")
        if seat != state["active"]:
            raise refuse("not_your_turn")

    def _apply_place(self, state: State, seat: int, action: dict[str, Any]) -> list[Event]:
        pos = position(state)
        tile_id, cells = self.check_placement(state, pos, seat, action)
        player = state["players"][seat]
        player["tiles"].remove(tile_id)
        state["counter"] += 1
        player["last_placement"] = state["counter"]
        names = [pos.geo.names[pos.geo.bit(x, y)] for x, y in sorted(cells, key=lambda c: (c[1], c[0]))]
        state["placements"].append(
            {"no": state["counter"], "seat": seat, "piece": tile_id, "kind": "tile", "cells": names}
        )
        pips = TILES_BY_ID[tile_id].pips
        events = [public("tile_placed", seat=seat, tile=tile_id, cells=names, pips=pips, counter=state["counter"])]
        self._advance_tiles(state, events, seat)
        return events

    def check_placement(
        self, state: State, pos: Position, seat: int, action: dict[str, Any]
    ) -> tuple[str, list[tuple[int, int]]]:
        """Validate a place action (§5.4, §10.15) for `seat`; returns (tile, cells) or raises IllegalMove."""
        if state["phase"] == "opening":
            raise refuse("columns_first")
        tile_id = action.get("tile")
        if tile_id is None:
            raise refuse("missing", field="tile")
        if not isinstance(tile_id, str) or tile_id.upper() not in TILES_BY_ID:
            raise refuse("bad_tile", tile=tile_id, tiles=", ".join(TILE_IDS))
        tile_id = tile_id.upper()
        tile = TILES_BY_ID[tile_id]
        if tile_id not in state["players"][seat]["tiles"]:
            raise refuse("tile_placed", tile=tile_id)
        cells = self._placement_cells(state, tile_id, action)
        size = state["size"]
        geo = pos.geo
        for x, y in cells:
            if not geo.inside(x, y):
                raise refuse("outside", cell=_name(x, y), size=size)
        seen: set[tuple[int, int]] = set()
        for cell in cells:
            if cell in seen:
                raise refuse("duplicate", cell=_name(*cell))
            seen.add(cell)
        if len(cells) != tile.pips:
            raise refuse("cell_count", tile=tile_id, name=texts.tile_name(tile_id), pips=tile.pips, count=len(cells))
        orientation = shape_index(tile_id).get(_normalise(cells))
        if orientation is None:
            raise refuse("bad_shape", tile=tile_id, name=texts.tile_name(tile_id))
        if orientation.mirror and not state["options"]["allow_reflection"]:
            raise refuse("no_reflection")
        mask = 0
        for x, y in cells:
            mask |= 1 << geo.bit(x, y)
        clash = mask & ~pos.empty
        if clash:
            raise refuse("overlap", cell=geo.names[next(iter_bits(clash))])
        if not mask & geo.n4(pos.own[seat]):
            if mask & geo.ring(pos.own[seat]):
                raise refuse("diagonal")
            raise refuse("not_touching")
        return tile_id, cells

    def _placement_cells(self, state: State, tile_id: str, action: dict[str, Any]) -> list[tuple[int, int]]:
        """Cells of a place action, from `cells` or from `rot`/`mirror`/`at`."""
        raw = action.get("cells")
        if raw is not None:
            if isinstance(raw, str):
                raw = raw.replace(",", " ").split()
            if not isinstance(raw, list) or not raw:
                raise refuse("bad_cells")
            cells = []
            for text in raw:
                cell = parse_cell(text)
                if cell is None:
                    raise refuse("bad_cell", cell=text)
                cells.append(cell)
            return cells
        if "at" not in action:
            raise refuse("missing", field="cells")
        anchor = parse_cell(action["at"])
        if anchor is None:
            raise refuse("bad_cell", cell=action["at"])
        rot = _parse_rotation(action.get("rot", 0))
        mirror = _parse_mirror(action.get("mirror", False))
        shape = transform(TILES_BY_ID[tile_id].cells, rot, mirror)
        return [(anchor[0] + x, anchor[1] + y) for x, y in shape]

    def _apply_column(self, state: State, seat: int, action: dict[str, Any]) -> list[Event]:
        pos = position(state)
        x, y = self.check_column(state, pos, seat, action)
        player = state["players"][seat]
        column = player["columns"][0] if state["phase"] == "opening" else "COL3"
        player["columns"].remove(column)
        state["counter"] += 1
        player["last_placement"] = state["counter"]
        name = pos.geo.names[pos.geo.bit(x, y)]
        state["placements"].append(
            {"no": state["counter"], "seat": seat, "piece": column, "kind": "column", "cells": [name]}
        )
        events = [public("column_placed", seat=seat, column=column, cell=name, counter=state["counter"])]
        if state["phase"] == "opening":
            state["opening_queue"].pop(0)
            self._advance_opening(state, events)
        else:
            self._advance_tiles(state, events, seat)
        return events

    def check_column(self, state: State, pos: Position, seat: int, action: dict[str, Any]) -> tuple[int, int]:
        """Validate a column action (§5.3 opening, §5.5 third column); returns (x, y) or raises IllegalMove."""
        text = action.get("cell")
        if text is None:
            raise refuse("missing", field="cell")
        cell = parse_cell(text)
        if cell is None:
            raise refuse("bad_cell", cell=text)
        geo = pos.geo
        if not geo.inside(*cell):
            raise refuse("outside", cell=_name(*cell), size=state["size"])
        opening = state["phase"] == "opening"
        if not opening and "COL3" not in state["players"][seat]["columns"]:
            raise refuse("column3_placed")
        bit = 1 << geo.bit(*cell)
        name = geo.names[geo.bit(*cell)]
        if not bit & pos.empty:
            raise refuse("cell_taken", cell=name)
        if opening and not bit & geo.border_mask:
            raise refuse("column_not_border")
        if not opening and not bit & (geo.border_mask | geo.n4(pos.tiles)):
            raise refuse("column3_reach")
        near = geo.ring(bit) & pos.columns
        if near:
            raise refuse("column_next_to_column", cell=geo.names[next(iter_bits(near))])
        return cell

    def _apply_dropout(self, state: State, seat: int) -> list[Event]:
        if state["phase"] == "opening":
            raise refuse("no_dropout_opening")
        if has_tile_move(state, position(state), seat):
            raise refuse("no_dropout")
        events: list[Event] = []
        self._drop_out(state, events, seat, "chose")
        self._advance_tiles(state, events, seat)
        return events

    # ------------------------------------------------------------------ flow
    def _drop_out(self, state: State, events: list[Event], seat: int, reason: str) -> None:
        state["players"][seat]["out"] = True
        pen = scoring.penalty(state["players"][seat]["tiles"])
        events.append(public("dropped_out", seat=seat, reason=reason, penalty=pen))

    def _advance_opening(self, state: State, events: list[Event]) -> None:
        queue = state["opening_queue"]
        if queue:
            state["active"] = queue[0]
            state["stage"] = "opening"
            events.append(self._turn_event(state))
            return
        state["phase"] = "tiles"
        self._advance_tiles(state, events, (state["start"] - 1) % state["n"])

    def _advance_tiles(self, state: State, events: list[Event], previous: int) -> None:
        """S4: the next seat still in (possibly the same one) with a real decision; auto drop-outs on the way."""
        n = state["n"]
        pos = position(state)
        for step in range(1, n + 1):
            seat = (previous + step) % n
            if state["players"][seat]["out"]:
                continue
            can_tile = has_tile_move(state, pos, seat)
            can_column = bool(third_column_mask(state, pos, seat))
            if can_tile or can_column:
                state["active"] = seat
                state["stage"] = ("tiles_or_column" if can_column else "tiles") if can_tile else "lifeline"
                events.append(self._turn_event(state))
                return
            self._drop_out(state, events, seat, "stuck")
        self._end_game(state, events)

    def _end_game(self, state: State, events: list[Event]) -> None:
        n = state["n"]
        players = state["players"]
        penalties = [scoring.penalty(p["tiles"]) for p in players]
        last = [p["last_placement"] for p in players]
        ranking = scoring.game_ranking(penalties, last, state["start"], state["options"]["tie_break"])
        state["history"].append(
            {
                "game_no": state["game_no"],
                "start_player": state["start"],
                "penalties": penalties,
                "unplaced": [list(p["tiles"]) for p in players],
                "last_placement": last,
                "ranking": ranking,
                "pieces": copy.deepcopy(state["placements"]),
            }
        )
        state["totals"] = [state["totals"][s] + penalties[s] for s in range(n)]
        match = state["options"]["match"]
        events.append(
            public(
                "game_over",
                game_no=state["game_no"],
                games_total=state["games_total"],
                match=match,
                ranking=ranking,
                penalties=penalties,
                totals=list(state["totals"]),
            )
        )
        if state["game_no"] < state["games_total"]:
            self._new_game(state, (state["start"] + 1) % n)
            events.append(self._game_started_event(state))
            if state["opening_queue"]:
                events.append(self._turn_event(state))
            else:  # everyone has left: the remaining games end at once
                self._end_game(state, events)
            return
        state["phase"] = "over"
        state["active"] = None
        state["stage"] = "over"
        state["opening_queue"] = []
        if match:
            order = scoring.match_ranking(state["totals"], ranking)
            events.append(public("match_over", ranking=order, totals=list(state["totals"])))

    def _game_started_event(self, state: State) -> Event:
        return public(
            "game_started",
            game_no=state["game_no"],
            games_total=state["games_total"],
            match=state["options"]["match"],
            size=state["size"],
            start=state["start"],
        )

    def _turn_event(self, state: State) -> Event:
        seat = state["active"]
        columns = state["players"][seat]["columns"]
        column = columns[0] if state["phase"] == "opening" and columns else None
        return public("turn", seat=seat, stage=state["stage"], column=column)

    # ------------------------------------------------------------------ outside the turn structure
    def remove_player(self, state: State, seat: int) -> list[Event]:
        """§10.17: a player leaves mid-game (or mid-match): dropped out at once, penalties count, play goes on."""
        if state["phase"] == "over":
            raise refuse("game_over")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state["n"]:
            raise refuse("not_a_seat")
        if state["left"][seat]:
            raise refuse("left_already")
        state["left"][seat] = True
        events: list[Event] = []
        was_active = state["active"] == seat
        if not state["players"][seat]["out"]:
            self._drop_out(state, events, seat, "left")
        if state["phase"] == "opening":
            state["opening_queue"] = [s for s in state["opening_queue"] if s != seat]
            if was_active:
                self._advance_opening(state, events)
        elif was_active:
            self._advance_tiles(state, events, seat)
        return events

    def resign_action(self, state: State, seat: int) -> dict[str, Any] | None:
        """§10.17: dropped out at once, the unplaced tiles count as penalty, play goes on."""
        return {"type": "leave"}

    def default_action(self, state: State, seat: int) -> dict[str, Any] | None:
        """§4.2 timeout defaults: first legal column cell; drop out in case (b); else the highest-pip placeable tile
        (ties: first in §2.4) at its first legal placement in enumeration order."""
        if state["phase"] == "over" or seat != state["active"]:
            return None
        pos = position(state)
        if state["phase"] == "opening":
            first = next(iter_bits(column_mask(state, pos, seat)))
            return {"type": "column", "cell": pos.geo.names[first]}
        best: tuple[int, dict[str, Any]] | None = None
        for tile_id, shape, anchors in tile_anchor_sets(state, pos, seat):
            pips = TILES_BY_ID[tile_id].pips
            if anchors and (best is None or pips > best[0]):
                cells = pos.geo.covered(shape, next(iter_bits(anchors)))
                best = (pips, {"type": "place", "tile": tile_id, "cells": cells})
        return best[1] if best else {"type": "dropout"}

    # ------------------------------------------------------------------ rule questions of a front end
    def decision_key(self, state: State) -> str | None:
        """Names the pending decision: "g<game>:p<placements>:o<seats out>:s<seat>". Every accepted placement (tile or
        column) raises the counter and every drop-out the number of seats out, so the key changes with each move."""
        if state["active"] is None:
            return None
        out = sum(1 for p in state["players"] if p["out"])
        return f"g{state['game_no']}:p{state['counter']}:o{out}:s{state['active']}"

    def clock(self, state: State) -> list[Clock]:
        """The active seat's decision with the §4.2 default; `seconds` is option decision_timeout_s (None: the
        table's turn clock decides)."""
        key = self.decision_key(state)
        if key is None:
            return []
        seat = state["active"]
        action = self.default_action(state, seat)
        if action is None:
            return []
        seconds = state["options"].get("decision_timeout_s") or None
        return [Clock(key=key, seats=(seat,), defaults=((seat, action),), seconds=seconds)]

    def action_label(self, state: State, seat: int, action: Action, names: list[str]) -> Text:
        """E.g. "Place L4 (L tetromino) on c2 c3 d3 e3", "Place the third column on e5", "Drop out (penalty 12)"."""
        kind = action.get("type") if isinstance(action, dict) else None
        if kind == "place" and isinstance(action.get("tile"), str) and action["tile"].upper() in TILES_BY_ID:
            tile = action["tile"].upper()
            cells = action.get("cells")
            where = " ".join(cells) if isinstance(cells, list) else str(cells or action.get("at"))
            return texts.label("action_place", tile=tile, name=texts.tile_name(tile), cells=where)
        if kind == "column" and 0 <= seat < state["n"]:
            columns = state["players"][seat]["columns"]
            column = columns[0] if state["phase"] == "opening" and columns else "COL3"
            return texts.label("action_column", column=texts.column_object(column), cell=str(action.get("cell")))
        if kind == "dropout" and 0 <= seat < state["n"]:
            return texts.label("action_dropout", penalty=scoring.penalty(state["players"][seat]["tiles"]))
        return super().action_label(state, seat, action, names)

    def invariants(self, state: State) -> None:
        invariants.check(state, self)

    # ------------------------------------------------------------------ views
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        out = public_view(state, self.result(state))
        if seat is not None:
            out["me"] = seat_extras(state, seat)
        return out

    def describe(self, event: Event, names: list[str]) -> Text:
        return describe_event(event, names)

    def explain(self, result: Result, names: list[str]) -> Text:
        """The tie-break in words with display names (the stored `explanation` uses colour names); nothing when no
        totals tied (a bare "No ties." after "Winner: Ann." read as noise, as in Hieroglyphs)."""
        details = result.details
        order = [group[0] for group in result.ranking]
        points = [result.scores[s] for s in range(len(order))]
        if not scoring.tie_groups(order, points):
            return ""
        last = [p["last_placement"] for p in details["players"]]
        return scoring.tie_text(order, points, names, details["tie_break"], last)


# ---------------------------------------------------------------------- helpers
def _name(x: int, y: int) -> str:
    if 0 <= x < 26:
        return f"{chr(ord('a') + x)}{y + 1}"
    return f"({x + 1}, {y + 1})"


def _normalise(cells: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    min_x = min(x for x, _ in cells)
    min_y = min(y for _, y in cells)
    return tuple(sorted(((x - min_x, y - min_y) for x, y in cells), key=lambda c: (c[1], c[0])))


def _parse_rotation(value: Any) -> int:
    if isinstance(value, bool):
        raise refuse("bad_rot")
    try:
        rot = int(value)
    except (TypeError, ValueError):
        raise refuse("bad_rot") from None
    if rot not in ROTATIONS or (isinstance(value, float) and value != rot):
        raise refuse("bad_rot")
    return rot


def _parse_mirror(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("yes", "no", "true", "false"):
        return value.lower() in ("yes", "true")
    raise refuse("bad_mirror")


def tile_record(tile_id: str) -> dict[str, Any]:
    tile = TILES_BY_ID[tile_id]
    return {
        "id": tile_id,
        "name": str(texts.tile_name(tile_id)),
        "pips": tile.pips,
        "cells": [list(c) for c in tile.cells],
    }


def public_view(state: State, result: Result | None) -> dict[str, Any]:
    colours = state["colours"]
    pieces = [
        {
            "no": p["no"],
            "seat": p["seat"],
            "colour": colours[p["seat"]],
            "piece": p["piece"],
            "kind": p["kind"],
            "pips": TILES_BY_ID[p["piece"]].pips if p["kind"] == "tile" else 0,
            "cells": list(p["cells"]),
        }
        for p in state["placements"]
    ]
    players = []
    for s, p in enumerate(state["players"]):
        players.append(
            {
                "seat": s,
                "colour": colours[s],
                "colour_name": str(texts.colour_name(colours[s])),
                "rgb": list(CATALOGUE.colour_rgb[colours[s]]),
                "out": p["out"],
                "left": state["left"][s],
                "penalty": scoring.penalty(p["tiles"]),
                "last_placement": p["last_placement"],
                "columns_left": list(p["columns"]),
                "tiles_left": [tile_record(t) for t in p["tiles"]],
                "tiles_placed": [t for t in TILE_IDS if t not in p["tiles"]],
            }
        )
    opening_round = None
    if state["phase"] == "opening" and state["active"] is not None:
        opening_round = 1 if "COL1" in state["players"][state["active"]]["columns"] else 2
    result_view = None
    if result is not None:
        result_view = {
            "ranking": [group[0] for group in result.ranking],
            "scores": [result.scores[s] for s in range(state["n"])],
            "explanation": result.explanation,
            "players": result.details["players"],
        }
    return {
        "game": "frame",
        "size": state["size"],
        "files": "".join(chr(ord("a") + i) for i in range(state["size"])),
        "phase": state["phase"],
        "opening_round": opening_round,
        "active": state["active"],
        "to_act": [] if state["active"] is None else [state["active"]],
        "stage": state["stage"],
        "start_player": state["start"],
        "counter": state["counter"],
        "match": state["options"]["match"],
        "game_no": state["game_no"],
        "games_total": state["games_total"],
        "options": dict(state["options"]),
        "tiles": [tile_record(t) for t in TILE_IDS],
        "pieces": pieces,
        "last": pieces[-1] if pieces else None,
        "players": players,
        "history": copy.deepcopy(state["history"]),
        "totals": list(state["totals"]),
        "result": result_view,
    }


def seat_extras(state: State, seat: int) -> dict[str, Any]:
    """Per-player conveniences (§9): where a tile fits, where a column may go, every orientation of each tile."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state["n"]:
        raise refuse("not_a_seat")
    pos = position(state)
    geo = pos.geo
    playing = state["phase"] != "over" and not state["players"][seat]["out"]
    counts: dict[str, int] = {}
    hint = 0
    if playing and state["phase"] == "tiles":
        for tile_id, _, anchors in tile_anchor_sets(state, pos, seat):
            counts[tile_id] = counts.get(tile_id, 0) + anchors.bit_count()
        hint = tile_hint_mask(state, pos, seat)
    columns = column_mask(state, pos, seat) if playing else 0
    allow = state["options"]["allow_reflection"]
    return {
        "seat": seat,
        "my_turn": state["active"] == seat,
        "column_cells": geo.names_of(columns),
        "hint_cells": geo.names_of(hint),
        "placeable": [{"tile": t, "pips": TILES_BY_ID[t].pips, "count": c} for t, c in counts.items() if c > 0],
        "orientations": {
            t: [
                {
                    "index": o.index,
                    "rot": o.rot,
                    "mirror": o.mirror,
                    "cells": [list(c) for c in o.cells],
                    "width": o.width,
                    "height": o.height,
                }
                for o in TILES_BY_ID[t].allowed(allow)
            ]
            for t in state["players"][seat]["tiles"]
        },
    }


def describe_event(event: Event, names: list[str]) -> Text:
    p = event.params
    event_text = texts.event

    def who(seat: int) -> Text:
        return names[seat] if 0 <= seat < len(names) else event_text("seat", seat=str(seat + 1))

    def ranking_text(order: list[int], points: list[int]) -> Text:
        entries = [
            event_text("ranking_entry", place=i + 1, player=who(s), points=points[s]) for i, s in enumerate(order)
        ]
        return cat(entries, ", ")

    kind = event.kind
    if kind == "game_started":
        key = "match_game_started" if p["match"] else "game_started"
        return event_text(
            key, game_no=p["game_no"], games_total=p["games_total"], size=p["size"], start=who(p["start"])
        )
    if kind == "turn":
        stage = p["stage"]
        if stage == "opening":
            return event_text("turn_opening", player=who(p["seat"]), column=texts.column_object(p["column"] or "COL1"))
        return event_text(f"turn_{stage}", player=who(p["seat"]))
    if kind == "column_placed":
        column = texts.column_object(p["column"])
        return event_text("column_placed", player=who(p["seat"]), column=column, cell=p["cell"])
    if kind == "tile_placed":
        return event_text(
            "tile_placed",
            player=who(p["seat"]),
            tile=p["tile"],
            name=texts.tile_name(p["tile"]),
            pips=p["pips"],
            cells=" ".join(p["cells"]),
        )
    if kind == "dropped_out":
        return event_text(f"dropped_out_{p['reason']}", player=who(p["seat"]), penalty=p["penalty"])
    if kind == "game_over":
        ranking = ranking_text(p["ranking"], p["penalties"])
        if not p["match"]:
            return event_text("game_over", ranking=ranking)
        totals = cat([event_text("total_entry", player=who(s), points=v) for s, v in enumerate(p["totals"])], ", ")
        return event_text(
            "match_game_over", game_no=p["game_no"], games_total=p["games_total"], ranking=ranking, totals=totals
        )
    if kind == "match_over":
        return event_text("match_over", ranking=ranking_text(p["ranking"], p["totals"]))
    return kind
