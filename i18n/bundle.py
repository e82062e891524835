"""A FluentBundle over a compiled catalog (i18n/compiled.py): each message parsed and compiled when first used; one of
only text, variables and selections on a variable among such patterns (most of a move's lines, plurals included)
formatted by joining, without Fluent's resolver (`format_flat`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.resolver import (
    MAX_PART_LENGTH,
    Identifier,
    NeverIsolatingPlaceable,
    NumberLiteral,
    Pattern,
    Placeable,
    SelectExpression,
    TextElement,
    VariableReference,
)
from fluent.runtime.utils import native_to_fluent
from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL

from i18n.compiled import Compiled

Flat = tuple["str | VariableReference", ...]  # text and variables


@dataclass(frozen=True)
class FlatSelect:
    """`{ $name -> [key] … *[other] … }` whose variants are flat: keys as Fluent compares them (a number literal's
    value, or a name: a plural category or a word), in order, and the default's place."""

    name: str
    keys: tuple[int | float | str, ...]
    variants: tuple[Flat, ...]
    default: int


class CompiledBundle(FluentBundle):
    """A FluentBundle over a Compiled catalog: each entry is parsed and compiled the first time it is formatted (or
    referenced), then kept. Relies on FluentBundle's `_lookup`/`_compiled`/`_compiler` (fluent.runtime 0.4, pinned)."""

    def __init__(self, compiled: Compiled) -> None:
        super().__init__([compiled.lang], use_isolating=False)
        self.catalog = compiled
        self._parser = FluentParser(with_spans=False)
        self._flat: dict[str, tuple[str | VariableReference, ...] | None] = {}
        self._numbers: dict[tuple[type, int | float], str] = {}
        self._categories: dict[tuple[type, int | float], str] = {}

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
        """Message `key` formatted without Fluent's resolver when its value is only text, variables and selections
        on a variable whose variants are text and variables, with every argument it reads a string or a number (most
        of a move's lines, plurals included), exactly as `format_pattern` would; None otherwise (the caller formats it
        the usual way: functions, terms, nested selections, a missing or too long argument)."""
        parts = self._flat.get(key, ())
        if parts == ():
            parts = self._flat[key] = self._flat_parts(key, selects=True)
        if parts is None:
            return None
        out = []
        for part in parts:
            kind = type(part)
            if kind is str:
                out.append(part)
                continue
            if kind is FlatSelect:
                chosen = self.variant(part, args.get(part.name))  # type: ignore[union-attr]
                text = None if chosen is None else self.joined(chosen, args)
                if text is None or len(text) > MAX_PART_LENGTH:  # Fluent refuses a placeable that long
                    return None
                out.append(text)
                continue
            text = self.shown(args.get(part.id.name))  # type: ignore[union-attr]
            if text is None:
                return None
            out.append(text)
        return "".join(out)

    def shown(self, value: Any) -> str | None:
        """An argument as Fluent shows it as a variable: a string as it is, a number in this language; None for one
        it would not show (missing, of another kind, too long)."""
        kind = type(value)
        if kind is str:
            return None if len(value) > MAX_PART_LENGTH else value
        if kind is int or kind is float:
            return self.number(value)
        return None

    def joined(self, parts: Flat, args: dict[str, Any]) -> str | None:
        """Flat parts with their variables filled in (`shown`); None when one cannot be."""
        out = []
        for part in parts:
            text = part if type(part) is str else self.shown(args.get(part.id.name))  # type: ignore[union-attr]
            if text is None:
                return None
            out.append(text)
        return "".join(out)

    def variant(self, select: FlatSelect, value: Any) -> Flat | None:
        """The variant Fluent chooses for `value` (the first key it matches, else the default): a number matches a
        number literal equal to it or the name of its plural category; a string the name it is, or a number literal
        whose plural category it names. None for an argument of another kind (Fluent reports it)."""
        kind = type(value)
        if kind is int or kind is float:
            for index, key in enumerate(select.keys):
                if value == key if type(key) is not str else self.category(value) == key:
                    return select.variants[index]
        elif kind is str:
            for index, key in enumerate(select.keys):
                if value == key if type(key) is str else self.category(key) == value:
                    return select.variants[index]
        else:
            return None
        return select.variants[select.default]

    def number(self, value: int | float) -> str:
        """A number as a variable without options shows it in this language ("1 234" / "1,234"), once per value."""
        shown = self._numbers.get((type(value), value))
        if shown is not None:
            return shown
        return learnt(self._numbers, value, lambda: native_to_fluent(value).format(self._babel_locale))

    def category(self, value: int | float) -> str:
        """The plural category of a number in this language (CLDR: "one", "few", …), once per value."""
        found = self._categories.get((type(value), value))
        return found if found is not None else learnt(self._categories, value, lambda: self._plural_form(value))

    def variables(self, key: str) -> list[str] | None:
        """The variables of message `key` when it is only text and variables, else None."""
        parts = self._flat_parts(key, selects=False)
        return None if parts is None else [p.id.name for p in parts if not isinstance(p, str)]  # type: ignore[union-attr]

    def _flat_parts(self, key: str, selects: bool) -> tuple[str | VariableReference | FlatSelect, ...] | None:
        """Message `key`'s value as flat parts and (with `selects`) flat selections, or None. Fluent counts the
        parts it formats (at most `Pattern.MAX_PARTS`): a message that could reach that is left to it."""
        value = self.get_message(key).value
        if type(value) is NeverIsolatingPlaceable:  # a message that is one placeable
            elements = [value]
        elif type(value) is Pattern:
            elements = value.elements
        else:
            return None
        parts: list[str | VariableReference | FlatSelect] = []
        counted = len(elements)
        for element in elements:
            part = flat_element(element)
            if part is None and selects and type(element) in PLACEABLES:
                part = flat_select(element.expression)
                counted += max(len(variant) for variant in part.variants) if part is not None else 0
            if part is None:
                return None
            parts.append(part)
        return tuple(parts) if counted <= Pattern.MAX_PARTS else None


def learnt(known: dict[tuple[type, int | float], str], value: int | float, make: Callable[[], str]) -> str:
    """`make()`, what a number gives, kept in `known` by its type too (1 and 1.0 differ); emptied when full."""
    if len(known) >= 10_000:
        known.clear()
    made = known[(type(value), value)] = make()
    return made


PLACEABLES = (Placeable, NeverIsolatingPlaceable)  # alike here: the bundle does not isolate


def flat_element(element: Any) -> str | VariableReference | None:
    """An element of text, or a variable; None for anything else."""
    if type(element) is TextElement:
        return element.value
    if type(element) in PLACEABLES and type(element.expression) is VariableReference:
        return element.expression
    return None


def flat_pattern(pattern: Any) -> Flat | None:
    """A compiled pattern of only text and variables as its parts; None for anything else."""
    if type(pattern) is Pattern:
        parts = [flat_element(element) for element in pattern.elements]
        return None if None in parts else tuple(parts)  # type: ignore[arg-type]
    part = flat_element(pattern)  # compiled alone: text, or one placeable
    return None if part is None else (part,)


def flat_select(expression: Any) -> FlatSelect | None:
    """A selection on a variable whose every variant is flat, else None."""
    if type(expression) is not SelectExpression or type(expression.selector) is not VariableReference:
        return None
    keys: list[int | float | str] = []
    variants: list[Flat] = []
    default = None
    for index, variant in enumerate(expression.variants):
        flat = flat_pattern(variant.value)
        if flat is None:
            return None
        if type(variant.key) is NumberLiteral:
            keys.append(variant.key.value)
        elif type(variant.key) is Identifier:
            keys.append(variant.key.name)
        else:
            return None
        variants.append(flat)
        if variant.default and default is None:
            default = index
    if default is None:
        return None
    return FlatSelect(expression.selector.id.name, tuple(keys), tuple(variants), default)
