"""The worker pool: board and private renders and bot decisions run in other processes, so the event loop keeps
acknowledging interactions while images are drawn and bots think (threads would share the GIL with the loop).

`BOARDBOT_WORKERS` sets the number of worker processes: unset means one per core, `0` means no pool (jobs run in
a thread of the bot's own process, as tests do where a pool is pointless). Jobs are top-level functions of this
module with JSON-able arguments (views, names, seats) and the game's renderer entry points (a plain
`cogs.drawings.Renderer`), so they pickle. A worker that dies (a crash, the OOM killer) breaks the pool: the jobs it
took are run again in a thread, so no render or bot move is lost, and a new pool takes the next jobs.

Workers are spawned (a fresh interpreter each) without running the bot's main module again (`WorkerProcess`): a
spawned child otherwise re-runs it, `bot.py` with discord.py, before anything of its own. So a job is never a
function of the script that was run (a bench's, a test's): it would not be found in the worker. A new worker first
runs `cogs.worker_start.warm_up` (watch for the bot's end, then import what the jobs need).

`draw_images` jobs go through a cache of images already drawn, by content (cogs/image_cache.py), in the bot's own
process: only the images not drawn before are sent to a worker, so a panel or board that did not change is not
drawn again, whichever worker drew it the first time.

This module imports no discord: worker processes import it to run the jobs.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import functools
import logging
import multiprocessing
import os
import sys
import threading
import types
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from cogs.drawings import Renderer
from cogs.image_cache import ImageCache, ShownImages, image_key
from cogs.worker_start import warm_up, watch_parent
from engine.bots import Seen, decide
from engine.registry import get_game
from i18n.catalog import DEFAULT
from i18n.locale import use_lang
from presenters.screens import Image

log = logging.getLogger("boardbot")

ENV = "BOARDBOT_WORKERS"
T = TypeVar("T")


def configured_workers(env: Mapping[str, str] = os.environ) -> int:
    """Worker processes from `BOARDBOT_WORKERS`: one per core when unset, 0 for none (jobs run in a thread)."""
    raw = env.get(ENV, "").strip()
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    if not raw:
        return cores
    try:
        count = int(raw)
    except ValueError:
        log.warning("%s=%r is not a number; using one worker per core (%d)", ENV, raw, cores)
        return cores
    return max(0, count)


# -- the jobs (run in a worker process, or in a thread when there is no pool) ---------------------------------
def draw_images(
    renderer: Renderer | str, images: Sequence[Image], names: list[str], lang: str = DEFAULT
) -> list[tuple[bytes | None, str]]:
    """Draw a screen's images with the game's renderer entry points (its descriptor's `Renderer`; a module's name
    stands for that module with the usual entry points), their labels in `lang`: (PNG, filename) pairs, None for a
    private image the game does not draw."""
    renderer = Renderer(renderer) if isinstance(renderer, str) else renderer
    drawn: list[tuple[bytes | None, str]] = []
    with use_lang(lang):
        for image in images:
            draw = renderer.function(image.draw)
            drawn.append((draw(image.view, names, *image.args) if draw else None, image.filename))
    return drawn


def draw_replay(
    renderer: Renderer | str, views: Sequence[dict[str, Any]], names: list[str], lang: str = DEFAULT
) -> tuple[bytes, int]:
    """A replay (renderers/replay.py) of public views drawn with the game's replay frame: (GIF, frames kept)."""
    from renderers.replay import animate

    renderer = Renderer(renderer) if isinstance(renderer, str) else renderer
    frame = renderer.function("replay_frame")
    assert frame is not None  # a descriptor's replay frame is required (Renderer.check)
    with use_lang(lang):
        return animate([frame(view, names) for view in views])


def draw_leaderboard(view: dict[str, Any], lang: str = DEFAULT) -> bytes:
    """The leaderboard image (renderers/leaderboard.py), its labels in `lang`."""
    from renderers.leaderboard import render_leaderboard

    with use_lang(lang):
        return render_leaderboard(view)


def choose_action(
    game: str, level: str, seen: Seen, seed: str, table_id: int | None = None, fallback: dict[str, Any] | None = None
) -> dict[str, Any] | None:
    """A bot's decision from what its seat may know, with the rng of `seed` (deterministic); a bot that raises is
    logged with the table id and replaced by `fallback`, the seat's default move (`engine.bots.decide`)."""
    return decide(get_game(game), level, seen, seed, table_id, fallback)


# -- the worker processes ----------------------------------------------------------------------------------------
_LAUNCHING = threading.Lock()  # one launch at a time hides the main module (`WorkerProcess.start`)


class WorkerProcess(multiprocessing.context.SpawnProcess):
    """A spawned worker process that does not run the parent's main module again. A spawned child re-runs it (as
    `__mp_main__`) only to unpickle what `__main__` defines; jobs are top-level functions of importable modules, so
    a worker needs none of it, and re-running `bot.py` costs a worker discord.py's import before its warm-up (and
    its watch for the bot's end). The main module is what multiprocessing reads at launch
    (`spawn.get_preparation_data`): a bare `__main__` stands in for it during the launch (joblib's loky executor
    offers the same, `init_main_module=False`). The pool launches its workers from the event loop's thread, and
    nothing in the bot reads `__main__` from another thread meanwhile (a few milliseconds)."""

    def start(self) -> None:
        with _LAUNCHING:
            main = sys.modules["__main__"]
            sys.modules["__main__"] = types.ModuleType("__main__")  # no file, no spec: nothing to run again
            try:
                super().start()
            finally:
                sys.modules["__main__"] = main


class WorkerContext(multiprocessing.context.SpawnContext):
    """The spawn start method (a fresh interpreter: forking a process that runs threads and an event loop is
    unsafe), its processes `WorkerProcess`es."""

    Process = WorkerProcess


# -- the pool -------------------------------------------------------------------------------------------------
class Workers:
    """A process pool sized by `configured_workers`, created by `start` (in setup_hook), its processes launched by
    `launch` (once the bot serves: a start does not wait for them), closed by `close`. A job handed in before the
    launch starts the worker it needs."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.modules: tuple[str, ...] = ()  # renderer modules each new worker imports first (the bot sets them)
        self.watch: Callable[[int], None] = watch_parent  # how a worker watches for the bot's end (top-level: pickled)
        self.context: multiprocessing.context.BaseContext = WorkerContext()  # how its processes start
        self._pool: concurrent.futures.ProcessPoolExecutor | None = None
        self._started = False  # whether a worker of the current pool has run a job
        self.fallbacks = 0  # jobs run in a thread because the pool was broken or closed
        self.in_flight = 0  # jobs handed in and not finished (waiting for a worker or running): the queue length
        self.images = ImageCache()  # PNGs drawn before, by content
        self.shown = ShownImages()  # the images each panel message shows now, by content

    @property
    def running(self) -> bool:
        return self._pool is not None

    def pids(self) -> list[int]:
        """The worker processes running now (for tests and diagnostics)."""
        processes = getattr(self._pool, "_processes", None) or {}
        return [p.pid for p in processes.values() if p.pid is not None]

    def start(self, launch: bool = True) -> None:
        """Create the pool; with `launch`, launch its processes now (else `launch` does, later)."""
        if self.size > 0 and self._pool is None:
            self._pool = self._new_pool()
            if launch:
                self.launch()

    def launch(self) -> None:
        """Launch every worker of the pool now rather than when the first jobs are due (no-op without a pool)."""
        if self._pool is not None:
            for _ in range(self.size):  # a worker is launched per job while none is idle: all of them now, not when
                self._pool.submit(os.getpid).add_done_callback(self._on_started)  # the first images are due

    def _new_pool(self) -> concurrent.futures.ProcessPoolExecutor:
        """A pool whose processes are not launched yet (`launch`)."""
        pool = concurrent.futures.ProcessPoolExecutor(
            self.size,
            mp_context=self.context,
            initializer=warm_up,
            initargs=((__name__, *self.modules), os.getpid(), self.watch),  # the jobs' module, the renderers
        )
        self._started = False
        return pool

    def _on_started(self, future: concurrent.futures.Future[int]) -> None:
        if not future.cancelled() and future.exception() is None:
            self._started = True

    async def call(self, job: Callable[..., T], *args: Any, local: Callable[[], T] | None = None) -> T:
        """Run `job(*args)` in a worker process; in a thread (`local()` when given, else the job itself) when
        there is no pool, or when the pool broke under this job or was closed. The job's own errors propagate.
        A `draw_images` job draws only the images the cache does not hold (`draw`)."""
        self.in_flight += 1
        try:
            if job is draw_images and local is None:
                return await self.draw(*args)  # type: ignore[return-value]
            return await self._run(job, *args, local=local)
        finally:
            self.in_flight -= 1

    async def draw(
        self, renderer: Renderer | str, images: Sequence[Image], names: list[str], lang: str = DEFAULT
    ) -> list[tuple[bytes | None, str]]:
        """`draw_images` through the cache: images drawn before come from it, the others are drawn in one job and
        kept. The same (PNG, filename) pairs as `draw_images` itself."""
        renderer = Renderer(renderer) if isinstance(renderer, str) else renderer
        found: dict[int, bytes | None] = {}
        missing: list[tuple[int, bytes | None]] = []
        for i, image in enumerate(images):
            key = self.key(renderer, image, names, lang)
            if key is not None and key in self.images:
                found[i] = self.images.get(key)
            else:
                missing.append((i, key))
        if missing:
            drawn = await self._run(draw_images, renderer, [images[i] for i, _ in missing], names, lang)
            for (i, key), (data, _) in zip(missing, drawn, strict=True):
                found[i] = data
                if key is not None:
                    self.images.put(key, data)
        return [(found[i], image.filename) for i, image in enumerate(images)]

    @staticmethod
    def key(renderer: Renderer, image: Image, names: list[str], lang: str) -> bytes | None:
        """The image's content key (cogs/image_cache.py `image_key`); None when its view has none."""
        function = renderer.function(image.draw)  # the drawing function itself names the image's code
        name = renderer.function_name(image.draw) or ""
        return image_key(renderer.module, name, image.view, image.args, names, lang, id(function))

    async def _run(self, job: Callable[..., T], *args: Any, local: Callable[[], T] | None = None) -> T:
        in_thread = local or functools.partial(job, *args)
        pool = self._pool
        if pool is None:
            return await asyncio.to_thread(in_thread)
        try:
            future = asyncio.get_running_loop().run_in_executor(pool, job, *args)
        except (RuntimeError, BrokenProcessPool):  # shut down, or already broken
            self._replace(pool)
            self.fallbacks += 1
            return await asyncio.to_thread(in_thread)
        try:
            return await future
        except BrokenProcessPool:
            log.warning("a worker process died during %s; running it in a thread", job.__name__)
            self._replace(pool)
            self.fallbacks += 1
            return await asyncio.to_thread(in_thread)

    def _replace(self, broken: concurrent.futures.ProcessPoolExecutor) -> None:
        """A new pool for the next jobs, once per broken pool (many jobs see the same breakage)."""
        if self._pool is not broken:
            return
        broken.shutdown(wait=False, cancel_futures=True)
        if not self._started:  # its workers never ran a job: a new pool would fail alike, for every image
            log.error("worker processes cannot start; renders and bots run in threads from now on")
            self._pool = None
            return
        self._pool = self._new_pool()
        self.launch()

    async def close(self) -> None:
        """Stop taking jobs (later ones run in a thread), let those in flight finish, and end the workers."""
        pool, self._pool = self._pool, None
        if pool is not None:
            await asyncio.to_thread(pool.shutdown, True)
