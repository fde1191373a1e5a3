"""The text catalog: each game registers how it words its error messages (English and German).

Error keys are shared by the games that use them (``action.malformed``, ``undo.nothing`` …) or
prefixed by the game's own rule sections; the first registered catalog that knows a key renders it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

LANGUAGES = ("en", "de")

Renderer = Callable[[str, str, dict[str, Any], str], str]

_CATALOGS: list[tuple[Collection[str], Renderer]] = []


#: How a message names the rule it cites.
RULE_LABEL = {"en": "rule", "de": "Regel"}


def format_message(template: str, params: dict[str, Any], rule: str, lang: str = "en") -> str:
    """``template`` filled with ``params`` (as it stands if they do not fit), then the rule."""
    try:
        text = template.format(**params)
    except (KeyError, IndexError, ValueError):
        text = template
    return f"{text} [{RULE_LABEL.get(lang, 'rule')}: {rule}]" if rule else text


def register_errors(keys: Collection[str], render: Renderer) -> None:
    """Make ``render(key, rule, params, lang)`` the wording of the error ``keys``."""
    _CATALOGS.append((keys, render))


def render_error(key: str, rule: str, params: dict[str, Any], lang: str = "en") -> str:
    """An error message in ``lang`` with its rulebook section; the bare key if nobody knows it."""
    for keys, render in _CATALOGS:
        if key in keys:
            return render(key, rule, params, lang)
    return f"{key} [{rule}]" if rule else key
