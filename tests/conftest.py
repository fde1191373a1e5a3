"""Test order: the browser tests last. They are the slowest (a unit failure shows in minutes,
not after them), and their session-wide Playwright keeps an event loop in the main thread that
would capture timers of widget tests run after it (``widgets.schutz.app._later``)."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Move the tests marked ``browser`` to the end, keeping each group's order."""
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)
