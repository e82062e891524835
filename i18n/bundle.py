"""A FluentBundle over a compiled catalog (i18n/compiled.py): each message parsed and compiled when first used."""

from __future__ import annotations

from typing import Any

from fluent.runtime import FluentBundle
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
