"""The message catalog: every player-facing text in English and German.

The engine hands out keys and parameters; ``render`` turns them into text. Parameters named
``card``, ``building``, ``kind``, ``cart`` and ``step`` are shown by their game names.
"""

from __future__ import annotations

from typing import Any

from burg.core import jsonread
from burg.core.events import Event
from burg.core.text import LANGUAGES as LANGUAGES
from burg.core.text import fill, format_message, register_errors
from burg.schutz.data import BUILDING_OF

NAMES: dict[str, dict[str, str]] = {
    "en": {
        # person cards
        "bote": "Bote (Messenger)",
        "haendler": "Händler (Trader)",
        "maurer": "Maurer (Bricklayer)",
        "steinmetz": "Steinmetz (Stonemason)",
        "arbeiter_a": "Arbeiter A (Worker: 2 wood + 1 silver)",
        "arbeiter_b": "Arbeiter B (Worker: 2 sand + 1 clay)",
        "arbeiter_c": "Arbeiter C (Worker: 1 stone + 2 of choice)",
        "baumeister": "Baumeister (Master Builder)",
        # pieces and places
        "sand": "sand",
        "wood": "wood",
        "clay": "clay",
        "stone": "stone",
        "silver": "silver",
        "taler": "taler",
        "vp": "VP",
        "helper": "helper",
        "rider": "rider",
        "supply": "personal supply",
        # buildings
        "markt": "Markt (Market)",
        "schmiede": "Schmiede (Forge)",
        "bergfried": "Bergfried (Keep)",
        "taverne": "Taverne (Tavern)",
        "grosses_tor": "Großes Tor (Big Gate)",
        "kleines_tor": "Kleines Tor (Small Gate)",
        "stall": "Stall (Stable)",
        "gesindehaus": "Gesindehaus (Servants' House)",
        "palas": "Palas (Palace)",
        "turm": "Turm (Tower)",
        "haus": "Haus (House)",
        "brunnen": "Brunnen (Well)",
        # winter cards
        "dorfschaenke": "Dorfschänke (Village Inn)",
        "kornspeicher": "Kornspeicher (Granary)",
        "pest": "Pest (Plague)",
        "mauerbruch": "Mauerbruch (Wall Breach)",
        "burgfraeulein": "Burgfräulein (Lady of the Castle)",
        "schneeverwehung": "Schneeverwehung (Snowdrift)",
    },
    "de": {
        "bote": "Bote",
        "haendler": "Händler",
        "maurer": "Maurer",
        "steinmetz": "Steinmetz",
        "arbeiter_a": "Arbeiter A (2 Holz + 1 Silber)",
        "arbeiter_b": "Arbeiter B (2 Sand + 1 Lehm)",
        "arbeiter_c": "Arbeiter C (1 Stein + 2 nach Wahl)",
        "baumeister": "Baumeister",
        "sand": "Sand",
        "wood": "Holz",
        "clay": "Lehm",
        "stone": "Stein",
        "silver": "Silber",
        "taler": "Taler",
        "vp": "SP",
        "helper": "Gehilfe",
        "rider": "Reiter",
        "supply": "persönlicher Vorrat",
        "markt": "Markt",
        "schmiede": "Schmiede",
        "bergfried": "Bergfried",
        "taverne": "Taverne",
        "grosses_tor": "Großes Tor",
        "kleines_tor": "Kleines Tor",
        "stall": "Stall",
        "gesindehaus": "Gesindehaus",
        "palas": "Palas",
        "turm": "Turm",
        "haus": "Haus",
        "brunnen": "Brunnen",
        "dorfschaenke": "Dorfschänke",
        "kornspeicher": "Kornspeicher",
        "pest": "Pest",
        "mauerbruch": "Mauerbruch",
        "burgfraeulein": "Burgfräulein",
        "schneeverwehung": "Schneeverwehung",
    },
}

# Names of the decisions (the pending step), apart from NAMES: "palas" is a building and a step.
STEPS: dict[str, dict[str, str]] = {
    "en": {
        "choose_cards": "choose person cards",
        "worker_pieces": "choose the Arbeiter's pieces",
        "trader": "place a trader helper",
        "tower": "take pieces from the defence tower",
        "buy": "buy from workers",
        "sell": "sell your last piece to the Steinmetz, or keep it",
        "build": "build",
        "payment": "pay for the building",
        "helpers": "place helpers",
        "palas": "convert pieces at the Palas",
        "winter": "answer the winter card",
        "woo": "woo the Burgfräulein",
        "share": "take a share of the Burgfräulein's stakes",
        "toll": "take a merchant helper back (Dorfschänke toll unpaid)",
    },
    "de": {
        "choose_cards": "Personenkarten wählen",
        "worker_pieces": "Rohstoffe des Arbeiters wählen",
        "trader": "Händlergehilfen einsetzen",
        "tower": "Rohstoffe vom Wehrturm nehmen",
        "buy": "bei Arbeitern kaufen",
        "sell": "dem Steinmetz dein letztes Teil verkaufen oder es behalten",
        "build": "bauen",
        "payment": "Bauwerk bezahlen",
        "helpers": "Gehilfen einsetzen",
        "palas": "Rohstoffe im Palas umwandeln",
        "winter": "auf die Winterkarte antworten",
        "woo": "um das Burgfräulein werben",
        "share": "einen Teil vom Burgfräulein nehmen",
        "toll": "einen Händlergehilfen zurücknehmen (Dorfschänke nicht bezahlt)",
    },
}

ERRORS: dict[str, dict[str, str]] = {
    "en": {
        **jsonread.ERRORS["en"],
        "action.malformed": "This is not a valid action ({detail}).",
        "position.game": "This file is a save of another game ({got}), not of {want}.",
        "action.no_such_player": "There is no player {player} in this game.",
        "action.not_legal": "This action is not allowed now.",
        "winter.not_innkeeper": "Only the owner of the innkeeper can take him back, with Händler, Maurer or Steinmetz.",
        "winter.pest_card": "Pest: {card} is not in your discard row.",
        "winter.snow_card": "Schneeverwehung: give up an Arbeiter card from your hand or discard row; {card} is not one.",
        "winter.pest_talers": "Pest: paying costs 1 taler per card in your discard row ({need}); you have {talers}. Lose a card instead.",
        "winter.snow_talers": "Schneeverwehung: paying costs 3 talers; you have {talers}. Give up an Arbeiter card instead.",
        "winter.wall_stone": "Mauerbruch: return 1 to 3 stone you have (or take from the cart for silver), not {count}.",
        "winter.woo_item": "Woo with one piece or one taler you have, not {item}.",
        "winter.stake_item": "The Burgfräulein card holds no {item}.",
        "winter.toll_cart": "You have no merchant helper at the {cart}.",
        "winter.not_in_play": "This winter card is not in play.",
        "winter.inn_taken": "The Dorfschänke already has an innkeeper.",
        "winter.granary_full": "The Kornspeicher has 3 helpers already.",
        "winter.answer": "The winter card cannot be answered with '{action}'.",
        "setup.players": "A game has 2, 3 or 4 players, not {players}.",
        "setup.names": "Give exactly one name per player ({players}).",
        "undo.nothing": "There is nothing to undo ({steps}).",
        "redo.nothing": "There is nothing to redo ({steps}).",
        "turn.game_over": "The game is over.",
        "turn.not_yours": "It is not player {player}'s decision now (waiting for {waiting}: {step}).",
        "turn.wrong_step": "Now is the time to {step}, not for '{action}'.",
        "cards.count": "Choose exactly {need} {need|card|cards}, not {got}.",
        "cards.unknown": "There is no person card '{card}'.",
        "cards.twice": "Each card can be chosen only once ({card}).",
        "cards.not_in_hand": "{card} is not in your hand: it lies in your discard row until you play the Baumeister.",
        "cards.baumeister_full_hand": "You may not play the Baumeister while you hold all your person cards.",
        "cards.order": "This choice of cards is not allowed.",
        "worker.kind": "Arbeiter C takes its 2 free pieces from sand, wood and clay, not {kind}.",
        "worker.supply": "The carts do not hold these pieces ({kinds}).",
        "worker.count": "Choose {wanted} free pieces for Arbeiter C (as many as the carts can give), not {got}.",
        "trader.unknown_cart": "There is no cart '{cart}'.",
        "trader.no_helper": "You have no helper in your personal supply.",
        "trader.rider_needs_all_carts": "The rider may get a helper only when all 4 carts have one.",
        "trader.displace_needs_all_carts": "You may displace a helper only when all 4 carts are occupied; the {cart} cart is taken.",
        "trader.own_helper": "The helper at the {cart} cart is your own: you never displace your own helper.",
        "trader.placed_this_round": "The helper at the {cart} cart was placed this round and cannot be displaced.",
        "tower.kind": "The defence tower holds no kind '{kind}'.",
        "buy.no_taler": "Buying a piece costs 1 taler, and you have none.",
        "buy.own_worker": "The Steinmetz never buys from his owner's own Arbeiter.",
        "buy.no_worker": "The Steinmetz buys only from Arbeiter cards played this round; {name}'s {card} is not one of them.",
        "buy.once_per_worker": "You already bought from {name}'s Arbeiter: 1 piece per worker-player.",
        "buy.not_on_card": "There is no {kind} on that Arbeiter card.",
        "buy.refused": "{name} kept the last piece on that Arbeiter card: you may not ask for it again.",
        "build.unknown": "There is no building template '{building}'.",
        "build.already_built": "{building} is built already.",
        "build.two_per_card": "A card builds at most 2 buildings.",
        "build.take_next": "Build the next template of this kind ({next}).",
        "build.cannot_pay": "You cannot pay exactly {value} points for {building} with at least 3 kinds.",
        "pay.wrong_building": "You are paying for {chosen}, not {building}.",
        "pay.malformed": "A payment names 4 counts (sand, wood, clay, stone) and how many came from silver.",
        "pay.not_exact": "Pay exactly {value} points, not {paid}: overpaying is not allowed.",
        "pay.kinds": "Pay with at least {min} different kinds, not {kinds}.",
        "pay.no_silver": "That needs {need} silver, you have {have}.",
        "pay.carts_lack": "Silver buys only what the carts hold: {have} {kind}, not {need}.",
        "pay.not_enough": "You have {have} {kind}, not {need}.",
        "helper.card": "Only the Maurer or the Steinmetz place helpers, not the {card}.",
        "helper.no_building": "You may place helpers only after building at least 1 building this round.",
        "helper.two_per_card": "A card places at most 2 helpers.",
        "helper.no_slots": "{building} has no helper slots.",
        "helper.not_built": "{building} is not built yet.",
        "helper.no_such_slot": "{building} has no slot {slot}.",
        "helper.slot_taken": "That slot of {building} is taken.",
        "helper.same_building": "Two helpers placed in one round must go to different buildings ({building}).",
        "helper.fee": "The helper fee is {fee} talers; you have {talers}.",
        "helper.no_helper": "You have no helper in your personal supply.",
        "helper.not_your_cart": "You have no merchant helper at the {cart} cart.",
        "helper.source": "A helper comes from your supply or from one of your carts, not '{source}'.",
        "palas.limit": "You have converted as many pieces as your Palas helpers allow.",
        "palas.no_piece": "You have no {kind} to convert.",
        "palas.carts_lack": "The carts hold no {kind} to take for your silver.",
        # positions and save files (burg/schutz/positions.py, docs/positions.md)
        "position.not_object": "A position or save file is a JSON object, not {got}.",
        "position.format": "This is not a Burg file: 'format' is {got}, expected {want}.",
        "position.version": "Version {got} of the '{format}' format cannot be read (only version {want}).",
        "position.bool": "{where} must be true or false, not {got}.",
        "position.winter_summer": '{what} belongs to the winter game: add a "winter" section.',
        "position.winter_card_unknown": "{where}: there is no winter card {got}.",
        "position.winter_answer": "{card} is not a winter card that is answered at once / stays in play here.",
        "position.winter_cards": "Each of the six winter cards must be in exactly one place (deck, in play, out), not {got}.",
        "position.winter_queue": "Who must answer, woo or share next (winter.queue) does not fit the phase {phase}.",
        "position.winter_place": "The {card} card does not fit: its helpers, talers or stakes need it in play.",
        "position.players": "A game has 2, 3 or 4 players, not {players}.",
        "position.rounds_total": "A {players}-player game has {need} rounds, not {got}.",
        "position.round_fields": "In round {round} of {total}, {need} talers lie on the round fields, not {got}.",
        "position.phase": "Unknown phase {got}: choose, stock, resolve, palas or over.",
        "position.card_unknown": "{where}: there is no person card {got}.",
        "position.seat_unknown": '{where}: {got} is neither "person" nor a bot; a seat is one of {known}.',
        "position.card_twice": "Player {player} holds {card} twice (hand, discard row and the cards chosen face down are separate places).",
        "position.cards_missing": "Player {player} lacks person cards: {card}. Each card is in the hand, the discard row or chosen face down.",
        "position.chosen_count": "Player {player} chooses {need} {need|card|cards} per round, not {got}.",
        "position.baumeister_discard": "Player {player} may not choose the Baumeister while the discard row is empty.",
        "position.chosen_not_discarded": "Player {player} revealed {card} this round: it lies in the discard row until the Baumeister takes it back.",
        "position.baumeister_returned": "Player {player}'s Baumeister has taken all played cards back into hand; the discard row cannot hold {card}.",
        "position.merchant_round": "Player {player}'s Händler has not resolved yet in round {got}, so the merchant helper ({cart}) cannot have been placed in that round.",
        "position.merchant_same_round": "Player {player} has two merchant helpers placed in round {got}, but a Händler places only one.",
        "position.building_unknown": "There is no building template '{got}'.",
        "position.prebuilt": "{building} is built from the start: leave it out of 'built' (or give -1).",
        "position.no_slots": "{building} has no helper slots.",
        "position.slots_length": "{building} has {need} helper {need|slot|slots}, not {got}.",
        "position.slot_unbuilt": "{building} is not built, so no helper can be in it.",
        "position.current_missing": "In phase '{phase}' name the card being resolved: \"current\": [card, seat].",
        "position.current_form": "'current' names a card and a seat, e.g. [\"maurer\", 1], not {got}.",
        "position.current_not_allowed": "In phase '{phase}' no card is being resolved: leave 'current' out.",
        "position.not_played": "Player {player} did not reveal {card} this round.",
        "position.stock_card": "While the Arbeiter cards are stocked, only an Arbeiter C waits (for its pieces of choice), not the {card}.",
        "position.never_waits": "The {card} resolves at once and never waits for a decision.",
        "position.step": "The {card} waits only at one of the steps {steps}, not at {got}.",
        "position.step_phase": "In phase '{phase}' there is no step, not {got}.",
        "position.helpers_need_building": "Player {player} has built nothing this round, so no helper can have been placed.",
        "position.building_missing": "At the payment step, 'building' names the building being paid for.",
        "position.building_built": "{building} is built already: it cannot be awaiting payment.",
        "position.building_not_paying": "Only at the payment step does a building await payment, not {building}.",
        "position.bought_from": "Player {player}'s Steinmetz buys only from other players who played an Arbeiter this round, not from player {seller}.",
        "position.offer": "Player {player}'s Steinmetz waits for an answer only at step 'sell', for the last piece on another player's Arbeiter card he has not bought from (got {got}).",
        "position.refused": "Only an Arbeiter card of a player the current Steinmetz may buy from can have kept its last piece from him (got {got}).",
        "position.palas_queue": "The Palas owners convert in seat order from the start player ({owners}); those still to convert cannot be {got}.",
        "position.palas_early": "Palas owners wait to convert only in phase 'palas'.",
        "position.not_over": "The game ends after round {total} or once every template is built: in round {round} it is not over.",
        "position.merchants_at_end": "At the final scoring every merchant helper has left the carts and the rider.",
        "position.built_this_round": "Player {player} cannot have built {got} {got|building|buildings} this round (at most {max}).",
        "position.helper_buildings": "Player {player} has no helper in {building}, so cannot have placed one there this round.",
        "position.worker_key": '{got} is not an Arbeiter card: write seat:card, e.g. "0:arbeiter_c".',
        "position.worker_not_stocked": "{card} of player {player} is not stocked yet: the cards are stocked in resolution order.",
        "position.worker_pieces": "{card} of player {player} holds more than it is stocked with.",
        "position.worker_taken": "{card} of player {player} has resolved: its owner took its pieces, so it is empty.",
        "position.too_many_pieces": "The position holds {got} {kind} outside the carts, but the game has only {total}.",
        "position.pieces_total": "The game has {total} {kind} in all (carts, defence tower, players, Arbeiter cards, forge, out of the game), not {got}.",
        "position.too_many_talers": "The position holds {got} talers outside the bank, but the game has only {total}.",
        "position.talers_total": "The game has {total} talers in all (bank, round fields, players, out of the game), not {got}.",
        "position.too_many_helpers": "Player {player} has {got} helpers on carts and in buildings, but only {total} in all.",
        "position.helpers_total": "Player {player} has {total} helpers in all (supply, carts and rider, buildings), not {got}.",
        "position.scores_early": "Scores exist only from the final scoring on (phase palas or over).",
        "position.scores_sum": "Player {player} has {vp} VP, but the scores add up to {got}.",
        "position.save_start": 'A save file starts from a seed ("seed", "players") or from a "position": exactly one of them.',
        "position.save_action": "Action {number} of the save file cannot be replayed: {reason}",
        "position.action": "This is not an action ({detail}).",
    },
    "de": {
        **jsonread.ERRORS["de"],
        "action.malformed": "Das ist keine gültige Aktion ({detail}).",
        "position.game": "Diese Datei ist der Spielstand eines anderen Spiels ({got}), nicht von {want}.",
        "action.no_such_player": "Es gibt keinen Spieler {player} in dieser Partie.",
        "action.not_legal": "Diese Aktion ist jetzt nicht erlaubt.",
        "setup.players": "Es spielen 2, 3 oder 4 Personen, nicht {players}.",
        "setup.names": "Gib genau einen Namen pro Spieler an ({players}).",
        "undo.nothing": "Es gibt nichts zurückzunehmen ({steps}).",
        "redo.nothing": "Es gibt nichts zu wiederholen ({steps}).",
        "turn.game_over": "Das Spiel ist zu Ende.",
        "turn.not_yours": "Spieler {player} ist jetzt nicht am Zug (es warten {waiting}: {step}).",
        "turn.wrong_step": "Jetzt heißt es: {step} – nicht '{action}'.",
        "cards.count": "Wähle genau {need} {need|Karte|Karten}, nicht {got}.",
        "cards.unknown": "Es gibt keine Personenkarte '{card}'.",
        "cards.twice": "Jede Karte kann nur einmal gewählt werden ({card}).",
        "cards.not_in_hand": "{card} ist nicht auf deiner Hand: sie liegt im Ablagestapel, bis du den Baumeister spielst.",
        "cards.baumeister_full_hand": "Hast du alle Personenkarten auf der Hand, darfst du den Baumeister nicht spielen.",
        "cards.order": "Diese Kartenwahl ist nicht erlaubt.",
        "worker.kind": "Arbeiter C erhält 2 beliebige Teile aus Sand, Holz und Lehm, nicht {kind}.",
        "worker.supply": "Die Fuhrwerke haben diese Teile nicht ({kinds}).",
        "worker.count": "Wähle {wanted} freie Teile für Arbeiter C (so viele die Fuhrwerke geben können), nicht {got}.",
        "trader.unknown_cart": "Es gibt kein Fuhrwerk '{cart}'.",
        "trader.no_helper": "Du hast keinen Gehilfen im persönlichen Vorrat.",
        "trader.rider_needs_all_carts": "Erst wenn jedes Fuhrwerk einen Gehilfen hat, darf auch der Reiter einen erhalten.",
        "trader.displace_needs_all_carts": "Verdrängen darfst du nur, wenn alle Fuhrwerke besetzt sind; das Fuhrwerk {cart} ist besetzt.",
        "trader.own_helper": "Der Gehilfe beim Fuhrwerk {cart} ist dein eigener: eigene Gehilfen verdrängst du nicht.",
        "trader.placed_this_round": "Der Gehilfe beim Fuhrwerk {cart} wurde in dieser Runde eingesetzt und darf nicht verdrängt werden.",
        "tower.kind": "Auf dem Wehrturm gibt es keine Sorte '{kind}'.",
        "buy.no_taler": "Ein Teil kostet 1 Taler, und du hast keinen.",
        "buy.own_worker": "Mit dem Steinmetz dem eigenen Arbeiter etwas abzukaufen ist nicht gestattet.",
        "buy.no_worker": "Der Steinmetz kauft nur von Arbeiterkarten, die in dieser Runde ausliegen; der {card} von {name} gehört nicht dazu.",
        "buy.once_per_worker": "Du hast schon beim Arbeiter von {name} gekauft: 1 Teil pro Spieler.",
        "buy.not_on_card": "Auf dieser Arbeiterkarte liegt kein {kind}.",
        "buy.refused": "{name} hat das letzte Teil auf dieser Arbeiterkarte behalten: du darfst nicht noch einmal danach fragen.",
        "build.unknown": "Es gibt keine Bauwerksvorlage '{building}'.",
        "build.already_built": "{building} ist schon errichtet.",
        "build.two_per_card": "Mit einer Karte errichtest du höchstens 2 Bauwerke.",
        "build.take_next": "Baue die nächste Vorlage dieser Art ({next}).",
        "build.cannot_pay": "Du kannst für {building} nicht genau {value} Baupunkte aus mindestens 3 Sorten zahlen.",
        "pay.wrong_building": "Du bezahlst {chosen}, nicht {building}.",
        "pay.malformed": "Eine Zahlung nennt 4 Anzahlen (Sand, Holz, Lehm, Stein) und wie viele davon aus Silber kamen.",
        "pay.not_exact": "Zahle genau {value} Baupunkte, nicht {paid}: Überzahlen ist nicht gestattet.",
        "pay.kinds": "Zahle mit mindestens {min} verschiedenen Sorten, nicht {kinds}.",
        "pay.no_silver": "Dafür brauchst du {need} Silber, du hast {have}.",
        "pay.carts_lack": "Für Silber gibt es nur, was die Fuhrwerke haben: {have} {kind}, nicht {need}.",
        "pay.not_enough": "Du hast {have} {kind}, nicht {need}.",
        "helper.card": "Nur Maurer und Steinmetz setzen Gehilfen ein, nicht der {card}.",
        "helper.no_building": "Gehilfen einsetzen darfst du nur, wenn du in dieser Runde mindestens 1 Bauwerk errichtet hast.",
        "helper.two_per_card": "Mit einer Karte setzt du höchstens 2 Gehilfen ein.",
        "helper.no_slots": "{building} hat keine Gehilfenplätze.",
        "helper.not_built": "{building} ist noch nicht errichtet.",
        "helper.no_such_slot": "{building} hat keinen Platz {slot}.",
        "helper.slot_taken": "Dieser Platz in {building} ist besetzt.",
        "helper.same_building": "Zwei Gehilfen einer Runde musst du auf verschiedene Bauwerke verteilen ({building}).",
        "helper.fee": "Das Lehrgeld beträgt {fee} Taler; du hast {talers}.",
        "helper.no_helper": "Du hast keinen Gehilfen im persönlichen Vorrat.",
        "helper.not_your_cart": "Du hast keinen Händlergehilfen beim Fuhrwerk {cart}.",
        "helper.source": "Ein Gehilfe kommt aus deinem Vorrat oder von deinem Fuhrwerk, nicht '{source}'.",
        "palas.limit": "Du hast so viele Teile umgewandelt, wie deine Gehilfen im Palas erlauben.",
        "palas.no_piece": "Du hast kein {kind} zum Umwandeln.",
        "palas.carts_lack": "Die Fuhrwerke haben kein {kind} für dein Silber.",
        # Stellungen und Spielstände (burg/schutz/positions.py, docs/positions.md)
        "position.not_object": "Eine Stellung oder ein Spielstand ist ein JSON-Objekt, nicht {got}.",
        "position.format": "Das ist keine Burg-Datei: 'format' ist {got}, erwartet {want}.",
        "position.version": "Version {got} des Formats '{format}' kann nicht gelesen werden (nur Version {want}).",
        "position.bool": "{where} muss true oder false sein, nicht {got}.",
        "position.winter_summer": '{what} gehört zum Winterspiel: füge einen Abschnitt "winter" hinzu.',
        "position.winter_card_unknown": "{where}: es gibt keine Winterkarte {got}.",
        "position.winter_answer": "{card} ist hier keine Winterkarte, die sofort wirkt / im Spiel bleibt.",
        "position.winter_cards": "Jede der sechs Winterkarten muss an genau einem Ort sein (Stapel, im Spiel, aus dem Spiel), nicht {got}.",
        "position.winter_queue": "Wer als Nächstes antwortet, wirbt oder teilt (winter.queue), passt nicht zur Phase {phase}.",
        "position.winter_place": "Die Karte {card} passt nicht: ihre Gehilfen, Taler oder Einsätze brauchen sie im Spiel.",
        "position.players": "Es spielen 2, 3 oder 4 Personen, nicht {players}.",
        "position.rounds_total": "Mit {players} Personen dauert das Spiel {need} Runden, nicht {got}.",
        "position.round_fields": "In Runde {round} von {total} liegen {need} Taler auf den Rundenfeldern, nicht {got}.",
        "position.phase": "Unbekannte Phase {got}: choose, stock, resolve, palas oder over.",
        "position.card_unknown": "{where}: Es gibt keine Personenkarte {got}.",
        "position.seat_unknown": '{where}: {got} ist weder "person" noch ein Bot; ein Platz ist eins von {known}.',
        "position.card_twice": "Spieler {player} hat {card} doppelt (Hand, Ablagestapel und verdeckt gewählte Karten sind getrennte Orte).",
        "position.cards_missing": "Spieler {player} fehlen Personenkarten: {card}. Jede Karte ist auf der Hand, im Ablagestapel oder verdeckt gewählt.",
        "position.chosen_count": "Spieler {player} wählt {need} {need|Karte|Karten} pro Runde, nicht {got}.",
        "position.baumeister_discard": "Spieler {player} darf den Baumeister nicht wählen, solange sein Ablagestapel leer ist.",
        "position.chosen_not_discarded": "Spieler {player} hat {card} in dieser Runde aufgedeckt: die Karte liegt im Ablagestapel, bis der Baumeister sie zurückholt.",
        "position.baumeister_returned": "Der Baumeister von Spieler {player} hat alle gespielten Karten zurück auf die Hand genommen; im Ablagestapel kann nicht {card} liegen.",
        "position.merchant_round": "Der Händler von Spieler {player} ist in Runde {got} noch nicht ausgeführt, also kann der Händlergehilfe ({cart}) nicht in dieser Runde eingesetzt worden sein.",
        "position.merchant_same_round": "Spieler {player} hat zwei Händlergehilfen aus Runde {got}, ein Händler setzt aber nur einen ein.",
        "position.building_unknown": "Es gibt keine Bauwerksvorlage '{got}'.",
        "position.prebuilt": "{building} steht von Anfang an: lass es in 'built' weg (oder gib -1 an).",
        "position.no_slots": "{building} hat keine Gehilfenplätze.",
        "position.slots_length": "{building} hat {need} {need|Gehilfenplatz|Gehilfenplätze}, nicht {got}.",
        "position.slot_unbuilt": "{building} ist nicht errichtet, also kann dort kein Gehilfe stehen.",
        "position.current_missing": "In Phase '{phase}' nenne die Karte, die gerade ausgeführt wird: \"current\": [Karte, Platz].",
        "position.current_form": "'current' nennt eine Karte und einen Platz, z. B. [\"maurer\", 1], nicht {got}.",
        "position.current_not_allowed": "In Phase '{phase}' wird keine Karte ausgeführt: lass 'current' weg.",
        "position.not_played": "Spieler {player} hat {card} in dieser Runde nicht aufgedeckt.",
        "position.stock_card": "Beim Bestücken der Arbeiterkarten wartet nur ein Arbeiter C (auf seine Teile nach Wahl), nicht der {card}.",
        "position.never_waits": "Der {card} wird sofort ausgeführt und wartet nie auf eine Entscheidung.",
        "position.step": "Der {card} wartet nur bei einem der Schritte {steps}, nicht bei {got}.",
        "position.step_phase": "In Phase '{phase}' gibt es keinen Schritt, nicht {got}.",
        "position.helpers_need_building": "Spieler {player} hat in dieser Runde nichts errichtet, also kann er keinen Gehilfen eingesetzt haben.",
        "position.building_missing": "Beim Bezahlen nennt 'building' das Bauwerk, das bezahlt wird.",
        "position.building_built": "{building} ist schon errichtet: es kann nicht auf seine Bezahlung warten.",
        "position.building_not_paying": "Nur beim Bezahlen wartet ein Bauwerk auf seine Bezahlung, nicht {building}.",
        "position.bought_from": "Der Steinmetz von Spieler {player} kauft nur bei anderen Spielern, die in dieser Runde einen Arbeiter gespielt haben, nicht bei Spieler {seller}.",
        "position.offer": "Der Steinmetz von Spieler {player} wartet nur im Schritt 'sell' auf eine Antwort, und nur für das letzte Teil auf der Arbeiterkarte eines anderen Spielers, bei dem er noch nicht gekauft hat ({got}).",
        "position.refused": "Nur die Arbeiterkarte eines Spielers, bei dem der aktuelle Steinmetz kaufen darf, kann ihm ihr letztes Teil verweigert haben ({got}).",
        "position.palas_queue": "Die Besitzer im Palas wandeln in Sitzreihenfolge ab dem Startspieler um ({owners}); die noch wartenden können nicht {got} sein.",
        "position.palas_early": "Nur in Phase 'palas' warten Besitzer im Palas aufs Umwandeln.",
        "position.not_over": "Das Spiel endet nach Runde {total} oder sobald alle Vorlagen errichtet sind: in Runde {round} ist es nicht vorbei.",
        "position.merchants_at_end": "In der Schlusswertung haben alle Händlergehilfen die Fuhrwerke und den Reiter verlassen.",
        "position.built_this_round": "Spieler {player} kann in dieser Runde nicht {got} {got|Bauwerk|Bauwerke} errichtet haben (höchstens {max}).",
        "position.helper_buildings": "Spieler {player} hat keinen Gehilfen in {building}, kann also in dieser Runde keinen dort eingesetzt haben.",
        "position.worker_key": '{got} ist keine Arbeiterkarte: schreibe Platz:Karte, z. B. "0:arbeiter_c".',
        "position.worker_not_stocked": "{card} von Spieler {player} ist noch nicht bestückt: die Karten werden in Ausführungsreihenfolge bestückt.",
        "position.worker_pieces": "Auf {card} von Spieler {player} liegt mehr, als die Karte erhält.",
        "position.worker_taken": "{card} von Spieler {player} ist ausgeführt: der Besitzer hat die Teile genommen, die Karte ist leer.",
        "position.too_many_pieces": "Außerhalb der Fuhrwerke liegen {got} {kind}, das Spiel hat aber nur {total}.",
        "position.pieces_total": "Das Spiel hat insgesamt {total} {kind} (Fuhrwerke, Wehrturm, Spieler, Arbeiterkarten, Schmiede, aus dem Spiel), nicht {got}.",
        "position.too_many_talers": "Außerhalb der Bank liegen {got} Taler, das Spiel hat aber nur {total}.",
        "position.talers_total": "Das Spiel hat insgesamt {total} Taler (Bank, Rundenfelder, Spieler, aus dem Spiel), nicht {got}.",
        "position.too_many_helpers": "Spieler {player} hat {got} Gehilfen bei Fuhrwerken und in Bauwerken, insgesamt aber nur {total}.",
        "position.helpers_total": "Spieler {player} hat insgesamt {total} Gehilfen (Vorrat, Fuhrwerke und Reiter, Bauwerke), nicht {got}.",
        "position.scores_early": "Wertungen gibt es erst ab der Schlusswertung (Phase palas oder over).",
        "position.scores_sum": "Spieler {player} hat {vp} SP, die Wertungen ergeben aber {got}.",
        "position.save_start": 'Ein Spielstand beginnt mit einem Startwert ("seed", "players") oder mit einer Stellung ("position"): genau eins von beiden.',
        "position.save_action": "Aktion {number} des Spielstands lässt sich nicht nachspielen: {reason}",
        "position.action": "Das ist keine Aktion ({detail}).",
        "winter.not_innkeeper": "Nur der Besitzer des Wirtes kann ihn zurücknehmen, mit Händler, Maurer oder Steinmetz.",
        "winter.pest_card": "Pest: {card} liegt nicht auf deinem Ablagestapel.",
        "winter.snow_card": "Schneeverwehung: gib einen Arbeiter von der Hand oder vom Ablagestapel ab; {card} ist keiner.",
        "winter.pest_talers": "Pest: Zahlen kostet 1 Taler pro Karte auf dem Ablagestapel ({need}); du hast {talers}. Gib eine Karte ab.",
        "winter.snow_talers": "Schneeverwehung: Zahlen kostet 3 Taler; du hast {talers}. Gib einen Arbeiter ab.",
        "winter.wall_stone": "Mauerbruch: gib 1 bis 3 eigene Steinquader ab (oder tausche Silber), nicht {count}.",
        "winter.woo_item": "Wirb mit einem Rohstoffteil oder einem Taler, den du hast, nicht mit {item}.",
        "winter.stake_item": "Auf dem Burgfräulein liegt kein {item}.",
        "winter.toll_cart": "Du hast keinen Händlergehilfen bei {cart}.",
        "winter.not_in_play": "Diese Winterkarte ist nicht im Spiel.",
        "winter.inn_taken": "Die Dorfschänke hat schon einen Wirt.",
        "winter.granary_full": "Im Kornspeicher stehen schon 3 Gehilfen.",
        "winter.answer": "Auf die Winterkarte kann man nicht mit '{action}' antworten.",
    },
}


EVENTS: dict[str, dict[str, str]] = {
    "en": {
        "setup": "Set-up: {count} {item} to {dst_name}.",
        "reveal_transfer": "{player} reveals {item}.",
        "round_start": "Round {d0} of {d1} begins; {player} is start player.",
        "round_taler": "{player} takes the taler from the round field.",
        "chose": "{player} chooses face down.",
        "reveal": "All reveal their cards.",
        "stock_worker": "{count} {item} from the carts onto {player}'s {card}.",
        "supply_short": "The carts are short: {d1} of {d2} {d0}.",
        "bote": "{player}'s Bote takes {count} talers from the bank.",
        "bank_short": "The bank is short: {d1} instead of {d0} talers.",
        "place_trader": "{player} places a trader helper at the {dst_name}.",
        "displaced": "A helper is displaced from the {src_name} back to its owner.",
        "no_trader_place": "{player}'s Händler finds no place for a helper.",
        "done_trader": "{player}'s Händler places no helper.",
        "tower_tribute": "{player} puts 1 {item} on the defence tower.",
        "delivery": "The {d0} delivers {count} {item} to {player}.",
        "maurer_tower": "{player}'s Maurer takes {count} {item} from the defence tower.",
        "tower_empty_kind": "{player}'s Maurer chooses {d0}: the defence tower holds none.",
        "tower_empty": "The defence tower is empty.",
        "buy_piece": "{player}'s Steinmetz buys {count} {item} from {src_name}.",
        "buy_payment": "{player} pays {count} taler to {dst_name} for the {d0}.",
        "done_buy": "{player} buys nothing more.",
        "asked_last_piece": "{player}'s Steinmetz asks for the last piece on an Arbeiter card ({d0}); its owner may refuse.",
        "kept_last_piece": "{player} keeps the last {d0} on his Arbeiter card.",
        "worker_take": "{player} takes {count} {item} from {card}.",
        "forge_exchange": "{player} exchanges at the forge: {count} {item} ({src_name} → {dst_name}).",
        "build_payment": "{player} pays {count} {item} for {d0}.",
        "built": "{player} builds {d0} with the {card}.",
        "cannot_build": "{player} cannot build anything with the {card}.",
        "done_build": "{player} builds nothing more.",
        "maurer_wage": "{player}'s Maurer earns {count} talers for the pieces used.",
        "build_vp": "{player} scores {count} VP for {d0} (Steinmetz).",
        "build_vp_half": "{player} scores {count} VP for {d0} (Arbeiter: half).",
        "helper_fee": "{player} pays {count} talers helper fee for {d0}.",
        "place_helper": "{player} places a helper in {dst_name}.",
        "done_helpers": "{player} places no more helpers.",
        "baumeister_return": "{player} takes {item} back into hand.",
        "baumeister_vp": "{player}'s Baumeister scores {count} VP for {d0} {d0|building|buildings} by others.",
        "baumeister_nothing": "{player}'s Baumeister scores nothing this round.",
        "round_end": "Round {d0} ends.",
        "game_end": "The game ends: final scoring.",
        "final_remove": "{player}'s merchant helper leaves the {src_name}.",
        "markt_convert": "{player} converts {count} talers at the Markt.",
        "palas_convert": "{player} converts 1 {item} at the Palas.",
        "done_palas": "{player} converts nothing more.",
        "score": "{player} scores {count} VP for a helper in {building}.",
        "game_over": "The game is over.",
        "winter_card": "Winter card: {player} draws {card} and reads it out: {text}",
        "winter_card_out": "{card} leaves the game.",
        "winter_no_effect": "{card} does not touch {player}.",
        "pest_card": "{player} loses {item} to the Pest.",
        "pest_talers": "{player} pays {count} talers to the bank for the Pest.",
        "schneeverwehung_card": "{player} gives up {item} to the Schneeverwehung.",
        "schneeverwehung_talers": "{player} pays {count} talers to the bank for the Schneeverwehung.",
        "mauerbruch_stone": "{player} returns {count} stone to the supply (Mauerbruch).",
        "mauerbruch_vp": "{player} scores {count} VP for the Mauerbruch.",
        "done_winter": "{player} returns no stone.",
        "woo": "{player} woos the Burgfräulein with 1 {item}.",
        "woo_stop": "{player} stops wooing the Burgfräulein.",
        "lady_won": "{player} is the last wooer and wins the Burgfräulein.",
        "lady_vp": "{player} scores {count} VP for the Burgfräulein.",
        "lady_share": "{player} takes 1 {item} from the Burgfräulein card.",
        "inn_toll": "{player}'s Händler pays {count} taler toll to {dst_name}.",
        "inn_toll_own": "{player} is his own innkeeper: the toll stays with him.",
        "inn_toll_unpaid": "{player} cannot pay the Dorfschänke toll and has no merchant helper to take back.",
        "inn_toll_helper": "{player} cannot pay the toll and takes his merchant helper back from the {src_name}.",
        "recall_innkeeper": "{player} takes his innkeeper back from the Dorfschänke.",
        "inn_talers": "{player}'s new innkeeper takes {count} talers from the Dorfschänke card.",
        "transfer": "{count} {item}: {src_name} → {dst_name}.",
    },
    "de": {
        "setup": "Spielvorbereitung: {count} {item} an {dst_name}.",
        "reveal_transfer": "{player} deckt {item} auf.",
        "round_start": "Runde {d0} von {d1} beginnt; {player} ist Startspieler.",
        "round_taler": "{player} nimmt den Taler vom Rundenfeld.",
        "chose": "{player} wählt verdeckt.",
        "reveal": "Alle decken ihre Karten auf.",
        "stock_worker": "{count} {item} von den Fuhrwerken auf {card} von {player}.",
        "supply_short": "Die Fuhrwerke sind knapp: {d1} von {d2} {d0}.",
        "bote": "Der Bote von {player} nimmt {count} Taler aus der Bank.",
        "bank_short": "Die Bank ist knapp: {d1} statt {d0} Taler.",
        "place_trader": "{player} setzt einen Händlergehilfen an: {dst_name}.",
        "displaced": "Ein Gehilfe wird verdrängt ({src_name}) und geht an seinen Besitzer zurück.",
        "no_trader_place": "Der Händler von {player} findet keinen Platz.",
        "done_trader": "Der Händler von {player} setzt keinen Gehilfen ein.",
        "tower_tribute": "{player} legt 1 {item} auf den Wehrturm.",
        "delivery": "{d0} liefert {count} {item} an {player}.",
        "maurer_tower": "Der Maurer von {player} nimmt {count} {item} vom Wehrturm.",
        "tower_empty_kind": "Der Maurer von {player} wählt {d0}: davon liegt nichts auf dem Wehrturm.",
        "tower_empty": "Der Wehrturm ist leer.",
        "buy_piece": "Der Steinmetz von {player} kauft {count} {item} von {src_name}.",
        "buy_payment": "{player} zahlt {count} Taler an {dst_name} für {d0}.",
        "done_buy": "{player} kauft nichts mehr.",
        "asked_last_piece": "Der Steinmetz von {player} fragt nach dem letzten Teil auf einer Arbeiterkarte ({d0}); ihr Besitzer darf ablehnen.",
        "kept_last_piece": "{player} behält das letzte Teil ({d0}) auf seiner Arbeiterkarte.",
        "worker_take": "{player} nimmt {count} {item} von {card}.",
        "forge_exchange": "{player} tauscht in der Schmiede: {count} {item} ({src_name} → {dst_name}).",
        "build_payment": "{player} zahlt {count} {item} für {d0}.",
        "built": "{player} errichtet {d0} mit dem {card}.",
        "cannot_build": "{player} kann mit dem {card} nichts errichten.",
        "done_build": "{player} baut nichts mehr.",
        "maurer_wage": "Der Maurer von {player} erhält {count} Taler für die verbauten Teile.",
        "build_vp": "{player} erhält {count} SP für {d0} (Steinmetz).",
        "build_vp_half": "{player} erhält {count} SP für {d0} (Arbeiter: die Hälfte).",
        "helper_fee": "{player} zahlt {count} Taler Lehrgeld für {d0}.",
        "place_helper": "{player} setzt einen Gehilfen ein: {dst_name}.",
        "done_helpers": "{player} setzt keine weiteren Gehilfen ein.",
        "baumeister_return": "{player} nimmt {item} wieder auf die Hand.",
        "baumeister_vp": "Der Baumeister von {player} erhält {count} SP für {d0} {d0|Bauwerk|Bauwerke} der Mitspieler.",
        "baumeister_nothing": "Der Baumeister von {player} bringt diese Runde nichts.",
        "round_end": "Runde {d0} endet.",
        "game_end": "Das Spiel endet: Schlusswertung.",
        "final_remove": "Der Händlergehilfe von {player} verlässt {src_name}.",
        "markt_convert": "{player} wandelt im Markt {count} Taler um.",
        "palas_convert": "{player} wandelt im Palas 1 {item} um.",
        "done_palas": "{player} wandelt nichts mehr um.",
        "score": "{player} erhält {count} SP für einen Gehilfen in {building}.",
        "game_over": "Das Spiel ist zu Ende.",
        "winter_card": "Winterkarte: {player} zieht {card} und liest vor: {text}",
        "winter_card_out": "{card} kommt aus dem Spiel.",
        "winter_no_effect": "{card} betrifft {player} nicht.",
        "pest_card": "{player} verliert {item} durch die Pest.",
        "pest_talers": "{player} zahlt {count} Taler für die Pest an die Bank.",
        "schneeverwehung_card": "{player} gibt {item} an die Schneeverwehung ab.",
        "schneeverwehung_talers": "{player} zahlt {count} Taler für die Schneeverwehung an die Bank.",
        "mauerbruch_stone": "{player} gibt {count} Steinquader ab (Mauerbruch).",
        "mauerbruch_vp": "{player} erhält {count} SP für den Mauerbruch.",
        "done_winter": "{player} gibt keine Steinquader ab.",
        "woo": "{player} wirbt mit 1 {item} um das Burgfräulein.",
        "woo_stop": "{player} wirbt nicht mehr um das Burgfräulein.",
        "lady_won": "{player} wirbt als Letzter und gewinnt das Burgfräulein.",
        "lady_vp": "{player} erhält {count} SP für das Burgfräulein.",
        "lady_share": "{player} nimmt 1 {item} vom Burgfräulein.",
        "inn_toll": "Der Händler von {player} zahlt {count} Taler an {dst_name}.",
        "inn_toll_own": "{player} ist selbst Wirt: der Taler bleibt bei ihm.",
        "inn_toll_unpaid": "{player} kann den Taler für die Dorfschänke nicht zahlen und hat keinen Händlergehilfen.",
        "inn_toll_helper": "{player} kann nicht zahlen und nimmt seinen Händlergehilfen von {src_name} zurück.",
        "recall_innkeeper": "{player} nimmt seinen Wirt aus der Dorfschänke zurück.",
        "inn_talers": "Der neue Wirt von {player} nimmt {count} Taler von der Dorfschänke.",
        "transfer": "{count} {item}: {src_name} → {dst_name}.",
    },
}

# What each winter card says (Die Burg im Winter), read out when it is drawn.
WINTER_TEXT: dict[str, dict[str, str]] = {
    "en": {
        "dorfschaenke": "From now on every Händler pays 1 taler to the innkeeper's owner (onto this card while there is none). With Maurer or Steinmetz you may place a helper here as innkeeper for 3 talers.",
        "kornspeicher": "With Maurer or Steinmetz you may place helpers here for 5 talers each. At the end 1 helper scores 10 VP, 2 score 7 VP each, 3 score 3 VP each.",
        "pest": "Everybody at once loses one card of his discard row, or pays 1 taler per card in it.",
        "mauerbruch": "Everybody may at once return up to 3 stone to the supply for 3 VP each.",
        "burgfraeulein": "From next round on, at the start of each round, whoever still woos puts 1 piece or 1 taler on this card. The last wooer wins 8 VP; the others share the stakes.",
        "schneeverwehung": "Everybody at once gives up one Arbeiter card for good, or pays 3 talers.",
    },
    "de": {
        "dorfschaenke": "Ab jetzt zahlt jeder Händler 1 Taler an den Besitzer des Wirtes (auf diese Karte, solange es keinen gibt). Mit Maurer oder Steinmetz könnt ihr hier für 3 Taler einen Gehilfen als Wirt einsetzen.",
        "kornspeicher": "Mit Maurer oder Steinmetz könnt ihr hier für je 5 Taler Gehilfen einsetzen. Am Ende zählt 1 Gehilfe 10 SP, 2 je 7 SP, 3 je 3 SP.",
        "pest": "Jeder verliert sofort eine Karte seines Ablagestapels oder zahlt 1 Taler je Karte darauf.",
        "mauerbruch": "Jeder darf sofort bis zu 3 Steinquader abgeben und erhält je 3 SP.",
        "burgfraeulein": "Ab der nächsten Runde legt zu Rundenbeginn jeder, der noch wirbt, 1 Rohstoff oder 1 Taler auf diese Karte. Der letzte Werber erhält 8 SP, die anderen teilen den Einsatz.",
        "schneeverwehung": "Jeder gibt sofort einen Arbeiter für immer ab oder zahlt 3 Taler.",
    },
}

PLACES: dict[str, dict[str, str]] = {
    "en": {
        "bank": "the bank",
        "carts": "the carts",
        "tower": "the defence tower",
        "forge": "the forge",
        "out": "out of the game",
        "score": "the VP track",
        "fields": "the round fields",
        "box": "the box",
        "card:dorfschaenke": "the Dorfschänke card",
        "card:burgfraeulein": "the Burgfräulein card",
    },
    "de": {
        "bank": "die Bank",
        "carts": "die Fuhrwerke",
        "tower": "der Wehrturm",
        "forge": "die Schmiede",
        "out": "aus dem Spiel",
        "score": "die Siegpunktleiste",
        "fields": "die Rundenfelder",
        "box": "die Schachtel",
        "card:dorfschaenke": "die Dorfschänke",
        "card:burgfraeulein": "das Burgfräulein",
    },
}


#: How the coach names a decision's round (as the play page's log heads its rounds).
MOMENT = {"en": "Round {n}", "de": "Runde {n}"}


def name(key: str, lang: str = "en") -> str:
    """The game name of a card, building (``turm_3`` too), kind or decision."""
    names = NAMES.get(lang, NAMES["en"])
    if key in names:
        return names[key]
    base = BUILDING_OF.get(key)
    if base is not None:
        return names[base] + (f" {key.rsplit('_', 1)[1]}" if base != key else "")
    return key


def step_name(key: str, lang: str = "en") -> str:
    """The words for a pending decision (``Decision.kind``)."""
    return STEPS.get(lang, STEPS["en"]).get(key) or STEPS["en"].get(key) or name(key, lang)


def _show(key: str, value: Any, lang: str) -> Any:
    if key == "step" and isinstance(value, str):
        return step_name(value, lang)
    if key == "step" and isinstance(value, list):
        return ", ".join(step_name(v, lang) for v in value)
    if key in ("card", "building", "kind", "cart", "step", "next", "chosen") and isinstance(
        value, str
    ):
        return name(value, lang)
    if isinstance(value, list):
        return ", ".join(str(_show(key, v, lang)) for v in value)
    return value


def render_error(key: str, rule: str, params: dict[str, Any], lang: str = "en") -> str:
    """An error message with its rulebook section."""
    table = ERRORS.get(lang, ERRORS["en"])
    template = table.get(key) or ERRORS["en"].get(key, key)
    shown = {k: _show(k, v, lang) for k, v in params.items()}
    return format_message(template, shown, rule, lang)


def place_name(loc: str | None, players: list[str], lang: str = "en") -> str:
    """A location of the event log in words."""
    if loc is None:
        return ""
    places = PLACES.get(lang, PLACES["en"])
    if loc in places:
        return places[loc]
    if loc.startswith("p") and loc[1:].split(".")[0].isdigit():
        seat = int(loc[1:].split(".")[0])
        return players[seat] if seat < len(players) else loc
    if loc.startswith("cart:"):
        cart = loc[5:]
        if cart == "rider":
            return name("rider", lang)
        return name(cart, lang) + (" cart" if lang == "en" else "-Fuhrwerk")
    if loc.startswith("slot:"):
        _, b, i = loc.split(":")
        return f"{name(b, lang)} ({int(i) + 1})"
    if loc.startswith("worker:"):
        _, holder, card = loc.split(":")
        owner = players[int(holder)] if holder.isdigit() and int(holder) < len(players) else holder
        return f"{owner}: {name(card, lang)}"
    return loc


def render_event(e: Event, players: list[str], lang: str = "en") -> str:
    """One event in plain words; ``players`` are the players' names by seat."""
    table = EVENTS.get(lang, EVENTS["en"])
    key = e.reason
    if e.kind == "transfer" and f"{key}_transfer" in table:
        key = f"{key}_transfer"  # the same reason as a fact and as a transfer (reveal)
    template = table["score"] if key.startswith("score_") else table.get(key) or table["transfer"]
    item = e.item or ""
    item = name(item[5:], lang) if item.startswith("card:") else name(item, lang)
    d = list(e.detail) + [""] * 3
    params = {
        "player": players[e.player] if e.player is not None and e.player < len(players) else "",
        "card": name(e.card, lang) if e.card else "",
        "item": item,
        "count": e.count,
        "src": e.src,
        "dst": e.dst,
        "src_name": place_name(e.src, players, lang),
        "dst_name": place_name(e.dst, players, lang),
        "building": name(key[6:], lang) if key.startswith("score_") else "",
        "d0": _show("building", d[0], lang) if isinstance(d[0], str) else d[0],
        "d1": d[1],
        "d2": d[2],
        "detail_or_item": name(str(d[0]), lang) if e.kind == "transfer" and d[0] else item,
        "text": "",
    }
    if key == "winter_card" and e.card:
        params["text"] = WINTER_TEXT.get(lang, WINTER_TEXT["en"]).get(e.card, "")
    if key == "delivery" and isinstance(e.detail[0], str):
        params["d0"] = place_name(f"cart:{e.detail[0]}", players, lang)
    return fill(template, params)


register_errors(ERRORS["en"].keys(), render_error)
