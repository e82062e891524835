"""`/bsg rules topic:` — the answer, the autocomplete and the close matches (engine/games/bsg/rules_topics.py holds
the topics and their rules).

What the current game means for a topic is read from the public view (`game.view(state, None)`) and, when the asker
is seated, their own part of their view (`view(state, seat)["me"]`) — nothing else, so the answer never tells one
player another's secret (tests/bsg/test_bsg_rules_help.py changes other seats' hands and checks the answer stays).
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from functools import cache
from typing import Any

from engine.games.bsg import effect_text as E
from engine.games.bsg import rules_topics as R
from engine.games.bsg import texts as T
from engine.games.bsg.data import DATA, RESOURCES
from engine.games.bsg.rules_topics import Topic
from i18n import LANGS, ListOf, Msg, Text, cat, tr
from presenters.base import clip, folded
from presenters.discord_limits import AUTOCOMPLETE_CHOICES
from presenters.labels import OPTION_LABEL
from presenters.snapshot import Snapshot

View = dict[str, Any]
CLOSE = 6  # close matches offered for an unknown topic


# ===================================================================== finding a topic
@cache
def _labels(lang: str) -> tuple[tuple[str, str, str], ...]:
    """(label, topic id, folded search text) per topic in `lang`: its label there, its English label and its id, so a
    Czech reader finds the Brig by "cela" and by "brig"."""
    out = []
    for topic in R.topics():
        shown = clip(tr(R.label(topic), lang), OPTION_LABEL)
        names = {tr(R.name(topic), lang), tr(R.name(topic), "en"), topic.key.replace("_", " ")}
        out.append((shown, topic.id, folded(" ".join([shown, *names]))))
    return tuple(out)


@cache
def _names() -> dict[str, str]:
    """Folded name or label in any language → topic id (for a topic typed by hand instead of picked)."""
    out: dict[str, str] = {}
    for lang in LANGS:
        for topic in R.topics():
            for text in (tr(R.name(topic), lang), tr(R.label(topic), lang), topic.id, topic.key):
                out.setdefault(folded(text).strip(), topic.id)
    return out


def choices(typed: str, lang: str) -> list[tuple[str, str]]:
    """As many (label, topic id) as an autocomplete shows, in the reader's language, for what was typed: labels that
    start with it (or whose name does) first, then the others that contain it."""
    want = folded(typed).strip()
    rows = _labels(lang)
    if not want:
        return [(shown, tid) for shown, tid, _ in rows[:AUTOCOMPLETE_CHOICES]]
    first = [(s, t) for s, t, text in rows if any(w.startswith(want) for w in text.split()) or text.startswith(want)]
    rest = [(s, t) for s, t, text in rows if want in text and (s, t) not in first]
    return (first + rest)[:AUTOCOMPLETE_CHOICES]


def find(typed: str) -> Topic | None:
    """The topic typed: its id, or its name or label in any language; else the one topic whose name contains it."""
    want = folded(typed).strip()
    if not want:
        return None
    exact = _names().get(want)
    if exact:
        return R.topic_of(exact)
    found = {tid for text, tid in _names().items() if want in text}
    return R.topic_of(found.pop()) if len(found) == 1 else None


def close_matches(typed: str, lang: str) -> list[str]:
    """A few topic labels near what was typed (contained, else similar), in the reader's language."""
    want = folded(typed).strip()
    rows = _labels(lang)
    near = [shown for shown, _, text in rows if want and want in text]
    if len(near) < CLOSE:
        by_label = {folded(shown): shown for shown, _, _ in rows}
        near += [by_label[k] for k in difflib.get_close_matches(want, by_label, CLOSE, 0.4) if by_label[k] not in near]
    return near[:CLOSE] or [shown for shown, _, _ in rows[: len(R.STEPS)]]


def unknown(typed: str, lang: str) -> Text:
    """The short answer to an unknown topic: close matches to pick from (no topic: the turn's steps)."""
    near = ListOf(tuple(close_matches(typed, lang)), "or")
    if not typed.strip():
        return Msg("bsg-rh-pick", near=near)
    return Msg("bsg-rh-unknown", topic=clip(typed.strip(), 40), near=near)


# ===================================================================== the answer
def answer(topic: Topic, public: View | None, mine: View | None, names: list[Text]) -> Text:
    """The rule and, when a game is at hand, what its public state (and the asker's own view) means for it."""
    title = [] if topic.kind == "character" else [Msg("bsg-rh-title", kind=topic.kind, name=R.name(topic))]
    parts: list[Text] = [*title, R.rule(topic)]  # a character's rule starts with its name
    if public is not None:
        now = state_lines(topic, public, mine, names)
        if now:
            parts.append(cat([Msg("bsg-rh-now"), *now], "\n"))
    return cat(parts, "\n\n")


def state_lines(topic: Topic, public: View, mine: View | None, names: list[Text]) -> list[Text]:
    """What the game's public state (and the asker's own hand) means for a topic."""
    read = STATE.get(topic.kind)
    return read(topic.key, Seen(public, mine, names)) if read else []


class Seen:
    """What the asker may see: the public view, their own part (`me`) if seated, and the seats' names."""

    def __init__(self, public: View, mine: View | None, names: list[Text]) -> None:
        self.public, self.mine, self.names = public, mine, names

    def who(self, seat: int) -> Text:
        player = self.public["players"][seat]
        name = self.names[seat] if seat < len(self.names) else Msg("bsg-player-number", number=str(seat + 1))
        if not player["character"]:
            return name  # the draft is under way
        return Msg("bsg-rh-seat", player=name, character=T.char_name(player["character"]))

    def seats(self, test: Callable[[dict], bool]) -> list[int]:
        return [p["seat"] for p in self.public["players"] if test(p)]

    def people(self, seats: list[int]) -> Text:
        return ListOf(tuple(self.who(s) for s in seats)) if seats else Msg("bsg-nobody")


def _location(key: str, seen: Seen) -> list[Text]:
    here = seen.seats(lambda p: p["location"] == key)
    lines: list[Text] = [Msg("bsg-rh-now-here", players=seen.people(here))]
    if DATA.locations[key]["damageable"]:
        lines.append(Msg("bsg-rh-now-damaged", damaged="yes" if key in seen.public["damaged"] else "no"))
    if key == "ftl_control":
        lines += _jump(seen)
    if key in ("presidents_office", "administration"):
        lines.append(_holder("president", seen))
    if key in ("hangar_deck", "command"):
        lines.append(Msg("bsg-rh-now-vipers", reserves=seen.public["reserves"]["viper"]))
    if key == "armory":
        on_track = ListOf(tuple(str(p) for p in seen.public["centurions"])) if seen.public["centurions"] else None
        lines.append(Msg("bsg-rh-now-centurions", positions=on_track or Msg("bsg-rh-none")))
    return lines


def _character(key: str, seen: Seen) -> list[Text]:
    played = seen.seats(lambda p: p["character"] == key)
    if not played:
        return [Msg("bsg-rh-now-not-played")]
    seat = played[0]
    player = seen.public["players"][seat]
    where: Text = T.loc_text(player["location"]) if player["location"] else Msg("bsg-rh-now-off-board")
    if player.get("viper") is not None:
        where = Msg("bsg-rh-now-in-viper", area=E.area_where(player["viper"]))
    return [
        Msg("bsg-rh-now-played-by", player=seen.who(seat), location=where),
        Msg("bsg-rh-now-once-used", used="yes" if player["opg_used"] else "no"),
    ]


def _skill(key: str, seen: Seen) -> list[Text]:
    skill = next(c["skill"] for c in DATA.skill_cards.values() if c["card_id"] == key)
    discards = seen.public["skill_discards"][skill]
    lines: list[Text] = [
        Msg(
            "bsg-rh-now-skill-deck",
            skill=T.skill(skill),
            deck=seen.public["skill_decks"][skill],
            discard=len(discards),
            these=sum(DATA.skill_cards[c]["card_id"] == key for c in discards),
            name=DATA.skill_abilities[key]["name"],
        )
    ]
    if seen.mine is not None:
        held = sum(DATA.skill_cards[c]["card_id"] == key for c in seen.mine.get("hand", []) if c in DATA.skill_cards)
        lines.append(Msg("bsg-rh-now-you-hold", count=held, name=DATA.skill_abilities[key]["name"]))
    return lines


def _turn(seen: Seen) -> Text:
    current = seen.public["current"]
    step = (seen.public.get("decision") or {}).get("step")
    return Msg(
        "bsg-rh-now-turn",
        turn=seen.public["turn"],
        player=seen.who(current),
        step=Msg(f"bsg-step-{step}") if step in STEP_NAMES else "—",
    )


STEP_NAMES = ("setup", "start", "receive", "move", "action", "crisis", "activation", "jump", "end", "cylon_turn")


def _step(key: str, seen: Seen) -> list[Text]:
    lines = [_turn(seen)]
    if key in ("jump_prep", "action"):
        lines += _jump(seen)
    if key == "end":
        lines.append(_resources(seen))
    return lines


def _holder(title: str, seen: Seen) -> Text:
    holder = seen.public[title]
    return Msg("bsg-rh-now-holder", title=title, player=seen.people([holder] if holder is not None else []))


def _title(key: str, seen: Seen) -> list[Text]:
    lines: list[Text] = [_holder(key, seen)]
    if key == "president":
        lines.append(
            Msg("bsg-rh-now-quorum", hand=seen.public["quorum_hand_size"], deck=seen.public["decks"]["quorum"])
        )
    else:
        lines.append(Msg("bsg-rh-now-nukes", count=seen.public["nukes"]))
    return lines


def _jump(seen: Seen) -> list[Text]:
    """Where the fleet token is and what a jump now would cost (bsg.md §6.5–6.6; tracks.json)."""
    track = DATA.tracks["jump_track"]
    at = seen.public["jump_track"]
    loss = track["spaces"][at]["ftl_population_loss"] if at < len(track["spaces"]) else None
    to_auto = max(track["auto_jump_index"] - at, 0)
    ftl = "loss" if loss else "no"
    distance = seen.public["distance"]
    return [
        Msg("bsg-rh-now-jump-track", position=at, to_auto=to_auto),
        Msg("bsg-rh-now-ftl", ftl=ftl, loss=loss or 0, population=seen.public["resources"]["population"]),
        Msg("bsg-rh-now-distance", distance=distance, to_kobol=max(DATA.tracks["distance"]["final_at"] - distance, 0)),
    ]


def _resources(seen: Seen) -> Text:
    values = seen.public["resources"]
    listed = ListOf(tuple(Msg("bsg-rh-now-resource", resource=r, value=values[r]) for r in RESOURCES))
    return Msg("bsg-rh-now-resources", resources=listed)


def _hands(seen: Seen) -> Text:
    hands = ListOf(
        tuple(Msg("bsg-rh-now-hand", player=seen.who(p["seat"]), count=p["hand_size"]) for p in seen.public["players"])
    )
    return Msg("bsg-rh-now-hands", hands=hands)


def _loyalty(seen: Seen) -> list[Text]:
    counts = ListOf(
        tuple(
            Msg("bsg-rh-now-hand", player=seen.who(p["seat"]), count=p["loyalty_count"]) for p in seen.public["players"]
        )
    )
    lines: list[Text] = [Msg("bsg-rh-now-loyalty", counts=counts, deck=seen.public["decks"]["loyalty"])]
    if seen.mine is not None and seen.mine.get("loyalty"):
        lines.append(Msg("bsg-rh-now-your-loyalty", cards=T.cards_text(seen.mine["loyalty"])))
    return lines


def _revealed(seen: Seen) -> list[Text]:
    cylons = seen.seats(lambda p: p["cylon_player"])
    return [Msg("bsg-rh-now-revealed", players=seen.people(cylons))]


def _check(seen: Seen) -> list[Text]:
    check = seen.public.get("check")
    if not check:
        return [Msg("bsg-rh-now-no-check")]
    skills = cat([T.skill(s) for s in check["skills"]], " + ")
    return [Msg("bsg-rh-now-check", skills=skills, difficulty=check["difficulty"], done=len(check["contributed"]))]


def _rule(key: str, seen: Seen) -> list[Text]:
    public = seen.public
    by_rule: dict[str, Callable[[], list[Text]]] = {
        "skill_check": lambda: _check(seen),
        "destiny": lambda: [Msg("bsg-rh-now-destiny", count=public["destiny"])],
        "crisis_cards": lambda: [_deck(seen, "crisis")],
        "loyalty": lambda: _loyalty(seen),
        "reveal": lambda: _revealed(seen),
        "cylon_player": lambda: _revealed(seen),
        "cylon_locations": lambda: _revealed(seen),
        "sympathizer": lambda: [_resources(seen)],
        "sleeper": lambda: [_sleeper(seen)],
        "jump": lambda: _jump(seen),
        "hand_limit": lambda: [_hands(seen)],
        "quorum": lambda: _title("president", seen),
        "super_crisis": lambda: _revealed(seen),
        "galactica_damage": lambda: [_damage(seen)],
        "game_end": lambda: [_resources(seen), _damage(seen), *_jump(seen)[2:]],
    }
    read = by_rule.get(key)
    return read() if read else []


def _deck(seen: Seen, deck: str) -> Text:
    return Msg("bsg-rh-now-deck", deck=seen.public["decks"][deck], discard=len(seen.public["discards"][deck]))


def _sleeper(seen: Seen) -> Text:
    distance = seen.public["distance"]
    at = DATA.tracks["distance"]["sleeper_agent_phase_at"]
    return Msg("bsg-rh-now-sleeper", done="yes" if distance >= at else "no", distance=distance)


def _damage(seen: Seen) -> Text:
    damaged = [d for d in seen.public["damaged"] if d in DATA.locations]
    places = ListOf(tuple(T.loc_text(d) for d in damaged)) if damaged else Msg("bsg-rh-none")
    return Msg("bsg-rh-now-damage", count=len(damaged), places=places, tokens=seen.public["galactica_tokens_left"])


STATE: dict[str, Callable[[str, Seen], list[Text]]] = {
    "location": _location,
    "character": _character,
    "skill": _skill,
    "step": _step,
    "title": _title,
    "rule": _rule,
}


def answer_at(topic: Topic, snap: Snapshot | None, seat: int | None) -> Text:
    """The answer at a table (its public view, and the asker's own part when seated), or the bare rule (None)."""
    if snap is None or snap.state is None:
        return answer(topic, None, None, [])
    mine = snap.view(seat).get("me") if seat is not None else None
    return answer(topic, snap.view(None), mine, snap.names)
