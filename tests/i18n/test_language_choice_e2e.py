"""Which language, when (issue item 5), through the fake Discord: the server's language for new tables, the client's
locale for ephemeral replies, `/games language` overriding it (and refusing an unknown code with the list), DMs in the
player's language, and command descriptions localized for Czech and Polish clients."""

from __future__ import annotations

from pathlib import Path

from sandbox import FakeDiscord
from sandbox import game_driver as drive

TABLE_SEED = "language-choice-seed"  # every table opened here gets this secret seed (tests/conftest.py)


async def test_languages_follow_server_client_and_choice(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    server.preferred_locale = "cs"
    czech = server.add_user("Věra", locale="cs")
    pole = server.add_user("Łucja", locale="pl")
    slovak = server.add_user("Zuzka", locale="en-US")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        group = next(c for c in server.guild_commands if c["name"] == "games")
        assert group["description_localizations"]["cs"] == "Tvoje hry a otevřená lobby."
        assert group["description_localizations"]["pl"] == "Twoje gry i otwarte lobby."
        assert [c["name"] for c in server.guild_commands if c.get("name_localizations")] == []

        rec = await server.slash(czech, "games mine")
        await rec.wait_done()
        assert rec.last.text == "Nehraješ žádnou hru."
        rec = await server.slash(pole, "games mine")
        await rec.wait_done()
        assert rec.last.text == "Nie grasz w żadnej grze."

        listed = await server.autocomplete(slovak, "games language", focused="code", value="")
        assert [c["value"] for c in listed] == ["en", "cs", "sk", "pl", "auto"]
        listed = await server.autocomplete(slovak, "games language", focused="code", value="SLOVEN")
        assert [c["value"] for c in listed] == ["sk"], "by the language's own name, any case"
        rec = await server.slash(slovak, "games language", code="xx")
        await rec.wait_done()
        refusal = rec.last
        assert refusal.ephemeral and "`xx`" in refusal.text
        assert all(f"`{code}`" in refusal.text for code in ["en", "cs", "sk", "pl"]), "the list of languages"
        rec = await server.slash(slovak, "games language", code="sk")
        await rec.wait_done()
        assert "po slovensky" in rec.last.text
        rec = await server.slash(slovak, "games mine")
        await rec.wait_done()
        assert rec.last.text == "Nehráš žiadnu hru."
        rec = await server.slash(slovak, "games dms")
        await rec.wait_done()
        assert server.dm_messages(slovak)[-1].content.startswith("Súkromné správy fungujú")

        rec = await server.slash(czech, "hieroglyphs new")
        await rec.wait_done()
        table = drive.latest_table(bot)
        assert table.options["language"] == "cs", "a new table takes the server's language"
        assert rec.last.text.startswith("Hra č. ")
        lobby = server.message(table.lobby_message_id)
        assert lobby.embeds[0]["footer"]["text"].startswith("Stiskni „Přidat se“")
        rec = await server.click(slovak, lobby, f"g:{table.id}:start:")
        await rec.wait_done()
        assert rec.last.text == "Hru môže spustiť len zakladateľ.", "an ephemeral refusal in the player's choice"
        await drive.settle(server, bot)

        rec = await server.slash(slovak, "games language", code="auto")
        await rec.wait_done()
        rec = await server.slash(slovak, "games mine")
        await rec.wait_done()
        assert rec.last.text == "You are not in any game.", "auto: the client's locale again (English)"
        assert not bot.errors
