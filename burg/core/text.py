"""The text catalog: each game registers how it words its error messages (English and German).

Error keys are shared by the games that use them (``action.malformed``, ``undo.nothing`` …) or
prefixed by the game's own rule sections; the first registered catalog that knows a key renders it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from typing import Any

LANGUAGES = ("en", "de")

Renderer = Callable[[str, str, dict[str, Any], str], str]

_CATALOGS: list[tuple[Collection[str], Renderer]] = []


#: How a message names the rule it cites.
RULE_LABEL = {"en": "rule", "de": "Regel"}


#: How a message names a document it cites instead of a rule (a file's format).
DOCUMENT_LABEL = {
    "docs/positions.md": {"en": "the position file format", "de": "Dateiformat für Stellungen"},
    "docs/wettkampf-positions.md": {
        "en": "the Wettkampf file formats",
        "de": "Dateiformate des Wettkampfs",
    },
}

_PLURAL = re.compile(r"\{(\w+)\|([^|{}]*)\|([^|{}]*)\}")


def fill(template: str, params: dict[str, Any]) -> str:
    """``template`` filled with ``params``; ``{n|card|cards}`` is the word for the number ``n``
    (singular for 1). As it stands if the parameters do not fit."""

    def word(m: re.Match[str]) -> str:
        return m.group(2) if params.get(m.group(1)) == 1 else m.group(3)

    try:
        return _PLURAL.sub(word, template).format(**params)
    except (KeyError, IndexError, ValueError):
        return template


def format_message(template: str, params: dict[str, Any], rule: str, lang: str = "en") -> str:
    """``template`` filled with ``params`` (``fill``), then the rule it cites."""
    text = fill(template, params)
    if not rule:
        return text
    document = DOCUMENT_LABEL.get(rule)
    if document is not None:
        return f"{text} [{document.get(lang, document['en'])}]"
    return f"{text} [{RULE_LABEL.get(lang, 'rule')}: {rule}]"


def register_errors(keys: Collection[str], render: Renderer) -> None:
    """Make ``render(key, rule, params, lang)`` the wording of the error ``keys``."""
    _CATALOGS.append((keys, render))


def render_error(key: str, rule: str, params: dict[str, Any], lang: str = "en") -> str:
    """An error message in ``lang`` with its rulebook section; the bare key if nobody knows it."""
    for keys, render in _CATALOGS:
        if key in keys:
            return render(key, rule, params, lang)
    return f"{key} [{rule}]" if rule else key
