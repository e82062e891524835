"""BSG's cards in full, at the moment they are decided (issue 24, item 1): a crisis with its skill check (each skill
type by colour and name, the difficulty, the pass / partial / fail outcomes) or its choice (who chooses, every
option), a super crisis, a quorum card and a destination, as a Discord embed's fields (`presenters.screens.Embed`).

Any post can carry one: the thread's post of the move that revealed a card (`decided_cards`), and the private panel
of a secret card choice (Roslin's two crises, the Admiral's destinations, the Caprica pair, Roslin's quorum pair, the
President's quorum hand: `panel_cards`). Every text is built from the cards' effects (`effect_text.py`), so it reads
in the reader's language; a card keeps its published name. Nothing here is cut: a field holds one outcome or option.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from engine.games.bsg import effect_text as E
from engine.games.bsg import texts as T
from engine.games.bsg.data import DATA, card_base
from engine.tables import Outcome
from i18n import Msg, Text, cat
from presenters.discord_limits import EMBED_FIELDS
from presenters.screens import Embed

Field = tuple[Text, Text]

# the colour of each skill type on the cards, as an emoji square beside its name (the same in every language)
SKILL_COLOURS = {
    "politics": "🟨",
    "leadership": "🟩",
    "tactics": "🟪",
    "piloting": "🟥",
    "engineering": "🟦",
    "treachery": "🟫",
}
COLOURS = {"crisis": "red", "super_crisis": "dark_red", "quorum": "blue", "destination": "green"}
# the public events that reveal a card at the moment it is decided, and the word for what happened to it
REVEALING = {
    "crisis": "crisis",
    "super_crisis_played": "super_crisis",
    "quorum_played": "quorum",
    "destination": "destination",
    "crisis_discarded": "discarded",  # the Caprica card not chosen, discarded face up (bsg.md: PUBLIC)
}
# the public events whose whole line ("Crisis: X.") is the title of the card's embed in the same post
TITLED_BY_EMBED = frozenset({"crisis"})
# the secret decisions that choose between cards (each option's card shown in full on the chooser's panel)
CARD_PICKS = frozenset({"crisis_pick", "caprica_pick", "roslin_quorum", "destination", "quorum_play"})
OPTION_LETTERS = "ABCDEFGH"
BELOW = "↓"  # a card's heading field whose text follows in the fields below (a field is never empty)


def card_entry(card: str) -> tuple[str, dict[str, Any]] | None:
    """Which deck a card (an id, perhaps with a copy suffix) comes from — crisis, super_crisis, quorum, destination —
    and its data; None for any other card."""
    base = card_base(card)
    for kind, table in (
        ("crisis", DATA.crises),
        ("super_crisis", DATA.super_crises),
        ("quorum", DATA.quorum),
        ("destination", DATA.destinations),
    ):
        if base in table:
            return kind, table[base]
    return None


def card_kind(card: str) -> str | None:
    """Which deck a card comes from (`card_entry`)."""
    found = card_entry(card)
    return found[0] if found else None


def skill_with_colour(skill: str) -> Msg:
    return Msg("bsg-card-skill", colour=SKILL_COLOURS.get(skill, "⬜"), skill=T.skill(skill))


def check_fields(spec: dict[str, Any], actor: str) -> list[Field]:
    """A skill check: its skills and difficulty, then pass, partial (when the card has one) and fail, each whole."""
    skills = cat([skill_with_colour(s) for s in spec["skills"]], " + ")
    fields: list[Field] = [
        (Msg("bsg-card-check"), Msg("bsg-card-check-line", skills=skills, difficulty=spec["difficulty"])),
        (Msg("bsg-card-pass", difficulty=spec["difficulty"]), E.effects(spec.get("pass") or [], actor)),
    ]
    if spec.get("partial_min") is not None:
        fields.append((Msg("bsg-card-partial", min=spec["partial_min"]), E.effects(spec.get("partial") or [], actor)))
    fields.append((Msg("bsg-card-fail"), E.effects(spec.get("fail") or [], actor)))
    return fields


def option_name(index: int) -> Msg:
    return Msg("bsg-card-option", letter=OPTION_LETTERS[index] if index < len(OPTION_LETTERS) else str(index + 1))


def option_value(option: dict[str, Any], actor: str) -> Text:
    """One option of a choice in full, with what it requires (a nuke left, …)."""
    text = E.effects(option.get("effects") or [], actor)
    if option.get("requires"):
        return Msg("bsg-card-requires", text=text, cond=E.condition(option["requires"], actor))
    return text


def crisis_fields(card: dict[str, Any]) -> list[Field]:
    """A crisis or super crisis: its check and the alternative to it, or its choice, or its attack; then whether it
    stays in play, the Cylon ships that activate and the jump preparation."""
    actor = "current"
    fields: list[Field] = []
    if card.get("skill_check"):
        alternative = card.get("alternative")
        if alternative:
            chooser = Msg("bsg-fx-who", who=alternative.get("chooser", "current"))
            fields.append((Msg("bsg-card-chooser"), Msg("bsg-card-check-or", who=chooser)))
        fields += check_fields(card["skill_check"], actor)
        if alternative:
            fields.append((Msg("bsg-card-alternative"), E.effects(alternative.get("effects") or [], actor)))
    choice = card.get("choice")
    if choice:
        chooser = Msg("bsg-fx-who", who=choice.get("chooser", "current"))
        fields.append((Msg("bsg-card-chooser"), Msg("bsg-card-chooses", who=chooser)))
        fields += [(option_name(i), option_value(o, actor)) for i, o in enumerate(choice.get("options") or [])]
    attack = card.get("attack")
    if attack:
        fields.append((Msg("bsg-card-attack"), E.op_text({"op": "deploy", "areas": attack.get("deploy", [])}, actor)))
        rule = attack.get("special_rule") or {}
        if rule.get("effects") and not only_kept_in_play(rule["effects"], card.get("keep_in_play")):
            fields.append((Msg("bsg-card-special"), E.effects(rule["effects"], actor)))
    kept = card.get("keep_in_play")
    if kept and kept.get("rule") in E.RULES:
        when = kept.get("when") if kept.get("when") in ("pass", "fail") else "always"
        fields.append((Msg("bsg-card-kept", when=when), Msg(f"bsg-rule-{kept['rule']}")))
    after = after_line(card)
    if after:
        fields.append((Msg("bsg-card-after"), after))
    return fields


def only_kept_in_play(effects: list[dict[str, Any]], kept: dict[str, Any] | None) -> bool:
    """Whether a special rule only keeps the card in play with the rule its "stays in play" field states (Cylon
    Swarm, Thirty-Three…): that field says it, the card need not say it twice."""
    return bool(kept) and all(e.get("op") == "keep_in_play" and e.get("rule") == kept.get("rule") for e in effects)


def after_line(card: dict[str, Any]) -> Text:
    """The card's bottom: the Cylon ships it activates and whether the fleet prepares for a jump."""
    icons = card.get("activation") or []
    parts: list[Text] = [
        E.op_text({"op": "activate", "ships": icon}) for icon in ([icons] if isinstance(icons, str) else icons)
    ]
    if card.get("jump_prep"):
        parts.append(Msg("bsg-card-jump-prep"))
    return cat(parts, "; ") if parts else ""


def card_fields(card: str) -> tuple[Text, list[Field]]:
    """A card's description (one line, may be empty) and its fields, from its effects."""
    kind, info = card_entry(card) or ("", {})
    if kind in ("crisis", "super_crisis"):
        return "", crisis_fields(info)
    if kind == "quorum":  # one line: a hand of them stays one field a card
        return Msg("bsg-card-effect-line", text=E.effects(info.get("effects") or [])), []
    if kind == "destination":
        effect = E.effects(info.get("effects") or [], "admiral")
        return Msg("bsg-card-destination-line", distance=info["distance"], text=effect), []
    return "", []


def fit(fields: list[Field]) -> tuple[Field, ...]:
    """At most Discord's 25 fields: any beyond the 24th are joined into the last one, each whole on its line."""
    if len(fields) <= EMBED_FIELDS:
        return tuple(fields)
    rest = [Msg("bsg-card-field-line", name=name, value=value) for name, value in fields[EMBED_FIELDS - 1 :]]
    return (*fields[: EMBED_FIELDS - 1], (BELOW, cat(rest)))


def card_title(card: str, what: str | None = None) -> Msg:
    """ "Crisis: Build Cylon Detector"; `what` says what happened to it (e.g. "discarded") when not its kind."""
    return Msg("bsg-card-title", kind=what or card_kind(card) or "card", name=T.card_name(card))


def cards_embed(cards: Sequence[tuple[str, str | None]], heading: Text = "") -> Embed | None:
    """One embed for the cards decided at one moment ((card, what) pairs), the first as its title, each further
    card under a heading field of its own; None when there is none."""
    cards = [(c, w) for c, w in cards if card_kind(c)]
    if not cards:
        return None
    first, what = cards[0]
    description, fields = card_fields(first)
    for card, what_ in cards[1:]:
        more, more_fields = card_fields(card)
        fields = [*fields, (card_title(card, what_), more or BELOW), *more_fields]
    if heading:
        description = cat([heading, description]) if description else heading
    return Embed(
        title=card_title(first, what),
        description=description,
        colour=COLOURS.get(card_kind(first) or "", "gold"),
        fields=fit(fields),
    )


def decided_cards(events: Iterable[Any]) -> list[tuple[str, str | None]]:
    """The cards a move's public events reveal: (card, what happened when it is not its own kind), the cards in play
    first in the order revealed, then the discarded ones (the Caprica pair's other card, discarded before the chosen
    one is revealed, follows the crisis resolved). A card revealed and then discarded in the same move (Secret
    Destiny) is shown once, as discarded."""
    out: dict[str, str | None] = {}
    for event in events:
        what = REVEALING.get(event.kind)
        card = event.params.get("card")
        if event.public and what and isinstance(card, str) and card_kind(card):
            out[card] = what if what == "discarded" else out.get(card)
    return sorted(out.items(), key=lambda pair: pair[1] == "discarded")


def thread_embed(outcome: Outcome) -> Embed | None:
    """The thread post's embed: every card the move revealed, in full."""
    return cards_embed(decided_cards(outcome.events))


HAND_PLAYS = {"quorum_play": "quorum_play", "play_super": "play_super"}  # an action playing a held card: its title


def panel_cards(prompt: dict[str, Any]) -> tuple[str, list[str]]:
    """The cards a secret decision chooses between (a card pick), or the held cards it may play (the President's
    quorum hand, a Cylon's super crisis card), with the title's kind; no cards: nothing to show."""
    kind = prompt.get("kind", "")
    actions = [o.get("action") or {} for o in prompt.get("options") or ()]
    if kind in CARD_PICKS:
        return kind, [a["card"] for a in actions if isinstance(a.get("card"), str) and card_kind(a["card"])]
    for play, title in HAND_PLAYS.items():
        cards = [a["card"] for a in actions if a.get("type") == play and isinstance(a.get("card"), str)]
        if cards:
            return title, [c for c in cards if card_kind(c)]
    return kind, []


def panel_embed(prompt: dict[str, Any] | None) -> Embed | None:
    """A secret card choice on the chooser's panel: every card offered (or held and playable now), in full."""
    if not prompt:
        return None
    kind, cards = panel_cards(prompt)
    if not cards:
        return None
    fields: list[Field] = []
    for card in cards:
        description, more = card_fields(card)
        fields += [(card_title(card), description or BELOW), *more]
    return Embed(
        title=Msg("bsg-card-pick-title", kind=kind, count=len(cards)),
        description=Msg("bsg-card-pick-secret", kind=kind),
        colour=COLOURS.get(card_kind(cards[0]) or "", "gold"),
        fields=fit(fields),
    )


def choice_button(state: dict[str, Any], action: dict[str, Any]) -> Text | None:
    """A crisis card's own choice as a short button named as its embed names the option ("Option A: …", "Skill
    check: …", "Alternative: …"); the embed gives it in full. Options worded alike share the first one's label, so
    they appear once. None for anything else (the action's own label)."""
    d = state.get("decision") or {}
    op = d.get("op") or {}
    options = op.get("options") or []
    at = action.get("option")
    if d.get("kind") != "choose" or not op.get("box") or not isinstance(at, int) or not 0 <= at < len(options):
        return None
    option = options[at]
    first = next(
        i
        for i, o in enumerate(options)
        if (o.get("label"), o.get("effects")) == (option.get("label"), option.get("effects"))
    )
    effects = option.get("effects") or []
    if option.get("label") == "skill_check" and effects:
        spec = effects[0]
        skills = cat([skill_with_colour(s) for s in spec.get("skills") or ()], " + ")
        line = Msg("bsg-card-check-line", skills=skills, difficulty=spec.get("difficulty", 0))
        return Msg("bsg-button-option", name=Msg("bsg-card-check"), text=line)
    instead = any(o.get("label") == "skill_check" for o in options)  # a check's alternative, as the embed calls it
    text = (
        E.effects(effects, "current")
        if len(effects) < 2
        else Msg("bsg-button-more", text=E.effects(effects[:1], "current"))
    )
    return Msg("bsg-button-option", name=Msg("bsg-button-alternative") if instead else option_name(first), text=text)
