"""Moving a whole database between the backends (SQLite ⇄ PostgreSQL, or between two of one kind): every table copied
row for row in one transaction of the target, then verified: the same row count in every table, and every game's
move log replayed to exactly its stored snapshot.

`python bot.py export TARGET` and `import SOURCE` (admin/cli.py) and `Store.backup` of a PostgreSQL store use it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.store import MIGRATIONS, DamagedTable, Store, column_names, current_sqlite_schema

BATCH = 2000  # rows per executemany


class TransferError(Exception):
    """A copy refused (a target that already holds games, schemas that differ) or found different; one line."""


@dataclass
class Verified:
    counts: dict[str, int]  # table → rows (the same on both sides)
    replayed: int  # games whose moves were replayed
    mismatched: list[int] = field(default_factory=list)  # games whose replay differs from the snapshot (only here)

    def summary(self) -> str:
        rows = sum(self.counts.values())
        games = self.counts.get("game_tables", 0)
        return (
            f"{len(self.counts)} tables, {rows} rows ({games} games, {self.counts.get('moves', 0)} moves) equal on "
            f"both sides; {self.replayed} games replayed to their snapshot"
        )


def table_order() -> list[str]:
    """The store's tables in creation order (a table before those that refer to it)."""
    names = []
    for sql in current_sqlite_schema():
        if sql.upper().startswith("CREATE TABLE"):
            names.append(sql.split("(", 1)[0].split()[-1].strip('"[]`'))
    return names


def table_rows(store: Store) -> dict[str, list[tuple[Any, ...]]]:
    """Every table's rows in a fixed order (two stores hold the same data exactly when these are equal)."""
    found = {}
    for table in table_order():
        names = column_names(store, table)
        query = f"SELECT {', '.join(names)} FROM {table} ORDER BY {', '.join(names)}"
        found[table] = [tuple(r) for r in store.execute(query)]
    return found


def count(store: Store, table: str) -> int:
    return int(store.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0])


def copy_store(source: Store, target: Store, progress: Callable[[str, int], None] | None = None) -> dict[str, int]:
    """Copy every row of `source` into the empty `target` (one transaction); rows copied per table."""
    for store in (source, target):
        if store.schema_version != len(MIGRATIONS):
            raise TransferError(f"{store.path} is at schema v{store.schema_version}, not v{len(MIGRATIONS)}")
    if count(target, "game_tables"):
        raise TransferError(f"{target.path} already holds games; copy only into an empty database")
    copied: dict[str, int] = {}
    with target.transaction():
        for table in table_order():
            target.execute(f"DELETE FROM {table}")  # what an empty store writes at start (the nonce salt)
            names = column_names(source, table)
            insert = f"INSERT INTO {table} ({', '.join(names)}) VALUES ({', '.join('?' for _ in names)})"
            cursor = source.execute(f"SELECT {', '.join(names)} FROM {table}")
            copied[table] = 0
            while rows := cursor.fetchmany(BATCH):
                target.executemany(insert, [tuple(r) for r in rows])
                copied[table] += len(rows)
                if progress is not None:
                    progress(table, copied[table])
        target.reset_sequences()
    return copied


def mismatches(store: Store, where: str = "state IS NOT NULL AND move_no > 0", params: list[Any] | None = None
               ) -> tuple[int, list[int]]:  # fmt: skip
    """(games replayed, ids of those whose move log does not replay to their stored snapshot)."""
    from engine.tables import Tables  # the games' rules: imported only to verify

    tables = Tables(store)
    replayed, wrong = 0, []
    for table in store.find_tables(where, params or []):
        try:
            state: Any = table.state
            same = tables.replay(table) == state
        except (DamagedTable, KeyError, ValueError, TypeError):
            same = False
        replayed += 1
        if not same:
            wrong.append(table.id)
    return replayed, wrong


def verify(source: Store, target: Store) -> Verified:
    """The same row count in every table, and every game of `target` replays to its snapshot (except those that did
    not in `source` either)."""
    counts = {}
    for table in table_order():
        mine, theirs = count(source, table), count(target, table)
        if mine != theirs:
            raise TransferError(f"{table}: {mine} rows in {source.path} but {theirs} in {target.path}")
        counts[table] = mine
    replayed, wrong = mismatches(target)
    if wrong:
        marks = ",".join("?" for _ in wrong)
        _, before = mismatches(source, f"id IN ({marks})", wrong)
        wrong = [i for i in wrong if i not in before]
    return Verified(counts, replayed, wrong)


def transfer(source: Store, target: Store) -> Verified:
    """Copy and verify; TransferError when a game does not replay to its snapshot on the target."""
    copy_store(source, target)
    found = verify(source, target)
    if found.mismatched:
        shown = ", ".join(str(i) for i in found.mismatched[:5])
        raise TransferError(f"{len(found.mismatched)} games do not replay to their snapshot after the copy ({shown})")
    return found
