"""Turn ``("envyra new", {"players": 3})`` into the ``data`` of an APPLICATION_COMMAND interaction.

Works from the command definitions the bot synced (PUT bulk overwrite), so a typo in a test or a command the
bot forgot to register fails loudly, like the Discord client would refuse it.
"""

from __future__ import annotations

from typing import Any, Protocol

from sandbox.world import JSON

SUB_COMMAND = 1
SUB_COMMAND_GROUP = 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = 3, 4, 5, 6, 7, 8, 9, 10, 11
TYPE_NAMES = {
    STRING: "string",
    INTEGER: "integer",
    BOOLEAN: "boolean",
    USER: "user",
    CHANNEL: "channel",
    ROLE: "role",
    MENTIONABLE: "mentionable",
    NUMBER: "number",
    ATTACHMENT: "attachment",
}


class CommandError(ValueError):
    """The test asked for a command/option the Discord client would not let a user send."""


class Resolver(Protocol):
    """What the option builder needs from the world to fill ``data.resolved``."""

    def resolved_user(self, value: Any) -> tuple[int, JSON, JSON | None]: ...

    def resolved_channel(self, value: Any) -> tuple[int, JSON]: ...

    def resolved_role(self, value: Any) -> tuple[int, JSON]: ...

    def resolved_attachment(self, value: Any) -> tuple[int, JSON]: ...


def is_nested(option: JSON) -> bool:
    return option.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP)


def command_paths(commands: list[JSON]) -> list[str]:
    """Every invocable path, e.g. ``["demo echo", "demo admin reset"]``."""
    paths: list[str] = []

    def walk(node: JSON, prefix: str) -> None:
        nested = [o for o in node.get("options", []) if is_nested(o)]
        if not nested:
            paths.append(prefix)
        for option in nested:
            walk(option, f"{prefix} {option['name']}")

    for command in commands:
        if command.get("type", 1) == 1:
            walk(command, command["name"])
    return sorted(paths)


def descend(command: JSON, tokens: list[str]) -> list[JSON]:
    """The chain root -> group -> subcommand named by ``tokens``; must end at an invocable leaf."""
    nodes = [command]
    for token in tokens:
        subs = {o["name"]: o for o in nodes[-1].get("options", []) if is_nested(o)}
        if token not in subs:
            where = " ".join(n["name"] for n in nodes)
            raise CommandError(f"/{where} has no subcommand {token!r}; choose from {sorted(subs)}")
        nodes.append(subs[token])
    left = sorted(o["name"] for o in nodes[-1].get("options", []) if is_nested(o))
    if left:
        where = " ".join(n["name"] for n in nodes)
        raise CommandError(f"/{where} is a group and cannot be invoked; pick one of {left}")
    return nodes


def build_command_data(
    command: JSON,
    tokens: list[str],
    given: dict[str, Any],
    resolver: Resolver,
    *,
    focused: str | None = None,
    focused_value: str = "",
) -> JSON:
    """The interaction ``data`` for a chat-input command (or its autocomplete when ``focused`` is set)."""
    nodes = descend(command, tokens)
    resolved: JSON = {}
    where = "/" + " ".join(n["name"] for n in nodes)
    options = _leaf_options(nodes[-1].get("options", []), given, resolver, resolved, where, focused, focused_value)
    for node in reversed(nodes[1:]):
        options = [{"name": node["name"], "type": node["type"], "options": options}]
    data: JSON = {"id": command["id"], "name": command["name"], "type": command.get("type", 1), "options": options}
    if command.get("guild_id"):
        data["guild_id"] = command["guild_id"]
    if resolved:
        data["resolved"] = resolved
    return data


def _leaf_options(
    definitions: list[JSON],
    given: dict[str, Any],
    resolver: Resolver,
    resolved: JSON,
    where: str,
    focused: str | None,
    focused_value: str,
) -> list[JSON]:
    by_name = {d["name"]: d for d in definitions}
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        raise CommandError(f"{where} has no option(s) {unknown}; options are {sorted(by_name)}")
    if focused is not None:
        if focused not in by_name:
            raise CommandError(f"{where} has no option {focused!r} to autocomplete; options are {sorted(by_name)}")
        if not by_name[focused].get("autocomplete"):
            raise CommandError(f"{where} option {focused!r} does not use autocomplete")
    result = []
    for definition in definitions:
        name = definition["name"]
        if name == focused:
            result.append({"name": name, "type": definition["type"], "value": focused_value, "focused": True})
        elif name in given:
            value = convert_option(definition, given[name], resolver, resolved, where)
            result.append({"name": name, "type": definition["type"], "value": value})
        elif definition.get("required") and focused is None:
            raise CommandError(f"{where} requires option {name!r} ({TYPE_NAMES.get(definition['type'])})")
    return result


def convert_option(definition: JSON, value: Any, resolver: Resolver, resolved: JSON, where: str) -> Any:
    kind = definition["type"]
    label = f"{where} option {definition['name']!r}"
    if kind == STRING:
        result: Any = _check_string(definition, value, label)
    elif kind == INTEGER:
        if isinstance(value, bool) or not isinstance(value, int):
            raise CommandError(f"{label} expects an integer, got {value!r}")
        result = _check_range(definition, value, label)
    elif kind == NUMBER:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise CommandError(f"{label} expects a number, got {value!r}")
        result = _check_range(definition, value, label)
    elif kind == BOOLEAN:
        if not isinstance(value, bool):
            raise CommandError(f"{label} expects a boolean, got {value!r}")
        result = value
    else:
        result = _resolve_snowflake(kind, value, resolver, resolved)
    choices = definition.get("choices")
    if choices and result not in [c["value"] for c in choices]:
        raise CommandError(f"{label} must be one of {[c['value'] for c in choices]}, got {result!r}")
    return result


def _check_string(definition: JSON, value: Any, label: str) -> str:
    if not isinstance(value, str):
        raise CommandError(f"{label} expects a string, got {value!r}")
    low, high = definition.get("min_length", 0), definition.get("max_length", 6000)
    if not low <= len(value) <= high:
        raise CommandError(f"{label} length must be within [{low}, {high}], got {len(value)}")
    return value


def _check_range(definition: JSON, value: float, label: str) -> float:
    low, high = definition.get("min_value"), definition.get("max_value")
    if (low is not None and value < low) or (high is not None and value > high):
        raise CommandError(f"{label} must be within [{low}, {high}], got {value}")
    return value


def _resolve_snowflake(kind: int, value: Any, resolver: Resolver, resolved: JSON) -> str:
    if kind in (USER, MENTIONABLE):
        try:
            user_id, user, member = resolver.resolved_user(value)
        except KeyError:
            if kind == USER:
                raise
        else:
            resolved.setdefault("users", {})[str(user_id)] = user
            if member is not None:
                resolved.setdefault("members", {})[str(user_id)] = member
            return str(user_id)
    if kind in (ROLE, MENTIONABLE):
        role_id, role = resolver.resolved_role(value)
        resolved.setdefault("roles", {})[str(role_id)] = role
        return str(role_id)
    if kind == CHANNEL:
        channel_id, channel = resolver.resolved_channel(value)
        resolved.setdefault("channels", {})[str(channel_id)] = channel
        return str(channel_id)
    if kind == ATTACHMENT:
        attachment_id, attachment = resolver.resolved_attachment(value)
        resolved.setdefault("attachments", {})[str(attachment_id)] = attachment
        return str(attachment_id)
    raise CommandError(f"unsupported option type {kind}")
