"""bench/bench_load.py's games, stored and read by one build's own engine, in a process of their own.

The bench drives the bot of this checkout or of an older one (`--before`); the two store their games differently
(columns, migrations), so the games are written and read by the code of the build whose bot serves them: this file
runs as a child process with that build's root first on its path (`BENCH_LOAD_ROOT`) and answers one JSON line per
request line on stdin:
- `{"create": DB, "plan": [[guild, channel, host, guest], ...]}` → `{"ids": [...]}`: live 2-player Cardline games
  created, joined, started and announced through `Tables`, then this process reads DB;
- `{"turn": TABLE_ID}` → `{"user", "thread", "places": [[card, gap], ...]}` (the player to act, the game's channel and
  the legal placements, in the rules' order) or `null` when the game is not being played.
`GameBook` is the driver's side (any build's driver: it imports nothing of the engine).
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

ROOT_ENV = "BENCH_LOAD_ROOT"  # the checkout whose engine (and bot) a child process runs


@dataclass(frozen=True)
class Turn:
    user: int
    thread: int
    places: list[tuple[str, int]]


class GameBook:
    """The driver's handle on the child process that stores and reads the games with `root`'s own code."""

    def __init__(self, root: Path, env: dict[str, str], log: Path) -> None:
        self.root, self.env, self.log = root, env, log
        self.process: asyncio.subprocess.Process | None = None
        self.lock = asyncio.Lock()  # one request in flight: the answers come back in order

    @property
    def pid(self) -> int:
        assert self.process is not None
        return self.process.pid

    async def start(self) -> None:
        with open(self.log, "w") as log:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable,
                __file__,
                cwd=self.root,
                env={**self.env, ROOT_ENV: str(self.root)},
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=log,
                limit=2**24,
            )

    async def ask(self, request: dict[str, Any]) -> Any:
        assert self.process is not None and self.process.stdin is not None and self.process.stdout is not None
        async with self.lock:
            self.process.stdin.write(json.dumps(request).encode() + b"\n")
            await self.process.stdin.drain()
            answer = await self.process.stdout.readline()
        if not answer:
            raise RuntimeError(f"the games process of {self.root} stopped:\n{self.log.read_text()[-3000:]}")
        return json.loads(answer)

    async def create(self, db: Path | str, plan: list[tuple[int, int, int, int]]) -> list[int]:
        return [int(i) for i in (await self.ask({"create": str(db), "plan": plan}))["ids"]]

    async def turn(self, table_id: int) -> Turn | None:
        found = await self.ask({"turn": table_id})
        if found is None:
            return None
        return Turn(int(found["user"]), int(found["thread"]), [(str(c), int(g)) for c, g in found["places"]])

    async def close(self) -> None:
        if self.process is not None and self.process.returncode is None:
            assert self.process.stdin is not None
            self.process.stdin.close()
            await self.process.wait()


# -- the child process: this build's engine ---------------------------------------------------------------------
def serve(requests: IO[str], answers: IO[str]) -> None:
    from engine.games.cardline import rules
    from engine.registry import get_game
    from engine.store import Store
    from engine.tables import PLAYING, Tables

    game = get_game("cardline")
    store: Any = None
    for line in requests:
        request = json.loads(line)
        if "create" in request:
            tables = Tables(Store(request["create"]))
            ids = []
            for guild, channel, host, guest in request["plan"]:
                table = tables.create("cardline", guild, channel, host, {}, host_name=f"Player {host}")
                tables.join(table.id, guest, f"Player {guest}")
                tables.attach_thread(table, channel, None)
                tables.start(table.id, host)
                tables.announced(tables.get(table.id))
                ids.append(table.id)
            tables.store.close()
            store = Store(request["create"])
            answer: Any = {"ids": ids}
        else:
            row = store.get_table(int(request["turn"]))
            if row is None or row.status != PLAYING or row.state is None:
                answer = None
            else:
                seat = rules.current_seat(row.state)
                places = [[a["card"], a["gap"]] for a in game.legal_actions(row.state, seat) if a["type"] == "place"]
                answer = {"user": row.seats[seat], "thread": row.thread_id, "places": places}
        answers.write(json.dumps(answer) + "\n")
        answers.flush()


def main() -> None:
    sys.path.insert(0, os.environ.get(ROOT_ENV) or str(Path(__file__).resolve().parents[1]))
    answers = os.fdopen(os.dup(1), "w")  # the answers only: whatever the engine prints goes to the log
    os.dup2(2, 1)
    serve(sys.stdin, answers)


if __name__ == "__main__":
    main()
