"""Cardline on screen: no secrets, so everything happens in the game thread (and in `/cardline hand`).

Hands are public by name (values hidden from everyone, the owner included), so there are no DMs. The turn message of
the thread lists every hand and carries, for the player to act, a card menu, a gap menu (paged by 25 on a long line),
page buttons, a Place button and Resign; `/cardline hand` shows every hand and, on your turn, the same menus privately.
The menus only re-draw the message (the chosen card / gap / page travel in the control id); nothing happens until
Place. Every menu id is tagged with the move number, so a click on an old message is refused instead of placing
something stale. Rules stay in the engine: this reads `legal_actions` and the views only.
"""

from __future__ import annotations

from contextlib import suppress
from typing import Any

from engine.core import Action, IllegalMove
from engine.games.cardline import texts as T
from engine.games.cardline.cards import BOX_SIZE, CHARACTERISTICS, eligible
from engine.games.cardline.country_names import country_name
from engine.games.cardline.narration import gap_label, gap_pages
from engine.games.cardline.options import ALL, MAX_PLAYERS, OPTIONS, RANDOM
from engine.games.cardline.rules import card_named
from engine.tables import Outcome
from i18n import ListOf, Msg, Text, cat, tr
from presenters.base import Presenter, clip, folded, loose
from presenters.controls import MOVE, ControlRef, Verb, fields, number
from presenters.discord_limits import AUTOCOMPLETE_CHOICES, SELECT_OPTIONS
from presenters.labels import OPTION_LABEL
from presenters.screens import Act, Answer, Choice, Control, Refuse, Screen, Show
from presenters.snapshot import Snapshot

NONE = "-"  # a card or gap not chosen yet, inside a control id's argument
MENU_VERBS = ("card", "gap", "page", "place")
DEFAULT_CHARACTERISTIC = next(o.default for o in OPTIONS if o.name == "characteristic")


def parse_gap(text: str) -> int | None:
    return number(text)


def faces_text(faces: list[dict[str, Any]]) -> Text:
    """Cards by country: "Kenya; Japan; Peru" in the reader's language, or "no cards"."""
    return T.countries(face["id"] for face in faces) if faces else T.ui("no-cards")


class CardlinePresenter(Presenter):
    game_name = "cardline"
    decision_events = ("turn",)  # its turn line names the decision
    uses_dms = False  # nothing is secret from the table: hands are public by name, values hidden from everyone
    single_live_prompt = True  # old turn messages lose their buttons
    winner_in_events = True  # "**Ann** wins: the only player to empty their hand in round 5!"
    stale_text = T.ui("stale")
    named_turn_refusal = ("cardline-error-not-your-turn", "cardline-ui-not-your-turn")  # "… — Ann is to play."
    verbs = {
        "card": Verb(tag=MOVE),  # arg: gap.page (the chosen card is the select's value)
        "gap": Verb(tag=MOVE),  # arg: card.page
        "page": Verb(tag=MOVE),  # arg: card.gap.page
        "place": Verb(tag=MOVE),  # arg: card.gap
        "resign_ask": Verb(ack="private"),  # resigning is allowed at any time: not tagged
        "resign": Verb(),
        "cancel": Verb(),
    }

    # ===================================================================== lobby
    def option_text(self, name: str, value: Any, options: dict[str, Any]) -> Text | None:
        """Each option as a player reads it: "Line sorted by: Population", "Deck: 110 countries", "Hand: 4 cards
        each", "First player: seat 2" (the table's own options as the shared presenter words them)."""
        if value is None:
            return None
        if name == "characteristic":
            return Msg(
                "cardline-option-characteristic", name=T.characteristic(value) if value in CHARACTERISTICS else value
            )
        if name == "deck_size":
            if value == ALL:
                count = len(eligible(options.get("characteristic") or DEFAULT_CHARACTERISTIC))
                return Msg("cardline-option-deck-all", count=count)
            return Msg("cardline-option-deck", count=value)
        if name == "hand_size":
            return Msg("cardline-option-hand", cards=T.cards_each(int(value)))
        if name == "start_player":
            if value == RANDOM:
                return Msg("cardline-option-start-random")
            return Msg("cardline-option-start-seat", seat=value)
        return super().option_text(name, value, options)

    # ===================================================================== the turn menus
    def turn_controls(self, snap: Snapshot, seat: int, card: str | None, gap: int | None, page: int) -> list[Control]:
        """Card menu, gap menu (one page of 25), page buttons, Place and Resign for the seat to act."""
        cards = list(dict.fromkeys(a["card"] for a in snap.legal(seat) if a["type"] == "place"))
        if not cards:
            return []
        view = snap.view(None)
        faces = {face["id"]: face for face in view["players"][seat]["hand"]}
        gaps = view["gaps"]
        if card not in cards:
            card = cards[0] if len(cards) == 1 else None
        if gap is not None and not 0 <= gap < len(gaps):
            gap = None
        pages = gap_pages(len(gaps), SELECT_OPTIONS)
        page = max(0, min(page, len(pages) - 1))
        first, last = pages[page]["first"], pages[page]["last"]
        tid, tag = snap.table.id, snap.table.move_no
        card_s, gap_s = card or NONE, NONE if gap is None else str(gap)
        card_choices = [
            Choice(
                T.country(iso3),
                iso3,
                T.ui("card-option-desc", continent=T.continent(faces[iso3]["continent"])),
                iso3 == card,
            )
            for iso3 in cards
        ]
        gap_choices = [Choice(gap_label(gaps[g]), str(g), None, g == gap) for g in range(first, last + 1)]
        controls = [
            self.select(
                tid, "card", f"{gap_s}.{page}", tag=tag, choices=card_choices, placeholder=T.ui("select-card"), row=0
            ),
            self.select(
                tid,
                "gap",
                f"{card_s}.{page}",
                tag=tag,
                choices=gap_choices,
                placeholder=T.ui("gap-placeholder-page", first=first, last=last),
                row=1,
            ),
        ]
        if len(pages) > 1:
            for step, key in ((-1, "button-prev"), (1, "button-next")):
                target = page + step
                exists = 0 <= target < len(pages)
                shown = pages[target] if exists else pages[page]
                label = T.ui(key, first=shown["first"], last=shown["last"])
                controls.append(
                    self.button(
                        tid, "page", f"{card_s}.{gap_s}.{target}", tag=tag, label=label, disabled=not exists, row=2
                    )
                )
        ready = card is not None and gap is not None
        label = T.ui("button-place", card=T.country(card), gap=gap) if ready else T.ui("button-place-empty")
        controls.append(
            self.button(
                tid, "place", f"{card_s}.{gap_s}", tag=tag, label=label, style="success", disabled=not ready, row=2
            )
        )
        controls.append(self.button(tid, "resign_ask", label=T.ui("button-resign"), style="danger", row=2))
        return controls

    def public_controls(self, snap: Snapshot) -> list[Control]:
        seats = snap.to_act
        return self.turn_controls(snap, seats[0], None, None, 0) if seats else []

    def private_controls(self, snap: Snapshot, seat: int) -> list[Control]:
        return self.turn_controls(snap, seat, None, None, 0) if seat in snap.to_act else []

    def resign_prompt(self, snap: Snapshot) -> Screen:
        tid = snap.table.id
        return Screen(
            T.ui("resign-confirm", id=str(tid)),
            controls=[
                self.button(tid, "resign", label=T.ui("button-resign-confirm"), style="danger"),
                self.button(tid, "cancel", label=T.ui("button-cancel")),
            ],
        )

    # ===================================================================== texts
    def hands_text(self, snap: Snapshot) -> Text:
        """Every active player's hand by name (the faces are public; the values are hidden from everyone)."""
        names = snap.names
        hands = [
            T.ui("thread-hand", player=names[p["seat"]], cards=faces_text(p["hand"]))
            for p in snap.view(None)["players"]
            if p["active"]
        ]
        return T.ui("thread-hands", hands=cat(hands, " · "))

    def announcement(self, snap: Snapshot, outcome: Outcome) -> list[Screen]:
        """A turn message (the one with the menus) also lists every hand."""
        screens = super().announcement(snap, outcome)
        for screen in screens:
            if screen.controls:
                screen.text = cat([screen.text, self.hands_text(snap)])
        return screens

    def private_text(self, snap: Snapshot, seat: int) -> Text:
        """`/cardline hand`: your cards, every hand by name (values hidden from all), and whose turn it is."""
        names, view = snap.names, snap.view(seat)
        line = len(view["line"])
        lines: list[Text] = [cat([T.question(view["characteristic"]), T.ui("line-has", count=line)], " ")]
        mine = view["hand"]
        lines.append(T.ui("hand-mine", cards=faces_text(mine)) if mine else T.ui("hand-none"))
        lines.append(T.ui("hand-heading"))
        for player in view["players"]:
            name = names[player["seat"]]
            if not player["active"]:
                lines.append(T.ui("hand-line-out", player=name))
            else:
                lines.append(T.ui("hand-line", player=name, cards=faces_text(player["hand"])))
        if view.get("my_turn"):
            lines.append(T.ui("hand-your-turn"))
        elif view["to_act"] is not None:
            lines.append(T.ui("hand-wait", player=names[view["to_act"]]))
        return cat(lines)

    def decision_name(self, snap: Snapshot, seat: int) -> Text:
        return Msg("cardline-call-place")

    def rules_text(self) -> Text:
        return Msg("cardline-rules")

    # ===================================================================== autocomplete (name, value) pairs
    # Discord wants finished strings here: each takes the typing player's language (`cogs.language.player_lang`).
    @staticmethod
    def characteristic_choices(typed: str, lang: str = "en") -> list[tuple[str, str]]:
        choices = [(tr(T.characteristic(c), lang), c) for c in CHARACTERISTICS]
        return [(name, value) for name, value in choices if folded(typed) in folded(name + value)]

    @staticmethod
    def deck_size_choices(typed: str, lang: str = "en") -> list[tuple[str, str]]:
        choices = [
            (tr(Msg("cardline-choice-box", count=BOX_SIZE), lang), str(BOX_SIZE)),
            (tr(Msg("cardline-choice-all"), lang), "all"),
        ]
        typed = typed.strip()
        if typed.isdigit() and typed != str(BOX_SIZE):
            choices.insert(0, (typed, typed))
        return choices

    @staticmethod
    def start_player_choices(typed: str, lang: str = "en") -> list[tuple[str, str]]:
        choices = [(tr(Msg("cardline-choice-random"), lang), "random")]
        choices += [(tr(Msg("cardline-choice-seat", seat=s), lang), str(s)) for s in range(1, MAX_PLAYERS + 1)]
        wanted = folded(typed.strip())
        return [(name, value) for name, value in choices if wanted in folded(name) or wanted == value]

    @staticmethod
    def card_choices(snap: Snapshot, seat: int, typed: str, lang: str = "en") -> list[tuple[str, str]]:
        """The cards of the seat's hand matching what was typed: the country's name in the player's language (accents
        optional), its English name, or its code; shown in the player's language with the continent."""
        wanted = folded(typed.strip())
        out = []
        for face in snap.view(seat)["hand"]:
            local = country_name(face["id"], lang)
            if wanted in folded(local) or wanted in folded(face["name"]) or wanted == face["id"].casefold():
                label = f"{local} ({tr(T.continent(face['continent']), lang)})"
                out.append((clip(label, OPTION_LABEL), face["id"]))
        return out[:AUTOCOMPLETE_CHOICES]

    @staticmethod
    def gap_choices(snap: Snapshot, typed: str, lang: str = "en") -> list[tuple[str, int]]:
        """A number: the gaps whose number starts with it, nearest first; a word: the gaps whose label has it (in the
        player's language or in English)."""
        gaps = snap.view(None)["gaps"]
        typed = typed.strip()
        if typed.isdigit():
            chosen = [g for g in gaps if str(g["gap"]).startswith(typed)]
        else:
            wanted = folded(typed)
            chosen = [
                g for g in gaps if wanted in folded(tr(gap_label(g), lang)) or wanted in folded(str(gap_label(g)))
            ]
        return [(clip(tr(gap_label(g), lang), OPTION_LABEL), g["gap"]) for g in chosen[:AUTOCOMPLETE_CHOICES]]

    # ===================================================================== clicks
    def spelling(self, snap: Snapshot, seat: int, action: Action) -> Any:
        """A card may be named by its code, its country's name or its place in the hand ("2")."""
        if action.get("type") == "place":
            with suppress(IllegalMove):  # no such card: the engine says so
                action = {**action, "card": card_named(snap.state, seat, action.get("card"))}
        return loose(action)

    def handle(self, snap: Snapshot, seat: int, ref: ControlRef, values: list[str]) -> Answer:
        if ref.verb == "resign_ask":
            return Show(self.resign_prompt(snap))
        if ref.verb == "resign":
            return Act(self.canonical(snap, seat, {"type": "resign"}), after=lambda outcome: T.ui("resigned-done"))
        if ref.verb == "cancel":
            return Show(Screen(T.ui("cancelled")), edit=True)
        if ref.verb not in MENU_VERBS:
            return Refuse(T.ui("unknown-button"))
        if not snap.to_act:
            return Refuse(T.error("game-is-over"))
        if seat not in snap.to_act:  # who is to play, so a menu touched early says whom to wait for
            return Refuse(T.ui("not-your-turn", player=ListOf(tuple(snap.names[s] for s in snap.to_act))))
        _, arg = ref.tagged()
        rest = fields(arg, 3)
        choice = values[0] if values else ""
        if ref.verb == "place":  # arg: card.gap
            card, gap = rest[0], parse_gap(rest[1])
            if card in ("", NONE) or gap is None:
                return Refuse(T.ui("no-card-chosen" if card in ("", NONE) else "no-gap-chosen"))
            return Act(
                self.canonical(snap, seat, {"type": "place", "card": card, "gap": gap}),
                after=lambda outcome: T.ui("placed-done"),
                clear_images=True,
                private_only=True,  # a private menu becomes "Placed."; a thread message only loses its menus
            )
        if ref.verb == "card":  # arg: gap.page
            card, gap, page = choice, parse_gap(rest[0]), parse_gap(rest[1]) or 0
        elif ref.verb == "gap":  # arg: card.page
            card, gap, page = rest[0], parse_gap(choice), parse_gap(rest[1]) or 0
        else:  # page — arg: card.gap.page
            card, gap, page = rest[0], parse_gap(rest[1]), parse_gap(rest[2]) or 0
        controls = self.turn_controls(snap, seat, None if card == NONE else card, gap, page)
        return Show(Screen(controls=controls), edit=True)  # nothing is played until Place
