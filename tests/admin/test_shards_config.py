"""The shard variables (admin/config.py `parse_shards`): one process takes every shard (as many as Discord says, or
BOARDBOT_SHARDS); a process of a cluster takes BOARDBOT_SHARD_IDS of BOARDBOT_SHARD_COUNT; a bad value is one line
naming the variable."""

from __future__ import annotations

import pytest

from admin.config import ConfigError, parse_shards, problems
from engine.cluster import ShardRange


def test_no_variable_is_one_process_with_every_shard_discord_says() -> None:
    shards = parse_shards({})
    assert shards.ids is None and shards.count is None


def test_a_shard_count_alone_is_one_process_with_that_many() -> None:
    assert parse_shards({"BOARDBOT_SHARDS": "4"}) == ShardRange.everything(4)
    assert parse_shards({"BOARDBOT_SHARD_COUNT": "4"}) == ShardRange.everything(4)


def test_a_range_of_a_count_is_this_process_share() -> None:
    shards = parse_shards({"BOARDBOT_SHARD_IDS": "0-3", "BOARDBOT_SHARD_COUNT": "8"})
    assert shards.ids == [0, 1, 2, 3] and shards.count == 8
    assert parse_shards({"BOARDBOT_SHARD_IDS": "5", "BOARDBOT_SHARD_COUNT": "8"}).ids == [5]


@pytest.mark.parametrize(
    ("env", "says"),
    [
        ({"BOARDBOT_SHARD_IDS": "0-3"}, "BOARDBOT_SHARD_IDS: '0-3' needs BOARDBOT_SHARD_COUNT"),
        ({"BOARDBOT_SHARD_IDS": "3-9", "BOARDBOT_SHARD_COUNT": "8"}, "BOARDBOT_SHARD_IDS: '3-9' is not FIRST-LAST"),
        ({"BOARDBOT_SHARD_IDS": "4-2", "BOARDBOT_SHARD_COUNT": "8"}, "BOARDBOT_SHARD_IDS: '4-2' is not FIRST-LAST"),
        ({"BOARDBOT_SHARD_IDS": "a-b", "BOARDBOT_SHARD_COUNT": "8"}, "BOARDBOT_SHARD_IDS: 'a-b' is not FIRST-LAST"),
        ({"BOARDBOT_SHARD_COUNT": "0"}, "BOARDBOT_SHARD_COUNT: '0' is not a whole number from 1"),
        ({"BOARDBOT_SHARDS": "2", "BOARDBOT_SHARD_COUNT": "8"}, "BOARDBOT_SHARDS (2) and BOARDBOT_SHARD_COUNT (8)"),
    ],
)
def test_a_bad_shard_value_is_one_line_naming_the_variable(env: dict[str, str], says: str) -> None:
    with pytest.raises(ConfigError, match=r"^" + says.replace("(", r"\(").replace(")", r"\)")):
        parse_shards(env)
    [line] = problems(env, ["frame"])
    assert "\n" not in line and line.startswith(says)
