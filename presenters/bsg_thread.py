"""Battlestar Galactica's thread, as a good moderator keeps it (issue 24): ONE living status post per turn, edited in
place as the turn proceeds (the step, what was done with routine steps folded, the skill check's progress, whom the
game waits for, the public decision's buttons); a new post only for what players must not miss (`HEADLINES`: a new
turn, a crisis, a super crisis, a check's reveal, a reveal as a Cylon, a jump) — that post is the living one from
then on, and the one before it is rewritten one last time without its waiting line and buttons; events too many for
one message go on in the next post (`fitted`). One board image per turn, once the turn's crisis is resolved
(`board_due`).

Pure: the plan of a move's posts is a function of the snapshot, the move's events and the table's record (its BSG
part remembers the living post, the public events it shows, what it shows and the turn whose board was drawn). The
posts become outbox rows through the shared `thread_posts` policy (a screen that `rewrites` a message is an edit of
it); `status_notes` below records the living post for the next move.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from engine.core import Event
from engine.games.bsg.data import card_base
from engine.tables import Outcome
from i18n import ListOf, Msg, Text, cat, tr
from presenters.base import MAX_MESSAGE
from presenters.bsg_cards import TITLED_BY_EMBED, cards_embed, decided_cards
from presenters.bsg_folds import destroyed_together, said_once
from presenters.bsg_lines import counted, fingerprint
from presenters.bsg_record import BsgRecord
from presenters.consequences import Caused, Move, table_lang
from presenters.labels import full_labels
from presenters.post_parts import fitting_groups
from presenters.screens import Control, Screen, screen_to_json
from presenters.snapshot import Snapshot

if TYPE_CHECKING:
    from presenters.bsg import BsgPresenter

# events that open a new post: what players must not miss (each starts the post it opens)
HEADLINES = frozenset(
    {"turn", "crisis", "super_crisis_played", "check_revealed", "revealed", "sympathizer_revealed", "jump_started"}
)
AFTER_CRISIS = frozenset({"activation", "jump", "end"})  # the steps of a turn once its crisis is resolved
STATUS_BUDGET = 1500  # characters of a living post (in the table's language) before it goes on in a new post
SHORT = 12  # a post of this many events is well inside the budget (measured only beyond)
LINES: dict[tuple[str, str, str], Text] = {}  # an event's line by (names, kind, params): a living post's events
# are worded again at every move, each the same as before


@dataclass
class Plan:
    """A move's thread posts and what the record remembers after them."""

    screens: list[Screen] = field(default_factory=list)
    status: Any = None  # the living post before the move ({"row": id}); the last screen rewrites it or is new
    events: list[dict[str, Any]] = field(default_factory=list)  # the public events the living post shows
    mark: str = ""  # what the living post shows (a fingerprint): an unchanged post is not edited
    board_turn: int = -1  # the turn whose board image was drawn last
    living: bool = True  # False once the game is over (no living post any more)


def as_event(data: dict[str, Any]) -> Event:
    return Event(data["kind"], dict(data.get("params") or {}))


def board_due(view: dict[str, Any], board_turn: int) -> int | None:
    """The turn whose board is drawn now, if one is due: the current turn once its crisis is resolved (its
    activation, jump or end step), or the turn before when it ended without one (the next turn has begun)."""
    if view.get("phase") == "setup" or not view.get("decision"):
        return None
    step = view["decision"].get("step")
    due = view["turn"] if step in AFTER_CRISIS else view["turn"] - 1
    return due if due > max(board_turn, 0) else None  # none before the first crisis (`/bsg board` shows it)


def folded_lines(presenter: BsgPresenter, snap: Snapshot, events: list[Event]) -> list[Text]:
    """The events' lines with routine steps folded, in the order they happened: a player's skill draws in a row in one
    line ("Bot 1 draws 2 tactics cards and 2 piloting cards"), Cylon ships destroyed in a row counted by area, what
    another line already says left out (`said_once`), a line repeated in a row once with how often it happened."""
    lines: list[Text] = []
    drawing: tuple[int, dict[str, int]] | None = None  # the seat drawing now, its cards by skill so far
    for e in destroyed_together(said_once(events)):
        seat = e.params.get("seat")
        if e.kind == "skill_drawn" and isinstance(seat, int):
            if drawing is None or drawing[0] != seat:
                drawing = (seat, {})
                lines.append("")  # the run's line, worded when it ends
            drawing[1][e.params["skill"]] = drawing[1].get(e.params["skill"], 0) + 1
            cards = tuple(Msg("bsg-thread-drawn", count=n, skill=k) for k, n in drawing[1].items())
            lines[-1] = Msg("bsg-thread-draws", player=snap.names[seat], cards=ListOf(cards))
            continue
        drawing = None
        if e.kind in HEADLINES:
            lines += headline_lines(presenter, snap, e)
        else:
            lines.append(line_of(presenter, snap, e))
    return counted(lines)


def line_of(presenter: BsgPresenter, snap: Snapshot, event: Event) -> Text:
    """An event's line, worded once (`LINES`, emptied when it grows large)."""
    key = (presenter.names_key(snap), event.kind, json.dumps(event.params, sort_keys=True, default=str))
    if key not in LINES:
        if len(LINES) > 20000:
            LINES.clear()
        LINES[key] = presenter.game.describe(event, snap.names)
    return LINES[key]


def headline_lines(presenter: BsgPresenter, snap: Snapshot, event: Event) -> list[Text]:
    """What a post opened by a headline event says of it. THE place a crisis post's content is built (a crisis, a
    super crisis; the card in full is the post's embed, `post_screen`), and a reveal's, a jump's."""
    return [presenter.game.describe(event, snap.names)]


def post_text(
    presenter: BsgPresenter, snap: Snapshot, events: list[Event], living: bool, card_below: bool = False
) -> Text:
    """A post's text: its events; while it is the living post, the step on top (the "turn" line says it then), the
    check's progress and whom the game waits for below (`card_below`: the call's card is this post's embed)."""
    if not living:
        return cat(folded_lines(presenter, snap, events))
    lines = [presenter.step_header(snap), *folded_lines(presenter, snap, [e for e in events if e.kind != "turn"])]
    lines.append(presenter.check_line(snap, named=any(e.kind == "check_started" for e in events)))
    lines.append(presenter.waiting_line(snap, card_below))  # with the decision's deadline (presenters/calls.py)
    return cat([line for line in lines if line])


def source_below(snap: Snapshot, events: list[Event]) -> bool:
    """Whether the card the awaited decision is about is in the embed of the post of these events: Discord draws an
    embed below the text, so the call's line says so ("— Water Shortage (card below): Choose one option.")."""
    source = (snap.view(None).get("decision") or {}).get("source") or {}
    card = source.get("id")
    return isinstance(card, str) and any(card_base(c) == card_base(card) for c, _ in decided_cards(events))


def post_screen(
    presenter: BsgPresenter, snap: Snapshot, events: list[Event], living: bool, rewrites: Any = None
) -> Screen:
    """A post of these events, with every card they revealed in full (presenters/bsg_cards.py) as its embed: each
    rewrite of a post carries it again."""
    embed = cards_embed(decided_cards(events))
    said = [e for e in events if e.kind not in TITLED_BY_EMBED] if embed is not None else events  # no "Crisis: X."
    below = living and source_below(snap, events)
    return Screen(post_text(presenter, snap, said, living, below), embed=embed, rewrites=rewrites)


def too_long(presenter: BsgPresenter, snap: Snapshot, events: list[Event]) -> bool:
    if len(events) <= SHORT:
        return False
    text = post_text(presenter, snap, events, True, source_below(snap, events))
    return len(tr(text, table_lang(snap.table))) > STATUS_BUDGET


def fitted(
    presenter: BsgPresenter, snap: Snapshot, events: list[Event], living: bool, controls: list[Control]
) -> list[list[Event]]:
    """A post's events in as many consecutive posts as they need for each to fit in one message (`MAX_MESSAGE`, past
    which delivery would clip it): split between events, the last post (the living one, when `living`) with room for
    its step, check and waiting lines and its shortened labels in full; one post when they fit."""
    if len(events) <= SHORT:
        return [events]
    lang = table_lang(snap.table)
    tail = len(full_labels(controls, lang)) + 1 if living else 0
    below = living and source_below(snap, events)
    if len(tr(post_text(presenter, snap, events, living, below), lang)) + tail <= MAX_MESSAGE:
        return [events]
    room = MAX_MESSAGE - tail
    if living:  # the step, the check (named when it starts here) and the waiting line
        started = [e for e in events if e.kind == "check_started"][:1]
        room -= len(tr(post_text(presenter, snap, started, True, below), lang))

    def size(event: Event) -> int:  # its own lines: merged lines only get shorter
        return len(tr(cat(folded_lines(presenter, snap, [event])), lang)) + 1

    return fitting_groups(events, size, room, MAX_MESSAGE)


def plan(presenter: BsgPresenter, snap: Snapshot, outcome: Outcome) -> Plan:
    """The move's thread posts, in order: the living post rewritten (or the last it was, when a headline opens a new
    one), the new posts; the last is the living post."""
    shown = BsgRecord.of(snap.table.record)
    public = [e for e in outcome.events if e.public and e.kind != "table_started"]
    kept = Plan([], shown.status, list(shown.status_events), shown.status_mark, shown.board_turn)
    new_step = presenter.step_mark(snap) != shown.step
    new_prompt = presenter.prompt_mark(snap) != shown.prompt
    if not (public or new_step or new_prompt) and snap.playing:
        return kept  # a sealed answer (an early contribution, a window pass): nothing public happened
    segments: list[list[Event]] = [[as_event(d) for d in shown.status_events]]
    fresh = 0  # the last segment's events from this move
    for e in public:
        if e.kind in HEADLINES:
            aside = passed_over(segments[-1], fresh) if e.kind == "crisis" else []
            segments[-1] = segments[-1][: len(segments[-1]) - len(aside)]
            segments.append([e, *aside])
            fresh = len(segments[-1])
        else:
            segments[-1].append(e)
            fresh += 1
    old = len(shown.status_events)
    grown = shown.status is not None and len(segments) == 1 and len(segments[0]) > old > 0
    if grown and too_long(presenter, snap, segments[0]):
        segments = [segments[0][:old], segments[0][old:]]  # the living post goes on in a new one
    screens: list[Screen] = []
    if snap.view(None)["phase"] == "setup" and new_prompt and not shown.step:
        screens += presenter.roster(snap)  # the draft's characters, once when it opens
    if not (snap.playing and outcome.result is None):  # the game is over: the final post says this move's events
        if shown.status is not None:
            screens.append(post_screen(presenter, snap, segments[0][: len(shown.status_events)], False))
            screens[-1].rewrites = shown.status
        return replace(kept, screens=screens, status=None, events=[], mark="", living=False)
    controls = presenter.public_controls(snap)
    last = len(segments) - 1
    segments = [
        part for i, events in enumerate(segments) for part in fitted(presenter, snap, events, i == last, controls)
    ]
    for i, events in enumerate(
        segments[:-1]
    ):  # posts a headline or a message's length closed: no waiting line, buttons
        if i == 0 and shown.status is not None:
            screens.append(post_screen(presenter, snap, events, False, rewrites=shown.status))
        elif events:
            screens.append(post_screen(presenter, snap, events, False))
    target = shown.status if len(segments) == 1 else None
    status = post_screen(presenter, snap, segments[-1], True, rewrites=target)
    status.controls = controls
    board_turn = shown.board_turn
    due = board_due(snap.view(None), board_turn)
    if due is not None:
        # named by turn, not by move number: a move number would count hidden moves (orders, sealed answers)
        status.images = [presenter.board_image(snap, suffix=f"-turn{due}")]
        board_turn = due
    shows = screen_to_json(Screen(status.text, controls=status.controls, embed=status.embed))
    mark = fingerprint([shows, [image.filename for image in status.images]])
    if not (target is not None and mark == shown.status_mark and not screens):
        screens.append(status)  # (unless the living post shows this already)
    events = [{"kind": e.kind, "params": e.params} for e in segments[-1]]
    return Plan(screens, shown.status, events, mark, board_turn)


def passed_over(events: list[Event], fresh: int) -> list[Event]:
    """The crisis cards discarded unseen right before a crisis is revealed in the same move (the Caprica pair's other
    card): they go in the crisis's post, after it, so its embed shows the crisis resolved first (not a post of the
    discarded card in full, then the crisis below). A card revealed before it was discarded (Secret Destiny) stays."""
    shown = {e.params.get("card") for e in events if e.kind == "crisis"}
    n = 0
    while n < fresh and events[-1 - n].kind == "crisis_discarded" and events[-1 - n].params.get("card") not in shown:
        n += 1
    return events[len(events) - n :] if n else []


def status_notes(presenter: Any, move: Move, caused: Caused) -> None:
    """The living post for the next move: the row of this move's last post (or the post it rewrote), the public
    events it shows, what it shows, the turn whose board was drawn."""
    made = presenter.thread_plan(move.snap, move.outcome)
    noted = BsgRecord.noted(move, caused)
    if not made.living:
        noted.status = None
    elif made.screens:
        last = made.screens[-1]
        noted.status = last.rewrites if last.rewrites is not None else {"ref": caused.announced[-1]}
    noted.status_events, noted.status_mark, noted.board_turn = made.events, made.mark, made.board_turn
