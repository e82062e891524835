"""The one control-id codec: every id round-trips, stays within Discord's 100 characters, and malformed ids
(non-ASCII digits, table ids beyond 2^63, unknown kinds, spaces) decode to None instead of raising."""

from __future__ import annotations

import pytest

from presenters.controls import MAX_ID, ControlRef, decode, encode


def test_ids_round_trip_with_and_without_a_tag() -> None:
    assert encode("g", 12, "place", "B1-C1", tag=3) == "g:12:place:3.B1-C1"
    assert decode("g:12:place:3.B1-C1") == ControlRef("g", 12, "place", "3.B1-C1")
    assert decode("g:12:place:3.B1-C1").tagged() == ("3", "B1-C1")
    assert encode("s", 7, "pick", tag="4") == "s:7:pick:4."
    assert encode("g", 7, "join") == "g:7:join:"
    assert decode("m:9:line:") == ControlRef("m", 9, "line", "")


@pytest.mark.parametrize(
    "custom_id",
    [
        "g:١٢:join:",  # Arabic-Indic digits
        "g:１２:join:",  # full-width digits
        f"g:{2**63}:join:",  # beyond SQLite's integer keys
        f"g:{10**30}:join:",
        "x:1:join:",
        "g:1:Join:",
        "g:1:join:a b",
        "g::join:",
        "g:1:join",
        "",
        "g:1:join:" + "x" * MAX_ID,
    ],
)
def test_malformed_ids_decode_to_none(custom_id: str) -> None:
    assert decode(custom_id) is None


def test_encode_refuses_what_discord_or_the_decoder_would_not_take() -> None:
    with pytest.raises(ValueError):
        encode("g", 1, "place", "x" * 100)
    with pytest.raises(ValueError):
        encode("g", 1, "place", "two words")
    with pytest.raises(ValueError):
        encode("q", 1, "place")
    assert len(encode("g", 2**63 - 1, "place", "x" * (MAX_ID - 30))) <= MAX_ID
