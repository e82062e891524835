"""A game's renderer entry points, named once in its descriptor and checked when the descriptor is made.

A presenter asks for images by role — `board`, `private`, `result` (`presenters/screens.py` `Image.draw`) — or, for a
game's own extra pictures, by the name of a function of the game's renderer module (`render_match`). `Renderer`
maps the roles to the module's functions (Battlestar Galactica's are `board`, `panel` and `result`; the other games'
`render_board`, `render_private` and `render_scores`) and names the replay's frame. It is plain, picklable data:
worker processes receive it with each job (cogs/workers.py). This module imports neither discord nor Pillow;
`check` imports the renderer module.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

ROLES = ("board", "private", "result", "replay_frame")


class RendererError(TypeError):
    """A descriptor names a renderer module or an entry point that does not exist."""


@dataclass(frozen=True)
class Renderer:
    """The renderer module (`renderers.frame`) and the function each role calls there. `private` is None for a game
    whose private panel has no image; every other role must exist."""

    module: str
    board: str = "render_board"
    private: str | None = "render_private"
    result: str = "render_scores"
    replay_frame: str = "render_board"

    def function_name(self, draw: str) -> str | None:
        """The function that draws an image asked for as `draw` (a role, or a function name)."""
        if draw in ROLES:
            return getattr(self, draw)
        return draw

    def function(self, draw: str) -> Callable[..., bytes] | None:
        """The drawing function for `draw`, or None for a role the game leaves without an image."""
        name = self.function_name(draw)
        if name is None:
            return None
        found = getattr(importlib.import_module(self.module), name, None)
        if not callable(found):
            raise RendererError(f"{self.module} has no {name}")
        return found

    def check(self) -> None:
        """Fails loudly (RendererError) when the module or one of the entry points is missing."""
        try:
            module: Any = importlib.import_module(self.module)
        except ImportError as error:
            raise RendererError(f"renderer module {self.module} cannot be imported: {error}") from error
        for role in ROLES:
            name = getattr(self, role)
            if name is not None and not callable(getattr(module, name, None)):
                raise RendererError(f"{self.module} has no {name} (the {role} entry point)")
