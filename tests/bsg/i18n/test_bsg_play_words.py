"""BSG's play texts read like a good moderator's thread in en, cs, sk and pl (a Polish and a Czech demo game read as a
player): an ability or effect is a whole sentence, not a label fragment ("Insubordinate: trudność -3"); the Cylon
ships destroyed are counted by area and every area has the board's name for it ("Zniszczone 3 Raidery w strefie 0
(przed Galacticą)"), ships are grouped by area; a line that happened twice says so ("Dwa razy: …", not "… ×2");
Executive Order says that the player given it chooses; whose loyalty cards are looked at is said in the sentence
(no "właściciel:" label, no brackets in brackets); a launch of no ships and a fully dealt loyalty deck are sentences.
The sentence checker (rendering.py) flags what these fixed, so a new text cannot bring it back."""

from __future__ import annotations

import random
import re

import pytest

from engine.core import Event
from engine.games.bsg import effect_text as E
from engine.games.bsg import texts as T
from engine.games.bsg.data import DATA
from engine.games.bsg.explain import action_label
from i18n import LANGS, Msg, tr
from presenters.bsg import BsgPresenter, loyalty_lines
from presenters.bsg_folds import destroyed_together
from presenters.bsg_lines import COUNT_FORMS, counted
from presenters.bsg_thread import folded_lines
from tests.bsg.i18n.rendering import problems
from tests.bsg.presenter_kit import table_for
from tests.i18n.catalogs import domains, parse

NAMES = ["Ann", "Ben", "Cleo"]


def said(event: Event, lang: str) -> str:
    return tr(T.describe(event, NAMES), lang)


def board_name(area: int, lang: str) -> str:
    """The board's name of an area, as its label on the board image has it: "(przed Galacticą)"."""
    label = tr(Msg("bsg-area-label", area=area), lang)
    return label[label.index("(") :]


def ability(character: str, name: str) -> dict:
    return next(a for a in DATA.characters[character]["abilities"] if a["name"] == name)


# -- abilities and effects as sentences --------------------------------------------------------------------------
INSUBORDINATE = {
    "en": "when you are chosen at the Admiral's Quarters, the check is 3 easier",
    "cs": "když tě vyberou v Admirálově kajutě: test je o 3 snazší",
    "sk": "keď ťa vyberú v Admirálovej kajute: test je o 3 ľahší",
    "pl": "gdy ktoś wybierze cię w Kwaterze Admirała: test jest o 3 łatwiejszy",
}


@pytest.mark.parametrize("lang", LANGS)
def test_insubordinate_says_when_and_how_much_easier_the_check_is(lang: str) -> None:
    """It read "Insubordinate: trudność -3": a check 3 easier, but not which one."""
    text = tr(E.ability_text(ability("kara_thrace", "Insubordinate")), lang)
    assert text == INSUBORDINATE[lang]
    assert not problems(text, lang, "label")


DECLARE_EMERGENCY = {
    "en": "the check is 2 easier",
    "cs": "test je o 2 snazší",
    "sk": "test je o 2 ľahší",
    "pl": "test jest o 2 łatwiejszy",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_difficulty_effect_is_a_sentence(lang: str) -> None:
    """Declare Emergency's card read "trudność -2"."""
    assert tr(E.effects(DATA.skill_abilities["declare_emergency"]["effects"]), lang) == DECLARE_EMERGENCY[lang]
    either = tr(E.op_text({"op": "difficulty", "choices": [-2, 2]}), lang)
    assert either.count("2") == 2 and "-" not in either and "+" not in either, either


@pytest.mark.parametrize("lang", LANGS)
def test_a_difficulty_change_in_the_thread_is_a_sentence_with_the_ability_quoted(lang: str) -> None:
    """ "Insubordinate: trudność zmienia się o -3." read as a label and a sum."""
    alone = said(Event("difficulty_changed", {"why": "insubordinate", "delta": -3}), lang)
    by = said(Event("difficulty_changed", {"why": "cylon_hatred", "delta": -3, "seat": 1}), lang)
    for text in (alone, by):
        assert "-3" not in text and "−3" not in text and "3" in text and text.endswith("."), text
        assert not problems(text, lang, "post"), text
    assert "Insubordinate" in alone and alone.count("Insubordinate") == 1
    assert "Ben" in by and "Cylon Hatred" in by
    opening = {"en": "“", "cs": "„", "sk": "„", "pl": "„"}[lang]
    assert f"{opening}Cylon Hatred" in by, by


EXECUTIVE_ORDER = {
    "en": "you choose another player, who chooses: move and then take 1 action or take 2 actions without moving",
    "cs": "vybereš jiného hráče a ten si zvolí: pohyb a pak 1 akci nebo 2 akce bez pohybu",
    "sk": "vyberieš iného hráča a ten si zvolí: pohyb a potom 1 akciu alebo 2 akcie bez pohybu",
    "pl": "wybierasz innego gracza, a ten decyduje: ruch i potem 1 akcja lub 2 akcje bez ruchu",
}


@pytest.mark.parametrize("lang", LANGS)
def test_executive_order_says_the_player_given_it_chooses(lang: str) -> None:
    """bsg.md H3: the target chooses "move then 1 action" or "no move, 2 actions". The card read "a character you
    choose chooses: the chosen character takes 1 extra action or the chosen character takes 2 extra actions"."""
    text = tr(E.effects(DATA.skill_abilities["executive_order"]["effects"]), lang)
    assert text == EXECUTIVE_ORDER[lang]
    assert not problems(text, lang, "label")


@pytest.mark.parametrize("lang", LANGS)
def test_executive_order_events_name_the_card_as_published(lang: str) -> None:
    given = said(Event("executive_order", {"seat": 0, "target": 1}), lang)
    mode = said(Event("eo_mode", {"seat": 1, "mode": "two_actions"}), lang)
    assert "Executive Order" in given and "Ann" in given and "Ben" in given, given
    assert "Ben" in mode and mode.endswith("."), mode
    words = {"en": "without moving", "cs": "bez pohybu", "sk": "bez pohybu", "pl": "bez ruchu"}[lang]
    assert words in mode, mode


CYLON_DETECTOR = {
    "en": "you look at all loyalty cards of another player of your choice",
    "cs": "podíváš se na všechny karty loajality jiného hráče podle své volby",
    "sk": "pozrieš sa na všetky karty lojality iného hráča podľa svojho výberu",
    "pl": "oglądasz wszystkie karty lojalności wybranego przez siebie innego gracza",
}
MANDATORY_TESTING = {
    "en": "the President looks at 1 loyalty card of the current player",
    "cs": "Prezident se podívá na 1 kartu loajality aktivního hráče",
    "sk": "Prezident sa pozrie na 1 kartu lojality aktívneho hráča",
    "pl": "Prezydent ogląda 1 kartę lojalności aktywnego gracza",
}


@pytest.mark.parametrize("lang", LANGS)
def test_whose_loyalty_cards_are_looked_at_is_said_in_the_sentence(lang: str) -> None:
    """Baltar's Cylon Detector read "pozrieš sa na všetky karty lojality (čie: vybraná postava (vyberáš ty))" and
    "…, właściciel: wybrana postać (wybierasz ty)"; Mandatory Testing "…, właściciel: aktywny gracz"."""
    detector = tr(E.effects(ability("gaius_baltar", "Cylon Detector")["effect"]), lang)
    testing = tr(E.op_text({"op": "look_loyalty", "viewer": "president", "target": "current", "count": 1}), lang)
    assert detector == CYLON_DETECTOR[lang]
    assert testing == MANDATORY_TESTING[lang]
    for text in (detector, testing):
        assert "(" not in text and ":" not in text, text


# -- space areas with the board's names, counted and grouped -------------------------------------------------------
DESTROYED = {
    "en": "3 raiders destroyed in area 0 (in front of Galactica).",
    "cs": "Zničeny 3 Raidery v oblasti 0 (před Galacticou).",
    "sk": "Zničené 3 Raidery v oblasti 0 (pred Galacticou).",
    "pl": "Zniszczone 3 Raidery w strefie 0 (przed Galacticą).",
}


@pytest.mark.parametrize("lang", LANGS)
def test_destroyed_raiders_are_counted_with_the_boards_area_name(lang: str) -> None:
    assert said(Event("cylons_destroyed", {"count": 3, "ship": "raider", "area": 0}), lang) == DESTROYED[lang]


@pytest.mark.parametrize("lang", LANGS)
def test_raiders_destroyed_in_a_row_are_said_once_with_their_count(lang: str) -> None:
    """ "Zniszczony 1 Raider w strefie 5." twice in a row: one line with the count; a raider destroyed after the next
    roll is said where it fell (the post keeps the order of events)."""
    one = {"count": 1, "ship": "raider", "area": 5}
    roll = Event("roll", {"seat": 1, "value": 3, "why": "viper_attacks_raider"})
    events = [Event("cylons_destroyed", one), Event("cylons_destroyed", one), roll, Event("cylons_destroyed", one)]
    events += [Event("cylons_destroyed", {**one, "area": 0})]
    merged = destroyed_together(events)
    assert [e.kind for e in merged] == ["cylons_destroyed", "roll", "cylons_destroyed", "cylons_destroyed"]
    assert merged[0].params["count"] == 2 and merged[2].params == one and merged[3].params == {**one, "area": 0}
    text = said(merged[0], lang)
    assert "2" in text and board_name(5, lang) in text, text


SHIPS = {
    "en": "Basestars launch: 3 raiders in area 0 (in front of Galactica), 2 raiders and 1 heavy raider in area 5 "
    "(lower front, launch).",
    "pl": "Basestary wypuszczają: 3 Raidery w strefie 0 (przed Galacticą), 2 Raidery i 1 Ciężki Raider w strefie 5 "
    "(z przodu u dołu, start).",
}


@pytest.mark.parametrize("lang", LANGS)
def test_ships_placed_are_grouped_by_area(lang: str) -> None:
    """ "1 Ciężki Raider w strefie 0, 1 statek cywilny w strefie 2, …, 1 Basestar w strefie 5 i 5 Raiderów w strefie
    5": one group per area, each area once with its name."""
    ships = [
        {"area": 5, "ship": "raider", "count": 2},
        {"area": 0, "ship": "raider", "count": 3},
        {"area": 5, "ship": "heavy_raider", "count": 1},
    ]
    text = said(Event("launched", {"ships": ships}), lang)
    if lang in SHIPS:
        assert text == SHIPS[lang]
    assert text.count(board_name(5, lang)) == 1 and text.count(board_name(0, lang)) == 1, text
    assert text.index(board_name(0, lang)) < text.index(board_name(5, lang)), "areas in order"
    assert not problems(text, lang, "post")


@pytest.mark.parametrize("lang", LANGS)
def test_a_crisis_cards_placement_is_grouped_by_area(lang: str) -> None:
    areas = [{"basestar": 1}, {}, {}, {"civilian": 2}, {}, {"raider": 5, "basestar": 1}]
    text = tr(E.op_text({"op": "deploy", "areas": areas}), lang)
    for area in (0, 3, 5):
        assert text.count(board_name(area, lang)) == 1, text
    assert not problems(text, lang, "label")


AREA_EVENTS = [
    Event("viper_moved", {"frm": 4, "to": 5}),
    Event("raider_moved", {"frm": 0, "to": 1}),
    Event("heavy_moved", {"count": 2, "frm": 2, "to": 3}),
    Event("boarded", {"area": 3}),
    Event("viper_hit", {"area": 1, "destroyed": True}),
    Event("viper_launched", {"area": 4}),
    Event("viper_returned", {"area": 2}),
    Event("launched_self", {"seat": 0, "area": 5}),
    Event("basestar_destroyed", {"area": 1}),
    Event("nuke_launched", {"seat": 0, "area": 0}),
    Event("civilian_inspected", {"seat": 2, "area": 3}),
    Event("civilian_moved", {"frm": 3, "to": 4}),
    Event("area_chosen", {"seat": 1, "area": 2}),
]


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_in_space_names_its_areas_as_the_board_does(lang: str) -> None:
    """ "Viper startuje do strefy 5." gave a bare number; the board shows "strefa 5 (z przodu u dołu, start)"."""
    for event in AREA_EVENTS:
        text = said(event, lang)
        areas = [v for k, v in event.params.items() if k in ("area", "frm", "to")]
        assert all(board_name(a, lang) in text for a in areas), text
        assert not problems(text, lang, "post"), text


def test_a_nuke_at_a_basestar_is_correct_polish() -> None:
    """ "odpala głowicę atomową w Basestara" mixed two constructions."""
    text = said(Event("nuke_launched", {"seat": 0, "area": 2}), "pl")
    assert "głowicą atomową Basestara w strefie 2" in text and "w Basestara" not in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_a_viper_hit_in_the_reserves_reads_naturally(lang: str) -> None:
    """ "Viper w strefie Rezerwy zostaje uszkodzony."""
    text = said(Event("viper_hit", {"area": "reserves", "destroyed": False}), lang)
    reserves = {"en": "in the reserves", "cs": "v Rezervách", "sk": "v Rezervách", "pl": "w Rezerwach"}[lang]
    assert reserves in text, text


def viper_state(area: int) -> dict:
    return {"decision": {"kind": "move"}, "players": [{"loc": None}]}


@pytest.mark.parametrize("lang", LANGS)
def test_a_viper_buttons_area_it_leaves_is_named_once(lang: str) -> None:
    """ "Zawróć Vipera ze strefy strefa 3 (za Galacticą)": the area's word twice."""
    labels = [
        action_label(viper_state(3), 0, {"type": "launch", "area": {"recall": 3, "area": 4}}),
        action_label(viper_state(3), 0, {"type": "viper_move", "from": 3, "to": 2}),
        action_label(viper_state(3), 0, {"type": "viper_attack", "from": 3, "target": [2, "raider", 0]}),
    ]
    word = {"en": "area", "cs": "oblast", "sk": "oblas", "pl": "stref"}[lang]
    for label in labels:
        text = tr(label, lang)
        assert board_name(3, lang) in text and board_name(2 if "2" in text else 4, lang) in text, text
        assert text.lower().count(word) == 2, text


@pytest.mark.parametrize("lang", LANGS)
def test_basestars_launching_nothing_is_a_sentence(lang: str) -> None:
    """ "Basestary wypuszczają: nic." (also when no basestar is in space: no Cylon ship launches)"""
    text = said(Event("launched", {"ships": []}), lang)
    assert ":" not in text and text.endswith("."), text
    assert text != said(Event("launched", {"ships": [{"area": 0, "ship": "raider", "count": 1}]}), lang)


# -- repeated lines, counts, the loyalty deck ------------------------------------------------------------------------
TIMES = {
    "en": ("Twice: ", "Three times: ", "7 times: "),
    "cs": ("Dvakrát: ", "Třikrát: ", "7krát: "),
    "sk": ("Dvakrát: ", "Trikrát: ", "7-krát: "),
    "pl": ("Dwa razy: ", "Trzy razy: ", "7 razy: "),
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_line_repeated_in_a_post_says_how_often_before_it(lang: str) -> None:
    """ "Ann dokłada odkrytą kartę Declare Emergency (przywództwo 4). ×2" """
    line = Msg("bsg-event-viper_repaired")
    plain = tr(line, lang)
    for count, opening in zip((2, 3, 7), TIMES[lang], strict=True):
        (text,) = [tr(x, lang) for x in counted([line] * count)]
        assert text == opening + plain, text
        assert "×" not in text and not problems(text, lang, "post")


@pytest.mark.parametrize("lang", LANGS)
def test_a_line_repeated_after_other_lines_is_said_again_where_it_happened(lang: str) -> None:
    """ "Dvakrát: Minutí." stood after the first roll though the second miss came after a reroll: only lines in a row
    merge, so the post keeps the order of events."""
    miss, reroll = Msg("bsg-event-viper_repaired"), Msg("bsg-event-launched_none")
    lines = [tr(x, lang) for x in counted([miss, reroll, miss, miss, reroll])]
    plain = tr(miss, lang)
    assert lines == [plain, tr(reroll, lang), TIMES[lang][0] + plain, tr(reroll, lang)], lines


DISCARDS = {
    "en": ("Ann discards 2 copies of X.", "Ann discards 5 copies of X."),
    "cs": ("Ann odhodí 2 karty X.", "Ann odhodí 5 karet X."),
    "sk": ("Ann odhodí 2 karty X.", "Ann odhodí 5 kariet X."),
    "pl": ("Ann odrzuca 2 karty X.", "Ann odrzuca 5 kart X."),
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_repeated_line_with_a_count_form_says_the_count_in_its_sentence(lang: str) -> None:
    """ "Dwa razy: Ann odrzuca kartę X." reads better as "Ann odrzuca 2 karty X." (every form: all four languages)."""
    line = Msg("bsg-event-skill_discarded", player="Ann", card="X")
    assert [tr(counted([line] * n)[0], lang) for n in (2, 5)] == list(DISCARDS[lang])
    for key in COUNT_FORMS:
        for count in (2, 3, 5, 22):
            text = tr(counted([Msg(key, player="Ann", card="X")] * count)[0], lang)
            assert str(count) in text and TIMES[lang][0] not in text and not problems(text, lang, "post"), text


@pytest.mark.parametrize("lang", LANGS)
def test_the_destiny_count_does_not_open_a_sentence(lang: str) -> None:
    """ "Razem … = 12. 2 z tych kart pochodziły z talii przeznaczenia." """
    for count in (1, 2, 5):
        text = tr(Msg("bsg-audit-destiny", count=count), lang)
        assert not text[0].isdigit() and str(count) in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_a_fully_dealt_loyalty_deck_is_a_sentence(lang: str) -> None:
    """ "Nigdy nierozdane: nic (rozdano wszystkie karty lojalności)." """
    text = tr(T.undealt_loyalty([]), lang)
    assert ":" not in text and "(" not in text and text.endswith("."), text


# -- the sentence checker catches them -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "lang", "what"),
    [
        ("Zniszczone 3 Raidery w strefie 0.", "pl", "a bare area number"),
        ("Viper startuje do strefy 5.", "pl", "a bare area number"),
        ("A raider moves from area 3 to area 4.", "en", "a bare area number"),
        ("Insubordinate: trudność -3", "pl", "a bare difficulty change"),
        ("Insubordinate: obtížnost se mění o -3.", "cs", "a bare difficulty change"),
        ("Cylon Hatred: the difficulty changes by -3.", "en", "a bare difficulty change"),
        ("Zniszczony 1 Raider w strefie 5 (z przodu u dołu, start). ×4", "pl", "a count after a full stop"),
        ("Razem 12 − 0 = 12 przeciw 8. 2 z tych kart pochodziły z talii przeznaczenia.", "pl", "a count after"),
        ("Morálka -1 (nyní 0).", "cs", "a hyphen for a minus"),
        ("**Bot 1** — Executive Order: Executive Order: move and then take 1 action?", "en", "a label said twice"),
        ("Test dovedností: celkem -4 proti 5 — neúspěch.", "cs", "a hyphen for a minus"),
    ],
)
def test_the_sentence_checker_flags_what_a_moderator_would_not_write(text: str, lang: str, what: str) -> None:
    assert any(p.startswith(what) for p in problems(text, lang, "post")), problems(text, lang, "post")


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Zniszczone 3 Raidery w strefie 0 (przed Galacticą).", "pl"),
        ("Test umiejętności: polityka + przywództwo, trudność 13.", "pl"),
        ("Kolejność miejsc: 1. @Ann, 2. @Ben", "pl"),
        ("Dwa razy: Viper zostaje naprawiony.", "pl"),
        ("Start: oblast 4 (vzadu dole, start)", "cs"),
        ("Morálka −1 (nyní 0). Hod kostkou 1–4: palivo +1.", "cs"),
    ],
)
def test_the_sentence_checker_lets_good_sentences_pass(text: str, lang: str) -> None:
    assert not problems(text, lang, "post")


CONTRIBUTED = {
    "en": ("Ann added 2 cards.", "Ann added no cards."),
    "cs": ("Ann přidá do testu 2 karty.", "Ann do testu nepřidá žádnou kartu."),
    "sk": ("Ann pridá do testu 2 karty.", "Ann do testu nepridá žiadnu kartu."),
    "pl": ("Ann dokłada do testu 2 karty.", "Ann nie dokłada do testu żadnej karty."),
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_contribution_to_a_check_is_a_sentence(lang: str) -> None:
    """ "Ben: +1 karta do testu.", "Cleo: do testu żadna karta." (a label and a sum; present tense, no gender)."""
    some = tr(Msg("bsg-event-contributed", player="Ann", count=2), lang)
    none = tr(Msg("bsg-event-contributed_none", player="Ann"), lang)
    assert (some, none) == CONTRIBUTED[lang]


@pytest.mark.parametrize("lang", LANGS)
def test_a_loyalty_card_held_twice_is_listed_once_with_its_count(lang: str) -> None:
    """The panel read "Dwa razy: – „Nie jesteś Cylonem”: …" (before: "… ×2") for two cards of one kind."""
    lines = [tr(line, lang) for line in loyalty_lines(["not_cylon#1", "not_cylon#2", "cylon_brig#1"])]
    assert len(lines) == 2, lines
    assert "(2 " in lines[0] and lines[0].startswith("– "), lines[0]
    assert "2" not in lines[1], lines[1]


BRIG_CARD = {
    "en": "unless you are in the Brig, a character you choose (or nobody) goes to the Brig",
    "cs": "pokud nejsi v lokaci Cela, tebou vybraná postava (nebo nikdo) jde do lokace Cela",
    "sk": "ak nie si v lokácii Cela, tebou vybraná postava (alebo nikto) ide do lokácie Cela",
    "pl": "jeśli nie jesteś w lokacji Areszt, wybrana przez ciebie postać (albo nikt) idzie do lokacji Areszt",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_character_you_choose_has_no_brackets_in_brackets_and_a_condition_no_label(lang: str) -> None:
    """ "jeśli nie jesteś w lokacji Areszt: wybrana postać (wybierasz ty, albo nikt) idzie …" """
    text = tr(E.loyalty_text(DATA.loyalty["cylon_brig"]), lang)
    assert text == BRIG_CARD[lang]


DRAWS = {
    "en": "Ann draws 3 leadership cards and 1 tactics card.",
    "cs": "Ann si lízne 3 karty vůdcovství a 1 kartu taktiky.",
    "sk": "Ann si potiahne 3 karty vodcovstva a 1 kartu taktiky.",
    "pl": "Ann dobiera 3 karty przywództwa i 1 kartę taktyki.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_players_skill_draws_are_one_sentence_without_times_signs(lang: str) -> None:
    """ "Ann dobiera: 3 × przywództwo i 2 × taktyka." """
    presenter = BsgPresenter()
    state = presenter.game.setup(3, {}, random.Random(1))
    snap = presenter.snapshot(table_for(state, 1))
    draws = [Event("skill_drawn", {"seat": 0, "skill": s}) for s in ("leadership", "tactics", "leadership")]
    draws.append(Event("skill_drawn", {"seat": 0, "skill": "leadership"}))
    (line,) = folded_lines(presenter, snap, draws)
    assert tr(line, lang).replace(snap.names[0], "Ann").replace("\xa0", " ") == DRAWS[lang]


SEEN = {
    "en": ("You have seen a loyalty card of Ben: X", "You have seen 2 loyalty cards of Ben: X"),
    "cs": ("Karta loajality hráče Ben, kterou znáš: X", "Karty loajality hráče Ben, které znáš: X"),
    "sk": ("Karta lojality hráča Ben, ktorú poznáš: X", "Karty lojality hráča Ben, ktoré poznáš: X"),
    "pl": ("Karta lojalności gracza Ben, którą znasz: X", "Karty lojalności gracza Ben, które znasz: X"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_loyalty_cards_seen_agree_with_how_many(lang: str) -> None:
    """ "Karta lojalności gracza Ben, którą znasz: „Nie jesteś Cylonem” i „Nie jesteś Cylonem”" (one card said)."""
    said_ = tuple(tr(Msg("bsg-panel-seen", player="Ben", card="X", count=n), lang) for n in (1, 2))
    assert said_ == SEEN[lang]


def test_a_sentence_says_the_brig_and_a_label_says_brig() -> None:
    """ "you go to Brig" lacked its article; the board's label and the rules topic keep the bare name."""
    assert tr(Msg("bsg-event-sent", player="Ann", location=E.location_msg("brig")), "en") == "Ann is sent to the Brig."
    assert tr(E.location_label("brig"), "en") == "Brig"
    assert tr(E.location_label("sickbay"), "en") == tr(E.location_msg("sickbay"), "en") == "Sickbay"
    for lang in LANGS:
        assert tr(E.location_label("brig"), lang).lower() in tr(E.location_msg("brig"), lang).lower()


# names that take no article in English, as the rulebooks say them: "moves to Command", "is sent to Sickbay"
UNARTICLED = ("administration", "caprica", "command", "communications", "ftl_control", "sickbay", "weapons_control")
# every other name takes "the" in a sentence ("the Armory", "the Resurrection Ship"); the Brig has its own test
ARTICLED = tuple(sorted(set(DATA.locations) - set(UNARTICLED) - {"brig"}))


def test_a_sentence_says_the_fleets_ships_and_quarters_and_a_label_keeps_the_bare_name() -> None:
    """ "moves to Resurrection Ship", "you can never activate Admiral's Quarters" lacked their article (bsg.md says
    "the Resurrection Ship"); the board's label, a rules topic and a button keep the bare name."""
    moved = Msg("bsg-event-moved", player="Ann", location=E.location_msg("resurrection_ship"))
    assert tr(moved, "en") == "Ann moves to the Resurrection Ship."
    never = E.ability_text(ability("william_adama", "Emotionally Attached"))
    assert tr(never, "en") == "you can never activate the Admiral's Quarters"
    assert tr(Msg("bsg-event-repaired", location=E.location_msg("admirals_quarters")), "en") == (
        "The damage to the Admiral's Quarters is repaired."
    )
    for loc in ARTICLED:
        label = tr(E.location_label(loc), "en")
        assert tr(E.location_msg(loc), "en") == f"the {label}"
        assert not label.startswith("the ")
        for lang in (x for x in LANGS if x != "en"):
            assert tr(E.location_label(loc), lang) == tr(E.location_msg(loc), lang)  # cs/sk/pl have no articles


def test_every_sentence_naming_a_galactica_room_says_its_article() -> None:
    """ "everyone in Armory", "moves to Research Lab", "Galactica is hit: Hangar Deck." lacked their article; Command,
    Sickbay and Caprica take none, and every English name is either articled (with a bare label) or bare."""
    assert tr(E.who({"at": "armory"}, "you"), "en") == "everyone in the Armory"
    assert tr(E.who({"at": ["press_room", "command"]}, "you"), "en") == "everyone in the Press Room or Command"
    assert said(Event("moved", {"seat": 0, "to": "research_lab"}), "en") == "Ann moves to the Research Lab."
    assert said(Event("sent", {"seat": 1, "location": "sickbay"}), "en") == "Ben is sent to Sickbay."
    assert said(Event("activated", {"seat": 2, "location": "presidents_office"}), "en") == (
        "Cleo activates the President's Office."
    )
    assert said(Event("galactica_damaged", {"token": "hangar_deck"}), "en") == "Galactica is hit: the Hangar Deck."
    assert said(Event("repaired", {"location": "armory"}), "en") == "The damage to the Armory is repaired."
    for loc in UNARTICLED:
        assert tr(E.location_msg(loc), "en") == tr(E.location_label(loc), "en")
        assert not tr(E.location_msg(loc), "en").startswith("the ")
    assert {*ARTICLED, "brig"} == E.BARE_LABELS  # every articled name has a bare label


@pytest.mark.parametrize("lang", LANGS)
def test_eco_officer_may_reroll_and_evasive_maneuvers_rerolls(lang: str) -> None:
    """ECO Officer read "the die is rolled again" as if it had no choice: he may (bsg.md W-ROLL-AFTER); Evasive
    Maneuvers, once played, rerolls."""
    (eco,) = [a for c in DATA.characters.values() for a in c["abilities"] if a["name"] == "ECO Officer"]
    assert tr(E.ability_text(eco), lang).endswith(tr(Msg("bsg-fx-may-reroll"), lang))
    evasive = tr(E.effects(DATA.skill_abilities["evasive_maneuvers"]["effects"]), lang)
    assert evasive.startswith(tr(Msg("bsg-fx-die-reroll"), lang)), evasive
    assert tr(Msg("bsg-fx-may-reroll"), lang) != tr(Msg("bsg-fx-die-reroll"), lang)


EVASIVE = {
    "en": "the die is rolled again, with −2 on the new roll if the viper has a pilot",
    "cs": "kostkou se hodí znovu, a má-li Viper pilota, má nový hod −2",
    "sk": "kockou sa hodí znova, a ak má Viper pilota, nový hod má −2",
    "pl": "rzut kością jest powtarzany, a jeśli Viper ma pilota, nowy rzut ma −2",
}


@pytest.mark.parametrize("lang", LANGS)
def test_evasive_maneuvers_says_its_minus_2_against_a_piloted_viper(lang: str) -> None:
    """It read only "the die is rolled again": the card also takes 2 from the new roll when the viper is piloted
    (bsg.md T6; the engine's reroll applies it)."""
    text = tr(E.effects(DATA.skill_abilities["evasive_maneuvers"]["effects"]), lang)
    assert text == EVASIVE[lang]
    assert not problems(text, lang, "label")


TRANSFERS = [
    Event("executive_order", {"seat": 0, "target": 1}),
    Event("sympathizer_passed", {"seat": 0, "to": 1}),
    Event("loyalty_given", {"seat": 0, "to": 1, "count": 1}),
    Event("loyalty_given", {"seat": 0, "to": 1, "count": 2}),
    Event("card_stolen", {"seat": 0, "target": 1}),
]
TRANSFERS_PL = [
    "Ann zagrywa Executive Order: rozkaz dostaje Ben.",
    "Ann przekazuje kartę sympatyka: dostaje ją Ben.",
    "Ann przekazuje 1 kartę lojalności: dostaje ją Ben.",
    "Ann przekazuje 2 karty lojalności: dostaje je Ben.",
    "Ann zabiera kartę umiejętności z ręki gracza Ben.",
]
# a name of unknown gender after a dative noun ("daje graczowi Eva Executive Order") reads stiffly
DATIVE_NAME = re.compile(r"\b(graczowi|hráči|hráčovi) Ben\b")


@pytest.mark.parametrize("lang", LANGS)
def test_a_transfer_between_players_names_the_receiver_without_a_dative(lang: str) -> None:
    """ "Ben daje graczowi Eva Executive Order": a name cannot take the dative, so the receiver is the subject of its
    own clause ("rozkaz dostaje Eva") or follows a genitive as elsewhere ("z ręki gracza Eva", "Ręka gracza Eva")."""
    lines = [said(e, lang) for e in TRANSFERS]
    for line in lines:
        assert "Ann" in line and "Ben" in line and not DATIVE_NAME.search(line), line
        assert not problems(line, lang, "sentence"), line
    if lang == "pl":
        assert lines == TRANSFERS_PL


@pytest.mark.parametrize("lang", LANGS)
def test_a_button_for_someone_else_names_them_in_the_nominative(lang: str) -> None:
    """ "Toto tlačítko patří hráči Ben": the name cannot take the dative; it is the sentence's subject instead."""
    text = tr(Msg("bsg-ui-not-yours", player="Ben"), lang)
    assert "Ben" in text and not DATIVE_NAME.search(text) and not re.search(r"\b(gracza|hráče|hráča) Ben\b", text)


# Polish: Centurions are robots, so their plural is non-masculine-personal like Raidery's ("Centuriony
# przesuwają się"), the Cylon players' is masculine-personal ("Cyloni wygrywają"); Galactica declines as a word
# in -ka ("Galactiki", "Galactice"), never "Galacticy"
POLISH_FORMS = re.compile(r"\b(Centurioni|Centurionowie|Cylony|Cylonowie|Galacticy)\b")


def test_polish_says_each_plural_and_case_one_way() -> None:
    found = [
        (key, match.group(0))
        for domain in domains()
        for key, entry in parse("pl", domain)[0].items()
        for match in POLISH_FORMS.finditer(entry.text)
    ]
    assert found == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_choice_among_activations_names_what_activates_without_a_label(lang: str) -> None:
    """The Cylon Fleet's choice read "Ann volí: Cylonské lodě: Basestar útočí. Nevybráno: Cylonské lodě: …", a label
    inside the sentence after each colon: the choice names only what activates."""
    options = [{"label": s, "effects": [{"op": "activate", "ships": s}]} for s in ("activate_basestars", "launch")]
    text = said(Event("chose", {"seat": 0, **options[0], "others": options[1:]}), lang)
    label = tr(Msg("bsg-fx-activate", ships="launch"), lang).split(":")[0]
    assert label not in text and text.count(":") == 2, text
    assert tr(Msg("bsg-fx-activated", ships="activate_basestars"), lang) in text, text
    assert not problems(text, lang, "sentence"), text


DRAW_PATTERN_KEYS = ("bsg-orders-ui-menu-draws", "bsg-orders-ui-draws-clear", "bsg-error-order_draws", "bsg-tip-draws")
TURN_WORD = {"cs": re.compile(r"\btah(ů|y)\b"), "sk": re.compile(r"\bťah(ov|y)\b")}


@pytest.mark.parametrize("lang", ["cs", "sk", "pl"])
def test_the_orders_name_executive_order_as_published_and_a_draw_is_not_a_turn(lang: str) -> None:
    """The Orders screen said "výkonný rozkaz" / "rozkaz wykonawczy" where the thread and the hand say "Executive
    Order"; Czech and Slovak called the draw pattern "Vzor tahů" / "Vzor ťahov", which reads as a pattern of turns."""
    for key in ("bsg-orders-eo", "bsg-orders-menu-eo", "bsg-cmd-orders-opt-eo"):
        assert "Executive Order" in tr(Msg(key, mode="x"), lang), key
    for key in DRAW_PATTERN_KEYS:
        text = tr(Msg(key, where="button"), lang)
        assert lang not in TURN_WORD or not TURN_WORD[lang].search(text), text
