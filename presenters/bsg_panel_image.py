"""What a Battlestar Galactica panel image shows: the part of a seat's view that `renderers.bsg.panel` reads.

A seat's view carries its decision, legal actions and prompt, which change with nearly every move; the panel image
shows only the seat's own cards and its player's character, place and revealed loyalty. Handing the image that part
alone makes an unchanged panel the same image — drawn once (cogs/image_cache.py) and not uploaded again on an edit —
and keeps the outbox rows that carry the panel small. tests/test_bsg_panel_image.py checks that the image drawn from
this part is the image drawn from the whole view.
"""

from __future__ import annotations

from typing import Any

from engine.games.bsg.rules import OWN_KEYS

PLAYER_KEYS = ("seat", "character", "location", "viper", "revealed_loyalty")  # of the seat's public player


def panel_image_view(view: dict[str, Any]) -> dict[str, Any]:
    """The seat's own part ("me": its seat and cards) and its own public player (at its index of "players"; the
    others are None: the panel never shows them)."""
    me = view["me"]
    seat = me["seat"]
    players: list[dict[str, Any] | None] = [None] * len(view["players"])
    player = view["players"][seat]
    players[seat] = {key: player[key] for key in PLAYER_KEYS if key in player}
    return {"me": {"seat": seat, **{key: me[key] for key in OWN_KEYS if key in me}}, "players": players}
