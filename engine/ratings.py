"""Results and ratings per server: every finished game between people updates each player's rating in that game
(openskill's Plackett–Luce model) in the finishing move's own transaction, so a result counts exactly once.

What counts (a decision, documented in README.md):
- only finished games: an abandoned game never reaches `record_result`;
- only the seats held by people: bot players are left out of the ranking (a bot has no rating to win or lose), and
  the people are ranked among themselves in the game's order; a result with fewer than two people (one person
  against bots) is a bot-only result and counts for nothing — neither games, wins nor rating;
- a seat a bot stood in for (an absent player) is still its person's seat: the result is theirs;
- free-for-all: each group of `Result.ranking` is a shared place; team games (a result whose details carry
  `teams`, as Battlestar Galactica's Cylons vs humans) rate each ranking group as one team;
- a player who resigned a game that went on with a bot in their seat (BSG: `record.resigned`) has lost, whatever
  their seat's team achieved: in a team game they are rated as one more member of the losing side (a team result
  with people on one side only: as a side of their own behind it), in a free-for-all as placed last; only their own
  rating takes that into account. Everyone else is rated among themselves as if that seat had been a bot's from
  the start (a resignation is nobody's win). With no other person at the end, the resignation counts for nothing,
  like any result without two people.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from openskill.models import PlackettLuce

from engine.core import Result

if TYPE_CHECKING:
    from engine.store import Store

MODEL = PlackettLuce()
LEADERBOARD_SIZE = 10


def is_person(user_id: int) -> bool:
    """People sit under Discord's (positive) ids; bots under negative ones (engine.tables.is_bot)."""
    return user_id > 0


@dataclass(frozen=True)
class Standing:
    """One person's counted result: their place among the people (0 best) and whether they won."""

    user_id: int
    seat: int
    place: int
    won: bool


def people_groups(seats: list[int], result: Result) -> list[list[Standing]]:
    """The people at the end of a finished game, grouped by place (best first), whether or not that counts."""
    groups: list[list[Standing]] = []
    winners = set(result.winners)
    for group in result.ranking:
        people = [Standing(seats[s], s, len(groups), s in winners) for s in group if is_person(seats[s])]
        if people:
            groups.append(people)
    return groups


def standings(seats: list[int], result: Result) -> list[list[Standing]]:
    """The people of a finished game, grouped by place (best first); empty when the result does not count."""
    groups = people_groups(seats, result)
    if sum(len(g) for g in groups) < 2:
        return []
    if is_team_result(result) and len(groups) < 2:
        return []  # every person on one side (against bots only)
    return groups


def is_team_result(result: Result) -> bool:
    return bool(result.details.get("teams"))


def joins_the_losers(groups: list[list[Standing]], team: bool) -> bool:
    """Whether resigners are rated as members of the last (losing) side, rather than placed behind everyone."""
    return team and len(groups) >= 2


def leavers(resigned: dict[int, int] | None, groups: list[list[Standing]], team: bool) -> list[Standing]:
    """The people who resigned (seat → user), lost, at the losers' place (see the module's text); none without
    another person at the end."""
    if not resigned or not groups:
        return []
    place = len(groups) - 1 if joins_the_losers(groups, team) else len(groups)
    return [Standing(user, seat, place, False) for seat, user in sorted(resigned.items()) if is_person(user)]


def rated(
    groups: list[list[Standing]], team: bool, current: dict[int, tuple[float, float]], last: Sequence[Standing] = ()
) -> dict[int, Any]:
    """New ratings (user → openskill rating) from the current (mu, sigma) of each person (absent: a newcomer).
    `last`: people who lost by resigning — members of the last side of a team game, else placed behind everyone."""

    def rating(user: int) -> Any:
        mu, sigma = current.get(user, (None, None))
        return MODEL.rating(mu=mu, sigma=sigma)

    if team:
        teams = [[rating(s.user_id) for s in group] for group in groups]
        ranks = list(range(len(groups)))
        users = [[s.user_id for s in group] for group in groups]
    else:
        teams, ranks, users = [], [], []
        for place, group in enumerate(groups):
            for s in group:
                teams.append([rating(s.user_id)])
                ranks.append(place)
                users.append([s.user_id])
    if last and joins_the_losers(groups, team):
        teams[-1] = teams[-1] + [rating(s.user_id) for s in last]
        users[-1] = users[-1] + [s.user_id for s in last]
    elif last and team:  # people on one side only: the resigners are a side of their own behind it
        teams.append([rating(s.user_id) for s in last])
        ranks.append(len(groups))
        users.append([s.user_id for s in last])
    else:
        for s in last:  # free-for-all: tied last
            teams.append([rating(s.user_id)])
            ranks.append(len(groups))
            users.append([s.user_id])
    new = MODEL.rate(teams, ranks=ranks)
    return {user: r for team_users, team_ratings in zip(users, new) for user, r in zip(team_users, team_ratings)}


def record_result(
    conn: Store,
    table_id: int,
    guild_id: int,
    kind: str,
    seats: list[int],
    names: dict[str, str],
    result: Result,
    now: float,
    resigned: dict[int, int] | None = None,
    lock: str = "",
) -> bool:
    """Store a finished game's counted results and update the ratings (call inside the move's transaction).
    `resigned` {seat: user}: people who left the game to a bot (a loss each, see the module's text). False when
    the result does not count or was recorded before (the same table never counts twice). The rating rows are
    read and written in user-id order, read under `lock` (the store's `for_update()`: PostgreSQL's `FOR UPDATE`),
    so two games ending at once in two processes never deadlock nor update from a stale rating."""
    groups = standings(seats, result)
    everyone = people_groups(seats, result)
    team = is_team_result(result)
    gone = [s for s in leavers(resigned, everyone, team) if s.user_id not in seats]  # not back in another seat
    if not groups and not gone:
        return False
    if conn.execute("SELECT 1 FROM game_results WHERE table_id = ? LIMIT 1", [table_id]).fetchone():
        return False
    people = [s for group in groups for s in group] + gone
    marks = ",".join("?" for _ in people)
    current = {
        row[0]: (row[1], row[2])
        for row in conn.execute(
            f"SELECT user_id, mu, sigma FROM ratings WHERE guild_id = ? AND kind = ? AND user_id IN ({marks}) "
            f"ORDER BY user_id {lock}",
            [guild_id, kind, *(s.user_id for s in people)],
        )
    }
    new = rated(groups, team, current) if groups else {}
    if gone:  # only the resigners' own ratings see them lose
        behind = rated(everyone, team, current, last=gone)
        new.update({s.user_id: behind[s.user_id] for s in gone})
    conn.executemany(
        "INSERT INTO game_results (table_id, user_id, guild_id, kind, seat, place, won, at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(table_id, s.user_id, guild_id, kind, s.seat, s.place, int(s.won), now) for s in people],
    )
    conn.executemany(
        "INSERT INTO ratings (guild_id, kind, user_id, mu, sigma, ordinal, games, wins, name, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?) ON CONFLICT(guild_id, kind, user_id) DO UPDATE SET "
        "mu = excluded.mu, sigma = excluded.sigma, ordinal = excluded.ordinal, games = ratings.games + 1, "
        "wins = ratings.wins + excluded.wins, name = coalesce(excluded.name, ratings.name), "
        "updated_at = excluded.updated_at",
        [
            (guild_id, kind, s.user_id, new[s.user_id].mu, new[s.user_id].sigma, new[s.user_id].ordinal(),
             int(s.won), names.get(str(s.user_id)) or None, now)
            for s in sorted(people, key=lambda s: s.user_id)
        ],
    )  # fmt: skip
    return True


# -- queries ------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class GameStats:
    kind: str
    games: int
    wins: int
    rating: float | None  # the displayed rating (mu − 3 sigma), None before a counted game


@dataclass(frozen=True)
class PlayerStats:
    games: int
    wins: int
    by_game: list[GameStats]


def player_stats(conn: Store, guild_id: int, user_id: int) -> PlayerStats:
    """A person's counted games and wins in this server, in total and by game, with their current ratings."""
    by_kind = {
        row[0]: (row[1], row[2])
        for row in conn.execute(
            "SELECT kind, COUNT(*), SUM(won) FROM game_results WHERE guild_id = ? AND user_id = ? GROUP BY kind",
            [guild_id, user_id],
        )
    }
    marks = ",".join("?" for _ in by_kind)
    ratings = {  # through the primary key (guild, kind, user): one look-up per game played
        row[0]: row[1]
        for row in conn.execute(
            f"SELECT kind, ordinal FROM ratings WHERE guild_id = ? AND kind IN ({marks}) AND user_id = ?",
            [guild_id, *by_kind, user_id],
        )
    }
    by_game = [GameStats(k, g, int(w or 0), ratings.get(k)) for k, (g, w) in sorted(by_kind.items())]
    return PlayerStats(sum(s.games for s in by_game), sum(s.wins for s in by_game), by_game)


@dataclass(frozen=True)
class BoardRow:
    rank: int
    user_id: int
    name: str
    rating: float
    games: int
    wins: int


def leaderboard(conn: Store, guild_id: int, kind: str, size: int = LEADERBOARD_SIZE) -> list[BoardRow]:
    """The best rated people of a game in this server (one indexed range read)."""
    rows = conn.execute(
        "SELECT user_id, name, ordinal, games, wins FROM ratings WHERE guild_id = ? AND kind = ? "
        "ORDER BY ordinal DESC, games DESC, user_id LIMIT ?",
        [guild_id, kind, size],
    )
    return [BoardRow(i + 1, r[0], r[1] or "", r[2], r[3], r[4]) for i, r in enumerate(rows)]
