"""The messages of Carcassonne's position files (``burg.carcassonne.positions``), in English and
German, registered with the game's text catalog on import."""

from __future__ import annotations

from typing import Any

from burg.core.text import format_message, register_errors

#: The messages this module adds to the game's catalog (``burg.carcassonne.messages``).
ERRORS: dict[str, dict[str, str]] = {
    "en": {
        "carcassonne.position.save_start": "A save starts from a seed or from a position, not both or neither.",
        "carcassonne.position.phase": "Unknown phase {got}; known: {known}.",
        "carcassonne.position.cell": "{where}: ({row}, {col}) is not a space inside the castle.",
        "carcassonne.position.cell_twice": "Two tiles on the space ({row}, {col}).",
        "carcassonne.position.tile_unknown": "{where}: unknown castle tile {got}.",
        "carcassonne.position.tile_count": "Castle tile {tile}: {got} in the position, but the castle has {want}.",
        "carcassonne.position.tile_place": "The tile {tile} on ({row}, {col}) cannot lie there: {why}.",
        "carcassonne.position.follower_where": "{where}: no tile on ({row}, {col}) has the feature {feature}.",
        "carcassonne.position.follower_twice": "Two followers on feature {feature} of the tile on ({row}, {col}).",
        "carcassonne.position.followers_many": "Player {player} has {got} followers on the board, but only {want}.",
        "carcassonne.position.follower_complete": "A follower still stands on the completed feature {feature} of the tile on ({row}, {col}).",
        "carcassonne.position.keep": "Player {player}'s keep must stand on a completed house of size {size}; {feature} is not one.",
        "carcassonne.position.wall_tile": "{where}: {got} is not a wall tile (1 to {most}).",
        "carcassonne.position.wall_tile_count": "Wall tile {tile} is {got} times in the position, but there are only {want}.",
        "carcassonne.position.wall_tiles_total": "The wall tiles on the towers, in the box, held, used and removed number {got}, not {want}.",
        "carcassonne.position.tower_empty": "Tower {tower} never holds a wall tile, but the position puts {got} on it.",
        "carcassonne.position.taken_later": "{where}: a wall tile taken in turn {got}, after the current turn {turn}.",
        "carcassonne.position.score": "Player {player} has {got} points: less than the {least} points of the final scoring.",
        "carcassonne.position.drawn": "In phase {phase} {need}.",
        "carcassonne.position.drawn_fits": "The drawn tile {tile} fits nowhere: it should have been discarded.",
        "carcassonne.position.last": "In phase {phase} {need}.",
        "carcassonne.position.not_now": "{field} belongs to phase {phase} only.",
        "carcassonne.position.feature": "{where}: {got} names no completed path, tower or house.",
        "carcassonne.position.queue": "In phase score the scorings left must need a choice (C5); these do not: {got}.",
        "carcassonne.position.follower_phase": "In phase follower a follower must be placeable on the new tile.",
        "carcassonne.position.extra": "In phase extra the active player must hold a usable wall tile 1 and tiles must be left.",
        "carcassonne.position.over": "A game that is over has an empty stack and no wall tiles left on the towers.",
        "carcassonne.position.not_over": "The stack is empty: the game is over (phase over).",
        "carcassonne.position.final": "{where}: a final scoring step must be [step, player, points] with a step of {known}.",
    },
    "de": {
        "carcassonne.position.save_start": "Ein Spielstand beginnt mit einer Zufallszahl oder mit einer Stellung, nicht mit beidem oder keinem.",
        "carcassonne.position.phase": "Unbekannte Phase {got}; bekannt: {known}.",
        "carcassonne.position.cell": "{where}: ({row}, {col}) ist kein Feld innerhalb der Burg.",
        "carcassonne.position.cell_twice": "Zwei Karten auf dem Feld ({row}, {col}).",
        "carcassonne.position.tile_unknown": "{where}: unbekannte Burgkarte {got}.",
        "carcassonne.position.tile_count": "Burgkarte {tile}: {got} in der Stellung, aber die Burg hat {want}.",
        "carcassonne.position.tile_place": "Die Karte {tile} auf ({row}, {col}) kann dort nicht liegen: {why}.",
        "carcassonne.position.follower_where": "{where}: keine Karte auf ({row}, {col}) hat das Gebiet {feature}.",
        "carcassonne.position.follower_twice": "Zwei Gefolgsleute auf dem Gebiet {feature} der Karte auf ({row}, {col}).",
        "carcassonne.position.followers_many": "Spieler {player} hat {got} Gefolgsleute auf dem Plan, aber nur {want}.",
        "carcassonne.position.follower_complete": "Auf dem fertigen Gebiet {feature} der Karte auf ({row}, {col}) steht noch ein Gefolgsmann.",
        "carcassonne.position.keep": "Der Palas von Spieler {player} muss auf einem fertigen Haus der Größe {size} stehen; {feature} ist keines.",
        "carcassonne.position.wall_tile": "{where}: {got} ist kein Mauerplättchen (1 bis {most}).",
        "carcassonne.position.wall_tile_count": "Mauerplättchen {tile} kommt {got}-mal in der Stellung vor, es gibt aber nur {want}.",
        "carcassonne.position.wall_tiles_total": "Mauerplättchen auf den Türmen, in der Schachtel, im Besitz, benutzt und entfernt: {got}, nicht {want}.",
        "carcassonne.position.tower_empty": "Turm {tower} trägt nie ein Mauerplättchen, die Stellung legt aber {got} darauf.",
        "carcassonne.position.taken_later": "{where}: ein Mauerplättchen, genommen in Zug {got}, nach dem laufenden Zug {turn}.",
        "carcassonne.position.score": "Spieler {player} hat {got} Punkte: weniger als die {least} Punkte der Schlusswertung.",
        "carcassonne.position.drawn": "In der Phase {phase} {need}.",
        "carcassonne.position.drawn_fits": "Die gezogene Karte {tile} passt nirgends: sie hätte abgelegt werden müssen.",
        "carcassonne.position.last": "In der Phase {phase} {need}.",
        "carcassonne.position.not_now": "{field} gehört nur zur Phase {phase}.",
        "carcassonne.position.feature": "{where}: {got} nennt keinen fertigen Weg, Turm und kein fertiges Haus.",
        "carcassonne.position.queue": "In der Phase score müssen die offenen Wertungen eine Wahl verlangen (C5); diese tun es nicht: {got}.",
        "carcassonne.position.follower_phase": "In der Phase follower muss sich ein Gefolgsmann auf die neue Karte setzen lassen.",
        "carcassonne.position.extra": "In der Phase extra muss der aktive Spieler ein nutzbares Mauerplättchen 1 haben und Karten müssen übrig sein.",
        "carcassonne.position.over": "Ein beendetes Spiel hat einen leeren Stapel und keine Mauerplättchen mehr auf den Türmen.",
        "carcassonne.position.not_over": "Der Stapel ist leer: das Spiel ist zu Ende (Phase over).",
        "carcassonne.position.final": "{where}: ein Schritt der Schlusswertung ist [Schritt, Spieler, Punkte] mit einem Schritt aus {known}.",
    },
}
# What the phrases in ``drawn`` and ``last`` say, per language.
_NEED = {
    "en": {
        "drawn": "a drawn tile is needed (or none: then one is drawn)",
        "no_drawn": "there is no drawn tile",
        "last": "the space of the tile placed this turn is needed",
        "no_last": "no tile has been placed yet this turn",
    },
    "de": {
        "drawn": "braucht es eine gezogene Karte (oder keine: dann wird gezogen)",
        "no_drawn": "gibt es keine gezogene Karte",
        "last": "braucht es das Feld der in diesem Zug gelegten Karte",
        "no_last": "ist in diesem Zug noch keine Karte gelegt",
    },
}


def _render(key: str, rule: str, params: dict[str, Any], lang: str = "en") -> str:
    template = ERRORS.get(lang, ERRORS["en"]).get(key) or ERRORS["en"][key]
    need = params.get("need")
    if need in _NEED["en"]:
        params = {**params, "need": _NEED.get(lang, _NEED["en"])[need]}
    return format_message(template, params, rule, lang)


register_errors(ERRORS["en"].keys(), _render)
