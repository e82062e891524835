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
