"""Burg's pages: ipywidgets controls and Plotly charts over the engine (``burg``)."""

import sys

if sys.platform == "emscripten":
    # The static site's Python starts from a memory snapshot made at build time
    # (.ci/build_site.py SNAPSHOT_PY), so every page would draw the same "random" games: reseed
    # from the browser's entropy. The snapshot never holds this package, so this runs per page.
    import random

    random.seed()
