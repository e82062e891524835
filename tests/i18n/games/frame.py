"""Frame for the language measure: every image kind (board, hand, hint, tile and column previews, an illegal
preview with the engine's reason, score sheet, match table) from seeded games, and one whole two-player game through
the fake Discord — autocomplete, `/frame place` and `/frame column` previews, the steering buttons, the tile menu,
drop-outs — followed by the ephemeral answers (board, hint, hand, scores, rules, a refusal) and the DM check."""

from __future__ import annotations

import random
from collections.abc import Iterator

import engine.tables
from engine.games.frame import FrameGame, assist
from engine.store import TableRow
from presenters.frame import with_tie_note
from renderers import frame as draw
from sandbox import game_driver as drive
from tests.e2e.frame_driver import (
    button,
    click,
    column_by_command,
    confirm,
    place_by_command,
    steer_and_confirm,
)
from tests.i18n.harness import LanguageGame
from tests.renderers.frame_states import random_game

GAME = "frame"
NAMES = ["Žofie", "Łukasz", "Ondřej", "Zuzka"]
ENGINE = FrameGame()
MAX_STEPS = 400


def render_samples() -> Iterator[tuple[str, bytes]]:
    for n, options in ((2, {"match": True}), (4, {"allow_reflection": False})):
        names = NAMES[:n]
        for stage, state in random_game(n, 12, options):
            public = ENGINE.view(state, None)
            yield f"board@{stage}/{n}", draw.render_board(public, names)
            yield f"hand@{stage}/{n}", draw.render_private(ENGINE.view(state, 0), names)
            scored = with_tie_note(public, names)  # as the presenter asks for a score sheet
            if public["history"]:
                yield f"scores@{stage}/{n}", draw.render_scores(scored, names)
            if public["match"]:
                yield f"match@{stage}/{n}", draw.render_match(scored, names)
            seat = state["active"]
            if seat is None:
                continue
            yield f"hint@{stage}/{n}", draw.render_hint(assist.hint_view(state, seat), names)
            legal = ENGINE.legal_actions(state, seat)
            for action in (legal[0], legal[-1]):
                yield f"preview@{stage}/{n}", draw.render_preview(assist.preview_view(state, seat, action), names)
            bad = {"type": "place", "tile": "I4", "rot": 90, "mirror": False, "at": "a1"}
            yield f"illegal@{stage}/{n}", draw.render_preview(assist.preview_view(state, seat, bad), names)


async def step(ctx: LanguageGame, table: TableRow, chooser: random.Random) -> None:
    """One move as a player makes it, chosen among the legal ones; never reads the bot's words."""
    server, bot = ctx.server, ctx.bot
    state = table.state
    seat = ENGINE.to_act(state)[0]
    user = table.seats[seat]
    legal = ENGINE.legal_actions(state, seat)
    places = [a for a in legal if a["type"] == "place"]
    columns = [a for a in legal if a["type"] == "column"]
    if places and (chooser.random() < 0.9 or not columns):
        if chooser.random() < 0.5:
            await confirm(server, bot, user, await place_by_command(server, bot, table, seat, chooser.choice(places)))
        else:
            await steer_and_confirm(server, bot, table, seat, chooser)
    elif columns and (state["phase"] == "opening" or chooser.random() < 0.6):
        await confirm(server, bot, user, await column_by_command(server, bot, table, seat, columns[0]["cell"]))
    else:  # only the third column is left, and the player gives up
        rec = await server.slash(user, "frame dropout", channel=table.thread_id)
        await rec.wait_done()
        await click(server, user, rec.last, button(rec.last, "drop_ok"))
        await drive.settle(server, bot)


async def play(ctx: LanguageGame) -> None:
    seeding = engine.tables.new_seed
    engine.tables.new_seed = lambda: "i18n-frame-2"  # the same game in every language and every run
    try:
        table = await ctx.open_table(GAME, 2, start_player="1", seat_order="join", legal_move_hints=True)
    finally:
        engine.tables.new_seed = seeding
    chooser = random.Random(5)
    user = ctx.users[0]
    for command, options in (("frame hint", {}), ("frame place", {"tile": "I2"}), ("frame dropout", {})):
        rec = await ctx.server.slash(user, command, channel=table.thread_id, **options)  # the opening: refusals, hint
        await rec.wait_done()
    for _ in range(MAX_STEPS):
        table = drive.current(ctx.bot, table)
        if table.status != "playing":
            break
        if table.move_no == 8:  # mid-game: the hint with its list of placements, and the hand
            for command in ("frame hint", "frame hand"):
                rec = await ctx.server.slash(table.seats[table.state["active"]], command, channel=table.thread_id)
                await rec.wait_done()
        await step(ctx, table, chooser)
        await drive.settle(ctx.server, ctx.bot)
    table = drive.current(ctx.bot, table)
    assert table.status == "finished"
    for command in ("frame board", "frame scores", "frame rules", "frame hand", "games dms", "games mine"):
        rec = await ctx.server.slash(user, command, channel=table.thread_id)
        await rec.wait_done()
