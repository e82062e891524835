"""cogs/autocomplete.py: a presenter's (label, value) pairs become discord.py's choices, each label within Discord's
limit."""

from __future__ import annotations

from discord import app_commands

from cogs.autocomplete import as_choices


def test_pairs_become_choices_in_order_with_their_values() -> None:
    found = as_choices([("Game #12 (lobby)", 12), ("Game #3", 3)])
    assert found == [
        app_commands.Choice(name="Game #12 (lobby)", value=12),
        app_commands.Choice(name="Game #3", value=3),
    ]
    assert as_choices(iter([("cs — čeština", "cs")]))[0].value == "cs"
    assert as_choices([]) == []


def test_a_long_label_is_cut_to_discords_limit() -> None:
    (choice,) = as_choices([("x" * 150, "card")])
    assert len(choice.name) == 100 and choice.name.endswith("…") and choice.value == "card"
    assert as_choices([("y" * 100, "v")])[0].name == "y" * 100
