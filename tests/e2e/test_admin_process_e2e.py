"""`python bot.py` as an admin runs it, in a process of its own against the fake Discord: configuration from the
environment, JSON logs without voice warnings, /healthz, the database held while it runs (restore refused), a clean
stop on SIGTERM, and a second start that writes no commands."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import aiohttp
import pytest

from admin import cli, dbtools
from engine.store import Store
from sandbox import FakeDiscord

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def healthy(url: str, process: subprocess.Popen[bytes], timeout: float = 120.0) -> dict:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while loop.time() < deadline:
        assert process.poll() is None, f"the bot ended with {process.returncode}"
        try:
            async with aiohttp.ClientSession() as session, session.get(url) as response:
                if response.status == 200:
                    return await response.json()
        except aiohttp.ClientError:
            pass
        await asyncio.sleep(0.1)
    raise AssertionError("the bot never became healthy")


async def run_once(server: FakeDiscord, env: dict[str, str], log: Path, backup: Path) -> None:
    http = f"127.0.0.1:{free_port()}"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "tests.e2e.cli_process", str(server.port)],
            cwd=ROOT, env={**env, "BOARDBOT_HTTP": http}, stdout=out, stderr=subprocess.STDOUT,
        )  # fmt: skip
        try:
            body = await healthy(f"http://{http}/healthz", process)
            assert body["status"] == "ok"
            db = Path(env["BOARDBOT_DB"])
            before, kept = db.read_bytes(), sorted(db.parent.glob("*.replaced-*"))
            with pytest.raises(dbtools.Refused, match=f"in use by process {process.pid}"):
                dbtools.restore(backup, db)
            assert db.read_bytes() == before and sorted(db.parent.glob("*.replaced-*")) == kept
            process.send_signal(signal.SIGTERM)
            assert await asyncio.to_thread(process.wait, 60) == 0
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()


async def test_the_real_command_line_runs_holds_its_database_and_stops_cleanly(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    db = tmp_path / "games.db"
    env = {**os.environ, "DISCORD_TOKEN": "fake-token", "BOARDBOT_DB": str(db), "BOARDBOT_LOG_FORMAT": "json",
           "BOARDBOT_DEV_GUILD": str(server.guild_id), "BOARDBOT_GAMES": "Cardline", "BOARDBOT_WORKERS": "0",
           "PYTHONPATH": str(ROOT)}  # fmt: skip
    backup = tmp_path / "backup.db"
    Store(backup).close()
    first = tmp_path / "first.log"
    await run_once(server, env, first, backup)
    lines = [json.loads(line) for line in first.read_text().splitlines() if line.strip()]  # JSON, one a line
    messages = [entry["message"] for entry in lines]
    assert not any("voice will NOT be supported" in m for m in messages), messages
    assert any("slash commands synced" in m for m in messages)
    assert {name.split()[0] for name in server.command_names()} == {"cardline", "games"}
    writes = len(server.command_writes)
    assert writes == 1
    assert cli.main(["backup", str(backup), "--force"], env) == 0
    assert cli.main(["restore", str(backup)], env) == 0  # stopped: nobody holds it now
    second = tmp_path / "second.log"
    await run_once(server, env, second, backup)
    assert len(server.command_writes) == writes  # unchanged commands: no writes at the second start
    assert any("unchanged since the last sync" in json.loads(line)["message"]
               for line in second.read_text().splitlines() if line.strip())  # fmt: skip
    done = await asyncio.to_thread(
        subprocess.run, [sys.executable, "-m", "tests.e2e.cli_process", str(server.port), "sync-commands"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert f"Synced the slash commands (server {server.guild_id})" in done.stdout
    assert len(server.command_writes) == writes + 1  # forced, although nothing changed
