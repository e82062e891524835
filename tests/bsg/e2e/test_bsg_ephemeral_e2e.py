"""The ephemeral `/bsg hand` panel keeps itself up to date: a seat with closed DMs opens it once and sees it redrawn
after other players' moves and after its own (a click on it redraws it in place); once its interaction token has
expired (15 minutes) the panel is left alone quietly and says to run `/bsg hand` again."""

from __future__ import annotations

import random
from pathlib import Path

from engine import ephemeral_panels
from engine.store import TableRow
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bsg_player import Player, current
from sandbox.world import FakeMessage


class LivePanelPlayer(Player):
    """Plays every seat; the seat with closed DMs acts on the one ephemeral panel it opened, never a new one."""

    hand: FakeMessage | None = None

    async def panel(self, seat: int) -> FakeMessage:
        if self.hand is not None and self.table.seats[seat] in self.closed:
            return self.hand
        return await super().panel(seat)


def looks(message: FakeMessage) -> tuple[str, list[str]]:
    return message.content, list(message.custom_ids)


TABLE_SEED = "bsg-e2e-seed"  # every table opened here gets this secret seed (tests/conftest.py)


async def test_the_ephemeral_panel_updates_itself_until_its_token_expires(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben", dms_open=False), server.add_user("Cyril")]
    ben = users[1]
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join") as (bot, table):
        rec = await server.slash(ben, "bsg hand", channel=table.thread_id)
        await rec.wait_done()
        hand = rec.last
        assert hand is not None and hand.ephemeral
        assert "use `/bsg hand` again" in hand.content  # it says how long it keeps itself up to date
        player = LivePanelPlayer(server, bot, table, closed={ben})
        player.hand = hand
        player.stale = (0, None, 10**9)  # no stale-copy detour
        chooser = random.Random(3)
        by_others = by_own = 0
        for _ in range(400):
            before, move_no = looks(hand), current(bot, table).move_no
            await player.step(chooser)
            await drive.settle(server, bot)
            assert current(bot, table).move_no > move_no, "every step is accepted"
            if looks(hand) != before:
                if bot.store.last_mover(table.id) == ben:
                    by_own += 1
                else:
                    by_others += 1
            if by_others >= 2 and by_own >= 2:
                break
        assert by_others >= 2, "another player's move redrew the ephemeral panel"
        assert by_own >= 2, "Ben's own moves redrew it"
        assert player.hand_uses == 0, "Ben never had to run /bsg hand again"
        assert [r for r in server.interactions.values() if r.name == "bsg hand" and r.user_id == ben] == [rec]

        # 15 minutes later the token is gone: the panel is left as it is, quietly, and says what to do
        seat = table.seats.index(ben)
        game = bot.tables.game_of(table)
        while seat in game.to_act(current(bot, table).state):  # first Ben answers what he is asked now
            await player.step(chooser)
            await drive.settle(server, bot)
        server.age_interactions(16 * 60)
        frozen = looks(hand)
        for _ in range(400):
            row = current(bot, table)
            if seat in game.to_act(row.state) and game.secret_input(row.state, seat):
                break  # Ben is asked something: his panel would change now
            player.only = next(u for u in users if u != ben and row.seats.index(u) in game.to_act(row.state))
            await player.step(chooser)
            await drive.settle(server, bot)
        else:
            raise AssertionError("Ben was never asked anything")
        assert seat not in ephemeral_panels.live(bot.store, table.id, bot.clock()), "the expired token is forgotten"
        assert looks(hand) == frozen, "an expired ephemeral panel is not edited"
        assert "use `/bsg hand` again" in hand.content
        again = await server.slash(ben, "bsg hand", channel=table.thread_id)
        await again.wait_done()
        assert again.last is not None and again.last.custom_ids, "a fresh panel with Ben's controls"
        assert not bot.errors and not server.bot_errors


async def test_a_click_that_closes_a_timeout_vote_still_redraws_its_panel(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """A player's own move closes the vote on its seat (its edit is added after the click's answer): a click on the
    ephemeral panel is still answered by redrawing that panel through the click itself."""
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    async with drive.started_table(
        server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join", timeouts_allowed=1
    ) as (bot, table):
        game, cog = bot.tables.game_of(table), bot.game_cogs["bsg"]

        async def run_out(row: TableRow) -> None:
            for clock in game.clock(row.state):
                await cog.moves.on_deadline(table.id, clock.key)
            await drive.settle(server, bot)

        for _ in range(60):  # nobody plays until a seat's turn clock has run out: the others vote on it
            row = current(bot, table)
            if row.record.vote:
                break
            await run_out(row)
        vote = current(bot, table).record.vote
        seat, victim = vote.seat, vote.target

        # the others play on (the victim's public decisions run out) until the victim is asked on its panel
        player = Player(server, bot, table, closed={victim})
        player.stale = (0, None, 10**9)  # no stale-copy detour
        chooser = random.Random(5)
        for _ in range(400):
            row = current(bot, table)
            assert row.record.vote, "the vote stays open until the victim moves"
            waiting = sorted(game.to_act(row.state))
            if seat in waiting and game.secret_input(row.state, seat):
                break
            others = [s for s in waiting if s != seat]
            if not others:
                await run_out(row)
                continue
            player.only = row.seats[chooser.choice(others)]
            await player.step(chooser)
            await drive.settle(server, bot)
        else:
            raise AssertionError("the victim was never asked on its panel")

        # the victim acts on a fresh /bsg hand panel (Player.press waits until the click is answered)
        move_no = current(bot, table).move_no
        player.only = victim
        await player.step(chooser)
        await drive.settle(server, bot)
        row = current(bot, table)
        assert row.move_no > move_no and not row.record.vote, "the victim's own move closed the vote"
        click = list(server.interactions.values())[-1]
        assert click.user_id == victim and click.kind == 3
        assert click.original_edits >= 1, "the click redrew its own panel"
        assert (click.message_id, "click") in server.edit_log
        assert not bot.errors and not server.bot_errors
