"""The compiled catalogs (i18n/compiled.py): the same texts as the Fluent files parsed whole, read from a cache named by
the files' contents, rebuilt when stale or damaged, skipped when it cannot be written, and nothing parsed twice."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser

from i18n import Msg, catalog, compiled, tr
from i18n.bundle import CompiledBundle
from i18n.compiled import load

DEMO = """\
# A comment attached to the next message.
demo-hello = Hello, { $name }!
-demo-brand = Boardbot
demo-about = About { -demo-brand }.
demo-count = { $n ->
    [one] one game
   *[other] { $n } games
}
demo-attrs =
    .title = Only an attribute
"""


def write(folder: Path, lang: str, text: str, name: str = "demo.ftl") -> list[Path]:
    (folder / lang).mkdir(parents=True, exist_ok=True)
    (folder / lang / name).write_text(text, encoding="utf-8")
    return sorted((folder / lang).glob("*.ftl"))


def reference(files: list[Path], lang: str) -> FluentBundle:
    """The catalog as fluent.runtime reads it without any cache."""
    made = FluentBundle([lang], use_isolating=False)
    for path in files:
        made.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return made


def formatted(bundle: FluentBundle, key: str, args: dict[str, object]) -> tuple[str, int]:
    message = bundle.get_message(key)
    if message.value is None:
        return "", 0
    text, errors = bundle.format_pattern(message.value, args)
    return str(text), len(errors)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_message_reads_as_the_files_parsed_whole(lang: str, tmp_path: Path) -> None:
    files = catalog.catalog_files(lang)
    expected = reference(files, lang)
    load(files, lang, tmp_path)  # compiled and cached
    cached = CompiledBundle(load(files, lang, tmp_path))  # read back from the cache
    assert not cached.catalog.nodes, "the second load must come from the cache file"
    keys = sorted(expected._messages)
    assert keys == sorted(k for k in cached.catalog.entries if not k.startswith("-"))
    args = {"n": 3, "count": 2, "name": "Anna", "id": "7", "status": "x", "max": 5, "hours": 2}
    for key in keys:
        assert cached.has_message(key)
        assert formatted(cached, key, args) == formatted(expected, key, args), key
        assert formatted(cached, key, {}) == formatted(expected, key, {}), key
        text, errors = formatted(expected, key, {})
        if expected.get_message(key).value is not None and not errors:
            assert cached.catalog.plain[key] == text, key
        else:
            assert key not in cached.catalog.plain, key


def test_a_changed_catalog_is_compiled_again_and_its_old_cache_dropped(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    files = write(tmp_path / "locales", "en", DEMO)
    first = CompiledBundle(load(files, "en", cache))
    assert formatted(first, "demo-hello", {"name": "Anna"}) == ("Hello, Anna!", 0)
    old = list(cache.glob("en-*.json"))
    assert len(old) == 1
    files = write(tmp_path / "locales", "en", DEMO.replace("Hello", "Welcome"))
    second = CompiledBundle(load(files, "en", cache))
    assert formatted(second, "demo-hello", {"name": "Anna"}) == ("Welcome, Anna!", 0)
    now = list(cache.glob("en-*.json"))
    assert len(now) == 1 and now != old
    again = CompiledBundle(load(files, "en", cache))
    assert not again.catalog.nodes and formatted(again, "demo-hello", {"name": "Bo"}) == ("Welcome, Bo!", 0)


@pytest.mark.parametrize("damage", ["not json {", '{"format": 0}', '{"format": 1, "lang": "en", "entries": []}', ""])
def test_a_damaged_cache_is_compiled_again(damage: str, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    files = write(tmp_path / "locales", "en", DEMO)
    load(files, "en", cache)
    (path,) = cache.glob("en-*.json")
    path.write_text(damage, encoding="utf-8")
    bundle = CompiledBundle(load(files, "en", cache))
    assert bundle.catalog.nodes, "a damaged cache is not used"
    assert formatted(bundle, "demo-about", {}) == ("About Boardbot.", 0)
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == compiled.FORMAT  # and written again


def test_an_unwritable_cache_is_skipped(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    files = write(tmp_path / "locales", "cs", DEMO)
    with caplog.at_level(logging.INFO, logger="boardbot"):
        bundle = CompiledBundle(load(files, "cs", blocker / "cache"))
    assert formatted(bundle, "demo-count", {"n": 1}) == ("one game", 0)
    assert bundle.catalog.plain["demo-about"] == "About Boardbot."
    assert any("not written" in r.getMessage() for r in caplog.records)
    assert all(r.levelno < logging.WARNING for r in caplog.records)


def test_terms_and_attributes_keep_their_place(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    files = write(tmp_path / "locales", "en", DEMO)
    load(files, "en", cache)
    bundle = CompiledBundle(load(files, "en", cache))
    assert not bundle.has_message("-demo-brand") and bundle.has_message("demo-about")
    assert bundle.get_message("demo-attrs").value is None
    text, errors = bundle.format_pattern(bundle.get_message("demo-attrs").attributes["title"], {})
    assert (text, errors) == ("Only an attribute", [])
    assert "demo-attrs" not in bundle.catalog.plain and "demo-hello" not in bundle.catalog.plain


def test_a_warm_cache_parses_no_file_and_each_message_once(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    files = write(tmp_path / "locales", "en", DEMO)
    write(tmp_path / "locales", "cs", DEMO.replace("Hello", "Ahoj"))
    monkeypatch.setenv(compiled.CACHE_ENV, str(tmp_path / "cache"))
    monkeypatch.setattr(catalog, "LOCALES", tmp_path / "locales")
    catalog.bundle.cache_clear()
    try:
        for lang in ("en", "cs"):
            catalog.bundle(lang)  # compiled and cached
        catalog.bundle.cache_clear()
        catalog._compiled.cache_clear()  # as in a new process
        whole, entries = [], []
        real_parse, real_entry = FluentParser.parse, FluentParser.parse_entry
        monkeypatch.setattr(FluentParser, "parse", lambda self, source: whole.append(1) or real_parse(self, source))
        monkeypatch.setattr(
            FluentParser, "parse_entry", lambda self, source: entries.append(source) or real_entry(self, source)
        )
        for _ in range(3):
            assert tr(Msg("demo-hello", name="Eva"), "cs") == "Ahoj, Eva!"
            assert tr(Msg("demo-about"), "en") == "About Boardbot."
            assert catalog.plain_text("demo-about", "cs") == "About Boardbot."
        assert whole == []
        # a message without arguments is read from the compiled plain texts: only the one with arguments is parsed
        assert sorted(e.split("=")[0].strip() for e in entries) == ["demo-hello"]
        assert files == catalog.catalog_files("en")
    finally:
        catalog.bundle.cache_clear()
        catalog._compiled.cache_clear()
