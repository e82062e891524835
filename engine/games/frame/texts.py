"""Frame's texts are catalog keys (`locales/<lang>/frame.ftl`); these helpers name them by area, so code never builds
a sentence. Each returns a `Msg` (translated at the edge), except `render`, which translates now for the renderer."""

from __future__ import annotations

from typing import Any

from i18n import Msg, t

TITLE = "Frame"


def event(name: str, /, **params: Any) -> Msg:
    return Msg(f"frame-event-{name}", **params)


def error(name: str, /, **params: Any) -> Msg:
    """An IllegalMove reason."""
    return Msg(f"frame-error-{name}", **params)


def option_error(name: str, /, **params: Any) -> Msg:
    return Msg(f"frame-opterror-{name}", **params)


def option(name: str, /, **params: Any) -> Msg:
    """A lobby line of an option (or a word in it)."""
    return Msg(f"frame-option-{name}", **params)


def option_description(name: str) -> Msg:
    return Msg(f"frame-optdesc-{name}")


def tie(name: str, /, **params: Any) -> Msg:
    return Msg(f"frame-tie-{name}", **params)


def label(name: str, /, **params: Any) -> Msg:
    """Labels of legal actions and of the assist's choices."""
    return Msg(f"frame-label-{name}", **params)


def ui(name: str, /, **params: Any) -> Msg:
    """Buttons, previews, refusals and thread messages of the Discord front end."""
    return Msg(f"frame-ui-{name}", **params)


def render(name: str, /, **params: Any) -> str:
    """An image label, in the language drawing is in (`i18n.use_lang`)."""
    return t(f"frame-render-{name}", **params)


def tile_name(tile: str) -> Msg:
    """ "L tetromino" for "L4"."""
    return Msg("frame-tile", tile=tile)


def colour_name(colour: str) -> Msg:
    return Msg("frame-colour", colour=colour)


def column_name(column: str) -> Msg:
    """ "first column" for "COL1" (the nominative; `column_object` where it is what is placed)."""
    return Msg("frame-column", column=column)


def column_object(column: str) -> Msg:
    """ "first column" as the object of "place" (Czech, Slovak and Polish put it in the accusative)."""
    return Msg("frame-column-acc", column=column)


def cells_text(count: int) -> Msg:
    return Msg("frame-cells", count=count)


def spots_text(count: int) -> Msg:
    return Msg("frame-spots", count=count)
