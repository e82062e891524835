"""The kill tests' prompt check (tests/e2e/kill_checks.py) on hand-made screens: a current prompt is found, a
missing or stale one is reported. No bot is started."""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any

from engine.core import derive_rng
from engine.registry import get_game
from engine.store import TableRow
from engine.tables import game_options
from sandbox.world import FakeMessage
from tests.e2e.kill_checks import lost_turn_prompts

THREAD, ALICE, BOB = 500, 11, 12


class Screens:
    """What `lost_turn_prompts` reads of the fake server: the thread and the DMs."""

    def __init__(self, thread: list[FakeMessage], dms: dict[int, list[FakeMessage]] | None = None) -> None:
        self.thread, self.dms = thread, dms or {}

    def messages(self, channel_id: int) -> list[FakeMessage]:
        return self.thread if channel_id == THREAD else []

    def dm_messages(self, user: int) -> list[FakeMessage]:
        return self.dms.get(user, [])

    def user(self, user: int) -> Any:
        return SimpleNamespace(dms_open=True)


def message(content: str, *custom_ids: str) -> FakeMessage:
    buttons = [{"type": 2, "custom_id": c, "label": "x", "style": 1} for c in custom_ids]
    return FakeMessage(id=1, channel_id=THREAD, author_id=1, content=content,
                       raw_components=[{"type": 1, "components": buttons}] if buttons else [])  # fmt: skip


def table(kind: str, move_no: int = 0) -> tuple[TableRow, Any]:
    game = get_game(kind)
    state = game.setup(2, game_options(game, {}), derive_rng("check-seed", 0))
    row = TableRow(id=7, kind=kind, guild_id=1, channel_id=1, host_id=ALICE, status="playing", options={},
                   players=[ALICE, BOB], seats=[ALICE, BOB], move_no=move_no, thread_id=THREAD,
                   state_json=json.dumps(state))  # fmt: skip
    return row, SimpleNamespace(tables=SimpleNamespace(game_of=lambda t: get_game(t.kind)))


def lost(kind: str, screens: Screens, move_no: int = 0) -> list[str]:
    row, remote = table(kind, move_no)
    return lost_turn_prompts(screens, remote, row)  # type: ignore[arg-type]


def test_cardline_needs_this_moves_card_menu() -> None:
    assert not lost("cardline", Screens([message("turn", "s:7:card:3.", "s:7:gap:3.")]), move_no=3)
    assert lost("cardline", Screens([message("turn", "s:7:card:2.")]), move_no=3), "an older move's menu"
    assert lost("cardline", Screens([message("turn")]), move_no=3)


def test_frame_needs_the_movers_buttons_newest() -> None:
    row, _ = table("frame")
    mover = row.seats[get_game("frame").to_act(row.state)[0]]
    kinds = {a["type"] for a in get_game("frame").legal_actions(row.state, row.seats.index(mover))}
    ids = [f"g:7:{k}:" for k in kinds]
    assert not lost("frame", Screens([message(f"<@{mover}> to play", *ids)]))
    other = ALICE if mover == BOB else BOB
    assert lost("frame", Screens([message(f"<@{mover}> to play", *ids), message(f"<@{other}>", *ids)]))
    assert lost("frame", Screens([message(f"<@{mover}> to play", "g:7:hint:")]))


def test_hieroglyphs_drop_needs_the_movers_dm_card_prompt() -> None:
    row, _ = table("hieroglyphs")
    assert row.state["phase"] == "drop"
    mover = row.seats[get_game("hieroglyphs").to_act(row.state)[0]]
    assert not lost("hieroglyphs", Screens([], {mover: [message("your hand", "g:7:card:ankh")]}))
    columns = message("choose a column", "g:7:drop:ankh.1", "g:7:cards:")  # after pressing a card
    assert not lost("hieroglyphs", Screens([], {mover: [columns]}))
    assert lost("hieroglyphs", Screens([], {mover: [message("went into column 3")]}))
