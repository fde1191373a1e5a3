"""Der Wettkampf der Burgbaumeister (Dominique Ehrhard, moses. 2016): a memory card game.

Each player builds a wall of ascending cards from his start tower, turning cards over in a
face-down Materiallager; the expert variant adds points and special cards. The rules, with
the decisions the engine takes where the rulebook is silent, are ``docs/rules/wettkampf.md``;
code and tests cite them as ``§W14`` (rules), ``§D4`` (decisions), ``§X8`` (examples).

>>> from burg.wettkampf import Game
>>> game = Game(players=3, seed=1)
>>> game.pending.kind
'flip'
"""

from typing import TYPE_CHECKING

from burg.core.registry import lazy_attributes
from burg.wettkampf import messages as messages  # registers the game's error texts

if TYPE_CHECKING:
    from burg.core.errors import BurgError, IllegalAction, PositionError
    from burg.wettkampf.actions import (
        ACTIONS,
        Action,
        Fire,
        Flip,
        HoldFire,
        Lay,
        Return,
        WizardInsert,
        action_from_json,
    )
    from burg.wettkampf.data import DEFAULT_CARDS, CardTable, load_cards
    from burg.wettkampf.game import Decision, Game, Standing

#: What the package offers, imported on first use: finding the family's games (their
#: ``record``) does not load the engine.
_LAZY = {
    "BurgError": "burg.core.errors",
    "IllegalAction": "burg.core.errors",
    "PositionError": "burg.core.errors",
    "ACTIONS": "burg.wettkampf.actions",
    "Action": "burg.wettkampf.actions",
    "Fire": "burg.wettkampf.actions",
    "Flip": "burg.wettkampf.actions",
    "HoldFire": "burg.wettkampf.actions",
    "Lay": "burg.wettkampf.actions",
    "Return": "burg.wettkampf.actions",
    "WizardInsert": "burg.wettkampf.actions",
    "action_from_json": "burg.wettkampf.actions",
    "DEFAULT_CARDS": "burg.wettkampf.data",
    "CardTable": "burg.wettkampf.data",
    "load_cards": "burg.wettkampf.data",
    "Decision": "burg.wettkampf.game",
    "Game": "burg.wettkampf.game",
    "Standing": "burg.wettkampf.game",
}

__getattr__ = lazy_attributes(__name__, _LAZY)


__all__ = [
    "ACTIONS",
    "DEFAULT_CARDS",
    "Action",
    "BurgError",
    "CardTable",
    "Decision",
    "Fire",
    "Flip",
    "Game",
    "HoldFire",
    "IllegalAction",
    "Lay",
    "PositionError",
    "Return",
    "Standing",
    "WizardInsert",
    "action_from_json",
    "load_cards",
]
