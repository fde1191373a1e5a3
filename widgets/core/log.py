"""What every game's log does alike: the whole game, newest first (the panel scrolls), and a
line repeated one after the other shown once with how often ("… ×8")."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import TypeVar

T = TypeVar("T")


def collapse(lines: Iterable[T]) -> list[tuple[T, int]]:
    """The lines in order, each run of equal lines as one line and its count."""
    out: list[tuple[T, int]] = []
    for line in lines:
        if out and out[-1][0] == line:
            out[-1] = (line, out[-1][1] + 1)
        else:
            out.append((line, 1))
    return out


def line_html(text: str, count: int) -> str:
    """One line of the log (escaped), with ``×count`` if it happened more than once."""
    times = f' <span class="burg-log-times">×{count}</span>' if count > 1 else ""
    return f"{escape(text)}{times}"


def log_html(lines: Iterable[str], tag: str = "p") -> str:
    """The whole log, newest first, repeated lines collapsed; each line in a ``tag``."""
    return "".join(f"<{tag}>{line_html(x, n)}</{tag}>" for x, n in reversed(collapse(lines)))
