"""Every player-facing English text of Hieroglyphs, as format templates (translate this file only).

Placeholders: {player}, {finder}, {victim}, {holder}, {displaced} are display names; {pillar}, {source}, {target}
are animal names; {card} is a card in words; {cells} is a list like `2,1 3,2 4,3`.
"""

from __future__ import annotations

from typing import Any

TITLE = "Hieroglyphs"

# Counted nouns by CLDR plural category (English: "one" for exactly 1, else "other"); a translation brings its own
# categories ("few", "many" …) and the rule that picks them (`plural`). Templates get them as `{<noun>_count}`.
COUNTED = {
    "pairs": {"one": "1 pair", "other": "{count} pairs"},
    "scarab_attempts": {"one": "1 scarab attempt", "other": "{count} scarab attempts"},
    "cards": {"one": "1 card", "other": "{count} cards"},
    "scarabs": {"one": "1 scarab", "other": "{count} scarabs"},
    "attempts": {"one": "1 attempt", "other": "{count} attempts"},
    "sarcophagi": {"one": "1 sarcophagus", "other": "{count} sarcophagi"},
    "minutes": {"one": "1 minute", "other": "{count} minutes"},
    "hours": {"one": "1 hour", "other": "{count} hours"},
    "seconds": {"one": "1 second", "other": "{count} seconds"},
}


def plural(forms: dict[str, str], count: int, **params: Any) -> str:
    """The form of `forms` for `count` by the English CLDR plural rule."""
    return forms["one" if count == 1 else "other"].format(count=count, **params)


def counted(noun: str, count: int) -> str:
    """`count` with its noun: "1 pair", "2 pairs"."""
    return plural(COUNTED[noun], count)


def duration(seconds: int) -> str:
    """A time span as players read it: "10 minutes", "1 hour", "90 seconds"."""
    if seconds >= 3600 and seconds % 3600 == 0:
        return counted("hours", seconds // 3600)
    if seconds >= 60 and seconds % 60 == 0:
        return counted("minutes", seconds // 60)
    return counted("seconds", seconds)


ANIMAL_NAMES = {
    "CAM": "Camel",
    "MUL": "Mule",
    "SNK": "Snake",
    "IBS": "Ibis",
    "CAT": "Cat",
    "CRO": "Crocodile",
    "FAL": "Falcon",
}
COLOUR_NAMES = {"RED": "Red", "BLU": "Blue", "GRN": "Green", "YEL": "Yellow"}
FACING_NAMES = {"L": "left", "R": "right"}
PAIR_TYPES = {"same": "same-facing", "opposite": "opposite-facing"}
RIGHTS = {"OCCUPY": "occupy an empty pillar", "DISPLACE": "displace a rival"}

CARD = "{animal} (facing {facing})"
CELL = "{column},{row}"
PAIR = "{cell} ({type})"

OPTIONS = {
    "pharaohs_curse": "Pharaoh's Curse: 6 curse cards in the stock start a race to find 3 animals in a line.",
    "curse_time_limit_s": "Seconds the curse race lasts (10 to 86400; default 600 = 10 minutes).",
    "curse_max_wrong_attempts": "Wrong curse answers a player may give per curse before being locked out.",
    "eyes_of_the_sphinx": "Eyes of the Sphinx: any line through the new card with exactly two of its animal pairs.",
    "start_player": "Who starts: random, or a seat number 1-4.",
    "decision_timeout_s": "Seconds before an unanswered decision gets its default (0 = never).",
}

# The lobby's list of options (presenters/hieroglyphs.py `option_text`).
OPTION_TEXTS = {
    "pharaohs_curse": "Pharaoh's Curse: {value}",
    "curse_time_limit_s": "Curse race: {value}",
    "curse_max_wrong_attempts": "Wrong curse answers allowed: {value}",
    "eyes_of_the_sphinx": "Eyes of the Sphinx: {value}",
    "start_player": "Start player: {value}",
    "decision_timeout_s": "Time limit per decision: {value}",
    "on": "on",
    "off": "off",
    "random": "random",
    "seat": "seat {seat}",
    "none": "none",
}

# Suggested labels for buttons and select menus; the cog formats them with the action's fields.
BUTTONS = {
    "drop": "{card}",
    "column": "Column {column}",
    "place_explorer": "Place an explorer",
    "move_explorer": "Move my explorer from the {source}",
    "decline_explorer": "Don't place",
    "move_scarabs": "{scarabs_count}: {source} → {target}",
    "done": "Done",
    "curse_submit": "Submit {cells}",
    "curse_victim": "Curse {victim}",
    "surrender": "Give {eyes}-eye sarcophagus (value {value})",
    "timeout": "Time out",
    "curse_timeout": "Close the curse race",
}

PHASES = {
    "drop": "{player} drops a card",
    "explorer": "{player} decides about an explorer",
    "curse_race": "Curse race: find the line!",
    "curse_victim": "{player} chooses whom to curse",
    "curse_surrender": "{player} gives up a sarcophagus",
    "final": "Final scarab moves: {player}",
    "over": "Game over",
}

EVENTS = {
    "game_started": "Hieroglyphs begins. {player} starts. Pillars from left to right: {pillars}.",
    "hand_dealt": "Your cards: {cards}. Your pharaoh card: {pharaoh} (+7 if your explorer stands at the {pharaoh} "
    "pillar at the end). Keep them secret!",
    "turn_started": "Turn {turn}/49: {player}, drop a card into the wall.",
    "turn_hand": "Your turn! Your cards: {cards}.",
    "card_dropped": "{player} drops {card} into column {column}; it lands at {column},{row}.",
    "no_pair": "No {pillar} next to it: no pair.",
    "pairs_found": "{pairs_count} of {pillar}: {pairs}. Explorer right: {right}; {attempts_count}.",
    "explorer_choice": "{player} may place an explorer at the {pillar} pillar.",
    "explorer_choice_move": "{player} may move one of their explorers to the {pillar} pillar (reserve empty).",
    "explorer_skipped_own": "{player}'s explorer already stands at the {pillar} pillar.",
    "explorer_skipped_rival": "{holder}'s explorer stays at the {pillar} pillar (opposite-facing pairs only).",
    "explorer_placed": "{player} places an explorer at the {pillar} pillar.",
    "explorer_moved": "{player} moves an explorer from the {source} pillar to the {pillar} pillar.",
    "explorer_displaced": "{displaced}'s explorer goes back to their reserve.",
    "explorer_declined": "{player} does not place an explorer at the {pillar} pillar.",
    "scarab_placed": "A scarab goes to the {pillar} pillar ({scarabs}/3; supply {supply}).",
    "scarab_failed_pillar_full": "No scarab for the {pillar} pillar: it already has 3.",
    "scarab_failed_supply_empty": "No scarab for the {pillar} pillar: the supply is empty.",
    "pillar_charged": "The {pillar} pillar has 3 scarabs and no explorer: the next explorer there opens a sarcophagus.",
    "sarcophagus_opened": "{player} opens the {eyes}-eye sarcophagus at the {pillar} pillar!",
    "sarcophagus_value": "The {eyes}-eye sarcophagus you opened at the {pillar} pillar is worth {value} points.",
    "cards_drawn": "You draw: {cards}.",
    "hand_refilled": "{player} draws {drawn_count} and holds {hand_size}; {stock} left in the stock.",
    "hand_refilled_empty": "The stock is empty: {player} keeps playing from their hand ({hand_size} left).",
    "curse_revealed": "A curse card is drawn: {animals}!",
    "curse_race_started": "Curse race! The first to send three cells in a line showing {animals} (either way) wins. "
    "Time: {time}. Wrong answers allowed: {max_wrong}.",
    "curse_wrong": "{cells} is not the line. Attempts left: {attempts_left}.",
    "curse_race_ended_timeout": "Time is up: nobody found the line.",
    "curse_race_ended_all_locked": "Everyone is out of attempts: nobody found the line.",
    "curse_found": "{finder} found the line {cells}!",
    "curse_victim_chosen": "{finder} curses {victim}.",
    "curse_victim_auto": "{victim} is the only player {finder} can curse.",
    "curse_victim_prompt": "{finder}, choose whom to curse.",
    "sarcophagus_surrendered": "{victim} gives a {eyes}-eye sarcophagus to {finder}.",
    "sarcophagus_received": "{victim} gave you the {eyes}-eye sarcophagus worth {value} points.",
    "sarcophagus_given": "You gave your {eyes}-eye sarcophagus to {finder}.",
    "curse_discarded_no_holders": "Nobody holds a sarcophagus: the curse card is discarded.",
    "curse_discarded_no_line": "No matching line on the wall: the curse card is discarded.",
    "curse_discarded_no_victim": "Nobody else holds a sarcophagus: the curse has no effect.",
    "curse_discarded": "The curse card ({curse}) leaves the game.",
    "final_phase_started": "The wall is full! Final scarab moves, in this order: {order}.",
    "final_turn": "{player}, move scarabs between your pillars, or press Done.",
    "scarabs_moved": "{player} moves {scarabs_count} from the {source} pillar to the {target} pillar.",
    "final_turn_ended_done": "{player} is done.",
    "final_turn_ended_no_claim": "{player} cannot open any more sarcophagi.",
    "game_over": "Game over! {ranking}",
    "timeout_default": "{player} ran out of time; the default is played.",
}

RESULT = {
    "line": "{place}. {player}: {total} points (sarcophagi: {count}, pharaoh {pharaoh} {bonus})",
    "bonus_yes": "+7",
    "bonus_no": "+0",
    "tie_by_count": "Tied at {total} points, the tie is broken by the number of sarcophagi: {counts}.",
    "count_item": "{player} {count}",
    "shared": "{players} share place {place}.",
    "no_tie": "No ties.",
}

# Words drawn on the images (renderers/hieroglyphs.py).
RENDER = {
    "title": "Hieroglyphs",
    "turn": "Turn {turn}/49",
    "final_title": "Final scarab moves",
    "over_title": "Game over",
    "variant_curse": "Pharaoh's Curse",
    "variant_sphinx": "Eyes of the Sphinx",
    "waiting_drop": "{player}: drop a card into a column",
    "waiting_explorer": "{player}: place an explorer at the {pillar} pillar?",
    "waiting_move": "{player}: move an explorer to the {pillar} pillar?",
    "waiting_race": "Curse race! Anyone: find {animals} in a line",
    "waiting_victim": "{player} found the line and chooses whom to curse",
    "waiting_surrender": "{player} must give a sarcophagus to {finder}",
    "waiting_final": "{player}: move scarabs between your pillars, or Done",
    "winner": "{players} wins!",
    "winners": "{players} share the victory!",
    "pillars": "PILLARS",
    "players": "PLAYERS",
    "empty_stack": "empty",
    "charged": "CHARGED",
    "charged_note": "next explorer opens!",
    "supply": "Supply",
    "stock": "Stock",
    "stock_split": "{starting} safe · {cursed} with curses",
    "curse": "CURSE: line found by",
    "curse_race": "CURSE RACE: find the line!",
    "curse_time": "Time limit: {time}",
    "curse_found": "{player}",
    "curses_used": "Curses used: {count}/6",
    "top_is_curse": "Curse on top!",
    "last_drop": "{player} dropped at {column},{row}",
    "pairs_same": "{count} same-facing",
    "pairs_opposite": "{count} opposite-facing",
    "no_pairs": "No pair",
    "reserve": "Reserve",
    "hand": "Hand",
    "sarcophagi": "Sarcophagi",
    "no_sarcophagi": "no sarcophagi",
    "to_act": "TO ACT",
    "full": "full",
    "new": "NEW",
    "private_title": "Your secrets",
    "private_subtitle": "Only for you: do not share this image",
    "your_hand": "YOUR HAND",
    "no_cards": "No cards left",
    "faces": "faces {facing}",
    "your_pharaoh": "YOUR PHARAOH",
    "pharaoh_name": "{animal}",
    "pharaoh_yes": "Your explorer stands at the {animal} pillar: +7",
    "pharaoh_no": "+7 if your explorer stands at the {animal} pillar at the end",
    "your_sarcophagi": "YOUR SARCOPHAGI",
    "none_yet": "None yet",
    "points": "{value} pts",
    "total_value": "Total {value} points",
    "given_away": "Given away: {items}",
    "given_item": "{eyes}-eye ({value} pts) to {player}",
    "attempts_left": "Curse race: {attempts_count} left",
    "scores_title": "Final scores",
    "rank": "#",
    "player": "Player",
    "pharaoh": "Pharaoh",
    "bonus": "Bonus",
    "total": "Total",
    "count": "{sarcophagi_count} · {points} pts",
}

ERRORS = {
    "malformed": "That action is not understood.",
    "unknown_type": "Unknown action `{type}`.",
    "game_over": "The game is over.",
    "not_your_turn": "It is not your turn.",
    "not_now": "You cannot do that now.",
    "not_seated": "You are not playing in this game.",
    "card_missing": "Choose a card from your hand.",
    "card_not_in_hand": "You do not hold that card.",
    "column_range": "Choose a column from 1 to 7.",
    "column_full": "Column {column} is full.",
    "reserve_empty": "Your reserve is empty: move an explorer from another pillar instead.",
    "move_with_reserve": "You still have explorers in reserve: place one from there.",
    "move_from_bad": "You have no explorer at that pillar to move.",
    "pillar_unknown": "Name two pillars by animal, e.g. CAM and SNK.",
    "move_same_pillar": "Choose two different pillars.",
    "move_not_own": "You need your own explorer at both pillars.",
    "move_count": "Move at least 1 scarab.",
    "move_too_many": "That pillar has only {scarabs_count}.",
    "move_overflow": "A pillar holds at most 3 scarabs.",
    "curse_no_race": "There is no curse race now.",
    "curse_locked": "You have no attempts left for this curse.",
    "curse_format": "Send three cells like `2,1 3,2 4,3`.",
    "curse_off_wall": "Cells go from 1,1 to 7,7.",
    "curse_repeated": "Name three different cells.",
    "curse_not_line": "Those cells are not three in a straight line.",
    "curse_empty_cell": "One of those windows is empty.",
    "victim_bad": "Choose another player who holds a sarcophagus.",
    "surrender_bad": "Choose one of your own sarcophagi.",
    "timeout_off": "This table has no decision time limit.",
    "timeout_race": "The curse race ends with `curse_timeout`.",
    "start_player_range": "`start_player` must be random or a seat from 1 to {players}.",
    "start_player_seat": "Seat {seat} is to start, but only {players} players joined: wait for more players, or "
    "open a new game with another start player.",
}


def join_names(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


# Discord-facing words of the cog (cogs/hieroglyphs.py).
UI = {
    "hand_button": "My cards (private)",
    "line_button": "Submit a line",
    "done_button": "Done",
    "back_button": "← Other card",
    "column_button": "Column {column}",
    "column_full": "Column {column} (full)",
    "scarab_placeholder": "Move scarabs between your pillars…",
    "scarab_placeholder_more": "More scarab moves…",
    "choose_card": "Your turn (turn {turn}/49): choose a card to drop.",
    "choose_column": "Drop **{card}** into which column?",
    "closed_drop": "Turn {turn}/{total}: your {card} went into column {column} (it landed at {column},{row}).",
    "closed_surrender": "Turn {turn}: the curse is over; you gave your {eyes}-eye sarcophagus ({value} points) to "
    "{finder}.",
    "closed_abandoned": "Hieroglyphs #{id} was abandoned; this prompt is closed.",
    "closed_other": "Turn {turn}/{total}: this decision is over.",
    "stale": "That button is out of date; use the newest message.",
    "unknown_button": "That button does nothing here.",
    "not_your_turn": "It is not your turn.",
    "card_not_held": "You do not hold that card.",
    "race_ends": "⏳ The curse race ends <t:{epoch}:R>. Press **Submit a line** or use "
    '`/hieroglyphs curse cells:"2,1 3,2 4,3"` (column,row; row 1 at the bottom).',
    "line_found": "You found the line!",
    "line_wrong": "{cells} is not the line. Attempts left: {attempts_left}.",
    "modal_title": "Curse race: three cells in a line",
    "modal_label": "Cells as column,row (row 1 = bottom)",
    "modal_placeholder": "2,1 3,2 4,3",
    "private_head": "**Hieroglyphs #{id}**: your secrets.",
    "private_hand": "Your cards: {cards}.",
    "private_no_cards": "You hold no cards.",
    "private_pharaoh": "Your pharaoh card: {animal} (+7 if your explorer stands at the {animal} pillar at the end).",
    "private_sarcophagi": "Your sarcophagi: {items} (total {total} points).",
    "private_no_sarcophagi": "You hold no sarcophagi yet.",
    "private_sarcophagus": "{eyes}-eye worth {value}",
    "private_attempts": "Curse race: {attempts_count} left.",
    "private_surrender": "The curse strikes you: choose which sarcophagus to give.",
    "rules": (
        "**Hieroglyphs** (2–4 players). On your turn drop one of your 3 secret cards into one of the wall's 7 "
        "columns; it falls to the lowest free window. Touching cards of the same animal (8 directions) make pairs: "
        "each pair (at most 2 per turn) puts a scarab at that animal's pillar, and may let you post an explorer "
        "there. At 3 scarabs the explorer at the pillar opens the front sarcophagus (eyes public, value secret). "
        "When the wall is full, "
        "each player in turn may shift scarabs between their own pillars. Pharaoh card: +7 if your explorer stands "
        "at its pillar. Most points wins; ties go to more sarcophagi.\n"
        "**Play:** your cards come by DM with buttons (card, then column); or `/hieroglyphs play card column`. "
        "`/hieroglyphs hand` shows your secrets privately. Explorer choices, whom to curse and the final scarab "
        "moves are buttons in the game thread.\n"
        "**Pharaoh's Curse** (option `curse`): a curse card starts a race — the first to send three cells in a "
        'line showing its animals wins (`/hieroglyphs curse cells:"2,1 3,2 4,3"` or the **Submit a line** '
        "button) and takes a sarcophagus from a player of their choice. **Eyes of the Sphinx** (option `sphinx`): "
        "exactly two of an animal on a line through the new card make a pair.\n"
        "Commands: `/hieroglyphs new|join|leave|start|board|hand|play|curse|rules|abandon`."
    ),
}
