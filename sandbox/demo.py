"""`python -m sandbox.demo [game] [--players N] [--out DIR] [--seed S] [--lang en|cs|sk|pl]`: try the bot without
Discord. Bots play one whole game through the real bot and cogs against the in-process Discord stand-in, and the
game thread, each seat's DMs and the result are written to `DIR/<game>/index.html` (images beside it)."""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path
from typing import NoReturn

from sandbox.page import write_page
from sandbox.play import GAMES, LANGS, DemoError, default_players, play, quiet_logs


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        """A wrong argument: one line saying what is wrong and what is accepted, exit status 2."""
        self.exit(2, f"{self.prog}: {message}\n")


def parser(prog: str = "python -m sandbox.demo") -> argparse.ArgumentParser:
    p = Parser(
        prog=prog,
        description="Bots play a whole game through the real bot against a local Discord stand-in (no network, "
        "no token); the game thread, each player's DMs and the result are written to an HTML page.",
    )
    p.add_argument("game", nargs="?", default="envyra", choices=GAMES, help="the game to play (default: envyra)")
    p.add_argument("--players", type=int, metavar="N", help="how many seats (default: 3, or the game's smallest table)")
    p.add_argument("--out", default="demo", metavar="DIR", help="the page goes to DIR/<game>/ (default: demo)")
    p.add_argument("--seed", default="1", metavar="S", help="the same seed plays the same game (default: 1)")
    p.add_argument("--lang", default="en", choices=LANGS, help="language of the game thread and DMs (default: en)")
    return p


def main(argv: list[str], prog: str = "python -m sandbox.demo") -> int:
    """Run the demo with command-line arguments `argv` (without the program name); `prog` names the command in
    help and error lines (`python bot.py demo` when bot.py's command line hands over to it). Returns the exit status."""
    p = parser(prog)
    args = p.parse_args(argv)
    from engine.registry import get_game

    rules = get_game(args.game)
    players = args.players if args.players is not None else default_players(args.game)
    if not rules.min_players <= players <= rules.max_players:
        p.error(f"--players: {rules.title} takes {rules.min_players} to {rules.max_players} players, not {players}")
    folder = Path(args.out) / args.game
    print(f"Playing {rules.title} between {players} bots (seed {args.seed!r}, language {args.lang})…", flush=True)

    printed = [0]

    def progress(moves: int) -> None:
        if moves // 25 > printed[0] // 25:
            printed[0] = moves
            print(f"  {moves} moves", flush=True)

    try:
        with quiet_logs():
            played = asyncio.run(play(args.game, players, f"demo-{args.seed}", args.lang, progress))
    except (DemoError, AssertionError, TimeoutError) as error:  # the stand-in's waits fail with AssertionError
        sys.stderr.write(f"The demo stopped: {error or type(error).__name__}\n")
        return 1
    page = write_page(played, folder)
    print(f"{played.table.move_no} moves in {played.seconds:.0f} s. Open {page} in a browser.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
