"""The machine's core: the context a step runs in, the handler registries and the run loop.

`state["stack"]` holds JSON tasks (top = last). `run(ctx)` pops and executes tasks until one of them sets
`state["decision"]` (the engine waits for a player) or the game is over. A task handler is a function `t_<name>`
registered with `@task_handler`; an op handler of the effect language is `o_<op>` registered with `@op_handler`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine.core import Event, private, public

from .public_hands import observe

State = dict[str, Any]


class Ctx:
    def __init__(self, state: State, rng: random.Random):
        self.state = state
        self.rng = rng
        self.events: list[Event] = []
        self.src: dict = {}  # the card/ability whose effect is running (stamped on decisions as "src")

    def pub(self, kind: str, **params: Any) -> None:
        self.events.append(public(kind, **params))
        observe(self.state, kind, params)  # what the table knows of each hand (public_hands.py)

    def priv(self, to_seat: int, kind: str, **params: Any) -> None:
        self.events.append(private(to_seat, kind, **params))

    def push(self, *tasks: dict) -> None:
        """Push tasks so that the first given runs first; a task without a source inherits the running one."""
        for task in reversed(tasks):
            if self.src and "src" not in task:
                task = {**task, "src": self.src}
            self.state["stack"].append(task)

    def decide(self, kind: str, seat: int | None, same_clock: bool = False, **data: Any) -> None:
        """Ask a new decision. Each new one counts up `state["asked"]` (its clock's key), unless `same_clock` (the
        next step of a phase that keeps one clock). A continuation written as `{**d, ...}` keeps the number too."""
        if self.src:
            data.setdefault("src", self.src)
        if not same_clock:
            self.state["asked"] = self.state.get("asked", 0) + 1
        self.state["decision"] = {"kind": kind, "seat": seat, **data}

    def roll(self, seat: int, why: str) -> int:
        value = self.rng.randint(1, 8)
        self.pub("roll", seat=seat, value=value, why=why)
        return value


TaskHandler = Callable[[Ctx, dict], None]
OpHandler = Callable[[Ctx, dict, int, dict], None]
HANDLERS: dict[str, TaskHandler] = {}
OPS: dict[str, OpHandler] = {}


def _register(table: dict[str, Any], prefix: str, fn: Any) -> Any:
    name = fn.__name__
    if not name.startswith(prefix):
        raise NameError(f"{name}: a handler's name starts with {prefix!r}")
    key = name[len(prefix) :]
    if key in table:
        raise NameError(f"{key!r} is registered twice")
    table[key] = fn
    return fn


def task_handler(fn: TaskHandler) -> TaskHandler:
    """Register `t_<name>` as the handler of tasks `{"t": "<name>", ...}`."""
    return _register(HANDLERS, "t_", fn)


def op_handler(fn: OpHandler) -> OpHandler:
    """Register `o_<op>` as the handler of effect ops `{"op": "<op>", ...}`."""
    return _register(OPS, "o_", fn)


def run(ctx: Ctx) -> None:
    st = ctx.state
    while st["decision"] is None and st["winner"] is None and st["stack"]:
        task = st["stack"].pop()
        src = task.get("src")
        ctx.src = src if isinstance(src, dict) else {}
        HANDLERS[task["t"]](ctx, task)
    if st["winner"] is not None:
        st["stack"] = []
        st["decision"] = None
