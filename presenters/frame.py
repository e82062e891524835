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
from collections.abc import Sequence
from typing import Any, NamedTuple

from engine.core import Action, IllegalMove
from engine.games.frame import assist, scoring, steering
from engine.games.frame import texts as T
from engine.games.frame.pieces import TILES_BY_ID
from engine.tables import Outcome
from i18n import Msg, Text, cat, reason, tr
from presenters.base import Presenter, loose
from presenters.controls import MOVE, ControlRef, Verb
from presenters.discord_limits import AUTOCOMPLETE_CHOICES
from presenters.screens import Act, Answer, Choice, Control, Image, Refuse, Screen, Show
from presenters.snapshot import Snapshot

ARROWS = (("l", "◀"), ("d", "▼"), ("u", "▲"), ("r", "▶"))  # symbols, the same in every language
NO_CHOICE = "-"  # value of an autocomplete entry that only explains why there is nothing to choose
HINT_LIST_LIMIT = 20
STEER_TILE = ("confirm", "rotate", "flip", "nudge", "tile")
STEER_COLUMN = ("col_ok", "col_nudge")


def orientation_text(rot: int, mirror: bool) -> Text:
    return T.ui("orientation_flipped" if mirror else "orientation_plain", rot=rot)


def tile_text(tile_id: str) -> str:
    return tile_id.strip().split()[0].upper() if tile_id.strip() else ""


def duration_text(seconds: int) -> Text:
    """3600 → "1 hour", 5400 → "90 minutes", 45 → "45 seconds" (the largest whole unit)."""
    for unit, size in (("hours", 3600), ("minutes", 60)):
        if seconds % size == 0:
            return T.option(unit, count=seconds // size)
    return T.option("seconds", count=seconds)


def with_tie_note(view: dict[str, Any], names: Sequence[Text]) -> dict[str, Any]:
    """The public view with "tie_note": the finished game's tie-break in words, drawn under the score sheet and the
    match table (the view unchanged when nobody is tied); `names` by seat, a colour for a missing one."""
    result = view.get("result")
    if not result or not scoring.tie_groups(result["ranking"], result["scores"]):
        return view
    how = "match" if view.get("match") else view["options"]["tie_break"]
    colours = [p["colour"] for p in view["players"]]
    labels = [names[s] if s < len(names) and names[s] else T.colour_name(c) for s, c in enumerate(colours)]
    last = [p["last_placement"] for p in result["players"]]
    tie = scoring.tie_text(result["ranking"], result["scores"], labels, how, last)
    return {**view, "tie_note": Msg("frame-render-tie_note", text=tie)}


def explain(text: Text) -> list[Choice]:
    """An autocomplete answer that only explains why there is nothing to choose (the cog clips it once translated)."""
    return [Choice(text, NO_CHOICE)]


def spelling(action: Action) -> Any:
    """What a Frame action says: a placement names its cells in any order, as one string ("c2 c3 d3 e3") or by
    orientation and anchor (`rot`, `mirror`, `at`: spec §5.2); the engine's own form is the tile and its cells."""
    if action.get("type") == "place" and isinstance(action.get("tile"), str):
        action = {"type": "place", "tile": action["tile"], "cells": assist.named_cells(action)}
    return loose(action)


class PlaceOptions(NamedTuple):
    """What `/frame place` was given (each may be missing: the preview fills it with a legal choice)."""

    tile: str | None = None
    orientation: str | None = None
    anchor: str | None = None
    cells: str | None = None


class FramePresenter(Presenter):
    game_name = "frame"
    decision_events = ("turn",)  # its turn line names the decision
    uses_dms = False  # no secrets: nothing is sent by DM
    single_live_prompt = True  # a new board takes the turn buttons off the older ones
    announces_timeouts = True  # its summary says whose time ran out (cogs/seats.py adds no line of its own)
    stale_text = T.ui("stale")
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
    def option_text(self, name: str, value: Any, options: dict[str, Any]) -> Text | None:
        """Frame's options as a player reads them ("Match: 3 games", "Turn time limit: 2 hours"); `match_games`
        is said with `match`, and an unset time limit is left out."""
        say = T.option
        if name == "match":
            games = options.get("match_games")
            if not value:
                return say("match_off")
            return say("match_games", count=games) if games else say("match_default")
        if name == "match_games":
            return None
        if name == "tie_break" and value in ("last_placement", "later_seat"):
            return say("tie_break", value=say(f"tie_break_{value}"))
        if name == "start_player":
            return say("start_player_random") if value == "random" else say("start_player_seat", seat=str(value))
        if name == "allow_reflection":
            return say("allow_reflection", value=say("allowed" if value else "not_allowed"))
        if name == "legal_move_hints":
            return say("legal_move_hints", value=say("yes" if value else "no"))
        if name == "decision_timeout_s":
            return None if not value else say("timeout", value=duration_text(int(value)))
        return super().option_text(name, value, options)

    # ===================================================================== turn facts
    def active(self, snap: Snapshot) -> int | None:
        return snap.view(None)["active"]

    def turn_refusal(self, snap: Snapshot, seat: int) -> Text | None:
        active = self.active(snap)
        if active == seat:
            return None
        return T.ui("not_your_turn", player=snap.names[active] if active is not None else "—")

    def column_refusal(self, snap: Snapshot, seat: int) -> Text:
        view = snap.view(None)
        if view["phase"] == "tiles" and "COL3" not in view["players"][seat]["columns_left"]:
            return T.error("column3_placed")
        return T.ui("no_column")

    def spelling(self, snap: Snapshot, seat: int, action: Action) -> Any:
        return spelling(action)

    def dry_run(self, snap: Snapshot, seat: int, action: dict[str, Any]) -> Text | None:
        """The engine's refusal of an action (played on a copy), or None if it would be accepted."""
        try:
            self.game.play(snap.state, seat, self.canonical(snap, seat, action), random.Random(0))
        except IllegalMove as error:
            return reason(error)
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
            controls.append(self.button(tid, "place", label=T.ui("button_place"), style="primary"))
        if "column" in kinds:
            opening = snap.view(None)["phase"] == "opening"
            label = T.ui("button_column") if opening else T.ui("button_column3")
            controls.append(self.button(tid, "column", label=label, style="primary" if opening else "secondary"))
        if "dropout" in kinds:
            controls.append(self.button(tid, "dropout", label=T.ui("button_dropout"), style="danger"))
        controls.append(self.button(tid, "hint", label=T.ui("button_hint")))
        return controls

    def public_controls(self, snap: Snapshot) -> list[Control]:
        active = self.active(snap) if snap.playing else None
        return [] if active is None else self.turn_controls(snap, active)

    def private_controls(self, snap: Snapshot, seat: int) -> list[Control]:
        return self.turn_controls(snap, seat) if snap.playing and self.active(snap) == seat else []

    def private_text(self, snap: Snapshot, seat: int) -> Text:
        return T.ui("private_text")

    def decision_name(self, snap: Snapshot, seat: int) -> Text:
        """The opening round's column, or a tile (a column when no tile fits) later."""
        return Msg("frame-call-column" if snap.view(None)["phase"] == "opening" else "frame-call-tiles")

    def rules_text(self) -> Text:
        return T.ui("rules")

    def announcement(self, snap: Snapshot, outcome: Outcome) -> list[Screen]:
        """The common posts, after Frame's extras: a notice when the clock played for the seat, and between the
        games of a match the finished game's score sheet with the match table so far."""
        screens: list[Screen] = []
        if outcome.by_clock and outcome.seat is not None:
            screens.append(Screen(T.ui("timed_out", player=snap.names[outcome.seat])))
        interim = [e for e in outcome.events if e.kind == "game_over" and e.params["game_no"] < e.params["games_total"]]
        if interim:
            over = interim[-1].params
            view, tid, game_no = self.scored(snap, snap.view(None)), snap.table.id, over["game_no"]
            images = [
                Image("render_scores", view, f"frame-{tid}-game{game_no}-scores.png", (game_no,)),
                Image("render_match", view, f"frame-{tid}-match.png"),
            ]
            text = T.ui("match_interim", game_no=game_no, games_total=over["games_total"])
            screens.append(Screen(text, images))
        return screens + super().announcement(snap, outcome)

    def result_screens(self, snap: Snapshot, outcome: Outcome, lines: list[Text]) -> list[Screen]:
        screens = super().result_screens(snap, outcome, lines)
        view = self.scored(snap, snap.view(None))
        if view["match"]:
            screens.append(
                Screen(T.ui("match_final"), [Image("render_match", view, f"frame-{snap.table.id}-match.png")])
            )
        return screens

    def scored(self, snap: Snapshot, view: dict[str, Any]) -> dict[str, Any]:
        """A view for the score sheet or the match table: with its tie note (`with_tie_note`)."""
        return with_tie_note(view, snap.names)

    def scores(self, snap: Snapshot) -> Show | Refuse:
        """`/frame scores`: the match table (or the final score sheet) once a game has finished."""
        view = self.scored(snap, snap.view(None))
        if not view["history"]:
            return Refuse(T.ui("no_scores"))
        draw = "render_match" if view["match"] else "render_scores"
        return Show(Screen(self.status_line(snap), [Image(draw, view, f"frame-{snap.table.id}-scores.png")]))

    # ===================================================================== hint and drop-out
    def hint(self, snap: Snapshot, seat: int) -> Answer:
        """Where this seat's tiles (or column) can go; anyone seated may look, at any time."""
        view = assist.hint_view(snap.state, seat)
        me = view["me"]
        if me["hint_cells"]:
            lines = [T.ui("hint_text", cells=T.cells_text(len(me["hint_cells"])))]
        elif me["column_cells"]:
            lines = [T.ui("hint_columns", cells=T.cells_text(len(me["column_cells"])))]
        else:
            lines = [T.ui("hint_nothing")]
        active = view["active"]
        if active != seat and active is not None:
            lines.append(T.ui("hint_not_turn", player=snap.names[active]))
        elif view["options"]["legal_move_hints"]:
            legal = [a for a in snap.legal(seat) if a["type"] == "place"]
            shown = [f"{a['tile']}: {' '.join(a['cells'])}" for a in legal]  # codes and cells: no words
            if shown:
                lines.append(
                    T.ui(
                        "hint_list",
                        shown=min(len(shown), HINT_LIST_LIMIT),
                        total=len(shown),
                        lines="\n".join(shown[:HINT_LIST_LIMIT]),
                    )
                )
        return Show(Screen(cat(lines), [Image("render_hint", view, f"frame-{snap.table.id}-hint.png")]))

    def dropout_prompt(self, snap: Snapshot, seat: int) -> Answer:
        refusal = self.turn_refusal(snap, seat) or self.dry_run(snap, seat, {"type": "dropout"})
        if refusal is not None:
            return Refuse(refusal)
        me = snap.view(None)["players"][seat]
        tid, move = snap.table.id, snap.table.move_no
        controls = [
            self.button(tid, "drop_ok", tag=move, label=T.ui("button_dropout"), style="danger"),
            self.button(tid, "cancel", tag=move, label=T.ui("button_cancel")),
        ]
        text = T.ui("dropout_confirm", count=len(me["tiles_left"]), penalty=me["penalty"])
        return Show(Screen(text, controls=controls))

    # ===================================================================== commands
    def place_command(self, snap: Snapshot, seat: int, options: PlaceOptions) -> Answer:
        """`/frame place`: the preview of the placement the options mean (missing parts filled with legal ones)."""
        refusal = self.turn_refusal(snap, seat)
        if refusal is None and snap.view(None)["phase"] == "opening":
            refusal = T.error("columns_first")
        if refusal is None and not assist.tile_choices(snap.state, seat):
            refusal = T.ui("no_tile_fits")
        action = None
        if refusal is None:
            action, refusal = self.action_from_options(snap, seat, options)
        if refusal is not None or action is None:
            return Refuse(refusal or T.ui("no_tile_fits"))
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
        self, snap: Snapshot, seat: int, options: PlaceOptions
    ) -> tuple[dict[str, Any] | None, str | None]:
        """The place action the slash options mean (missing parts filled with legal choices), or a refusal."""
        state, (tile, orientation, anchor, cells) = snap.state, options
        if cells and cells.strip() and (not tile or tile == NO_CHOICE):  # the tile is the one of that shape
            return {"type": "place", "cells": cells}, None
        if not tile or tile == NO_CHOICE:
            first = steering.first_placement(state, seat)
            return (assist.placement_action(*first), None) if first else (None, T.ui("no_tile_fits"))
        tile_id = tile_text(tile)
        if tile_id not in TILES_BY_ID:
            return None, T.error("bad_tile", tile=tile.strip(), tiles=", ".join(TILES_BY_ID))
        if tile_id not in [t["id"] for t in snap.view(None)["players"][seat]["tiles_left"]]:
            return None, T.error("tile_placed", tile=tile_id)
        if cells:
            return {"type": "place", "tile": tile_id, "cells": cells}, None
        fitting = assist.orientation_choices(state, seat, tile_id)
        if not fitting:
            return None, T.ui("fits_nowhere", tile=tile_id)
        at = anchor.strip().lower() if anchor else None
        if orientation:
            parsed = steering.parse_orientation(orientation)
            if parsed is None:
                return None, T.ui("bad_orientation", text=orientation)
            rot, mirror = steering.canonical(tile_id, *parsed)
        else:  # the first orientation that fits (at the given anchor, if any)
            usable = [o for o in fitting if at in assist.anchor_choices(state, seat, tile_id, o["rot"], o["mirror"])]
            first_fit = (usable or fitting)[0]
            rot, mirror = first_fit["rot"], first_fit["mirror"]
        if at is None:
            at = assist.settle_anchor(state, seat, tile_id, rot, mirror, "a1")
            if at is None:
                return None, T.ui("orientation_fits_nowhere", tile=tile_id, orientation=orientation_text(rot, mirror))
        return assist.placement_action(tile_id, rot, mirror, at), None

    # ===================================================================== autocomplete
    def choosing(self, snap: Snapshot, seat: int, tiles: bool) -> list[Choice] | None:
        """A one-line explanation when this seat cannot choose now (None: it may)."""
        refusal = self.turn_refusal(snap, seat)
        if refusal is not None:
            return explain(refusal)
        if tiles and snap.view(None)["phase"] == "opening":
            return explain(T.ui("ac_opening"))
        return None

    def no_game_choices(self) -> list[Choice]:
        return explain(T.ui("ac_no_game"))

    def tile_options(self, snap: Snapshot, seat: int, current: str) -> list[Choice]:
        refusal = self.choosing(snap, seat, tiles=True)
        if refusal is not None:
            return refusal
        choices = assist.tile_choices(snap.state, seat, current)
        if not choices and not current:
            return explain(T.ui("ac_nothing_fits"))
        return [
            Choice(
                T.ui(
                    "ac_tile",
                    tile=c["tile"],
                    picture=steering.shape_picture(c["tile"]),
                    name=T.tile_name(c["tile"]),
                    pips=c["pips"],
                    spots=T.spots_text(c["count"]),
                ),
                c["tile"],
            )
            for c in choices
        ][:AUTOCOMPLETE_CHOICES]

    def orientation_options(self, snap: Snapshot, seat: int, tile: str, current: str, lang: str = "en") -> list[Choice]:
        """The orientations of `tile` that fit, filtered on what the player typed in their language (`lang`): the
        start of the label ("90° převr…"), the start of one of its words ("převr…") or the value ("90f")."""
        refusal = self.choosing(snap, seat, tiles=True)
        if refusal is not None:
            return refusal
        tile_id = tile_text(tile)
        if not tile_id:
            return explain(T.ui("ac_pick_tile_first"))
        typed = current.strip().lower()
        out = []
        for o in assist.orientation_choices(snap.state, seat, tile_id):
            name = orientation_text(o["rot"], o["mirror"])
            label = T.ui(
                "ac_orientation", label=name, picture=steering.braille(o["cells"]), spots=T.spots_text(o["count"])
            )
            value = steering.orientation_value(o["rot"], o["mirror"])
            shown, words = tr(label, lang).lower(), tr(name, lang).lower().split()
            if (
                not typed
                or shown.startswith(typed)
                or value.startswith(typed)
                or any(w.startswith(typed) for w in words)
            ):
                out.append(Choice(label, value))
        return out[:AUTOCOMPLETE_CHOICES]

    def anchor_options(self, snap: Snapshot, seat: int, tile: str, orientation: str, current: str) -> list[Choice]:
        refusal = self.choosing(snap, seat, tiles=True)
        if refusal is not None:
            return refusal
        state = snap.state
        tile_id = tile_text(tile)
        if not tile_id:
            return explain(T.ui("ac_pick_tile_first"))
        parsed = steering.parse_orientation(orientation)
        if parsed is None:  # no orientation chosen yet: the first one that fits
            first = assist.orientation_choices(state, seat, tile_id)
            if not first:
                return explain(T.ui("fits_nowhere", tile=tile_id))
            parsed = first[0]["rot"], first[0]["mirror"]
        rot, mirror = parsed
        anchors = assist.anchor_choices(state, seat, tile_id, rot, mirror, current)
        return [
            Choice(T.ui("ac_anchor", at=at, cells=" ".join(assist.canonical_cells(tile_id, rot, mirror, at))), at)
            for at in anchors[:AUTOCOMPLETE_CHOICES]
        ]

    def cell_options(self, snap: Snapshot, seat: int, current: str) -> list[Choice]:
        refusal = self.choosing(snap, seat, tiles=False)
        if refusal is not None:
            return refusal
        cells = assist.column_choices(snap.state, seat, current)
        if not cells and not current:
            return explain(self.column_refusal(snap, seat))
        return [Choice(c, c) for c in cells[:AUTOCOMPLETE_CHOICES]]  # a cell name needs no words

    # ===================================================================== previews
    def preview(self, snap: Snapshot, seat: int, action: dict[str, Any]) -> Screen:
        """The preview of `action`: a legal one carries the steering controls; an illegal one only says why (naming
        the tile and the cells asked for), over the placement drawn in the illegal colour (no image when none of
        its cells is on the board). A place action with `cells` alone means the tile of that shape."""
        view = assist.preview_view(snap.state, seat, action)
        preview = view["preview"]
        controls: list[Control] = []
        if not preview["legal"]:
            text = T.ui("preview_illegal", reason=preview["reason"])
            tile_id = preview["tile"]
            if preview["kind"] == "tile" and tile_id in TILES_BY_ID and preview["named"]:
                text = T.ui(
                    "preview_illegal_tile",
                    tile=tile_id,
                    name=T.tile_name(tile_id),
                    cells=" ".join(preview["named"]),
                    reason=preview["reason"],
                )
        elif preview["kind"] == "column":
            cell = preview["cells"][0]
            public = snap.view(None)
            columns = public["players"][seat]["columns_left"]
            column = columns[0] if public["phase"] == "opening" else "COL3"
            text = T.ui("preview_column", column=T.column_name(column), cell=cell)
            controls = self.column_controls(snap, seat, cell)
        else:
            placement = steering.from_cells(preview["tile"], preview["cells"])
            assert placement is not None
            tile_id, rot, mirror, _ = placement
            text = T.ui(
                "preview_tile",
                tile=tile_id,
                name=T.tile_name(tile_id),
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
                T.ui(
                    "select_tile_option",
                    tile=c["tile"],
                    picture=steering.shape_picture(c["tile"]),
                    name=T.tile_name(c["tile"]),
                ),
                c["tile"],
                T.ui("select_tile_description", pips=c["pips"], spots=T.spots_text(c["count"])),
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
                tid, "tile", f"{orientation}.{at}", tag=move, choices=choices, placeholder=T.ui("select_tile"), row=0
            ),
            self.button(tid, "confirm", arg, tag=move, label=T.ui("button_confirm"), style="success", row=1),
            self.button(tid, "rotate", arg, tag=move, label=T.ui("button_rotate"), disabled=not can_rotate, row=1),
            self.button(tid, "flip", arg, tag=move, label=T.ui("button_flip"), disabled=not can_flip, row=1),
            self.button(tid, "cancel", tag=move, label=T.ui("button_cancel"), style="danger", row=1),
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
            self.button(tid, "col_ok", cell, tag=move, label=T.ui("button_confirm"), style="success"),
            self.button(tid, "cancel", tag=move, label=T.ui("button_cancel"), style="danger"),
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
            return Show(Screen(T.ui("cancelled")), edit=True, replace_images=True)
        refusal = self.turn_refusal(snap, seat)
        if refusal is not None:
            return Refuse(refusal)
        if ref.verb == "place":  # the thread's "Place a tile": a preview of a suggested placement
            first = steering.first_placement(snap.state, seat)
            if first is None:
                opening = snap.view(None)["phase"] == "opening"
                return Refuse(T.error("columns_first") if opening else T.ui("no_tile_fits"))
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
            return Act(self.canonical(snap, seat, {"type": "dropout"}), after=lambda _: T.ui("dropped"))
        return Refuse(T.ui("unknown_button"))

    def steer_tile(self, snap: Snapshot, seat: int, verb: str, rest: str, values: list[str]) -> Answer:
        state = snap.state
        placement: steering.Placement | None
        if verb == "tile":  # the tile menu: rest is "<orientation>.<anchor>"
            orientation, _, at = rest.partition(".")
            rot, mirror = steering.parse_orientation(orientation) or (0, False)
            wanted = values[0] if values else ""
            placement = steering.switch_tile(state, seat, wanted, rot, mirror, at)
            refusal = T.ui("fits_nowhere", tile=wanted)
        else:
            direction = ""
            if verb == "nudge":
                rest, _, direction = rest.rpartition(".")
            current = steering.decode(rest)
            if current is None:
                return Refuse(T.ui("unknown_button"))
            if verb == "confirm":
                action = self.canonical(snap, seat, assist.placement_action(*current))
                return Act(action, after=lambda _: T.ui("placed"))
            if verb == "nudge":
                placement = steering.nudge(state, seat, current, direction)
                refusal = T.ui("no_further")
            else:
                placement = steering.turn(state, seat, current, verb)
                refusal = T.ui("no_other_rotation" if verb == "rotate" else "no_other_flip", tile=current[0])
        if placement is None:
            return Refuse(refusal)
        return Show(self.preview(snap, seat, assist.placement_action(*placement)), edit=True, replace_images=True)

    def steer_column(self, snap: Snapshot, seat: int, verb: str, rest: str) -> Answer:
        if verb == "col_ok":
            return Act(self.canonical(snap, seat, {"type": "column", "cell": rest}), after=lambda _: T.ui("placed"))
        cell, _, direction = rest.rpartition(".")
        target = steering.nudge_column(snap.state, seat, cell, direction)
        if target is None:
            return Refuse(T.ui("no_further"))
        return Show(self.preview(snap, seat, {"type": "column", "cell": target}), edit=True, replace_images=True)
