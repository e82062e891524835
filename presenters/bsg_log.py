"""`/bsg log`: the public record of a Battlestar Galactica game, paged from the newest and filtered (issue 24 part 3).
Pages are cut between lines, never inside one, by the length of the lines as the reader will read them (the caller
renders them in the reader's language). Pure: texts as message keys, no Discord."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core import Event, Game
from i18n import Msg, Text, cat
from presenters.bsg_folds import verdict_after

PAGE_CHARS = 1800  # a page stays inside one Discord message (2,000) with its title
# `only:` — which events each filter keeps ("turn" lines are kept as headers of the turns that match)
FILTERS: dict[str, frozenset[str]] = {
    "checks": frozenset(
        {
            "check_started",
            "contributed",
            "contributed_face_up",
            "destiny_face_up",
            "check_revealed",
            "check_result",
            "difficulty_changed",
            "skill_played",
            "skill_withdrawn",
            "ability_used",
        }
    ),
    "choices": frozenset(
        {
            "chose",
            "declined",
            "picked",
            "eo_mode",
            "executive_order",
            "quorum_played",
            "destination",
            "crisis_discarded",
            "super_crisis_discarded",
            "loyalty_given",
            "revealed",
        }
    ),
    "actions": frozenset(
        {
            "moved",
            "sent",
            "activated",
            "no_action",
            "skill_played",
            "ability_used",
            "launched_self",
            "quorum_played",
            "executive_order",
            "nuke_launched",
            "revealed",
        }
    ),
}


@dataclass(frozen=True)
class LogPage:
    number: int  # 1 = the newest
    pages: int
    lines: list[str]


def wanted(event: dict[str, Any], only: str | None, seat: int | None) -> bool:
    if only is not None and event["kind"] not in FILTERS[only]:
        return False
    return seat is None or event["params"].get("seat") == seat


def log_lines(
    game: Game, history: list[dict[str, Any]], names: list[str], only: str | None = None, seat: int | None = None
) -> list[Text]:
    """The public events as lines, oldest first; with a filter, each turn that has a matching event keeps its
    "turn" line as a header."""
    lines: list[Text] = []
    header: Text | None = None
    shown: Event | None = None  # the event of the line before
    revealed: Event | None = None  # the check whose reveal is shown, until its result
    for event in history:
        now = verdict_after(shown, Event(event["kind"], event["params"], None), revealed)
        if now.kind in ("check_started", "check_result"):
            revealed = None
        text = game.describe(now, names)
        if not text:
            continue
        if event["kind"] == "turn" and (only is not None or seat is not None):
            header = text
            continue
        if not wanted(event, only, seat):
            continue
        shown = now
        revealed = now if now.kind == "check_revealed" else revealed
        if header is not None:
            lines.append(header)
            header = None
        lines.append(text)
    return lines


def pages_from_newest(lines: list[str], budget: int = PAGE_CHARS) -> list[list[str]]:
    """Whole lines into pages of at most `budget` characters, the newest page first, each page oldest line first.
    A line longer than the budget is a page of its own (it is never cut)."""
    pages: list[list[str]] = []
    page: list[str] = []
    size = 0
    for line in reversed(lines):
        if page and size + len(line) + 1 > budget:
            pages.append(page[::-1])
            page, size = [], 0
        page.append(line)
        size += len(line) + 1
    if page:
        pages.append(page[::-1])
    return pages


def log_answer(
    lines: list[Text], page: int, render: Callable[[Text], str], only: str | None = None, player: Text | None = None
) -> tuple[Text, bool]:
    """The answer to `/bsg log page:`: (page `page` with its title, True), or (a short refusal, False) for a page
    that does not exist. `render` puts a line in the reader's language (pages are measured as they will be read)."""
    pages = pages_from_newest([render(line) for line in lines]) or [[]]
    if not 1 <= page <= len(pages):
        return page_out_of_range(page, len(pages)), False
    shown = LogPage(page, len(pages), pages[page - 1])
    return log_text(shown, only, player), True


def log_title(page: LogPage, only: str | None, player: Text | None) -> Text:
    """ "Public log, page 1 of 3 (1 = newest) · only skill checks · Ann"."""
    parts: list[Text] = [Msg("bsg-log-title", page=page.number, pages=page.pages)]
    if only is not None:
        parts.append(Msg("bsg-log-only", only=only))
    if player is not None:
        parts.append(player)
    return cat(parts, " · ")


def page_out_of_range(page: int, pages: int) -> Msg:
    return Msg("bsg-log-no-page", page=page, pages=pages)


def unknown_player(name: str, names: list[str]) -> Msg:
    return Msg("bsg-log-no-player", name=name, names=", ".join(names))


def seat_named(name: str, names: list[str]) -> int | None:
    """The seat whose name is `name` (case-insensitive; a unique prefix will do)."""
    folded = name.strip().casefold()
    exact = [i for i, n in enumerate(names) if n.casefold() == folded]
    if exact:
        return exact[0]
    starts = [i for i, n in enumerate(names) if folded and n.casefold().startswith(folded)]
    return starts[0] if len(starts) == 1 else None


def log_text(page: LogPage, only: str | None, player: Text | None) -> Text:
    body: Text = cat(page.lines) if page.lines else Msg("bsg-ui-log-empty")
    return cat([log_title(page, only, player), body])
