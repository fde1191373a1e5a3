"""A lesson's sandbox on the game's real play table: ``PlaySandbox`` plays on from a position
with the play page (``PlayPageBase``), every seat the learner's; "Reset" goes back to the
position. What the play page keeps (undo that never crosses what the table has seen) holds
here too."""

from __future__ import annotations

import copy
from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from burg.core.errors import BurgError
from widgets.core.lessons.view import _button, _html
from widgets.core.session import PERSON


class PlaySandbox:
    """Play on from ``position`` on the play page ``app_class`` (its charts off); ``load``: the
    game's position loader; ``reset_label(lang)``: the reset button's words."""

    def __init__(
        self,
        position: dict[str, Any],
        lang: str,
        app_class: Callable[..., Any],
        load: Callable[[dict[str, Any]], Any],
        reset_label: Callable[[str], str],
    ) -> None:
        self.position = copy.deepcopy(position)
        self.lang = lang
        self._load = load
        self._reset_label = reset_label
        self.app = app_class(lang=lang, charts=False)
        self.app.embed()  # the lesson's navigation bar is enough
        self.reset_button = _button("", "burg-sandbox-reset", self._reset_clicked)
        self.message = _html("", "burg-sandbox-message")
        self.root = w.VBox([self.reset_button, self.message, self.app.root])
        self.root.add_class("burg-sandbox")
        self.set_lang(lang)
        self.reset()

    @property
    def game(self) -> Any:
        """The game played on."""
        return self.app.game

    def set_lang(self, lang: str) -> None:
        """Relabel in ``lang`` (the game stays)."""
        self.lang = lang
        self.reset_button.description = self._reset_label(lang)
        if self.app.lang != lang:
            self.app.set_lang(lang)

    def _reset_clicked(self) -> None:
        try:
            self.reset()
            self.message.value = ""
        except BurgError as e:  # pragma: no cover - the lesson's own position loads
            self.message.value = f'<div class="burg-error">{escape(e.plain(self.lang))}</div>'

    def reset(self) -> None:
        """Back to the starting position (the example's, or the one the teacher opened)."""
        game = self._load(copy.deepcopy(self.position))
        self.app.session.install(game, [PERSON] * game.n_players)

    def open(self, position: dict[str, Any]) -> None:
        """Play on from ``position`` instead (validated by the engine: a ``PositionError``
        leaves the sandbox as it was)."""
        game = self._load(copy.deepcopy(position))  # raises before anything changes
        self.position = copy.deepcopy(position)
        self.app.session.install(game, [PERSON] * game.n_players)
