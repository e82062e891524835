"""BSG's sentences read well in every language (issue 24, part 8): every thread post (the events of a move, the
check's progress, whom the game waits for, the final post) and every private panel met in seeded random games,
rendered in en, cs, sk and pl, with every button and menu label, has no doubled word ("the the"), no empty list
("team: .", "()"), no zero count ("+0 karet"), no doubled brackets ("(normal) (on"), no repeated identical line
within one post, and in English no "a" before a vowel ("a engineering card"). The table seats a human and bots, so
bot names ("Bot 2") are part of the sentences.

Part 6: a Czech player's private panel at an English table has no English sentence outside the published card and
character names (card descriptions are in the reader's language), and calls each bot by the one name the thread uses;
the cs/sk/pl BSG catalogs give a player no gendered past-tense verb ("alice přidal 2 karty", "Dostal jsi")."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.core import derive_rng
from engine.randomplayer import random_step
from engine.registry import get_game
from engine.store import TableRow
from engine.table_record import TableRecord, plain
from engine.tables import PLAYING, Outcome
from i18n import LANGS, Text, tr
from presenters.bsg import BsgPresenter
from presenters.bsg_record import BsgRecord
from presenters.screens import Screen
from tests.bsg.i18n.published import NAMES
from tests.bsg.i18n.rendering import problems
from tests.bsg.presenter_kit import shown_after
from tests.i18n.measure import english_words

SEEDS = 3  # seeded random games per player count
MOVES = 1500  # moves per game at most (most games end sooner)
HUMAN = 9001


def table_for(state: dict[str, Any], move_no: int, shown: BsgRecord | None) -> TableRow:
    """Seat 0 a human ("alice"), the other seats bots of two levels, at an English table."""
    n = state["n"]
    seats = [HUMAN, *(-i for i in range(1, n))]
    bots = {str(-i): ("normal" if i % 2 else "hard") for i in range(1, n)}
    table = TableRow(
        id=7, kind="bsg", guild_id=1, channel_id=2, host_id=HUMAN, status=PLAYING, options={"language": "en"},
        players=seats, seats=seats, move_no=move_no, thread_id=3,
        record=TableRecord(names={str(HUMAN): "alice"}, bots=bots, game=plain(shown or {})),
    )  # fmt: skip
    table.state = state
    return table


def screen_texts(screen: Screen) -> Iterator[tuple[str, Text]]:
    """(what, text) for a post's body (one post: its lines are checked together), its embed (a card in full: title,
    description and each field) and each label on it."""
    yield "post", screen.text
    if screen.embed:
        yield "label", screen.embed.title
        yield "label", screen.embed.description
        for name, value in screen.embed.fields:
            yield "label", name
            yield "label", value
    for control in screen.controls:
        if control.label:
            yield "label", control.label
        for choice in control.choices or ():
            yield "label", choice.label
            if choice.description:
                yield "label", choice.description


def screens(n: int, seed: str) -> Iterator[tuple[str, Screen]]:
    """("thread", post) for every thread post and ("panel", panel) for every private panel of one seeded game."""
    game, presenter = get_game("bsg"), BsgPresenter()
    state = game.setup(n, {}, derive_rng(seed, 0))
    chooser = random.Random(seed)
    shown: BsgRecord | None = None
    for move in range(1, MOVES):
        if game.result(state) is not None:
            return
        seat, action = random_step(game, state, chooser)
        events = game.apply(state, seat, action, derive_rng(seed, move))
        table = table_for(state, move, shown)
        result = game.result(state)
        if result is not None:
            table.status = "finished"
        snap = presenter.snapshot(table)
        outcome = Outcome(table=table, events=events, result=result)
        for post in presenter.announcement(snap, outcome):
            yield "thread", post
        facts = presenter.facts(snap, Outcome(table=table, events=events))
        for s in range(n):
            yield "panel", presenter.panel(snap, s, facts.get(s))
        shown = shown_after(presenter, table, outcome)  # the living status post goes on


@pytest.mark.parametrize("n", [3, 5])
def test_every_bsg_post_and_label_reads_well_in_every_language(n: int) -> None:
    seen: set[tuple[str, str]] = set()
    bad: dict[str, str] = {}  # problem → the text it was found in (one example each)
    for i in range(SEEDS):
        for _, screen in screens(n, f"sentences-{n}-{i}"):
            for what, text in screen_texts(screen):
                for lang in LANGS:
                    rendered = tr(text, lang)
                    if (lang, rendered) in seen:
                        continue
                    seen.add((lang, rendered))
                    for problem in problems(rendered, lang, what):
                        bad.setdefault(f"{lang}: {problem}", rendered)
    assert len(seen) > 1000  # the games did show a great many distinct texts
    assert not bad, "\n\n".join(f"{problem}\n  in: {text[:400]!r}" for problem, text in sorted(bad.items())[:60])


def test_a_czech_players_panel_at_an_english_table_is_czech_and_names_bots_as_the_thread_does() -> None:
    english: Counter[str] = Counter()
    robots: list[str] = []
    seen: set[str] = set()
    panels = 0
    for where, screen in screens(4, "sentences-panel-cs"):
        if where != "panel":
            continue
        panels += 1
        for _, text in screen_texts(screen):
            cs = tr(text, "cs")
            if cs in seen:
                continue
            seen.add(cs)
            english.update(english_words(NAMES.sub(" ", cs)))
            robots += [cs] if "Robot " in cs else []  # the thread (English) says "Bot 1"
    assert panels > 100
    assert english == Counter(), english
    assert robots == [], robots[:3]


def test_a_czech_thread_is_czech_outside_published_names() -> None:
    """Every thread post of a Czech table (the character list, the events, the cards in full) has no English
    sentence outside the published card, character and ability names."""
    english: Counter[str] = Counter()
    seen: set[str] = set()
    posts = 0
    for where, screen in screens(4, "sentences-thread-cs-2"):  # (a game of over 100 posts)
        if where != "thread":
            continue
        posts += 1
        for _, text in screen_texts(screen):
            cs = tr(text, "cs")
            if cs not in seen:
                seen.add(cs)
                english.update(english_words(NAMES.sub(" ", cs)))
    assert posts > 100
    assert english == Counter(), english


@pytest.mark.parametrize(("table_lang", "bot"), [("en", "Bot 1"), ("cs", "Robot 1")])  # its level: once, when seated
def test_a_bot_has_one_name_in_the_thread_and_every_panel(table_lang: str, bot: str) -> None:
    """The table's language names the bot, for every reader (the thread's name, in the panels too)."""
    game = get_game("bsg")
    table = table_for(game.setup(3, {}, derive_rng("one-name", 0)), 1, None)
    table.options = {"language": table_lang}
    names = BsgPresenter().snapshot(table).names
    assert {tr(names[1], lang) for lang in LANGS} == {bot}
    assert {tr(names[0], lang) for lang in LANGS} == {"alice"}


# a player's gendered past tense: a name or "you" with a verb in -l/-ł (the verb of a dative "Hráči X vypršel
# čas" agrees with "čas", not the player)
GENDERED = {
    "cs": [r"\b\w+l(?:a)? jsi\b", r"\bjsi \w+l\b", r"\b\w+l sis?\b"],
    "sk": [r"\b\w+l si\b", r"\b\w+l(?:a)? si\b"],
    "pl": [r"\b\w+łeś\b", r"\b\w+łaś\b"],
}
PLAYER_PAST = r"(?<!Hráči )(?<!Hráčovi )(?<!Graczowi )\{ \$\w+ \} \w+[lł]\b"
# a player as the subject of a masculine passive ("Ann je poslán do lokace Cela", "zostaje wysłany")
PLAYER_PASSIVE = r"\{ \$(?:player|who|target)\w* \} (?:je|zostaje|jest|został|bude) \w+(?:án|aný|ný|ny|ty|tý)\b"


@pytest.mark.parametrize("lang", sorted(GENDERED))
def test_bsg_sentences_give_a_player_no_gendered_verb(lang: str) -> None:
    found = []
    paths = sorted((Path(__file__).resolve().parents[3] / "locales" / lang).glob("bsg*.ftl"))
    assert len(paths) >= 5
    for path in paths:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for pattern in [*GENDERED[lang], PLAYER_PAST, PLAYER_PASSIVE]:
                found += [f"{path.name}:{number}: {m.group(0)!r}" for m in re.finditer(pattern, line)]
    assert found == [], found


def card_and_ability_texts() -> Iterator[tuple[str, Text]]:
    """(what, text) for every text composed from the card data's effects: each character with its abilities as the
    panels and the rules help show them, and every location, crisis, super crisis, quorum card, loyalty card and
    destination."""
    from engine.games.bsg import effect_text as E
    from engine.games.bsg import rules_topics as R
    from engine.games.bsg.data import DATA
    from i18n import Msg

    for cid, info in DATA.characters.items():
        yield cid, R.character_rule(cid)
        for ability in info["abilities"]:
            yield ability["name"], Msg("bsg-panel-card-text", card=ability["name"], text=E.ability_text(ability))
    yield from ((loc, E.location_text(info)) for loc, info in DATA.locations.items())
    for cards in (DATA.crises, DATA.super_crises):
        yield from ((cid, E.crisis_text(card)) for cid, card in cards.items())
    for cards in (DATA.quorum, DATA.destinations):
        yield from ((cid, E.effects(card.get("effects", []))) for cid, card in cards.items())
    yield from ((cid, E.loyalty_text(info)) for cid, info in DATA.loyalty.items())


def test_every_card_and_ability_text_reads_well_in_every_language() -> None:
    """Every effect text of the data in every language, checked like the posts: e.g. an optional effect is said as a
    choice ("Cylon Hatred: you may make the check 3 easier"), never a label after a label ("Cylon Hatred: may:
    difficulty -3", "lze: obtížnost -3")."""
    bad = []
    for what, text in card_and_ability_texts():
        for lang in LANGS:
            bad += [f"{lang} {what}: {problem}" for problem in problems(tr(text, lang), lang, "label")]
    assert bad == [], bad[:20]
