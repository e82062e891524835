"""Spectators: members who follow a table without playing. They get its public thread posts — by joining the game's
thread, or as direct messages copied from the table's outbox (kind FOLLOW) — and never anything a seat receives."""

from __future__ import annotations

from engine.store import Store

THREAD, DM = "thread", "dm"
MODES = (THREAD, DM)


def follow(store: Store, table_id: int, user_id: int, mode: str) -> str | None:
    """Start (or change) following; returns the previous mode (None when new)."""
    if mode not in MODES:
        raise ValueError(f"unknown follow mode {mode!r}")
    before = following(store, table_id, user_id)
    with store.transaction():
        store.execute(
            "INSERT INTO followers (table_id, user_id, mode, since) VALUES (?, ?, ?, ?) "
            "ON CONFLICT(table_id, user_id) DO UPDATE SET mode = excluded.mode",
            [table_id, user_id, mode, store.clock()],
        )
    return before


def unfollow(store: Store, table_id: int, user_id: int) -> str | None:
    """Stop following; returns the mode they followed in (None when they did not follow)."""
    before = following(store, table_id, user_id)
    if before is not None:
        with store.transaction():
            store.execute("DELETE FROM followers WHERE table_id = ? AND user_id = ?", [table_id, user_id])
    return before


def following(conn: Store, table_id: int, user_id: int) -> str | None:
    row = conn.execute("SELECT mode FROM followers WHERE table_id = ? AND user_id = ?", [table_id, user_id]).fetchone()
    return row[0] if row else None


def followers(conn: Store, table_id: int, mode: str | None = None) -> list[int]:
    """A table's followers (in one mode), in the order they started following."""
    if mode is None:
        rows = conn.execute("SELECT user_id FROM followers WHERE table_id = ? ORDER BY since, user_id", [table_id])
    else:
        rows = conn.execute(
            "SELECT user_id FROM followers WHERE table_id = ? AND mode = ? ORDER BY since, user_id", [table_id, mode]
        )
    return [r[0] for r in rows]


def followed_by(conn: Store, user_id: int) -> list[int]:
    """The tables a member follows."""
    return [r[0] for r in conn.execute("SELECT table_id FROM followers WHERE user_id = ? ORDER BY table_id", [user_id])]
