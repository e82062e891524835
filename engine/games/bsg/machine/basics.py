"""Game end and basic board operations: resources, skill cards, decks, locations, titles, ships, damage, distance."""

from __future__ import annotations

from typing import Any

from .. import board as B
from ..data import DATA, RESOURCES, SKILLS
from .kernel import Ctx, State


def win(ctx: Ctx, team: str, reason: str) -> None:
    st = ctx.state
    if st["winner"] is not None:
        return
    st["winner"] = team
    st["end_reason"] = reason
    st["phase"] = "over"
    ctx.pub("game_over", winner=team, reason=reason)
    ctx.pub(
        "loyalty_shown",
        cards={str(s): p["loyalty"] + p["revealed_loyalty"] for s, p in enumerate(st["players"])},
        undealt=list(st["decks"]["loyalty"]),
    )


def check_immediate(ctx: Ctx) -> None:
    st = ctx.state
    if any(pos >= DATA.tracks["boarding_party_track"]["humans_lose_index"] for pos in st["centurions"]):
        win(ctx, "cylon", "boarding")
    elif len(st["damaged"]) >= DATA.tracks["galactica"]["destroyed_at_damaged_locations"]:
        win(ctx, "cylon", "galactica_destroyed")


def change_resource(ctx: Ctx, res: str, delta: int) -> None:
    st = ctx.state
    old = st["resources"][res]
    new = max(0, min(15, old + delta))
    st["resources"][res] = new
    if new != old or delta:
        ctx.pub("resource", resource=res, delta=delta, value=new)


def draw_skill(ctx: Ctx, seat: int, skill: str) -> None:
    st = ctx.state
    deck = st["skill_deck"][skill]
    if not deck:
        pile = st["skill_discard"][skill]
        if not pile:
            ctx.pub("draw_lost", seat=seat, skill=skill)
            return
        deck.extend(pile)
        pile.clear()
        ctx.rng.shuffle(deck)
        ctx.pub("skill_reshuffled", skill=skill)
    card = deck.pop()
    st["players"][seat]["hand"].append(card)
    ctx.pub("skill_drawn", seat=seat, skill=skill)
    ctx.priv(seat, "skill_card_drawn", seat=seat, card=card)


def discard_skill(ctx: Ctx, seat: int, card: str, why: str) -> None:
    st = ctx.state
    st["players"][seat]["hand"].remove(card)
    st["skill_discard"][B.skill_card(card)["skill"]].append(card)
    if why == "hand_limit":  # the thread says down to which limit (10, Galen Tyrol's 8)
        ctx.pub("skill_discarded", seat=seat, card=card, why=why, limit=B.hand_limit(st, seat))
    else:
        ctx.pub("skill_discarded", seat=seat, card=card, why=why)


def rebuild_destiny(ctx: Ctx) -> None:
    st = ctx.state
    for skill in SKILLS:
        for _ in range(2):
            deck = st["skill_deck"][skill]
            if not deck and st["skill_discard"][skill]:
                deck.extend(st["skill_discard"][skill])
                st["skill_discard"][skill].clear()
                ctx.rng.shuffle(deck)
            if deck:
                st["destiny"].append(deck.pop())
    ctx.rng.shuffle(st["destiny"])
    ctx.pub("destiny_built", count=len(st["destiny"]))


def draw_from(ctx: Ctx, deck: str) -> str | None:
    """Draw from crisis / quorum / destination / super_crisis, reshuffling the discard pile when empty."""
    st = ctx.state
    cards = st["decks"][deck]
    if not cards:
        pile = st["discards"][deck]
        if not pile:
            return None
        cards.extend(pile)
        pile.clear()
        ctx.rng.shuffle(cards)
        ctx.pub("deck_reshuffled", deck=deck)
    return cards.pop()


def set_location(ctx: Ctx, seat: int, loc: str) -> None:
    """Move a character to a location; a piloted viper returns to the reserves."""
    st = ctx.state
    p = st["players"][seat]
    if p["viper"] is not None:
        p["viper"] = None
        st["reserves"]["viper"] += 1
    p["loc"] = loc
    p["stranded"] = False


def send(ctx: Ctx, seat: int, loc: str) -> None:
    st = ctx.state
    left_brig = st["players"][seat]["loc"] == "brig" and loc != "brig"
    set_location(ctx, seat, loc)
    ctx.pub("sent", seat=seat, location=loc)
    if loc == "brig" and st["admiral"] == seat:
        transfer_title(ctx, "admiral", B.succession(st, "admiral", exclude=seat))
    elif left_brig and st["players"][st["admiral"]]["loc"] == "brig":
        # every human was in the Brig: the title moves on as soon as one leaves it (bsg.md 8.3)
        transfer_title(ctx, "admiral", B.succession(st, "admiral"))


def transfer_title(ctx: Ctx, title: str, seat: int) -> None:
    st = ctx.state
    if st[title] == seat:
        return
    st[title] = seat
    ctx.pub("title", title=title, seat=seat)


def place_civilian(ctx: Ctx, area: int) -> bool:
    st = ctx.state
    if not st["civilian_pile"]:
        return False
    st["space"][area]["civilians"].append(st["civilian_pile"].pop())
    return True


def in_play(st: State, rule: str) -> dict | None:
    for entry in st["in_play"]:
        if entry["rule"] == rule:
            return entry
    return None


def leave_play(ctx: Ctx, entry: dict, to: str = "discard") -> None:
    """A kept-in-play card leaves play: to its discard pile, or shuffled back into its deck."""
    st = ctx.state
    st["in_play"].remove(entry)
    deck = entry["deck"]
    if to == "shuffle_into_crisis_deck":
        st["decks"][deck].append(entry["card"])
        ctx.rng.shuffle(st["decks"][deck])
    else:
        st["discards"][deck].append(entry["card"])
    ctx.pub("left_play", card=entry["card"], to=to)


def relentless_pursuit_ends(ctx: Ctx) -> None:
    entry = in_play(ctx.state, "relentless_pursuit")
    if entry:
        leave_play(ctx, entry)


def destroy_civilian_ship(ctx: Ctx, ship: str, where: Any) -> None:
    st = ctx.state
    relentless_pursuit_ends(ctx)
    st["civilians_destroyed"].append(ship)
    ctx.pub("civilian_destroyed", ship=ship, where=where)
    for res, amount in DATA.civilians[ship]["loss"].items():
        change_resource(ctx, res, -amount)


def damage_galactica(ctx: Ctx) -> None:
    st = ctx.state
    pile = st["galactica_pile"]
    if not pile:
        ctx.pub("galactica_no_tokens")
        return
    token = pile.pop(ctx.rng.randrange(len(pile)))
    ctx.pub("galactica_damaged", token=token)
    apply_galactica_token(ctx, token)


def apply_galactica_token(ctx: Ctx, token: str) -> None:
    st = ctx.state
    info = DATA.galactica_damage[token]
    if info["kind"] == "resource":
        st["galactica_removed"].append(token)
        for res in RESOURCES:
            for op in info["effects"]:
                if res in op:
                    change_resource(ctx, res, op[res])
        return
    st["damaged"].append(token)
    for seat, p in enumerate(st["players"]):
        if p["loc"] == token:
            send(ctx, seat, "sickbay")
    check_immediate(ctx)


def damage_basestar(ctx: Ctx, area: int, index: int) -> None:
    st = ctx.state
    bs = st["space"][area]["basestars"][index]
    if B.basestar_damage(bs) >= 2 or not st["basestar_pile"]:
        destroy_basestar(ctx, area, index)
        return
    token = st["basestar_pile"].pop(ctx.rng.randrange(len(st["basestar_pile"])))
    bs["damage"].append(token)
    ctx.pub("basestar_damaged", area=area, token=token)
    if B.basestar_damage(bs) >= DATA.tracks["basestar"]["destroyed_at_damage"]:
        destroy_basestar(ctx, area, index)


def destroy_basestar(ctx: Ctx, area: int, index: int) -> None:
    st = ctx.state
    bs = st["space"][area]["basestars"].pop(index)
    st["basestar_pile"].extend(bs["damage"])
    ctx.pub("basestar_destroyed", area=area)
    relentless_pursuit_ends(ctx)


def damage_viper_in(ctx: Ctx, where: Any, destroy: bool) -> None:
    """`where`: "reserves", an area (unmanned viper) or {"seat": s} (a piloted viper)."""
    st = ctx.state
    if isinstance(where, dict):
        seat = where["seat"]
        area = st["players"][seat]["viper"]
        st["players"][seat]["viper"] = None
        ctx.pub("viper_hit", area=area, pilot=seat, destroyed=destroy)
        send(ctx, seat, "sickbay")
    elif where == "reserves":
        st["reserves"]["viper"] -= 1
        ctx.pub("viper_hit", area=None, pilot=None, destroyed=destroy)
    else:
        st["space"][where]["viper"] -= 1
        ctx.pub("viper_hit", area=where, pilot=None, destroyed=destroy)
    if destroy:
        st["vipers_destroyed"] += 1
    else:
        st["damaged_vipers"] += 1


def add_distance(ctx: Ctx, amount: int, src: dict | None = None) -> None:
    """Add distance; the first time it reaches 4 the Sleeper Agent phase follows. Distance added by a card outside a
    jump (`src`) triggers it only once the rest of that card's effects are done (bsg.md 6.6, 13.49)."""
    st = ctx.state
    st["distance"] += amount
    ctx.pub("distance", value=st["distance"])
    if st["distance"] >= DATA.tracks["distance"]["sleeper_agent_phase_at"] and not st["sleeper_done"]:
        st["sleeper_done"] = True
        stack = st["stack"]
        at = len(stack)
        own_check = st["check"] is not None and st["check"]["src"] == src
        while src is not None and at > 0:
            below = stack[at - 1]
            if below["t"] in ("ops", "op") and below.get("src") == src:
                at -= 1
            elif own_check and below["t"] in ("check_done_window", "check_cleanup"):
                at -= 1  # the card's skill check ends (W-CHECK-DONE, pool discarded) before the milestone
            else:
                break
        stack.insert(at, {"t": "sleeper"})


def advance_jump_track(ctx: Ctx, delta: int) -> None:
    st = ctx.state
    st["jump"] = max(0, min(5, st["jump"] + delta))
    ctx.pub("jump_track", value=st["jump"])
    if st["jump"] >= DATA.tracks["jump_track"]["auto_jump_index"]:
        ctx.push({"t": "jump", "ftl": False})
