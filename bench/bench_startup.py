"""Start-up: from launching the bot's process to serving, against the fake Discord, and the first command in a
second language (issue 27, item 1). Ratios are against baselines measured in the same run:

- `import discord`: a fresh interpreter that only imports discord.py (what every bot pays before its own work);
- start → serving: a fresh bot process (`sandbox/bot_process.py`, as `python bot.py` runs) until it has synced its
  commands and delivered what an earlier run left — with an empty database and with N stored games;
  the bot's own work is the difference (budget: <= 0.5 s, and <= 1.1x that with 10,000 games);
- the first `/games mine` of an English player, then the first of a Czech one (budget: <= 2x);
- the start's phases, traced inside the bot process (admin/start_trace.py, `BOARDBOT_START_TRACE`): the in-process
  start (interpreter up → serving) with the games against empty, wall and CPU, and a table of when each phase is
  reached. Runs alternate which database starts first, and before each start the previous bot's worker processes
  (launched once it served) are waited for until they end: orphans of a killed bot would burn CPU during the next
  start.

The compiled catalogs are cached (i18n/compiled.py); a first run compiles them once (printed as "cold"), the runs
measured afterwards read the cache. Python's own bytecode cache is on for the processes started here (under
bench/out/pycache, even where PYTHONDONTWRITEBYTECODE is set), as on a deployed bot. The databases are migrated
before they are measured (a new database's schema is created once; that first start is printed apart). The stored
games are generated once (bench/generate_games.py) under bench/out/; the copy measured has its times moved to now
(`as_if_written_now`): a start finds none of its timers due, however old the file.

The bot is killed after each start (as a crash would), so each start with the games finds the WAL the last one left
(printed); an empty start is a copy of the new database as a clean shutdown left it (no WAL: the start that created
its schema was killed too, and its WAL is checkpointed before the copies are made). Then
the database work of a start is timed part by part, alone, in a fresh process, with the games and empty: opening
(which reads such a WAL), the first commit's fsync, the reads that grow with the games, to set against the whole
start's difference.

Run from the project root:  python bench/bench_startup.py [--runs 5] [--games 10000]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from admin import start_trace  # noqa: E402
from bench.generate_games import as_if_written_now, generate  # noqa: E402
from engine.store import Store  # noqa: E402
from sandbox import FakeDiscord  # noqa: E402
from sandbox.bot_process import BotProcess  # noqa: E402

OUT = ROOT / "bench" / "out"

# The database work of a start, each part timed alone in a fresh process (wall and CPU, ms), as the bot does it: open
# (with the WAL a killed run left: SQLite reads it all to rebuild its index), the first commit (its fsync), the reads
# that grow with the games. Printed for the stored games and the empty database, to compare with the whole start.
PARTS = r"""
import sqlite3, sys, time
def timed(label, fn):
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    print(label, 1e3 * (time.perf_counter() - wall), 1e3 * (time.process_time() - cpu))
conn = None
def open_db():
    global conn
    conn = sqlite3.connect(sys.argv[1], isolation_level=None)
    for pragma in ("busy_timeout = 5000", "journal_mode = WAL", "foreign_keys = ON", "synchronous = FULL"):
        conn.execute("PRAGMA " + pragma)
    conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()  # the schema read (and a WAL's index rebuilt)
def commit():
    conn.execute("BEGIN IMMEDIATE")
    conn.execute("INSERT INTO processes (id, host, pid, shard_first, shard_last, started_at, heartbeat) "
                 "VALUES ('bench', 'bench', 0, 0, 0, 0, 0)")
    conn.execute("DELETE FROM processes WHERE id = 'bench'")
    conn.execute("COMMIT")
timed("open (+ a WAL left by a kill)", open_db)
timed("first commit (fsync)", commit)
timed("count of open tables", lambda: conn.execute(
    "SELECT COUNT(*) FROM game_tables WHERE status IN ('lobby', 'playing')").fetchone())
timed("wake-ups check (reads every timer)", lambda: conn.execute(
    "SELECT 1 FROM timers LEFT JOIN wakeups ON wakeups.table_id = timers.table_id WHERE timers.due IS NOT NULL "
    "AND (wakeups.wake_at IS NULL OR wakeups.wake_at > timers.due) LIMIT 1").fetchone())
timed("undelivered outbox rows", lambda: conn.execute(
    "SELECT DISTINCT table_id, owner FROM outbox WHERE done = 0").fetchall())
"""


def database_parts(db: Path) -> dict[str, tuple[float, float]]:
    """Each part of a start's database work on `db`, alone, in a fresh process: {part: (wall ms, CPU ms)}."""
    out = subprocess.run([sys.executable, "-c", PARTS, str(db)], check=True, capture_output=True, text=True).stdout
    found = {}
    for line in out.splitlines():
        label, wall, cpu = line.rsplit(" ", 2)
        found[label] = (float(wall), float(cpu))
    return found


def wal_bytes(db: Path) -> int:
    wal = Path(f"{db}-wal")
    return wal.stat().st_size if wal.exists() else 0


def run_child(code: str) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of a fresh interpreter running `code`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def descendants(pid: int) -> list[int]:
    """The processes `pid` started, and theirs (its worker processes, multiprocessing's resource tracker)."""
    parents: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            parents[int(stat.parent.name)] = int(stat.read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue  # ended meanwhile
    found, todo = [], [pid]
    while todo:
        pid = todo.pop()
        children = [child for child, parent in parents.items() if parent == pid]
        found += children
        todo += children
    return found


def running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


async def ended(pids: list[int], timeout: float = 60.0) -> float:
    """Wait until every process of `pids` has ended (orphaned workers end within a few seconds); seconds waited."""
    start = time.perf_counter()
    while any(running(pid) for pid in pids) and time.perf_counter() - start < timeout:
        await asyncio.sleep(0.05)
    return time.perf_counter() - start


@dataclass
class Start:
    wall: float  # seconds from launch to serving
    cpu: float  # CPU seconds the bot's process used until then (its worker processes not counted)
    phases: dict[str, tuple[float, float]]  # phase → (wall s, CPU s) since the interpreter was up (the trace)
    first: float = 0.0  # the first English /games mine (seconds to the first response)
    second: float = 0.0  # then the first Czech one
    waited: float = 0.0  # seconds the killed bot's worker processes took to end

    @property
    def in_process(self) -> tuple[float, float]:
        """(wall s, CPU s) from the interpreter being up to serving."""
        return self.phases["serving"]

    @property
    def beyond_discord(self) -> tuple[float, float]:
        """(wall s, CPU s) from discord imported to serving: the bot's own work, in-process."""
        (wall, cpu), (imp_wall, imp_cpu) = self.phases["serving"], self.phases["discord imported"]
        return wall - imp_wall, cpu - imp_cpu


def traced(path: Path, pid: int, launched: float) -> tuple[float, float, dict[str, tuple[float, float]]]:
    """(launch → serving wall s, CPU s at serving, the phases since the interpreter was up) from a start's trace."""
    phases = start_trace.read(path, pid)
    up = phases[0]
    since = {str(p["phase"]): (float(p["at"]) - float(up["at"]), float(p["cpu"]) - float(up["cpu"])) for p in phases}
    serving = next(p for p in phases if p["phase"] == "serving")
    return float(serving["at"]) - launched, float(serving["cpu"]), since


async def serving(server: FakeDiscord, db: Path, lang_probe: bool = False) -> Start:
    """Launch the bot on `db` until it serves (traced); with `lang_probe`, then the first command of two languages.
    Returns once the bot is killed and its worker processes have ended."""
    trace = db.with_suffix(".trace")
    trace.unlink(missing_ok=True)
    os.environ[start_trace.ENV] = str(trace)  # for the bot process started below
    proc = BotProcess(server, db)
    launched = time.time()
    try:
        await proc.start(timeout=120)  # the ready file: serving, and the timer loop's first pass made
    finally:
        del os.environ[start_trace.ENV]
    assert proc.proc is not None
    found = Start(*traced(trace, proc.proc.pid, launched))
    try:
        if lang_probe:
            english = server.add_user(f"Ann{time.time_ns() % 100000}", locale="en-US")
            czech = server.add_user(f"Cyril{time.time_ns() % 100000}", locale="cs")
            await asyncio.sleep(0.2)
            rec = await server.slash(english, "games mine")
            await rec.wait_done(timeout=30)
            found.first = rec.latency
            rec = await server.slash(czech, "games mine")
            await rec.wait_done(timeout=30)
            found.second = rec.latency
    finally:
        workers = descendants(proc.proc.pid)
        proc.stop()
        await proc.gone()
        found.waited = await ended(workers)
    return found


def stored_games(count: int) -> Path:
    path = OUT / f"games-{count}.db"  # the same as bench/bench_store.py's
    if not path.exists():
        OUT.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(".partial")
        partial.unlink(missing_ok=True)
        print(f"generating {count} stored games once into {path} …", flush=True)
        generate(partial, count)
        partial.rename(path)
    return path


def copy_db(source: Path, folder: Path, name: str) -> Path:
    target = folder / name
    for suffix in ("", "-wal", "-shm"):
        if Path(f"{source}{suffix}").exists():
            shutil.copy(f"{source}{suffix}", f"{target}{suffix}")
    return target


async def measure(runs: int, games: int) -> None:
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)  # for the processes started below
    os.environ["PYTHONPYCACHEPREFIX"] = str(OUT / "pycache")
    server = FakeDiscord()
    await server.start()
    server.install()
    try:
        with tempfile.TemporaryDirectory() as folder:
            big = copy_db(stored_games(games), Path(folder), "big.db")
            Store(big).close()  # migrated before it is measured (a migration runs once, at the first start)
            moved = as_if_written_now(big)
            print(f"the stored games' times moved by {moved / 3600:+.1f} h: their timers fall due as when written")
            run_child("import discord")  # bytecode written
            cold = await serving(server, Path(folder) / "warm-up.db")  # compiles the catalogs when stale
            print(
                f"first start, a new database (catalog cache as found: cold if the catalogs changed): {cold.wall:.3f} s"
            )
            new = await serving(server, Path(folder) / "new.db")
            print(f"start with a new database (its schema created): {new.wall:.3f} s, {new.cpu:.3f} s CPU")
            Store(Path(folder) / "new.db").close()  # a clean shutdown: the killed start's WAL folded in, removed
            bare, imports, empty, full = [], [], [], []
            parts: dict[str, list[dict[str, tuple[float, float]]]] = {"empty": [], "games": []}
            wals: dict[str, list[int]] = {"empty": [], "games": []}
            for run in range(runs):
                bare.append(run_child("pass"))
                imports.append(run_child("import discord"))
                empty_db = copy_db(Path(folder) / "new.db", Path(folder), f"empty-{run}.db")
                for which in ("empty", "games") if run % 2 == 0 else ("games", "empty"):  # alternating the order
                    if which == "empty":
                        wals["empty"].append(wal_bytes(empty_db))
                        empty.append(await serving(server, empty_db, lang_probe=True))
                    else:
                        wals["games"].append(wal_bytes(big))
                        full.append(await serving(server, big))
                alone = copy_db(Path(folder) / "new.db", Path(folder), f"parts-{run}.db")
                parts["empty"].append(database_parts(alone))
                parts["games"].append(database_parts(big))
    finally:
        await server.stop()
    report(games, bare, imports, empty, full, parts, wals)


def report(
    games: int,
    bare: list[tuple[float, float]],
    imports: list[tuple[float, float]],
    empty: list[Start],
    full: list[Start],
    parts: dict[str, list[dict[str, tuple[float, float]]]],
    wals: dict[str, list[int]],
) -> None:
    med = statistics.median
    runs = len(empty)
    print(f"median of {runs} runs each, alternating which database starts first (wall-clock s / CPU s; the machine")
    print(f"is shared, CPU time is the steadier; load at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}):")
    rows = [
        ("python -c pass", med(w for w, _ in bare), med(c for _, c in bare)),
        ("python -c 'import discord' (baseline)", med(w for w, _ in imports), med(c for _, c in imports)),
        ("launch → serving, empty database", med(s.wall for s in empty), med(s.cpu for s in empty)),
        (f"launch → serving, {games} stored games", med(s.wall for s in full), med(s.cpu for s in full)),
    ]
    for label, wall, cpu in rows:
        print(f"  {label:<42} {wall:6.3f} s   {cpu:6.3f} s CPU")
    base_wall, base_cpu = rows[1][1], rows[1][2]
    own = [(wall - base_wall, cpu - base_cpu) for _, wall, cpu in rows[2:]]
    print(
        f"  bot's own work, empty database:            {own[0][0]:6.3f} s   {own[0][1]:6.3f} s CPU   (budget <= 0.5 s)"
    )
    print(
        f"  bot's own work, {games} games:             {own[1][0]:6.3f} s   {own[1][1]:6.3f} s CPU   "
        f"(x empty: wall {own[1][0] / own[0][0]:.2f}x, CPU {own[1][1] / own[0][1]:.2f}x; budget <= 1.1x)"
    )
    walls = [(f.wall - w) / (e.wall - w) for f, e, (w, _) in zip(full, empty, imports, strict=True)]
    cpus = [(f.cpu - c) / (e.cpu - c) for f, e, (_, c) in zip(full, empty, imports, strict=True)]
    print("    per run (each against its own empty start and import): wall " + ", ".join(f"{r:.2f}x" for r in walls))
    print("                                                            CPU  " + ", ".join(f"{r:.2f}x" for r in cpus))
    in_process(games, empty, full)
    print(f"  WAL found at each start (bytes; a killed run's): empty {wals['empty']}, {games} games {wals['games']}")
    print(f"  a start's database work, each part alone in a fresh process (median ms, {games} games / empty):")
    total = {"empty": [0.0, 0.0], "games": [0.0, 0.0]}
    for label in parts["games"][0]:
        row = []
        for which in ("games", "empty"):
            wall, cpu = med(p[label][0] for p in parts[which]), med(p[label][1] for p in parts[which])
            total[which][0] += wall
            total[which][1] += cpu
            row.append(f"{wall:7.2f} wall {cpu:6.2f} CPU")
        print(f"    {label:<38} {row[0]}  /  {row[1]}")
    extra_wall = total["games"][0] - total["empty"][0]
    extra_cpu = total["games"][1] - total["empty"][1]
    print(
        f"    all parts: {extra_wall:+.1f} ms wall, {extra_cpu:+.1f} ms CPU with the games, against "
        f"{(own[1][0] - own[0][0]) * 1e3:+.0f} ms wall of the whole start"
    )
    first, second = med(s.first for s in empty), med(s.second for s in empty)
    print(f"  first /games mine, English player:         {first * 1e3:6.1f} ms")
    print(
        f"  first /games mine, then a Czech player:    {second * 1e3:6.1f} ms   ({second / first:.2f}x; budget <= 2x)"
    )
    print("    per run: " + ", ".join(f"{s.second / s.first:.2f}x" for s in empty))
    waited = [s.waited for s in empty + full]
    print(f"  a killed bot's worker processes took {med(waited):.1f} s (median, at most {max(waited):.1f} s) to end")


def in_process(games: int, empty: list[Start], full: list[Start]) -> None:
    """The traced phases: when each is reached, and the in-process start with the games against empty."""
    med = statistics.median
    print(f"  the start traced inside the bot (ms since the interpreter was up, median; empty / {games} games):")
    names = list(empty[0].phases)
    names += [n for n in full[0].phases if n not in names]
    for name in names:
        cells = []
        for starts in (empty, full):
            seen = [s.phases[name] for s in starts if name in s.phases]
            wall, cpu = (med(w for w, _ in seen) * 1e3, med(c for _, c in seen) * 1e3) if seen else (0.0, 0.0)
            cells.append(f"{wall:7.1f} wall {cpu:7.1f} CPU" if seen else f"{'-':>24}")
        print(f"    {name:<28} {cells[0]}  /  {cells[1]}")
    for label, pick in (("interpreter up → serving", "in_process"), ("discord imported → serving", "beyond_discord")):
        e_wall, e_cpu = med(getattr(s, pick)[0] for s in empty), med(getattr(s, pick)[1] for s in empty)
        f_wall, f_cpu = med(getattr(s, pick)[0] for s in full), med(getattr(s, pick)[1] for s in full)
        print(
            f"  {label:<27} empty {e_wall:6.3f} s, {e_cpu:6.3f} s CPU; {games} games {f_wall:6.3f} s, "
            f"{f_cpu:6.3f} s CPU (x empty: wall {f_wall / e_wall:.2f}x, CPU {f_cpu / e_cpu:.2f}x; budget <= 1.1x)"
        )
    walls = [f.in_process[0] / e.in_process[0] for f, e in zip(full, empty, strict=True)]
    cpus = [f.in_process[1] / e.in_process[1] for f, e in zip(full, empty, strict=True)]
    print("    in-process, per run: wall " + ", ".join(f"{r:.2f}x" for r in walls))
    print("                         CPU  " + ", ".join(f"{r:.2f}x" for r in cpus))
    own = med(s.beyond_discord[0] for s in empty)
    print(f"  empty start, the bot's own work beyond import discord (in-process): {own:.3f} s (budget <= 0.5 s)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=10_000)
    args = parser.parse_args()
    asyncio.run(measure(args.runs, args.games))


if __name__ == "__main__":
    main()
