"""What a worker process of the pool (cogs/workers.py) runs first, before any job: watch for the bot's end, yield the
CPU to the bot, then import what its jobs need (`warm_up`, the pool's initializer).

This module imports only the standard library: a worker imports it first (to unpickle its initializer), so a worker
whose bot is killed while it starts has asked for the kernel's signal (`die_with_parent`) before it imports the
renderers, the bots and the catalogs, and ends there.
"""

from __future__ import annotations

import contextlib
import ctypes
import importlib
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Sequence

ORPHAN_CHECK_SECONDS = 2.0  # how often a worker checks that the bot still runs (where the kernel cannot tell it)
WORKER_NICENESS = 5  # below the bot's own process, so that acknowledging interactions never waits for a render
PR_SET_PDEATHSIG = 1  # prctl(2): the signal a process gets when the thread that started it ends


def exit_with_parent(parent: int, every: float = ORPHAN_CHECK_SECONDS) -> None:
    """In a worker: end this process once the bot's process is gone. A worker holds both ends of its job queue, so
    a bot killed with SIGKILL never closes it and the worker would wait for jobs forever."""
    while True:
        time.sleep(every)
        if os.getppid() != parent:
            os._exit(0)


def die_with_parent(parent: int) -> bool:
    """In a worker, on Linux: have the kernel send this process SIGTERM (its default action: end at once, even
    mid-job) when the bot's process ends (prctl PR_SET_PDEATHSIG); False where that cannot be had. The signal
    follows the thread that started the worker: `Workers.launch` and `Workers.call` start them from the event
    loop's thread, which lasts as long as the bot. A bot gone before the prctl sends nothing: this process then
    sees another parent than `parent` and ends here."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return False
    if prctl(PR_SET_PDEATHSIG, int(signal.SIGTERM), 0, 0, 0) != 0:
        return False
    if os.getppid() != parent:
        os._exit(0)
    return True


def poll_parent(parent: int) -> None:
    """In a worker: a thread that ends this process within ORPHAN_CHECK_SECONDS of the bot's end (`exit_with_parent`);
    a worker busy in a long C call (a render) notices later, and each check costs a wake-up."""
    threading.Thread(target=exit_with_parent, args=(parent,), name="exit-with-parent", daemon=True).start()


def watch_parent(parent: int) -> None:
    """In a worker: end this process when the bot's process ends, through the kernel where it can (at once, and
    nothing to run meanwhile), else by polling."""
    if not die_with_parent(parent):
        poll_parent(parent)


def warm_up(
    modules: Sequence[str] = (), parent: int | None = None, watch: Callable[[int], None] = watch_parent
) -> None:
    """Run once in each new worker: watch for the bot's process (`parent`, the pool's owner) to go away (`watch`),
    yield the CPU to it, and import the renderers (the modules of the games' descriptors) and what a bot's first
    decision needs (`engine.bots.prepare`) before the first job needs them. The owner's pid comes from the owner: a
    worker that starts after the bot was killed (a kill just after the start) would otherwise take init's pid as its
    parent's and wait for jobs for ever."""
    watch(os.getppid() if parent is None else parent)
    with contextlib.suppress(OSError, AttributeError):
        os.nice(WORKER_NICENESS)
    for name in modules:
        importlib.import_module(name)
    from engine.bots import prepare  # only now: a worker killed with the bot before this point has spent little

    prepare()
