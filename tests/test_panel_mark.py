"""A private panel's mark: the same for the same text and controls, another when anything shown changes (issue 27:
marked from the JSON of its texts, not their repr)."""

from __future__ import annotations

from i18n import Msg, cat
from presenters.base import Presenter
from presenters.screens import Choice, Control, Screen


class Unusual:
    """A value JSON cannot hold: the mark falls back to repr."""

    def __init__(self, shown: str) -> None:
        self.shown = shown

    def __repr__(self) -> str:
        return f"Unusual({self.shown})"


def panel(text: object = None, label: object = "Go", value: object = "a", disabled: bool = False) -> Screen:
    choices = (Choice(label="One", value=value), Choice(label=Msg("k", n=1), value="b"))  # type: ignore[arg-type]
    controls = [Control("s:1:do:0", label=label, disabled=disabled), Control("s:1:pick", choices=choices)]  # type: ignore[arg-type]
    shown = cat([Msg("bsg-ui-hand", n=2, who="Ann"), "text"]) if text is None else text
    return Screen(text=shown, controls=controls)  # type: ignore[arg-type]


def test_the_same_panel_has_the_same_mark_and_any_change_shows() -> None:
    mark = Presenter.panel_mark
    assert mark(panel()) == mark(panel())
    changed = [
        panel(text=cat([Msg("bsg-ui-hand", n=3, who="Ann"), "text"])),
        panel(text=cat([Msg("bsg-ui-hand", n=2, who="Bob"), "text"])),
        panel(text=cat([Msg("bsg-ui-hand", n=2, who="Ann"), "text2"])),
        panel(label=Msg("go")),
        panel(value="c"),
        panel(value=1),
        panel(value=1.0),
        panel(value=True),
        panel(disabled=True),
    ]
    marks = [mark(p) for p in changed]
    assert len(set(marks + [mark(panel())])) == len(changed) + 1


def test_a_value_json_cannot_hold_is_marked_by_its_repr() -> None:
    mark = Presenter.panel_mark
    assert mark(panel(label=Unusual("x"))) == mark(panel(label=Unusual("x")))
    assert mark(panel(label=Unusual("x"))) != mark(panel(label=Unusual("y")))
