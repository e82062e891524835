"""Write sample ENVYRA images to tests/out/ for looking at: ``python -m tests.renderers.envyra_samples``."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from renderers import envyra
from tests.renderers.envyra_fixtures import NAMES, make_view

OUT = Path(__file__).resolve().parents[1] / "out"


def samples() -> dict[str, bytes]:
    out: dict[str, bytes] = {}
    for players in (2, 3, 4):
        names = NAMES[:players]
        for phase in ("phase1", "phase2", "remove", "over"):
            eq = {2: "off", 3: "A", 4: "C"}[players]
            view = make_view(players, phase, equilibrium=eq, empty_cells=1 if phase == "remove" else 0)
            out[f"envyra_{players}p_{phase}_board.png"] = envyra.render_board(view, names)
        out[f"envyra_{players}p_private_phase1.png"] = envyra.render_private(
            make_view(players, "phase1", equilibrium="C" if players > 2 else "B", private_for=0), names
        )
        out[f"envyra_{players}p_private_phase2.png"] = envyra.render_private(
            make_view(players, "phase2", equilibrium="A", private_for=players - 1), names
        )
        out[f"envyra_{players}p_scores.png"] = envyra.render_scores(
            make_view(players, "over", equilibrium="C" if players > 2 else "off"), names
        )
        out[f"envyra_{players}p_scores_tie.png"] = envyra.render_scores(make_view(players, "over", tie=True), names)
    out["envyra_2p_phase1_simplified_board.png"] = envyra.render_board(make_view(2, "phase1", simplified=True))
    return out


def main(argv: list[str]) -> None:
    target = Path(argv[1]) if len(argv) > 1 else OUT
    target.mkdir(parents=True, exist_ok=True)
    t = time.perf_counter()
    files = samples()
    for name, data in files.items():
        (target / name).write_bytes(data)
        print(f"{name:45s} {len(data) / 1024:7.1f} KB")
    print(f"{len(files)} images in {time.perf_counter() - t:.2f} s -> {target}")


if __name__ == "__main__":
    main(sys.argv)
