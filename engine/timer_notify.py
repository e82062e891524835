"""PostgreSQL only: a write of timers in any process wakes every process's timer loop at once.

A store on PostgreSQL sends `NOTIFY boardbot_timers` when it writes timers (`Store._timers_changed`; inside a
transaction it goes out at the commit, and not at all on a rollback). Each bot process listens on a connection of its
own (`listen_for_timers`, run by cogs/timers.py); without it a process would see another's timers only at its next
look (every `CLUSTER_SLEEP` seconds).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

TIMERS_CHANNEL = "boardbot_timers"
RETRY = 5.0  # seconds before listening again after the connection was lost


async def listen_for_timers(url: str, wake: Callable[[], None]) -> None:
    """Call `wake` on every notification of the channel (and once each time listening starts: what was written
    while not listening); until cancelled, connecting again after a lost connection."""
    import psycopg

    while True:
        try:
            async with await psycopg.AsyncConnection.connect(url, autocommit=True) as conn:
                await conn.execute(f"LISTEN {TIMERS_CHANNEL}")
                wake()
                async for _ in conn.notifies():
                    wake()
        except psycopg.Error:
            await asyncio.sleep(RETRY)
