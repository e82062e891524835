"""Cards in full through the fake Discord (issue 24, items 1 and 6): a crisis revealed in the thread arrives as an
embed with its fields; a secret card pick (the Admiral's destinations, Roslin's crises) is on the chooser's DM
panel as an embed naming every card offered, taken off the panel once chosen; and a Czech player's DMs (panels and
their embeds) carry no English sentence outside the published card, character and ability names."""

from __future__ import annotations

import random
from pathlib import Path

from engine.games.bsg import texts as T
from presenters.bsg_cards import CARD_PICKS
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bsg_player import MAX_STEPS, Player, current, panel_message
from tests.bsg.i18n.published import NAMES
from tests.i18n.measure import english_words, message_texts

TABLE_SEED = "cards-e2e-1"  # the same game in every run (tests/conftest.py): one with secret card picks


def embed_text(message: object) -> str:
    return "\n".join(
        f"{e.get('title', '')}\n{e.get('description', '')}\n"
        + "\n".join(f"{f['name']}\n{f['value']}" for f in e.get("fields") or ())
        for e in getattr(message, "embeds", [])
    )


async def test_cards_in_full_reach_the_thread_and_the_choosers_panel(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    users = [server.add_user("Ann", locale="cs"), server.add_user("Ben"), server.add_user("Cyril")]
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join") as (bot, table):
        player = Player(server, bot, table, closed=set())
        chooser = random.Random(82)  # a short game with secret card picks (tests/bsg/e2e/bsg_course.py)
        picks = 0
        for _ in range(MAX_STEPS):
            table = current(bot, table)
            if table.status != "playing":
                break
            decision = table.state["decision"] or {}
            if decision.get("kind") in CARD_PICKS - {"quorum_play"}:
                seat = decision["seat"]
                where = panel_message(bot, table, seat)
                assert where, "the chooser has a DM panel"
                shown = embed_text(server.message(where["message"]))
                names = [T.card_name(c) for c in decision["options"]]
                assert all(name in shown for name in names), (names, shown)
                picks += 1
                before = table.move_no
                await player.step(chooser)
                await player.wait()
                after = current(bot, table)
                if (after.state["decision"] or {}).get("kind") not in CARD_PICKS:
                    assert embed_text(server.message(where["message"])) == "", "the chosen pick leaves the panel"
                assert after.move_no > before
                continue
            before = table.move_no
            await player.step(chooser)
            await player.wait()
            assert current(bot, table).move_no > before
        assert current(bot, table).status == "finished"
        print(f"{current(bot, table).move_no} moves")
        crises = [m for m in drive.thread_messages(server, table) if "Crisis:" in embed_text(m)]
        assert crises and all(m.embeds[0].get("fields") for m in crises)
        assert picks > 0, "a secret card pick was met (a jump's destinations)"
        dm = server.dm_channel(users[0])
        made = [server.message(i) for i in server.channel(dm).message_ids]  # deleted ones too (panels that moved below)
        texts = [t for m in made for t in message_texts(m) if t]
        assert len(texts) > 10
        english = [w for t in texts for w in english_words(NAMES.sub(" ", t))]
        assert english == [], [t[:200] for t in texts if english_words(NAMES.sub(" ", t))][:5]
        assert not bot.errors and not server.bot_errors
