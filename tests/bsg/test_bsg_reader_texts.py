"""Texts a new player read wrong in Slovak and Polish (playtest 3): a choice whose option is itself a choice; a call
about a card that Discord draws below it."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from engine.core import Event, derive_rng
from engine.games.bsg.data import DATA
from engine.games.bsg.effect_text import effects
from engine.games.bsg.texts import describe
from engine.randomplayer import random_step
from engine.registry import get_game
from engine.tables import Outcome
from i18n import LANGS, Msg, tr
from presenters.bsg import BsgPresenter
from presenters.bsg_cards import card_title
from presenters.bsg_record import BsgRecord
from tests.bsg.presenter_kit import shown_after, table_for
from tests.i18n.catalogs import domains, parse

SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def sentences(text: str) -> list[str]:
    return SENTENCE_END.split(text)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("chosen", [0, 1])
def test_an_option_that_is_a_choice_puts_one_colon_in_a_sentence(lang: str, chosen: int) -> None:
    """Requested Resignation: the Admiral picks "both discard" or "the President decides (resign or the Brig)"; the
    record of the pick names both options with one colon a sentence, whichever was chosen."""
    options = DATA.crises["requested_resignation"]["choice"]["options"]
    assert [op["op"] for op in options[1]["effects"]] == ["choose"]  # the nested choice this test is about
    pick, other = options[chosen], options[1 - chosen]
    others = [{"label": other["label"], "effects": other["effects"]}]
    text = tr(
        describe(
            Event("chose", {"seat": 0, "label": pick["label"], "effects": pick["effects"], "others": others}), ["Ann"]
        ),
        lang,
    )
    assert len(sentences(text)) == 2, text
    for sentence in sentences(text):
        assert sentence.count(":") == 1, text


def test_a_call_about_a_card_says_the_card_is_below_only_where_it_is() -> None:
    """Discord draws a post's embed below its text: the call to choose an option of the crisis just revealed names the
    card and says it is below; a call whose post has no such embed does not."""
    game, presenter = get_game("bsg"), BsgPresenter()
    seed = "reader-card-below"
    state = game.setup(5, {}, derive_rng(seed, 0))
    chooser = random.Random(seed)
    record: BsgRecord | None = None
    below = elsewhere = 0
    for move in range(1, 1500):
        if game.result(state) is not None or (below >= 3 and elsewhere >= 3):
            break
        seat, action = random_step(game, state, chooser)
        events = game.apply(state, seat, action, derive_rng(seed, move))
        table = table_for(state, move, record)
        outcome = Outcome(table=table, events=events, result=game.result(state))
        posts = presenter.announcement(presenter.snapshot(table), outcome)
        record = shown_after(presenter, table, outcome)
        source = (presenter.snapshot(table).view(None).get("decision") or {}).get("source") or {}
        if not posts or source.get("kind") != "crisis" or not posts[-1].controls:
            continue
        living = posts[-1]
        text = tr(living.text, "en")
        called = next((line for line in text.splitlines() if line.startswith("<@")), None)
        if called is None:
            continue  # a secret decision: the thread says who decides on their panels
        if living.embed is not None and tr(living.embed.title, "en").endswith(source["name"]):
            below += 1
            assert f"— {source['name']} (card below): " in called, text
            assert "(karta nižšie)" in tr(living.text, "sk")
        else:
            elsewhere += 1
            assert "below" not in called, text
    assert below >= 3 and elsewhere >= 1, (below, elsewhere)


@pytest.mark.parametrize("lang", ["cs", "sk"])
def test_czech_and_slovak_name_the_super_crisis_one_way(lang: str) -> None:
    """The thread said "zahrá kartu veľkej krízy Bomb on Colonial One" and the card's embed below it "Superkríza: Bomb
    on Colonial One": the glossary's "karta velké krize" / "karta veľkej krízy" everywhere."""
    folder = Path(__file__).resolve().parents[2] / "locales" / lang
    found = [
        f"{path.name}:{n}"
        for path in sorted(folder.glob("bsg*.ftl"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if "superkri" in line.lower() or "superkrí" in line.lower()
    ]
    assert found == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_destination_is_named_alike_in_the_thread_and_its_card(lang: str) -> None:
    """The thread said "Destinácia: Remote Planet (vzdialenosť 2)." above the card's embed "Cieľ: Remote Planet", and
    the Admiral's panel "Tvoj cieľ: vyber 1 z 2": the glossary's word for a destination card in each."""
    card = next(iter(DATA.destinations))
    line = tr(Msg("bsg-event-destination", card="X", distance=2), lang)
    title = tr(card_title(card), lang)
    assert title.split(":")[0] == line.split(":")[0], (title, line)
    assert line.split(":")[0].lower() in tr(Msg("bsg-card-pick-title", kind="destination", count=2), lang).lower()


@pytest.mark.parametrize("lang", LANGS)
def test_a_choice_among_other_effects_takes_no_colon_of_its_own(lang: str) -> None:
    """A destination read "Vzdialenosť 1. Účinok: palivo −1; Admirál volí: hod kockou (…) alebo nič sa nestane": its
    choice after another effect is said in brackets, so the line keeps one colon (the dice ranges aside)."""
    chosen = [d for d in DATA.destinations.values() if any(op.get("op") == "choose" for op in d["effects"])]
    assert chosen
    for info in chosen:
        text = tr(Msg("bsg-card-effect-line", text=effects(info["effects"], "admiral")), lang)
        assert re.sub(r"\d–\d:", "", text).count(":") == 1, text


# imperatives an effect phrase must not open with: it is read after "Ann wybiera:" / "Ann volí:", in a card's outcome
# and in a location's action, so it is worded as an infinitive ("zniszczyć 1 Centuriona"), as cs and sk always were
# (sk "umiestni" is left out: it also says "places", "keď sa umiestni Viper")
IMPERATIVES = {
    "pl": "zniszcz uszkodź napraw umieść dobierz odeślij wybierz rozpatrz zagraj obejrzyj weź odrzuć przesuń połóż"
    " aktywuj zaatakuj wystartuj",
    "cs": "znič poškoď oprav umísti lízni vrať vyber vyhodnoť zahraj podívej vezmi odhoď přesuň aktivuj zaútoč"
    " odstartuj",
    "sk": "znič poškoď oprav potiahni vráť vyber vyhodnoť zahraj pozri vezmi odhoď presuň aktivuj zaútoč odštartuj",
}
EFFECT_PHRASES = ("bsg-fx-", "bsg-fleet-", "bsg-special-")


def imperatives(text: str, lang: str) -> list[str]:
    return [word for word in re.findall(r"\w+", text) if word.lower() in IMPERATIVES[lang].split()]


def option_sets(data: object) -> list[list[dict]]:
    """Every set of options a player chooses among in the card and board data (a card's choice, a `choose` op)."""
    if isinstance(data, list):
        return [found for item in data for found in option_sets(item)]
    if not isinstance(data, dict):
        return []
    chooses = data.get("op") == "choose" or "chooser" in data
    own = [data["options"]] if chooses and data.get("options") else []
    return own + [found for value in data.values() for found in option_sets(value)]


@pytest.mark.parametrize("lang", ["cs", "sk", "pl"])
def test_a_chosen_option_is_narrated_not_ordered(lang: str) -> None:
    """Polish recorded a quorum card's pick as "Ann wybiera: zniszcz 1 Centuriona", an order inside a narrated line:
    every option of the data, chosen or not, reads without an imperative."""
    sets = option_sets([DATA.crises, DATA.super_crises, DATA.quorum, DATA.locations, DATA.characters])
    assert len(sets) > 20
    for options in sets:
        for chosen in options:
            others = [o for o in options if o is not chosen]
            params = {"seat": 0, "label": chosen.get("label", ""), "effects": chosen.get("effects", [])}
            text = tr(describe(Event("chose", {**params, "others": others}), ["Ann"]), lang)
            assert not imperatives(text, lang), text


@pytest.mark.parametrize("lang", ["cs", "sk", "pl"])
def test_effect_phrases_have_no_imperative(lang: str) -> None:
    """The effect phrases (`engine/games/bsg/effect_text.py`) are read in narrated lines, so none orders the reader."""
    found = [
        (key, imperatives(entry.text, lang))
        for domain in domains()
        for key, entry in parse(lang, domain)[0].items()
        if key.startswith(EFFECT_PHRASES) and imperatives(entry.text, lang)
    ]
    assert found == []
