"""What must hold after a kill -9 and a restart (tests/e2e/test_kill_e2e.py): the bot process reached quiet, nothing
was lost (prompts, deadlines, answers to interactions) and nothing was posted twice."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

from engine.scheduling import DEADLINE, turn_seconds
from engine.store import Store, TableRow
from engine.tables import PLAYING, Tables
from sandbox import FakeDiscord
from sandbox.world import FakeMessage


class Remote:
    """What the game_driver helpers need of a bot, for a bot in another process: the same database (read here to
    choose moves, like a player looking at the board); its requests cannot be seen, so it is never 'busy'."""

    def __init__(self, db: Path | str) -> None:
        self.store = Store(db)
        self.tables = Tables(self.store)

    def busy(self) -> bool:
        return False

    def table(self, table_id: int) -> TableRow:
        row = self.store.get_table(table_id)
        assert row is not None
        return row

    def unsent(self) -> int:
        """Outbox rows without a stored result (what the bot still has to deliver or to write down)."""
        return int(self.store.conn.execute("SELECT COUNT(*) FROM outbox WHERE done = 0").fetchone()[0])


async def quiet(server: FakeDiscord, remote: Remote, timeout: float = 30.0) -> None:
    """Wait until the bot process has nothing left: no request in flight for a moment, every outbox row delivered
    and its result written."""
    deadline = time.monotonic() + timeout
    while True:
        await server.wait_idle(quiet=0.15, timeout=timeout)
        if remote.unsent() == 0:
            await server.wait_idle(quiet=0.15, timeout=timeout)
            if remote.unsent() == 0:
                return
        if time.monotonic() > deadline:
            raise AssertionError(f"{remote.unsent()} outbox rows still unsent\n{server.diagnostics()}")
        await asyncio.sleep(0.05)


def signature(message: FakeMessage) -> tuple[Any, ...]:
    return (message.content, tuple(a.filename for a in message.attachments), tuple(message.custom_ids))


def posted_twice(server: FakeDiscord, channel_ids: list[int]) -> list[str]:
    """Messages the bot made twice: two with the same nonce (each outbox create has its own); in a thread, two with
    the same text and images (every board image is named after its move); in DMs, two prompts in a row that are the
    same (a thread line may repeat: a player may change their placement twice, each a move)."""
    found = []
    for channel_id in channel_ids:
        messages = [m for m in server.messages(channel_id) if m.author_id == server.bot_user.id]
        for before, after in zip(messages, messages[1:]):
            if signature(before) == signature(after) and before.custom_ids and server.channel(channel_id).is_dm:
                found.append(f"in {channel_id}, twice in a row: {before.content[:80]!r}")
        seen: set[tuple[Any, ...]] = set()
        nonces: set[str] = set()
        for message in messages:
            key = signature(message)[:2]
            if key[1] and key in seen:
                found.append(f"in {channel_id}, again: {message.content[:80]!r}")
            seen.add(key)
            if message.nonce is not None and message.nonce in nonces:
                found.append(f"in {channel_id}, nonce {message.nonce} twice: {message.content[:80]!r}")
            nonces.add(message.nonce or "")
    return found


def lost_deadlines(remote: Remote, table: TableRow) -> list[str]:
    """Pending decisions with a time limit that no stored deadline covers."""
    if table.status != PLAYING or table.state is None:
        return []
    game = remote.tables.game_of(table)
    stored = {t["payload"].get("key") for t in remote.store.timers(table.id, fresh=True) if t["kind"] == DEADLINE}
    return [
        clock.key
        for clock in game.clock(table.state)
        if (clock.seconds or turn_seconds(table)) and clock.defaults and clock.key not in stored
    ]


def lost_envyra_prompts(server: FakeDiscord, table: TableRow) -> list[str]:
    """Envyra: every seat to act in Phase I has its DM prompt for this round; in Phase II the thread's newest
    message with controls offers the mover's buttons."""
    if table.status != PLAYING or table.state is None:
        return []
    from engine.registry import get_game

    game, state, lost = get_game("envyra"), table.state, []
    for seat in game.to_act(state):
        user = table.seats[seat]
        if state["phase"] == "phase1":
            prefix = f"s:{table.id}:pick:{state['round']}"
            if not any(c.startswith(prefix) for m in server.dm_messages(user) for c in m.custom_ids):
                lost.append(f"seat {seat}: no Phase I prompt for round {state['round']}")
        else:
            with_controls = [m for m in server.messages(table.thread_id) if m.custom_ids]
            types = {a["type"] for a in game.legal_actions(state, seat)}
            newest = with_controls[-1].custom_ids if with_controls else []
            if not any(c.startswith(f"g:{table.id}:{t}:") for c in newest for t in types):
                lost.append(f"seat {seat}: no buttons for {sorted(types)} in the newest thread message")
    return lost


def live_controls(messages: list[FakeMessage], prefix: str | tuple[str, ...]) -> list[FakeMessage]:
    return [m for m in messages if any(c.startswith(prefix) for c in m.custom_ids)]


def lost_turn_prompts(server: FakeDiscord, remote: Remote, table: TableRow) -> list[str]:
    """Frame, Cardline, Hieroglyphs: every seat to act has the controls of this decision where the game offers
    them — the thread's newest controls name the Frame mover and offer a legal kind of move; the Cardline turn
    message of this move carries its card menu; a Hieroglyphs drop has the mover's DM card prompt (its cards or,
    once one was pressed, its columns), a surrender the DM give buttons of this move, a curse race the thread's line
    button, any other decision thread controls tagged with this move."""
    if table.status != PLAYING or table.state is None:
        return []
    game, state, lost = remote.tables.game_of(table), table.state, []
    thread = server.messages(table.thread_id) if table.thread_id else []
    tid, tag = table.id, table.move_no
    for seat in game.to_act(state):
        user = table.seats[seat]
        if table.kind == "frame":
            types = {a["type"] for a in game.legal_actions(state, seat)}
            newest = live_controls(thread, f"g:{tid}:")
            ids = newest[-1].custom_ids if newest else []
            if not newest or f"<@{user}>" not in newest[-1].content:
                lost.append(f"seat {seat}: the thread's newest controls do not name the mover")
            elif not any(c.startswith(f"g:{tid}:{t}:") for c in ids for t in types):
                lost.append(f"seat {seat}: no buttons for {sorted(types)} in the thread's newest controls")
        elif table.kind == "cardline":
            if not live_controls(thread, f"s:{tid}:card:{tag}."):
                lost.append(f"seat {seat}: no card menu for move {tag} in the thread")
        elif table.kind == "hieroglyphs":
            dms = server.dm_messages(user) if server.user(user).dms_open else None
            phase = state["phase"]
            # a drop prompt shows the cards, or, once a card was pressed, its columns and a way back
            drop_prompt = (f"g:{tid}:card:", f"g:{tid}:drop:")
            if phase == "drop" and dms is not None and not live_controls(dms, drop_prompt):
                lost.append(f"seat {seat}: no DM card prompt")
            elif phase == "curse_surrender" and dms is not None and not live_controls(dms, f"g:{tid}:give:{tag}."):
                lost.append(f"seat {seat}: no DM surrender prompt for move {tag}")
            elif phase == "curse_race" and not live_controls(thread, f"g:{tid}:line:"):
                lost.append(f"seat {seat}: no curse line button in the thread")
            elif phase not in ("drop", "curse_surrender", "curse_race") and not any(
                c.startswith((f"g:{tid}:", f"s:{tid}:")) and f":{tag}." in c for m in thread for c in m.custom_ids
            ):
                lost.append(f"seat {seat}: no thread controls for move {tag} in phase {phase}")
    return lost


def whole(server: FakeDiscord, remote: Remote, table_id: int) -> list[str]:
    """Everything that must hold after a restart, as a list of problems (empty: all is well)."""
    table = remote.table(table_id)
    problems = [f"left thinking: {r.name!r}" for r in server.thinking()]
    channels = [table.thread_id] if table.thread_id else []
    channels += [server.user(u).dm_channel_id for u in table.seats if u > 0 and server.user(u).dm_channel_id]
    problems += posted_twice(server, channels)
    problems += [f"lost deadline {key}" for key in lost_deadlines(remote, table)]
    if table.kind == "envyra":
        problems += lost_envyra_prompts(server, table)
    else:
        problems += lost_turn_prompts(server, remote, table)
    return problems
