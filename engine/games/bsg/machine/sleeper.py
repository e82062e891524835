"""The sleeper agent phase (bsg.md 9.2), the sympathizer (9.3), becoming a Cylon."""

from __future__ import annotations

from .. import board as B
from ..data import loyalty_kind
from .basics import leave_play, send, set_location, transfer_title
from .kernel import Ctx, task_handler


@task_handler
def t_sleeper(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    n = st["n"]
    deals = []
    for i in range(n):
        seat = (st["current"] + i) % n
        count = 2 if B.char_id(st, seat) == "sharon_valerii" else 1
        deals.extend({"t": "deal_loyalty", "seat": seat} for _ in range(count))
    left = len(st["decks"]["loyalty"])  # never refilled (bsg.md 9.1): the deals past its end deal nothing
    if left < len(deals):  # the phase's line names who receives a card (in deal order) instead of "everyone"
        ctx.pub("sleeper_phase", dealt=list(dict.fromkeys(d["seat"] for d in deals[:left])))
    else:
        ctx.pub("sleeper_phase")
    ctx.push(*deals, {"t": "sleeper_end"})


@task_handler
def t_deal_loyalty(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    seat = task["seat"]
    if not st["decks"]["loyalty"]:
        return
    card = st["decks"]["loyalty"].pop()
    ctx.pub("loyalty_dealt", seat=seat)
    if loyalty_kind(card) == "sympathizer":
        if B.is_revealed(st, seat):
            options = [s for s in range(st["n"]) if s != seat and not B.is_revealed(st, s)]
            ctx.decide("give_sympathizer", seat, options=options, card=card)
            return
        resolve_sympathizer(ctx, seat, card)
        return
    st["players"][seat]["loyalty"].append(card)
    ctx.priv(seat, "loyalty_card", card=card)


def resolve_sympathizer(ctx: Ctx, seat: int, card: str) -> None:
    st = ctx.state
    st["players"][seat]["revealed_loyalty"].append(card)
    ctx.pub("sympathizer_revealed", seat=seat)
    if B.any_red(st):
        st["players"][seat]["sympathizer_human"] = True
        if st["players"][seat]["loc"] != "brig":
            send(ctx, seat, "brig")
        return
    st["players"][seat]["sympathizer_cylon"] = True
    become_cylon(ctx, seat)


@task_handler
def t_sleeper_end(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    for seat in range(st["n"]):
        if B.char_id(st, seat) == "sharon_valerii" and not B.is_revealed(st, seat) and B.movable_to(st, seat, "brig"):
            send(ctx, seat, "brig")


def become_cylon(ctx: Ctx, seat: int) -> None:
    """Reveal steps R2-R5 and R7 (bsg.md 9.4); R2 discards are pushed as a task."""
    st = ctx.state
    p = st["players"][seat]
    p["cylon_player"] = True
    for entry in list(st["in_play"]):
        if entry["holder"] == seat:  # R3: attached quorum cards are discarded
            leave_play(ctx, entry)
    for title in ("president", "admiral"):
        if st[title] == seat:
            transfer_title(ctx, title, B.succession(st, title, exclude=seat))
    set_location(ctx, seat, "resurrection_ship")
    ctx.pub("sent", seat=seat, location="resurrection_ship")
    excess = len(p["hand"]) - 3
    if excess > 0:
        ctx.push({"t": "discard", "seat": seat, "left": excess, "random": False})
