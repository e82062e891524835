"""Kill tests' steps: the bot as a child process, tables opened and played through the fake Discord, checks."""

from __future__ import annotations

import contextlib
import random
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

from engine.core import derive_rng
from engine.games.cardline import rules
from engine.games.hieroglyphs.wall import matching_lines
from engine.scheduling import DEADLINE
from engine.store import TableRow
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bot_process import BotProcess
from sandbox.world import FakeMessage, InteractionRecord
from tests.e2e.cardline_driver import place_with_command, place_with_menus
from tests.e2e.frame_driver import play_step as frame_play_step
from tests.e2e.hieroglyphs_driver import Player as HieroglyphsPlayer
from tests.e2e.hieroglyphs_driver import cells, state_curse_animals
from tests.e2e.kill_checks import Remote, quiet, whole


@contextlib.asynccontextmanager
async def bot_process(server: FakeDiscord, db: Path) -> AsyncIterator[tuple[BotProcess, Remote]]:
    process = BotProcess(server, db)
    await process.start()
    try:
        yield process, Remote(db)
    finally:
        process.stop()


async def envyra_table(server: FakeDiscord, remote: Remote, users: list[int]) -> Any:
    table = await drive.open_lobby(server, remote, users[0], "envyra new")  # type: ignore[arg-type]
    table = await drive.seat_players(server, remote, table, users)  # type: ignore[arg-type]
    await quiet(server, remote)
    return remote.table(table.id)


def phase1_prompt(server: FakeDiscord, table: Any, user: int) -> FakeMessage:
    prompt = drive.last_with(server.dm_messages(user), f"s:{table.id}:pick:{table.state['round']}")
    assert prompt is not None, f"no Phase I prompt for {user}"
    return prompt


async def pick(server: FakeDiscord, remote: Remote, table: Any, user: int) -> tuple[FakeMessage, str]:
    """Choose the first legal placement in the DM menu; returns the prompt and its Confirm button's id."""
    seat = table.seats.index(user)
    positions = remote.tables.game_of(table).legal_actions(table.state, seat)[0]["positions"]
    prompt = phase1_prompt(server, table, user)
    rec = await server.select(user, prompt, prompt.custom_ids[0], positions)
    await rec.wait_done(10)
    confirm = next(c for c in server.message(prompt.id).custom_ids if c.startswith(f"g:{table.id}:place:"))
    return server.message(prompt.id), confirm


def assert_whole(server: FakeDiscord, remote: Remote, table_id: int) -> None:
    problems = whole(server, remote, table_id)
    assert not problems, "\n".join(problems)


async def arm_when_written(
    server: FakeDiscord, remote: Remote, process: BotProcess, point: str, when: str, n: int
) -> None:
    """Arm a kill point once the bot has written down every delivered result. The menu pick before a move leaves
    results to write, in one batch FLUSH_DELAY (bot.py) after their delivery: armed at once, a "flush" point would
    count that pending write, which fires while the next move's rows are being sent whenever they take longer than
    that (a slower board, a loaded machine), and kill the bot with only some of them sent."""
    await quiet(server, remote)
    process.arm(point, when, n)


async def answered(rec: InteractionRecord) -> InteractionRecord:
    return await rec.wait_done(20)


async def kill_on_the_reveal(
    server: FakeDiscord, tmp_path: Path, point: str, when: str, n: int, slow: float = 0.0
) -> None:
    """Both players place in Phase I; the second placement (the reveal: a thread post with the board, the old prompts
    closed, new DMs, the answer) is interrupted at the fault point; after the restart all of it arrives once. `slow`:
    seconds each Discord request of the reveal takes until the kill."""
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with bot_process(server, tmp_path / "db.sqlite") as (process, remote):
        table = await envyra_table(server, remote, [alice, bob])
        first, second = table.seats
        prompt, confirm = await pick(server, remote, table, first)
        await answered(await server.click(first, prompt, confirm))
        await quiet(server, remote)
        prompt, confirm = await pick(server, remote, table, second)
        await arm_when_written(server, remote, process, point, when, n)
        server.request_delay = slow
        rec = await server.click(second, prompt, confirm)
        await process.wait_killed()
        server.request_delay = 0.0
        await process.start()
        await answered(rec)
        await quiet(server, remote)
        row = remote.table(table.id)
        assert row.move_no == 2 and (row.state["phase"], row.state["round"]) != ("phase1", 1)
        reveals = [m for m in drive.thread_messages(server, table) if "revealed" in m.content]
        assert len(reveals) == 1 and reveals[0].attachments, [m.content for m in drive.thread_messages(server, table)]
        assert_whole(server, remote, table.id)
        assert not any(c.startswith(f"s:{table.id}:pick:1") for c in server.message(prompt.id).custom_ids)
        return None


# ============================================================================ the final move
def could_end(remote: Remote, table: TableRow) -> bool:
    """Whether some legal decision now would finish the game (tried on copies, with the move's own rng)."""
    game = remote.tables.game_of(table)
    assert table.state is not None
    for seat in game.to_act(table.state):
        for action in game.legal_actions(table.state, seat):
            state, _ = game.play(table.state, seat, action, derive_rng(table.seed, table.move_no + 1))
            if game.result(state) is not None:
                return True
    return False


SHORT = {"cardline": {"deck_size": "12", "hand_size": 2}}  # options for a short game


# ============================================================================ random kills (slow)
async def envyra_step(server: FakeDiscord, remote: Remote, table_id: int, chooser: random.Random) -> None:
    """One decision of whoever must act, through Discord (a DM menu and Confirm, or a thread button)."""
    table = remote.table(table_id)
    game = remote.tables.game_of(table)
    seat = chooser.choice(sorted(game.to_act(table.state)))
    user = table.seats[seat]
    action = chooser.choice(game.legal_actions(table.state, seat))
    if action["type"] == "place":
        prompt = phase1_prompt(server, table, user)
        rec = await server.select(user, prompt, prompt.custom_ids[0], action["positions"])
        await rec.wait_done(20)
        confirm = next(c for c in server.message(prompt.id).custom_ids if c.startswith(f"g:{table.id}:place:"))
        rec = await server.click(user, server.message(prompt.id), confirm)
    else:
        message = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:{action['type']}:")
        assert message is not None
        custom_id = f"g:{table.id}:{action['type']}:{table.state['round']}.{action['position']}"
        rec = await server.click(user, message, custom_id)
    await rec.wait_done(20)


class KillPlayer(HieroglyphsPlayer):
    """The Hieroglyphs player of the e2e test, racing for the curse line by command or by the line button's form
    (its scripted wrong answers and let-the-clock-run race need the bot in this process)."""

    async def race(self, table: TableRow) -> None:
        state = table.state
        racer = self.rng.choice(self.bot.tables.game_of(table).to_act(state))
        user = table.seats[racer]
        right = matching_lines(state["wall"], state_curse_animals(state))[0]
        message = drive.last_with(drive.thread_messages(self.server, table), f"g:{table.id}:line:")
        if message is not None and self.rng.random() < 0.5:
            rec = await self.server.click(user, message, f"g:{table.id}:line:")
            await rec.wait_done(20)
            rec = await self.server.submit_modal(user, rec, {"cells": cells(right)})
        else:
            rec = await self.server.slash(user, "hieroglyphs curse", channel=table.thread_id, cells=cells(right))
        await rec.wait_done(20)


async def hieroglyphs_step(server: FakeDiscord, remote: Remote, table_id: int, chooser: random.Random) -> None:
    """One decision through Discord: a DM card and column, a thread button or select, a curse line by form or
    command, a sarcophagus given by DM (the e2e test's player)."""
    await KillPlayer(server, remote, chooser).step(remote.table(table_id))  # type: ignore[arg-type]


async def frame_step(server: FakeDiscord, remote: Remote, table_id: int, chooser: random.Random) -> None:
    """One Frame turn through Discord: `/frame place|column` with autocomplete or the thread's buttons, the preview
    steered, Confirm (or dropping out) — the e2e test's step."""
    await frame_play_step(server, remote, remote.table(table_id), chooser)  # type: ignore[arg-type]


async def cardline_step(server: FakeDiscord, remote: Remote, table_id: int, chooser: random.Random) -> None:
    """One Cardline placement, right or wrong, through the thread's card and gap menus and Place, or
    `/cardline place` with autocomplete."""
    table = remote.table(table_id)
    seat = rules.current_seat(table.state)
    places = [a for a in remote.tables.game_of(table).legal_actions(table.state, seat) if a["type"] == "place"]
    action = chooser.choice(places)
    place = place_with_menus if chooser.random() < 0.7 else place_with_command
    await place(server, remote, table, action["card"], action["gap"])  # type: ignore[arg-type]


Step = Callable[[FakeDiscord, Remote, int, random.Random], Awaitable[None]]


GAMES: dict[str, tuple[str, Step]] = {
    "envyra": ("envyra new", envyra_step),
    "frame": ("frame new", frame_step),
    "hieroglyphs": ("hieroglyphs new", hieroglyphs_step),
    "cardline": ("cardline new", cardline_step),
}


async def new_table(server: FakeDiscord, remote: Remote, command: str, users: list[int], **options: Any) -> TableRow:
    table = await drive.open_lobby(server, remote, users[0], command, **options)  # type: ignore[arg-type]
    table = await drive.seat_players(server, remote, table, users)  # type: ignore[arg-type]
    await quiet(server, remote)
    return remote.table(table.id)


async def vote_after_a_kill(server: FakeDiscord, process: Any, remote: Remote, users: list[int]) -> tuple[Any, Any]:
    """A three-player Cardline table with a turn clock; the bot is killed, the first player's deadline runs out while
    it is down, and it starts again: the default is played and a timeout vote opened. (table, the vote's post)."""
    options = {"seat_order": "join", "turn_hours": 1, "timeouts_allowed": 1}
    table = await drive.open_lobby(server, remote, users[0], "cardline new", **options)  # type: ignore[arg-type]
    table = await drive.seat_players(server, remote, table, users)  # type: ignore[arg-type]
    await quiet(server, remote)
    process.kill()
    await process.gone()
    remote.store.conn.execute(
        "UPDATE timers SET due = ? WHERE table_id = ? AND kind = ?", [time.time() - 1, table.id, DEADLINE]
    )
    await process.start()
    await quiet(server, remote)
    return table, drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:svote:")
