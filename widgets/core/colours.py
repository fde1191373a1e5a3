"""Colours every game's boards and charts share: WCAG 2 contrast, the text colour that reads on
a colour, a colour made translucent. Colours are ``#rrggbb`` (or ``#rgb``)."""

from __future__ import annotations


def _rgb(colour: str) -> tuple[int, int, int]:
    h = colour.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    r, g, b = (int(h[i : i + 2], 16) for i in (0, 2, 4))
    return r, g, b


def luminance(colour: str) -> float:
    """The relative luminance of ``colour`` (WCAG 2)."""

    def lin(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(c / 255) for c in _rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """The contrast ratio of two colours (WCAG 2: text needs at least 4.5)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def ink(colour: str, dark: str = "#222222", light: str = "#ffffff") -> str:
    """The text colour, ``dark`` or ``light``, that reads better on ``colour``."""
    return dark if contrast(colour, dark) >= contrast(colour, light) else light


def rgba(colour: str, alpha: float) -> str:
    """``colour`` with opacity ``alpha``, as CSS ``rgba(...)``."""
    r, g, b = _rgb(colour)
    return f"rgba({r},{g},{b},{alpha})"
