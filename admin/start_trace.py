"""The start tracer: the named phases of a start, from the interpreter being up to serving and what follows it
(workers launched, the timer loop's first pass), for `bench/bench_startup.py`.

Enabled by `BOARDBOT_START_TRACE` naming a file: each phase the process reaches for the first time is appended to
it as one JSON line `{"phase", "pid", "at" (epoch s), "cpu" (this process's CPU s since it began)}`, the first line
being "interpreter up" (when this module was imported, first thing in the entry points). Unset, `mark` returns at
once and nothing is written. A process that imports this module but marks nothing (a worker) writes nothing.
"""

from __future__ import annotations

import json
import os
import time

ENV = "BOARDBOT_START_TRACE"
FIRST = "interpreter up"

_path = os.environ.get(ENV) or None
_origin = (time.time(), time.process_time())  # when the interpreter reached this module: the trace's first phase
_seen: set[str] = set()


def enabled() -> bool:
    return _path is not None


def mark(phase: str) -> None:
    """Record that this process has reached `phase` (only the first time; nothing when tracing is off)."""
    if _path is None or phase in _seen:
        return
    lines = []
    if not _seen:
        _seen.add(FIRST)
        lines.append(_line(FIRST, *_origin))
    _seen.add(phase)
    lines.append(_line(phase, time.time(), time.process_time()))
    with open(_path, "a", encoding="utf-8") as out:  # one small append per phase: lines of processes never mix
        out.write("".join(lines))


def _line(phase: str, at: float, cpu: float) -> str:
    return json.dumps({"phase": phase, "pid": os.getpid(), "at": at, "cpu": cpu}) + "\n"


def read(path: str | os.PathLike[str], pid: int | None = None) -> list[dict[str, float | str]]:
    """The phases recorded in `path` (of process `pid` when given), in the order they were reached."""
    try:
        with open(path, encoding="utf-8") as lines:
            phases = [json.loads(line) for line in lines if line.strip()]
    except FileNotFoundError:
        return []
    return [p for p in phases if pid is None or p["pid"] == pid]
