"""Standing orders (issue 23): what a seat decided in advance, so that the game need not wait for it.

A seat sets its orders at any time, in turn or not, with an engine action `{"type": "orders", ...}` (one change per
action; the move log keeps them, so they survive restarts and replays):

- `{"card": "<skill card id>", "when": <condition>}`: play that reaction card in its window when the condition holds
  (`machine/orders.py` CARD_WHEN); `"when": "never"` removes the order. An order for a card not held is kept but
  inactive; once held, a card that leaves the hand takes its order with it (the seat is told privately);
- `{"ability": <decision kind>, "when": <condition>}`: an optional or once-per-game ability (`ABILITY_WHEN`), used
  when the condition holds and declined otherwise; "never" removes it;
- `{"draw": {skill: count, ...} | null}`: a multi-skill character's choice of its turn's draw (the combined slot);
- `{"draws": [skill, ...] | null}`: every other skill draw that lets the seat choose the type (the starting hand,
  Sickbay, a revealed Cylon's draw, a card's or an ability's draw; the turn's draw too when `draw` is not set): the
  list is a pattern, each draw takes its cards in the pattern's order, skipping types the draw does not allow and
  starting over at its end (["tactics", "tactics", "piloting"]: a draw of 3 from tactics or piloting takes 2 tactics
  and 1 piloting); a draw none of whose types is in the pattern is asked;
- `{"draft": [character id, ...] | null}`: the seat's ranking for the character draft, set before its pick (when it
  joins the table): its pick is the first ranked character the draft still allows (bsg.md D-S1: the fewest-type
  rule), and the seat is asked only when none is;
- `{"board_order": true | null}`: the current player's picks of an order among equal things (bsg.md D-AO: which space
  area's raiders activate next, where ships go under a shortage, which area's heavy raider converts, which of the
  face-down civilian ships in an area a raider destroys) are taken in board order, the lowest first (BOARD_ORDER),
  instead of asking;
- `{"discards": "weakest" | null}`: when the seat must discard cards of its choice (the hand limit, a crisis's or a
  card's discard; not a contribution, not the card paid for a move), it discards at once what the decision's clock
  would when the time runs out (clocks.weakest: the lowest-strength cards), keeping the cards it has an order for
  as long as it can;
- `{"eo": "move_and_act" | "two_actions" | null}`: the standing choice when one receives an Executive Order;
- `{"clear": true}`: no orders at all (a new occupant of the seat starts so);
- `{"ask": true}`: a bot's seat is asked in windows as in `live` pace (bots decide as they always did).

Orders are secret like a hand: they appear in their seat's view only and cause no public event. In `days` pace a
window (machine/windows.py) and every optional ability answer at once from the orders; draw preferences and the
Executive Order choice apply in both paces once set.
"""

from __future__ import annotations

import copy
from typing import Any

from engine.core import IllegalMove, same_value

from . import board as B
from . import clocks, texts
from . import decisions as D
from . import machine as M
from .data import DATA, SKILLS
from .machine.orders import CARD_WHEN, CYLON_ROLLS, asks, pace, seat_orders

State = dict[str, Any]
Action = dict[str, Any]

# optional abilities that take an order, and the conditions each may name ("never" is no order)
ABILITY_WHEN: dict[str, tuple[str, ...]] = {
    "secret_destiny": ("cylon_attack", "always"),
    "mysterious_intuition": ("declare_pass",),
    "command_authority": ("always",),
    "eco_officer": ("bad_roll", "always"),
    "moral_compass": ("always",),
    "alert_viper_pilot": ("always",),
    "blind_devotion": (),
    "loc_reaction": (),
}
EO_MODES = ("move_and_act", "two_actions")
KEYS = {"type", "card", "ability", "when", "draw", "draws", "draft", "board_order", "discards", "eo", "clear", "ask"}
DISCARDS = ("weakest",)  # the rules a `discards` order may name
DISCARD_KINDS = frozenset({"hand_limit", "discard"})  # the discards of one's choice a `discards` order answers
# D-AO picks `board_order` answers with the lowest option: the next space area, a placement, a conversion, and the
# face-down civilian ship a raider destroys (a blind pick: the first)
BOARD_ORDER = {"area_order": "area", "deploy_pick": "area", "heavy_convert": "area", "raider_civilian": "index"}
MAX_PATTERN = 6  # the longest draw pattern (`draws`)


CLEAR: Action = {"type": "orders", "clear": True}  # what a seat's new occupant starts with (engine/seats.py)


def has_orders(st: State, seat: int) -> bool:
    """Whether the seat has any standing order (or asks to be asked in windows)."""
    return seat_orders(st, seat) != seat_orders({}, seat)


def is_orders(action: Any) -> bool:
    return isinstance(action, dict) and action.get("type") == "orders"


# ------------------------------------------------------------------------------------------------------------------
# setting orders
def problem(st: State, seat: int, action: Action) -> str | None:
    """Why this orders action cannot be taken (an error name of `texts.error`), or None."""
    if not set(action) <= KEYS or len(action) != (3 if ("card" in action or "ability" in action) else 2):
        return "malformed"
    if "card" in action:
        card, when = action["card"], action.get("when")
        ability = DATA.skill_cards[card]["card_id"] if isinstance(card, str) and card in DATA.skill_cards else None
        if ability not in CARD_WHEN:
            return "order_card"
        return None if when == "never" or when in CARD_WHEN[ability] else "order_when"
    if "ability" in action:
        kind, when = action["ability"], action.get("when")
        if kind not in ABILITY_WHEN:
            return "order_ability"
        return None if when == "never" or when in ABILITY_WHEN[kind] else "order_when"
    if "draw" in action:
        return draw_problem(st, seat, action["draw"])
    if "draws" in action:
        return draws_problem(action["draws"])
    if "draft" in action:
        return draft_problem(action["draft"])
    if "board_order" in action:
        return None if action["board_order"] is True or action["board_order"] is None else "malformed"
    if "discards" in action:
        return None if action["discards"] is None or action["discards"] in DISCARDS else "malformed"
    if "eo" in action:
        return None if action["eo"] is None or action["eo"] in EO_MODES else "malformed"
    return None if action.get("clear") is True or action.get("ask") is True else "malformed"


def draw_problem(st: State, seat: int, draw: Any) -> str | None:
    if draw is None:
        return None
    combo = combined_slot(st, seat)
    if combo is None:
        return "order_no_draw"
    ok = isinstance(draw, dict) and all(s in combo["skills"] and type(n) is int and n >= 0 for s, n in draw.items())
    return None if ok and sum(draw.values()) == combo["count"] else "order_draw"


def draws_problem(draws: Any) -> str | None:
    if draws is None:
        return None
    ok = isinstance(draws, list) and 0 < len(draws) <= MAX_PATTERN and all(s in SKILLS for s in draws)
    return None if ok else "order_draws"


def draft_problem(ranking: Any) -> str | None:
    if ranking is None:
        return None
    ok = isinstance(ranking, list) and ranking and all(isinstance(c, str) and c in DATA.characters for c in ranking)
    return None if ok and len(set(ranking)) == len(ranking) else "order_draft"


def combined_slot(st: State, seat: int) -> dict | None:
    """The character's one combined draw slot ("2 of leadership or politics"), or None."""
    if st["players"][seat]["character"] is None:
        return None
    combos = B.character(st, seat)["skills"]["combined"]
    return combos[0] if len(combos) == 1 else None


def set_orders(ctx: M.Ctx, seat: int, action: Action) -> None:
    """Apply one orders action of `seat` (raises IllegalMove, the state untouched, when it is not one)."""
    st = ctx.state
    if not 0 <= seat < st["n"]:
        raise IllegalMove(texts.error("not_your_turn"))
    why = problem(st, seat, action)
    if why is not None:
        raise IllegalMove(texts.error(why))
    mine = copy.deepcopy(seat_orders(st, seat))
    if action.get("clear"):
        mine = seat_orders({}, seat)
    elif action.get("ask"):
        mine["ask"] = True
    else:
        mine["ask"] = False  # a person's own order: the seat is theirs, not a bot's
        if "card" in action:
            card = action["card"]
            mine["cards"].pop(card, None)
            if action["when"] != "never":
                mine["cards"][card] = {"when": action["when"], "held": card in st["players"][seat]["hand"]}
        elif "ability" in action:
            mine["abilities"].pop(action["ability"], None)
            if action["when"] != "never":
                mine["abilities"][action["ability"]] = action["when"]
        elif "draw" in action:
            mine["draw"] = dict(action["draw"]) if action["draw"] else None
        elif "draws" in action:
            mine["draws"] = list(action["draws"]) if action["draws"] else None
        elif "draft" in action:
            mine["draft"] = list(action["draft"]) if action["draft"] else None
        elif "board_order" in action:
            mine["board_order"] = action["board_order"]
        elif "discards" in action:
            mine["discards"] = action["discards"]
        else:
            mine["eo"] = action["eo"]
    st.setdefault("orders", {})[str(seat)] = mine


# ------------------------------------------------------------------------------------------------------------------
# answering from orders
def auto_answer(st: State) -> tuple[int, Action] | None:
    """The pending decision's answer from a seat's standing orders (or the pace's rule), or None: the seat is asked."""
    d = st["decision"]
    if d is None or st["winner"] is not None:
        return None
    kind = d["kind"]
    if kind == "skill_window":
        seat = next((int(s) for s in sorted(d["pending"], key=int) if not asks(st, int(s))), None)
        if seat is None:
            return None
        card = M.orders.window_play(st, seat, d["window"], {}, M.window_cards(st, seat, d["window"]))
        return seat, {"type": "play", "card": card} if card else {"type": "pass"}
    if kind == "starting_hands":  # each seat whose draw pattern names one of its types, in the draw order
        found = ((s, pattern_hand(d, s, seat_orders(st, s).get("draws"))) for s in d["order"] if str(s) in d["pending"])
        return next(((s, action) for s, action in found if action is not None), None)
    if kind == "hand_limit":
        seat = next((int(s) for s in sorted(d["pending"], key=int) if seat_orders(st, int(s))["discards"]), None)
        if seat is None:
            return None
        action = discard_answer(st, seat)
        return (seat, action) if any(same_value(action, a) for a in D.legal(st, seat)) else None
    seat = d["seat"]
    if seat is None:
        return None
    action = preferred(st, seat, d)
    if action is None and not asks(st, seat):
        if kind == "window_order":
            action = {"type": "player", "seat": d["options"][0]}  # seat order from the current player
        elif kind in ABILITY_WHEN:
            action = ability_answer(st, seat, d) or {"type": "pass"}
    if action is None or not (D.single_draw(d, action) or any(same_value(action, a) for a in D.legal(st, seat))):
        return None  # (a draw offered whole still takes the orders' one card at a time)
    return seat, action


def preferred(st: State, seat: int, d: dict) -> Action | None:
    """A draw preference, a draft ranking, a board-order pick, a discard or an Executive Order choice, in either
    pace."""
    mine = seat_orders(st, seat)
    if d["kind"] == "eo_mode" and mine["eo"]:
        return {"type": "mode", "mode": mine["eo"]}
    if d["kind"] == "discard" and mine["discards"]:
        return discard_answer(st, seat)
    if d["kind"] in BOARD_ORDER and mine["board_order"]:
        key = BOARD_ORDER[d["kind"]]
        return {"type": "civilian" if key == "index" else "area", key: min(d["options"])}
    if d["kind"] == "draft" and mine["draft"]:
        allowed = D.draft_options(st)
        pick = next((c for c in mine["draft"] if c in allowed), None)
        return {"type": "character", "character": pick} if pick else None
    if d["kind"] != "draw_skill":
        return None
    if mine["draw"] and d.get("why") == "receive":
        return turn_draw(st, seat, d, mine["draw"])
    return pattern_draw(d, mine.get("draws"))


def discard_answer(st: State, seat: int) -> Action:
    """The next card a `discards` order discards: the weakest card without a card order, else the weakest."""
    hand = st["players"][seat]["hand"]
    ordered = set(seat_orders(st, seat)["cards"])
    ranked = clocks.weakest(st, seat, len(hand))
    return {"type": "discard", "card": next((c for c in ranked if c not in ordered), ranked[0])}


def turn_draw(st: State, seat: int, d: dict, draw: dict[str, int]) -> Action | None:
    """The turn's draw of the combined slot by the `draw` preference."""
    combo = combined_slot(st, seat)
    if combo is None or sorted(combo["skills"]) != sorted(d["skills"]):
        return None
    wanted = [s for s in SKILLS for _ in range(draw.get(s, 0))]
    done = combo["count"] - d["left"]
    return {"type": "draw", "skill": wanted[done]} if 0 <= done < len(wanted) else None


def pattern_draw(d: dict, draws: list[str] | None) -> Action | None:
    """Any other draw's next card by the `draws` pattern (the types the draw allows, in the pattern's order, starting
    over at its end), or None when the pattern names none of them."""
    allowed = [s for s in draws or () if s in d["skills"]]
    if not allowed:
        return None
    done = d.get("count", d["left"]) - d["left"]
    return {"type": "draw", "skill": allowed[done % len(allowed)]}


def pattern_hand(d: dict, seat: int, draws: list[str] | None) -> Action | None:
    """A starting hand by the `draws` pattern (as `pattern_draw`, all its cards at once, in the order the legal
    answers list them), or None when the pattern names none of the seat's types."""
    skills = d["sets"][str(seat)]
    allowed = [s for s in draws or () if s in skills]
    if not allowed:
        return None
    chosen = sorted((allowed[i % len(allowed)] for i in range(d["left"])), key=skills.index)
    return {"type": "starting_hand", "skills": chosen}


def ability_answer(st: State, seat: int, d: dict) -> Action | None:
    """The answer an ability's order gives now, or None (declined)."""
    when = seat_orders(st, seat)["abilities"].get(d["kind"])
    if when is None:
        return None
    kind = d["kind"]
    if kind == "secret_destiny":
        attack = DATA.crises[d["card"]]["type"] == "cylon_attack"
        return {"type": "use"} if when == "always" or attack else None
    if kind == "mysterious_intuition":
        return {"type": "declare", "result": "pass"}
    if kind == "eco_officer" and when == "bad_roll":
        roll = st["roll"] or {}
        value = roll.get("value") or 4
        bad = value >= 5 if roll.get("why") in CYLON_ROLLS else value <= 3
        return {"type": "use"} if bad else None
    if kind == "alert_viper_pilot":
        return {"type": "pilot", "area": d["options"][0]} if d["options"] else None
    return {"type": "use"}


def settle(ctx: M.Ctx) -> None:
    """Answer from standing orders every decision they answer, then drop the orders whose card has gone."""
    st = ctx.state
    while (found := auto_answer(st)) is not None:
        seat, action = found
        D.answer(ctx, seat, action)
        M.run(ctx)
    sweep(ctx)


def sweep(ctx: M.Ctx) -> None:
    """An order whose card was held and has left the hand (played, discarded, stolen) is dropped; its seat is told
    privately. A card not yet held keeps its (inactive) order."""
    st = ctx.state
    for key, mine in st.get("orders", {}).items():
        hand = st["players"][int(key)]["hand"]
        for card, order in list(mine["cards"].items()):
            if card in hand:
                order["held"] = True
            elif order["held"]:
                del mine["cards"][card]
                ctx.priv(int(key), "order_dropped", card=card)


# ------------------------------------------------------------------------------------------------------------------
# the seat's view
def view(st: State, seat: int) -> dict[str, Any]:
    """A seat's own orders as its view shows them (`me["orders"]`): each card order active or not (held now)."""
    mine = seat_orders(st, seat)
    hand = st["players"][seat]["hand"]
    return {
        "pace": pace(st),
        "cards": [
            {"card": card, "when": order["when"], "active": card in hand}
            for card, order in sorted(mine["cards"].items())
        ],
        "abilities": dict(sorted(mine["abilities"].items())),
        "draw": dict(mine["draw"]) if mine["draw"] else None,
        "draws": list(mine["draws"]) if mine["draws"] else None,
        "draft": list(mine["draft"]) if mine["draft"] else None,
        "board_order": bool(mine["board_order"]),
        "discards": mine["discards"],
        "eo": mine["eo"],
        "ask": bool(mine.get("ask")),
    }
