"""Frame through the fake Discord as its players see it: previews, steering, confirming, commands, a random step."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from bot import GameBot
from engine.games.frame import assist, steering
from engine.games.frame import texts as T
from engine.store import TableRow
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.world import FakeMessage, InteractionRecord

OUT = Path(__file__).resolve().parents[1] / "out"


MAX_STEPS = 400


def ui(name: str, /, **params: Any) -> str:
    """A Frame UI text in English (the tests' language)."""
    return str(T.ui(name, **params))


def why(name: str, /, **params: Any) -> str:
    """A Frame refusal in English."""
    return str(T.error(name, **params))


def save(message: FakeMessage, name: str) -> None:
    """Keep a posted image for a human to look at (tests/out)."""
    OUT.mkdir(exist_ok=True)
    (OUT / name).write_bytes(message.attachments[0].data)


def preview_of(rec: InteractionRecord) -> FakeMessage:
    """The ephemeral preview a command or button opened; it must carry an image and a Confirm button."""
    message = rec.last
    assert message is not None and message.ephemeral, rec
    assert message.attachments and message.attachments[0].filename.endswith("preview.png"), message
    assert any(":confirm:" in c or ":col_ok:" in c for c in message.custom_ids), message
    return message


def button(message: FakeMessage, verb: str) -> str:
    return next(c for c in message.custom_ids if c.split(":")[2] == verb)


def shown_placement(message: FakeMessage) -> steering.Placement:
    """What a tile preview proposes, read from its Confirm button."""
    arg = button(message, "confirm").split(":", 3)[3]
    placement = steering.decode(arg.split(".", 1)[1])
    assert placement is not None
    return placement


async def click(server: FakeDiscord, user: int, message: FakeMessage, custom_id: str) -> InteractionRecord:
    rec = await server.click(user, message, custom_id)
    await rec.wait_done()
    assert not rec.rejected, rec.rejected
    return rec


async def confirm(server: FakeDiscord, bot: GameBot, user: int, message: FakeMessage) -> None:
    verb = "confirm" if any(":confirm:" in c for c in message.custom_ids) else "col_ok"
    await click(server, user, message, button(message, verb))
    await drive.settle(server, bot)
    used = server.message(message.id)
    assert used is not None and not used.custom_ids, "a confirmed preview loses its buttons"


async def column_by_command(server: FakeDiscord, bot: GameBot, table: TableRow, seat: int, cell: str) -> FakeMessage:
    user = table.seats[seat]
    choices = await server.autocomplete(user, "frame column", focused="cell", value="", channel=table.thread_id)
    assert [c["value"] for c in choices] == assist.column_choices(table.state, seat)[:25]
    typed = await server.autocomplete(user, "frame column", focused="cell", value=cell, channel=table.thread_id)
    assert cell in [c["value"] for c in typed]
    rec = await server.slash(user, "frame column", channel=table.thread_id, cell=cell)
    await rec.wait_done()
    message = preview_of(rec)
    assert cell in message.content
    return message


async def place_by_command(
    server: FakeDiscord, bot: GameBot, table: TableRow, seat: int, action: dict[str, Any]
) -> FakeMessage:
    """`/frame place` with every option picked from the bot's autocomplete, as a player would."""
    user = table.seats[seat]
    state = table.state
    placement = steering.from_cells(action["tile"], action["cells"])
    assert placement is not None
    tile, rot, mirror, at = placement
    where = {"channel": table.thread_id}
    tiles = await server.autocomplete(user, "frame place", focused="tile", value="", **where)
    offered = [c["value"] for c in tiles]
    assert offered == [c["tile"] for c in assist.tile_choices(state, seat)]
    assert set(offered) <= set(state["players"][seat]["tiles"]), "only remaining tiles are offered"
    assert tile in offered
    orientations = await server.autocomplete(user, "frame place", focused="orientation", value="", tile=tile, **where)
    value = steering.orientation_value(rot, mirror)
    assert value in [c["value"] for c in orientations]
    assert all(assist.anchor_choices(state, seat, tile, *steering.parse_orientation(c["value"])) for c in orientations)
    anchors = await server.autocomplete(
        user, "frame place", focused="anchor", value=at[0], tile=tile, orientation=value, **where
    )
    legal_here = assist.anchor_choices(state, seat, tile, rot, mirror, at[0])
    assert [c["value"] for c in anchors] == legal_here[:25]
    assert at in legal_here
    rec = await server.slash(user, "frame place", tile=tile, orientation=value, anchor=at, **where)
    await rec.wait_done()
    message = preview_of(rec)
    shown = message.content.splitlines()[0].split("**")[-2].split()
    assert sorted(shown) == sorted(action["cells"]), message.content
    return message


async def steer_and_confirm(
    server: FakeDiscord, bot: GameBot, table: TableRow, seat: int, chooser: random.Random
) -> None:
    """The button-only flow: the thread's Place button, a few Rotate / Flip / arrow / tile-menu presses, Confirm."""
    user = table.seats[seat]
    board = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:place:")
    assert board is not None
    rec = await click(server, user, board, f"g:{table.id}:place:")
    message = preview_of(rec)
    for _ in range(chooser.randrange(4)):
        live = [
            c.custom_id
            for c in message.components
            if c.custom_id and not c.disabled and c.custom_id.split(":")[2] in ("rotate", "flip", "nudge")
        ]
        if not live:
            break
        before = shown_placement(message)
        rec = await click(server, user, message, chooser.choice(live))
        message = server.message(message.id)
        assert message is not None and shown_placement(message) != before
    if chooser.random() < 0.3:  # choose another tile in the menu
        menu = next(c for c in message.components if c.type == 3)
        other = [o["value"] for o in menu.options if not o.get("default")]
        if other:
            rec = await server.select(user, message, menu.custom_id, [chooser.choice(other)])
            await rec.wait_done()
            message = server.message(message.id)
    tile, rot, mirror, at = shown_placement(message)
    cells = assist.canonical_cells(tile, rot, mirror, at)
    actions = bot.tables.game_of(table).legal_actions(table.state, seat)
    legal = {(a["tile"], tuple(sorted(a["cells"]))) for a in actions if a["type"] == "place"}
    assert (tile, tuple(sorted(cells))) in legal, "a preview only ever shows legal placements"
    await confirm(server, bot, user, message)


async def quick_step(server: FakeDiscord, bot: GameBot, table: TableRow, chooser: random.Random) -> None:
    """Buttons only: the thread's Place a tile / Place a column / Drop out, then Confirm what is suggested."""
    seat = table.state["active"]
    user = table.seats[seat]
    kinds = {a["type"] for a in bot.tables.game_of(table).legal_actions(table.state, seat)}
    verb = "place" if "place" in kinds else "column"
    if "dropout" in kinds and chooser.random() < 0.5:
        verb = "dropout"
    board = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:{verb}:")
    assert board is not None and f"<@{user}>" in board.content
    rec = await click(server, user, board, f"g:{table.id}:{verb}:")
    if verb == "dropout":
        assert "penalty" in drive.private_reply(rec)
        await click(server, user, rec.last, button(rec.last, "drop_ok"))
        await drive.settle(server, bot)
    else:
        await confirm(server, bot, user, preview_of(rec))


async def play_step(server: FakeDiscord, bot: GameBot, table: TableRow, chooser: random.Random) -> None:
    game = bot.tables.game_of(table)
    state = table.state
    assert state is not None
    seat = game.to_act(state)[0]
    user = table.seats[seat]
    legal = game.legal_actions(state, seat)
    places = [a for a in legal if a["type"] == "place"]
    columns = [a for a in legal if a["type"] == "column"]
    if places and chooser.random() < 0.9:
        if chooser.random() < 0.5:
            message = await place_by_command(server, bot, table, seat, chooser.choice(places))
            await confirm(server, bot, user, message)
        else:
            await steer_and_confirm(server, bot, table, seat, chooser)
    elif columns and (state["phase"] == "opening" or chooser.random() < 0.7):
        message = await column_by_command(server, bot, table, seat, chooser.choice(columns)["cell"])
        if chooser.random() < 0.5:
            arrows = [c.custom_id for c in message.components if c.custom_id and ":col_nudge:" in c.custom_id]
            live = [c for c in arrows if not message.component(c).disabled]
            if live:
                await click(server, user, message, chooser.choice(live))
                message = server.message(message.id)
        await confirm(server, bot, user, message)
    elif places:
        await confirm(server, bot, user, await place_by_command(server, bot, table, seat, places[0]))
    else:  # no tile fits: drop out (the column was refused by the chooser)
        rec = await server.slash(user, "frame dropout", channel=table.thread_id)
        await rec.wait_done()
        assert "penalty" in drive.private_reply(rec)
        await click(server, user, rec.last, button(rec.last, "drop_ok"))
        await drive.settle(server, bot)


async def play_to_end(
    server: FakeDiscord, bot: GameBot, table: TableRow, chooser: random.Random, quick: bool = False
) -> TableRow:
    return await drive.play_to_end(server, bot, table, quick_step if quick else play_step, chooser, MAX_STEPS)


async def start_game(server: FakeDiscord, bot: GameBot, users: list[int], **options: Any) -> TableRow:
    table = await drive.open_lobby(server, bot, users[0], "frame new", seat_order="join", start_player="1", **options)
    return await drive.seat_players(server, bot, table, users)


def boards_with_buttons(server: FakeDiscord, table: TableRow) -> list[FakeMessage]:
    """Thread messages carrying any of the turn buttons (Place a tile / column, Drop out, Where can I play?)."""
    verbs = [f"g:{table.id}:{verb}:" for verb in ("place", "column", "dropout", "hint")]
    return [m for m in drive.thread_messages(server, table) if any(c.startswith(tuple(verbs)) for c in m.custom_ids)]


# ----------------------------------------------------------------------------------------------- refusals
async def refused(server: FakeDiscord, bot: GameBot, table: TableRow, user: int, command: str, **options: Any) -> str:
    """Run a command that must be refused: a short private answer, and the game unchanged."""
    before = drive.current(bot, table)
    rec = await server.slash(user, command, channel=table.thread_id, **options)
    await rec.wait_done()
    text = drive.private_reply(rec)
    assert not any(":confirm:" in c or ":col_ok:" in c for c in rec.last.custom_ids), "no Confirm on a refusal"
    after = drive.current(bot, table)
    assert after.state == before.state and after.move_no == before.move_no
    return text


def illegal(tile: str, cells: str, reason: str) -> str:
    """What an illegal tile preview says: the tile and cells asked for, and why not."""
    return ui("preview_illegal_tile", tile=tile, name=str(T.tile_name(tile)), cells=cells, reason=reason)


async def refused_click(
    server: FakeDiscord, bot: GameBot, table: TableRow, user: int, message: FakeMessage, cid: str
) -> str:
    before = drive.current(bot, table)
    rec = await server.click(user, message, cid)
    await rec.wait_done()
    text = drive.private_reply(rec)
    after = drive.current(bot, table)
    assert after.state == before.state and after.move_no == before.move_no
    return text


async def column_at(server: FakeDiscord, bot: GameBot, table: TableRow, user: int, cell: str) -> TableRow:
    rec = await server.slash(user, "frame column", channel=table.thread_id, cell=cell)
    await rec.wait_done()
    await confirm(server, bot, user, preview_of(rec))
    return drive.current(bot, table)
