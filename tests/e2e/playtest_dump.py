"""`python -m tests.e2e.playtest_dump GAME LANG [SEED]`: play one whole game through the fake Discord as people do
(buttons, selects, forms, `/<game> hand` when the prompt is not in the DMs) and dump everything a player reads —
thread posts with their edits, DMs, ephemeral replies, images — to tests/out/playtest/<game>-<lang>/ for a human to
read. Also tries the bad inputs a player makes: a stranger's click, a seated player's click out of turn, a
button still live on an older message."""

from __future__ import annotations

import asyncio
import json
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

from bot import GameBot
from engine.store import TableRow
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.play import fixed_seed, open_table, quiet_logs
from sandbox.world import FakeMessage, InteractionRecord
from tests.e2e import cardline_driver, envyra_driver, frame_driver, hieroglyphs_driver

OUT = Path(__file__).resolve().parents[1] / "out" / "playtest"


async def frame_step(server: FakeDiscord, bot: GameBot, table: TableRow, chooser: random.Random) -> None:
    """Frame's button flow (Place → steer → Confirm), or Drop out when nothing fits."""
    seat = table.state["active"]
    user = table.seats[seat]
    kinds = {a["type"] for a in bot.tables.game_of(table).legal_actions(table.state, seat)}
    verb = "place" if "place" in kinds else "column" if "column" in kinds else "dropout"
    if verb == "place" and chooser.random() < 0.6:
        await frame_driver.steer_and_confirm(server, bot, table, seat, chooser)
        return
    board = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:{verb}:")
    assert board is not None
    rec = await frame_driver.click(server, user, board, f"g:{table.id}:{verb}:")
    if verb == "dropout":
        await frame_driver.click(server, user, rec.last, frame_driver.button(rec.last, "drop_ok"))
        await drive.settle(server, bot)
    else:
        await frame_driver.confirm(server, bot, user, frame_driver.preview_of(rec))


async def cardline_step(server: FakeDiscord, bot: GameBot, table: TableRow, chooser: random.Random) -> None:
    seat = cardline_driver.rules.current_seat(table.state)
    card, gap = cardline_driver.choose(table.state, seat, chooser.random() < 0.6)
    await cardline_driver.place_with_menus(server, bot, table, card, gap)


class Glyphs(hieroglyphs_driver.Player):
    """The driver's player, without its English checks: the race is won by the form on the race post."""

    async def race(self, table: TableRow) -> None:
        from engine.games.hieroglyphs.wall import matching_lines

        state = table.state
        racer = self.rng.choice(self.bot.tables.game_of(table).to_act(state))
        user = table.seats[racer]
        right = matching_lines(state["wall"], hieroglyphs_driver.state_curse_animals(state))[0]
        message = drive.last_with(drive.thread_messages(self.server, table), f"g:{table.id}:line:")
        assert message is not None
        rec = await self.server.click(user, message, f"g:{table.id}:line:")
        await rec.wait_done()
        rec = await self.server.submit_modal(user, rec, {"cells": hieroglyphs_driver.cells(right)})
        await rec.wait_for(lambda r: bool(r.followups))


NOT_TURN = ("hand", "rules", "resign_ask", "rematch", "hint")  # buttons anyone seated may press


async def bad_inputs(server: FakeDiscord, bot: GameBot, table: TableRow, stranger: int) -> None:
    """A stranger and a seated player whose turn it is not press the newest thread post's turn controls."""
    message = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:") or drive.last_with(
        drive.thread_messages(server, table), f"s:{table.id}:"
    )
    if message is None:
        return
    live = [c for c in message.components if c.custom_id and not c.disabled]
    turn = [c for c in live if c.custom_id.split(":")[2] not in NOT_TURN]
    awaited = set(bot.tables.game_of(table).to_act(table.state))
    idle = [u for s, u in enumerate(table.seats) if s not in awaited]
    for component in turn[:2]:
        for user in [stranger, *idle[:1]]:
            if component.type == 2:
                rec = await server.click(user, message, component.custom_id)
            else:
                rec = await server.select(user, message, component.custom_id, component.option_values[:1])
            await rec.wait_done()
    await drive.settle(server, bot)


async def stale_controls(server: FakeDiscord, bot: GameBot, table: TableRow, limit: int = 3) -> None:
    """Press a live button on an older message (not the newest with controls in its channel), as its reader."""
    channels = [(table.thread_id, table.seats[0])] + [
        (c.id, c.recipient_id) for c in server.channels.values() if c.is_dm and c.recipient_id in table.seats
    ]
    pressed = 0
    for channel, user in channels:
        with_controls = [m for m in server.messages(channel) if any(not c.disabled for c in m.components)]
        for message in with_controls[:-1]:
            button = next((c for c in message.components if c.type == 2 and c.custom_id and not c.disabled), None)
            if button is None or pressed >= limit:
                continue
            pressed += 1
            await (await server.click(user, message, button.custom_id)).wait_done()
    await drive.settle(server, bot)


def describe(server: FakeDiscord, message: FakeMessage, names: dict[int, str]) -> str:
    channel = server.channels.get(message.channel_id)
    if message.ephemeral:
        where = f"EPHEMERAL to {names.get(message.interaction_user_id or 0, '?')}"
    elif channel is not None and channel.is_dm:
        where = f"DM {names.get(channel.recipient_id or 0, channel.recipient_id)}"
    else:
        where = f"THREAD {channel.name if channel else message.channel_id}"
    lines = [f"=== #{message.id} {where}{' (deleted)' if message.deleted else ''}"]
    shown = [old for i, old in enumerate(message.history) if old and old not in message.history[:i]]
    for old in shown:
        if old != message.content:
            lines.append("  [earlier] " + old.replace("\n", "\n  [earlier] "))
    if message.content:
        lines.append(message.content)
    for embed in message.embeds:
        lines.append("  [embed] " + json.dumps(embed, ensure_ascii=False)[:1500])
    for c in message.components:
        text = c.label or c.placeholder or c.content or ""
        extra = f" options={[o.get('label') for o in c.options]}" if c.options else ""
        lines.append(f"  [{'x' if c.disabled else ' '}] {text!r} {c.custom_id or c.url}{extra}")
    for a in message.attachments:
        lines.append(f"  [file] {a.filename}")
    return "\n".join(lines)


STEPS: dict[str, Any] = {
    "envyra": envyra_driver.play_step,
    "frame": frame_step,
    "cardline": cardline_step,
}


async def main(game: str, lang: str, seed: str) -> None:
    # a busy machine answers slowly: the drivers' waits get 60 s instead of the tests' 5 s (this process only)
    InteractionRecord.wait_done.__defaults__ = (60.0,)
    InteractionRecord.wait_for.__defaults__ = (60.0,)
    out = OUT / f"{game}-{lang}"
    out.mkdir(parents=True, exist_ok=True)
    server = FakeDiscord(guild_name="Sandbox", bot_name="Boardgames")
    server.preferred_locale = lang
    users = [server.add_user(n, locale=lang) for n in ("Anka", "Bartek", "Cyril")]
    stranger = server.add_user("Zofia", locale=lang)
    names = {u: server.user(u).name for u in (*users, stranger)}
    await server.start()
    chooser = random.Random(seed)
    try:
        with fixed_seed(seed), quiet_logs(), tempfile.TemporaryDirectory() as folder:
            async with drive.game_bot(server, Path(folder) / "db.sqlite") as bot:
                bot.tables.bot_delay = 0.0
                table = await open_table(server, bot, game, [server.user(u) for u in users], lang)
                await bad_inputs(server, bot, table, stranger)
                glyphs = Glyphs(server, bot, chooser) if game == "hieroglyphs" else None
                for n in range(600):
                    table = drive.current(bot, table)
                    if table.status != "playing":
                        break
                    if n % 20 == 6:
                        await stale_controls(server, bot, table)
                        await bad_inputs(server, bot, table, stranger)
                    if glyphs is not None:
                        await glyphs.step(table)
                    else:
                        await STEPS[game](server, bot, table, chooser)
                    await drive.settle(server, bot)
                errors = list(bot.errors) + list(server.bot_errors)
    finally:
        await server.stop()
    lines = []
    for record in server.interactions.values():
        values = record.payload.get("data", {})
        lines.append(
            f"--- {names.get(record.user_id, record.user_id)} {record.name} "
            f"{json.dumps({k: v for k, v in values.items() if k in ('custom_id', 'values', 'options')})[:300]}"
            f" rejected={record.rejected}"
        )
        for m in record.messages:
            lines.append("    " + describe(server, m, names).replace("\n", "\n    "))
    (out / "interactions.txt").write_text("\n".join(lines))
    dump = []
    for message in sorted(server.messages_by_id.values(), key=lambda m: m.id):
        dump.append(describe(server, message, names))
        for i, a in enumerate(message.attachments):
            if a.filename.endswith(".png"):
                (out / f"{message.id}-{i}-{a.filename}").write_bytes(a.data)
    (out / "messages.txt").write_text("\n\n".join(dump) + "\n\nERRORS:\n" + "\n".join(errors))
    print(out, len(dump), "messages", len(errors), "errors")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else "playtest-1"))
