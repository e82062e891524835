"""History (log visibility per seat, pagination, move list, replay frames), spectators and ratings (issue 15
items 4–7), on the real games through `Tables` and an in-memory store."""

from __future__ import annotations

import random

import pytest

from engine.core import Event, Result, derive_rng, json_round_trip
from engine.history import (
    MAX_FRAMES,
    Logged,
    MoveRecord,
    events_log,
    move_records,
    round_views,
    sample,
    seen_by,
    visible,
)
from engine.randomplayer import random_step
from engine.ratings import leaderboard, player_stats, record_result, standings
from engine.registry import get_game
from engine.spectators import DM, THREAD, follow, followers, following, unfollow
from engine.store import Store
from engine.tables import ABANDONED, FINISHED, Tables, game_options
from i18n import tr
from presenters.history import log_lines, move_list, paginate, rematch_options

GUILD = 7


def setup_state(table):
    game = get_game(table.kind)
    return game.setup(len(table.seats), game_options(game, table.options), derive_rng(table.seed, 0))


PEOPLE = [101, 102, 103]


@pytest.fixture
def tables(tmp_path) -> Tables:
    return Tables(Store(tmp_path / "t.db"))


def started(tables: Tables, kind: str, users: list[int], **options) -> int:
    table = tables.create(kind, GUILD, 10, users[0], {"seat_order": "join", **options}, host_name="P101")
    for user in users[1:]:
        tables.join(table.id, user, f"P{user}")
    tables.start(table.id, users[0])
    return table.id


def play_out(tables: Tables, table_id: int, seed: str, max_moves: int = 3000) -> dict[int, list[Event]]:
    """Random legal moves through `Tables.act` until the end; returns each seat's private events as received."""
    chooser = random.Random(seed)
    received: dict[int, list[Event]] = {}
    for _ in range(max_moves):
        table = tables.get(table_id)
        if table.status != "playing":
            break
        game = get_game(table.kind)
        seat, action = random_step(game, table.state, chooser)
        outcome = tables.act(table_id, table.seats[seat], action)
        for event in outcome.events:
            for s in event.to or ():
                received.setdefault(s, []).append(event)
    return received


# -- the log: what each reader may see ------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["envyra", "hieroglyphs", "cardline", "frame"])
def test_a_seat_sees_public_events_and_its_own_private_ones_never_another_seats(tables: Tables, kind: str) -> None:
    users = PEOPLE[: max(2, min(3, get_game(kind).max_players))]
    table_id = started(tables, kind, users)
    received = play_out(tables, table_id, f"{kind}-history", max_moves=120)
    table = tables.get(table_id)
    log = events_log(table, tables.store.moves(table_id))
    start = [Event(e.kind, e.params, e.to) for e in get_game(kind).start_events(setup_state(table))]
    for seat in range(len(users)):
        mine = seen_by(log, seat)
        assert all(e.event.to is None or seat in e.event.to for e in mine)
        private = [e.event for e in mine if e.event.to is not None]
        own_start = [e for e in start if e.to is not None and seat in e.to]
        assert [e.to_json() for e in private] == [e.to_json() for e in own_start + received.get(seat, [])]
    spectator = seen_by(log, None)
    assert all(e.event.public for e in spectator)
    assert [e.event.to_json() for e in spectator] == [e.event.to_json() for e in log if e.event.public]
    if kind == "envyra":  # a game with secrets: the log really holds private events, for each seat apart
        assert any(not e.event.public for e in log)


def test_non_interference_another_seats_secrets_do_not_change_my_log(tables: Tables) -> None:
    """Two games that differ only in seat 1's private events give seat 0 the very same log lines."""
    event_public = Event("picked", {"seat": 0})
    log_a = [Logged(1, event_public), Logged(1, Event("your_pick", {"n": 1}, (1,)))]
    log_b = [Logged(1, event_public), Logged(1, Event("your_pick", {"n": 3}, (1,))), Logged(2, Event("x", {}, (1, 2)))]
    assert seen_by(log_a, 0) == seen_by(log_b, 0) == [Logged(1, event_public)]
    assert seen_by(log_a, None) == seen_by(log_b, None)
    assert visible(Event("x", {}, (0, 2)), 0) and not visible(Event("x", {}, (1, 2)), 0)
    assert not visible(Event("x", {}, (0,)), None)


def test_pagination_defaults_to_the_newest_page_and_refuses_pages_that_do_not_exist() -> None:
    lines = [f"line {i}" for i in range(25)]
    assert paginate(lines, None, 12).number == 3 and paginate(lines, None, 12).lines == ["line 24"]
    assert paginate(lines, 1, 12).lines == lines[:12] and paginate(lines, 2, 12).pages == 3
    for bad in (0, 4, -1):
        with pytest.raises(ValueError):
            paginate(lines, bad, 12)
    empty = paginate([], None, 12)
    assert (empty.number, empty.pages, empty.lines) == (1, 1, [])


def test_log_lines_put_every_event_in_words(tables: Tables) -> None:
    table_id = started(tables, "envyra", PEOPLE)
    play_out(tables, table_id, "envyra-words", max_moves=30)
    table = tables.get(table_id)
    log = seen_by(events_log(table, tables.store.moves(table_id)), 0)
    lines = log_lines(get_game("envyra"), log, ["A", "B", "C"])
    assert lines and all(tr(line, lang) and "…" not in tr(line, lang) for line in lines for lang in ("en", "cs"))


# -- the move list and the replay -----------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["envyra", "hieroglyphs", "cardline", "frame"])
def test_finished_game_move_list_and_replay_frames(tables: Tables, kind: str) -> None:
    table_id = started(tables, kind, PEOPLE[:2])
    play_out(tables, table_id, f"{kind}-replay")
    table = tables.get(table_id)
    assert table.status == FINISHED
    moves = tables.store.moves(table_id)
    records = move_records(table, moves, ["A", "B"])
    assert [r.number for r in records] == [m["seq"] for m in moves]
    assert all(tr(r.label, "en") for r in records)
    game = get_game(kind)
    views = round_views(table, moves)
    assert 2 <= len(views) <= MAX_FRAMES
    assert views[-1] == json_round_trip(game.view(table.state, None))  # the final board, public view
    assert views[0] == json_round_trip(game.view(setup_state(table), None))  # the first board
    assert len(views) < len(moves) + 1 or len(moves) < 4  # rounds, not every move


def test_sample_keeps_first_and_last() -> None:
    items = list(range(100))
    kept = sample(items, 10)
    assert len(kept) == 10 and kept[0] == 0 and kept[-1] == 99 and kept == sorted(kept)
    assert sample(items[:5], 10) == items[:5]


# -- spectators -----------------------------------------------------------------------------------------------------
def test_follow_switch_and_unfollow(tables: Tables) -> None:
    store = tables.store
    assert follow(store, 1, 500, THREAD) is None
    assert follow(store, 1, 500, DM) == THREAD and following(store.conn, 1, 500) == DM
    follow(store, 1, 501, THREAD)
    assert followers(store.conn, 1, DM) == [500] and followers(store.conn, 1) == [500, 501]
    assert unfollow(store, 1, 500) == DM and unfollow(store, 1, 500) is None
    assert followers(store.conn, 1) == [501] and followers(store.conn, 2) == []


# -- ratings ---------------------------------------------------------------------------------------------------------
def ffa(ranking: list[list[int]], n: int) -> Result:
    return Result(ranking=ranking, scores={s: 0 for s in range(n)})


def test_a_finished_game_updates_results_and_ratings_once(tables: Tables) -> None:
    conn = tables.store.conn
    seats = [101, 102, 103]
    with tables.store.transaction():
        assert record_result(conn, 1, GUILD, "envyra", seats, {"101": "Ann"}, ffa([[1], [0, 2]], 3), 1.0)
        assert not record_result(conn, 1, GUILD, "envyra", seats, {}, ffa([[1], [0, 2]], 3), 2.0)  # never twice
    board = leaderboard(conn, GUILD, "envyra")
    assert [r.user_id for r in board][0] == 102 and {r.games for r in board} == {1}
    assert next(r for r in board if r.user_id == 101).name == "Ann"
    tied = [r.rating for r in board if r.user_id in (101, 103)]
    assert tied[0] == pytest.approx(tied[1])  # a shared place rates alike
    stats = player_stats(conn, GUILD, 102)
    assert (stats.games, stats.wins, [s.kind for s in stats.by_game]) == (1, 1, ["envyra"])
    assert stats.by_game[0].rating is not None and stats.by_game[0].rating > board[-1].rating
    assert player_stats(conn, GUILD + 1, 102).games == 0  # per server


def test_bot_seats_are_left_out_and_bot_only_results_do_not_count(tables: Tables) -> None:
    conn = tables.store.conn
    with tables.store.transaction():
        assert not record_result(conn, 1, GUILD, "envyra", [101, -1, -2], {}, ffa([[0], [1], [2]], 3), 1.0)
        assert record_result(conn, 2, GUILD, "envyra", [-1, 101, 102], {}, ffa([[0], [2], [1]], 3), 1.0)
    assert player_stats(conn, GUILD, 101).games == 1  # only game 2 counted
    assert player_stats(conn, GUILD, 101).wins == 0  # the bot won; 102 ranked first among the people
    groups = standings([-1, 101, 102], ffa([[0], [2], [1]], 3))
    assert [[s.user_id for s in g] for g in groups] == [[102], [101]]
    assert conn.execute("SELECT COUNT(*) FROM ratings WHERE user_id < 0").fetchone()[0] == 0


def test_team_results_rate_each_side_as_a_team(tables: Tables) -> None:
    conn = tables.store.conn
    teams = Result(ranking=[[0, 2], [1, 3]], scores={}, details={"teams": ["human", "cylon", "human", "cylon"]})
    with tables.store.transaction():
        assert record_result(conn, 1, GUILD, "bsg", [101, 102, 103, 104], {}, teams, 1.0)
        one_side = Result(ranking=[[0, 1], [2]], scores={}, details={"teams": ["human", "human", "cylon"]})
        assert not record_result(conn, 2, GUILD, "bsg", [101, 102, -1], {}, one_side, 1.0)  # people vs a bot only
    board = {r.user_id: r for r in leaderboard(conn, GUILD, "bsg")}
    assert board[101].rating == pytest.approx(board[103].rating) and board[101].rating > board[102].rating
    assert board[101].wins == 1 and board[102].wins == 0


def test_tables_count_a_finished_game_and_never_an_abandoned_one(tables: Tables) -> None:
    finished = started(tables, "cardline", PEOPLE[:2])
    play_out(tables, finished, "cardline-counted")
    assert tables.get(finished).status == FINISHED
    abandoned = started(tables, "cardline", PEOPLE[:2])
    play_out(tables, abandoned, "cardline-abandoned", max_moves=2)
    tables.abandon(abandoned, PEOPLE[0], is_admin=False)
    assert tables.get(abandoned).status == ABANDONED
    rows = tables.store.conn.execute("SELECT DISTINCT table_id FROM game_results").fetchall()
    assert rows == [(finished,)]
    assert sum(r.games for r in leaderboard(tables.store.conn, GUILD, "cardline")) == 2


def test_a_rematch_keeps_the_options_and_the_bots(tables: Tables) -> None:
    table = tables.create("envyra", GUILD, 10, 101, {"simplified": True, "bots": 1, "language": "cs"})
    tables.add_bot(table.id, 101)
    tables.start(table.id, 101)
    options = rematch_options(tables.get(table.id))
    assert options == {**tables.get(table.id).options, "bots": 2}
    again = tables.create("envyra", GUILD, 10, 101, options)
    assert sum(1 for u in again.players if u < 0) == 2 and again.options["simplified"] is True


def test_the_move_list_says_who_played_each_move(tables: Tables) -> None:
    table = tables.get(started(tables, "cardline", PEOPLE[:2]))
    records = [MoveRecord(1, 0, 101, 0.0, "a"), MoveRecord(2, 1, 0, 60.0, "b"), MoveRecord(3, 0, -1000, 120.0, "c")]
    lines = [tr(line, "en") for line in move_list(get_game("cardline"), table, records, ["Ann", "Ben"], "Over.")]
    assert lines[1] == "Players: 1. Ann, 2. Ben"
    assert lines[3] == "1. Ann: a (1970-01-01 00:00 UTC)"
    assert "time ran out" in lines[4] and lines[4].startswith("2. Ben: b")
    assert "standing in" in lines[5] and lines[-1] == "Over."
