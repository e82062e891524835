"""Outbox rows named inside stored values: {"ref": i} names the i-th row of the batch being written, {"row": id} a
stored row (engine/outbox.py); the table record (engine/table_record.py) and row payloads use both."""

from __future__ import annotations

from typing import Any


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
    """Row ids a structure refers to ({"row": id} anywhere inside)."""
    found: set[int] = set()
    todo = [value]  # a walk without recursion or a set per node: a payload can hold a whole view (an image's)
    while todo:
        item = todo.pop()
        if isinstance(item, dict):
            if len(item) == 1 and "row" in item:
                found.add(int(item["row"]))
            else:
                todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)
    return found
