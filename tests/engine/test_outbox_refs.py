"""The outbox rows named inside records and payloads, found without copying or walking them twice (issue 27)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from engine.outbox import Outbox, _json
from engine.outbox_refs import rows_named, rows_named_in_json
from engine.store import Store
from engine.table_record import DmPrompt, Pause, TableRecord, Vote, apply_notes, plain, record_rows


def named_rows(value: Any) -> Iterator[int]:
    """The reference: every {"row": id} (a dict of that one key) anywhere in dicts and lists."""
    if isinstance(value, dict):
        if list(value) == ["row"]:
            yield int(value["row"])
        else:
            for item in value.values():
                yield from named_rows(item)
    elif isinstance(value, list):
        for item in value:
            yield from named_rows(item)


def first_rows_named(value: Any) -> set[int]:
    return set(named_rows(value))


def first_plain(value: Any) -> Any:
    """`plain` as first written (the dataclass test first)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: first_plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {k: first_plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [first_plain(v) for v in value]
    return value


def int_payload(rng: random.Random, depth: int = 0) -> Any:
    """A payload whose {"row": …} values are row ids (what the bot writes), with leaves of every JSON kind."""
    roll = rng.random()
    if depth > 4 or roll < 0.3:
        return rng.choice([1, "row", '{"row":7}', None, True, 2.5, "x"])
    if roll < 0.45:
        return {"row": rng.randrange(40)}
    if roll < 0.7:
        return [int_payload(rng, depth + 1) for _ in range(rng.randrange(4))]
    keys = rng.sample(["row", "ref", "a", "b", "screen", "message"], rng.randrange(2, 4))
    return {k: int_payload(rng, depth + 1) for k in keys}


def a_vote(message: Any) -> Vote:
    return Vote(1, "timeout", 0, 7, [8, 9], {}, 100.0, message=message)


def record_naming_rows() -> TableRecord:
    record = TableRecord()
    record.vote = a_vote({"row": 3})
    record.pause = Pause({"host": 1.0}, {})
    record.dm_prompts = {"0": DmPrompt({"row": 4}, "k")}
    record.prompt_message = {"row": 6}
    record.game = {"panels": {"0": {"row": 5}, "1": ({"row": 8}, "x")}, "step": {"row": 9, "other": 1}}
    return record


def test_the_rows_a_payloads_json_names_are_the_rows_its_walk_names() -> None:
    rng = random.Random(27)
    found = 0
    for _ in range(3000):
        payload = int_payload(rng)
        named = first_rows_named(payload)
        assert rows_named_in_json(_json(payload)) == named == rows_named(payload)
        found += bool(named)
    assert found > 500
    assert rows_named_in_json(_json({"text": '{"row":7}', "n": {"row": 2}})) == {2}  # not inside a string


def test_a_record_names_its_rows_without_being_copied_first() -> None:
    record = record_naming_rows()
    assert record_rows(record) == first_rows_named(first_plain(record)) == {3, 4, 5, 6, 8}


def test_plain_matches_its_first_version() -> None:
    record = record_naming_rows()
    record.names = {"0": "Ann"}
    for value in (record, [True, 1, 1.5, None, "s", (1, {"a": (2,)})], a_vote({"row": 1})):
        assert plain(value) == first_plain(value)
        assert repr(plain(value)) == repr(first_plain(value))  # True stays True, tuples become lists


def test_notes_apply_with_refs_and_tell_whether_anything_changed() -> None:
    record = record_naming_rows()
    assert not apply_notes(record, {"prompt_message": {"row": 6}})
    assert not apply_notes(record, {"vote": dataclasses.replace(record.vote, message={"ref": 0})}, [3])  # the same
    assert apply_notes(record, {"vote": dataclasses.replace(record.vote, message={"ref": 0})}, [13])
    assert record.vote == a_vote({"row": 13})
    assert apply_notes(record, {"prompt_message": {"ref": 1}}, [10, 11])
    assert record.prompt_message == {"row": 11}
    assert apply_notes(record, {"pause": None}) and record.pause is None
    assert isinstance(record.dm_prompts["0"], DmPrompt)
    assert apply_notes(record, {"dm_prompts": {"0": DmPrompt({"ref": 0}, "k2")}}, [12])
    assert record.dm_prompts["0"] == DmPrompt({"row": 12}, "k2")


def test_adding_rows_reports_the_stored_rows_their_payloads_name(tmp_path: Path) -> None:
    store = Store(tmp_path / "t.db")
    outbox = Outbox(store)
    named: set[int] = set()
    with store.transaction():
        ids = outbox.add(1, [("post", {"a": 1}), ("edit", {"message": {"row": 40}, "also": {"ref": 0}})], 0.0, named)
    assert named == {40}  # a ref to a row of the same batch is not a stored row named
    assert outbox.pending(1)[1].payload["also"] == {"row": ids[0]}
    store.close()
