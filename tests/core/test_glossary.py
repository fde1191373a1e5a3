"""Terms before use (issue 27): every game's glossary (``widgets/<game>/rules/glossary.toml``),
its page, and the terms the lessons mark.

For every game and language: every entry has its English and German words; its lessons exist;
no lesson uses a term before the lesson the glossary says teaches it, and that lesson's page
marks it (a tap or hover shows its meaning). Marking a term changes no tag, no attribute and no
text of the lesson, and marks each term once per page. The glossary page, the navigation bar
and the play page's rules drawer link each other, keeping the language.
"""

from __future__ import annotations

import json
import re
import tomllib
from html.parser import HTMLParser
from importlib import import_module
from pathlib import Path

import pytest

from widgets.core import glossary as G
from widgets.core import rules
from widgets.core.lang import LANGS
from widgets.core.nav import nav_bar_html

ROOT = Path(__file__).resolve().parents[2]
#: Elements without an end tag.
VOID = frozenset({"br", "hr", "img", "input", "meta", "link", "wbr", "col", "source"})
GAMES = ("schutz", "wettkampf", "carcassonne")


def lessons(game: str):
    return import_module(f"widgets.{game}.lessons").LESSONS


def raw(game: str) -> list[dict]:
    with (lessons(game).rules / "glossary.toml").open("rb") as f:
        return tomllib.load(f)["terms"]


@pytest.mark.parametrize("game", GAMES)
def test_every_entry_has_both_languages_and_existing_lessons(game: str) -> None:
    entries = raw(game)
    assert len(entries) >= 10
    ids = [e["id"] for e in entries]
    assert len(set(ids)) == len(ids)
    lesson_ids = lessons(game).ids
    for e in entries:
        for lang in LANGS:
            words = e[lang]
            assert words["term"].strip() and len(words["meaning"]) > 20, (game, e["id"], lang)
            assert words["forms"] and all(f.strip() for f in words["forms"]), (game, e["id"])
        assert e["lesson"] in lesson_ids, (game, e["id"])
        assert (ROOT / "notebooks" / game / f"{e['lesson']}.ipynb").exists()
        if "more" in e:  # the lesson teaching it in depth comes later
            assert e["more"] in lesson_ids and e["more"] > e["lesson"], (game, e["id"])
    for lang in LANGS:  # the drawer's glossary is this one
        terms = rules.load_rules(lessons(game).rules, lang).terms
        assert [t.id for t in terms] == ids
        assert [t.german for t in terms] == [e["german"] for e in entries]


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        value = list(value.values())
    return [s for v in value for s in _strings(v)] if isinstance(value, list) else []


def _messages(les, lesson_id: str, lang: str) -> list[str]:
    """What a lesson's checkers say (its ``[messages]``, its parts' too)."""
    with (les.content.folder / lesson_id / f"{lang}.toml").open("rb") as f:
        data = tomllib.load(f)
    parts = [p.get("messages", {}) for p in data.get("parts", [])]
    return _strings([data.get("messages", {}), *parts])


def _uses(game: str, lang: str) -> dict[str, tuple[set[str], set[str]]]:
    """Lesson id -> (the terms its texts use, its checkers' words too; the terms its page
    marks)."""
    les = lessons(game)
    gloss = G.glossary(les.rules, lang)
    out = {}
    for lesson_id in les.ids:
        lesson = les.get(lesson_id, lang)
        mark = G.linker(les.rules, lang)
        marked = "".join(mark(html) for html in G.marked_texts(lesson))
        out[lesson_id] = (
            G.uses(G.lesson_texts(lesson) + _messages(les, lesson_id, lang), gloss),
            set(re.findall(r'class="burg-term" tabindex="0" data-term="([^"]+)"', marked)),
        )
    return out


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_no_lesson_uses_a_term_before_the_lesson_that_teaches_it(game: str, lang: str) -> None:
    les = lessons(game)
    uses = _uses(game, lang)
    early = []
    for t in G.glossary(les.rules, lang).terms:
        for lesson_id in les.ids:
            if lesson_id < t.lesson and t.id in uses[lesson_id][0]:
                early.append((t.id, "used in", lesson_id, "taught in", t.lesson))
        # the lesson that teaches it uses it where the page marks it: its meaning is at hand
        assert t.id in uses[t.lesson][1], (game, lang, t.id, t.lesson)
    assert not early, early


class _Reader(HTMLParser):
    """The text of some HTML without the terms' tips, and whether every tag is closed in
    order."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)
        self.text: list[str] = []
        self.stack: list[str] = []
        self.tip = 0  # depth inside a tip
        self.broken: list[str] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag in VOID:
            return
        self.stack.append(tag)
        if self.tip or ("class", "burg-term-tip") in attrs:
            self.tip += 1

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.broken.append(tag)
            return
        self.stack.pop()
        if self.tip:
            self.tip -= 1

    def handle_data(self, data: str) -> None:
        if not self.tip:
            self.text.append(data)

    def handle_entityref(self, name: str) -> None:
        self.handle_data(f"&{name};")

    def handle_charref(self, name: str) -> None:
        self.handle_data(f"&#{name};")


def _read(html: str) -> _Reader:
    reader = _Reader()
    reader.feed(html)
    reader.close()
    return reader


def _tags(html: str) -> list[str]:
    """The tags of ``html`` that are not the marks' own."""
    out = []
    for tag in re.findall(r"<[^>]*>", html):
        if "burg-term" not in tag:
            out.append(tag)
    return out


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_marking_keeps_every_tag_attribute_and_word(game: str, lang: str) -> None:
    les = lessons(game)
    gloss = G.glossary(les.rules, lang)
    for lesson_id in les.ids:
        seen: set[str] = set()
        marked_here = []
        for html in G.marked_texts(les.get(lesson_id, lang)):
            out = G.link_terms(html, gloss, seen)
            before, after = _read(html), _read(out)
            assert not after.broken and not after.stack, (lesson_id, out)
            assert "".join(after.text) == "".join(before.text), (lesson_id, html)
            # the lesson's own tags stay as they were, in order (the tips' tags aside)
            tips = re.sub(r'<span class="burg-term-tip".*?</span></span>', "", out)
            assert _tags(tips) == _tags(html), (lesson_id, html)
            marked_here += re.findall(r'data-term="([^"]+)"', out)
        assert len(marked_here) == len(set(marked_here)), (lesson_id, marked_here)


def test_marking_leaves_tags_attributes_links_and_headings_alone() -> None:
    gloss = G.glossary(lessons("schutz").rules, "en")
    html = (
        '<p title="the forge and the helper"><b>Schmiede</b> (forge) — '
        '<a href="x.ipynb" data-x="forge">a helper</a> <h3>Taler</h3> '
        "<i>talers &amp; helpers</i><br>helpers</p>"
    )
    out = G.link_terms(html, gloss)
    assert out.startswith('<p title="the forge and the helper"><b><span class="burg-term"')
    assert '<a href="x.ipynb" data-x="forge">a helper</a>' in out  # no link in a link
    assert "<h3>Taler</h3>" in out
    assert out.count('data-term="forge"') == 1  # "(forge)" is a second use
    assert out.count('data-term="helpers"') == 1 and out.count('data-term="taler"') == 1
    assert '<i><span class="burg-term" tabindex="0" data-term="taler">talers<span' in out
    assert "&amp;" in out and "<br>" in out
    # in the tip: the term, the rulebook's word, the meaning, a link to the entry
    tip = re.search(r'data-term="forge">Schmiede<span class="burg-term-tip"[^>]*>(.*?)</span>', out)
    assert tip is not None
    assert "<b>Forge</b>" in tip.group(1) and "(in the rulebook: Schmiede)" in tip.group(1)
    assert 'href="glossary.ipynb?lang=en#term-forge"' in tip.group(1)
    # a term already marked on the page is not marked again; no glossary: nothing changes
    assert G.link_terms("<p>forge</p>", gloss, {"forge"}) == "<p>forge</p>"
    assert G.linker(None, "en")("<p>forge</p>") == "<p>forge</p>"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_the_glossary_page_links_each_entry_to_its_lessons(game: str, lang: str) -> None:
    les = lessons(game)
    html = G.glossary_html(les.rules, les.content.folder, lang, "Title")
    assert f'lang="{lang}"' in html
    for e in raw(game):
        entry = re.search(rf'id="term-{e["id"]}">(.*?)</div>', html)
        assert entry is not None, e["id"]
        body = entry.group(1)
        assert e[lang]["term"] in body
        n = int(e["lesson"][:2])
        word = "Erklärt in Lektion" if lang == "de" else "Taught in lesson"
        assert f'href="{e["lesson"]}.ipynb?lang={lang}">{word} {n}: ' in body
        if lang == "en" and e["german"] != e["en"]["term"]:
            assert f"(in the rulebook: {e['german']})" in body
        if "more" in e:
            assert f'href="{e["more"]}.ipynb?lang={lang}"' in body


@pytest.mark.parametrize("game", GAMES)
def test_the_glossary_page_is_a_thin_notebook_linked_from_the_bar_and_the_drawer(
    game: str,
) -> None:
    nb = json.loads((ROOT / "notebooks" / game / "glossary.ipynb").read_text(encoding="utf-8"))
    (cell,) = nb["cells"]
    assert "".join(cell["source"]) == (
        f"from widgets.{game}.lessons import show_glossary\n\nshow_glossary()"
    )
    assert not cell["outputs"]
    for lang in LANGS:
        for here in ("lesson", "lessons", "play"):
            bar = nav_bar_html(lang, here)
            assert f'class="burg-glossary-page-link" href="glossary.ipynb?lang={lang}"' in bar
        assert 'aria-current="page"' in nav_bar_html(lang, "glossary")
        drawer = rules.glossary_html(rules.load_rules(lessons(game).rules, lang))
        assert f'class="burg-glossary-link" href="glossary.ipynb?lang={lang}"' in drawer


def test_the_glossary_page_shows_in_both_languages() -> None:
    page = lessons("wettkampf").glossary_page("de")
    assert "Glossar — Der Wettkampf der Burgbaumeister" in page.page.page.value
    assert 'class="burg-glossary-page-link burg-navbar-here"' in page.page.navbar.value
    page.page.set_lang("en")
    assert "Glossary — Der Wettkampf der Burgbaumeister" in page.page.page.value
    assert "(in the rulebook: Materiallager)" in page.page.page.value


@pytest.mark.parametrize("lang", LANGS)
def test_the_glossary_words_are_plain(lang: str) -> None:
    from tests.core.test_rules_panel import FORBIDDEN

    assert set(G.TEXTS["en"]) == set(G.TEXTS["de"])
    for word in G.TEXTS[lang].values():
        assert not FORBIDDEN.search(word.replace("{n}", "1").replace("{title}", "T")), word


def test_german_forms_match_as_written() -> None:
    gloss = G.glossary(lessons("carcassonne").rules, "de")
    out = G.link_terms("<p>Sie nimmt den Gefolgsmann weg. Der Weg ist fertig.</p>", gloss)
    assert "nimmt den" in out and "weg." in out.replace('data-term="path">Weg', "")
    assert out.count('data-term="path"') == 1 and 'data-term="path">Weg<' in out
    assert 'data-term="followers">Gefolgsmann<' in out
