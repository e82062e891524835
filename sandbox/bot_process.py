"""The real bot in a process of its own, against a fake Discord run by the test process: kill -9 tests, clusters.

`python -m sandbox.bot_process PORT GUILD DB [FILES]` runs `bot.run` (as `python bot.py` does) with discord.py pointed
at the fake server. DB is a file or a `postgresql://` URL; FILES (default: DB, which must then be a file) names this
process's own files (`FILES.kill`, `FILES.ready`, `FILES.log`), so several processes can share one database. The
shard range comes from the environment as in production (`BOARDBOT_SHARD_IDS`, `BOARDBOT_SHARD_COUNT`).
`BOARDBOT_TEST_SEED` in the environment fixes the seed of every new table (as a test's monkeypatched
`engine.tables.new_seed` does in the test process, which this process does not see). Kill points: the file
`FILES.kill` (read whenever a point is passed, so a test can arm one while the bot runs) holds lines `point when n`
(or `point after n final`: count only the passes whose call returned the outcome of a move that finished the game);
the n-th time `point` is passed (`before` or `after` the call) from when the line was written, the process sends
itself SIGKILL. `FILES.ready` is written once the bot is serving (`GameBot.serving`: it has delivered what an earlier
run left unsent) and its timer loop has made its first pass (which fires what fell due while it was down), so a test
that restarts the bot finds those timers fired.

The test side (`BotProcess`) starts, kills and restarts it, and reads the same database to choose moves; a cluster
is several of them over one database, each with its `shards` (`ShardRange`) and files.
"""

from __future__ import annotations

from admin import start_trace  # first: a start's trace (admin/start_trace.py) begins as the interpreter comes up

# isort: split
import asyncio
import contextlib
import functools
import inspect
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from engine.cluster import ShardRange

ROOT = Path(__file__).resolve().parents[1]

SEED_ENV = "BOARDBOT_TEST_SEED"

# point → (module, class, method)
POINTS = {
    "commit": ("engine.tables", "Tables", "_commit_move"),  # a move's transaction (a deadline's move included)
    "send": ("cogs.sending", "Sending", "send_row"),  # one outbox row sent
    "flush": ("engine.outbox", "Outbox", "flush"),  # delivered results written
    "hold": ("engine.outbox", "Outbox", "hold"),  # a click's token stored at its acknowledgement
    "expire": ("engine.tables", "Tables", "play_default"),  # a due deadline about to be applied
}


class KillSwitch:
    """Reads the kill file; counts the passes of each armed point; SIGKILLs this process on the chosen one."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.armed: tuple[str, ...] = ()
        self.counts: dict[tuple[str, str], int] = {}

    def passing(self, point: str, when: str, returned: Any = None) -> None:
        try:
            lines = tuple(self.path.read_text().split("\n"))
        except FileNotFoundError:
            lines = ()
        if lines != self.armed:
            self.armed, self.counts = lines, {}
        finished = getattr(returned, "result", None) is not None  # a move's Outcome, and the game is over
        for line in lines:
            parts = line.split()
            if parts[3:] == ["final"] and not finished:
                continue
            if len(parts) in (3, 4) and parts[0] == point and parts[1] == when:
                key = (point, when)
                self.counts[key] = self.counts.get(key, 0) + 1
                if self.counts[key] == int(parts[2]):
                    os.kill(os.getpid(), signal.SIGKILL)


def install_kill_points(switch: KillSwitch) -> None:
    import importlib

    for point, (module, cls, name) in POINTS.items():
        owner = getattr(importlib.import_module(module), cls)
        real = getattr(owner, name)
        if inspect.iscoroutinefunction(real):

            async def wrapped_async(*args: Any, _real: Any = real, _point: str = point, **kwargs: Any) -> Any:
                switch.passing(_point, "before")
                result = await _real(*args, **kwargs)
                switch.passing(_point, "after", result)
                return result

            setattr(owner, name, functools.wraps(real)(wrapped_async))
        else:

            def wrapped(*args: Any, _real: Any = real, _point: str = point, **kwargs: Any) -> Any:
                switch.passing(_point, "before")
                result = _real(*args, **kwargs)
                switch.passing(_point, "after", result)
                return result

            setattr(owner, name, functools.wraps(real)(wrapped))


def main() -> None:
    import discord.gateway
    import discord.http
    import yarl

    start_trace.mark("discord imported")

    from admin.config import parse_shards
    from admin.logs import setup_logging

    setup_logging(os.environ.get("BOARDBOT_LOG_LEVEL", "INFO").upper(), "text")  # the log file, as `bot.py` logs

    port, guild, db = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    files = Path(sys.argv[4] if len(sys.argv) > 4 else db)
    discord.http.Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/")
    install_kill_points(KillSwitch(files.with_suffix(".kill")))
    if seed := os.environ.get(SEED_ENV):
        import engine.tables

        engine.tables.new_seed = lambda: seed

    import bot as bot_module

    bot = bot_module.create_bot(db, dev_guild_id=guild, shards=parse_shards(os.environ))
    bot._connection.guild_ready_timeout = 0.05

    async def run() -> None:
        ready = asyncio.create_task(write_ready(bot, files.with_suffix(".ready")), name="ready-file")
        try:
            await bot_module.run("fake-token", bot)
        finally:
            ready.cancel()

    asyncio.run(run())


async def write_ready(bot: Any, path: Path) -> None:
    """Write the ready file once the bot serves and its timer loop has looked once (when it has one)."""
    await bot.wait_until_serving()
    if bot.timers is not None:
        await bot.timers.first_pass.wait()
    path.write_text(str(os.getpid()))
    start_trace.mark("ready file written")


class BotProcess:
    """Start / kill -9 / restart the bot process against `server` with its database at `db` (a file, or a URL with
    `files` naming this process's kill/ready/log files); `shards`: this process's range of a cluster."""

    def __init__(self, server: Any, db: Path | str, files: Path | None = None, shards: ShardRange | None = None):
        self.server = server
        self.db = db
        self.files = files if files is not None else Path(db)
        self.shards = shards
        self.proc: subprocess.Popen[bytes] | None = None
        self.starts = 0
        self.log = self.files.with_suffix(".log")

    @property
    def ready_file(self) -> Path:
        return self.files.with_suffix(".ready")

    @property
    def kill_file(self) -> Path:
        return self.files.with_suffix(".kill")

    def environment(self) -> dict[str, str]:
        env = {**os.environ, "BOARDBOT_LOG_LEVEL": "INFO", "PYTHONPATH": str(ROOT)}
        for name in ("DISCORD_TOKEN", "BOARDBOT_SHARDS", "BOARDBOT_SHARD_IDS", "BOARDBOT_SHARD_COUNT"):
            env.pop(name, None)
        if self.shards is not None:
            env["BOARDBOT_SHARD_IDS"] = f"{self.shards.first}-{self.shards.last}"
            env["BOARDBOT_SHARD_COUNT"] = str(self.shards.count)
        return env

    def arm(self, point: str, when: str, n: int = 1, final: bool = False) -> None:
        """Kill at the n-th pass of `point`; `final`: of those returning a move that finished the game."""
        self.kill_file.write_text(f"{point} {when} {n}" + (" final" if final else ""))

    def disarm(self) -> None:
        with contextlib.suppress(FileNotFoundError):
            self.kill_file.unlink()

    async def start(self, timeout: float = 60.0) -> None:
        """Start the bot and wait until it serves (synced, and what an earlier run left is delivered)."""
        assert self.proc is None or self.proc.poll() is not None
        with contextlib.suppress(FileNotFoundError):
            self.ready_file.unlink()
        with self.log.open("ab") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "sandbox.bot_process", str(self.server.port), str(self.server.guild_id),
                 str(self.db), str(self.files)],
                cwd=ROOT, env=self.environment(), stdout=out, stderr=subprocess.STDOUT,
            )  # fmt: skip
        self.starts += 1
        deadline = time.monotonic() + timeout
        while not self.ready_file.exists():  # written once READY (after the command sync, when one is due)
            if self.proc.poll() is not None:
                if self.killed:  # a kill point armed for startup itself
                    return
                raise AssertionError(f"the bot process ended with {self.proc.returncode}:\n{self.tail()}")
            if time.monotonic() > deadline:
                raise AssertionError(f"the bot process did not start:\n{self.tail()}")
            await asyncio.sleep(0.02)

    @property
    def killed(self) -> bool:
        return self.proc is not None and self.proc.poll() == -signal.SIGKILL

    async def wait_killed(self, timeout: float = 30.0) -> None:
        """Wait for an armed kill point to fire."""
        deadline = time.monotonic() + timeout
        assert self.proc is not None
        while self.proc.poll() is None:
            if time.monotonic() > deadline:
                raise AssertionError(f"the kill point never fired:\n{self.tail()}")
            await asyncio.sleep(0.02)
        assert self.killed, f"the bot ended with {self.proc.returncode}, not by SIGKILL:\n{self.tail()}"
        self.disarm()
        await self.gone()

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait()

    async def gone(self) -> None:
        """After a kill: the fake gateway has noticed the connection is gone (of each of its shards, in a cluster)."""
        if self.shards is None:
            await self.server.wait_for(lambda: not self.server.connected, timeout=10)
            return
        shards = range(self.shards.first, self.shards.last + 1)
        await self.server.wait_for(lambda: not any(self.server.shard_connected(s) for s in shards), timeout=10)

    async def restart(self) -> None:
        self.kill()
        self.disarm()
        await self.gone()
        await self.start()

    def stop(self) -> None:
        self.kill()

    def tail(self, lines: int = 40) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        except FileNotFoundError:
            return ""


if __name__ == "__main__":
    main()
