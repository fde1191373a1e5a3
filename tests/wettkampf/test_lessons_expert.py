"""Lessons 5-8 of Der Wettkampf der Burgbaumeister (the expert variant and the whole game), no
browser: they play the expert variant, their positions are Anna's, and the figures they teach
are the engine's (§W18–§W43). What every lesson must do: tests/core/test_lesson_suite.py; its texts
and positions: tests/core/test_lesson_content.py."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from burg.wettkampf import Game
from burg.wettkampf.actions import Flip, Lay, WizardInsert
from burg.wettkampf.bots import PerfectBot
from burg.wettkampf.positions import load_position
from widgets.core.lessons.content import LANGS, ContentError
from widgets.core.lessons.model import play_through
from widgets.wettkampf.lessons import CONTENT, LessonContent, get, module

LESSONS = ("05_figures", "06_cannon", "07_wizard", "08_play")
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _figure_cards(game: Any, figure: str) -> list[int]:
    return [c for c in range(2, 47) if figure in game.figures(c)]


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_the_expert_lessons_play_the_expert_variant(lesson_id: str) -> None:
    assert get(lesson_id).example.game().expert == (lesson_id != "08_play")
    de = LessonContent(lesson_id).texts("de")["rulebook"]
    assert "Spielvariante für erfahrene Burgbaumeister" in de or lesson_id == "08_play"


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_the_positions_are_annas(lesson_id: str) -> None:
    files = sorted((CONTENT / lesson_id).glob("*.position.json"))
    data = json.loads((CONTENT / lesson_id / "lesson.json").read_text(encoding="utf-8"))
    parts = {p["example"]["position"] for p in data.get("parts", [])}
    assert {p.name for p in files} == {"example.position.json", "exercise.position.json", *parts}
    for path in files:
        first = json.loads(path.read_text(encoding="utf-8"))["players"][0]["name"]
        # lesson 8 is about memory: its exercise is another game, with other players
        other = (lesson_id, path.name) == ("08_play", "exercise.position.json")
        assert first == ("Dora" if other else "Anna")


def test_rulebook_example_two_knights_one_lady_is_four_bonus_points() -> None:
    """Valentin's 2 knights and 1 lady: 2 + 1 + 1 pair = 4 bonus points (§W24), 7 in all."""
    game = Game(players=2, seed=1, expert=True)
    knights, ladies = _figure_cards(game, "knight"), _figure_cards(game, "lady")
    wall = sorted([*knights[:2], ladies[0]])
    game = load_position(
        {
            "format": "burg-wettkampf-position",
            "version": 1,
            "expert": True,
            "players": [{"name": "Valentin", "wall": wall}, {"name": "Anna", "wall": []}],
            "start_player": 0,
        }
    )
    score = game.score(0)
    assert score is not None
    assert (score["knights"], score["ladies"], score["pairs"]) == (2, 1, 1)
    assert score["bonus"] == 4 and score["points"] == 3 + 4 == game.points(0)


def test_figures_example_ben_wins_on_points_although_anna_finished() -> None:
    game, _ = play_through(get("05_figures").example)
    assert game.end == "ninth" and len(game.wall(0)) == 10
    assert game.points(0) == 9 and game.points(1) == 19 and game.winners() == [1]
    score = game.score(1)
    assert score is not None and (score["knights"], score["ladies"], score["pairs"]) == (2, 1, 1)


def test_figures_checker_follows_the_engine() -> None:
    mod = module("05_figures")
    score = load_position(mod.QUIZ).score(mod.BEN)
    assert score is not None and score["points"] == 16
    assert mod.check(score["points"]).ok and mod.check(float(score["points"])).ok
    fb = mod.check(score["cards"])
    assert not fb.ok and "only the cards" in fb.message and "16" not in fb.message
    assert "16 points" in fb.answer and "ravens +3" in fb.answer
    assert mod.check(True).message == "Type a number."
    assert mod.check(15, lang="de").message.startswith("Knapp daneben")


def test_cannon_example_lapses_destroys_and_holds_fire() -> None:
    example = get("06_cannon").example
    game = example.game()
    for step in example.steps[:2]:
        game.apply(step.action)
    # every card of Ben and Cem lies left of a tower: Anna's 14 lapses (§W31)
    assert game.pending.kind == "flip" and game.wall(0) == [1, 2, 8, 13, 14]
    assert any(e.reason == "cannon_lapsed" for e in game.events)
    for step in example.steps[2:6]:
        game.apply(step.action)
    assert game.pending.kind == "cannon"
    assert game.cannon_targets(2) == [2, 8, 13, 14, 15]  # no tower card: all of Anna's open
    game.apply(example.steps[6].action)
    assert game.wall(0) == [1, 2, 13, 14] and game.view()["out"] == [8]
    for step in example.steps[7:9]:
        game.apply(step.action)
    assert game.cannon_targets(0) == [15, 28]  # the two last cards
    game.apply(example.steps[9].action)  # Anna holds fire (§D9)
    assert game.pending.kind == "flip" and game.view()["out"] == [8]
    assert game.wall(1) == [1, 5, 7, 15] and game.wall(2) == [1, 6, 20, 28]


def test_cannon_checker_asks_the_engine() -> None:
    mod = module("06_cannon")
    game = load_position(mod.QUIZ)
    hit = mod.targets_in(game, mod.ANNA, mod.CEM)
    assert hit == [25, 31] and game.protected_upto(mod.CEM) == 4
    assert mod.check(tuple(hit)).ok and mod.check(list(reversed(hit))).ok
    fb = mod.check((4, 25, 31))
    assert not fb.ok and "4" in fb.message and "25" not in fb.message and "25, 31" in fb.answer
    fb = mod.check((31,), lang="de")
    assert not fb.ok and "noch eine" in fb.message and "25, 31" in fb.answer
    assert not mod.check(()).ok


def test_wizard_example_spell_works_once() -> None:
    example = get("07_wizard").example
    game = example.game()
    assert game.wizard_ready(0) and game.wizard_place(0, 12) == 3
    for step in example.steps[:2]:
        game.apply(step.action)
    assert game.wall(0) == [1, 4, 9, 12, 24, 31] and not game.wizard_ready(0)
    for step in example.steps[2:5]:
        game.apply(step.action)
    assert game.pending.number == 13 and game.wizard_place(0, 13) is None
    assert game.why_not(WizardInsert(0, 3)) is not None  # the spell is spent (§W36)
    assert game.why_not(Lay(0)) is not None  # 13 < 31 (§W9)


def test_wizard_spell_part_a_higher_card_keeps_it_a_cannon_takes_it() -> None:
    part = get("07_wizard").parts[0]
    game = part.example.game()
    steps = [s.action for s in part.example.steps]
    for action in steps[:2]:
        game.apply(action)
    assert game.wall(0)[-1] == 35 and game.wizard_ready(0)  # laid at the end: kept (§W38, §D16)
    for action in steps[2:5]:
        game.apply(action)
    assert 24 not in game.wall(0) and not game.wizard_ready(0)  # destroyed: gone (§W37, §D15)
    game.apply(steps[5])
    assert game.pending.number == 12 and game.legal_actions() == [steps[6]]  # only put back
    mod = module("07_wizard")
    other = mod.spell_elsewhere()  # the exercise: the shot at the 31 instead
    assert other.wizard_ready(0) and other.wizard_place(0, 12) == 3 == part.exercise.right


def test_wizard_stuck_part_goes_on_with_an_unused_wizard_and_scores_points() -> None:
    part = get("07_wizard").parts[1]
    game = part.example.game()
    walls = [game.wall(p) for p in range(2)]
    hidden = [c for c in range(2, 47) if not any(c in w for w in walls)]
    assert max(hidden) < min(w[-1] for w in walls)  # nothing fits at the right end
    steps = [s.action for s in part.example.steps]
    for action in steps[:2]:
        game.apply(action)
    assert not game.end and game.wizard_ready(0)  # the unused wizard keeps it going (§W41)
    for action in steps[2:]:
        game.apply(action)
    assert game.end == "stall"  # the 10,000th turn (§W17, §D19)
    first, second = game.ranking()
    assert first.seat == 0 and first.cards < second.cards  # points decide, not cards (§W43)
    assert (first.points, second.points) == (12, 8)
    with_spell = module("07_wizard").stuck_with_spell()  # the exercise
    assert with_spell.end == "blocked" and part.exercise.right == 0  # §W15, §D17


def test_wizard_ninth_part_a_wizards_cannon_fires_before_the_ninth_card_ends_the_game() -> None:
    part = get("07_wizard").parts[2]
    game = part.example.game()
    assert game.points(0) < game.points(1)  # Ben leads before the shot
    flip, insert, fire = (s.action for s in part.example.steps)
    game.apply(flip)
    game.apply(insert)
    assert len(game.wall(0)) == 10 and game.pending.kind == "cannon" and not game.end  # §W32
    game.apply(fire)
    assert game.end == "ninth" and game.winners() == [0]  # first the shot, then the end (§D12)
    assert game.score(0)["knights"] == game.score(0)["ladies"] == game.score(0)["pairs"] == 2
    held = module("07_wizard").ninth_without_shot()  # the exercise
    assert held.end == "ninth" and held.winners() == [1] == [part.exercise.right]


def test_wizard_checker_asks_the_engine() -> None:
    mod = module("07_wizard")
    game = load_position(mod.QUIZ)
    # not the example's answer (its 12 went between 9 and 24): the 7 goes between 4 and 9
    assert mod.right_place(game, mod.ANNA) == game.wizard_place(mod.ANNA, 7) == 2
    assert mod.check(2).ok and "4, 7, 9, 24, 31" in mod.check(2).message
    assert "lower than 31" in mod.check(5).message
    assert "need not put it back" in mod.check(mod.BACK).message
    assert "rise" in mod.check(3).message and "Between 4 and 9" in mod.check(3).answer
    assert mod.check(7).message == "Choose one answer."


def test_play_example_is_what_the_bots_do() -> None:
    """Anna plays as the perfect-memory bot: she puts the 30 back and later fetches the 13
    she saw Ben put back (§H6)."""
    example = get("08_play").example
    game = example.game()
    steps = [s.action for s in example.steps]
    for i, action in enumerate(steps):
        if action.player == 0 and i != 0:  # the first flip is a guess, the rest memory
            assert PerfectBot(1).choose(game, 0) == action, i
        game.apply(action)
    assert game.wall(0) == [1, 4, 9, 12, 13]


def test_play_example_shows_a_picture_that_means_nothing_in_the_basic_game() -> None:
    """The first card turned over shows a tower; in the basic game it is just a number (§W12)."""
    example = get("08_play").example
    game = example.game()
    game.apply(example.steps[0].action)
    flipped = game.view()["flipped"]
    assert not game.expert and flipped["figures"] == ["tower"]
    assert game.points(0) is None  # the basic game counts no points for pictures


def test_play_checker_reads_the_cards_from_the_engine() -> None:
    mod = module("08_play")
    seen = mod.C.data["exercise"]["seen"]
    labels = dict((v, label) for label, v in get("08_play").exercise.options)
    for slot in seen:  # the question tells the cards the engine has there
        assert f"the {mod.card_in(slot)} " in labels[slot]
    assert mod.best_remembered(seen) == 5 and mod.card_in(5) == 17
    assert mod.check(5).ok
    assert "lower" in mod.check(14).message and "gamble" in mod.check(26).message
    fb = mod.check(40, lang="de")
    assert "großer Sprung" in fb.message and "Platz #6" in fb.answer  # slot 5, shown from 1
    game = load_position(mod.QUIZ)
    game.apply(Flip(0, 5))
    assert game.why_not(Lay(0)) is None
    # a lesson about memory: the exercise's slots and players are not the example's
    example = get("08_play").example
    example_slots = {s.action.slot for s in example.steps if isinstance(s.action, Flip)}
    assert not example_slots & set(mod.C.data["exercise"]["options"])
    assert not {"Anna", "Ben"} & {p["name"] for p in mod.QUIZ["players"]}


def test_memory_rates_read_the_shipped_benchmark() -> None:
    mod = module("08_play")
    data = mod.memory_rates()
    raw = json.loads(mod.MEMORY.read_text(encoding="utf-8"))
    assert data["games"] == raw["games_per_pairing"] == 2000
    assert data["opponents"] == ["perfect", "no memory"]
    assert [r["key"] for r in data["rows"]] == [m["name"] for m in raw["models"]]
    rate = {r["key"]: r["win_rate"] for r in data["rows"]}
    assert rate["perfect"]["no memory"] > rate["forget 40%"]["no memory"] > 0.5
    assert rate["no memory"]["perfect"] < rate["forget 10%"]["perfect"] < 0.5
    for lang in LANGS:
        models = LessonContent("08_play").text(lang, "charts", "memory", "models")
        assert set(models) >= set(rate)
    assert "16.9" in get("08_play", "en").rule[4] and "16,9" in get("08_play", "de").rule[4]


def test_memory_rates_refuse_a_damaged_file(tmp_path: Path) -> None:
    mod = module("08_play")
    with pytest.raises(ContentError, match="missing"):
        mod.memory_rates(tmp_path / "memory.json")
    broken = tmp_path / "broken.json"
    broken.write_text(mod.MEMORY.read_text(encoding="utf-8")[:500], encoding="utf-8")
    with pytest.raises(ContentError, match="not JSON"):
        mod.memory_rates(broken)
    damaged = tmp_path / "damaged.json"
    shutil.copy(mod.MEMORY, damaged)
    raw = json.loads(damaged.read_text(encoding="utf-8"))
    raw["models"][2]["win_rate"]["perfect"] = 1.7
    damaged.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(ContentError, match=r"models\[2\]"):
        mod.memory_rates(damaged)
    del raw["models"][0]["ci95"]
    damaged.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(ContentError, match="ci95"):
        mod.memory_rates(damaged)
