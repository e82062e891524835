"""Battlestar Galactica images, drawn from views only (view shape: engine/games/bsg/rules.py `BsgGame.view`).

- `board(view, names)`   the public board (bsg_board.py): locations with character tokens and damage, the six space
                         areas, reserves, dials, tracks, titles, decks, cards in play, the current crisis and check
- `panel(view, names)`   one seat's private panel (bsg_panel.py): hand by colour, loyalty, super crisis, quorum hand
- `result(view, names)`  the end (bsg_panel.py): the winning team, how the game ended, every loyalty card revealed

`names` are the players' display names by seat. Every canvas is 1100 px wide (2× Discord's ~550 px display) with no
text below 24 px, so every label is at least 11 px tall where players see it; on the board, what a player needs is
drawn larger, readable on a phone (~360 px wide; bsg_board.py). Words come from the catalogs
(`t("bsg-render-…")`, in the language the caller set with `use_lang`); card and character names are the published
English names from the card data, loyalty cards and locations are translated.
"""

from __future__ import annotations

from renderers.bsg_board import board
from renderers.bsg_panel import panel, result

__all__ = ["board", "panel", "result"]
