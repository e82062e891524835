"""Shared helpers for the Cardline tests: acting, stubbing the shuffle, invariants and secrecy checks."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from engine.core import Event, json_round_trip
from engine.games.cardline import CardlineGame
from engine.games.cardline.cards import countries
from engine.games.cardline.rules import line_record
from engine.games.cardline.scenario import iso3_of

GAME = CardlineGame()
NAMES = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana"]


class NoResignCardline(CardlineGame):
    """The real rules, but random bots never resign (so playouts exercise the whole game)."""

    def legal_actions(self, state: dict, seat: int) -> list[dict]:
        return [a for a in super().legal_actions(state, seat) if a["type"] != "resign"]


class StubRng(random.Random):
    """An rng whose shuffle puts the cards in a given order (by country name or iso3)."""

    def __init__(self, order: list[str], expect: list[str] | None = None) -> None:
        super().__init__(0)
        self.order = [iso3_of(c) for c in order]
        self.expect = None if expect is None else [iso3_of(c) for c in expect]
        self.shuffled: list[list[str]] = []

    def shuffle(self, x: list[Any]) -> None:  # type: ignore[override]
        self.shuffled.append(list(x))
        if self.expect is not None:
            assert x == self.expect, f"shuffled {x}, expected {self.expect}"
        assert sorted(x) == sorted(self.order), f"stub order {self.order} does not match {x}"
        x[:] = self.order


def ids(cards: list[str]) -> list[str]:
    return [iso3_of(c) for c in cards]


def names_of(cards: list[str]) -> list[str]:
    return [countries()[iso3].name for iso3 in cards]


def place(state: dict, seat: int, card: str, gap: int, rng: random.Random | None = None) -> list[Event]:
    """Apply a placement in place (the card by name or iso3)."""
    action = {"type": "place", "card": iso3_of(card), "gap": gap}
    return GAME.apply(state, seat, action, rng or random.Random(0))


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def only(events: list[Event], kind: str) -> Event:
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1, f"expected one {kind} event, got {kinds(events)}"
    return found[0]


def line_names(state: dict) -> list[str]:
    return names_of(state["line"])


def correct_by_playing(state: dict, seat: int, card: str) -> list[int]:
    """Which gaps the engine judges correct, found by actually playing every gap on a copy."""
    good = []
    for gap in range(len(state["line"]) + 1):
        _, events = GAME.play(state, seat, {"type": "place", "card": iso3_of(card), "gap": gap}, random.Random(0))
        if only(events, "placed").params["correct"]:
            good.append(gap)
    return good


# -- invariants -------------------------------------------------------------------------------------------------------
def hidden_cards(state: dict) -> list[str]:
    """Cards whose values nobody may see now: in hands, in the draw pile, set aside (until the game is over)."""
    if state["winners"] is not None:
        return []
    cards = list(state["draw_pile"])
    for seat in range(state["players"]):
        cards += state["hands"][seat] + state["set_aside"][seat]
    return cards


def shown_cards(state: dict) -> list[str]:
    shown = state["line"] + state["removed"]
    if state["last_move"] is not None:
        shown = shown + [state["last_move"]["card"]]
    return shown


JSON_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


def strings_in(data: Any) -> set[str]:
    """Every string inside a JSON-able structure, keys included (escapes left as they are: values have none).
    Values always travel as strings; the numbers in views and events are counts, seats and gaps."""
    return set(JSON_STRING.findall(json.dumps(data, ensure_ascii=False)))


def secret_strings(state: dict) -> set[str]:
    """Values of hidden cards (exact text, number, display), except those a visible card happens to share."""
    public = set()
    for iso3 in shown_cards(state):
        record = line_record(state, iso3)
        public |= {record["value"], record["number"], record["display"]}
    secret = set()
    for iso3 in hidden_cards(state):
        record = line_record(state, iso3)
        secret |= {record["value"], record["number"], record["display"]}
    return secret - public


def leaked_values(state: dict, data: Any) -> set[str]:
    return secret_strings(state) & strings_in(data)


def assert_no_hidden_values(state: dict, data: Any) -> None:
    leaked = leaked_values(state, data)
    assert not leaked, f"hidden values leaked: {leaked}"


def assert_faces_only(cards: list[dict]) -> None:
    for card in cards:
        assert set(card) == {"id", "name", "continent"}, f"more than a face: {card}"


def assert_views_keep_secrets(state: dict) -> None:
    """The public view and every seat view hold no hidden value; while playing, hands show faces only."""
    secret = secret_strings(state)
    playing = state["winners"] is None
    public = GAME.view(state, None)
    assert not secret & strings_in(public), "hidden values in the public view"
    if playing:
        for player in public["players"]:
            assert_faces_only(player["hand"] + player["set_aside"])
    for seat in range(state["players"]):
        view = GAME.view(state, seat)
        own = {key: view.pop(key) for key in ("me", "hand", "my_turn")}
        assert view == public, "a seat view differs from the public view beyond its own keys"
        assert not secret & strings_in(own), f"hidden values in the view of seat {seat}"
        if playing:
            assert_faces_only(own["hand"])


def check_invariants(state: dict, events: list[Event], deep: bool = True) -> None:
    """Structural invariants (the engine's, engine/games/cardline/invariants.py) and that every event is public;
    `deep` adds the JSON round trip and the secrecy scan of every view and event."""
    GAME.invariants(state)
    assert all(e.to is None for e in events), "Cardline has no secrets to send by DM"
    if deep:
        assert json_round_trip(state) == state
        assert_views_keep_secrets(state)
        assert_no_hidden_values(state, [e.to_json() for e in events])
