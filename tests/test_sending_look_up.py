"""After a restart past the nonce window, delivery looks for a post it may have sent already (cogs/sending.py
`look_up`): it compares the message with the text exactly as it was sent, fitted and with its shortened labels in
full (presenters/labels.py), so a long screen is found and not posted twice."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from cogs.sending import Sending
from i18n import Trimmable, cat
from presenters.base import MAX_MESSAGE
from presenters.labels import with_full_labels
from presenters.screens import Control, Screen

BOT = 77
LABEL = "A label far too long for one button of Discord, so the message's text gives it in full below."


class _Channel:
    def __init__(self, messages: list[Any]) -> None:
        self.messages = messages

    async def history(self, **_: Any):  # noqa: ANN201
        for message in self.messages:
            yield message


def message(content: str, ids: list[str]) -> Any:
    row = SimpleNamespace(children=[SimpleNamespace(custom_id=i) for i in ids])
    return SimpleNamespace(author=SimpleNamespace(id=BOT), content=content, components=[row], id=len(content))


async def test_a_long_screen_sent_before_a_restart_is_found_as_it_was_sent() -> None:
    lines = Trimmable(tuple(f"Line {i} of a long reference part that gives way first." for i in range(60)))
    screen = Screen(cat(["Your decision: pick one.", lines, "If time runs out: the first."]), controls=[])
    screen.controls.append(Control("g:1:pick:0", LABEL))
    sent = with_full_labels(screen.text, screen.controls, "cs")
    assert len(sent) <= MAX_MESSAGE and sent.endswith(LABEL)
    host = SimpleNamespace(
        bot=SimpleNamespace(user=SimpleNamespace(id=BOT)), store=None, tables=None, presenter=None, renderer=None
    )
    cog = Sending(host)  # type: ignore[arg-type]
    other = message("Another post.", ["g:1:pick:0"])
    found = await cog.look_up(_Channel([other, message(sent, ["g:1:pick:0"])]), 1_800_000_000, screen, "cs")
    assert found is not None and found.content == sent
    assert await cog.look_up(_Channel([other]), 1_800_000_000, screen, "cs") is None
