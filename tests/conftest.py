"""Test order: the browser tests last. They are the slowest (a unit failure shows in minutes,
not after them), and their session-wide Playwright keeps an event loop in the main thread that
would capture timers of widget tests run after it (``widgets.schutz.app._later``)."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test in ``tests/browser/`` ``browser`` (a file that forgot its mark would run
    first and leave Playwright's loop to the unit tests), then move them to the end, keeping
    each group's order."""
    for item in items:
        if "browser" in item.path.parent.parts[-1:]:
            item.add_marker(pytest.mark.browser)
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)
