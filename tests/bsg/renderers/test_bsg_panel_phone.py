"""The BSG private panel read on a phone (Discord shows it about 360 px wide there), in en, cs, sk and pl: every text
on it is for its player, so every one comes out at least `PHONE_MIN_PX` tall, and every label the player needs is
whole (nothing drawn with "…", every word drawn): the title and where the player is, the hand's title, each
colour's name and card count, every card's name (players could not read "Executive Order" or "Launch Scout" at
about 7 px), the team, each loyalty card with its power, the loyalty cards seen of others, the super crises and the
quorum hand. Checked at stages of seeded random games (3 and 6 players, long player names) and on a crowded panel:
a hand of every skill card name (more of a colour than one line holds), every loyalty card held or revealed, seen
loyalty cards of the longest name, every super crisis and every quorum card."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engine.games.bsg.data import DATA, card_base
from i18n import LANGS, use_lang
from renderers import bsg as R
from renderers.bsg_kit import SKILLS, card_name, character_name, location_name, seat_as, seat_name, skill_of
from renderers.common import t, uncached
from tests.bsg.renderers.board_stages import GAME, NAMES, stages
from tests.renderers.legibility import PHONE_WIDTH, display_heights

PHONE_MIN_PX = 8.5  # "Hg" at 360 px display width, as the board's (test_bsg_phone.py)


def crowded(view: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """The seat's view holding everything a panel can show at once, long names and texts in every part."""
    view = copy.deepcopy(view)
    me = view["me"]
    one_of_each = {DATA.skill_cards[card]["card_id"]: card for card in DATA.skill_cards}  # every name once
    tactics = [card for card in DATA.skill_cards if skill_of(card) == "tactics"][:5]  # a colour over two lines
    me["hand"] = list(dict.fromkeys([*one_of_each.values(), *tactics]))
    loyalty = list(DATA.loyalty)
    view["players"][me["seat"]]["revealed_loyalty"] = loyalty[:2]
    me["loyalty"], me["team"] = loyalty[2:], "cylon"
    longest = max(range(len(names)), key=lambda seat: len(names[seat]))
    me["seen_loyalty"] = [{"target": longest, "cards": loyalty[:2]}, {"target": 0, "cards": loyalty[-1:]}]
    me["super_crisis"] = list(DATA.super_crises)
    me["quorum_hand"] = list(DATA.quorum)
    return view


def needed(view: dict[str, Any], names: list[str]) -> list[str]:
    me = view["me"]
    player = view["players"][me["seat"]]
    title = seat_name(names, me["seat"])
    if player["character"]:
        title = seat_as(names, me["seat"], character_name(player["character"]))
    out = [title, t("bsg-render-hand", count=len(me["hand"])), t("bsg-render-loyalty-title")]
    if player["location"]:
        out.append(location_name(player["location"]))
    held = {skill_of(card) for card in me["hand"]}
    out += [t("bsg-render-skill", skill=s) for s in SKILLS if s in held]
    out += [t("bsg-render-cards", count=sum(skill_of(c) == s for c in me["hand"])) for s in SKILLS if s in held]
    out += [card_name(card) for card in me["hand"]]
    revealed = player.get("revealed_loyalty") or []
    for card in [*revealed, *me["loyalty"]]:
        out += [card_name(card), t("bsg-render-power", card=card_base(card))]
    if revealed or me["loyalty"]:
        out.append(t("bsg-render-your-team", team=me["team"]))
    for seen in me.get("seen_loyalty", []):
        cards = ", ".join(card_name(card) for card in seen["cards"])
        out.append(t("bsg-render-seen", player=seat_name(names, seen["target"]), cards=cards))
    out += [t("bsg-render-super-crises"), *(card_name(card) for card in me.get("super_crisis") or [])]
    if me.get("quorum_hand") is not None:
        out += [t("bsg-render-quorum-hand"), *(card_name(card) for card in me["quorum_hand"])]
    return out


def panels(n: int) -> list[dict[str, Any]]:
    """Every seat's view at a few stages of a seeded game, and the crowded panel."""
    states = stages(n, f"bsg-panel-phone-{n}", every=150)
    views = [GAME.view(state, seat) for state in states[1:4] for seat in range(n)]
    return [*views, crowded(GAME.view(states[2], 1), NAMES[:n])]


@pytest.fixture(scope="module")
def views() -> dict[int, list[dict[str, Any]]]:
    return {n: panels(n) for n in (3, 6)}


@pytest.mark.parametrize("lang", LANGS)
def test_every_text_of_the_panel_is_whole_and_readable_on_a_phone(
    views: dict[int, list[dict[str, Any]]], lang: str
) -> None:
    failures: list[str] = []
    with use_lang(lang), uncached():
        for n, shown in views.items():
            names = NAMES[:n]
            for i, view in enumerate(shown):
                where = f"{lang} {n}p view {i} seat {view['me']['seat']}"
                drawn, _ = display_heights(R.panel, view, names, display_width=PHONE_WIDTH)
                small = sorted({(text, round(h, 1)) for text, h in drawn if h < PHONE_MIN_PX})
                if small:
                    failures.append(f"{where}: under {PHONE_MIN_PX} px: {small[:4]}")
                cut = [text for text, _ in drawn if "…" in text]
                words = {word for text, _ in drawn for word in text.split()}
                missing = {word for text in needed(view, names) for word in text.split()} - words
                if cut or missing:
                    failures.append(f"{where}: cut {cut[:4]}, missing {sorted(missing)[:6]}")
    assert not failures, "\n".join(failures)
