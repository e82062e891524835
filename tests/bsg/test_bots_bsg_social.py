"""The BSG bots' social game (issue 28 items 2-3): a loyal bot acts on suspicion only when a seat's own evidence
singles it out (not on the prior, which at 5 players puts every open seat at 0.5), brigs and denies titles to a clear
suspect; a hidden Cylon sabotages when a crowd hides its card and stays clean when it would be the only contributor."""

from __future__ import annotations

import random

from engine.bots import Seen
from engine.bots import bsg as B
from tests.bsg.bots_kit import bot, first_contribution, make_team, reach, seen_of


def event(kind: str, **params: object) -> dict:
    return {"kind": kind, "params": params, "to": None}


def pool(skills: list[str], counts: dict[int, int], cards: list[str], total: int) -> list[dict]:
    return [
        event("check_started", skills=skills, difficulty=8, partial=None),
        *[event("contributed", seat=s, count=k) for s, k in counts.items()],
        event("check_revealed", cards=cards, total=total, difficulty=8),
        event("check_result", result="pass" if total >= 8 else "fail", total=total, difficulty=8),
    ]


# seats 1, 2 and 3 each added 3 cards to a clean politics pool: each is cleared a little, seat 4 is not
CLEAN = pool(["politics"], {1: 3, 2: 3, 3: 3}, ["politics:20", "politics:19", "politics:18"], 15)
# seat 4 alone added 2 cards to an engineering pool holding 10 strength of off-colour cards
SABOTAGED = pool(["engineering"], {4: 2}, ["politics:20", "leadership:20", "tactics:20"], -5)


def loyal_ctx(history: list[dict], in_brig: tuple[int, ...] = (), in_space: tuple[int, ...] = ()) -> B.Ctx:
    """Seat 0 of a 5-player game, loyal, deciding its action, after the Sleeper Agent phase (2 Cylons among the 4
    others) and `history`; every other seat is on Galactica (in the Brig if `in_brig`, piloting a viper in space
    area 0 if `in_space`)."""
    state, _ = reach("action", "social-5p", players=5)
    make_team(state, 0, "human")
    for p in state["players"]:
        p["cylon_player"] = False
    for s in range(1, 5):
        state["players"][s]["loc"] = "brig" if s in in_brig else "research_lab"
        if s in in_space:
            state["players"][s].update(loc=None, viper=0)
    state["current"] = 0
    seen = seen_of(state, 0, [*history, event("sleeper_phase")])
    return B.Ctx(bot("normal"), seen, random.Random(1))


def test_a_loyal_bot_does_not_act_on_the_prior_alone() -> None:
    """A little evidence lifts seat 4's odds over the acting threshold (the prior is already 0.5): not enough to
    brig it or keep titles from it."""
    ctx = loyal_ctx(CLEAN)
    assert ctx.odds()[4] >= B.FEATURES["normal"]["act_on"]
    assert ctx.threat(4) == 0.0
    assert B.location_value(ctx, "admirals_quarters") == 0.0


def test_a_loyal_bot_brigs_a_clear_suspect_and_gives_it_no_title() -> None:
    ctx = loyal_ctx(SABOTAGED)
    assert ctx.threat(4) > 0.9 and all(ctx.threat(s) == 0.0 for s in (1, 2, 3))
    assert B.location_value(ctx, "admirals_quarters") >= 4.5  # worth an action
    ctx.prompt = {"purpose": "Choose a character to send to the Brig"}
    brig = {s: B.s_pick_player(ctx, {"type": "pick", "seat": s}) for s in range(1, 5)}
    assert max(brig, key=brig.__getitem__) == 4
    ctx.prompt = {"purpose": "Choose the new Admiral"}
    title = {s: B.s_pick_player(ctx, {"type": "pick", "seat": s}) for s in range(1, 5)}
    assert min(title, key=title.__getitem__) == 4


def test_arrest_order_is_worth_nothing_against_a_suspect_already_in_the_brig() -> None:
    """Arrest Order may send only seats not in the Brig (bsg.md 8.5): with the one clear suspect jailed, playing it
    would send a seat the bot trusts, so it is not worth playing; with the suspect free it is."""
    free = loyal_ctx(SABOTAGED)
    assert free.jail_threat(4) > 0.9 and B.quorum_play_value(free, "arrest_order") >= 4.0
    jailed = loyal_ctx(SABOTAGED, in_brig=(4,))
    assert jailed.jail_threat(4) > 0.9 and 4 not in B.brig_targets(jailed.view)
    assert B.quorum_play_value(jailed, "arrest_order") < 0.0


def test_a_suspect_piloting_in_space_may_still_be_brigged() -> None:
    """A pilot in a viper is a legal Brig target (bsg.md 8.5): Admiral's Quarters and Arrest Order count it."""
    ctx = loyal_ctx(SABOTAGED, in_space=(4,))
    assert ctx.view["players"][4]["location"] is None and 4 in B.brig_targets(ctx.view)
    assert B.location_value(ctx, "admirals_quarters") >= 4.5
    assert B.quorum_play_value(ctx, "arrest_order") >= 4.0


def test_without_brig_on_suspicion_a_clear_suspect_keeps_out_of_the_brig_but_gets_no_title(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """BRIG_ON_SUSPICION off (bench_bsg_damage's `nobrig`): no Admiral's Quarters, Arrest Order or optional Brig
    pick against a seat that is only suspected; a title still goes to another."""
    monkeypatch.setattr(B, "BRIG_ON_SUSPICION", False)
    ctx = loyal_ctx(SABOTAGED)
    assert ctx.threat(4) > 0.9 and ctx.jail_threat(4) == 0.0
    assert B.location_value(ctx, "admirals_quarters") == 0.0
    assert B.quorum_play_value(ctx, "arrest_order") < 0.0
    ctx.prompt = {"purpose": "Choose a character to send to the Brig"}
    picks = [{"type": "player", "seat": s} for s in (*range(1, 5), None)]
    ctx.seen = Seen(ctx.seat, ctx.view, picks, ctx.seen.history)
    brig = {a["seat"]: B.s_pick_player(ctx, a) for a in picks}
    assert max(brig, key=lambda s: brig[s]) is None
    ctx.prompt = {"purpose": "Choose the new Admiral"}
    title = {s: B.s_pick_player(ctx, {"type": "pick", "seat": s}) for s in range(1, 5)}
    assert min(title, key=title.__getitem__) == 4


def test_below_the_acting_threshold_the_odds_still_rank_forced_and_helpful_picks() -> None:
    """A pick that must fall on someone (a crisis sends a character to Sickbay) falls on the likeliest Cylon even
    when the evidence is too thin to act on by choice; a helpful one (a quorum card's role, Executive Orders) goes
    to the others. Assign Arbitrator's purpose mentions a discard: still a help."""
    ctx = loyal_ctx(CLEAN)
    assert ctx.threat(4) == 0.0 and ctx.lean(4) > max(ctx.lean(s) for s in (1, 2, 3))
    ctx.prompt = {"purpose": "the chosen character goes to sickbay"}
    picks = [{"type": "player", "seat": s} for s in range(1, 5)]
    ctx.seen = Seen(ctx.seat, ctx.view, picks, ctx.seen.history)
    forced = {s: B.s_pick_player(ctx, {"type": "player", "seat": s}) for s in range(1, 5)}
    assert max(forced, key=forced.__getitem__) == 4
    ctx.seen = Seen(ctx.seat, ctx.view, [*picks, {"type": "player", "seat": None}], ctx.seen.history)
    optional = {s: B.s_pick_player(ctx, {"type": "player", "seat": s}) for s in (*range(1, 5), None)}
    assert max(optional, key=lambda s: optional[s]) is None  # by choice: only on evidence enough to act on
    ctx.prompt = {"purpose": "the holder may discard it when admiral's quarters is activated to change that check"}
    role = {s: B.s_pick_player(ctx, {"type": "pick", "seat": s}) for s in range(1, 5)}
    assert min(role, key=role.__getitem__) == 4
    orders = {s: B.s_eo_target(ctx, {"type": "pick", "seat": s}) for s in range(1, 5)}
    assert min(orders, key=orders.__getitem__) == 4


def hidden_cylon_deciding(crowded: bool) -> tuple[dict, list[dict], int]:
    """The first seat to contribute to a check, a hidden Cylon with negative cards; the others either have all
    added nothing (it would be the only contributor) or have each added 2 cards."""
    state, history, seat = first_contribution("social-cover-1")
    make_team(state, seat, "cylon")
    p, check = state["players"][seat], state["check"]
    off = [c for c in B.E.DATA.skill_cards if B.E.skill_of(c) not in check["skills"] and B.E.strength(c) <= 3]
    for card in [c for c in off if c not in p["hand"]][:3]:
        for pile in (*state["skill_deck"].values(), *state["skill_discard"].values()):
            if card in pile:
                pile.remove(card)
                p["hand"].append(card)
                break
    for s in range(state["n"]):
        if s != seat:
            check["counts"][str(s)] = 2 if crowded else 0
    return state, history, seat


def sabotage_rate(crowded: bool, monkeypatch) -> float:  # type: ignore[no-untyped-def]
    state, history, seat = hidden_cylon_deciding(crowded)
    monkeypatch.setattr(B, "check_stakes", lambda ctx: (0.0, -6.0))
    signs_positive = set(state["check"]["skills"])
    made = bot("normal")
    sabotaged = 0
    for i in range(60):
        action = made.choose(seen_of(state, seat, history), random.Random(i))
        assert action is not None and action["type"] == "contribute"
        sabotaged += any(B.E.skill_of(c) not in signs_positive for c in action["cards"])
    return sabotaged / 60


def test_a_hidden_cylon_stays_clean_when_it_would_be_the_only_contributor(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    alone = sabotage_rate(False, monkeypatch)
    crowd = sabotage_rate(True, monkeypatch)
    assert alone <= 0.25
    assert crowd >= 0.4 and crowd > alone + 0.25
