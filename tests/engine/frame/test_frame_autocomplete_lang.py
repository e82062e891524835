"""The orientation autocomplete filters on the label the player reads (issue 12): Czech typing matches Czech labels."""

from __future__ import annotations

from types import SimpleNamespace

from frame_helpers import GAME, RED, build

from engine.tables import PLAYING
from i18n import tr
from presenters.frame import FramePresenter
from presenters.snapshot import Snapshot


def snapshot() -> Snapshot:
    state = build(columns={RED: ["a1", "j10"], 1: ["a10", "j1"]}, active=RED)
    table = SimpleNamespace(state=state, status=PLAYING, kind="frame", seats=[1, 2])
    return Snapshot(table, GAME)  # type: ignore[arg-type]


def values(choices: list) -> set[str]:
    return {c.value for c in choices}


def test_orientations_filter_on_the_label_in_the_players_language() -> None:
    presenter, snap = FramePresenter(), snapshot()
    every = presenter.orientation_options(snap, RED, "L4", "", "cs")
    flipped = {c.value for c in every if "převrácený" in tr(c.label, "cs")}
    assert flipped and flipped != values(every)
    assert values(presenter.orientation_options(snap, RED, "L4", "převr", "cs")) == flipped  # a word of the label
    assert values(presenter.orientation_options(snap, RED, "L4", "odwr", "pl")) == flipped
    assert values(presenter.orientation_options(snap, RED, "L4", "flip", "cs")) == set()  # English is not Czech
    assert values(presenter.orientation_options(snap, RED, "L4", "flip", "en")) == flipped
    ninety = values(presenter.orientation_options(snap, RED, "L4", "90", "cs"))  # the start of the label
    assert ninety and all(v.startswith("90") for v in ninety)
