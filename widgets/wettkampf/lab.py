"""Der Wettkampf der Burgbaumeister's strategy lab (``notebooks/wettkampf/lab.ipynb``): the
shared lab page (``widgets.core.lab``) with this game's prepared experiments."""

from __future__ import annotations

from widgets.core.lab import LabPage, Prepared, show_lab

GAME = "wettkampf"

PREPARED = (
    Prepared(
        title={
            "en": "How much is a good memory worth?",
            "de": "Was ist ein gutes Gedächtnis wert?",
        },
        about={
            "en": "A bot that remembers every card it has seen against a forgetful one. The "
            "gap between their bars is what memory is worth in this game.",
            "de": "Ein Computergegner, der sich jede gesehene Karte merkt, gegen einen "
            "vergesslichen. Der "
            "Abstand ihrer Balken ist, was das Gedächtnis in diesem Spiel wert ist.",
        },
        players=("perfect", "forgetful"),
        games=1000,
        games_in_browser=200,
    ),
    Prepared(
        title={"en": "Three memories at one table", "de": "Drei Gedächtnisse an einem Tisch"},
        about={
            "en": "Perfect, short and no memory at all: does each step of memory win more "
            "games, or do the scores lie close together?",
            "de": "Perfektes, kurzes und gar kein Gedächtnis: Gewinnt jede Stufe mehr Partien, "
            "oder liegen die Punkte dicht beieinander?",
        },
        players=("perfect", "limited", "nomemory"),
        games=1000,
        games_in_browser=200,
    ),
    Prepared(
        title={"en": "Memory in the expert game", "de": "Gedächtnis im Spiel für Erfahrene"},
        about={
            "en": "The same duel in the variant for experienced players, with its figures: "
            "does memory count for more or less when cannon and towers join in?",
            "de": "Dasselbe Duell in der Spielvariante für erfahrene Burgbaumeister mit ihren "
            "Figuren: Zählt das Gedächtnis mehr oder weniger, wenn Kanone und Türme mitspielen?",
        },
        players=("perfect", "forgetful"),
        games=1000,
        variant={"expert": True},
        games_in_browser=200,
    ),
)


def show() -> LabPage:
    """Display the lab page (the notebook's one cell)."""
    return show_lab(GAME, PREPARED)
