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

from burg.core.errors import BurgError, IllegalAction, PositionError
from burg.wettkampf import messages as messages  # registers the game's error texts
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
