"""The checkers and examples of lessons 6–9 in detail: right answers accepted, wrong ones
rejected with the rule and without giving the answer away (that is in ``answer``), the German
checkers answering in German, the examples showing what their captions say."""

from __future__ import annotations

from burg import PlaceTrader
from burg.schutz.actions import BuyPiece, TakeFromTower
from widgets.schutz import choices
from widgets.schutz.lessons import module
from widgets.schutz.lessons.model import game_at, play_through


def test_haendler_places() -> None:
    mod = module("06_haendler")
    # the exercise is not the example's position: own helper at clay, Ben's new one at sand
    assert mod.C.position("example") != mod.QUIZ
    assert mod.legal_carts(mod.QUIZ) == {"wood", "stone", "rider"}
    assert mod.check(("stone", "rider", "wood")).ok
    fb = mod.check(("clay", "wood", "stone", "rider"))
    assert not fb.ok and "your own" in fb.message and "Händler" in fb.rule
    fb = mod.check(("sand",))
    assert not fb.ok and "placed this round" in fb.message
    # the first wrong try does not name the places she may take; the answer does
    assert "Wood cart" not in fb.message and "Rider" not in fb.message
    assert all(x in fb.answer for x in ("Wood cart", "Stone cart", "Rider"))
    assert not mod.check(()).ok and mod.check(()).message


def test_haendler_in_german() -> None:
    mod = module("06_haendler")
    fb = mod.check(("clay", "wood", "stone", "rider"), lang="de")
    assert not fb.ok and "eigene" in fb.message and fb.rule == "Der Händler — Gehilfen verdrängen"
    fb = mod.check(("sand",), lang="de")
    assert "in dieser Runde eingesetzt" in fb.message and "Reiter" in fb.answer
    assert mod.check(("wood", "stone", "rider"), lang="de").message.startswith("Richtig")


def test_haendler_example_rider_only_when_carts_full() -> None:
    mod = module("06_haendler")
    game = mod.EXAMPLE.game()
    assert PlaceTrader(2, "rider") not in game.legal_actions(2)
    assert {a.cart for a in game.legal_actions(2) if isinstance(a, PlaceTrader)} == {"clay"}
    # placing is optional: "place no helper" is offered too
    assert any(type(a).__name__ == "Done" for a in game.legal_actions(2))


def test_haendler_example_every_delivery_pays_the_tower() -> None:
    _, per_step = play_through(module("06_haendler").EXAMPLE)
    tribute = [(e.player, e.item) for e in per_step[2] if e.reason == "tower_tribute"]
    assert sorted(tribute) == [(0, "sand"), (0, "wood"), (1, "stone"), (2, "clay")]
    got = {(e.player, e.item): e.count for e in per_step[2] if e.reason == "delivery"}
    assert got == {(0, "sand"): 3, (0, "wood"): 2, (2, "clay"): 1, (1, "stone"): 1}


def test_maurer_kinds() -> None:
    mod = module("07_maurer")
    assert mod.kinds_that_build(mod.START, "kleines_tor") == {"wood", "clay", "silver"}
    # the exercise is another position: the example's wood would not do there
    assert mod.kinds_that_build(mod.QUIZ, "kleines_tor") == {"stone", "silver"}
    assert mod.check(("silver", "stone")).ok
    fb = mod.check(("wood", "stone"))
    assert not fb.ok and "wood" in fb.message and "Maurer" in fb.rule
    assert "silver" not in fb.message and "stone" in fb.answer and "silver" in fb.answer


def test_maurer_in_german() -> None:
    fb = module("07_maurer").check(("wood", "stone"), lang="de")
    assert not fb.ok and "Mit Holz kann er nicht" in fb.message
    assert fb.answer == "Diese Sorten gehen: Stein, Silber."


def test_maurer_wage_counts_the_piece_bought_with_silver() -> None:
    """What lesson 7 says: the piece taken for silver earns its taler, the bar does not."""
    from burg.schutz.actions import ChooseBuilding, Pay

    mod = module("07_maurer")
    g = game_at(mod.START)
    g.apply(TakeFromTower(1, "silver"))
    g.apply(ChooseBuilding(1, "kleines_tor"))
    pay = next(a for a in g.legal_actions(1) if isinstance(a, Pay))
    assert pay.from_silver == (0, 0, 1, 0) and pay.pieces == (1, 1, 1, 1)
    wage = [e.count for e in g.apply(pay) if e.reason == "maurer_wage"]
    assert wage == [4]


def test_maurer_part_silver_and_an_empty_kind() -> None:
    """The part "silver": its example's wage counts the clay taken for silver (4 talers, the bar
    earns nothing); its exercise names clay at a tower without clay, which takes nothing."""
    mod = module("07_maurer")
    (part,) = mod.lesson().parts
    game, per_step = play_through(part.example)
    assert [e.count for e in per_step[-1] if e.reason == "maurer_wage"] == [4]
    assert game.view(None)["players"][1]["talers"] == 7
    assert mod.naming_outcome(mod.EMPTY_QUIZ, "clay") == "nothing"
    assert mod.naming_outcome(mod.EMPTY_QUIZ, "sand") == "takes"
    assert mod.check_empty("nothing").ok
    fb = mod.check_empty("illegal", lang="de")
    assert not fb.ok and "Wehrturm" in fb.rule and "nimmt nichts" in fb.answer


def test_maurer_sandbox_offers_no_zero_take() -> None:
    """The tower holds no stone: one "Take nothing" instead of "Take 0 stone"."""
    game = module("07_maurer").lesson().example.game()
    for lang, nothing in (("en", "Take nothing"), ("de", "Nichts nehmen")):
        opts = choices.options(game, 1, lang)
        labels = [o.label for o in opts]
        assert not any(label.startswith(("Take 0", "0 ")) for label in labels), labels
        (none,) = [o for o in opts if o.key == "tower-none"]
        assert none.label == nothing and none.enabled
        assert none.action == TakeFromTower(1, "stone")
    assert len(opts) == 5  # sand, wood, clay, silver, nothing


def test_steinmetz_purchases() -> None:
    mod = module("08_steinmetz")
    legal = mod.legal_buys(mod.QUIZ)
    assert legal == {(2, "arbeiter_c", "stone"), (2, "arbeiter_c", "clay")}
    assert mod.check(tuple(legal)).ok
    fb = mod.check(((2, "arbeiter_c", "wood"),))
    assert not fb.ok and "Steinmetz" in fb.rule and "no wood" in fb.message
    assert "1 clay from Carl" not in fb.message and "1 clay from Carl" in fb.answer
    fb = mod.check(((2, "arbeiter_c", "clay"), (1, "maurer", "stone")))
    assert "Ben's Maurer" in fb.message and "Player" not in fb.message  # names, not seats


def test_steinmetz_part_last_piece() -> None:
    """The part "last_piece": asked for his card's last piece, the seller decides; kept, nothing
    moves and the wood stays for his Arbeiter; asked for a piece that is not the last, he must
    sell."""
    mod = module("08_steinmetz")
    (part,) = mod.lesson().parts
    game = part.example.game()
    ask, keep, *_ = part.example.steps
    game.apply(ask.action)
    assert game.pending.kind == "sell" and game.pending.players == (1,)  # Ben decides
    game.apply(keep.action)
    assert [p["talers"] for p in game.view(None)["players"][:2]] == [5, 6]  # nothing moved
    game, _ = play_through(part.example)
    ben = game.view(None)["players"][1]
    assert ben["talers"] == 6 and ben["pieces"]["wood"] == 1  # kept, then his Arbeiter took it
    assert mod.asking_for(mod.LAST_QUIZ, 1, "arbeiter_a", "silver") == "seller"
    assert mod.asking_for(mod.C.position("example"), 1, "arbeiter_a", "silver") == "must"
    assert mod.check_last("seller").ok
    fb = mod.check_last("must", lang="de")
    assert not fb.ok and "abkaufen" in fb.rule and "verkaufen oder behalten" in fb.answer


def test_steinmetz_in_german() -> None:
    fb = module("08_steinmetz").check(((1, "maurer", "stone"),), lang="de")
    assert not fb.ok and "Maurer von Ben" in fb.message and "Spieler 1" not in fb.message
    assert "1 Lehm von Carls Arbeiter C" in fb.answer


def test_steinmetz_sandbox_names_the_seller() -> None:
    """After buying from Ben, the greyed-out second piece names Ben, not "player 1"."""
    game = module("08_steinmetz").lesson().example.game()
    game.apply(BuyPiece(0, 1, "arbeiter_a", "silver"))
    err = game.why_not(BuyPiece(0, 1, "arbeiter_a", "wood"))
    assert err is not None and "Ben's Arbeiter" in err.render("en")
    assert "von Ben" in err.render("de")


def test_arbeiter_half_vp() -> None:
    mod = module("09_arbeiter")
    assert mod.arbeiter_vp(mod.QUIZ, ("turm_1", "haus_1")) == 8
    assert mod.check(8).ok
    fb = mod.check(16)
    assert "Steinmetz" in fb.message and "8" not in fb.message and "8 VP" in fb.answer
    assert not mod.check(5).ok


def test_arbeiter_in_german() -> None:
    mod = module("09_arbeiter")
    assert mod.check(8, lang="de").message.startswith("Richtig: 8 SP")
    fb = mod.check(16, lang="de")
    assert "Steinmetz" in fb.message and fb.answer.startswith("8 SP")
