"""Envyra on screen: Phase I by DM (a select of up to two positions, then Confirm), Phase II buttons in the thread."""

from __future__ import annotations

from typing import Any

from engine.games.envyra import texts as T
from engine.tables import Outcome
from i18n import Msg, Text, cat
from presenters.base import Presenter
from presenters.controls import KEY, ControlRef, Verb
from presenters.discord_limits import VIEW_ITEMS
from presenters.screens import Act, Answer, Choice, Control, Refuse, Screen, Show
from presenters.snapshot import Snapshot


def tile_label(pos: str, tile: dict[str, Any]) -> Text:
    if tile.get("theme"):
        kind: Text = Msg("envyra-tile-name", symbol=tile["symbol"])
    else:
        kind = Msg("envyra-tile-kind", kind=tile["kind"])
    return T.ui("tile-label", pos=pos, kind=kind, cost=tile["cost"], vp=tile["vp"])


def requirement(tile: dict[str, Any]) -> Text | None:
    req = T.requirement_text(tile.get("req") or {})
    return T.ui("needs", req=req) if req else None


def secret_card_lines(view: dict[str, Any]) -> list[Text]:
    """The seat's secret Equilibrium card(s) in words (the image shows them too)."""
    return [T.describe("secret_card", {"card": card["id"]}, []) for card in view.get("my_secret_cards") or []]


def revealed_text(key: str, seat: int, boards: list[list[str] | None]) -> Text | None:
    """A closed Phase I prompt of round `key`: where this seat's cubes went, now revealed (None if it placed none)."""
    mine = boards[seat] if seat < len(boards) else None
    if not mine:
        return None
    return T.ui("closed-revealed", count=len(mine), round=key, positions=T.positions_text(mine))


class EnvyraPresenter(Presenter):
    game_name = "envyra"
    single_live_prompt = True  # old turn messages lose their buttons
    winner_in_explanation = True  # "Ben wins with 24 VP." and how ties were broken
    stale_text = T.ui("stale")
    named_turn_refusal = ("envyra-error-not-your-turn", "envyra-ui-not-your-turn")  # "… — Ann is to play."
    verbs = {  # every control is tagged with the round (the seat's prompt key)
        "pick": Verb(tag=KEY),
        "place": Verb(tag=KEY),
        "move": Verb(tag=KEY),
        "remove": Verb(tag=KEY),
        "resign_ok": Verb(tag=KEY),
        "resign_no": Verb(tag=KEY),
    }

    # ===================================================================== controls
    def placement_controls(self, snap: Snapshot, seat: int, chosen: list[str]) -> list[Control]:
        """The Phase I menu (1–2 positions) and the Confirm button showing the choice so far."""
        legal = [a["positions"] for a in snap.legal(seat) if a["type"] == "place"]
        if not legal:
            return []
        most = max(len(p) for p in legal)
        cells = {c["pos"]: c["tile"] for c in snap.view(seat)["grid"]["cells"] if c["tile"]}
        chosen = [p for p in chosen if p in cells][:most]
        choices = [Choice(tile_label(pos, tile), pos, requirement(tile), pos in chosen) for pos, tile in cells.items()]
        tag, tid = snap.prompt_key(seat), snap.table.id
        placeholder = T.ui("pick-one") if most == 1 else T.ui("pick-two")
        label = T.ui("confirm", positions=T.positions_text(chosen)) if chosen else T.ui("confirm-empty")
        return [
            self.select(tid, "pick", tag=tag, choices=choices, placeholder=placeholder, max_values=most),
            self.button(
                tid, "place", "-".join(chosen), tag=tag, label=label, style="success", disabled=not chosen, row=1
            ),
        ]

    def private_controls(self, snap: Snapshot, seat: int) -> list[Control]:
        if not snap.playing or snap.view(None)["phase"] != "phase1":
            return []
        return self.placement_controls(snap, seat, list(snap.view(seat).get("my_board") or []))

    def public_controls(self, snap: Snapshot) -> list[Control]:
        if not snap.playing:
            return []
        tid = snap.table.id
        if snap.view(None)["phase"] == "phase1":
            return [self.button(tid, "hand", label=T.ui("private-button"))]
        controls: list[Control] = []
        for seat in snap.to_act:
            tag = snap.prompt_key(seat)
            for action in snap.legal(seat):
                if action["type"] not in ("move", "remove"):
                    continue
                label = self.game.action_label(snap.state, seat, action, snap.names)
                style = "primary" if action["type"] == "move" else "danger"
                controls.append(self.button(tid, action["type"], action["position"], tag=tag, label=label, style=style))
        return controls[:VIEW_ITEMS]

    def resign_prompt(self, snap: Snapshot, seat: int) -> Screen:
        tag, tid = snap.prompt_key(seat), snap.table.id
        return Screen(
            T.ui("resign-ask"),
            controls=[
                self.button(tid, "resign_ok", tag=tag, label=T.ui("resign-yes"), style="danger"),
                self.button(tid, "resign_no", tag=tag, label=T.ui("resign-no")),
            ],
        )

    # ===================================================================== texts
    def announcement(self, snap: Snapshot, outcome: Outcome) -> list[Screen]:
        """The move's thread posts; none for a changed Phase I placement. The thread shows only who has confirmed
        (spec §4.2), which a change leaves as it was: a player changing their mind adds no post and no waiting line."""
        said = [e for e in outcome.events if e.public]
        if said and all(e.kind == "confirmed" and e.params.get("changed") for e in said):
            return []
        return super().announcement(snap, outcome)

    def image_after(self, outcome: Outcome) -> bool:
        """Confirmations alone change nothing visible; everything else is shown on a fresh board."""
        return any(e.public and e.kind != "confirmed" for e in outcome.events)

    def private_text(self, snap: Snapshot, seat: int) -> Text:
        view = snap.view(seat)
        if view.get("phase") == "phase1":
            board = view.get("my_board") or []
            most = max((len(a.get("positions", ())) for a in snap.legal(seat)), default=0)
            supply = T.cubes(view["seats"][seat]["supply"])
            head = T.ui("phase1-prompt", most=most, round=str(view["round"]), supply=supply)
            planned = T.ui("planned", positions=T.positions_text(board)) if board else T.ui("not-planned")
            lines: list[Text] = [head, planned]
        else:
            lines = [T.ui("private-status", round=str(view["round"]))]
        return cat(lines + secret_card_lines(view))

    def prompt_closed(self, snap: Snapshot, seat: int, key: str) -> Text | None:
        """A Phase I prompt of round `key` once that Phase I is over: what this seat placed, and that it was
        revealed (the thread shows the rest). None while that round's Phase I is still open."""
        view = snap.view(None)
        if snap.playing and view["phase"] == "phase1" and str(view["round"]) == key:
            return None
        reveal = view.get("last_reveal") or {}
        text = revealed_text(key, seat, reveal.get("boards") or []) if str(reveal.get("round")) == key else None
        if text:
            return text
        if not snap.playing and str(view["round"]) == key:
            return T.ui("closed-ended", round=key)
        return T.ui("closed-unrevealed", round=key)

    def option_text(self, name: str, value: Any, options: dict[str, Any]) -> Text | None:
        """The lobby's options as a player reads them; the one-choice End tile option is not shown."""
        if name == "end_tile":
            return None
        return T.option_text(name, value) or super().option_text(name, value, options)

    def decision_name(self, snap: Snapshot, seat: int) -> Text:
        """Phase I's secret placement, a Phase II move onto the grid, or a tile to remove."""
        phase = snap.view(None)["phase"]
        return (
            Msg(f"envyra-call-{phase}")
            if phase in ("phase1", "phase2", "remove")
            else super().decision_name(snap, seat)
        )

    def rules_text(self) -> Text:
        return cat(Msg(f"envyra-rules-{part}") for part in ("intro", "phase1", "phase2", "end", "commands"))

    # ===================================================================== clicks
    def handle(self, snap: Snapshot, seat: int, ref: ControlRef, values: list[str]) -> Answer:
        tag, rest = ref.tagged()  # the tag is the round (checked by the router)
        if ref.verb == "pick":  # re-draw the menu with the choice and arm Confirm; nothing is played yet
            return Show(Screen(controls=self.placement_controls(snap, seat, sorted(values))), edit=True)
        if ref.verb == "place":
            positions = [p for p in rest.split("-") if p]
            last = snap.waiting == [seat]  # this confirmation reveals the boards: the prompt's controls go

            def confirmed(outcome: Outcome) -> Text:
                state = outcome.table.state
                still = outcome.result is None and self.game.secret_input(state, seat)
                if still and self.game.prompt_key(state, seat) == tag:
                    return T.ui("placed", positions=T.positions_text(positions))
                reveal = next((e.params for e in outcome.events if e.kind == "reveal"), {})
                placed_all = T.ui("placed-all", positions=T.positions_text(positions))
                return revealed_text(tag, seat, reveal.get("boards") or []) or placed_all

            action = self.canonical(snap, seat, {"type": "place", "positions": positions})
            return Act(action, after=confirmed, keep_controls=not last)
        if ref.verb in ("move", "remove"):
            return Act(self.canonical(snap, seat, {"type": ref.verb, "position": rest}))
        if ref.verb == "resign_ok":
            return Act(self.canonical(snap, seat, {"type": "resign"}))
        if ref.verb == "resign_no":
            return Show(Screen(T.ui("resign-cancelled")), edit=True)
        return Refuse(T.ui("unknown-button"))
