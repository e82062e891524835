"""The toy game's descriptor: its engine half (the Game), a presenter with public pick buttons, a renderer and one
table option — everything the bot needs to serve it, registered with `cogs.catalogue.register(DESCRIPTOR)`."""

from __future__ import annotations

from discord import app_commands

from cogs.descriptor import GameDescriptor, NewOption
from cogs.drawings import Renderer
from cogs.game_cog import GameCog
from engine.descriptor import GameRules
from i18n import Msg
from presenters.base import Presenter
from presenters.controls import MOVE, ControlRef, Verb
from presenters.screens import Act, Answer, Control, Refuse
from presenters.snapshot import Snapshot
from tests.engine.toy_game import ToyGame


class ToyPresenter(Presenter):
    """Every awaited seat picks with the buttons under the newest thread post (tagged with the move number)."""

    game_name = "toy"
    verbs = {"pick": Verb(tag=MOVE)}

    def public_controls(self, snap: Snapshot) -> list[Control]:
        if not snap.playing:
            return []
        tid, move = snap.table.id, snap.table.move_no
        return [self.button(tid, "pick", str(n), tag=move, label=str(n)) for n in (1, 2, 3)]

    def handle(self, snap: Snapshot, seat: int, ref: ControlRef, values: list[str]) -> Answer:
        _, arg = ref.tagged()
        legal = self.game.legal_actions(snap.state, seat)
        action = next((a for a in legal if ref.verb == "pick" and str(a["n"]) == arg), None)
        return Act(action) if action else Refuse(Msg("shared-stale"))


DESCRIPTOR = GameDescriptor(
    rules=GameRules(ToyGame),
    presenter=ToyPresenter,
    renderer=Renderer("tests.toy.renderer"),
    commands=GameCog,
    description="Toy: pick 1 to 3; the highest pick scores.",
    new_description="Open a new Toy game in a thread of this channel.",
    options=(NewOption("target", app_commands.Range[int, 1, 9], "Points to win."),),
)
