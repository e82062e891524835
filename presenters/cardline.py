"""Cardline on screen: no secrets, so everything happens in the game thread (and in `/cardline hand`).

Hands are public by name (values hidden from everyone, the owner included), so there are no DMs. The turn message of
the thread lists every hand and carries, for the player to act, a card menu, a gap menu (paged by 25 on a long line),
page buttons, a Place button and Resign; `/cardline hand` shows every hand and, on your turn, the same menus privately.
The menus only re-draw the message (the chosen card / gap / page travel in the control id); nothing happens until
Place. Every menu id is tagged with the move number, so a click on an old message is refused instead of placing
something stale. Rules stay in the engine: this reads `legal_actions` and the views only.
"""

from __future__ import annotations

from typing import Any

from engine.games.cardline import texts as T
from engine.games.cardline.cards import BOX_SIZE, CHARACTERISTICS, eligible
from engine.games.cardline.narration import gap_label, gap_pages, join_words
from engine.games.cardline.options import ALL, MAX_PLAYERS, OPTIONS, RANDOM
from engine.tables import Outcome
from i18n import cat
from presenters.base import Presenter
from presenters.controls import MOVE, ControlRef, Verb
from presenters.screens import Act, Answer, Choice, Control, Refuse, Screen, Show
from presenters.snapshot import Snapshot

UI = T.UI
NONE = "-"  # a card or gap not chosen yet, inside a control id's argument
SELECT_MAX = 25
MENU_VERBS = ("card", "gap", "page", "place")
DEFAULT_CHARACTERISTIC = next(o.default for o in OPTIONS if o.name == "characteristic")


def parse_gap(text: str) -> int | None:
    return int(text) if text.lstrip("-").isdigit() else None


class CardlinePresenter(Presenter):
    game_name = "cardline"
    uses_dms = False  # nothing is secret from the table: hands are public by name, values hidden from everyone
    single_live_prompt = True  # old turn messages lose their buttons
    stale_text = UI["stale"]
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
    def option_text(self, name: str, value: Any, options: dict[str, Any]) -> str | None:
        """Each option as a player reads it: "Line sorted by: Population", "Deck: 110 countries", "Hand: 4 cards
        each", "First player: seat 2" (the table's own options as the shared presenter words them)."""
        if value is None:
            return None
        if name == "characteristic":
            return UI["lobby_characteristic"].format(name=T.CHARACTERISTIC_NAMES.get(value, value))
        if name == "deck_size":
            if value == ALL:
                count = len(eligible(options.get("characteristic") or DEFAULT_CHARACTERISTIC))
                return UI["lobby_deck_all"].format(count=count)
            return UI["lobby_deck"].format(count=value)
        if name == "hand_size":
            return UI["lobby_hand"].format(cards=T.plural(T.CARDS_EACH, int(value)))
        if name == "start_player":
            if value == RANDOM:
                return UI["lobby_start_random"]
            return UI["lobby_start_seat"].format(seat=value)
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
        pages = gap_pages(len(gaps), SELECT_MAX)
        page = max(0, min(page, len(pages) - 1))
        first, last = pages[page]["first"], pages[page]["last"]
        tid, tag = snap.table.id, snap.table.move_no
        card_s, gap_s = card or NONE, NONE if gap is None else str(gap)
        card_choices = [
            Choice(
                UI["card_option"].format(name=faces[iso3]["name"]),
                iso3,
                UI["card_option_desc"].format(continent=faces[iso3]["continent"]),
                iso3 == card,
            )
            for iso3 in cards
        ]
        gap_choices = [Choice(gap_label(gaps[g]), str(g), None, g == gap) for g in range(first, last + 1)]
        controls = [
            self.select(
                tid, "card", f"{gap_s}.{page}", tag=tag, choices=card_choices, placeholder=T.SELECT_CARD, row=0
            ),
            self.select(
                tid,
                "gap",
                f"{card_s}.{page}",
                tag=tag,
                choices=gap_choices,
                placeholder=UI["gap_placeholder_page"].format(first=first, last=last),
                row=1,
            ),
        ]
        if len(pages) > 1:
            for step, key in ((-1, "button_prev"), (1, "button_next")):
                target = page + step
                exists = 0 <= target < len(pages)
                shown = pages[target] if exists else pages[page]
                label = UI[key].format(first=shown["first"], last=shown["last"])
                controls.append(
                    self.button(
                        tid, "page", f"{card_s}.{gap_s}.{target}", tag=tag, label=label, disabled=not exists, row=2
                    )
                )
        ready = card is not None and gap is not None
        label = UI["button_place"].format(card=faces[card]["name"], gap=gap) if ready else UI["button_place_empty"]
        controls.append(
            self.button(
                tid, "place", f"{card_s}.{gap_s}", tag=tag, label=label, style="success", disabled=not ready, row=2
            )
        )
        controls.append(self.button(tid, "resign_ask", label=UI["button_resign"], style="danger", row=2))
        return controls

    def public_controls(self, snap: Snapshot) -> list[Control]:
        seats = snap.to_act
        return self.turn_controls(snap, seats[0], None, None, 0) if seats else []

    def private_controls(self, snap: Snapshot, seat: int) -> list[Control]:
        return self.turn_controls(snap, seat, None, None, 0) if seat in snap.to_act else []

    def resign_prompt(self, snap: Snapshot) -> Screen:
        tid = snap.table.id
        return Screen(
            UI["resign_confirm"].format(id=tid),
            controls=[
                self.button(tid, "resign", label=UI["button_resign_confirm"], style="danger"),
                self.button(tid, "cancel", label=UI["button_cancel"]),
            ],
        )

    # ===================================================================== texts
    def hands_text(self, snap: Snapshot) -> str:
        """Every active player's hand by name (the faces are public; the values are hidden from everyone)."""
        names = snap.names
        hands = [
            UI["thread_hand"].format(
                player=names[p["seat"]], cards=join_words([f["name"] for f in p["hand"]]) or UI["no_cards"]
            )
            for p in snap.view(None)["players"]
            if p["active"]
        ]
        return UI["thread_hands"].format(hands=UI["thread_hand_separator"].join(hands))

    def announcement(self, snap: Snapshot, outcome: Outcome) -> list[Screen]:
        """A turn message (the one with the menus) also lists every hand."""
        screens = super().announcement(snap, outcome)
        for screen in screens:
            if screen.controls:
                screen.text = cat([screen.text, self.hands_text(snap)])
        return screens

    def private_text(self, snap: Snapshot, seat: int) -> str:
        """`/cardline hand`: your cards, every hand by name (values hidden from all), and whose turn it is."""
        names, view = snap.names, snap.view(seat)
        line = len(view["line"])
        question = T.CHARACTERISTIC_QUESTIONS[view["characteristic"]]
        lines = [UI["hand_question"].format(question=question, line=T.plural(T.LINE_HAS, line))]
        mine = [face["name"] for face in view["hand"]]
        lines.append(UI["hand_mine"].format(cards=join_words(mine)) if mine else UI["hand_none"])
        lines.append(UI["hand_heading"])
        for player in view["players"]:
            name = names[player["seat"]]
            if not player["active"]:
                lines.append(UI["hand_line_out"].format(player=name))
            else:
                cards = join_words([face["name"] for face in player["hand"]]) or UI["no_cards"]
                lines.append(UI["hand_line"].format(player=name, cards=cards))
        if view.get("my_turn"):
            lines.append(UI["hand_your_turn"])
        elif view["to_act"] is not None:
            lines.append(UI["hand_wait"].format(player=names[view["to_act"]]))
        return "\n".join(lines)

    def rules_text(self) -> str:
        return UI["rules"]

    # ===================================================================== autocomplete (name, value) pairs
    @staticmethod
    def characteristic_choices(typed: str) -> list[tuple[str, str]]:
        choices = [(T.CHARACTERISTIC_NAMES[c], c) for c in CHARACTERISTICS]
        return [(name, value) for name, value in choices if typed.casefold() in (name + value).casefold()]

    @staticmethod
    def deck_size_choices(typed: str) -> list[tuple[str, str]]:
        choices = [(UI["choice_box"].format(count=BOX_SIZE), str(BOX_SIZE)), (UI["choice_all"], "all")]
        typed = typed.strip()
        if typed.isdigit() and typed != str(BOX_SIZE):
            choices.insert(0, (typed, typed))
        return choices

    @staticmethod
    def start_player_choices(typed: str) -> list[tuple[str, str]]:
        choices = [(UI["choice_random"], "random")]
        choices += [(UI["choice_seat"].format(seat=s), str(s)) for s in range(1, MAX_PLAYERS + 1)]
        return [(name, value) for name, value in choices if typed.strip().casefold() in name.casefold()]

    @staticmethod
    def card_choices(snap: Snapshot, seat: int, typed: str) -> list[tuple[str, str]]:
        """The cards of the seat's hand matching what was typed (a country name, or its code)."""
        typed = typed.strip().casefold()
        return [
            (f"{face['name']} ({face['continent']})"[:100], face["id"])
            for face in snap.view(seat)["hand"]
            if typed in face["name"].casefold() or typed == face["id"].casefold()
        ][:SELECT_MAX]

    @staticmethod
    def gap_choices(snap: Snapshot, typed: str) -> list[tuple[str, int]]:
        """A number: the gaps whose number starts with it, nearest first; a word: the gaps whose label has it."""
        gaps = snap.view(None)["gaps"]
        typed = typed.strip().casefold()
        if typed.isdigit():
            chosen = [g for g in gaps if str(g["gap"]).startswith(typed)]
        else:
            chosen = [g for g in gaps if typed in gap_label(g).casefold()]
        return [(gap_label(g)[:100], g["gap"]) for g in chosen[:SELECT_MAX]]

    # ===================================================================== clicks
    def handle(self, snap: Snapshot, seat: int, ref: ControlRef, values: list[str]) -> Answer:
        if ref.verb == "resign_ask":
            return Show(self.resign_prompt(snap))
        if ref.verb == "resign":
            return Act({"type": "resign"}, after=lambda outcome: UI["resigned_done"])
        if ref.verb == "cancel":
            return Show(Screen(UI["cancelled"]), edit=True)
        if ref.verb not in MENU_VERBS:
            return Refuse(UI["unknown_button"])
        if seat not in snap.to_act:
            return Refuse(UI["not_your_turn"])
        _, arg = ref.tagged()
        rest = (arg.split(".") + ["", "", ""])[:3]
        choice = values[0] if values else ""
        if ref.verb == "place":  # arg: card.gap
            card, gap = rest[0], parse_gap(rest[1])
            if card in ("", NONE) or gap is None:
                return Refuse(UI["no_card_chosen" if card in ("", NONE) else "no_gap_chosen"])
            return Act(
                {"type": "place", "card": card, "gap": gap},
                after=lambda outcome: UI["placed_done"],
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
