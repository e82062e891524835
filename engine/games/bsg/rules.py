"""Battlestar Galactica: The Board Game (FFG 2008), base game — rules engine (spec: shared/rules/bsg.md).

Seats are 0-based. The engine is a resumable task machine (machine/): `state["stack"]` holds the remaining steps,
`state["decision"]` the one decision the engine waits for. `to_act` names the seat(s) of that decision,
`legal_actions` lists every legal answer (decisions.py), `apply` checks the action against that list, applies it and
runs the machine to the next decision. See STATUS.md for what is implemented.

Actions (JSON; always one of `legal_actions`, compared strictly: `true` is not seat 1, `1.0` is not 1;
`state["decision"]["kind"]` says which family applies)
-----------------------------------------------------------------------------------------------------
setup:   {"type": "character", "character": id}            D-S1 draft (category rule)
         {"type": "launch", "area": 4|5}                    D-S2 Lee Adama's launch; also Hangar Deck / launches
         {"type": "starting_hand", "skills": [s, s, s]}    D-S3 the split of the starting hand (everyone at once)
         {"type": "draw", "skills": [s, ...]}               a split draw of several cards whole (D-H1, D-C1,
                                                            D-A-DRAW; D-S3 in older builds' logs); {"type": "draw",
                                                            "skill": s}: one card of it (also accepted where the
                                                            whole is offered)
turn:    {"type": "stay"} | {"type": "move", "to": loc} | {"type": "viper_move", "to": area}   (D-H2; to the other
         ship: then {"type": "discard", "card": c} in the `move_card` decision)
         {"type": "activate", "location": loc} | {"type": "viper_attack", "target": [area, ship, i]}
         {"type": "nuke", "target": [area, i]} | {"type": "quorum_draw"} | {"type": "quorum_play", "card": q}
         {"type": "play", "card": c} (skill-card action) | {"type": "ability", "name": n} (once-per-game action)
         {"type": "reveal", "card": loyalty_id} | {"type": "nothing"}                                         (D-H3)
Cylon:   {"type": "move", "to": cylon_loc} | {"type": "caprica_crises"} | {"type": "play_super", "card": id}
checks:  {"type": "contribute", "cards": [c, ...]} (the whole contribution at once, face down; may come early) (D-SC)
windows: {"type": "pass"} always; {"type": "play", "card": c} (skill-card reactions), {"type": "use"},
         {"type": "declare", "result": "pass"|"fail"}, {"type": "skill", "skill": s}, {"type": "pilot", "area": a},
         {"type": "difficulty", "delta": d}                                                              (D-W)
other:   {"type": "choose", "option": i}, {"type": "yes"|"no"}, {"type": "player", "seat": s|null},
         {"type": "discard", "card": c}, {"type": "card", "card": id}, {"type": "target", "target": [...]},
         {"type": "centurion", "position": p}, {"type": "viper", "source": ...}, {"type": "ship", "target": [a, i]},
         {"type": "location", "location": loc}, {"type": "area", "area": a}, {"type": "civilian", "ship": [a, i]},
         {"type": "civilian", "index": i}, {"type": "civilian_move", "to": a}, {"type": "quorum", "card": q},
         {"type": "count", "count": n}, {"type": "token", "token": t}, {"type": "deck", "deck": d},
         {"type": "place", "where": "top"|"bottom"}, {"type": "mode", "mode": "move_and_act"|"two_actions"},
         {"type": "stop"}

Events: public ones carry no secret; private ones (`to` = one seat) carry drawn cards, seen loyalty cards, the
Admiral's destination pair, Roslin's crisis pair, the Cylon's Caprica pair, stolen cards and the own contributions
to a skill check. Contributions are public only as "<seat> added N cards"; the revealed pool is unattributed.

Views: `view(state, None)` is the public part of bsg.md §12; `view(state, seat)` adds "me" with that seat's hand,
loyalty cards, super crisis cards, the quorum hand (President), loyalty cards seen, and the private part of the
pending decision.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from engine.core import Clock, Event, Game, IllegalMove, Option, OptionError, Result, State, same_value
from i18n import Text

from . import board as B
from . import clocks, explain, legacy, standing, texts
from . import decisions as D
from . import machine as M
from .data import DATA, RESOURCES, SKILLS, card_base, loyalty_kind
from .support import IMPLEMENTED_CRISES, IMPLEMENTED_DESTINATIONS, IMPLEMENTED_QUORUM, IMPLEMENTED_SUPER_CRISES

# the parts of a seat's view (`me`) that only it holds and knows, apart from its decision (`BsgGame.own_view`)
OWN_KEYS = ("hand", "loyalty", "team", "super_crisis", "seen_loyalty", "quorum_hand")
PENDING_KEY = "my_pending_contribution"
STARTING_KEY = "my_starting_hand"  # the types a seat chose for its starting hand, sealed until everyone has chosen
ORDERS_KEY = "orders"  # the seat's standing orders (standing.py): in its own view only, not drawn on the panel image
PRIVATE_DECISION_KEYS = (
    "kind",
    "options",
    "left",
    "skills",
    "tokens",
    "max",
    "why",
    "card",
    "deck",
    "deltas",
    "area",
    "window",
    "chosen",
    "other",
    "to",
)
MAX_TURNS = 400  # safety for random playouts only; see STATUS.md (never reached in tests)


def new_player() -> dict:
    return {
        "character": None,
        "loc": None,
        "viper": None,
        "stranded": False,
        "hand": [],
        "loyalty": [],
        "revealed_loyalty": [],
        "cylon_player": False,
        "sympathizer_cylon": False,
        "sympathizer_human": False,
        "super": [],
        "turns": 0,
        "seen": [],
        "opg_used": False,
        "eco_turn": -1,
        "maintenance_turn": -1,
    }


@M.task_handler
def t_draft(ctx: M.Ctx, task: dict) -> None:
    ctx.decide("draft", task["seat"])


@M.task_handler
def t_post_draft(ctx: M.Ctx, task: dict) -> None:
    st = ctx.state
    tasks: list[dict] = []
    # 4. character setup
    for seat, p in enumerate(st["players"]):
        start = B.character(st, seat)["start"]
        if start.get("stranded"):
            p["stranded"] = True
        elif start.get("in_viper"):
            tasks.append({"t": "lee_launch", "seat": seat})
        else:
            p["loc"] = start["location"]
    tasks.append({"t": "setup_rest"})
    ctx.push(*tasks)


@M.task_handler
def t_lee_launch(ctx: M.Ctx, task: dict) -> None:
    ctx.decide("lee_launch", task["seat"])


@M.task_handler
def t_setup_rest(ctx: M.Ctx, task: dict) -> None:
    st = ctx.state
    n = st["n"]
    rng = ctx.rng
    # 5. titles
    for title in ("president", "admiral"):
        st[title] = min(range(n), key=lambda s, t=title: B.character(st, s)["succession"][t])
        ctx.pub("title", title=title, seat=st[title])
    st["nukes"] = 2
    # 6. loyalty deck
    table = DATA.loyalty_table[n]
    cylons = [c for c, info in DATA.loyalty.items() if info["kind"] == "cylon"]
    rng.shuffle(cylons)
    chosen = set(B.char_id(st, s) for s in range(n))
    not_cylon = table["not_cylon"] + sum(
        extra["not_cylon"] for cid, extra in DATA.loyalty_extras.items() if cid in chosen
    )
    deck = cylons[: table["cylon"]] + [f"not_cylon#{i}" for i in range(not_cylon)]
    rng.shuffle(deck)
    for s in range(n):
        for _ in range(2 if B.char_id(st, s) == "gaius_baltar" else 1):
            card = deck.pop()
            st["players"][s]["loyalty"].append(card)
            ctx.priv(s, "loyalty_card", card=card)
    if table["sympathizer"]:
        deck.append("sympathizer")
        rng.shuffle(deck)
    st["decks"]["loyalty"] = deck
    # president's quorum card
    ctx.push(
        M.effects(st["president"], [{"op": "draw", "who": "self", "deck": "quorum", "count": 1}], {"kind": "title"}),
        {"t": "starting_hands"},
        {"t": "setup_board"},
    )


STARTING_CARDS = 3


@M.task_handler
def t_starting_hands(ctx: M.Ctx, task: dict) -> None:
    """D-S3: every player but the first chooses the split of 3 skill cards among its own skill types, all at the same
    time (the choice of one cannot change another's: the cards come from shuffled decks). The answers stay sealed
    until the last is in; then the hands are drawn in the rulebook's order, clockwise from the player left of the
    first player, so a game replays to the same cards whatever order the answers came in (decisions.py
    `a_starting_hands`). Older builds asked one player after another: `legacy.py` replays their moves."""
    st = ctx.state
    order = [(st["first"] + i) % st["n"] for i in range(1, st["n"])]
    ctx.decide(
        "starting_hands",
        None,
        pending={str(s): True for s in order},
        sets={str(s): B.skill_set(st, s) for s in order},
        left=STARTING_CARDS,
        order=order,
        picks={},
        answered=[],
    )


@M.task_handler
def t_setup_board(ctx: M.Ctx, task: dict) -> None:
    st = ctx.state
    M.rebuild_destiny(ctx)
    st["space"][0]["basestars"].append({"damage": []})
    st["space"][0]["raider"] = 3
    for a in (4, 5):
        st["reserves"]["viper"] -= 1
        st["space"][a]["viper"] += 1
    for _ in range(2):
        M.place_civilian(ctx, 3)
    st["phase"] = "play"
    ctx.pub("setup_done", first=st["first"])
    ctx.push({"t": "turn_start"})


class BsgGame(Game):
    name = "bsg"
    title = "Battlestar Galactica"
    min_players = 3
    max_players = 6
    options: list[Option] = [  # time limits (clocks.py); the table's shared reminder_hours applies as well
        Option("window_seconds", "int", 90, texts.optdesc("window_seconds"), min=10, max=3600),
        Option("decision_hours", "int", 24, texts.optdesc("decision_hours"), min=1, max=168),
        Option("contribution_hours", "int", 24, texts.optdesc("contribution_hours"), min=1, max=168),
        # days: reaction windows answer at once from standing orders (standing.py); live: they ask and wait
        Option("pace", "choice", "live", texts.optdesc("pace"), choices=M.orders.PACES),
    ]

    # ------------------------------------------------------------------------------------------------------------
    def setup(self, n_players: int, options: dict[str, Any], rng: random.Random) -> State:
        if not self.min_players <= n_players <= self.max_players:
            raise ValueError("Battlestar Galactica needs 3 to 6 players.")
        skill_deck = {s: [] for s in SKILLS}
        for cid, info in DATA.skill_cards.items():
            skill_deck[info["skill"]].append(cid)
        for s in SKILLS:
            rng.shuffle(skill_deck[s])
        crisis = sorted(IMPLEMENTED_CRISES)
        quorum = [q for q in DATA.quorum_deck if card_base(q) in IMPLEMENTED_QUORUM]
        destination = [d for d in DATA.destination_deck if card_base(d) in IMPLEMENTED_DESTINATIONS]
        super_crisis = sorted(IMPLEMENTED_SUPER_CRISES)
        civilians = list(DATA.civilian_pile)
        galactica = sorted(DATA.galactica_damage)
        for deck in (crisis, quorum, destination, super_crisis, civilians, galactica):
            rng.shuffle(deck)
        first = rng.randrange(n_players)
        if options.get("_first") is not None:  # tests only: not a declared option, refused by validate_options
            first = options["_first"]
        st: State = {
            "game": "bsg",
            "n": n_players,
            "phase": "setup",
            "first": first,
            "current": first,
            "turn": 0,
            "players": [new_player() for _ in range(n_players)],
            "public_hands": M.public_hands.fresh(n_players),  # machine/public_hands.py
            "president": None,
            "admiral": None,
            "resources": {r: DATA.tracks["resources"][r]["start"] for r in RESOURCES},
            "jump": 0,
            "distance": 0,
            "jumps": 0,
            "sleeper_done": False,
            "nukes": 0,
            "nukes_used": 0,
            "reserves": {"viper": 8, "raptor": 4},
            "raptors_destroyed": 0,
            "damaged_vipers": 0,
            "vipers_destroyed": 0,
            "space": [{"raider": 0, "heavy_raider": 0, "viper": 0, "basestars": [], "civilians": []} for _ in range(6)],
            "centurions": [],
            "damaged": [],
            "galactica_pile": galactica,
            "galactica_removed": [],
            "basestar_pile": sorted(DATA.basestar_damage),
            "civilian_pile": civilians,
            "civilians_destroyed": [],
            "skill_deck": skill_deck,
            "skill_discard": {s: [] for s in SKILLS},
            "destiny": [],
            "decks": {
                "crisis": crisis,
                "quorum": quorum,
                "destination": destination,
                "super_crisis": super_crisis,
                "loyalty": [],
            },
            "discards": {"crisis": [], "quorum": [], "destination": [], "super_crisis": []},
            "quorum_hand": [],
            "removed_quorum": [],
            "destinations": [],
            "bind": {},
            "dispose": None,
            "check": None,
            "turn_crises": [],
            "extra_crisis": 0,
            "in_play": [],
            "just_deployed": [],
            "deploying": [],
            "peeked": None,
            "loc_mod": 0,
            "eo_turn": -1,
            "roll": None,
            "quorum_resolving": [],
            "super_resolving": [],
            "stack": [],
            "decision": None,
            "options": {o.name: options.get(o.name, o.default) for o in self.options},
            "winner": None,
            "end_reason": None,
        }
        ctx = M.Ctx(st, rng)
        ctx.push(*[{"t": "draft", "seat": (first + i) % n_players} for i in range(n_players)], {"t": "post_draft"})
        M.run(ctx)
        st["setup_events"] = [e.to_json() for e in ctx.events]
        return st

    # ------------------------------------------------------------------------------------------------------------
    def to_act(self, state: State) -> list[int]:
        return D.decision_seats(state)

    def legal_actions(self, state: State, seat: int) -> list[dict]:
        return D.legal(state, seat) if seat in self.to_act(state) else []

    def changes(self, state: State, seat: int) -> list[dict]:
        """A seat that answered a simultaneous decision: "change" while its answer is sealed, the decision's options
        once it reopened it (decisions.change_options)."""
        return D.legal(state, seat) if seat not in self.to_act(state) else []

    def may_act(self, state: State, seat: int) -> bool:
        """Awaited, or changing its sealed answer while the decision is open for others (decisions.sealed_answer)."""
        return seat in self.to_act(state) or D.sealed_answer(state, seat)

    def apply_stored(self, state: State, seat: int, action: dict, rng: random.Random) -> list[Event]:
        """A stored move; an older build's sequential starting-hand draw first puts the setup back into the form
        it had then (legacy.py)."""
        if legacy.sequential_setup_draw(state, action):
            legacy.as_sequential(state)
        return self.apply(state, seat, action, rng)

    def apply(self, state: State, seat: int, action: dict, rng: random.Random) -> list[Event]:
        if state["winner"] is not None:
            raise IllegalMove(texts.error("over"))
        if standing.is_orders(action):  # standing orders: any seat, at any time (standing.py)
            ctx = M.Ctx(state, rng)
            standing.set_orders(ctx, seat, copy.deepcopy(action))
            standing.settle(ctx)
            return ctx.events
        if not isinstance(action, dict):
            raise IllegalMove(texts.error("malformed"))
        if seat not in self.to_act(state) and not D.changes_answer(state, seat, action):
            raise IllegalMove(texts.error("not_your_turn"))
        legal = D.legal(state, seat)
        if not any(same_value(action, a) for a in legal):  # strict: True is not seat 1, 1.0 is not 1
            problem = D.batch_problem(state, seat, action)  # several cards in one action (contribute, discard)
            if problem is not None:
                batch = problem in texts.BATCH_REASONS
                raise IllegalMove(texts.error(problem) if batch else texts.illegal_reason(state, seat, action, legal))
        ctx = M.Ctx(state, rng)
        D.answer(ctx, seat, copy.deepcopy(action))
        M.run(ctx)
        standing.settle(ctx)
        if state["winner"] is None and state["turn"] > MAX_TURNS:
            M.win(ctx, "cylon", "turn_limit")
        return ctx.events

    def new_occupant(self, state: State, seat: int) -> dict | None:
        """A seat's new occupant starts with no standing orders (nor a stand-in bot's "ask me in windows")."""
        return standing.CLEAR if standing.has_orders(state, seat) else None

    # ------------------------------------------------------------------------------------------------------------
    def result(self, state: State) -> Result | None:
        if state["winner"] is None:
            return None
        teams = [B.team(state, s) for s in range(state["n"])]  # by seat (a list: JSON keeps it exactly)
        winners = [s for s in range(state["n"]) if teams[s] == state["winner"]]
        losers = [s for s in range(state["n"]) if teams[s] != state["winner"]]
        ranking = [winners] + ([losers] if losers else [])
        return Result(
            ranking=ranking,
            scores={s: 1 if teams[s] == state["winner"] else 0 for s in range(state["n"])},
            details={"winner": state["winner"], "reason": state["end_reason"], "teams": teams},
            explanation=texts.explanation(state["winner"], state["end_reason"], nobody=not winners),
        )

    def describe(self, event: Event, names: list[str]) -> Text:
        return texts.describe(event, names)

    def explain(self, result: Result, names: list[str]) -> Text:
        """The result in the reader's language, rebuilt from its details (`Result.explanation` is English)."""
        d = result.details
        return texts.explanation_text(d["winner"], d["reason"], nobody=not result.ranking[0])

    def secret_input(self, state: State, seat: int) -> bool:
        """Asked by DM: an awaited seat whose decision kind is secret (explain.VISIBILITY, issue 11 item 3)."""
        asked = seat in self.to_act(state) or D.reopened(state, seat)  # or changing its sealed answer
        return asked and explain.visibility(state) == explain.SECRET

    def action_label(self, state: State, seat: int, action: dict, names: list[str]) -> Text:
        return explain.action_label(state, seat, action, names)

    def invariants(self, state: State) -> None:
        """The conservation rules and bounds of `invariants` below."""
        invariants(state)

    def clock(self, state: State) -> list[Clock]:
        """Every decision times out with a documented default (clocks.py)."""
        return clocks.clocks(state)

    def check_options(self, options: dict[str, Any], n_players: int | None) -> None:
        """A contribution phase may not outlast an ordinary decision (it is one step of a turn)."""
        if options.get("contribution_hours", 24) > options.get("decision_hours", 24):
            raise OptionError(texts.error("contribution_too_long"))

    # ------------------------------------------------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict:
        out = self.public_view(state)
        if seat is not None:
            out["me"] = self.seat_part(state, seat, out["decision"])
        return out

    def seat_view(self, state: State, seat: int, public: dict) -> dict:
        """`view(state, seat)` from this state's public view `public` (its values are shared, not copied)."""
        return {**public, "me": self.seat_part(state, seat, public["decision"])}

    def public_view(self, state: State) -> dict:
        st = state
        over = st["winner"] is not None
        players = []
        for s, p in enumerate(st["players"]):
            players.append(
                {
                    "seat": s,
                    "character": p["character"],
                    "location": p["loc"],
                    "viper": p["viper"],
                    "stranded": p["stranded"],
                    "hand_size": len(p["hand"]),
                    "loyalty_count": len(p["loyalty"]),
                    "revealed_loyalty": list(p["revealed_loyalty"]),
                    "cylon_player": p["cylon_player"],
                    "super_crisis_count": len(p["super"]),
                    "opg_used": p["opg_used"],
                    "loyalty": list(p["loyalty"]) if over else None,
                }
            )
        check = st["check"]
        public_check = None
        if check:
            public_check = {
                "skills": check["skills"],
                "difficulty": check["difficulty"],
                "partial_min": check["partial_min"],
                "order": check["order"],
                "contributed": dict(check["counts"]),
                "pool_size": len(check["pool"]),  # committed cards only: a choice in progress stays private
                "revealed": check["revealed"],
                "face_up": check["face_up"],
                "attributed": list(check["attributed"]) if check["face_up"] else [],
                "zero_skill": check["zero_skill"],
                "forced": check["forced"],
                # what the check is about and which colours count positive (printed card, public abilities)
                "source": {k: check["src"][k] for k in ("kind", "id") if k in check["src"]},
                "positive": list(check["skills"])
                + [s for s in check.get("extra_positive", []) if s not in check["skills"]],
                "ones_positive": check["ones_positive"],
            }
        public_decision = explain.public(st)  # kind, seats, step, source, question, … (explain.py)
        out: dict[str, Any] = {
            "game": "bsg",
            "phase": st["phase"],
            "n": st["n"],
            "first": st["first"],
            "current": st["current"],
            "turn": st["turn"],
            "players": players,
            "president": st["president"],
            "admiral": st["admiral"],
            "resources": dict(st["resources"]),
            "jump_track": st["jump"],
            "distance": st["distance"],
            "destinations": list(st["destinations"]),
            # at the end, the loyalty cards nobody was dealt (the rest of the loyalty deck), face up
            "undealt_loyalty": list(st["decks"]["loyalty"]) if over else None,
            "nukes": st["nukes"],
            "reserves": dict(st["reserves"]),
            "damaged_vipers": st["damaged_vipers"],
            "vipers_destroyed": st["vipers_destroyed"],
            "space": [
                {
                    "raider": a["raider"],
                    "heavy_raider": a["heavy_raider"],
                    "viper": a["viper"],
                    "basestars": copy.deepcopy(a["basestars"]),
                    "civilians": len(a["civilians"]),
                    "pilots": [s for s, p in enumerate(st["players"]) if p["viper"] == i],
                }
                for i, a in enumerate(st["space"])
            ],
            "civilian_pile": len(st["civilian_pile"]),
            "civilians_destroyed": list(st["civilians_destroyed"]),
            "centurions": sorted(st["centurions"]),
            "damaged": list(st["damaged"]),
            "galactica_tokens_left": len(st["galactica_pile"]),
            "skill_decks": {s: len(st["skill_deck"][s]) for s in SKILLS},
            "skill_discards": {s: list(st["skill_discard"][s]) for s in SKILLS},
            "destiny": len(st["destiny"]),
            "decks": {k: len(v) for k, v in st["decks"].items()},
            "discards": {k: list(v) for k, v in st["discards"].items()},
            "quorum_hand_size": len(st["quorum_hand"]),
            "crises_this_turn": list(st["turn_crises"]),
            "in_play": copy.deepcopy(st["in_play"]),
            "raptors_destroyed": st["raptors_destroyed"],
            "galactica_tokens_removed": list(st["galactica_removed"]),
            "removed_quorum": list(st["removed_quorum"]),
            "roll": copy.deepcopy(st["roll"]),
            "check": public_check,
            "decision": public_decision,
            "winner": st["winner"],
            "end_reason": st["end_reason"],
        }
        return out

    def seat_part(self, st: State, seat: int, public_decision: dict | None) -> dict:
        """A seat's view adds `me`; `public_decision` is the public view's "decision" (`explain.public`)."""
        own = self.own_view(st, seat)
        me: dict[str, Any] = {
            "seat": seat,
            **{k: own[k] for k in OWN_KEYS},
            "decision": self._private_decision(st, seat),
            "legal_actions": D.legal(st, seat),
            "prompt": explain.for_seat(st, seat, public_decision),  # the public part plus its labelled options
        }
        for key in (PENDING_KEY, STARTING_KEY):
            if key in own:
                me[key] = own[key]
        me[ORDERS_KEY] = own[ORDERS_KEY]
        return me

    @staticmethod
    def own_view(st: State, seat: int) -> dict[str, Any]:
        """What only `seat` holds and knows, as in its view's `me` (`OWN_KEYS`, `ORDERS_KEY`, `PENDING_KEY` while it
        has handed in cards early, `STARTING_KEY` while its starting hand's types are sealed) — without its decision,
        so a front end can tell cheaply whether that changed."""
        p = st["players"][seat]
        own: dict[str, Any] = {
            "hand": B.sort_cards(p["hand"]),
            "loyalty": list(p["loyalty"]),
            "team": B.team(st, seat),
            "super_crisis": list(p["super"]),
            "seen_loyalty": copy.deepcopy(p["seen"]),
            "quorum_hand": list(st["quorum_hand"]) if st["president"] == seat else None,
            ORDERS_KEY: standing.view(st, seat),  # standing orders: secret like the hand
        }
        check = st["check"]
        if check and str(seat) in check["sealed"]:  # handed in early, announced when its turn in the order comes
            own[PENDING_KEY] = list(check["sealed"][str(seat)])
        d = st["decision"]
        if d and d["kind"] == "starting_hands" and str(seat) in d["picks"]:
            own[STARTING_KEY] = list(d["picks"][str(seat)])
        return own

    @staticmethod
    def _private_decision(st: State, seat: int) -> dict | None:
        d = st["decision"]
        if not d or (seat not in D.decision_seats(st) and not D.reopened(st, seat)):
            return None
        keep = {k: v for k, v in d.items() if k in PRIVATE_DECISION_KEYS}
        if d["kind"] == "starting_hands":  # its own types (its sealed answer: `STARTING_KEY`)
            keep["skills"] = list(d["sets"][str(seat)])
        if d["kind"] == "hand_limit":
            keep["left"] = d["pending"][str(seat)]
        if d["kind"] == "steal_card":
            keep["victim_hand"] = B.sort_cards(st["players"][d["victim"]]["hand"])
        return copy.deepcopy(keep)


def cards_of_deck(st: State, deck: str) -> int:
    """Every card of a deck, wherever it is (deck, discards, hands, play, pending decisions)."""
    n = len(st["decks"][deck]) + len(st["discards"][deck])
    n += sum(1 for e in st["in_play"] if e["deck"] == deck)
    if st["peeked"] and st["peeked"]["deck"] == deck:
        n += 1
    d = st["decision"]
    if deck == "crisis":
        n += len(st["turn_crises"])
        if d and d["kind"] in ("crisis_pick", "caprica_pick"):
            n += len(d["options"])
        if d and d["kind"] == "secret_destiny":
            n += 1
    elif deck == "quorum":
        n += len(st["quorum_hand"]) + len(st["removed_quorum"])
        if d and d["kind"] == "roslin_quorum":
            n += len(d["options"])
        n += len(st["quorum_resolving"])
    elif deck == "super_crisis":
        n += sum(len(p["super"]) for p in st["players"]) + len(st["super_resolving"])
    elif deck == "destination":
        n += len(st["destinations"])
        if d and d["kind"] == "destination":
            n += len(d["options"])
    return n


def invariants(state: State) -> None:
    """Raise AssertionError when a conservation rule or bound is broken (used by tests after every action)."""
    st = state
    assert B.count_skill_cards(st) == 105, "skill cards conserved"
    assert B.viper_total(st) == 8, "8 vipers"
    assert st["reserves"]["raptor"] + st["raptors_destroyed"] == 4, "4 raptors"
    assert B.on_board(st, "raider") <= 16 and B.on_board(st, "heavy_raider") <= 4
    assert B.on_board(st, "basestar") <= 2 and len(st["centurions"]) <= 4
    civ = len(st["civilian_pile"]) + B.on_board(st, "civilian") + len(st["civilians_destroyed"])
    assert civ == 12, "12 civilian ships"
    gal = len(st["galactica_pile"]) + len(st["damaged"]) + len(st["galactica_removed"])
    if st["decision"] and st["decision"]["kind"] == "galactica_draw_pick":
        gal += len(st["decision"]["tokens"])
    assert gal == 8, "8 Galactica tokens"
    bs_tokens = len(st["basestar_pile"]) + sum(len(b["damage"]) for a in st["space"] for b in a["basestars"])
    assert bs_tokens == 4, "4 basestar tokens"
    for deck, total in (
        ("crisis", len(IMPLEMENTED_CRISES)),
        ("quorum", sum(1 for q in DATA.quorum_deck if card_base(q) in IMPLEMENTED_QUORUM)),
        ("destination", sum(1 for d in DATA.destination_deck if card_base(d) in IMPLEMENTED_DESTINATIONS)),
        ("super_crisis", len(IMPLEMENTED_SUPER_CRISES)),
    ):
        assert cards_of_deck(st, deck) == total, f"{deck} cards conserved"
    for r in RESOURCES:
        assert 0 <= st["resources"][r] <= 15
    assert 0 <= st["jump"] <= 5
    assert 0 <= st["nukes"] <= 2
    if st["phase"] != "setup":
        for title in ("president", "admiral"):
            holder = st[title]
            assert holder is not None and not st["players"][holder]["cylon_player"], f"{title} held by a human"
    for p in st["players"]:
        assert not (p["loc"] is not None and p["viper"] is not None)
        for c in p["loyalty"] + p["revealed_loyalty"]:
            loyalty_kind(c)
