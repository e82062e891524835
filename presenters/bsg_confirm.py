"""Taps that forgive: an irreversible BSG action asks for a confirmation, and identical options appear once.

The first press of an irreversible action (revealing as a Cylon, a once-per-game ability, a super crisis card's play)
answers privately with the question and a Confirm (danger) / Cancel pair. The Confirm control carries what it
confirms (`<seat>.<index>.<what>`, tagged with the seat's key): pressed when the key no longer matches (pressed
twice, or after the moment passed) it changes nothing and says why.
"""

from __future__ import annotations

from typing import Any

from i18n import Msg, Text

# action type -> what the confirmation is about (a short ASCII word inside the control id)
IRREVERSIBLE = {"reveal": "reveal", "ability": "ability", "play_super": "super"}
WHATS = frozenset(IRREVERSIBLE.values())


def irreversible(action: dict[str, Any]) -> str | None:
    """What an action's confirmation is about, or None when it needs none."""
    return IRREVERSIBLE.get(str(action.get("type")))


def question(what: str, label: Text) -> Msg:
    """The confirmation's question: the action in full and that it cannot be undone."""
    return Msg("bsg-confirm-question", what=what, action=label)


def why_not(what: str, player: dict[str, Any], to_act: bool) -> Msg:
    """Why a confirmation no longer acts: already done (pressed twice), or the moment passed."""
    done = {
        "reveal": bool(player.get("cylon_player") or player.get("revealed_loyalty")),
        "ability": bool(player.get("opg_used")),
        "super": False,  # a played super crisis card leaves no public trace on the seat: the moment passed
    }
    if done.get(what):
        return Msg("bsg-confirm-already", what=what)
    return Msg("bsg-confirm-passed", waiting="yes" if to_act else "no")


def distinct(labels: list[Text]) -> list[int]:
    """Positions of the first of each label: two actions worded alike (two copies of one card) are one option for a
    player, and either is the same move."""
    seen: set[str] = set()
    keep: list[int] = []
    for n, text in enumerate(labels):
        mark = repr(text)  # a Msg's repr is its content
        if mark not in seen:
            seen.add(mark)
            keep.append(n)
    return keep
