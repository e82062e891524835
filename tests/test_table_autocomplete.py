"""The `game` autocomplete from indexed columns (Store.table_choices): the same choices, labels, filtering and cut to
25 as when it decoded every table; the player count kept wherever a table's players change; and the migration that
adds it fills it for the tables an older build stored."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from cogs.language import say
from cogs.resolve import TableResolver, autocomplete_label
from engine import store as store_module
from engine.registry import register
from engine.store import MIGRATIONS, Store
from engine.tables import Tables
from tests.engine.toy_game import ToyGame


@pytest.fixture(autouse=True)
def _toy_registered() -> None:
    """The toy game is registered for each test (another module's test may have unregistered it since import)."""
    register(ToyGame())


GUILD, OTHER_GUILD = 1, 2
USER, FRIEND = 500, 501


class Resolver(TableResolver):
    def __init__(self, tables: Tables, kind: str) -> None:
        super().__init__(SimpleNamespace(bot=None, store=tables.store, tables=tables, presenter=None, game_name=kind))
        self.game_name = kind


def interaction(store: Store, user: int, guild: int | None, locale: str) -> Any:
    return SimpleNamespace(
        user=SimpleNamespace(id=user), guild_id=guild, locale=locale, client=SimpleNamespace(store=store)
    )


def decoded_choices(resolver: Resolver, asked: Any, current: str) -> list[tuple[str, int]]:
    """What the autocomplete answered when it decoded every table (the code before Store.table_choices)."""
    mine = resolver.store.tables_of_user(asked.user.id, kind=resolver.game_name)
    if asked.guild_id:
        mine += [t for t in resolver.tables.open_lobbies(asked.guild_id) if t.kind == resolver.game_name]
    seen = {t.id: t for t in mine}
    choices = [
        (say(asked, autocomplete_label(t))[:100], t.id) for t in seen.values() if current.strip("#") in str(t.id)
    ]
    return choices[:25]


async def answered(resolver: Resolver, asked: Any, current: str) -> list[tuple[str, int]]:
    return [(c.name, c.value) for c in await resolver.table_autocomplete(asked, current)]


def populate(tables: Tables) -> None:
    """Lobbies of two games in two servers (more than 25 of one game here), games the user plays, started and
    finished ones, tables with 1 to 4 players."""
    for n in range(80):
        kind = "toy" if n % 3 else "envyra"
        guild = GUILD if n % 5 else OTHER_GUILD
        host = USER if n % 7 == 0 else 1000 + n
        table = tables.create(kind, guild, 10, host, {})
        for extra in range(n % 3):
            tables.join(table.id, 2000 + n * 10 + extra)
        if n % 11 == 0 and host != USER and n % 3 < 2:
            tables.join(table.id, USER)
        if n % 6 == 1 and kind == "toy":
            tables.start(table.id, host)
        if n % 13 == 2:
            tables.abandon(table.id, host, is_admin=True)


@pytest.fixture
def tables(tmp_path: Path) -> Tables:
    made = Tables(Store(tmp_path / "t.db"))
    populate(made)
    return made


@pytest.mark.parametrize("kind", ["toy", "envyra"])
async def test_the_same_choices_labels_filtering_and_cut_as_decoding_every_table(tables: Tables, kind: str) -> None:
    resolver = Resolver(tables, kind)
    compared = 0
    for user, guild, locale in [(USER, GUILD, "en-US"), (USER, GUILD, "cs"), (FRIEND, GUILD, "pl"), (USER, None, "sk")]:
        asked = interaction(tables.store, user, guild, locale)
        for current in ("", "#", "1", "#2", "3", "12", "99999", "x", "%", "_"):
            expected = decoded_choices(resolver, asked, current)
            assert await answered(resolver, asked, current) == expected, (user, guild, locale, current)
            compared += len(expected)
    assert compared > 100  # the cases do list tables
    many = await answered(resolver, interaction(tables.store, FRIEND, GUILD, "en-US"), "")
    if kind == "toy":
        assert len(many) == 25  # more than 25 lobbies of this game in the server: cut


async def test_the_count_follows_joins_and_leaves(tables: Tables) -> None:
    table = tables.create("toy", GUILD, 10, FRIEND, {})
    tables.join(table.id, USER)
    tables.join(table.id, 777)
    tables.leave(table.id, 777)
    asked = interaction(tables.store, USER, GUILD, "en-US")
    choices = dict((v, n) for n, v in await answered(Resolver(tables, "toy"), asked, str(table.id)))
    assert choices[table.id] == f"#{table.id} (lobby, 2 players)"
    stored = tables.store.conn.execute("SELECT player_count FROM game_tables WHERE id = ?", [table.id]).fetchone()
    assert stored == (2,)


def test_the_migration_fills_the_count_of_tables_stored_before_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "old.db"
    before = MIGRATIONS[: MIGRATIONS.index(store_module._table_choices)]
    monkeypatch.setattr(store_module, "MIGRATIONS", before)
    old = Store(path)
    columns = [r[1] for r in old.conn.execute("PRAGMA table_info(game_tables)")]
    assert "player_count" not in columns
    rows = {1: json.dumps([10, 11, 12]), 2: json.dumps([]), 3: "not json", 4: json.dumps({"a": 1})}
    for table_id, players in rows.items():
        old.conn.execute(
            "INSERT INTO game_tables (id, kind, guild_id, channel_id, host_id, status, options, players, seats, meta) "
            "VALUES (?, 'toy', ?, 10, 10, 'lobby', '{}', ?, '[]', '{}')",
            [table_id, GUILD, players],
        )
        if table_id == 1:
            old.conn.executemany("INSERT INTO seats (table_id, user_id) VALUES (1, ?)", [(10,), (11,), (12,)])
    old.close()
    monkeypatch.setattr(store_module, "MIGRATIONS", MIGRATIONS)
    migrated = Store(path)
    assert migrated.schema_version == len(MIGRATIONS)
    counts = dict(migrated.conn.execute("SELECT id, player_count FROM game_tables").fetchall())
    assert counts == {1: 3, 2: 0, 3: 0, 4: 0}
    assert migrated.table_choices(11, "toy", GUILD) == [
        (1, "lobby", 3),
        (2, "lobby", 0),
        (3, "lobby", 0),
        (4, "lobby", 0),
    ]
    assert migrated.table_choices(99, "toy", None) == []
    plan = " ".join(str(r) for r in migrated.conn.execute(
        "EXPLAIN QUERY PLAN SELECT id, status, player_count FROM game_tables "
        "WHERE guild_id = 1 AND kind = 'toy' AND status = 'lobby'"
    ))  # fmt: skip
    assert "COVERING INDEX idx_game_tables_choices" in plan
