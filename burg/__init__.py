"""Burg: exact rules engines for a family of castle board games, one package per game.

- ``burg.core``: what every game shares (the ``Game`` base, actions, events, errors, bots).
- ``burg.<game>``: one package per game, each declaring its record (``burg/<game>/record.py``);
  ``burg.core.registry.records()`` lists them (``GAMES``: name -> its ``Game``). Each game's
  rules: ``docs/rules/<game>.md``.

``from burg import Game`` is Im Schutze der Burg's game, as it always was:

>>> from burg import Game
>>> game = Game(players=4, seed=1)
>>> game.pending.kind
'choose_cards'
"""

from burg.core.registry import GAMES, game_class
from burg.schutz import *  # noqa: F403 - the first game's names, as before the family
from burg.schutz import __all__ as _schutz_all

__all__ = ["GAMES", "game_class", *_schutz_all]
