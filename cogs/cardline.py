"""`/cardline …`: Cardline: Globetrotter on Discord — no secrets, so everything happens in the game thread.

Hands are public by name (values hidden from everyone, the owner included), so there are no DMs. Each thread message
after a move carries, for the player to act, a card menu, a gap menu (paged by 25 on a long line), page buttons, a
Place button and Resign. The menus only re-draw the message (the chosen card / gap / page travel in the custom_id);
nothing happens until Place. `/cardline place card:<autocomplete> gap:<number>` does the same in one command, and
`/cardline hand` shows every hand and, on your turn, the same menus privately. Every component argument starts with
the move number, so a click on an old message is refused instead of placing something stale. Rules stay in the
engine: the cog only reads `legal_actions` and `view` and sends the chosen action through `perform`.
"""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands

from cogs.common import GameCog
from cogs.components import GameButton, GameSelect, make_view
from engine.games.cardline import texts as T
from engine.games.cardline.cards import BOX_SIZE, CHARACTERISTICS
from engine.games.cardline.narration import gap_label, gap_pages, join_words
from engine.games.cardline.options import MAX_PLAYERS
from engine.store import TableRow
from engine.tables import PLAYING
from renderers import cardline as draw

if TYPE_CHECKING:
    from bot import GameBot

log = logging.getLogger("boardbot")

UI = T.UI
Item = discord.ui.Item[Any]
NONE = "-"  # a card or gap not chosen yet, inside a custom_id argument
SELECT_MAX = 25


def parse_gap(text: str) -> int | None:
    return int(text) if text.lstrip("-").isdigit() else None


class CardlineCog(GameCog, group_name="cardline", group_description=UI["cmd_group"]):
    game_name = "cardline"
    renderer = draw
    single_live_prompt = True  # old turn messages lose their buttons
    uses_dms = False  # nothing is secret from the table: hands are public by name, values hidden from everyone

    # ===================================================================== commands
    @app_commands.command(name="new", description=UI["cmd_new"])
    @app_commands.describe(
        characteristic=UI["opt_characteristic"],
        deck_size=UI["opt_deck_size"],
        hand_size=UI["opt_hand_size"],
        start_player=UI["opt_start_player"],
        seat_order=UI["opt_seat_order"],
        reminder_hours=UI["opt_reminder_hours"],
    )
    async def new(
        self,
        interaction: discord.Interaction,
        characteristic: str | None = None,
        deck_size: str | None = None,
        hand_size: app_commands.Range[int, 1, 10] | None = None,
        start_player: str | None = None,
        seat_order: Literal["random", "join"] | None = None,
        reminder_hours: int | None = None,
    ) -> None:
        options = {
            "characteristic": characteristic.strip() if characteristic else None,
            "deck_size": deck_size,
            "hand_size": hand_size,
            "start_player": start_player,
            "seat_order": seat_order,
            "reminder_hours": reminder_hours,
        }
        await self.create_table(interaction, options)  # the engine validates (and refuses) every value

    @new.autocomplete("characteristic")
    async def characteristic_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        choices = [app_commands.Choice(name=T.CHARACTERISTIC_NAMES[c], value=c) for c in CHARACTERISTICS]
        return [c for c in choices if current.casefold() in (c.name + c.value).casefold()]

    @new.autocomplete("deck_size")
    async def deck_size_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        choices = [
            app_commands.Choice(name=UI["choice_box"].format(count=BOX_SIZE), value=str(BOX_SIZE)),
            app_commands.Choice(name=UI["choice_all"], value="all"),
        ]
        typed = current.strip()
        if typed.isdigit() and typed != str(BOX_SIZE):
            choices.insert(0, app_commands.Choice(name=typed, value=typed))
        return choices

    @new.autocomplete("start_player")
    async def start_player_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        choices = [app_commands.Choice(name=UI["choice_random"], value="random")]
        choices += [
            app_commands.Choice(name=UI["choice_seat"].format(seat=s), value=str(s)) for s in range(1, MAX_PLAYERS + 1)
        ]
        return [c for c in choices if current.strip().casefold() in c.name.casefold()]

    @app_commands.command(name="place", description=UI["cmd_place"])
    @app_commands.describe(card=UI["opt_card"], gap=UI["opt_gap"], game=UI["opt_game"])
    async def place_cmd(self, interaction: discord.Interaction, card: str, gap: int, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:  # the engine refuses a card not held, a gap out of range or a move out of turn
            await self.perform(interaction, table.id, {"type": "place", "card": card.strip(), "gap": gap})

    @app_commands.command(name="resign", description=UI["cmd_resign"])
    @app_commands.describe(game=UI["opt_game"])
    async def resign_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            await self.ask_resign(interaction, table)

    for _cmd in (place_cmd, resign_cmd):
        _cmd.autocomplete("game")(GameCog.table_autocomplete)
    del _cmd

    # ===================================================================== autocomplete
    @place_cmd.autocomplete("card")
    async def card_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        table = self.table_for_autocomplete(interaction)
        seat = table.seat_of(interaction.user.id) if table else None
        if table is None or table.state is None or seat is None:
            return []
        hand = self.game.view(table.state, seat)["hand"]
        typed = current.strip().casefold()
        choices = [
            app_commands.Choice(name=f"{face['name']} ({face['continent']})"[:100], value=face["id"])
            for face in hand
            if typed in face["name"].casefold() or typed == face["id"].casefold()
        ]
        return choices[:SELECT_MAX]

    @place_cmd.autocomplete("gap")
    async def gap_autocomplete(self, interaction: discord.Interaction, current: Any) -> list[app_commands.Choice[int]]:
        table = self.table_for_autocomplete(interaction)
        if table is None or table.state is None:
            return []
        gaps = self.game.view(table.state, None)["gaps"]
        typed = str(current or "").strip().casefold()
        if typed.isdigit():  # a number: the gaps whose number starts with it, nearest first
            chosen = [g for g in gaps if str(g["gap"]).startswith(typed)]
        else:
            chosen = [g for g in gaps if typed in gap_label(g).casefold()]
        return [app_commands.Choice(name=gap_label(g)[:100], value=g["gap"]) for g in chosen[:SELECT_MAX]]

    # ===================================================================== the turn menus
    def turn_items(self, table: TableRow, seat: int, card: str | None, gap: int | None, page: int) -> list[Item]:
        """Card menu, gap menu (one page of 25), page buttons, Place and Resign for the seat to act."""
        state = table.state
        assert state is not None
        cards = list(dict.fromkeys(a["card"] for a in self.game.legal_actions(state, seat) if a["type"] == "place"))
        if not cards:
            return []
        view = self.game.view(state, None)
        faces = {face["id"]: face for face in view["players"][seat]["hand"]}
        gaps = view["gaps"]
        if card not in cards:
            card = cards[0] if len(cards) == 1 else None
        if gap is not None and not 0 <= gap < len(gaps):
            gap = None
        pages = gap_pages(len(gaps), SELECT_MAX)
        page = max(0, min(page, len(pages) - 1))
        first, last = pages[page]["first"], pages[page]["last"]
        tag, card_s, gap_s = table.move_no, card or NONE, NONE if gap is None else str(gap)
        card_options = [
            discord.SelectOption(
                label=UI["card_option"].format(name=faces[iso3]["name"])[:100],
                value=iso3,
                description=UI["card_option_desc"].format(continent=faces[iso3]["continent"])[:100],
                default=iso3 == card,
            )
            for iso3 in cards[:SELECT_MAX]
        ]
        gap_options = [
            discord.SelectOption(label=gap_label(gaps[g])[:100], value=str(g), default=g == gap)
            for g in range(first, last + 1)
        ]
        items: list[Item] = [
            GameSelect(
                table.id, "card", f"{tag}.{gap_s}.{page}", options=card_options, placeholder=T.SELECT_CARD, row=0
            ),
            GameSelect(
                table.id,
                "gap",
                f"{tag}.{card_s}.{page}",
                options=gap_options,
                placeholder=UI["gap_placeholder_page"].format(first=first, last=last),
                row=1,
            ),
        ]
        if len(pages) > 1:
            for step, key in ((-1, "button_prev"), (1, "button_next")):
                target = page + step
                exists = 0 <= target < len(pages)
                shown = pages[target] if exists else pages[page]
                items.append(
                    GameButton(
                        table.id,
                        "page",
                        f"{tag}.{card_s}.{gap_s}.{target}",
                        label=UI[key].format(first=shown["first"], last=shown["last"]),
                        disabled=not exists,
                        row=2,
                    )
                )
        ready = card is not None and gap is not None
        label = (
            UI["button_place"].format(card=faces[card]["name"], gap=gap)
            if card is not None and gap is not None
            else UI["button_place_empty"]
        )
        items.append(
            GameButton(
                table.id,
                "place",
                f"{tag}.{card_s}.{gap_s}",
                label=label[:80],
                style=discord.ButtonStyle.success,
                disabled=not ready,
                row=2,
            )
        )
        items.append(
            GameButton(table.id, "resign_ask", "", label=UI["button_resign"], style=discord.ButtonStyle.danger, row=2)
        )
        return items

    # ===================================================================== components
    async def on_game_component(
        self, interaction: discord.Interaction, table: TableRow, verb: str, arg: str, values: list[str]
    ) -> None:
        state = table.state
        seat = table.seat_of(interaction.user.id)
        assert state is not None and seat is not None
        if verb == "resign_ask":
            await self.ask_resign(interaction, table)
            return
        if verb == "resign":
            if await self.perform(interaction, table.id, {"type": "resign"}):
                with contextlib.suppress(discord.HTTPException):
                    await interaction.edit_original_response(content=UI["resigned_done"], view=None)
            return
        if verb == "cancel":
            await interaction.response.edit_message(content=UI["cancelled"], view=None)
            return
        if verb not in ("card", "gap", "page", "place"):
            await self.refuse(interaction, UI["unknown_button"])
            return
        parts = arg.split(".")
        if parts[0] != str(table.move_no):
            await self.refuse(interaction, UI["stale"])
            return
        if seat not in self.game.to_act(state):
            await self.refuse(interaction, UI["not_your_turn"])
            return
        choice = values[0] if values else ""
        rest = (parts[1:] + ["", "", ""])[:3]
        if verb == "card":  # arg: move.gap.page
            await self.redraw(interaction, table, seat, choice, parse_gap(rest[0]), parse_gap(rest[1]) or 0)
        elif verb == "gap":  # arg: move.card.page
            await self.redraw(interaction, table, seat, rest[0], parse_gap(choice), parse_gap(rest[1]) or 0)
        elif verb == "page":  # arg: move.card.gap.page
            await self.redraw(interaction, table, seat, rest[0], parse_gap(rest[1]), parse_gap(rest[2]) or 0)
        else:  # place: move.card.gap
            card, gap = rest[0], parse_gap(rest[1])
            if card in ("", NONE) or gap is None:
                await self.refuse(interaction, UI["no_card_chosen" if card in ("", NONE) else "no_gap_chosen"])
                return
            if await self.perform(interaction, table.id, {"type": "place", "card": card, "gap": gap}):
                with contextlib.suppress(discord.HTTPException):
                    if interaction.message is not None and interaction.message.flags.ephemeral:
                        await interaction.edit_original_response(content=UI["placed_done"], attachments=[], view=None)

    async def redraw(
        self, interaction: discord.Interaction, table: TableRow, seat: int, card: str | None, gap: int | None, page: int
    ) -> None:
        """Show the player's choice so far on the same message (nothing is played until Place)."""
        items = self.turn_items(table, seat, None if card == NONE else card, gap, page)
        await interaction.response.edit_message(view=make_view(items))

    async def ask_resign(self, interaction: discord.Interaction, table: TableRow) -> None:
        items: list[Item] = [
            GameButton(table.id, "resign", "", label=UI["button_resign_confirm"], style=discord.ButtonStyle.danger),
            GameButton(table.id, "cancel", "", label=UI["button_cancel"]),
        ]
        await interaction.response.send_message(
            UI["resign_confirm"].format(id=table.id), view=make_view(items), ephemeral=True
        )

    # ===================================================================== messages
    async def post(
        self,
        table: TableRow,
        content: str,
        file: discord.File | None = None,
        files: list[discord.File] | None = None,
        items: list[Item] | None = None,
    ) -> discord.Message | None:
        """Post as usual; a turn message (one with menus) also lists every hand."""
        if items and table.state is not None:
            content = f"{content}\n{self.hands_text(table)}"
        return await super().post(table, content, file=file, files=files, items=items)

    def hands_text(self, table: TableRow) -> str:
        """Every active player's hand by name (the faces are public; the values are hidden from everyone)."""
        assert table.state is not None
        names = self.names(table)
        hands = [
            UI["thread_hand"].format(
                player=names[p["seat"]], cards=join_words([f["name"] for f in p["hand"]]) or UI["no_cards"]
            )
            for p in self.game.view(table.state, None)["players"]
            if p["active"]
        ]
        return UI["thread_hands"].format(hands=UI["thread_hand_separator"].join(hands))

    # ===================================================================== hooks
    def public_components(self, table: TableRow) -> list[Item]:
        state = table.state
        if state is None or table.status != PLAYING:
            return []
        seats = self.game.to_act(state)
        return self.turn_items(table, seats[0], None, None, 0) if seats else []

    def private_components(self, table: TableRow, seat: int) -> list[Item]:
        state = table.state
        if state is None or table.status != PLAYING or seat not in self.game.to_act(state):
            return []
        return self.turn_items(table, seat, None, None, 0)

    def private_text(self, table: TableRow, seat: int, view: dict[str, Any]) -> str:
        """`/cardline hand`: your cards, every hand by name (values hidden from all), and whose turn it is."""
        names = self.names(table)
        line = len(view["line"])
        lines = [T.CHARACTERISTIC_QUESTIONS[view["characteristic"]]]
        lines[0] = UI["hand_question"].format(question=lines[0], count=line, last=line)
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


async def setup(bot: GameBot) -> None:
    await bot.add_cog(CardlineCog(bot))
