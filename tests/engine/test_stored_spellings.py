"""A move log written before the engines took only their listed actions still replays: a stored move in a spelling
the game's own checks accepted then (an extra key; Cardline: a card code with a trailing space) is refused as a new
move but replayed to the same state."""

from __future__ import annotations

import json
import random

import pytest

from engine.core import IllegalMove, derive_rng
from engine.registry import get_game


def older_spelling(kind: str, action: dict) -> dict:
    """A spelling of `action` the game's own checks took before it was listed exactly."""
    if kind == "cardline":
        return {**action, "card": action["card"] + " "}
    return {**action, "note": "typed"}


@pytest.mark.parametrize("kind", ["cardline", "envyra", "frame", "hieroglyphs"])
def test_an_older_spelling_in_the_log_replays_to_the_same_state(kind: str) -> None:
    game = get_game(kind)
    chooser = random.Random(7)
    state = game.setup(2, {}, derive_rng("stored", 0))
    replayed = json.loads(json.dumps(state))
    for move in range(1, 13):
        if game.is_over(state):
            break
        seat = chooser.choice(sorted(game.to_act(state)))
        action = chooser.choice([a for a in game.legal_actions(state, seat) if a != game.resign_action(state, seat)])
        older = older_spelling(kind, action)
        with pytest.raises(IllegalMove):
            game.play(state, seat, older, derive_rng("stored", move))
        game.apply(state, seat, action, derive_rng("stored", move))
        game.apply_stored(replayed, seat, older, derive_rng("stored", move))
        assert json.dumps(replayed, sort_keys=True) == json.dumps(state, sort_keys=True)
