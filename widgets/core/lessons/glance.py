"""A turn (or round) at a glance: the steps in order, who decides, what follows by itself.

Each game keeps the words in its lesson's text file (``[glance]``: ``title``, the column heads
``who`` and ``what``, ``who_<kind>`` for each kind of actor and ``steps``, each with ``who``,
``what`` and optionally ``when``: a step only of a variant). This module turns them into data
and into the table the lessons show; the game's lesson module says which steps to show.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from html import escape
from typing import Any


def glance_data(words: Mapping[str, Any]) -> dict[str, Any]:
    """The ``[glance]`` words as data: ``title``, ``who``, ``what`` and ``steps`` in order, each
    with ``who`` (the kind), ``who_text`` (that in words), ``what`` and ``when`` (None: always)."""
    return {
        "title": words["title"],
        "who": words["who"],
        "what": words["what"],
        "steps": [
            {
                "who": s["who"],
                "who_text": words[f"who_{s['who']}"],
                "what": s["what"],
                "when": s.get("when"),
            }
            for s in words["steps"]
        ],
    }


def glance_table(
    data: Mapping[str, Any], css: str, show: Callable[[Mapping[str, Any]], bool] | None = None
) -> str:
    """``data`` (from :func:`glance_data`) as a numbered table; ``css`` prefixes the classes
    (``<css>`` on the box, ``<css>-<who>`` on each row); ``show`` picks the steps (all if None)."""
    steps = [s for s in data["steps"] if show is None or show(s)]
    rows = "".join(
        f'<tr class="{css}-{s["who"]}"><td>{i}</td><td>{escape(s["who_text"])}</td>'
        f"<td>{escape(s['what'])}</td></tr>"
        for i, s in enumerate(steps, 1)
    )
    return (
        f'<div class="{css}"><p><b>{escape(data["title"])}</b></p>'
        f'<table class="burg-lesson-table"><tr><th></th><th>{escape(data["who"])}</th>'
        f"<th>{escape(data['what'])}</th></tr>{rows}</table></div>"
    )
