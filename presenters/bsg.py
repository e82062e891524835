"""Battlestar Galactica on screen: public decisions as buttons in the thread, secret ones on one private panel per
player (a DM edited in place, or `/bsg hand`), skill-check progress in the thread only.

Every control carries the clicking seat's key (`seat_key`: a short hash of the pending clocks and the seat's legal
actions), so a control of an earlier decision is "out of date" and gets the fresh panel instead. Texts the engine
words (`action_label`, `explain.public`) are used as opaque `Text`.
"""

from __future__ import annotations

import functools
from typing import Any

from engine.games.bsg import effect_text as E
from engine.games.bsg import explain
from engine.games.bsg import texts as T
from engine.games.bsg.data import DATA, SKILLS, card_base
from engine.games.bsg.decisions import sealed_answer
from engine.games.bsg.machine.orders import pace as orders_pace
from engine.games.bsg.machine.windows import WINDOW_CARDS
from engine.games.bsg.rules import STARTING_KEY, BsgGame
from engine.games.bsg.rules_topics import character_line
from engine.outbox import rows_named
from engine.store import TableRow
from engine.tables import ABANDONED, Outcome
from i18n import ListOf, Msg, Text, Trimmable, cat, tr
from presenters import bsg_change as change
from presenters import bsg_turn_plan as turn_plan
from presenters.base import Presenter, ended_line, folded, link, title_of
from presenters.bsg_cards import choice_button, panel_embed, thread_embed
from presenters.bsg_confirm import WHATS, distinct, irreversible, question, why_not
from presenters.bsg_lines import counted, drawn_together, fingerprint
from presenters.bsg_names import bot_name, is_leveled_bot, named
from presenters.bsg_orders import (
    FLAG_VERB,
    ORDER_VERB,
    ORDERS_VERB,
    handle_order,
    has_orders,
    orders_lines,
    show_orders,
    unordered_line,
)
from presenters.bsg_panel_image import panel_image_view
from presenters.bsg_panels import POLICIES
from presenters.bsg_record import BsgRecord
from presenters.bsg_thread import Plan, folded_lines, plan, status_notes
from presenters.bsg_tips import plan_tip, tip_line
from presenters.calls import deadline_text, seat_clock, seat_due
from presenters.consequences import table_lang
from presenters.controls import ControlRef, Verb, fields
from presenters.controls import number as whole
from presenters.discord_limits import ROW_WIDTH, SELECT_OPTIONS, VIEW_ROWS
from presenters.screens import Act, Answer, Choice, Control, Image, Refuse, Screen, Show
from presenters.snapshot import Snapshot, display_names

BATCH_KINDS = frozenset({"contribute", "hand_limit", "discard"})  # several hand cards in one answer
WINDOW_KINDS = frozenset({"skill_window"})  # reaction windows asked of several players at once
MAX_BUTTONS = 20  # four rows of five; more choices go into menus
# the skill cards playable in reaction windows (the engine's list), each with its skill type, in the engine's order
WINDOW_CARD_SKILLS = {
    card_id: next(c["skill"] for c in DATA.skill_cards.values() if c["card_id"] == card_id)
    for cards in WINDOW_CARDS.values()
    for card_id in cards
}
STANDING_ANSWERS = ("ask", "playable", "never")
Standing = str | dict[str, str]  # a seat's stored standing answers: one for all window cards, or one per card


def standing_answer(stored: Standing | None, card_id: str) -> str:
    """One card's standing answer from what is stored: a plain string is every card's answer; default "ask"."""
    if isinstance(stored, str):
        return stored if stored in STANDING_ANSWERS else "ask"
    answer = (stored or {}).get(card_id, "ask")
    return answer if answer in STANDING_ANSWERS else "ask"


def card_label(card: str) -> Text:
    """A card by name (a skill card with its type and strength)."""
    return T.card_text(card)


def loyalty_line(card: str) -> Text:
    """A loyalty card by its published name, with what it does in the reader's language (from its effects)."""
    return Msg("bsg-panel-card-text", card=T.card_text(card), text=E.loyalty_text(DATA.loyalty[card_base(card)]))


def loyalty_lines(cards: list[str]) -> list[Text]:
    """The seat's loyalty cards, each kind once with how many it holds ("– “You Are Not a Cylon” (2 cards): …")."""
    copies: dict[str, list[str]] = {}
    for card in cards:
        copies.setdefault(fingerprint(loyalty_line(card)), []).append(card)
    return [
        loyalty_line(same[0])
        if len(same) == 1
        else Msg(
            "bsg-panel-card-copies",
            card=T.card_text(same[0]),
            count=len(same),
            text=E.loyalty_text(DATA.loyalty[card_base(same[0])]),
        )
        for same in copies.values()
    ]


def action_style(action: dict[str, Any]) -> str:
    """An irreversible action is red (it asks for a confirmation); passing is grey; anything else blue."""
    if irreversible(action):
        return "danger"
    return "secondary" if action.get("type") in ("pass", "nothing", "stay", "no") else "primary"


def seat_as(name: Text, character: str | None) -> Msg:
    """A seat with its character, "Bot 1 (normal) as William Adama" (a bot's name has brackets of its own)."""
    return Msg("bsg-seat-as", player=name, character=T.char_name(character))


class BsgSnapshot(Snapshot):
    """A snapshot whose seat views are built on its public view (computed once, shared) instead of each seat's
    view computing the public part again."""

    game: BsgGame

    def __init__(self, table: TableRow, game: BsgGame) -> None:
        super().__init__(table, game)
        self._state, self._move_no, self._status = table.state, table.move_no, table.status
        self._seats = list(table.seats)
        self._names, self._bots = dict(table.record.names), dict(table.record.bots)

    @functools.cached_property
    def names(self) -> list[Text]:
        """Each seat's one name: a bot's in the table's language, as the thread says it, in the panels too (a Czech
        player at an English table reads "Bot 1 (normal)" in the thread and in the panel, never "Robot 1 (běžný)")."""
        lang, table = table_lang(self.table), self.table
        names = display_names(table)
        bots = [bot_name(u) if is_leveled_bot(table, u) else None for u in table.seats]  # no level in every line
        return [tr(bot or name, lang) if bot or not isinstance(name, str) else name for bot, name in zip(bots, names)]

    def view(self, seat: int | None = None) -> dict[str, Any]:
        if seat not in self._views:
            if seat is None:
                self._views[None] = self.game.public_view(self.state)
            else:
                self._views[seat] = self.game.seat_view(self.state, seat, self.view(None))
        return self._views[seat]

    def fits(self, table: TableRow) -> bool:
        """Whether this snapshot still shows `table`: the same row object with the same state object, move number,
        status and seat names (a move, or a refused move's reread, replaces one of them)."""
        was = self.table
        return (
            table is was
            and table.state is self._state
            and table.move_no == self._move_no
            and table.status == self._status
            and table.seats == self._seats
            and table.record.names == self._names
            and table.record.bots == self._bots
        )


class BsgPresenter(Presenter):
    game_name = "bsg"
    game: BsgGame
    single_live_prompt = True  # only the newest thread message keeps its buttons
    announces_timeouts = True  # its own "time ran out" notice (the timeout policy), never the shared line as well
    verbs = {
        "do": Verb(),  # a button: one legal action (key.seat.index)
        "menu": Verb(),  # a select of legal actions (key.seat; the value is the index)
        "pick": Verb(),  # a select of hand cards for a contribution or discard (redraws the panel)
        "give": Verb(),  # confirm those cards (key.i-j-k, indices into the sorted hand)
        "sure": Verb(),  # confirm an irreversible action (key.seat.index.what; presenters/bsg_confirm.py)
        "cancel": Verb(),  # do not (the confirmation says so and loses its buttons)
        "plan": Verb(),  # the turn planner: open it, a step's menu, Back (presenters/bsg_turn_plan.py)
        "turn": Verb(),  # Submit turn: the planned steps played in one interaction
        ORDER_VERB: Verb(),  # a standing order chosen in a select (tag.seat; presenters/bsg_orders.py)
        ORDERS_VERB: Verb(),  # the panel's Orders button: the seat's standing orders and their selects
        FLAG_VERB: Verb(),  # a routine order's toggle on the orders screen (tag.seat.value; bsg_orders_ui.py)
        "change": Verb(),  # reopen a sealed answer while its decision is open (presenters/bsg_change.py)
    }

    keeps_panels = True  # one private panel per player, edited in place (presenters/bsg_panels.py)
    answer_last = True  # the answer goes after the panels (a click on a panel is answered by redrawing it)

    def __init__(self) -> None:
        super().__init__()
        self.last: BsgSnapshot | None = None

    quiet_thread = True  # the status post names whom the game waits for without pinging them

    def own_policies(self) -> tuple[Any, ...]:
        return (status_notes, *POLICIES)

    def ending_policies(self) -> tuple[Any, ...]:
        return POLICIES  # an end without a move: every panel and its ephemeral copy redrawn as ended, the poll closed

    def rows_to_know(self, table: TableRow) -> set[int]:
        """The panel DMs: an edit needs to know whether its DM was delivered (and made a message)."""
        return rows_named(BsgRecord.of(table.record).panels)

    def snapshot(self, table: TableRow) -> BsgSnapshot:
        """One snapshot per table row and move: a move's consequences (the shared pipeline's, then the panels')
        ask the same views and keys twice otherwise."""
        last = self.last
        if last is None or not last.fits(table):
            last = self.last = BsgSnapshot(table, self.game)
        return last

    # ===================================================================== keys
    @staticmethod
    def cached(snap: Snapshot, name: str) -> dict[Any, Any]:
        """A per-snapshot cache (one move's consequences ask the same questions many times)."""
        return snap.__dict__.setdefault(f"bsg_{name}", {})

    def clock_keys(self, snap: Snapshot) -> list[str]:
        cache = self.cached(snap, "clocks")
        if "keys" not in cache:
            cache["keys"] = [c.key for c in snap.clocks] if snap.playing else []
        return cache["keys"]

    def seat_key(self, snap: Snapshot, seat: int) -> str:
        """What this seat's controls are keyed on: the pending clocks and its own legal actions."""
        cache = self.cached(snap, "keys")
        if seat not in cache:
            cache[seat] = fingerprint([self.clock_keys(snap), snap.legal(seat)])
        return cache[seat]

    def secret_now(self, snap: Snapshot, seat: int) -> bool:
        cache = self.cached(snap, "secret")
        if seat not in cache:
            asked = seat in snap.to_act or change.changing(snap, seat)  # or changing its sealed answer
            cache[seat] = snap.playing and asked and self.game.secret_input(snap.state, seat)
        return cache[seat]

    def step_mark(self, snap: Snapshot) -> str:
        """The turn step the thread summary is about (a new one gets a new board image)."""
        view = snap.view(None)
        decision = view.get("decision") or {}
        return f"{view['turn']}:{view['current']}:{decision.get('step', '')}"

    def prompt_mark(self, snap: Snapshot) -> str:
        """The decision the thread is asked about: the pending clocks and the public deciders' choices (a secret
        decision's later answers keep it, so nobody's sealed answer shows)."""
        if not snap.playing:
            return ""
        cache = self.cached(snap, "prompt")
        if "mark" not in cache:
            public = [(s, snap.legal(s)) for s in snap.to_act if not self.secret_now(snap, s)]
            cache["mark"] = fingerprint([self.clock_keys(snap), public])
        return cache["mark"]

    # ===================================================================== controls
    def action_controls(
        self, snap: Snapshot, seat: int, actions: list[tuple[int, dict[str, Any]]], row0: int = 0
    ) -> list[Control]:
        """Buttons for a few legal actions, menus of SELECT_OPTIONS for many (never more than the rows left)."""
        tid, key = snap.table.id, self.seat_key(snap, seat)
        labels = [
            choice_button(snap.state, a) or self.game.action_label(snap.state, seat, a, snap.names) for _, a in actions
        ]
        kept = distinct(labels)
        actions, labels = [actions[n] for n in kept], [labels[n] for n in kept]
        if len(actions) <= MAX_BUTTONS:
            return [
                self.button(
                    tid,
                    "do",
                    f"{seat}.{i}",
                    tag=key,
                    label=labels[n],
                    style=action_style(a),
                    row=row0 + n // ROW_WIDTH,
                )
                for n, (i, a) in enumerate(actions[: (VIEW_ROWS - row0) * ROW_WIDTH])
            ]
        menus = []
        for n, start in enumerate(range(0, len(actions), SELECT_OPTIONS)):
            if row0 + n >= VIEW_ROWS:
                break
            end = start + SELECT_OPTIONS
            chunk = list(zip(actions[start:end], labels[start:end], strict=True))
            choices = [Choice(text, str(i)) for (i, _), text in chunk]
            placeholder = Msg("bsg-ui-menu", first=start + 1, last=start + len(chunk), total=len(actions))
            menus.append(
                self.select(tid, "menu", str(seat), tag=key, choices=choices, placeholder=placeholder, row=row0 + n)
            )
        return menus

    def public_controls(self, snap: Snapshot) -> list[Control]:
        if not snap.playing:
            return []
        controls: list[Control] = []
        for seat in snap.to_act:
            if self.secret_now(snap, seat):
                continue
            row0 = len({c.row for c in controls})
            if row0 >= VIEW_ROWS:
                break
            controls += self.action_controls(snap, seat, list(enumerate(snap.legal(seat))), row0)
        if not controls and any(self.secret_now(snap, s) for s in snap.to_act):
            controls.append(self.button(snap.table.id, "hand", label=Msg("bsg-ui-open-panel")))
        return controls

    def batch_controls(self, snap: Snapshot, seat: int, chosen: list[int]) -> list[Control]:
        """A contribution or a discard: pick any number of hand cards, then confirm (or add nothing)."""
        me = snap.view(seat)["me"]
        hand: list[str] = me["hand"][:SELECT_OPTIONS]
        decision = me["decision"] or {}
        kind = decision.get("kind")
        most = len(hand) if kind == "contribute" else max(1, int(decision.get("left") or 1))
        chosen = [i for i in chosen if 0 <= i < len(hand)][:most]
        tid, key = snap.table.id, self.seat_key(snap, seat)
        choices = [Choice(card_label(c), str(i), None, i in chosen) for i, c in enumerate(hand)]
        controls: list[Control] = []
        if choices:
            placeholder = Msg("bsg-ui-pick-cards", most=most)
            controls.append(
                self.select(
                    tid,
                    "pick",
                    tag=key,
                    choices=choices,
                    placeholder=placeholder,
                    min_values=0 if kind == "contribute" else 1,
                    max_values=most,
                    row=0,
                )
            )
        picked = [hand[i] for i in chosen]
        confirm = Msg(f"bsg-ui-confirm-{kind}", count=len(picked)) if picked else Msg("bsg-ui-confirm-nothing")
        arg = "-".join(str(i) for i in chosen) or "none"
        controls.append(
            self.button(tid, "give", arg, tag=key, label=confirm, style="success", disabled=not picked, row=1)
        )
        if kind == "contribute":
            legal = snap.legal(seat)
            nothing = [(i, a) for i, a in enumerate(legal) if a == {"type": "contribute", "cards": []}]
            controls += self.action_controls(snap, seat, nothing, row0=2)
        return controls

    def private_controls(self, snap: Snapshot, seat: int, chosen: list[int] | None = None) -> list[Control]:
        if not self.secret_now(snap, seat):
            return change.controls(self, snap, seat)  # "Change my answer" while a sealed answer may change
        decision = snap.view(seat)["me"]["decision"] or {}
        if decision.get("kind") in BATCH_KINDS:
            return self.batch_controls(snap, seat, chosen or [])
        controls = self.action_controls(snap, seat, list(enumerate(snap.legal(seat))))
        row = 1 + max((c.row or 0 for c in controls), default=-1)
        plan = turn_plan.plan_button(self, snap, seat, row) if row < VIEW_ROWS else None
        return [*controls, plan] if plan else controls

    # ===================================================================== the thread
    def image_after(self, outcome: Outcome) -> bool:
        return False  # board images follow the turn steps (`announcement`)

    def board_image(self, snap: Snapshot, view: dict[str, Any] | None = None, suffix: str = "") -> Image:
        return Image("board", view if view is not None else snap.view(None), f"bsg-{snap.table.id}{suffix}.png")

    def board(self, snap: Snapshot) -> Screen:
        lines = [self.step_header(snap), self.check_line(snap), self.waiting_line(snap)]
        images = [self.board_image(snap)]
        return Screen(cat([line for line in lines if line]), images)

    def step_header(self, snap: Snapshot) -> Text:
        view = snap.view(None)
        decision = view.get("decision")
        if not decision or view["phase"] == "setup":
            return Msg("bsg-ui-setup-header", id=str(snap.table.id)) if decision else ""
        current = view["current"]
        return Msg(
            "bsg-ui-step-header",
            turn=view["turn"],
            player=seat_as(snap.names[current], view["players"][current]["character"]),
            step=decision["step_name"],
        )

    def roster(self, snap: Snapshot) -> list[Screen]:
        """The draft's characters, once when it opens: type, skills, where they start and every ability."""
        posts: list[Screen] = []
        lines: list[Text] = [Msg("bsg-ui-roster-title")]
        for number, info in enumerate(DATA.characters.values(), start=1):
            lines.append(character_line(info))
            lines += [
                Msg("bsg-ui-roster-ability", name=a["name"], polarity=a["polarity"], text=E.ability_text(a))
                for a in info["abilities"]
            ]
            if number % 3 == 0:  # three characters a post: well inside Discord's 2000 characters
                posts.append(Screen(cat(lines)))
                lines = []
        if lines:
            posts.append(Screen(cat(lines)))
        return posts

    def check_line(self, snap: Snapshot, named: bool = False) -> Text:
        """A skill check in progress: how many have contributed (never who added what before the reveal); only the
        count when the same text already `named` the check (its "Skill check: …, difficulty …" line)."""
        check = snap.view(None).get("check")
        if not check or check.get("revealed"):
            return ""
        done, total = len(check["contributed"]), len(check["order"])
        if named:
            return Msg("bsg-ui-check-progress-count", done=done, total=total)
        skills = cat([T.skill(s) for s in check["skills"]], " + ")
        return Msg("bsg-ui-check-progress", done=done, total=total, skills=skills, difficulty=check["difficulty"])

    def waiting_line(self, snap: Snapshot, card_below: bool = False) -> Text:
        """Who is awaited, and for a public decision its question (for a secret one only that it is by DM);
        `card_below`: the card it is about is the post's embed, which Discord draws below the text."""
        decision = snap.view(None).get("decision")
        if not decision or not snap.waiting:
            return ""
        mentions = cat([named(snap.table, snap.user(s)) for s in snap.waiting], ", ")  # named: the calls notify
        source = (decision.get("source") or {}).get("name") or ""
        confirm = self.named_confirm(snap)
        if confirm is not None:  # not "Do you want to do this? (you look …)": the thread is read by all
            where = "panel" if decision["visibility"] == "secret" else "thread"
            key = "bsg-ui-waiting-confirm-source" if source else "bsg-ui-waiting-confirm"
            line = Msg(key, players=mentions, where=where, detail=confirm, **({"source": source} if source else {}))
        elif decision.get("kind") in WINDOW_KINDS:  # the panel's question says "you": the thread names the seats
            window = explain.window_name((decision.get("source") or {}).get("id") or "")
            line = Msg("bsg-ui-waiting-window", players=mentions, window=window)
        elif decision["visibility"] == "secret":
            asked = decision["question"]
            line = Msg("bsg-ui-waiting-secret-asked", players=mentions, question=asked, count=len(snap.waiting))
        elif not source:
            line = Msg("bsg-ui-waiting-public-bare", players=mentions, question=decision["question"])
        else:
            key = "bsg-ui-waiting-public-below" if card_below else "bsg-ui-waiting-public"
            line = Msg(key, players=mentions, question=decision["question"], source=source)
        return cat([line, deadline_text(seat_due(snap, snap.waiting[0]))], " · ")

    @staticmethod
    def named_confirm(snap: Snapshot) -> Text | None:
        """A yes/no confirmation's effects with its player named (the thread is read by all), or None."""
        waiting = snap.waiting
        decision = snap.state.get("decision")
        if len(waiting) != 1 or not decision:
            return None
        return explain.named_confirm(snap.state, decision, snap.names[waiting[0]])

    def announcement(self, snap: Snapshot, outcome: Outcome) -> list[Screen]:
        """The move's thread posts (presenters/bsg_thread.py): the turn's living status post rewritten in place, a
        new post only for what players must not miss; at the end, the final post."""
        screens = list(self.thread_plan(snap, outcome).screens)
        if outcome.result is not None:
            screens += self.result_screens(snap, outcome, self.summary_lines(snap, outcome))
        return screens

    def names_key(self, snap: Snapshot) -> str:
        """The seats' names as a short key (a line worded with them is worded the same again)."""
        cache = self.cached(snap, "names")
        if "key" not in cache:
            cache["key"] = fingerprint(snap.names)
        return cache["key"]

    def thread_plan(self, snap: Snapshot, outcome: Outcome) -> Plan:
        """The plan of a move's thread posts, once per move (the announcement and the record's notes share it)."""
        cache = self.cached(snap, "thread")
        if cache.get("outcome") is not outcome:
            cache.update(outcome=outcome, plan=plan(self, snap, outcome))
        return cache["plan"]

    def result_summary(self, snap: Snapshot, outcome: Outcome) -> tuple[Text, Text]:
        """'Game over', how it ended and the winning team (a team game: not "shared first place")."""
        assert outcome.result is not None
        explanation = self.game.explain(outcome.result, snap.names)
        winners = ListOf(tuple(snap.names[s] for s in outcome.result.winners))
        said = [explanation, Msg("bsg-end-winners", names=winners)] if winners.items else [explanation]
        return Msg("shared-finished", summary=cat(said, " ")), explanation

    def result_screens(self, snap: Snapshot, outcome: Outcome, lines: list[Text]) -> list[Screen]:
        """The final post: the last move's events, folded as the thread folds them (a check's verdict without the
        total its reveal just gave), then 'Game over' with how it ended and the winners, then each seat's loyalty
        cards (the events' own end line and loyalty list would say the same twice)."""
        said_below = ("table_started", "game_over", "loyalty_shown")
        events = [e for e in outcome.events if e.public and e.kind not in said_below]
        lines = [line for line in folded_lines(self, snap, events) if line]
        summary, _ = self.result_summary(snap, outcome)
        view = snap.view(None)
        loyalty = [
            Msg(
                "bsg-ui-result-loyalty",
                player=seat_as(snap.names[p["seat"]], p["character"]),
                cards=ListOf(tuple(T.card_text(c) for c in (p.get("loyalty") or []) + p["revealed_loyalty"])),
            )
            for p in view["players"]
        ]
        if view.get("undealt_loyalty") is not None:  # where the cards nobody was dealt were: the loyalty deck
            loyalty.append(T.undealt_loyalty(view["undealt_loyalty"]))
        tid = snap.table.id
        images = [Image("result", view, f"bsg-{tid}-result.png")]
        return [Screen(cat(counted([*lines, summary, *loyalty])), images, embed=thread_embed(outcome))]

    def summary_lines(self, snap: Snapshot, outcome: Outcome, titled: frozenset[str] = frozenset()) -> list[Text]:
        """The move's public events, one line each (`titled`: kinds whose whole line is the post's embed title)."""
        skip = titled | {"table_started"}
        lines = [self.game.describe(e, snap.names) for e in outcome.events if e.public and e.kind not in skip]
        return [line for line in lines if line]

    # ===================================================================== the private panel
    def facts(self, snap: Snapshot, outcome: Outcome | None) -> dict[int, list[Text]]:
        """Each seat's private news of one move (cards drawn, cards seen), for its panel."""
        out: dict[int, list[Text]] = {}
        for event in outcome.events if outcome else ():
            if event.public:
                continue
            text = self.game.describe(event, snap.names)
            for seat in event.to or ():
                if text:
                    out.setdefault(seat, []).append(text)
        return out

    @staticmethod
    @functools.lru_cache(maxsize=4096)  # from the card data alone: each hand is worded once
    def hand_lines(hand: tuple[str, ...]) -> tuple[Text, ...]:
        """The hand grouped by colour (skill type), strongest first, then each ability once."""
        if not hand:
            return (Msg("bsg-panel-hand-empty"),)
        lines: list[Text] = [Msg("bsg-panel-hand", count=len(hand))]
        abilities: dict[str, Text] = {}  # each card's published name, what it does in the reader's language
        for skill in SKILLS:
            cards = sorted(
                (c for c in hand if DATA.skill_cards[c]["skill"] == skill),
                key=lambda c: -DATA.skill_cards[c]["strength"],
            )
            if not cards:
                continue
            named = ListOf(
                tuple(
                    Msg("bsg-panel-card", name=DATA.skill_cards[c]["name"], strength=DATA.skill_cards[c]["strength"])
                    for c in cards
                )
            )
            lines.append(Msg("bsg-panel-hand-group", skill=T.skill(skill), kind=skill, count=len(cards), cards=named))
            for c in cards:
                info = DATA.skill_abilities[DATA.skill_cards[c]["card_id"]]
                abilities.setdefault(info["name"], E.effects(info.get("effects", [])))
        texts = tuple(Msg("bsg-panel-card-text", card=name, text=text) for name, text in abilities.items())
        return (*lines, Trimmable(texts, more="bsg-panel-more-card-texts"))  # reference: what gives way first

    def call_line(self, snap: Snapshot, seat: int, in_thread: bool = False) -> Text:
        """The seat's call to action in one line: which decision is its and where (its panel, or the thread), when
        its time runs out, and the game thread's link; empty when it decides nothing now (presenters/calls.py).
        `in_thread`: the call is posted in the thread (its DMs are closed)."""
        if seat_clock(snap, seat) is None or seat not in snap.to_act:
            return ""
        decision = snap.view(None).get("decision") or {}
        prompt = decision if in_thread else snap.view(seat)["me"].get("prompt") or decision  # public: the public view
        source = explain.source_beside_question(prompt)
        key = "bsg-call-thread"
        if self.secret_now(snap, seat):
            key = "bsg-call-hand" if in_thread else "bsg-call-secret"
        facts = {"title": title_of(self.game), "id": str(snap.table.id)}
        head = Msg(key, **facts, question=prompt.get("question") or decision.get("question") or "")
        said = cat([head, Msg("bsg-call-source", source=source) if source else ""], " ")
        due = deadline_text(seat_due(snap, seat))
        return cat([said, due, Msg("bsg-call-link", link=link(snap.table))], " · ")

    def private_text(self, snap: Snapshot, seat: int, facts: list[Text] | None = None, called: bool = False) -> Text:
        """The panel's text; `called`: it is the DM calling the seat to a public decision, its call on top (which says
        the decision is in the thread, with the link) in place of the panel's "no secret decision" line."""
        call = self.call_line(snap, seat) if called or self.secret_now(snap, seat) else ""  # public: in the thread
        lines: list[Text] = [call, tip_line(snap, seat) if call else "", *self.private_lines(snap, seat)]
        if facts and snap.playing:  # the final panel tells the end, not the last move's news
            lines.append(Msg("bsg-panel-news", news=cat(counted(drawn_together(facts)), " ")))
        lines.append(self.decision_text(snap, seat, called=called and bool(call)))
        return cat(counted(lines))

    def private_lines(self, snap: Snapshot, seat: int) -> list[Text]:
        """What only this seat knows: character, loyalty, hand, super crises, quorum hand, cards seen, sealed cards."""
        view = snap.view(seat)
        me = view["me"]
        player = view["players"][seat]
        lines: list[Text] = [
            Msg(
                "bsg-panel-title",
                title=title_of(self.game),
                id=str(snap.table.id),
                character=T.char_name(player["character"]) if player["character"] else Msg("bsg-panel-no-character"),
            ),
        ]
        if me["loyalty"]:
            lines.append(Msg("bsg-panel-team", team=me["team"]))
            lines += loyalty_lines(me["loyalty"])
        lines += self.hand_lines(tuple(me["hand"]))
        lines.append(unordered_line(me))  # over days a reaction card is played only by an order
        if me["super_crisis"]:
            lines.append(Msg("bsg-panel-super", cards=ListOf(tuple(T.card_name(c) for c in me["super_crisis"]))))
        if me["quorum_hand"]:
            lines.append(Msg("bsg-panel-quorum", cards=ListOf(tuple(T.card_name(c) for c in me["quorum_hand"]))))
        for seen in me["seen_loyalty"]:  # {"target": seat, "cards": [...]}
            target = seen.get("target")
            if isinstance(target, int) and 0 <= target < len(snap.names):
                cards = ListOf(tuple(T.card_text(c) for c in seen.get("cards") or ()))
                lines.append(Msg("bsg-panel-seen", player=snap.names[target], card=cards, count=len(cards.items)))
        if me.get("my_pending_contribution"):
            cards = ListOf(tuple(card_label(c) for c in me["my_pending_contribution"]))
            lines.append(Msg("bsg-panel-sealed", cards=cards))
        if me.get(STARTING_KEY):
            lines.append(Msg("bsg-panel-starting-hand", cards=E.skills_counted(me[STARTING_KEY])))
        if has_orders(me["orders"]):
            lines.append(Trimmable(tuple(orders_lines(me["orders"])[2:])))  # the orders (the Orders button has all)
        return lines

    def decision_text(self, snap: Snapshot, seat: int, called: bool = False) -> Text:
        """The seat's secret decision in full; for anything else one unchanging line pointing to the thread (a
        public decision is asked there, with its buttons; not under a call that says so, `called`), plus a card the
        seat alone was shown for it. So the panel never shows a stale question, and a public decision going by does
        not rewrite it."""
        if snap.table.status != "playing":
            abandoned = snap.table.status == ABANDONED
            return ended_line(snap.table) if abandoned else Msg("bsg-panel-over", link=link(snap.table))
        prompt = snap.view(seat)["me"].get("prompt")
        if not prompt or not self.secret_now(snap, seat):
            seen = (prompt or {}).get("seen")
            parts: list[Text] = [] if called else [Msg("bsg-panel-no-secret", link=link(snap.table))]
            parts += change.note(snap, seat)
            if seen and seen.get("name"):
                parts.append(Msg("bsg-panel-card-text", card=seen["name"], text=seen.get("text") or ""))
            return cat(parts)
        asked: list[Text] = []  # the question is the panel's first line (`call_line`), when it has a clock
        if not self.call_line(snap, seat):
            source = explain.source_beside_question(prompt)
            question = prompt["question"]
            bare = Msg("bsg-panel-question-bare", question=question)
            asked.append(Msg("bsg-panel-question", question=question, source=source) if source else bare)
        parts = asked
        if prompt.get("purpose"):
            parts.append(prompt["purpose"])
        if (prompt.get("check") or {}).get("text"):
            parts.append(prompt["check"]["text"])
        seen = prompt.get("seen")
        if seen and seen.get("name"):
            parts.append(Msg("bsg-panel-card-text", card=seen["name"], text=seen.get("text") or ""))
        if prompt.get("default", {}).get("label"):
            parts.append(Msg("bsg-panel-default", action=prompt["default"]["label"]))
        return cat(parts)

    def panel(
        self,
        snap: Snapshot,
        seat: int,
        facts: list[Text] | None = None,
        chosen: list[int] | None = None,
        called: bool = False,
    ) -> Screen:
        """The seat's private panel (`called`: as the DM calling it to a public decision, `private_text`)."""
        images = [Image("private", panel_image_view(snap.view(seat)), f"bsg-{snap.table.id}-panel.png")]
        embed = panel_embed(snap.view(seat)["me"].get("prompt")) if self.secret_now(snap, seat) else None
        controls = self.private_controls(snap, seat, chosen)
        rows = [c.row for c in controls]
        row = 0 if not rows else max(rows) + 1 if None not in rows else VIEW_ROWS  # type: ignore[type-var]
        if snap.playing and snap.view(seat)["me"]["orders"]["pace"] == "days" and row < VIEW_ROWS:  # a row of its own
            controls.append(self.button(snap.table.id, ORDERS_VERB, str(seat), label=Msg("bsg-orders-button"), row=row))
        return Screen(self.private_text(snap, seat, facts, called), images, controls, embed)

    def orders(self, snap: Snapshot, seat: int) -> Show:
        """The seat's standing orders with the selects that change them (`/bsg orders`, the panel's Orders button)."""
        character = snap.state["players"][seat]["character"]
        return show_orders(self.select, self.button, snap.table.id, seat, snap.view(seat)["me"], character)

    def info_mark(self, snap: Snapshot, seat: int) -> str:
        """What only this seat knows, as a short hash: its panel is edited when this changes, when it is asked
        something new, or after its own move; not merely because a decision went to others."""
        cache = self.cached(snap, "info")
        if seat not in cache:  # from the seat's own part alone: its whole view is built only for a new panel
            own = self.game.own_view(snap.state, seat)
            keys = ("hand", "loyalty", "team", "super_crisis", "seen_loyalty", "quorum_hand", "my_pending_contribution")
            sealed = snap.playing and sealed_answer(snap.state, seat)  # its "Change my answer" comes and goes
            cache[seat] = fingerprint(
                [own.get(k) for k in keys] + [snap.view(None)["players"][seat]["character"], sealed]
            )
        return cache[seat]

    def panel_due(self, snap: Snapshot, seat: int, facts: list[Text] | None, old_info: str, mover: int | None) -> bool:
        """Whether a move may change what a seat's panel shows: after its own move, when it is asked something
        secretly, or when what only it knows changed (its cards, news); not while it decides in the thread (a
        split draw: the panel catches up once that is done), nor when a decision merely went to others (a stale
        control is answered when pressed). Depends only on the seat's own view and public facts. Once the game is
        over every panel may change: it is redrawn as final, without a call or controls (the marks keep it once)."""
        if not snap.playing:
            return True
        asked = self.secret_now(snap, seat)
        if seat in snap.to_act and not asked and seat != mover:
            return False
        return bool(facts or self.info_mark(snap, seat) != old_info or asked or seat == mover)

    def wants_ping(self, snap: Snapshot, seat: int, standing: Standing, public: bool = False) -> bool:
        """Whether a seat's standing answers to reaction windows let this decision ping it (other decisions always
        do): a window pings when one of its cards is set to "ask", or to "playable" and the seat can play that card
        now; "never" on all its cards keeps it silent. The window's clock and who it waits for are untouched.
        `public`: the ping is seen by everyone (a thread call), so it may not depend on the hand ("playable" pings)."""
        if not self.window_now(snap, seat):
            return True
        decision = snap.view(seat)["me"]["decision"] or {}
        playable = {DATA.skill_cards[a["card"]]["card_id"] for a in snap.legal(seat) if a.get("type") == "play"}
        if public:
            playable = set(WINDOW_CARD_SKILLS)
        for card_id in WINDOW_CARDS.get(decision.get("window", ""), tuple(WINDOW_CARD_SKILLS)):
            answer = standing_answer(standing, card_id)
            if answer == "ask" or (answer == "playable" and card_id in playable):
                return True
        return False

    @staticmethod
    def window_now(snap: Snapshot, seat: int) -> bool:
        """Whether the seat's decision is a reaction window."""
        return (snap.view(seat)["me"]["decision"] or {}).get("kind") in WINDOW_KINDS

    @staticmethod
    def window_card_text(card_id: str) -> Text:
        info = DATA.skill_abilities[card_id]
        return Msg("bsg-ui-window-card", name=info["name"], skill=T.skill(WINDOW_CARD_SKILLS[card_id]))

    def window_card_choices(self, typed: str, lang: str = "en") -> list[tuple[str, str]]:
        """The window cards for `/bsg windows card:` in the reader's language, filtered by what was typed."""
        choices = [(tr(self.window_card_text(c), lang), c) for c in WINDOW_CARD_SKILLS]
        return [(name, value) for name, value in choices if folded(typed) in folded(name + value)]

    @staticmethod
    def window_card_id(typed: str) -> str | None:
        """A window card from the `card` option (its id, or its English name as typed)."""
        for card_id in WINDOW_CARD_SKILLS:
            if folded(typed.strip()) in (card_id, folded(DATA.skill_abilities[card_id]["name"])):
                return card_id
        return None

    @staticmethod
    def unknown_window_card(typed: str) -> Text:
        return Msg("bsg-ui-standing-unknown-card", card=typed)

    @staticmethod
    def set_standing(stored: Standing | None, answer: str, card_id: str | None) -> Standing:
        """A seat's standing answers after setting `answer` for one card (None: all cards); the same answer on
        every card is stored as one string (the older per-player form)."""
        if card_id is None:
            return answer
        per_card = {c: standing_answer(stored, c) for c in WINDOW_CARD_SKILLS}
        per_card[card_id] = answer
        values = set(per_card.values())
        return values.pop() if len(values) == 1 else per_card

    def standing_text(self, answer: str, card_id: str | None = None) -> Text:
        if card_id is None:
            return Msg("bsg-ui-standing", answer=answer)
        return Msg("bsg-ui-standing-card", answer=answer, card=self.window_card_text(card_id))

    def standing_pace_note(self, state: dict[str, Any] | None) -> Text:
        """At a table played over days a window never asks a person (engine/games/bsg/machine/orders.py `asks`): the
        standing answers matter only at a live table, and reaction cards are played by `/bsg orders`."""
        return Msg("bsg-ui-standing-days") if state is not None and orders_pace(state) == "days" else ""

    def standing_summary(self, stored: Standing | None) -> Text:
        """A seat's standing answer for every window card, and the reminder that windows never close sooner."""
        lines = [
            Msg("bsg-ui-standing-line", card=self.window_card_text(c), answer=standing_answer(stored, c))
            for c in WINDOW_CARD_SKILLS
        ]
        return cat([Msg("bsg-ui-standing-summary"), *lines, Msg("bsg-ui-standing-note")])

    def reminder(self, table: TableRow, user_id: int, snap: Snapshot | None = None) -> Text:
        """The shared reminder, and under it, for the movement, the planner's tip its panel gives (said for the
        thread): a reminder is about a turn that keeps waiting."""
        seat = snap.seat_of(user_id) if snap is not None else None
        tip = plan_tip(snap, seat, on_panel=False) if snap is not None and seat in snap.waiting else ""
        return cat([super().reminder(table, user_id, snap), tip], "\n")

    def ping(self, snap: Snapshot, seat: int) -> Text:
        """What a seat is called to (its panel's first line), or the general note that its panel needs it."""
        line = self.call_line(snap, seat)
        return line or Msg("bsg-ping", title=title_of(self.game), id=str(snap.table.id), link=link(snap.table))

    def prompts(self, snap: Snapshot) -> tuple[set[int], dict[str, str]]:
        """No prompt messages of their own: the panel is edited in place (cogs/bsg.py)."""
        return set(), dict(snap.table.record.prompted)

    def private_messages(self, snap: Snapshot, outcome: Outcome, prompts: set[int]) -> list[tuple[int, Screen, bool]]:
        return []  # private facts go on the panel

    def hand(self, snap: Snapshot, seat: int, facts: list[Text] | None = None) -> Screen:
        """The panel as an ephemeral reply (`/bsg hand`): it updates itself while its token lives (cogs/bsg.py)."""
        return self.live_panel(snap, self.panel(snap, seat, facts))

    @staticmethod
    def live_panel(snap: Snapshot, panel: Screen) -> Screen:
        """A panel shown as an ephemeral reply, which later moves keep up to date while they may."""
        if not snap.playing:
            return panel  # the game is over: nothing more to update
        return Screen(cat([panel.text, Msg("bsg-panel-live")]), panel.images, panel.controls)

    def timeout_text(self, snap: Snapshot, seat: int, action: dict[str, Any], race: bool) -> Text:
        """The thread's note when a decision's time ran out (a secret decision's default is not told)."""
        if race:
            return Msg("bsg-timeout-race")
        player = named(snap.table, snap.user(seat))
        if self.game.secret_input(snap.state, seat):
            return Msg("bsg-timeout-secret", player=player)
        return Msg("bsg-timeout", player=player, action=self.game.action_label(snap.state, seat, action, snap.names))

    def welcome(self, table: TableRow) -> Text:
        """No greeting DM of its own: each player's first panel (sent at the start) is it, so the first decision's
        call is the only DM it causes."""
        return ""

    def rules_text(self) -> Text:
        return cat(Msg(f"bsg-rules-{part}") for part in ("intro", "turn", "checks", "secrets", "commands"))

    def option_text(self, name: str, value: Any, options: dict[str, Any]) -> Text | None:
        keys = {
            "window_seconds": "bsg-option-window-seconds",
            "decision_hours": "bsg-option-decision-hours",
            "contribution_hours": "bsg-option-contribution-hours",
        }
        if name == "window_seconds" and options.get("pace") == "days":
            return None  # windows do not wait at a days table: their length does not apply
        if name in keys:
            return Msg(keys[name], value=value)
        if name == "pace" and value in ("days", "live"):
            return Msg("bsg-option-pace", pace=value)
        return super().option_text(name, value, options)

    # ===================================================================== clicks
    def out_of_date(self, snap: Snapshot, seat: int) -> Show:
        fresh = self.panel(snap, seat)
        return Show(Screen(cat([Msg("bsg-ui-stale"), fresh.text]), fresh.images, fresh.controls))

    def handle(self, snap: Snapshot, seat: int, ref: ControlRef, values: list[str]) -> Answer:
        key, _, arg = ref.rest.partition(".")
        owner, _, index = arg.partition(".")
        if ref.verb == ORDERS_VERB:
            return self.orders(snap, seat)
        if ref.verb in (ORDER_VERB, FLAG_VERB):
            me, character = snap.view(seat)["me"], snap.state["players"][seat]["character"]
            chosen = [index] if ref.verb == FLAG_VERB else values  # a toggle's value is in its id; a select's chosen
            return handle_order(me, character, seat, key, owner, chosen)
        if ref.verb in ("do", "menu", "sure", "change") and owner != str(seat):  # another player's decision
            at = whole(owner)
            name = snap.names[at] if at is not None and 0 <= at < len(snap.names) else "?"
            return Refuse(Msg("bsg-ui-not-yours", player=name))
        if ref.verb == "cancel":
            return Show(Screen(Msg("bsg-confirm-cancelled")), edit=True)
        if ref.verb in turn_plan.VERBS:
            return turn_plan.handle(self, snap, seat, ref, values)
        if ref.verb == "sure":
            return self.confirmed(snap, seat, key, arg)
        if ref.verb == "change":
            return change.handle(self, snap, seat)
        if key != self.seat_key(snap, seat):
            return self.out_of_date(snap, seat)
        legal = snap.legal(seat)
        if ref.verb in ("do", "menu"):
            if ref.verb == "menu":
                index = values[0] if values else ""
            at = whole(index)
            if at is None or not 0 <= at < len(legal):
                return self.out_of_date(snap, seat)
            what = irreversible(legal[at])
            return self.confirmation(snap, seat, at, what) if what else self.play(legal[at])
        me = snap.view(seat)["me"]
        hand = me["hand"]
        if ref.verb == "pick":
            chosen = sorted(i for i in map(whole, values) if i is not None and i >= 0)
            return Show(Screen(controls=self.private_controls(snap, seat, chosen)), edit=True)
        if ref.verb == "give":
            indices = [i for i in map(whole, arg.split("-")) if i is not None and 0 <= i < len(hand)]
            kind = (me["decision"] or {}).get("kind")
            if not indices or kind not in BATCH_KINDS:
                return self.out_of_date(snap, seat)
            cards = [hand[i] for i in indices]
            return self.play({"type": "contribute" if kind == "contribute" else "discard", "cards": cards})
        return Refuse(Msg("shared-unknown-control"))

    def confirmation(self, snap: Snapshot, seat: int, index: int, what: str) -> Show:
        """The first press of an irreversible action: a private question with Confirm (carrying the action) and
        Cancel; nothing is played yet."""
        tid, key = snap.table.id, self.seat_key(snap, seat)
        label = self.game.action_label(snap.state, seat, snap.legal(seat)[index], snap.names)
        controls = [
            self.button(tid, "sure", f"{seat}.{index}.{what}", tag=key, label=Msg("bsg-confirm-yes"), style="danger"),
            self.button(tid, "cancel", label=Msg("bsg-confirm-no")),
        ]
        return Show(Screen(question(what, label), controls=controls))

    def confirmed(self, snap: Snapshot, seat: int, key: str, arg: str) -> Answer:
        """Confirm pressed: the action it carries, if it is still this seat's legal action at the same moment;
        otherwise nothing changes and the answer says why (done already, or the moment passed)."""
        _, index, what = fields(arg, 3)
        at, legal = whole(index), snap.legal(seat)
        if what not in WHATS:
            return Refuse(Msg("shared-unknown-control"))
        if (
            key != self.seat_key(snap, seat)
            or at is None
            or not 0 <= at < len(legal)
            or irreversible(legal[at]) != what
        ):
            player = snap.view(None)["players"][seat]
            return Refuse(why_not(what, player, seat in snap.to_act))
        return Act(legal[at], after=lambda _: Msg("bsg-confirm-done"), clear=True)

    def play(self, action: dict[str, Any]) -> Act:
        """A move from a control: a thread button loses its buttons (a newer post has the next ones); a panel, in a
        DM or ephemeral, is redrawn in place by the click's own answer (cogs/bsg.py)."""
        return Act(action, clear=False)
