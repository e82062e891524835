"""The migration to typed table records (engine/table_record.py): every key an older build wrote into a table's JSON
`meta` moves to its field, older shapes normalised (DM prompts as lists, a pause without reasons or without held
clocks, a vote without a deadline, BSG's `bsg_*` keys into its own record; a value of a shape no build wrote is left
out), and `meta` goes. A record round-trips through the store; a note names only its fields. (A started game migrated
from the layout before plays on: tests/engine/test_store_faults.py.)"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import engine.store as store_module
from engine.bsg_help import HelpPoll
from engine.store import MIGRATIONS, Store
from engine.table_record import DmPrompt, Pause, TableRecord, Vote, record_from_meta
from engine.tables import Tables
from presenters.bsg_record import BsgRecord
from tests.engine.toy_game import started

OLD_META = {
    "names": {"10": "Ann", "-1": "Bot 1 (hard)"},
    "bots": {"-1": "hard"},
    "stand_ins": {"2": "skip"},
    "absent": {"2": 12},
    "timeouts": {"1": 1},
    "votes_held": 3,
    "vote": {
        "id": 3,
        "kind": "timeout",
        "seat": 2,
        "target": 12,
        "user": None,
        "name": "",
        "voters": [10, 11],
        "votes": {"10": "bot"},
        "by": None,
        "message": {"row": 40},
    },  # fmt: skip
    "pause": {"reasons": {"away:12": 5000.0}},  # an older pause: no held clocks
    "resigned": {"3": 13},
    "prompted": {"0": "k0"},
    "dm_prompts": {"0": [555, 777, "k0"], "1": [{"row": 41}, "k1"]},  # the older [channel, message, key] and a row
    "prompt_message": 999,  # an older build's message id
    "dm_closed": [11],
    "unannounced": True,  # a column of its own since schema 3
    "rematch": 8,
    "bsg_panels": {"0": {"row": 42}},
    "bsg_prints": {"0": ["i", "w"]},
    "bsg_pinged": {"0": True},
    "bsg_hand_prints": {"0": ["token", "m"]},
    "bsg_step": "step-1",
    "bsg_prompt": "prompt-1",
    "bsg_standing": {"0": {"cards": "never"}},
    "bsg_poll": {"open": True, "answers": {"1": "lot"}, "message": {"row": 43}},
    "bsg_timed_out": "turn-7",
    "something_retired": 1,  # a key no build reads any more
}


def old_store(path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    before = MIGRATIONS[: MIGRATIONS.index(store_module._typed_records)]
    monkeypatch.setattr(store_module, "MIGRATIONS", before)
    old = Store(path)
    monkeypatch.setattr(store_module, "MIGRATIONS", MIGRATIONS)
    return old


def insert(old: Store, table_id: int, meta: str, status: str = "lobby", players: str = "[10, 11]") -> None:
    old.conn.execute(
        "INSERT INTO game_tables (id, kind, guild_id, channel_id, host_id, status, options, players, seats, seed, "
        "move_no, meta, created_at, updated_at, unannounced) VALUES (?, 'toy', 1, 2, 10, ?, '{}', ?, '[]', 's', 0, "
        "?, 0, 0, ?)",
        [table_id, status, players, meta, 1 if "unannounced" in meta else 0],
    )


def test_every_older_key_moves_to_its_typed_field(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    old = old_store(tmp_path / "old.db", monkeypatch)
    insert(old, 1, json.dumps(OLD_META))
    insert(old, 2, "{}")
    insert(old, 3, "not json")  # unreadable: an empty record, the table itself still reads
    insert(old, 4, json.dumps({"pause": {"reasons": {}, "held": {"k": [1.0, {}]}}, "vote": None}))  # nothing held
    insert(old, 5, json.dumps({"vote": {"id": 1}, "names": [1], "dm_prompts": {"0": [1]}, "timeouts": {"1": 2}}))
    old.close()

    migrated = Store(tmp_path / "old.db")
    columns = [r[1] for r in migrated.conn.execute("PRAGMA table_info(game_tables)")]
    assert "meta" not in columns and "vote_voters" in columns and "game_record" in columns
    table = migrated.get_table(1)
    assert table is not None and table.unannounced
    record = table.record
    assert record.names == {"10": "Ann", "-1": "Bot 1 (hard)"} and record.bots == {"-1": "hard"}
    assert record.stand_ins == {"2": "skip"} and record.absent == {"2": 12} and record.timeouts == {"1": 1}
    assert record.votes_held == 3 and record.resigned == {"3": 13} and record.rematch == 8
    assert record.vote == Vote(3, "timeout", 2, 12, [10, 11], {"10": "bot"}, 0.0, message={"row": 40})
    assert record.pause == Pause({"away:12": 5000.0}, {})
    assert record.dm_prompts == {"0": DmPrompt(777, "k0", channel=555), "1": DmPrompt({"row": 41}, "k1")}
    assert record.dm_prompts["0"].target() == {"channel": 555, "message": 777}
    assert record.prompted == {"0": "k0"} and record.prompt_message == 999 and record.dm_closed == [11]
    assert record.timed_out == "turn-7"
    bsg = BsgRecord.of(record)
    assert bsg == BsgRecord(
        panels={"0": {"row": 42}}, prints={"0": ["i", "w"]}, pinged={"0": True}, hand_prints={"0": ["token", "m"]},
        standing={"0": {"cards": "never"}}, step="step-1", prompt="prompt-1",
        poll=HelpPoll(True, {"1": "lot"}, {"row": 43}),
    )  # fmt: skip
    assert migrated.get_table(2).record == TableRecord()  # type: ignore[union-attr]
    assert migrated.get_table(3).record == TableRecord()  # type: ignore[union-attr]
    assert migrated.get_table(4).record.pause is None  # type: ignore[union-attr]
    assert migrated.get_table(5).record == TableRecord(timeouts={"1": 2})  # type: ignore[union-attr]  # bad shapes go


def test_a_record_round_trips_through_the_store(tmp_path: Path) -> None:
    tables = Tables(Store(tmp_path / "t.db"))
    table = tables.get(started(tables))
    record = record_from_meta({k: v for k, v in OLD_META.items() if k != "unannounced"})
    record.vote.due = 123.5  # type: ignore[union-attr]
    table.record = record
    tables.store.save_record(table)
    again = tables.get(table.id).record
    assert again == record and again is not record
    table.record = TableRecord(
        vote=Vote(1, "substitute", 0, 10, [], {}, 5.0, user=12, by=10), pause=Pause({"host": None})
    )
    tables.store.save_record(table)
    assert tables.get(table.id).record == table.record  # empty voters, votes and held clocks stay what they were
    table.record = TableRecord()
    tables.store.save_table(table)
    assert tables.get(table.id).record == TableRecord()


def test_a_note_names_only_fields_of_the_record(tmp_path: Path) -> None:
    tables = Tables(Store(tmp_path / "t.db"))
    table = tables.get(started(tables))
    with pytest.raises(KeyError, match="bsg_panels"):
        tables.note(table, bsg_panels={})  # type: ignore[call-arg]
    tables.note(table, dm_closed=[10])
    assert tables.get(table.id).record.dm_closed == [10]
