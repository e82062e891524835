"""Translating at the edge: fallbacks, CLDR lists, numbers and plurals, the language of each audience."""

from __future__ import annotations

import logging

import pytest

from i18n import LANGS, Cat, ListOf, Msg, cat, catalog, reason, resolve_lang, t, tr, use_lang
from i18n.bundle import FlatSelect


def test_unknown_locale_reads_as_english() -> None:
    assert tr(Msg("shared-done"), "xx") == "Done."
    assert resolve_lang("xx") is None and resolve_lang("cs") == "cs" and resolve_lang("en-GB") == "en"
    assert resolve_lang("pl_PL") == "pl" and resolve_lang(None) is None


def test_missing_key_falls_back_to_english_and_logs_once(
    caplog: pytest.LogCaptureFixture, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BOARDBOT_CACHE_DIR", str(tmp_path / "cache"))  # the real catalogs' cache stays as it is
    (tmp_path / "en").mkdir()
    (tmp_path / "cs").mkdir()
    (tmp_path / "en" / "demo.ftl").write_text("demo-only-en = Only in English, { $n }.\n", encoding="utf-8")
    (tmp_path / "cs" / "demo.ftl").write_text("demo-other = Jiný.\n", encoding="utf-8")
    old = catalog.LOCALES
    catalog.LOCALES = tmp_path
    catalog.bundle.cache_clear()
    catalog._warned.clear()
    try:
        with caplog.at_level(logging.WARNING, logger="boardbot"):
            first = tr(Msg("demo-only-en", n=3), "cs")
            again = tr(Msg("demo-only-en", n=3), "cs")
            nowhere = tr(Msg("demo-nowhere"), "cs")
        assert first == again == "Only in English, 3."
        assert nowhere == catalog.MISSING and "demo-nowhere" not in nowhere  # never the raw key
        warnings = [r.getMessage() for r in caplog.records]
        assert sum("demo-only-en" in w for w in warnings) == 1, warnings
        assert sum("demo-nowhere" in w for w in warnings) == 1, warnings
    finally:
        catalog.LOCALES = old
        catalog.bundle.cache_clear()


def test_lists_join_the_language_s_way() -> None:
    names = ListOf(("Anna", "Boris", "Cyril"))
    joined = [tr(names, lang).replace("\u00a0", " ") for lang in LANGS]  # cs/sk: no break after "a" (CLDR)
    assert joined == ["Anna, Boris, and Cyril", "Anna, Boris a Cyril", "Anna, Boris a Cyril", "Anna, Boris i Cyril"]
    assert tr(ListOf(("x", "y"), "or"), "cs") == "x nebo y"


def test_numbers_and_plurals_follow_cldr() -> None:
    assert tr(Msg("shared-full", max=8081390), "en") == "This game is full (8,081,390 players)."
    assert "8\u00a0081\u00a0390" in tr(Msg("shared-full", max=8081390), "cs")
    hours = {n: tr(Msg("shared-option-reminder", hours=n), "pl") for n in (1, 2, 5, 22)}
    assert "1 godzinie" in hours[1] and "2 godzinach" in hours[2] and "22 godzinach" in hours[22]
    count = {n: tr(Msg("shared-autocomplete-table", id="1", status="x", count=n), "cs") for n in (1, 3, 5)}
    assert "1 hráč)" in count[1] and "3 hráči)" in count[3] and "5 hráčů)" in count[5]


def test_nested_texts_translate_inside_out() -> None:
    lines = cat([Msg("shared-done"), "", Msg("shared-no-winner")])
    assert tr(lines, "cs") == "Hotovo.\nNikdo nevyhrává."
    assert str(Cat((Msg("shared-yes"), Msg("shared-no")), "/")) == "yes/no"
    with use_lang("pl"):
        assert t("shared-done") == "Gotowe."
    assert t("shared-done") == "Done."


def test_an_exception_carries_its_message_and_reads_in_english() -> None:
    error = ValueError(Msg("shared-full", max=4))
    assert reason(error) == Msg("shared-full", max=4)
    assert str(error) == "This game is full (4 players)."
    assert reason(ValueError("plain")) == "plain"


def test_a_formatted_message_is_remembered_per_language_and_exact_parameters() -> None:
    """The cache of formatted texts never hands one message's text to another: equal-looking parameters of other
    types (1, 1.0, True), other languages and other nested texts are formatted on their own."""
    catalog._FORMATTED.clear()
    one = tr(Msg("shared-full", max=1), "en")
    assert tr(Msg("shared-full", max=1.5), "en") != one
    assert tr(Msg("shared-full", max=True), "en") != one  # a bool reads "True": not the cached "1"
    assert tr(Msg("shared-full", max=1), "cs") != one
    assert tr(Msg("shared-full", max=1), "en") == one
    nested = {key: tr(Msg("shared-no-such-table", title=Msg(key), id=7), "en") for key in ("shared-yes", "shared-no")}
    assert nested == {"shared-yes": "There is no yes game #7.", "shared-no": "There is no no game #7."}
    cached = len(catalog._FORMATTED)
    assert cached >= 4
    tr(Msg("shared-full", max=1), "en")
    assert len(catalog._FORMATTED) == cached  # asked again: read from the cache


def test_a_message_formatted_again_is_the_text_formatted_afresh() -> None:
    """Formatted messages are kept by language, key and arguments with their types (1, True and "1" differ)."""
    values = (1, 2, True, "1", 1.5)

    def texts() -> list[str]:
        return [tr(Msg("bsg-render-hand", count=v), lang) for lang in ("cs", "pl") for v in values]

    first = texts()
    assert len({first[0], first[2], first[3]}) == 3 and first[0] != first[len(values)]
    again = texts()
    catalog._FORMATTED.clear()
    assert first == again == texts()


def test_a_text_naming_a_country_is_remembered_by_the_name_in_each_language() -> None:
    """A name with its own translation (Cardline's countries) no longer keeps a message out of the cache: it is
    kept by the name it reads as, so another country or another language is formatted on its own."""
    from engine.games.cardline.country_names import CountryName

    catalog._FORMATTED.clear()

    def drew(iso3: str, lang: str) -> str:
        return tr(Msg("cardline-event-drew-penalty", player="Ann", card=CountryName(iso3)), lang)

    first = {(iso3, lang): drew(iso3, lang) for iso3 in ("KEN", "DEU") for lang in ("en", "cs")}
    assert first[("KEN", "en")] == "Ann draws **Kenya**." and "Keňa" in first[("KEN", "cs")]
    assert len(set(first.values())) == 4
    cached = len(catalog._FORMATTED)
    assert cached == 4
    assert {key: drew(*key) for key in first} == first
    assert len(catalog._FORMATTED) == cached  # asked again: read from the cache


def test_a_text_decoded_from_the_outbox_is_read_from_the_cache_the_presenter_filled() -> None:
    """The outbox stores a message's parameters sorted by name and a country in every language; decoded, the text
    the presenter formatted before it was stored (a post measured for its length) is the same cached entry."""
    import json

    from engine.games.cardline.country_names import CountryName
    from i18n.msg import text_from_json, texts_json

    catalog._FORMATTED.clear()
    made = Msg("cardline-event-drew-penalty", player="Ann", card=CountryName("KEN"))
    english = tr(made, "en")
    cached = len(catalog._FORMATTED)
    stored = json.loads(texts_json(made), object_hook=text_from_json)
    assert list(stored.params) != list(made.params)  # decoded in another order, the name as a stored name
    assert tr(stored, "en") == english and len(catalog._FORMATTED) == cached


def test_lines_and_lists_are_remembered_whole_per_language() -> None:
    """A Cat or a ListOf is kept as its whole text, per language; a changed part is a different text."""
    catalog._FORMATTED.clear()
    lines = cat([Msg("shared-full", max=4), ListOf(("Ann", Msg("shared-yes"), "Cyril"))])
    english = tr(lines, "en")
    assert len(catalog._FORMATTED) == 3  # the lines, the list and the message with arguments (not "shared-yes")
    czech = tr(lines, "cs")
    assert english == "This game is full (4 players).\nAnn, yes, and Cyril" and czech != english
    assert czech.endswith("ano a\xa0Cyril")  # CLDR: a non-breaking space after "a"
    cached = len(catalog._FORMATTED)
    assert tr(lines, "en") == english and tr(lines, "cs") == czech and len(catalog._FORMATTED) == cached
    changed = cat([Msg("shared-full", max=5), ListOf(("Ann", Msg("shared-yes"), "Cyril"))])
    assert tr(changed, "en") == "This game is full (5 players).\nAnn, yes, and Cyril"
    catalog._FORMATTED.clear()
    assert (tr(lines, "en"), tr(lines, "cs")) == (english, czech)  # formatted afresh: the same texts


@pytest.mark.parametrize("lang", LANGS)
def test_a_message_without_arguments_reads_as_fluent_formats_it(lang: str) -> None:
    """Such a message is read from the compiled catalog (no Fluent, no cache): the same text, for every message of
    every language that formats without arguments, as Fluent's own formatting of it."""
    catalog._FORMATTED.clear()
    chosen = catalog.bundle(lang)
    compared = 0
    for key in catalog.compiled(lang).entries:
        value = None if key.startswith("-") else chosen.get_message(key).value
        if value is None:
            continue
        fluent, errors = chosen.format_pattern(value, {})
        if not errors:
            assert tr(Msg(key), lang) == fluent, key
            compared += 1
    assert compared > 1000
    assert not catalog._FORMATTED, "read from the compiled catalog, never formatted"


@pytest.mark.parametrize("lang", LANGS)
def test_a_message_of_text_and_variables_reads_as_fluent_formats_it(lang: str) -> None:
    """Such a message is formatted without Fluent's resolver: for every one of every language, with names and
    numbers (grouped, negative, fractional) as arguments, the same text as Fluent's own formatting."""
    chosen = catalog.bundle(lang)
    values: list[str | int | float] = ["Ann", "Bára **Nováková**", 0, 1, 7, 1234567, -3, 2.5, 0.31, 1e7]
    compared = 0
    for key in catalog.compiled(lang).entries:
        if key.startswith("-") or chosen.get_message(key).value is None:
            continue
        names = chosen.variables(key)
        if names is None:
            continue
        for shift in range(3):
            args = {name: values[(i + shift * 3) % len(values)] for i, name in enumerate(names)}
            fluent, errors = chosen.format_pattern(chosen.get_message(key).value, args)
            assert not errors and chosen.format_flat(key, args) == fluent, (key, args)
            compared += 1
    assert compared > 1000


def selection_arguments(parts: tuple, shift: int) -> dict[str, str | int | float]:
    """Arguments for a message of flat parts and selections: each selector in turn a number (plural categories of
    every language, number literals), one of its keys as a word, or a word none of them is; other variables names
    and numbers."""
    numbers: list[str | int | float] = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 1234567, -1, 1.5, 0.5, 2.0]
    words: list[str | int | float] = ["Ann", "Bára **Nováková**", 7, 2.5]
    args: dict[str, str | int | float] = {}
    for index, part in enumerate(parts):
        if type(part) is FlatSelect:
            keys = [str(k) for k in part.keys] + ["zzz"]
            choices = numbers + keys
            args[part.name] = choices[(shift + index) % len(choices)]
            variables = [v for variant in part.variants for v in variant if not isinstance(v, str)]
        else:
            variables = [] if isinstance(part, str) else [part]
        for variable in variables:
            args.setdefault(variable.id.name, words[(shift + index) % len(words)])
    return args


@pytest.mark.parametrize("lang", LANGS)
def test_a_message_with_selections_reads_as_fluent_formats_it(lang: str) -> None:
    """A message of text, variables and selections on a variable among text and variables (plurals, a card's
    characteristic) is formatted without Fluent's resolver: for every one of every language, with numbers of every
    plural category, number literals, each key as a word and a word matching none, the same text as Fluent's own."""
    chosen = catalog.bundle(lang)
    compared = 0
    for key in catalog.compiled(lang).entries:
        if key.startswith("-") or chosen.get_message(key).value is None:
            continue
        parts = chosen._flat_parts(key, selects=True)
        if parts is None or not any(type(part) is FlatSelect for part in parts):
            continue
        for shift in range(40):
            args = selection_arguments(parts, shift)
            fluent, errors = chosen.format_pattern(chosen.get_message(key).value, args)
            assert not errors and chosen.format_flat(key, args) == fluent, (key, args)
            compared += 1
    assert compared > 40 * 200


def test_what_fluent_must_format_is_left_to_it() -> None:
    """A selector, a missing argument, a text as an argument or one too long for Fluent: formatted by Fluent."""
    chosen = catalog.bundle("en")
    assert chosen.format_flat("cardline-value", {"name": "area", "value": 3}) is None  # a function in a selection
    assert chosen.format_flat("cardline-hand-left", {"count": None, "player": "Ann"}) is None  # Fluent reports it
    assert chosen.format_flat("cardline-hand-left", {"count": 1, "player": "Ann"}) == "Ann has 1 card left."
    assert chosen.format_flat("cardline-hand-left", {"count": 1234, "player": "Ann"}) == "Ann has 1,234 cards left."
    assert chosen.format_flat("cardline-event-drew-penalty", {"player": "Ann"}) is None  # no card
    assert chosen.format_flat("cardline-event-drew-penalty", {"player": "Ann", "card": None}) is None
    long = {"player": "A" * 3000, "card": "Peru"}
    assert chosen.format_flat("cardline-event-drew-penalty", long) is None
    assert tr(Msg("cardline-event-drew-penalty", player="A" * 3000, card="Peru"), "en") == "{???}"
    assert chosen.format_flat("cardline-event-drew-penalty", {"player": "Ann", "card": "Peru"}) == "Ann draws **Peru**."
