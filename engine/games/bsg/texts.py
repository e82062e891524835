"""All player-facing text of the BSG engine: event sentences, refusal reasons, result explanations."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from i18n import ListOf, Msg, Text, cat, texts_json

from .data import DATA, card_base
from .effect_text import (
    area_where,
    check_change,
    location_msg,
    minus_sign,
    option_among,
    ships_by_area,
    signed,
)


def char_name(cid: str | None) -> Text:
    """A character by its published name (a proper name in every language); None: nobody yet."""
    return DATA.characters[cid]["name"] if cid else Msg("bsg-nobody")


def card_name(card: str) -> str:
    info = DATA.skill_cards.get(card)
    if info:
        return f"{info['name']} ({info['skill']} {info['strength']})"
    base = card_base(card)
    for table in (DATA.crises, DATA.quorum, DATA.destinations, DATA.super_crises, DATA.loyalty):
        if base in table:
            return table[base]["name"]
    return card


WHY = {
    "accept_prophecy": "Accept Prophecy",
    "insubordinate": "Insubordinate",
    "cylon_hatred": "Cylon Hatred",
    "friends_in_low_places": "Friends in Low Places",
    "arbitrator": "Assign Arbitrator",
    "declare_emergency": "Declare Emergency",
}


# what makes a card count otherwise than its printed colour: (character or None, published ability or card name)
TURNED_BY = {
    "inspirational_leader": ("william_adama", "Inspirational Leader"),
    "blind_devotion": ("galen_tyrol", "Blind Devotion"),
    "scientific_research": (None, "Scientific Research"),
}


def turned_source(by: str) -> Text:
    who, name = TURNED_BY.get(by, (None, code_words(by)))
    return Msg("bsg-audit-ability", character=char_name(who), ability=name) if who else name


def difficulty_mod(why: str, delta: int) -> Msg:
    """ "Declare Emergency lowers it by 2": a named change of the difficulty as words, not a signed number."""
    way = "easier" if delta < 0 else "harder"
    return Msg("bsg-audit-mod", why=WHY.get(why, code_words(why)), way=way, amount=abs(delta))


def turned_by_source(turned: list[dict]) -> dict[str, list[str]]:
    """The cards counted otherwise than their colour, by what turned them (in the order first named)."""
    by_source: dict[str, list[str]] = {}
    for t in turned:
        by_source.setdefault(t["by"], []).append(t["card"])
    return by_source


def difficulty_text(base: int, final: int, mods: list[dict]) -> Text:
    """ "9" or "9 (printed 7; Accept Prophecy raises it by 2)": every named change of the difficulty."""
    if not mods:
        return str(final)
    named = ListOf(tuple(difficulty_mod(m["why"], m["delta"]) for m in mods))
    return Msg("bsg-audit-difficulty", base=base, final=final, mods=named)


def side_text(side: str, cards: list[str], total: int) -> Msg:
    """ "Positive: Executive Order (leadership 3), Launch Scout (tactics 1) = 4." or "Negative: none." """
    if not cards:
        return Msg("bsg-audit-side-none", side=side)
    return Msg("bsg-audit-side", side=side, cards=cards_counted(cards), sum=total)


def check_audit(p: dict) -> Text:
    """A revealed check, audited: positive and negative cards, every modifier named, the arithmetic. Built from the
    canonical (sorted) cards only, so it never depends on who contributed which card."""
    parts: list[Text] = [
        side_text("positive", p["positive"], p["plus"]),
        side_text("negative", p["negative"], p["minus"]),
    ]
    turned = turned_by_source(p["turned"])
    if p["zero"] and sorted(p["zero"]) != sorted(turned.get("blind_devotion", [])):  # else its sentence names them
        parts.append(side_text("zero", p["zero"], 0))
    for by, cards in turned.items():  # one sentence per source, not one per card
        kind = "zero" if by == "blind_devotion" else "positive"
        parts.append(
            Msg("bsg-audit-turned", card=cards_counted(cards), count=len(cards), kind=kind, by=turned_source(by))
        )
    if p["face_up"]:
        parts.append(Msg("bsg-audit-face-up"))
    parts.append(Msg("bsg-audit-destiny", count=p["destiny"]))
    difficulty = difficulty_text(p["base"], p["difficulty"], p["mods"])
    # no verdict yet: Declare Emergency may still lower the difficulty (the result line gives it)
    parts.append(
        Msg("bsg-audit-sum", plus=p["plus"], minus=p["minus"], total=minus_sign(p["total"]), difficulty=difficulty)
    )
    return cat([Msg("bsg-audit-revealed"), *parts], " ")


def undealt_loyalty(cards: list[str]) -> Msg:
    """The loyalty cards nobody was dealt, shown at the end ("Never dealt (left in the loyalty deck): …")."""
    if not cards:
        return Msg("bsg-audit-undealt-none")
    return Msg("bsg-audit-undealt", cards=cards_text(cards))


def check_result_text(p: dict) -> Text:
    """ "Skill check: total 13 against 9 (printed 11; Declare Emergency lowers it by 2) — pass." (one colon: a
    filtered log shows it alone); `against`, the total left out (the reveal a line or two above gave it): "Skill
    check result against difficulty 9 (…): pass." """
    difficulty = difficulty_text(p.get("base", p["difficulty"]), p["difficulty"], p.get("mods", []))
    if p.get("against"):
        return Msg("bsg-audit-result-against", difficulty=difficulty, result=p["result"])
    return Msg("bsg-audit-result", total=minus_sign(p["total"]), difficulty=difficulty, result=p["result"])


ILLEGAL = ("over", "not_your_turn", "malformed")  # refusals before any rule: `error(name)`
REASONS = ("contribute", "move", "draft", "draw_skill", "starting_hands")  # by decision kind: `bsg-error-reason-<kind>`
# BSG-A: table options (rules.BsgGame.options)
OPTIONS = ("window_seconds", "decision_hours", "contribution_hours", "pace")
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


def declined_text(task: dict | None, player: Text) -> Msg:
    """ "Ben declines Recon.": the ability, card or location whose optional effect a player said no to (an older
    move's event names none: "Ben declines.")."""
    from . import explain  # it words every source, and imports this module

    ops = (task or {}).get("ops") or [(task or {}).get("op") or {}]
    if any(op.get("op") == "peek" for op in ops):  # Recon's look, asked with a source of no id (machine/turn.py)
        found: dict | None = explain.ability_source("Recon")
    else:
        src = (task or {}).get("src")
        found = explain.from_src(src) if isinstance(src, dict) else None
    if not found:
        return event("declined", player=player)
    if found["kind"] == "loyalty":  # the four "You Are a Cylon" cards share a name: say which power was left unused
        return event("declined_power", player=player, what=found["name"], text=found["text"])
    return event("declined_what", player=player, what=found["name"])


def card_text(card: str) -> Text:
    """A card by its published name; a skill card with its type and strength ("Evasive Maneuvers (piloting 1)")."""
    info = DATA.skill_cards.get(card)
    if info:
        return Msg("bsg-skill-card", name=info["name"], skill=skill(info["skill"]), strength=info["strength"])
    loyalty = DATA.loyalty.get(card_base(card))
    if loyalty:  # the rulebook's titles are sentences ("Jsi Cylon"): quoted as the language quotes
        return Msg("bsg-loyalty-quoted", name=Msg("bsg-loyalty-name", kind=loyalty["kind"]))
    return card_name(card)


def cards_text(cards: list[str]) -> ListOf:
    return ListOf(tuple(card_text(c) for c in cards))


def cards_counted(cards: list[str]) -> ListOf:
    """Cards in a list, copies that read alike said once with their count where the first stood ("2 copies of
    Evasive Maneuvers (piloting 1) and Repair (engineering 1)", not the same name twice). Not for a list that opens a
    sentence: a count would start it."""
    counts: dict[str, tuple[Text, int]] = {}  # a card's words (as JSON) -> (its words, how many)
    for card in cards:
        words = card_text(card)
        key = texts_json(words)
        counts[key] = (words, counts[key][1] + 1 if key in counts else 1)
    return ListOf(tuple(w if n == 1 else Msg("bsg-card-copies", card=w, count=n) for w, n in counts.values()))


def skill(name: str) -> Msg:
    """A skill type, nominative ("politics" / "politika")."""
    return Msg("bsg-skill", skill=name)


def ships_text(ships: list[dict]) -> Text:
    """Ships placed in space, grouped by area: "2 raiders and 1 heavy raider in area 5 (lower front, launch)"."""
    if not ships:
        return event("nothing")
    by_area: dict[int, dict[str, int]] = {}
    for x in ships:
        area = by_area.setdefault(x["area"], {})
        area[x["ship"]] = area.get(x["ship"], 0) + x["count"]
    return ships_by_area(by_area)


def code_words(code: str) -> str:
    """A code from the data with no catalog entry yet (a card id, a label), readable: `rescue_mission_1`."""
    return code.replace("_", " ")


def rolled_for(why: str) -> Text:
    """What a die is rolled for: a location (Armory, Human Fleet, FTL Control, by its name), one of the engine's own
    rolls, or a card (`inspirational_speech#1`)."""
    if why in DATA.locations:
        return location_msg(why)
    if why in ROLLS:
        return Msg("bsg-roll-why", why=why)
    name = card_name(card_base(why))
    return name if name != card_base(why) else code_words(why)


ROLLS = (
    "basestar_attacks_galactica",
    "galactica_attacks_basestar",
    "galactica_attacks_heavy_raider",
    "galactica_attacks_raider",
    "launch_scout",
    "nuke",
    "raider_attacks_galactica",
    "raider_attacks_viper",
    "raider_attacks_civilian",
    "viper_attacks_heavy_raider",
    "viper_attacks_raider",
    "viper_attacks_basestar",
    "eco_officer",
    "evasive_maneuvers",
)


def describe(event_: Event, names: list[str]) -> Text:
    p = event_.params

    def n(key: str = "seat") -> Text:
        seat = p.get(key)
        return Msg("bsg-nobody") if seat is None else names[seat]

    def delta() -> str:
        return signed(p["delta"])  # a signed change, "+2" / "−1"

    def change() -> Msg:
        return check_change(p["delta"])  # a check's difficulty -3: "3 easier"

    def why() -> Text:
        return WHY.get(p["why"], code_words(p["why"]))

    def e(**params: Any) -> Msg:
        return event(k, **params)

    k = event_.kind
    table: dict[str, Any] = {
        "turn": lambda: e(turn=p["turn"], player=n()),
        "character_chosen": lambda: e(player=n(), character=char_name(p["character"])),
        "title": lambda: e(player=n(), title=p["title"]),
        "skill_drawn": lambda: e(player=n(), skill=p["skill"]),
        "skill_card_drawn": lambda: e(card=card_text(p["card"])),
        "skill_discarded": lambda: (  # the thread's run of one player's discards to the hand limit has "cards"
            event(
                "hand_limit_discards", player=n(), cards=cards_counted(p.get("cards") or [p["card"]]), limit=p["limit"]
            )
            if "limit" in p
            else e(player=n(), card=card_text(p["card"]))
        ),
        "draw_lost": lambda: e(player=n(), skill=p["skill"]),
        "skill_reshuffled": lambda: e(skill=p["skill"]),
        "deck_reshuffled": lambda: e(deck=p["deck"]),
        "destiny_built": lambda: e(count=p["count"]),
        "resource": lambda: e(resource=p["resource"], delta=delta(), value=p["value"]),
        "moved": lambda: e(player=n(), location=loc_text(p["to"])),
        "sent": lambda: e(player=n(), location=loc_text(p["location"])),
        "viper_moved": lambda: e(frm=area_where(p["frm"]), to=area_where(p["to"])),
        "activated": lambda: e(player=n(), location=loc_text(p["location"])),
        "no_action": lambda: e(player=n()),
        "step_skipped": lambda: e(player=n(), step=p["step"], why=p["why"]),
        "crisis": lambda: e(card=card_text(p["card"])),
        "crisis_pair_drawn": lambda: e(player=n()),
        "crisis_options": lambda: e(cards=cards_text(p["cards"])),
        "crisis_discarded": lambda: e(card=card_text(p["card"])),
        "chose": lambda: (
            event("chose_over", player=n(), choice=chosen_text(p), others=others_text(p["others"]))
            if p.get("others")
            else e(player=n(), choice=chosen_text(p))
        ),
        "kept_over": lambda: e(card=card_text(p["card"]), others=cards_text(p["others"])),
        "check_started": lambda: e(skills=cat([skill(s) for s in p["skills"]], " + "), difficulty=p["difficulty"]),
        "contributed": lambda: e(player=n(), count=p["count"]) if p["count"] else event("contributed_none", player=n()),
        "you_contributed": lambda: e(card=card_text(p["card"])),
        "check_revealed": lambda: (
            check_audit(p)
            if "positive" in p
            else e(cards=cards_text(p["cards"]), total=p["total"], difficulty=p["difficulty"])
        ),
        "check_result": lambda: (
            check_result_text(p) if p.get("total") is not None or p.get("against") else e(result=p["result"])
        ),
        "contributed_face_up": lambda: e(player=n(), card=card_text(p["card"])),
        "destiny_face_up": lambda: e(card=card_text(p["card"])),
        "skill_played": lambda: e(player=n(), card=card_text(p["card"])),
        "ability_used": lambda: e(player=n(), name=p["name"]),
        "difficulty_changed": lambda: (
            event("difficulty_changed_played", player=n(), card=card_text(p["card"]), change=change())
            if "card" in p  # the thread's one line for the card played and what it does (presenters/bsg_folds.py)
            else event("difficulty_changed_by", why=why(), player=n(), change=change())
            if p.get("seat") is not None
            else e(why=why(), change=change())
        ),
        "kept_in_play": lambda: e(card=card_text(p["card"])),
        "left_play": lambda: e(card=card_text(p["card"])),
        "look_blocked": lambda: e(),
        "peeked": lambda: e(player=n(), deck=p["deck"]),
        "peek_card": lambda: e(deck=p["deck"], card=card_text(p["card"])),
        "peek_placed": lambda: e(player=n(), where=p["where"], deck=p["deck"]),
        "quorum_options": lambda: e(cards=cards_text(p["cards"])),
        "executive_order": lambda: (
            event("executive_order_played", player=n(), card=card_text(p["card"]), target=n("target"))
            if "card" in p  # with the card played, as the difficulty change above
            else e(player=n(), target=n("target"))
        ),
        "eo_mode": lambda: e(player=n(), mode=p["mode"]),
        "roll_modified": lambda: e(value=p["value"]),
        "reroll": lambda: e(value=p["value"]),
        "area_chosen": lambda: e(player=n(), area=area_where(p["area"])),
        "super_crisis_played": lambda: e(player=n(), card=card_text(p["card"])),
        "roll": lambda: e(player=n(), value=p["value"], why=rolled_for(p["why"])),
        "activation": lambda: e(icon=p["icon"]),
        "launched": lambda: (
            e(ships=ships_text(p["ships"]))
            if p["ships"]
            else event("launched_none_why", why=p["why"])
            if "why" in p
            else event("launched_none")
        ),
        "deployed": lambda: e(ships=ships_text(p["ships"])),
        "raider_moved": lambda: e(frm=area_where(p["frm"]), to=area_where(p["to"])),
        "heavy_moved": lambda: e(count=p["count"], frm=area_where(p["frm"]), to=area_where(p["to"])),
        "boarded": lambda: e(area=area_where(p["area"])),
        "centurions_advanced": lambda: e(
            positions=ListOf(tuple(str(x) for x in p["positions"])), count=len(p["positions"])
        ),
        "centurions_placed": lambda: e(count=p["count"]),
        "centurion_destroyed": lambda: e(position=p["position"]),
        "cylons_destroyed": lambda: e(count=p["count"], ship=p["ship"], area=area_where(p["area"])),
        "missed": lambda: e(),
        "viper_hit": lambda: (
            e(area=area_where(p["area"]), destroyed="yes" if p["destroyed"] else "no")
            if isinstance(p["area"], int)
            else event("viper_hit_reserves", destroyed="yes" if p["destroyed"] else "no")
        ),
        "viper_launched": lambda: e(area=area_where(p["area"])),
        "viper_returned": lambda: e(area=area_where(p["area"])),
        "vipers_returned": lambda: e(),
        "viper_repaired": lambda: e(),
        "launched_self": lambda: e(player=n(), area=area_where(p["area"])),
        "galactica_damaged": lambda: e(token=token_text(p["token"])),
        "galactica_no_tokens": lambda: e(),
        "repaired": lambda: e(location=loc_text(p["location"])),
        "basestar_damaged": lambda: e(area=area_where(p["area"]), token=Msg("bsg-basestar-token", token=p["token"])),
        "basestar_destroyed": lambda: e(area=area_where(p["area"])),
        "nuke_launched": lambda: e(player=n(), area=area_where(p["area"])),
        "civilian_destroyed": lambda: e(ship=Msg("bsg-civilian", ship=p["ship"])),
        "civilian_inspected": lambda: e(player=n(), area=area_where(p["area"])),
        "civilian_seen": lambda: e(ship=Msg("bsg-civilian", ship=p["ship"])),
        "civilian_moved": lambda: e(frm=area_where(p["frm"]), to=area_where(p["to"])),
        "counter": lambda: (  # a change said as resources are ("Raptors -1 (now 3)."); older logs lack the delta
            event("counter_change", name=p["name"], delta=delta(), value=p["value"])
            if p.get("delta")
            else e(name=p["name"], value=p["value"])
        ),
        "jump_track": lambda: e(value=p["value"]),
        "jump_started": lambda: e(),
        "destinations_drawn": lambda: e(player=n(), count=p["count"]),
        "destination_options": lambda: e(cards=cards_text(p["cards"])),
        "destination": lambda: e(card=card_text(p["card"]), distance=p["distance"]),
        "distance": lambda: e(value=p["value"]),
        "sleeper_phase": lambda: (  # the loyalty deck ran out mid-deal: who received a card (maybe nobody)
            e()
            if "dealt" not in p
            else event(
                "sleeper_phase_short", count=len(p["dealt"]), players=ListOf(tuple(names[s] for s in p["dealt"]))
            )
        ),
        "loyalty_dealt": lambda: event("loyalty_dealt_extra", player=n()) if p.get("extra") else e(player=n()),
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
        "declined": lambda: declined_text(p.get("task"), n()),
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
        "order_dropped": lambda: e(card=card_text(p["card"])),  # a standing order whose card has gone (private)
        "setup_done": lambda: e(player=n("first")),
        "game_over": lambda: explanation_text(p["winner"], p["reason"]),
        "loyalty_shown": lambda: e(
            hands=cat(
                [Msg("bsg-loyalty-of", player=names[int(s)], cards=cards_text(cs)) for s, cs in p["cards"].items()]
                + ([undealt_loyalty(p["undealt"])] if "undealt" in p else []),
                "; ",
            )
        ),
    }
    fn = table.get(k)
    return fn() if fn else event("unknown", kind=code_words(k))


def chosen_text(p: dict[str, Any]) -> Text:
    """The option a "chose" event names: the skill check, or the option's effects in words (the data's label is
    English; an event stored before it carried the effects shows that label)."""
    if p["label"] == "skill_check":
        return event("skill_check")
    if "effects" not in p:
        return code_words(p["label"])
    if [op.get("op") for op in p["effects"]] == ["activate"]:  # among activations (the Cylon Fleet): what activates
        return Msg("bsg-fx-activated", ships=p["effects"][0].get("ships", ""))
    return option_among({"effects": p["effects"]}, "current")


def others_text(others: list[dict[str, Any]]) -> ListOf:
    """The options not chosen, each in words as `chosen_text` words the chosen one."""
    return ListOf(tuple(chosen_text(o) for o in others), "or")


def loc_text(loc: str | None) -> Text:
    """A location by name (`effect_text.location_msg`: the rulebook's name where it gives one); None is space."""
    if loc is None:
        return Msg("bsg-space")
    return location_msg(loc) if loc in DATA.locations else loc


def token_text(token: str) -> Text:
    """A Galactica damage token: a location's name, or a resource loss (`food`, `fuel`)."""
    return loc_text(token) if token in DATA.locations else Msg("bsg-damage-token", token=token)


# the decision kinds with a question (`bsg-prompt-<kind>`, explain.question)
PROMPTS = (
    "draft", "lee_launch", "draw_skill", "move", "move_card", "action", "choose", "confirm", "pick_player", "discard",
    "hand_limit", "contribute", "destination", "crisis_pick", "caprica_pick", "galactica_target", "launch_self",
    "armory_target", "centurion_pick", "viper_activation", "viper_pick", "ship_pick", "send_location",
    "civilian_destroy", "comms_pick", "comms_move", "quorum_play", "give_sympathizer", "cylon_move", "cylon_action",
    "steal_target", "steal_card", "give_loyalty", "galactica_draw_count", "galactica_draw_pick", "loc_reaction",
    "peek_deck", "peek_place", "piloted_attack", "roslin_quorum", "eo_target", "eo_mode", "secret_destiny",
    "mysterious_intuition", "blind_devotion", "command_authority", "eco_officer", "moral_compass",
    "alert_viper_pilot", "skill_window", "window_order", "area_order", "raider_target", "raider_civilian",
    "heavy_convert", "deploy_pick", "starting_hands",
)  # fmt: skip


def prompt(kind: str) -> Msg:
    return Msg(f"bsg-prompt-{kind}")


def seat_name(state: dict, seat: int | None, names: list[str] | None = None) -> Text:
    """A seat by display name when known, else by character ("Kara "Starbuck" Thrace")."""
    if seat is None:
        return Msg("bsg-nobody")
    if names and 0 <= seat < len(names):
        return names[seat]
    cid = state["players"][seat]["character"]
    return char_name(cid) if cid else Msg("bsg-player-number", number=str(seat + 1))
