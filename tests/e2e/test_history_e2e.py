"""Long-game features end to end (issue 15 items 4–7), the real bot against the fake Discord: a Cardline game
followed by two spectators (thread and DM), its log paged with buttons, the move list and the replay once it is
over, Rematch filling a new lobby that starts itself, and stats and the leaderboard after the finished game (an
abandoned one counts for nothing)."""

from __future__ import annotations

import io
import random
from pathlib import Path

from PIL import Image

from engine.history import events_log, seen_by
from engine.registry import get_game
from engine.spectators import following
from i18n import tr
from presenters.history import log_lines, paginate
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from tests.e2e.cardline_driver import choose, place_with_command, turn_message
from tests.e2e.envyra_driver import play_step

TABLE_SEED = "history-e2e-seed"  # every table opened here gets this secret seed (tests/conftest.py)


OPTIONS = {"characteristic": "area", "deck_size": "12", "hand_size": 3, "start_player": "1", "seat_order": "join"}


async def test_log_spectators_rematch_and_stats(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    ann, ben, sue, tom = (server.add_user(n) for n in ("Ann", "Ben", "Sue", "Tom"))
    async with drive.started_table(server, tmp_path / "db.sqlite", [ann, ben], "cardline new", **OPTIONS) as (
        bot,
        table,
    ):
        where = {"channel": table.thread_id}

        # spectators: Sue by DM (welcomed with the board), Tom in the thread; a player cannot follow
        rec = await server.slash(sue, "cardline follow", where="dm", **where)
        await rec.wait_done()
        assert "direct message" in drive.private_reply(rec)
        welcome = server.dm_messages(sue)
        assert len(welcome) == 1 and "You follow" in welcome[0].content and welcome[0].attachments
        rec = await server.slash(tom, "cardline follow", **where)
        await rec.wait_done()
        assert "in its thread" in drive.private_reply(rec)
        assert tom in server.channel(table.thread_id).member_ids
        listed = await server.autocomplete(sue, "cardline log", focused="game", value="")  # in the main channel
        assert table.id in [c["value"] for c in listed]  # a game she follows
        stranger = server.add_user("Una")
        listed = await server.autocomplete(stranger, "cardline follow", focused="game", value=str(table.id))
        assert [c["value"] for c in listed] == [table.id]  # the server's running games can be followed
        rec = await server.slash(ann, "cardline follow", **where)
        await rec.wait_done()
        assert "You play in this game" in drive.private_reply(rec)
        assert following(bot.store.conn, table.id, ann) is None

        # a spectator cannot press the game's controls: a short private reason, nothing changes
        message = turn_message(server, table)
        card_menu = next(c for c in message.custom_ids if c.startswith(f"s:{table.id}:card:"))
        before = drive.current(bot, table).move_no
        rec = await server.select(sue, message, card_menu, [table.state["hands"][0][0]])
        await rec.wait_done()
        assert drive.private_reply(rec) == "You follow this game as a spectator: only its players can use its buttons."
        assert drive.current(bot, table).move_no == before

        # the move list and the replay wait for the end
        rec = await server.slash(ben, "cardline log", show="moves", **where)
        await rec.wait_done()
        assert "once the game is over" in drive.private_reply(rec)

        mark = server.mark()
        wrong_first = [False, False, True, True]  # two wrong placements first: a longer log
        step = 0
        while drive.current(bot, table).status == "playing":
            table = drive.current(bot, table)
            state = table.state
            seat = next(s for s in range(2) if table.seats[s] in bot.tables.awaited_users(table, named=False))
            card, gap = choose(state, seat, wrong_first[step] if step < len(wrong_first) else True)
            await place_with_command(server, bot, table, card, gap)
            step += 1
        table = drive.current(bot, table)
        assert table.status == "finished"

        # Sue got every public post of the game by DM, as posted, and no controls; nothing else
        posts = [m for m in server.messages(table.thread_id) if m.id > mark and m.author_id == server.bot_user.id]
        copies = server.dm_messages(sue)[1:]
        assert [m.content for m in copies] == [m.content for m in posts]
        assert all(not m.custom_ids for m in copies) and all(m.attachments for m in copies if m.attachments)

        # the final message offers Rematch
        final = drive.last_with(server.messages(table.thread_id), f"g:{table.id}:rematch:")
        assert final is not None and "Game over" in final.content

        # the log: the newest page, paged back with the buttons
        rec = await server.slash(ben, "cardline log", **where)
        await rec.wait_done()
        page = rec.last
        assert page is not None and page.ephemeral
        log = seen_by(events_log(table, bot.store.moves(table.id)), 1)
        pages = paginate(log_lines(get_game("cardline"), log, ["Ann", "Ben"]), None).pages
        assert pages > 1, "the game should fill more than one page"
        assert f"page {pages} of {pages}" in page.content
        last_page = page.content
        rec = await server.click(ben, page, label="◀")
        await rec.wait_done()
        assert not rec.rejected, rec.rejected
        earlier = rec.original
        assert earlier is not None and f"page {pages - 1} of {pages}" in earlier.content
        assert earlier.content != last_page
        rec = await server.slash(ben, "cardline log", page=99, **where)
        await rec.wait_done()
        assert "There is no page 99" in drive.private_reply(rec)
        rec = await server.slash(sue, "cardline log", page=1, **where)  # a spectator reads the public log
        await rec.wait_done()
        assert "page 1 of" in drive.private_reply(rec)

        # the move list (a text file in the reader's language) and the replay (a GIF, ≤ 550 px wide)
        rec = await server.slash(ann, "cardline log", show="moves", **where)
        await rec.wait_done()
        moves_file = rec.last.attachment(f"cardline-{table.id}-moves.txt")
        text = moves_file.data.decode("utf-8")
        lines = [line for line in text.splitlines() if line[:1].isdigit() and ". " in line and "UTC" in line]
        assert len(lines) == table.move_no and "Players: 1. Ann, 2. Ben" in text and "Game over" in text
        rec = await server.slash(ann, "cardline log", show="replay", **where)
        await rec.wait_done()
        gif = Image.open(io.BytesIO(rec.last.attachment(f"cardline-{table.id}-replay.gif").data))
        assert gif.format == "GIF" and gif.n_frames >= 2 and gif.width <= 550

        # stats and the leaderboard after the finished game
        rec = await server.slash(ann, "games stats", **where)
        await rec.wait_done()
        winner = table.seats[table.record.result["ranking"][0][0]]
        mine = drive.private_reply(rec)
        assert "1 game" in mine and "Cardline" in mine and "rating" in mine
        assert ("1 win" in mine) == (winner == ann)
        rec = await server.slash(ann, "games stats", user=sue, **where)
        await rec.wait_done()
        assert "no counted games" in drive.private_reply(rec)
        rec = await server.slash(ben, "games leaderboard", game="cardline", **where)
        await rec.wait_done()
        board = rec.last.attachments[0]
        assert board.filename.endswith(".png") and Image.open(io.BytesIO(board.data)).width == 1100
        listed = await server.autocomplete(ben, "games leaderboard", focused="game", value="CARD")  # by title
        assert [(c["name"], c["value"]) for c in listed] == [("Cardline: Globetrotter", "cardline")]
        listed = await server.autocomplete(ben, "games leaderboard", focused="game", value="")
        assert [c["value"] for c in listed] == sorted(bot.game_cogs)
        rec = await server.slash(ben, "games leaderboard", game="chess", **where)
        await rec.wait_done()
        assert "no game called" in drive.private_reply(rec)

        # Rematch: a spectator may not; Ben opens the new lobby, Ann's press fills it and it starts by itself
        rec = await server.click(sue, final, label="Rematch")
        await rec.wait_done()
        assert "Only the players" in drive.private_reply(rec)
        rec = await server.click(ben, final, label="Rematch")
        await rec.wait_done()
        await drive.settle(server, bot)
        new = drive.current(bot, table).record.rematch
        assert new is not None
        lobby = bot.store.get_table(new)
        assert lobby.status == "lobby" and lobby.players == [ben] and lobby.host_id == ben
        assert {k: v for k, v in lobby.options.items()} == table.options
        assert any("wants a rematch" in m.content for m in server.messages(table.thread_id))
        rec = await server.click(ann, final, label="Rematch")
        await rec.wait_done()
        await drive.settle(server, bot)
        lobby = bot.store.get_table(new)
        assert lobby.status == "playing" and sorted(lobby.players) == sorted([ann, ben])
        rec = await server.click(ann, final, label="Rematch")  # pressing again changes nothing
        await rec.wait_done()
        assert drive.private_reply(rec)
        assert bot.store.get_table(new).players == lobby.players

        # an abandoned game counts for nothing
        rec = await server.slash(ben, "cardline abandon", game=new)
        await rec.wait_done()
        await drive.settle(server, bot)
        assert bot.store.get_table(new).status == "abandoned"
        rec = await server.slash(ann, "games stats")
        await rec.wait_done()
        assert drive.private_reply(rec) == mine
        rec = await server.click(ann, final, label="Rematch")  # the rematch was given up: a fresh lobby opens
        await rec.wait_done()
        await drive.settle(server, bot)
        again = drive.current(bot, table).record.rematch
        assert again not in (None, new) and bot.store.get_table(again).players == [ann]
        assert not bot.errors and not server.bot_errors


async def log_pages(server: FakeDiscord, user: int, table_id: int, thread: int) -> list[str]:
    """Every page of `/envyra log` as this user reads it."""
    rec = await server.slash(user, "envyra log", page=1, channel=thread)
    await rec.wait_done()
    first = drive.private_reply(rec)
    pages = int(first.split("\n")[0].rsplit(" ", 1)[-1])
    texts = [first]
    for number in range(2, pages + 1):
        rec = await server.slash(user, "envyra log", page=number, channel=thread)
        await rec.wait_done()
        texts.append(drive.private_reply(rec))
    return texts


async def test_envyra_log_shows_each_player_only_their_own_secrets(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    """Envyra's placements are secret: each player's log has their own (🔒) and no other seat's; a spectator's log
    and DM copies have none."""
    server = fake_discord
    users = [server.add_user(n) for n in ("Ann", "Ben", "Cid")]
    sue = server.add_user("Sue")
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "envyra new", seat_order="join") as (
        bot,
        table,
    ):
        rec = await server.slash(sue, "envyra follow", where="dm", channel=table.thread_id)
        await rec.wait_done()
        chooser = random.Random("history-envyra")
        for _ in range(14):
            table = drive.current(bot, table)
            await play_step(server, bot, table, chooser)
            await drive.settle(server, bot)
        table = drive.current(bot, table)
        game, names = get_game("envyra"), ["Ann", "Ben", "Cid"]
        log = events_log(table, bot.store.moves(table.id))
        public = {tr(game.describe(e.event, names), "en") for e in log if e.event.public}

        def secrets_of(seat: int | None) -> set[str]:
            texts = {tr(game.describe(e.event, names), "en") for e in log if not e.event.public and seat in e.event.to}
            return {t for t in texts if t}

        everyone = [secrets_of(s) for s in range(3)]
        assert all(everyone), "each seat has placed a secret cube by now"
        for seat, user in enumerate(users):
            shown = "\n".join(await log_pages(server, user, table.id, table.thread_id))
            assert "🔒" in shown and all(text in shown for text in everyone[seat])
            others = set().union(*(everyone[s] for s in range(3) if s != seat)) - everyone[seat] - public
            assert others and not any(text in shown for text in others), seat
        watched = "\n".join(await log_pages(server, sue, table.id, table.thread_id))
        copies = "\n".join(m.content for m in server.dm_messages(sue))
        hidden = set().union(*everyone) - public
        assert "🔒" not in watched and not any(text in watched or text in copies for text in hidden)
        rec = await server.slash(users[0], "envyra abandon", channel=table.thread_id)
        await rec.wait_done()
        await drive.settle(server, bot)
        notice = server.messages(table.thread_id)[-1].content
        assert "abandoned" in notice and server.dm_messages(sue)[-1].content == notice  # the spectator hears of it
        assert not bot.errors and not server.bot_errors
