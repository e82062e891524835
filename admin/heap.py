"""The garbage collector once the bot has started: what the start built (modules, catalogs, cogs, the command tree)
lives as long as the process, yet every full collection walked all of it again. After the start's catch-up the
heap is collected once and frozen (`gc.freeze`: those objects are never looked at again), and the youngest
generation is collected less often (a move allocates thousands of short-lived objects, nearly all freed by their
reference counts). `release` undoes both at close."""

from __future__ import annotations

import gc

YOUNG_THRESHOLD = 20_000  # allocations between collections of the youngest generation (Python's default: 700)

_settled = 0  # bots settled and not yet released in this process (tests run several)
_thresholds: tuple[int, int, int] | None = None  # the thresholds before the first settle


def settle() -> None:
    """Collect once, freeze what is left, and raise the youngest generation's threshold."""
    global _settled, _thresholds
    if _thresholds is None:
        _thresholds = gc.get_threshold()
    _settled += 1
    gc.collect()
    gc.freeze()
    gc.set_threshold(max(YOUNG_THRESHOLD, _thresholds[0]), _thresholds[1], _thresholds[2])


def release() -> None:
    """Undo `settle` once the last settled bot closes: the frozen objects collectable again, the thresholds back."""
    global _settled, _thresholds
    if _settled == 0:
        return
    _settled -= 1
    if _settled == 0 and _thresholds is not None:
        gc.unfreeze()
        gc.set_threshold(*_thresholds)
        _thresholds = None


def settled() -> bool:
    return _settled > 0
