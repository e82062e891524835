"""cogs/autocomplete.py: a presenter's (label, value) pairs become discord.py's choices, as many and each label as long
as Discord takes."""

from __future__ import annotations

from collections.abc import Iterator

from discord import app_commands

from cogs.autocomplete import as_choices
from presenters.discord_limits import AUTOCOMPLETE_CHOICES


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


def test_only_the_first_choices_discord_takes_are_answered_and_no_label_beyond_is_made() -> None:
    made: list[int] = []

    def pairs(count: int) -> Iterator[tuple[str, int]]:  # records which labels it was asked for
        for n in range(count):
            made.append(n)
            yield f"Game #{n}", n

    found = as_choices(pairs(AUTOCOMPLETE_CHOICES + 10))
    assert [c.value for c in found] == list(range(AUTOCOMPLETE_CHOICES))
    assert made == list(range(AUTOCOMPLETE_CHOICES))
    assert len(as_choices(pairs(AUTOCOMPLETE_CHOICES))) == AUTOCOMPLETE_CHOICES
