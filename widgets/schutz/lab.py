"""Im Schutze der Burg's strategy lab (``notebooks/schutz/lab.ipynb``): the shared lab page
(``widgets.core.lab``) with this game's prepared experiments."""

from __future__ import annotations

from widgets.core.lab import LabPage, Prepared, show_lab

GAME = "schutz"

PREPARED = (
    Prepared(
        title={"en": "Does going first matter?", "de": "Hilft es, zuerst dran zu sein?"},
        about={
            "en": "Four equal greedy bots: any difference in their wins comes from where they "
            "sit. Compare whoever sits first with the fair share of a quarter.",
            "de": "Vier gleiche gierige Computergegner: Jeder Unterschied bei ihren Siegen kommt "
            "vom "
            "Platz. Vergleiche, wer zuerst sitzt, mit dem fairen Anteil von einem Viertel.",
        },
        players=("greedy", "greedy", "greedy", "greedy"),
        games=1000,
        games_in_browser=200,
    ),
    Prepared(
        title={"en": "Greedy against random", "de": "Gierig gegen zufällig"},
        about={
            "en": "A bot that takes what looks best now against one that plays at random: how "
            "much is a little thought worth, and where do its extra points come from?",
            "de": "Ein Computergegner, der nimmt, was jetzt am besten aussieht, gegen einen, der "
            "zufällig "
            "spielt: Wie viel bringt ein wenig Nachdenken, und woher kommen die Punkte mehr?",
        },
        players=("greedy", "random"),
        games=500,
        games_in_browser=200,
    ),
    Prepared(
        title={"en": "What does winter change?", "de": "Was ändert der Winter?"},
        about={
            "en": "Three greedy bots in Die Burg im Winter: compare the scores and the sources "
            "of points with the summer game.",
            "de": "Drei gierige Computergegner in der Burg im Winter: Vergleiche die Punkte und "
            "woher sie "
            "kommen mit dem Sommerspiel.",
        },
        players=("greedy", "greedy", "greedy"),
        games=500,
        variant={"winter": True},
        games_in_browser=100,
    ),
)


def show() -> LabPage:
    """Display the lab page (the notebook's one cell)."""
    return show_lab(GAME, PREPARED)
