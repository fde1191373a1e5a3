"""The message catalog of Der Wettkampf der Burgbaumeister: every player-facing text in English
and German (the German in the rulebook's terms).

The engine hands out keys and parameters; ``render_error`` turns an error into text,
``render_event`` an event into a line of narration. Keys of this game start with
``wettkampf.``; the family's shared keys (``action.malformed`` …) and the JSON readers' keys
(``position.*``) are worded by their own catalogs.
"""

from __future__ import annotations

from typing import Any

from burg.core.events import Event
from burg.core.text import LANGUAGES as LANGUAGES
from burg.core.text import fill, format_message, register_errors

#: The figures on the cards, and the decisions, by language.
NAMES: dict[str, dict[str, str]] = {
    "en": {
        "king": "King Edelbart",
        "queen": "Queen Antebella",
        "knight": "knight",
        "lady": "lady",
        "raven": "raven",
        "cannon": "cannon",
        "tower": "tower",
        "wizard": "wizard",
        "start_tower": "start tower",
        "store": "the Materiallager",
        "out": "out of the game",
        "box": "the box",
        "wall": "wall",
        # decisions
        "flip": "turn over a card",
        "flip_slot": "turn over the card in slot #{slot}",
        "decide": "lay the card or put it back",
        "cannon_step": "fire the cannon or hold fire",
        # moves without their events (a hint's move before it is played): the coach adds the
        # fields after a colon (burg.core.coach), so a move that has any ends on their name
        "lay": "lay the card at the right end of the wall",
        "return": "turn the card face down again",
        "wizard_insert": "let the wizard insert the card at position",
        "fire": "fire the cannon at a card",
        "hold_fire": "hold fire",
        # ends
        "ninth": "a wall has 9 cards",
        "blocked": "nobody can lay any card left in the Materiallager",
        "stall": "the turn limit is reached",
    },
    "de": {
        "king": "König Edelbart",
        "queen": "Königin Antebella",
        "knight": "Ritter",
        "lady": "Burgfräulein",
        "raven": "Rabe",
        "cannon": "Kanone",
        "tower": "Turm",
        "wizard": "Zauberer",
        "start_tower": "Startturm",
        "store": "das Materiallager",
        "out": "aus dem Spiel",
        "box": "die Schachtel",
        "wall": "Mauer",
        "flip": "eine Karte aufdecken",
        "flip_slot": "die Karte auf Platz #{slot} aufdecken",
        "decide": "die Karte anlegen oder zurücklegen",
        "cannon_step": "die Kanone abfeuern oder nicht",
        "lay": "die Karte ganz rechts an die Mauer anlegen",
        "return": "die Karte wieder umdrehen",
        "wizard_insert": "die Karte mit dem Zauberer einfügen, an Stelle",
        "fire": "mit der Kanone auf eine Karte feuern",
        "hold_fire": "nicht feuern",
        "ninth": "eine Mauer hat 9 Karten",
        "blocked": "niemand kann noch eine Karte aus dem Materiallager anlegen",
        "stall": "die Höchstzahl der Züge ist erreicht",
    },
}

ERRORS: dict[str, dict[str, str]] = {
    "en": {
        # the turn (Spielablauf)
        "wettkampf.turn.game_over": "The game is over.",
        "wettkampf.turn.not_yours": "It is not player {player}'s turn: player {active} is to play.",
        "wettkampf.turn.wrong_step": "Now is the time to {step}, not for '{action}'.",
        "wettkampf.flip.no_slot": "There is no slot {slot}: the Materiallager's slots are 0 to {last}.",
        "wettkampf.flip.empty": "Slot {slot} is empty: its card lies in a wall.",
        "wettkampf.lay.too_low": "{number} cannot be laid: a new card must be higher than the last card of your wall ({last}). Put it back face down.",
        "wettkampf.expert_only": "'{action}' belongs to the expert variant, not to the basic game.",
        # the wizard (Zauberer)
        "wettkampf.wizard.used": "Your wizard's power is spent: it works only once.",
        "wettkampf.wizard.none": "The wizard is not in your wall: only a wizard in your wall lets you insert a card.",
        "wettkampf.wizard.fits_at_end": "{number} is higher than your last card ({last}): lay it at the right end; the wizard is for lower cards.",
        "wettkampf.wizard.place": "{number} cannot go to position {position}: the numbers must still rise from left to right, so it belongs at position {right}, between {left_card} and {right_card}.",
        # the cannon (Kanone) and the towers (Turm)
        "wettkampf.fire.start_tower": "A start tower cannot be destroyed: it counts as a tower.",
        "wettkampf.fire.not_in_wall": "Card {card} lies in no wall.",
        "wettkampf.fire.own": "Card {card} is in your own wall: the cannon fires at the walls of your fellow players.",
        "wettkampf.fire.tower": "Card {card} is a tower: towers cannot be destroyed.",
        "wettkampf.fire.protected": "Card {card} of player {player} lies left of the tower {tower}: towers protect every card between them and the start tower.",
        # set-up (Spielvorbereitung)
        "wettkampf.setup.players": "A game has 2, 3 or 4 players, not {players}.",
        "wettkampf.setup.names": "Give exactly one name per player ({players}).",
        "wettkampf.setup.start_player": "The start player is a seat from 0 to {last}, not {got}.",
        "wettkampf.setup.max_turns": "The turn limit must be a whole number of at least 1, not {got}.",
        "wettkampf.setup.cards": "The card figures must be a CardTable (burg.wettkampf.data.load_cards), not {got}.",
        # the card figures file (data/cards.toml, docs/wettkampf-positions.md)
        "wettkampf.cards.read": "The card file cannot be read: {detail}.",
        "wettkampf.cards.encoding": "The card file is not UTF-8 text ({detail}).",
        "wettkampf.cards.toml": "The card file is not valid TOML: {detail}.",
        "wettkampf.cards.table": "{where} must be a table, not {got}.",
        "wettkampf.cards.unknown_key": "Unknown key in {where}: {name}.",
        "wettkampf.cards.no_cards": "The card file needs a [cards] table with one row per card 2 to 46.",
        "wettkampf.cards.number": "{got} is not a card: the cards are numbered {lo} to {hi}.",
        "wettkampf.cards.twice_number": "Card {number} is listed twice.",
        "wettkampf.cards.missing": "The file lists {got} {got|card|cards}; it needs all 45, one per number 2 to 46. Missing: {numbers}.",
        "wettkampf.cards.row": 'Card {number}: a row is {{ figures = [...], source = "A" or "P" }}, not {got}.',
        "wettkampf.cards.source": 'Card {number}: the source is "A" (our assumption) or "P" (read from a physical card), not {got}.',
        "wettkampf.cards.figure": "Card {number}: there is no figure '{figure}'. The figures are {known}.",
        "wettkampf.cards.twice_figure": "Card {number} shows the {figure} twice: only ravens come in twos.",
        "wettkampf.cards.ravens_per_card": "Card {number} shows {got} ravens: a raven card shows 1 or 2.",
        "wettkampf.cards.points": "Card {number}: its bonus points are {got}, but its figures give another number.",
        "wettkampf.cards.figure_count": "The {figure} is on {got} {got|card|cards} ({numbers}); the game has {need}.",
        "wettkampf.cards.ravens": "Ravens: {cards} raven {cards|card|cards} ({numbers}) with {ravens} ravens in all; the game has {need} raven cards, or {need} ravens in all.",
        "wettkampf.cards.rulebook": "[{table}] {name} is {got}; the rulebook says {need}.",
        # positions and saves (burg/wettkampf/positions.py, docs/wettkampf-positions.md)
        "wettkampf.position.not_object": "A position or save file is a JSON object, not {got}.",
        "wettkampf.position.format": "This is not a Wettkampf file: 'format' is {got}, expected {want}.",
        "wettkampf.position.version": "Version {got} of the '{format}' format cannot be read (only version {want}).",
        "wettkampf.position.game": "This file is a save of another game ({got}), not of {want}.",
        "wettkampf.position.bool": "{where} must be true or false, not {got}.",
        "wettkampf.position.players": "A game has 2, 3 or 4 players, not {players}.",
        "wettkampf.position.card": "{where}: {got} is not a card; the cards are numbered 2 to 46.",
        "wettkampf.position.ascending": "Player {player}'s wall must rise from left to right: {before} is followed by {after}.",
        "wettkampf.position.too_long": "Player {player}'s wall holds {got} cards; the game ends at the 9th.",
        "wettkampf.position.card_twice": "Card {card} lies in two places ({places}).",
        "wettkampf.position.cards_missing": "Cards {numbers} lie nowhere: each card 2 to 46 is in the Materiallager, in a wall or out of the game.",
        "wettkampf.position.store_length": "The Materiallager has {need} slots, so 'store' has {need} entries (a card or null), not {got}.",
        "wettkampf.position.out_basic": "Only a cannon destroys cards, and cannons fire only in the expert variant: 'out' must be empty.",
        "wettkampf.position.out_cannons": "{got} {got|card is|cards are} out of the game, but only {cannons} {cannons|cannon has|cannons have} entered a wall: each cannon destroys one card at most.",
        "wettkampf.position.wizard_value": '{where} is "unused", "used" or null, not {got}.',
        "wettkampf.position.wizard_basic": "The wizard's power belongs to the expert variant: leave 'wizard' out in a basic game.",
        "wettkampf.position.wizard_missing": "Player {player}'s wizard power is unused, but no wizard card lies in the wall.",
        "wettkampf.position.wizard_twice": "The game has one wizard: players {players} cannot all have had its power.",
        "wettkampf.position.phase": "Unknown phase {got}: flip, decide, cannon or over.",
        "wettkampf.position.flipped_missing": 'In phase \'decide\' name the card turned over: "flipped": {{"slot": …, "number": …}}.',
        "wettkampf.position.flipped_not_allowed": "Only in phase 'decide' is a card face up: leave 'flipped' out.",
        "wettkampf.position.flipped_slot": "The card turned over, {number}, is not in slot {slot} of the Materiallager (it holds {got}).",
        "wettkampf.position.flipped_elsewhere": "Card {number} cannot be turned over: it is not in the Materiallager.",
        "wettkampf.position.cannon_missing": "In phase 'cannon' name the cannon that fires: \"cannon\": its number, in the active player's wall.",
        "wettkampf.position.cannon_not_allowed": "Only in phase 'cannon' does a cannon wait to fire: leave 'cannon' out.",
        "wettkampf.position.cannon_card": "Card {card} is not a cannon in player {player}'s wall.",
        "wettkampf.position.cannon_no_target": "The cannon {card} has no open card to fire at: its shot lapses at once, so no position waits for it.",
        "wettkampf.position.end_missing": 'In phase \'over\' say how the game ended: "end": "ninth", "blocked" or "stall".',
        "wettkampf.position.end_not_allowed": "Only a game that is over has an 'end'.",
        "wettkampf.position.end_value": '\'end\' is "ninth", "blocked" or "stall", not {got}.',
        "wettkampf.position.end_wrong": "The game cannot have ended with '{end}' here: {why}.",
        "wettkampf.position.ninth_not_over": "A wall holds 9 cards, so the game is over: set phase 'over' with end 'ninth'.",
        "wettkampf.position.blocked_not_over": "Nobody can lay any card left in the Materiallager, so the game is over: set phase 'over' with end 'blocked'.",
        "wettkampf.position.store_empty": "The Materiallager is empty: the game is over.",
        "wettkampf.position.stall_not_over": "{turn} turns are played, the limit is {max_turns}: the game is over (set phase 'over' with end 'stall').",
        "wettkampf.position.wizard_where": "Player {player} has used the wizard, so the wizard card lies in his wall, or out of the game if a cannon destroyed it.",
        "wettkampf.position.seat_unknown": '{where}: {got} is neither "person" nor a bot; a seat is one of {known}.',
        "wettkampf.position.save_start": "A save starts from a seed (with 'seed' and 'players') or from a 'position', not both or neither.",
        "wettkampf.position.save_action": "Action {number} of the save cannot be replayed: {reason}",
        "wettkampf.position.action": "This is not a valid action ({detail}).",
        # why a game ended (wettkampf.position.end_wrong)
        "wettkampf.why.ninth": "no wall holds 9 cards",
        "wettkampf.why.blocked": "a player can still lay a card from the Materiallager",
        "wettkampf.why.stall": "the turn limit is not reached",
        "wettkampf.why.ninth_first": "a wall holds 9 cards, so the game ended with 'ninth'",
    },
    "de": {
        "wettkampf.turn.game_over": "Das Spiel ist zu Ende.",
        "wettkampf.turn.not_yours": "Spieler {player} ist nicht an der Reihe, sondern Spieler {active}.",
        "wettkampf.turn.wrong_step": "Jetzt heißt es: {step} – nicht '{action}'.",
        "wettkampf.flip.no_slot": "Es gibt keinen Platz {slot}: Die Plätze im Materiallager sind 0 bis {last}.",
        "wettkampf.flip.empty": "Platz {slot} ist leer: Seine Karte liegt in einer Mauer.",
        "wettkampf.lay.too_low": "Die {number} passt nicht: Eine neue Karte muss eine höhere Zahl haben als die letzte Karte deiner Mauer ({last}). Drehe sie wieder um.",
        "wettkampf.expert_only": "'{action}' gehört zur Spielvariante, nicht zum Grundspiel.",
        "wettkampf.wizard.used": "Der Zauber deines Zauberers ist verbraucht: Er wirkt nur ein einziges Mal.",
        "wettkampf.wizard.none": "Der Zauberer liegt nicht auf deiner Mauer: Nur dann kannst du eine Karte einfügen.",
        "wettkampf.wizard.fits_at_end": "Die {number} ist höher als deine letzte Karte ({last}): Lege sie ganz rechts an; der Zauberer ist für niedrigere Karten.",
        "wettkampf.wizard.place": "Die {number} kann nicht an Stelle {position}: Die Zahlenwerte müssen von links nach rechts ansteigen, also gehört sie an Stelle {right}, zwischen {left_card} und {right_card}.",
        "wettkampf.fire.start_tower": "Ein Startturm kann nicht zerstört werden: Er zählt als Turm.",
        "wettkampf.fire.not_in_wall": "Die Karte {card} liegt in keiner Mauer.",
        "wettkampf.fire.own": "Die Karte {card} liegt in deiner eigenen Mauer: Mit der Kanone ärgerst du deine Mitspieler.",
        "wettkampf.fire.tower": "Die Karte {card} ist ein Turm: Türme sind sicher.",
        "wettkampf.fire.protected": "Die Karte {card} von Spieler {player} liegt links vom Turm {tower}: Alle Karten zwischen zwei Türmen sind sicher (der Startturm zählt mit).",
        "wettkampf.setup.players": "Ein Spiel hat 2, 3 oder 4 Spieler, nicht {players}.",
        "wettkampf.setup.names": "Gib genau einen Namen pro Spieler an ({players}).",
        "wettkampf.setup.start_player": "Der Startspieler ist ein Platz von 0 bis {last}, nicht {got}.",
        "wettkampf.setup.max_turns": "Die Höchstzahl der Züge muss eine ganze Zahl ab 1 sein, nicht {got}.",
        "wettkampf.setup.cards": "Die Figuren der Karten müssen eine CardTable sein (burg.wettkampf.data.load_cards), nicht {got}.",
        "wettkampf.cards.read": "Die Kartendatei kann nicht gelesen werden: {detail}.",
        "wettkampf.cards.encoding": "Die Kartendatei ist kein UTF-8-Text ({detail}).",
        "wettkampf.cards.toml": "Die Kartendatei ist kein gültiges TOML: {detail}.",
        "wettkampf.cards.table": "{where} muss eine Tabelle sein, nicht {got}.",
        "wettkampf.cards.unknown_key": "Unbekannter Schlüssel in {where}: {name}.",
        "wettkampf.cards.no_cards": "Die Kartendatei braucht eine Tabelle [cards] mit einer Zeile pro Karte 2 bis 46.",
        "wettkampf.cards.number": "{got} ist keine Karte: Die Karten sind von {lo} bis {hi} nummeriert.",
        "wettkampf.cards.twice_number": "Die Karte {number} steht doppelt in der Datei.",
        "wettkampf.cards.missing": "Die Datei nennt {got} {got|Karte|Karten}; sie braucht alle 45, eine pro Zahl von 2 bis 46. Es fehlen: {numbers}.",
        "wettkampf.cards.row": 'Karte {number}: Eine Zeile lautet {{ figures = [...], source = "A" oder "P" }}, nicht {got}.',
        "wettkampf.cards.source": 'Karte {number}: Die Quelle ist "A" (unsere Annahme) oder "P" (von einer echten Karte abgelesen), nicht {got}.',
        "wettkampf.cards.figure": "Karte {number}: Es gibt keine Figur '{figure}'. Die Figuren sind {known}.",
        "wettkampf.cards.twice_figure": "Karte {number} zeigt die Figur {figure} doppelt: Nur Raben gibt es zu zweit.",
        "wettkampf.cards.ravens_per_card": "Karte {number} zeigt {got} Raben: Eine Rabenkarte zeigt 1 oder 2.",
        "wettkampf.cards.points": "Karte {number}: Ihre Zusatzpunkte sind {got}, ihre Figuren ergeben aber eine andere Zahl.",
        "wettkampf.cards.figure_count": "Die Figur {figure} ist auf {got} {got|Karte|Karten} ({numbers}); das Spiel hat {need}.",
        "wettkampf.cards.ravens": "Raben: {cards} {cards|Rabenkarte|Rabenkarten} ({numbers}) mit zusammen {ravens} Raben; das Spiel hat {need} Rabenkarten oder {need} Raben insgesamt.",
        "wettkampf.cards.rulebook": "[{table}] {name} ist {got}; laut Spielregel {need}.",
        "wettkampf.position.not_object": "Eine Stellungs- oder Spieldatei ist ein JSON-Objekt, nicht {got}.",
        "wettkampf.position.format": "Das ist keine Wettkampf-Datei: 'format' ist {got}, erwartet {want}.",
        "wettkampf.position.version": "Version {got} des Formats '{format}' kann nicht gelesen werden (nur Version {want}).",
        "wettkampf.position.game": "Diese Datei ist ein Spielstand eines anderen Spiels ({got}), nicht von {want}.",
        "wettkampf.position.bool": "{where} muss true oder false sein, nicht {got}.",
        "wettkampf.position.players": "Ein Spiel hat 2, 3 oder 4 Spieler, nicht {players}.",
        "wettkampf.position.card": "{where}: {got} ist keine Karte; die Karten sind von 2 bis 46 nummeriert.",
        "wettkampf.position.ascending": "Die Mauer von Spieler {player} muss von links nach rechts ansteigen: Auf {before} folgt {after}.",
        "wettkampf.position.too_long": "Die Mauer von Spieler {player} hat {got} Karten; das Spiel endet mit der 9.",
        "wettkampf.position.card_twice": "Die Karte {card} liegt an zwei Stellen ({places}).",
        "wettkampf.position.cards_missing": "Die Karten {numbers} liegen nirgends: Jede Karte von 2 bis 46 liegt im Materiallager, in einer Mauer oder aus dem Spiel.",
        "wettkampf.position.store_length": "Das Materiallager hat {need} Plätze, also hat 'store' {need} Einträge (eine Karte oder null), nicht {got}.",
        "wettkampf.position.out_basic": "Nur Kanonen zerstören Karten, und Kanonen gibt es nur in der Spielvariante: 'out' muss leer sein.",
        "wettkampf.position.out_cannons": "{got} {got|Karte ist|Karten sind} aus dem Spiel, aber nur {cannons} {cannons|Kanone kam|Kanonen kamen} in eine Mauer: Jede Kanone zerstört höchstens eine Karte.",
        "wettkampf.position.wizard_value": '{where} ist "unused", "used" oder null, nicht {got}.',
        "wettkampf.position.wizard_basic": "Der Zauberer gehört zur Spielvariante: Lass 'wizard' im Grundspiel weg.",
        "wettkampf.position.wizard_missing": "Der Zauber von Spieler {player} ist unverbraucht, aber in seiner Mauer liegt kein Zauberer.",
        "wettkampf.position.wizard_twice": "Das Spiel hat einen Zauberer: Die Spieler {players} können nicht alle seinen Zauber gehabt haben.",
        "wettkampf.position.phase": "Unbekannte Phase {got}: flip, decide, cannon oder over.",
        "wettkampf.position.flipped_missing": 'In der Phase \'decide\' nenne die aufgedeckte Karte: "flipped": {{"slot": …, "number": …}}.',
        "wettkampf.position.flipped_not_allowed": "Nur in der Phase 'decide' liegt eine Karte offen: Lass 'flipped' weg.",
        "wettkampf.position.flipped_slot": "Die aufgedeckte Karte {number} liegt nicht auf Platz {slot} des Materiallagers (dort liegt {got}).",
        "wettkampf.position.flipped_elsewhere": "Die Karte {number} kann nicht aufgedeckt sein: Sie liegt nicht im Materiallager.",
        "wettkampf.position.cannon_missing": "In der Phase 'cannon' nenne die Kanone, die feuert: \"cannon\": ihre Zahl, in der Mauer des Spielers am Zug.",
        "wettkampf.position.cannon_not_allowed": "Nur in der Phase 'cannon' wartet eine Kanone: Lass 'cannon' weg.",
        "wettkampf.position.cannon_card": "Die Karte {card} ist keine Kanone in der Mauer von Spieler {player}.",
        "wettkampf.position.cannon_no_target": "Die Kanone {card} hat keine offene Karte als Ziel: Die Aktion verfällt sofort, also wartet keine Stellung auf sie.",
        "wettkampf.position.end_missing": 'In der Phase \'over\' sag, wie das Spiel endete: "end": "ninth", "blocked" oder "stall".',
        "wettkampf.position.end_not_allowed": "Nur ein beendetes Spiel hat ein 'end'.",
        "wettkampf.position.end_value": '\'end\' ist "ninth", "blocked" oder "stall", nicht {got}.',
        "wettkampf.position.end_wrong": "Das Spiel kann hier nicht mit '{end}' geendet haben: {why}.",
        "wettkampf.position.ninth_not_over": "Eine Mauer hat 9 Karten, also ist das Spiel zu Ende: Setze die Phase 'over' mit end 'ninth'.",
        "wettkampf.position.blocked_not_over": "Niemand kann noch eine Karte aus dem Materiallager anlegen, also ist das Spiel zu Ende: Setze die Phase 'over' mit end 'blocked'.",
        "wettkampf.position.store_empty": "Das Materiallager ist leer: Das Spiel ist zu Ende.",
        "wettkampf.position.stall_not_over": "{turn} Züge sind gespielt, die Höchstzahl ist {max_turns}: Das Spiel ist zu Ende (setze die Phase 'over' mit end 'stall').",
        "wettkampf.position.wizard_where": "Spieler {player} hat den Zauberer benutzt, also liegt der Zauberer in seiner Mauer – oder aus dem Spiel, wenn eine Kanone ihn zerstört hat.",
        "wettkampf.position.seat_unknown": '{where}: {got} ist weder "person" noch ein Bot; ein Platz ist einer von {known}.',
        "wettkampf.position.save_start": "Ein Spielstand beginnt mit einem Startwert ('seed' und 'players') oder mit einer Stellung ('position'), nicht mit beidem oder keinem.",
        "wettkampf.position.save_action": "Aktion {number} des Spielstands lässt sich nicht nachspielen: {reason}",
        "wettkampf.position.action": "Das ist keine gültige Aktion ({detail}).",
        "wettkampf.why.ninth": "keine Mauer hat 9 Karten",
        "wettkampf.why.blocked": "ein Spieler kann noch eine Karte aus dem Materiallager anlegen",
        "wettkampf.why.stall": "die Höchstzahl der Züge ist nicht erreicht",
        "wettkampf.why.ninth_first": "eine Mauer hat 9 Karten, also endete das Spiel mit 'ninth'",
    },
}

EVENTS: dict[str, dict[str, str]] = {
    "en": {
        "setup": "Set-up: {item} to {dst_name}.",
        "start_player": "{player} starts.",
        "flip": "{player} turns over a {number} (slot #{slot}){figures}.",
        "lay": "{player} lays {number} at the right end of the wall ({position} {position|card|cards}).",
        "return": "{player} turns the {number} face down again (slot #{slot}).",
        "wizard_insert": "{player}'s wizard puts {number} into the wall at position {position}.",
        "cannon": "{player}'s cannon {number} is ready to fire.",
        "cannon_lapsed": "{player}'s cannon {number} finds no open card: the shot lapses.",
        "cannon_shot": "{player}'s cannon destroys {target}'s card {number}: it leaves the game.",
        "hold_fire": "{player}'s cannon {number} does not fire.",
        "game_end": "The game ends: {why}.",
        "reveal_store": "The cards still face down are shown: {cards}.",
        "reveal_nothing": "The Materiallager is empty.",
        "score_basic": "{player}: {cards} {cards|card|cards}, last card {last}.",
        "score_expert": "{player}: {points} {points|point|points} ({cards} {cards|card|cards} + {bonus} bonus).",
    },
    "de": {
        "setup": "Spielvorbereitung: {item} an {dst_name}.",
        "start_player": "{player} beginnt.",
        "flip": "{player} deckt die {number} auf (Platz #{slot}){figures}.",
        "lay": "{player} legt die {number} ganz rechts an die Mauer an ({position} {position|Karte|Karten}).",
        "return": "{player} dreht die {number} wieder um (Platz #{slot}).",
        "wizard_insert": "Der Zauberer von {player} fügt die {number} an Stelle {position} in die Mauer ein.",
        "cannon": "Die Kanone {number} von {player} ist bereit.",
        "cannon_lapsed": "Die Kanone {number} von {player} findet keine offene Karte: Die Aktion verfällt.",
        "cannon_shot": "Die Kanone von {player} zerstört die Karte {number} von {target}: Sie kommt aus dem Spiel.",
        "hold_fire": "Die Kanone {number} von {player} feuert nicht.",
        "game_end": "Das Spiel endet: {why}.",
        "reveal_store": "Die noch verdeckten Karten werden gezeigt: {cards}.",
        "reveal_nothing": "Das Materiallager ist leer.",
        "score_basic": "{player}: {cards} {cards|Karte|Karten}, letzte Karte {last}.",
        "score_expert": "{player}: {points} {points|Punkt|Punkte} ({cards} {cards|Karte|Karten} + {bonus} Zusatzpunkte).",
    },
}

#: Names of a decision kind (``Game.pending.kind``) in the words of an error.
_STEPS = {"flip": "flip", "decide": "decide", "cannon": "cannon_step"}


def name(key: str, lang: str = "en") -> str:
    """The game word for a figure, a place, a decision or an end."""
    names = NAMES.get(lang, NAMES["en"])
    return names.get(key) or NAMES["en"].get(key, key)


def action_words(action: Any, lang: str = "en") -> str | None:
    """A card turned over in game words (what the coach says of a flip whose card nobody has
    seen): its slot as the table numbers it, from 1 (the index + 1). ``None`` for any other
    move: the coach words it by its fields (``burg.core.coach``)."""
    fields = action.to_json()
    if fields["type"] != "flip":
        return None
    return name("flip_slot", lang).format(slot=int(fields["slot"]) + 1)


def figures_name(figures: tuple[str, ...] | list[str] | str, lang: str = "en") -> str:
    """Figures in words: ``("raven", "raven")`` is "2 ravens"; ``()`` is ""."""
    if isinstance(figures, str):
        figures = tuple(f for f in figures.split("+") if f)
    parts = []
    for f in dict.fromkeys(figures):
        k = figures.count(f)
        word = name(f, lang)
        if k > 1:
            word = f"{k} {word}s" if lang == "en" else f"{k} {'Raben' if f == 'raven' else word}"
        parts.append(word)
    return " + ".join(parts)


def render_error(key: str, rule: str, params: dict[str, Any], lang: str = "en") -> str:
    """An error message in ``lang`` with its rulebook section."""
    table = ERRORS.get(lang, ERRORS["en"])
    template = table.get(key) or ERRORS["en"].get(key, key)
    shown = dict(params)
    if key == "wettkampf.turn.wrong_step":
        shown["step"] = name(_STEPS.get(params.get("step", ""), ""), lang)
    if key == "wettkampf.position.end_wrong":
        why = f"wettkampf.why.{params.get('why', '')}"
        shown["why"] = table.get(why) or ERRORS["en"].get(why, why)
    for k in ("numbers", "players", "places"):
        if isinstance(shown.get(k), list):
            shown[k] = ", ".join(str(x) for x in shown[k])
    if isinstance(shown.get("figure"), str):
        shown["figure"] = name(shown["figure"], lang)
    return format_message(template, shown, rule, lang)


def place_name(loc: str | None, players: list[str], lang: str = "en") -> str:
    """A location of the event log in words."""
    if loc is None:
        return ""
    if loc.startswith("p") and loc.endswith(".wall") and loc[1:-5].isdigit():
        seat = int(loc[1:-5])
        who = players[seat] if seat < len(players) else loc
        return f"{who}'s wall" if lang == "en" else f"die Mauer von {who}"
    return name(loc, lang)


def render_event(e: Event, players: list[str], lang: str = "en") -> str:
    """One event in plain words; ``players`` are the players' names by seat."""
    table = EVENTS.get(lang, EVENTS["en"])

    def who(seat: Any) -> str:
        return players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else ""

    d = list(e.detail) + [None] * 10
    item = e.item or ""
    number = item[5:] if item.startswith("card:") else ""
    params: dict[str, Any] = {"player": who(e.player), "number": number}
    key = e.reason
    if key == "setup":
        params["item"] = name("start_tower", lang) if item == "start_tower" else number
        params["dst_name"] = place_name(e.dst, players, lang)
    elif key == "flip":
        # a slot is told as the player sees it on the table, counted from 1 (the index + 1)
        figures = figures_name(d[2] or "", lang)
        params.update(slot=d[0] + 1, number=d[1], figures=f": {figures}" if figures else "")
    elif key == "lay":
        params.update(slot=d[0], position=d[1])
    elif key == "return":
        params.update(slot=d[0] + 1, number=d[1])
    elif key == "wizard_insert":
        params.update(slot=d[0], position=d[1])
    elif key in ("cannon", "cannon_lapsed", "hold_fire"):
        params["number"] = d[0]
    elif key == "cannon_shot":
        params["target"] = who(d[0])
    elif key == "game_end":
        params["why"] = name(str(d[0]), lang)
    elif key == "reveal_store":
        if not e.detail:
            return table["reveal_nothing"]
        params["cards"] = ", ".join(str(c) for _, c in sorted(e.detail, key=lambda sc: sc[1]))
    elif key == "score":
        if len(e.detail) == 2:
            key = "score_basic"
            params.update(cards=d[0], last=d[1])
        else:
            key = "score_expert"
            params.update(cards=d[0], bonus=d[7], points=d[8])
    template = table.get(key)
    if template is None:
        return f"{e.kind}: {e.reason}"
    return fill(template, params)


register_errors(ERRORS["en"].keys(), render_error)
