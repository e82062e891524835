"""BSG suspicion from public information (engine/bots/bsg_suspicion.py): what a seat may infer from check pools,
choices and the Admiral's Quarters, plus what it alone knows (its own loyalty, loyalty cards it saw) — and the
non-interference the bots rely on: two states that differ only in another seat's hand and loyalty give a seat the
same suspicion and every level the same move (at every pick of a player among them: the Brig, titles, quorum roles)."""

from __future__ import annotations

import copy
import random

import pytest

from engine.bots import LEVELS, make_bot, next_move, public, seen_by
from engine.bots import bsg_suspicion as S
from engine.bots.bsg import BsgBot
from engine.core import derive_rng
from engine.registry import get_game

GAME = get_game("bsg")


def event(kind: str, **params: object) -> dict:
    return {"kind": kind, "params": params, "to": None}


def view(n: int = 4, team: str = "human", seen_loyalty: list | None = None, revealed: tuple[int, ...] = ()) -> dict:
    players = [{"seat": s, "cylon_player": s in revealed} for s in range(n)]
    return {"n": n, "players": players, "me": {"team": team, "seen_loyalty": seen_loyalty or []}}


SABOTAGED = [  # engineering check; three strength-5 off-colour cards: 10 negative strength in the pool
    event("check_started", skills=["engineering"], difficulty=8, partial=None),
    event("contributed", seat=0, count=1),
    event("contributed", seat=3, count=1),
    event("check_revealed", cards=["politics:20", "leadership:20", "tactics:20"], total=-5, difficulty=8),
    event("check_result", result="fail", total=-5, difficulty=8),
]


def test_a_loyal_seat_knows_the_negative_cards_are_not_its_own() -> None:
    public_only = S.evidence(view(), SABOTAGED)
    assert public_only[0] == pytest.approx(public_only[3]) and public_only[3] > 0  # shared: either could have
    mine = S.evidence(view(), SABOTAGED, seat=0)
    assert mine[0] == 0.0 and mine[3] == pytest.approx(2 * public_only[3])  # all on the other contributor
    assert mine[1] == mine[2] == 0.0  # they added nothing


def test_a_hidden_cylon_knows_nothing_more_than_the_table() -> None:
    assert S.evidence(view(team="cylon"), SABOTAGED, seat=0) == S.evidence(view(), SABOTAGED)


def test_a_clean_pool_clears_its_contributors_a_little() -> None:
    clean = [
        event("check_started", skills=["politics"], difficulty=8, partial=None),
        event("contributed", seat=1, count=3),
        event("check_revealed", cards=["politics:20", "politics:19", "politics:18"], total=15, difficulty=8),
    ]
    assert S.evidence(view(), clean)[1] < 0


def test_face_up_cards_are_attributed_to_their_seat() -> None:
    history = [
        event("check_started", skills=["engineering"], difficulty=8, partial=None),
        event("contributed_face_up", seat=2, card="politics:20"),
        event("contributed", seat=2, count=1),
        event("contributed", seat=1, count=1),
        event("check_revealed", cards=["politics:20", "engineering:1", "engineering:2"], total=-2, difficulty=8),
    ]
    score = S.evidence(view(), history)
    assert score[2] > 0 and score[1] <= 0


def test_sending_a_known_human_to_the_brig_counts_against_the_sender() -> None:
    history = [event("activated", seat=2, location="admirals_quarters"), event("picked", seat=2, target=0)]
    assert S.evidence(view(), history, seat=0)[2] > 2.0  # I am loyal and was the target
    assert S.evidence(view(), history)[2] == 0.0  # the table cannot tell


def test_odds_share_the_hidden_cylons_and_know_the_certain_cases() -> None:
    odds = S.cylon_odds(view(), SABOTAGED, seat=0)
    assert odds[0] == 0.0  # myself, loyal
    assert odds[3] > odds[1] == odds[2] > 0
    # before the Sleeper Agent phase, 3 of the 6 cards I do not hold are dealt: the Cylon card is out with chance
    # 0.5 — more once a pool shows sabotage (it is likelier dealt than still in the deck)
    assert sum(S.cylon_odds(view(), [], seat=0).values()) == pytest.approx(0.5)
    assert sum(odds.values()) > 0.6
    after = [*SABOTAGED, event("sleeper_phase")]
    assert sum(S.cylon_odds(view(), after, seat=0).values()) == pytest.approx(1.0)
    saw = view(seen_loyalty=[{"target": 1, "cards": ["cylon_brig"]}])
    assert S.cylon_odds(saw, after, seat=0) == {0: 0.0, 1: 1.0, 2: 0.0, 3: 0.0}
    revealed = S.cylon_odds(view(revealed=(2,)), after, seat=0)
    assert revealed[2] == 1.0 and revealed[1] == revealed[3] == 0.0  # the only Cylon of 4 players is out


def twin(state: dict, other: int, rng: random.Random) -> dict:
    """The same state with `other`'s hand swapped against deck cards and its loyalty turned (human ↔ Cylon, the
    loyalty cards swapped with a card of the other kind from another seat's hand or the deck)."""
    out = copy.deepcopy(state)
    p = out["players"][other]
    for i in range(len(p["hand"])):
        skill = rng.choice([s for s, cards in out["skill_deck"].items() if cards])
        deck = out["skill_deck"][skill]
        j = rng.randrange(len(deck))
        p["hand"][i], deck[j] = deck[j], p["hand"][i]
    if p["loyalty"]:
        mine_cylon = any(c.startswith("cylon") for c in p["loyalty"])
        for pile in (out["decks"]["loyalty"], *[q["loyalty"] for q in out["players"] if q is not p]):
            for j, card in enumerate(pile):
                if card.startswith("cylon") != mine_cylon:
                    p["loyalty"][0], pile[j] = card, p["loyalty"][0]
                    return out
    return out


PICKS = {"pick_player", "eo_target", "give_sympathizer"}  # a seat picked by its Cylon odds (FORCED_/TRUST_LEAN)


@pytest.mark.parametrize(("players", "after_reveal"), [(4, False), (5, False), (5, True)])
def test_twins_differing_in_another_seats_hand_and_loyalty_get_the_same_suspicion_and_moves(
    players: int, after_reveal: bool
) -> None:
    """`after_reveal`: twins only once a Cylon has revealed (the human side's answers to the revealed Cylons'
    turns: Caprica's crises, super crises, the Cylon Fleet); the other cases also compare at least 8 picks."""
    bots = {level: make_bot(GAME, level) for level in LEVELS}
    for made in bots.values():
        assert isinstance(made, BsgBot)
        made.strict = True
    checked = picks = 0
    least_picks = 0 if after_reveal else 8
    for game in range(
        8
    ):  # games until 50 twins (and the picks wanted) were compared (the bots' play sets their length)
        if checked >= 50 and picks >= least_picks:
            break
        seed = f"twins-{players}" + (f"-{game}" if game else "") + ("-revealed" if after_reveal else "")
        state = GAME.setup(players, {}, derive_rng(seed, 0))
        chooser = random.Random(seed)
        history: list[dict] = []
        moves = 0
        while GAME.result(state) is None and moves < 1500:
            acting = sorted(GAME.to_act(state))
            revealed = any(p["cylon_player"] for p in state["players"])
            kinds = {seat: (GAME.view(state, seat)["me"].get("decision") or {}).get("kind") for seat in acting}
            if (moves % 5 == 0 or PICKS.intersection(kinds.values())) and (revealed or not after_reveal):
                for seat in acting:
                    others = [s for s in range(players) if s != seat and s not in acting]
                    if not others:
                        continue
                    other = chooser.choice(others)
                    changed = twin(state, other, random.Random(moves))
                    a, b = seen_by(GAME, state, seat, history), seen_by(GAME, changed, seat, history)
                    if a.view != b.view:  # an effect shows that seat's hand or loyalty to this one: not a twin
                        continue
                    assert S.cylon_odds(a.view, history, seat) == S.cylon_odds(b.view, history, seat)
                    assert S.prior_odds(a.view, history, seat) == S.prior_odds(b.view, history, seat)
                    assert S.lead(a.view, history, seat) == S.lead(b.view, history, seat)
                    for level, made in bots.items():
                        assert made.choose(a, random.Random(moves)) == made.choose(b, random.Random(moves)), level
                    checked += 1
                    picks += kinds[seat] in PICKS
            seat, action = next_move(GAME, state, [bots["normal"]] * players, history, f"{seed}:{moves}", chooser)
            moves += 1
            history += public(GAME.apply(state, seat, action, derive_rng(seed, moves)))
    assert checked >= 50 and picks >= least_picks


def test_the_digest_reads_the_hands_as_the_engine_records_them_and_caching_changes_nothing() -> None:
    """What the suspicion reads of each hand (size, most cards per type: `positive_cards`) is the engine's own public
    record (machine/public_hands.py) rebuilt from the seat's history alone; and the evidence read from the digest
    extended event by event is the evidence read from a fresh copy of the same events."""
    made = make_bot(GAME, "normal")
    seed = "digest-4"
    state = GAME.setup(4, {}, derive_rng(seed, 0))
    chooser = random.Random(seed)
    history: list[dict] = []
    moves = compared = 0
    while GAME.result(state) is None and moves < 600:
        seat, action = next_move(GAME, state, [made] * 4, history, f"{seed}:{moves}", chooser)
        moves += 1
        history += public(GAME.apply(state, seat, action, derive_rng(seed, moves)))
        assert S.digest(history).hands[:4] == state["public_hands"]
        if moves % 50 == 0:
            v = GAME.view(state, seat)
            assert S.evidence(v, history, seat) == S.evidence(v, copy.deepcopy(history), seat)
            compared += 1
    assert compared >= 5
    cards = S.positive_cards(history, 0, ["politics", "leadership"])
    hand = state["public_hands"][0]
    assert cards == min(hand["size"], hand["most"]["politics"] + hand["most"]["leadership"])
