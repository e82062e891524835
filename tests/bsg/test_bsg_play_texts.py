"""Texts a played Czech and English table showed wrong (issue 24 play-through): the lobby's pace option in the
table's language, and a crisis's "everyone in a location" as a subject its singular verb agrees with."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.core import Event
from engine.games.bsg import explain
from engine.games.bsg.decisions import move_options
from engine.games.bsg.effect_text import effects, op_text
from engine.store import TableRow
from engine.table_record import TableRecord
from engine.tables import LOBBY
from i18n import LANGS, Msg, cat, tr
from presenters.bsg import BsgPresenter
from presenters.bsg_lines import counted, drawn_together
from presenters.bsg_thread import post_text
from tests.bsg.presenter_kit import USERS, before_each_move, table_for


def lobby(options: dict) -> TableRow:
    return TableRow(
        id=7, kind="bsg", guild_id=1, channel_id=2, host_id=USERS[0], status=LOBBY, options=options,
        players=USERS[:3], seats=[], move_no=0, thread_id=3, record=TableRecord(),
    )  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("pace", ["days", "live"])
def test_the_lobby_names_the_pace_in_the_tables_language(lang: str, pace: str) -> None:
    shown = [tr(text, lang) for text in BsgPresenter().lobby_options(lobby({"pace": pace, "seat_order": "join"}))]
    [line] = [s for s in shown if "pace" in s.lower() or "tempo" in s.lower()]
    assert not line.startswith("pace:"), line  # the generic "name: value" of an option the game forgot
    assert tr(Msg("bsg-option-pace", pace=pace), lang) == line
    assert tr(Msg("bsg-option-pace", pace="days"), lang) != tr(Msg("bsg-option-pace", pace="live"), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_lobby_shows_one_option_a_line(lang: str) -> None:
    options = {"pace": "live", "window_seconds": 90, "reminder_hours": 12, "seat_order": "join"}
    body = tr(BsgPresenter().lobby(lobby(options)).embed.description, lang)
    bullets = [line for line in body.splitlines() if line.startswith("• ")]
    shown = [tr(t, lang) for t in BsgPresenter().lobby_options(lobby(options))]
    assert len(shown) == 4 and bullets == [f"• {text}" for text in shown], body
    assert any("," in text for text in shown), "a reminder option holds commas: a comma list would run them together"


@pytest.mark.parametrize("lang", LANGS)
def test_a_days_table_leaves_out_the_reaction_window_length(lang: str) -> None:
    window = tr(Msg("bsg-option-window-seconds", value=45), lang)
    for pace, shown in (("live", True), ("days", False)):
        texts = [tr(t, lang) for t in BsgPresenter().lobby_options(lobby({"pace": pace, "window_seconds": 45}))]
        assert (window in texts) is shown, (pace, texts)


SENT_FROM_COMMAND = {
    "en": "everyone in Command goes to Sickbay",
    "cs": "každý v lokaci Můstek jde do lokace Ošetřovna",
    "sk": "každý v lokácii Mostík ide do lokácie Ošetrovňa",
    "pl": "każdy w lokacji Mostek idzie do lokacji Izba chorych",
}


@pytest.mark.parametrize("lang", LANGS)
def test_everyone_in_a_location_agrees_with_the_singular_verb(lang: str) -> None:
    text = op_text({"op": "send", "who": {"at": "command"}, "to": "sickbay"}, actor="current")
    assert tr(text, lang) == SENT_FROM_COMMAND[lang]


ROLL_REASONS = [
    "basestar_attacks_galactica", "galactica_attacks_basestar", "galactica_attacks_heavy_raider",
    "galactica_attacks_raider", "launch_scout", "nuke", "raider_attacks_galactica", "raider_attacks_viper",
    "raider_attacks_civilian", "viper_attacks_heavy_raider", "viper_attacks_raider", "viper_attacks_basestar",
    "eco_officer", "evasive_maneuvers",
]  # fmt: skip


@pytest.mark.parametrize("why", ROLL_REASONS)
def test_a_rolls_reason_writes_names_as_names_in_english(why: str) -> None:
    """ "Ben rolls 4 (basestar attacks galactica)" read as a typo: the ship Galactica and the cards and abilities
    a roll is for (Launch Scout, ECO Officer, Evasive Maneuvers) are names, capitalised as the thread writes them."""
    text = tr(Msg("bsg-roll-why", why=why), "en")
    assert "galactica" not in text, text
    for name in ("Launch Scout", "ECO Officer", "Evasive Maneuvers"):
        assert name.lower() not in text or name in text, text


@pytest.mark.parametrize("icon", ["activate_basestars", "activate_heavy_raiders", "activate_raiders", "launch_raiders"])
def test_a_cylon_activation_says_activate_once(icon: str) -> None:
    """ "Cylon ships activate: activate raiders." said it twice, at every crisis."""
    text = tr(Msg("bsg-event-activation", icon=icon), "en")
    assert text.lower().count("activat") == 1, text


RECON = [{"op": "peek", "who": "self", "decks": ["crisis"], "count": 1, "then": "top_or_bottom"}]


@pytest.mark.parametrize("lang", LANGS)
def test_a_yes_or_no_question_says_what_yes_does(lang: str) -> None:
    """Boomer's Recon asked "Do you want to do this? — Recon" with Yes/No and nowhere said what Recon does (the
    panel lists the hand's cards, not the character's abilities); the thread then read "Ben declines."."""
    d = {"kind": "confirm", "task": {"t": "ops", "ops": RECON, "actor": 0, "src": {"kind": "ability"}}}
    asked = tr(explain.question({}, d), lang)
    assert asked.startswith(tr(Msg("bsg-prompt-confirm"), lang)), asked
    assert tr(effects(RECON, "you"), lang) in asked, asked


def test_the_movement_question_offers_a_viper_only_to_a_pilot_in_one() -> None:
    """Saul Tigh, standing in Command, was asked "...or fly your viper." (every movement call said it)."""
    state = next(s for s, _ in before_each_move("move", random.Random(3)) if s["decision"]["kind"] == "move")
    seat = state["decision"]["seat"]
    for viper in (None, 0):
        state["players"][seat]["viper"] = viper
        state["players"][seat]["loc"] = "command" if viper is None else None
        flies = any(a["type"] == "viper_move" for a in move_options(state, seat))
        for lang in LANGS:
            asked = tr(explain.question(state, state["decision"]), lang)
            assert (tr(Msg("bsg-prompt-move"), lang) == asked) is flies, (lang, viper, asked)
            assert (tr(Msg("bsg-prompt-move-aboard"), lang) == asked) is not flies, (lang, viper, asked)


@pytest.mark.parametrize("lang", LANGS)
def test_repair_names_the_location_you_are_in_once(lang: str) -> None:
    """Repair read "opravit lokaci tato lokace" ("repair location this location") on every panel holding one."""
    text = tr(op_text({"op": "repair_location", "location": "current"}), lang)
    noun = tr(Msg("bsg-fx-this-location"), lang)
    assert noun not in text, text
    assert text == tr(Msg("bsg-fx-repair-here"), lang)


SENT_ANYWHERE = {
    "en": "you go to any location on Galactica",
    "cs": "jdeš do libovolné lokace na Galactice",
    "sk": "ideš do ľubovoľnej lokácie na Galactice",
    "pl": "idziesz do dowolnej lokacji na Galactice",
}


@pytest.mark.parametrize("lang", LANGS)
def test_going_to_any_location_reads_as_one_phrase(lang: str) -> None:
    """A check's reward read "idziesz do lokacji dowolna lokacja na Galactice" ("go to the location any location")."""
    text = tr(op_text({"op": "send", "who": "self", "to": "any_galactica_location"}), lang)
    assert text == SENT_ANYWHERE[lang], text
    assert tr(Msg("bsg-fx-any-galactica-location"), lang) not in text, text


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_the_living_post_names_a_skill_check_once(lang: str) -> None:
    """The crisis post said "Skill check: politics + leadership, difficulty 8." and right below it "Skill check
    (politics + leadership, difficulty 8): 0/5 contributed" (and the card's embed a third time)."""
    state, move = next(
        (s, m) for s, m in before_each_move("check", random.Random(5)) if s.get("check") and s["decision"]
    )
    presenter = BsgPresenter()
    snap = presenter.snapshot(table_for(state, move))
    check = state["check"]
    opened = Event("check_started", {"skills": check["skills"], "difficulty": check["difficulty"], "partial": None})
    text = tr(post_text(presenter, snap, [opened], living=True), lang)
    full, short = tr(presenter.check_line(snap), lang), tr(presenter.check_line(snap, named=True), lang)
    assert short and short in text and full not in text, text
    first_skill = tr(Msg("bsg-skill", skill=check["skills"][0]), lang)
    assert text.count(first_skill) == 1, text
    alone = tr(post_text(presenter, snap, [], living=True), lang)  # a post that does not name it: the full line
    assert full in alone, alone


@pytest.mark.parametrize("lang", LANGS)
def test_a_panels_news_says_the_drawn_cards_in_one_sentence(lang: str) -> None:
    """ "Nové pro tebe: Líznutá karta: Launch Scout (taktika 2). Líznutá karta: Strategic Planning (taktika 3).
    Líznutá karta: Evasive Maneuvers (pilotáž 1). ×2 Líznutá karta: Repair (inženýrství 2)." on every turn's draw."""
    cards = ["Launch Scout", "Strategic Planning", "Evasive Maneuvers", "Evasive Maneuvers"]
    drew = [Msg("bsg-event-skill_card_drawn", card=card) for card in cards]
    other = Msg("bsg-event-declined", player="Ben")
    text = tr(cat(counted(drawn_together([drew[0], other, *drew[1:]])), " "), lang)
    single = tr(Msg("bsg-event-skill_card_drawn", card="X"), lang).split("X")[0]
    assert text.count(single) <= 1 and text.count(".") == 2, text  # one sentence of cards, one of the decline
    assert text.count("Evasive Maneuvers") == 2 and all(card in text for card in cards), text
    assert text.index("Launch Scout") < text.index(tr(other, lang)), "said where the first card was"
    assert tr(cat(counted(drawn_together(drew[:1])), " "), lang) == tr(drew[0], lang), "one card: as before"


@pytest.mark.parametrize("lang", ["cs", "sk"])
def test_czech_and_slovak_spell_quorum_one_way(lang: str) -> None:
    """The thread said "si lízne kartu quora" and the card's embed "Karta kvóra: Assign Arbitrator" (Slovak too:
    "si potiahne kartu quora", then "Karta kvóra: Inspirational Speech")."""
    folder = Path(__file__).resolve().parents[2] / "locales" / lang
    found = []
    for path in sorted(folder.glob("bsg*.ftl")):
        lines = path.read_text(encoding="utf-8").splitlines()
        found += [f"{path.name}:{n}" for n, line in enumerate(lines, 1) if "kvór" in line.lower()]
    assert found == [], found
