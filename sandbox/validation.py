"""Discord's documented limits, checked the way the API does (400 + code 50035 "Invalid Form Body").

Only the limits a bot realistically hits are modelled: message content/embeds/components, modals and the
application command definitions it syncs.
"""

from __future__ import annotations

import re
from typing import Any

from sandbox.world import FLAG_COMPONENTS_V2, JSON, walk_components

Errors = dict[str, str]

MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
EMBED_LIMITS = {"title": 256, "description": 4096}
MAX_FIELDS = 25
MAX_ROWS = 5
MAX_ROW_ITEMS = 5
MAX_V2_COMPONENTS = 40
MAX_CUSTOM_ID = 100
MAX_BUTTON_LABEL = 80
MAX_SELECT_OPTIONS = 25
MAX_PLACEHOLDER = 150
SELECT_TYPES = (3, 5, 6, 7, 8)
COMMAND_NAME = re.compile(r"^[-_'\w]{1,32}$")


def _too_long(errors: Errors, path: str, value: Any, limit: int) -> None:
    if isinstance(value, str) and len(value) > limit:
        errors[path] = f"Must be {limit} or fewer in length (got {len(value)})."


def check_message(payload: JSON, *, attachment_count: int) -> Errors:
    """Validate a message create/edit body. Empty messages are reported under ``_empty``."""
    errors: Errors = {}
    content = payload.get("content") or ""
    _too_long(errors, "content", content, MAX_CONTENT)
    embeds = payload.get("embeds") or []
    errors.update(check_embeds(embeds))
    components = payload.get("components") or []
    v2 = bool(int(payload.get("flags") or 0) & FLAG_COMPONENTS_V2)
    errors.update(check_components(components, v2=v2))
    if v2 and (content or embeds):
        errors["content"] = "The 'content' and 'embeds' fields cannot be used with IS_COMPONENTS_V2."
    if not (content or embeds or components or attachment_count or payload.get("sticker_ids") or payload.get("poll")):
        errors["_empty"] = "Cannot send an empty message"
    return errors


def check_embeds(embeds: list[JSON]) -> Errors:
    errors: Errors = {}
    if len(embeds) > MAX_EMBEDS:
        errors["embeds"] = f"Must be {MAX_EMBEDS} or fewer in length."
    total = 0
    for i, embed in enumerate(embeds):
        for key, limit in EMBED_LIMITS.items():
            _too_long(errors, f"embeds.{i}.{key}", embed.get(key), limit)
        fields = embed.get("fields", [])
        if len(fields) > MAX_FIELDS:
            errors[f"embeds.{i}.fields"] = f"Must be {MAX_FIELDS} or fewer in length."
        for j, f in enumerate(fields):
            _too_long(errors, f"embeds.{i}.fields.{j}.name", f.get("name"), 256)
            _too_long(errors, f"embeds.{i}.fields.{j}.value", f.get("value"), 1024)
            if not f.get("name") or not f.get("value"):
                errors[f"embeds.{i}.fields.{j}"] = "Field name and value are required."
        _too_long(errors, f"embeds.{i}.footer.text", embed.get("footer", {}).get("text"), 2048)
        _too_long(errors, f"embeds.{i}.author.name", embed.get("author", {}).get("name"), 256)
        total += sum(len(t) for t in _embed_strings(embed))
    if total > MAX_EMBED_TOTAL:
        errors["embeds"] = f"Embed size exceeds maximum size of {MAX_EMBED_TOTAL} (got {total})."
    return errors


def _embed_strings(embed: JSON) -> list[str]:
    parts = [embed.get("title"), embed.get("description"), embed.get("footer", {}).get("text")]
    parts.append(embed.get("author", {}).get("name"))
    for f in embed.get("fields", []):
        parts += [f.get("name"), f.get("value")]
    return [p for p in parts if isinstance(p, str)]


def check_components(components: list[JSON], *, v2: bool) -> Errors:
    errors: Errors = {}
    if v2:
        if sum(1 for _ in walk_components(components)) > MAX_V2_COMPONENTS:
            errors["components"] = f"Must be {MAX_V2_COMPONENTS} or fewer components in total."
    else:
        if len(components) > MAX_ROWS:
            errors["components"] = f"Must be {MAX_ROWS} or fewer in length."
        for i, row in enumerate(components):
            errors.update(_check_row(row, f"components.{i}"))
    seen: set[str] = set()
    for c in walk_components(components):
        custom_id = c.get("custom_id")
        if custom_id is None:
            continue
        if custom_id in seen:
            errors[f"components.custom_id.{custom_id}"] = "Component custom id cannot be duplicated"
        seen.add(custom_id)
    for path, c in _indexed(components, "components"):
        errors.update(_check_item(c, path))
    return errors


def _indexed(components: list[JSON], prefix: str) -> list[tuple[str, JSON]]:
    result = []
    for i, c in enumerate(components):
        path = f"{prefix}.{i}"
        result.append((path, c))
        result += _indexed(c.get("components", []), f"{path}.components")
        for key in ("accessory", "component"):
            if isinstance(c.get(key), dict):
                result += _indexed([c[key]], f"{path}.{key}")
    return result


def _check_row(row: JSON, path: str) -> Errors:
    if row.get("type") != 1:
        return {path: "Top-level components must be action rows without the IS_COMPONENTS_V2 flag."}
    items = row.get("components", [])
    if not 1 <= len(items) <= MAX_ROW_ITEMS:
        return {f"{path}.components": f"Must be between 1 and {MAX_ROW_ITEMS} in length."}
    if any(c.get("type") in SELECT_TYPES for c in items) and len(items) > 1:
        return {f"{path}.components": "A select menu must be alone in its action row."}
    return {}


def _check_item(c: JSON, path: str) -> Errors:
    errors: Errors = {}
    _too_long(errors, f"{path}.custom_id", c.get("custom_id"), MAX_CUSTOM_ID)
    kind = c.get("type")
    if kind == 2:
        errors.update(_check_button(c, path))
    elif kind in SELECT_TYPES:
        errors.update(_check_select(c, path))
    return errors


def _check_button(c: JSON, path: str) -> Errors:
    errors: Errors = {}
    _too_long(errors, f"{path}.label", c.get("label"), MAX_BUTTON_LABEL)
    style = c.get("style")
    if style == 5:
        if not c.get("url") or c.get("custom_id"):
            errors[f"{path}.url"] = "Link buttons need a url and no custom_id."
    elif style != 6 and not c.get("custom_id"):
        errors[f"{path}.custom_id"] = "This field is required"
    if style != 6 and not c.get("label") and not c.get("emoji"):
        errors[f"{path}.label"] = "A button needs a label or an emoji."
    return errors


def _check_select(c: JSON, path: str) -> Errors:
    errors: Errors = {}
    _too_long(errors, f"{path}.placeholder", c.get("placeholder"), MAX_PLACEHOLDER)
    min_values = c.get("min_values", 1)
    max_values = c.get("max_values", 1)
    if not 0 <= min_values <= max_values <= MAX_SELECT_OPTIONS:
        errors[f"{path}.max_values"] = f"Invalid min_values/max_values {min_values}/{max_values}."
    if c.get("type") != 3:
        return errors
    options = c.get("options", [])
    if not 1 <= len(options) <= MAX_SELECT_OPTIONS:
        errors[f"{path}.options"] = f"Must be between 1 and {MAX_SELECT_OPTIONS} in length (got {len(options)})."
    if max_values > len(options):
        errors[f"{path}.max_values"] = "max_values may not exceed the number of options."
    values = [o.get("value") for o in options]
    if len(set(values)) != len(values):
        errors[f"{path}.options"] = "Select option values must be unique."
    for j, option in enumerate(options):
        for key in ("label", "value", "description"):
            _too_long(errors, f"{path}.options.{j}.{key}", option.get(key), 100)
    return errors


def check_modal(data: JSON) -> Errors:
    errors: Errors = {}
    for key in ("custom_id", "title"):
        if not data.get(key):
            errors[key] = "This field is required"
    _too_long(errors, "title", data.get("title"), 45)
    _too_long(errors, "custom_id", data.get("custom_id"), MAX_CUSTOM_ID)
    components = data.get("components") or []
    if not 1 <= len(components) <= 5:
        errors["components"] = "Must be between 1 and 5 in length."
    for path, c in _indexed(components, "components"):
        _too_long(errors, f"{path}.custom_id", c.get("custom_id"), MAX_CUSTOM_ID)
        _too_long(errors, f"{path}.label", c.get("label"), 45)
    return errors


def check_commands(commands: list[JSON], *, limit: int = 100) -> Errors:
    errors: Errors = {}
    chat_input = [c for c in commands if c.get("type", 1) == 1]
    if len(chat_input) > limit:
        errors["_commands"] = f"Maximum number of application commands reached ({limit})."
    names = [(c.get("name"), c.get("type", 1)) for c in commands]
    if len(set(names)) != len(names):
        errors["_names"] = "Application command names must be unique."
    for i, command in enumerate(commands):
        errors.update(_check_command(command, str(i), chat_input=command.get("type", 1) == 1))
    return errors


def _check_command(command: JSON, path: str, *, chat_input: bool, depth: int = 0) -> Errors:
    errors: Errors = {}
    name = command.get("name") or ""
    if chat_input and (not COMMAND_NAME.match(name) or name != name.lower()):
        errors[f"{path}.name"] = f"Command name {name!r} is invalid (lowercase, 1-32, no spaces)."
    if chat_input and not 1 <= len(command.get("description") or "") <= 100:
        errors[f"{path}.description"] = f"Description of {name!r} must be 1-100 characters."
    options = command.get("options") or []
    if len(options) > 25:
        errors[f"{path}.options"] = "Must be 25 or fewer in length."
    option_names = [o.get("name") for o in options]
    if len(set(option_names)) != len(option_names):
        errors[f"{path}.options"] = f"Option names of {name!r} must be unique."
    nested = [o for o in options if o.get("type") in (1, 2)]
    if nested and len(nested) != len(options):
        errors[f"{path}.options"] = f"{name!r} mixes subcommands with plain options."
    seen_optional = False
    for j, option in enumerate(options):
        sub_path = f"{path}.options.{j}"
        if option.get("type") in (1, 2):
            if depth >= 2 or (option.get("type") == 2 and depth >= 1):
                errors[sub_path] = "Subcommands nest at most group -> subcommand."
            errors.update(_check_command(option, sub_path, chat_input=True, depth=depth + 1))
            continue
        errors.update(_check_option(option, sub_path))
        if option.get("required"):
            if seen_optional:
                errors[f"{sub_path}.required"] = "Required options must be placed before non-required options."
        else:
            seen_optional = True
    return errors


def _check_option(option: JSON, path: str) -> Errors:
    errors: Errors = {}
    name = option.get("name") or ""
    if not COMMAND_NAME.match(name) or name != name.lower():
        errors[f"{path}.name"] = f"Option name {name!r} is invalid."
    if not 1 <= len(option.get("description") or "") <= 100:
        errors[f"{path}.description"] = f"Description of option {name!r} must be 1-100 characters."
    choices = option.get("choices") or []
    if len(choices) > 25:
        errors[f"{path}.choices"] = "Must be 25 or fewer in length."
    if choices and option.get("autocomplete"):
        errors[f"{path}.autocomplete"] = "Autocomplete and choices are mutually exclusive."
    return errors


def form_error(errors: Errors) -> JSON:
    """The JSON body of a 400 "Invalid Form Body" (discord.py flattens ``errors`` into its message)."""
    return {
        "code": 50035,
        "message": "Invalid Form Body",
        "errors": {path: {"_errors": [{"code": "INVALID", "message": text}]} for path, text in errors.items()},
    }
