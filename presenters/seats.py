"""What players see of seats changing in a long game: timeout and substitute votes, pauses, vacations, resigning,
returning — the same for every game (texts `shared-…` in locales/*/seats.ftl)."""

from __future__ import annotations

from engine.seats import CHOICES, SUBSTITUTE_VOTE
from engine.store import TableRow
from engine.table_record import Vote
from i18n import Msg, Text, cat
from presenters.base import Presenter, mention, title_of, who
from presenters.controls import Verb
from presenters.screens import Control, Screen

VOTE, RESIGN, POLL = "svote", "sresign", "spoll"  # POLL: a game's public table-talk poll (BSG: cogs/bsg_help.py)
SEAT_VERBS: dict[str, Verb] = {VOTE: Verb(ack="private"), RESIGN: Verb(), POLL: Verb(ack="private")}
STYLES = {"skip": "secondary", "bot": "primary", "end": "danger", "yes": "success", "no": "secondary"}


def player(table: TableRow, seat: int) -> Text:
    return who(table, table.seats[seat])


def vote_controls(presenter: Presenter, table: TableRow, vote: Vote) -> list[Control]:
    return [
        presenter.button(
            table.id,
            VOTE,
            choice,
            tag=vote.id,
            label=Msg("shared-vote-choice", choice=choice),
            style=STYLES[choice],
        )  # fmt: skip
        for choice in CHOICES[vote.kind]
    ]


def vote_screen(presenter: Presenter, table: TableRow, vote: Vote) -> Screen:
    """The public vote, with a button per choice."""
    voters: Text = Msg("shared-vote-voters", voters=", ".join(mention(u) for u in vote.voters) or "—")
    if vote.due:  # votes of older builds have no deadline
        voters = cat([voters, Msg("shared-vote-closes", when=f"<t:{int(vote.due)}:R>")])
    target = who(table, vote.target)
    if vote.kind == SUBSTITUTE_VOTE:
        text = Msg("shared-vote-substitute", player=target, user=mention(vote.user), by=mention(vote.by))
    else:
        count = int(table.options.get("timeouts_allowed") or 2)
        text = Msg("shared-vote-timeout", player=target, count=count, game=presenter.game_name)
    return Screen(cat([text, voters]), controls=vote_controls(presenter, table, vote))


def vote_outcome(table: TableRow, vote: Vote, decision: str) -> Text:
    """What a decided vote does, in a sentence (the vote's message becomes it)."""
    target = who(table, vote.target)
    user = mention(vote.user) if vote.user else ""
    return Msg("shared-vote-decided", choice=decision, player=target, user=user)


def vote_timed_out(table: TableRow, vote: Vote, outcome: Text) -> Text:
    """The thread's post when a vote's time is up (its outcome said once)."""
    return Msg("shared-vote-time-up", player=who(table, vote.target), outcome=outcome)


def vote_closed(table: TableRow, vote: Vote) -> Text:
    return Msg("shared-vote-closed", player=who(table, vote.target))


def vote_counted(vote: Vote) -> Text:
    return Msg("shared-vote-counted", count=len(vote.votes), total=len(vote.voters))


def timed_out(table: TableRow, seat: int) -> Text:
    return Msg("shared-timed-out", player=player(table, seat))


def substituted(table: TableRow, seat: int, old: int) -> Text:
    return Msg("shared-substituted", old=who(table, old), new=player(table, seat), seat=seat + 1)


def substitute_dm(presenter: Presenter, table: TableRow, seat: int) -> Text:
    return Msg("shared-substitute-dm", title=title_of(presenter.game), id=str(table.id), seat=seat + 1)


def resign_confirm(presenter: Presenter, table: TableRow, ends: bool, to_bot: bool = False) -> Screen:
    """The private question before a resignation (the rules' consequence said: the game ends, a bot takes the seat
    for good, or the rules' own resignation)."""
    key = "shared-resign-ask-bot" if to_bot else "shared-resign-ask-ends" if ends else "shared-resign-ask"
    controls = [
        presenter.button(table.id, RESIGN, "yes", label=Msg("shared-resign-yes"), style="danger"),
        presenter.button(table.id, RESIGN, "no", label=Msg("shared-resign-no")),
    ]
    return Screen(Msg(key, title=title_of(presenter.game), id=str(table.id)), controls=controls)


def resigned_to_bot(table: TableRow, seat: int, user_id: int) -> Text:
    """Public: the player left and a bot plays their seat — never what the seat holds."""
    return Msg("shared-resigned-to-bot", player=who(table, user_id), bot=player(table, seat), id=str(table.id))


def resigned_no_result(table: TableRow, user_id: int) -> Text:
    return Msg("shared-resigned-no-result", player=who(table, user_id), id=str(table.id))


def paused(table: TableRow, user_id: int) -> Text:
    return Msg("shared-paused", user=mention(user_id), id=str(table.id))


def resumed(table: TableRow) -> Text:
    return Msg("shared-resumed", id=str(table.id))


def away_notice(table: TableRow, user_id: int, until: float) -> Text:
    return Msg("shared-away-notice", user=mention(user_id), until=f"<t:{int(until)}:f>", id=str(table.id))


def away_over_notice(table: TableRow, user_id: int, running: bool) -> Text:
    key = "shared-away-over-notice" if running else "shared-away-over-still-paused"
    return Msg(key, user=mention(user_id), id=str(table.id))


def back_notice(table: TableRow, user_id: int) -> Text:
    return Msg("shared-back", user=mention(user_id))
