"""Hieroglyphs: the rules engine (spec: shared/rules/hieroglyphs.md).

Seats are 0-based (spec seat 1 = seat 0); colours RED, BLU, GRN, YEL go to seats 0..3. Cells are 1-based
`[column, row]`, row 1 at the bottom. Pillars are named by animal id: CAM MUL SNK IBS CAT CRO FAL ("PIL-CAM" is
also accepted). Everything the rules decide alone happens inside `apply`, so `to_act` only names seats with a
real decision.

Phases (`state["phase"]`, also `view["phase"]`)
------------------------------------------------
- `drop`            the active player drops a card (S2)
- `explorer`        the active player decides about an explorer (S4), only when §5.4 offers a choice
- `curse_race`      Pharaoh's Curse race (C2): every seat not locked out may submit, all at once
- `curse_victim`    the finder chooses whom to curse (C4), only when 2+ players are eligible
- `curse_surrender` the victim chooses which sarcophagus to give (C5), only when they hold 2 or more
- `final`           final scarab moves (S8), one player at a time in seat order from the start player
- `over`            scored (S10); `result()` is set

Actions (JSON dicts; `legal_actions(state, seat)` lists every one a seat may send now)
--------------------------------------------------------------------------------------
Player actions:
- `{"type": "drop", "card": "CAM-L", "column": 4}`  phase drop, active seat. `card` is a kind held in the hand
  (cards of one kind are interchangeable: the first such card in hand order is dropped); `column` 1..7, not full.
  legal_actions lists every kind held × every open column (so the cog shows ≤3 card buttons, then 7 column
  buttons, full columns disabled = absent).
- `{"type": "place_explorer"}`                 phase explorer: an explorer from the reserve (only if reserve ≥ 1).
- `{"type": "move_explorer", "from": "MUL"}`   phase explorer, reserve empty: move own explorer from that pillar.
- `{"type": "decline_explorer"}`               phase explorer: "don't place".
- `{"type": "curse_submit", "cells": [[2,1],[3,2],[4,3]]}`  phase curse_race, any seat still racing; `cells` as
  legal_actions lists the line (the presenter makes a player's "2,1 3,2 4,3", in any order, that). Malformed
  input, cells off the wall, repeated cells, cells not three-in-a-line and empty windows are refused (IllegalMove,
  no attempt used); their checks still say why. A well-formed line with the
  wrong animals costs one attempt (private `curse_wrong`); the first matching line wins the race.
  legal_actions lists every line of three occupied windows (it does not reveal which one matches).
- `{"type": "curse_victim", "victim": 2}`      phase curse_victim, the finder: a seat from `view.curse.eligible`.
- `{"type": "surrender", "sarcophagus": "SAR-09"}`  phase curse_surrender, the victim: one of their sarcophagi.
- `{"type": "move_scarabs", "from": "CRO", "to": "FAL", "count": 1}`  phase final, current final player: own
  explorer at both pillars, 1 ≤ count ≤ scarabs at `from`, at most 3 at `to`. The turn ends by itself when no
  claim is reachable any more.
- `{"type": "done"}`                           phase final: end my final turn.

Clock actions (the engine never reads a clock; the front end sends these when its timer fires, with any seat
number, e.g. the seat that timed out / the drawing player). They are not in `legal_actions`; `clock(state)` lists
the timed decisions with these defaults:
- `{"type": "curse_timeout"}`  phase curse_race: `curse_time_limit_s` (option) has passed since the
  `curse_race_started` event → nobody found the line, the card is discarded (C6).
- `{"type": "timeout"}`        only when option `decision_timeout_s` > 0 (or, as `{"type": "timeout", "clock":
  "table"}`, when the table's own turn clock ran out), sent for a seat in `to_act` (not in the race): plays the
  §4.1/§4.3 default for that seat: drop = first card in hand order into the lowest open column; explorer =
  decline; victim = first eligible seat after the finder; surrender = a random one (rng); final = done.

Events (kind: params; `to` None = public, else private to the listed seats)
---------------------------------------------------------------------------
Public: game_started(start_player, pillar_order, colours) · turn_started(seat, turn) · card_dropped(seat, card,
column, row) · no_pair(seat, animal) · pairs_found(seat, animal, pairs=[{cell, type same|opposite}], right
OCCUPY|DISPLACE, attempts) · explorer_choice(seat, animal, right, place, move_from) · explorer_skipped(seat, animal,
reason own|rival, holder) · explorer_placed(seat, animal, from_pillar, displaced) · explorer_declined(seat, animal) ·
scarab_placed(animal, scarabs, supply) · scarab_failed(animal, reason pillar_full|supply_empty, supply) ·
pillar_charged(animal) · sarcophagus_opened(seat, animal, eyes, left, supply) · hand_refilled(seat, drawn,
hand_size, stock) · curse_revealed(curse, animals, drawer) · curse_race_started(curse, animals, time_limit_s,
max_wrong) · curse_race_ended(curse, reason timeout|all_locked) · curse_found(finder, curse, cells) ·
curse_victim_chosen(finder, victim, auto) · sarcophagus_surrendered(victim, finder, eyes) · curse_discarded(curse,
reason no_holders|no_line|no_victim|timeout|all_locked|resolved) · final_phase_started(order) · final_turn(seat) ·
scarabs_moved(seat, source, target, count, source_scarabs, target_scarabs) · final_turn_ended(seat, reason
done|no_claim) · timeout_default(seat, phase) · game_over(ranking, scores, pharaohs, details).
Private: hand_dealt(cards, pharaoh) · turn_hand(cards) (S1: the hand, to the player on turn) · cards_drawn(cards) ·
sarcophagus_value(sarcophagus, eyes, value, animal) · curse_wrong(cells, attempts_left) ·
sarcophagus_received(sarcophagus, eyes, value, victim) · sarcophagus_given(sarcophagus, eyes, finder).

View (`view(state, None)`: public; `view(state, seat)`: public + private keys)
------------------------------------------------------------------------------
    game "hieroglyphs", phase, n_players, options, turn (1..49), turns_total 49, cards_on_wall, active (seat on
    turn; None in the final phase), start_player, to_act [seats; all seats during a curse race],
    players: [{seat, colour, reserve, explorers_at [animals], hand_size, sarcophagi [{eyes}],
               sarcophagus_count, turns_played, pharaoh (None until over, then {id, animal, name, bonus})}],
    wall: 7 columns × 7 rows, wall[column-1][row-1] = None | {id, kind, animal, name, short, facing L|R},
    columns 7, rows 7, open_columns [1..7], last_drop: None | {seat, card {…}, column, row, pairs [{cell, type}]},
    pillars: [{position 1..7, animal, name, scarabs, explorer (seat|None), explorer_colour, stack [{eyes}] front
               first, charged}] in position order,
    supply, stock: {size, cards (hieroglyphs), starting, cursed, top_is_curse},
    curse: None | {card {id, animals, names}, stage race|victim|surrender, drawer, finder, line, victim, eligible,
                   time_limit_s, max_wrong_attempts},
    curses_removed [{id, animals, names}], transfers [{from, to, eyes}],
    pending_explorer: None | {seat, animal, right, attempts, pairs, place, move_from},
    final: None | {order, current, finished}, result: None | Result.to_json() (values and pharaohs revealed).
  Seat view adds: me, hand [card records in the order received], pharaoh {id, animal, name, bonus},
    my_sarcophagi [{id, eyes, value}], given_away [{id, eyes, value, to}], curse_attempts_left (None outside a
    race), claim_reachable (final phase only).
Secrets (hands, pharaoh cards, sarcophagus ids/values, stock order, curse submissions) never appear in the public
view or in public events; stacked sarcophagi and unused pharaoh cards are never revealed.

Helpers beyond the Game contract (for a thin cog)
-------------------------------------------------
- `start_events(state)`: what to post after setup (game_started, hand_dealt per seat, turn_started, turn_hand).
- `clock(state)`: the timed decisions now (the race's window, the optional decision limit) and their defaults;
  `action_label(state, seat, action, names)`: a button label for a legal action; `phase_text(state, names)`: one
  line saying who must do what. Its words are message keys (texts.py, locales/*/hieroglyphs.ftl).
- `waiting_for` (all seats during a race: naming only the racers left would leak wrong answers), `secret_input`
  (drop and surrender are asked privately), `prompt_key` ("<phase>:<turn>:<curses removed>").
- `scenario.build(...)` constructs positions (tests, demos); `invariants(state)` (invariants.check_invariants)
  checks §10.21.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import (
    Action,
    Clock,
    Event,
    IllegalMove,
    ListedActionsGame,
    Option,
    OptionError,
    Result,
    State,
    View,
    private,
    public,
    validate_options,
)
from i18n import Text

from . import curse, final, flow, texts, turn
from .data import card_kind
from .describe import action_label, describe
from .invariants import check_invariants
from .state import new_state
from .views import public_view, seat_view, to_act
from .wall import occupied_lines, open_columns

OPTIONS = [
    Option("pharaohs_curse", "bool", False, texts.optdesc("pharaohs_curse")),
    Option("curse_time_limit_s", "int", 600, texts.optdesc("curse_time_limit_s"), min=10, max=86400),
    Option("curse_max_wrong_attempts", "int", 3, texts.optdesc("curse_max_wrong_attempts"), min=1),
    Option("eyes_of_the_sphinx", "bool", False, texts.optdesc("eyes_of_the_sphinx")),
    Option("start_player", "choice", "random", texts.optdesc("start_player"), choices=("random", "1", "2", "3", "4")),
    Option("decision_timeout_s", "int", 0, texts.optdesc("decision_timeout_s"), min=0, max=7 * 86400),
]

# Which phase each player action belongs to.
ACTION_PHASES = {
    "drop": "drop",
    "place_explorer": "explorer",
    "move_explorer": "explorer",
    "decline_explorer": "explorer",
    "curse_submit": "curse_race",
    "curse_victim": "curse_victim",
    "surrender": "curse_surrender",
    "move_scarabs": "final",
    "done": "final",
    "timeout": None,
    "curse_timeout": "curse_race",
}


def _check_common(state: State, seat: Any, action: Any) -> str:
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise IllegalMove(texts.error("malformed"))
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state["n_players"]:
        raise IllegalMove(texts.error("not_seated"))
    if state["phase"] == "over":
        raise IllegalMove(texts.error("game_over"))
    kind = action["type"]
    if kind not in ACTION_PHASES:
        raise IllegalMove(texts.error("unknown_type", type=kind[:30]))
    return kind


def _apply(state: State, seat: int, action: dict[str, Any], rng: random.Random) -> list[Event]:
    kind = _check_common(state, seat, action)
    events: list[Event] = []
    phase = state["phase"]
    if kind == "curse_timeout":
        if phase != "curse_race":
            raise IllegalMove(texts.error("curse_no_race"))
        curse.timeout(state, events)
    elif kind == "timeout":
        _apply_default(state, seat, action, rng, events)
    else:
        if kind == "curse_submit" and phase != "curse_race":
            raise IllegalMove(texts.error("curse_no_race"))
        if kind != "curse_submit" and seat not in to_act(state):  # a locked-out racer gets its own reason
            raise IllegalMove(texts.error("not_your_turn"))
        if ACTION_PHASES[kind] != phase:
            raise IllegalMove(texts.error("not_now"))
        _apply_player_action(state, seat, kind, action, events)
    if state["phase"] == "refill":
        flow.refill_and_advance(state, events)
    return events


def _apply_player_action(state: State, seat: int, kind: str, action: dict[str, Any], events: list[Event]) -> None:
    if kind == "drop":
        card, column = turn.validate_drop(state, seat, action)
        turn.drop(state, seat, card, column, events)
    elif kind in ("place_explorer", "move_explorer", "decline_explorer"):
        source = turn.validate_explorer(state, seat, action)
        turn.resolve_explorer(state, seat, kind, source, events)
    elif kind == "curse_submit":
        line = curse.validate_submission(state, seat, action)
        curse.submit(state, seat, line, events)
    elif kind == "curse_victim":
        victim = curse.validate_victim(state, action)
        curse.choose_victim(state, victim, False, events)
    elif kind == "surrender":
        sarcophagus = curse.validate_surrender(state, seat, action)
        curse.surrender(state, sarcophagus, events)
    elif kind == "move_scarabs":
        source, target, count = final.validate_move(state, seat, action)
        final.move_scarabs(state, seat, source, target, count, events)
    elif kind == "done":
        final.end_final_turn(state, seat, "done", events)


def _apply_default(state: State, seat: int, action: dict[str, Any], rng: random.Random, events: list[Event]) -> None:
    """`timeout`: the default decision of §4.1 / §4.3 for a seat that let `decision_timeout_s` pass."""
    if not state["options"]["decision_timeout_s"] and action.get("clock") != "table":
        raise IllegalMove(texts.error("timeout_off"))
    phase = state["phase"]
    if phase == "curse_race":
        raise IllegalMove(texts.error("timeout_race"))
    if seat not in to_act(state):
        raise IllegalMove(texts.error("not_your_turn"))
    events.append(public("timeout_default", seat=seat, phase=phase))
    if phase == "drop":
        turn.drop(state, seat, state["hands"][seat][0], open_columns(state["wall"])[0], events)
    elif phase == "explorer":
        turn.resolve_explorer(state, seat, "decline_explorer", None, events)
    elif phase == "curse_victim":
        curse.choose_victim(state, curse.default_victim(state), False, events)
    elif phase == "curse_surrender":
        curse.surrender(state, curse.default_surrender(state, seat, rng), events)
    elif phase == "final":
        final.end_final_turn(state, seat, "done", events)


def _legal_actions(state: State, seat: int) -> list[dict[str, Any]]:
    if seat not in to_act(state):
        return []
    phase = state["phase"]
    if phase == "drop":  # a card by its kind: cards of one kind are interchangeable (the first in hand is dropped)
        kinds = dict.fromkeys(card_kind(card) for card in state["hands"][seat])
        columns = open_columns(state["wall"])
        return [{"type": "drop", "card": kind, "column": c} for kind in kinds for c in columns]
    if phase == "explorer":
        pending = state["pending"]
        actions: list[dict[str, Any]] = [{"type": "place_explorer"}] if pending["place"] else []
        actions += [{"type": "move_explorer", "from": a} for a in pending["move_from"]]
        return actions + [{"type": "decline_explorer"}]
    if phase == "curse_race":
        return [{"type": "curse_submit", "cells": line} for line in occupied_lines(state["wall"])]
    if phase == "curse_victim":
        return [{"type": "curse_victim", "victim": v} for v in state["curse"]["eligible"]]
    if phase == "curse_surrender":
        return [{"type": "surrender", "sarcophagus": s} for s in state["held"][seat]]
    if phase == "final":
        return final.legal_moves(state, seat) + [{"type": "done"}]
    return []


def _setup_events(state: State) -> list[Event]:
    """What setup announces: the pillars and start player (public), each hand and pharaoh card (private)."""
    events = [
        public(
            "game_started",
            start_player=state["start_player"],
            pillar_order=list(state["pillar_order"]),
            colours=list(state["colours"]),
        )
    ]
    for seat in range(state["n_players"]):
        events.append(private(seat, "hand_dealt", cards=list(state["hands"][seat]), pharaoh=state["pharaohs"][seat]))
    events.append(public("turn_started", seat=state["active"], turn=1))
    events.append(private(state["active"], "turn_hand", cards=list(state["hands"][state["active"]])))
    return events


class HieroglyphsGame(ListedActionsGame):
    name = "hieroglyphs"
    title = texts.TITLE
    min_players = 2
    max_players = 4
    options = OPTIONS

    def setup(self, n_players: int, options: dict[str, Any], rng: random.Random) -> State:
        if not self.min_players <= n_players <= self.max_players:
            raise ValueError(f"Hieroglyphs needs 2-4 players, not {n_players}")
        return new_state(n_players, validate_options(self.options, dict(options or {})), rng)

    def check_options(self, options: dict[str, Any], n_players: int | None) -> None:
        """Every combination of valid options works at some table size (seats 1-4 exist with 4 players); at Start
        a start seat beyond the players who joined is refused."""
        choice = str(options.get("start_player", "random"))
        if n_players is not None and choice != "random" and int(choice) > n_players:
            raise OptionError(texts.error("start_player_seat", seat=choice, players=n_players))

    def start_events(self, state: State) -> list[Event]:
        """Events to post right after setup (the contract's setup returns only the state)."""
        return _setup_events(state)

    def to_act(self, state: State) -> list[int]:
        return to_act(state)

    def legal_actions(self, state: State, seat: int) -> list[dict[str, Any]]:
        return _legal_actions(state, seat)

    def waiting_for(self, state: State) -> list[int]:
        """During a curse race everybody is named: naming only the seats still allowed would leak wrong answers."""
        if state["phase"] == "curse_race":
            return list(range(state["n_players"]))
        return to_act(state)

    def secret_input(self, state: State, seat: int) -> bool:
        """Dropping a card (from a secret hand) and surrendering a sarcophagus are asked privately."""
        return state["phase"] in ("drop", "curse_surrender") and seat in to_act(state)

    def prompt_key(self, state: State, seat: int) -> str | None:
        return f"{state['phase']}:{state['turn']}:{len(state['curses_removed'])}"

    def clock(self, state: State) -> list[Clock]:
        """The timed decisions (the actions are clock-only: never in legal_actions).

        - curse race: kind "race", every seat, default `curse_timeout` (sent as seat 0), `seconds` =
          curse_time_limit_s; key "race:<turn>:<curses removed>:<curse>" stays the same for the whole race, wrong
          answers included (the deadline is not re-armed by them).
        - the awaited seat's decision, default `timeout`, `seconds` = decision_timeout_s (without it: None, the
          table's turn clock, default `{"type": "timeout", "clock": "table"}`); key
          "<phase>:<turn>:<curses removed>:s<seat>", in the final phase with the scarabs per pillar appended (every
          scarab move is a new decision).
        """
        phase = state["phase"]
        if phase == "curse_race":
            key = f"race:{state['turn']}:{len(state['curses_removed'])}:{state['curse']['card']}"
            seats = tuple(range(state["n_players"]))
            seconds = state["options"]["curse_time_limit_s"]
            return [Clock(key, seats, ((0, {"type": "curse_timeout"}),), seconds=seconds, kind="race")]
        limit = state["options"]["decision_timeout_s"]
        seats = to_act(state)
        if not seats or phase == "over":
            return []
        seat = seats[0]
        key = f"{phase}:{state['turn']}:{len(state['curses_removed'])}:s{seat}"
        if phase == "final":
            key += ":" + "".join(str(state["pillars"][a]["scarabs"]) for a in state["pillar_order"])
        default = {"type": "timeout"} if limit else {"type": "timeout", "clock": "table"}
        return [Clock(key, (seat,), ((seat, default),), seconds=limit or None, kind="turn")]

    def apply_checked(self, state: State, seat: int, action: dict[str, Any], rng: random.Random) -> list[Event]:
        """The rules' own checks, each with its reason, then the move (`apply` takes only listed actions)."""
        return _apply(state, seat, action, rng)

    def view(self, state: State, seat: int | None) -> View:
        if seat is None:
            return public_view(state)
        if not isinstance(seat, int) or not 0 <= seat < state["n_players"]:
            raise ValueError(f"no seat {seat}")
        return seat_view(state, seat)

    def result(self, state: State) -> Result | None:
        if state["phase"] != "over":
            return None
        return final.compute_result(state)

    def describe(self, event: Event, names: list[str]) -> Text:
        return describe(event, names)

    def explain(self, result: Result, names: list[str]) -> Text:
        """The tie-breaks after the game-over line; nothing when no totals tied (a bare "No ties." after "Winner: Ann."
        read as noise; the scores image still says it)."""
        totals = [row["total"] for row in result.details.get("players", [])]
        return final.explain_result(result, names) if len(set(totals)) < len(totals) else ""

    def action_label(self, state: State, seat: int, action: Action, names: list[str]) -> Text:
        """Suggested button / menu label for one of `legal_actions` (or a clock action)."""
        return action_label(action, names)

    def invariants(self, state: State) -> None:
        check_invariants(state)

    def phase_text(self, state: State, names: list[str]) -> Text:
        """One line saying who must do what now (for the turn prompt)."""
        seats = to_act(state)
        player = names[seats[0]] if seats and seats[0] < len(names) else ""
        return texts.phase(state["phase"], player=player)


__all__ = ["HieroglyphsGame", "OPTIONS"]
