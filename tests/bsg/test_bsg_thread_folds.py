"""The thread says each thing once and says why a step is skipped or a card discarded (presenters/bsg_folds.py)."""

from __future__ import annotations

import random

import pytest

from engine.core import Event
from engine.games.bsg.data import DATA
from engine.games.bsg.texts import difficulty_text
from i18n import LANGS, Msg, cat, tr
from presenters.bsg import BsgPresenter
from presenters.bsg_thread import folded_lines
from tests.bsg.presenter_kit import table_for


def thread_text(events: list[Event], lang: str) -> str:
    """The lines a post shows for `events`, in `lang`, with the seats named Ann, Ben, Cleo."""
    presenter = BsgPresenter()
    state = presenter.game.setup(3, {}, random.Random(1))
    snap = presenter.snapshot(table_for(state, 1))
    text = tr(cat(folded_lines(presenter, snap, events)), lang).replace("\xa0", " ")
    for seat, name in enumerate(("Ann", "Ben", "Cleo")):
        text = text.replace(snap.names[seat], name)
    return text


FACE_UP = {
    "en": "Ben adds Executive Order (leadership 1) face up.\nCleo added no cards.\nAnn added 1 card.",
    "cs": "Ben přidá lícem nahoru kartu Executive Order (vůdcovství 1).\n"
    "Cleo do testu nepřidá žádnou kartu.\nAnn přidá do testu 1 kartu.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_face_up_contribution_is_said_once(lang: str) -> None:
    """ "Ben adds Executive Order (leadership 1) face up." without "Ben added 1 card." after it; a face-down
    contribution still says how many cards."""
    events = [
        Event("contributed_face_up", {"seat": 1, "card": "leadership:0"}),
        Event("contributed", {"seat": 1, "count": 1}),
        Event("contributed", {"seat": 2, "count": 0}),
        Event("contributed", {"seat": 0, "count": 1}),
    ]
    text = thread_text(events, lang)
    assert text.count("Ben") == 1 and text.count("Ann") == 1 and text.count("Cleo") == 1
    if lang in FACE_UP:
        assert text == FACE_UP[lang]


SLEEPER = {
    "en": "Sleeper Agent phase: everyone receives another loyalty card.\nBen receives a second loyalty card.",
    "cs": "Fáze spícího agenta: každý dostane další kartu loajality.\nBen dostane druhou kartu loajality.",
    "sk": "Fáza spiaceho agenta: každý dostane ďalšiu kartu lojality.\nBen dostane druhú kartu lojality.",
    "pl": "Faza uśpionego agenta: każdy otrzymuje kolejną kartę lojalności.\nBen otrzymuje drugą kartę lojalności.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_sleeper_agent_phase_says_once_that_everyone_gets_a_card(lang: str) -> None:
    """No "Ann receives a loyalty card." per player under the phase's line; Sharon Valerii's second card is said."""
    deals = [Event("loyalty_dealt", {"seat": s}) for s in (1, 1, 2, 0)]
    assert thread_text([Event("sleeper_phase", {}), *deals], lang) == SLEEPER[lang]


SLEEPER_SHORT = {
    "en": "Sleeper Agent phase: the loyalty deck runs out, so only Ben and Cleo receive another loyalty card.",
    "cs": "Fáze spícího agenta: balíček karet loajality došel, takže další kartu loajality dostanou jen Ben a Cleo.",
    "sk": "Fáza spiaceho agenta: balíček kariet lojality sa minul, takže ďalšiu kartu lojality dostanú iba Ben a Cleo.",
    "pl": "Faza uśpionego agenta: talia kart lojalności się wyczerpała, więc kolejną kartę lojalności otrzymują tylko "
    "Ben i Cleo.",
}
SLEEPER_ONE = {
    "en": "only Ben receives another",
    "cs": "dostane jen Ben.",
    "sk": "dostane iba Ben.",
    "pl": "otrzymuje tylko Ben.",
}
SLEEPER_NONE = {"en": "nobody receives", "cs": "nikdo nedostane", "sk": "nikto nedostane", "pl": "nikt nie otrzymuje"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_sleeper_agent_phase_names_who_gets_a_card_when_the_loyalty_deck_runs_out(lang: str) -> None:
    """Not "everyone receives another loyalty card" when the deck ran out mid-deal: the seats dealt one are named
    (one, several, or nobody), and their deals are still not said again one by one."""
    deals = [Event("loyalty_dealt", {"seat": s}) for s in (1, 2)]
    text = thread_text([Event("sleeper_phase", {"dealt": [1, 2]}), *deals], lang)
    assert text == SLEEPER_SHORT[lang] and "Ann" not in text
    one = thread_text([Event("sleeper_phase", {"dealt": [1]}), Event("loyalty_dealt", {"seat": 1})], lang)
    assert "\n" not in one and SLEEPER_ONE[lang] in one
    assert SLEEPER_NONE[lang] in thread_text([Event("sleeper_phase", {"dealt": []})], lang)
    assert SLEEPER[lang].split("\n")[0] not in text + one


def test_a_loyalty_card_dealt_outside_the_sleeper_agent_phase_is_still_said() -> None:
    assert thread_text([Event("loyalty_dealt", {"seat": 0})], "en") == "Ann receives a loyalty card."


BRIG = {
    "en": "Ann is in the Brig and cannot move.\nAnn is in the Brig: no crisis, Cylon activation or jump preparation "
    "this turn.",
    "cs": "Ann je v Cele, takže se nepohne.\nAnn je v Cele, proto v tomto tahu odpadá krize, aktivace cylonských lodí "
    "i příprava na skok.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_step_skipped_in_the_brig_says_why(lang: str) -> None:
    events = [Event("step_skipped", {"seat": 0, "step": s, "why": "brig"}) for s in ("movement", "crisis")]
    text = thread_text(events, lang)
    assert text.count("Ann") == 2 and text.count("\n") == 1
    if lang in BRIG:
        assert text == BRIG[lang]


HAND_LIMIT = {
    "en": "Ann discards down to the hand limit of 10: Executive Order (leadership 1) and Repair (engineering 1).\n"
    "Ben discards Repair (engineering 1).",
    "cs": "Ann odhodí kvůli limitu 10 karet v ruce: Executive Order (vůdcovství 1) a Repair (inženýrství 1).\n"
    "Ben odhodí kartu Repair (inženýrství 1).",
}


@pytest.mark.parametrize("lang", LANGS)
def test_discards_to_the_hand_limit_are_one_sentence_with_the_reason(lang: str) -> None:
    """Not "Ann discards X." once a card: one sentence that says why; another discard keeps its own line."""
    limit = {"seat": 0, "why": "hand_limit", "limit": 10}
    events = [
        Event("skill_discarded", {**limit, "card": "leadership:0"}),
        Event("skill_discarded", {**limit, "card": "engineering:0"}),
        Event("skill_discarded", {"seat": 1, "card": "engineering:0", "why": "forced"}),
    ]
    text = thread_text(events, lang)
    assert text.count("Ann") == 1 and "10" in text
    if lang in HAND_LIMIT:
        assert text == HAND_LIMIT[lang]


COPIES = {
    "en": "Ann discards down to the hand limit of 10: 2 copies of Evasive Maneuvers (piloting 1) and Repair "
    "(engineering 1).",
    "cs": "Ann odhodí kvůli limitu 10 karet v ruce: 2× Evasive Maneuvers (pilotáž 1) a Repair (inženýrství 1).",
    "sk": "Ann odhodí pre limit 10 kariet v ruke: 2× Evasive Maneuvers (pilotáž 1) a Repair (inžinierstvo 1).",
    "pl": "Ann odrzuca z powodu limitu 10 kart na ręce: 2× Evasive Maneuvers (pilotaż 1) i Repair (inżynieria 1).",
}


@pytest.mark.parametrize("lang", LANGS)
def test_copies_discarded_to_the_hand_limit_are_counted(lang: str) -> None:
    """ "Evasive Maneuvers (piloting 1), Evasive Maneuvers (piloting 1) and Repair": two copies of a card (ids
    piloting:0 and piloting:1, the same name and strength) are said once with their count, where the first stood."""
    limit = {"seat": 0, "why": "hand_limit", "limit": 10}
    cards = ("piloting:0", "engineering:0", "piloting:1")
    assert thread_text([Event("skill_discarded", {**limit, "card": c}) for c in cards], lang) == COPIES[lang]


LAUNCH = {
    "en": "No Cylon ships launch: there is no basestar on the board.",
    "cs": "Žádné cylonské lodě nevyletí: na hracím plánu není žádná Basestar.",
    "sk": "Žiadne cylonské lode nevyletia: na hracom pláne nie je žiadna Basestar.",
    "pl": "Żadne statki Cylonów nie startują: na planszy nie ma żadnego Basestara.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_launch_of_nothing_says_why(lang: str) -> None:
    assert thread_text([Event("launched", {"ships": [], "why": "no_basestar"})], lang) == LAUNCH[lang]


RECON = {
    "en": "<@9001> decides on their private panel whether to do this (Recon): P1 looks at the top card of the crisis "
    "deck and puts it on top or at the bottom.",
    "cs": "<@9001> na soukromém panelu rozhoduje, zda se to stane (Recon): P1 se podívá na vrchní kartu balíčku krizí "
    "a vrátí ji navrch nebo dospod.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_confirmation_in_the_thread_names_its_player_not_you(lang: str) -> None:
    """Sharon Valerii's Recon at her turn's end: the thread's waiting line says who decides and what it does with
    that player named ("P1 looks at the top card …"), not "Do you want to do this? (you look at …)"."""
    from tests.bsg.engine.bsg_testkit import bare, run_tasks

    state = bare(3, ["sharon_valerii", "laura_roslin", "william_adama"])
    state["current"] = 0
    run_tasks(state, [{"t": "end_abilities"}], auto=False)
    assert state["decision"]["kind"] == "confirm"
    presenter = BsgPresenter()
    snap = presenter.snapshot(table_for(state, 1))
    line = tr(presenter.waiting_line(snap), lang).replace("\xa0", " ")
    you = tr(presenter.game.public_view(state)["decision"]["question"], lang)
    assert you not in line and line.count("P1") == 1, line
    if lang in RECON:
        assert line.startswith(RECON[lang]), line


def test_the_caprica_crisis_post_shows_the_crisis_resolved_first_and_the_discarded_card_after() -> None:
    """A Cylon on Caprica keeps one of 2 crises: the other is discarded just before the kept one is revealed. The
    discarded card joins the crisis's post (not a post of its own showing it in full, as if it were resolved), and
    the embed's title is the crisis resolved."""
    from engine.core import derive_rng
    from engine.randomplayer import random_step
    from engine.tables import Outcome
    from presenters.screens import screen_to_json
    from tests.bsg.presenter_kit import shown_after

    presenter = BsgPresenter()
    game = presenter.game
    state = game.setup(3, {}, derive_rng("bsg-caprica-post", 0))
    chooser, shown, move = random.Random(0), None, 0
    while state["phase"] == "setup" or move < 3:
        seat, action = random_step(game, state, chooser)
        move += 1
        events = game.apply(state, seat, action, derive_rng("bsg-caprica-post", move))
        table = table_for(state, move, shown)
        shown = shown_after(presenter, table, Outcome(table=table, events=events))
    kept, other = "detector_sabotage", "cylon_tracking_device"
    table = table_for(state, move + 1, shown)
    events = [Event("crisis_discarded", {"card": other}), Event("crisis", {"card": kept, "seat": state["current"]})]
    screens = presenter.announcement(presenter.snapshot(table), Outcome(table=table, events=events))
    embeds = [screen_to_json(s)["embed"] for s in screens if s.embed is not None]
    assert len(embeds) == 1, embeds  # one post shows both cards
    said = tr(cat([s.text for s in screens]), "en")
    assert "Cylon Tracking Device" in said, said  # the discard is still said, in the crisis's post
    title = tr(screens[-1].embed.title, "en")
    assert "Detector Sabotage" in title and "Cylon Tracking Device" not in title, title


REVEALED = {
    "cards": ["leadership:0", "engineering:0"], "total": 0, "difficulty": 9, "positive": ["leadership:0"],
    "negative": ["engineering:0"], "zero": [], "plus": 1, "minus": 1, "turned": [], "destiny": 0, "face_up": False,
    "base": 9, "mods": [],
}  # fmt: skip
RESULT = {"result": "fail", "total": 0, "difficulty": 9, "base": 9, "mods": []}
VERDICT = {"en": "Skill check result: fail.", "cs": "Výsledek testu dovedností: neúspěch."}


@pytest.mark.parametrize("lang", LANGS)
def test_a_checks_result_right_after_its_reveal_does_not_say_the_total_again(lang: str) -> None:
    """ "… Total 1 − 1 = 0 against 9." then "Skill check: total 0 against 9: fail." said the sum twice in a row: the
    result line gives only the verdict; after a change of the difficulty it gives the new one in full."""
    text = thread_text([Event("check_revealed", REVEALED), Event("check_result", RESULT)], lang)
    assert text.count(" 9") == 1 and text.count("\n") == 1, text
    if lang in VERDICT:
        assert text.endswith("\n" + VERDICT[lang]), text
    lowered = {**RESULT, "difficulty": 7, "mods": [{"why": "declare_emergency", "delta": -2}]}
    changed = Event("difficulty_changed", {"why": "declare_emergency", "delta": -2, "seat": 1})
    full = thread_text([Event("check_revealed", REVEALED), changed, Event("check_result", lowered)], lang)
    assert full.splitlines()[-1].count("7") == 1 and full.splitlines()[-1].count("9") == 1, full


def skill_card(card_id: str) -> str:
    return next(c for c, info in DATA.skill_cards.items() if info["card_id"] == card_id)


PLAYED_EO = {
    "en": "Ann plays Executive Order (leadership 1) and gives the order to Ben.",
    "cs": "Ann zahraje kartu Executive Order (vůdcovství 1): rozkaz dostane Ben.",
    "sk": "Ann zahrá kartu Executive Order (vodcovstvo 1): rozkaz dostane Ben.",
    "pl": "Ann zagrywa kartę Executive Order (przywództwo 1): rozkaz dostaje Ben.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_executive_order_played_and_given_is_one_line(lang: str) -> None:
    """ "Dan zahraje kartu Executive Order (vůdcovství 1)." then "Dan zahraje Executive Order: rozkaz dostane Ann."
    said the player and the card twice in a row: one line says both; another player's card stays its own line."""
    card = skill_card("executive_order")
    played = Event("skill_played", {"seat": 0, "card": card})
    text = thread_text([played, Event("executive_order", {"seat": 0, "target": 1})], lang)
    assert "\n" not in text and text.count("Executive Order") == 1 and text.count("Ann") == 1, text
    if DATA.skill_cards[card]["strength"] == 1:
        assert text == PLAYED_EO[lang]
    apart = thread_text([played, Event("executive_order", {"seat": 2, "target": 1})], lang)
    assert apart.count("\n") == 1, apart


@pytest.mark.parametrize("lang", LANGS)
def test_declare_emergency_played_is_one_line_and_the_result_does_not_repeat_the_total(lang: str) -> None:
    """The reveal said "Total 6 − 1 = 5 against 9."; Declare Emergency played after it was two lines (the card, then
    its use) and the result gave the total again: now the card and the easier check are one line, and the result
    gives the verdict against the new difficulty (printed and lowered) without the total."""
    revealed = {**REVEALED, "total": 5, "plus": 6, "minus": 1}
    lowered = {
        **RESULT,
        "result": "partial",
        "total": 5,
        "difficulty": 7,
        "mods": [{"why": "declare_emergency", "delta": -2}],
    }
    events = [
        Event("check_revealed", revealed),
        Event("skill_played", {"seat": 1, "card": skill_card("declare_emergency")}),
        Event("difficulty_changed", {"why": "declare_emergency", "delta": -2, "seat": 1}),
        Event("skill_withdrawn", {"seat": 2, "card": skill_card("declare_emergency")}),
        Event("check_result", lowered),
    ]
    lines = thread_text(events, lang).splitlines()
    assert len(lines) == 4, lines
    assert lines[1].count("Ben") == 1 and lines[1].count("Declare Emergency") == 1, lines[1]
    assert lines[0].count("5") == 1 and "5" not in lines[3], lines
    assert lines[3].count("7") == 1 and lines[3].count("9") == 1, lines[3]
    assert lines[3] == tr(
        Msg("bsg-audit-result-against", difficulty=difficulty_text(9, 7, lowered["mods"]), result="partial"), lang
    )
