"""A BSG panel never loses its call to action to Discord's limit (presenters/fitting.py): the longest realistic panel
— a secret skill check over days, a full hand of cards with different abilities, a loyalty card seen, a move's news,
its ephemeral copy — is longer than one message in every language, yet as sent, as a DM or an edit in place, it fits:
the cards' texts give way ("… what N more cards do"), while the call (the decision, its deadline, the thread's link),
the hand itself, the question's details and the default stay whole."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

from cogs.sending import Sending
from cogs.workers import Workers
from engine.core import derive_rng
from engine.games.bsg.data import DATA
from engine.randomplayer import random_step
from engine.registry import get_game
from i18n import LANGS, Msg, tr
from presenters.base import MAX_MESSAGE
from presenters.bsg import BsgPresenter
from presenters.calls import clock_dues
from presenters.consequences import Known
from presenters.labels import full_labels, with_full_labels
from presenters.screens import Screen, screen_to_json
from presenters.snapshot import Snapshot
from tests.bsg.presenter_kit import table_for

NOW = 1_800_000_000.0
SEED = "bsg-panel-fits"


def full_hand() -> list[str]:
    """Sixteen skill cards, as many different abilities as there are (each ability's text is a line of the panel)."""
    by_ability: dict[str, list[str]] = {}
    for card, info in sorted(DATA.skill_cards.items()):
        by_ability.setdefault(info["card_id"], []).append(card)
    firsts = [cards[0] for cards in by_ability.values()]
    rest = [card for cards in by_ability.values() for card in cards[1:]]
    return (firsts + rest)[:16]


def skill_check_panel() -> tuple[BsgPresenter, Snapshot, int, Screen]:
    """A seat asked to add cards to a skill check over days (a secret decision with a clock), its hand full."""
    presenter, game = BsgPresenter(), get_game("bsg")
    state = game.setup(3, {"pace": "days"}, derive_rng(SEED, 0))
    chooser = random.Random(SEED)
    for move in range(1, 2000):
        asked = [s for s in game.to_act(state) if state.get("decision", {}).get("kind") == "contribute"]
        if asked and game.secret_input(state, asked[0]):
            break
        seat, action = random_step(game, state, chooser)
        game.apply(state, seat, action, derive_rng(SEED, move))
    else:
        raise AssertionError("no skill check in the seeded game")
    seat = asked[0]
    state["players"][seat]["hand"] = full_hand()
    state["players"][seat].setdefault("seen_loyalty", [])
    snap = presenter.snapshot(table_for(state, move))
    snap.dues = clock_dues(snap, Known(now=NOW))
    news = [Msg("bsg-event-skill_card_drawn", card=DATA.skill_cards[c]["name"]) for c in full_hand()[-3:]]
    return presenter, snap, seat, presenter.live_panel(snap, presenter.panel(snap, seat, news))


def whole_lines(presenter: BsgPresenter, snap: Snapshot, seat: int, lang: str) -> list[str]:
    """What the panel may never lose: its call (decision, deadline, link), the hand, the question's details and
    default, and the line telling how the ephemeral copy updates."""
    hand = presenter.hand_lines(tuple(snap.view(seat)["me"]["hand"]))[:-1]
    decision = tr(presenter.decision_text(snap, seat), lang).split("\n")
    return [
        tr(presenter.call_line(snap, seat), lang),
        *(tr(line, lang) for line in hand),
        *decision,
        tr(Msg("bsg-panel-live"), lang),
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_the_longest_panel_fits_without_losing_its_call_to_action(lang: str) -> None:
    presenter, snap, seat, screen = skill_check_panel()
    labels = full_labels(screen.controls, lang)
    whole = len(tr(screen.text, lang)) + (len(labels) + 1 if labels else 0)
    assert whole > MAX_MESSAGE, f"the panel must be too long for one message to test anything ({whole})"
    shown = with_full_labels(screen.text, screen.controls, lang)
    assert len(shown) <= MAX_MESSAGE and not shown.endswith("…"), "fitted, not clipped"
    lines = shown.split("\n")
    assert lines[0] == tr(presenter.call_line(snap, seat), lang)
    assert f"<t:{int(NOW + 24 * 3600)}:R>" in lines[0] and "https://discord.com/channels/1/3" in lines[0]
    for line in whole_lines(presenter, snap, seat, lang):
        assert line in lines, f"{line!r} lost"
    left_out = [line for line in lines if line.startswith("– ")]
    assert any(tr(Msg("bsg-panel-more-card-texts", count=n), lang) in lines for n in range(1, 17)), left_out


class _Message:
    """The edited message as Discord's HTTP API receives it (edits go through `cogs/raw_messages.py`)."""

    def __init__(self) -> None:
        self.edits: list[dict[str, Any]] = []

    async def edit_message(self, channel_id: int, message_id: int, *, params: Any) -> dict[str, Any]:
        self.edits.append(params.payload)
        return {"id": str(message_id)}


def sending(message: _Message) -> Sending:
    connection = SimpleNamespace(allowed_mentions=None, prevent_view_updates_for=lambda _id: None, http=message)
    bot = SimpleNamespace(workers=Workers(0), _connection=connection)
    host = SimpleNamespace(bot=bot, store=None, tables=None, presenter=None, renderer=None)
    return Sending(host)  # type: ignore[arg-type]


async def test_an_edit_in_place_is_fitted_to_one_message() -> None:
    """An edit cannot split: the panel's edit row and an edit of a message's text both arrive whole in Polish."""
    presenter, snap, seat, screen = skill_check_panel()
    message = _Message()
    cog = sending(message)
    bare = Screen(screen.text, controls=screen.controls)  # images are drawn by the worker pool: not this test's part
    panel = {"channel": 5, "message": 9, "screen": screen_to_json(bare), "names": snap.names, "lang": "pl"}
    assert await cog.send_edit(panel) == {"channel": 5, "message": 9}
    content = message.edits[-1]["content"]
    assert content == with_full_labels(screen.text, screen.controls, "pl") and len(content) <= MAX_MESSAGE
    assert content.startswith(tr(presenter.call_line(snap, seat), "pl") + "\n")
    assert await cog.send_edit({"channel": 5, "message": 9, "content": screen.text, "lang": "pl"})
    edited = message.edits[-1]["content"]
    assert len(edited) <= MAX_MESSAGE and edited.startswith(tr(presenter.call_line(snap, seat), "pl"))
    assert tr(Msg("bsg-panel-live"), "pl") in edited.split("\n")
