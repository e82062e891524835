"""`/bsg rules topic:` through the fake Discord (issue 24 part 4): autocomplete in the reader's language, a private
answer with the rule and what this thread's game means for it, the asker's own hand only when seated, and short
private close matches for an unknown topic. Without a topic it is the summary, with a few topics to pick."""

from __future__ import annotations

from pathlib import Path

from sandbox import FakeDiscord
from sandbox import game_driver as drive

TABLE_SEED = "bsg-rules-seed"  # every table opened here gets this secret seed (tests/conftest.py)


async def test_rules_topic_autocomplete_answer_and_unknown_topic(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    onlooker = server.add_user("Zdeněk", locale="cs")
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join") as (_, table):
        thread = table.thread_id
        choices = await server.autocomplete(onlooker, "bsg rules", focused="topic", value="cela", channel=thread)
        assert ("Lokace: Cela", "location:brig") in [(c["name"], c["value"]) for c in choices]
        choices = await server.autocomplete(users[0], "bsg rules", focused="topic", value="", channel=thread)
        assert len(choices) == 25 and choices[0]["name"] == "Turn step: The whole turn"

        rec = await server.slash(users[0], "bsg rules", channel=thread, topic="rule:loyalty")
        await rec.wait_done()
        reply = drive.private_reply(rec)
        assert "**Loyalty cards** (rule)" in reply and "In this game now:" in reply
        assert "Loyalty cards held: Ann: 0, Ben: 0, and Cyril: 0" in reply  # the draft: none dealt yet

        rec = await server.slash(users[0], "bsg rules", channel=thread, topic="skill:launch_scout")
        await rec.wait_done()
        assert "In your hand: Launch Scout ×0." in drive.private_reply(rec)  # seated: their own (empty) hand
        rec = await server.slash(onlooker, "bsg rules", channel=thread, topic="skill:launch_scout")
        await rec.wait_done()
        reply = drive.private_reply(rec)
        assert "Balíček (taktika): zbývá" in reply and "Ve tvé ruce" not in reply  # an onlooker: public only

        rec = await server.slash(onlooker, "bsg rules", channel=thread, topic="Cela")  # typed by hand, in Czech
        await rec.wait_done()
        reply = drive.private_reply(rec)
        assert "**Cela** (lokace)" in reply and "V této hře teď:" in reply and "Tvoje (vidíš jen ty)" not in reply
        rec = await server.slash(onlooker, "bsg rules", channel=thread, topic="rule:loyalty")
        await rec.wait_done()
        assert "Tvoje (vidíš jen ty)" not in drive.private_reply(rec)  # an onlooker has no private view

        rec = await server.slash(users[1], "bsg rules", channel=thread, topic="sickbey")
        await rec.wait_done()
        reply = drive.private_reply(rec)
        assert "No rules topic “sickbey”" in reply and "Location: Sickbay" in reply and len(reply) < 400

        rec = await server.slash(users[1], "bsg rules", channel=thread)
        await rec.wait_done()
        reply = drive.private_reply(rec)
        assert "Kobol" in reply and "Turn step: Prepare for jump" in reply

        stranger = server.add_user("Stranger")  # outside the thread, with no game: the bare rule
        rec = await server.slash(stranger, "bsg rules", topic="step:crisis")
        await rec.wait_done()
        reply = drive.private_reply(rec)
        assert "**Crisis** (turn step)" in reply and "In this game now" not in reply
        rec = await server.slash(users[2], "bsg rules", topic="step:crisis")  # elsewhere, but their only game
        await rec.wait_done()
        reply = drive.private_reply(rec).replace("**", "")
        assert "In this game now:\nTurn 0: " in reply and "; step: Setup." in reply  # the draft is under way
