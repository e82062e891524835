"""The audit trail of a skill check (issue 24 part 3): the reveal lists positive and negative cards, names every
modifier and gives the arithmetic; it never depends on which seat contributed which card."""

from __future__ import annotations

import pytest
from bsg_testkit import (
    GAME,
    act,
    begin,
    empty_hands,
    finish_receive,
    give_card,
    new_game,
    stack_destiny,
    window_state,
)

from engine.core import Event
from engine.games.bsg.data import DATA
from engine.games.bsg.texts import check_audit, check_result_text, describe
from i18n import LANGS, Msg, tr

NAMES = ["Ann", "Ben", "Cid"]


def texts(events, kind: str, lang: str = "en") -> list[str]:
    return [tr(GAME.describe(e, NAMES), lang) for e in events if e.kind == kind]


def fulfiller_check(
    chars: tuple[str, str, str],
    holders: dict[int, list[tuple[str, int]]],
    destiny: tuple[tuple[str, int], ...] = (("politics", 1), ("tactics", 2)),
):
    """The rulebook's T1 table, seat 0 draws Fulfiller of Prophecy and takes the check; `holders` says who
    holds (and hands in) which cards. Returns the events of the whole check."""
    state = new_game(3, list(chars))
    finish_receive(state)
    empty_hands(state)
    stack_destiny(state, list(destiny))
    hands = {seat: [give_card(state, seat, s, n) for s, n in cards] for seat, cards in holders.items()}
    state["decks"]["crisis"].remove("fulfiller_of_prophecy")
    state["decks"]["crisis"].append("fulfiller_of_prophecy")
    events = act(state, 0, {"type": "stay"}) + act(state, 0, {"type": "nothing"})
    events += act(state, 0, {"type": "choose", "option": 0})
    for seat in (1, 2, 0):
        events += act(state, seat, {"type": "contribute", "cards": hands.get(seat, [])})
    return events


T1_CHARS = ("kara_thrace", "tom_zarek", "saul_tigh")
T1 = {1: [("leadership", 4), ("piloting", 1)], 0: [("politics", 1)]}


def test_reveal_lists_cards_by_sign_with_the_arithmetic():
    events = fulfiller_check(T1_CHARS, T1)
    p = [e for e in events if e.kind == "check_revealed"][0].params
    assert p["plus"] - p["minus"] == p["total"] == 3
    assert len(p["positive"]) + len(p["negative"]) + len(p["zero"]) == len(p["cards"]) == 5
    assert p["destiny"] == 2 and p["turned"] == []
    (text,) = texts(events, "check_revealed")
    assert "Positive: " in text and "Negative: " in text
    assert f"Total {p['plus']} − {p['minus']} = 3 against {p['difficulty']}." in text
    assert "Of these cards, 2 came from the Destiny deck." in text
    (result,) = texts(events, "check_result")
    assert result == f"Skill check: total 3 against {p['difficulty']} — fail."


def test_inspirational_leader_names_the_card_it_turned_positive():
    events = fulfiller_check(("william_adama", "tom_zarek", "kara_thrace"), T1)
    p = [e for e in events if e.kind == "check_revealed"][0].params
    assert p["total"] == 5 and [t["by"] for t in p["turned"]] == ["inspirational_leader"]
    (text,) = texts(events, "check_revealed")
    name = DATA.skill_cards[p["turned"][0]["card"]]["name"]
    assert DATA.skill_cards[p["turned"][0]["card"]]["skill"] == "piloting"  # a 1 that the check counts negative
    assert f"Thanks to William Adama's Inspirational Leader, this card counts as positive: {name} (piloting 1)." in text
    quoted = {"cs": "„Inspirational Leader“ (William Adama)", "sk": "„Inspirational Leader“ (William Adama)"}
    quoted["pl"] = "„Inspirational Leader” (William Adama)"  # the ability's name quoted, not a "dzięki:" label
    for lang in LANGS:
        assert lang == "en" or quoted[lang] in texts(events, "check_revealed", lang)[0]


def test_cards_turned_by_the_same_ability_are_named_in_one_sentence():
    """Two strength-1 cards turned positive by Inspirational Leader: one sentence naming both (plural verb), not
    one sentence per card."""
    holders = {1: [("piloting", 1), ("engineering", 1)], 0: [("politics", 1)]}
    events = fulfiller_check(("william_adama", "tom_zarek", "kara_thrace"), holders)
    p = [e for e in events if e.kind == "check_revealed"][0].params
    assert [t["by"] for t in p["turned"]] == ["inspirational_leader"] * 2
    names = [f"{DATA.skill_cards[t['card']]['name']} ({DATA.skill_cards[t['card']]['skill']} 1)" for t in p["turned"]]
    (text,) = texts(events, "check_revealed")
    assert text.count("Inspirational Leader") == 1, text
    reason = "Thanks to William Adama's Inspirational Leader, these count as positive"
    assert f"{reason}: {names[0]} and {names[1]}." in text
    verbs = {"cs": "se počítají kladně:", "sk": "sa počítajú kladne:", "pl": "liczą się dodatnio:"}
    for lang, verb in verbs.items():
        (local,) = texts(events, "check_revealed", lang)
        assert verb in local and local.count("Inspirational Leader") == 1, local


def test_the_public_text_does_not_depend_on_who_contributed_which_card():
    """Non-interference: the same cards handed in by other seats (same counts per seat) read the same, in every
    language, in the reveal and the result."""
    swapped = {1: [("politics", 1), ("piloting", 1)], 0: [("leadership", 4)]}
    a, b = fulfiller_check(T1_CHARS, T1), fulfiller_check(T1_CHARS, swapped)
    for kind in ("check_revealed", "check_result"):
        for lang in LANGS:
            assert texts(a, kind, lang) == texts(b, kind, lang) != []
    pa = [e for e in a if e.kind == "check_revealed"][0].params
    assert all(name not in texts(a, "check_revealed")[0] for name in NAMES)
    assert "seat" not in pa


def test_declare_emergency_is_named_in_the_result_arithmetic():
    state = window_state()
    de = give_card(state, 1, "leadership", 3)
    five = give_card(state, 0, "politics", 5)
    begin(state)
    for seat in (0, 1, 2):
        act(state, seat, {"type": "pass"}, auto=False)
    act(state, 1, {"type": "contribute", "cards": []})
    act(state, 2, {"type": "contribute", "cards": []})
    events = act(state, 0, {"type": "contribute", "cards": [five]}, auto=False)
    act(state, 0, {"type": "pass"}, auto=False)
    events += act(state, 1, {"type": "play", "card": de}, auto=False)
    events += act(state, 2, {"type": "pass"})
    (result,) = texts(events, "check_result")
    assert result == "Skill check: total 4 against 4 (printed 6; Declare Emergency lowers it by 2) — pass."
    lowered = {"en": "lowers it by 2", "cs": "ji snižuje o 2", "sk": "ju znižuje o 2", "pl": "obniża ją o 2"}
    for lang in LANGS:
        assert f"Declare Emergency {lowered[lang]}" in texts(events, "check_result", lang)[0]


def test_a_location_modifier_is_named_in_the_reveal():
    state = new_game(3, ["tom_zarek", "william_adama", "kara_thrace"])
    finish_receive(state)
    state["players"][0]["loc"] = "admirals_quarters"
    act(state, 0, {"type": "stay"})
    state["players"][1]["loc"] = "command"  # Convicted Criminal: Zarek needs an empty location
    act(state, 0, {"type": "activate", "location": "admirals_quarters"})
    act(state, 0, {"type": "player", "seat": 2})
    events = []
    for seat in (1, 2, 0):
        events += act(state, seat, {"type": "contribute", "cards": []})
    (text,) = texts(events, "check_revealed")
    assert "against 4 (printed 7; Insubordinate lowers it by 3)." in text
    lowered = {"en": "lowers it by 3", "cs": "ji snižuje o 3", "sk": "ju znižuje o 3", "pl": "obniża ją o 3"}
    for lang in LANGS:
        assert f"Insubordinate {lowered[lang]}" in texts(events, "check_revealed", lang)[0]


def test_a_side_without_cards_reads_none():
    """Every card in the check's skills (politics and leadership): the negative side says "none", not an empty list."""
    events = fulfiller_check(T1_CHARS, {1: [("leadership", 4)]}, destiny=(("politics", 1), ("leadership", 1)))
    p = [e for e in events if e.kind == "check_revealed"][0].params
    assert p["negative"] == []
    (text,) = texts(events, "check_revealed")
    assert "Negative: none." in text
    (czech,) = texts(events, "check_revealed", "cs")
    assert "Záporné: žádné." in czech, czech


def test_a_negative_total_has_the_minus_sign_of_its_arithmetic():
    """ "Total 3 − 7 = -4": the hyphen beside the line's "−"."""
    p = {"positive": [], "negative": [], "zero": [], "plus": 3, "minus": 7, "total": -4, "turned": [], "mods": []}
    p |= {"face_up": False, "destiny": 2, "base": 9, "difficulty": 9, "result": "fail"}
    for lang in LANGS:
        audit, result = tr(check_audit(p), lang), tr(check_result_text(p), lang)
        assert "3 − 7 = −4 " in audit and "-4" not in audit, audit
        assert " −4 " in result and "-4" not in result, result


@pytest.mark.parametrize("lang", LANGS)
def test_a_result_alone_says_its_verdict_after_one_colon(lang: str) -> None:
    """A filtered `/bsg log` shows the result without its reveal: "Skill check: total 4 against 9: fail." had two
    colons in one sentence; the verdict comes after a dash, with or without a changed difficulty."""
    mods = [{"why": "declare_emergency", "delta": -2}]
    for extra in ({"base": 9, "difficulty": 9, "mods": []}, {"base": 9, "difficulty": 7, "mods": mods}):
        for result in ("pass", "partial", "fail"):
            text = tr(check_result_text({"total": 4, "result": result, **extra}), lang)
            verdict = tr(Msg("bsg-event-check_result", result=result), lang).split(": ")[-1]
            assert text.count(":") == 1 and text.endswith(f" — {verdict}"), text


def test_copies_turned_by_one_ability_are_counted_after_the_reason():
    """Three copies of one strength-1 card turned positive: said once with their count, the list after the reason
    (a sentence never opens with a number), in every language."""
    card = next(c for c, d in DATA.skill_cards.items() if d["skill"] == "leadership" and d["strength"] == 1)
    p = {"positive": [card] * 3, "negative": [], "zero": [], "plus": 3, "minus": 0, "total": 3, "mods": []}
    p |= {"turned": [{"card": card, "by": "inspirational_leader"}] * 3, "face_up": False}
    p |= {"destiny": 2, "base": 9, "difficulty": 9, "result": "fail"}
    name = DATA.skill_cards[card]["name"]
    audit = tr(check_audit(p), "en")
    assert f"Inspirational Leader, these count as positive: 3 copies of {name} (leadership 1)." in audit, audit
    for lang in LANGS:
        local = tr(check_audit(p), lang)
        assert local.count(f"{name} (") == 2, local  # once on its side, once in the reason's sentence


def test_cards_blind_devotion_zeroed_are_listed_once():
    """The cards Blind Devotion counts as 0 are named in its sentence, not again in a "Counting 0" list before it."""
    zeroed = ["politics:0", "politics:14"]  # Consolidate Power, Investigative Committee
    p = {"positive": ["leadership:0"], "negative": [], "zero": zeroed, "plus": 1, "minus": 0, "total": 1}
    p |= {"turned": [{"card": c, "by": "blind_devotion"} for c in zeroed], "mods": [], "face_up": False}
    p |= {"destiny": 2, "base": 9, "difficulty": 9, "result": "fail"}
    names = [DATA.skill_cards[c]["name"] for c in zeroed]
    for lang in LANGS:
        audit = tr(check_audit(p), lang)
        assert [audit.count(n) for n in names] == [1, 1] and audit.count("Blind Devotion") == 1, audit
    assert 'Thanks to "Chief" Galen Tyrol\'s Blind Devotion, these count as 0: ' in tr(check_audit(p), "en")


def test_polish_audit_words_the_deck_and_face_up_as_the_other_lines_do():
    """Polish: "talii Przeznaczenia" as every other line (and the glossary) spells it, and the face-up check in the
    words of Investigative Committee's own text ("odkrytymi kartami"), not a bare participle."""
    p = {"positive": [], "negative": [], "zero": [], "plus": 0, "minus": 0, "total": 0, "turned": [], "mods": []}
    p |= {"face_up": True, "destiny": 2, "base": 9, "difficulty": 9, "result": "fail"}
    audit = tr(check_audit(p), "pl")
    face_up = tr(Msg("bsg-mod-skill_check_face_up"), "pl").removeprefix("ten test rozgrywa się ")
    destiny = tr(describe(Event("destiny_face_up", {"card": "politics:0"}), NAMES), "pl")
    assert "talii Przeznaczenia" in destiny and "talii Przeznaczenia" in audit, audit
    assert face_up == "odkrytymi kartami" and f"Test rozegrano {face_up} (Investigative Committee)." in audit, audit
