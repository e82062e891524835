"""Every card in full at the moment it is decided (issue 24, item 1), over 12 seeded games played through the engine
and the presenter: each crisis, super crisis, quorum and destination card revealed in the thread carries its whole
text there (the check's skills, difficulty and every outcome; every option of a choice), a public choice's options
are in the thread while it is asked, a secret card choice shows every card offered in full on the chooser's panel,
and after a choice the record keeps what was chosen and what was not (a public choice in the thread; a secret pick
on the chooser's panel only, the card not chosen never in the thread). Plus each card's embed in every language.

The expected texts come from the card data through the engine's effect wording (`effect_text`), not from the
presenter's own fields."""

from __future__ import annotations

import json
import logging
import random
from collections import Counter
from typing import Any

import pytest

from engine.core import Event, derive_rng
from engine.games.bsg import effect_text as E
from engine.games.bsg import texts as T
from engine.games.bsg.data import DATA, card_base
from engine.randomplayer import random_step
from engine.registry import get_game
from engine.tables import Outcome
from i18n import LANGS, Msg, Text, text_from_json, text_to_json, tr
from presenters.bsg import BsgPresenter
from presenters.bsg_cards import CARD_PICKS, SKILL_COLOURS, card_entry, cards_embed, decided_cards, fit, panel_embed
from presenters.bsg_record import BsgRecord
from presenters.screens import Screen, screen_from_json, screen_to_json
from tests.bsg.i18n.published import NAMES
from tests.bsg.presenter_kit import table_for
from tests.i18n.measure import english_words

GAMES = [(3 + i % 3, f"cards-{i}") for i in range(12)]  # 12 seeded games, 3 to 5 players
MOVES = 2500
REVEALING = {"crisis", "super_crisis_played", "quorum_played", "destination"}


def shown(screen: Screen, lang: str = "en") -> str:
    """A post as a reader sees it: its text, then its embed's title, description and fields."""
    parts = [tr(screen.text, lang)]
    if screen.embed:
        parts += [tr(screen.embed.title, lang), tr(screen.embed.description, lang)]
        parts += [f"{tr(name, lang)}\n{tr(value, lang)}" for name, value in screen.embed.fields]
    return "\n".join(parts)


def card_data(card: str) -> tuple[str, dict[str, Any]]:
    found = card_entry(card)
    if found is None:
        raise KeyError(card)
    return found


def expected(card: str) -> list[Text]:
    """What a card says in full, from its data: its name; a check's skills, difficulty and every outcome; an
    alternative; every option of a choice; a quorum card's or destination's effects."""
    kind, info = card_data(card)
    texts: list[Text] = [info["name"]]
    if kind in ("crisis", "super_crisis"):
        check = info.get("skill_check")
        if check:
            texts += [T.skill(s) for s in check["skills"]] + [str(check["difficulty"])]
            texts += [E.effects(check.get("pass") or [], "current"), E.effects(check.get("fail") or [], "current")]
            if check.get("partial_min") is not None:
                texts += [str(check["partial_min"]), E.effects(check.get("partial") or [], "current")]
        if info.get("alternative"):
            texts.append(E.effects(info["alternative"].get("effects") or [], "current"))
        for option in (info.get("choice") or {}).get("options") or ():
            texts.append(E.effects(option.get("effects") or [], "current"))
    elif kind == "quorum":
        texts.append(E.effects(info.get("effects") or []))
    else:
        texts += [str(info["distance"]), E.effects(info.get("effects") or [], "admiral")]
    return texts


def missing(card: str, text: str, lang: str = "en") -> list[str]:
    return [tr(t, lang) for t in expected(card) if tr(t, lang) not in text]


def test_expected_texts_are_not_in_an_empty_post() -> None:
    """Baseline: a post without the card's embed lacks its texts (so the checks below can fail)."""
    card = "a_traitor_accused"
    assert missing(card, f"Crisis: {DATA.crises[card]['name']}.")
    assert missing(card, shown(Screen(embed=cards_embed([(card, None)])))) == []


def play(n: int, seed: str, counts: Counter[str]) -> None:
    game, presenter = get_game("bsg"), BsgPresenter()
    state = game.setup(n, {}, derive_rng(seed, 0))
    chooser = random.Random(seed)
    record: BsgRecord | None = None
    since_reveal = ""  # the thread since the last card was revealed (a choice is asked in its post or later)
    secret_cards: dict[int, list[str]] = {}  # a seat's secret pick: the cards it was offered
    for move in range(1, MOVES):
        if game.result(state) is not None:
            return
        seat, action = random_step(game, state, chooser)
        events = game.apply(state, seat, action, derive_rng(seed, move))
        table = table_for(state, move, record)
        snap = presenter.snapshot(table)
        result = game.result(state)
        if result is not None:
            table.status = "finished"
        outcome = Outcome(table=table, events=events, result=result)
        posts = presenter.announcement(snap, outcome)
        thread = "\n".join(shown(p) for p in posts)
        public = [e for e in events if e.public]
        if any(e.kind in REVEALING for e in public):
            since_reveal = ""
        since_reveal += "\n" + thread
        for e in public:
            if e.kind in REVEALING:
                counts[e.kind] += 1
                assert missing(e.params["card"], thread) == [], (seed, move, e.kind, e.params["card"], thread)
            if e.kind == "chose":  # chosen and not chosen, in the thread
                counts["chose"] += 1
                for option in [{"label": e.params["label"], "effects": e.params["effects"]}, *e.params["others"]]:
                    assert tr(T.chosen_text(option), "en") in thread, (seed, move, thread)
                assert e.params["others"], e.params
        for s, offered in secret_cards.items():  # a secret pick made: the others never reach the thread
            if s not in snap.to_act or not presenter.secret_now(snap, s):
                facts = presenter.facts(snap, outcome).get(s, [])
                kept = next(e for e in events if e.kind == "kept_over" and s in (e.to or ()))
                assert kept.params["card"] in offered and set(kept.params["others"]) < set(offered)
                for other in kept.params["others"]:
                    counts["secret_not_chosen"] += 1
                    if card_base(other) != card_base(kept.params["card"]):  # a second copy has the same name
                        assert card_data(other)[1]["name"] not in thread, (seed, move, other)
                assert any("kept" in tr(f, "en").lower() or "keep" in tr(f, "en").lower() for f in facts), facts
        secret_cards = {}
        view = snap.view(None).get("decision") or {}
        if view.get("kind") == "choose" and (view.get("source") or {}).get("kind") in ("crisis", "super_crisis"):
            counts["choose"] += 1
            for option in (snap.state["decision"].get("op") or {}).get("options", []):
                if option.get("label") == "skill_check":
                    continue  # the check itself: its skills, difficulty and outcomes (asserted at its reveal)
                text = tr(E.option_label(option, "current"), "en")
                assert text in since_reveal, (seed, move, text, since_reveal[-1500:])
        for s in snap.to_act:
            decision = snap.view(s)["me"].get("decision") or {}
            if decision.get("kind") in CARD_PICKS - {"quorum_play"} and presenter.secret_now(snap, s):
                counts[f"pick_{decision['kind']}"] += 1
                panel = presenter.panel(snap, s)
                text = shown(panel)
                offered = [a["card"] for a in snap.legal(s) if isinstance(a.get("card"), str)]
                assert len(offered) >= 2, offered
                for card in offered:
                    assert missing(card, text) == [], (seed, move, card, text)
                secret_cards[s] = offered if decision["kind"] != "caprica_pick" else []
            held = [a["card"] for a in snap.legal(s) if a.get("type") == "quorum_play"]
            if held and presenter.secret_now(snap, s):  # the President's quorum hand, playable now
                counts["quorum_hand"] += 1
                text = shown(presenter.panel(snap, s))
                for card in held:
                    assert missing(card, text) == [], (seed, move, card, text)
        secret_cards = {s: cards for s, cards in secret_cards.items() if cards}
        record = BsgRecord(step=presenter.step_mark(snap), prompt=presenter.prompt_mark(snap))


def test_every_card_decision_shows_the_card_in_full_over_12_seeded_games() -> None:
    counts: Counter[str] = Counter()
    for n, seed in GAMES:
        play(n, seed, counts)
    assert counts["crisis"] >= 100 and counts["choose"] >= 20 and counts["chose"] >= 20
    assert counts["destination"] >= 12 and counts["quorum_played"] >= 5
    assert counts["quorum_hand"] >= 20
    assert counts["pick_destination"] == counts["destination"]  # every jump's pair shown on the Admiral's panel
    assert counts["pick_crisis_pick"] + counts["pick_roslin_quorum"] > 0 and counts["secret_not_chosen"] > 0


ALL_CARDS = [card for table in (DATA.crises, DATA.super_crises, DATA.quorum, DATA.destinations) for card in table]


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_embed_renders_whole_in_every_language(lang: str, caplog: pytest.LogCaptureFixture) -> None:
    """Each card's embed: every expected text in the reader's language, every field filled and within Discord's
    limits, stored and read back unchanged; in cs/sk/pl no English word outside the published names."""
    caplog.set_level(logging.WARNING, logger="boardbot")
    english: Counter[str] = Counter()
    for card in ALL_CARDS:
        embed = cards_embed([(card, None)])
        assert embed is not None
        screen = Screen(embed=embed)
        again = screen_from_json(
            json.loads(json.dumps(screen_to_json(screen), default=text_to_json), object_hook=text_from_json)
        )
        assert again == screen, card
        text = shown(screen, lang)
        assert missing(card, text, lang) == [], (card, lang)
        assert len(embed.fields) <= 25 and len(text) < 6000
        for name, value in embed.fields:
            assert 0 < len(tr(name, lang)) <= 256 and 0 < len(tr(value, lang)) <= 1024, (card, name, value)
        if lang != "en":
            english.update(f"{card}: {w}" for w in english_words(NAMES.sub(" ", text)))
    if lang != "en":
        assert english == Counter(), english
    problems = [r.getMessage() for r in caplog.records if r.getMessage().startswith("i18n:")]
    assert problems == [], problems


def test_a_check_shows_each_skill_by_colour_and_name() -> None:
    embed = cards_embed([("a_traitor_accused", None)])
    assert embed is not None
    text = shown(Screen(embed=embed), "cs")
    assert f"{SKILL_COLOURS['politics']} politika" in text and f"{SKILL_COLOURS['leadership']} vůdcovství" in text
    assert "obtížnost 8" in text


def test_a_secret_pick_shows_every_card_offered_in_the_choosers_language() -> None:
    prompt = {
        "kind": "destination",
        "options": [{"action": {"type": "card", "card": c}} for c in ("barren_planet", "remote_planet")],
    }
    embed = panel_embed(prompt)
    assert embed is not None
    for lang in LANGS:
        text = shown(Screen(embed=embed), lang)
        for card in ("barren_planet", "remote_planet"):
            assert missing(card, text, lang) == [], (lang, text)
    assert panel_embed({"kind": "choose", "options": prompt["options"]}) is None  # a public choice: the thread
    hand = {"kind": "action", "options": [{"action": {"type": "quorum_play", "card": "inspirational_speech"}}]}
    embed = panel_embed(hand)
    assert embed is not None and missing("inspirational_speech", shown(Screen(embed=embed))) == []
    assert tr(embed.title, "en") == "Your quorum hand"
    assert panel_embed({"kind": "action", "options": [{"action": {"type": "move", "to": "armory"}}]}) is None


def test_a_zero_contribution_says_no_cards_and_the_empty_confirm_asks_to_pick() -> None:
    line = T.describe(Event("contributed", {"seat": 0, "count": 0}), ["alice"])
    for lang in LANGS:
        assert "0" not in tr(line, lang), tr(line, lang)
    assert tr(T.describe(Event("contributed", {"seat": 0, "count": 2}), ["alice"]), "en") == "alice added 2 cards."


def test_a_crisis_discarded_in_the_move_that_drew_it_is_shown_once() -> None:
    """Secret Destiny: the crisis just revealed is discarded in the same move; the post shows it once, as discarded
    (not its fields twice under "Crisis:" and "Discarded:"), after the crisis drawn instead, which is resolved."""
    first, second = "cylon_tracking_device", "detector_sabotage"
    events = [Event("crisis", {"card": first}), Event("crisis_discarded", {"card": first})]
    assert decided_cards(events) == [(first, "discarded")]
    events.append(Event("crisis", {"card": second}))
    assert decided_cards(events) == [(second, None), (first, "discarded")]
    embed = cards_embed(decided_cards(events))
    assert embed is not None
    text = shown(Screen("", embed=embed))
    assert text.count("Cylon Tracking Device") == 1 and text.startswith("\nCrisis: Detector Sabotage"), text
    assert "\nDiscarded: Cylon Tracking Device" in text, text


def test_the_caprica_crisis_resolved_is_the_embeds_title_and_the_card_discarded_follows() -> None:
    """A Cylon on Caprica keeps one of 2 crises: the other is discarded first (machine order), yet the embed puts the
    crisis resolved on top and the discarded card in a later field."""
    kept, other = "detector_sabotage", "cylon_tracking_device"
    events = [Event("crisis_discarded", {"card": other}), Event("crisis", {"card": kept})]
    assert decided_cards(events) == [(kept, None), (other, "discarded")]
    embed = cards_embed(decided_cards(events))
    assert embed is not None
    text = shown(Screen("", embed=embed))
    assert text.startswith("\nCrisis: Detector Sabotage") and "\nDiscarded: Cylon Tracking Device" in text, text


def test_more_fields_than_discord_takes_are_kept_whole_in_the_last() -> None:
    fields = [(f"name {i}", f"value {i}") for i in range(30)]
    fitted = fit(fields)
    assert len(fitted) == 25 and fitted[:24] == tuple(fields[:24])
    last = tr(fitted[-1][1], "en")
    assert all(f"name {i}" in last and f"value {i}" in last for i in range(24, 30)), last
    assert fit(fields[:25]) == tuple(fields[:25])


@pytest.mark.parametrize("card", ["cylon_swarm", "thirty_three", "ambush", "jammed_assault"])
def test_a_card_kept_in_play_says_its_lasting_rule_once(card: str) -> None:
    """Cylon Swarm's embed read the same rule twice, as its special rule and as "Card stays in play": once is
    enough, under the heading that says the card stays."""
    embed = cards_embed([(card, None)])
    assert embed is not None
    rule = Msg(f"bsg-rule-{DATA.crises[card]['keep_in_play']['rule']}")
    for lang in LANGS:
        fields = [(tr(name, lang), tr(value, lang)) for name, value in embed.fields]
        assert [v for _, v in fields].count(tr(rule, lang)) == 1, fields
        assert (tr(Msg("bsg-card-kept", when="always"), lang), tr(rule, lang)) in fields, fields
