"""The engine's errors: each carries a message key, its parameters and the rulebook section."""

from __future__ import annotations

from typing import Any


class BurgError(ValueError):
    """Base class of every error the engine raises on bad input."""

    def __init__(self, key: str, rule: str = "", **params: Any) -> None:
        self.key = key
        self.rule = rule
        self.params = params
        super().__init__(self.render("en"))

    def render(self, lang: str = "en") -> str:
        """The message in ``lang`` (``"en"`` or ``"de"``), naming the rule broken."""
        from burg.core.text import render_error

        return render_error(self.key, self.rule, self.params, lang)

    def plain(self, lang: str = "en") -> str:
        """The message in ``lang`` for a learner: the same words without the rule's label
        (``[rule: …]``), which names a section of our reference, not something to read."""
        from burg.core.text import render_error

        return render_error(self.key, "", self.params, lang)


class IllegalAction(BurgError):
    """An action that the rules do not allow now; the game is unchanged."""


class PositionError(BurgError):
    """A position or save file that cannot be loaded; nothing was changed."""
