"""Prometheus metrics (prometheus-client) and the watch on Discord's invalid-request limit.

Counted as they happen: every answer Discord gives the bot, by status (an aiohttp trace on discord.py's HTTP
session, so no cog changes); the interaction acknowledgement latency (the callback's answer time minus the
interaction's creation time, read from its snowflake); errors logged, by kind. Read at each scrape from the bot and
its database: moves applied, outbox rows pending and the age of the oldest, timers due, worker jobs queued or
running, games by status.

Discord bans a client for a while after 10,000 answers 401, 403 or 429 in 10 minutes: `InvalidRequests` counts the
4xx answers in a sliding window and logs a warning when they pass WARN_AT (a tenth of that limit), at most once a
minute, saying how many of them count toward the ban."""

from __future__ import annotations

import logging
import re
import time
from collections import deque
from collections.abc import Callable, Iterable
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

import aiohttp
import discord
from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

if TYPE_CHECKING:
    from bot import GameBot

log = logging.getLogger("boardbot")

INVALID = frozenset({401, 403, 429})
WINDOW = 600.0  # seconds: Discord's window for invalid requests
LIMIT = 10_000  # invalid requests in WINDOW that get a client banned
WARN_AT = LIMIT // 10
WARN_EVERY = 60.0
CALLBACK = re.compile(r"/interactions/(\d+)/[^/]+/callback$")
ACK_BUCKETS = (0.05, 0.1, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 2.5, 3.0, 5.0)


class InvalidRequests:
    """Discord's 4xx answers in the last WINDOW seconds (and how many are 401/403/429, the ones Discord's ban counts);
    a warning when the 4xx pass `warn_at`, at most once every WARN_EVERY seconds."""

    def __init__(self, warn_at: int = WARN_AT, clock: Callable[[], float] = time.monotonic) -> None:
        self.warn_at = warn_at
        self.clock = clock
        self.times: deque[tuple[float, bool]] = deque()  # (when, counted toward the ban)
        self.warned_at: float | None = None

    def count(self) -> int:
        horizon = self.clock() - WINDOW
        while self.times and self.times[0][0] < horizon:
            self.times.popleft()
        return len(self.times)

    def invalid(self) -> int:
        self.count()
        return sum(1 for _, banned in self.times if banned)

    def seen(self, status: int) -> None:
        if not 400 <= status < 500:
            return
        now = self.clock()
        self.times.append((now, status in INVALID))
        count = self.count()
        if count > self.warn_at and (self.warned_at is None or now - self.warned_at >= WARN_EVERY):
            self.warned_at = now
            log.warning(
                "%d answers 4xx from Discord in the last %d minutes, %d of them 401/403/429 (Discord bans a bot for a "
                "while at %d of those)",
                count,
                int(WINDOW // 60),
                self.invalid(),
                LIMIT,
            )


class ErrorCounter(logging.Handler):
    """Counts ERROR records (of the bot and of discord.py) by kind: the exception's class, or `logged`."""

    def __init__(self, counter: Counter) -> None:
        super().__init__(logging.ERROR)
        self.counter = counter

    def emit(self, record: logging.LogRecord) -> None:
        kind = record.exc_info[0].__name__ if record.exc_info and record.exc_info[0] else "logged"
        self.counter.labels(kind=kind).inc()


class Metrics:
    """One bot's metrics in a registry of their own. `trace_config()` goes to the bot (`http_trace=`) before it
    starts; `attach(bot)` adds what is read from it at each scrape."""

    LOGGERS = ("boardbot", "discord")

    def __init__(self, clock: Callable[[], float] = time.time) -> None:
        self.clock = clock
        self.registry = CollectorRegistry()
        self.answers = Counter(
            "boardbot_discord_responses", "Answers from Discord's HTTP API, by status", ["status"],
            registry=self.registry,
        )  # fmt: skip
        self.invalid_total = Counter(
            "boardbot_discord_invalid_requests",
            "Answers 401, 403 or 429 (Discord bans a bot past 10,000 in 10 minutes)",
            registry=self.registry,
        )
        self.ack = Histogram(
            "boardbot_interaction_ack_seconds", "From an interaction's creation to the bot's acknowledgement",
            buckets=ACK_BUCKETS, registry=self.registry,
        )  # fmt: skip
        self.errors = Counter("boardbot_errors", "Errors logged, by kind", ["kind"], registry=self.registry)
        self.invalid = InvalidRequests()
        self._errors = ErrorCounter(self.errors)
        for name in self.LOGGERS:
            logging.getLogger(name).addHandler(self._errors)

    def close(self) -> None:
        for name in self.LOGGERS:
            logging.getLogger(name).removeHandler(self._errors)

    def answered(self, status: int, path: str) -> None:
        self.answers.labels(status=str(status)).inc()
        if status in INVALID:
            self.invalid_total.inc()
        self.invalid.seen(status)
        found = CALLBACK.search(path)
        if found and status < 300:
            created = discord.utils.snowflake_time(int(found.group(1))).timestamp()
            self.ack.observe(max(0.0, self.clock() - created))

    def trace_config(self) -> aiohttp.TraceConfig:
        trace = aiohttp.TraceConfig()

        async def on_end(_session: Any, _context: SimpleNamespace, params: aiohttp.TraceRequestEndParams) -> None:
            self.answered(params.response.status, params.url.path)

        trace.on_request_end.append(on_end)
        return trace

    def attach(self, bot: GameBot) -> None:
        self.registry.register(BotCollector(bot, self.clock))

    def render(self) -> bytes:
        return generate_latest(self.registry)


class BotCollector(Collector):
    """What is read from the bot and its database at each scrape (a few indexed queries)."""

    def __init__(self, bot: GameBot, clock: Callable[[], float]) -> None:
        self.bot = bot
        self.clock = clock

    def collect(self) -> Iterable[Metric]:
        bot, now = self.bot, self.clock()
        conn = bot.store
        moves = CounterMetricFamily("boardbot_moves_applied", "Moves committed by this process")
        moves.add_metric([], bot.tables.moves_applied)
        yield moves
        pending, oldest = conn.execute("SELECT count(*), min(created_at) FROM outbox WHERE done = 0").fetchone()
        yield GaugeMetricFamily("boardbot_outbox_pending", "Outbox rows stored and not yet delivered", value=pending)
        yield GaugeMetricFamily(
            "boardbot_outbox_oldest_age_seconds", "Age of the oldest undelivered outbox row (0: none)",
            value=max(0.0, now - oldest) if oldest is not None else 0.0,
        )  # fmt: skip
        due = conn.execute("SELECT count(*) FROM timers WHERE due <= ?", [now]).fetchone()[0]
        yield GaugeMetricFamily("boardbot_timers_due", "Stored timers (reminders, deadlines) due, not fired", value=due)
        yield GaugeMetricFamily(
            "boardbot_worker_queue", "Render and bot jobs handed to the workers and not finished",
            value=bot.workers.in_flight,
        )  # fmt: skip
        games = GaugeMetricFamily("boardbot_games", "Games in the database, by status", labels=["status"])
        for status, count in conn.execute("SELECT status, count(*) FROM game_tables GROUP BY status"):
            games.add_metric([status], count)
        yield games
