"""Screens of the shared long-game features: the log pages, the move-list file, following, rematch, stats and the
leaderboard — for every game. Plain data only (texts as message keys); the cogs deliver them."""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any

from engine.core import Game
from engine.history import Logged, MoveRecord
from engine.ratings import BoardRow, PlayerStats
from engine.store import TableRow
from engine.tables import FINISHED
from i18n import Msg, Text, cat
from presenters.base import link, mention, title_of, who
from presenters.controls import encode, fields, number
from presenters.screens import Control, Image, Screen

PAGE_SIZE = 12  # log lines per page (a page stays well inside one Discord message)
LOG, MOVES, REPLAY, REMATCH = "log", "moves", "replay", "rematch"
HISTORY_VERBS = (LOG, MOVES, REPLAY, REMATCH)  # verbs the history cog answers for anyone in the server
STAND_IN_IDS = -1000  # a bot standing in for a seat plays as -1000 - seat (engine/tables.py: act_as_bot)


@dataclass(frozen=True)
class Page:
    number: int  # 1-based
    pages: int
    lines: list[Text]


def paginate(lines: list[Text], page: int | None, size: int = PAGE_SIZE) -> Page:
    """One page of `lines` (None: the newest page); raises ValueError for a page that does not exist."""
    pages = max(1, -(-len(lines) // size))
    number = pages if page is None else page
    if not 1 <= number <= pages:
        raise ValueError(number)
    return Page(number, pages, lines[(number - 1) * size : number * size])


def log_lines(game: Game, entries: list[Logged], names: list[str]) -> list[Text]:
    """The log as lines ("#12 · what happened"); events the game does not put in words are left out."""
    lines: list[Text] = []
    for entry in entries:
        text = game.describe(entry.event, names)
        if not text:
            continue
        key = "shared-log-line" if entry.event.public else "shared-log-line-private"
        lines.append(Msg(key, move=str(entry.move), text=text))
    return lines


def log_screen(game: Game, table: TableRow, page: Page) -> Screen:
    """A page of the log with buttons to page through it (and, once the game is over, the file and the replay).
    A button's argument is its page ("3"; the first and newest page buttons add ".end", so no two ids repeat)."""
    head = Msg("shared-log-title", title=title_of(game), id=str(table.id), page=page.number, pages=page.pages)
    body = cat(page.lines) if page.lines else Msg("shared-log-empty")
    tid = table.id
    controls = [
        Control(encode("g", tid, LOG, "1.end"), Msg("shared-log-first"), disabled=page.number == 1, row=0),
        Control(encode("g", tid, LOG, str(page.number - 1)), "◀", disabled=page.number == 1, row=0),
        Control(encode("g", tid, LOG, str(page.number + 1)), "▶", disabled=page.number == page.pages, row=0),
        Control(encode("g", tid, LOG, f"{page.pages}.end"), Msg("shared-log-last"), disabled=page.number == page.pages,
                row=0),
    ]  # fmt: skip
    if table.status == FINISHED:
        controls += [
            Control(encode("g", tid, MOVES), Msg("shared-log-button-moves"), row=1),
            Control(encode("g", tid, REPLAY), Msg("shared-log-button-replay"), row=1),
        ]
    return Screen(cat([head, body]), controls=controls)


def page_of(arg: str) -> int | None:
    """The page a log button shows (None for a malformed argument: the newest page)."""
    page = number(fields(arg, 1)[0])
    return page if page is not None and page >= 0 else None


def move_list(game: Game, table: TableRow, records: list[MoveRecord], names: list[str], result: Text) -> list[Text]:
    """The lines of the move-list file: a heading, the players, every move with its time (UTC), the result."""
    players = [Msg("shared-moves-seat", number=i + 1, name=names[i]) for i in range(len(names))]
    lines: list[Text] = [
        Msg("shared-moves-title", title=title_of(game), id=str(table.id)),
        Msg("shared-moves-players", players=cat(players, ", ")),
        "",
    ]
    for record in records:
        at = datetime.datetime.fromtimestamp(record.at, datetime.UTC).strftime("%Y-%m-%d %H:%M")
        player = names[record.seat] if record.seat < len(names) else str(record.seat + 1)
        key = "shared-moves-line"
        if record.user_id == 0:
            key = "shared-moves-line-clock"
        elif record.user_id <= STAND_IN_IDS:
            key = "shared-moves-line-stand-in"
        lines.append(Msg(key, number=str(record.number), player=player, action=record.label, time=at))
    lines += ["", result]
    return lines


def move_list_name(table: TableRow) -> str:
    return f"{table.kind}-{table.id}-moves.txt"


def replay_name(table: TableRow) -> str:
    return f"{table.kind}-{table.id}-replay.gif"


def replay_text(game: Game, table: TableRow, frames: int) -> Text:
    return Msg("shared-replay-text", title=title_of(game), id=str(table.id), frames=frames)


# -- rematch ---------------------------------------------------------------------------------------------------
def rematch_control(table_id: int) -> Control:
    return Control(encode("g", table_id, REMATCH), Msg("shared-button-rematch"), style="success")


def with_rematch(screens: list[Screen], table_id: int) -> list[Screen]:
    """The final posts of a finished game: the last one (the result) offers a Rematch button."""
    if screens:
        screens[-1].controls = [*screens[-1].controls, rematch_control(table_id)]
    return screens


def rematch_options(table: TableRow) -> dict[str, Any]:
    """A new lobby's options: the finished table's, with as many bots as sat at it."""
    bots = sum(1 for u in table.seats if u < 0)
    return {**table.options, "bots": bots}


def rematch_opened(table: TableRow, new_id: int, user_id: int) -> Text:
    return Msg("shared-rematch-opened", user=mention(user_id), id=str(new_id), old=str(table.id))


def rematch_joined(user_id: int, new_id: int, missing: list[Text]) -> Text:
    if not missing:
        return Msg("shared-rematch-all-back", user=mention(user_id), id=str(new_id))
    return Msg("shared-rematch-joined", user=mention(user_id), id=str(new_id), missing=cat(missing, ", "))


def rematch_you_joined(new: TableRow) -> Text:
    return Msg("shared-rematch-you-joined", id=str(new.id), link=link(new))


def rematch_missing(old: TableRow, new: TableRow) -> list[Text]:
    """The people of the finished game who have not pressed Rematch yet."""
    return [who(old, u) for u in old.seats if u > 0 and u not in new.players]


# -- spectators ------------------------------------------------------------------------------------------------
def followed(game: Game, table: TableRow, mode: str, before: str | None) -> Text:
    key = "shared-follow-dm" if mode == "dm" else "shared-follow-thread"
    if before == mode:
        key = "shared-follow-already"
    return Msg(key, title=title_of(game), id=str(table.id), link=f"<#{table.home_channel}>")


def unfollowed(game: Game, table: TableRow) -> Text:
    return Msg("shared-unfollowed", title=title_of(game), id=str(table.id))


def follow_welcome(game: Game, table: TableRow, board: Screen) -> Screen:
    """The first DM to a spectator: what they follow, and the public board as it is now (no controls)."""
    head = Msg("shared-follow-welcome", title=title_of(game), id=str(table.id))
    return Screen(cat([head, board.text]), list(board.images))


def spectator_copy(screen: Screen) -> Screen:
    """A thread post as a spectator receives it by DM: the same public text and images, no controls."""
    return Screen(screen.text, list(screen.images), [], screen.embed)


# -- stats and the leaderboard ---------------------------------------------------------------------------------
def stats_text(user_id: int, stats: PlayerStats, titles: dict[str, Text]) -> Text:
    if not stats.games:
        return Msg("shared-stats-none", user=mention(user_id))
    lines: list[Text] = [Msg("shared-stats-head", user=mention(user_id), games=stats.games, wins=stats.wins)]
    for s in stats.by_game:
        title = titles.get(s.kind, s.kind)
        if s.rating is None:
            lines.append(Msg("shared-stats-line-unrated", title=title, games=s.games, wins=s.wins))
        else:
            rating = round(s.rating, 1)
            lines.append(Msg("shared-stats-line", title=title, games=s.games, wins=s.wins, rating=rating))
    return cat(lines)


def leaderboard_view(kind: str, rows: list[BoardRow]) -> dict[str, Any]:
    """What the leaderboard image shows (a plain view: the renderer translates its labels)."""
    return {
        "game": kind,
        "rows": [
            {"rank": r.rank, "name": r.name or str(r.user_id), "rating": round(r.rating, 1), "games": r.games,
             "wins": r.wins}
            for r in rows
        ],
    }  # fmt: skip


def leaderboard_screen(game: Game, rows: list[BoardRow]) -> Screen:
    text = Msg("shared-leaderboard-text", title=title_of(game), count=len(rows))
    image = Image("render_leaderboard", leaderboard_view(game.name, rows), f"{game.name}-leaderboard.png")
    return Screen(text, [image])
