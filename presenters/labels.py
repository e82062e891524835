"""Labels that must be shortened: Discord allows 80 characters on a button and 100 on a menu option. A shortened
label ends with an ellipsis ("…", `clip`), and the message's text above the controls gives it in full."""

from __future__ import annotations

from i18n import Msg, Text, tr
from presenters.base import MAX_MESSAGE, clip
from presenters.fitting import fitted
from presenters.screens import Control

BUTTON_LABEL = 80  # Discord's limits, in characters
OPTION_LABEL = 100
PLACEHOLDER = 150


def cut_labels(controls: list[Control], lang: str) -> list[str]:
    """The labels (translated into `lang`) too long to show whole, each once, in the controls' order."""
    long: list[str] = []
    for control in controls:
        texts = [(c.label, OPTION_LABEL) for c in control.choices or ()] if control.is_select else []
        texts = texts or [(control.label, BUTTON_LABEL)]
        for label, limit in texts:
            text = tr(label, lang)
            if len(text) > limit and text not in long:
                long.append(text)
    return long


def full_labels(controls: list[Control], lang: str) -> str:
    """The lines below a message's text that give its shortened labels in full ("" when none is shortened)."""
    long = cut_labels(controls, lang)
    if not long:
        return ""
    return clip("\n".join([tr(Msg("shared-full-labels"), lang), *(f"- {label}" for label in long)]), MAX_MESSAGE // 2)


def with_full_labels(text: Text, controls: list[Control], lang: str) -> str:
    """A message's text in `lang`, made to fit Discord's limit (`presenters/fitting.py`), followed by every shortened
    label of its controls in full; the text gives way to the labels when both do not fit."""
    tail = full_labels(controls, lang)
    shown = fitted(text, lang, MAX_MESSAGE - len(tail) - 1 if tail else MAX_MESSAGE)
    return f"{shown}\n{tail}" if shown and tail else shown or tail
