"""One call to action per decision in Envyra, Frame, Hieroglyphs and Cardline (presenters/game_calls.py), tested on the
pure consequences of whole games played by the engine: a person is pinged once when the game starts waiting for them
(never by the other posts of the thread, never for a decision that follows their own move), by the decision post that
names the decision and its deadline; a secret decision's DM prompt says the decision, its deadline and the link."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from engine.outbox import DM, POST
from engine.scheduling import DEADLINE
from engine.store import Store
from engine.tables import PLAYING, Tables
from i18n import tr
from presenters.base import Presenter
from presenters.calls import deadline_text, seat_clock
from presenters.cardline import CardlinePresenter
from presenters.consequences import Caused, Known, Move, consequences, to_store
from presenters.envyra import EnvyraPresenter
from presenters.frame import FramePresenter
from presenters.game_calls import dm_call, waiting_line
from presenters.hieroglyphs import HieroglyphsPresenter
from presenters.screens import screen_from_json

GAMES = [CardlinePresenter, EnvyraPresenter, FramePresenter, HieroglyphsPresenter]
HOST = 100
LINK = "https://discord.com/channels/1/10"
NOT_MOVES = ("resign", "dropout")
TABLE_SEED = "game-calls-3"  # every table's secret seed (tests/conftest.py): the same course in every run
OPTIONS = {"hieroglyphs": {"pharaohs_curse": True}}  # curse races (this seed has one, and a final phase)


def text(payload: dict[str, Any]) -> str:
    return tr(screen_from_json(payload["screen"]).text, "en")


def decision(presenter: Presenter, tables: Tables, table_id: int) -> dict[int, str]:
    """Each awaited seat's decision (its clock's key, else its prompt key)."""
    snap = presenter.snapshot(tables.get(table_id))
    return {s: seat_clock(snap, s) or snap.prompt_key(s) for s in snap.waiting}


class Game:
    """A table of one game played through the pure consequences, every move stored with what it caused."""

    def __init__(self, tmp_path: Path, presenter: Presenter, players: int, options: dict[str, Any]) -> None:
        self.presenter, self.tables = presenter, Tables(Store(tmp_path / "t.db"))
        table = self.tables.create(presenter.game_name, 1, 10, HOST, {"seat_order": "join", **options})
        for user in range(HOST + 1, HOST + players):
            self.tables.join(table.id, user)
        self.id = table.id
        self.pings: Counter[tuple[int, str]] = Counter()  # (user, decision) → thread posts that pinged them
        self.asked: dict[tuple[int, str], str] = {}  # (user, decision) → "own" (after their move), "secret", "call"
        self.before: dict[int, str] = {}
        self.moves = 0
        self.commit(self.tables.begin(self.tables.get(table.id), HOST), own=False)

    def known(self) -> Known:
        timers = self.tables.store.timers(self.id)
        dues = {t["payload"].get("key"): t["due"] for t in timers if t["kind"] == DEADLINE}
        return Known(now=self.tables.clock(), deadlines=dues)

    def commit(self, outcome: Any, own: bool) -> Caused:
        snap = self.presenter.snapshot(outcome.table)
        move = Move(snap, outcome, self.known(), reply={"token": "t"} if own else None)
        caused = consequences(self.presenter, move)
        self.tables.commit(outcome, to_store(caused, self.presenter, None))
        self.check(caused, outcome.seat if own else None)
        return caused

    def check(self, caused: Caused, mover: int | None) -> None:
        """Every thread post says whom it may notify; pings count against the decision each person is asked now."""
        after = decision(self.presenter, self.tables, self.id)
        table = self.tables.get(self.id)
        posts = [p for kind, p in caused.rows if kind == POST and p["channel"] == table.home_channel]
        assert all("ping" in p for p in posts), "no thread post notifies by default"
        for payload in posts:
            for user in payload["ping"]:
                seat = table.seats.index(user)
                assert seat in after, f"{user} pinged but not awaited: {text(payload)}"
                self.pings[(user, after[seat])] += 1
        game = self.tables.game_of(table)
        for seat, key in after.items():
            if (table.seats[seat], key) not in self.asked:
                how = "own" if seat == mover else "secret" if game.secret_input(table.state, seat) else "call"
                self.asked[(table.seats[seat], key)] = how
        self.before = after

    def play(self, chooser: random.Random, limit: int = 400) -> None:
        game = self.tables.game_of(self.tables.get(self.id))
        while self.moves < limit:
            table = self.tables.get(self.id)
            if table.status != PLAYING:
                return
            awaited = [s for s in game.waiting_for(table.state) if s in game.to_act(table.state)]
            seat = (awaited or game.to_act(table.state))[0]
            actions = [a for a in game.legal_actions(table.state, seat) if a.get("type") not in NOT_MOVES]
            if not actions:
                key = next(c.key for c in game.clock(table.state))
                outcome = self.tables.play_default(table, key)
                assert outcome is not None
                self.commit(outcome, own=False)
            else:
                self.commit(self.tables.play(table, table.seats[seat], chooser.choice(actions)), own=True)
            self.moves += 1


@pytest.mark.parametrize("presenter_class", GAMES, ids=lambda c: c.game_name)
def test_each_person_is_pinged_once_per_decision_never_after_their_own_move(
    tmp_path: Path, presenter_class: Any
) -> None:
    presenter = presenter_class()
    game = Game(tmp_path, presenter, 3, {"turn_hours": 2, **OPTIONS.get(presenter.game_name, {})})
    game.play(random.Random(5), limit=600)  # to the end: every kind of decision
    assert game.moves >= 20
    called = {k for k, how in game.asked.items() if how == "call"}
    assert called, "someone else's move asks a person in the thread"
    assert game.pings == Counter(called), (
        "once by the decision post; never after their own move, nor for a secret decision (its DM prompt calls)"
    )


def test_the_decision_post_names_the_decision_and_its_deadline(tmp_path: Path) -> None:
    game = Game(tmp_path, CardlinePresenter(), 3, {"turn_hours": 2})
    table = game.tables.get(game.id)
    seat = game.tables.game_of(table).to_act(table.state)[0]
    action = next(a for a in game.tables.game_of(table).legal_actions(table.state, seat) if a["type"] == "place")
    caused = game.commit(game.tables.play(table, table.seats[seat], action), own=True)
    [post] = [p for kind, p in caused.rows if kind == POST and p["ping"]]
    shown, after = text(post), game.tables.get(game.id)
    nxt = after.seats[game.tables.game_of(after).to_act(after.state)[0]]
    assert post["ping"] == [nxt] and f"Waiting for <@{nxt}> · time runs out <t:" in shown
    assert " in a gap from 0 to " in shown.split("Waiting for")[0], "the turn's own line names the decision"
    due = int(game.known().deadlines[seat_clock(presenter_snapshot(game), after.seats.index(nxt))])
    assert f"<t:{due}:R>" in shown, "the deadline the clock will fire at"


def presenter_snapshot(game: Game) -> Any:
    return game.presenter.snapshot(game.tables.get(game.id))


def test_without_a_clock_the_call_shows_no_deadline(tmp_path: Path) -> None:
    game = Game(tmp_path, FramePresenter(), 2, {})
    game.play(random.Random(1), limit=3)
    snap = presenter_snapshot(game)
    line = tr(game.presenter.status_line(snap), "en")
    assert line.startswith("Waiting for <@") and "<t:" not in line and ": place" in line


def test_a_secret_decision_is_called_by_its_dm_prompt_with_deadline_and_link(tmp_path: Path) -> None:
    game = Game(tmp_path, EnvyraPresenter(), 3, {"turn_hours": 2})
    table = game.tables.get(game.id)
    snap = game.presenter.snapshot(table)
    caused = game.commit(game.tables.play(table, table.seats[0], snap.legal(0)[0]), own=True)
    assert not [p for kind, p in caused.rows if kind == POST and p["ping"]], "asked by DM: no thread ping"
    start = game_start_rows(tmp_path / "start")
    prompts = [text(p) for kind, p in start if kind == DM]
    assert len(prompts) == 3, prompts
    for prompt in prompts:
        head = prompt.split("\n")[0]
        assert head.startswith("Your input is wanted in **Envyra #1**: place your cubes in secret · time runs out <t:")
        assert head.endswith(LINK)


def game_start_rows(path: Path) -> list[Any]:
    path.mkdir()
    tables = Tables(Store(path / "t.db"))
    table = tables.create("envyra", 1, 10, HOST, {"seat_order": "join", "turn_hours": 2})
    for user in (HOST + 1, HOST + 2):
        tables.join(table.id, user)
    outcome = tables.begin(tables.get(table.id), HOST)
    presenter = EnvyraPresenter()
    return consequences(presenter, Move(presenter.snapshot(outcome.table), outcome, Known(now=tables.clock()))).rows


@pytest.mark.parametrize("presenter_class", GAMES)
def test_a_reminder_names_the_decision_its_deadline_and_the_link(tmp_path: Path, presenter_class: type) -> None:
    """A reminder is the call again: the awaited decision in the waiting line's public words, when its time runs out
    (a table with a clock) and the thread's link; someone not awaited gets the plain reminder."""
    presenter: Presenter = presenter_class()
    game = Game(tmp_path, presenter, 3, OPTIONS.get(presenter.game_name, {}))
    snap = presenter.snapshot(game.tables.get(game.id))
    seat = snap.waiting[0]
    user = snap.table.seats[seat]
    snap.dues = {key: 1_900_000_000.0 for s in snap.waiting if (key := seat_clock(snap, s)) is not None}
    reminder = tr(presenter.reminder(snap.table, user, snap), "en")
    assert reminder.startswith(f"⏰ <@{user}>, **") and "is waiting for you: " in reminder
    assert tr(presenter.decision_name(snap, seat), "en") in reminder
    assert snap.dues, "3 players: the table has a clock (48 hours by default)"
    assert "time runs out <t:1900000000:R>" in reminder, reminder
    assert reminder.endswith(LINK)
    for lang in ("cs", "sk", "pl"):
        assert tr(presenter.decision_name(snap, seat), lang) in tr(presenter.reminder(snap.table, user, snap), lang)
    idle = next((u for s, u in enumerate(snap.table.seats) if s not in snap.waiting), None)
    if idle is not None:
        assert "is waiting for you:" not in tr(presenter.reminder(snap.table, idle, snap), "en")


@pytest.mark.parametrize("presenter_class", GAMES)
def test_one_deadline_has_one_wording_in_the_thread_the_dm_and_the_reminder(
    tmp_path: Path, presenter_class: type
) -> None:
    """The waiting line says when the time runs out in the words of the DM call and the reminder
    (`calls.deadline_text`, after " · "), in every language."""
    presenter: Presenter = presenter_class()
    game = Game(tmp_path, presenter, 3, OPTIONS.get(presenter.game_name, {}))
    snap = presenter.snapshot(game.tables.get(game.id))
    seat = snap.waiting[0]
    snap.dues = {key: 1_900_000_000.0 for s in snap.waiting if (key := seat_clock(snap, s)) is not None}
    assert snap.dues, "3 players: the table has a clock"
    for lang in ("en", "cs", "sk", "pl"):
        deadline = tr(deadline_text(1_900_000_000.0), lang)
        assert deadline and "<t:1900000000:R>" in deadline
        for told in (False, True):
            line = tr(waiting_line(presenter, snap, told), lang)
            assert line.endswith(" · " + deadline) and line.count("<t:") == 1, (lang, line)
        reminder = tr(presenter.reminder(snap.table, snap.table.seats[seat], snap), lang)
        assert f" · {deadline} · " in reminder, (lang, reminder)
        assert f" · {deadline} · " in tr(dm_call(presenter, snap, seat), lang)
