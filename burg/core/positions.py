"""What every game's position and save files share: replaying a save's actions, with an error
naming the number of the action that fails.

Each game's positions module (``Game.POSITIONS``) reads its own positions and save starts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

from burg.core.errors import BurgError, PositionError
from burg.core.game import Game
from burg.core.jsonread import brief, list_
from burg.core.text import render_error

G = TypeVar("G", bound=Game)

#: What every game's positions module (``Game.POSITIONS``) offers: part of its ``__all__``.
API: tuple[str, ...] = (
    "check_seats",
    "dump_position",
    "load_position",
    "load_save",
    "state_from_dict",
    "state_to_dict",
)


class SaveReplayError(PositionError):
    """A save file whose action ``number`` cannot be replayed; ``cause`` is the engine's reason,
    rendered in the same language as this message; the rule broken is the cause's. A game names
    its message keys and file-format rule in a subclass."""

    #: The message key of this error, and of a malformed action the engine does not diagnose.
    KEY: ClassVar[str]
    MALFORMED: ClassVar[str]
    #: The rule named when the cause names none: the documentation of the file format.
    RULE: ClassVar[str]

    def __init__(self, number: int, cause: BurgError) -> None:
        self.cause = cause
        reason = self.reason("en")
        super().__init__(self.KEY, rule=cause.rule or self.RULE, number=number, reason=reason)

    def reason(self, lang: str = "en") -> str:
        """The cause in ``lang``."""
        return self.cause.render(lang)

    def render(self, lang: str = "en") -> str:
        return render_error(self.key, self.rule, {**self.params, "reason": self.reason(lang)}, lang)


def replay_save(
    game: G,
    data: dict[str, Any],
    error: type[SaveReplayError],
    check_seats: Callable[[Any, int], list[str]],
) -> G:
    """``game`` (the save's start) with the save's ``seats`` (``check_seats``) and then its
    ``actions`` applied in order; an action that cannot be applied raises ``error`` naming its
    number (from 1)."""
    if "seats" in data:  # before the replay: a wrong seat list fails fast
        game.seats = check_seats(data["seats"], game.n_players)
    for i, action in enumerate(list_(data.get("actions", []), "actions"), 1):
        try:
            game.apply(action)
        except BurgError as e:
            raise error(i, e) from None
        except Exception as e:  # a malformed action the engine does not diagnose
            cause = PositionError(error.MALFORMED, error.RULE, detail=brief(action))
            raise error(i, cause) from e
    return game
