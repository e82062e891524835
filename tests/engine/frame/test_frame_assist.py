"""The placement helpers behind `/frame place` autocomplete, preview, Rotate / Flip and `/frame hint`."""

from __future__ import annotations

import copy
import random

from frame_helpers import BLU, GAME, RED, build, column, new_state, place, reason

from engine.games.frame import assist
from engine.games.frame.pieces import TILES_BY_ID, transform
from engine.randomplayer import random_step


def opened():
    return build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, tiles={RED: {"I2": ["b1", "c1"]}}, active=RED)


def test_tile_choices_offer_only_remaining_placeable_tiles():
    state = opened()
    choices = assist.tile_choices(state, RED)
    ids = [c["tile"] for c in choices]
    assert "I2" not in ids  # already placed
    assert ids == [t for t in TILES_BY_ID if t != "I2"]
    legal = [a for a in GAME.legal_actions(state, RED) if a["type"] == "place"]
    assert sum(c["count"] for c in choices) == len(legal)
    assert assist.tile_choices(state, BLU) == []  # not BLU's turn
    assert [c["tile"] for c in assist.tile_choices(state, RED, "pent")] == ["P5", "U5", "L5", "T5", "V5"]
    assert [c["tile"] for c in assist.tile_choices(state, RED, "l4")] == ["L4"]
    assert str(choices[0]["label"]).startswith("I3 straight tromino (3 pips")


def test_orientation_and_anchor_choices_are_exactly_the_legal_placements():
    state = opened()
    legal = {(a["tile"], tuple(sorted(a["cells"]))) for a in GAME.legal_actions(state, RED) if a["type"] == "place"}
    rebuilt = set()
    for tile in assist.tile_choices(state, RED):
        for o in assist.orientation_choices(state, RED, tile["tile"]):
            anchors = assist.anchor_choices(state, RED, tile["tile"], o["rot"], o["mirror"])
            assert len(anchors) == o["count"] > 0
            for at in anchors:
                cells = assist.canonical_cells(tile["tile"], o["rot"], o["mirror"], at)
                rebuilt.add((tile["tile"], tuple(sorted(cells))))
    assert rebuilt == legal


def test_anchor_autocomplete_filters_by_typed_prefix():
    state = opened()
    anchors = assist.anchor_choices(state, RED, "I3", 90, False)
    assert anchors and all(a.startswith("a") for a in assist.anchor_choices(state, RED, "I3", 90, False, "a"))
    assert assist.anchor_choices(state, RED, "I3", 90, False, "zz") == []
    assert assist.anchor_choices(state, RED, "NOPE", 0, False) == []


def test_preview_of_a_legal_placement_changes_nothing():
    state = opened()
    before = repr(state)
    view = assist.preview_view(state, RED, assist.placement_action("L4", 90, False, "d1"))
    assert repr(state) == before
    assert view["preview"] == {
        "seat": RED,
        "kind": "tile",
        "tile": "L4",
        "cells": ["d1", "d2", "e2", "f2"],
        "named": ["d1", "d2", "e2", "f2"],
        "legal": True,
        "reason": None,
    }
    assert view["me"]["seat"] == RED


def test_cells_alone_name_the_tile_of_their_shape():
    """`/frame place cells:"…"` without a tile: the one remaining tile of that shape, or why there is none."""
    state = opened()  # RED: columns a1 j10, I2 on b1 c1
    assert assist.tile_for_cells(state, RED, "a2 a3 a4") == "I3"
    assert assist.tile_for_cells(state, RED, ["b2", "c2", "d2", "c3"]) == "T4"
    assert assist.tile_for_cells(state, RED, "a2, b2, b3") == "L3"
    for cells, expected in (
        ("hello", reason("bad_cell", cell="hello")),
        ("b2 b2", reason("duplicate", cell="b2")),
        ("b2", reason("shape_size", count=1)),
        ("a1 b2", reason("no_such_shape", cells="a1 b2")),
        ("a2 a3 a4 a5 a6 a7", reason("shape_size", count=6)),
        ("d5 e5", reason("shape_placed", cells="d5 e5", tile="I2", name="domino")),
        ("", reason("bad_cells")),
    ):
        try:
            assist.tile_for_cells(state, RED, cells)
        except Exception as error:  # noqa: BLE001 - IllegalMove expected
            assert str(error) == expected, cells
        else:
            raise AssertionError(f"{cells!r} should name no tile")
    # the preview: a tile-shaped placement is checked as that tile; a shapeless one is refused with the reason
    legal = assist.preview_view(state, RED, {"type": "place", "cells": "a2 a3 a4"})["preview"]
    assert legal["legal"] and legal["tile"] == "I3" and legal["cells"] == ["a2", "a3", "a4"]
    off = assist.preview_view(state, RED, {"type": "place", "cells": "k1 k2"})["preview"]  # RED's I2 is placed
    assert off["tile"] is None and str(off["reason"]) == reason("shape_placed", cells="k1 k2", tile="I2", name="domino")
    off = assist.preview_view(state, RED, {"type": "place", "cells": "k1 l1 m1"})["preview"]
    assert off["tile"] == "I3" and str(off["reason"]) == reason("outside", cell="k1", size=10) and off["cells"] == []
    far = assist.preview_view(state, RED, {"type": "place", "cells": "e5 e6 e7"})["preview"]
    assert far["tile"] == "I3" and str(far["reason"]) == reason("not_touching") and far["cells"] == ["e5", "e6", "e7"]
    out = assist.preview_view(state, RED, {"type": "place", "cells": "j2 k2 l2"})["preview"]
    assert out["tile"] == "I3" and str(out["reason"]) == reason("outside", cell="k2", size=10)
    assert out["cells"] == ["j2"] and out["named"] == ["j2", "k2", "l2"]
    blob = assist.preview_view(state, RED, {"type": "place", "cells": "a2 b3"})["preview"]
    assert blob["tile"] is None and str(blob["reason"]) == reason("no_such_shape", cells="a2 b3")
    assert not blob["legal"] and blob["cells"] == ["a2", "b3"]


def test_cells_alone_respect_allow_reflection():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, active=RED, allow_reflection=False)
    # S4's Z shape is S4 (a reflection): named as S4, then refused because flipping is off
    preview = assist.preview_view(state, RED, {"type": "place", "cells": "a2 b2 b3 c3"})["preview"]
    assert preview["tile"] == "S4" and preview["legal"]  # the S shape is a rotation
    preview = assist.preview_view(state, RED, {"type": "place", "cells": "a3 b3 b2 c2"})["preview"]
    assert preview["tile"] == "S4" and str(preview["reason"]) == reason("no_reflection")


def test_preview_of_an_illegal_placement_names_the_problem():
    state = opened()
    view = assist.preview_view(state, RED, place("O4", "c2", "d2", "c3", "d3"))
    assert view["preview"]["legal"] is True
    view = assist.preview_view(state, RED, place("O4", "d2", "e2", "d3", "e3"))
    assert view["preview"]["legal"] is False and str(view["preview"]["reason"]) == reason("diagonal")
    assert view["preview"]["cells"] == ["d2", "e2", "d3", "e3"]
    off = assist.preview_view(state, RED, assist.placement_action("I4", 0, False, "h5"))
    assert str(off["preview"]["reason"]) == reason("outside", cell="k5", size=10)
    assert off["preview"]["cells"] == ["h5", "i5", "j5"]
    col = assist.preview_view(state, RED, column("b2"))
    assert col["preview"]["kind"] == "column" and str(col["preview"]["reason"]) == reason(
        "column_next_to_column", cell="a1"
    )
    other = assist.preview_view(state, BLU, place("I2", "i1", "h1"))
    assert str(other["preview"]["reason"]) == reason("not_your_turn")


def test_rotate_and_flip_turn_what_is_shown():
    cells = TILES_BY_ID["L4"].cells
    rot, mirror = 0, False
    shapes = []
    for _ in range(4):
        shapes.append(transform(cells, rot, mirror))
        rot, mirror = assist.rotate(rot, mirror)
    assert (rot, mirror) == (0, False) and len(set(shapes)) == 4
    for rot in (0, 90, 180, 270):
        for mirror in (False, True):
            shown = transform(cells, rot, mirror)
            width = max(x for x, _ in shown)
            flipped = transform(cells, *assist.flip(rot, mirror))
            assert set(flipped) == {(width - x, y) for x, y in shown}  # left-right mirror image
            assert assist.flip(*assist.flip(rot, mirror)) == (rot, mirror)


def test_settle_anchor_moves_to_the_nearest_legal_spot():
    state = opened()
    assert assist.settle_anchor(state, RED, "I3", 90, False, "a2") == "a2"
    # after rotating I3 at a2 to horizontal, a2 is still legal (a2 b2 c2 touches a1 / b1 / c1)
    assert assist.settle_anchor(state, RED, "I3", 0, False, "a2") == "a2"
    near = assist.settle_anchor(state, RED, "I3", 0, False, "e6")
    assert near in assist.anchor_choices(state, RED, "I3", 0, False)
    assert assist.settle_anchor(state, BLU, "I3", 0, False, "a2") is None


def test_column_choices_and_hint_cells():
    state = new_state(2)
    assert assist.column_choices(state, RED)[:3] == ["a1", "b1", "c1"]
    assert assist.column_choices(state, BLU) == []
    state = opened()
    hint = assist.hint_view(state, RED)["me"]["hint_cells"]
    covered = {c for a in GAME.legal_actions(state, RED) if a["type"] == "place" for c in a["cells"]}
    assert set(hint) == covered
    assert assist.column_choices(state, RED) == [
        a["cell"] for a in GAME.legal_actions(state, RED) if a["type"] == "column"
    ]


def test_seat_view_me_block():
    state = opened()
    me = GAME.view(state, RED)["me"]
    assert me["my_turn"] and me["seat"] == RED
    assert {p["tile"] for p in me["placeable"]} == {c["tile"] for c in assist.tile_choices(state, RED)}
    assert list(me["orientations"]) == [t for t in TILES_BY_ID if t != "I2"]
    assert len(me["orientations"]["L4"]) == 8
    no_flip = build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, active=RED, allow_reflection=False)
    assert len(GAME.view(no_flip, RED)["me"]["orientations"]["L4"]) == 4


def test_s9_seat_view_column_cells_only_while_the_seat_has_an_opening_column_left():
    state = GAME.setup(2, {"start_player": "1"}, random.Random(0))
    for cell in ("a1", "c1", "e1"):  # RED COL1, BLU COL1, RED COL2: only BLU's COL2 is still to come
        state, _ = GAME.play(state, state["active"], {"type": "column", "cell": cell}, random.Random(0))
    assert state["phase"] == "opening" and state["players"][RED]["columns"] == ["COL3"]
    assert GAME.view(state, RED)["me"]["column_cells"] == []  # COL3 waits for the tile phase (§5.5 rule 2)
    assert GAME.view(state, BLU)["me"]["column_cells"] == assist.column_choices(state, BLU) != []


def crowded_board():
    """A 4-player game played randomly until the board is crowded (most tiles down), still running."""
    best = None
    for seed in range(6):
        state = GAME.setup(4, {}, random.Random(seed))
        rng = random.Random(seed)
        while GAME.result(state) is None:
            seat, action = random_step(GAME, state, rng)
            GAME.apply(state, seat, action, rng)
            if state["phase"] == "tiles" and len(state["placements"]) >= 40:
                if best is None or len(state["placements"]) > len(best["placements"]):
                    best = copy.deepcopy(state)
                break
    assert best is not None
    return best


def test_tile_choices_count_every_legal_placement_on_a_crowded_board():
    state = crowded_board()
    seat = state["active"]
    legal = [a for a in GAME.legal_actions(state, seat) if a["type"] == "place"]
    choices = assist.tile_choices(state, seat)
    assert {c["tile"] for c in choices} == {a["tile"] for a in legal}
    assert sum(c["count"] for c in choices) == len(legal)
