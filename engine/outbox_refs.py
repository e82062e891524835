"""Outbox rows named inside stored values: {"ref": i} names the i-th row of the batch being written, {"row": id} a
stored row (engine/outbox.py); the table record (engine/table_record.py) and row payloads use both."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

_ROW_IN_JSON = re.compile(r'\{"row":"?(\d+)"?\}')  # {"row": id} as compact JSON writes it (a quote in a string is \")


def refs_to_rows(value: Any, ids: list[int]) -> Any:
    """Replace {"ref": i} (the i-th row of the same batch) by {"row": id}."""
    if isinstance(value, dict):
        if set(value) == {"ref"}:
            return {"row": ids[value["ref"]]}
        return {k: refs_to_rows(v, ids) for k, v in value.items()}
    if isinstance(value, list):
        return [refs_to_rows(v, ids) for v in value]
    return value


def rows_named(value: Any) -> set[int]:
    """Row ids a structure refers to ({"row": id} anywhere inside, dataclasses' fields included)."""
    found: set[int] = set()
    todo = [value]  # a walk without recursion or a set per node: a payload can hold a whole view (an image's)
    while todo:
        item = todo.pop()
        kind = type(item)
        if kind is str or kind is int or kind is float or kind is bool or item is None:
            continue
        if isinstance(item, dict):
            if len(item) == 1 and "row" in item:
                found.add(int(item["row"]))
            else:
                todo.extend(item.values())
        elif isinstance(item, list | tuple):
            todo.extend(item)
        elif dataclasses.is_dataclass(item) and not isinstance(item, type):
            todo.extend(getattr(item, f.name) for f in dataclasses.fields(item))
    return found


def rows_named_in_json(text: str) -> set[int]:
    """`rows_named` of a value from its compact JSON text (engine/outbox.py's encoding), without decoding it."""
    return {int(found) for found in _ROW_IN_JSON.findall(text)} if '"row":' in text else set()
