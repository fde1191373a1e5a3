"""Old home of Im Schutze der Burg's positions and saves; kept so that people's notebooks that
``import burg.positions`` still work. The code lives in ``burg.schutz.positions``."""

from burg.core.positions import API
from burg.schutz.positions import *  # noqa: F403

__all__ = list(API)  # what ``from burg.positions import *`` gave before the family
