"""Start-up: from launching the bot's process to serving, against the fake Discord, and the first command in a
second language (issue 27, item 1). Ratios are against baselines measured in the same run:

- `import discord`: a fresh interpreter that only imports discord.py (what every bot pays before its own work);
- start → serving: a fresh bot process (`tests/e2e/bot_process.py`, as `python bot.py` runs) until it has synced its
  commands and delivered what an earlier run left — with an empty database and with N stored games;
  the bot's own work is the difference (budget: <= 0.5 s, and <= 1.1x that with 10,000 games);
- the first `/games mine` of an English player, then the first of a Czech one (budget: <= 2x).

The compiled catalogs are cached (i18n/compiled.py); a first run compiles them once (printed as "cold"), the runs
measured afterwards read the cache. Python's own bytecode cache is on for the processes started here (under
bench/out/pycache, even where PYTHONDONTWRITEBYTECODE is set), as on a deployed bot. The databases are migrated
before they are measured (a new database's schema is created once; that first start is printed apart). The stored
games are generated once (bench/generate_games.py) under bench/out/.

Run from the project root:  python bench/bench_startup.py [--runs 5] [--games 10000]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.generate_games import generate  # noqa: E402
from engine.store import Store  # noqa: E402
from tests.e2e.bot_process import BotProcess  # noqa: E402
from tests.e2e.fake_discord import FakeDiscord  # noqa: E402

OUT = ROOT / "bench" / "out"


def import_discord() -> float:
    """Seconds for a fresh interpreter to import discord.py and exit."""
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import discord"], check=True, cwd=ROOT)
    return time.perf_counter() - start


def bare_interpreter() -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True, cwd=ROOT)
    return time.perf_counter() - start


async def serving(server: FakeDiscord, db: Path, lang_probe: bool = False) -> tuple[float, float, float]:
    """(seconds from launch to serving, first English /games mine, first Czech /games mine); the commands only
    when `lang_probe`."""
    proc = BotProcess(server, db)
    start = time.perf_counter()
    await proc.start(timeout=120)
    ready = time.perf_counter() - start
    first = second = 0.0
    try:
        if lang_probe:
            english = server.add_user(f"Ann{os.getpid()}{time.time_ns() % 1000}", locale="en-US")
            czech = server.add_user(f"Cyril{os.getpid()}{time.time_ns() % 1000}", locale="cs")
            await asyncio.sleep(0.2)
            rec = await server.slash(english, "games mine")
            await rec.wait_done(timeout=30)
            first = rec.latency
            rec = await server.slash(czech, "games mine")
            await rec.wait_done(timeout=30)
            second = rec.latency
    finally:
        proc.stop()
        await proc.gone()
    return ready, first, second


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
            import_discord()  # bytecode written
            cold, _, _ = await serving(server, Path(folder) / "warm-up.db")  # compiles the catalogs when stale
            print(f"first start, a new database (catalog cache as found: cold if the catalogs changed): {cold:.3f} s")
            new, _, _ = await serving(server, Path(folder) / "new.db")
            print(f"start with a new database (its schema created): {new:.3f} s")
            bare = [bare_interpreter() for _ in range(runs)]
            imports = [import_discord() for _ in range(runs)]
            empty, full, first, second = [], [], [], []
            for run in range(runs):
                empty_db = copy_db(Path(folder) / "new.db", Path(folder), f"empty-{run}.db")
                ready, en, cs = await serving(server, empty_db, lang_probe=True)
                empty.append(ready)
                first.append(en)
                second.append(cs)
                full.append((await serving(server, big))[0])
    finally:
        await server.stop()
    med = statistics.median
    base = med(imports)
    own_empty, own_full = med(empty) - base, med(full) - base
    print(f"median of {runs} runs each:")
    print(f"  python -c pass:                          {med(bare):.3f} s")
    print(f"  python -c 'import discord':              {base:.3f} s   (baseline)")
    print(f"  start → serving, empty database:         {med(empty):.3f} s")
    print(f"  start → serving, {games} stored games:  {med(full):.3f} s")
    print(f"  bot's own work, empty database:          {own_empty:.3f} s   (budget <= 0.5 s)")
    ratio = own_full / own_empty
    print(f"  bot's own work, {games} games:          {own_full:.3f} s   ({ratio:.2f}x empty; budget <= 1.1x)")
    print(f"  first /games mine, English player:       {med(first) * 1e3:.1f} ms")
    print(f"  first /games mine, then a Czech player:  {med(second) * 1e3:.1f} ms   "
          f"({med(second) / med(first):.2f}x; budget <= 2x)")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=10_000)
    args = parser.parse_args()
    asyncio.run(measure(args.runs, args.games))


if __name__ == "__main__":
    main()
