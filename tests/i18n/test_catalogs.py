"""CI checks of the catalogs: every key in every language with the same parameters, the plural forms each language
needs, no empty entry, nothing left in English outside the English catalog, no key used in code but missing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from i18n import Msg, tr
from tests.i18n.catalogs import LANGS, SAME_AS_EN, domains, has_letters, parse, plural_forms
from tests.i18n.measure import english_words

ROOT = Path(__file__).resolve().parents[2]
OTHERS = [lang for lang in LANGS if lang != "en"]
CODE_DIRS = ("engine", "presenters", "renderers", "cogs", "i18n", "sandbox")


def code_text() -> str:
    files = [ROOT / "bot.py", *(p for d in CODE_DIRS for p in (ROOT / d).rglob("*.py"))]
    return "\n".join(p.read_text(encoding="utf-8") for p in files)


@pytest.mark.parametrize("domain", domains())
@pytest.mark.parametrize("lang", LANGS)
def test_catalog_parses(lang: str, domain: str) -> None:
    entries, errors = parse(lang, domain)
    assert not errors, errors
    prefix = f"{key_domain(domain)}-" if is_game_domain(domain) or domain == "shared" else "shared-"  # a feature's file
    assert all(key.startswith(prefix) for key in entries), [k for k in entries if not k.startswith(prefix)][:5]


@pytest.mark.parametrize("domain", domains())
@pytest.mark.parametrize("lang", OTHERS)
def test_same_keys_and_parameters_as_english(lang: str, domain: str) -> None:
    english, _ = parse("en", domain)
    other, _ = parse(lang, domain)
    assert sorted(set(english) - set(other)) == [], f"missing in {lang}"
    assert sorted(set(other) - set(english)) == [], f"only in {lang} (dead keys go)"
    differ = {k: (e.variables, other[k].variables) for k, e in english.items() if e.variables != other[k].variables}
    assert not differ, differ


@pytest.mark.parametrize("domain", domains())
@pytest.mark.parametrize("lang", LANGS)
def test_plurals_have_the_forms_the_language_needs(lang: str, domain: str) -> None:
    need = plural_forms(lang)
    entries, _ = parse(lang, domain)
    wrong = {k: sorted(keys) for k, e in entries.items() for keys in e.plural_selects if keys != need}
    assert not wrong, f"{lang} needs {sorted(need)}: {wrong}"


@pytest.mark.parametrize("domain", domains())
@pytest.mark.parametrize("lang", LANGS)
def test_no_empty_entry(lang: str, domain: str) -> None:
    entries, _ = parse(lang, domain)
    empty = [k for k, e in entries.items() if e.node.value is None or not e.text.strip() and not e.variables]
    assert not empty, empty


@pytest.mark.parametrize("domain", domains())
@pytest.mark.parametrize("lang", OTHERS)
def test_nothing_left_in_english(lang: str, domain: str) -> None:
    """An entry identical to English is flagged, unless it has no words (a format) or is marked `# same-as-en`
    (a proper name); no entry may contain a word of the English stop-list outside `code`."""
    english, _ = parse("en", domain)
    other, _ = parse(lang, domain)
    same = [
        k
        for k, e in other.items()
        if k in english and e.text == english[k].text and has_letters(e.text) and SAME_AS_EN not in e.comment
    ]
    assert not same, f"identical to English in {lang}: {same}"
    words = {k: english_words(e.text) for k, e in other.items() if SAME_AS_EN not in e.comment}
    assert not {k: w for k, w in words.items() if w}, "English words in a non-English catalog"


def key_domain(domain: str) -> str:
    """The key prefix of a game's catalog file: its name, or the part before "_" for a game's further file
    (`bsg_render.ftl` holds `bsg-…` keys)."""
    return domain.split("_", 1)[0]


def is_game_domain(domain: str) -> bool:
    """A catalog named after a game (or `<game>_<part>`) holds that game's keys; any other file (besides shared.ftl)
    holds the `shared-` keys of one shared feature (e.g. seats.ftl, history.ftl)."""
    return (ROOT / "engine" / "games" / key_domain(domain)).is_dir()


def domain_code(domain: str) -> str:
    """The code a domain's keys can be used from: a game's own modules (`renderers/bsg.py`, `renderers/bsg_*.py`,
    …), or everything for the shared layer and shared features."""
    if domain == "shared" or not is_game_domain(domain):
        return code_text()
    domain = key_domain(domain)
    fronts = (
        p
        for d in ("presenters", "renderers", "cogs")
        for name in (f"{domain}.py", f"{domain}_*.py")
        for p in sorted((ROOT / d).glob(name))
    )
    paths = [ROOT / "engine" / "games" / domain, *fronts]
    files = [p for path in paths for p in ([path] if path.is_file() else path.rglob("*.py"))]
    return "\n".join(p.read_text(encoding="utf-8") for p in files)


def is_used(key: str, domain: str, code: str) -> bool:
    """A key is used when its text is in the code, or (for keys built by a helper from a name:
    `texts.event("card_dropped")` → `hieroglyphs-event-card_dropped`) its name is a string literal there, or starts
    with an f-string's literal part (`f"explorer_skipped_{reason}"`). Command keys are built by the translator."""
    if key in code or "-cmd" in key or key.startswith("shared-choice-"):
        return True
    literals = set(re.findall(r"""["']([A-Za-z0-9_-]+)["']""", code))
    prefixes = {p for p in re.findall(r"""f["']([A-Za-z0-9_-]+)\{""", code) if len(p) > len(domain) + 1}
    parts = key.split("-")
    tails = ["-".join(parts[i:]) for i in range(1, len(parts))]
    return any(t in literals or any(t.startswith(p) for p in prefixes) for t in tails) or any(
        key.startswith(p) for p in prefixes
    )


def test_every_key_used_in_code_exists_and_no_key_is_dead() -> None:
    code = code_text()
    english = {k for d in domains() for k in parse("en", d)[0]}
    used = set(re.findall(r"""\b(?:Msg|t)\(\s*["']([a-z][a-z0-9_-]*)["']""", code))
    assert sorted(used - english) == [], "keys used in code but missing from the English catalog"
    dead = [k for d in domains() for k in parse("en", d)[0] if not is_used(k, d, domain_code(d))]
    assert dead == [], "dead keys (no code uses them)"


FOOTERS = ("shared-lobby-hint", "shared-lobby-started", "shared-lobby-abandoned")  # presenters/base.py `lobby`


@pytest.mark.parametrize("lang", LANGS)
def test_embed_footers_have_no_markdown(lang: str) -> None:
    """Discord shows an embed footer as plain text: "**Join**" would appear with its asterisks."""
    for key in FOOTERS:
        text = tr(Msg(key), lang)
        assert not re.search(r"\*|__|`", text), (key, text)


@pytest.mark.parametrize("lang", OTHERS)
def test_a_game_is_numbered_as_the_language_numbers_it(lang: str) -> None:
    """ "hra č. 3" / "gra nr 3" as the lobby and the thread name say it, never the English "#3" in the same game."""
    numbered = [
        f"{path.name}: {line}"
        for path in sorted((ROOT / "locales" / lang).glob("*.ftl"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if re.search(r"#\{ *\$id\b", line)  # a game's number (a move's `#12` in a log is a label)
    ]
    assert not numbered, numbered


@pytest.mark.parametrize("lang", OTHERS)
def test_no_colon_between_a_preposition_and_whom_it_names(lang: str) -> None:
    """ "Čeká se na @Ann", not "Čeká se na: @Ann" (a thread's waiting line: mentions are not declined, so no colon
    is needed to keep a name in the nominative)."""
    stray = [
        f"{path.name}: {line}"
        for path in sorted((ROOT / "locales" / lang).glob("*.ftl"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if re.search(r"\bna: \{ *\$(mentions|players)\b", line) and "-render-" not in line
    ]
    assert not stray, stray


# The polite "vy/Pan" of Czech, Slovak and Polish addressed to one player (a bot among friends says "ty"). A plural
# imperative to everyone ("Všichni: najděte řadu!") is no politeness and is not listed.
FORMAL_WORDS = {
    "cs": r"jste|nejste|máte|nemáte|chcete|můžete|musíte|budete|vaše?|vaš(?:i|í|eho|emu|em|ich|im|imi)|vám|vámi|vás",
    "sk": r"ste|nie ste|máte|nemáte|chcete|môžete|musíte|budete|vaš[aeiuoy]\w*|vám|vami|vás",
    "pl": r"pan|pani|państwo|pana|panu|panią",
}
# ...and the polite imperative ("Stiskněte", "umiestnite"): the endings, and the words that end so but are none
POLITE_IMPERATIVE = {
    "cs": (r"\w+(?:ěte|ejte|ijte|ujte|ďte|ňte|ťte|ete|čte|tte|rte)", {"najděte", "zvířete", "přečte", "přičte"}),
    "sk": (r"\w+(?:ajte|ujte|ite|ďte|ňte|čte|ijte|rte)", {"nájdite", "počte", "okamžite", "opposite", "karte"}),
}


@pytest.mark.parametrize("lang", OTHERS)
def test_one_player_is_addressed_informally(lang: str) -> None:
    """Every game speaks to a player as "ty" (informal), as most texts do: "Vyber si" in BSG, so never "Stiskněte" in
    the lobby or "umístěte" in Cardline."""
    formal = re.compile(rf"\b(?:{FORMAL_WORDS[lang]})\b", re.IGNORECASE)
    ending, not_imperative = POLITE_IMPERATIVE.get(lang, (r"(?!)", set()))
    lines = [
        (path.name, line.strip())
        for path in sorted((ROOT / "locales" / lang).glob("*.ftl"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if not line.lstrip().startswith("#")
    ]
    found = [f"{name}: {line}" for name, line in lines if formal.search(line)]
    found += [
        f"{name}: {word}"
        for name, line in lines
        for word in re.findall(rf"(?<![\w-])(?:{ending})(?![\w-])", line)
        if word.lower() not in not_imperative
    ]
    assert not found, found
