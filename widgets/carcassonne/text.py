"""Texts of Carcassonne – Die Burg's play page in English and German.

``t(key, lang, **params)`` formats one text; the words of the game itself (feature kinds, roles,
events, errors) come from ``burg.carcassonne.messages``. German as the German rulebook says it:
Burgkarte, Gefolgsmann, Mauerplättchen, Palas, Stapel.
"""

from __future__ import annotations

from typing import Any

from widgets.core.text import PAGE, lookup

UI: dict[str, dict[str, str]] = {
    "en": {
        **PAGE["en"],
        "hidden_next": "The next tile drawn",
        "hidden_none_left": "none: the stack is empty",
        "hidden_stack": "Then, from the top of the stack",
        "hidden_towers": "The face-down wall tiles on the towers",
        "hidden_tower": "tower {a}/{b}: {tile}",
        "title": "Carcassonne – Die Burg",
        "reconstructed": "Castle and tiles reconstructed: the original's are not public. The "
        "castle's shape, its start fields and the 60 tiles are our design (the rules are the "
        "rulebook's).",
        "seat_plays": "Seat {n}: who plays",
        "start_choice": "Who starts",
        "start_first": "Seat 1",
        "start_drawn": "Drawn by lot",
        "seed": "Seed",
        "seed_hint": "empty: a new shuffle",
        "seed_bad": "The seed must be a whole number (or empty).",
        "bot_pause": "Bot pause (seconds)",
        "undo_tip": "Take back your last choice",
        "nothing_undo": (
            "Nothing to take back (a tile drawn or a wall tile turned up stays: everybody saw it)"
        ),
        "redo_tip": "Play the choice taken back again",
        "nothing_redo": "Nothing to play again",
        "download_position": "Download the position",
        "load": "Load game",
        "download_game": "Download the game ({n} {n|move|moves})",
        "turn": "Turn {turn}",
        "whose_turn": "It is {player}'s turn.",
        "stack": "{n} {n|tile|tiles} left in the stack.",
        "game_over": "The game is over.",
        "colour.0": "black",
        "colour.1": "white",
        "drawn_tile": "The drawn tile",
        "rotation.0": "Not turned",
        "rotation.1": "Turned a quarter to the right",
        "rotation.2": "Turned upside down",
        "rotation.3": "Turned a quarter to the left",
        "rotate_left": "◀ Turn left",
        "rotate_right": "Turn right ▶",
        "rotate_left_name": "Turn the tile a quarter to the left",
        "rotate_right_name": "Turn the tile a quarter to the right",
        "to_place": "{player}: place the drawn tile.",
        "place_hint": (
            "Turn the tile with ◀ ▶, then click a space outlined in green ({n} {n|space|spaces} "
            "in this turn of the tile)."
        ),
        "place_none": "No space fits the tile turned like this: turn it.",
        "to_follower": "{player}: place a follower on the new tile, or none.",
        "follower_hint": "{n} {n|follower|followers} in your supply.",
        "follower_click": (
            "Click a green + on the tile just placed (dashed orange), or choose a button."
        ),
        "follower_on": "{role} on the {kind} {fid}",
        "no_follower": "No follower",
        "to_score": "{player}: choose the next scoring.",
        "score_hint": "The features waiting are outlined in purple on the castle, labelled with "
        "their id.",
        "score_option": "Score the {kind} of {size} {size|tile|tiles} (on {feature}){winner}",
        "double_option": (
            "Score the {kind} of {size} {size|tile|tiles} (on {feature}) doubled with wall "
            "tile {tile}"
        ),
        "won_by": ", won by {player}",
        "to_extra": "{player}: play wall tile 1 for another turn, or end the turn.",
        "extra_turn": "Play wall tile 1: another turn",
        "end_turn": "End the turn (keep wall tile 1)",
        "players_title": "Players",
        "points": "{n} {n|point|points}",
        "supply": "{n} {n|follower|followers} in supply",
        "keep_supply": "keep in supply",
        "keep_on": "keep on a house of {size} {size|tile|tiles} (on {feature})",
        "wall_held": "Wall tiles (face up):",
        "wall_none": "no wall tiles",
        "wall_used": "used: {tiles}",
        "wall.1": "1: another turn right away",
        "wall.2": "2: a tower you win scores double",
        "wall.3": "3: a house you win scores double",
        "wall.4": "4: at the end, an unfinished path: 1 per tile",
        "wall.5": "5: at the end, an unfinished tower: 2 per tile",
        "wall.6": "6: at the end, an unfinished house: 1 per tile",
        "wall.7": "7: at the end, each market of a court scores 4",
        "wall.8": "8: at the end, your keep counts 2 tiles larger",
        "wall.9": "9: at the end, +5 points",
        "active_tag": "to play",
        "ended": "The game ended: the stack of tiles is used up, and the final scoring is done.",
        "final_table": "The final scoring (Schlusswertung), in the rulebook's order",
        "final_during": "during the game",
        "final_keep": "largest Palas: the largest empty area",
        "final_court": "courts (Höfe) with their markets",
        "final_incomplete": "wall tiles 4–6: incomplete path, tower, house",
        "final_bonus": "wall tile 9: +5",
        "final_total": "total",
        "winner": "Winner: {names}.",
        "winners": "Winners (tie): {names}.",
        "score_chart": "Score after each turn",
        "kinds_chart": "Points by source",
        "axis_turn": "Turn",
        "axis_points": "Points",
        "src.P": "paths",
        "src.T": "towers",
        "src.H": "houses",
        "src.C": "courts",
        "src.keep": "keep region",
        "src.wall": "wall tiles",
        "family": "← All castle games",
        "play_link": "Play a game",
    },
    "de": {
        **PAGE["de"],
        "hidden_next": "Das nächste gezogene Plättchen",
        "hidden_none_left": "keines: der Stapel ist leer",
        "hidden_stack": "Danach, von oben vom Stapel",
        "hidden_towers": "Die verdeckten Mauerplättchen auf den Türmen",
        "hidden_tower": "Turm {a}/{b}: {tile}",
        "title": "Carcassonne – Die Burg",
        "reconstructed": "Burg und Karten nachgebaut: die des Originals sind nicht öffentlich. "
        "Die Form der Burg, ihre Startfelder und die 60 Burgkarten sind unser Entwurf (die Regeln "
        "sind die der Spielregel).",
        "seat_plays": "Spieler {n}: Wer spielt",
        "start_choice": "Wer beginnt",
        "start_first": "Spieler 1",
        "start_drawn": "Ausgelost",
        "seed": "Startzahl",
        "seed_hint": "leer: neu mischen",
        "seed_bad": "Die Startzahl muss eine ganze Zahl sein (oder leer).",
        "bot_pause": "Pause der Bots (Sekunden)",
        "undo_tip": "Deine letzte Wahl zurücknehmen",
        "nothing_undo": (
            "Nichts zurückzunehmen (eine gezogene Karte oder ein aufgedecktes Mauerplättchen "
            "bleibt: alle haben es gesehen)"
        ),
        "redo_tip": "Die zurückgenommene Wahl wiederholen",
        "nothing_redo": "Nichts zu wiederholen",
        "download_position": "Die Stellung herunterladen",
        "load": "Spiel laden",
        "download_game": "Spiel herunterladen ({n} {n|Zug|Züge})",
        "turn": "Zug {turn}",
        "whose_turn": "{player} ist am Zug.",
        "stack": "Noch {n} {n|Karte|Karten} im Stapel.",
        "game_over": "Das Spiel ist aus.",
        "colour.0": "schwarz",
        "colour.1": "weiß",
        "drawn_tile": "Die gezogene Burgkarte",
        "rotation.0": "Nicht gedreht",
        "rotation.1": "Eine Vierteldrehung nach rechts",
        "rotation.2": "Auf den Kopf gedreht",
        "rotation.3": "Eine Vierteldrehung nach links",
        "rotate_left": "◀ Nach links drehen",
        "rotate_right": "Nach rechts drehen ▶",
        "rotate_left_name": "Die Karte eine Vierteldrehung nach links drehen",
        "rotate_right_name": "Die Karte eine Vierteldrehung nach rechts drehen",
        "to_place": "{player}: Lege die gezogene Burgkarte an.",
        "place_hint": (
            "Drehe die Karte mit ◀ ▶ und klicke dann auf ein grün umrandetes Feld ({n} "
            "{n|Feld|Felder} in dieser Drehung)."
        ),
        "place_none": "In dieser Drehung passt die Karte nirgends: drehe sie.",
        "to_follower": "{player}: Setze einen Gefolgsmann auf die neue Karte oder keinen.",
        "follower_hint": "{n} {n|Gefolgsmann|Gefolgsleute} im Vorrat.",
        "follower_click": (
            "Klicke auf ein grünes + auf der neuen Karte (orange gestrichelt) oder wähle unten."
        ),
        "follower_on": "{role} auf {kind} {fid}",
        "no_follower": "Kein Gefolgsmann",
        "to_score": "{player}: Wähle die nächste Wertung.",
        "score_hint": "Die wartenden Gebiete sind auf der Burg lila umrandet, mit ihrer Kennung "
        "beschriftet.",
        "score_option": "{kind} aus {size} {size|Karte|Karten} werten (auf {feature}){winner}",
        "double_option": (
            "{kind} aus {size} {size|Karte|Karten} (auf {feature}) mit Mauerplättchen {tile} "
            "doppelt werten"
        ),
        "won_by": ", gewinnt {player}",
        "to_extra": "{player}: Mauerplättchen 1 für einen weiteren Zug spielen oder Zug beenden.",
        "extra_turn": "Mauerplättchen 1 spielen: noch ein Zug",
        "end_turn": "Zug beenden (Mauerplättchen 1 behalten)",
        "players_title": "Spieler",
        "points": "{n} {n|Punkt|Punkte}",
        "supply": "{n} {n|Gefolgsmann|Gefolgsleute} im Vorrat",
        "keep_supply": "Palas im Vorrat",
        "keep_on": "Palas auf einem Haus aus {size} {size|Karte|Karten} (auf {feature})",
        "wall_held": "Mauerplättchen (offen):",
        "wall_none": "keine Mauerplättchen",
        "wall_used": "eingesetzt: {tiles}",
        "wall.1": "1: sofort ein weiterer Zug",
        "wall.2": "2: ein Turm, den du gewinnst, zählt doppelt",
        "wall.3": "3: ein Haus, das du gewinnst, zählt doppelt",
        "wall.4": "4: am Ende ein unfertiger Weg: 1 je Karte",
        "wall.5": "5: am Ende ein unfertiger Turm: 2 je Karte",
        "wall.6": "6: am Ende ein unfertiges Haus: 1 je Karte",
        "wall.7": "7: am Ende zählt jeder Markt eines Hofs 4",
        "wall.8": "8: am Ende zählt dein Palas 2 Karten größer",
        "wall.9": "9: am Ende +5 Punkte",
        "active_tag": "am Zug",
        "ended": (
            "Das Spiel endete: Der Stapel der Burgkarten ist aufgebraucht, die Schlusswertung "
            "ist gemacht."
        ),
        "final_table": "Die Schlusswertung, in der Reihenfolge der Spielregel",
        "final_during": "während des Spiels",
        "final_keep": "größter Palas: die größte Gruppe leerer Felder",
        "final_court": "Höfe mit ihren Märkten",
        "final_incomplete": "Mauerplättchen 4–6: unfertiger Weg, Turm, Haus",
        "final_bonus": "Mauerplättchen 9: +5",
        "final_total": "Summe",
        "winner": "Gewonnen hat: {names}.",
        "winners": "Gewonnen haben (Gleichstand): {names}.",
        "score_chart": "Punkte nach jedem Zug",
        "kinds_chart": "Punkte nach Herkunft",
        "axis_turn": "Zug",
        "axis_points": "Punkte",
        "src.P": "Wege",
        "src.T": "Türme",
        "src.H": "Häuser",
        "src.C": "Höfe",
        "src.keep": "Palas-Fläche",
        "src.wall": "Mauerplättchen",
        "family": "← Alle Burgspiele",
        "play_link": "Eine Partie spielen",
    },
}


def t(key: str, lang: str = "en", **params: Any) -> str:
    """The text ``key`` in ``lang`` (``widgets.core.text.lookup`` in ``UI``)."""
    return lookup(UI, key, lang, **params)


#: The position format's default names are the players' colours ("Black", "White"): a page in
#: another language shows them in its words (a name a person typed stays as typed).
_COLOUR_NAMES = {"de": {"Black": "Schwarz", "White": "Weiß"}}


def shown_name(name: str, lang: str = "en") -> str:
    """A player's name as a page in ``lang`` shows it (the default colour names translated)."""
    return _COLOUR_NAMES.get(lang, {}).get(name, name)


def name_and_colour(name: str, seat: int, lang: str = "en") -> str:
    """``name (colour)``, or the name alone where it is the colour ("Weiß", not "Weiß (weiß)")."""
    colour = t(f"colour.{seat}", lang)
    return name if name.casefold() == colour.casefold() else f"{name} ({colour})"
