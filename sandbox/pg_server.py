"""A throwaway PostgreSQL server for the tests and benches: `initdb` and `pg_ctl` into a temporary folder, listening
only on a Unix socket there (no port to collide on); for tests with durability off (it is thrown away), for benches
as a real server (`durable`). initdb refuses to run as root: as root, the server runs as the `postgres` user (or
`nobody`). Each test gets a fresh database copied from a template that already has the store's schema."""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path

BIN_GLOBS = ("/usr/lib/postgresql/*/bin", "/usr/pgsql-*/bin", "/usr/local/pgsql/bin")
TEMPLATE = "boardbot_template"


def binaries() -> Path | None:
    """The folder of initdb and pg_ctl (the newest installed), or None."""
    found = shutil.which("initdb")
    if found:
        return Path(found).parent
    folders = sorted((f for pattern in BIN_GLOBS for f in glob.glob(pattern)), key=_version, reverse=True)
    return next((Path(f) for f in folders if (Path(f) / "initdb").exists()), None)


def _version(folder: str) -> int:
    digits = "".join(c for c in Path(folder).parent.name if c.isdigit())
    return int(digits or 0)


def _server_user() -> str | None:
    """Who runs the server: None (ourselves) unless we are root."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        try:
            pwd.getpwnam(name)
            return name
        except KeyError:
            continue
    raise RuntimeError("running as root and no unprivileged user (postgres or nobody) to run PostgreSQL as")


class PgServer:
    def __init__(self, durable: bool = False) -> None:
        self.durable = durable
        folder = binaries()
        if folder is None:
            raise RuntimeError("PostgreSQL is not installed (initdb not found); .ci/run installs it")
        self.bin = folder
        self.user = _server_user()
        self.root = Path(tempfile.mkdtemp(prefix="boardbot-pg-"))
        self.data = self.root / "data"
        self.socket = self.root
        self._names = itertools.count(1)
        if self.user is not None:
            record = pwd.getpwnam(self.user)
            os.chown(self.root, record.pw_uid, record.pw_gid)
        os.chmod(self.root, 0o755)

    def _run(self, *args: str) -> None:
        command = [str(self.bin / args[0]), *args[1:]]
        if self.user is not None:
            command = ["runuser", "-u", self.user, "--", *command]
        subprocess.run(command, check=True, capture_output=True, cwd=self.root)

    def start(self) -> None:
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync")
        options = f"-k {self.socket} -c listen_addresses='' -c max_connections=300"
        if not self.durable:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        self._run("pg_ctl", "-D", str(self.data), "-o", options, "-w", "-l", str(self.root / "log"), "start")
        from engine.store import Store

        try:
            self.admin(f"CREATE DATABASE {TEMPLATE}")
            Store(self.url(TEMPLATE)).close()  # the schema, once; every test's database is a copy
        except BaseException:
            self.stop()
            raise

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@/{database}?host={self.socket}"

    def admin(self, sql: str) -> None:
        import psycopg

        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(sql)

    def fresh(self, empty: bool = False) -> str:
        """A new database's URL: a copy of the migrated template (or `empty`: without any schema)."""
        name = f"t{os.getpid()}_{next(self._names)}"
        template = "template0" if empty else TEMPLATE
        self.admin(f"CREATE DATABASE {name} TEMPLATE {template} STRATEGY FILE_COPY")
        return self.url(name)

    def drop(self, url: str) -> None:
        name = url.split("@/", 1)[1].split("?")[0]
        self.admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)
