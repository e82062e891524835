"""Every event the engine emits has a sentence in texts.py; results explain themselves."""

from __future__ import annotations

import random

from bsg_testkit import GAME

from engine.core import Event, derive_rng
from engine.games.bsg import texts


def test_every_emitted_event_is_described():
    seen = set()
    for n in (3, 4, 5, 6):
        for i in range(8):
            seed = f"texts-{n}-{i}"
            chooser = random.Random(seed)
            state = GAME.setup(n, {}, derive_rng(seed, 0))
            names = [f"Player {s + 1}" for s in range(n)]
            for e in state["setup_events"]:
                event = Event(e["kind"], e["params"], None if e["to"] is None else tuple(e["to"]))
                assert str(GAME.describe(event, names)) != e["kind"].replace("_", " ")
            moves = 0
            while GAME.result(state) is None:
                seat = chooser.choice(GAME.to_act(state))
                moves += 1
                for e in GAME.apply(
                    state, seat, chooser.choice(GAME.legal_actions(state, seat)), derive_rng(seed, moves)
                ):
                    seen.add(e.kind)
                    text = str(GAME.describe(e, names))
                    assert text and text != e.kind.replace("_", " "), e.kind
    assert {"crisis", "check_revealed", "contributed", "roll", "jump_started", "game_over"} <= seen


def test_result_explanations():
    for reason in texts.WIN_REASONS:
        assert texts.explanation("cylon", reason).startswith("The Cylons win")
    assert "humans" in texts.explanation("human", "final_jump").lower()


def test_every_decision_kind_has_a_prompt():
    import re
    from pathlib import Path

    import engine.games.bsg as pkg

    root = Path(pkg.__file__).parent
    files = [root / "decisions.py", root / "rules.py", *sorted((root / "machine").glob("*.py"))]
    source = "".join(f.read_text() for f in files)
    kinds = set(re.findall(r'decide\(\s*"([a-z_]+)"', source)) | set(re.findall(r'"kind": "([a-z_]+)", "seat"', source))
    assert kinds and kinds <= set(texts.PROMPTS), kinds - set(texts.PROMPTS)
    from engine.games.bsg import decisions

    assert kinds <= set(decisions.LEGAL) == set(decisions.ANSWERS), set(decisions.LEGAL) ^ set(decisions.ANSWERS)


def test_cylon_win_without_any_cylon_player_means_everyone_loses():
    from bsg_testkit import new_game

    state = new_game(3)
    for p in state["players"]:
        p["loyalty"] = [c for c in p["loyalty"] if not c.startswith("cylon")] or ["not_cylon#0"]
    state["winner"] = "cylon"
    state["end_reason"] = "resources"
    result = GAME.result(state)
    assert result.winners == [] and result.ranking == [[], [0, 1, 2]]
    assert all(v == 0 for v in result.scores.values())
    assert "every player loses" in result.explanation
