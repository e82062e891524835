"""`/<game> help`, the name a new player tries first, answers as `/<game> rules` does without a topic, privately, for
every game (BSG's with its few topics to pick), in the reader's language."""

from __future__ import annotations

from pathlib import Path

from engine.registry import KNOWN_GAMES
from sandbox import FakeDiscord
from sandbox import game_driver as drive


async def test_help_is_the_rules_summary_of_every_game(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    ann, zdenek = server.add_user("Ann"), server.add_user("Zdeněk", locale="cs")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        for game in KNOWN_GAMES:
            for user in (ann, zdenek):
                answers = []
                for command in ("rules", "help"):
                    rec = await server.slash(user, f"{game} {command}")
                    await rec.wait_done()
                    answers.append(drive.private_reply(rec))
                rules, help_text = answers
                assert help_text == rules and len(rules) > 200, (game, user, help_text)
                if game == "bsg":  # without a topic, BSG's rules add a few topics to pick
                    assert ("Turn step:" if user == ann else "Krok tahu:") in help_text, help_text
        assert not bot.errors and not server.bot_errors
