"""Frame on screen: turn buttons under each board, and an ephemeral preview the player steers before confirming.

Flow of a turn: the thread message under each board carries buttons for the player to move (Place a tile, Place a
column, Drop out, Where can I play?). `/frame place tile orientation anchor` (each option autocompleted with legal
choices only) or the Place button opens an ephemeral preview image with Confirm / Rotate / Flip / Cancel, a tile
menu and arrows that jump to the next legal spot. Every preview control is tagged with the move number and carries
the whole placement (`<move>.<tile>.<orientation>.<anchor>`), so it works after a restart and an old preview is
refused instead of placing something stale. All rules stay in the engine (`assist`, `steering`).
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import IllegalMove
from engine.games.frame import assist, steering
from engine.games.frame import texts as T
from engine.games.frame.pieces import TILES_BY_ID
from engine.tables import Outcome
from presenters.base import Presenter
from presenters.controls import MOVE, ControlRef, Verb
from presenters.screens import Act, Answer, Choice, Control, Image, Refuse, Screen, Show
from presenters.snapshot import Snapshot

UI = T.UI
ARROWS = (("l", UI["button_left"]), ("d", UI["button_down"]), ("u", UI["button_up"]), ("r", UI["button_right"]))
NO_CHOICE = "-"  # value of an autocomplete entry that only explains why there is nothing to choose
HINT_LIST_LIMIT = 20
STEER_TILE = ("confirm", "rotate", "flip", "nudge", "tile")
STEER_COLUMN = ("col_ok", "col_nudge")


def orientation_text(rot: int, mirror: bool) -> str:
    return UI["orientation_flipped" if mirror else "orientation_plain"].format(rot=rot)


def tile_text(tile_id: str) -> str:
    return tile_id.strip().split()[0].upper() if tile_id.strip() else ""


def duration_text(seconds: int) -> str:
    """3600 → "1 hour", 5400 → "90 minutes", 45 → "45 seconds" (the largest whole unit)."""
    texts = T.OPTION_TEXTS
    for unit, size in (("hours", 3600), ("minutes", 60)):
        if seconds % size == 0:
            return T.plural(texts[unit], seconds // size)
    return T.plural(texts["seconds"], seconds)


def explain(text: str) -> list[Choice]:
    """An autocomplete answer that only explains why there is nothing to choose."""
    return [Choice(text[:100], NO_CHOICE)]


class FramePresenter(Presenter):
    game_name = "frame"
    uses_dms = False  # no secrets: nothing is sent by DM
    stale_text = UI["stale"]
    verbs = {
        # the thread's turn buttons (untagged: they always mean "the turn now"); each answers privately
        "place": Verb(ack="private"),
        "column": Verb(ack="private"),
        "dropout": Verb(ack="private"),
        "hint": Verb(ack="private"),
        # the ephemeral preview and the drop-out question, tagged with the move they were made for
        **{verb: Verb(tag=MOVE) for verb in (*STEER_TILE, *STEER_COLUMN, "cancel", "drop_ok")},
    }

    # ===================================================================== lobby
    def option_text(self, name: str, value: Any, options: dict[str, Any]) -> str | None:
        """Frame's options as a player reads them ("Match: 3 games", "Turn time limit: 2 hours"); `match_games`
        is said with `match`, and an unset time limit is left out."""
        texts = T.OPTION_TEXTS
        if name == "match":
            games = options.get("match_games")
            if not value:
                return texts["match_off"]
            return T.plural(texts["match_games"], games) if games else texts["match_default"]
        if name == "match_games":
            return None
        if name == "tie_break":
            return texts["tie_break"].format(value=texts.get(f"tie_break_{value}", value))
        if name == "start_player":
            if value == "random":
                return texts["start_player_random"]
            return texts["start_player_seat"].format(seat=value)
        if name == "allow_reflection":
            return texts["allow_reflection"].format(value=texts["allowed" if value else "not_allowed"])
        if name == "legal_move_hints":
            return texts["legal_move_hints"].format(value=texts["yes" if value else "no"])
        if name == "decision_timeout_s":
            return None if not value else texts["timeout"].format(value=duration_text(int(value)))
        return super().option_text(name, value, options)

    # ===================================================================== turn facts
    def active(self, snap: Snapshot) -> int | None:
        return snap.view(None)["active"]

    def turn_refusal(self, snap: Snapshot, seat: int) -> str | None:
        active = self.active(snap)
        if active == seat:
            return None
        return UI["not_your_turn"].format(player=snap.names[active] if active is not None else "—")

    def column_refusal(self, snap: Snapshot, seat: int) -> str:
        view = snap.view(None)
        if view["phase"] == "tiles" and "COL3" not in view["players"][seat]["columns_left"]:
            return T.REASONS["column3_placed"]
        return UI["no_column"]

    def dry_run(self, snap: Snapshot, seat: int, action: dict[str, Any]) -> str | None:
        """The engine's refusal of an action (played on a copy), or None if it would be accepted."""
        try:
            self.game.play(snap.state, seat, action, random.Random(0))
        except IllegalMove as error:
            return str(error)
        return None

    def stale(self, snap: Snapshot, seat: int, ref: ControlRef) -> bool:
        """As before the shared router: a preview can always be cancelled, and a player who is not to move hears
        "not your turn" (from `handle`) rather than "out of date"."""
        if ref.verb == "cancel" or self.active(snap) != seat:
            return False
        return super().stale(snap, seat, ref)

    # ===================================================================== thread and hand
    def turn_controls(self, snap: Snapshot, seat: int) -> list[Control]:
        """The buttons of a turn, offered only for the kinds of move the engine allows now."""
        kinds = {a["type"] for a in snap.legal(seat)}
        tid = snap.table.id
        controls: list[Control] = []
        if "place" in kinds:
            controls.append(self.button(tid, "place", label=UI["button_place"], style="primary"))
        if "column" in kinds:
            opening = snap.view(None)["phase"] == "opening"
            label = UI["button_column"] if opening else UI["button_column3"]
            controls.append(self.button(tid, "column", label=label, style="primary" if opening else "secondary"))
        if "dropout" in kinds:
            controls.append(self.button(tid, "dropout", label=UI["button_dropout"], style="danger"))
        controls.append(self.button(tid, "hint", label=UI["button_hint"]))
        return controls

    def public_controls(self, snap: Snapshot) -> list[Control]:
        active = self.active(snap) if snap.playing else None
        return [] if active is None else self.turn_controls(snap, active)

    def private_controls(self, snap: Snapshot, seat: int) -> list[Control]:
        return self.turn_controls(snap, seat) if snap.playing and self.active(snap) == seat else []

    def private_text(self, snap: Snapshot, seat: int) -> str:
        return UI["private_text"]

    def rules_text(self) -> str:
        return UI["rules"]

    def announcement(self, snap: Snapshot, outcome: Outcome) -> list[Screen]:
        """The common posts, after Frame's extras: a notice when the clock played for the seat, and between the
        games of a match the finished game's score sheet with the match table so far."""
        screens: list[Screen] = []
        if outcome.by_clock and outcome.seat is not None:
            screens.append(Screen(UI["timed_out"].format(player=snap.names[outcome.seat])))
        interim = [e for e in outcome.events if e.kind == "game_over" and e.params["game_no"] < e.params["games_total"]]
        if interim:
            over = interim[-1].params
            view, tid, game_no = snap.view(None), snap.table.id, over["game_no"]
            images = [
                Image("render_scores", view, f"frame-{tid}-game{game_no}-scores.png", (game_no,)),
                Image("render_match", view, f"frame-{tid}-match.png"),
            ]
            text = UI["match_interim"].format(game_no=game_no, games_total=over["games_total"])
            screens.append(Screen(text, images))
        return screens + super().announcement(snap, outcome)

    def result_screens(self, snap: Snapshot, outcome: Outcome, lines: list[str]) -> list[Screen]:
        screens = super().result_screens(snap, outcome, lines)
        view = snap.view(None)
        if view["match"]:
            screens.append(Screen(UI["match_final"], [Image("render_match", view, f"frame-{snap.table.id}-match.png")]))
        return screens

    def scores(self, snap: Snapshot) -> Show | Refuse:
        """`/frame scores`: the match table (or the final score sheet) once a game has finished."""
        view = snap.view(None)
        if not view["history"]:
            return Refuse(UI["no_scores"])
        draw = "render_match" if view["match"] else "render_scores"
        return Show(Screen(self.status_line(snap), [Image(draw, view, f"frame-{snap.table.id}-scores.png")]))

    # ===================================================================== hint and drop-out
    def hint(self, snap: Snapshot, seat: int) -> Answer:
        """Where this seat's tiles (or column) can go; anyone seated may look, at any time."""
        view = assist.hint_view(snap.state, seat)
        me = view["me"]
        if me["hint_cells"]:
            lines = [UI["hint_text"].format(cells=T.cells_text(len(me["hint_cells"])))]
        elif me["column_cells"]:
            lines = [UI["hint_columns"].format(cells=T.cells_text(len(me["column_cells"])))]
        else:
            lines = [UI["hint_nothing"]]
        active = view["active"]
        if active != seat and active is not None:
            lines.append(UI["hint_not_turn"].format(player=snap.names[active]))
        elif view["options"]["legal_move_hints"]:
            legal = [a for a in snap.legal(seat) if a["type"] == "place"]
            shown = [UI["hint_list_line"].format(tile=a["tile"], cells=" ".join(a["cells"])) for a in legal]
            if shown:
                lines.append(
                    UI["hint_list"].format(
                        shown=min(len(shown), HINT_LIST_LIMIT),
                        total=len(shown),
                        lines="\n".join(shown[:HINT_LIST_LIMIT]),
                    )
                )
        return Show(Screen("\n".join(lines), [Image("render_hint", view, f"frame-{snap.table.id}-hint.png")]))

    def dropout_prompt(self, snap: Snapshot, seat: int) -> Answer:
        refusal = self.turn_refusal(snap, seat) or self.dry_run(snap, seat, {"type": "dropout"})
        if refusal is not None:
            return Refuse(refusal)
        me = snap.view(None)["players"][seat]
        tid, move = snap.table.id, snap.table.move_no
        controls = [
            self.button(tid, "drop_ok", tag=move, label=UI["button_dropout"], style="danger"),
            self.button(tid, "cancel", tag=move, label=UI["button_cancel"]),
        ]
        text = T.plural(T.DROPOUT_CONFIRM, len(me["tiles_left"]), penalty=me["penalty"])
        return Show(Screen(text, controls=controls))

    # ===================================================================== commands
    def place_command(
        self,
        snap: Snapshot,
        seat: int,
        tile: str | None,
        orientation: str | None,
        anchor: str | None,
        cells: str | None,
    ) -> Answer:
        """`/frame place`: the preview of the placement the options mean (missing parts filled with legal ones)."""
        refusal = self.turn_refusal(snap, seat)
        if refusal is None and snap.view(None)["phase"] == "opening":
            refusal = T.REASONS["columns_first"]
        if refusal is None and not assist.tile_choices(snap.state, seat):
            refusal = UI["no_tile_fits"]
        action = None
        if refusal is None:
            action, refusal = self.action_from_options(snap, seat, tile, orientation, anchor, cells)
        if refusal is not None or action is None:
            return Refuse(refusal or UI["no_tile_fits"])
        return Show(self.preview(snap, seat, action))

    def column_command(self, snap: Snapshot, seat: int, cell: str | None) -> Answer:
        """`/frame column`: the preview of a column on `cell` (or on the first legal cell)."""
        refusal = self.turn_refusal(snap, seat)
        if refusal is None and not cell:
            cell = steering.first_column(snap.state, seat)
            if cell is None:
                refusal = self.column_refusal(snap, seat)
        if refusal is not None or cell is None:
            return Refuse(refusal or self.column_refusal(snap, seat))
        return Show(self.preview(snap, seat, {"type": "column", "cell": cell.strip()}))

    def action_from_options(
        self,
        snap: Snapshot,
        seat: int,
        tile: str | None,
        orientation: str | None,
        anchor: str | None,
        cells: str | None,
    ) -> tuple[dict[str, Any] | None, str | None]:
        """The place action the slash options mean (missing parts filled with legal choices), or a refusal."""
        state = snap.state
        if cells and cells.strip() and (not tile or tile == NO_CHOICE):  # the tile is the one of that shape
            return {"type": "place", "cells": cells}, None
        if not tile or tile == NO_CHOICE:
            first = steering.first_placement(state, seat)
            return (assist.placement_action(*first), None) if first else (None, UI["no_tile_fits"])
        tile_id = tile_text(tile)
        if tile_id not in TILES_BY_ID:
            return None, T.REASONS["bad_tile"].format(tile=tile.strip(), tiles=", ".join(TILES_BY_ID))
        if tile_id not in [t["id"] for t in snap.view(None)["players"][seat]["tiles_left"]]:
            return None, T.REASONS["tile_placed"].format(tile=tile_id)
        if cells:
            return {"type": "place", "tile": tile_id, "cells": cells}, None
        fitting = assist.orientation_choices(state, seat, tile_id)
        if not fitting:
            return None, UI["fits_nowhere"].format(tile=tile_id)
        at = anchor.strip().lower() if anchor else None
        if orientation:
            parsed = steering.parse_orientation(orientation)
            if parsed is None:
                return None, UI["bad_orientation"].format(text=orientation)
            rot, mirror = steering.canonical(tile_id, *parsed)
        else:  # the first orientation that fits (at the given anchor, if any)
            usable = [o for o in fitting if at in assist.anchor_choices(state, seat, tile_id, o["rot"], o["mirror"])]
            first_fit = (usable or fitting)[0]
            rot, mirror = first_fit["rot"], first_fit["mirror"]
        if at is None:
            at = assist.settle_anchor(state, seat, tile_id, rot, mirror, "a1")
            if at is None:
                return None, UI["orientation_fits_nowhere"].format(
                    tile=tile_id, orientation=orientation_text(rot, mirror)
                )
        return assist.placement_action(tile_id, rot, mirror, at), None

    # ===================================================================== autocomplete
    def choosing(self, snap: Snapshot, seat: int, tiles: bool) -> list[Choice] | None:
        """A one-line explanation when this seat cannot choose now (None: it may)."""
        refusal = self.turn_refusal(snap, seat)
        if refusal is not None:
            return explain(refusal)
        if tiles and snap.view(None)["phase"] == "opening":
            return explain(UI["ac_opening"])
        return None

    def no_game_choices(self) -> list[Choice]:
        return explain(UI["ac_no_game"])

    def tile_options(self, snap: Snapshot, seat: int, current: str) -> list[Choice]:
        refusal = self.choosing(snap, seat, tiles=True)
        if refusal is not None:
            return refusal
        choices = assist.tile_choices(snap.state, seat, current)
        if not choices and not current:
            return explain(UI["ac_nothing_fits"])
        return [
            Choice(
                UI["ac_tile"].format(picture=steering.shape_picture(c["tile"]), spots=T.spots_text(c["count"]), **c)[
                    :100
                ],
                c["tile"],
            )
            for c in choices
        ][:25]

    def orientation_options(self, snap: Snapshot, seat: int, tile: str, current: str) -> list[Choice]:
        refusal = self.choosing(snap, seat, tiles=True)
        if refusal is not None:
            return refusal
        tile_id = tile_text(tile)
        if not tile_id:
            return explain(UI["ac_pick_tile_first"])
        typed = current.strip().lower()
        out = []
        for o in assist.orientation_choices(snap.state, seat, tile_id):
            label = UI["ac_orientation"].format(
                label=orientation_text(o["rot"], o["mirror"]),
                picture=steering.braille(o["cells"]),
                spots=T.spots_text(o["count"]),
            )
            value = steering.orientation_value(o["rot"], o["mirror"])
            if not typed or label.lower().startswith(typed) or value.startswith(typed):
                out.append(Choice(label[:100], value))
        return out[:25]

    def anchor_options(self, snap: Snapshot, seat: int, tile: str, orientation: str, current: str) -> list[Choice]:
        refusal = self.choosing(snap, seat, tiles=True)
        if refusal is not None:
            return refusal
        state = snap.state
        tile_id = tile_text(tile)
        if not tile_id:
            return explain(UI["ac_pick_tile_first"])
        parsed = steering.parse_orientation(orientation)
        if parsed is None:  # no orientation chosen yet: the first one that fits
            first = assist.orientation_choices(state, seat, tile_id)
            if not first:
                return explain(UI["fits_nowhere"].format(tile=tile_id))
            parsed = first[0]["rot"], first[0]["mirror"]
        rot, mirror = parsed
        anchors = assist.anchor_choices(state, seat, tile_id, rot, mirror, current)
        covers = UI["ac_anchor"]
        return [
            Choice(covers.format(at=at, cells=" ".join(assist.canonical_cells(tile_id, rot, mirror, at)))[:100], at)
            for at in anchors[:25]
        ]

    def cell_options(self, snap: Snapshot, seat: int, current: str) -> list[Choice]:
        refusal = self.choosing(snap, seat, tiles=False)
        if refusal is not None:
            return refusal
        cells = assist.column_choices(snap.state, seat, current)
        if not cells and not current:
            return explain(self.column_refusal(snap, seat))
        return [Choice(UI["ac_column"].format(cell=c), c) for c in cells[:25]]

    # ===================================================================== previews
    def preview(self, snap: Snapshot, seat: int, action: dict[str, Any]) -> Screen:
        """The preview of `action`: a legal one carries the steering controls; an illegal one only says why (naming
        the tile and the cells asked for), over the placement drawn in the illegal colour (no image when none of
        its cells is on the board). A place action with `cells` alone means the tile of that shape."""
        view = assist.preview_view(snap.state, seat, action)
        preview = view["preview"]
        controls: list[Control] = []
        if not preview["legal"]:
            text = UI["preview_illegal"].format(reason=preview["reason"])
            tile_id = preview["tile"]
            if preview["kind"] == "tile" and tile_id in TILES_BY_ID and preview["named"]:
                text = UI["preview_illegal_tile"].format(
                    tile=tile_id, name=T.TILE_NAMES[tile_id], cells=" ".join(preview["named"]), reason=preview["reason"]
                )
        elif preview["kind"] == "column":
            cell = preview["cells"][0]
            public = snap.view(None)
            columns = public["players"][seat]["columns_left"]
            column = columns[0] if public["phase"] == "opening" else "COL3"
            text = UI["preview_column"].format(column=T.COLUMN_NAMES[column], cell=cell)
            controls = self.column_controls(snap, seat, cell)
        else:
            placement = steering.from_cells(preview["tile"], preview["cells"])
            assert placement is not None
            tile_id, rot, mirror, _ = placement
            text = UI["preview_tile"].format(
                tile=tile_id,
                name=T.TILE_NAMES[tile_id],
                pips=TILES_BY_ID[tile_id].pips,
                orientation=orientation_text(rot, mirror),
                cells=" ".join(preview["cells"]),
            )
            controls = self.tile_controls(snap, seat, placement)
        shown = preview["cells"] or preview["legal"]
        images = [Image("render_preview", view, f"frame-{snap.table.id}-preview.png")] if shown else []
        return Screen(text, images, controls)

    def tile_controls(self, snap: Snapshot, seat: int, placement: steering.Placement) -> list[Control]:
        state, tid, move = snap.state, snap.table.id, snap.table.move_no
        tile_id, rot, mirror, at = placement
        arg = steering.encode(placement)
        choices = [
            Choice(
                UI["select_tile_option"].format(
                    tile=c["tile"], picture=steering.shape_picture(c["tile"]), name=c["name"]
                ),
                c["tile"],
                UI["select_tile_description"].format(pips=c["pips"], spots=T.spots_text(c["count"])),
                c["tile"] == tile_id,
            )
            for c in assist.tile_choices(state, seat)
        ]
        orientation = steering.orientation_value(rot, mirror)
        can_rotate = steering.turn(state, seat, placement, "rotate") is not None
        reflect = snap.view(None)["options"]["allow_reflection"]
        can_flip = reflect and steering.turn(state, seat, placement, "flip") is not None
        open_ways = steering.open_directions(steering.anchors(state, seat, tile_id, rot, mirror), at)
        controls = [
            self.select(
                tid, "tile", f"{orientation}.{at}", tag=move, choices=choices, placeholder=UI["select_tile"], row=0
            ),
            self.button(tid, "confirm", arg, tag=move, label=UI["button_confirm"], style="success", row=1),
            self.button(tid, "rotate", arg, tag=move, label=UI["button_rotate"], disabled=not can_rotate, row=1),
            self.button(tid, "flip", arg, tag=move, label=UI["button_flip"], disabled=not can_flip, row=1),
            self.button(tid, "cancel", tag=move, label=UI["button_cancel"], style="danger", row=1),
        ]
        controls += [
            self.button(tid, "nudge", f"{arg}.{way}", tag=move, label=label, disabled=way not in open_ways, row=2)
            for way, label in ARROWS
        ]
        return controls

    def column_controls(self, snap: Snapshot, seat: int, cell: str) -> list[Control]:
        tid, move = snap.table.id, snap.table.move_no
        open_ways = steering.open_directions(assist.column_choices(snap.state, seat), cell)
        controls = [
            self.button(tid, "col_ok", cell, tag=move, label=UI["button_confirm"], style="success"),
            self.button(tid, "cancel", tag=move, label=UI["button_cancel"], style="danger"),
        ]
        controls += [
            self.button(tid, "col_nudge", f"{cell}.{way}", tag=move, label=label, disabled=way not in open_ways, row=1)
            for way, label in ARROWS
        ]
        return controls

    # ===================================================================== clicks
    def handle(self, snap: Snapshot, seat: int, ref: ControlRef, values: list[str]) -> Answer:
        if ref.verb == "hint":
            return self.hint(snap, seat)
        if ref.verb == "cancel":
            return Show(Screen(UI["cancelled"]), edit=True, replace_images=True)
        refusal = self.turn_refusal(snap, seat)
        if refusal is not None:
            return Refuse(refusal)
        if ref.verb == "place":  # the thread's "Place a tile": a preview of a suggested placement
            first = steering.first_placement(snap.state, seat)
            if first is None:
                opening = snap.view(None)["phase"] == "opening"
                return Refuse(T.REASONS["columns_first"] if opening else UI["no_tile_fits"])
            return Show(self.preview(snap, seat, assist.placement_action(*first)))
        if ref.verb == "column":
            cell = steering.first_column(snap.state, seat)
            if cell is None:
                return Refuse(self.column_refusal(snap, seat))
            return Show(self.preview(snap, seat, {"type": "column", "cell": cell}))
        if ref.verb == "dropout":
            return self.dropout_prompt(snap, seat)
        _, rest = ref.tagged()
        if ref.verb in STEER_TILE:
            return self.steer_tile(snap, seat, ref.verb, rest, values)
        if ref.verb in STEER_COLUMN:
            return self.steer_column(snap, seat, ref.verb, rest)
        if ref.verb == "drop_ok":
            return Act({"type": "dropout"}, after=lambda _: UI["dropped"])
        return Refuse(UI["unknown_button"])

    def steer_tile(self, snap: Snapshot, seat: int, verb: str, rest: str, values: list[str]) -> Answer:
        state = snap.state
        placement: steering.Placement | None
        if verb == "tile":  # the tile menu: rest is "<orientation>.<anchor>"
            orientation, _, at = rest.partition(".")
            rot, mirror = steering.parse_orientation(orientation) or (0, False)
            wanted = values[0] if values else ""
            placement = steering.switch_tile(state, seat, wanted, rot, mirror, at)
            refusal = UI["fits_nowhere"].format(tile=wanted)
        else:
            direction = ""
            if verb == "nudge":
                rest, _, direction = rest.rpartition(".")
            current = steering.decode(rest)
            if current is None:
                return Refuse(UI["unknown_button"])
            if verb == "confirm":
                return Act(assist.placement_action(*current), after=lambda _: UI["placed"])
            if verb == "nudge":
                placement = steering.nudge(state, seat, current, direction)
                refusal = UI["no_further"]
            else:
                placement = steering.turn(state, seat, current, verb)
                refusal = UI["no_other_rotation" if verb == "rotate" else "no_other_flip"].format(tile=current[0])
        if placement is None:
            return Refuse(refusal)
        return Show(self.preview(snap, seat, assist.placement_action(*placement)), edit=True, replace_images=True)

    def steer_column(self, snap: Snapshot, seat: int, verb: str, rest: str) -> Answer:
        if verb == "col_ok":
            return Act({"type": "column", "cell": rest}, after=lambda _: UI["placed"])
        cell, _, direction = rest.rpartition(".")
        target = steering.nudge_column(snap.state, seat, cell, direction)
        if target is None:
            return Refuse(UI["no_further"])
        return Show(self.preview(snap, seat, {"type": "column", "cell": target}), edit=True, replace_images=True)
