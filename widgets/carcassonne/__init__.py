"""Carcassonne – Die Burg's pages: the castle as SVG (``castle_svg``)."""

from widgets.carcassonne.castle_svg import castle_svg as castle_svg
