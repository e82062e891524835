"""The resumable rules machine: a task stack plus at most one pending decision (see `kernel`).

Modules, in import order (a module imports only from the ones before it):

- `public_hands`: what the table knows of each skill hand from public events (sizes, most cards per type)
- `kernel`: Ctx, the task/op registries (`@task_handler`, `@op_handler`) and `run`
- `basics`: game end and basic board operations
- `selectors`: selectors and conditions of the effect language
- `rolls`: die rolls
- `orders`: the table's pace and when a standing order for a reaction card fires (issue 23)
- `windows`: skill-card reaction windows (bsg.md 4.6): asked of every human at once (in `days` pace answered from
  standing orders), resolved in order
- `combat`: attacks, nukes, viper activations
- `ops`: the op interpreter
- `ops_board`: op handlers for the board and ships
- `ops_flow`: op handlers for characters, cards and flow
- `activation`: Cylon activation (bsg.md 6.4)
- `checks`: skill checks (bsg.md 5)
- `jumps`: jumps (bsg.md 6.6)
- `sleeper`: sleeper agent phase and sympathizer (bsg.md 9.2-9.3)
- `turn`: the turn (bsg.md 4.3-4.5)
- `cylon_turn`: revealed Cylon turns (bsg.md 4.4, 9.6)

Importing this package registers every handler. The names below are the ones other modules and tests call.
"""

from __future__ import annotations

from ..board import ability_holder, reaction_queue
from . import (  # noqa: F401 (registers their handlers)
    activation,
    basics,
    checks,
    combat,
    cylon_turn,
    jumps,
    ops,
    ops_board,
    ops_flow,
    orders,
    public_hands,
    rolls,
    selectors,
    sleeper,
    turn,
    windows,
)
from .activation import board_centurion, resolve_raider_area
from .basics import (
    apply_galactica_token,
    change_resource,
    check_immediate,
    damage_basestar,
    damage_galactica,
    damage_viper_in,
    destroy_basestar,
    destroy_civilian_ship,
    discard_skill,
    draw_from,
    draw_skill,
    in_play,
    leave_play,
    place_civilian,
    rebuild_destiny,
    send,
    set_location,
    win,
)
from .checks import contribution_limit, hand_in
from .combat import attack_cylon, cylon_targets, launch_options, nuke, unmanned_viper_options
from .jumps import choose_destination
from .kernel import HANDLERS, OPS, Ctx, State, op_handler, run, task_handler
from .ops import effects
from .ops_board import apply_viper_op, o_repair_location, place_one
from .rolls import reroll, start_roll
from .selectors import candidates, condition, resolve_who
from .sleeper import become_cylon, resolve_sympathizer
from .windows import close_window, window_cards

__all__ = [
    "Ctx",
    "HANDLERS",
    "OPS",
    "State",
    "ability_holder",
    "apply_galactica_token",
    "apply_viper_op",
    "attack_cylon",
    "become_cylon",
    "board_centurion",
    "candidates",
    "change_resource",
    "check_immediate",
    "choose_destination",
    "condition",
    "contribution_limit",
    "hand_in",
    "cylon_targets",
    "damage_basestar",
    "damage_galactica",
    "damage_viper_in",
    "destroy_basestar",
    "destroy_civilian_ship",
    "discard_skill",
    "draw_from",
    "draw_skill",
    "effects",
    "in_play",
    "launch_options",
    "leave_play",
    "nuke",
    "o_repair_location",
    "op_handler",
    "place_civilian",
    "place_one",
    "reaction_queue",
    "rebuild_destiny",
    "reroll",
    "resolve_raider_area",
    "resolve_sympathizer",
    "resolve_who",
    "run",
    "send",
    "set_location",
    "start_roll",
    "task_handler",
    "unmanned_viper_options",
    "win",
    "close_window",
    "window_cards",
]
