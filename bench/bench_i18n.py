"""Translation cost against an announcement, measured in the same run (issue 12: under 5%).

For every move of seeded 3-player Hieroglyphs games (with the Pharaoh's Curse), played through `engine.tables`:
- announce: what the bot does for the thread post, short of Discord — the presenter's screens, every text translated
  into Czech, and the board image drawn in Czech (as `cogs/delivery.py` does);
- translate: only the translation of those screens' texts (message, buttons, menus) into Czech.
Also the cost of one `tr(Msg)` (a typical event sentence with nested names) per language.

Run from the project root:  python bench/bench_i18n.py [--games 3]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core import public  # noqa: E402
from engine.games.hieroglyphs.describe import describe  # noqa: E402
from engine.randomplayer import random_step  # noqa: E402
from engine.store import Store  # noqa: E402
from engine.tables import Tables  # noqa: E402
from i18n import LANGS, tr, use_lang  # noqa: E402
from presenters.hieroglyphs import HieroglyphsPresenter  # noqa: E402
from presenters.screens import Screen  # noqa: E402
from renderers import hieroglyphs as renderer  # noqa: E402

LANG = "cs"
USERS = [101, 102, 103]


def screen_texts(screen: Screen) -> list[Any]:
    texts: list[Any] = [screen.text]
    for control in screen.controls:
        texts += [control.label, control.placeholder]
        texts += [t for c in control.choices or () for t in (c.label, c.description)]
    return texts


def translate(screens: list[Screen]) -> int:
    return sum(len(tr(text, LANG)) for screen in screens for text in screen_texts(screen))


def announce(presenter: HieroglyphsPresenter, table: Any, outcome: Any) -> int:
    snap = presenter.snapshot(table)
    screens = presenter.announcement(snap, outcome)
    size = translate(screens)
    with use_lang(LANG):
        for screen in screens:
            for image in screen.images:
                size += len(getattr(renderer, image.draw)(image.view, snap.names, *image.args))
    return size


def outcomes(games: int) -> list[tuple[Any, Any]]:
    """(table, outcome) for every move of `games` seeded games."""
    out = []
    with tempfile.TemporaryDirectory() as folder:
        tables = Tables(Store(str(Path(folder) / "bench.db")))
        for g in range(games):
            table = tables.create("hieroglyphs", 1, 1, USERS[0], {"pharaohs_curse": True, "language": LANG})
            for user in USERS[1:]:
                tables.join(table.id, user)
            outcome = tables.start(table.id, USERS[0])
            out.append((outcome.table, outcome))
            chooser = random.Random(g)
            game = tables.game_of(outcome.table)
            while outcome.table.status == "playing":
                state = outcome.table.state
                seat, action = random_step(game, state, chooser)
                outcome = tables.act(table.id, outcome.table.seats[seat], action)
                out.append((outcome.table, outcome))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    presenter = HieroglyphsPresenter()
    moves = outcomes(args.games)
    print(f"{len(moves)} moves of {args.games} Hieroglyphs games, texts and images in {LANG}:")
    announce_s, translate_s = [], []
    for table, outcome in moves:
        start = time.perf_counter()
        announce(presenter, table, outcome)
        announce_s.append(time.perf_counter() - start)
        screens = presenter.announcement(presenter.snapshot(table), outcome)
        start = time.perf_counter()
        translate(screens)
        translate_s.append(time.perf_counter() - start)
    total_a, total_t = sum(announce_s), sum(translate_s)
    print(f"  announcement (screens + {LANG} texts + board image): median {statistics.median(announce_s) * 1e3:.2f} ms")
    print(f"  translating its texts:                              median {statistics.median(translate_s) * 1e3:.3f} ms")
    print(f"  translation / announcement: {total_t / total_a:.2%} (all moves; target < 5%)")
    names = ["Žofie", "Łukasz", "Ondřej"]
    event = public("explorer_placed", seat=1, animal="CAM", from_pillar="SNK", displaced=0)
    for lang in LANGS:
        message = describe(event, names)
        tr(message, lang)  # catalogs loaded
        runs = 2000
        start = time.perf_counter()
        for _ in range(runs):
            tr(message, lang)
        print(f"  one event sentence in {lang}: {(time.perf_counter() - start) / runs * 1e6:.1f} µs")


if __name__ == "__main__":
    main()
