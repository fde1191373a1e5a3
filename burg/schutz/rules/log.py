"""Recording transfers and facts as events while the rules change the state."""

from __future__ import annotations

from burg.core.events import Log, NullLog, fact, recording, xfer

__all__ = ["Log", "NullLog", "fact", "recording", "xfer"]
