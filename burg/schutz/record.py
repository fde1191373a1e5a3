"""Im Schutze der Burg as the family knows it (imports nothing of the engine)."""

from burg.core.registry import GameRecord, Variant

RECORD = GameRecord(
    name="schutz",
    order=1,
    title={"en": "Im Schutze der Burg", "de": "Im Schutze der Burg"},
    english="A Castle for All Seasons",
    credit="Inka & Markus Brand",
    players="2–4",
    line={
        "en": "Choose your worker cards in secret, gather sand, wood, clay and stone, and "
        "build the castle's buildings — in summer, or in the winter game.",
        "de": "Wählt geheim eure Arbeiterkarten, sammelt Sand, Holz, Lehm und Stein und "
        "baut die Gebäude der Burg — im Sommer oder im Winterspiel.",
    },
    game="burg.schutz.game:Game",
    cli="burg.schutz.cli",
    lab="burg.schutz.lab",
    position_format="burg-position",
    positions_doc="docs/positions.md",
    positions_label={"en": "the position file format", "de": "Dateiformat für Stellungen"},
    variants=(
        Variant(
            keyword="winter",
            label={"en": "Die Burg im Winter", "de": "Die Burg im Winter"},
            base={"en": "summer game", "de": "Sommerspiel"},
            help="play Die Burg im Winter",
        ),
    ),
)
