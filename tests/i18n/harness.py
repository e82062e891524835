"""Playing a game in one language through the fake Discord, for the measure: a server whose preferred locale is the
language (Czech, Polish), or — Slovak, which Discord's clients lack — players who chose it with `/games language`
and a table opened with `language:sk`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot import GameBot
from engine.store import TableRow
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from tests.i18n.measure import LabelRecorder

DISCORD_LOCALE = {"en": "en-US", "cs": "cs", "pl": "pl", "sk": "en-US"}  # Discord has no Slovak client locale
NAMES = ("Žofie", "Łukasz", "Ondřej", "Zuzka")


@dataclass
class LanguageGame:
    server: FakeDiscord
    bot: GameBot
    lang: str
    labels: LabelRecorder
    users: list[int] = field(default_factory=list)

    async def seat(self, count: int) -> list[int]:
        """`count` players with the language's Discord locale (Slovak ones choose Slovak themselves)."""
        for name in NAMES[:count]:
            user = self.server.add_user(name, locale=DISCORD_LOCALE[self.lang])
            self.users.append(user)
            if self.lang == "sk":
                rec = await self.server.slash(user, "games language", code="sk")
                await rec.wait_done()
        await drive.settle(self.server, self.bot)
        return self.users

    async def open_table(self, game: str, count: int, **options: Any) -> TableRow:
        """A lobby opened by the first player, joined by the others with the lobby's button, started."""
        users = await self.seat(count)
        if self.lang == "sk":
            options.setdefault("language", "sk")
        table = await drive.open_lobby(self.server, self.bot, users[0], f"{game} new", **options)
        lobby = drive.lobby_message(self.server, table)
        for user in users[1:]:
            rec = await self.server.click(user, lobby, f"g:{table.id}:join:")
            await rec.wait_done()
        rec = await self.server.click(users[0], lobby, f"g:{table.id}:start:")
        await rec.wait_done()
        await drive.settle(self.server, self.bot)
        row = self.bot.store.get_table(table.id)
        assert row is not None and row.status == "playing"
        return row
