"""Carcassonne – Die Burg as the family knows it (imports nothing of the engine)."""

from burg.core.registry import GameRecord

RECORD = GameRecord(
    name="carcassonne",
    order=3,
    title={"en": "Carcassonne – Die Burg", "de": "Carcassonne – Die Burg"},
    english="Carcassonne: The Castle",
    credit="Reiner Knizia, Hans im Glück 2003",
    players="2",
    line={
        "en": "Two players lay castle tiles inside the castle wall — paths, towers, houses "
        "and courts — and place followers to score them. Castle and tiles reconstructed: "
        "the original's are not public.",
        "de": "Zwei Spieler legen Burgkarten innerhalb der Burgmauer — Wege, Türme, Häuser "
        "und Höfe — und setzen Gefolgsleute ein, um zu punkten. Burg und Karten nachgebaut: "
        "die des Originals sind nicht öffentlich.",
    },
    game="burg.carcassonne.game:Game",
    cli="burg.carcassonne.cli",
    lab="burg.carcassonne.lab",
    position_format="burg-carcassonne-position",
    positions_doc="docs/carcassonne-positions.md",
    positions_label={
        "en": "the Carcassonne file formats",
        "de": "Dateiformate von Carcassonne – Die Burg",
    },
)
