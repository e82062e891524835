"""The shortcuts that make a BSG move's consequences cheaper give exactly what the long way gives: over seeded games,
every seat's view built on the shared public view, its own part, the cached texts (hands, sources), the info mark
and the whole panel equal freshly computed ones; one snapshot per table row and move is never reused after a move,
a refused move's reread or a name change; the outbox's walks equal their first (recursive, copying) versions."""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import replace
from typing import Any

import pytest

from engine.core import derive_rng
from engine.games.bsg import explain
from engine.games.bsg.rules import ORDERS_KEY, OWN_KEYS, PENDING_KEY, STARTING_KEY
from engine.outbox import _json, _with_rows, refs_to_rows, rows_named
from engine.randomplayer import random_step
from engine.registry import get_game
from i18n import Msg, text_to_json
from presenters.bsg import BsgPresenter, BsgSnapshot
from presenters.snapshot import Snapshot
from tests.bsg.presenter_kit import dump, table_for

GAME = get_game("bsg")


def seeded_states(n: int, seed: int, moves: int = 400) -> Any:
    """(state, move number) after every move of a seeded random game (the state object is played on in place)."""
    state = GAME.setup(n, {}, derive_rng(f"bsg-caches:{seed}", 0))
    chooser = random.Random(seed)
    for move in range(1, moves + 1):
        if GAME.result(state) is not None:
            return
        seat, action = random_step(GAME, state, chooser)
        GAME.apply(state, seat, action, derive_rng(f"bsg-caches:{seed}", move))
        yield state, move


def old_info_mark(snap: Snapshot, seat: int) -> str:
    """The info mark as first written: from the seat's whole view (and whether its answer is sealed: it has legal
    actions while not awaited)."""
    me = snap.view(seat)["me"]
    keys = ("hand", "loyalty", "team", "super_crisis", "seen_loyalty", "quorum_hand", "my_pending_contribution")
    sealed = bool(me["legal_actions"]) and seat not in snap.to_act
    raw = json.dumps(
        [me.get(k) for k in keys] + [snap.view(None)["players"][seat]["character"], sealed],
        sort_keys=True,
        default=text_to_json,
        separators=(",", ":"),
    )
    return hashlib.sha1(raw.encode()).hexdigest()[:8]


@pytest.mark.parametrize("n", [3, 5])
def test_views_marks_and_panels_equal_the_long_way(n: int) -> None:
    presenter = BsgPresenter()
    checked = 0
    for seed in range(2):
        for state, move in seeded_states(n, seed):
            table = table_for(state, move)
            snap = presenter.snapshot(table)
            plain = Snapshot(table_for(state, move), GAME)  # every view computed on its own, nothing shared
            assert isinstance(snap, BsgSnapshot)
            assert snap.view(None) == GAME.view(state, None) == GAME.public_view(state)
            public = explain.public(state)
            for seat in range(n):
                full = GAME.view(state, seat)
                assert snap.view(seat) == full, "a seat's view built on the public view differs"
                own = GAME.own_view(state, seat)
                assert own == {
                    k: full["me"][k] for k in (*OWN_KEYS, PENDING_KEY, STARTING_KEY, ORDERS_KEY) if k in full["me"]
                }
                assert explain.for_seat(state, seat, public) == explain.for_seat(state, seat)
                assert presenter.info_mark(snap, seat) == old_info_mark(plain, seat)
                hand = tuple(full["me"]["hand"])
                assert BsgPresenter.hand_lines(hand) == BsgPresenter.hand_lines.__wrapped__(hand)
                if move % 4 == 0:
                    assert dump(presenter.panel(snap, seat)) == dump(presenter.panel(plain, seat))
            if move % 4 == 0:
                explain._source_of.cache_clear()  # the next public decision is worded from the data afresh
                assert explain.public(state) == public
                checked += 1
    assert checked > 30


def test_from_src_hands_out_copies() -> None:
    """A cached source is copied: what a caller adds to it never shows in the next one."""
    first = explain.from_src({"kind": "location", "id": "command"})
    assert first is not None
    first["about"] = "changed"
    again = explain.from_src({"kind": "location", "id": "command"})
    assert again is not None and "about" not in again
    assert explain.from_src({"kind": "other", "id": ["not", "a", "key"]}) is None  # not a cache key: still answered


def test_one_snapshot_per_row_and_move_never_outlives_a_change() -> None:
    presenter = BsgPresenter()
    states = seeded_states(3, 7, moves=30)
    state, move = next(states)
    table = table_for(state, move)
    snap = presenter.snapshot(table)
    assert presenter.snapshot(table) is snap, "the same row at the same move: one snapshot"
    assert presenter.snapshot(table_for(state, move)) is not snap, "another row object: another snapshot"
    snap = presenter.snapshot(table)
    assert presenter.snapshot(table) is snap
    before = {seat: presenter.panel(snap, seat) for seat in range(3)}

    state, move = next(states)  # the same state object, played on in place, and the same row object
    table.move_no = move
    fresh = presenter.snapshot(table)
    assert fresh is not snap
    assert fresh.view(0) == GAME.view(state, 0)
    assert any(dump(presenter.panel(fresh, s)) != dump(before[s]) for s in range(3))

    table.state = json.loads(json.dumps(state))  # a refused move's reread: an equal state, another object
    reread = presenter.snapshot(table)
    assert reread is not fresh and reread.view(None) == fresh.view(None)

    table.record = replace(table.record, names={**table.record.names, str(table.seats[0]): "Renamed"})
    renamed = presenter.snapshot(table)
    assert renamed is not reread and renamed.names[0] == "Renamed"

    table.status = "finished"
    assert presenter.snapshot(table) is not renamed


# -- the outbox's walks ------------------------------------------------------------------------------------------
def first_rows_named(value: Any) -> set[int]:
    """`rows_named` as first written (recursive, a set per node)."""
    if isinstance(value, dict):
        if set(value) == {"row"}:
            return {int(value["row"])}
        return set().union(*(first_rows_named(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(first_rows_named(v) for v in value)) if value else set()
    return set()


def random_payload(rng: random.Random, depth: int = 0) -> Any:
    roll = rng.random()
    if depth > 4 or roll < 0.3:
        texts = [Msg("bsg-ui-stale", row={"row": 99}), Msg("bsg-ui-stale", at={"ref": 1})]
        return rng.choice([1, "row", "ref", None, True, 2.5, "x", *texts])
    if roll < 0.45:
        return {rng.choice(["row", "ref"]): rng.randrange(4)}
    if roll < 0.7:
        return [random_payload(rng, depth + 1) for _ in range(rng.randrange(4))]
    keys = rng.sample(["row", "ref", "a", "b", "screen", "message"], rng.randrange(1, 4))
    return {k: random_payload(rng, depth + 1) for k in keys}


def outcome(fn: Any, *args: Any) -> tuple[str, Any]:
    """What a call gives, or that it fails (a malformed reference fails both ways, not always on the same one)."""
    try:
        return "ok", fn(*args)
    except (TypeError, ValueError, IndexError):
        return "error", None


def test_outbox_walks_equal_their_first_versions() -> None:
    rng = random.Random(3)
    ids = [101, 102, 103, 104]
    kinds = set()
    for _ in range(3000):
        payload = random_payload(rng)
        named = outcome(rows_named, payload)
        assert named == outcome(first_rows_named, payload)
        text = outcome(_with_rows, payload, ids)
        assert text == outcome(lambda p: _json(refs_to_rows(p, ids)), payload)
        kinds |= {named[0], text[0], "ref" if '"row":10' in str(text[1]) else "plain"}
    assert kinds == {"ok", "error", "ref", "plain"}
    presenter = BsgPresenter()
    for state, move in seeded_states(3, 1, moves=120):
        if move % 10:
            continue
        snap = presenter.snapshot(table_for(state, move))
        for seat in range(3):
            screen = {"message": {"row": 5}, "panel": json.loads(dump(presenter.panel(snap, seat)))}
            for payload in (screen, {**screen, "message": {"ref": 0}}):
                assert rows_named(payload) == first_rows_named(payload)
                assert _with_rows(payload, ids) == _json(refs_to_rows(payload, ids))
