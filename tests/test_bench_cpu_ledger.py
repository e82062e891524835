"""bench/cpu_ledger.py: the CPU of one event loop split between the parts that share it (issue 27's BSG bench)."""

from __future__ import annotations

import asyncio

from bench.cpu_ledger import BOT, FAKE, LOOP, PLAYERS, UNCLAIMED, GcClock, Ledger


class Clock:
    """A CPU clock the test advances: `work(owner-visible seconds)`."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def work(self, seconds: float) -> None:
        self.now += seconds


def test_each_callback_is_charged_to_the_part_that_started_it() -> None:
    clock = Clock()
    ledger = Ledger(clock)

    class Server:
        async def answer(self) -> None:  # a method the players call: the fake Discord's work
            clock.work(3.0)
            await asyncio.sleep(0)
            clock.work(4.0)

    async def server_task() -> None:
        clock.work(10.0)
        await asyncio.sleep(0)
        clock.work(20.0)

    async def bot_task() -> None:
        clock.work(100.0)
        await asyncio.sleep(0)
        clock.work(200.0)

    async def timers() -> None:  # the bot's, called by the players as its timer loop would
        clock.work(1000.0)

    async def main() -> None:
        with ledger.owned(PLAYERS):
            server = Server()
            ledger.charge_methods(FAKE, server)
            with ledger.owned(FAKE):
                serving = asyncio.create_task(server_task())
            with ledger.owned(BOT):
                running = asyncio.create_task(bot_task())
            clock.work(0.5)
            await server.answer()
            await ledger.charged(BOT, timers)()
            await asyncio.gather(serving, running)
            clock.work(0.25)
        loose = asyncio.get_running_loop().create_future()
        asyncio.get_running_loop().call_soon(lambda: (clock.work(5000.0), loose.set_result(None)))
        await loose

    ledger.install()
    try:
        asyncio.run(main())
    finally:
        ledger.uninstall()
    assert ledger.spent[FAKE] == 37.0
    assert ledger.spent[BOT] == 1300.0
    assert ledger.spent[PLAYERS] == 0.75
    assert ledger.spent[UNCLAIMED] == 5000.0  # what no part claimed (the bench counts it as the bot's)
    assert ledger.spent.get(LOOP, 0.0) == 0.0  # the clock never moved outside a callback


def test_switches_are_told_to_a_profiler_only_when_the_owner_changes() -> None:
    told: list[str] = []
    ledger = Ledger(Clock(), on_switch=told.append)
    ledger.switch(BOT)
    ledger.switch(BOT)
    ledger.switch(FAKE)
    assert told == [BOT, FAKE]


def test_the_gc_clock_adds_each_collection_to_its_generation_while_on() -> None:
    clock = Clock()
    collecting = GcClock(clock)
    collecting("start", {"generation": 0})
    clock.work(5.0)
    collecting("stop", {"generation": 0})  # off: not counted
    collecting.on = True
    for generation, seconds in ((0, 0.25), (2, 1.5), (0, 0.5)):
        collecting("start", {"generation": generation})
        clock.work(seconds)
        collecting("stop", {"generation": generation})
    assert collecting.seconds == [0.75, 0.0, 1.5]
