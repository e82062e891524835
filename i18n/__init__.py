"""Player-facing text: message keys with parameters (`Msg`), translated at the edge for a locale (Fluent catalogs
under `locales/<lang>/<domain>.ftl`; plurals, numbers and lists follow CLDR through Babel).

The engine and the presenters return `Text` (a `Msg`, a `Cat` of texts, a `ListOf`, or a plain `str` for what needs
no translation: names, mentions, links); cogs and renderers turn it into a string with `tr(text, lang)`. A `Trimmable`
is a `Cat` of lines a message too long for Discord may shorten (presenters/fitting.py).
"""

from i18n.catalog import LANGS, LANGUAGE_NAMES, tr
from i18n.locale import current_lang, resolve_lang, t, use_lang
from i18n.msg import Cat, ListOf, Msg, Text, Trimmable, cat, reason, text_from_json, text_to_json, texts_json

__all__ = [
    "LANGS",
    "LANGUAGE_NAMES",
    "Cat",
    "ListOf",
    "Msg",
    "Text",
    "Trimmable",
    "cat",
    "current_lang",
    "reason",
    "resolve_lang",
    "t",
    "text_from_json",
    "text_to_json",
    "texts_json",
    "tr",
    "use_lang",
]
