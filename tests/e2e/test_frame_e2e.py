"""Frame end to end: the real bot against the fake Discord — autocomplete, previews steered with buttons, confirm.

The tests read the bot's store only to *choose* moves (as a player looks at the board); every move goes through
Discord: `/frame column|place` with autocompleted options, or the thread's buttons, then the ephemeral preview's
Confirm / Rotate / Flip / arrows.
"""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import pytest

import engine.tables
from bot import GameBot
from engine.games.frame import assist, steering
from engine.games.frame import texts as T
from engine.store import TableRow
from sandbox import FakeDiscord
from sandbox.world import FakeMessage, InteractionRecord
from tests.e2e.game_driver import (
    game_bot,
    game_over_said,
    last_with,
    open_lobby,
    private_reply,
    seat_players,
    settle,
    thread_messages,
)

OUT = Path(__file__).resolve().parents[1] / "out"
MAX_STEPS = 400


def ui(name: str, /, **params: Any) -> str:
    """A Frame UI text in English (the tests' language)."""
    return str(T.ui(name, **params))


def why(name: str, /, **params: Any) -> str:
    """A Frame refusal in English."""
    return str(T.error(name, **params))


@pytest.fixture(autouse=True)
def fixed_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engine.tables, "new_seed", lambda: "frame-e2e-seed")


def current(bot: GameBot, table: TableRow) -> TableRow:
    row = bot.store.get_table(table.id)
    assert row is not None
    return row


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
    await settle(server, bot)
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
    board = last_with(thread_messages(server, table), f"g:{table.id}:place:")
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
    board = last_with(thread_messages(server, table), f"g:{table.id}:{verb}:")
    assert board is not None and f"<@{user}>" in board.content
    rec = await click(server, user, board, f"g:{table.id}:{verb}:")
    if verb == "dropout":
        assert "penalty" in private_reply(rec)
        await click(server, user, rec.last, button(rec.last, "drop_ok"))
        await settle(server, bot)
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
        assert "penalty" in private_reply(rec)
        await click(server, user, rec.last, button(rec.last, "drop_ok"))
        await settle(server, bot)


async def play_to_end(
    server: FakeDiscord, bot: GameBot, table: TableRow, chooser: random.Random, quick: bool = False
) -> TableRow:
    step = quick_step if quick else play_step
    for _ in range(MAX_STEPS):
        table = current(bot, table)
        if table.status != "playing":
            return table
        before = table.move_no
        await step(server, bot, table, chooser)
        await settle(server, bot)
        assert current(bot, table).move_no == before + 1, "every step must be accepted"
    raise AssertionError("game did not finish")


async def start_game(server: FakeDiscord, bot: GameBot, users: list[int], **options: Any) -> TableRow:
    table = await open_lobby(server, bot, users[0], "frame new", seat_order="join", start_player="1", **options)
    return await seat_players(server, bot, table, users)


# ----------------------------------------------------------------------------------------------- whole games
async def test_two_player_game_with_autocomplete_preview_and_confirm(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice Nováková"), server.add_user("Bob Łukasz")
    async with game_bot(server, tmp_path / "db.sqlite") as bot:
        assert {"frame new", "frame place", "frame column", "frame hint", "frame dropout"} <= set(
            server.command_names()
        )
        table = await start_game(server, bot, [alice, bob])
        first = thread_messages(server, table)
        assert any("10×10" in m.content for m in first), "the opening line names the frame"
        board = last_with(first, f"g:{table.id}:column:")
        assert board is not None and board.attachments and f"<@{alice}>" in board.content
        save(board, "e2e_frame_board_start.png")
        table = await play_to_end(server, bot, table, random.Random(5))
        assert table.status == "finished"
        final = thread_messages(server, table)[-1]
        assert "Game over" in final.content and "pts" in final.content and game_over_said(server, table) == 1
        names = [a.filename for a in final.attachments]
        assert any(n.endswith("scores.png") for n in names) and any(n.endswith("final-board.png") for n in names)
        scores = final.attachment(next(n for n in names if n.endswith("scores.png")))
        assert scores.image().width >= 600
        (OUT / "e2e_frame_scores.png").write_bytes(scores.data)
        save(final, "e2e_frame_final_board.png")
        assert bot.tables.replay(table) == table.state
        assert not bot.errors and not server.bot_errors


def boards_with_buttons(server: FakeDiscord, table: TableRow) -> list[FakeMessage]:
    """Thread messages carrying any of the turn buttons (Place a tile / column, Drop out, Where can I play?)."""
    verbs = [f"g:{table.id}:{verb}:" for verb in ("place", "column", "dropout", "hint")]
    return [m for m in thread_messages(server, table) if any(c.startswith(tuple(verbs)) for c in m.custom_ids)]


async def test_only_the_newest_board_keeps_turn_buttons(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    """A new board post takes the turn buttons off the older ones (as Envyra and Cardline do): only the newest
    board, naming the mover, can be pressed; at the end no board keeps any."""
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await start_game(server, bot, [alice, bob])
        chooser = random.Random(4)
        for _ in range(6):
            table = current(bot, table)
            older = boards_with_buttons(server, table)
            await quick_step(server, bot, table, chooser)
            table = current(bot, table)
            live = boards_with_buttons(server, table)
            assert len(live) == 1, [(m.content, m.custom_ids) for m in live]
            assert f"<@{table.seats[table.state['active']]}>" in live[0].content and live[0].attachments
            for message in older:
                with pytest.raises(KeyError):  # an old board has no buttons left to press
                    await server.click(table.seats[table.state["active"]], message, f"g:{table.id}:hint:")
        table = await play_to_end(server, bot, table, chooser, quick=True)
        assert not boards_with_buttons(server, table)
        assert not bot.errors and not server.bot_errors


async def test_match_rotates_start_player_and_posts_match_table(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await start_game(server, bot, [alice, bob], match=True)
        assert table.state["games_total"] == 2
        table = await play_to_end(server, bot, table, random.Random(8), quick=True)
        history = table.state["history"]
        assert [g["start_player"] for g in history] == [0, 1], "each game starts with the next player"
        totals = [sum(g["penalties"][s] for g in history) for s in range(2)]
        assert table.state["totals"] == totals
        messages = thread_messages(server, table)
        interim = [m for m in messages if m.content.startswith("Game 1 of 2:")]
        assert len(interim) == 1
        assert any(m.id > interim[0].id and "Game 2 of 2 starts" in m.content for m in messages)
        assert [a.filename for a in interim[0].attachments] == [
            f"frame-{table.id}-game1-scores.png",
            f"frame-{table.id}-match.png",
        ]
        save(interim[0], "e2e_frame_match_game1_scores.png")
        assert "The match is over" in messages[-2].content and "**Game over.**" in messages[-2].content
        assert messages[-1].attachments[0].filename.endswith("match.png")
        save(messages[-1], "e2e_frame_match_table.png")
        rec = await server.slash(bob, "frame scores", channel=table.thread_id)
        await rec.wait_done()
        assert rec.ephemeral and rec.last.attachments[0].filename.endswith("scores.png")
        assert bot.tables.replay(table) == table.state
        assert not bot.errors and not server.bot_errors


# ----------------------------------------------------------------------------------------------- refusals
async def refused(server: FakeDiscord, bot: GameBot, table: TableRow, user: int, command: str, **options: Any) -> str:
    """Run a command that must be refused: a short private answer, and the game unchanged."""
    before = current(bot, table)
    rec = await server.slash(user, command, channel=table.thread_id, **options)
    await rec.wait_done()
    text = private_reply(rec)
    assert not any(":confirm:" in c or ":col_ok:" in c for c in rec.last.custom_ids), "no Confirm on a refusal"
    after = current(bot, table)
    assert after.state == before.state and after.move_no == before.move_no
    return text


def illegal(tile: str, cells: str, reason: str) -> str:
    """What an illegal tile preview says: the tile and cells asked for, and why not."""
    return ui("preview_illegal_tile", tile=tile, name=str(T.tile_name(tile)), cells=cells, reason=reason)


async def refused_click(
    server: FakeDiscord, bot: GameBot, table: TableRow, user: int, message: FakeMessage, cid: str
) -> str:
    before = current(bot, table)
    rec = await server.click(user, message, cid)
    await rec.wait_done()
    text = private_reply(rec)
    after = current(bot, table)
    assert after.state == before.state and after.move_no == before.move_no
    return text


async def column_at(server: FakeDiscord, bot: GameBot, table: TableRow, user: int, cell: str) -> TableRow:
    rec = await server.slash(user, "frame column", channel=table.thread_id, cell=cell)
    await rec.wait_done()
    await confirm(server, bot, user, preview_of(rec))
    return current(bot, table)


async def test_bad_input_is_refused_and_changes_nothing(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob, stranger = server.add_user("Alice"), server.add_user("Bob"), server.add_user("Stranger")
    async with game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await start_game(server, bot, [alice, bob])
        assert "not playing" in await refused(server, bot, table, stranger, "frame column", cell="a1")
        assert await refused(server, bot, table, bob, "frame column", cell="a1") == ui("not_your_turn", player="Alice")
        choices = await server.autocomplete(bob, "frame column", focused="cell", channel=table.thread_id)
        assert choices == [{"name": ui("not_your_turn", player="Alice"), "value": "-"}]
        choices = await server.autocomplete(alice, "frame place", focused="tile", channel=table.thread_id)
        assert [c["name"] for c in choices] == [ui("ac_opening")]
        assert await refused(server, bot, table, alice, "frame place", tile="I2") == why("columns_first")
        assert await refused(server, bot, table, alice, "frame column", cell="e5") == why("column_not_border")
        assert await refused(server, bot, table, alice, "frame column", cell="z9") == why("outside", cell="z9", size=10)
        board = last_with(thread_messages(server, table), f"g:{table.id}:column:")
        assert board is not None
        assert "not playing" in await refused_click(server, bot, table, stranger, board, f"g:{table.id}:column:")
        assert "not your turn" in await refused_click(server, bot, table, bob, board, f"g:{table.id}:column:")

        table = await column_at(server, bot, table, alice, "a4")
        text = await refused(server, bot, table, bob, "frame column", cell="a5")
        assert text == why("column_next_to_column", cell="a4")  # F-02
        assert await refused(server, bot, table, bob, "frame column", cell="b3") == why("column_not_border")
        for user, cell in ((bob, "j1"), (alice, "j10"), (bob, "a10")):
            table = await column_at(server, bot, table, user, cell)
        assert table.state["phase"] == "tiles" and table.state["active"] == 0

        # tiles: outside, overlap, diagonal only, not touching, bad orientation, unknown tile, wrong shape
        place = "frame place"
        assert await refused(server, bot, table, alice, place, tile="I4", orientation="0", anchor="h5") == illegal(
            "I4", "h5 i5 j5 k5", why("outside", cell="k5", size=10)
        )
        text = await refused(server, bot, table, alice, place, tile="I2", orientation="0", anchor="a4")
        assert text == illegal("I2", "a4 b4", why("overlap", cell="a4"))
        text = await refused(server, bot, table, alice, place, tile="I2", orientation="0", anchor="b5")
        assert text == illegal("I2", "b5 c5", why("diagonal"))
        text = await refused(server, bot, table, alice, place, tile="I2", orientation="0", anchor="e5")
        assert text == illegal("I2", "e5 f5", why("not_touching"))
        assert "not an orientation" in await refused(server, bot, table, alice, place, tile="L4", orientation="45")
        assert "is not a tile" in await refused(server, bot, table, alice, place, tile="Q9")
        text = await refused(server, bot, table, alice, place, tile="L4", cells="a5 a6 a7 a8")
        assert text == illegal("L4", "a5 a6 a7 a8", why("bad_shape", tile="L4", name=str(T.tile_name("L4"))))
        assert await refused(server, bot, table, alice, "frame dropout") == why("no_dropout")
        assert await refused(server, bot, table, bob, place, tile="I2") == ui("not_your_turn", player="Alice")
        rec = await server.slash(alice, place, channel=table.thread_id, tile="I2", orientation="0", anchor="e5")
        await rec.wait_done()
        assert rec.last.attachments, "an illegal placement is still shown, in red"
        save(rec.last, "e2e_frame_preview_illegal.png")

        # a preview that is cancelled, one that goes stale, one that is confirmed
        rec = await server.slash(alice, place, channel=table.thread_id, tile="L3")
        await rec.wait_done()
        cancelled = preview_of(rec)
        await click(server, alice, cancelled, button(cancelled, "cancel"))
        cancelled = server.message(cancelled.id)
        assert cancelled.content == ui("cancelled") and not cancelled.custom_ids and not cancelled.attachments
        rec = await server.slash(alice, place, channel=table.thread_id, tile="L3")
        await rec.wait_done()
        stale = preview_of(rec)
        rec = await server.slash(alice, place, channel=table.thread_id, tile="I2", orientation="90", anchor="a5")
        await rec.wait_done()
        message = preview_of(rec)
        save(message, "e2e_frame_preview.png")
        await confirm(server, bot, alice, message)
        table = current(bot, table)
        assert [p["cells"] for p in table.state["placements"] if p["piece"] == "I2"] == [["a5", "a6"]]
        assert server.message(message.id).content == ui("placed")

        # Bob's turn: Alice's old preview and the thread buttons refuse her; the stranger is refused too
        board = last_with(thread_messages(server, table), f"g:{table.id}:place:")
        assert f"<@{bob}>" in board.content
        assert "not your turn" in await refused_click(server, bot, table, alice, board, f"g:{table.id}:place:")
        assert "not playing" in await refused_click(server, bot, table, stranger, board, f"g:{table.id}:hint:")
        assert "not your turn" in await refused_click(server, bot, table, alice, stale, button(stale, "confirm"))
        await steer_and_confirm(server, bot, current(bot, table), 1, random.Random(1))
        table = current(bot, table)
        assert await refused_click(server, bot, table, alice, stale, button(stale, "confirm")) == ui("stale")
        assert await refused_click(server, bot, table, alice, stale, button(stale, "rotate")) == ui("stale")
        assert await refused(server, bot, table, alice, place, tile="I2") == why("tile_placed", tile="I2")
        text = await refused(server, bot, table, alice, "frame column", cell="a3")
        assert text == why("column_next_to_column", cell="a4")
        assert not bot.errors and not server.bot_errors


# ----------------------------------------------------------------------------------------------- conveniences
async def test_hint_hand_scores_and_rules(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await start_game(server, bot, [alice, bob], legal_move_hints=True)
        where = {"channel": table.thread_id}
        rec = await server.slash(alice, "frame hint", **where)
        await rec.wait_done()
        assert "Rings" in private_reply(rec) and rec.last.attachments
        chooser = random.Random(3)
        for _ in range(4):
            await play_step(server, bot, current(bot, table), chooser)
        table = current(bot, table)
        seat = table.state["active"]
        user, other = table.seats[seat], table.seats[1 - seat]
        rec = await server.slash(user, "frame hint", **where)
        await rec.wait_done()
        text = private_reply(rec)
        assert "White dots" in text and "Legal placements" in text
        save(rec.last, "e2e_frame_hint.png")
        board = last_with(thread_messages(server, table), f"g:{table.id}:hint:")
        rec = await click(server, other, board, f"g:{table.id}:hint:")
        assert "turn now" in private_reply(rec), "anyone seated may look; it says whose turn it is"
        rec = await server.slash(user, "frame hand", **where)
        await rec.wait_done()
        assert "orientation" in private_reply(rec) and rec.last.attachments
        assert any(c.endswith(":place:") for c in rec.last.custom_ids), "the hand carries the turn's buttons"
        save(rec.last, "e2e_frame_hand.png")
        assert "end of a game" in await refused(server, bot, table, user, "frame scores")
        rec = await server.slash(other, "frame rules", **where)
        await rec.wait_done()
        assert "Frame" in private_reply(rec) and "/frame place" in private_reply(rec)
        rec = await server.slash(user, "frame board", **where)
        await rec.wait_done()
        assert rec.last.attachments
        assert not bot.errors and not server.bot_errors


async def test_preview_buttons_survive_a_restart(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    db = tmp_path / "db.sqlite"
    chooser = random.Random(4)
    async with game_bot(server, db) as bot:
        table = await start_game(server, bot, users)
        assert table.state["size"] == 12
        for _ in range(6):  # the opening: two columns each
            await play_step(server, bot, current(bot, table), chooser)
        table = current(bot, table)
        seat = table.state["active"]
        rec = await server.slash(table.seats[seat], "frame place", channel=table.thread_id, tile="L4")
        await rec.wait_done()
        preview = preview_of(rec)
        board = last_with(thread_messages(server, table), f"g:{table.id}:place:")
    async with game_bot(server, db) as bot:
        user = table.seats[seat]
        rec = await click(server, user, board, f"g:{table.id}:place:")  # the board posted before the restart works
        assert preview_of(rec).attachments
        before = shown_placement(preview)
        await click(server, user, preview, button(preview, "rotate"))
        preview = server.message(preview.id)
        assert shown_placement(preview) != before and shown_placement(preview)[0] == "L4"
        await confirm(server, bot, user, preview)
        table = current(bot, table)
        assert table.move_no == 7 and "L4" not in table.state["players"][seat]["tiles"]
        nxt = table.state["active"]
        assert not server.message(board.id).custom_ids, "the newer board took its buttons"
        newest = last_with(thread_messages(server, table), f"g:{table.id}:place:")
        assert newest is not None and newest.id > board.id
        rec = await click(server, table.seats[nxt], newest, f"g:{table.id}:place:")
        await confirm(server, bot, table.seats[nxt], preview_of(rec))
        assert current(bot, table).move_no == 8
        assert bot.tables.replay(current(bot, table)) == current(bot, table).state
        assert not bot.errors and not server.bot_errors


async def test_turn_timeout_plays_the_default_move(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await start_game(server, bot, [alice, bob], turn_timeout_hours=1)
        assert table.options["decision_timeout_s"] == 3600
        await bot.fire_due_timers(time.time() + 60)
        assert current(bot, table).move_no == 0, "not yet"
        await bot.fire_due_timers(time.time() + 3700)
        await settle(server, bot)
        table = current(bot, table)
        assert table.move_no == 1 and table.state["placements"][0]["cells"] == ["a1"]  # §4.2: first legal cell
        assert any(m.content == ui("timed_out", player="Alice") for m in thread_messages(server, table))
        assert not bot.errors and not server.bot_errors


# ----------------------------------------------------------------------------------------------- steering helpers
def test_steering_helpers_only_offer_legal_placements() -> None:
    """The pure helpers behind the preview buttons (engine/games/frame/steering.py), on random positions."""
    from engine.games.frame import FrameGame
    from engine.randomplayer import random_step

    game = FrameGame()
    rng = random.Random(7)
    assert steering.parse_orientation("90° flipped") == (90, True)
    assert steering.parse_orientation("270") == (270, False) and steering.parse_orientation("45") is None
    assert steering.decode(steering.encode(("L4", 90, True, "c2"))) == ("L4", 90, True, "c2")
    assert steering.from_cells("l4", ["c2", "c3", "d3", "e3"]) == ("L4", 90, False, "c2")
    assert steering.braille([[0, 0], [1, 0], [0, 1], [0, 2]]) == "⠧"
    for n in (2, 3, 4):
        state = game.setup(n, {}, random.Random(n))
        checked = 0
        while game.result(state) is None and checked < 40:
            seat = game.to_act(state)[0]
            legal = {
                (a["tile"], tuple(sorted(a["cells"]))) for a in game.legal_actions(state, seat) if a["type"] == "place"
            }
            start = steering.first_placement(state, seat)
            assert (start is None) == (not legal)
            if start is not None:
                checked += 1
                moves = [steering.turn(state, seat, start, "rotate"), steering.turn(state, seat, start, "flip")]
                moves += [steering.nudge(state, seat, start, way) for way in steering.DIRECTIONS]
                for p in [start, *moves]:
                    if p is not None:
                        assert (p[0], tuple(sorted(assist.canonical_cells(*p)))) in legal
                ways = steering.open_directions(steering.anchors(state, seat, *start[:3]), start[3])
                assert ways == {w for w in steering.DIRECTIONS if steering.nudge(state, seat, start, w)}
            seat, action = random_step(game, state, rng)
            game.apply(state, seat, action, rng)
