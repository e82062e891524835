"""Names in the Battlestar Galactica images and texts: every location reads the same on the board, in the panel and
in the event sentences of every language (one list of names, `bsg-location-<id>`; a sentence may say "the Brig"); a
seat named with its character reads cleanly when the seat is a bot, whose name already ends in brackets
("Bot 1 (normal)")."""

from __future__ import annotations

import copy

import pytest

from engine.core import Event
from engine.games.bsg import BsgGame
from engine.games.bsg.data import DATA
from engine.games.bsg.effect_text import location_label
from engine.store import TableRow
from engine.table_record import TableRecord
from engine.tables import PLAYING, Outcome
from i18n import LANGS, Msg, tr, use_lang
from presenters.bsg import BsgPresenter
from renderers import bsg as R
from renderers.bsg_kit import short_name
from tests.random_games import played
from tests.renderers.legibility import drawn_texts

GAME = BsgGame()
LOCATIONS = list(DATA.locations)
BOTS = [-1, -2, -3, -4]


@pytest.fixture(scope="module")
def state() -> dict:
    return played(GAME, 4, "bsg-names", 150)


@pytest.fixture(scope="module")
def final() -> dict:
    return played(GAME, 4, "bsg-names", 100_000)


def inserted(key: str, lang: str, **params: object) -> str:
    """What `location` put into a sentence: the sentence less its frame (the same sentence around a marker)."""
    whole = tr(Msg(key, **params), lang)
    frame = tr(Msg(key, **{**params, "location": "\x00"}), lang)
    head, tail = frame.split("\x00")
    assert whole.startswith(head) and whole.endswith(tail)
    return whole[len(head) : len(whole) - len(tail)]


@pytest.mark.parametrize("lang", LANGS)
def test_every_location_reads_the_same_on_the_board_and_in_the_event_sentences(state: dict, lang: str) -> None:
    names = ["Alice", "Bob", "Cyril", "Dana"]
    empty = copy.deepcopy(state)  # nobody on the locations: every row shows its whole name
    for p in empty["players"]:
        p.update(loc=None, viper=None)
    with use_lang(lang), drawn_texts() as texts:
        R.board(GAME.view(empty, None), names)
    on_board = {text.text for text in texts}
    seen = set()
    for loc in LOCATIONS:
        for kind, param in (("moved", "to"), ("activated", "location")):
            sentence = GAME.describe(Event(kind, {"seat": 0, param: loc}), names)
            name = inserted(sentence.key, lang, **{**sentence.params, "player": "Alice"})
            label = tr(location_label(loc), lang)  # the name alone; a sentence may put an article before it
            assert name == label or name.endswith(f" {label}"), f"{lang}: the events say {name!r} for {label!r}"
            assert label in on_board, f"{lang}: the events say {name!r} for {loc}, the board does not"
            seen.add((loc, label))
        moved = copy.deepcopy(state)
        moved["players"][0].update(loc=loc, viper=None)
        with use_lang(lang), drawn_texts() as texts:
            R.panel(GAME.view(moved, 0), names)
        assert any(label in text.text for text in texts), f"{lang}: the panel does not say {label!r} for {loc}"
    assert len({loc for loc, _ in seen}) == len(seen) == len(LOCATIONS)  # one name per location
    assert len({name for _, name in seen}) == len(LOCATIONS)  # and no two locations share one


def bot_table(state: dict) -> TableRow:
    n = state["n"]
    seats = BOTS[:n]
    table = TableRow(
        id=7, kind="bsg", guild_id=1, channel_id=2, host_id=9001, status=PLAYING, options={},
        players=seats, seats=seats, move_no=1, thread_id=3,
        record=TableRecord(bots={str(u): "normal" for u in seats}),
    )  # fmt: skip
    table.state = state
    return table


def nested(text: str) -> bool:
    """Brackets inside or right after brackets: "Bot 1 (normal) (Adama)", "Card (Bot 1 (normal))"."""
    depth = 0
    for ch in text:
        depth += ch == "("
        if depth > 1:
            return True
        depth -= ch == ")"
    return ") (" in text or ")(" in text


@pytest.mark.parametrize("lang", LANGS)
def test_a_bots_name_and_its_character_read_without_brackets_in_brackets(state: dict, final: dict, lang: str) -> None:
    presenter = BsgPresenter()
    snap = presenter.snapshot(bot_table(state))
    names = [tr(name, lang) for name in snap.names]
    assert all(name.startswith(("Bot ", "Robot ")) and "(" not in name for name in names[1:])  # no level: "Bot 1"
    view = GAME.view(state, None)
    kept = copy.deepcopy(state)  # a card kept in play by a bot
    kept["in_play"] = [{"card": next(iter(DATA.quorum)), "holder": 1}]
    with use_lang(lang), drawn_texts() as texts:
        R.board(view, names)
        R.board(GAME.view(kept, None), names)
        R.panel(GAME.view(state, state["current"]), names)
        R.result(GAME.view(final, None), names)
    drawn = [text.text for text in texts]
    current = names[state["current"]]
    assert any(current in text and text != current for text in drawn)  # the subtitle names seat and character
    assert not [text for text in drawn if nested(text)]
    header = tr(presenter.step_header(snap), lang)
    assert current in header and not nested(header)
    assert GAME.result(final) is not None
    end = presenter.snapshot(bot_table(final))
    screen = presenter.result_screens(end, Outcome(table=end.table, events=[], result=GAME.result(final)), [])[0]
    result = [tr(line, lang) for line in screen.text.parts]
    assert all(not nested(line) for line in result)
    assert sum(name in line for name in names for line in result) >= len(names)


def board_texts(state: dict, lang: str) -> list[str]:
    with use_lang(lang), drawn_texts() as texts:
        R.board(GAME.view(state, None), ["A", "B", "C", "D", "E", "F"])
    return [text.text for text in texts]


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_crowded_location_shows_every_token_or_counts_the_rest(lang: str) -> None:
    state = played(GAME, 6, "bsg-crowd", 150)
    for p in state["players"]:
        p.update(loc=None, viper=None)
    base = board_texts(state, lang)  # every token once, in the player list
    tokens = [short_name(p["character"]) for p in state["players"]]
    for loc, count in (("command", 1), ("ftl_control", 3), ("sickbay", 6)):
        crowded = copy.deepcopy(state)
        for p in crowded["players"][:count]:
            p["loc"] = loc
        drawn = board_texts(crowded, lang)
        in_row = sum(drawn.count(t) + drawn.count(t[:3]) - base.count(t) - base.count(t[:3]) for t in tokens[:count])
        more = sum(int(text[1:]) for text in drawn if text.startswith("+") and text[1:].isdigit())
        assert in_row + more == count, (loc, drawn)  # nobody standing there is left out, nobody twice
        if count == 1:  # room for both: the whole token and the whole name
            assert drawn.count(tokens[0]) == base.count(tokens[0]) + 1
            assert tr(Msg(f"bsg-location-{loc}"), lang) in drawn
