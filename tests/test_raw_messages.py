"""cogs/raw_messages.py sends exactly what discord.py's `Messageable.send`, `PartialMessage.edit`, and an
interaction's `Webhook.send` and `Webhook.edit_message` send; cogs/components.py's controls as JSON are exactly what
a discord.py view of the same controls gives (`make_view`, below: the reference, as the bot built it before it sent
only JSON)."""

from __future__ import annotations

import asyncio
import io
import json
from typing import Any

import discord
import pytest
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

from cogs.components import STYLES, components
from cogs.raw_messages import InteractionHook, defer, edit, post
from i18n import LANGS, Msg, tr
from presenters.base import clip
from presenters.labels import BUTTON_LABEL, OPTION_LABEL, PLACEHOLDER, control_labels
from presenters.screens import Choice, Control

CHANNEL, MESSAGE = 1111, 2222


class DrawnButton(discord.ui.DynamicItem[discord.ui.Button], template=r"g:(?P<rest>.*)"):
    """A control as a discord.py button (cogs/components.py's `GameButton`, drawn)."""

    def __init__(self, control: Control, lang: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=clip(tr(control.label, lang), BUTTON_LABEL) or None,
                style=STYLES.get(control.style, discord.ButtonStyle.secondary),
                custom_id=control.id,
                disabled=control.disabled,
                row=control.row,
            )
        )


class DrawnSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"s:(?P<rest>.*)"):
    """A control as a discord.py menu (cogs/components.py's `GameSelect`, drawn)."""

    def __init__(self, control: Control, lang: str) -> None:
        options = [
            discord.SelectOption(
                label=clip(tr(c.label, lang), OPTION_LABEL) or "-",
                value=c.value,
                description=clip(tr(c.description, lang), OPTION_LABEL) or None,
                default=c.default,
            )
            for c in control.choices or ()
        ] or [discord.SelectOption(label="-", value="-")]
        placeholder = (clip(tr(control.placeholder, lang), PLACEHOLDER) or None) if control.placeholder else None
        super().__init__(
            discord.ui.Select(
                custom_id=control.id,
                options=options,
                min_values=control.min_values,
                max_values=max(control.min_values, control.max_values),
                placeholder=placeholder,
                row=control.row,
            )
        )


def make_view(controls: list[Control], lang: str = "en") -> discord.ui.View | None:
    """The controls as a persistent discord.py view (None when there are none): what `components` must equal."""
    if not controls:
        return None
    view = discord.ui.View(timeout=None)
    for control in controls:
        view.add_item(DrawnSelect(control, lang) if control.is_select else DrawnButton(control, lang))
    return view


def a_client() -> discord.Client:
    """A client that sets default mentions as the bot does (bot.py), which every payload is merged with."""
    mentions = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)
    return discord.Client(intents=discord.Intents.none(), allowed_mentions=mentions)


def sent_by(client: discord.Client) -> list[tuple[str, Any, Any]]:
    """Every send and edit `client` makes, as (route, JSON payload, multipart form without the files' readers)."""
    calls: list[tuple[str, Any, Any]] = []
    reply = {
        "id": str(MESSAGE), "channel_id": str(CHANNEL), "type": 0, "content": "", "tts": False, "embeds": [],
        "attachments": [], "mentions": [], "mention_roles": [], "mention_everyone": False, "pinned": False,
        "timestamp": "2026-01-01T00:00:00+00:00", "edited_timestamp": None,
        "author": {"id": "3333", "username": "bot", "discriminator": "0", "avatar": None},
    }  # fmt: skip

    def recorder(route: str) -> Any:
        async def record(*ids: Any, params: Any) -> dict[str, Any]:
            form = [{k: v for k, v in part.items() if k != "value" or isinstance(v, str)} for part in params.multipart]
            calls.append((f"{route} {ids}", params.payload, form or None))
            return reply

        return record

    client.http.send_message = recorder("send")  # type: ignore[method-assign]
    client.http.edit_message = recorder("edit")  # type: ignore[method-assign]
    return calls


def kinds_of_arguments() -> list[dict[str, Any]]:
    """The arguments the deliverer passes: text alone or None, files, an embed, controls, mentions."""
    view = lambda: make_view([Control("g:1:place:0", "Place"), Control("g:1:pass:0", "Pass", style="danger")])  # noqa: E731
    files = lambda: [discord.File(io.BytesIO(b"\x89PNG"), filename="board.png")]  # noqa: E731
    return [
        {"content": "Your turn."},
        {"content": None, "files": files()},
        {"content": "A", "view": view(), "embed": discord.Embed(title="T", description="D")},
        {"content": "<@5>", "allowed_mentions": discord.AllowedMentions(users=[discord.Object(5)]), "view": view()},
    ]


def test_a_post_sends_what_channel_send_sends() -> None:
    async def run() -> None:
        client = a_client()
        calls = sent_by(client)
        channel = client.get_partial_messageable(CHANNEL)
        for made, again in zip(kinds_of_arguments(), kinds_of_arguments(), strict=True):
            await channel.send(**made, nonce="n1")
            assert await post(channel, again, "n1") == MESSAGE
            assert calls[-1] == calls[-2], made
        await client.close()

    asyncio.run(run())


def test_an_edit_sends_what_partial_message_edit_sends() -> None:
    async def run() -> None:
        client = a_client()
        calls = sent_by(client)
        message = client.get_partial_messageable(CHANNEL).get_partial_message(MESSAGE)
        png = lambda: discord.File(io.BytesIO(b"\x89PNG"), filename="panel.png")  # noqa: E731
        cases = [
            lambda: {"view": None},
            lambda: {"view": None, "content": "Played."},
            lambda: {"content": "Panel", "view": make_view([Control("g:1:go:0", "Go")]), "embed": None},
            lambda: {"content": "Panel", "view": None, "attachments": [png()], "embed": None},
            lambda: {"view": None, "attachments": []},
        ]
        for case in cases:
            await message.edit(**case())
            await edit(client, CHANNEL, MESSAGE, case())
            assert calls[-1] == calls[-2], case()
        await client.close()

    asyncio.run(run())


def various_controls() -> list[list[Control]]:
    """Buttons and menus as presenters make them: rows given or not, styles, disabled, translated and long labels,
    options with descriptions and defaults, a placeholder, a menu without options."""
    long = "A label far too long for a button or a menu option, so that Discord would refuse it unless it is cut. " * 2
    choices = (
        Choice(Msg("shared-done"), "a", description=Msg("shared-restarted")),
        Choice(long, "b", default=True),
        Choice("", "c", description=long),
    )
    return [
        [Control("g:1:place:0", "Place")],
        [Control("g:1:go:0", Msg("shared-done"), style="primary"), Control("g:1:no:0", long, style="danger")],
        [Control("g:1:x:0", "", disabled=True, row=2), Control("g:1:y:0", "Y", style="success", row=0)],
        [Control("s:1:pick:0", "Pick", choices=choices, placeholder=Msg("shared-done"), min_values=0, max_values=2)],
        [Control("s:1:none:0", "Nothing", choices=(), placeholder=long), Control("g:1:z:0", "Z")],
        [Control(f"g:1:b{i}:0", f"B{i}") for i in range(7)] + [Control("s:1:m:0", "M", choices=choices, row=3)],
        [Control(f"g:1:r{i}:0", f"R{i}", row=i % 5) for i in range(12)],
        [Control("s:1:m:0", "M", choices=choices, row=1), Control("g:1:q:0", "Q", row=1)],  # a menu's row is lost
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_controls_as_json_are_what_make_view_gives(lang: str) -> None:
    for controls in various_controls():
        expected = json.dumps(make_view(controls, lang).to_components())  # type: ignore[union-attr]
        assert json.dumps(components(controls, lang).to_components()) == expected  # type: ignore[union-attr]
        given = control_labels(controls, lang)
        assert json.dumps(components(controls, lang, given).to_components()) == expected  # type: ignore[union-attr]
    assert components([], lang) is None and make_view([], lang) is None


def test_controls_make_view_refuses_are_refused() -> None:
    refused = [
        [Control("g:1:a:0", "A", row=0) for _ in range(6)],
        [Control("s:1:m:0", "M", choices=()), Control("g:1:a:0", "A", row=0)],
        [Control(f"g:1:a{i}:0", "A") for i in range(26)],
        [Control("x:1:a:0", "A")],
    ]
    for controls in refused:
        with pytest.raises(ValueError):
            make_view(controls)
        with pytest.raises(ValueError):
            components(controls, "en")


def test_a_post_and_an_edit_with_controls_as_json_send_what_a_view_sends() -> None:
    async def run() -> None:
        client = a_client()
        calls = sent_by(client)
        channel = client.get_partial_messageable(CHANNEL)
        for controls in various_controls():
            await post(channel, {"content": "A", "view": make_view(controls, "cs")}, "n1")
            await post(channel, {"content": "A", "view": components(controls, "cs")}, "n1")
            assert calls[-1] == calls[-2]
            await edit(client, CHANNEL, MESSAGE, {"content": "B", "view": make_view(controls, "pl")})
            await edit(client, CHANNEL, MESSAGE, {"content": "B", "view": components(controls, "pl")})
            assert calls[-1] == calls[-2]
        await client.close()

    asyncio.run(run())


class RecordingAdapter(AsyncWebhookAdapter):
    """Records every webhook request (method, url, JSON payload, multipart without the files' readers, query)."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[str, str, str, Any, Any]] = []

    async def request(self, route: Any, session: Any, **kwargs: Any) -> Any:
        form = [
            {k: v for k, v in p.items() if k != "value" or isinstance(v, str)} for p in kwargs.get("multipart") or []
        ]
        payload = json.dumps(kwargs.get("payload"))
        self.calls.append((route.method, route.url, payload, form or None, kwargs.get("params")))
        if route.url.endswith("/callback"):  # an interaction's response: what Discord answers a defer
            return {"interaction": {"id": "5555", "type": 2, "response_message_loading": True}, "resource": {"type": 5}}
        return {
            "id": str(MESSAGE), "channel_id": str(CHANNEL), "type": 0, "content": "", "tts": False, "embeds": [],
            "attachments": [], "mentions": [], "mention_roles": [], "mention_everyone": False, "pinned": False,
            "timestamp": "2026-01-01T00:00:00+00:00", "edited_timestamp": None, "flags": 64,
            "author": {"id": "3333", "username": "bot", "discriminator": "0", "avatar": None},
        }  # fmt: skip


def test_an_interactions_follow_up_and_edit_send_what_its_webhook_sends() -> None:
    async def run() -> None:
        client = a_client()
        adapter = RecordingAdapter()
        async_context.set(adapter)
        webhook = discord.Webhook.from_state({"id": 4444, "type": 3, "token": "tok"}, state=client._connection)
        raw = InteractionHook(client, "4444", "tok")
        for content in ["Done.", "Hotovo. <@5>", ""]:
            await webhook.send(content, ephemeral=True)
            await raw.send(content)
            assert adapter.calls[-1] == adapter.calls[-2], content
        png = lambda: discord.File(io.BytesIO(b"\x89PNG"), filename="panel.png")  # noqa: E731
        controls = various_controls()[3]
        screens = [
            lambda view: {"content": "Board"},
            lambda view: {"content": "Hand", "files": [png()], "view": view()},
            lambda view: {"content": "Log", "view": view(), "embed": discord.Embed(title="T", description="D")},
        ]
        for screen in screens:
            await webhook.send(ephemeral=True, **screen(lambda: make_view(controls, "cs")))
            await raw.send_screen(screen(lambda: components(controls, "cs")))
            assert adapter.calls[-1] == adapter.calls[-2], screen
        cases = [
            lambda view: {"view": None},
            lambda view: {"content": None, "view": None},
            lambda view: {"content": "Placed.", "attachments": [], "view": None},
            lambda view: {"content": "Panel", "view": view(), "embed": None},
            lambda view: {"content": "Panel", "view": view(), "attachments": [png()], "embed": None},
            lambda view: {"content": "Panel", "view": view(), "embed": discord.Embed(title="T", description="D")},
        ]
        for case in cases:
            await webhook.edit_message("@original", **case(lambda: make_view(controls, "sk")))  # type: ignore[arg-type]
            await raw.edit_original(case(lambda: components(controls, "sk")))
            assert adapter.calls[-1] == adapter.calls[-2], case
        await client.close()

    asyncio.run(run())


def an_interaction(client: discord.Client, kind: int) -> discord.Interaction:
    """An interaction of this type (2: a slash command, 3: a component, 5: a form) as Discord sends it."""
    data = {
        "id": "5555", "application_id": "4444", "type": kind, "token": "tok", "version": 1, "channel_id": "1111",
        "attachment_size_limit": 8388608, "data": {"custom_id": "g:1:x:0", "component_type": 2, "name": "place"},
        "user": {"id": "77", "username": "u", "discriminator": "0", "avatar": None},
    }  # fmt: skip
    return discord.Interaction(data=data, state=client._connection)  # type: ignore[arg-type]


def test_a_defer_sends_what_discord_py_sends_and_answers_the_interaction() -> None:
    async def run() -> None:
        client = a_client()
        adapter = RecordingAdapter()
        async_context.set(adapter)
        for kind in (2, 3, 5):
            for thinking in (True, False):
                theirs, ours = an_interaction(client, kind), an_interaction(client, kind)
                await theirs.response.defer(ephemeral=thinking, thinking=thinking)
                await defer(ours, thinking)
                assert adapter.calls[-1] == adapter.calls[-2], (kind, thinking)
                assert ours.response.is_done() and ours.response.type == theirs.response.type
                with pytest.raises(discord.InteractionResponded):
                    await defer(ours, thinking)
        await client.close()

    asyncio.run(run())
