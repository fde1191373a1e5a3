"""Der Wettkampf der Burgbaumeister as the family knows it (imports nothing of the engine)."""

from burg.core.registry import GameRecord, Variant

RECORD = GameRecord(
    name="wettkampf",
    order=2,
    title={"en": "Der Wettkampf der Burgbaumeister", "de": "Der Wettkampf der Burgbaumeister"},
    english="",
    credit="Dominique Ehrhard, moses. 2016",
    players="2–4",
    line={
        "en": "A memory game: turn over cards in the face-down store and build your wall "
        "from your start tower upwards, card by card.",
        "de": "Ein Merkspiel: Deckt Karten im verdeckten Materiallager auf und baut eure "
        "Mauer vom Startturm aus Karte für Karte aufwärts.",
    },
    game="burg.wettkampf.game:Game",
    cli="burg.wettkampf.cli",
    lab="burg.wettkampf.lab",
    position_format="burg-wettkampf-position",
    positions_doc="docs/wettkampf-positions.md",
    positions_label={"en": "the Wettkampf file formats", "de": "Dateiformate des Wettkampfs"},
    variants=(
        Variant(
            keyword="expert",
            label={"en": "expert variant", "de": "Expertenvariante"},
            base={"en": "basic game", "de": "Grundspiel"},
            help="play the expert variant",
        ),
    ),
)
