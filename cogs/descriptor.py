"""A game is one descriptor: `GameDescriptor` names everything the bot needs of a game, and the game's cog class —
the shared commands, `/<game> new` with every table option, the game's own commands — is generated from it.

The engine's half (`GameRules`: the Game, the bot factory, rule facts such as its own clock or resign-to-bot) lives in
engine/descriptor.py, importable without discord or Pillow. This half adds what only the front end knows: the
presenter, the renderer entry points (cogs/drawings.py), the options of `/<game> new`, the game's own commands (a
`GameCog` subclass without a group name), the command group's description and the catalogs. `check` runs when the
descriptor is read (cogs/catalogue.py), so a missing renderer entry point, catalog or option fails loudly then, in
the bot's guard that keeps the other games going, not at the first move that needs it.

`/<game> new`'s parameters are the game's own options followed by the shared table options (`SHARED_OPTIONS`); a
game option of the same name as a shared one replaces it in place (BSG describes `turn_hours` its own way). English
descriptions are written here; the catalogs translate them under `<game>-cmd-new-opt-<name>` or
`shared-cmd-opt-<name>` (cogs/translator.py).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Optional

import discord
from discord import app_commands

from cogs.autocomplete import as_choices
from cogs.drawings import Renderer
from cogs.language import player_lang
from engine.core import IllegalMove
from engine.descriptor import GameRules
from engine.store import Store, TableRow
from engine.tables import TABLE_OPTION_NAMES, Consequences
from engine.turn_options import fold_turn_hours
from i18n import reason
from i18n.catalog import LANGS, LOCALES
from presenters.base import Presenter

if TYPE_CHECKING:
    from bot import GameBot
    from cogs.game_cog import GameCog

Autocomplete = Callable[[Any, discord.Interaction, str], Coroutine[Any, Any, list[app_commands.Choice[str]]]]


class DescriptorError(TypeError):
    """A game's descriptor is inconsistent (a missing entry point, catalog, option or presenter method)."""


@dataclass(frozen=True)
class NewOption:
    """One parameter of `/<game> new`.

    `annotation` is what discord.py reads (bool, int, str, a Literal, an `app_commands.Range`); the value given sets
    the table option `key` (default: the same name), multiplied by `scale` (minutes → seconds); text is stripped.
    `implies` sets other options when this one is given and they are not (Frame: a number of games means a match).
    `autocomplete` names a presenter method `(current, lang) -> [(label, value)]` offering values as one types;
    `default` is the value a table gets when the parameter is not given (BSG's `pace`: `days` at `/bsg new`, while a
    table made another way keeps the engine's own default)."""

    name: str
    annotation: Any
    description: str
    key: str | None = None
    scale: int = 1
    implies: tuple[tuple[str, Any], ...] = ()
    autocomplete: str | None = None
    default: Any = None  # the value when the parameter is not given (None: the game's own default)

    @property
    def option(self) -> str:
        return self.key or self.name


def decision_hours(name: str, high: int, description: str, low: int = 1) -> NewOption:
    """A game's own clock for an unanswered decision, given in hours and stored in seconds (`decision_timeout_s`)."""
    return NewOption(name, app_commands.Range[int, low, high], description, key="decision_timeout_s", scale=3600)


SHARED_OPTIONS: tuple[NewOption, ...] = (
    NewOption("seat_order", Literal["random", "join"], "random (default) or join order."),
    NewOption(
        "reminder_hours", int, "Hours before the first reminder to a player who must act (1–168, default 12)."
    ),
    NewOption(
        "turn_hours", int, "Turn clock in hours (0 = none, up to 336); default none for 2 players, 48 otherwise."
    ),
    NewOption(
        "timeouts_allowed", int, "Timeouts in a row before the others vote on the seat (1–10, default 2)."
    ),
    NewOption("bots", app_commands.Range[int, 0, 7], "Bot players to seat now (the lobby's Add bot button adds more)."),
    NewOption(
        "level", Literal["easy", "normal", "hard"], "How well the bots play: easy, normal (default) or hard.",
        key="bot_level",
    ),
    NewOption(
        "language",
        Literal[LANGS],  # type: ignore[valid-type]
        "Language of the game thread and images (default: the server's language).",
    ),
)  # fmt: skip


@dataclass(frozen=True)
class GameDescriptor:
    """Everything the bot knows of one game (see the module's text)."""

    rules: GameRules
    presenter: type[Presenter]
    renderer: Renderer
    commands: type[GameCog]  # the game's own commands (GameCog itself when it has none)
    description: str  # the command group's, in English
    new_description: str  # `/<game> new`'s, in English
    options: tuple[NewOption, ...] = ()  # the game's own options of `/<game> new`
    catalogs: tuple[str, ...] = ()  # the game's catalog domains: locales/<lang>/<domain>.ftl in every language
    # a public poll's buttons (BSG's "how much can you help?"): a class the cog holds as `cog.poll` (a `CogPart`
    # with `on_poll_control`); None: such a click is refused
    poll: Callable[[GameCog], Any] | None = None
    # what a seat's player leaving it (a substitute, a resignation to a bot) adds to that change: (store, table,
    # seat, old user) -> Consequences (BSG stops editing the old player's private panel); None: nothing
    seat_left: Callable[[Store, TableRow, int, int], Consequences] | None = None

    @property
    def name(self) -> str:
        return self.rules.name

    def new_options(self) -> list[NewOption]:
        """The parameters of `/<game> new`: the game's own, then the shared ones (a game's may replace one)."""
        own = {o.name: o for o in self.options}
        shared = [own.pop(o.name, o) for o in SHARED_OPTIONS]
        return [o for o in self.options if o.name in own] + shared

    def table_options(self, given: dict[str, Any]) -> dict[str, Any]:
        """The table options of a `/<game> new` call (its parameters by name; None where not given)."""
        out: dict[str, Any] = {}
        for option in self.new_options():
            value = given.get(option.name)
            if value is None:
                value = option.default
            if isinstance(value, str):
                value = value.strip()
            elif value is not None and option.scale != 1:
                value = value * option.scale
            out[option.option] = value
        for option in self.new_options():
            if given.get(option.name) is not None:
                for name, implied in option.implies:
                    if out.get(name) is None:
                        out[name] = implied
        return out

    def check(self) -> None:
        """Fails loudly (DescriptorError, RendererError) when a part the descriptor names does not exist."""
        from cogs.game_cog import GameCog

        self.renderer.check()
        if self.presenter.game_name != self.name:
            wrong = self.presenter.game_name
            raise DescriptorError(f"{self.name}: the presenter {self.presenter.__name__} is for {wrong!r}")
        if not issubclass(self.commands, GameCog):
            raise DescriptorError(f"{self.name}: {self.commands.__name__} is not a GameCog")
        for domain in self.catalogs:
            missing = [lang for lang in LANGS if not (LOCALES / lang / f"{domain}.ftl").is_file()]
            if missing:
                raise DescriptorError(f"{self.name}: no catalog {domain}.ftl in {', '.join(missing)}")
        known = {o.name for o in self.rules.game.options} | TABLE_OPTION_NAMES
        names = [o.name for o in self.new_options()]
        if len(set(names)) != len(names):
            raise DescriptorError(f"{self.name}: /new repeats an option: {names}")
        for option in self.new_options():
            implied = {name for name, _ in option.implies}
            unknown = ({option.option} | implied) - known
            if unknown:
                raise DescriptorError(f"{self.name}: /new option {option.name} sets unknown options {unknown}")
            if option.autocomplete and not callable(getattr(self.presenter, option.autocomplete, None)):
                raise DescriptorError(f"{self.name}: {self.presenter.__name__} has no {option.autocomplete}")

    def cog(self, bot: GameBot) -> GameCog:
        """The game's cog for `bot` (a class made for this bot, as loading an extension would)."""
        return make_cog(self)(bot)


def make_cog(descriptor: GameDescriptor) -> type[GameCog]:
    """The game's cog class: its own commands' class with its descriptor, presenter, renderer, `/<game> new` and its
    autocompletes."""
    base = descriptor.commands
    qualname = f"{descriptor.name.capitalize()}Cog"
    new = new_command(descriptor, qualname)
    namespace: dict[str, Any] = {
        "descriptor": descriptor,
        "game_name": descriptor.name,
        "presenter_class": descriptor.presenter,
        "renderer": descriptor.renderer,
        "new": new,
    }
    for option in descriptor.new_options():
        if option.autocomplete:
            callback = choices_callback(option.autocomplete, f"{qualname}.{option.name}_autocomplete")
            namespace[f"{option.name}_autocomplete"] = new.autocomplete(option.name)(callback)
    kwargs = {"group_name": descriptor.name, "group_description": descriptor.description}
    return type(base)(qualname, (base,), {"__module__": base.__module__, **namespace}, **kwargs)


def new_command(descriptor: GameDescriptor, qualname: str) -> app_commands.Command[Any, ..., None]:
    """`/<game> new`: every table option as a parameter; it opens the lobby (`cog.lobby.create_table`)."""
    options = descriptor.new_options()

    async def new(self: GameCog, interaction: discord.Interaction, **given: Any) -> None:
        table_options = descriptor.table_options(given)
        try:  # a game that times its decisions itself reads turn_hours as its own clock (engine/turn_options.py)
            table_options = fold_turn_hours(descriptor.name, table_options)
        except IllegalMove as error:
            await self.moves.refuse(interaction, reason(error))
            return
        await self.lobby.create_table(interaction, table_options)  # the engine validates (and refuses) every value

    positional = inspect.Parameter.POSITIONAL_OR_KEYWORD
    parameters = [
        inspect.Parameter("self", positional),
        inspect.Parameter("interaction", positional, annotation=discord.Interaction),
        *(inspect.Parameter(o.name, positional, default=None, annotation=Optional[o.annotation]) for o in options),  # noqa: UP045
    ]
    new.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    new.__qualname__ = f"{qualname}.new"  # a method of the cog: discord.py passes the cog as `self`
    described = app_commands.describe(**{o.name: o.description for o in options})(new)
    return app_commands.command(name="new", description=descriptor.new_description)(described)


def choices_callback(method: str, qualname: str) -> Autocomplete:
    """An autocomplete that offers the presenter's `method(current, lang)` choices."""

    async def complete(self: GameCog, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        found = getattr(self.presenter, method)(current, player_lang(interaction))
        return as_choices(found)

    complete.__qualname__ = qualname
    return complete
