"""Lobby option lines as players read them, in every language."""

from __future__ import annotations

from i18n import tr
from presenters.hieroglyphs import HieroglyphsPresenter


def test_hieroglyphs_variants_read_in_polish_with_agreement() -> None:
    """The lobby read "Oczy Sfinksa: wyłączona" (a feminine state after a plural name): in Polish both variants are
    named as a "wariant", so one state fits both."""
    presenter = HieroglyphsPresenter()
    lines = [
        tr(presenter.option_text(name, value, {}), "pl")
        for name in ("pharaohs_curse", "eyes_of_the_sphinx")
        for value in (False, True)
    ]
    assert lines == [
        "Wariant „Klątwa Faraona”: wyłączony",
        "Wariant „Klątwa Faraona”: włączony",
        "Wariant „Oczy Sfinksa”: wyłączony",
        "Wariant „Oczy Sfinksa”: włączony",
    ]


def test_the_bots_level_agrees_with_its_noun() -> None:
    """The lobby read "Boty grają na poziomie łatwy" ("at level easy", the adjective left in the nominative): in
    Czech, Slovak and Polish the level is said as the kind of opponent the bots are."""
    presenter = HieroglyphsPresenter()
    said = {
        lang: tr(presenter.option_text("bot_level", "easy", {"bots": 1}), lang) for lang in ("en", "cs", "sk", "pl")
    }
    assert said == {
        "en": "Bots play at level easy",
        "cs": "Roboti hrají jako snadný soupeř",
        "sk": "Roboty hrajú ako ľahký súper",
        "pl": "Boty grają jako łatwy przeciwnik",
    }


def test_hieroglyphs_says_no_decision_limit_only_by_the_turn_clock() -> None:
    """The lobby read "Time to decide: no limit" above "Turn clock: 48 hours" (played in Slovak): without its own
    limit a decision is timed by the table's clock, so only that line is shown."""
    presenter = HieroglyphsPresenter()
    assert presenter.option_text("decision_timeout_s", 0, {}) is None
    unset = tr(presenter.option_text("turn_hours", None, {"turn_hours": None}), "en")
    assert unset == "Turn clock: none for 2 players, else 48 hours"
    assert tr(presenter.option_text("decision_timeout_s", 90, {}), "en").endswith("90 seconds")
