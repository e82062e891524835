"""All player-facing text of the BSG engine: event sentences, refusal reasons, result explanations."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from i18n import ListOf, Msg, Text, cat

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


def event(kind: str, /, **params: Any) -> Msg:
    return Msg(key("event", kind), **params)


def card_text(card: str) -> Text:
    """A card by its published name; a skill card with its type and strength ("Evasive Maneuvers (piloting 1)")."""
    info = DATA.skill_cards.get(card)
    if info:
        return Msg("bsg-skill-card", name=info["name"], skill=skill(info["skill"]), strength=info["strength"])
    return card_name(card)


def cards_text(cards: list[str]) -> ListOf:
    return ListOf(tuple(card_text(c) for c in cards))


def skill(name: str) -> Msg:
    """A skill type, nominative ("politics" / "politika")."""
    return Msg("bsg-skill", skill=name)


def ships_text(ships: list[dict]) -> Text:
    if not ships:
        return event("nothing")
    return ListOf(tuple(Msg("bsg-ships-in-area", ship=x["ship"], count=x["count"], area=x["area"]) for x in ships))


def code_words(code: str) -> str:
    """A code from the data with no catalog entry yet (a card id, a label), readable: `rescue_mission_1`."""
    return code.replace("_", " ")


def rolled_for(why: str) -> Text:
    """What a die is rolled for: one of the engine's own rolls, or a card (`inspirational_speech#1`)."""
    if why in ROLLS:
        return Msg("bsg-roll-why", why=why)
    name = card_name(card_base(why))
    return name if name != card_base(why) else code_words(why)


ROLLS = (
    "armory",
    "basestar_attacks_galactica",
    "galactica_attacks_basestar",
    "galactica_attacks_heavy_raider",
    "galactica_attacks_raider",
    "human_fleet",
    "launch_scout",
    "nuke",
    "raider_attacks_galactica",
    "raider_attacks_viper",
    "raider_attacks_civilian",
    "viper_attacks_heavy_raider",
    "viper_attacks_raider",
    "viper_attacks_basestar",
    "ftl_control",
    "eco_officer",
    "evasive_maneuvers",
)


def describe(event_: Event, names: list[str]) -> Text:
    p = event_.params

    def n(key: str = "seat") -> Text:
        seat = p.get(key)
        return Msg("bsg-nobody") if seat is None else names[seat]

    def delta() -> str:
        return f"{p['delta']:+d}"  # a signed change, "+2" / "-1"

    def e(**params: Any) -> Msg:
        return event(k, **params)

    k = event_.kind
    table: dict[str, Any] = {
        "turn": lambda: e(turn=p["turn"], player=n()),
        "character_chosen": lambda: e(player=n(), character=char_name(p["character"])),
        "title": lambda: e(player=n(), title=p["title"]),
        "skill_drawn": lambda: e(player=n(), skill=p["skill"]),
        "skill_card_drawn": lambda: e(card=card_text(p["card"])),
        "skill_discarded": lambda: e(player=n(), card=card_text(p["card"])),
        "draw_lost": lambda: e(player=n(), skill=p["skill"]),
        "skill_reshuffled": lambda: e(skill=p["skill"]),
        "deck_reshuffled": lambda: e(deck=p["deck"]),
        "destiny_built": lambda: e(count=p["count"]),
        "resource": lambda: e(resource=p["resource"], delta=delta(), value=p["value"]),
        "moved": lambda: e(player=n(), location=loc_text(p["to"])),
        "sent": lambda: e(player=n(), location=loc_text(p["location"])),
        "viper_moved": lambda: e(frm=p["frm"], to=p["to"]),
        "activated": lambda: e(player=n(), location=loc_text(p["location"])),
        "no_action": lambda: e(player=n()),
        "crisis": lambda: e(card=card_text(p["card"])),
        "crisis_pair_drawn": lambda: e(player=n()),
        "crisis_options": lambda: e(cards=cards_text(p["cards"])),
        "crisis_discarded": lambda: e(card=card_text(p["card"])),
        "chose": lambda: e(player=n(), choice=event("skill_check") if p["label"] == "skill_check" else p["label"]),
        "check_started": lambda: e(skills=cat([skill(s) for s in p["skills"]], " + "), difficulty=p["difficulty"]),
        "contributed": lambda: e(player=n(), count=p["count"]),
        "you_contributed": lambda: e(card=card_text(p["card"])),
        "check_revealed": lambda: e(cards=cards_text(p["cards"]), total=p["total"], difficulty=p["difficulty"]),
        "check_result": lambda: e(result=p["result"]),
        "contributed_face_up": lambda: e(player=n(), card=card_text(p["card"])),
        "destiny_face_up": lambda: e(card=card_text(p["card"])),
        "skill_played": lambda: e(player=n(), card=card_text(p["card"])),
        "ability_used": lambda: e(player=n(), name=p["name"]),
        "difficulty_changed": lambda: (
            event("difficulty_changed_by", why=WHY.get(p["why"], code_words(p["why"])), player=n(), delta=delta())
            if p.get("seat") is not None
            else e(why=WHY.get(p["why"], code_words(p["why"])), delta=delta())
        ),
        "kept_in_play": lambda: e(card=card_text(p["card"])),
        "left_play": lambda: e(card=card_text(p["card"])),
        "look_blocked": lambda: e(),
        "peeked": lambda: e(player=n(), deck=p["deck"]),
        "peek_card": lambda: e(deck=p["deck"], card=card_text(p["card"])),
        "peek_placed": lambda: e(player=n(), where=p["where"], deck=p["deck"]),
        "quorum_options": lambda: e(cards=cards_text(p["cards"])),
        "executive_order": lambda: e(player=n(), target=n("target")),
        "eo_mode": lambda: e(player=n(), mode=p["mode"]),
        "roll_modified": lambda: e(value=p["value"]),
        "reroll": lambda: e(value=p["value"]),
        "area_chosen": lambda: e(player=n(), area=p["area"]),
        "super_crisis_played": lambda: e(player=n(), card=card_text(p["card"])),
        "roll": lambda: e(player=n(), value=p["value"], why=rolled_for(p["why"])),
        "activation": lambda: e(icon=p["icon"]),
        "launched": lambda: e(ships=ships_text(p["ships"])),
        "deployed": lambda: e(ships=ships_text(p["ships"])),
        "raider_moved": lambda: e(frm=p["frm"], to=p["to"]),
        "heavy_moved": lambda: e(count=p["count"], frm=p["frm"], to=p["to"]),
        "boarded": lambda: e(area=p["area"]),
        "centurions_advanced": lambda: e(positions=ListOf(tuple(str(x) for x in p["positions"]))),
        "centurions_placed": lambda: e(count=p["count"]),
        "centurion_destroyed": lambda: e(position=p["position"]),
        "cylons_destroyed": lambda: e(count=p["count"], ship=p["ship"], area=p["area"]),
        "missed": lambda: e(),
        "viper_hit": lambda: e(
            area=Msg("bsg-area", area=p["area"] if isinstance(p["area"], int) else "reserves"),
            destroyed="yes" if p["destroyed"] else "no",
        ),
        "viper_launched": lambda: e(area=p["area"]),
        "viper_returned": lambda: e(area=p["area"]),
        "vipers_returned": lambda: e(),
        "viper_repaired": lambda: e(),
        "launched_self": lambda: e(player=n(), area=p["area"]),
        "galactica_damaged": lambda: e(token=token_text(p["token"])),
        "galactica_no_tokens": lambda: e(),
        "repaired": lambda: e(location=loc_text(p["location"])),
        "basestar_damaged": lambda: e(area=p["area"], token=Msg("bsg-basestar-token", token=p["token"])),
        "basestar_destroyed": lambda: e(area=p["area"]),
        "nuke_launched": lambda: e(player=n(), area=p["area"]),
        "civilian_destroyed": lambda: e(ship=Msg("bsg-civilian", ship=p["ship"])),
        "civilian_inspected": lambda: e(player=n(), area=p["area"]),
        "civilian_seen": lambda: e(ship=Msg("bsg-civilian", ship=p["ship"])),
        "civilian_moved": lambda: e(frm=p["frm"], to=p["to"]),
        "counter": lambda: e(name=p["name"], value=p["value"]),
        "jump_track": lambda: e(value=p["value"]),
        "jump_started": lambda: e(),
        "destinations_drawn": lambda: e(player=n(), count=p["count"]),
        "destination_options": lambda: e(cards=cards_text(p["cards"])),
        "destination": lambda: e(card=card_text(p["card"]), distance=p["distance"]),
        "distance": lambda: e(value=p["value"]),
        "sleeper_phase": lambda: e(),
        "loyalty_dealt": lambda: e(player=n()),
        "loyalty_card": lambda: e(card=card_text(p["card"])),
        "looked_at_loyalty": lambda: e(viewer=n("viewer"), count=p["count"], target=n("target")),
        "loyalty_seen": lambda: e(target=names[p["target"]], cards=cards_text(p["cards"])),
        "look_nothing": lambda: e(),
        "revealed": lambda: e(player=n()),
        "sympathizer_revealed": lambda: e(player=n()),
        "sympathizer_passed": lambda: e(player=n(), to=n("to")),
        "loyalty_given": lambda: e(player=n(), count=p["count"], to=n("to")),
        "loyalty_received": lambda: e(cards=cards_text(p["cards"])),
        "quorum_drawn": lambda: e(player=n()),
        "quorum_card_drawn": lambda: e(card=card_text(p["card"])),
        "quorum_played": lambda: e(player=n(), card=card_text(p["card"])),
        "super_crisis_drawn": lambda: e(player=n()),
        "super_crisis_card_drawn": lambda: e(card=card_text(p["card"])),
        "super_crisis_discarded": lambda: e(player=n()),
        "picked": lambda: e(player=n(), target=n("target")),
        "declined": lambda: e(player=n()),
        "no_legal_target": lambda: e(),
        "no_target": lambda: e(),
        "no_civilian": lambda: e(),
        "hand_inspected": lambda: e(player=n(), target=n("target")),
        "hand_seen": lambda: e(target=names[p["target"]], cards=cards_text(p["cards"])),
        "card_stolen": lambda: e(player=n(), target=n("target")),
        "your_card_stolen": lambda: e(card=card_text(p["card"])),
        "galactica_tokens_drawn": lambda: e(player=n(), count=p["count"]),
        "galactica_tokens_seen": lambda: e(tokens=ListOf(tuple(token_text(x) for x in p["tokens"]))),
        "skill_withdrawn": lambda: e(player=n(), card=card_text(p["card"])),  # BSG-A
        "setup_done": lambda: e(player=n("first")),
        "game_over": lambda: explanation_text(p["winner"], p["reason"]),
        "loyalty_shown": lambda: e(
            hands=cat(
                [Msg("bsg-loyalty-of", player=names[int(s)], cards=cards_text(cs)) for s, cs in p["cards"].items()],
                "; ",
            )
        ),
    }
    fn = table.get(k)
    return fn() if fn else event("unknown", kind=code_words(k))


def loc_text(loc: str | None) -> Text:
    """A location by its published name; None is space (a pilot in a viper)."""
    return Msg("bsg-space") if loc is None else loc_name(loc)


def token_text(token: str) -> Text:
    """A Galactica damage token: a location's name, or a resource loss (`food`, `fuel`)."""
    return loc_name(token) if token in DATA.locations else Msg("bsg-damage-token", token=token)


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
