"""Small pieces of BSG's texts shared by its presenter modules: a value's short fingerprint, and a post's lines with
each repeated line said once."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from i18n import Msg, Text, text_to_json


def fingerprint(value: Any) -> str:
    raw = json.dumps(value, sort_keys=True, default=text_to_json, separators=(",", ":"))
    return hashlib.sha1(raw.encode()).hexdigest()[:8]


def counted(lines: list[Text]) -> list[Text]:
    """The lines of one post with each repeated line said once, where it first appears, with its count ("A raider
    moves from area 3 to area 4. ×4"): a post never shows the same line twice in a row or apart."""
    counts: dict[str, int] = {}
    first: dict[str, Text] = {}
    for line in lines:
        key = fingerprint(line)
        counts[key] = counts.get(key, 0) + 1
        first.setdefault(key, line)
    return [
        line if counts[key] == 1 else Msg("bsg-ui-repeated", line=line, count=counts[key])
        for key, line in first.items()
    ]
