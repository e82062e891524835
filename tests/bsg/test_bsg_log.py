"""`/bsg log` (issue 24 part 3): pages from the newest, never cuts a line, filters by kind and player, and a page
out of range is refused in a short answer."""

from __future__ import annotations

import random
from functools import cache

from engine.core import Event, derive_rng
from engine.registry import get_game
from i18n import LANGS, tr
from presenters import bsg_log

GAME = get_game("bsg")
NAMES = ["Ann", "Ben", "Cid", "Dee"]


@cache
def history(moves: int = 400) -> tuple[dict, ...]:
    """The public events of a seeded random 4-player game (its first `moves` moves)."""
    seed = "bsg-log"
    chooser = random.Random(seed)
    state = GAME.setup(4, {}, derive_rng(seed, 0))
    out = [e for e in state["setup_events"] if e["to"] is None]
    for move in range(1, moves + 1):
        if GAME.result(state) is not None:
            break
        seat = chooser.choice(GAME.to_act(state))
        action = chooser.choice(GAME.legal_actions(state, seat))
        out += [e.to_json() for e in GAME.apply(state, seat, action, derive_rng(seed, move)) if e.to is None]
    return tuple(out)


def describe_json(event: dict, names: list[str]):
    return GAME.describe(Event(event["kind"], event["params"], None), names)


def render(lang: str = "en"):
    return lambda text: tr(text, lang)


def test_pages_run_from_the_newest_and_never_cut_a_line():
    lines = bsg_log.log_lines(GAME, list(history()), NAMES)
    read = [render()(line) for line in lines]
    pages = bsg_log.pages_from_newest(read)
    assert len(pages) > 3  # a long game: the old 40-line cut would have lost most of it
    assert pages[0][-1] == read[-1]  # page 1 ends with the newest line
    assert [line for page in reversed(pages) for line in page] == read  # every line once, whole, in order
    for page in pages:
        assert len(page) == 1 or sum(len(line) + 1 for line in page) <= bsg_log.PAGE_CHARS


def test_a_line_longer_than_a_page_is_a_page_of_its_own():
    long = "x" * (bsg_log.PAGE_CHARS + 50)
    assert bsg_log.pages_from_newest(["a", long, "b"]) == [["b"], [long], ["a"]]


def test_each_page_fits_a_message_in_every_language():
    lines = bsg_log.log_lines(GAME, list(history()), NAMES)
    for lang in LANGS:
        first, ok = bsg_log.log_answer(lines, 1, render(lang))
        assert ok and len(tr(first, lang)) <= 2000
        assert tr(lines[-1], lang) in tr(first, lang)


def test_page_out_of_range_says_so():
    lines = bsg_log.log_lines(GAME, list(history()), NAMES)
    pages = len(bsg_log.pages_from_newest([render()(line) for line in lines]))
    for page in (0, pages + 1, 999):
        text, ok = bsg_log.log_answer(lines, page, render())
        assert not ok
        assert tr(text, "en") == f"There is no page {page}: the log has {pages} pages (1 = newest)."
        for lang in LANGS:
            assert len(tr(text, lang)) < 200
    _, ok = bsg_log.log_answer(lines, pages, render())
    assert ok


def split(events: list[dict], lines: list) -> tuple[list[str], list[str]]:
    """(turn headers, other lines) of a filtered log, rendered in English."""
    turns = {render()(describe_json(e, NAMES)) for e in events if e["kind"] == "turn"}
    read = [render()(line) for line in lines]
    return [line for line in read if line in turns], [line for line in read if line not in turns]


def test_filter_checks_keeps_check_events_under_their_turn():
    events = list(history())
    headers, rest = split(events, bsg_log.log_lines(GAME, events, NAMES, only="checks"))
    checks = [e for e in events if e["kind"] in bsg_log.FILTERS["checks"]]
    assert sum(e["kind"] == "check_revealed" for e in checks) > 0
    assert len(rest) == len(checks)  # every check event, nothing else
    assert sum(line.startswith("Revealed.") for line in rest) == sum(e["kind"] == "check_revealed" for e in checks)
    assert 0 < len(headers) < sum(e["kind"] == "turn" for e in events)  # only the turns that had a check


def test_filter_by_player_shows_only_that_seat():
    events = list(history())
    for seat in range(4):
        mine = [e for e in events if e["kind"] != "turn" and e["params"].get("seat") == seat]
        _, rest = split(events, bsg_log.log_lines(GAME, events, NAMES, seat=seat))
        assert mine and rest == [render()(describe_json(e, NAMES)) for e in mine]
        _, acted = split(events, bsg_log.log_lines(GAME, events, NAMES, only="actions", seat=seat))
        assert 0 < len(acted) < len(rest)


def test_seat_named_matches_a_name_or_a_unique_prefix():
    assert bsg_log.seat_named("ben", NAMES) == 1
    assert bsg_log.seat_named("D", NAMES) == 3
    assert bsg_log.seat_named("Zed", NAMES) is None
    assert bsg_log.seat_named("", NAMES) is None


def test_a_checks_result_right_after_its_reveal_gives_only_the_verdict():
    """The reveal ends on "Total … against …": the result line right after it does not say that sum again."""
    events = list(history())
    read = [render()(line) for line in bsg_log.log_lines(GAME, events, NAMES, only="checks")]
    after = [line for before, line in zip(read, read[1:]) if before.startswith("Revealed.")]
    assert after and all(line.startswith("Skill check result: ") for line in after), after


def test_a_checks_result_after_a_declare_emergency_gives_the_new_difficulty_not_the_total_again():
    """The reveal said "Total 6 − 1 = 5 against 9."; after Declare Emergency the result line says the verdict against
    the lowered difficulty without that total (the checks filter too); a result shown without its reveal keeps it."""
    revealed = {"cards": [], "total": 5, "difficulty": 9, "positive": [], "negative": [], "zero": [], "plus": 6,
                "minus": 1, "turned": [], "destiny": 0, "face_up": False, "base": 9, "mods": []}  # fmt: skip
    lowered = {
        "result": "pass",
        "total": 5,
        "difficulty": 7,
        "base": 9,
        "mods": [{"why": "declare_emergency", "delta": -2}],
    }
    events = [
        {"kind": "check_revealed", "params": revealed},
        {"kind": "difficulty_changed", "params": {"why": "declare_emergency", "delta": -2, "seat": 1}},
        {"kind": "check_result", "params": lowered},
    ]
    last = render()(bsg_log.log_lines(GAME, events, NAMES)[-1])
    assert last.startswith("Skill check result against difficulty 7 (printed 9;") and "5" not in last, last
    filtered = render()(bsg_log.log_lines(GAME, events, NAMES, only="checks")[-1])
    assert filtered == last
    assert "total 5" in render()(bsg_log.log_lines(GAME, [events[2]], NAMES)[-1])
