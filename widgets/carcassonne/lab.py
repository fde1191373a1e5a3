"""Carcassonne – Die Burg's strategy lab (``notebooks/carcassonne/lab.ipynb``): the shared lab
page (``widgets.core.lab``) with this game's prepared experiments. A greedy game takes about a
second of a processor: the experiments are small."""

from __future__ import annotations

from widgets.core.lab import LabPage, Prepared, show_lab

GAME = "carcassonne"

PREPARED = (
    Prepared(
        title={"en": "Greedy against random", "de": "Gierig gegen zufällig"},
        about={
            "en": "A bot that takes the most points of each turn against one that places its "
            "tiles at random: how far ahead does the greedy one end, and from which features?",
            "de": "Ein Computergegner, der in jedem Zug die meisten Punkte nimmt, gegen einen, der "
            "seine Burgkarten zufällig legt: Wie weit liegt der gierige am Ende vorn, und dank "
            "welcher Gebiete?",
        },
        players=("greedy", "random"),
        games=50,
        games_in_browser=20,
    ),
    Prepared(
        title={"en": "Does going first matter?", "de": "Hilft es, zuerst dran zu sein?"},
        about={
            "en": "Two equal greedy bots: a difference in their wins comes from the seat. "
            "Compare whoever sits first with the fair share of a half.",
            "de": "Zwei gleiche gierige Computergegner: Ein Unterschied bei ihren Siegen kommt "
            "vom Platz. "
            "Vergleiche, wer zuerst sitzt, mit dem fairen Anteil von der Hälfte.",
        },
        players=("greedy", "greedy"),
        games=50,
        games_in_browser=20,
    ),
    Prepared(
        title={"en": "Pure chance", "de": "Reiner Zufall"},
        about={
            "en": "Two bots placing at random: the spread of scores that luck alone gives, to "
            "compare with a bot that thinks.",
            "de": "Zwei Computergegner, die zufällig legen: die Streuung der Punkte, die das "
            "Glück allein "
            "bringt, zum Vergleich mit einem, der nachdenkt.",
        },
        players=("random", "random"),
        games=200,
        games_in_browser=50,
    ),
)


def show() -> LabPage:
    """Display the lab page (the notebook's one cell)."""
    return show_lab(GAME, PREPARED, chunk=1)
