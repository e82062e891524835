"""The newest ephemeral private panel of each seat: the interaction token that can still edit it.

An ephemeral reply can only be edited through its interaction's webhook token, which Discord keeps for 15 minutes.
A seat's panel shown by `/bsg hand` or "Open my panel" (or clicked since) is remembered here with its expiry, so
the moves that change the seat's panel edit it too (an outbox EDIT row aimed at the token); an expired one is
forgotten. `origin` is the id of the interaction that created the message (its identity: Discord names it in the
message's interaction metadata), `mark` the hash of the screen it shows.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.store import Store

TOKEN_LIFE = 15 * 60.0 - 30.0  # as the outbox's: 15 minutes, with a margin


@dataclass(frozen=True)
class Panel:
    seat: int
    origin: int
    app: int
    token: str
    lang: str
    mark: str
    expires_at: float


def remember(store: Store, table_id: int, panel: Panel) -> None:
    """This seat's newest ephemeral panel (replacing the one before); expired ones of the table go."""
    with store.transaction():
        store.execute(
            "DELETE FROM ephemeral_panels WHERE table_id = ? AND expires_at < ?",
            [table_id, panel.expires_at - TOKEN_LIFE],
        )
        store.execute(
            "INSERT INTO ephemeral_panels (table_id, seat, origin, app, token, lang, mark, expires_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (table_id, seat) DO UPDATE SET origin = excluded.origin, "
            "app = excluded.app, token = excluded.token, lang = excluded.lang, mark = excluded.mark, "
            "expires_at = excluded.expires_at",
            [table_id, panel.seat, panel.origin, panel.app, panel.token, panel.lang, panel.mark, panel.expires_at],
        )


def live(store: Store, table_id: int, now: float) -> dict[int, Panel]:
    """The table's ephemeral panels whose token still works, by seat."""
    cursor = store.execute(
        "SELECT seat, origin, app, token, lang, mark, expires_at FROM ephemeral_panels "
        "WHERE table_id = ? AND expires_at > ?",
        [table_id, now],
    )
    return {
        int(r[0]): Panel(int(r[0]), int(r[1]), int(r[2]), str(r[3]), str(r[4]), str(r[5]), float(r[6])) for r in cursor
    }


def forget(store: Store, table_id: int, token: str) -> None:
    """A token Discord no longer knows (expired): that panel cannot be edited any more."""
    with store.transaction():
        store.execute("DELETE FROM ephemeral_panels WHERE table_id = ? AND token = ?", [table_id, token])


def forget_seat(store: Store, table_id: int, seat: int) -> None:
    """The seat's player left it: their ephemeral copy must not show the next player's panel."""
    with store.transaction():
        store.execute("DELETE FROM ephemeral_panels WHERE table_id = ? AND seat = ?", [table_id, seat])
