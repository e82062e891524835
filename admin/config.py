"""The bot's configuration: every environment variable in one table (shown by `--help` and in the README), parsed
and validated at start. A bad value is one line naming the variable, what was given and what is accepted."""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from engine.cluster import ShardRange
from engine.store_dialect import is_url

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DB = ROOT / "data" / "games.db"  # beside the code, whatever the working directory
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
LOG_FORMATS = ("text", "json")
AWAY_DAYS = 21


@dataclass(frozen=True)
class Variable:
    name: str
    meaning: str
    default: str


VARIABLES: tuple[Variable, ...] = (
    Variable("DISCORD_TOKEN", "the bot's token (required to run)", "—"),
    Variable(
        "BOARDBOT_DB",
        "path of the SQLite database file (a relative path is taken from the working directory at start)",
        "data/games.db beside bot.py",
    ),
    Variable(
        "BOARDBOT_DATABASE_URL",
        "a postgresql:// URL: the games are stored in that PostgreSQL database instead of SQLite (replaces "
        "BOARDBOT_DB; see Scaling out in the README)",
        "none: SQLite",
    ),
    Variable(
        "BOARDBOT_DEV_GUILD",
        "a server id: commands are synced to that server only, instantly (for development)",
        "global sync",
    ),
    Variable("BOARDBOT_LOG_LEVEL", "DEBUG, INFO, WARNING, ERROR or CRITICAL (any case)", "INFO"),
    Variable("BOARDBOT_LOG_FORMAT", "text, or json (one JSON object a line)", "text"),
    Variable(
        "BOARDBOT_GAMES",
        "the games this bot hosts, comma-separated, any case (an unknown name is an error listing the games)",
        "all of them",
    ),
    Variable("BOARDBOT_WORKERS", "worker processes that draw images and let bots think (0: a thread)", "one per core"),
    Variable("BOARDBOT_AWAY_DAYS", "vacation days per player and calendar year (/games away)", str(AWAY_DAYS)),
    Variable("BOARDBOT_HTTP", "HOST:PORT of the health and metrics endpoint (/healthz, /metrics)", "off"),
    Variable("BOARDBOT_SHARDS", "gateway shards of a single process (blank: as many as Discord says)", "Discord's"),
    Variable(
        "BOARDBOT_SHARD_IDS",
        "the shards this process of a cluster serves, FIRST-LAST (e.g. 0-3); needs BOARDBOT_SHARD_COUNT",
        "all shards",
    ),
    Variable("BOARDBOT_SHARD_COUNT", "the cluster's total number of shards (with BOARDBOT_SHARD_IDS)", "—"),
    Variable(
        "BOARDBOT_CACHE_DIR",
        "where the compiled translation catalogs are cached (rebuilt when the .ftl files change; safe to delete)",
        "data/cache beside bot.py",
    ),
)


class ConfigError(ValueError):
    """A configuration value an admin got wrong; the message is one line saying what and what is accepted."""


@dataclass(frozen=True)
class Config:
    token: str
    db_path: Path | str  # an SQLite file, or a postgresql:// URL
    dev_guild: int | None
    log_level: str
    log_format: str
    games: tuple[str, ...]
    workers: int | None  # None: one per core
    away_days: int
    http: tuple[str, int] | None
    shards: ShardRange = ShardRange.everything()


def parse_games(raw: str, known: Sequence[str]) -> tuple[str, ...]:
    """`BOARDBOT_GAMES`: comma-separated names in any case (blank: all of `known`, in their order)."""
    names = [part.strip().lower() for part in raw.split(",") if part.strip()]
    if not names:
        return tuple(known)
    unknown = [name for name in names if name not in known]
    if unknown:
        raise ConfigError(
            f"BOARDBOT_GAMES: unknown game {', '.join(repr(n) for n in unknown)}; the games are {', '.join(known)}"
        )
    return tuple(name for name in known if name in names)


def parse_log_level(raw: str) -> str:
    level = raw.strip().upper() or "INFO"
    if level not in LOG_LEVELS:
        raise ConfigError(f"BOARDBOT_LOG_LEVEL: {raw.strip()!r} is not a log level; use one of {', '.join(LOG_LEVELS)}")
    return level


def parse_log_format(raw: str) -> str:
    fmt = raw.strip().lower() or "text"
    if fmt not in LOG_FORMATS:
        raise ConfigError(f"BOARDBOT_LOG_FORMAT: {raw.strip()!r} is not a log format; use text or json")
    return fmt


def parse_http(raw: str) -> tuple[str, int] | None:
    """`BOARDBOT_HTTP`: `HOST:PORT` (`[::1]:8080` for IPv6), blank for off."""
    value = raw.strip()
    if not value:
        return None
    host, _, port = value.rpartition(":")
    host = host.strip("[]")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ConfigError(f"BOARDBOT_HTTP: {value!r} is not HOST:PORT (e.g. 127.0.0.1:8080, port 1-65535)")
    return host, int(port)


def _count(name: str, raw: str, low: int, high: int) -> int | None:
    value = raw.strip()
    if not value:
        return None
    if not value.isdigit() or not low <= int(value) <= high:
        raise ConfigError(f"{name}: {value!r} is not a whole number from {low} to {high}")
    return int(value)


MAX_SHARDS = 4096


def parse_shards(env: Mapping[str, str]) -> ShardRange:
    """`BOARDBOT_SHARDS` (one process, N shards), or `BOARDBOT_SHARD_IDS=FIRST-LAST` with `BOARDBOT_SHARD_COUNT=N`
    (this process of a cluster); none of them: one process, all the shards Discord says."""
    shards = _count("BOARDBOT_SHARDS", env.get("BOARDBOT_SHARDS", ""), 1, MAX_SHARDS)
    count = _count("BOARDBOT_SHARD_COUNT", env.get("BOARDBOT_SHARD_COUNT", ""), 1, MAX_SHARDS)
    if shards is not None and count is not None and shards != count:
        raise ConfigError(f"BOARDBOT_SHARDS ({shards}) and BOARDBOT_SHARD_COUNT ({count}) disagree; give one of them")
    count = count if count is not None else shards
    raw = env.get("BOARDBOT_SHARD_IDS", "").strip()
    if not raw:
        return ShardRange.everything(count)
    if count is None:
        raise ConfigError(f"BOARDBOT_SHARD_IDS: {raw!r} needs BOARDBOT_SHARD_COUNT (the cluster's number of shards)")
    first, dash, last = raw.partition("-")
    first, last = first.strip(), (last.strip() if dash else first.strip())
    if not first.isdigit() or not last.isdigit() or not int(first) <= int(last) < count:
        raise ConfigError(
            f"BOARDBOT_SHARD_IDS: {raw!r} is not FIRST-LAST with 0 <= FIRST <= LAST < {count} (BOARDBOT_SHARD_COUNT)"
        )
    return ShardRange(int(first), int(last), count)


def parse_guild(raw: str) -> int | None:
    value = raw.strip()
    if not value:
        return None
    if not value.isdigit() or int(value) <= 0:
        raise ConfigError(f"BOARDBOT_DEV_GUILD: {value!r} is not a server id (a positive number)")
    return int(value)


def db_path(env: Mapping[str, str] = os.environ) -> Path | str:
    """The database: `BOARDBOT_DATABASE_URL` (a PostgreSQL URL), else `BOARDBOT_DB` (a file, absolute: relative to
    the working directory now; or a URL too), else DEFAULT_DB."""
    url = env.get("BOARDBOT_DATABASE_URL", "").strip()
    if url:
        if not is_url(url):
            shown = url.split("://", 1)[0] + "://…" if "://" in url else "a value without a scheme"
            raise ConfigError(f"BOARDBOT_DATABASE_URL: {shown} is not a postgresql:// URL")
        return url
    raw = env.get("BOARDBOT_DB", "").strip()
    if is_url(raw):
        return raw
    return Path(raw).expanduser().resolve() if raw else DEFAULT_DB


def problems(env: Mapping[str, str], known_games: Sequence[str]) -> list[str]:
    """Every configuration error, one line each (the token is not checked here)."""
    found: list[str] = []
    checks = (
        lambda: parse_guild(env.get("BOARDBOT_DEV_GUILD", "")),
        lambda: parse_log_level(env.get("BOARDBOT_LOG_LEVEL", "")),
        lambda: parse_log_format(env.get("BOARDBOT_LOG_FORMAT", "")),
        lambda: parse_games(env.get("BOARDBOT_GAMES", ""), known_games),
        lambda: _count("BOARDBOT_WORKERS", env.get("BOARDBOT_WORKERS", ""), 0, 64),
        lambda: _count("BOARDBOT_AWAY_DAYS", env.get("BOARDBOT_AWAY_DAYS", ""), 0, 366),
        lambda: parse_http(env.get("BOARDBOT_HTTP", "")),
        lambda: parse_shards(env),
    )
    for check in checks:
        try:
            check()
        except ConfigError as error:
            found.append(str(error))
    try:
        db = db_path(env)
    except ConfigError as error:
        found.append(str(error))
    else:
        if isinstance(db, Path) and db.exists() and not db.is_file():
            found.append(f"BOARDBOT_DB: {db} is not a file")
    return found


def load(env: Mapping[str, str], known_games: Sequence[str]) -> Config:
    """The configuration; ConfigError with every problem (one a line) when something is wrong."""
    errors = problems(env, known_games)
    if errors:
        raise ConfigError("\n".join(errors))
    away = _count("BOARDBOT_AWAY_DAYS", env.get("BOARDBOT_AWAY_DAYS", ""), 0, 366)
    return Config(
        token=env.get("DISCORD_TOKEN", "").strip(),
        db_path=db_path(env),
        dev_guild=parse_guild(env.get("BOARDBOT_DEV_GUILD", "")),
        log_level=parse_log_level(env.get("BOARDBOT_LOG_LEVEL", "")),
        log_format=parse_log_format(env.get("BOARDBOT_LOG_FORMAT", "")),
        games=parse_games(env.get("BOARDBOT_GAMES", ""), known_games),
        workers=_count("BOARDBOT_WORKERS", env.get("BOARDBOT_WORKERS", ""), 0, 64),
        away_days=AWAY_DAYS if away is None else away,
        http=parse_http(env.get("BOARDBOT_HTTP", "")),
        shards=parse_shards(env),
    )


def variables_table(markdown: bool = False) -> str:
    """The variables as a plain-text table (`--help`) or a Markdown one (the README)."""
    if markdown:
        rows = ["| variable | meaning | default |", "|---|---|---|"]
        rows += [f"| `{v.name}` | {v.meaning} | {v.default} |" for v in VARIABLES]
        return "\n".join(rows)
    width = max(len(v.name) for v in VARIABLES)
    return "\n".join(f"  {v.name:<{width}}  {v.meaning} (default: {v.default})" for v in VARIABLES)


def log_level_number(level: str) -> int:
    return logging.getLevelNamesMapping()[level]
