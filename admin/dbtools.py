"""Database tools for an admin: backup (online, never writing the source), restore (only while no bot holds the
database, keeping the replaced file beside it), migrate (explicit), and the database half of `check`.

Each returns the line to print, or raises Refused(message, status): status 2 for what the admin asked wrongly
(a missing file, a target that exists), 1 for a state that stops it (a bot running, a damaged copy)."""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import sqlite3
import subprocess
import time
from pathlib import Path
from urllib.parse import unquote, urlsplit, urlunsplit

from admin.holder import Held, Holder, holder_pid
from engine.store import MIGRATIONS, Store, StoreError
from engine.store_dialect import DB_ERRORS, is_url, redacted


class Refused(Exception):
    def __init__(self, message: str, status: int = 2) -> None:
        super().__init__(message)
        self.status = status


def _same_file(a: Path, b: Path) -> bool:
    if a.exists() and b.exists():
        return os.path.samefile(a, b)
    return a.resolve() == b.resolve()


def _read_only(path: Path) -> sqlite3.Connection:
    """A connection that cannot write the file (no migration, no schema change)."""
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)


def schema_version(path: Path) -> int:
    """`PRAGMA user_version` of a database file, read without writing it; Refused when it is no SQLite database."""
    try:
        conn = _read_only(path)
        try:
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            return int(conn.execute("PRAGMA user_version").fetchone()[0])
        finally:
            conn.close()
    except sqlite3.Error as error:
        raise Refused(f"{path} is not a readable SQLite database ({error})", 1) from None


def integrity(conn: sqlite3.Connection) -> str:
    rows = [r[0] for r in conn.execute("PRAGMA integrity_check").fetchall()]
    return "ok" if rows == ["ok"] else "; ".join(str(r) for r in rows[:3])


def _copy(source: sqlite3.Connection, target: Path) -> None:
    """SQLite's online backup of `source` into `target` (via a temporary file beside it, then renamed), checked
    with `PRAGMA integrity_check` and made a single self-contained file (rollback journal, not WAL)."""
    partial = target.with_name(target.name + ".partial")
    partial.unlink(missing_ok=True)
    copy = sqlite3.connect(partial)
    try:
        source.backup(copy)
        copy.execute("PRAGMA journal_mode = DELETE")
        verdict = integrity(copy)
    finally:
        copy.close()
    if verdict != "ok":
        partial.unlink(missing_ok=True)
        raise Refused(f"the copy failed its integrity check ({verdict}); nothing was written to {target}", 1)
    os.replace(partial, target)


def target_of(raw: str) -> Path | str:
    """A database named on the command line: a postgresql:// URL, or a file (absolute)."""
    return raw if is_url(raw) else Path(raw).expanduser().resolve()


def _open(db: Path | str) -> Store:
    try:
        return Store(db)
    except (StoreError, *DB_ERRORS) as error:
        raise Refused(f"{error}", 1) from None


def transfer(source: Path | str, target: Path | str) -> str:
    """`export` / `import`: every table of `source` into the empty `target`, then verified (engine/store_transfer)."""
    from engine.store_transfer import TransferError
    from engine.store_transfer import transfer as copy_and_verify

    if isinstance(source, Path) and not source.is_file():
        raise Refused(f"there is no database at {source}")
    if source == target or (isinstance(source, Path) and isinstance(target, Path) and _same_file(source, target)):
        raise Refused("the source and the target are the same database")
    if isinstance(target, Path) and target.exists():
        raise Refused(f"{target} already exists; export into a new file")
    reading, writing = _open(source), _open(target)
    try:
        found = copy_and_verify(reading, writing)
    except TransferError as error:
        raise Refused(str(error), 1) from None
    except DB_ERRORS as error:
        raise Refused(f"the copy failed: {error}", 1) from None
    finally:
        reading.close()
        writing.close()
    return f"Copied {reading.path} to {writing.path}: {found.summary()}."


PG_DUMP_GLOBS = ("/usr/lib/postgresql/*/bin/pg_dump", "/usr/pgsql-*/bin/pg_dump", "/usr/local/pgsql/bin/pg_dump")


def pg_dump_binary() -> str | None:
    """PostgreSQL's pg_dump, if installed (on the PATH, else the newest in the distributions' folders)."""
    found = shutil.which("pg_dump")
    if found:
        return found
    candidates = sorted((f for pattern in PG_DUMP_GLOBS for f in glob.glob(pattern)), reverse=True)
    return candidates[0] if candidates else None


def _backup_postgres(source: str, target: Path) -> str:
    """A PostgreSQL store's backup: with pg_dump when it is installed (its custom format, one consistent snapshot,
    restored with `pg_restore`); else an SQLite file with every table (the same verified copy as `export`, restored
    with `import`). A pg_dump that fails (older than the server, say) falls back to the export, and says so."""
    partial = target.with_name(target.name + ".partial")
    partial.unlink(missing_ok=True)
    target.parent.mkdir(parents=True, exist_ok=True)
    dump = pg_dump_binary()
    why = "pg_dump is not installed"
    if dump is not None:
        parts, env = urlsplit(source), dict(os.environ)
        if parts.password:  # not on pg_dump's command line (where `ps` shows it): in its environment
            env["PGPASSWORD"] = unquote(parts.password)
            parts = parts._replace(netloc=parts.netloc.replace(f":{parts.password}@", "@", 1))
        done = subprocess.run(
            [dump, "--format=custom", "--no-owner", f"--file={partial}", f"--dbname={urlunsplit(parts)}"],
            capture_output=True,
            text=True,
            env=env,
        )
        if done.returncode == 0:
            os.replace(partial, target)
            return (
                f"Backed up {redacted(source)} with pg_dump to {target} ({target.stat().st_size} bytes, custom "
                f"format): restore it into an empty database with `pg_restore --dbname=URL {target}`."
            )
        partial.unlink(missing_ok=True)
        said = [line.strip() for line in done.stderr.splitlines() if line.strip()]
        why = f"pg_dump failed ({said[-1] if said else f'exit {done.returncode}'})"
    text = transfer(source, partial)
    os.replace(partial, target)
    return text.replace(str(partial), str(target)) + f" ({why}: an SQLite copy; restore it with `import`.)"


def backup(source: Path | str, target: Path, force: bool = False) -> str:
    """Copy the database at `source` to `target` while a bot may be running; the source is only read."""
    if isinstance(source, str):
        if target.exists() and not force:
            raise Refused(f"{target} already exists; add --force to replace it")
        return _backup_postgres(source, target)
    if not source.is_file():
        raise Refused(f"there is no database at {source} (set BOARDBOT_DB)")
    if _same_file(source, target):
        raise Refused(f"the backup target {target} is the database itself; choose another path")
    if target.exists() and not force:
        raise Refused(f"{target} already exists; add --force to replace it")
    if target.exists() and not target.is_file():
        raise Refused(f"{target} is not a file")
    version = schema_version(source)
    target.parent.mkdir(parents=True, exist_ok=True)
    conn = _read_only(source)
    try:
        _copy(conn, target)
    except sqlite3.Error as error:
        raise Refused(f"backup failed: {error}", 1) from None
    finally:
        conn.close()
    return f"Backed up {source} (schema v{version}) to {target} ({target.stat().st_size} bytes, integrity ok)."


def _aside(db: Path) -> Path:
    """Move the database (and its WAL files) aside, beside it: `games.db.replaced-20260101-120000`."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    kept = db.with_name(f"{db.name}.replaced-{stamp}")
    n = 1
    while kept.exists():
        n += 1
        kept = db.with_name(f"{db.name}.replaced-{stamp}-{n}")
    for suffix in ("-wal", "-shm"):
        companion = db.with_name(db.name + suffix)
        if companion.exists():
            os.replace(companion, kept.with_name(kept.name + suffix))
    os.replace(db, kept)
    return kept


def restore(source: Path, db: Path | str) -> str:
    """Replace the database at `db` by the backup `source`; refused while a bot (or anything) holds `db`."""
    if isinstance(db, str):
        raise Refused(
            "the database is PostgreSQL: restore a backup into an empty database with `pg_restore` (a pg_dump "
            "backup) or `import` (an SQLite copy)"
        )
    if not source.is_file():
        raise Refused(f"there is no backup at {source}")
    if _same_file(source, db):
        raise Refused(f"{source} is the database itself; name a backup file")
    version = schema_version(source)
    if version > len(MIGRATIONS):
        raise Refused(
            f"{source} is at schema v{version}, from a newer build (this one knows up to v{len(MIGRATIONS)})", 1
        )
    conn = _read_only(source)
    try:
        verdict = integrity(conn)
        if verdict != "ok":
            raise Refused(f"{source} fails its integrity check ({verdict}); not restored", 1)
        try:
            with Holder(db):
                kept = _aside(db) if db.exists() else None
                _copy(conn, db)
        except Held as held:
            raise Refused(f"cannot restore: {held}", 1) from None
    finally:
        conn.close()
    where = f"; the replaced database is kept as {kept}" if kept else ""
    return f"Restored {source} (schema v{version}) into {db}{where}."


def migrate(db: Path | str) -> str:
    """Bring the database to this build's schema; refused while a bot holds it."""
    if isinstance(db, str):  # PostgreSQL: processes migrate one after the other (an advisory lock)
        store = _open(db)
        version = store.schema_version
        store.close()
        return f"{store.path} is at schema v{version}."
    if not db.is_file():
        raise Refused(f"there is no database at {db} (set BOARDBOT_DB); the bot creates it at its first start")
    before = schema_version(db)
    latest = len(MIGRATIONS)
    if before > latest:
        raise Refused(f"{db} is at schema v{before}, from a newer build (this one knows up to v{latest})", 1)
    if before == latest:
        return f"{db} is already at schema v{latest}; nothing to do."
    try:
        with Holder(db):
            store = Store(db)
            after = store.schema_version
            store.close()
    except Held as held:
        raise Refused(f"cannot migrate: {held}", 1) from None
    except (StoreError, sqlite3.Error) as error:
        raise Refused(f"migration failed: {error}", 1) from None
    return f"Migrated {db} from schema v{before} to v{after}."


def _report_postgres(url: str) -> tuple[list[str], bool]:
    try:
        store = _open(url)
    except Refused as refused:
        return [f"database: {redacted(url)}", f"  PROBLEM: {refused}"], False
    try:
        counts = store.execute("SELECT status, count(*) FROM game_tables GROUP BY status ORDER BY status")
        games = ", ".join(f"{n} {status}" for status, n in counts) or "none"
        return [f"database: {store.path}", f"  schema v{store.schema_version} (current)", f"  games: {games}"], True
    finally:
        store.close()


def report(db: Path | str) -> tuple[list[str], bool]:
    """Lines describing the database for `check`, and whether it is usable by this build."""
    if isinstance(db, str):
        return _report_postgres(db)
    latest = len(MIGRATIONS)
    lines = [f"database: {db}"]
    if not db.exists():
        parent = next((p for p in db.parents if p.exists()), None)
        writable = parent is not None and os.access(parent, os.W_OK)
        lines.append("  not created yet: the bot creates it at its first start")
        if not writable:
            lines.append(f"  PROBLEM: cannot create it ({parent} is not writable)")
        return lines, writable
    ok = True
    try:
        version = schema_version(db)
    except Refused as error:
        return [*lines, f"  PROBLEM: {error}"], False
    if version > latest:
        lines.append(f"  PROBLEM: schema v{version} is from a newer build (this one knows up to v{latest})")
        ok = False
    elif version < latest:
        lines.append(f"  schema v{version}: the next start migrates it to v{latest} (back it up first)")
    else:
        lines.append(f"  schema v{version} (current)")
    conn = _read_only(db)
    try:
        verdict = conn.execute("PRAGMA quick_check").fetchone()[0]
        if verdict != "ok":
            lines.append(f"  PROBLEM: quick check: {verdict}")
            ok = False
        else:
            lines.append("  quick check: ok")
        with contextlib.suppress(sqlite3.Error):
            counts = conn.execute("SELECT status, count(*) FROM game_tables GROUP BY status ORDER BY status")
            games = ", ".join(f"{n} {status}" for status, n in counts) or "none"
            lines.append(f"  games: {games}")
    finally:
        conn.close()
    if not os.access(db, os.W_OK) or not os.access(db.parent, os.W_OK):
        lines.append("  PROBLEM: the bot cannot write it (check the file's and its folder's permissions)")
        ok = False
    pid = holder_pid(db)
    lines.append("  held by: nobody (no bot running on it)" if pid is None else f"  held by: process {pid or '?'}")
    return lines, ok
