"""What a move causes is a pure function (presenters/consequences.py): tested without Discord, on tables played by
the engine. A timeout is told by exactly one thread line (BSG's own notice, or the shared line of the other games);
the same move gives the same rows and changes nothing it was given; the player's answer is placed where its policy
puts it, with the rows' references renumbered."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from engine.ephemeral_panels import Panel
from engine.outbox import EDIT, POST, REPLY
from engine.randomplayer import random_step
from engine.store import Store
from engine.table_record import plain
from engine.tables import PLAYING, Outcome, Tables
from i18n import text_to_json
from presenters.bsg import BsgPresenter
from presenters.cardline import CardlinePresenter
from presenters.consequences import Caused, Known, Move, consequences, thread_posts, timeout_notice, to_store
from presenters.screens import Control, Screen, screen_from_json

TIMEOUT_KEYS = ("bsg-timeout", "shared-timed-out")


def started(tmp_path: Path, kind: str, players: int = 3, **options: Any) -> tuple[Tables, int]:
    tables = Tables(Store(tmp_path / "t.db"))
    table = tables.create(kind, 1, 10, 100, {"seat_order": "join", **options})
    for user in range(101, 100 + players):
        tables.join(table.id, user)
    tables.start(table.id, 100)
    return tables, table.id


def timed_out_move(presenter: Any, tables: Tables, table_id: int) -> Move:
    """The first turn clock with a default runs out: the notice read before, the default played (not stored)."""
    table = tables.get(table_id)
    game = tables.game_of(table)
    [clock] = [c for c in game.clock(table.state) if c.kind == "turn" and c.defaults][:1]
    notice, told = timeout_notice(presenter, presenter.snapshot(table), clock.key)
    outcome = tables.play_default(table, clock.key)
    assert outcome is not None and outcome.by_clock
    return Move(presenter.snapshot(table), outcome, Known(now=tables.clock()), notice, told)


def timeout_lines(caused: Caused) -> list[str]:
    posts = [json.dumps(p, default=text_to_json) for kind, p in caused.rows if kind == POST]
    return [p for p in posts if any(key in p for key in TIMEOUT_KEYS)]


@pytest.mark.parametrize(("kind", "presenter_class", "options"), [
    ("bsg", BsgPresenter, {}),
    ("cardline", CardlinePresenter, {"turn_hours": 2}),
])  # fmt: skip
def test_a_turn_timeout_is_told_by_one_line(tmp_path: Path, kind: str, presenter_class: Any, options: Any) -> None:
    tables, table_id = started(tmp_path, kind, **options)
    presenter = presenter_class()
    caused = consequences(presenter, timed_out_move(presenter, tables, table_id))
    assert len(timeout_lines(caused)) == 1, caused.rows


def test_the_same_move_gives_the_same_rows_and_changes_nothing_given(tmp_path: Path) -> None:
    tables, table_id = started(tmp_path, "bsg")
    presenter = BsgPresenter()
    move = timed_out_move(presenter, tables, table_id)
    record = json.dumps(plain(move.table.record), sort_keys=True, default=text_to_json)
    first, second = consequences(presenter, move), consequences(presenter, move)
    dump = lambda c: json.dumps([c.rows, plain(c.notes), c.timers], sort_keys=True, default=text_to_json)  # noqa: E731
    assert dump(first) == dump(second)
    assert json.dumps(plain(move.table.record), sort_keys=True, default=text_to_json) == record
    assert first.notes["timed_out"] and first.notes["game"].panels and "prompt_message" in first.notes


def test_the_answer_goes_where_its_policy_puts_it_and_references_follow() -> None:
    caused = Caused(
        rows=[("post", {"n": 0}), ("post", {"n": 1}), ("edit", {"message": {"ref": 1}})],
        notes={"live": {"ref": 2}, "first": {"ref": 0}},
        answer=(REPLY, {"mode": "none"}),
        answer_at=1,
    )
    rows, notes = caused.sent(answer_last=False)
    assert [r[0] for r in rows] == ["post", REPLY, "post", "edit"]
    assert rows[3][1] == {"message": {"ref": 2}} and notes == {"live": {"ref": 3}, "first": {"ref": 0}}
    rows, notes = caused.sent(answer_last=True)
    assert [r[0] for r in rows] == ["post", "post", "edit", REPLY] and notes == caused.notes


def test_a_start_posts_before_the_first_prompts(tmp_path: Path) -> None:
    tables = Tables(Store(tmp_path / "t.db"))
    table = tables.create("cardline", 1, 10, 100, {"seat_order": "join"})
    tables.join(table.id, 101)
    outcome = tables.begin(tables.get(table.id), 100)
    presenter = CardlinePresenter()
    first = ("post", {"first": True})
    caused = consequences(presenter, Move(presenter.snapshot(outcome.table), outcome, Known(), [first]))
    assert caused.rows[0] == first and any(kind == POST for kind, _ in caused.rows[1:])
    assert isinstance(outcome, Outcome) and tables.get(table.id).status == "lobby", "nothing stored before commit"


class Rewriting:
    """A presenter announcing the given screens (a single live prompt, posts naming without pinging)."""

    single_live_prompt = True
    quiet_thread = True

    def __init__(self, screens: list[Screen]) -> None:
        self.screens = screens

    def announcement(self, snap: Any, outcome: Any) -> list[Screen]:
        return self.screens


def test_a_screen_that_rewrites_a_message_is_its_edit_and_the_live_prompt_follows(tmp_path: Path) -> None:
    tables, table_id = started(tmp_path, "bsg")
    table = tables.get(table_id)
    table.record.prompt_message = {"row": 5}  # the living post, with the buttons
    snap = BsgPresenter().snapshot(table)
    buttons = [Control("g:1:do:k.0.0", "Go")]

    def caused_by(screens: list[Screen]) -> Caused:
        caused = Caused()
        thread_posts(Rewriting(screens), Move(snap, Outcome(table=table, events=[]), Known()), caused)  # type: ignore[arg-type]
        return caused

    edited = caused_by([Screen("now", controls=buttons, rewrites={"row": 5})])
    [(kind, payload)] = edited.rows
    assert kind == EDIT and payload["message"] == {"row": 5} and payload["screen"]["text"] == "now"
    assert edited.notes["prompt_message"] == {"row": 5} and edited.announced == [0], "still the live prompt"

    moved_on = caused_by([Screen("before", rewrites={"row": 5}), Screen("crisis", controls=buttons)])
    assert [kind for kind, _ in moved_on.rows] == [EDIT, POST], "rewritten without its buttons: no retiring edit"
    assert moved_on.rows[1][1]["ping"] == [], "a quiet post names without pinging"
    assert moved_on.notes["prompt_message"] == {"ref": 1} and moved_on.announced == [0, 1]


def test_a_hand_reply_loses_its_controls_at_the_last_move_only(tmp_path: Path) -> None:
    """A `/cardline hand` reply whose token still lives is redrawn once, by the move that ends the game: no controls,
    where the result is; a move before the end leaves it alone (it is a snapshot)."""
    tables, table_id = started(tmp_path, "cardline")
    presenter, chooser = CardlinePresenter(), random.Random(3)
    hand = Panel(seat=1, origin=7, app=8, token="tok", lang="pl", mark="", expires_at=tables.clock() + 600)
    edits: list[list[dict[str, Any]]] = []
    while (table := tables.get(table_id)).status == PLAYING:
        seat, action = random_step(tables.game_of(table), table.state, chooser)
        outcome = tables.play(table, table.seats[seat], action)
        move = Move(presenter.snapshot(outcome.table), outcome, Known(now=tables.clock(), hands={1: hand}))
        caused = consequences(presenter, move)
        tables.commit(outcome, to_store(caused, presenter, None))
        edits.append([p for kind, p in caused.rows if kind == EDIT and "hook" in p])
    assert not any(edits[:-1]) and len(edits[-1]) == 1, edits
    [edit] = edits[-1]
    assert edit["hook"] == {"app": 8, "token": "tok", "expires": hand.expires_at} and edit["lang"] == "pl"
    screen = screen_from_json(edit["screen"])
    assert not screen.controls and "shared-hand-over" in json.dumps(edit["screen"], default=text_to_json)


@pytest.mark.parametrize("kind", ["cardline", "bsg"])
def test_an_end_without_a_move_retires_what_is_live_and_redraws_hand_replies(tmp_path: Path, kind: str) -> None:
    """An abandoned game (an end without a move, `Move.ended`) causes its notice, then the live
    prompt's controls go, a `/<game> hand` reply (BSG: the live panel copy) is redrawn without controls saying the
    game was abandoned; a lobby abandoned causes its notice and nothing of a game."""
    presenter = CardlinePresenter() if kind == "cardline" else BsgPresenter()
    tables, table_id = started(tmp_path, kind)
    table = tables.abandon(table_id, 100, is_admin=False)
    table.record.prompt_message = {"row": 5}
    hand = Panel(seat=1, origin=7, app=8, token="tok", lang="en", mark="", expires_at=tables.clock() + 600)
    notice = (POST, {"channel": table.home_channel, "screen": {"text": "abandoned"}, "names": [], "lang": "en"})
    move = Move(presenter.snapshot(table), Outcome(table=table), Known(hands={1: hand}), before=[notice], ended=True)
    caused = consequences(presenter, move)
    assert caused.rows[0] == notice and caused.notes["prompt_message"] is None
    assert (EDIT, {"channel": table.home_channel, "message": {"row": 5}}) in caused.rows, "the live prompt retired"
    [edit] = [p for row_kind, p in caused.rows if row_kind == EDIT and "hook" in p]
    assert edit["hook"]["token"] == "tok" and not screen_from_json(edit["screen"]).controls
    assert "shared-hand-abandoned" in json.dumps(edit["screen"], default=text_to_json)

    lobby = tables.create(kind, 1, 10, 100, {"seat_order": "join"})
    lobby = tables.abandon(lobby.id, 100, is_admin=False)
    move = Move(presenter.snapshot(lobby), Outcome(table=lobby), Known(), before=[notice], ended=True)
    assert consequences(presenter, move).rows == [notice]
