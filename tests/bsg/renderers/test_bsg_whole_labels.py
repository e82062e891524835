"""At Discord's 550 px every label of the BSG board a player needs is whole, in en, cs, sk and pl, at 3–6 players,
with short and long player names (players saw Slovak "schopnos…", "1 veľká k…" in the player list and "Inžinierst…"
among the decks): each player's name, hand and loyalty counts, titles, revealed mark, super crises, stranded and
ability used (also all at once beside the longest name); every deck's name; the crisis's kind and icons; the check's
notes; every destination taken (the most a game can take: eight) and every card in play with its holder's token
(also all eleven cards that can stay in play at once, held by the longest names); both basestars' damage beside the
raiders of their area. Nothing is drawn with "…", and every word of those labels is drawn. The fonts stay as they
were (test_bsg_render.py checks every label's height)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engine.games.bsg.data import DATA
from i18n import LANGS, use_lang
from renderers import bsg as R
from renderers.bsg_board import CYLON_LOCS, player_badges, player_notes
from renderers.bsg_kit import SKILLS, card_name, character_chip_width, character_name, token_text
from renderers.common import t, uncached
from tests.bsg.renderers.board_stages import GAME, NAMES, stages
from tests.renderers.legibility import drawn_texts

SHORT_NAMES = ["Ann", "Bo", "Cy", "Dee", "Eve", "Flo"]
DECKS = ("crisis", "destiny", "quorum", "destination", "super_crisis", "loyalty")
# every card that can stay in play (engine/games/bsg/support.py SUPPORTED_KEEP_RULES), the held ones first
KEPT = (
    ("quorum", "assign_mission_specialist"), ("quorum", "assign_vice_president"), ("quorum", "assign_arbitrator"),
    ("quorum", "accept_prophecy"), ("crisis", "detector_sabotage"), ("crisis", "legendary_discovery"),
    ("crisis", "ambush"), ("crisis", "cylon_swarm"), ("crisis", "jammed_assault"), ("crisis", "thirty_three"),
    ("super_crisis", "bomb_on_colonial_one"),
)  # fmt: skip
# the most destinations a game can take (seven of distance 1 and a last jump): a disc each on the distance track
TAKEN = ["tylium_planet", "icy_moon", "tylium_planet", "ragnar_anchorage", "tylium_planet", "icy_moon", "tylium_planet"]
TAKEN += ["cylon_refinery"]


def crisis_parts(card: str) -> list[str]:
    info = DATA.crises[card]
    icons = info.get("activation") or []
    parts = [t("bsg-render-crisis-kind", kind=info.get("type", "event"))]
    parts += [t("bsg-render-activation", icon=icon) for icon in ([icons] if isinstance(icons, str) else icons)]
    return parts + ([t("bsg-render-jump-icon")] if info.get("jump_prep") else [])


def crowded(view: dict[str, Any], card: str) -> dict[str, Any]:
    """The view with everything the player list can say at once: one player with both titles who used their
    ability, a revealed Cylon with the widest token and two super crises who used theirs, a stranded player; the
    crisis with the longest line of icons in the language, under a check with both notes."""
    view = copy.deepcopy(view)
    players = view["players"]
    view["president"] = view["admiral"] = 0
    for p in players:
        p.update(stranded=False)
    players[0].update(opg_used=True, cylon_player=False)
    players[1].update(cylon_player=True, super_crisis_count=2, opg_used=True)
    players[2].update(stranded=True, cylon_player=False)
    widest = max(DATA.characters, key=lambda ch: character_chip_width({"character": ch, "seat": 0}))
    holder = next((q for q in players if q["character"] == widest), None)
    if holder is not None:  # the longest name beside the widest token ("Starbuck": the name took line 1 alone)
        holder["character"] = players[1]["character"]
    players[1]["character"] = widest
    view["crises_this_turn"] = [card]
    view["check"] = {
        "source": {"kind": "crisis", "id": card}, "skills": ["politics", "leadership", "tactics"],
        "positive": ["politics", "leadership", "tactics"], "difficulty": 12, "ones_positive": True,
        "partial_min": 8, "contributed": {}, "order": [0, 1, 2], "pool_size": 0,
    }  # fmt: skip
    return view


def everything_at_once(view: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """The crowded view with the longest name holding both titles, stranded, having used the ability; every card
    that can stay in play, the held ones by the longest names; eight destinations taken; both basestars, damaged,
    in one area with raiders and a heavy raider."""
    view = copy.deepcopy(view)
    longest = max(range(len(names)), key=lambda seat: len(names[seat]))
    view["president"] = view["admiral"] = longest
    view["players"][longest].update(stranded=True, opg_used=True, cylon_player=False, super_crisis_count=0)
    by_length = sorted(range(len(names)), key=lambda seat: -len(names[seat]))
    view["in_play"] = [
        {"card": card, "deck": deck, "holder": by_length[i % len(names)] if deck == "quorum" else None}
        for i, (deck, card) in enumerate(KEPT)
    ]
    view["destinations"] = list(TAKEN)
    view["space"][0].update(raider=3, heavy_raider=1, civilians=0, viper=0, pilots=[])  # both basestars, damaged
    view["space"][0]["basestars"] = [{"damage": ["critical_hit", "disabled_weapons"]}, {"damage": ["disabled_hangar"]}]
    for area in view["space"][1:]:
        area["basestars"] = []
    return view


def needed(view: dict[str, Any], names: list[str], card: str) -> list[str]:
    out = [*names, *(t("bsg-render-skill", skill=s) for s in SKILLS), *(t("bsg-render-deck", deck=d) for d in DECKS)]
    for p in view["players"]:
        out.append(t("bsg-render-player-counts", cards=p["hand_size"], loyalty=p["loyalty_count"]))
        out += [text for text, _ in player_badges(view, p)] + player_notes(p)
    out += [card_name(card), *crisis_parts(card), t("bsg-render-ones-positive"), t("bsg-render-partial", partial=8)]
    out += [card_name(d) for d in view.get("destinations", [])]
    for area in view["space"]:
        for b in area.get("basestars", []):
            out += [t("bsg-render-basestar-damage-short", token=token) for token in b.get("damage", [])]
    return out + [card_name(entry["card"]) for entry in view["in_play"]]


def tokens_drawn(view: dict[str, Any], names: list[str]) -> dict[int, int]:
    """How many times each seat's token (its name or first letters) is drawn on the board."""
    with uncached(), drawn_texts() as texts:
        R.board(view, names)
    drawn = [text.text for text in texts]
    return {
        p["seat"]: sum(text in (token_text(p), token_text(p, short=True)) for text in drawn) for p in view["players"]
    }


@pytest.mark.parametrize("lang", LANGS)
def test_every_held_card_in_play_shows_its_holder(lang: str) -> None:
    """Each held card in play adds its holder's token to the board (beside the card's name)."""
    for n in (3, 6):
        view = everything_at_once(GAME.view(stages(n, f"bsg-whole-{n}", every=200)[1], None), NAMES[:n])
        unheld = copy.deepcopy(view)
        for entry in unheld["in_play"]:
            entry["holder"] = None
        with use_lang(lang):
            held, before = tokens_drawn(view, NAMES[:n]), tokens_drawn(unheld, NAMES[:n])
        holders = [entry["holder"] for entry in view["in_play"] if entry["holder"] is not None]
        assert {seat: held[seat] - before[seat] for seat in held} == {s: holders.count(s) for s in held}, (lang, n)


@pytest.mark.parametrize("lang", LANGS)
def test_no_label_of_the_board_is_cut_in_any_language(lang: str) -> None:
    with use_lang(lang):
        card = max(DATA.crises, key=lambda c: len(" · ".join(crisis_parts(c))))
    for n in (3, 4, 5, 6):
        states = stages(n, f"bsg-whole-{n}", every=200)
        for names in (SHORT_NAMES[:n], NAMES[:n]):
            for i, state in enumerate(states[1:3]):  # an early and a later position of the game
                view = crowded(GAME.view(state, None), card)
                for worst, shown in enumerate((view, everything_at_once(view, names))):
                    with use_lang(lang), uncached(), drawn_texts() as texts:
                        R.board(shown, names)
                        wanted = needed(shown, names, card)
                    drawn = [text.text for text in texts]
                    where = f"{lang} {n}p {names[1]} stage {i}{' everything at once' if worst else ''}"
                    assert not [text for text in drawn if "…" in text], (where, [text for text in drawn if "…" in text])
                    words = {word for text in drawn for word in text.split()}
                    missing = {word for text in wanted for word in text.split() if word != "·"} - words
                    assert not missing, (where, missing)


@pytest.mark.parametrize("lang", LANGS)
def test_the_result_names_every_player_and_character_whole(lang: str) -> None:
    """The final image's rows: a long player name and a character's full name ("Kara "Starbuck" Thrace") whole."""
    for n in (3, 6):
        view = GAME.view(stages(n, f"bsg-whole-{n}", every=10_000)[-1], None)
        with use_lang(lang), drawn_texts() as texts:
            R.result(view, NAMES[:n])
        drawn = [text.text for text in texts]
        assert not [text for text in drawn if "…" in text], (lang, n, drawn)
        wanted = [*NAMES[:n], *(character_name(p["character"]) for p in view["players"])]
        assert set(wanted) <= set(drawn), (lang, n, set(wanted) - set(drawn))


@pytest.mark.parametrize("lang", LANGS)
def test_revealed_cylons_tokens_are_whole_at_every_cylon_location(lang: str) -> None:
    """A revealed Cylon's token says its whole name (players saw "Ros" and "Sta" at the Resurrection Ship): two
    revealed Cylons with the widest tokens stand at each Cylon location in turn, beside a third, human, player."""
    widest = sorted(DATA.characters, key=lambda ch: -character_chip_width({"character": ch, "seat": 0}))
    base = GAME.view(stages(4, "bsg-whole-4", every=200)[1], None)
    for loc in CYLON_LOCS:
        view = copy.deepcopy(base)
        cylons = view["players"][:2]
        for p, character in zip(cylons, widest, strict=False):
            p.update(cylon_player=True, location=loc, character=character)
        with use_lang(lang), uncached(), drawn_texts() as texts:
            R.board(view, NAMES[:4])
        drawn = [text.text for text in texts]
        for p in cylons:
            assert token_text(p) in drawn and token_text(p, short=True) not in drawn, (lang, loc, p["character"])
