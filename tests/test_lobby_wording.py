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
