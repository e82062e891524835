"""The Battlestar Galactica board read on a phone (Discord shows it about 360 px wide there): what a player needs
to read — every location's name, each space area's name as the buttons give it, each player's hand and loyalty
counts, every deck's size, the ships' legend and the title bar's subtitle (turn, player, step) — comes out at least
`PHONE_MIN_PX` tall, whole (never cut), at several stages of seeded random games in all four languages."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from engine.games.bsg import BsgGame
from i18n import LANGS, use_lang
from renderers import bsg as R
from renderers.bsg_board import COLONIAL_ONE, CYLON_LOCS, GALACTICA, LEGEND_SHIPS, subtitle
from renderers.bsg_kit import SKILLS, location_name
from renderers.common import t, uncached
from tests.bsg.renderers.board_stages import NAMES, stages
from tests.renderers.legibility import PHONE_WIDTH, display_heights

GAME = BsgGame()
PHONE_MIN_PX = 8.5  # "Hg" at 360 px display width (the board's general minimum is 7.5 px there)


@pytest.fixture(scope="module")
def views() -> dict[int, list[dict[str, Any]]]:
    return {n: [GAME.view(s, None) for s in stages(n, f"bsg-phone-{n}", every=150)] for n in (3, 6)}


def needed(view: dict[str, Any]) -> dict[str, list[str]]:
    """The texts a player needs on a phone, by kind (a space area's name may wrap: its first line is looked for)."""
    counts = [t("bsg-render-player-counts", cards=p["hand_size"], loyalty=p["loyalty_count"]) for p in view["players"]]
    decks = [f"{view['skill_decks'][s]}/{len(view['skill_discards'][s])}" for s in SKILLS]
    for deck in ("crisis", "quorum"):
        decks.append(f"{view['decks'].get(deck, 0)}/{len(view['discards'].get(deck, []))}")
    return {
        "location": [location_name(loc) for loc in GALACTICA + COLONIAL_ONE + CYLON_LOCS],
        "area": [t("bsg-area-label", area=a) for a in range(6)],
        "counts": counts,
        "deck": decks,
        "legend": [t("bsg-render-ship", ship=kind) for kind in LEGEND_SHIPS],
        "subtitle": [subtitle(view, NAMES[: len(view["players"])])],
    }


def tallest(drawn: Iterable[tuple[str, float]], text: str, first_line: bool) -> float | None:
    """The tallest drawing of `text` (or, with `first_line`, of a first line of it), None when it was not drawn."""
    found = [h for shown, h in drawn if shown == text or (first_line and len(shown) > 3 and text.startswith(shown))]
    return max(found) if found else None


@pytest.mark.parametrize("lang", LANGS)
def test_what_a_player_needs_is_readable_on_a_phone(views: dict[int, list[dict[str, Any]]], lang: str) -> None:
    failures = []
    with use_lang(lang), uncached():  # every text drawn, the static layer's too
        for n, boards in views.items():
            for i, view in enumerate(boards):
                drawn, _ = display_heights(R.board, view, NAMES[:n], display_width=PHONE_WIDTH)
                for kind, texts in needed(view).items():
                    for text in texts:
                        height = tallest(drawn, text, first_line=kind == "area")
                        if height is None or height < PHONE_MIN_PX:
                            failures.append(f"{n}p stage {i} {kind} {text!r}: {height}")
    assert not failures, f"under {PHONE_MIN_PX} px (or not drawn whole) at {PHONE_WIDTH} px:\n" + "\n".join(failures)
