"""Der Wettkampf der Burgbaumeister's pages: the play page (``app``), its table (``board``),
charts and words (``text``)."""
