"""ENVYRA rules engine (spec: shared/rules/envyra.md). The Game contract of engine/core.py.

Decision points and their actions (seats are 0-based):

* D1, Phase I (phase "phase1"): ``{"type": "place", "positions": ["A1", "B2"]}`` - 1 or 2 positions (exactly 1 in
  the simplified game). All participating seats act at once; a seat may change its submission until the last one
  submits, which reveals all boards and runs Phase II.
* D2, Phase II (phase "phase2"): ``{"type": "move", "position": "B2"}`` - the mover picks which of his two movable
  board cubes enters the grid. Steps without a real choice are played automatically inside ``apply``.
* D3, blocked players (phase "remove"): ``{"type": "remove", "position": "C3"}`` - the chooser removes a tile from
  the grid (§4.6). With a single candidate it is removed automatically.
* Resignation (E-27), by any seat at any time before the end: ``{"type": "resign"}`` - the game ends at once
  (condition "R") and the resigner ranks last. It is not listed by ``legal_actions``.

During D1 ``to_act`` names every participant (a confirmed seat may still change its mind) and ``waiting_for`` only
those who have not confirmed; D1 is the only secret input. ``prompt_key`` is the round number (the tag of a round's
controls); ``clock`` gives the E-28 defaults (``timeout_action``) under the keys "r<round>:phase1" (one window for
the unconfirmed seats), "r<round>:phase2:<step>" and "r<round>:remove".
"""

from __future__ import annotations

import copy
import random
from functools import lru_cache
from itertools import combinations
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
    View,
    private,
    public,
    validate_options,
)
from i18n import Msg, Text

from . import flow, invariants, scoring, texts
from .board import COLOURS, CUBES, GRID_SHAPE, accessible_positions, movable, positions_for
from .data import CARDS, END_ID, TILES

S_KEPT = {2: 11, 3: 13, 4: 14}  # §3 step 3
BASIC_KEPT = {3: 16, 4: 21}
EXPECTED_ACTION = {"phase1": "place", "phase2": "move", "remove": "remove"}


class EnvyraGame(ListedActionsGame):
    name = "envyra"
    title = "Envyra"  # the English title; each catalog names it as `envyra-title` (presenters.base.title_of)
    min_players = 2
    max_players = 4
    options = [
        Option("simplified", "bool", False, Msg("envyra-optdesc-simplified")),
        Option("equilibrium", "choice", "off", Msg("envyra-optdesc-equilibrium"), choices=("off", "A", "B", "C")),
        Option(
            "start_player",
            "choice",
            "random",
            Msg("envyra-optdesc-start_player"),
            choices=("random", "1", "2", "3", "4"),
        ),
        Option("round_limit", "int", 0, Msg("envyra-optdesc-round_limit"), min=0, max=999),
        Option("end_tile", "choice", "standard", Msg("envyra-optdesc-end_tile"), choices=("standard",)),
    ]

    # --- setup (§3) --------------------------------------------------------------------------------------------

    def setup(self, n_players: int, options: dict[str, Any], rng: random.Random) -> State:
        if n_players not in GRID_SHAPE:
            raise OptionError(texts.error("player-count", count=n_players))
        opts = validate_options(self.options, options)
        self.check_options(opts, n_players)
        s_tiles = sorted(t for t in TILES if TILES[t].start)
        basic = sorted(t for t in TILES if TILES[t].basic)
        kept_s = rng.sample(s_tiles, S_KEPT[n_players])
        if n_players == 2:
            kept_basic = [t for t in basic if not TILES[t].three_four]  # §12 I-7
        else:
            kept_basic = rng.sample(basic, BASIC_KEPT[n_players])
        rng.shuffle(kept_s)
        pos = positions_for(n_players)
        grid = dict(zip(pos, kept_s[: len(pos)], strict=False))
        bag = sorted(kept_s[len(pos) :] + kept_basic + [END_ID])
        box = sorted(set(TILES) - set(bag) - set(grid.values()))
        start = rng.randrange(n_players) if opts["start_player"] == "random" else int(opts["start_player"]) - 1
        state = new_state(n_players, opts, grid, bag, box, start)
        deal_cards(state, rng)
        flow.round_start(state, rng, [])
        return state

    def check_options(self, options: dict[str, Any], n_players: int | None) -> None:
        """Every option combination works for some table size; at start a chosen start seat must exist."""
        start = options.get("start_player", "random")
        if n_players is not None and start not in (None, "random") and int(start) > n_players:
            raise OptionError(texts.error("start-player", seat=str(start), count=n_players))

    # --- whose turn, what is legal ---------------------------------------------------------------------------

    def to_act(self, state: State) -> list[int]:
        """In Phase I every participant, confirmed or not: a confirmed seat may change its placement until the last
        one confirms (`waiting_for` names only those who have not confirmed yet)."""
        phase = state["phase"]
        if phase == "phase1":
            return flow.participants(state)
        if phase == "phase2":
            return [state["mover"]] if state["mover"] is not None else []
        if phase == "remove":
            return [state["remove"]["chooser"]]
        return []

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        phase = state["phase"]
        if phase == "phase1":
            if not (0 <= seat < state["n"]) or state["blocked"][seat]:
                return []
            return [{"type": "place", "positions": list(c)} for c in placement_choices(state, seat)]
        if phase == "phase2" and seat == state["mover"]:
            return [{"type": "move", "position": p} for p in movable(state, seat)]
        if phase == "remove" and seat == state["remove"]["chooser"]:
            return [{"type": "remove", "position": p} for p in state["remove"]["candidates"]]
        return []

    # --- rule questions of a front end -------------------------------------------------------------------------

    def waiting_for(self, state: State) -> list[int]:
        """Phase I: the participants who have not confirmed yet (who has confirmed is public)."""
        if state["phase"] == "phase1":
            return [s for s in flow.participants(state) if state["pending"][s] is None]
        return self.to_act(state)

    def secret_input(self, state: State, seat: int) -> bool:
        """Phase I placements are secret (asked by DM); Phase II moves and removals are public."""
        return state["phase"] == "phase1" and seat in flow.participants(state)

    def prompt_key(self, state: State, seat: int) -> str | None:
        """The round number: it tags a round's controls (one Phase I prompt per round; old buttons go stale)."""
        return str(state["round"])

    def clock(self, state: State) -> list[Clock]:
        """E-28 defaults. Phase I: one window for the seats that have not confirmed (key "r<round>:phase1", kept
        while seats confirm); Phase II: the mover's step ("r<round>:phase2:<step>"); the removal
        ("r<round>:remove"). Envyra has no timeout option: `seconds` is None (the table's turn clock decides)."""
        phase = state["phase"]
        seats = self.waiting_for(state)
        defaults = tuple((s, a) for s in seats if (a := self.timeout_action(state, s)) is not None)
        if not defaults:
            return []
        if phase == "phase1":
            key = f"r{state['round']}:phase1"
        elif phase == "phase2":
            key = f"r{state['round']}:phase2:{state['step']}"
        else:
            key = f"r{state['round']}:remove"
        return [Clock(key=key, seats=tuple(s for s, _ in defaults), defaults=defaults)]

    def resign_action(self, state: State, seat: int) -> Action | None:
        """E-27: the game ends at once, the resigner ranked last."""
        return {"type": "resign"}

    def action_label(self, state: State, seat: int, action: Action, names: list[str]) -> Text:
        """E.g. "Move to B2 (Blue Ice, cost 3, 2 VP)", "Place on A1 (…) + B1 (…)", "Remove C3 (…)"."""
        label = texts.action_label(action, state["grid"]) if isinstance(action, dict) else None
        return label or super().action_label(state, seat, action, names)

    def invariants(self, state: State) -> None:
        invariants.check(state, self)

    # --- apply ------------------------------------------------------------------------------------------------

    def apply_checked(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
        """The rules' own checks, each with its reason, then the move (`apply` takes only listed actions)."""
        phase = state["phase"]
        if phase == "over":
            raise IllegalMove(texts.error("game-over"))
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state["n"]:
            raise IllegalMove(texts.error("not-a-seat"))
        if isinstance(action, dict) and str(action.get("type")).lower() == "resign":
            events: list[Event] = []
            flow.resign(state, seat, events)
            return events
        if phase == "phase1" and state["blocked"][seat]:
            raise IllegalMove(texts.error("sitting-out"))
        if phase != "phase1" and seat not in self.to_act(state):
            raise IllegalMove(texts.error("not-your-turn"))
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalMove(texts.error("malformed"))
        expected = EXPECTED_ACTION[phase]
        if action["type"].lower() != expected:
            raise IllegalMove(Msg(f"envyra-error-wrong-{expected}"))
        events = []
        if phase == "phase1":
            chosen = parse_placement(state, seat, action)
            changed = state["pending"][seat] is not None
            state["pending"][seat] = chosen
            reachable = set(accessible_positions(state, seat))
            events.append(public("confirmed", seat=seat, changed=changed))
            events.append(
                private(
                    seat,
                    "placement",
                    seat=seat,
                    round=state["round"],
                    positions=chosen,
                    tiles=[state["grid"][p] for p in chosen],
                    inaccessible=[p for p in chosen if p not in reachable],
                )
            )
            if all(state["pending"][s] is not None for s in flow.participants(state)):
                flow.reveal(state, rng, events)
        elif phase == "phase2":
            pos = parse_position(state, action)
            choices = movable(state, seat)
            if pos not in choices:
                raise IllegalMove(texts.error("not-movable", pos=pos, choices=texts.join(choices)))
            pass_no = state["steps"][state["step"]][1]
            flow.move_cube(state, seat, pos, pass_no, False, events)
            if state["phase"] != "over":
                flow.finish_step(state, seat, pass_no, events)
                flow.run_steps(state, rng, events)
        else:
            pos = parse_position(state, action)
            choices = state["remove"]["candidates"]
            if pos not in choices:
                raise IllegalMove(texts.error("not-removable", pos=pos, choices=texts.join(choices)))
            flow.remove_tile(state, pos, False, rng, events)
        return events

    # --- views (§9) -------------------------------------------------------------------------------------------

    def view(self, state: State, seat: int | None) -> View:
        return make_view(state, seat)

    def result(self, state: State) -> Result | None:
        if state["phase"] != "over":
            return None
        scores = flow.final_scores(state)
        resigned = state.get("resigned")
        ranking = scoring.ranking(scores, resigned)
        details = {
            "seats": [{"seat": s, **sc} for s, sc in enumerate(scores)],
            "condition": state["over"]["condition"],
            "resigned": resigned,
            "explained": texts.result_parts(scores, ranking, resigned),
        }
        return Result(
            ranking=ranking,
            scores={s: sc["total"] for s, sc in enumerate(scores)},
            details=details,
            explanation=str(explain(scores, ranking, resigned=resigned)),
        )

    def describe(self, event: Event, names: list[str]) -> Text:
        return texts.describe(event.kind, event.params, names)

    def start_events(self, state: State) -> list[Event]:
        """Each player's secret Equilibrium card, said in words once (a fact to remember, in its own DM); then
        round 1 is announced like every later round (setup itself cannot return events)."""
        events = [private(s, "secret_card", card=c) for s, cards in enumerate(state["secret"]) for c in cards]
        return events + ([flow.round_start_event(state)] if state["phase"] == "phase1" else [])

    def explain(self, result: Result, names: list[str]) -> Text:
        scores = [{k: v for k, v in seat.items() if k != "seat"} for seat in result.details["seats"]]
        return explain(scores, result.ranking, names, result.details.get("resigned"))

    @staticmethod
    def from_scenario(n_players: int, **kwargs: Any) -> State:
        from .scenario import build

        return build(n_players, **kwargs)

    @staticmethod
    def timeout_action(state: State, seat: int) -> Action | None:
        """The default choice for an idle player (E-28)."""
        phase = state["phase"]
        if phase == "phase1" and not state["blocked"][seat]:
            options = accessible_positions(state, seat) or [p for p in state["positions"] if state["grid"][p]]
            return {"type": "place", "positions": options[:1]}
        if phase == "phase2" and seat == state["mover"]:
            return {"type": "move", "position": movable(state, seat)[0]}
        if phase == "remove" and seat == state["remove"]["chooser"]:
            return {"type": "remove", "position": state["remove"]["candidates"][0]}
        return None


# --- state construction ---------------------------------------------------------------------------------------------


def new_state(n: int, opts: dict[str, Any], grid: dict[str, str], bag: list[str], box: list[str], start: int) -> State:
    pos = positions_for(n)
    cols, rows = GRID_SHAPE[n]
    return {
        "game": "envyra",
        "n": n,
        "cols": cols,
        "rows": rows,
        "positions": pos,
        "options": dict(opts),
        "round": 1,
        "phase": "phase1",
        "grid": {p: grid.get(p) for p in pos},
        "cubes": {p: [] for p in pos},  # [seat, placement number] in placement order
        "seq": 0,
        "bag": sorted(bag),
        "box": sorted(box),
        "aside": [],
        "start": start,
        "supply": [CUBES] * n,
        "owned": [[] for _ in range(n)],
        "board": [[] for _ in range(n)],
        "pending": [None] * n,
        "placed": [0] * n,
        "blocked": [False] * n,
        "final": False,
        "steps": [],
        "step": None,
        "mover": None,
        "remove": None,
        "public_cards": [],
        "cards": [[] for _ in range(n)],
        "secret": [[] for _ in range(n)],
        "over": None,
        "resigned": None,
        "revealed": None,  # the latest reveal: {"round": r, "boards": positions per seat (None: sat out)}
    }


def deal_cards(state: State, rng: random.Random) -> None:
    """§8.3: shuffle the pool, lay out 2 public cards (A, C), then 1 secret card per player (B, C)."""
    mode = state["options"]["equilibrium"]
    if mode == "off":
        return
    pool = sorted(c for c in CARDS if state["n"] == 4 or not CARDS[c].four_only)
    rng.shuffle(pool)
    if mode in ("A", "C"):
        state["public_cards"] = sorted(pool[:2])
        pool = pool[2:]
    if mode in ("B", "C"):
        state["secret"] = [[pool[s]] for s in range(state["n"])]


# --- input parsing --------------------------------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def _combos(filled: tuple[str, ...], two: bool) -> tuple[tuple[str, ...], ...]:
    singles = tuple((p,) for p in filled)
    return singles + tuple(combinations(filled, 2)) if two else singles


def placement_choices(state: State, seat: int) -> tuple[tuple[str, ...], ...]:
    """Every legal D1 submission, positions row-major inside each."""
    grid = state["grid"]
    filled = tuple(p for p in state["positions"] if grid[p] is not None)
    return _combos(filled, not state["options"]["simplified"] and state["supply"][seat] >= 2)


def normalise(state: State, raw: Any) -> str:
    if not isinstance(raw, str):
        raise IllegalMove(texts.error("position-text"))
    pos = raw.strip().upper()
    if pos not in state["grid"]:
        first, last = state["positions"][0], state["positions"][-1]
        raise IllegalMove(texts.error("bad-position", pos=raw.strip()[:8] or "?", first=first, last=last))
    return pos


def parse_position(state: State, action: Action) -> str:
    if "position" not in action:
        raise IllegalMove(texts.error("position-text"))
    return normalise(state, action["position"])


def parse_placement(state: State, seat: int, action: Action) -> list[str]:
    """Validate a D1 submission (§4.2, E-1, E-2, E-4); returns the positions row-major."""
    raw = action.get("positions")
    if not isinstance(raw, list):
        raise IllegalMove(texts.error("positions-list"))
    if not raw:
        raise IllegalMove(texts.error("no-cube"))
    if state["options"]["simplified"] and len(raw) > 1:
        raise IllegalMove(texts.error("simplified-one"))
    if len(raw) > 2:
        raise IllegalMove(texts.error("too-many"))
    chosen = [normalise(state, p) for p in raw]
    if len(set(chosen)) != len(chosen):
        raise IllegalMove(texts.error("same-position"))
    for pos in chosen:
        if state["grid"][pos] is None:
            raise IllegalMove(texts.error("empty-position", pos=pos))
    if len(chosen) > state["supply"][seat]:
        raise IllegalMove(texts.error("supply", count=state["supply"][seat]))
    order = state["positions"]
    return sorted(chosen, key=order.index)


# --- views ----------------------------------------------------------------------------------------------------------


def tile_json(tile_id: str | None) -> dict[str, Any] | None:
    return TILES[tile_id].to_json() if tile_id is not None else None


def make_view(state: State, seat: int | None) -> View:
    phase = state["phase"]
    over = phase == "over"
    seats = []
    for s in range(state["n"]):
        owned = state["owned"][s]
        board = None if phase == "phase1" else list(state["board"][s])
        seats.append(
            {
                "seat": s,
                "colour": COLOURS[s],
                "supply": state["supply"][s],
                "owned": [tile_json(t) for t in owned],
                "confirmed": phase == "phase1" and state["pending"][s] is not None,
                "board": board,
                "board_count": None if board is None else len(board),
                "tile_vp": scoring.tile_vp(owned),
                "set_vp": scoring.set_vp(owned),
                "blocked": state["blocked"][s],
                "cards": [CARDS[c].to_json() for c in state["cards"][s]],
                "secret_cards": [CARDS[c].to_json() for c in state["secret"][s]] if over else None,
            }
        )
    mover = state["mover"] if phase == "phase2" else (state["remove"]["chooser"] if phase == "remove" else None)
    step = state["step"]
    steps = state["steps"]
    result = EnvyraGame().result(state) if over else None
    view: View = {
        "game": "envyra",
        "round": state["round"],
        "phase": phase,
        "simplified": state["options"]["simplified"],
        "equilibrium": state["options"]["equilibrium"],
        "round_limit": state["options"]["round_limit"],
        "grid": {
            "cols": state["cols"],
            "rows": state["rows"],
            "cells": [
                {"pos": p, "tile": tile_json(state["grid"][p]), "cubes": [c[0] for c in state["cubes"][p]]}
                for p in state["positions"]
            ],
        },
        "start_player": state["start"],
        "bag_count": len(state["bag"]),
        "box_count": len(state["box"]),
        "mover": mover,
        "pass": steps[step][1] if phase == "phase2" and step is not None and step < len(steps) else None,
        "step": step if phase == "phase2" else None,
        "order": [s for s, _ in steps],
        "final_round": state["final"],
        "remove_candidates": list(state["remove"]["candidates"]) if phase == "remove" else [],
        "seats": seats,
        "public_cards": [CARDS[c].to_json() for c in state["public_cards"]],
        "condition": state["over"]["condition"] if over else None,
        "last_reveal": copy.deepcopy(state.get("revealed")),
        "result": result.to_json() if result is not None else None,
    }
    if seat is not None:
        mine = state["pending"][seat] if phase == "phase1" else state["board"][seat]
        view["me"] = seat
        view["my_board"] = list(mine or [])
        view["my_secret_cards"] = [CARDS[c].to_json() for c in state["secret"][seat]]
        if phase == "phase1" and mine is not None:
            seats[seat]["board"] = list(mine)
            seats[seat]["board_count"] = len(mine)
    return view


def explain(
    scores: list[dict[str, Any]], ranking: list[list[int]], names: list[str] | None = None, resigned: int | None = None
) -> Text:
    """The tie-break explanation (§7) as a text; without names the seats are "Seat 1", "Seat 2"…"""
    return texts.explained(texts.result_parts(scores, ranking, resigned), list(names or []))
