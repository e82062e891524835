"""Frame end to end: the real bot against the fake Discord — autocomplete, previews steered with buttons, confirm.

The tests read the bot's store only to *choose* moves (as a player looks at the board); every move goes through
Discord: `/frame column|place` with autocompleted options, or the thread's buttons, then the ephemeral preview's
Confirm / Rotate / Flip / arrows.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

from engine.games.frame import assist, steering
from engine.games.frame import texts as T
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from tests.e2e.frame_driver import (
    OUT,
    boards_with_buttons,
    button,
    click,
    column_at,
    confirm,
    illegal,
    play_step,
    play_to_end,
    preview_of,
    quick_step,
    refused,
    refused_click,
    save,
    shown_placement,
    start_game,
    steer_and_confirm,
    ui,
    why,
)

TABLE_SEED = "frame-e2e-seed"  # every table opened here gets this secret seed (tests/conftest.py)


# ----------------------------------------------------------------------------------------------- whole games
async def test_two_player_game_with_autocomplete_preview_and_confirm(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice Nováková"), server.add_user("Bob Łukasz")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        assert {"frame new", "frame place", "frame column", "frame hint", "frame dropout"} <= set(
            server.command_names()
        )
        table = await start_game(server, bot, [alice, bob])
        first = drive.thread_messages(server, table)
        assert any("10×10" in m.content for m in first), "the opening line names the frame"
        board = drive.last_with(first, f"g:{table.id}:column:")
        assert board is not None and board.attachments and f"<@{alice}>" in board.content
        save(board, "e2e_frame_board_start.png")
        table = await play_to_end(server, bot, table, random.Random(5))
        assert table.status == "finished"
        final = drive.thread_messages(server, table)[-1]
        assert "Game over" in final.content and "pts" in final.content and drive.game_over_said(server, table) == 1
        names = [a.filename for a in final.attachments]
        assert any(n.endswith("scores.png") for n in names) and any(n.endswith("final-board.png") for n in names)
        scores = final.attachment(next(n for n in names if n.endswith("scores.png")))
        assert scores.image().width >= 600
        (OUT / "e2e_frame_scores.png").write_bytes(scores.data)
        save(final, "e2e_frame_final_board.png")
        assert bot.tables.replay(table) == table.state
        assert not bot.errors and not server.bot_errors


async def test_only_the_newest_board_keeps_turn_buttons(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    """A new board post takes the turn buttons off the older ones (as Envyra and Cardline do): only the newest
    board, naming the mover, can be pressed; at the end no board keeps any."""
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await start_game(server, bot, [alice, bob])
        chooser = random.Random(4)
        for _ in range(6):
            table = drive.current(bot, table)
            older = boards_with_buttons(server, table)
            await quick_step(server, bot, table, chooser)
            table = drive.current(bot, table)
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
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await start_game(server, bot, [alice, bob], match=True)
        assert table.state["games_total"] == 2
        table = await play_to_end(server, bot, table, random.Random(8), quick=True)
        history = table.state["history"]
        assert [g["start_player"] for g in history] == [0, 1], "each game starts with the next player"
        totals = [sum(g["penalties"][s] for g in history) for s in range(2)]
        assert table.state["totals"] == totals
        messages = drive.thread_messages(server, table)
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


async def test_bad_input_is_refused_and_changes_nothing(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob, stranger = server.add_user("Alice"), server.add_user("Bob"), server.add_user("Stranger")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
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
        board = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:column:")
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
        table = drive.current(bot, table)
        assert [p["cells"] for p in table.state["placements"] if p["piece"] == "I2"] == [["a5", "a6"]]
        assert server.message(message.id).content == ui("placed")

        # Bob's turn: Alice's old preview and the thread buttons refuse her; the stranger is refused too
        board = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:place:")
        assert f"<@{bob}>" in board.content
        assert "not your turn" in await refused_click(server, bot, table, alice, board, f"g:{table.id}:place:")
        assert "not playing" in await refused_click(server, bot, table, stranger, board, f"g:{table.id}:hint:")
        assert "not your turn" in await refused_click(server, bot, table, alice, stale, button(stale, "confirm"))
        await steer_and_confirm(server, bot, drive.current(bot, table), 1, random.Random(1))
        table = drive.current(bot, table)
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
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await start_game(server, bot, [alice, bob], legal_move_hints=True)
        where = {"channel": table.thread_id}
        rec = await server.slash(alice, "frame hint", **where)
        await rec.wait_done()
        assert "Rings" in drive.private_reply(rec) and rec.last.attachments
        chooser = random.Random(3)
        for _ in range(4):
            await play_step(server, bot, drive.current(bot, table), chooser)
        table = drive.current(bot, table)
        seat = table.state["active"]
        user, other = table.seats[seat], table.seats[1 - seat]
        rec = await server.slash(user, "frame hint", **where)
        await rec.wait_done()
        text = drive.private_reply(rec)
        assert "White dots" in text and "Legal placements" in text
        save(rec.last, "e2e_frame_hint.png")
        board = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:hint:")
        rec = await click(server, other, board, f"g:{table.id}:hint:")
        assert "turn now" in drive.private_reply(rec), "anyone seated may look; it says whose turn it is"
        rec = await server.slash(user, "frame hand", **where)
        await rec.wait_done()
        assert "orientation" in drive.private_reply(rec) and rec.last.attachments
        assert any(c.endswith(":place:") for c in rec.last.custom_ids), "the hand carries the turn's buttons"
        save(rec.last, "e2e_frame_hand.png")
        assert "end of a game" in await refused(server, bot, table, user, "frame scores")
        rec = await server.slash(other, "frame rules", **where)
        await rec.wait_done()
        assert "Frame" in drive.private_reply(rec) and "/frame place" in drive.private_reply(rec)
        rec = await server.slash(user, "frame board", **where)
        await rec.wait_done()
        assert rec.last.attachments
        assert not bot.errors and not server.bot_errors


async def test_preview_buttons_survive_a_restart(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    db = tmp_path / "db.sqlite"
    chooser = random.Random(4)
    async with drive.game_bot(server, db) as bot:
        table = await start_game(server, bot, users)
        assert table.state["size"] == 12
        for _ in range(6):  # the opening: two columns each
            await play_step(server, bot, drive.current(bot, table), chooser)
        table = drive.current(bot, table)
        seat = table.state["active"]
        rec = await server.slash(table.seats[seat], "frame place", channel=table.thread_id, tile="L4")
        await rec.wait_done()
        preview = preview_of(rec)
        board = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:place:")
    async with drive.game_bot(server, db) as bot:
        user = table.seats[seat]
        rec = await click(server, user, board, f"g:{table.id}:place:")  # the board posted before the restart works
        assert preview_of(rec).attachments
        before = shown_placement(preview)
        await click(server, user, preview, button(preview, "rotate"))
        preview = server.message(preview.id)
        assert shown_placement(preview) != before and shown_placement(preview)[0] == "L4"
        await confirm(server, bot, user, preview)
        table = drive.current(bot, table)
        assert table.move_no == 7 and "L4" not in table.state["players"][seat]["tiles"]
        nxt = table.state["active"]
        assert not server.message(board.id).custom_ids, "the newer board took its buttons"
        newest = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:place:")
        assert newest is not None and newest.id > board.id
        rec = await click(server, table.seats[nxt], newest, f"g:{table.id}:place:")
        await confirm(server, bot, table.seats[nxt], preview_of(rec))
        assert drive.current(bot, table).move_no == 8
        assert bot.tables.replay(drive.current(bot, table)) == drive.current(bot, table).state
        assert not bot.errors and not server.bot_errors


async def test_turn_timeout_plays_the_default_move(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await start_game(server, bot, [alice, bob], turn_timeout_hours=1)
        assert table.options["decision_timeout_s"] == 3600
        await bot.fire_due_timers(time.time() + 60)
        assert drive.current(bot, table).move_no == 0, "not yet"
        await bot.fire_due_timers(time.time() + 3700)
        await drive.settle(server, bot)
        table = drive.current(bot, table)
        assert table.move_no == 1 and table.state["placements"][0]["cells"] == ["a1"]  # §4.2: first legal cell
        assert any(m.content == ui("timed_out", player="Alice") for m in drive.thread_messages(server, table))
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
