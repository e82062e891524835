"""A game's renderer entry points, named once in its descriptor and checked when the descriptor is made.

A presenter asks for images by role — `board`, `private`, `result` (`presenters/screens.py` `Image.draw`) — or, for a
game's own extra pictures, by the name of a function of the game's renderer module (`render_match`). `Renderer`
maps the roles to the module's functions (Battlestar Galactica's are `board`, `panel` and `result`; the other games'
`render_board`, `render_private` and `render_scores`) and names the replay's frame. It is plain, picklable data:
worker processes receive it with each job (cogs/workers.py). This module imports neither discord nor Pillow, and
neither does `check`: it reads the renderer module's source (the names its top level binds), so the bot's start checks
every entry point without importing Pillow and the drawing code (they are imported when the first image is drawn).
`check_imported` imports the module and checks the functions themselves (tests, `python bot.py check`).
"""

from __future__ import annotations

import importlib
import importlib.util
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
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

    def entry_points(self) -> list[tuple[str, str]]:
        """(role, function name) of every entry point the game has."""
        return [(role, getattr(self, role)) for role in ROLES if getattr(self, role) is not None]

    def check(self) -> None:
        """Fails loudly (RendererError) when the module or one of the entry points is missing, without importing the
        module: an entry point must be a name its top level binds (a function, an import, an assignment)."""
        bound = top_level_names(self.module)
        for role, name in self.entry_points():
            if name not in bound:
                raise RendererError(f"{self.module} has no {name} (the {role} entry point)")

    def check_imported(self) -> None:
        """`check`, and more: the module imports and every entry point is a function."""
        self.check()
        try:
            module: Any = importlib.import_module(self.module)
        except ImportError as error:
            raise RendererError(f"renderer module {self.module} cannot be imported: {error}") from error
        for role, name in self.entry_points():
            if not callable(getattr(module, name, None)):
                raise RendererError(f"{self.module} has no {name} (the {role} entry point)")


# statements at the start of a line (the module's top level): a definition, an assignment, an import
_DEFINED = re.compile(r"^(?:async\s+def|def|class)\s+(\w+)|^(\w+(?:\s*,\s*\w+)*)\s*(?::[^=\n]*)?=(?!=)", re.M)
_IMPORTED = re.compile(r"^(?:from\s+[\w.]+\s+)?import\s+(\([^)]*\)|[^\n]*)", re.M)


def top_level_names(module: str) -> set[str]:
    """The names a module's top level binds, read from its source by the statements that start a line (the module
    itself is not imported, nor parsed: a scan of its text costs far less than importing Pillow; its parent
    packages are imported)."""
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError) as error:
        raise RendererError(f"renderer module {module} cannot be found: {error}") from error
    if spec is None or spec.loader is None or not spec.origin:
        raise RendererError(f"renderer module {module} cannot be found")
    try:  # the file itself: a loader may not read sources (pytest's assertion rewriter, for the toy renderer)
        get_source = getattr(spec.loader, "get_source", None)
        if spec.origin.endswith(".py"):
            source = Path(spec.origin).read_text(encoding="utf-8")
        else:
            source = get_source(module) if get_source else None
    except (ImportError, OSError, UnicodeDecodeError) as error:
        raise RendererError(f"renderer module {module} cannot be read: {error}") from error
    if source is None:
        raise RendererError(f"renderer module {module} has no source to check")
    found = _DEFINED.findall(source)
    names = {name.strip() for defined, assigned in found for name in (defined or assigned).split(",")}
    for imported in _IMPORTED.findall(source):
        for alias in imported.strip("()").split(","):
            words = alias.split("#")[0].split()
            if words:
                names.add(words[-1] if len(words) == 3 and words[1] == "as" else words[0].split(".")[0])
    return names
