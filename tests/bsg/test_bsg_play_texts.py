"""Texts a played Czech and English table showed wrong (issue 24 play-through): the lobby's pace option in the
table's language, and a crisis's "everyone in a location" as a subject its singular verb agrees with."""

from __future__ import annotations

import pytest

from engine.games.bsg.effect_text import op_text
from engine.store import TableRow
from engine.table_record import TableRecord
from engine.tables import LOBBY
from i18n import LANGS, Msg, tr
from presenters.bsg import BsgPresenter
from tests.bsg.presenter_kit import USERS


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
