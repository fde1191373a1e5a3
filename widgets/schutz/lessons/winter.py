"""Lesson 16: Die Burg im Winter — the winter draw and the six winter cards, one part each."""

from __future__ import annotations

from typing import Any

from burg.schutz import messages
from burg.schutz.actions import (
    ChooseCards,
    Done,
    LoseCard,
    PayTalers,
    PlaceHelper,
    PlaceTrader,
    ReturnMerchant,
    ReturnStone,
    TakeStake,
    Woo,
)
from burg.schutz.data import WINTER_CARDS, winter_draw_rounds
from widgets.schutz.lessons.model import (
    START_TOWER,
    Example,
    Exercise,
    Feedback,
    Lesson,
    Part,
    Step,
    game_at,
    player,
    position,
    why_illegal,
)

RULE = "Die Burg im Winter — Spielablauf (the winter draw)"
RULE_INN = "Die Burg im Winter — Dorfschänke"
RULE_GRANARY = "Die Burg im Winter — Kornspeicher"
RULE_PEST = "Die Burg im Winter — Pest"
RULE_WALL = "Die Burg im Winter — Mauerbruch"
RULE_LADY = "Die Burg im Winter — Burgfräulein"
RULE_SNOW = "Die Burg im Winter — Schneeverwehung"


def winter(
    top: str | None = None,
    in_play: tuple[str, ...] = (),
    out: tuple[str, ...] = (),
    **fields: Any,
) -> dict[str, Any]:
    """A position's ``winter`` section: ``top`` drawn next, the cards not in play or out below it
    (in the rulebook's order), ``fields`` as in docs/positions.md."""
    gone = {*in_play, *out, top, fields.get("card")}
    rest = [c for c in WINTER_CARDS if c not in gone]
    deck = ([top] if top else []) + rest
    return {"deck": deck, "in_play": list(in_play), "out": list(out), **fields}


# --- the draw ------------------------------------------------------------------------------------
DRAW_START = position(
    round=2,
    start_player=1,
    players=[
        player("Anna", 4, 0, {"sand": 1, "wood": 1}, chosen=["maurer"], discard=["bote"]),
        player("Ben", 4, 0, {"sand": 1, "wood": 4}, chosen=["haendler"], discard=["bote"]),
        player("Carl", 9, 0, {"wood": 1}, discard=["bote"]),
        player("Dora", 10, 0, {"sand": 1}, discard=["bote"]),
    ],
    tower=dict(START_TOWER),
    winter=winter("kornspeicher"),
)

EXAMPLE = Example(
    position=DRAW_START,
    intro=(
        "Round 2 of a winter game with four players (12 rounds). Everybody played the Bote in "
        "round 1. Anna and Ben have already laid down this round's card face down; Carl and Dora "
        "still choose. Round 2 is a marked round: a winter card will be drawn."
    ),
    steps=(
        Step(
            ChooseCards(2, ("haendler",)), "Carl lays his card face down. Dora is still to choose."
        ),
        Step(
            ChooseCards(3, ("steinmetz",)),
            "Dora chooses last. Now, after the choice and before the cards are revealed, the "
            "start player draws the top winter card and reads it out: the Kornspeicher. It stays "
            "in play until the end. Only then are the person cards revealed and the round goes on "
            "as usual.",
        ),
    ),
)

DRAW_ROUNDS = winter_draw_rounds(12)


def check(answer: Any) -> Feedback:
    """In which rounds of a 12-round game is a winter card drawn? Compared with the engine's
    table of marked round fields."""
    chosen = set(answer or ())
    if chosen == set(DRAW_ROUNDS):
        return Feedback(
            True,
            "Right: rounds 2, 4, 7 and 9. They take the talers of the marked round fields "
            "11, 9, 6 and 4.",
            RULE,
        )
    wrong = sorted(chosen - set(DRAW_ROUNDS))
    missing = sorted(set(DRAW_ROUNDS) - chosen)
    parts = []
    if wrong:
        parts.append("No winter card in round " + ", ".join(map(str, wrong)) + ".")
    if missing:
        parts.append("A card is also drawn in round " + ", ".join(map(str, missing)) + ".")
    return Feedback(False, " ".join(parts), RULE)


EXERCISE = Exercise(
    question=(
        "A game with two or four players lasts 12 rounds. In which rounds is a winter card "
        "drawn? Tick every such round."
    ),
    kind="multi",
    options=tuple((f"Round {r}", r) for r in range(1, 13)),
    check=check,
    hint="Round 1 takes the taler of round field 12, round 12 that of field 1: round r takes "
    "field 13 − r. The fields 14, 13, 11, 9, 6 and 4 are marked.",
    rule=RULE,
    right=DRAW_ROUNDS,
    wrong=(2, 4, 6, 9, 11),
)


# --- Dorfschänke ----------------------------------------------------------------------------------
INN_START = position(
    round=8,
    start_player=1,
    players=[
        player(
            "Anna",
            5,
            20,
            {"sand": 1, "wood": 1},
            chosen=["bote"],
            discard=["maurer", "steinmetz"],
        ),
        player(
            "Ben",
            6,
            18,
            {"clay": 1, "stone": 1},
            chosen=["haendler"],
            discard=["maurer", "arbeiter_a"],
        ),
        player(
            "Carl",
            0,
            16,
            {"wood": 2},
            discard=["bote", "steinmetz"],
        ),
    ],
    tower=dict(START_TOWER),
    merchants={
        "sand": {"owner": 2, "placed_round": 3},
        "clay": {"owner": 2, "placed_round": 6},
    },
    built={"haus_1": 0, "turm_1": 1},
    winter=winter(None, in_play=("dorfschaenke",), out=("pest",), innkeeper=0),
)

INN_EXAMPLE = Example(
    position=INN_START,
    intro=(
        "Round 8. The Dorfschänke has been in play since round 5, and Anna's helper is its "
        "innkeeper. Ben (start player) has chosen the Händler, Anna the Bote; Carl still chooses. "
        "Carl has no taler, and his helpers stand at the sand and clay carts."
    ),
    steps=(
        Step(
            ChooseCards(2, ("haendler",)),
            "Carl also plays the Händler. The cards are revealed; Anna's Bote takes talers. Then "
            "Ben's Händler resolves: before placing, he pays 1 taler toll to the innkeeper's "
            "owner, Anna.",
        ),
        Step(PlaceTrader(1, "wood"), "Ben places his merchant helper at the free wood cart."),
        Step(
            ReturnMerchant(2, "clay"),
            "Carl's Händler cannot pay the toll: he has no taler. So he takes one of his merchant "
            "helpers back to his supply — he chooses the one at the clay cart.",
        ),
        Step(
            PlaceTrader(2, "stone"),
            "Then Carl's Händler resolves as usual: he places a helper at a free cart. After the "
            "last Händler every merchant helper delivers.",
        ),
    ),
    flow=True,
)

INN_QUIZ = position(
    round=9,
    start_player=0,
    players=[
        player(
            "Anna",
            10,
            22,
            {"sand": 1},
            chosen=["maurer"],
            discard=["haendler", "bote", "maurer"],
        ),
        player(
            "Ben",
            8,
            18,
            {"wood": 1},
            chosen=["haendler"],
            discard=["steinmetz", "haendler"],
        ),
        player("Carl", 7, 19, {"clay": 1}, chosen=["haendler"], discard=["bote", "haendler"]),
    ],
    tower=dict(START_TOWER),
    merchants={"sand": {"owner": 1, "placed_round": 9}, "wood": {"owner": 2, "placed_round": 9}},
    built={"haus_1": 0},
    built_this_round=[1, 0, 0],
    flow={"phase": "resolve", "current": ["maurer", 0], "step": "helpers"},
    winter=winter(None, in_play=("dorfschaenke",), out=("pest",), inn_talers=2),
)


def inn_talers_after(pos: dict[str, Any]) -> int:
    """Anna's talers after placing her helper as the innkeeper, according to the engine."""
    g = game_at(pos)
    g.apply(PlaceHelper(0, "dorfschaenke", 0, "supply"))
    return g.view(0)["players"][0]["talers"]


def check_inn(answer: Any) -> Feedback:
    """How many talers has Anna after placing the innkeeper?"""
    want = inn_talers_after(INN_QUIZ)
    if answer == want:
        return Feedback(
            True,
            f"Right: 10 − 3 (to the bank for the innkeeper) + 2 (the tolls on the card) = {want}.",
            RULE_INN,
        )
    if answer == 7:
        msg = "She pays 3 talers for the innkeeper, but she also takes the 2 toll talers."
    elif answer == 12:
        msg = "Placing the innkeeper is not free: 3 talers go to the bank."
    else:
        msg = "Count the fee for the innkeeper and the tolls lying on the card."
    return Feedback(False, msg, RULE_INN)


INN_EXERCISE = Exercise(
    question=(
        "Round 9. Ben's and Carl's Händler have each paid 1 taler toll onto the Dorfschänke: "
        "nobody is innkeeper yet. Anna's Maurer has just built a Haus; she has 10 talers and puts "
        "a helper from her supply into the Dorfschänke. How many talers has she then?"
    ),
    kind="number",
    check=check_inn,
    hint="The innkeeper costs 3 talers (to the bank); the new innkeeper takes the talers lying on "
    "the card.",
    rule=RULE_INN,
    position=INN_QUIZ,
    right=9,
    wrong=7,
)

INN = Part(
    title="Dorfschänke (Village Inn)",
    rulebook=RULE_INN,
    rule=(
        "<p>The <b>Dorfschänke</b> stays in play. A Maurer or Steinmetz that has built may put "
        "one of its helpers there as the <b>innkeeper</b> (Wirt), like any helper placement, for "
        "<b>3 talers</b> to the bank. There is one innkeeper only.</p>",
        "<p>From now on every <b>Händler</b> pays a <b>toll of 1 taler</b> when it resolves, "
        "before placing: to the innkeeper's owner, or onto the card while there is no innkeeper "
        "(the next innkeeper takes those talers). A Händler who cannot pay takes one of his "
        "merchant helpers back to his supply. The owner may take his innkeeper back with his "
        "Händler, Maurer or Steinmetz.</p>",
    ),
    example=INN_EXAMPLE,
    exercise=INN_EXERCISE,
)


# --- Kornspeicher ---------------------------------------------------------------------------------
GRANARY_START = position(
    round=10,
    start_player=0,
    players=[
        player(
            "Anna",
            4,
            30,
            {"sand": 1},
            chosen=["bote"],
            discard=["maurer", "bote"],
        ),
        player(
            "Ben",
            16,
            26,
            {"wood": 1},
            chosen=["steinmetz"],
            discard=["haendler", "steinmetz"],
        ),
        player("Carl", 7, 28, {"clay": 1}, chosen=["bote"], discard=["arbeiter_a", "bote"]),
    ],
    tower=dict(START_TOWER),
    built={"haus_1": 1, "turm_1": 0},
    built_this_round=[0, 1, 0],
    flow={"phase": "resolve", "current": ["steinmetz", 1], "step": "helpers"},
    winter=winter(None, in_play=("kornspeicher",), out=("pest",), granary=[0]),
)

GRANARY_EXAMPLE = Example(
    position=GRANARY_START,
    intro=(
        "Round 10. The Kornspeicher is in play; Anna already has a helper there. Ben's "
        "Steinmetz has just built a Haus, so he may place up to 2 helpers."
    ),
    steps=(
        Step(
            PlaceHelper(1, "kornspeicher", 1, "supply"),
            "Ben puts a helper into the Kornspeicher: 5 talers to the bank. It fills the next "
            "of the 3 places.",
        ),
        Step(
            PlaceHelper(1, "markt", 0, "supply"),
            "His second helper goes into the Markt (6 talers), as usual. Not two helpers into "
            "the Kornspeicher in one round: one helper per building.",
        ),
    ),
)

GRANARY_QUIZ = position(
    round=15,
    start_player=0,
    players=[
        player("Anna", 4, 40, {"sand": 1}, discard=["maurer", "bote"]),
        player("Ben", 6, 38, {"wood": 1}, discard=["haendler", "bote"]),
        player("Carl", 7, 39, {"clay": 1}, discard=["arbeiter_a", "bote"]),
    ],
    tower=dict(START_TOWER),
    built={"haus_1": 1, "turm_1": 0},
    winter=winter(None, in_play=("kornspeicher",), out=("pest",), granary=[0, 1, 0]),
)


def granary_vp(pos: dict[str, Any], seat: int) -> int:
    """What the Kornspeicher scores for ``seat`` at the end, according to the engine."""
    return game_at(pos).granary_vp()[seat]


def check_granary(answer: Any) -> Feedback:
    """How many VP does Anna score for the Kornspeicher?"""
    want = granary_vp(GRANARY_QUIZ, 0)
    if answer == want:
        return Feedback(
            True,
            f"Right: with 3 helpers there, each scores 3 VP; Anna has 2: {want} VP.",
            RULE_GRANARY,
        )
    if answer in (20, 14):
        msg = "The more helpers stand in the Kornspeicher, the less each scores: 10, 7 or 3."
    else:
        msg = "Count Anna's helpers there and what each scores with 3 helpers in the Kornspeicher."
    return Feedback(False, msg, RULE_GRANARY)


GRANARY_EXERCISE = Exercise(
    question=(
        "The last round. The Kornspeicher holds 2 helpers of Anna and 1 of Ben. How many VP "
        "does Anna score for it at the end?"
    ),
    kind="number",
    check=check_granary,
    hint="1 helper there scores 10, with 2 helpers each scores 7, with 3 helpers each scores 3.",
    rule=RULE_GRANARY,
    position=GRANARY_QUIZ,
    right=6,
    wrong=14,
)

GRANARY = Part(
    title="Kornspeicher (Granary)",
    rulebook=RULE_GRANARY,
    rule=(
        "<p>The <b>Kornspeicher</b> stays in play. A Maurer or Steinmetz that has built may put "
        "a helper there, like any helper placement, for <b>5 talers</b> to the bank. It holds "
        "<b>3 helpers</b> at most.</p>",
        "<p>At the end each helper there scores: <b>10 VP</b> if it stands alone, <b>7 VP</b> each "
        "with two helpers, <b>3 VP</b> each with three. Its helpers are not in the castle: they "
        "count neither for the Bergfried nor for the Taverne.</p>",
    ),
    example=GRANARY_EXAMPLE,
    exercise=GRANARY_EXERCISE,
)


# --- Pest ----------------------------------------------------------------------------------------
PEST_START = position(
    round=7,
    start_player=0,
    players=[
        player(
            "Anna",
            5,
            14,
            {"sand": 1},
            chosen=["haendler"],
            discard=["bote", "maurer", "arbeiter_a"],
        ),
        player("Ben", 1, 12, {"wood": 1}, chosen=["maurer"], discard=["bote", "haendler"]),
        player("Carl", 6, 15, {"clay": 1}, discard=[]),
    ],
    tower=dict(START_TOWER),
    winter=winter("pest", in_play=("kornspeicher",)),
)

PEST_EXAMPLE = Example(
    position=PEST_START,
    intro=(
        "Round 7, a marked round. The Pest lies on top of the winter deck. Anna and Ben have "
        "chosen their cards; Carl (whose Baumeister took his discard row back) chooses last."
    ),
    steps=(
        Step(
            ChooseCards(2, ("bote",)),
            "After the choice the Pest is drawn. Each player in turn from the start player: "
            "either lose one card of the discard row, or pay 1 taler per card there. Anna (3 "
            "cards, 5 talers) decides first.",
        ),
        Step(PayTalers(0), "Anna keeps her cards and pays 3 talers to the bank."),
        Step(
            LoseCard(1, "haendler"),
            "Ben has only 1 taler for his 2 cards: he must lose one of them. He gives up the "
            "Händler for the rest of the game. Carl's discard row is empty: the Pest does not "
            "touch him. The Pest leaves the game; the cards are revealed.",
        ),
    ),
)

PEST_QUIZ = position(
    round=7,
    start_player=0,
    players=[
        player("Anna", 5, 14, {"sand": 1}, chosen=["haendler"], discard=["bote"]),
        player(
            "Ben",
            2,
            12,
            {"wood": 1},
            chosen=["steinmetz"],
            discard=["bote", "maurer", "arbeiter_a"],
        ),
        player("Carl", 6, 15, {"clay": 1}, chosen=["bote"], discard=["maurer"]),
    ],
    tower=dict(START_TOWER),
    flow={"phase": "winter"},
    winter=winter(None, in_play=("kornspeicher",), card="pest", queue=[1, 2]),
)

PEST_OPTIONS: tuple[tuple[str, Any], ...] = (
    ("Pay 3 talers", "pay"),
    ("Lose the Bote", "bote"),
    ("Lose the Maurer", "maurer"),
    ("Lose Arbeiter A", "arbeiter_a"),
    ("Lose the Steinmetz", "steinmetz"),
)


def _card_action(p: int, value: str) -> Any:
    return PayTalers(p) if value == "pay" else LoseCard(p, value)


def legal_answers(pos: dict[str, Any], p: int, options: tuple[tuple[str, Any], ...]) -> set[str]:
    """Which of ``options`` the engine allows player ``p`` now."""
    legal = set(game_at(pos).legal_actions(p))
    return {v for _, v in options if _card_action(p, v) in legal}


def _check_cards(
    answer: Any, pos: dict[str, Any], p: int, options: tuple[tuple[str, Any], ...], rule: str
) -> Feedback:
    chosen = set(answer or ())
    legal = legal_answers(pos, p, options)
    if chosen == legal:
        return Feedback(True, "", rule)
    g = game_at(pos)
    lines = [why_illegal(g, _card_action(p, v)).render() for _, v in options if v in chosen - legal]
    missing = [label for label, v in options if v in legal - chosen]
    if missing:
        lines.append("He may also: " + ", ".join(m[0].lower() + m[1:] for m in missing) + ".")
    return Feedback(False, " ".join(lines), rule)


def check_pest(answer: Any) -> Feedback:
    """What may Ben do against the Pest? Compared with the engine's legal actions."""
    fb = _check_cards(answer, PEST_QUIZ, 1, PEST_OPTIONS, RULE_PEST)
    if fb.ok:
        return Feedback(
            True,
            "Right: he has only 2 talers for 3 cards, so he must lose one card of his discard "
            "row. The Steinmetz lies face down this round: it is not in the discard row yet.",
            RULE_PEST,
        )
    return fb


PEST_EXERCISE = Exercise(
    question=(
        "The Pest has been drawn; Ben answers now. He has 2 talers; his discard row holds the "
        "Bote, the Maurer and Arbeiter A, and he has laid the Steinmetz face down this round. "
        "What may he do? Tick everything he may do."
    ),
    kind="multi",
    options=PEST_OPTIONS,
    check=check_pest,
    hint="Paying costs 1 taler per card in the discard row. Only the discard row counts — not "
    "the card chosen face down this round.",
    rule=RULE_PEST,
    position=PEST_QUIZ,
    right=("bote", "maurer", "arbeiter_a"),
    wrong=("pay", "steinmetz"),
)

PEST = Part(
    title="Pest (Plague)",
    rulebook=RULE_PEST,
    rule=(
        "<p>When the <b>Pest</b> is drawn, every player with cards in his <b>discard row</b> "
        "either puts <b>one of those cards</b> out of the game for good, or pays <b>1 taler per "
        "card</b> in his discard row to the bank. Who cannot pay must lose a card. The card "
        "chosen face down this round does not count. Then the Pest leaves the game.</p>",
        "<p>A lost card never comes back — not even with the Baumeister.</p>",
    ),
    example=PEST_EXAMPLE,
    exercise=PEST_EXERCISE,
)


# --- Mauerbruch -----------------------------------------------------------------------------------
WALL_START = position(
    round=7,
    start_player=0,
    players=[
        player(
            "Anna",
            5,
            14,
            {"sand": 1, "stone": 2, "silver": 1},
            chosen=["haendler"],
            discard=["bote"],
        ),
        player("Ben", 4, 12, {"wood": 1, "stone": 1}, chosen=["maurer"], discard=["bote"]),
        player("Carl", 6, 15, {"clay": 1}, discard=["bote"]),
    ],
    tower=dict(START_TOWER),
    winter=winter("mauerbruch", in_play=("kornspeicher",)),
)

WALL_EXAMPLE = Example(
    position=WALL_START,
    intro=(
        "Round 7, a marked round; the Mauerbruch lies on top of the winter deck. Anna has 2 stone "
        "and 1 silver bar, Ben 1 stone, Carl neither. Carl chooses last."
    ),
    steps=(
        Step(
            ChooseCards(2, ("haendler",)),
            "After the choice the Mauerbruch is drawn: each player may return up to 3 stone to "
            "the supply, for 3 VP each. Anna decides first.",
        ),
        Step(
            ReturnStone(0, 3, 1),
            "Anna returns her 2 stone, and her silver bar buys a third: the bar goes into the "
            "forge, a stone from the cart, and back it goes. 3 stone: 9 VP.",
        ),
        Step(
            ReturnStone(1, 1, 0),
            "Ben returns his one stone: 3 VP. Carl has neither stone nor silver: the card does not "
            "touch him. The Mauerbruch leaves the game.",
        ),
    ),
    flow=True,
)

WALL_QUIZ = position(
    round=7,
    start_player=0,
    players=[
        player("Anna", 5, 14, {"sand": 1}, chosen=["haendler"], discard=["bote"]),
        player(
            "Ben", 4, 12, {"wood": 1, "stone": 1, "silver": 2}, chosen=["maurer"], discard=["bote"]
        ),
        player("Carl", 6, 15, {"clay": 1}, chosen=["bote"], discard=["maurer"]),
    ],
    tower=dict(START_TOWER),
    flow={"phase": "winter"},
    winter=winter(None, in_play=("kornspeicher",), card="mauerbruch", queue=[1]),
)


def wall_best(pos: dict[str, Any], p: int) -> int:
    """The most VP player ``p`` can take from the Mauerbruch, according to the engine."""
    legal = game_at(pos).legal_actions(p)
    return max((3 * a.count for a in legal if isinstance(a, ReturnStone)), default=0)


def check_wall(answer: Any) -> Feedback:
    """At most how many VP can Ben take?"""
    want = wall_best(WALL_QUIZ, 1)
    if answer == want:
        return Feedback(
            True,
            f"Right: his stone and 2 more bought with his 2 silver bars — 3 stone, {want} VP "
            "(3 stone is the most).",
            RULE_WALL,
        )
    if answer == 3:
        msg = "He may also trade silver bars for stone to return."
    elif isinstance(answer, int) and answer > want:
        msg = "At most 3 stone may be returned, 3 VP each."
    else:
        msg = "Count his stone and the stone his silver can buy — at most 3, 3 VP each."
    return Feedback(False, msg, RULE_WALL)


WALL_EXERCISE = Exercise(
    question=(
        "The Mauerbruch has been drawn. Ben has 1 stone and 2 silver bars. At most how many VP "
        "can the Mauerbruch give him?"
    ),
    kind="number",
    check=check_wall,
    hint="Up to 3 stone, 3 VP each; a silver bar may be traded for a stone to return.",
    rule=RULE_WALL,
    position=WALL_QUIZ,
    right=9,
    wrong=3,
)

WALL = Part(
    title="Mauerbruch (Wall Breach)",
    rulebook=RULE_WALL,
    rule=(
        "<p>When the <b>Mauerbruch</b> is drawn, each player in turn may return <b>up to 3 "
        "stone</b> to the supply and scores <b>3 VP per stone</b>. If needed he may trade silver "
        "bars for stone (the bar goes into the forge). Returning nothing is allowed. Then the "
        "card leaves the game.</p>",
    ),
    example=WALL_EXAMPLE,
    exercise=WALL_EXERCISE,
)


# --- Burgfräulein ---------------------------------------------------------------------------------
LADY_START = position(
    round=5,
    start_player=1,
    players=[
        player("Anna", 5, 14, {"sand": 1, "wood": 2}, discard=["bote", "maurer"]),
        player("Ben", 4, 12, {"wood": 1, "stone": 1}, discard=["bote", "haendler"]),
        player("Carl", 6, 15, {"clay": 2}, discard=["bote", "steinmetz"]),
    ],
    tower=dict(START_TOWER),
    flow={"phase": "woo"},
    winter=winter(
        None,
        in_play=("burgfraeulein",),
        out=("pest",),
        lady_round=3,
        lady={
            "pieces": {"sand": 1, "wood": 1, "clay": 1},
            "talers": 0,
            "wooers": [1, 2, 0],
            "winner": None,
        },
        queue=[1, 2, 0],
    ),
)

LADY_EXAMPLE = Example(
    position=LADY_START,
    intro=(
        "Round 5. The Burgfräulein was drawn in round 3; in round 4 Ben, Carl and Anna each "
        "wooed, and their stakes (1 sand, 1 wood, 1 clay) lie on the card. Right after the start "
        "player's taler, the wooers decide again, from the start player Ben on."
    ),
    steps=(
        Step(Woo(1, "stone"), "Ben woos on: he puts 1 stone onto the card."),
        Step(Done(2), "Carl stops wooing. He can never come back; his stake stays on the card."),
        Step(
            Done(0),
            "Anna stops too. Ben is the only wooer left: he wins the Burgfräulein at once and "
            "scores 8 VP. The stakes are now shared by the others, one item at a time from the "
            "start player on, the winner left out: Carl first.",
        ),
        Step(TakeStake(2, "stone"), "Carl takes the stone."),
        Step(TakeStake(0, "clay"), "Anna takes the clay."),
        Step(
            TakeStake(2, "wood"),
            "Carl takes the wood. Only the sand is left: Anna has nothing else to choose, so she "
            "takes it at once. The card is empty; the round goes on with the choice of cards.",
        ),
    ),
)

LADY_QUIZ = position(
    round=6,
    start_player=0,
    players=[
        player("Anna", 5, 14, {"sand": 1, "wood": 2}, discard=["bote", "maurer"]),
        player("Ben", 4, 12, {"wood": 1, "stone": 1}, discard=["bote", "haendler"]),
        player("Carl", 6, 15, {"clay": 2}, discard=["bote", "steinmetz"]),
    ],
    tower=dict(START_TOWER),
    flow={"phase": "woo"},
    winter=winter(
        None,
        in_play=("burgfraeulein",),
        out=("pest",),
        lady_round=3,
        lady={"pieces": {"wood": 1, "clay": 1}, "talers": 1, "wooers": [0, 1, 2], "winner": None},
        queue=[0, 1, 2],
    ),
)

LADY_OPTIONS: tuple[tuple[str, Any], ...] = (
    ("Carl wins the Burgfräulein at once: 8 VP", "wins"),
    ("Carl must put one more item on the card first", "woo"),
    ("Carl wins in the next round", "next"),
    ("Everybody takes his own stake back", "refund"),
)


def lady_outcome(pos: dict[str, Any]) -> str:
    """What happens when Anna and Ben stop, according to the engine."""
    g = game_at(pos)
    g.apply(Done(0))
    g.apply(Done(1))
    if g.view()["winter"]["lady"]["winner"] == 2:
        return "wins"
    if g.pending.kind == "woo" and 2 in g.pending.players:
        return "woo"
    return "next"


def check_lady(answer: Any) -> Feedback:
    """Anna and Ben stop wooing: what happens?"""
    want = lady_outcome(LADY_QUIZ)
    if answer == want:
        return Feedback(
            True,
            "Right: the last wooer left wins at once, without another stake, and scores 8 VP. "
            "Anna and Ben then share the stakes, one item at a time.",
            RULE_LADY,
        )
    msg = {
        "woo": "The check 'only one wooer left' is made after every single decision.",
        "next": "Nobody waits for the next round: the check is made after every decision.",
        "refund": "Stakes never go back to their owners: the players who did not win share "
        "them, one item at a time.",
    }.get(answer, "Choose one answer.")
    return Feedback(False, msg, RULE_LADY)


LADY_EXERCISE = Exercise(
    question=(
        "Anna, Ben and Carl still woo the Burgfräulein; it is Anna's turn, then Ben's, then "
        "Carl's. Anna stops wooing, then Ben stops too. What happens?"
    ),
    kind="choice",
    options=LADY_OPTIONS,
    check=check_lady,
    hint="Whoever is the only wooer left wins the card — as soon as that is so.",
    rule=RULE_LADY,
    position=LADY_QUIZ,
    right="wins",
    wrong="woo",
)

LADY = Part(
    title="Burgfräulein (Lady of the Castle)",
    rulebook=RULE_LADY,
    rule=(
        "<p>The <b>Burgfräulein</b> stays in play. From the round after it is drawn, right after "
        "the start player's taler, every player still wooing, in turn from the start player, "
        "puts <b>1 piece or 1 taler</b> onto the card — or stops wooing for good.</p>",
        "<p>The <b>last wooer left</b> wins at once: <b>8 VP</b>. The others then share the "
        "stakes on the card, one item at a time from the start player, the winner left out. "
        "Nobody wins by the end of the game: the stakes stay on the card.</p>",
    ),
    example=LADY_EXAMPLE,
    exercise=LADY_EXERCISE,
)


# --- Schneeverwehung ------------------------------------------------------------------------------
SNOW_START = position(
    round=7,
    start_player=0,
    players=[
        player("Anna", 2, 14, {"sand": 1}, chosen=["haendler"], discard=["bote", "arbeiter_b"]),
        player("Ben", 6, 12, {"wood": 1}, chosen=["maurer"], discard=["bote"]),
        player(
            "Carl",
            2,
            15,
            {"clay": 1},
            discard=["bote"],
            lost=["arbeiter_a", "arbeiter_b"],
        ),
    ],
    tower=dict(START_TOWER),
    winter=winter("schneeverwehung", in_play=("kornspeicher",), out=("pest",)),
)

SNOW_EXAMPLE = Example(
    position=SNOW_START,
    intro=(
        "Round 7, a marked round; the Schneeverwehung lies on top of the winter deck. Anna has 2 "
        "talers, Ben 6. Carl lost two Arbeiter cards earlier; he chooses last."
    ),
    steps=(
        Step(
            ChooseCards(2, ("arbeiter_c",)),
            "Carl lays down his last Arbeiter card face down. The Schneeverwehung is drawn: each "
            "player gives up an Arbeiter card from hand or discard row, or pays 3 talers.",
        ),
        Step(
            LoseCard(0, "arbeiter_b"),
            "Anna has only 2 talers: she must give up an Arbeiter card. She chooses Arbeiter B "
            "from her discard row.",
        ),
        Step(
            PayTalers(1),
            "Ben keeps his cards and pays 3 talers. Carl has no Arbeiter card in hand or discard "
            "row (his last one lies face down) and fewer than 3 talers: he pays all he has.",
        ),
    ),
)

SNOW_QUIZ = position(
    round=7,
    start_player=0,
    players=[
        player("Anna", 5, 14, {"sand": 1}, chosen=["haendler"], discard=["bote"]),
        player(
            "Ben",
            2,
            12,
            {"wood": 1},
            chosen=["arbeiter_a"],
            discard=["bote", "arbeiter_b"],
        ),
        player("Carl", 6, 15, {"clay": 1}, chosen=["bote"], discard=["maurer"]),
    ],
    tower=dict(START_TOWER),
    flow={"phase": "winter"},
    winter=winter(
        None, in_play=("kornspeicher",), out=("pest",), card="schneeverwehung", queue=[1, 2]
    ),
)

SNOW_OPTIONS: tuple[tuple[str, Any], ...] = (
    ("Pay 3 talers", "pay"),
    ("Give up Arbeiter A", "arbeiter_a"),
    ("Give up Arbeiter B", "arbeiter_b"),
    ("Give up Arbeiter C", "arbeiter_c"),
    ("Give up the Bote", "bote"),
)


def check_snow(answer: Any) -> Feedback:
    """What may Ben do against the Schneeverwehung? Compared with the engine's legal actions."""
    fb = _check_cards(answer, SNOW_QUIZ, 1, SNOW_OPTIONS, RULE_SNOW)
    if fb.ok:
        return Feedback(
            True,
            "Right: with 2 talers he cannot pay 3, so he gives up an Arbeiter card from his hand "
            "(C) or his discard row (B). Arbeiter A lies face down this round.",
            RULE_SNOW,
        )
    return fb


SNOW_EXERCISE = Exercise(
    question=(
        "The Schneeverwehung has been drawn; Ben answers now. He has 2 talers; Arbeiter A lies "
        "face down this round, Arbeiter B in his discard row, Arbeiter C in his hand. What may he "
        "do? Tick everything he may do."
    ),
    kind="multi",
    options=SNOW_OPTIONS,
    check=check_snow,
    hint="Paying costs 3 talers. Only Arbeiter cards count, from hand or discard row — not "
    "the card chosen face down this round.",
    rule=RULE_SNOW,
    position=SNOW_QUIZ,
    right=("arbeiter_b", "arbeiter_c"),
    wrong=("pay", "arbeiter_a"),
)

SNOW = Part(
    title="Schneeverwehung (Snowdrift)",
    rulebook=RULE_SNOW,
    rule=(
        "<p>When the <b>Schneeverwehung</b> is drawn, each player either gives up <b>one Arbeiter "
        "card</b> from his hand or discard row for good, or pays <b>3 talers</b> to the bank. "
        "Who has fewer than 3 talers must give up a card; who has no Arbeiter card there either "
        "pays all his talers. Then the card leaves the game.</p>",
    ),
    example=SNOW_EXAMPLE,
    exercise=SNOW_EXERCISE,
)


LESSON = Lesson(
    id="16_winter",
    title="Die Burg im Winter (the winter game)",
    rulebook="Die Burg im Winter — Spielablauf, Die Winterkarten: Dorfschänke, Kornspeicher, "
    "Pest, Mauerbruch, Burgfräulein, Schneeverwehung",
    rule=(
        "<p>The <b>winter game</b> is played like the summer game, with six <b>winter cards</b> "
        "shuffled face down: Dorfschänke, Kornspeicher, Pest, Mauerbruch, Burgfräulein and "
        "Schneeverwehung.</p>",
        "<p>Some round fields are marked. In a round that takes the taler of a "
        "marked field the start player draws the top winter card — <b>after</b> everybody has "
        "chosen his cards face down and <b>before</b> they are revealed. In a 12-round game "
        "(2 or 4 players) these are rounds <b>2, 4, 7 and 9</b>; in a 15-round game (3 players) "
        "rounds 2, 3, 5, 7, 10 and 12.</p>",
        "<p>Pest, Mauerbruch and Schneeverwehung are answered at once by every player, in turn "
        "from the start player, and then leave the game. Dorfschänke, Kornspeicher and "
        "Burgfräulein stay in play. Each card has its own part of this lesson below.</p>",
    ),
    example=EXAMPLE,
    exercise=EXERCISE,
    parts=(INN, GRANARY, PEST, WALL, LADY, SNOW),
)


def card_of(part: Part) -> str:
    """The winter card a part of this lesson is about."""
    return next(c for c in WINTER_CARDS if part.rulebook.endswith(messages.name(c, "de")))
