"""The one control-id codec: every id round-trips, stays within Discord's 100 characters, and malformed ids
(non-ASCII digits, table ids beyond 2^63, unknown kinds, spaces) decode to None instead of raising."""

from __future__ import annotations

import pytest

from presenters.controls import MAX_ID, ControlRef, chosen, decode, encode, fields, number


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
        "g:1:place:0.ZMB.٠",  # a Cardline gap in Arabic-Indic digits (int() reads it as 0)
        "g:2:drop:CAM-L.١",  # a Hieroglyphs column (int() reads it as 1)
        "g:2:drop:CAM-L.¹",  # a superscript one (isdigit() says yes, int() raises)
        "g:2:drop:CAM-Ｌ.1",  # a full-width letter in the argument
        "g:2:drop:CAM-L.1\u00a0",  # a no-break space at the end
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


def test_numbers_in_arguments_are_ascii_digits_only() -> None:
    assert number("0") == 0 and number("17") == 17 and number("-1") == -1
    for text in ("٠", "١", "¹", "１", "", "-", "1.5", " 1", "+1", "1" * 19):
        assert number(text) is None, text
    assert fields("CAM-L.3", 3) == ["CAM-L", "3", ""]
    assert fields("a.b.c.d", 2) == ["a", "b"]


def test_select_values_are_checked_like_ids() -> None:
    assert chosen(["B1", "C2"]) == ["B1", "C2"] and chosen([]) == []
    for values in (["١"], ["B1", "a b"], [""], ["x" * 101], ["0"] * 26):
        assert chosen(values) is None, values
