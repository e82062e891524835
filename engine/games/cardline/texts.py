"""Every player-facing English sentence of Cardline, as templates, so the game can be translated later.

Placeholders are `str.format` fields. `{player}` is a display name; cards appear by country name and values as already
formatted strings (e.g. "43 888 303", "2.02 km²"). Nothing here knows the rules.
"""

from __future__ import annotations

from typing import Any


def plural(forms: dict[str, str], count: int, **params: Any) -> str:
    """The form of `forms` for `count` by the English CLDR plural rule ("one" for exactly 1, else "other"); a
    translation brings its own categories ("few", "many" …) and the rule that picks them."""
    return forms["one" if count == 1 else "other"].format(count=count, **params)


TITLE = "Cardline: Globetrotter"

# -- characteristics and continents ---------------------------------------------------------------------------------
CHARACTERISTIC_NAMES = {
    "area": "Area",
    "population": "Population",
    "gdp": "GDP",
    "co2_per_capita": "CO2 per person",
}
CHARACTERISTIC_IN_SENTENCE = {
    "area": "area",
    "population": "population",
    "gdp": "GDP",
    "co2_per_capita": "CO2 per person",
}
CHARACTERISTIC_UNITS = {
    "area": "km², including inland water",
    "population": "inhabitants in 2012",
    "gdp": "million US$, 2011",
    "co2_per_capita": "tonnes of CO2 per person, 2011",
}
CHARACTERISTIC_QUESTIONS = {  # a one-line reminder for prompts and /cardline rules
    "area": "Order the countries by area, smallest on the left.",
    "population": "Order the countries by population, smallest on the left.",
    "gdp": "Order the countries by GDP, smallest on the left.",
    "co2_per_capita": "Order the countries by CO2 emissions per person, smallest on the left.",
}
CONTINENT_NAMES = {
    "Africa": "Africa",
    "Asia": "Asia",
    "Europe": "Europe",
    "North America": "North America",
    "Oceania": "Oceania",
    "South America": "South America",
}

# -- options ----------------------------------------------------------------------------------------------------------
OPTION_CHARACTERISTIC = "The hidden value the line is sorted by: area, population, gdp or co2_per_capita."
OPTION_DECK_SIZE = "Countries in the deck: a number (the box has 110) or `all` eligible countries."
OPTION_HAND_SIZE = "Cards each player starts with (1–10; the rulebook says 4, more is harder)."
OPTION_START_PLAYER = "Who plays first: `random`, or a seat number (1 = the first seat)."

ERROR_TOO_FEW_PLAYERS = "Cardline needs at least {low} players."
ERROR_TOO_MANY_PLAYERS = "Cardline takes at most {high} players."
ERROR_DECK_SIZE_WORD = "`deck_size` must be `all` or a whole number."
ERROR_DECK_TOO_BIG = "`deck_size` {deck} is too big: only {high} countries have a {characteristic} value."
ERROR_DECK_TOO_SMALL = (
    "`deck_size` {deck} is too small: even {players} players with {each} need {needed} cards "
    "(players × hand_size + 1 start card)."
)
ERROR_DECK_TOO_SMALL_FOR_ALL = "Only {high} countries have a {characteristic} value; {low} cards are needed."
ERROR_START_PLAYER_DECK = (
    "`start_player` {seat} needs at least {players} players, and {players} players with {each} need {needed} "
    "cards, but `deck_size` is {deck}."
)
ERROR_DECK_TOO_SMALL_FOR_TABLE = (
    "{players} players with {each} need {needed} cards (players × hand_size + 1 start card), but this game's "
    "deck has {deck}: at most {most} players can play it."
)
ERROR_START_PLAYER_SEATED = "`start_player` is seat {seat}, but only {players} players have joined."
ERROR_WHOLE_NUMBER = "`{name}` must be a whole number from {low} to {high}."
ERROR_START_PLAYER_WORD = "`start_player` must be `random` or a seat number."

# -- refusals (IllegalMove) -------------------------------------------------------------------------------------------
NOT_A_PLAYER = "You are not playing in this game."
GAME_IS_OVER = "The game is over."
YOU_ARE_OUT = "You are out of this game."
NOT_YOUR_TURN = "It is not your turn."
NOT_A_MOVE = "That is not a valid move."
UNKNOWN_MOVE = "Unknown move. Possible moves: place, resign."
UNEXPECTED_FIELD = "Unexpected field `{field}` in the move."
MISSING_CARD = "Say which of your cards to place."
BAD_CARD = "Name the card by country, by its code or by its number in your hand."
NOT_IN_HAND = "You do not hold that card. Your cards: {cards}."
NO_SUCH_POSITION = "You have no card number {number}; you hold {count}."
MISSING_GAP = "Say in which gap to place the card (0–{last})."
BAD_GAP = "The gap must be a whole number from 0 to {last}."
GAP_OUT_OF_RANGE = "There is no gap {gap}; choose from 0 to {last}."

# -- events -----------------------------------------------------------------------------------------------------------
GAME_STARTED = "The game has started."
CARDS_EACH = {"one": "1 card each", "other": "{count} cards each"}
START_CARD = (
    "Cardline by **{characteristic}** ({unit}). {each}, {deck_size} countries in the deck. "
    "The start card is **{card}**: {value}."
)
ROUND_STARTED = "Round {round}: {order}."
TURN = {
    "one": "{player}, place your card in a gap from 0 to {last}.",
    "other": "{player}, place one of your {count} cards in a gap from 0 to {last}.",
}
PLACED_CORRECT = "{player} placed **{card}** in gap {gap}: {value}. Correct, the card stays in the line."
PLACED_WRONG = "{player} placed **{card}** in gap {gap}: {value}. Wrong, it belonged {where}; the card is removed."
WHERE_ONE_GAP = "in gap {gap}"
WHERE_GAPS = "in gap {gaps} or {last}"
HAND_EMPTY = "{player} has no cards left!"
HAND_LEFT = {"one": "{player} has 1 card left.", "other": "{player} has {count} cards left."}
RESHUFFLED = {
    "one": "The draw pile is empty: the removed card becomes the new draw pile.",
    "other": "The draw pile is empty: the {count} removed cards are shuffled into a new draw pile.",
}
DREW_PENALTY = "{player} draws **{card}**."
DREW_CONTINUATION = "{player} draws **{card}** to play on."
CONTINUATION = "Round {round}: {survivors} emptied their hands together, so the game goes on."
RESIGNED = "{player} resigns and is out of the game."
GAME_OVER_SOLE = "**{winners}** wins: the only player to empty their hand in round {round}!"
GAME_OVER_SHARED = "There are not enough cards for everyone to draw: **{winners}** share the victory."
GAME_OVER_LAST = "**{winners}** wins: every other player has left the game."
UNKNOWN_EVENT = "{kind}"

AND = " and "
LIST_SEPARATOR = ", "
IS_OUT = "is"
ARE_OUT = "are"
OUT_SENTENCE = "{names} {verb} out."

# -- result -----------------------------------------------------------------------------------------------------------
EXPLAIN_SOLE = "The winner was the only player to empty their hand in round {round}; everyone else lost."
EXPLAIN_SHARED = (
    "In round {round} several players emptied their hands, but too few cards were left for the continuation "
    "draws, so they share the victory; everyone else lost."
)
EXPLAIN_LAST = "Every other player resigned, so the last player left wins; everyone else lost."

# -- labels for buttons and menus (suggested for the cog) and for the images ----------------------------------------
BUTTON_PLACE = "Place"
BUTTON_RESIGN = "Resign"
SELECT_CARD = "Choose a card"
SELECT_GAP = "Choose a gap"
GAP_PAGE = "Gaps {first}–{last}"
GAP_LABEL_LEFT = "Gap 0: left of {card}"
GAP_LABEL_RIGHT = "Gap {gap}: right of {card}"
GAP_LABEL_BETWEEN = "Gap {gap}: {left} | {right}"

LABEL_ROUND = "Round {round}"
LABEL_LINE = "The line, sorted by {characteristic}"
LABEL_LINE_UNIT = "smallest ← → largest"
LABEL_DRAW_PILE = "Draw pile: {count}"
LABEL_DRAW_PILE_EMPTY = "Draw pile: empty"
LABEL_REMOVED = "Removed: {count}"
LABEL_TO_ACT = "{player} to play"
LABEL_PLAYING_NOW = "to play now"
LABEL_YOUR_HAND = "Your hand, {player}"
LABEL_VALUE_HIDDEN = "values hidden, even from you"
LABEL_CARDS = {"one": "1 card", "other": "{count} cards"}
LABEL_NO_CARDS = "no cards"
LABEL_OUT_ROUND = "out in round {round}"
LABEL_RESIGNED = "resigned"
LABEL_EMPTIED = "emptied this round"
LABEL_LAST_MOVE_CORRECT = "{player}: {card} in gap {gap}, correct"
LABEL_LAST_MOVE_WRONG = "{player}: {card} in gap {gap}, wrong (it fit gap {right})"
LABEL_RESULTS = "Final standings"
LABEL_WINNER = "Winner"
LABEL_LOST = "Lost"
LABEL_STATS = "{correct} correct, {wrong} wrong"
LABEL_HELD = "Held at the end:"
LABEL_ROUNDS = {"one": "1 round", "other": "{count} rounds"}
LABEL_SEAT = "Seat {seat}"
LABEL_GAME_OVER = "Game over"

LINE_HAS = {"one": "The line has 1 card, gaps 0–1.", "other": "The line has {count} cards, gaps 0–{count}."}

# -- Discord (cogs/cardline.py): commands, components, private answers ---------------------------------------------
UI = {
    "cmd_group": "Cardline: Globetrotter — place countries on a line by a hidden value.",
    "cmd_new": "Open a new Cardline game (2–8 players) in a thread of this channel.",
    "cmd_place": "Place one of your cards into a gap of the line.",
    "cmd_resign": "Leave the game for good (asks you to confirm).",
    "opt_characteristic": "The hidden value: area, population (default), gdp or co2_per_capita.",
    "opt_deck_size": "Countries in the deck: a number (default 110) or `all`.",
    "opt_hand_size": "Cards each player starts with (1–10, default 4).",
    "opt_start_player": "Who plays first: `random` (default) or a seat number.",
    "opt_seat_order": "random (default) or join order.",
    "opt_reminder_hours": "Hours before the first reminder to a player who must act (1–168, default 12).",
    "opt_card": "A card from your hand (start typing a country).",
    "opt_gap": "The gap number: 0 is left of everything, the highest right of everything.",
    "opt_game": "Game number (defaults to the game of this thread).",
    "lobby_characteristic": "Line sorted by: {name}",
    "lobby_deck": "Deck: {count} countries",
    "lobby_deck_all": "Deck: all {count} countries",
    "lobby_hand": "Hand: {cards}",
    "lobby_start_random": "First player: random",
    "lobby_start_seat": "First player: seat {seat}",
    "choice_all": "all eligible countries",
    "choice_box": "{count} (the box)",
    "choice_random": "random",
    "choice_seat": "seat {seat}",
    "card_option": "{name}",
    "card_option_desc": "{continent} — value hidden",
    "card_chosen": "Card: {name}",
    "gap_chosen": "Gap {gap}",
    "gap_placeholder_page": "Choose a gap ({first}–{last})",
    "button_prev": "◀ Gaps {first}–{last}",
    "button_next": "Gaps {first}–{last} ▶",
    "button_place": "Place {card} in gap {gap}",
    "button_place_empty": "Place (choose a card and a gap)",
    "button_resign": "Resign",
    "button_resign_confirm": "Yes, resign",
    "button_cancel": "Cancel",
    "resign_confirm": "Really resign from **Cardline #{id}**? You are out at once and your cards are set aside.",
    "resigned_done": "You resigned.",
    "cancelled": "Cancelled.",
    "placed_done": "Placed.",
    "stale": "That menu is from an earlier turn; use the newest message or `/cardline hand`.",
    "unknown_button": "That button does nothing here.",
    "no_card_chosen": "Choose a card first.",
    "no_gap_chosen": "Choose a gap first.",
    "not_your_turn": "It is not your turn.",
    "autocomplete_none": "No game of yours is waiting for a card here.",
    "hand_mine": "**Your cards** (values hidden, even from you): {cards}",
    "hand_none": "You hold no cards.",
    "hand_line": "• {player}: {cards}",
    "hand_line_out": "• {player}: out",
    "hand_heading": "**Hands** (everyone's faces are public):",
    "hand_question": "{question} {line}",
    "hand_your_turn": "**Your turn**: choose a card and a gap below, then press Place.",
    "hand_wait": "Waiting for {player}.",
    "no_cards": "no cards",
    "thread_hands": "Hands (values hidden): {hands}",
    "thread_hand": "**{player}** {cards}",
    "thread_hand_separator": " · ",
    "rules": (
        "**Cardline: Globetrotter** — 2 to 8 players.\n"
        "Each player holds country cards; everyone sees the names, nobody (not even you) sees the values. "
        "One shared line is sorted by a hidden value (area, population, GDP or CO2 per person), smallest on the "
        "left. On your turn place one card into a gap: the value is revealed. Right (equal values count as right): "
        "the card stays. Wrong: it is removed and you draw a new card.\n"
        "A player who is the only one to empty their hand in a round wins. If several do it in the same round, "
        "everyone else is out, the survivors draw one card each and play on.\n\n"
        "**Commands**: `/cardline new` (characteristic, deck_size, hand_size, start_player), `join`, `leave`, "
        "`start`, `board`, `hand` (all hands, and your menus when it is your turn), "
        "`place card:<your card> gap:<number>`, `resign`, `rules`, `abandon`.\n"
        "On your turn the newest thread message carries a card menu, a gap menu (paged by 25 on a long line) and "
        "a Place button."
    ),
}
