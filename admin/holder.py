"""Who holds a database: an advisory lock on `<db>.lock`, taken by a running bot (and by `restore`/`migrate` while
they work) and released by the operating system when the process ends, even by kill -9. The file records the
holder's pid for the messages; the lock, not the file, decides."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import IO

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: the pid in the file and whether that process lives
    fcntl = None  # type: ignore[assignment]


class Held(RuntimeError):
    """Another process holds the database; `pid` is the holder's, when known."""

    def __init__(self, path: Path, pid: int | None) -> None:
        who = f"process {pid}" if pid else "another process"
        super().__init__(f"{path} is in use by {who} (a running bot, restore or migrate); stop it first")
        self.pid = pid


def lock_path(db: Path) -> Path:
    return db.with_name(db.name + ".lock")


def _recorded_pid(path: Path) -> int | None:
    with contextlib.suppress(OSError, ValueError):
        return int(path.read_text().strip() or 0) or None
    return None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class Holder:
    """`with Holder(db):` holds the database for this process; raises Held when another process does."""

    def __init__(self, db: Path) -> None:
        self.db = db
        self.path = lock_path(db)
        self._file: IO[str] | None = None

    def acquire(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        handle = self.path.open("a+")
        if fcntl is not None:
            try:
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                handle.close()
                raise Held(self.db, _recorded_pid(self.path)) from None
        else:  # pragma: no cover
            pid = _recorded_pid(self.path)
            if pid and pid != os.getpid() and _alive(pid):
                handle.close()
                raise Held(self.db, pid)
        handle.seek(0)
        handle.truncate()
        handle.write(f"{os.getpid()}\n")
        handle.flush()
        self._file = handle

    def release(self) -> None:
        if self._file is None:
            return
        with contextlib.suppress(OSError):
            self._file.seek(0)
            self._file.truncate()
        self._file.close()  # closing drops the lock
        self._file = None

    def __enter__(self) -> Holder:
        self.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def holder_pid(db: Path) -> int | None:
    """The pid holding the database, or None when nobody does (0 when held by a process whose pid is unknown)."""
    if not lock_path(db).exists():
        return None  # every holder creates it
    try:
        with Holder(db):
            return None
    except Held as held:
        return held.pid or 0
