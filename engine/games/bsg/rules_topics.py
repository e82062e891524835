"""Rules on demand (`/bsg rules topic:`): the topics and each topic's rule, without any game state.

A topic is `<kind>:<key>`: every location, character and skill card of the data, the steps of a turn, the titles and
the rules a table asks about (secrecy, skill checks, loyalty, jumping, …). Card and board texts are worded from their
effects (`effect_text.py`, translated like every card text); the prose of steps, titles and rules is in
`locales/<lang>/bsg_rules_help.ftl` (`bsg-rh-…`), written from shared/rules/bsg.md and the rulebook. What the current
game means for a topic is the presenter's part (presenters/bsg_rules.py), from the public view only.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from i18n import ListOf, Msg, Text, cat

from . import effect_text as E
from . import texts as T
from .data import DATA

# the turn's steps (bsg.md §4.3–4.5); a revealed Cylon's turn (§4.4)
STEPS = ("turn", "receive", "move", "action", "crisis", "activation", "jump_prep", "end", "cylon_turn")
TITLES = ("president", "admiral")
RULES = (
    "secrecy", "windows", "skill_check", "destiny", "crisis_cards", "loyalty", "reveal", "cylon_player",
    "cylon_locations", "sympathizer",
    "sleeper", "jump", "hand_limit", "quorum", "super_crisis", "galactica_damage", "game_end", "execution",
)  # fmt: skip
KINDS = ("location", "character", "skill", "step", "title", "rule")
# locations whose rule needs more than their action (the hazardous ones; why Caprica is special)
LOCATION_NOTES = frozenset({"sickbay", "brig", "presidents_office", "ftl_control", "caprica", "hangar_deck"})


@dataclass(frozen=True)
class Topic:
    kind: str
    key: str

    @property
    def id(self) -> str:
        return f"{self.kind}:{self.key}"


@cache
def topics() -> tuple[Topic, ...]:
    """Every topic, in the order autocomplete offers them (steps and rules first: the questions asked most)."""
    keys = {
        "step": STEPS,
        "rule": RULES,
        "title": TITLES,
        "location": tuple(DATA.locations),
        "character": tuple(DATA.characters),
        "skill": tuple(DATA.skill_abilities),
    }
    return tuple(
        Topic(kind, key) for kind in ("step", "rule", "title", "location", "character", "skill") for key in keys[kind]
    )


def topic_of(topic_id: str) -> Topic | None:
    """A topic from its id (`location:brig`), None when there is no such topic."""
    kind, _, key = topic_id.partition(":")
    topic = Topic(kind, key)
    return topic if topic in topics() else None


def name(topic: Topic) -> Text:
    """A topic's name: a location's name in the reader's language; characters and cards by their published name."""
    if topic.kind == "location":
        return E.location_label(topic.key)
    if topic.kind == "character":
        return DATA.characters[topic.key]["name"]
    if topic.kind == "skill":
        return DATA.skill_abilities[topic.key]["name"]
    return Msg(f"bsg-rh-name-{topic.kind}-{topic.key}")


def label(topic: Topic) -> Msg:
    """ "Location: FTL Control" — the kind and the name, as autocomplete shows it."""
    return Msg("bsg-rh-label", kind=topic.kind, name=name(topic))


def rule(topic: Topic) -> Text:
    """The rule of a topic (no game state)."""
    if topic.kind == "location":
        return location_rule(topic.key)
    if topic.kind == "character":
        return character_rule(topic.key)
    if topic.kind == "skill":
        return skill_rule(topic.key)
    return Msg(f"bsg-rh-text-{topic.kind}-{topic.key}")


def location_rule(loc: str) -> Text:
    info = DATA.locations[loc]
    where = Msg(
        "bsg-rh-location-where",
        ship=info["ship"],
        hazardous="yes" if info["hazardous"] else "no",
        damageable="yes" if info["damageable"] else "no",
    )
    kind = "action" if info.get("action") else "passive"
    parts: list[Text] = [where, Msg("bsg-rh-location-does", kind=kind, text=E.location_text(info))]
    if loc in LOCATION_NOTES:
        parts.append(Msg(f"bsg-rh-location-note-{loc}"))
    return cat(parts, "\n")


def character_line(info: dict) -> Msg:
    """A character's type, skill set and where they start ("William Adama (military leader): leadership 3, …")."""
    skills: list[Text] = [
        Msg("bsg-ui-roster-skill", skill=T.skill(k), count=v) for k, v in info["skills"]["fixed"].items()
    ]
    skills += [
        Msg("bsg-ui-roster-combined", skills=ListOf(tuple(T.skill(k) for k in c["skills"]), "or"), count=c["count"])
        for c in info["skills"]["combined"]
    ]
    start = info["start"]
    where: Text = T.loc_text(start["location"]) if start.get("location") not in (None, "space") else ""
    if start.get("in_viper"):
        where = Msg("bsg-ui-roster-viper")
    elif start.get("stranded"):
        where = Msg("bsg-ui-roster-stranded", location=T.loc_text(start.get("enters_at")))
    return Msg(
        "bsg-ui-roster-character", character=info["name"], kind=info["type"], skills=ListOf(tuple(skills)), start=where
    )


def character_rule(cid: str) -> Text:
    info = DATA.characters[cid]
    lines: list[Text] = [character_line(info)]
    lines += [
        Msg(
            "bsg-rh-ability",
            name=a["name"],
            polarity=a["polarity"],
            text=E.ability_text(a),
        )
        for a in info["abilities"]
    ]
    return cat(lines, "\n")


def skill_rule(card_id: str) -> Text:
    info = DATA.skill_abilities[card_id]
    copies: dict[tuple[str, int], int] = {}
    for card in DATA.skill_cards.values():
        if card["card_id"] == card_id:
            copies[card["skill"], card["strength"]] = copies.get((card["skill"], card["strength"]), 0) + 1
    skill = next(s for s, _ in copies)
    strengths = ListOf(tuple(Msg("bsg-rh-skill-copies", strength=s, count=n) for (_, s), n in sorted(copies.items())))
    timing = info["timing"]
    when = timing.get("trigger") or timing["kind"]
    return cat(
        [
            Msg("bsg-rh-skill-deck", skill=T.skill(skill), copies=strengths),
            Msg("bsg-rh-skill-does", when=when, text=E.effects(info.get("effects", []))),
            Msg("bsg-rh-skill-check-note"),
        ],
        "\n",
    )
