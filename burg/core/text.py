"""The text catalog: each game registers how it words its error messages (English and German).

Error keys are shared by the games that use them (``action.malformed``, ``undo.nothing`` …) or
prefixed by the game's own rule sections; the first registered catalog that knows a key renders it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from typing import Any

from burg.core import registry

LANGUAGES = ("en", "de")

Renderer = Callable[[str, str, dict[str, Any], str], str]

_CATALOGS: list[tuple[Collection[str], Renderer]] = []


#: How a message names the rule it cites.
RULE_LABEL = {"en": "rule", "de": "Regel"}


def document_label(doc: str) -> dict[str, str] | None:
    """How a message names a document it cites instead of a rule: a game's file formats, as
    its record says (``burg.core.registry``)."""
    found = registry.document_label(doc)
    return None if found is None else dict(found)


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
    """``template`` filled with ``params`` (``fill``; a parameter given per language, such as a
    game's title, in ``lang``), then the rule it cites."""
    params = {k: _in(v, lang) for k, v in params.items()}
    text = fill(template, params)
    if not rule:
        return text
    document = document_label(rule)
    if document is not None:
        return f"{text} [{document.get(lang, document['en'])}]"
    return f"{text} [{RULE_LABEL.get(lang, 'rule')}: {rule}]"


def _in(value: Any, lang: str) -> Any:
    """``value`` in ``lang`` if it is given per language (``{"en": …, "de": …}``)."""
    if isinstance(value, dict) and "en" in value and set(value) <= set(LANGUAGES):
        return value.get(lang, value["en"])
    return value


def register_errors(keys: Collection[str], render: Renderer) -> None:
    """Make ``render(key, rule, params, lang)`` the wording of the error ``keys``."""
    _CATALOGS.append((keys, render))


def render_error(key: str, rule: str, params: dict[str, Any], lang: str = "en") -> str:
    """An error message in ``lang`` with its rulebook section; the bare key if nobody knows it."""
    for keys, render in _CATALOGS:
        if key in keys:
            return render(key, rule, params, lang)
    return f"{key} [{rule}]" if rule else key
