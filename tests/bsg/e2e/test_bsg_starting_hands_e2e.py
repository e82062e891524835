"""The starting hands end to end (D-S3, one simultaneous decision): after the draft every player but the first is
called at once — the thread's post and each DM panel say it is everyone's choice now and by when; one answers on its
panel, its choice stays on its own panel (changeable) and nowhere else; when the time runs out, everyone still
choosing gets the default, the hands are drawn and the game replays from its log."""

from __future__ import annotations

import random
from pathlib import Path

from engine.games.bsg.data import DATA
from engine.scheduling import DEADLINE
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bsg_player import Player, control_for, current

TABLE_SEED = "bsg-starting-hands"  # every table opened here gets this secret seed (tests/conftest.py)
CALL = "Everyone chooses now, at the same time"


def types_of(hand: list[str]) -> list[str]:
    return sorted(DATA.skill_cards[c]["skill"] for c in hand)


async def test_the_starting_hands_are_one_call_to_everyone(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    users = [server.add_user(name) for name in ("Ann", "Ben", "Cyril", "Dana")]
    async with drive.started_table(
        server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join", pace="live"
    ) as (bot, table):
        player = Player(server, bot, table, closed=set())
        chooser = random.Random(1)
        while current(bot, table).state["decision"]["kind"] != "starting_hands":
            await player.step(chooser)
        await drive.settle(server, bot)
        table = current(bot, table)
        game = bot.tables.game_of(table)
        awaited = game.to_act(table.state)
        assert len(awaited) == 3 and table.state["first"] not in awaited

        posts = [m.content for m in drive.thread_messages(server, table) if CALL in m.content]
        assert len(posts) == 1 and "<t:" in posts[0], posts
        assert all(f"<@{table.seats[s]}>" in posts[0] for s in awaited), "the thread names everyone choosing"
        for seat in awaited:
            panel = await player.panel(seat)
            assert CALL in panel.content and "<t:" in panel.content, panel.content

        answering, *others = awaited
        sets = table.state["decision"]["sets"]
        legal = game.legal_actions(table.state, answering)
        split = legal[-1]
        message = await player.panel(answering)
        await player.press_and_confirm(
            table.seats[answering], message, *control_for(message, table.id, answering, len(legal) - 1)
        )
        table = current(bot, table)
        assert game.to_act(table.state) == others and not any(p["hand"] for p in table.state["players"])
        panel = await player.panel(answering)
        assert "Your starting hand: " in panel.content and "you can change it until then" in panel.content
        assert any(f"g:{table.id}:change:" in c for c in panel.custom_ids), panel.custom_ids
        thread = "\n".join(m.content for m in drive.thread_messages(server, table))
        assert "Your starting hand" not in thread and CALL in thread, "nothing of the choice in public"

        (key,) = {t["payload"]["key"] for t in bot.store.timers(table.id) if t["kind"] == DEADLINE}
        for _ in others:  # one deadline for everyone: it fires once per seat still choosing, as the timer loop does
            await bot.game_cogs["bsg"].moves.on_deadline(table.id, key)
            await drive.settle(server, bot)
        table = current(bot, table)
        assert table.state["phase"] == "play"
        assert types_of(table.state["players"][answering]["hand"]) == sorted(split["skills"])
        for seat in others:  # the default: all three of the first type of its own set
            assert types_of(table.state["players"][seat]["hand"]) == [sets[str(seat)][0]] * 3
        ran_out = [m for m in drive.thread_messages(server, table) if "Time ran out" in m.content]
        assert len(ran_out) == 1 and "everyone who had not answered" in ran_out[0].content, "said once"
        assert bot.tables.replay(table) == table.state
        assert not bot.errors and not server.bot_errors
