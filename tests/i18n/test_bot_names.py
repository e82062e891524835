"""A bot's seat name ("Bot 2 (normal)") is a message, read in each reader's language; players keep their names."""

from __future__ import annotations

from types import SimpleNamespace

from engine.table_record import TableRecord
from i18n import Msg, tr
from presenters.snapshot import display_names


def test_bot_names_translate_and_player_names_stay() -> None:
    table = SimpleNamespace(
        seats=[7, -2],
        record=TableRecord(names={"7": "Ann", "-2": "Bot 2 (hard)"}, bots={"-2": "hard"}),
    )
    names = display_names(table)  # type: ignore[arg-type]
    assert names[0] == "Ann" and isinstance(names[1], Msg)
    assert tr(names[1], "en") == "Bot 2 (hard)"  # the stored English name, as before
    assert {tr(names[1], lang) for lang in ("cs", "sk", "pl")} & {"Bot 2 (hard)"} == set()
    assert tr(names[1], "cs") == "Robot 2 (těžký)"
