"""Hieroglyphs on screen: cards then columns by DM buttons; explorer, curse and final choices as thread buttons;
the curse race as a persistent "Submit a line" button that opens a form (or `/hieroglyphs curse`).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.core import Action
from engine.games.hieroglyphs import texts as T
from engine.games.hieroglyphs.data import WINDOWS, card_kind
from engine.games.hieroglyphs.describe import card_text, cards_text, cells_text
from engine.games.hieroglyphs.wall import parse_cells
from engine.tables import ABANDONED, Outcome
from i18n import Msg, Text, cat, tr
from presenters.base import Presenter, loose, without
from presenters.controls import MOVE, ControlRef, Verb, encode, number
from presenters.discord_limits import AUTOCOMPLETE_CHOICES, SELECT_OPTIONS
from presenters.game_calls import waiting_line
from presenters.screens import Act, Answer, Choice, Control, Form, OpenForm, Refuse, Screen, Show
from presenters.snapshot import Snapshot
from presenters.turn_options import SEAT_OPTIONS

COLUMNS = 7
MAX_SELECTS = 4  # a message holds five rows: up to four scarab menus, then Done


def scarab_value(action: dict[str, Any]) -> str:
    return f"{action['from']}-{action['to']}-{action['count']}"


def spelling(action: Action) -> Any:
    """What a Hieroglyphs action says: a card is dropped by its kind (`cam-l`) or any card id of that kind; a curse
    line is three cells in any order, as `[[c, r], …]` or as text (`2,1 3,2 4,3`)."""
    if action.get("type") == "drop" and isinstance(action.get("card"), str):
        action = {**action, "card": card_kind(action["card"].strip().upper())}
    if action.get("type") == "curse_submit":
        cells = parse_cells(action.get("cells"))
        action = {**action, "cells": sorted(cells) if cells is not None else action.get("cells")}
    return loose(action)


CALLED_PHASES = ("drop", "explorer", "curse_race", "curse_victim", "curse_surrender", "final")


class HieroglyphsPresenter(Presenter):
    game_name = "hieroglyphs"
    decision_events = ("turn_started", "curse_race_started")  # its turn line names the decision
    single_live_prompt = True  # a new post takes the controls off older ones (a finished race's line button too)
    stale_text = T.ui("stale")
    named_turn_refusal = ("hieroglyphs-error-not_your_turn", "hieroglyphs-ui-not_your_turn")  # "… — Ann is to play."
    verbs = {
        # by DM (or `/hieroglyphs hand`): card → columns → drop; the engine checks the turn on every drop
        "card": Verb(),
        "cards": Verb(),
        "drop": Verb(),
        "give": Verb(tag=MOVE),
        # in the thread
        "line": Verb(ack="form"),
        "explorer": Verb(tag=MOVE),
        "victim": Verb(tag=MOVE),
        "scarabs": Verb(tag=MOVE),
        "done": Verb(tag=MOVE),
    }

    def result_summary(self, snap: Snapshot, outcome: Outcome) -> tuple[Text, Text]:
        """A shared first place is said once: the tie-breaks already say "Ann and Ben share place 1.", so no
        "Shared first place: Ann and Ben." before it."""
        summary, explanation = super().result_summary(snap, outcome)
        assert outcome.result is not None
        if len(outcome.result.winners) > 1 and explanation:
            return Msg("shared-finished", summary=explanation), explanation
        return summary, explanation

    # ===================================================================== lobby
    def option_text(self, name: str, value: Any, options: dict[str, Any]) -> Text | None:
        """The lobby's options as players read them; the curse's settings only when the curse is on."""
        if value is None:  # an unset turn clock still has its line ("none for 2 players, else 48 hours")
            return super().option_text(name, value, options) if name in SEAT_OPTIONS else None
        if name in ("pharaohs_curse", "eyes_of_the_sphinx"):
            return T.option(name, value=T.option("on" if value else "off"))
        if name in ("curse_time_limit_s", "curse_max_wrong_attempts") and not options.get("pharaohs_curse"):
            return None
        if name == "curse_time_limit_s":
            return T.option(name, value=T.duration(int(value)))
        if name == "curse_max_wrong_attempts":
            return T.option(name, value=value)
        if name == "start_player":
            return T.option(name, value=T.option("random") if value == "random" else T.option("seat", seat=value))
        if name == "decision_timeout_s":  # unset: the table's turn clock times decisions and its line says so
            return T.option(name, value=T.duration(int(value))) if value else None
        return super().option_text(name, value, options)

    # ===================================================================== the thread
    def image_after(self, outcome: Outcome) -> bool:
        return any(e.public for e in outcome.events)

    def announcement(self, snap: Snapshot, outcome: Outcome) -> list[Screen]:
        """A wrong curse answer is private: nothing for the thread (not even who may still answer). A race that
        starts with this move gets a notice of when it ends."""
        if outcome.result is None and not any(e.public for e in outcome.events):
            return []
        return super().announcement(snap, outcome)

    def waiting_text(self, snap: Snapshot, outcome: Outcome) -> Text:
        """A race that starts with this move: whom it waits for, then when it ends and how to answer (the decision
        post that calls them)."""
        races = {c.key for c in self.game.clock(snap.state) if c.kind == "race"} if outcome.result is None else set()
        ends = [outcome.deadlines[k] for k in outcome.fresh_deadlines if k in races and k in outcome.deadlines]
        if not ends:
            return super().waiting_text(snap, outcome)
        return cat([waiting_line(self, snap, told=True, dated=False), T.ui("race_ends", epoch=str(int(ends[0])))])

    def public_controls(self, snap: Snapshot) -> list[Control]:
        if not snap.playing:
            return []
        tid, tag = snap.table.id, snap.table.move_no
        phase = snap.view(None)["phase"]
        hand = self.button(tid, "hand", label=T.ui("hand_button"))
        if phase in ("drop", "curse_surrender"):
            return [hand]
        if phase == "curse_race":
            return [self.button(tid, "line", label=T.ui("line_button"), style="danger"), hand]
        seat = snap.to_act[0] if snap.to_act else None
        if seat is None:
            return []
        actions = snap.legal(seat)

        def label(action: dict[str, Any]) -> Text:
            return self.game.action_label(snap.state, seat, action, snap.names)

        controls: list[Control] = []
        if phase == "explorer":
            for action in actions:
                choice = {"place_explorer": "place", "decline_explorer": "decline"}.get(action["type"])
                choice = choice or f"move-{action.get('from')}"
                style = "secondary" if choice == "decline" else "primary"
                controls.append(self.button(tid, "explorer", choice, tag=tag, label=label(action), style=style))
        elif phase == "curse_victim":
            for action in actions:
                controls.append(
                    self.button(tid, "victim", str(action["victim"]), tag=tag, label=label(action), style="danger")
                )
        elif phase == "final":
            moves = [a for a in actions if a["type"] == "move_scarabs"]
            for index in range(0, min(len(moves), MAX_SELECTS * SELECT_OPTIONS), SELECT_OPTIONS):
                choices = [Choice(label(a), scarab_value(a)) for a in moves[index : index + SELECT_OPTIONS]]
                placeholder = T.ui("scarab_placeholder" if index == 0 else "scarab_placeholder_more")
                controls.append(
                    self.select(tid, "scarabs", str(index), tag=tag, choices=choices, placeholder=placeholder)
                )
            controls.append(self.button(tid, "done", tag=tag, label=T.ui("done_button"), style="success"))
        return controls

    def curse_form(self, snap: Snapshot) -> Form:
        return Form(
            id=encode("m", snap.table.id, "line"),
            title=T.ui("modal_title"),
            label=T.ui("modal_label"),
            placeholder=T.ui("modal_placeholder"),
            max_length=40,
            field_id="cells",
        )

    # ===================================================================== private
    def card_controls(self, snap: Snapshot, seat: int) -> list[Control]:
        kinds = dict.fromkeys(card_kind(a["card"]) for a in snap.legal(seat) if a["type"] == "drop")
        return [self.button(snap.table.id, "card", kind, label=card_text(kind), style="success") for kind in kinds]

    def column_controls(self, snap: Snapshot, seat: int, kind: str) -> list[Control]:
        """Seven column buttons for one card (full columns disabled), and a way back to the cards."""
        open_columns = {a["column"] for a in snap.legal(seat) if a["type"] == "drop" and card_kind(a["card"]) == kind}
        tid = snap.table.id
        controls = [
            self.button(
                tid,
                "drop",
                f"{kind}.{column}",
                label=T.ui("column_full" if column not in open_columns else "column_button", column=column),
                style="primary",
                disabled=column not in open_columns,
                row=(column - 1) // 4,
            )
            for column in range(1, COLUMNS + 1)
        ]
        return [*controls, self.button(tid, "cards", label=T.ui("back_button"), row=2)]

    def private_controls(self, snap: Snapshot, seat: int) -> list[Control]:
        if seat not in snap.to_act:
            return []
        phase = snap.view(None)["phase"]
        if phase == "drop":
            return self.card_controls(snap, seat)
        if phase == "curse_surrender":
            tid, tag = snap.table.id, snap.table.move_no
            return [
                self.button(
                    tid,
                    "give",
                    str(a["sarcophagus"]),
                    tag=tag,
                    label=self.game.action_label(snap.state, seat, a, snap.names),
                    style="danger",
                )
                for a in snap.legal(seat)
            ]
        return []

    @staticmethod
    def hand_line(view: dict[str, Any]) -> Text:
        hand = [c["id"] for c in view.get("hand", [])]
        return T.ui("private_hand", cards=cards_text(hand)) if hand else T.ui("private_no_cards")

    @staticmethod
    def pharaoh_line(view: dict[str, Any]) -> Text | None:
        pharaoh = view.get("pharaoh")
        return T.ui("private_pharaoh", animal=T.animal(pharaoh["animal"])) if pharaoh else None

    def private_text(self, snap: Snapshot, seat: int) -> Text:
        view = snap.view(seat)
        lines: list[Text | None] = [T.ui("private_head", id=str(snap.table.id)), self.hand_line(view)]
        pharaoh = self.pharaoh_line(view)
        if pharaoh:
            lines.append(pharaoh)
        mine = view.get("my_sarcophagi") or []
        if mine:
            items = cat([T.ui("private_sarcophagus", eyes=s["eyes"], value=s["value"]) for s in mine], ", ")
            lines.append(T.ui("private_sarcophagi", items=items, total=sum(s["value"] for s in mine)))
        else:
            lines.append(T.ui("private_no_sarcophagi"))
        if view.get("curse_attempts_left") is not None:
            lines.append(T.ui("private_attempts", attempts_count=T.counted("attempts", view["curse_attempts_left"])))
        if seat in view.get("to_act", []) and view["phase"] == "drop":
            lines.append(T.ui("choose_card", turn=view["turn"]))
        elif seat in view.get("to_act", []) and view["phase"] == "curse_surrender":
            lines.append(T.ui("private_surrender"))
        return cat(lines)

    def private_messages(self, snap: Snapshot, outcome: Outcome, prompts: set[int]) -> list[tuple[int, Screen, bool]]:
        """The shared facts-then-prompt DMs, saying the hand once: "Your turn! Your cards: …" is left out for a seat
        whose prompt follows (the prompt shows the cards), and a prompt right after the deal (whose own message
        names the cards and the pharaoh card) does not repeat them."""
        events = [e for e in outcome.events if not (e.kind == "turn_hand" and set(e.to or ()) <= prompts)]
        dealt = {seat for e in events if e.kind == "hand_dealt" for seat in e.to or ()}
        out = super().private_messages(snap, dataclasses.replace(outcome, events=events), prompts)
        for seat, screen, is_prompt in out:
            if is_prompt and seat in dealt:
                view = snap.view(seat)
                told = {self.hand_line(view), self.pharaoh_line(view)}
                screen.text = without(screen.text, told)
        return out

    def prompt_closed(self, snap: Snapshot, seat: int, key: str) -> Text | None:
        """What became of a DM prompt (card drop or surrender) once its decision is over."""
        phase, turn, curses = ((key or "").split(":") + ["", "", ""])[:3]
        turn_no = int(turn) if turn.isdigit() else snap.state.get("turn", 0)
        state = snap.state
        if phase == "drop":
            last = state.get("last_drop")
            cards = sum(len(column) for column in state["wall"])
            if last and last["seat"] == seat and cards == turn_no:
                return T.ui(
                    "closed_drop",
                    turn=turn_no,
                    total=WINDOWS,
                    card=card_text(last["card"]),
                    column=last["column"],
                    row=last["row"],
                )
        if phase == "curse_surrender" and curses.isdigit() and len(state["curses_removed"]) > int(curses):
            given = snap.view(seat).get("given_away") or []
            if given:
                return T.ui(
                    "closed_surrender",
                    turn=turn_no,
                    eyes=given[-1]["eyes"],
                    value=given[-1]["value"],
                    finder=snap.names[given[-1]["to"]],
                )
        if snap.table.status == ABANDONED:
            return T.ui("closed_abandoned", id=str(snap.table.id))
        return T.ui("closed_other", turn=turn_no, total=WINDOWS)

    def closed_note(self, seat: int, key: str | None) -> Any:
        """The `after` of a DM-prompt move: the same words as `prompt_closed`, for a prompt shown ephemerally
        (`/hieroglyphs hand`); a DM prompt is rewritten by the shared closing of old prompts."""

        def note(outcome: Outcome) -> Text | None:
            return self.prompt_closed(self.snapshot(outcome.table), seat, key or "")

        return note

    def card_choices(self, snap: Snapshot, seat: int, current: str, lang: str) -> list[tuple[str, str]]:
        """`/hieroglyphs play` card autocomplete: (label in `lang`, card kind) for each kind in the seat's hand."""
        kinds = dict.fromkeys(c["kind"] for c in snap.view(seat).get("hand", []))
        choices = [(tr(card_text(k), lang), k) for k in kinds]
        return [c for c in choices if current.lower() in c[0].lower()][:AUTOCOMPLETE_CHOICES]

    def decision_name(self, snap: Snapshot, seat: int) -> Text:
        """The phase's decision: a card to drop, an explorer, the curse's line, victim or sarcophagus, the scarabs."""
        phase = snap.view(None)["phase"]
        return Msg(f"hieroglyphs-call-{phase}") if phase in CALLED_PHASES else super().decision_name(snap, seat)

    def rules_text(self) -> Text:
        return T.rules()

    # ===================================================================== acting
    def curse_answer(self, snap: Snapshot, seat: int, cells: str) -> Act:
        """A curse-race answer (command or form): the answer says whether it was the line."""

        def verdict(outcome: Outcome) -> Text:
            wrong = next((e for e in outcome.events if e.kind == "curse_wrong"), None)
            if wrong is None:
                return T.ui("line_found")
            return T.ui(
                "line_wrong", cells=cells_text(wrong.params["cells"]), attempts_left=wrong.params["attempts_left"]
            )

        return Act(self.canonical(snap, seat, {"type": "curse_submit", "cells": cells}), after=verdict, edit=False)

    def spelling(self, snap: Snapshot, seat: int, action: Action) -> Any:
        return spelling(action)

    def drop_turn(self, snap: Snapshot, seat: int) -> bool:
        return seat in snap.to_act and snap.view(None)["phase"] == "drop"

    def handle(self, snap: Snapshot, seat: int, ref: ControlRef, values: list[str]) -> Answer:
        if ref.verb == "line":
            if snap.view(None)["phase"] != "curse_race":
                return Refuse(T.error("curse_no_race"))
            return OpenForm(self.curse_form(snap))
        if ref.verb in ("card", "cards"):
            if not self.drop_turn(snap, seat):  # another's turn (named), or this seat's other decision
                why = T.error("not_now" if seat in snap.to_act else "not_your_turn")
                return Refuse(self.refusal(snap, seat, why))
            if ref.verb == "cards":
                screen = Screen(self.private_text(snap, seat), controls=self.card_controls(snap, seat))
                return Show(screen, edit=True)
            kind = ref.rest
            if not any(a["type"] == "drop" and card_kind(a["card"]) == kind for a in snap.legal(seat)):
                return Refuse(T.ui("card_not_held"))
            text = T.ui("choose_column", card=card_text(kind))
            return Show(Screen(text, controls=self.column_controls(snap, seat, kind)), edit=True)
        if ref.verb == "drop":
            kind, _, column = ref.rest.partition(".")
            action = self.canonical(snap, seat, {"type": "drop", "card": kind, "column": number(column)})
            after = self.closed_note(seat, snap.prompt_key(seat))
            return Act(action, after=after, private_only=True, clear=False)
        action = self.tagged_action(ref, values)
        if action is None:
            return Refuse(T.ui("unknown_button"))
        action = self.canonical(snap, seat, action)
        if ref.verb == "give":
            return Act(action, after=self.closed_note(seat, snap.prompt_key(seat)), private_only=True, clear=False)
        return Act(action)

    @staticmethod
    def tagged_action(ref: ControlRef, values: list[str]) -> dict[str, Any] | None:
        """The engine action a tagged button or menu stands for (the engine validates it)."""
        _, rest = ref.tagged()
        if ref.verb == "explorer":
            if rest == "place":
                return {"type": "place_explorer"}
            if rest == "decline":
                return {"type": "decline_explorer"}
            if rest.startswith("move-"):
                return {"type": "move_explorer", "from": rest[5:]}
            return None
        if ref.verb == "victim":
            victim = number(rest)
            return None if victim is None else {"type": "curse_victim", "victim": victim}
        if ref.verb == "give":
            return {"type": "surrender", "sarcophagus": rest}
        if ref.verb == "done":
            return {"type": "done"}
        if ref.verb == "scarabs" and values:
            source, target, count = (values[0].split("-") + ["", "", ""])[:3]
            return {"type": "move_scarabs", "from": source, "to": target, "count": number(count)}
        return None

    def submit(self, snap: Snapshot, seat: int, ref: ControlRef, value: str) -> Answer:
        if ref.verb == "line":
            return self.curse_answer(snap, seat, value)
        return Refuse(T.ui("unknown_button"))
