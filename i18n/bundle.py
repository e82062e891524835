"""A FluentBundle over a compiled catalog (i18n/compiled.py): each message parsed and compiled when first used; one of
only text and variables (most of a move's lines) formatted by joining, without Fluent's resolver (`format_flat`)."""

from __future__ import annotations

from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.resolver import MAX_PART_LENGTH, Pattern, Placeable, TextElement, VariableReference
from fluent.runtime.utils import native_to_fluent
from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL

from i18n.compiled import Compiled


class CompiledBundle(FluentBundle):
    """A FluentBundle over a Compiled catalog: each entry is parsed and compiled the first time it is formatted (or
    referenced), then kept. Relies on FluentBundle's `_lookup`/`_compiled`/`_compiler` (fluent.runtime 0.4, pinned)."""

    def __init__(self, compiled: Compiled) -> None:
        super().__init__([compiled.lang], use_isolating=False)
        self.catalog = compiled
        self._parser = FluentParser(with_spans=False)
        self._flat: dict[str, tuple[str | VariableReference, ...] | None] = {}
        self._numbers: dict[tuple[type, int | float], str] = {}

    def has_message(self, message_id: str) -> bool:
        return not message_id.startswith("-") and message_id in self.catalog.entries

    def _node(self, key: str) -> FTL.Message | FTL.Term:
        node = self.catalog.nodes.get(key)
        if node is None:
            parsed = self._parser.parse_entry(self.catalog.entries[key])
            if not isinstance(parsed, FTL.Message | FTL.Term):
                raise KeyError(key)  # a cache that does not parse back: the caller's missing-key path
            node = parsed
        return node

    def _lookup(self, entry_id: str, term: bool = False) -> Any:
        key = f"-{entry_id}" if term else entry_id
        try:
            return self._compiled[key]
        except KeyError:
            pass
        made = self._compiled[key] = self._compiler(self._node(key))
        return made

    def format_flat(self, key: str, args: dict[str, Any]) -> str | None:
        """Message `key` formatted without Fluent's resolver when its value is only text and variables given as
        strings or numbers (most of a move's lines), exactly as `format_pattern` would; None otherwise (the caller
        formats it the usual way: selectors, functions, terms, a missing or too long argument)."""
        parts = self._flat.get(key, ())
        if parts == ():
            parts = self._flat[key] = self._flat_parts(key)
        if parts is None:
            return None
        out = []
        for part in parts:
            if type(part) is str:
                out.append(part)
                continue
            value = args.get(part.id.name)
            kind = type(value)
            if kind is str:
                if len(value) > MAX_PART_LENGTH:
                    return None
                out.append(value)
            elif kind is int or kind is float:
                out.append(self.number(value))
            else:
                return None
        return "".join(out)

    def number(self, value: int | float) -> str:
        """A number as a variable without options shows it in this language ("1 234" / "1,234"), once per value."""
        key = (type(value), value)
        shown = self._numbers.get(key)
        if shown is None:
            if len(self._numbers) >= 10_000:
                self._numbers.clear()
            shown = self._numbers[key] = native_to_fluent(value).format(self._babel_locale)
        return shown

    def variables(self, key: str) -> list[str] | None:
        """The variables of message `key` when it is only text and variables (what `format_flat` formats), else None."""
        parts = self._flat_parts(key)
        return None if parts is None else [p.id.name for p in parts if not isinstance(p, str)]

    def _flat_parts(self, key: str) -> tuple[str | VariableReference, ...] | None:
        pattern = self.get_message(key).value
        if type(pattern) is not Pattern or len(pattern.elements) > Pattern.MAX_PARTS:
            return None
        parts: list[str | VariableReference] = []
        for element in pattern.elements:
            if type(element) is TextElement:
                parts.append(element.value)
            elif type(element) is Placeable and type(element.expression) is VariableReference:
                parts.append(element.expression)
            else:
                return None
        return tuple(parts)
