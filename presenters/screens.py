"""Plain data a cog delivers: controls (buttons, selects), image requests, screens, and a presenter's answers.

Nothing here knows Discord or Pillow; `cogs/delivery.py` turns these into messages, components and files.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from i18n import Text

STYLES = ("primary", "secondary", "success", "danger")


@dataclass(frozen=True)
class Choice:
    """One option of a select menu."""

    label: Text
    value: str
    description: Text | None = None
    default: bool = False


@dataclass(frozen=True)
class Control:
    """A button, or a select menu when `choices` is set. `id` comes from `presenters.controls.encode`."""

    id: str
    label: Text = ""
    style: str = "secondary"
    disabled: bool = False
    row: int | None = None
    choices: tuple[Choice, ...] | None = None
    placeholder: Text | None = None
    min_values: int = 1
    max_values: int = 1

    @property
    def is_select(self) -> bool:
        return self.choices is not None


@dataclass(frozen=True)
class Image:
    """A picture to draw, called as draw(view, names, *args): `draw` is a role of the game's renderer entry points
    (`board`, `private`, `result`; the descriptor maps them, cogs/drawings.py) or a function of its renderer module."""

    draw: str
    view: dict[str, Any]
    filename: str
    args: tuple[Any, ...] = ()


@dataclass(frozen=True)
class Embed:
    title: Text
    description: Text
    footer: Text = ""
    colour: str = "gold"
    fields: tuple[tuple[Text, Text], ...] = ()  # (name, value) pairs under the description, each shown whole


@dataclass
class Screen:
    """One message: text, images, controls (and an embed: a lobby, a card in full). A thread post that `rewrites`
    an earlier message (its id, or its stored row {"row": id}) is an edit of it in place (a living post), not a new
    post."""

    text: Text = ""
    images: list[Image] = field(default_factory=list)
    controls: list[Control] = field(default_factory=list)
    embed: Embed | None = None
    rewrites: Any = None

    @property
    def empty(self) -> bool:
        return not (self.text or self.images or self.controls or self.embed)


@dataclass(frozen=True)
class Form:
    """A small form (a Discord modal): one text field; its submission comes back as the control `id`."""

    id: str
    title: Text
    label: Text
    placeholder: Text = ""
    max_length: int = 40
    field_id: str = "value"  # the text field's own id inside the form


# -- a presenter's answer to a click or a command ------------------------------------------------------------------
@dataclass
class Act:
    """Play `action` for the clicking player. Afterwards `after(outcome)` may give a text that replaces the clicked
    private message (`edit=True`) or is sent as a private note (`edit=False`); None leaves it alone."""

    action: dict[str, Any]
    after: Callable[[Any], Text | None] | None = None
    then: tuple[dict[str, Any], ...] = ()  # more actions of the same player, played one after another in the same
    # interaction (each its own move, validated when played); the first refused one and the rest are not played
    edit: bool = True
    clear: bool = True  # take the buttons off the clicked message after the move
    clear_images: bool = False  # and its images, when `after` rewrites it
    keep_controls: bool = False  # `after` rewrites only the text (the controls stay usable)
    private_only: bool = False  # `after` applies only to a private (ephemeral) clicked message; a public one
    # (a thread message) is left as it is, apart from `clear`


@dataclass
class Show:
    """Show a screen privately: edit the clicked message (`edit=True`) or send a new private message."""

    screen: Screen
    edit: bool = False
    replace_images: bool = False  # an edit also replaces the images (removing them when the screen has none)


@dataclass
class Refuse:
    """A short private answer; nothing changed."""

    text: Text


@dataclass
class OpenForm:
    form: Form


Answer = Act | Show | Refuse | OpenForm


# -- screens as stored data (the outbox keeps what a move must send, exactly as the presenter built it) -----------
def screen_to_json(screen: Screen) -> dict[str, Any]:
    """A screen as plain JSON (its image requests keep their views: the pixels are drawn again from them)."""
    return {
        "text": screen.text,
        "images": [
            {"draw": i.draw, "view": i.view, "filename": i.filename, "args": list(i.args)} for i in screen.images
        ],
        "controls": [_control_json(c) for c in screen.controls],
        "embed": None if screen.embed is None else vars(screen.embed).copy(),
    }


def _control_json(control: Control) -> dict[str, Any]:
    data = {k: v for k, v in vars(control).items() if k != "choices"}
    data["choices"] = None if control.choices is None else [vars(c).copy() for c in control.choices]
    return data


def screen_from_json(data: dict[str, Any]) -> Screen:
    controls = []
    for c in data.get("controls", []):
        choices = c.get("choices")
        fields = {k: v for k, v in c.items() if k != "choices"}
        controls.append(Control(**fields, choices=None if choices is None else tuple(Choice(**x) for x in choices)))
    images = [Image(i["draw"], i["view"], i["filename"], tuple(i.get("args", ()))) for i in data.get("images", [])]
    embed = data.get("embed")
    if embed:
        embed = {**embed, "fields": tuple((name, value) for name, value in embed.get("fields", ()))}
    return Screen(data.get("text", ""), images, controls, Embed(**embed) if embed else None)
