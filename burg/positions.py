"""Old home of Im Schutze der Burg's positions and saves; kept so that people's notebooks that
``import burg.positions`` still work. The code lives in ``burg.schutz.positions``."""

from burg.schutz.positions import *  # noqa: F403
from burg.schutz.positions import (  # the names people used that ``*`` leaves out
    check_seats,
    dump_position,
    load_position,
    load_save,
    state_from_dict,
    state_to_dict,
)

__all__ = [
    "check_seats",
    "dump_position",
    "load_position",
    "load_save",
    "state_from_dict",
    "state_to_dict",
]
