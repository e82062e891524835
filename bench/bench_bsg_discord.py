"""Battlestar Galactica through the fake Discord with the real bot: what a decision costs, and how often a player's
private panel changes.

- apply+commit: the time from `Tables._apply` to the end of `Tables.commit` per accepted move (the engine's apply,
  the presenter's consequences, the one transaction with the move, its snapshot, its outbox rows and timers),
  p50/p99, as a ratio to a bare sqlite3 transaction running the same write statements with the same values (as
  bench/bench_store.py does), replayed in a copy of the same database in the same run (issue 14 budget: p99 ≤ 5×).
  Also against a one-row transaction.
- DM panel edits per player per turn: every change of a panel message the player sees, counted at the fake Discord
  by route (an outbox edit of the DM, the interaction's own update of the clicked panel, a refresh of an ephemeral
  `/bsg hand` panel), per human seat and game turn (target ≤ 3), with the panel edits the moves queued broken down
  by cause (the seat's own move, asked something new, a window or decision closed by others, private news, what the
  seat knows changed); and DMs sent (panel creations and pings).
- the thread (issue 24, "one living post per turn"): per game turn, new bot posts in the game's thread (target
  <= 4), board images uploaded there (target <= 1.2), and edits of thread messages (reported), counted at the fake
  Discord (`ThreadCount`); run with `--players 5` for the issue's measure, and `--before /work/main` to print the
  same figures of another checkout on the same seeds (this file runs against that checkout's code, writing no
  bytecode there). Main before issue 24 (ed127d5), 2 games of 5 players: 9.33 posts, 3.09 board images, 9.00 edits
  per turn.
- images: how many the moves asked for, how many were drawn (by role) and how many came from the cache of images drawn
  before (cogs/image_cache.py), and how many panel images an edit kept on their message (`Workers.shown`); CPU per
  move of this process (the bot with the fake Discord and the players) and of its worker processes (the renders).

The games' seeds are fixed, so two builds can be compared on the same games.

`--cpu-rounds N --before DIR`: only CPU per move, this build against the checkout DIR (an older build too: this mode
uses no part added since), the same seeded games run by each in turn (which runs first alternates), N rounds, each
round's ratio; per run also the bot's start-up (counted in its per-move figure) and the CPU seconds the process spent
in the garbage collector. The bot, the fake
Discord and the scripted players share one process and one event loop; bench/cpu_ledger.py splits its CPU between
them (per callback of the loop, on the thread's CPU clock), so the bot's part and its workers are printed apart from
the fake Discord's and the players'. The bytecode of both checkouts is cached outside them (PYTHONPYCACHEPREFIX).
`--profile PATH`: one such run of this build, with a cProfile of the bot's part only.

Run: python bench/bench_bsg_discord.py [--games 2] [--players 3] [--before DIR] [--cpu-rounds N] [--profile PATH]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import cProfile
import gc
import importlib
import inspect
import json
import os
import pstats
import random
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, os.environ.get("BENCH_ROOT") or str(Path(__file__).resolve().parent.parent))

from cpu_ledger import BOT, FAKE, PLAYERS, GcClock, Ledger  # noqa: E402  (bench/, found from this file's folder)

import engine.tables  # noqa: E402

START_TIMEOUT = 120.0  # the older build parses its catalogs at the start: seconds under load, past a test's 10 s
CPU_ONLY_ENV = "BENCH_BSG_CPU_ONLY"  # set for a run of `cpu_only_games`: on this build or an older checkout
if not os.environ.get(CPU_ONLY_ENV):  # the instrumented bench needs this build's parts
    from bench.bench_store import Recording
    from cogs.workers import draw_images
    from engine.outbox import DM, EDIT
    from presenters.bsg import WINDOW_KINDS
    from presenters.bsg_panels import PanelRun
    from presenters.bsg_record import BsgRecord
    from sandbox import FakeDiscord
    from sandbox.bsg_player import Player
    from sandbox.game_driver import game_bot, open_lobby, seat_players


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]


def replayed(db: Path, writes: list[list[tuple[str, list[Any]]]]) -> list[float]:
    """Each move's write statements again, bare, in a copy of the database (moves, outbox, results emptied first)."""
    work = db.with_name("replay.db")
    shutil.copy(db, work)
    conn = sqlite3.connect(work, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute("DELETE FROM moves")
    conn.execute("DELETE FROM outbox")
    conn.execute("DELETE FROM game_results")  # the finished games' results are written again
    out = []
    for statements in writes:
        start = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        for sql, params in statements:
            conn.execute(sql, params)
        conn.execute("COMMIT")
        out.append(time.perf_counter() - start)
    conn.close()
    return out


def panel_cause(
    seat: int, mover: int | None, kind: str | None, was: str | None, news: bool, knows: bool, after: str
) -> str:
    """Why a panel edit was queued: the first that applies (an own move with where it was made, where the seat
    decides now, and whether what it knows changed)."""
    if seat == mover:
        made = "on the panel" if was is not None else "in the thread"
        return f"own move {made}, then {after}" + (", its cards changed" if knows or news else "")
    if kind is not None and kind != was:
        return "asked a window" if kind in WINDOW_KINDS else "asked a decision"
    if kind is None and was is not None:
        return "window closed" if was in WINDOW_KINDS else "decision went on"
    if kind is not None:
        return "still asked, question changed"
    if news:
        return "private news"
    return "what it knows changed" if knows else "other"


def count_causes(cog: Any, causes: dict[str, int]) -> None:
    """Wrap BSG's panel policy (`PanelRun.panel_rows`, presenters/bsg_panels.py): tally each queued panel edit by
    its cause."""
    original = PanelRun.panel_rows
    asked: dict[tuple[int, int], str | None] = {}

    def counted(run: PanelRun, seat: int, due: bool) -> None:
        snap, rows, mover, facts = run.snap, run.caused.rows, run.move.outcome.seat, run.facts.get(seat)
        before = len(rows)
        old_info = (run.prints.get(str(seat)) or ["", ""])[0]
        original(run, seat, due)
        secret = cog.presenter.secret_now(snap, seat)
        kind = ((snap.view(seat)["me"]["decision"] or {}).get("kind") or "?") if secret else None
        was = asked.get((snap.table.id, seat))
        asked[(snap.table.id, seat)] = kind
        edits = [r for r in rows[before:] if r[0] == EDIT and "screen" in r[1]]
        if edits:
            knows = cog.presenter.info_mark(snap, seat) != old_info
            after = "asked on the panel" if kind else "deciding in the thread" if seat in snap.to_act else "idle"
            cause = panel_cause(seat, mover, kind, was, bool(facts), knows, after)
            causes[cause] = causes.get(cause, 0) + len(edits)

    PanelRun.panel_rows = counted  # type: ignore[method-assign]


def seen_edits(server: FakeDiscord, bot: Any, table: Any, routes: dict[str, int], mark: int) -> int:
    """Tally the fake Discord's edits of this table's panels since `mark` by route; returns the new mark."""
    table = bot.store.get_table(table.id)
    dm_panels = set()
    for where in BsgRecord.of(table.record).panels.values():
        made = bot.tables.outbox.result(int(where["row"])) if isinstance(where, dict) and "row" in where else None
        if made and "message" in made:
            dm_panels.add(int(made["message"]))
    hands = {r.original_id for r in server.interactions.values() if r.name == "bsg hand" or ":hand:" in r.name}
    for message_id, route in server.edit_log[mark:]:
        if message_id in dm_panels:
            key = "DM panel: outbox edit" if route == "channel" else "DM panel: the click's own update"
        elif message_id in hands and route != "channel":
            key = "ephemeral panel: refresh" if route == "webhook" else "ephemeral panel: the click's own update"
        else:
            continue
        routes[key] = routes.get(key, 0) + 1
    return len(server.edit_log)


class ThreadCount:
    """Counts, at the fake Discord, the bot's new posts, its edits and the board images it uploads per channel."""

    def __init__(self, server: FakeDiscord) -> None:
        self.posts: dict[int, int] = {}
        self.edits: dict[int, int] = {}
        self.boards: dict[int, int] = {}
        build, edit = server._build_message, server._apply_edit
        bot_id = server.bot_user.id

        def boards(channel: int, uploads: list[Any]) -> None:
            drawn = [u for u in uploads if not u.filename.endswith(("-panel.png", "-result.png"))]
            self.boards[channel] = self.boards.get(channel, 0) + len(drawn)

        def counted_build(channel: Any, author_id: int, body: Any, uploads: list[Any], **kwargs: Any) -> Any:
            message = build(channel, author_id, body, uploads, **kwargs)
            if author_id == bot_id:
                self.posts[channel.id] = self.posts.get(channel.id, 0) + 1
                boards(channel.id, uploads)
            return message

        def counted_edit(message: Any, body: Any, uploads: list[Any]) -> None:
            edit(message, body, uploads)
            if not message.ephemeral:
                self.edits[message.channel_id] = self.edits.get(message.channel_id, 0) + 1
                boards(message.channel_id, uploads)

        server._build_message = counted_build  # type: ignore[method-assign]
        server._apply_edit = counted_edit  # type: ignore[method-assign]

    def of(self, channel: int) -> tuple[int, int, int]:
        """(posts, edits, board images) in one channel."""
        return self.posts.get(channel, 0), self.edits.get(channel, 0), self.boards.get(channel, 0)


def bare_transactions(folder: Path, count: int = 500) -> list[float]:
    conn = sqlite3.connect(folder / "bare.db", isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, payload TEXT)")
    out = []
    for i in range(count):
        start = time.perf_counter()
        conn.execute("BEGIN")
        conn.execute("INSERT INTO t (payload) VALUES (?)", [f"move {i}"])
        conn.execute("COMMIT")
        out.append(time.perf_counter() - start)
    conn.close()
    return out


async def games(count: int, players: int, folder: Path) -> dict[str, Any]:
    numbers = iter(range(10**6))
    engine.tables.new_seed = lambda: f"bench-bsg-{players}-{next(numbers)}"  # the same games in every run
    server = FakeDiscord()
    await server.start()
    server.install()
    commits: list[float] = []
    writes: list[list[tuple[str, list[Any]]]] = []
    edits = dms = seat_turns = 0
    causes: dict[str, int] = {}
    routes: dict[str, int] = {}
    doubled = {"commits": 0}  # commits that edit one panel twice (never, by design)
    thread = {"posts": 0, "edits": 0, "boards": 0, "turns": 0}
    counts = ThreadCount(server)
    try:
        users = [server.add_user(f"Player {i + 1}") for i in range(players)]
        async with game_bot(server, folder / "bench.db") as bot:
            tables = bot.tables
            apply, commit, add = tables._apply, tables.commit, tables.outbox.add
            recording = Recording(tables.store.conn)
            tables.store.conn = tables.outbox.conn = recording  # type: ignore[assignment]
            applied = {"at": 0.0}  # when the move being committed was applied (a game's start has no apply)

            def timed_apply(*args: Any, **kwargs: Any) -> Any:
                applied["at"] = time.perf_counter()
                return apply(*args, **kwargs)

            def timed_commit(*args: Any, **kwargs: Any) -> Any:
                recording.writes = []
                start = applied["at"] or time.perf_counter()
                try:
                    return commit(*args, **kwargs)
                finally:
                    commits.append(time.perf_counter() - start)
                    writes.append(recording.writes)
                    applied["at"] = 0.0

            def counted_add(table_id: int, rows: Any, now: float, named: set[int] | None = None) -> list[int]:
                nonlocal edits, dms
                rows = list(rows)
                edits += sum(1 for kind, payload in rows if kind == EDIT and "screen" in payload)
                targets = [json.dumps(p.get("hook") or p.get("message"), sort_keys=True) for k, p in rows if k == EDIT]
                targets += [json.dumps(p["panel"]["message"], sort_keys=True) for k, p in rows if p.get("panel")]
                doubled["commits"] += len(targets) != len(set(targets))
                dms += sum(1 for kind, _ in rows if kind == DM)
                return add(table_id, rows, now, named)

            count_causes(bot.game_cogs["bsg"], causes)
            drawn_by: dict[str, int] = {}  # images drawn (not from the cache), by role
            run = bot.workers._run

            async def counted_run(job: Any, *args: Any, **kwargs: Any) -> Any:
                if job is draw_images:
                    for image in args[1]:
                        drawn_by[image.draw] = drawn_by.get(image.draw, 0) + 1
                return await run(job, *args, **kwargs)

            bot.workers._run = counted_run  # type: ignore[method-assign]
            tables._apply = timed_apply  # type: ignore[method-assign]
            tables.commit = timed_commit  # type: ignore[method-assign]
            tables.outbox.add = counted_add  # type: ignore[method-assign]
            for number in range(count):
                table = await open_lobby(server, bot, users[0], "bsg new", seat_order="join")
                table = await seat_players(server, bot, table, users)
                mark = len(server.edit_log)
                table = await Player(server, bot, table, closed=set()).play_to_end(random.Random(number))
                seat_turns += players * max(1, table.state["turn"])
                for key, value in zip(("posts", "edits", "boards"), counts.of(table.thread_id), strict=True):
                    thread[key] += value
                thread["turns"] += max(1, table.state["turn"])
                seen_edits(server, bot, table, routes, mark)
            images = {"drawn": bot.workers.images.misses, "cached": bot.workers.images.hits, "by": drawn_by}
            images["kept"] = bot.workers.shown.kept
    finally:
        await server.stop()
    found = {"commits": commits, "writes": writes, "edits": edits, "dms": dms, "seat_turns": seat_turns}
    found["thread"] = thread
    return {**found, "causes": causes, "routes": routes, "doubled": doubled["commits"], "images": images}


def before_thread(root: str, games: int, players: int) -> None:
    """This bench against another checkout's code (the same seeds): its thread figures, printed first."""
    env = {**os.environ, "BENCH_ROOT": root, "PYTHONDONTWRITEBYTECODE": "1"}
    command = [sys.executable, __file__, "--games", str(games), "--players", str(players)]
    out = subprocess.run(command, env=env, capture_output=True, text=True, check=True).stdout
    line = next(line for line in out.splitlines() if "the thread per turn" in line)
    print(f"before ({root}): {line.strip()}")


# where the parts `cpu_only_games` drives lived in a checkout before they moved to sandbox/ (the old baseline of
# issue 27); looked up by name and only in such a checkout: this build's bench imports nothing from its tests
OLDER_PARTS = (
    "tests.e2e.fake_discord:FakeDiscord",
    "tests.e2e.game_driver:game_bot",
    "tests.e2e.game_driver:open_lobby",
    "tests.e2e.game_driver:seat_players",
    "tests.e2e.test_bsg_e2e:Player",
)


def older_part(where: str) -> Any:
    module, name = where.split(":")
    return getattr(importlib.import_module(module), name)


def driver_parts() -> tuple[Any, ...]:
    """The fake Discord, `game_bot`, `open_lobby`, `seat_players` and the scripted BSG players of this checkout."""
    try:
        from sandbox import FakeDiscord
        from sandbox.bsg_player import Player as Scripted
        from sandbox.game_driver import game_bot, open_lobby, seat_players

        parts = FakeDiscord, game_bot, open_lobby, seat_players, Scripted
    except ImportError:  # an older checkout (BENCH_ROOT), whose driver still lived among its tests
        parts = tuple(older_part(where) for where in OLDER_PARTS)
    starting = getattr(sys.modules[parts[1].__module__], "running_bot", None)  # the start's wait: the machine is shared
    starting = inspect.unwrap(starting) if starting is not None else None  # asynccontextmanager's wrapper has none
    if starting is not None and "timeout" in (starting.__kwdefaults__ or {}):
        starting.__kwdefaults__["timeout"] = START_TIMEOUT
    return parts


def bot_cpu(ledger: Ledger) -> float:
    """This process's CPU so far that is not the fake Discord's or the players' (the bot's, as `cpu_only_run` counts
    it)."""
    ledger.switch(ledger.current)  # charge the owner running now up to this moment
    return cpu()[0] - ledger.spent.get(FAKE, 0.0) - ledger.spent.get(PLAYERS, 0.0)


async def cpu_only_games(count: int, players: int, folder: Path, ledger: Ledger) -> tuple[int, float]:
    """The same seeded games with nothing measured but CPU: no recording connection, no counters, and only parts
    every build since the old baseline has (the fake Discord and the scripted players moved from tests/e2e to
    sandbox/ since). `ledger` splits this process's CPU: the fake Discord's methods and server tasks, the scripted
    players (this task), the bot (its start-up, its tasks, and the timers the players fire as its timer loop would).
    The number of moves stored, and the bot's CPU seconds until it served (its start: imports, catalogs, commands)."""
    Fake, bot_of, lobby, seat, Scripted = driver_parts()
    numbers = iter(range(10**6))
    engine.tables.new_seed = lambda: f"bench-bsg-{players}-{next(numbers)}"  # the same seeds as the full bench
    with ledger.owned(PLAYERS):
        server = Fake()
        ledger.charge_methods(FAKE, server)
        await server.start()
        server.install()
        try:
            users = [server.add_user(f"Player {i + 1}") for i in range(players)]
            running = bot_of(server, folder / "bench.db")
            before_start = bot_cpu(ledger)
            with ledger.owned(BOT):
                bot = await running.__aenter__()
            start = bot_cpu(ledger) - before_start
            for cog in (bot.game_cogs["bsg"], getattr(bot.game_cogs["bsg"], "moves", None)):
                if hasattr(cog, "on_deadline"):  # a window's clock the players let run out
                    cog.on_deadline = ledger.charged(BOT, cog.on_deadline)
            try:
                for number in range(count):
                    table = await lobby(server, bot, users[0], "bsg new", seat_order="join")
                    table = await seat(server, bot, table, users)
                    await Scripted(server, bot, table, closed=set()).play_to_end(random.Random(number))
            finally:
                with ledger.owned(BOT):
                    await running.__aexit__(None, None, None)
        finally:
            await server.stop()
    with contextlib.closing(sqlite3.connect(folder / "bench.db")) as conn:
        return int(conn.execute("SELECT COALESCE(SUM(move_no), 0) FROM game_tables").fetchone()[0]), start


def cpu_only_run(count: int, players: int, profile: str | None = None) -> None:
    """In a child process: CPU per stored move of these games, printed as
    `cpu-per-move BOT WORKERS FAKE_DISCORD PLAYERS MOVES BOT_START GC` (seconds per move; the bot's start and the
    seconds this process spent in the garbage collector (every part's): seconds in all;
    the bot: all of this process's CPU that is not the fake Discord's or the players', so the event loop's own work
    and other threads count as the bot's, its start included). The code is
    imported before (compiling and importing it is not a move's work). `profile`: a cProfile of the bot's part only
    (on the thread's CPU clock) written there, its top printed."""
    driver_parts()
    profiler = cProfile.Profile(time.thread_time) if profile else None

    def profile_bot(owner: str) -> None:
        if profiler is not None:
            profiler.disable()
            if owner not in (FAKE, PLAYERS):
                profiler.enable()

    ledger = Ledger(on_switch=profile_bot)
    collecting = GcClock(time.thread_time)  # the CPU the collections took, on the thread that ran them
    collecting.on = True
    with tempfile.TemporaryDirectory() as name:
        before = cpu()
        ledger.install()
        gc.callbacks.append(collecting)
        moves, start = asyncio.run(cpu_only_games(count, players, Path(name), ledger))
        gc.callbacks.remove(collecting)
        ledger.uninstall()
        after = cpu()
    per = max(1, moves)
    fake, scripted = ledger.spent.get(FAKE, 0.0), ledger.spent.get(PLAYERS, 0.0)
    bot = after[0] - before[0] - fake - scripted
    parts = (bot, after[1] - before[1], fake, scripted)
    print(
        "cpu-per-move "
        + " ".join(f"{part / per:.6f}" for part in parts)
        + f" {moves} {start:.6f} {sum(collecting.seconds):.6f}"
    )
    if profiler is not None and profile is not None:
        profiler.disable()
        profiler.dump_stats(profile)
        pstats.Stats(profile).sort_stats("tottime").print_stats(30)


def cpu_rounds(root: str, rounds: int, count: int, players: int) -> None:
    """CPU per move of this build against the checkout `root` (e.g. a worktree of the old baseline), the same games
    run by each in turn, `rounds` times, the first to run alternating (a build run second finds the files both read in
    the page cache): per round and build the bot (and its start apart), its workers, the fake Discord and the players
    apart, and the ratio of the bot + workers; the median of the ratios."""
    here = str(Path(__file__).resolve().parent.parent)
    ratios, whole = [], []
    for number in range(rounds):
        found: dict[str, list[float]] = {}
        builds = [("before", root), ("this build", here)]
        for label, where in builds if number % 2 == 0 else builds[::-1]:
            env = {**os.environ, "BENCH_ROOT": where, CPU_ONLY_ENV: "1"}
            env["PYTHONPYCACHEPREFIX"] = str(Path(tempfile.gettempdir()) / "bench-bsg-pycache")  # mirrors each path
            command = [sys.executable, __file__, "--games", str(count), "--players", str(players)]
            done = subprocess.run(command, env=env, cwd=where, capture_output=True, text=True)
            if done.returncode:
                print(f"  round {number + 1} {label}: failed\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}", flush=True)
                break
            line = next(line for line in done.stdout.splitlines() if line.startswith("cpu-per-move")).split()
            found[label] = [float(value) * 1e3 for value in line[1:5]]
            bot, workers, fake, scripted = found[label]
            start = float(line[6]) * 1e3 / max(1, int(line[5]))
            print(
                f"  round {number + 1} {label:>10}: bot {bot:5.1f} (its start {start:4.1f}) + workers {workers:5.1f} = "
                f"{bot + workers:5.1f} ms per move; fake Discord {fake:5.1f} ms, players {scripted:5.1f} ms "
                f"({line[5]} moves; GC {float(line[7]):.2f} s CPU)",
                flush=True,
            )
        if len(found) < 2:
            continue
        ratios.append(sum(found["this build"][:2]) / sum(found["before"][:2]))
        whole.append(sum(found["this build"]) / sum(found["before"]))
        print(
            f"  round {number + 1}: bot + workers {ratios[-1]:.2f}x the build at {root} "
            f"(the whole process with the fake Discord and players, + workers: {whole[-1]:.2f}x)",
            flush=True,
        )
    print(
        "CPU per move, the bot process + its workers (budget 0.5x): "
        + (f"median {statistics.median(ratios):.2f}x" if ratios else "no round completed")
        + (f"; with the fake Discord and players: median {statistics.median(whole):.2f}x" if whole else "")
    )


def cpu() -> tuple[float, float]:
    """CPU seconds of this process and of its finished children (the worker processes, once the bot closed)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--before", help="another checkout: its thread figures on the same seeds")
    parser.add_argument(
        "--cpu-rounds", type=int, default=0, help="with --before: only CPU per move, alternating builds, N rounds"
    )
    parser.add_argument("--profile", help="only CPU per move on this build, with a profile of the bot's part here")
    args = parser.parse_args()
    if os.environ.get(CPU_ONLY_ENV) or args.profile:
        cpu_only_run(args.games, args.players, args.profile)
        return
    if args.cpu_rounds:
        if not args.before:
            parser.error("--cpu-rounds needs --before DIR")
        cpu_rounds(args.before, args.cpu_rounds, args.games, args.players)
        return
    if args.before:
        before_thread(args.before, args.games, args.players)
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        before = cpu()
        found = asyncio.run(games(args.games, args.players, folder))
        after = cpu()
        same = replayed(folder / "bench.db", found["writes"])
        bare = bare_transactions(folder)
    commits = found["commits"]
    base, one = p99(same), p99(bare)
    print(f"BSG, {args.games} games of {args.players} players, {len(commits)} moves through the fake Discord")
    print(f"  the same rows, bare: p50 {statistics.median(same) * 1e3:.3f} ms, p99 {base * 1e3:.3f} ms")
    print(f"  a one-row transaction: p50 {statistics.median(bare) * 1e3:.3f} ms, p99 {one * 1e3:.3f} ms")
    print(
        f"  apply+commit: p50 {statistics.median(commits) * 1e3:.3f} ms, p99 {p99(commits) * 1e3:.3f} ms "
        f"= {p99(commits) / base:.1f}x the same rows bare, {p99(commits) / one:.0f}x one row (budget 5x)"
    )
    print(f"  apply+commit p50 / the same rows bare p50: {statistics.median(commits) / statistics.median(same):.1f}x")
    thread, turns = found["thread"], max(1, found["thread"]["turns"])
    print(
        f"  the thread per turn ({thread['turns']} turns): {thread['posts'] / turns:.2f} new bot posts (target <= 4), "
        f"{thread['boards'] / turns:.2f} board images (target <= 1.2), {thread['edits'] / turns:.2f} edits"
    )
    per = found["seat_turns"]
    routes = found["routes"]
    dm = sum(n for route, n in routes.items() if route.startswith("DM"))
    print(f"  DM panel edits per player per turn: {dm / per:.2f}, every change the player sees (target <= 3)")
    print(f"  all private panel edits (DM and ephemeral) per player per turn: {sum(routes.values()) / per:.2f}")
    for route, count in sorted(routes.items()):
        print(f"    by route: {route}: {count / per:.2f}")
    queued = sum(found["causes"].values())
    print(f"  DM panel edits the moves queued (outbox or the click's answer) per player per turn: {queued / per:.2f}")
    for cause, count in sorted(found["causes"].items(), key=lambda item: -item[1]):
        print(f"    by cause: {cause}: {count / per:.2f}")
    print(f"  commits editing one panel twice: {found['doubled']}")
    print(f"  DMs sent (panels and pings) per player per turn: {found['dms'] / per:.2f}")
    images = found["images"]
    asked = images["drawn"] + images["cached"]
    print(
        f"  images: {asked} asked for, {images['drawn']} drawn, {images['cached']} from the cache of images drawn "
        f"before ({images['cached'] / max(1, asked):.0%}); drawn by role: "
        + ", ".join(f"{role} {count}" for role, count in sorted(images["by"].items()))
    )
    print(f"  panel images kept on their message by an edit (neither drawn nor uploaded): {images['kept']}")
    moves = max(1, len(commits))
    print(
        f"  CPU per move: this process (bot, fake Discord, players) {(after[0] - before[0]) / moves * 1e3:.0f} ms, "
        f"worker processes {(after[1] - before[1]) / moves * 1e3:.0f} ms"
    )


if __name__ == "__main__":
    main()
