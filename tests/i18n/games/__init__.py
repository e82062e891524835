"""One module per game that can be checked in every language (the issue's measure). A module defines:

- `GAME`: the game's name (its command group);
- `render_samples() -> Iterator[tuple[str, bytes]]`: every kind of image the game draws, as (what, PNG bytes), from
  views of a seeded game (called inside `use_lang(lang)`, while Pillow's text drawing is recorded);
- `async play(ctx: LanguageGame) -> None`: one whole game through the fake Discord, every move as a player makes it
  (slash commands, clicks, selects, forms): `ctx.open_table(...)` opens it in the context's language.

`tests/i18n/test_languages.py` finds the modules here and runs them for cs, sk and pl (and en as the baseline).
"""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType


def plugs() -> list[ModuleType]:
    return [importlib.import_module(f"{__name__}.{m.name}") for m in pkgutil.iter_modules(__path__)]
