"""The shared presenter: lobby, turn summaries, results, private panels and prompts — for every game.

A game's presenter subclasses `Presenter`, declares its verbs, and overrides the screen hooks (controls, private text,
clicks). Everything returned is plain data (`presenters.screens`); the cogs deliver it.
"""

from __future__ import annotations

import copy
import hashlib
import unicodedata
from collections import defaultdict
from collections.abc import Callable
from typing import Any, ClassVar

import orjson

from engine.core import Action, Game
from engine.registry import get_game
from engine.scheduling import default_turn_hours
from engine.store import TableRow
from engine.tables import ABANDONED, FINISHED, LOBBY, PLAYING, TABLE_OPTIONS, Outcome, is_bot
from i18n import Cat, ListOf, Msg, Text, cat, text_to_json
from i18n.catalog import has_key
from presenters.controls import KEY, MOVE, ControlRef, Verb, encode
from presenters.discord_limits import SELECT_OPTIONS
from presenters.screens import Act, Answer, Choice, Control, Embed, Image, Refuse, Screen
from presenters.snapshot import Snapshot
from presenters.turn_options import SEAT_OPTIONS
from presenters.turn_options import option_text as seat_option_text

MARK_JSON = orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_DATACLASS  # texts by text_to_json

MAX_MESSAGE = 1900
LOBBY_VERBS = ("join", "leave", "start", "add_bot")
SHARED_VERBS: dict[str, Verb] = {
    "join": Verb(),
    "leave": Verb(),
    "start": Verb(),
    "add_bot": Verb(),
    "hand": Verb(ack="private"),
}


def title_of(game: Game) -> Text:
    """A game's name in the reader's language (`<game>-title` in its catalog), else its English title."""
    key = f"{game.name}-title"
    return Msg(key) if has_key(key) else game.title


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def who(table: TableRow, user_id: int) -> Text:
    """A player as the thread shows them: a mention, or a bot's name in bold (bots cannot be mentioned)."""
    if is_bot(user_id):
        level = table.record.bots.get(str(user_id))
        if level is None:
            return f"**{table.record.names.get(str(user_id), 'Bot')}**"
        name = Msg("shared-bot-name", number=str(-user_id), level=Msg("shared-bot-level", level=level))
        return Cat(("**", name, "**"), "")
    return mention(user_id)


def link(table: TableRow) -> str:
    return f"https://discord.com/channels/{table.guild_id}/{table.home_channel}"


def ended_line(table: TableRow) -> Msg:
    """A private message's last line once the game is over: where its result (or its abandonment) is told."""
    return Msg("shared-hand-abandoned" if table.status == ABANDONED else "shared-hand-over", link=link(table))


def clip(text: str, limit: int = MAX_MESSAGE) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def format_option(value: Any) -> Text:
    if isinstance(value, bool):
        return Msg("shared-yes" if value else "shared-no")
    return str(value)


def without(text: Text, told: set[Any]) -> Text:
    """`text` less the lines (or message parts) in `told` (a fact said once, not twice in one message)."""
    if isinstance(text, Cat):
        return Cat(tuple(without(p, told) for p in text.parts if p not in told), text.sep)
    if isinstance(text, str) and "\n" in text:
        return "\n".join(line for line in text.split("\n") if line not in told)
    return "" if text in told else text


def folded(text: str) -> str:
    """For matching what a player types: case and accents dropped ("nemecko" finds "Německo", "lodz" "Łódź")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().replace("ł", "l"))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def loose(value: Any) -> Any:
    """A value with its spelling ignored, for matching what a person typed: text stripped and case-folded, a list
    in any order, a mapping's keys too ("B1 " is "b1", ["B2", "A1"] is ["a1", "b2"]); a tuple keeps its order (a
    game's spelling writes a cell's coordinates as one). Types stay apart."""
    if isinstance(value, str):
        return ("str", value.strip().casefold())
    if isinstance(value, tuple):
        return ("tuple", tuple(loose(v) for v in value))
    if isinstance(value, list):
        return ("list", tuple(sorted((loose(v) for v in value), key=repr)))
    if isinstance(value, dict):
        return ("dict", tuple(sorted(((loose(k), loose(v)) for k, v in value.items()), key=repr)))
    return (type(value).__name__, value)


def listed(game: Game, state: Any, seat: int, action: Action, spelling: Callable[[Action], Any] = loose) -> Action:
    """The action of `accepted_actions` that says the same as `action` under `spelling`, or `action` as it is."""
    wanted = spelling(action)
    return next((a for a in game.accepted_actions(state, seat) if spelling(a) == wanted), action)


def commas(parts: list[Text]) -> Cat:
    """A plain comma list (mentions, seats): the same in every language."""
    return cat(parts, ", ")


class Presenter:
    """What a game's players see. Subclasses set `game_name` and `verbs` and override the hooks below."""

    game_name: ClassVar[str] = ""
    uses_dms: ClassVar[bool] = True  # False for games without secrets: no DM check at start
    single_live_prompt: ClassVar[bool] = False  # True: only the newest turn message keeps its buttons
    announces_timeouts: ClassVar[bool] = False  # True: the game's own screens tell a timeout (no shared line)
    decision_events: ClassVar[tuple[str, ...]] = ()  # public events that name the decision awaited next
    quiet_thread: ClassVar[bool] = False  # True: thread posts name players without pinging them
    # how the final post names the winner once: the game's last event says who won and why (its post ends "Game over."
    # alone), or its explanation begins with the winner (no "Winner: …" before it)
    winner_in_events: ClassVar[bool] = False
    winner_in_explanation: ClassVar[bool] = False
    verbs: ClassVar[dict[str, Verb]] = {}  # the game's own control verbs
    stale_text: ClassVar[Text] = Msg("shared-stale")
    # the engine's "not your turn" key and the game's key that names who is to play instead ($player, $count)
    named_turn_refusal: ClassVar[tuple[str, str] | None] = None

    def __init__(self) -> None:
        self.game: Game = get_game(self.game_name)

    def snapshot(self, table: TableRow) -> Snapshot:
        return Snapshot(table, self.game)

    # ===================================================================== what a move causes
    answer_last: ClassVar[bool] = False  # True: the player's answer is sent after every other row of the move
    keeps_panels: ClassVar[bool] = False  # True: private panels edited in place (`Known.hands`, `dms_blocked`)

    def own_policies(self) -> tuple[Any, ...]:
        """The game's own policies of what a move causes (presenters/consequences.py), after the shared ones."""
        return ()

    def ending_policies(self) -> tuple[Any, ...]:
        """The game's own policies of what an end without a move causes (`consequences.ENDED`), e.g. BSG's panels."""
        return ()

    def rows_to_know(self, table: TableRow) -> set[int]:
        """Outbox rows of the delivery record whose delivery a move's consequences depend on (`Known.delivered`)."""
        return set()

    @staticmethod
    def panel_mark(screen: Screen) -> str:
        """A private panel's text and controls as a short hash (what an edit of it compares): their JSON with texts
        as stored (i18n.text_to_json: a text's key and parameters are its content); repr for what JSON cannot hold."""
        controls = [
            (c.id, c.label, c.disabled, [(x.value, x.default) for x in c.choices or ()]) for c in screen.controls
        ]
        try:
            content = orjson.dumps([screen.text, controls], default=text_to_json, option=MARK_JSON)
        except TypeError:
            content = repr([screen.text, controls]).encode()
        return hashlib.sha1(content).hexdigest()[:8]

    def timeout_text(self, snap: Snapshot, seat: int, action: dict[str, Any], race: bool) -> Text | None:
        """The thread's own notice when a decision's clock runs out, told before its default (None: none)."""
        return None

    # ===================================================================== controls
    def verb(self, name: str) -> Verb | None:
        return SHARED_VERBS.get(name) or self.verbs.get(name)

    def button(
        self,
        table_id: int,
        verb: str,
        arg: str = "",
        *,
        tag: str | int | None = None,
        label: Text,
        style: str = "secondary",
        disabled: bool = False,
        row: int | None = None,
    ) -> Control:
        return Control(encode("g", table_id, verb, arg, tag), label, style, disabled, row)  # clipped at the edge

    def select(
        self,
        table_id: int,
        verb: str,
        arg: str = "",
        *,
        tag: str | int | None = None,
        choices: list[Choice],
        placeholder: Text | None = None,
        min_values: int = 1,
        max_values: int = 1,
        row: int | None = None,
    ) -> Control:
        # the labels are clipped to Discord's limits once translated (cogs/components.py)
        shown = tuple(choices[:SELECT_OPTIONS])
        return Control(
            encode("s", table_id, verb, arg, tag),
            row=row,
            choices=shown,
            placeholder=placeholder,
            min_values=min_values,
            max_values=min(max_values, len(shown)),
        )

    # ===================================================================== actions
    def spelling(self, snap: Snapshot, seat: int, action: Action) -> Any:
        """What `action` says with its spelling ignored; two actions that say the same are one move. Games add
        their own aliases (a card by its kind, its name or its place in the hand)."""
        return loose(action)

    def canonical(self, snap: Snapshot, seat: int, action: Action) -> Action:
        """The engine's own action for one built from what a person typed or a control carried (any case, spaces,
        positions in any order, a game's aliases), or `action` as it is when it names none: the engine then says
        what is wrong with it. The engine takes only its listed actions, so every move goes through here."""
        return listed(self.game, snap.state, seat, action, lambda a: self.spelling(snap, seat, a))

    def typed(self, snap: Snapshot, seat: int, action: Action) -> Act:
        """A move a player typed as a command (`/cardline place kenya 2`), made canonical."""
        return Act(self.canonical(snap, seat, action))

    def refusal(self, snap: Snapshot, seat: int, text: Text) -> Text:
        """What a player hears when the engine refuses their move with `text`. The engine's "not your turn" gains
        who is to play (`named_turn_refusal`), by display name: only the table knows names, and whom the game
        waits for is public. Unchanged when this seat is itself awaited (a curse race names everybody)."""
        keys = self.named_turn_refusal
        awaited = snap.waiting
        if keys is None or not isinstance(text, Msg) or text.key != keys[0] or not awaited or seat in awaited:
            return text
        return Msg(keys[1], player=ListOf(tuple(snap.names[s] for s in awaited)), count=len(awaited))

    def stale(self, snap: Snapshot, seat: int, ref: ControlRef) -> bool:
        """Whether a tagged control belongs to an earlier move (or an earlier prompt of this seat)."""
        verb = self.verb(ref.verb)
        if verb is None or verb.tag is None:
            return False
        tag, _ = ref.tagged()
        expected = str(snap.table.move_no) if verb.tag == MOVE else snap.prompt_key(seat) if verb.tag == KEY else ""
        return tag != expected

    # ===================================================================== lobby
    def option_text(self, name: str, value: Any, options: dict[str, Any]) -> Text | None:
        """One table option as a player reads it ("Curse race: 1 minute"), or None to leave it out (an option
        that does not apply). Games override this for their own options."""
        if name in SEAT_OPTIONS:
            return seat_option_text(name, value, options)
        if value is None:
            return None
        if name == "seat_order":
            return Msg("shared-option-seats-random" if value == "random" else "shared-option-seats-join")
        if name == "bots":
            return None  # the players list shows them
        if name == "bot_level":
            level = Msg("shared-bot-level", level=value)
            return Msg("shared-option-bot-level", level=level) if options.get("bots") else None
        if name == "reminder_hours":
            return Msg("shared-option-reminder", hours=value)
        if name == "language":
            return Msg("shared-option-language", lang=Msg("shared-language-name", lang=value))
        return Msg("shared-option-generic", name=name.replace("_", " "), value=format_option(value))

    def lobby_options(self, table: TableRow) -> list[Text]:
        """The table's options in the order the game declares them, then the table's own ones."""
        order = [o.name for o in self.game.options] + [o.name for o in TABLE_OPTIONS]
        names = [n for n in order if n in table.options] + [n for n in table.options if n not in order]
        options = table.options
        if table.status != LOBBY and "turn_hours" in options and options["turn_hours"] is None:
            # seated: the clock the table runs, not "none for 2 players, else 48 hours"
            options = {**options, "turn_hours": default_turn_hours(len(table.seats))}
        shown = (self.option_text(n, options[n], options) for n in names)
        return [text for text in shown if text]

    def lobby(self, table: TableRow) -> Screen:
        game = self.game
        options = cat(cat(("• ", text), "") for text in self.lobby_options(table))  # one per line: items hold commas
        nobody = Msg("shared-nobody")
        body = Msg(
            "shared-lobby-body",
            host=who(table, table.host_id),
            count=len(table.players),
            max=game.max_players,
            min=game.min_players,
            players=commas([who(table, u) for u in table.players]) if table.players else nobody,
            options=options if options else nobody,
        )
        title = Msg("shared-lobby-title", title=title_of(game), id=str(table.id))
        if table.status != LOBBY:
            footer = Msg("shared-lobby-started" if table.status != ABANDONED else "shared-lobby-abandoned")
            return Screen(embed=Embed(title, body, footer))
        controls = [
            self.button(table.id, "join", label=Msg("shared-button-join"), style="success"),
            self.button(table.id, "leave", label=Msg("shared-button-leave"), style="secondary"),
            self.button(table.id, "start", label=Msg("shared-button-start"), style="primary"),
        ]
        if len(table.players) < game.max_players:
            controls.append(self.button(table.id, "add_bot", label=Msg("shared-button-add-bot")))
        return Screen(embed=Embed(title, body, Msg("shared-lobby-hint")), controls=controls)

    def thread_name(self, table: TableRow) -> Text:
        return Msg("shared-thread-name", title=title_of(self.game), id=str(table.id))

    def started(self, table: TableRow) -> Text:
        seats = commas([Msg("shared-seat", number=i + 1, name=who(table, u)) for i, u in enumerate(table.seats)])
        return Msg("shared-started", title=title_of(self.game), id=str(table.id), seats=seats)

    # ===================================================================== the thread
    def status_line(self, snap: Snapshot) -> Text:
        if snap.table.status == FINISHED:
            return Msg("shared-is-over", title=title_of(self.game), id=str(snap.table.id))
        from presenters.game_calls import waiting_line

        return waiting_line(self, snap)

    def decision_name(self, snap: Snapshot, seat: int) -> Text:
        """What the seat is asked to decide now, in a few words ("place a card in the line"): the decision a call to
        action names (presenters/game_calls.py). Games name their own decisions."""
        return Msg("shared-call-your-move")

    def board_image(self, snap: Snapshot, view: dict[str, Any] | None = None, suffix: str = "") -> Image:
        name = f"{self.game_name}-{snap.table.id}{suffix}.png"
        return Image("board", view if view is not None else snap.view(None), name)

    def board(self, snap: Snapshot) -> Screen:
        """`/<game> board`: the public board and whose turn it is."""
        return Screen(self.status_line(snap), [self.board_image(snap)])

    def summary_lines(self, snap: Snapshot, outcome: Outcome) -> list[Text]:
        names = snap.names
        lines = [self.game.describe(e, names) for e in outcome.events if e.public and e.kind != "table_started"]
        return [line for line in lines if line]

    def announcement(self, snap: Snapshot, outcome: Outcome) -> list[Screen]:
        """The thread posts for one accepted move (usually one: what happened, the board, who acts next)."""
        lines = self.summary_lines(snap, outcome)
        if outcome.result is not None:
            return self.result_screens(snap, outcome, lines)
        lines.append(self.waiting_text(snap, outcome))  # whom the game waits for, for what, until when
        lines = [line for line in lines if line]
        images = [self.board_image(snap, suffix=f"-{snap.table.move_no}")] if self.image_after(outcome) else []
        if not (lines or images):
            return []
        controls = self.public_controls(snap)
        return [Screen(cat(lines) if lines else self.status_line(snap), images, controls)]

    def waiting_text(self, snap: Snapshot, outcome: Outcome) -> Text:
        """A move's decision line (presenters/game_calls.py): the decision named unless the move's own lines name
        it (`decision_events`)."""
        from presenters.game_calls import waiting_line

        told = any(e.public and e.kind in self.decision_events for e in outcome.events)
        return waiting_line(self, snap, told)

    def result_summary(self, snap: Snapshot, outcome: Outcome) -> tuple[Text, Text]:
        """The 'Game over' sentence and the tie-break explanation (with display names)."""
        assert outcome.result is not None
        names = snap.names
        winners = [names[s] for s in outcome.result.winners]
        explanation = self.game.explain(outcome.result, names)
        if self.winner_in_explanation and explanation:
            return Msg("shared-finished", summary=explanation), explanation
        if not winners:
            summary: Text = Msg("shared-no-winner")
        else:
            key = "shared-winner" if len(winners) == 1 else "shared-shared-win"
            summary = Msg(key, names=ListOf(tuple(winners)))
        if explanation:
            summary = cat([summary, explanation], " ")
        return Msg("shared-finished", summary=summary), explanation

    def scored(self, snap: Snapshot, view: dict[str, Any]) -> dict[str, Any]:
        """The public view a result image is drawn from, with what the presenter decided it shows (Frame: its tie
        note); as it is by default."""
        return view

    def result_screens(self, snap: Snapshot, outcome: Outcome, lines: list[Text]) -> list[Screen]:
        summary, explanation = self.result_summary(snap, outcome)
        view = copy.deepcopy(self.scored(snap, snap.view(None)))
        if view.get("result"):
            view["result"]["explanation"] = explanation
        tid = snap.table.id
        images = [
            Image("board", view, f"{self.game_name}-{tid}-final-board.png"),
            Image("result", view, f"{self.game_name}-{tid}-scores.png"),
        ]
        if self.winner_in_events:
            summary = Msg("shared-game-over")
        return [Screen(cat([*lines, summary]), images)]

    def image_after(self, outcome: Outcome) -> bool:
        return True

    def public_controls(self, snap: Snapshot) -> list[Control]:
        """Buttons under the thread message for whoever acts publicly next."""
        return []

    # ===================================================================== private
    def private_controls(self, snap: Snapshot, seat: int) -> list[Control]:
        """Controls for a seat's secret input (sent by DM, or with `/game hand`); empty when none is wanted."""
        return []

    def private_text(self, snap: Snapshot, seat: int) -> Text:
        return ""

    def panel(self, snap: Snapshot, seat: int) -> Screen:
        """A seat's private view: text, image and (when they must act secretly) the input controls."""
        image = Image("private", snap.view(seat), f"{self.game_name}-{snap.table.id}-private.png")
        return Screen(self.private_text(snap, seat), [image], self.private_controls(snap, seat))

    def hand(self, snap: Snapshot, seat: int) -> Screen:
        """`/<game> hand` and the private button: the panel, or a note when there is nothing secret."""
        panel = self.panel(snap, seat)
        panel.text = panel.text or Msg("shared-no-secret")
        return panel

    def final_hand(self, snap: Snapshot, seat: int) -> Screen:
        """A `/<game> hand` reply redrawn once the game is over (`consequences.hands_at_end`): the seat's last view,
        no controls, and where the result is."""
        panel = self.panel(snap, seat)
        return Screen(cat([panel.text, ended_line(snap.table)]), panel.images)

    def prompts(self, snap: Snapshot) -> tuple[set[int], dict[str, str]]:
        """Seats to prompt by DM now (their secret decision's key changed), and the updated record of keys."""
        prompted = dict(snap.table.record.prompted)
        if not snap.playing:
            return set(), prompted
        secret = [s for s in snap.to_act if self.game.secret_input(snap.state, s)]
        fresh = {s for s in secret if prompted.get(str(s)) != snap.prompt_key(s)}
        for seat in fresh:
            prompted[str(seat)] = snap.prompt_key(seat)
        return fresh, prompted

    def private_messages(self, snap: Snapshot, outcome: Outcome, prompts: set[int]) -> list[tuple[int, Screen, bool]]:
        """(seat, screen, is_prompt) in sending order: each seat's private facts of this move in a message of their
        own (a fact a player must remember is never in a message that is edited later), then prompted seats' panels
        with their controls."""
        by_seat: dict[int, list[Text]] = defaultdict(list)
        for event in outcome.events:
            if not event.public:
                text = self.game.describe(event, snap.names)
                for seat in event.to or ():
                    if text:
                        by_seat[seat].append(text)
        out: list[tuple[int, Screen, bool]] = []
        for seat in sorted(set(by_seat) | prompts):
            if by_seat.get(seat):
                out.append((seat, Screen(cat(by_seat[seat])), False))
            if seat in prompts:
                panel = self.panel(snap, seat)
                from presenters.game_calls import dm_call

                panel.text = cat([dm_call(self, snap, seat), panel.text])  # the call: decision, deadline, link
                out.append((seat, panel, True))
        return out

    def prompt_closed(self, snap: Snapshot, seat: int, key: str) -> Text | None:
        """The text that replaces a seat's private prompt once its decision (`key`) is over, its controls removed;
        None leaves the old prompt as it is."""
        return None

    def welcome(self, table: TableRow) -> Text:
        return Msg("shared-dm-welcome", title=title_of(self.game), id=str(table.id), link=link(table))

    def dms_closed(self, user_id: int) -> Text:
        return Msg("shared-dm-closed-public", mention=mention(user_id), game=self.game_name)

    def reminder(self, table: TableRow, user_id: int, snap: Snapshot | None = None) -> Text:
        """The reminder posted in the thread: who, which game, and (from `snap`, with its deadlines) the decision in
        the public words of the waiting line and when its time runs out."""
        params = {"mention": mention(user_id), "title": title_of(self.game), "id": str(table.id), "link": link(table)}
        seat = snap.seat_of(user_id) if snap is not None else None
        if snap is None or seat is None or seat not in snap.waiting:
            return Msg("shared-reminder", **params)
        from presenters.calls import deadline_text, seat_due

        head = Msg("shared-reminder-call", mention=params["mention"], title=params["title"], id=params["id"],
                   decision=self.decision_name(snap, seat))  # fmt: skip
        return cat([head, deadline_text(seat_due(snap, seat)), link(table)], " · ")

    def rules_text(self) -> Text:
        return title_of(self.game)

    # ===================================================================== clicks and forms
    def handle(self, snap: Snapshot, seat: int, ref: ControlRef, values: list[str]) -> Answer:
        """A click on one of the game's own controls by a seated player (tag already checked)."""
        return Refuse(Msg("shared-unknown-control"))

    def submit(self, snap: Snapshot, seat: int, ref: ControlRef, value: str) -> Answer:
        """A submitted form."""
        return Refuse(Msg("shared-unknown-control"))


def status_refusal(status: str) -> Text:
    assert status in (LOBBY, PLAYING, FINISHED, ABANDONED)
    return Msg("shared-status-refusal", status=status)
