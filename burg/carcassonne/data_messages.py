"""English and German texts of the component loader's errors and warnings (reference §6).

Keys start with ``carcassonne.data.``; ``burg.carcassonne.data`` raises them as
``PositionError`` and this module registers their wording with the text catalog. Slots are
named as in the reference §2.1 (``N0`` … ``W2``), cells as ``(row, col)`` with row 0 in the north.
"""

from __future__ import annotations

from typing import Any

from burg.core.text import format_message, register_errors

_P = "carcassonne.data."

ERRORS: dict[str, dict[str, str]] = {
    "en": {
        # reading the file (§6)
        "read": "The component file cannot be read: {detail}.",
        "encoding": "The component file is not UTF-8 text ({detail}).",
        "toml": "The component file is not valid TOML: {detail}.",
        "json": "The component file is not valid JSON (line {line}, column {column}): {detail}.",
        "table": "{where} must be a table (an object), not {got}.",
        "list": "{where} must be a list, not {got}.",
        "pair": "{where} must be two whole numbers [a, b], not {got}.",
        "text": "{where} must be a text, not {got}.",
        "int": "{where} must be a whole number, not {got}.",
        "bool": "{where} must be true or false, not {got}.",
        "range": "{where} must be at least {lo}, not {got}.",
        "missing": "{where} needs the key '{field}'.",
        "unknown_keys": "Unknown keys in {where}: {keys} (allowed: {allowed}).",
        "choice": "{where} must be one of {allowed}, not {got}.",
        "id_twice": "The id {id} is used by more than one {what}.",
        # §V1 board
        "board_empty": "The board has no rows.",
        "board_width": "Board row {row} has {got} characters; row 0 has {need}.",
        "board_char": "Board row {row}, column {col}: '{char}' is neither '#' (space) nor '.' (outside).",
        "board_count": "The board has {got} spaces; the castle has {need}.",
        "board_split": "The board's spaces are not one connected region: space {cell} cannot be "
        "reached from space {first}.",
        "board_holes": "The board has a hole: the outside cell {cell} is enclosed by spaces.",
        # §V2 wall and towers
        "board_pinch": "The wall is not one simple loop: two spaces touch only at the corner point "
        "{vertex}.",
        "towers_empty": "The track has no towers.",
        "tower_numbers": "Tower {index}: numbers must be two consecutive fields [n, n+1] from 0 to "
        "{last}, not {got}.",
        "tower_first": "The first tower must be [0, 1] without a wall tile, not {got} "
        "(wall_tile = {wall_tile}).",
        "tower_overlap": "Tower {index} ({got}) does not come after tower {prev} ({before}) on the "
        "track: towers must ascend without sharing a field.",
        "tower_not_corner": "Tower {index} stands on {corner}, which is not a corner of the wall.",
        "tower_twice": "Towers {index} and {other} stand on the same corner {corner}.",
        "tower_missing": "The wall corner {corner} has no tower ({got} towers for {need} corners).",
        "tower_order": "Tower {index} on {corner} is out of track order: going round the wall from "
        "tower 0 the next corner is {expected}.",
        "wall_tiles": "{got} towers hold a wall tile; the game needs {need}.",
        # §V3 start fields
        "start_side": "Start field {id}: side must be N, E, S or W, not {got}.",
        "start_cell": "Start field {id}: the cell {cell} is not a space of the board.",
        "start_inside": "Start field {id}: the {side} side of {cell} faces another space, not the "
        "wall.",
        "start_shared": "Start fields {id} and {other} lie on the same side ({side} of {cell}).",
        "start_edge": "Start field {id}: the edge needs 3 tokens, not {got}.",
        "start_token": "Start field {id}, slot {slot}: '{token}' is neither '--' nor a feature id "
        "(P, T, H or C and a number).",
        "start_path_slot": "Start field {id}: the path {token} stands in slot {slot}; a path may "
        "stand only in the middle slot 1.",
        "start_market": "Start field {id}: markets name {ref}, which is not a court (C) of its edge.",
        "start_fountain": "Start field {id}: fountains name {ref}, which is not a path (P) of its "
        "edge.",
        # §V4 tiles
        "tile_shape": "Tile {tile}: sides needs 4 sides of 3 tokens (N | E | S | W), not {got}.",
        "tile_token": "Tile {tile}, slot {slot}: '{token}' is not a feature id (P, T, H or C and a "
        "number).",
        "tile_path_slot": "Tile {tile}: the path {token} stands in slot {slot}; a path may stand "
        "only in a middle slot (N1, E1, S1, W1).",
        "tile_interleave": "Tile {tile}: the features {a} and {b} interleave round the edge "
        "({a} … {b} … {a} … {b}), which no drawing can do.",
        "tile_fountain": "Tile {tile}: fountains name {ref}, which is not a path (P) of the tile.",
        "tile_market": "Tile {tile}: markets name {ref}, which is not a court (C) of the tile.",
        "tile_market_count": "Tile {tile}: the number of markets on {ref} must be at least 1, not "
        "{got}.",
        "tile_enclosed": "Tile {tile}: the enclosed feature {ref} must be a tower, house or court "
        "(T, H or C) that touches no side.",
        "tile_path_end": "Tile {tile}: the path {ref} touches only the {side} side, so it must end "
        "at a square (square = true) or a building (T or H) on the tile.",
        "tile_count": "Tile {tile}: count must be at least 1, not {got}.",
        "tiles_total": "The tile counts sum to {got}; the game has {need} castle tiles.",
        # §V5 (a warning)
        "tile_duplicate": "Tiles {tile} and {other} are the same type (equal under rotation, with "
        "equal extras); they were merged into {tile} with count {count}.",
    },
    "de": {
        "read": "Die Materialdatei kann nicht gelesen werden: {detail}.",
        "encoding": "Die Materialdatei ist kein UTF-8-Text ({detail}).",
        "toml": "Die Materialdatei ist kein gültiges TOML: {detail}.",
        "json": "Die Materialdatei ist kein gültiges JSON (Zeile {line}, Spalte {column}): {detail}.",
        "table": "{where} muss eine Tabelle (ein Objekt) sein, nicht {got}.",
        "list": "{where} muss eine Liste sein, nicht {got}.",
        "pair": "{where} müssen zwei ganze Zahlen [a, b] sein, nicht {got}.",
        "text": "{where} muss ein Text sein, nicht {got}.",
        "int": "{where} muss eine ganze Zahl sein, nicht {got}.",
        "bool": "{where} muss true oder false sein, nicht {got}.",
        "range": "{where} muss mindestens {lo} sein, nicht {got}.",
        "missing": "{where} braucht den Schlüssel '{field}'.",
        "unknown_keys": "Unbekannte Schlüssel in {where}: {keys} (erlaubt: {allowed}).",
        "choice": "{where} muss eines von {allowed} sein, nicht {got}.",
        "id_twice": "Die Kennung {id} wird für mehr als ein {what} benutzt.",
        "board_empty": "Der Spielplan hat keine Zeilen.",
        "board_width": "Zeile {row} des Spielplans hat {got} Zeichen; Zeile 0 hat {need}.",
        "board_char": "Spielplan Zeile {row}, Spalte {col}: '{char}' ist weder '#' (Feld) noch '.' "
        "(außerhalb).",
        "board_count": "Der Spielplan hat {got} Felder; die Burg hat {need}.",
        "board_split": "Die Felder des Spielplans hängen nicht zusammen: Feld {cell} ist von Feld "
        "{first} aus nicht erreichbar.",
        "board_holes": "Der Spielplan hat ein Loch: die Zelle {cell} außerhalb ist ringsum von "
        "Feldern umschlossen.",
        "board_pinch": "Die Burgmauer ist kein einfacher Ring: zwei Felder berühren sich nur an der "
        "Ecke {vertex}.",
        "towers_empty": "Die Zählleiste hat keine Ecktürme.",
        "tower_numbers": "Eckturm {index}: numbers müssen zwei aufeinanderfolgende Felder [n, n+1] "
        "von 0 bis {last} sein, nicht {got}.",
        "tower_first": "Der erste Eckturm muss [0, 1] ohne Mauerplättchen sein, nicht {got} "
        "(wall_tile = {wall_tile}).",
        "tower_overlap": "Eckturm {index} ({got}) folgt auf der Zählleiste nicht auf Eckturm {prev} "
        "({before}): die Türme müssen aufsteigen, ohne ein Feld zu teilen.",
        "tower_not_corner": "Eckturm {index} steht auf {corner}, das ist keine Ecke der Burgmauer.",
        "tower_twice": "Die Ecktürme {index} und {other} stehen auf derselben Ecke {corner}.",
        "tower_missing": "Die Mauerecke {corner} hat keinen Eckturm ({got} Türme für {need} Ecken).",
        "tower_order": "Eckturm {index} auf {corner} steht nicht in der Reihenfolge der Zählleiste: "
        "von Turm 0 aus um die Mauer ist die nächste Ecke {expected}.",
        "wall_tiles": "{got} Ecktürme tragen ein Mauerplättchen; das Spiel braucht {need}.",
        "start_side": "Startfeld {id}: side muss N, E, S oder W sein, nicht {got}.",
        "start_cell": "Startfeld {id}: die Zelle {cell} ist kein Feld des Spielplans.",
        "start_inside": "Startfeld {id}: die Seite {side} von {cell} grenzt an ein anderes Feld, "
        "nicht an die Burgmauer.",
        "start_shared": "Die Startfelder {id} und {other} liegen an derselben Seite ({side} von "
        "{cell}).",
        "start_edge": "Startfeld {id}: die Kante braucht 3 Zeichen, nicht {got}.",
        "start_token": "Startfeld {id}, Platz {slot}: '{token}' ist weder '--' noch eine "
        "Gebietskennung (P, T, H oder C und eine Zahl).",
        "start_path_slot": "Startfeld {id}: der Weg {token} steht an Platz {slot}; ein Weg darf nur "
        "am mittleren Platz 1 stehen.",
        "start_market": "Startfeld {id}: markets nennt {ref}, das ist kein Hof (C) seiner Kante.",
        "start_fountain": "Startfeld {id}: fountains nennt {ref}, das ist kein Weg (P) seiner Kante.",
        "tile_shape": "Burgkarte {tile}: sides braucht 4 Seiten mit je 3 Zeichen (N | E | S | W), "
        "nicht {got}.",
        "tile_token": "Burgkarte {tile}, Platz {slot}: '{token}' ist keine Gebietskennung (P, T, H "
        "oder C und eine Zahl).",
        "tile_path_slot": "Burgkarte {tile}: der Weg {token} steht an Platz {slot}; ein Weg darf nur "
        "am mittleren Platz einer Seite stehen (N1, E1, S1, W1).",
        "tile_interleave": "Burgkarte {tile}: die Gebiete {a} und {b} wechseln sich am Rand ab "
        "({a} … {b} … {a} … {b}); so kann keine Zeichnung aussehen.",
        "tile_fountain": "Burgkarte {tile}: fountains nennt {ref}, das ist kein Weg (P) der Karte.",
        "tile_market": "Burgkarte {tile}: markets nennt {ref}, das ist kein Hof (C) der Karte.",
        "tile_market_count": "Burgkarte {tile}: die Zahl der Märkte auf {ref} muss mindestens 1 "
        "sein, nicht {got}.",
        "tile_enclosed": "Burgkarte {tile}: das umschlossene Gebiet {ref} muss ein Turm, Haus oder "
        "Hof (T, H oder C) sein, das keine Seite berührt.",
        "tile_path_end": "Burgkarte {tile}: der Weg {ref} berührt nur die Seite {side}, also muss er "
        "auf der Karte an einem Platz (square = true) oder einem Gebäude (T oder H) enden.",
        "tile_count": "Burgkarte {tile}: count muss mindestens 1 sein, nicht {got}.",
        "tiles_total": "Die Anzahlen der Burgkarten ergeben {got}; das Spiel hat {need} Burgkarten.",
        "tile_duplicate": "Die Burgkarten {tile} und {other} sind dieselbe Art (gleich bis auf "
        "Drehung, mit gleichen Extras); sie wurden zu {tile} mit Anzahl {count} zusammengelegt.",
    },
}

#: The full message keys, as raised.
KEYS: tuple[str, ...] = tuple(_P + k for k in ERRORS["en"])


def render(key: str, rule: str, params: dict[str, Any], lang: str = "en") -> str:
    """The text of the loader message ``key`` in ``lang``, citing ``rule``."""
    short = key.removeprefix(_P)
    template = ERRORS.get(lang, ERRORS["en"]).get(short) or ERRORS["en"][short]
    return format_message(template, params, rule, lang)


register_errors(KEYS, render)
