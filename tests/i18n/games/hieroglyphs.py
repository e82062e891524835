"""Hieroglyphs for the language measure: every image kind (all phases, the curse stages, private views, the score
sheets), and one whole game with the Pharaoh's Curse through the fake Discord — cards by DM buttons and
`/hieroglyphs play`, explorer and victim buttons, the curse race by form and by command, the final scarab menus."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import engine.tables
from renderers import hieroglyphs as draw
from sandbox import game_driver as drive
from tests.e2e.hieroglyphs_driver import Player, cells, state_curse_animals
from tests.i18n.harness import LanguageGame
from tests.renderers.hieroglyphs_states import views_by_phase
from tests.renderers.legibility_hieroglyphs import images

GAME = "hieroglyphs"
NAMES = ["Žofie", "Łukasz", "Ondřej"]


def render_samples() -> Iterator[tuple[str, bytes]]:
    samples = views_by_phase(3, {"pharaohs_curse": True, "eyes_of_the_sphinx": True}, "i18n")
    views = []
    for phase, (public, private) in samples.items():
        views.append((public, private[0]))
        yield f"board@{phase}", draw.render_board(public, NAMES)
        yield f"private@{phase}", draw.render_private(private[0], NAMES)
    over = samples["over"][0]
    yield "scores", draw.render_scores(over, NAMES)
    for name, function, args in images(views, NAMES):
        yield name, function(*args)


class AnyLanguagePlayer(Player):
    """The e2e player, racing without reading the bot's words: a wrong line first, then the right one by the form
    (first race) or by `/hieroglyphs curse` (later races)."""

    async def race(self, table: Any) -> None:
        from engine.games.hieroglyphs.wall import matching_lines, occupied_lines

        state = table.state
        self.races += 1
        racer = self.rng.choice(self.bot.tables.game_of(table).to_act(state))
        user = table.seats[racer]
        animals = state_curse_animals(state)
        every = matching_lines(state["wall"], animals)
        wrong = next((line for line in occupied_lines(state["wall"]) if line not in every), None)
        if wrong is not None and self.races == 1:
            rec = await self.server.slash(user, "hieroglyphs curse", channel=table.thread_id, cells=cells(wrong))
            await rec.wait_done()
            await drive.settle(self.server, self.bot)
            if drive.current(self.bot, table).state["phase"] != "curse_race":
                return
        if self.races == 1:
            message = drive.last_with(drive.thread_messages(self.server, table), f"g:{table.id}:line:")
            assert message is not None
            rec = await self.server.click(user, message, f"g:{table.id}:line:")
            await rec.wait_done()
            rec = await self.server.submit_modal(user, rec, {"cells": cells(every[0])})
        else:
            rec = await self.server.slash(user, "hieroglyphs curse", channel=table.thread_id, cells=cells(every[0]))
        await rec.wait_done()


async def play(ctx: LanguageGame) -> None:
    seeding = engine.tables.new_seed
    engine.tables.new_seed = lambda: "e2e-hieroglyphs-7"  # the same deal in every language and run (with races)
    try:
        table = await ctx.open_table(GAME, 3, curse=True, curse_minutes=5, start_player="1", seat_order="join")
    finally:
        engine.tables.new_seed = seeding
    player = AnyLanguagePlayer(ctx.server, ctx.bot, random.Random(91))
    table = await player.play_to_end(table)
    assert table.status == "finished"
    for user in ctx.users[:2]:  # ephemeral answers too: the board, the secret view, the rules, a refusal
        for command in ("hieroglyphs board", "hieroglyphs rules", "hieroglyphs hand", "games mine"):
            rec = await ctx.server.slash(user, command, channel=table.thread_id)
            await rec.wait_done()
    rec = await ctx.server.slash(ctx.users[0], "games language", code="xx")
    await rec.wait_done()
