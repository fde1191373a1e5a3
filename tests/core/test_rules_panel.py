"""The rules at hand (issue 26): every game's rules summary, glossary and decision rules
(``widgets/<game>/rules/{en,de}.toml``, read by ``widgets.core.rules``), the play page's rules
panel and the navigation bar of every page.

Every kind of decision a game asks for (every kind its actions answer) has its rule in both
languages and a lesson that exists; no text a learner reads names a rule id, a decision number,
a file or the program's inner words.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from burg.carcassonne.actions import ACTIONS as CARCASSONNE_ACTIONS
from burg.schutz.actions import ACTIONS as SCHUTZ_ACTIONS
from burg.wettkampf.actions import ACTIONS as WETTKAMPF_ACTIONS
from widgets.core import rules
from widgets.core.lang import LANGS
from widgets.core.nav import nav_bar_html

ROOT = Path(__file__).resolve().parents[2]
GAMES = {
    "schutz": SCHUTZ_ACTIONS,
    "wettkampf": WETTKAMPF_ACTIONS,
    "carcassonne": CARCASSONNE_ACTIONS,
}
#: What a learner must never read: rule ids (rules/wettkampf.md §W14, W18, D4, C5, E13), file
#: names, the program's inner words.
FORBIDDEN = re.compile(
    r"§|\b[A-Z]{1,2}\d+\b|\.md\b|\.py\b|\.toml\b|(?i:json)|\bengine|Engine|Regel-Id|Regel-ID"
    r"|\bdecision \d|\bEntscheidung \d|_[a-z]+"
)


def kinds(actions) -> set[str]:
    """Every kind of decision a game's actions answer."""
    return {kind for cls in actions.types.values() for kind in cls.answers}


def folder(game: str) -> Path:
    return ROOT / "widgets" / game / "rules"


def content(game: str) -> Path:
    return ROOT / "widgets" / game / "lessons" / "content"


def test_the_kinds_are_known() -> None:
    assert kinds(SCHUTZ_ACTIONS) >= {
        "choose_cards", "worker_pieces", "trader", "tower", "buy", "sell", "build", "payment",
        "helpers", "palas", "winter", "woo", "share", "toll",
    }  # fmt: skip
    assert kinds(WETTKAMPF_ACTIONS) == {"flip", "decide", "cannon"}
    assert kinds(CARCASSONNE_ACTIONS) == {"place", "follower", "score", "extra"}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_kind_has_its_rule_and_an_existing_lesson(game: str, lang: str) -> None:
    summary = rules.load_rules(folder(game), lang)
    assert set(summary.decisions) == kinds(GAMES[game])
    lessons = {p.name for p in content(game).iterdir() if p.is_dir()}
    for kind, d in summary.decisions.items():
        assert d.lesson in lessons, (game, kind, d.lesson)
        assert len(d.rule) > 40 and len(d.name) > 3, (game, kind)
        title = rules.lesson_title(content(game), d.lesson, lang)
        assert title
        link = rules.lesson_link_html(content(game), d.lesson, lang)
        n = rules.lesson_number(d.lesson)
        word = "Lerne das: Lektion" if lang == "de" else "Learn this: lesson"
        assert f"{word} {n} — " in link
        assert f'href="{d.lesson}.ipynb?lang={lang}"' in link
    assert (ROOT / "notebooks" / game / "play.ipynb").exists()
    for d in summary.decisions.values():
        assert (ROOT / "notebooks" / game / f"{d.lesson}.ipynb").exists()


@pytest.mark.parametrize("game", GAMES)
def test_both_languages_agree(game: str) -> None:
    en, de = (rules.load_rules(folder(game), lang) for lang in ("en", "de"))
    assert {k: d.lesson for k, d in en.decisions.items()} == {
        k: d.lesson for k, d in de.decisions.items()
    }
    assert {k: set(d.cards) for k, d in en.decisions.items()} == {
        k: set(d.cards) for k, d in de.decisions.items()
    }
    assert len(en.terms) == len(de.terms) >= 10
    # the rulebook's German term is the same in both files
    assert [t.german for t in en.terms] == [t.german for t in de.terms]
    assert len(en.turn) == len(de.turn) >= 4
    assert len(en.scoring) == len(de.scoring) >= 3


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_no_rule_ids_files_or_engine_words(game: str, lang: str) -> None:
    summary = rules.load_rules(folder(game), lang)
    for t in summary.texts():
        assert not FORBIDDEN.search(t), (game, lang, FORBIDDEN.search(t), t)


def test_the_forbidden_words_are_caught() -> None:
    for bad in ("\u00a7W14", "see W18", "our decision D4", "docs/rules.md", "app.py", "the JSON",
                "the rules engine", "Regel-Id", "choose_cards", "decision 12"):  # fmt: skip
        assert FORBIDDEN.search(bad), bad
    for good in ("Arbeiter A", "wall tile 7", "3 VP per stone", "Lektion 6", "König +3"):
        assert not FORBIDDEN.search(good), good


def test_schutz_winter_cards_have_their_own_rule() -> None:
    en = rules.load_rules(folder("schutz"), "en")
    assert set(en.decisions["winter"].cards) == {"pest", "mauerbruch", "schneeverwehung"}
    assert en.decisions["winter"].rule_for("pest").startswith("Pest:")
    assert en.decisions["winter"].rule_for(None) == en.decisions["winter"].rule


@pytest.mark.parametrize("lang", LANGS)
def test_panel_html_puts_the_pending_rule_first(lang: str) -> None:
    html = rules.panel_html(folder("schutz"), content("schutz"), lang, "trader")
    now = html.index('class="burg-rules-now"')
    assert now < html.index("burg-rules-turn") < html.index("burg-rules-glossary")
    assert 'data-kind="trader"' in html
    assert f'href="06_haendler.ipynb?lang={lang}"' in html
    expected = "Lektion 6 — Der Händler" if lang == "de" else "lesson 6 — Der Händler (the Trader)"
    assert expected in html
    # the rulebook's German term stands beside the English one
    if lang == "en":
        assert "(rulebook: Lehrgeld)" in html
    idle = rules.panel_html(folder("schutz"), content("schutz"), lang, None)
    assert "burg-rules-idle" in idle and "burg-rules-lesson" not in idle


def test_static_links_are_html_files() -> None:
    link = rules.lesson_link_html(content("wettkampf"), "06_cannon", "de")
    assert 'href="06_cannon.ipynb?lang=de"' in link  # in Voilà
    from widgets.core.lang import lang_href

    assert lang_href("06_cannon.ipynb", "de", static=True) == "06_cannon.html?lang=de"


@pytest.mark.parametrize("lang", LANGS)
def test_nav_bar_links_keep_the_language(lang: str) -> None:
    html = nav_bar_html(lang, "play")
    assert f'class="burg-family-link" href="../index.ipynb?lang={lang}"' in html
    assert f'class="burg-lessons-link" href="index.ipynb?lang={lang}"' in html
    assert 'aria-current="page"' in html and 'href="play.ipynb' not in html
    lesson = nav_bar_html(lang, "lesson")
    assert f'href="play.ipynb?lang={lang}"' in lesson and 'href="index.ipynb' in lesson
    assert "aria-current" not in lesson
    assert ("Alle Burgspiele" if lang == "de" else "All castle games") in html


# --- the play pages' rules drawer and every page's navigation bar -------------------------------
def _play_app(game: str, lang: str = "en"):
    from importlib import import_module

    app_class = import_module(f"widgets.{game}.app").PlayApp
    return app_class(bot_delay=0, lang=lang, charts=False)


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_drawer_follows_the_pending_decision(game: str) -> None:
    app = _play_app(game)
    assert app.rules_drawer.layout.display == "none" and app.rules_body.value == ""
    assert "play.ipynb" not in app.navbar.value and "../index.ipynb?lang=en" in app.navbar.value
    app.new_game(["person", "person"], seed=5)
    app.toggle_rules()
    assert app.rules_open and app.rules_drawer.layout.display == ""
    seen = set()
    for _ in range(4):
        kind = app.game.pending.kind
        if kind is None:
            break
        seen.add(kind)
        assert f'data-kind="{kind}"' in app.rules_body.value
        assert "burg-rules-lesson" in app.rules_body.value
        app.act(app.game.legal_actions()[0])
    assert len(seen) >= 2  # the drawer followed a change of decision
    app.set_lang("de")
    assert "Lerne das: Lektion" in app.rules_body.value and "Alle Burgspiele" in app.navbar.value
    assert app.rules_button.description.endswith("Regeln")
    app.toggle_rules()
    assert app.rules_drawer.layout.display == "none"


def test_a_winter_card_shows_its_own_rule() -> None:
    app = _play_app("schutz")
    app.new_game(["person", "person"], seed=2, winter=True)
    app.open_rules()
    for _ in range(400):
        d = app.game.pending
        if d.kind == "winter" or d.kind is None:
            break
        app.act(app.game.legal_actions()[-1])
    if app.game.pending.kind != "winter":
        pytest.skip("no winter card to answer in this game")
    card = app.game.pending.card
    assert rules.load_rules(folder("schutz"), "en").decisions["winter"].cards[card][:20] in (
        app.rules_body.value
    )


@pytest.mark.parametrize("game", GAMES)
def test_lessons_and_lesson_lists_show_the_navigation_bar(game: str) -> None:
    from importlib import import_module

    lessons = import_module(f"widgets.{game}.lessons")
    page = lessons.LessonIndex("de")
    assert page.root.children[1] is page.navbar  # on top, as on every page
    assert 'class="burg-family-link" href="../index.ipynb?lang=de"' in page.navbar.value
    assert 'href="play.ipynb?lang=de"' in page.navbar.value
    assert "burg-navbar" not in page.page.value  # once
    page.set_lang("en")
    assert "All castle games" in page.navbar.value
    view = lessons.LESSONS.view_class()(lessons.LESSON_IDS[1], lang="en")
    assert view.navbar in view.root.children
    assert 'href="index.ipynb?lang=en"' in view.navbar.value
    view.set_lang("de")
    assert "Lektionen" in view.navbar.value


@pytest.mark.parametrize("game", ["wettkampf", "carcassonne"])
def test_a_play_table_inside_a_lesson_has_no_second_navigation_bar(game: str) -> None:
    from importlib import import_module

    lessons = import_module(f"widgets.{game}.lessons")
    view = lessons.LESSONS.view_class()(lessons.LESSON_IDS[2], lang="en")
    sandbox = view.sandbox.app if hasattr(view.sandbox, "app") else view.sandbox
    assert sandbox.navbar not in sandbox.root.children
    assert view.navbar in view.root.children
