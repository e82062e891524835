"""The leaderboard image of one game in one server: rank, player, rating, games and wins, laid out at 1100 px wide
(read at Discord's ~550 px: text no smaller than 26 px here, 13 px there)."""

from __future__ import annotations

from typing import Any

from i18n.catalog import has_key
from renderers.common import (
    ACCENT,
    BRONZE,
    GOLD,
    MUTED,
    PANEL,
    PANEL_ALT,
    SILVER,
    TEXT,
    draw_text,
    fit_text,
    font,
    new_canvas,
    rounded_panel,
    t,
    title_bar,
    to_png,
)

WIDTH = 1100
ROW = 64
PAD = 28
MEDALS = {1: GOLD, 2: SILVER, 3: BRONZE}


def render_leaderboard(view: dict[str, Any], names: list[str] | None = None) -> bytes:
    """`view` from `presenters.history.leaderboard_view`; labels in the current language."""
    rows = view["rows"]
    key = f"{view['game']}-title"
    title = t(key) if has_key(key) else str(view["game"]).title()
    head_h = 96
    columns_h = 44
    height = head_h + columns_h + ROW * max(1, len(rows)) + PAD
    img = new_canvas(WIDTH, height)
    title_bar(img, t("shared-render-leaderboard-title", game=title), height=head_h)
    x_rank, x_name, x_rating, x_games, x_wins = PAD, PAD + 90, 690, 860, 990
    y = head_h + PAD // 2
    label = font(26, bold=True)
    for x, text, anchor in (
        (x_rank, t("shared-render-leaderboard-rank"), "la"),
        (x_name, t("shared-render-leaderboard-player"), "la"),
        (x_rating, t("shared-render-leaderboard-rating"), "ma"),
        (x_games, t("shared-render-leaderboard-games"), "ma"),
        (x_wins, t("shared-render-leaderboard-wins"), "ma"),
    ):
        draw_text(img, (x, y), text, label, MUTED, anchor)
    y += columns_h
    if not rows:
        draw_text(img, (WIDTH // 2, y + ROW // 2), t("shared-render-leaderboard-empty"), font(28), MUTED, "mm")
    value = font(30, bold=True)
    for i, row in enumerate(rows):
        box = (PAD, y, WIDTH - PAD, y + ROW - 8)
        rounded_panel(img, box, 12, PANEL if i % 2 == 0 else PANEL_ALT)
        mid = y + (ROW - 8) // 2
        medal = MEDALS.get(row["rank"])
        draw_text(img, (x_rank + 34, mid), str(row["rank"]), value, medal or TEXT, "mm")
        name, name_font = fit_text(str(row["name"]), x_rating - x_name - 90, 30, bold=row["rank"] == 1, min_size=26)
        draw_text(img, (x_name, mid), name, name_font, ACCENT if row["rank"] == 1 else TEXT, "lm")
        draw_text(img, (x_rating, mid), t("shared-render-leaderboard-value", rating=row["rating"]), value, TEXT, "mm")
        draw_text(img, (x_games, mid), str(row["games"]), font(30), TEXT, "mm")
        draw_text(img, (x_wins, mid), str(row["wins"]), font(30), TEXT, "mm")
        y += ROW
    return to_png(img, quantize=True)
