"""Every event kind has an English sentence; messages come from the catalogs (locales/*/envyra.ftl)."""

from __future__ import annotations

import random

from envyra_testkit import GAME, NAMES, build

from engine.core import Event, public
from engine.games.envyra import flow, texts
from engine.games.envyra.rules import explain
from engine.randomplayer import playout
from i18n import LANGS, tr

SAMPLES = [
    public("confirmed", seat=0, changed=False),
    public("confirmed", seat=0, changed=True),
    Event("placement", {"seat": 1, "positions": ["A1", "B2"], "inaccessible": ["B2"]}, (1,)),
    Event(
        "placement",
        {"seat": 1, "round": 2, "positions": ["A1", "B2"], "tiles": ["GRN01", "BON05"], "inaccessible": []},
        (1,),
    ),
    public("reveal", boards=[["A1"], None, ["B1", "C1"]], supply=[4, 5, 3]),
    public("cube_moved", seat=1, position="B2", tile="GRN04", auto=False, **{"pass": 1}),
    public("no_move", seat=2, positions=["C3"], reason="waiting", **{"pass": 1}),
    public("claimed", seat=2, mover=2, position="B2", tile="GRN04", counts=[[0, 1], [1, 1], [2, 1]], tie=True),
    public("cubes_returned", seat=0, count=5, positions=["A1", "B1"], reason="supply_check"),
    public("card_taken", seat=0, card="EQ1"),
    Event("secret_card", {"card": "EQ8"}, (2,)),
    public("refill", position="C1", tile="END"),
    public("end_set_aside", position="C1"),
    public("end_returned"),
    public("end_last", position="C1"),
    public("bag_empty", positions=["A1"]),
    public("round_end", round=3),
    public("cone_passed", seat=1),
    public("round_start", round=4, start=1, order=[1, 2, 0], sitting_out=[]),
    public("round_start", round=4, start=1, order=[2, 0], sitting_out=[1]),
    public("blocked", seats=[1, 2], chooser=1, candidates=["A1", "B1"]),
    public("blocked", seats=[1], chooser=None),
    public("tile_removed", seat=1, position="C3", tile="BON07", auto=False),
    public("search_draw", position="C3", tile="ORA09", helps=False),
    public("search_draw", position="C3", tile="GRN10", helps=True),
    public("aside_returned", tiles=["ORA09"]),
    public("search_failed", position="C3"),
    public("final_round", sitting_out=[1]),
    public("game_over", condition="A", scores=[10, 12, 3], ranking=[[1], [0], [2]], secret_cards=[[], [], []]),
]


def test_describe_every_kind() -> None:
    for event in SAMPLES:
        text = str(GAME.describe(event, NAMES))
        assert text and text != event.kind and "{" not in text, text
    assert str(GAME.describe(SAMPLES[7], NAMES)) == (
        "Carol claims the Green Fern at B2 (cubes: 1 Alice, 1 Bob, 1 Carol): a tie, won by the latest cube."
    )
    assert "Bob 12 VP, Alice 10 VP, Carol 3 VP" in str(GAME.describe(SAMPLES[-1], NAMES))


def test_every_sample_event_reads_in_every_language() -> None:
    """No language shows a raw key, a placeholder or the "…" of a missing entry (Fluent formats every parameter)."""
    for lang in LANGS:
        for event in SAMPLES:
            text = tr(GAME.describe(event, NAMES), lang)
            assert text and "{" not in text and "…" not in text and "envyra-" not in text, (lang, event, text)


def test_every_event_of_random_games_is_described() -> None:
    seen: set[str] = set()

    def check(state: dict, events: list[Event]) -> None:
        for e in events:
            text = str(GAME.describe(e, NAMES))
            assert text and text != e.kind and "{" not in text, (e, text)
            seen.add(e.kind)

    for seed in range(40):
        options = {"equilibrium": "C", "simplified": seed % 2 == 0}
        playout(GAME, 2 + seed % 3, options, f"texts-{seed}", check=check)
    assert {"confirmed", "placement", "reveal", "cube_moved", "claimed", "round_start", "game_over"} <= seen


def test_option_descriptions_come_from_the_catalog() -> None:
    descriptions = {o.name: o.description for o in GAME.options}
    assert str(descriptions["simplified"]) == "Simplified variant: every player places exactly one cube per round."
    assert str(descriptions["equilibrium"]) == (
        "EQUILIBRIUM cards: off, A (public cards), B (one secret card each) or C (both)."
    )
    assert {"simplified", "equilibrium", "start_player", "round_limit", "end_tile"} == set(descriptions)


def test_result_explanation_in_english() -> None:
    state = build(3, grid={"A1": "GRN01"}, owned={0: ["GRN02"]})
    flow.game_over(state, "C", [])
    assert (
        GAME.result(state).explanation
        == "Seat 1 wins with 1 VP. Seat 2 and Seat 3 share a place: 0 VP and 0 set VP each."
    )
    scores = flow.final_scores(state)
    assert str(explain(scores, [[0], [1, 2]], NAMES)).startswith("Alice wins with 1 VP.")


def test_no_internal_tile_id_or_plural_hack_in_any_sentence() -> None:
    """Tiles are named as the image shows them (theme and symbol, at a position), never by their data id; counts
    use real plural forms, not "cube(s)"."""
    import re

    internal = re.compile(r"\b(?:GRN|BLU|ORA|BON)\d\d\b|\bEND\b|\bEQ\d\b")
    texts_seen: list[str] = []

    def check(state: dict, events: list[Event]) -> None:
        for e in events:
            text = str(GAME.describe(e, NAMES))
            assert not internal.search(text), text
            assert "(s)" not in text, text
            texts_seen.append(text)

    for seed in range(12):
        playout(GAME, 2 + seed % 3, {"equilibrium": "C"}, f"ids-{seed}", check=check)
    assert any("moves a cube onto the " in t and " at " in t for t in texts_seen)
    assert any(t.startswith("Drawn for ") and "(cost " in t for t in texts_seen)
    assert str(GAME.describe(SAMPLES[3], NAMES)) == "Round 2: your cubes go to A1 (Green Leaf) and B2 (bonus tile)."
    one = Event("placement", {"seat": 1, "round": 3, "positions": ["C1"], "tiles": ["END"], "inaccessible": []}, (1,))
    assert str(GAME.describe(one, NAMES)) == "Round 3: your cube goes to C1 (End tile)."
    returned = public("cubes_returned", seat=1, count=1, positions=["C3"], reason="tile_removed")
    assert str(GAME.describe(returned, NAMES)) == "Bob's cube on the removed tile at C3 returns to supply."


def test_secret_card_is_said_in_words() -> None:
    text = str(GAME.describe(Event("secret_card", {"card": "EQ8"}, (2,)), NAMES))
    assert text.startswith("Your secret Equilibrium card: **Oasis** (Sun + River + Leaf, 4 VP).")
    state = GAME.setup(3, {"equilibrium": "C"}, random.Random(4))
    events = GAME.start_events(state)
    secret = [e for e in events if e.kind == "secret_card"]
    assert [e.to for e in secret] == [(0,), (1,), (2,)]
    assert [e.params["card"] for e in secret] == [cards[0] for cards in state["secret"]]
    assert not [e for e in GAME.start_events(GAME.setup(3, {}, random.Random(4))) if not e.public]


def test_supply_error_uses_plural_forms() -> None:
    assert str(texts.error("supply", count=1)) == "You have only 1 cube in your supply."
    assert str(texts.error("supply", count=3)) == "You have only 3 cubes in your supply."
    assert str(texts.cubes(5)) == "5 cubes"


def test_game_over_names_the_secret_cards() -> None:
    event = public(
        "game_over",
        condition="A",
        scores=[10, 12],
        ranking=[[1], [0]],
        secret_cards=[["EQ8"], ["EQ1"]],
        secret_fulfilled=[[False], [True]],
    )
    text = str(GAME.describe(event, NAMES))
    assert text.endswith("Secret Equilibrium cards: Alice Oasis (not fulfilled), Bob Sun and Rain (+2 VP).")


def test_slavic_sentences_name_what_they_speak_of_once() -> None:
    """Found playing in Slovak and Polish: "Vytiahnutý na B1: Zelený strom" (drawn — what?) names the new tile
    now, and "Kostka gracza Cyril na planszy gracza na B2" said "gracza" twice."""
    refill = public("refill", position="B1", tile="GRN04")
    returned = public("cubes_returned", seat=2, count=1, positions=["B2"], reason="tile_claimed")
    assert tr(GAME.describe(refill, NAMES), "sk").startswith("Nový dielik na B1: ")
    assert tr(GAME.describe(refill, NAMES), "cs").startswith("Nový dílek na B1: ")
    assert tr(GAME.describe(returned, NAMES), "pl").count("gracza") == 1
