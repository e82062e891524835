"""All player-facing text of the BSG engine: event sentences, refusal reasons, result explanations."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from i18n import Msg, Text, cat

from .data import DATA, card_base

AREA_NAMES = ["front (0)", "upper front (1)", "upper rear (2)", "behind (3)", "lower rear (4)", "lower front (5)"]


def loc_name(loc: str | None) -> str:
    if loc is None:
        return "space"
    info = DATA.locations.get(loc)
    return info["name"] if info else loc


def char_name(cid: str | None) -> str:
    return DATA.characters[cid]["name"] if cid else "nobody"


def card_name(card: str) -> str:
    info = DATA.skill_cards.get(card)
    if info:
        return f"{info['name']} ({info['skill']} {info['strength']})"
    base = card_base(card)
    for table in (DATA.crises, DATA.quorum, DATA.destinations, DATA.super_crises, DATA.loyalty):
        if base in table:
            return table[base]["name"]
    return card


def article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


WHY = {
    "accept_prophecy": "Accept Prophecy",
    "insubordinate": "Insubordinate",
    "cylon_hatred": "Cylon Hatred",
    "friends_in_low_places": "Friends in Low Places",
    "arbitrator": "Assign Arbitrator",
    "declare_emergency": "Declare Emergency",
}


def area_name(area: Any) -> str:
    return AREA_NAMES[area] if isinstance(area, int) else "the reserves"


ILLEGAL = ("over", "not_your_turn", "malformed")  # refusals before any rule: `error(name)`
REASONS = ("contribute", "move", "draft", "draw_skill")  # by decision kind: `bsg-error-reason-<kind>`
OPTIONS = ("window_seconds", "decision_hours", "contribution_hours")  # BSG-A: table options (rules.BsgGame.options)
BATCH_REASONS = ("repeated", "not_in_hand", "too_many", "too_few")  # BSG-A: several cards in one action
PARAM_REASONS = ("card", "location", "target", "seat", "area", "option", "skill")  # by the action's parameter
WIN_REASONS = ("boarding", "galactica_destroyed", "final_jump", "final_jump_resources", "resources", "turn_limit")


def key(area: str, name: str) -> str:
    return f"bsg-{area}-{name}"


def error(name: str, **params: Any) -> Msg:
    return Msg(key("error", name), **params)


def optdesc(name: str) -> Msg:
    return Msg(key("optdesc", name))


def illegal_reason(state: dict, seat: int, action: dict, legal: list[dict]) -> Text:
    kind = state["decision"]["kind"]
    types = sorted({a["type"] for a in legal})
    allowed = error("allowed", types=", ".join(types))  # action types are code words, shown as they are
    if kind in REASONS:
        return cat([Msg(f"bsg-error-reason-{kind}"), allowed], " ")
    known = action.get("type") in types or action.get("type") in ("activate", "play", "ability", "reveal", "nuke")
    if known:
        for name in PARAM_REASONS:
            if name in action:
                return cat([Msg(f"bsg-error-param-{name}"), allowed], " ")
    return cat([error("not_an_option"), allowed], " ")


def explanation_text(winner: str, reason: str, nobody: bool = False) -> Text:
    side = "human" if winner == "human" else "cylon"
    reason = reason if reason in WIN_REASONS else "turn_limit"
    won = Msg("bsg-result-win", side=side, reason=Msg(f"bsg-result-reason-{reason}"))
    # e.g. the Cylons win before any "You Are a Cylon" card was dealt
    return cat([won, Msg("bsg-result-nobody")], " ") if nobody else won


def explanation(winner: str, reason: str, nobody: bool = False) -> str:
    """The stored English explanation of a result (`Result.explanation`)."""
    return str(explanation_text(winner, reason, nobody))


def describe(event: Event, names: list[str]) -> str:
    p = event.params

    def n(key: str = "seat") -> str:
        seat = p.get(key)
        return "nobody" if seat is None else names[seat]

    k = event.kind
    table = {
        "turn": lambda: f"Turn {p['turn']}: {n()} is the current player.",
        "character_chosen": lambda: f"{n()} plays {char_name(p['character'])}.",
        "title": lambda: f"{n()} is now {p['title'].capitalize()}.",
        "skill_drawn": lambda: f"{n()} draws {article(p['skill'])} {p['skill']} card.",
        "skill_card_drawn": lambda: f"You drew {card_name(p['card'])}.",
        "skill_discarded": lambda: f"{n()} discards {card_name(p['card'])}.",
        "draw_lost": lambda: f"The {p['skill']} deck is exhausted; {n()} draws nothing.",
        "skill_reshuffled": lambda: f"The {p['skill']} discard pile is shuffled into a new deck.",
        "deck_reshuffled": lambda: f"The {p['deck']} discard pile is shuffled into a new deck.",
        "destiny_built": lambda: f"A new Destiny deck of {p['count']} cards is built.",
        "resource": lambda: f"{p['resource'].capitalize()} {p['delta']:+d} (now {p['value']}).",
        "moved": lambda: f"{n()} moves to {loc_name(p['to'])}.",
        "sent": lambda: f"{n()} is sent to {loc_name(p['location'])}.",
        "viper_moved": lambda: f"A viper moves from area {p['frm']} to area {p['to']}.",
        "activated": lambda: f"{n()} activates {loc_name(p['location'])}.",
        "no_action": lambda: f"{n()} takes no action.",
        "crisis": lambda: f"Crisis: {card_name(p['card'])}.",
        "crisis_pair_drawn": lambda: f"{n()} draws 2 crisis cards and keeps one.",
        "crisis_options": lambda: "Your crisis choice: " + ", ".join(card_name(c) for c in p["cards"]) + ".",
        "crisis_discarded": lambda: f"{card_name(p['card'])} is discarded.",
        "chose": lambda: f"{n()} chooses: {'attempt the skill check' if p['label'] == 'skill_check' else p['label']}.",
        "check_started": lambda: f"Skill check: {' + '.join(p['skills'])}, difficulty {p['difficulty']}.",
        "contributed": lambda: f"{n()} added {p['count']} card(s).",
        "you_contributed": lambda: f"You added {card_name(p['card'])}.",
        "check_revealed": lambda: (
            f"Revealed: {', '.join(card_name(c) for c in p['cards'])}. Total {p['total']} against {p['difficulty']}."
        ),
        "check_result": lambda: f"Skill check result: {p['result']}.",
        "contributed_face_up": lambda: f"{n()} adds {card_name(p['card'])} face up.",
        "destiny_face_up": lambda: f"Destiny card: {card_name(p['card'])}.",
        "skill_played": lambda: f"{n()} plays {card_name(p['card'])}.",
        "ability_used": lambda: f"{n()} uses {p['name']}.",
        "difficulty_changed": lambda: (
            f"{WHY.get(p['why'], p['why'])}"
            + (f" ({n()})" if p.get("seat") is not None else "")
            + f": the difficulty changes by {p['delta']:+d}."
        ),
        "kept_in_play": lambda: f"{card_name(p['card'])} stays in play.",
        "left_play": lambda: f"{card_name(p['card'])} leaves play.",
        "look_blocked": lambda: "Nobody may look at loyalty cards any more.",
        "peeked": lambda: f"{n()} looks at the top card of the {p['deck']} deck.",
        "peek_card": lambda: f"The top {p['deck']} card is {card_name(p['card'])}.",
        "peek_placed": lambda: f"{n()} puts it on the {p['where']} of the {p['deck']} deck.",
        "quorum_options": lambda: "Your quorum cards: " + ", ".join(card_name(c) for c in p["cards"]) + ".",
        "executive_order": lambda: f"{n()} gives {n('target')} an Executive Order.",
        "eo_mode": lambda: f"{n()} chooses {p['mode'].replace('_', ' ')}.",
        "roll_modified": lambda: f"The roll becomes {p['value']}.",
        "reroll": lambda: f"The die is rolled again: {p['value']}.",
        "area_chosen": lambda: f"{n()} resolves space area {p['area']} next.",
        "super_crisis_played": lambda: f"{n()} plays the super crisis {card_name(p['card'])}.",
        "roll": lambda: f"{n()} rolls {p['value']} ({p['why'].replace('_', ' ')}).",
        "activation": lambda: f"Cylon ships activate: {p['icon'].replace('_', ' ')}.",
        "launched": lambda: (
            "Basestars launch: "
            + (", ".join(f"{x['count']} {x['ship']} in area {x['area']}" for x in p["ships"]) or "nothing")
            + "."
        ),
        "deployed": lambda: (
            "Ships appear: "
            + (", ".join(f"{x['count']} {x['ship']} in area {x['area']}" for x in p["ships"]) or "nothing")
            + "."
        ),
        "raider_moved": lambda: f"A raider moves from area {p['frm']} to area {p['to']}.",
        "heavy_moved": lambda: f"{p['count']} heavy raider(s) move from area {p['frm']} to area {p['to']}.",
        "boarded": lambda: f"A heavy raider in area {p['area']} lands a centurion.",
        "centurions_advanced": lambda: f"Centurions advance to {p['positions']}.",
        "centurions_placed": lambda: f"{p['count']} centurion(s) board Galactica.",
        "centurion_destroyed": lambda: f"The centurion on space {p['position']} is destroyed.",
        "cylons_destroyed": lambda: f"{p['count']} {p['ship'].replace('_', ' ')}(s) destroyed in area {p['area']}.",
        "missed": lambda: "Miss.",
        "viper_hit": lambda: f"A viper in {area_name(p['area'])} is {'destroyed' if p['destroyed'] else 'damaged'}.",
        "viper_launched": lambda: f"A viper launches into area {p['area']}.",
        "viper_returned": lambda: f"A viper in area {p['area']} returns to the reserves.",
        "vipers_returned": lambda: "Every viper in space returns to the reserves.",
        "viper_repaired": lambda: "A viper is repaired.",
        "launched_self": lambda: f"{n()} launches in a viper into area {p['area']}.",
        "galactica_damaged": lambda: f"Galactica is hit: {p['token'].replace('_', ' ')}.",
        "galactica_no_tokens": lambda: "No Galactica damage tokens are left.",
        "repaired": lambda: f"{loc_name(p['location'])} is repaired.",
        "basestar_damaged": lambda: f"A basestar in area {p['area']} takes {p['token'].replace('_', ' ')}.",
        "basestar_destroyed": lambda: f"A basestar in area {p['area']} is destroyed.",
        "nuke_launched": lambda: f"{n()} launches a nuke at the basestar in area {p['area']}.",
        "civilian_destroyed": lambda: f"A civilian ship is destroyed ({p['ship'].replace('_', ' ')}).",
        "civilian_inspected": lambda: f"{n()} inspects a civilian ship in area {p['area']}.",
        "civilian_seen": lambda: f"That civilian ship holds: {p['ship'].replace('_', ' ')}.",
        "civilian_moved": lambda: f"A civilian ship moves from area {p['frm']} to area {p['to']}.",
        "counter": lambda: f"{p['name'].capitalize()}: {p['value']}.",
        "jump_track": lambda: f"The fleet token is on jump space {p['value']}.",
        "jump_started": lambda: "The fleet jumps!",
        "destinations_drawn": lambda: f"{n()} draws {p['count']} destination cards.",
        "destination_options": lambda: "Your destinations: " + ", ".join(card_name(c) for c in p["cards"]) + ".",
        "destination": lambda: f"Destination: {card_name(p['card'])} (distance {p['distance']}).",
        "distance": lambda: f"Distance travelled: {p['value']}.",
        "sleeper_phase": lambda: "Sleeper Agent phase: everyone receives another loyalty card.",
        "loyalty_dealt": lambda: f"{n()} receives a loyalty card.",
        "loyalty_card": lambda: f"Your loyalty card: {card_name(p['card'])}.",
        "looked_at_loyalty": lambda: f"{n('viewer')} looks at {p['count']} loyalty card(s) of {n('target')}.",
        "loyalty_seen": lambda: f"{names[p['target']]}'s loyalty: " + ", ".join(card_name(c) for c in p["cards"]),
        "look_nothing": lambda: "There is no loyalty card to look at.",
        "revealed": lambda: f"{n()} reveals: You Are a Cylon!",
        "sympathizer_revealed": lambda: f"{n()} reveals You Are a Sympathizer.",
        "sympathizer_passed": lambda: f"{n()} passes the Sympathizer card to {n('to')}.",
        "loyalty_given": lambda: f"{n()} gives {p['count']} loyalty card(s) to {n('to')}.",
        "loyalty_received": lambda: "You received: " + ", ".join(card_name(c) for c in p["cards"]) + ".",
        "quorum_drawn": lambda: f"{n()} draws a quorum card.",
        "quorum_card_drawn": lambda: f"Your new quorum card: {card_name(p['card'])}.",
        "quorum_played": lambda: f"{n()} plays {card_name(p['card'])}.",
        "super_crisis_drawn": lambda: f"{n()} draws a super crisis card.",
        "super_crisis_card_drawn": lambda: f"Your super crisis card: {card_name(p['card'])}.",
        "super_crisis_discarded": lambda: f"{n()} discards a super crisis card.",
        "picked": lambda: f"{n()} picks {n('target')}.",
        "declined": lambda: f"{n()} declines.",
        "no_legal_target": lambda: "Nobody can be chosen; nothing happens.",
        "no_target": lambda: "There is no target; nothing happens.",
        "no_civilian": lambda: "There is no civilian ship to destroy.",
        "hand_inspected": lambda: f"{n()} looks at {n('target')}'s hand.",
        "hand_seen": lambda: f"{names[p['target']]}'s hand: " + ", ".join(card_name(c) for c in p["cards"]),
        "card_stolen": lambda: f"{n()} takes a skill card from {n('target')}.",
        "your_card_stolen": lambda: f"{card_name(p['card'])} was taken from you.",
        "galactica_tokens_drawn": lambda: f"{n()} draws {p['count']} Galactica damage token(s).",
        "galactica_tokens_seen": lambda: "You drew: " + ", ".join(p["tokens"]) + ".",
        "skill_withdrawn": lambda: f"{n()} takes {card_name(p['card'])} back: only one may be used here.",  # BSG-A
        "setup_done": lambda: f"Setup complete; {n('first')} takes the first turn.",
        "game_over": lambda: str(explanation_text(p["winner"], p["reason"])),
        "loyalty_shown": lambda: (
            "Loyalty cards: "
            + "; ".join(f"{names[int(s)]}: {', '.join(card_name(c) for c in cs)}" for s, cs in p["cards"].items())
        ),
    }
    fn = table.get(k)
    return fn() if fn else k.replace("_", " ")


PROMPTS = {
    "draft": "Choose your character.",
    "lee_launch": "Choose the launch area for your viper.",
    "draw_skill": "Choose the skill type of your next card.",
    "move": "Movement: stay, move (a move to the other ship costs a card), or fly your viper.",
    "move_card": "Moving to the other ship costs a card: choose the card to discard.",  # BSG-A
    "action": "Choose your action.",
    "choose": "Choose one option.",
    "confirm": "Do you want to do this?",
    "pick_player": "Choose a character.",
    "discard": "Choose a card to discard.",
    "hand_limit": "Discard down to your hand limit.",
    "contribute": "Add any skill cards to the check face down (or none), all at once; you may hand them in early.",
    "destination": "Choose the destination (the other card goes to the bottom unseen).",
    "crisis_pick": "Choose the crisis to resolve (the other goes to the bottom of the deck).",
    "caprica_pick": "Choose the crisis to resolve (the other is discarded).",
    "galactica_target": "Choose the Cylon ship Galactica attacks.",
    "launch_self": "Choose where you launch.",
    "armory_target": "Choose the centurion to attack.",
    "centurion_pick": "Choose the centurion to destroy.",
    "viper_activation": "Activate an unmanned viper (launch, move or attack), or stop.",
    "viper_pick": "Choose the viper.",
    "ship_pick": "Choose the Cylon ship.",
    "send_location": "Choose the Galactica location to move to.",
    "civilian_destroy": "Choose the space area of the civilian ship that is destroyed.",
    "comms_pick": "Choose a civilian ship to look at, or stop.",
    "comms_move": "Move that civilian ship to an adjacent area, or leave it.",
    "quorum_play": "Choose the quorum card to play.",
    "give_sympathizer": "Give the Sympathizer card to another player.",
    "cylon_move": "Move to another Cylon location, or stay.",
    "cylon_action": "Activate your Cylon location, or do nothing.",
    "steal_target": "Choose whose hand to look at.",
    "steal_card": "Choose the card you take.",
    "give_loyalty": "Give your unrevealed loyalty cards to another player, or keep them.",
    "galactica_draw_count": "How many Galactica damage tokens do you draw?",
    "galactica_draw_pick": "Choose a token to resolve.",
    "loc_reaction": "You may change the difficulty of this check.",
    "peek_deck": "Choose the deck to look at.",
    "peek_place": "Put the card back on top or on the bottom.",
    "piloted_attack": "Attack with your viper, or stop.",
    "roslin_quorum": "Choose the quorum card to resolve (the others go to the bottom).",
    "eo_target": "Choose who receives the Executive Order.",
    "eo_mode": "Executive Order: move then take 1 action, or take 2 actions.",
    "secret_destiny": "Secret Destiny: replace this crisis card?",
    "mysterious_intuition": "Mysterious Intuition: declare the result of this check?",
    "blind_devotion": "Blind Devotion: name a skill type whose cards count 0?",
    "command_authority": "Command Authority: take every card of this check into your hand?",
    "eco_officer": "ECO Officer: roll this die again?",
    "moral_compass": "Moral Compass: switch to the other option?",
    "alert_viper_pilot": "Alert Viper Pilot: jump into the new viper and take an action?",
    "skill_window": "You may play a card now, or pass.",
    "window_order": "Several players played the same card: choose whose card is used (the others go back).",  # BSG-A
    "area_order": "Choose the next space area to resolve.",
    "raider_target": "Choose which piloted viper the raider attacks.",
    "raider_civilian": "Choose which civilian ship the raider destroys.",
    "heavy_convert": "Choose which heavy raider lands a centurion.",
    "deploy_pick": "Not enough ships in the supply: choose the area that gets the next one.",
}


def prompt(kind: str) -> str:
    return PROMPTS[kind]


# ----------------------------------------------------------------------------------------------------------------
# decisions that explain themselves (explain.py): turn steps, sources, option labels

STEP_NAMES = {
    "setup": "Setup",
    "start": "Start of turn",
    "receive": "Receive skills",
    "move": "Movement",
    "action": "Action",
    "crisis": "Crisis",
    "activation": "Activate Cylon ships",
    "jump": "Jump",
    "end": "End of turn",
    "cylon_turn": "Cylon turn",
}

SOURCE_NAMES = {
    "setup": "Setup",
    "turn": "Your turn",
    "window": "Reaction window",
    "activation": "Cylon activation",
    "jump": "Jump",
    "sleeper": "Sleeper Agent phase",
    "title": "Title",
    "roll": "Die roll",
    "check": "Skill check",
    "hand_limit": "Hand limit",
    "reveal": "Cylon reveal",
}

REVEAL_DISCARD = "A revealed Cylon keeps at most 3 skill cards."

WINDOW_NAMES = {
    "check_pre": "before cards are added to the skill check",
    "check_total": "after the skill check is totalled",
    "roll_before": "before the die is rolled",
    "viper_attacked": "after a Cylon attack roll against a viper",
}

ROLL_PURPOSES = {
    "ftl_control": "FTL Control (population loss on 1-6)",
    "armory": "the Armory attack on a centurion",
    "human_fleet": "the Human Fleet (5-8 damages Galactica)",
    "basestar_attacks_galactica": "a basestar attacks Galactica",
    "raider_attacks_viper": "a raider attacks a viper",
    "raider_attacks_galactica": "a raider attacks Galactica",
    "raider_attacks_civilian": "a raider attacks a civilian ship",
}

# the reaction a "use" answers, by decision kind (the "pass" answer is always "Pass")
USE_LABELS = {
    "secret_destiny": "Use Secret Destiny: discard this crisis and draw another",
    "command_authority": "Use Command Authority: take every card of this check",
    "eco_officer": "Use ECO Officer: roll again",
    "moral_compass": "Use Moral Compass: switch to {other}",
}

LABELS = {
    "character": "Play {character}",
    "launch": "Launch into {area}",
    "launch_recall": "Recall the viper in {recall}, launch into {area}",
    "draw": "Draw {article} {skill} card",
    "stay": "Stay in {location}",
    "stay_nowhere": "Stay",
    "move": "Move to {location}",
    "move_paid": "Move to {location}, discarding {card}",
    "move_costly": "Move to {location} (costs a card)",
    "viper_move": "Fly the viper to {area}",
    "viper_move_from": "Move the viper in {frm} to {area}",
    "activate": "Activate {location}",
    "viper_attack": "Viper attacks the {ship} in {area}",
    "viper_attack_from": "Viper in {frm} attacks the {ship} in {area}",
    "nuke": "Launch a nuke at the basestar in {area}",
    "quorum_draw": "Draw a quorum card",
    "quorum_play": "Play {card}",
    "play": "Play {card}",
    "ability": "Use {name}",
    "reveal": "Reveal: {card}",
    "nothing": "Do nothing",
    "caprica_crises": "Draw 2 crisis cards and resolve one",
    "play_super": "Play the super crisis {card}",
    "contribute": "Add {card} ({value:+d} here)",
    "contribute_cards": "Add {cards} ({value:+d} here)",
    "contribute_none": "Add no card",
    "done": "Done adding cards",
    "pass": "Pass",
    "use": "Use it",
    "declare": "Declare the check {result}ed",
    "skill": "{skill} cards count 0",
    "pilot": "Jump into the viper in {area} and act",
    "difficulty": "Difficulty {delta:+d}",
    "choose": "{label}",
    "choose_check": "Attempt the skill check",
    "yes": "Yes",
    "no": "No",
    "player": "{name}",
    "player_none": "Nobody",
    "discard": "Discard {card}",
    "discard_cards": "Discard {cards}",
    "discard_none": "Discard nothing",
    "card": "{card}",
    "take_card": "Take {card}",
    "target": "The {ship} in {area}",
    "centurion": "The centurion on boarding space {position}",
    "viper_source": "The viper in {where}",
    "viper_pilot": "{name}'s viper",
    "ship": "The {ship} in {area}",
    "location": "{location}",
    "area": "{area}",
    "civilian": "The civilian ship in {area}",
    "civilian_index": "Civilian ship {number} in {area}",
    "civilian_move": "Move it to {area}",
    "civilian_stay": "Leave it in {area}",
    "quorum": "Play {card}",
    "count": "Draw {count} damage token(s)",
    "token": "{token}",
    "deck": "The {deck} deck",
    "place": "Put it on the {where}",
    "mode": "{mode}",
    "stop": "Stop here",
    "stop_nothing": "Play nothing",
}

AREA_LABELS = [
    "area 0 (in front of Galactica)",
    "area 1 (upper front)",
    "area 2 (upper rear)",
    "area 3 (behind Galactica)",
    "area 4 (lower rear, launch)",
    "area 5 (lower front, launch)",
]


def area_label(area: object) -> str:
    """A space area in an option label, e.g. "area 4 (lower rear, launch)"."""
    return AREA_LABELS[area] if isinstance(area, int) and 0 <= area < 6 else "the reserves"


MODE_NAMES = {"move_and_act": "Move, then take 1 action", "two_actions": "Take 2 actions (no move)"}
VIPER_WHERE = {"reserves": "the reserves", "damaged": "the damaged pile", "destroyed": "the destroyed pile"}


def seat_name(state: dict, seat: int | None, names: list[str] | None = None) -> str:
    """A seat by display name when known, else by character ("Kara "Starbuck" Thrace")."""
    if seat is None:
        return "nobody"
    if names and 0 <= seat < len(names):
        return names[seat]
    cid = state["players"][seat]["character"]
    return char_name(cid) if cid else f"Player {seat + 1}"


def token_name(token: str) -> str:
    return loc_name(token) if token in DATA.locations else token.replace("_", " ")


def ship_name(ship: str) -> str:
    return ship.replace("_", " ")


PURPOSES = {
    "galactica_target": "Galactica attacks this ship.",
    "armory_target": "You attack this centurion; {hit_min}+ destroys it.",
    "raider_target": "The raider attacks this pilot's viper.",
    "raider_civilian": "The raider destroys this civilian ship.",
    "eo_target": "This player moves and acts, or acts twice, now.",
    "steal_target": "You look at this player's hand and take one skill card.",
    "give_sympathizer": "This player receives the Sympathizer card.",
    "give_loyalty": "This player receives all your unrevealed loyalty cards.",
    "send_location": "You move to this location.",
    "civilian_destroy": "A civilian ship in this area is destroyed.",
    "centurion_pick": "This centurion is destroyed.",
    "deploy_pick": "Not enough ships: this area gets the next {ship}.",
    "heavy_convert": "This heavy raider lands a centurion on Galactica.",
    "area_order": "The raiders in this area act next.",
    "window_order": "This player's card is used; the others take theirs back.",
}

CONSEQUENCES = {
    "destination": "Distance {distance}. {text}",
    "contribute": "Adds {total:+d} to the check.",
    "nothing": "Your turn goes on without an action.",
    "quorum_draw": "Draw 1 quorum card.",
    "viper_attack": "Roll to hit the Cylon ship.",
    "nuke": "Roll: the basestar is damaged or destroyed (and raiders with it).",
    "caprica_crises": "Draw 2 crisis cards, resolve one, discard the other.",
    "move_card": "Then you move to {location}.",
}
