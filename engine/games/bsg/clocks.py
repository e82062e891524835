"""Time limits and defaults of every BSG decision (issue 11 item 5), through the shared `engine.core.Clock`.

One clock per pending decision. Its key is the decision's number (`state["asked"]`): it stays while the same decision
waits (a window's or the contribution phase's later answers keep it, so the time is uniform for everyone) and is
gone once a new decision is asked. A single seat's decision that takes several answers (a discard of 2, a split
draw) keeps one deadline too: such clocks, and those of simultaneous decisions, are of kind "race".

Time allowed (table options): `window_seconds` for skill-card windows and the ordering of their plays,
`contribution_hours` for a skill check's contributions, `decision_hours` for everything else.

Defaults, applied when the time runs out:
- windows and every optional ability or reaction: pass; the ordering of competing window plays: seat order from
  the current player; an optional effect ("do you want to"): no; an optional target: nobody;
- contribution: no card; movement: stay; the Cylon's movement: stay; the action (human or Cylon): nothing;
- discards (hand limit, forced, the card paid for a move): the lowest-strength cards (then by type order);
- secret picks — the Admiral's destination, Laura Roslin's crisis, the Caprica crisis pair, Roslin's quorum
  pair: a random one, seeded by the decision (the same for every read of the state);
- every other decision (a crisis card's box, targets, draws, placements): the first legal option, i.e. the card's
  first box for a crisis choice and the first listed target.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Clock

from . import board as B
from . import decisions as D
from .data import DATA, SKILLS

State = dict[str, Any]
Action = dict[str, Any]
HOUR = 3600.0

WINDOW_KINDS = frozenset({"skill_window", "window_order"})
SECRET_PICKS = frozenset({"destination", "crisis_pick", "caprica_pick", "roslin_quorum"})
PASS_KINDS = frozenset(
    {
        "secret_destiny",
        "mysterious_intuition",
        "blind_devotion",
        "command_authority",
        "eco_officer",
        "moral_compass",
        "alert_viper_pilot",
        "loc_reaction",
        "skill_window",
    }
)
FIXED: dict[str, Action] = {
    "move": {"type": "stay"},
    "cylon_move": {"type": "stay"},
    "action": {"type": "nothing"},
    "cylon_action": {"type": "nothing"},
    "confirm": {"type": "no"},
    "contribute": {"type": "contribute", "cards": []},
}


def weakest(st: State, seat: int, count: int) -> list[str]:
    """The `count` lowest-strength cards of a hand (ties by type order, then id)."""
    hand = st["players"][seat]["hand"]
    ranked = sorted(hand, key=lambda c: (DATA.skill_cards[c]["strength"], SKILLS.index(B.skill_card(c)["skill"]), c))
    return ranked[:count]


def seat_defaults(st: State, seat: int, d: dict) -> list[Action]:
    """What `seat` answers when the time runs out (in order; each is one of its legal actions then)."""
    kind = d["kind"]
    legal = D.legal(st, seat)
    if kind in PASS_KINDS and {"type": "pass"} in legal:
        return [{"type": "pass"}]
    if kind in FIXED and FIXED[kind] in legal:
        return [FIXED[kind]]
    if kind in ("hand_limit", "discard"):
        left = d["pending"][str(seat)] if kind == "hand_limit" else d["left"]
        return [{"type": "discard", "card": c} for c in weakest(st, seat, min(left, len(st["players"][seat]["hand"])))]
    if kind == "move_card":
        return [{"type": "discard", "card": weakest(st, seat, 1)[0]}]
    if kind == "pick_player" and d.get("optional"):
        return [{"type": "player", "seat": None}]
    if kind in SECRET_PICKS:
        return [random.Random(f"bsg-default:{st.get('asked', 0)}:{st['turn']}:{sorted(map(str, legal))}").choice(legal)]
    return [legal[0]]


# one seat answers several times (a continuation keeps the key)
MULTI_STEP = frozenset({"draw_skill", "discard", "galactica_draw_pick"})


def key(st: State, d: dict) -> str:
    return f"bsg:{st.get('asked', 0)}:{d['kind']}"


def seconds(st: State, d: dict) -> float:
    options = {**DEFAULT_OPTIONS, **st.get("options", {})}
    if d["kind"] in WINDOW_KINDS:
        return float(options["window_seconds"])
    if d["kind"] == "contribute":
        return options["contribution_hours"] * HOUR
    return options["decision_hours"] * HOUR


def clocks(st: State) -> list[Clock]:
    d = st["decision"]
    if d is None or st["winner"] is not None:
        return []
    seats = tuple(D.decision_seats(st))
    defaults = tuple((seat, action) for seat in seats for action in seat_defaults(st, seat, d))
    several = d["kind"] in D.SIMULTANEOUS or d["kind"] in MULTI_STEP  # one deadline for all answers
    return [Clock(key(st, d), seats, defaults, seconds(st, d), "race" if several else "turn")]


DEFAULT_OPTIONS: dict[str, Any] = {"window_seconds": 90, "decision_hours": 24, "contribution_hours": 24}
