"""Proves the fake Discord server against a small throwaway bot that uses the real discord.py client."""

from __future__ import annotations

import asyncio
import io
import re
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands
from PIL import Image

from sandbox import CommandError, FakeDiscord, running_bot
from sandbox.world import (
    CB_DEFERRED_MESSAGE,
    CB_DEFERRED_UPDATE,
    CB_MESSAGE,
    CB_MODAL,
    CB_UPDATE_MESSAGE,
    MSG_THREAD_CREATED,
    PUBLIC_THREAD,
)

TILES = ["Lake", "Lighthouse", "Library", "Forest"]


# =====================================================================================================
# the throwaway bot
# =====================================================================================================
class JoinButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"demo:join:(?P<game>[0-9]+)"):
    def __init__(self, game: int) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label="Join", style=discord.ButtonStyle.primary, custom_id=f"demo:join:{game}"
        )
        super().__init__(button)
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> JoinButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        channel = interaction.channel
        where = channel.name if isinstance(channel, discord.Thread) else f"not a thread: {channel!r}"
        bot: DemoBot = interaction.client  # type: ignore[assignment]
        text = f"{interaction.user.display_name} joined game {self.game} in {where} (bot #{bot.generation})"
        await interaction.response.send_message(text, ephemeral=True)


class CloseButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"demo:close:(?P<game>[0-9]+)"):
    def __init__(self, game: int) -> None:
        super().__init__(discord.ui.Button(label="Close", custom_id=f"demo:close:{game}"))
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> CloseButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        await interaction.edit_original_response(content=f"Game {self.game} closed", view=None)


class LobbyView(discord.ui.View):
    def __init__(self, game: int) -> None:
        super().__init__(timeout=None)
        self.add_item(JoinButton(game))
        self.add_item(CloseButton(game))

    @discord.ui.select(cls=discord.ui.UserSelect, custom_id="demo:invite", max_values=2, placeholder="Invite")
    async def invite(self, interaction: discord.Interaction, select: discord.ui.UserSelect[Any]) -> None:
        names = ", ".join(member.display_name for member in select.values)
        await interaction.response.send_message(f"Invited {names}", ephemeral=True)


def png(size: int, colour: tuple[int, int, int]) -> discord.File:
    buffer = io.BytesIO()
    Image.new("RGB", (size, size), colour).save(buffer, format="PNG")
    buffer.seek(0)
    return discord.File(buffer, f"{size}.png")


class ColourView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.select(
        custom_id="demo:colour",
        placeholder="Pick colours",
        min_values=1,
        max_values=2,
        options=[discord.SelectOption(label=c.title(), value=c) for c in ("red", "green", "blue")],
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select[Any]) -> None:
        await interaction.response.edit_message(content=f"You picked {', '.join(select.values)}", view=None)


class RenameModal(discord.ui.Modal, title="Rename the table"):
    new_name: discord.ui.TextInput[Any] = discord.ui.TextInput(label="New name", custom_id="demo:new-name")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"Renamed to {self.new_name.value}")


class Demo(app_commands.Group):
    admin = app_commands.Group(name="admin", description="Admin tools")

    def __init__(self) -> None:
        super().__init__(name="demo", description="Demo commands")

    @app_commands.command(description="Echo some text")
    @app_commands.describe(text="What to say", times="How often", style="How to say it", target="Who to ping")
    @app_commands.choices(
        style=[app_commands.Choice(name="Plain", value="plain"), app_commands.Choice(name="Loud", value="loud")]
    )
    async def echo(
        self,
        interaction: discord.Interaction,
        text: str,
        times: app_commands.Range[int, 1, 5] = 1,
        style: str = "plain",
        target: discord.Member | None = None,
    ) -> None:
        said = " ".join([text.upper() if style == "loud" else text] * times)
        to = f" to {target.mention} ({target.display_name})" if target else ""
        await interaction.response.send_message(f"{interaction.user.display_name} says: {said}{to}")

    @app_commands.command(description="Post a board, then redraw it")
    async def redraw(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True)
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        message = await channel.send("Board v1", file=png(16, (255, 0, 0)))
        message = await message.edit(content="Board v2", attachments=[message.attachments[0], png(24, (0, 255, 0))])
        await interaction.edit_original_response(content=f"Redrawn {len(message.attachments)} images")

    @app_commands.command(description="Draw a board picture")
    async def picture(self, interaction: discord.Interaction, size: app_commands.Range[int, 8, 256] = 64) -> None:
        await interaction.response.defer(thinking=True)
        buffer = io.BytesIO()
        Image.new("RGB", (size, size), (30, 120, 200)).save(buffer, format="PNG")
        buffer.seek(0)
        embed = discord.Embed(title="Board").set_image(url="attachment://board.png")
        await interaction.followup.send("Here is the board", file=discord.File(buffer, "board.png"), embed=embed)

    @app_commands.command(description="Open a game table in a thread")
    async def table(self, interaction: discord.Interaction, game: int) -> None:
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        thread = await channel.create_thread(name=f"Game {game}", type=discord.ChannelType.public_thread)
        await thread.send(f"Game {game} lobby", view=LobbyView(game))
        await interaction.response.send_message(f"Opened {thread.mention}", ephemeral=True)

    @app_commands.command(description="Get a DM with a colour picker")
    async def dm(self, interaction: discord.Interaction) -> None:
        try:
            await interaction.user.send("Pick your colours", view=ColourView())
        except discord.Forbidden as exc:
            if exc.code != 50007:
                raise
            await interaction.response.send_message("I cannot DM you, please open your DMs", ephemeral=True)
            return
        await interaction.response.send_message("Check your DMs", ephemeral=True)

    @app_commands.command(description="Place a tile")
    async def tile(self, interaction: discord.Interaction, tile: str) -> None:
        await interaction.response.send_message(f"Placed {tile}")

    @tile.autocomplete("tile")
    async def tile_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=t, value=t) for t in TILES if t.lower().startswith(current.lower())]

    @app_commands.command(description="Answer after a delay")
    async def slow(self, interaction: discord.Interaction, seconds: float) -> None:
        await asyncio.sleep(seconds)
        await interaction.response.send_message("finally")

    @app_commands.command(description="Rename the table")
    async def rename(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(RenameModal())

    @admin.command(description="Reset everything")
    @app_commands.checks.has_permissions(manage_guild=True)
    async def reset(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("Reset done", ephemeral=True)


class DemoTree(app_commands.CommandTree):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        if isinstance(error, app_commands.MissingPermissions):
            await interaction.response.send_message("You need Manage Server", ephemeral=True)
            return
        await super().on_error(interaction, error)


class DemoBot(commands.Bot):
    def __init__(self, generation: int = 1, sync_guild_id: int | None = None) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            tree_cls=DemoTree,
            guild_ready_timeout=0.05,
        )
        self.generation = generation
        self.sync_guild_id = sync_guild_id

    async def setup_hook(self) -> None:
        self.tree.add_command(Demo())
        self.add_dynamic_items(JoinButton, CloseButton)
        if self.sync_guild_id is None:
            await self.tree.sync()
            return
        guild = discord.Object(id=self.sync_guild_id)
        self.tree.copy_global_to(guild=guild)
        self.tree.clear_commands(guild=None)
        await self.tree.sync(guild=guild)


# =====================================================================================================
# tests
# =====================================================================================================
@pytest.fixture
def alice(fake_discord: FakeDiscord) -> int:
    return fake_discord.add_user("Zdeněk Łukasz")


@pytest.fixture
def bob(fake_discord: FakeDiscord) -> int:
    return fake_discord.add_user("Bob")


async def test_login_gateway_and_command_sync(fake_discord: FakeDiscord) -> None:
    async with running_bot(fake_discord, DemoBot) as bot:
        assert bot.user is not None and bot.user.id == fake_discord.bot_user.id
        guild = bot.get_guild(fake_discord.guild_id)
        assert guild is not None and guild.get_channel(fake_discord.text_channel) is not None
        log = fake_discord.request_log
        assert log[0].startswith("GET /api/v10/users/@me")
        assert log[1].startswith("GET /api/v10/oauth2/applications/@me")
        assert any(line.startswith("PUT /api/v10/applications/") for line in log)
        assert set(fake_discord.command_names()) >= {"demo echo", "demo picture", "demo table", "demo admin reset"}
        echo = next(o for o in fake_discord.command("demo")["options"] if o["name"] == "echo")
        assert [o["name"] for o in echo["options"]] == ["text", "times", "style", "target"]


async def test_slash_command_response(fake_discord: FakeDiscord, alice: int, bob: int) -> None:
    async with running_bot(fake_discord, DemoBot):
        rec = await fake_discord.slash(alice, "demo echo", text="ahoj", times=2, style="loud", target=bob)
        await rec.wait_done()
    bob_mention = fake_discord.user(bob).mention
    assert rec.callback_type == CB_MESSAGE and not rec.ephemeral
    assert rec.content == f"Zdeněk Łukasz says: AHOJ AHOJ to {bob_mention} (Bob)"
    assert rec.latency is not None and 0 < rec.latency < 1
    [posted] = fake_discord.messages(fake_discord.text_channel)
    assert posted.id == rec.original_id and posted.author_id == fake_discord.bot_user.id


async def test_driver_refuses_what_discord_would_refuse(fake_discord: FakeDiscord, alice: int) -> None:
    async with running_bot(fake_discord, DemoBot):
        bad_calls: list[tuple[str, dict[str, Any]]] = [
            ("demo echo", {"txt": "typo"}),
            ("demo echo", {}),
            ("demo echo", {"text": "x", "style": "shouting"}),
            ("demo echo", {"text": "x", "times": 9}),
            ("demo nope", {}),
            ("demo admin", {}),
            ("nothing", {}),
        ]
        for command, options in bad_calls:
            with pytest.raises(CommandError):
                await fake_discord.slash(alice, command, options=options)


async def test_deferred_followup_with_png_attachment(fake_discord: FakeDiscord, alice: int) -> None:
    async with running_bot(fake_discord, DemoBot):
        rec = await fake_discord.slash(alice, "demo picture", size=32)
        await rec.wait_done()
    assert rec.callback_type == CB_DEFERRED_MESSAGE
    # Discord quirk: the first followup after a "thinking" defer replaces the loading message.
    assert rec.followup_ids == [rec.original_id]
    [attachment] = rec.attachments
    assert attachment.filename == "board.png" and attachment.image().size == (32, 32)
    assert rec.embeds[0]["image"]["url"] == attachment.url
    async with aiohttp.ClientSession() as session, session.get(attachment.url) as response:
        assert await response.read() == attachment.data


async def test_thread_creation_and_button_click_inside(fake_discord: FakeDiscord, alice: int, bob: int) -> None:
    async with running_bot(fake_discord, DemoBot):
        rec = await fake_discord.slash(alice, "demo table", game=7)
        await rec.wait_done()
        [thread] = fake_discord.threads(fake_discord.text_channel)
        [lobby] = fake_discord.messages(thread.id)
        click = await fake_discord.click(bob, lobby, "demo:join:7")
        await click.wait_done()
        close = await fake_discord.click(alice, lobby, label="Close")
        await close.wait_done()
    assert rec.ephemeral and rec.content == f"Opened <#{thread.id}>"
    assert thread.type == PUBLIC_THREAD and thread.name == "Game 7"
    notices = fake_discord.messages(fake_discord.text_channel, system=True)
    assert [m.type for m in notices] == [MSG_THREAD_CREATED]
    assert click.ephemeral and click.content == "Bob joined game 7 in Game 7 (bot #1)"
    assert close.callback_type == CB_DEFERRED_UPDATE
    assert lobby.content == "Game 7 closed" and lobby.components == [] and lobby.edited


async def test_dm_to_open_and_closed_users(fake_discord: FakeDiscord, alice: int) -> None:
    closed = fake_discord.add_user("Closed Carl", dms_open=False)
    async with running_bot(fake_discord, DemoBot):
        open_rec = await fake_discord.slash(alice, "demo dm")
        closed_rec = await fake_discord.slash(closed, "demo dm")
        await open_rec.wait_done()
        await closed_rec.wait_done()
    assert open_rec.ephemeral and open_rec.content == "Check your DMs"
    [dm] = fake_discord.dm_messages(alice)
    assert dm.content == "Pick your colours" and dm.custom_ids == ["demo:colour"]
    assert closed_rec.ephemeral and closed_rec.content == "I cannot DM you, please open your DMs"
    assert fake_discord.dm_messages(closed) == []


async def test_select_menu_in_dm(fake_discord: FakeDiscord, alice: int) -> None:
    async with running_bot(fake_discord, DemoBot):
        await (await fake_discord.slash(alice, "demo dm")).wait_done()
        [dm] = fake_discord.dm_messages(alice)
        with pytest.raises(CommandError):
            await fake_discord.select(alice, dm, "demo:colour", ["purple"])
        rec = await fake_discord.select(alice, dm, "demo:colour", ["red", "blue"])
        await rec.wait_done()
    assert rec.callback_type == CB_UPDATE_MESSAGE
    assert dm.content == "You picked red, blue" and dm.components == []


async def test_dynamic_button_survives_bot_restart(fake_discord: FakeDiscord, alice: int, bob: int) -> None:
    async with running_bot(fake_discord, DemoBot):
        await (await fake_discord.slash(alice, "demo table", game=9)).wait_done()
    [thread] = fake_discord.threads(fake_discord.text_channel)
    [lobby] = fake_discord.messages(thread.id)
    assert not fake_discord.connected
    async with running_bot(fake_discord, lambda: DemoBot(generation=2)):
        rec = await fake_discord.click(bob, lobby, "demo:join:9")
        await rec.wait_done()
    assert rec.content == "Bob joined game 9 in Game 9 (bot #2)"
    assert len(fake_discord.identify_payloads) == 2


async def test_unknown_route_is_logged_and_404(fake_discord: FakeDiscord) -> None:
    async with running_bot(fake_discord, DemoBot) as bot:
        route = discord.http.Route("GET", "/guilds/{guild_id}/audit-logs", guild_id=fake_discord.guild_id)
        with pytest.raises(discord.NotFound):
            await bot.http.request(route)
    assert fake_discord.unknown_routes == [f"GET /api/v10/guilds/{fake_discord.guild_id}/audit-logs"]


async def test_autocomplete_choices(fake_discord: FakeDiscord, alice: int) -> None:
    async with running_bot(fake_discord, DemoBot):
        choices = await fake_discord.autocomplete(alice, "demo tile", focused="tile", value="l")
        rec = await fake_discord.slash(alice, "demo tile", tile=choices[1]["value"])
        await rec.wait_done()
    assert [c["name"] for c in choices] == ["Lake", "Lighthouse", "Library"]
    assert rec.content == "Placed Lighthouse"


async def test_manage_guild_permission(fake_discord: FakeDiscord, alice: int) -> None:
    manager = fake_discord.add_user("Mia Manager", manage_guild=True)
    async with running_bot(fake_discord, DemoBot):
        denied = await fake_discord.slash(alice, "demo admin reset")
        allowed = await fake_discord.slash(manager, "demo admin reset")
        await denied.wait_done()
        await allowed.wait_done()
    assert denied.content == "You need Manage Server" and denied.ephemeral
    assert allowed.content == "Reset done"


async def test_modal_round_trip(fake_discord: FakeDiscord, alice: int) -> None:
    async with running_bot(fake_discord, DemoBot):
        opened = await fake_discord.slash(alice, "demo rename")
        await opened.wait_done()
        submitted = await fake_discord.submit_modal(alice, opened, {"demo:new-name": "Stůl č. 1"})
        await submitted.wait_done()
    assert opened.callback_type == CB_MODAL and opened.modal is not None
    assert submitted.content == "Renamed to Stůl č. 1"


async def test_guild_sync_and_reconnect_resume(fake_discord: FakeDiscord, alice: int) -> None:
    async with running_bot(fake_discord, lambda: DemoBot(sync_guild_id=fake_discord.guild_id)):
        assert fake_discord.global_commands == [] and fake_discord.guild_commands
        await fake_discord.drop_connection()
        await fake_discord.wait_for(lambda: fake_discord.connected)
        rec = await fake_discord.slash(alice, "demo tile", tile="Forest")
        await rec.wait_done()
    assert rec.payload["data"]["guild_id"] == str(fake_discord.guild_id)
    assert rec.content == "Placed Forest"
    assert len(fake_discord.identify_payloads) == 1  # resumed, not re-identified


async def test_late_answer_is_rejected_like_discord(fake_discord: FakeDiscord, alice: int) -> None:
    fake_discord.interaction_timeout = 0.1
    async with running_bot(fake_discord, DemoBot):
        rec = await fake_discord.slash(alice, "demo slow", seconds=0.3)
        with pytest.raises(AssertionError, match="Unknown interaction"):
            await rec.wait_response(timeout=1)
        await fake_discord.wait_for(lambda: fake_discord.bot_errors)
    assert "Unknown interaction" in fake_discord.bot_errors[-1] or "10062" in "".join(fake_discord.bot_errors)


async def test_wait_for_message_is_event_driven(fake_discord: FakeDiscord, alice: int) -> None:
    async with running_bot(fake_discord, DemoBot):
        mark = fake_discord.mark()
        waiter = asyncio.create_task(
            fake_discord.wait_for_message(lambda m: m.content.startswith("Placed"), after=mark)
        )
        await fake_discord.slash(alice, "demo tile", tile="Lake")
        message = await waiter
    assert message.content == "Placed Lake"
    assert fake_discord.all_text(fake_discord.text_channel) == "Placed Lake"


async def test_user_select_resolves_members(fake_discord: FakeDiscord, alice: int, bob: int) -> None:
    async with running_bot(fake_discord, DemoBot):
        await (await fake_discord.slash(alice, "demo table", game=3)).wait_done()
        [thread] = fake_discord.threads(fake_discord.text_channel)
        [lobby] = fake_discord.messages(thread.id)
        rec = await fake_discord.select(alice, lobby, "demo:invite", [bob, alice])
        await rec.wait_done()
    assert rec.content == "Invited Bob, Zdeněk Łukasz"


async def test_message_edit_keeps_and_adds_attachments(fake_discord: FakeDiscord, alice: int) -> None:
    async with running_bot(fake_discord, DemoBot):
        rec = await fake_discord.slash(alice, "demo redraw")
        await rec.wait_done()
    assert rec.ephemeral and rec.content == "Redrawn 2 images"
    [board] = fake_discord.messages(fake_discord.text_channel)
    assert board.content == "Board v2" and board.edited and board.history == ["Board v1"]
    assert [(a.filename, a.image().size) for a in board.attachments] == [("16.png", (16, 16)), ("24.png", (24, 24))]


async def test_invalid_bot_answer_is_rejected_with_400(fake_discord: FakeDiscord, alice: int) -> None:
    async with running_bot(fake_discord, DemoBot):
        rec = await fake_discord.slash(alice, "demo echo", text="x" * 1000, times=3)
        with pytest.raises(AssertionError, match="2000 or fewer"):
            await rec.wait_done()
        await fake_discord.wait_for(lambda: fake_discord.bot_errors)
    assert "50035" in fake_discord.bot_errors[-1]


async def test_rest_surface_through_discord_py(fake_discord: FakeDiscord, alice: int, bob: int) -> None:
    async with running_bot(fake_discord, DemoBot) as bot:
        guild = bot.get_guild(fake_discord.guild_id)
        assert guild is not None
        channel = guild.get_channel(fake_discord.text_channel)
        assert isinstance(channel, discord.TextChannel)
        message = await channel.send(f"hello <@{alice}>")
        await message.add_reaction("👍")
        await message.pin()
        fetched = await channel.fetch_message(message.id)
        history = [m.id async for m in channel.history(limit=10)]
        pins = [m.id async for m in channel.pins()]
        starter_thread = await message.create_thread(name="Discussion")
        private = await channel.create_thread(name="Secret")
        await private.add_user(discord.Object(id=alice))
        await private.send("psst")
        await starter_thread.edit(archived=True)
        user = await bot.fetch_user(alice)
        member = await guild.fetch_member(alice)
        fetched_thread = await bot.fetch_channel(private.id)
        dm = await user.create_dm()
        await message.delete()
        with pytest.raises(PermissionError):
            await fake_discord.slash(bob, "demo tile", channel=private.id, tile="Lake")
        rec = await fake_discord.slash(alice, "demo tile", channel=private.id, tile="Lake")
        await rec.wait_done()
    assert fetched.content == f"hello <@{alice}>" and fetched.mentions[0].id == alice
    assert fetched.reactions[0].emoji == "👍" and fetched.reactions[0].me and fetched.pinned
    assert history == [message.id] and pins == [message.id]
    assert starter_thread.id == message.id and fake_discord.channel(starter_thread.id).archived
    assert private.type is discord.ChannelType.private_thread and alice in fake_discord.channel(private.id).member_ids
    assert user.global_name == "Zdeněk Łukasz" and user.name == "zdenek_lukasz"
    assert member.display_name == "Zdeněk Łukasz" and isinstance(fetched_thread, discord.Thread)
    assert dm.id == fake_discord.dm_channel(alice)
    assert fake_discord.messages(fake_discord.text_channel) == []
    assert [m.content for m in fake_discord.messages(private.id)] == ["psst", "Placed Lake"]
    assert fake_discord.unknown_routes == [] and fake_discord.bot_errors == []


async def test_a_repeated_nonce_returns_the_message_already_made(fake_discord: FakeDiscord) -> None:
    """Like Discord with `enforce_nonce`: the same nonce from the same author in the channel within the window gives
    back the message already made; without `enforce_nonce`, or after the window, a new one is made."""
    server = fake_discord
    url = f"{server.base_url}/api/v10/channels/{server.text_channel}/messages"
    async with aiohttp.ClientSession() as http:

        async def post(nonce: str, enforce: bool = True) -> dict[str, Any]:
            body = {"content": "hi", "nonce": nonce, "enforce_nonce": enforce}
            async with http.post(url, json=body) as response:
                assert response.status == 200
                return await response.json()

        first, again, other, loose = await post("n1"), await post("n1"), await post("n2"), await post("n1", False)
        assert again["id"] == first["id"] and first["nonce"] == "n1"
        assert other["id"] != first["id"] and loose["id"] != first["id"]
        async with http.get(f"{url}/{first['id']}") as response:
            assert "nonce" not in await response.json()  # Discord keeps a nonce only for a while
        server.nonce_window = 0.0
        assert (await post("n2"))["id"] != other["id"]
    assert server.nonce_hits == 1 and len(server.messages(server.text_channel)) == 4


async def test_an_upload_cut_off_by_a_dying_client_makes_nothing(fake_discord: FakeDiscord) -> None:
    """The bot killed while it uploads an image: the request ends mid-body; nothing is posted, and the fake server
    counts it as a dropped request, not as a crash of its own."""
    server = fake_discord
    boundary = "cutoff"
    head = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n"
            f'{{"content": "half"}}\r\n--{boundary}\r\nContent-Disposition: form-data; name="files[0]"; '
            f'filename="a.png"\r\nContent-Type: image/png\r\n\r\n').encode() + b"\x89PNG" * 100  # fmt: skip
    request = (f"POST /api/v10/channels/{server.text_channel}/messages HTTP/1.1\r\nHost: 127.0.0.1\r\n"
               f"Content-Type: multipart/form-data; boundary={boundary}\r\nContent-Length: {len(head) + 100000}"
               "\r\n\r\n").encode() + head  # fmt: skip
    reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
    writer.write(request)
    await writer.drain()
    await asyncio.sleep(0.2)
    writer.transport.abort()  # gone, as after SIGKILL
    await server.wait_for(lambda: bool(server.dropped_requests), timeout=5)
    assert server.dropped_requests == [f"POST /api/v10/channels/{server.text_channel}/messages"]
    assert server.messages(server.text_channel) == [] and server.internal_errors == []
