"""Reading the Fluent catalogs for the checks: messages by domain, their variables, plural selects, plain text."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from babel import Locale
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from i18n.catalog import LANGS, LOCALES

CLDR_CATEGORIES = {"zero", "one", "two", "few", "many", "other"}
SAME_AS_EN = "same-as-en"  # a comment right above a message that may read as in English (a proper name, a code)


@dataclass
class Entry:
    key: str
    node: ast.Message
    comment: str

    @property
    def variables(self) -> set[str]:
        found = Collector()
        found.visit(self.node)
        return found.variables

    @property
    def plural_selects(self) -> list[set[str]]:
        found = Collector()
        found.visit(self.node)
        return found.plurals

    @property
    def text(self) -> str:
        """The literal text of every variant, placeables left out (what a reader would see besides the values)."""
        found = Collector()
        found.visit(self.node)
        return " ".join(found.texts)


class Collector(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.plurals: list[set[str]] = []
        self.texts: list[str] = []

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.texts.append(node.value)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        keys = {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
        if keys and keys <= CLDR_CATEGORIES:
            self.plurals.append(keys)
        self.generic_visit(node)


def domains() -> list[str]:
    return sorted(p.stem for p in (LOCALES / "en").glob("*.ftl"))


def path(lang: str, domain: str) -> Path:
    return LOCALES / lang / f"{domain}.ftl"


@cache
def parse(lang: str, domain: str) -> tuple[dict[str, Entry], list[str]]:
    """Messages by key, and the syntax errors (junk) of one catalog."""
    file = path(lang, domain)
    if not file.exists():
        return {}, [f"{file} is missing"]
    resource = FluentParser().parse(file.read_text(encoding="utf-8"))
    entries: dict[str, Entry] = {}
    errors: list[str] = []
    for item in resource.body:
        if isinstance(item, ast.Junk):
            errors.append(f"{file}: cannot parse {item.content[:60]!r}")
        elif isinstance(item, ast.Message):
            if item.id.name in entries:
                errors.append(f"{file}: {item.id.name} twice")
            comment = item.comment.content if item.comment else ""
            entries[item.id.name] = Entry(item.id.name, item, comment)
    return entries, errors


def plural_forms(lang: str) -> set[str]:
    """The CLDR plural categories a language needs (cs/sk/pl: one, few, many, other; en: one, other)."""
    return set(Locale.parse(lang).plural_form.tags) | {"other"}


WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def has_letters(text: str) -> bool:
    return bool(WORD.search(re.sub(r"`[^`]*`", "", text)))


__all__ = ["LANGS", "SAME_AS_EN", "Entry", "domains", "has_letters", "parse", "path", "plural_forms"]
