"""Envyra for the language measure: every image kind (board and private view in every phase of real seeded games,
the score sheet with its tie-break explanation, the fixture phases a random game rarely reaches), and one whole game
with Equilibrium C through the fake Discord — Phase I by DM menus and Confirm, Phase II buttons in the thread, a
resignation asked and cancelled, the board, the rules and the secret view as ephemeral answers."""

from __future__ import annotations

import random
from collections.abc import Iterator

import engine.tables
from renderers import envyra as draw
from sandbox import game_driver as drive
from tests.e2e.envyra_driver import play_to_end
from tests.i18n.harness import LanguageGame
from tests.renderers.envyra_fixtures import make_view
from tests.renderers.legibility_envyra import real_game

GAME = "envyra"
NAMES = ["Žofie", "Łukasz", "Ondřej", "Zuzka"]


def render_samples() -> Iterator[tuple[str, bytes]]:
    for players, options in ((3, {"equilibrium": "C"}), (2, {"equilibrium": "B", "simplified": True})):
        played = real_game(players, options, f"i18n-envyra-{players}")
        for i, (public, private) in enumerate(played[:: max(1, len(played) // 6)]):
            yield f"{players}p board@{i}", draw.render_board(public, NAMES[:players])
            yield f"{players}p private@{i}", draw.render_private(private, NAMES[:players])
        yield f"{players}p scores", draw.render_scores(played[-1][0], NAMES[:players])
    for phase in ("phase1", "phase2", "remove"):  # the remove phase and a full side column, from the fixtures
        yield f"fixture board@{phase}", draw.render_board(make_view(4, phase, equilibrium="C", empty_cells=1), NAMES)
        private = make_view(4, phase, equilibrium="C", private_for=3)
        yield f"fixture private@{phase}", draw.render_private(private, NAMES)


async def play(ctx: LanguageGame) -> None:
    seeding = engine.tables.new_seed
    engine.tables.new_seed = lambda: "i18n-envyra-3"  # the same game in every language and every run
    try:
        table = await ctx.open_table(GAME, 3, equilibrium="C", start_player="1", seat_order="join")
    finally:
        engine.tables.new_seed = seeding
    user = ctx.users[0]
    rec = await ctx.server.slash(user, "envyra resign", channel=table.thread_id)  # asked, then cancelled
    await rec.wait_done()
    assert rec.last is not None
    rec = await ctx.server.click(user, rec.last, next(c for c in rec.last.custom_ids if ":resign_no:" in c))
    await rec.wait_done()
    table = await play_to_end(ctx.server, ctx.bot, table, random.Random(23))
    assert table.status == "finished"
    for who in ctx.users[:2]:  # ephemeral answers: the board, the rules, the secret view, a list of games
        for command in ("envyra board", "envyra rules", "envyra hand", "games mine"):
            rec = await ctx.server.slash(who, command, channel=table.thread_id)
            await rec.wait_done()
    stale = drive.last_with(ctx.server.dm_messages(user), f"s:{table.id}:pick:")
    if stale is not None:  # a Phase I menu of an earlier round: refused as stale
        rec = await ctx.server.select(user, stale, next(c for c in stale.custom_ids if ":pick:" in c), ["A1"])
        await rec.wait_done()
    await drive.settle(ctx.server, ctx.bot)
