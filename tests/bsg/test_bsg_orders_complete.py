"""`/bsg orders draws:` and `draft:` autocomplete (presenters/bsg_orders_complete.py): the list typed so far kept, the
entry being typed completed in the reader's language (skill types with the character's own first, characters not yet
ranked), each choice within Discord's limits and carrying ids that the command turns into an order the engine takes;
the command reads names typed in any language too."""

from __future__ import annotations

import random

import pytest

from engine.games.bsg import texts as T
from engine.games.bsg.data import DATA, SKILLS
from engine.games.bsg.standing import MAX_PATTERN
from engine.registry import get_game
from i18n import LANGS, tr
from presenters.bsg import BsgPresenter
from presenters.bsg_orders import command_action
from presenters.bsg_orders_complete import draft_autocomplete, draws_autocomplete
from presenters.bsg_orders_ui import NONE, own_skills
from tests.bsg.presenter_kit import first_turn, table_for

GAME = get_game("bsg")


def snapshot_at_first_turn():
    state = first_turn("days", "orders-complete")
    return state, BsgPresenter().snapshot(table_for(state, 1))


def within_discord(choices: list[tuple[str, str]]) -> None:
    assert 0 < len(choices) <= 25
    assert all(0 < len(name) <= 100 and 0 < len(value) <= 100 for name, value in choices), choices


@pytest.mark.parametrize("lang", LANGS)
def test_draws_offer_the_characters_own_types_first_in_the_readers_language(lang: str) -> None:
    state, snap = snapshot_at_first_turn()
    seat = 0
    own = own_skills(state["players"][seat]["character"])
    choices = draws_autocomplete(snap, seat, "", lang)
    within_discord(choices)
    assert choices[0][1] == NONE, "an empty field offers clearing the pattern (be asked) first"
    offered = [value for _, value in choices[1:]]
    assert offered[: len(own)] == own and sorted(offered) == sorted(SKILLS)
    assert [name for name, _ in choices[1:]] == [tr(T.skill(s), lang) for s in offered]


@pytest.mark.parametrize("lang", LANGS)
def test_draws_keep_what_is_typed_and_complete_the_last_entry(lang: str) -> None:
    state, snap = snapshot_at_first_turn()
    tactics, piloting = tr(T.skill("tactics"), lang), tr(T.skill("piloting"), lang)
    choices = draws_autocomplete(snap, 0, f"{tactics}, {piloting[:3]}", lang)
    within_discord(choices)
    assert (f"{tactics}, {piloting}", "tactics, piloting") in choices
    assert all(value.startswith("tactics, ") for _, value in choices)
    action = command_action(None, None, None, None, draws=dict(choices)[f"{tactics}, {piloting}"])
    GAME.apply(state, 0, action, random.Random(0))  # the engine takes it
    assert GAME.view(state, 0)["me"]["orders"]["draws"] == ["tactics", "piloting"]
    full = ", ".join([tactics] * MAX_PATTERN)
    assert draws_autocomplete(snap, 0, full + ", ", lang) == [], "a pattern holds 6 draws"


@pytest.mark.parametrize("lang", LANGS)
def test_draft_offers_the_characters_not_ranked_yet(lang: str) -> None:
    choices = draft_autocomplete("Laura Roslin, ", lang)
    within_discord(choices)
    values = [value for _, value in choices]
    assert all(v.startswith("laura_roslin, ") for v in values) and "laura_roslin, laura_roslin" not in values
    assert len(values) == min(25, len(DATA.characters) - 1)
    assert draft_autocomplete("Laura Roslin, Thrace", lang) == [
        ('Laura Roslin, Kara "Starbuck" Thrace', "laura_roslin, kara_thrace")
    ]
    state = GAME.setup(3, {"pace": "days"}, random.Random(1))
    GAME.apply(state, 1, command_action(None, None, None, None, draft=values[0]), random.Random(0))
    assert GAME.view(state, 1)["me"]["orders"]["draft"] == values[0].split(", ")


def test_the_command_reads_names_typed_in_any_language() -> None:
    for lang in LANGS:
        typed = ", ".join(tr(T.skill(s), lang) for s in ("tactics", "piloting", "tactics"))
        assert command_action(None, None, None, None, draws=typed) == {
            "type": "orders",
            "draws": ["tactics", "piloting", "tactics"],
        }
    ranked = 'Kara "Starbuck" Thrace, lee_adama'
    assert command_action(None, None, None, None, draft=ranked) == {
        "type": "orders",
        "draft": ["kara_thrace", "lee_adama"],
    }


def test_the_orders_command_completes_draws_and_draft() -> None:
    from cogs.bsg import BsgCog

    params = {p.name: p for p in BsgCog.orders_cmd.parameters}
    assert params["draws"].autocomplete and params["draft"].autocomplete
