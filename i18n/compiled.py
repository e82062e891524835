"""The Fluent catalogs of one language, compiled once and cached by content hash.

Parsing every `.ftl` file of a language with the pure-Python Fluent parser takes most of a second, and the bot used to
do it for each language at every start. Here a language's files are parsed once, and what the bot needs is kept in a
JSON file under the cache directory, named by the hash of the files' contents (and of this format and the Fluent
versions), so a changed catalog is never read from a stale cache:

- `entries`: each message's and term's own source text, parsed one entry at a time, when first formatted;
- `plain`: each message's value formatted without arguments, when that needs none (what Discord's command
  descriptions and choice labels are), so registering the command tree parses nothing.

A cache that cannot be read is rebuilt; one that cannot be written is skipped (the compiled catalog is used from
memory, and the next start parses again). JSON, not pickle: a cache file can never run code. Reading a cached catalog
imports no Fluent module (fluent.runtime takes a quarter of a second to import: it is imported with the first
message formatted, i18n/bundle.py).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import tempfile
from dataclasses import dataclass, field
from functools import cache
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from fluent.syntax import ast as FTL

log = logging.getLogger("boardbot")

FORMAT = 1  # bump when the cached layout or what goes into it changes
CACHE_ENV = "BOARDBOT_CACHE_DIR"
DEFAULT_CACHE = Path(__file__).resolve().parent.parent / "data" / "cache"  # beside bot.py, as the database


def cache_dir() -> Path:
    """Where compiled catalogs are kept: $BOARDBOT_CACHE_DIR, else `data/cache` beside bot.py."""
    return Path(os.environ.get(CACHE_ENV) or DEFAULT_CACHE) / "i18n"


@cache
def _versions() -> str:
    found = []
    for package in ("fluent.syntax", "fluent.runtime"):
        try:
            found.append(f"{package}={version(package)}")
        except PackageNotFoundError:
            found.append(f"{package}=?")
    return ";".join(found)


def content_hash(files: list[Path]) -> str:
    """The hash that names a language's cache: its files (names and bytes), this format and the Fluent versions."""
    digest = hashlib.sha256(f"{FORMAT};{_versions()}".encode())
    for path in files:
        data = path.read_bytes()
        digest.update(f"\0{path.name}\0{len(data)}\0".encode())
        digest.update(data)
    return digest.hexdigest()[:32]


def entry_key(item: FTL.Message | FTL.Term) -> str:
    """How an entry is kept: a term's id with its leading dash (message ids never start with one)."""
    from fluent.syntax import ast as FTL

    return f"-{item.id.name}" if isinstance(item, FTL.Term) else item.id.name


@dataclass
class Compiled:
    """One language's catalog as the bot uses it (see the module's doc)."""

    lang: str
    entries: dict[str, str]  # "id" / "-term" → its source text
    plain: dict[str, str]  # message id → its value formatted without arguments
    nodes: dict[str, FTL.Message | FTL.Term] = field(default_factory=dict)  # already parsed in this process

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "lang": self.lang, "entries": self.entries, "plain": self.plain}

    @classmethod
    def from_json(cls, data: Any, lang: str) -> Compiled | None:
        """The cached catalog, or None when `data` is not one of this format for `lang`."""
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("lang") != lang:
            return None
        entries, plain = data.get("entries"), data.get("plain")
        if not isinstance(entries, dict) or not isinstance(plain, dict):
            return None
        if not all(isinstance(k, str) and isinstance(v, str) for part in (entries, plain) for k, v in part.items()):
            return None
        return cls(lang, entries, plain)


def compile_files(files: list[Path], lang: str) -> Compiled:
    """Parse a language's files (each once) into a Compiled catalog; the first definition of an id wins, as in a
    FluentBundle."""
    from fluent.runtime import FluentBundle
    from fluent.syntax import FluentParser
    from fluent.syntax import ast as FTL

    parser = FluentParser(with_spans=True)
    entries: dict[str, str] = {}
    nodes: dict[str, FTL.Message | FTL.Term] = {}
    for path in files:
        source = path.read_text(encoding="utf-8")
        for item in parser.parse(source).body:
            if not isinstance(item, FTL.Message | FTL.Term) or item.span is None:
                continue
            key = entry_key(item)
            if key in entries:
                continue
            start = item.comment.span.end if item.comment is not None and item.comment.span else item.span.start
            entries[key] = source[start : item.span.end]
            nodes[key] = item
    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(FTL.Resource(list(nodes.values())))
    plain: dict[str, str] = {}
    for key, node in nodes.items():
        if isinstance(node, FTL.Message) and node.value is not None:
            text, errors = bundle.format_pattern(bundle.get_message(key).value, {})
            if not errors and isinstance(text, str):
                plain[key] = text
    return Compiled(lang, entries, plain, nodes)


def _read(path: Path, lang: str) -> Compiled | None:
    try:
        return Compiled.from_json(json.loads(path.read_text(encoding="utf-8")), lang)
    except (OSError, ValueError) as error:
        if path.exists():
            log.info("i18n: the cached catalog %s cannot be read (%s); compiling it again", path.name, error)
        return None


def _write(folder: Path, name: str, compiled: Compiled) -> None:
    """Write atomically (a parallel start reads either nothing or a whole file); drop this language's older caches."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".{name}.", suffix=".tmp")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                json.dump(compiled.to_json(), out, ensure_ascii=False, separators=(",", ":"))
            os.replace(temporary, folder / name)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            raise
        for old in folder.glob(f"{compiled.lang}-*.json"):
            if old.name != name:
                with contextlib.suppress(OSError):
                    old.unlink()
    except OSError as error:
        log.info("i18n: catalog cache not written under %s (%s); compiled again at every start", folder, error)


def load(files: list[Path], lang: str, folder: Path | None = None) -> Compiled:
    """A language's compiled catalog: from the cache when it matches the files' contents, else compiled (and cached)."""
    folder = cache_dir() if folder is None else folder
    name = f"{lang}-{content_hash(files)}.json"
    cached = _read(folder / name, lang)
    if cached is not None:
        return cached
    compiled = compile_files(files, lang)
    _write(folder, name, compiled)
    return compiled
