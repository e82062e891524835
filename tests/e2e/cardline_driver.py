"""Cardline through the fake Discord as its players see it: a card and a gap by menus or by command, the hand."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot import GameBot
from engine.games.cardline import rules
from engine.games.cardline.texts import value as value_text
from engine.store import TableRow
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.world import FakeMessage

OUT = Path(__file__).resolve().parents[1] / "out"


def displays(state: dict[str, Any], card: str) -> tuple[str, str]:
    """A card's value as the spec displays it ("143 100 km²") and as the English catalog formats it ("143,100 km²")."""
    record = rules.line_record(state, card)
    return record["display"], str(value_text(record, state["characteristic"]))


def save_image(message: FakeMessage, index: int, name: str) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    message.attachments[index].image().save(OUT / name)


def choose(state: dict[str, Any], seat: int, correct: bool) -> tuple[str, int]:
    """The first card of the seat's hand and a gap where it fits (or not) — what a player who knew would choose."""
    card = state["hands"][seat][0]
    right = rules.correct_gaps(state, card)
    if correct:
        return card, right[0]
    return card, next(g for g in range(len(state["line"]) + 1) if g not in right)


def turn_message(server: FakeDiscord, table: TableRow) -> FakeMessage:
    message = drive.last_with(drive.thread_messages(server, table), f"s:{table.id}:card:{table.move_no}.")
    assert message is not None, "the turn message should carry the card menu"
    return message


def component_id(message: FakeMessage, prefix: str) -> str:
    return next(c for c in message.custom_ids if c.startswith(prefix))


async def place_with_menus(
    server: FakeDiscord, bot: GameBot, table: TableRow, card: str, gap: int, message: FakeMessage | None = None
) -> None:
    """Choose a card and a gap in the menus (turning gap pages as needed), then press Place."""
    state = table.state
    assert state is not None
    user = table.seats[rules.current_seat(state)]
    message = message or turn_message(server, table)

    async def act(rec_coro: Any) -> FakeMessage:
        rec = await rec_coro
        await rec.wait_done()
        assert not rec.rejected, rec.rejected
        updated = rec.original if message.ephemeral else server.message(message.id)
        assert updated is not None
        return updated

    tid, tag = table.id, table.move_no
    message = await act(server.select(user, message, component_id(message, f"s:{tid}:card:{tag}."), [card]))
    while str(gap) not in message.component(component_id(message, f"s:{tid}:gap:")).option_values:
        pages = [message.component(c) for c in message.custom_ids if c.startswith(f"g:{tid}:page:")]
        forward = next(p for p in pages if not p.disabled and "▶" in (p.label or ""))
        message = await act(server.click(user, message, forward.custom_id))
    message = await act(server.select(user, message, component_id(message, f"s:{tid}:gap:{tag}."), [str(gap)]))
    place = message.component(f"g:{tid}:place:{tag}.{card}.{gap}")
    assert not place.disabled and str(gap) in place.label
    rec = await server.click(user, message, place.custom_id)
    await rec.wait_done()
    await drive.settle(server, bot)


async def place_with_command(server: FakeDiscord, bot: GameBot, table: TableRow, card: str, gap: int) -> None:
    state = table.state
    assert state is not None
    user = table.seats[rules.current_seat(state)]
    where = {"channel": table.thread_id}
    cards = await server.autocomplete(user, "cardline place", focused="card", value="", **where)
    assert card in [c["value"] for c in cards], cards
    gaps = await server.autocomplete(user, "cardline place", focused="gap", value=str(gap), card=card, **where)
    assert gap in [c["value"] for c in gaps], gaps
    rec = await server.slash(user, "cardline place", card=card, gap=gap, **where)
    await rec.wait_done()
    assert drive.private_reply(rec) == "Done."
    await drive.settle(server, bot)


async def hand_reply(server: FakeDiscord, table: TableRow, user: int) -> FakeMessage:
    rec = await server.slash(user, "cardline hand", channel=table.thread_id)
    await rec.wait_done()
    message = rec.last
    assert message is not None and message.ephemeral
    return message
