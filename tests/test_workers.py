"""The worker pool (cogs/workers.py): renders and bot decisions in other processes, a thread when the pool breaks."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import multiprocessing
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cogs import catalogue
from cogs.drawings import Renderer
from cogs.workers import Workers, choose_action, configured_workers, draw_images
from engine.bots import make_bot, seen_by
from engine.registry import get_game
from presenters.screens import Image
from tests.random_games import NAMES, mid_game, screen_images

GAMES = ("frame", "envyra", "hieroglyphs", "cardline")


# -- jobs the tests send (top-level, so a worker process can import them) ------------------------------------
def worker_pid() -> int:
    return os.getpid()


def render_until_killed(pidfile: str, renderer: str, images: list[Image], names: list[str]) -> list:
    """Says which process it runs in, then renders for ever: it is mid-render whenever it is killed."""
    Path(pidfile).write_text(str(os.getpid()))
    while True:
        draw_images(renderer, images, names)


def render_in(renderer: Renderer | str, images: list[Image], names: list[str]) -> tuple[int, list]:
    return os.getpid(), draw_images(renderer, images, names)


def default_catalog_loaded() -> bool:
    """Whether this process has built the default language's bundle (Fluent's runtime imported) already."""
    from i18n.catalog import bundle

    return bundle.cache_info().currsize > 0 and "fluent.runtime" in sys.modules


def fail_to_start() -> None:
    os._exit(3)


class Unstartable(Workers):
    """Workers whose processes die before their first job (as when the worker cannot import the bot's code)."""

    def _new_pool(self):  # noqa: ANN202
        self.pools = getattr(self, "pools", 0) + 1
        return concurrent.futures.ProcessPoolExecutor(
            self.size, mp_context=multiprocessing.get_context("spawn"), initializer=fail_to_start
        )


@pytest.fixture(scope="module")
def pool():
    workers = Workers(1)
    workers.start()
    yield workers
    asyncio.run(workers.close())


# -- configuration ---------------------------------------------------------------------------------------------
def test_workers_default_to_the_cores_and_zero_means_no_pool() -> None:
    cores = len(os.sched_getaffinity(0))
    assert configured_workers({}) == cores
    assert configured_workers({"BOARDBOT_WORKERS": " "}) == cores
    assert configured_workers({"BOARDBOT_WORKERS": "3"}) == 3
    assert configured_workers({"BOARDBOT_WORKERS": "0"}) == 0
    assert configured_workers({"BOARDBOT_WORKERS": "-2"}) == 0
    assert configured_workers({"BOARDBOT_WORKERS": "many"}) == cores


async def test_without_a_pool_jobs_run_in_a_thread_of_this_process() -> None:
    workers = Workers(0)
    workers.start()
    assert not workers.running
    assert await workers.call(worker_pid) == os.getpid()
    await workers.close()


# -- the pool --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", GAMES)
def test_a_render_through_the_pool_is_the_same_bytes_as_in_process(pool: Workers, kind: str) -> None:
    images = screen_images(kind)
    renderer = f"renderers.{kind}"
    pid, drawn = asyncio.run(pool.call(render_in, renderer, images, NAMES))
    assert pid != os.getpid()
    assert drawn == draw_images(renderer, images, NAMES)
    assert all(data and data.startswith(b"\x89PNG") for data, _ in drawn if data is not None)
    assert [name for _, name in drawn] == ["board.png", "me.png"]


def test_bsgs_images_through_the_pool_use_its_descriptors_entry_points(pool: Workers) -> None:
    """The bot hands the worker a game's `Renderer` (picklable): roles map to BSG's own `board` and `panel`."""
    renderer = catalogue.descriptor("bsg").renderer
    game, state = get_game("bsg"), mid_game("bsg", players=3, moves=10)
    images = [Image("board", game.view(state, None), "board.png"), Image("private", game.view(state, 0), "me.png")]
    pid, drawn = asyncio.run(pool.call(render_in, renderer, images, NAMES))
    assert pid != os.getpid()
    assert drawn == draw_images(renderer, images, NAMES)
    assert all(data and data.startswith(b"\x89PNG") for data, _ in drawn)


@pytest.mark.parametrize("kind", GAMES)
def test_a_bot_decision_through_the_pool_is_the_one_made_in_process(pool: Workers, kind: str) -> None:
    game, state = get_game(kind), mid_game(kind, players=2, moves=3)
    seat = sorted(game.to_act(state))[0]
    seen = seen_by(game, state, seat, [])
    chosen = asyncio.run(pool.call(choose_action, kind, "normal", seen, "7:10:0"))
    assert chosen == make_bot(game, "normal").choose(seen, random.Random("7:10:0"))
    assert chosen in seen.legal


async def test_a_new_worker_loads_the_catalog_before_its_first_bot_decision() -> None:
    """A bot's first decision in a process must not pay for Fluent's import and the bundle (0.6 s of CPU: the BSG
    bot reads option labels in English): `warm_up` runs `engine.bots.prepare` when the worker starts."""
    workers = Workers(1)  # its own pool: the module's pool has rendered already
    workers.start()
    try:
        assert await workers.call(default_catalog_loaded)
    finally:
        await workers.close()


async def test_a_worker_killed_mid_render_loses_no_render(tmp_path: Path) -> None:
    workers = Workers(1)
    workers.start()
    try:
        images = screen_images("frame")
        expected = draw_images("renderers.frame", images, NAMES)
        pidfile = tmp_path / "pid"
        local = lambda: draw_images("renderers.frame", images, NAMES)  # noqa: E731
        job = asyncio.create_task(
            workers.call(render_until_killed, str(pidfile), "renderers.frame", images, NAMES, local=local)
        )
        while not pidfile.exists() or not pidfile.read_text():
            await asyncio.sleep(0.01)
        killed = int(pidfile.read_text())
        os.kill(killed, signal.SIGKILL)
        assert await job == expected  # drawn again in a thread
        assert workers.fallbacks == 1
        pid, drawn = await workers.call(render_in, "renderers.frame", images, NAMES)  # a new pool takes over
        assert pid not in (killed, os.getpid())
        assert drawn == expected
    finally:
        await workers.close()


async def test_after_close_jobs_still_run_in_a_thread() -> None:
    workers = Workers(1)
    workers.start()
    assert await workers.call(worker_pid) != os.getpid()
    await workers.close()
    assert not workers.running
    assert await workers.call(worker_pid) == os.getpid()


async def test_the_event_loop_keeps_ticking_while_the_pool_renders(pool: Workers) -> None:
    """Counts loop iterations while renders are in flight: the loop goes round many times during every render
    (it is never held up for a whole render), and every render ran in a worker, not under this process's GIL."""
    jobs = [(f"renderers.{kind}", screen_images(kind)[:1]) for kind in GAMES] * 2
    await pool.call(render_in, *jobs[0], NAMES)  # the worker is up and warm
    ticks = 0
    between: list[int] = []  # loop ticks between one finished render and the next

    async def render(renderer: str, images: list[Image]) -> int:
        pid, _ = await pool.call(render_in, renderer, images, NAMES)
        between.append(ticks)
        return pid

    batch = asyncio.gather(*(render(r, i) for r, i in jobs))
    while not batch.done():
        await asyncio.sleep(0)
        ticks += 1
    pids = await batch
    assert os.getpid() not in pids
    gaps = sorted(b - a for a, b in zip([0, *between], between, strict=False))
    # two workers may finish in the same loop turn (a gap of 0), so the typical gap is what tells
    assert gaps[len(gaps) // 2] >= 10, f"the loop stood still during renders: ticks between renders {gaps}"
    assert ticks >= 100 * len(jobs)


async def test_workers_that_cannot_start_are_given_up_and_every_job_runs_in_a_thread() -> None:
    workers = Unstartable(1)
    workers.start()
    try:
        assert await workers.call(worker_pid) == os.getpid()
        assert await workers.call(worker_pid) == os.getpid()
        assert not workers.running and workers.pools == 1  # no new pool per image, each dying alike
    finally:
        await workers.close()


OWNER = """
import asyncio, sys
from cogs.workers import Workers
from tests.test_workers import worker_pid

async def main():
    workers = Workers(1)
    workers.start()
    print(await workers.call(worker_pid), flush=True)
    await asyncio.sleep(600)

asyncio.run(main())
"""


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with contextlib.suppress(FileNotFoundError):  # a zombie waiting for init counts as gone
        return Path(f"/proc/{pid}/stat").read_text().split(") ")[1][0] != "Z"
    return False


def test_a_worker_ends_when_the_bot_is_killed() -> None:
    """kill -9 of the bot leaves no worker behind (they would wait for jobs for ever, holding their memory)."""
    root = Path(__file__).resolve().parents[1]
    owner = subprocess.Popen([sys.executable, "-c", OWNER], cwd=root, stdout=subprocess.PIPE, text=True)
    try:
        worker = int(owner.stdout.readline())
        assert alive(worker)
        owner.send_signal(signal.SIGKILL)
        owner.wait()
        deadline = time.monotonic() + 30  # the worker checks every ORPHAN_CHECK_SECONDS; 30 s is far beyond
        while alive(worker) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not alive(worker)
    finally:
        owner.kill()


def test_a_worker_that_starts_after_the_bot_was_killed_ends_too() -> None:
    """A worker is watched against the pool owner's pid, not its own parent's at start: one that gets there after
    a kill -9 (the bot killed just after it started) would find init as its parent and never end."""
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    code = f"from cogs.worker_start import warm_up; warm_up((), parent={gone.pid}); import time; time.sleep(60)"
    root = Path(__file__).resolve().parents[1]
    worker = subprocess.Popen([sys.executable, "-c", code], cwd=root)
    try:
        assert worker.wait(timeout=30) == 0  # the watcher ends it (every ORPHAN_CHECK_SECONDS; 30 s is far beyond)
    finally:
        worker.kill()


# A bot's main module (as bot.py: it imports discord.py), run as a file: prints the modules of `bot` and `discord`
# its worker process has loaded once warmed up, and the file the worker ran as its main module (None: none). The job
# is a builtin: the worker imports nothing for it.
MAIN_OWNER = """
import asyncio
import discord
from cogs.workers import Workers

LOADED = (
    "sorted(m for m in __import__('sys').modules if m.partition('.')[0] in ('bot', 'discord')),"
    " getattr(__import__('sys').modules['__mp_main__'], '__file__', None)"
)

async def main():
    workers = Workers(1)
    workers.start()
    print(await workers.call(eval, LOADED), flush=True)
    await workers.close()

if __name__ == "__main__":
    asyncio.run(main())
"""


def test_a_worker_does_not_run_the_bots_main_module_again(tmp_path: Path) -> None:
    """A spawned worker would re-run the bot's main module (bot.py, discord.py with it) before its warm-up, and
    before it watches for the bot's end: it runs only what its jobs need."""
    root = Path(__file__).resolve().parents[1]
    owner = tmp_path / "owner.py"
    owner.write_text(MAIN_OWNER)
    env = {**os.environ, "PYTHONPATH": str(root)}
    done = subprocess.run([sys.executable, str(owner)], cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "([], None)"


def test_a_worker_watches_for_the_bots_end_before_it_imports_the_bots_code() -> None:
    """A worker's first module (its initializer's, `warm_up`) imports only the standard library: a worker killed
    with its bot while it starts has asked for the kernel's signal before the renderers, bots and catalogs."""
    ours = ("admin", "cogs", "engine", "i18n", "presenters", "renderers", "discord", "PIL", "fluent")
    code = f"import sys, cogs.worker_start; print(sorted(m for m in sys.modules if m.partition('.')[0] in {ours}))"
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "['cogs', 'cogs.worker_start']"


# A bot whose only worker is busy rendering when it is killed, watched by a subreaper (this script) so that the
# orphan becomes its child and its end can be read: argv = how the worker watches ("poll" or "kernel"). Prints the
# worker's wait status once it has ended.
BUSY_OWNER = """
import asyncio, sys
from cogs.worker_start import poll_parent, watch_parent
from cogs.workers import Workers
from tests.random_games import NAMES, screen_images
from tests.test_workers import render_until_killed

async def main(pidfile):
    workers = Workers(1)
    workers.watch = poll_parent if sys.argv[1] == "poll" else watch_parent
    workers.start()
    job = workers.call(render_until_killed, pidfile, "renderers.frame", screen_images("frame"), NAMES)
    await asyncio.wait_for(job, 600)

asyncio.run(main(sys.argv[2]))
"""

SUBREAPER = """
import ctypes, os, pathlib, signal, subprocess, sys, time
assert ctypes.CDLL(None).prctl(36, 1, 0, 0, 0) == 0  # PR_SET_CHILD_SUBREAPER: orphans below come to this process
pidfile = pathlib.Path(sys.argv[2])
owner = subprocess.Popen([sys.executable, "-c", sys.argv[3], sys.argv[1], str(pidfile)])
try:
    deadline = time.monotonic() + 60
    while (not pidfile.exists() or not pidfile.read_text()) and time.monotonic() < deadline:
        time.sleep(0.01)
    worker = int(pidfile.read_text())  # rendering now, for ever
finally:
    owner.kill()
    owner.wait()
deadline = time.monotonic() + 60  # it ends on its own far sooner (polling: every ORPHAN_CHECK_SECONDS)
while (ended := os.waitpid(worker, os.WNOHANG))[0] == 0 and time.monotonic() < deadline:
    time.sleep(0.05)
if ended[0] == 0:
    os.kill(worker, signal.SIGKILL)
    sys.exit("the worker outlived its bot")
print(ended[1], flush=True)
"""


def killed_while_busy(watch: str, tmp_path: Path) -> int:
    """The wait status of a worker busy rendering when its bot is killed with SIGKILL (it must end on its own)."""
    root = Path(__file__).resolve().parents[1]
    args = [sys.executable, "-c", SUBREAPER, watch, str(tmp_path / "pid"), BUSY_OWNER]
    done = subprocess.run(args, cwd=root, capture_output=True, text=True, timeout=120, check=True)
    return int(done.stdout)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="prctl PR_SET_PDEATHSIG is Linux's")
def test_a_busy_worker_ends_by_the_kernels_signal_when_the_bot_is_killed(tmp_path: Path) -> None:
    """On Linux the kernel ends a worker the moment its bot is killed (SIGTERM, PR_SET_PDEATHSIG), even mid-render:
    it does not wait for its watcher's next look at its parent, which would end it with status 0."""
    status = killed_while_busy("kernel", tmp_path)
    assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGTERM, status


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a subreaper (prctl) reads the orphan's end")
def test_a_busy_worker_also_ends_by_polling_where_the_kernel_cannot_tell_it(tmp_path: Path) -> None:
    """The fallback elsewhere: the watcher thread sees another parent and ends the busy worker itself."""
    status = killed_while_busy("poll", tmp_path)
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, status
