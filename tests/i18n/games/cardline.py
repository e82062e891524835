"""Cardline for the language measure: every image kind (board, hands sheet, private view, standings) at every moment
of seeded games and on a 30-card line, and one whole game through the fake Discord — placements by the thread's
menus, by `/cardline place` with autocomplete, and by the private menus of `/cardline hand`; a Resign prompt
cancelled, a refused move, the board and the rules."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import engine.tables
from engine.games.cardline import rules
from engine.games.cardline.country_names import country_name
from presenters.base import folded
from renderers import cardline as draw
from sandbox import game_driver as drive
from tests.e2e.cardline_driver import choose, hand_reply, place_with_menus, turn_message
from tests.i18n.harness import LanguageGame
from tests.renderers.cardline_states import GAME as ENGINE
from tests.renderers.cardline_states import finished, phases
from tests.renderers.legibility_cardline import deep_views

GAME = "cardline"
NAMES = ["Žofie", "Łukasz", "Ondřej"]


def render_samples() -> Iterator[tuple[str, bytes]]:
    for options, seed in (({"hand_size": 2, "deck_size": 9, "characteristic": "area"}, "i18n-a"), ({}, "i18n-b")):
        for label, state in phases(3, options, seed):
            public = ENGINE.view(state, None)
            yield f"board@{label}", draw.render_board(public, NAMES)
            yield f"hands@{label}", draw.render_hands(public, NAMES)
            yield f"private@{label}", draw.render_private(ENGINE.view(state, 0), NAMES)
            if ENGINE.result(state) is not None:
                yield f"scores@{label}", draw.render_scores(public, NAMES)
    for reason in ("sole", "shared", "last_player"):
        yield f"scores@{reason}", draw.render_scores(ENGINE.view(finished(reason), None), NAMES)
    public, private = deep_views(3)
    yield "board@deep", draw.render_board(public, NAMES)
    yield "private@deep", draw.render_private(private, NAMES)


async def place_by_command(ctx: LanguageGame, table: Any, card: str, gap: int) -> None:
    """`/cardline place`, as a player types it: the card found by its name in the player's language."""
    user = table.seats[rules.current_seat(table.state)]
    where = {"channel": table.thread_id}
    server = ctx.server
    for typed in (folded(country_name(card, ctx.lang))[:4], country_name(card, "en")):  # accents optional; English too
        cards = await server.autocomplete(user, "cardline place", focused="card", value=typed, **where)
        assert card in [c["value"] for c in cards], (typed, cards)
    await server.autocomplete(user, "cardline place", focused="gap", value=str(gap), card=card, **where)
    rec = await server.slash(user, "cardline place", card=card, gap=gap, **where)
    await rec.wait_done()
    await drive.settle(server, ctx.bot)


async def extras(ctx: LanguageGame, table: Any) -> None:
    """Ephemeral answers (the board, the rules, a refused gap, Resign asked and cancelled) and a DM."""
    server, where = ctx.server, {"channel": table.thread_id}
    user = table.seats[rules.current_seat(table.state)]
    # Cardline itself sends no DMs (nothing is secret); `/games dms` is the player's one DM, checked here too
    for command in ("cardline board", "cardline rules", "games mine", "games dms"):
        rec = await server.slash(user, command, **where)
        await rec.wait_done()
    card = table.state["hands"][rules.current_seat(table.state)][0]
    rec = await server.slash(user, "cardline place", card=card, gap=999, **where)
    await rec.wait_done()
    message = turn_message(server, table)
    rec = await server.click(user, message, f"g:{table.id}:resign_ask:")
    await rec.wait_done()
    prompt = rec.last
    assert prompt is not None
    rec = await server.click(user, prompt, f"g:{table.id}:cancel:")
    await rec.wait_done()
    await drive.settle(server, ctx.bot)


async def play(ctx: LanguageGame) -> None:
    seeding = engine.tables.new_seed
    engine.tables.new_seed = lambda: "i18n-cardline-3"  # the same deal in every language and every run
    try:
        table = await ctx.open_table(GAME, 3, hand_size=2, start_player="1", seat_order="join")
    finally:
        engine.tables.new_seed = seeding
    await extras(ctx, table)
    for step in range(40):
        table = drive.current(ctx.bot, table)
        if table.status != "playing":
            break
        seat = rules.current_seat(table.state)
        card, gap = choose(table.state, seat, correct=step % 4 != 1)
        if step % 3 == 0:
            await place_with_menus(ctx.server, ctx.bot, table, card, gap)
        elif step % 3 == 1:
            await place_by_command(ctx, table, card, gap)
        else:
            message = await hand_reply(ctx.server, table, table.seats[seat])
            await place_with_menus(ctx.server, ctx.bot, table, card, gap, message)
    assert drive.current(ctx.bot, table).status == "finished"
