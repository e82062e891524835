"""`/bsg orders draws:` and `draft:` as one types: lists typed one entry after another, comma-separated.

What is typed before the last comma is kept (each entry read as an id or as its name in any language); the entry being
typed is completed from the skill types (the seat's character's own types first, up to the pattern's 6 draws) or from
the characters not yet ranked. A choice shows the whole list in the reader's language and carries it as ids, which
`/bsg orders` reads back, as it reads names typed in any language (presenters/bsg_orders_ui.py `typed_ids`); `none`
clears the list. Pure: no Discord.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.bsg.data import DATA, SKILLS
from engine.games.bsg.standing import MAX_PATTERN
from i18n import Msg, tr
from presenters.bsg_orders_ui import NONE, entries, entry_id, own_skills
from presenters.discord_limits import AUTOCOMPLETE_CHOICES

if TYPE_CHECKING:
    from presenters.snapshot import Snapshot

LIMIT = 100  # Discord: a choice's name and value are at most 100 characters
CLEAR = {"draws": "bsg-orders-ui-draws-clear", "draft": "bsg-orders-ui-draft-clear"}


def completions(key: str, typed: str, order: list[str], lang: str, longest: int) -> list[tuple[str, str]]:
    """(shown, value) for the list order `key` typed so far: the entries before the last comma kept, the last one
    completed from `order` whose name in `lang` (or id) contains what is typed of it; a skill may come again, a
    character not; with nothing kept yet, `none` (clear: be asked) too."""
    ids, name = entries(key)
    *done, current = typed.split(",")
    kept = [entry_id(part, key) for part in done if part.strip()]
    out: list[tuple[str, str]] = []
    if not kept and NONE.startswith(current.strip().lower()):
        out.append((tr(Msg(CLEAR[key]), lang), NONE))
    if len(kept) < longest:
        for item in order:
            if key == "draft" and item in kept:
                continue
            if current.strip().casefold() in tr(name(item), lang).casefold() or current.strip().lower() in item:
                listed = [*kept, item]
                shown = ", ".join(tr(name(i), lang) if i in ids else i for i in listed)
                value = ", ".join(listed)
                if len(shown) <= LIMIT and len(value) <= LIMIT:
                    out.append((shown, value))
    return out[:AUTOCOMPLETE_CHOICES]


def draws_autocomplete(snap: Snapshot, seat: int, typed: str, lang: str) -> list[tuple[str, str]]:
    """The draw pattern: skill types, the seat's character's own first (a revealed Cylon or a card may draw any)."""
    first = own_skills(snap.view(None)["players"][seat]["character"])
    order = [*first, *(s for s in SKILLS if s not in first)]
    return completions("draws", typed, order, lang, MAX_PATTERN)


def draft_autocomplete(typed: str, lang: str) -> list[tuple[str, str]]:
    """The draft ranking: characters by their published names, each once."""
    return completions("draft", typed, list(DATA.characters), lang, len(DATA.characters))
