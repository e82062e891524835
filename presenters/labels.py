"""Labels that must be shortened: Discord allows 80 characters on a button and 100 on a menu option. A shortened
label ends with an ellipsis ("…", `clip`), and the message's text above the controls gives it in full.

A message's labels are translated once when it is sent (`control_labels`): the same strings give the lines in full
and the controls themselves (cogs/components.py)."""

from __future__ import annotations

from i18n import Msg, Text, tr
from presenters.base import MAX_MESSAGE, clip
from presenters.fitting import fitted
from presenters.screens import Control

BUTTON_LABEL = 80  # Discord's limits, in characters
OPTION_LABEL = 100
PLACEHOLDER = 150

Labels = list[list[str]]  # per control, its labels in one language: a menu's options', else its own


def has_options(control: Control) -> bool:
    """A menu with options: its options' labels are shown (and shortened), not its own."""
    return bool(control.is_select and control.choices)


def control_labels(controls: list[Control], lang: str) -> Labels:
    """Each control's labels translated into `lang`: a menu's options' labels, else the control's own."""
    return [
        [tr(c.label, lang) for c in control.choices or ()] if has_options(control) else [tr(control.label, lang)]
        for control in controls
    ]


def cut_labels(controls: list[Control], lang: str, labels: Labels | None = None) -> list[str]:
    """The labels (translated into `lang`, or given in it) too long to show whole, each once, in the controls'
    order."""
    long: list[str] = []
    for control, texts in zip(controls, labels or control_labels(controls, lang), strict=True):
        limit = OPTION_LABEL if has_options(control) else BUTTON_LABEL
        for text in texts:
            if len(text) > limit and text not in long:
                long.append(text)
    return long


def full_labels(controls: list[Control], lang: str, labels: Labels | None = None) -> str:
    """The lines below a message's text that give its shortened labels in full ("" when none is shortened)."""
    long = cut_labels(controls, lang, labels)
    if not long:
        return ""
    return clip("\n".join([tr(Msg("shared-full-labels"), lang), *(f"- {label}" for label in long)]), MAX_MESSAGE // 2)


def with_full_labels(text: Text, controls: list[Control], lang: str, labels: Labels | None = None) -> str:
    """A message's text in `lang`, made to fit Discord's limit (`presenters/fitting.py`), followed by every shortened
    label of its controls in full; the text gives way to the labels when both do not fit."""
    tail = full_labels(controls, lang, labels)
    shown = fitted(text, lang, MAX_MESSAGE - len(tail) - 1 if tail else MAX_MESSAGE)
    return f"{shown}\n{tail}" if shown and tail else shown or tail
