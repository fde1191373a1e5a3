"""A game's glossary: its page, and its terms linked where a lesson first uses them.

The terms are the game's ``widgets/<game>/rules/glossary.toml`` (read by
``widgets.core.rules.load_terms``; the play page's rules drawer lists the same): each with the
rulebook's German term, a plain meaning per language, the lesson that teaches it and the words
a lesson text uses for it (``forms``).

- ``glossary_html``: the glossary page (``notebooks/<game>/glossary.ipynb``): every term, its
  German term in the English version, its meaning and "Taught in lesson N", a link to the
  lesson; each entry is an anchor (``#<id>``).
- ``link_terms``: a lesson's HTML with the first use of each term on the page marked: a tap or
  hover shows its meaning and a link to its entry. Only text is changed, never a tag or an
  attribute, nor text inside a link, a heading or a button.
- ``uses``: the terms a text uses (the test that every term is taught no later than its first
  use reads the lessons with it).

This module knows no game: a game's rules folder and lessons' content folder are handed over.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from html import escape
from pathlib import Path
from typing import Any

import anywidget

from widgets.core.lang import lang_href
from widgets.core.lessons.model import Example, Exercise, Lesson
from widgets.core.rules import GLOSSARY_PAGE, Term, lesson_number, lesson_title, load_terms

#: The page's own words.
TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "glossary": "Glossary",
        "title": "Glossary — {game}",
        "intro": "Every term of the game in plain words, with the lesson that teaches it. In the "
        "lessons a term is underlined with dots where it first appears: point at it or tap it "
        "to read what it means.",
        "rulebook_term": "in the rulebook",
        "taught": "Taught in lesson {n}: {title}",
        "deeper": "More in lesson {n}: {title}",
        "more": "Glossary",
    },
    "de": {
        "glossary": "Glossar",
        "title": "Glossar — {game}",
        "intro": "Jeder Begriff des Spiels in einfachen Worten, mit der Lektion, die ihn erklärt. "
        "In den Lektionen ist ein Begriff dort, wo er zum ersten Mal vorkommt, gepunktet "
        "unterstrichen: Zeige oder tippe darauf, dann steht da, was er bedeutet.",
        "rulebook_term": "in der Spielregel",
        "taught": "Erklärt in Lektion {n}: {title}",
        "deeper": "Mehr in Lektion {n}: {title}",
        "more": "Glossar",
    },
}


def text(key: str, lang: str, **params: Any) -> str:
    """One of the glossary's words in ``lang`` (English if the language is unknown)."""
    return TEXTS.get(lang, TEXTS["en"])[key].format(**params)


def anchor(term: Term) -> str:
    """The id of a term's entry on the glossary page."""
    return f"term-{term.id}"


@dataclass(frozen=True)
class Glossary:
    """A game's terms in one language, with one pattern that finds any of their forms (the
    longest first: "start tower" before "tower"; in any case, but in German as written)."""

    lang: str
    terms: tuple[Term, ...]
    pattern: re.Pattern[str] | None
    by_form: dict[str, Term]

    def find(self, text: str) -> Iterable[tuple[re.Match[str], Term]]:
        """Every use of a term in ``text`` (plain text), in order."""
        if self.pattern is None:
            return
        for m in self.pattern.finditer(text):
            yield m, self.by_form[_key(m.group(0), self.lang)]


#: Languages whose forms match only as written: German writes its nouns with a capital (the
#: path, „Weg“, is not the „weg“ of „nimmt weg“). Elsewhere a form matches in any case.
AS_WRITTEN = frozenset({"de"})


def _key(form: str, lang: str) -> str:
    return form if lang in AS_WRITTEN else form.casefold()


@cache
def glossary(rules: Path, lang: str) -> Glossary:
    """The glossary of the game whose rules folder is ``rules``, in ``lang``."""
    terms = load_terms(Path(rules), lang)
    by_form: dict[str, Term] = {}
    for t in terms:
        for form in t.forms:
            key = _key(form, lang)
            if by_form.get(key, t) is not t:
                raise ValueError(f"{rules}: {form!r} is a form of two terms")
            by_form[key] = t
    forms = sorted(by_form, key=len, reverse=True)
    pattern = None
    if forms:
        words = "|".join(re.escape(f) for f in forms)
        flags = 0 if lang in AS_WRITTEN else re.IGNORECASE
        pattern = re.compile(rf"(?<![\w-])(?:{words})(?![\w-])", flags)
    return Glossary(lang, terms, pattern, by_form)


#: A tag, or a piece of text between tags.
_TAG = re.compile(r"(<[^>]*>)")
_NAME = re.compile(r"</?\s*([a-zA-Z][a-zA-Z0-9]*)")
#: Where a term is left as it is: links (a term there would be a link in a link), headings,
#: buttons, code, and the parts of a page that are not text.
SKIP = frozenset(
    {"a", "abbr", "button", "code", "h1", "h2", "h3", "h4", "h5", "h6", "option", "script",
     "select", "style", "summary", "textarea", "title"}
)  # fmt: skip


def term_html(word: str, term: Term, lang: str, href: str) -> str:
    """``word`` (HTML text as it stood) marked as a use of ``term``: focusable, with its meaning
    and a link to its entry in a tip shown on hover, focus or tap."""
    german = ""
    if term.german != term.term:
        german = (
            f' <i class="burg-term-german" lang="de">({escape(text("rulebook_term", lang))}: '
            f"{escape(term.german)})</i>"
        )
    link = f'<a class="burg-term-more" href="{escape(href)}">{escape(text("more", lang))} ›</a>'
    return (
        f'<span class="burg-term" tabindex="0" data-term="{escape(term.id)}">{word}'
        f'<span class="burg-term-tip" role="tooltip"><b>{escape(term.term)}</b>{german}: '
        f"{escape(term.meaning)} {link}</span></span>"
    )


def link_terms(
    html: str, gloss: Glossary, seen: set[str] | None = None, page: str = GLOSSARY_PAGE
) -> str:
    """``html`` with the first use of each term marked (``term_html``), except the terms in
    ``seen`` (the ids already marked on the page; those marked now are added to it). Only the
    text between tags changes; text inside ``SKIP`` elements stays as it is. ``page``: the
    glossary page, relative to the page showing ``html``."""
    seen = set() if seen is None else seen
    if gloss.pattern is None:
        return html
    out = []
    skipping: list[str] = []
    for i, chunk in enumerate(_TAG.split(html)):
        if i % 2:  # a tag
            m = _NAME.match(chunk)
            name = m.group(1).lower() if m else ""
            if name in SKIP and not chunk.endswith("/>"):
                if chunk.startswith("</"):
                    if name in skipping:
                        del skipping[len(skipping) - 1 - skipping[::-1].index(name) :]
                else:
                    skipping.append(name)
            out.append(chunk)
        elif skipping or not chunk:
            out.append(chunk)
        else:
            out.append(_link_text(chunk, gloss, seen, page))
    return "".join(out)


def _link_text(chunk: str, gloss: Glossary, seen: set[str], page: str) -> str:
    assert gloss.pattern is not None

    def mark(m: re.Match[str]) -> str:
        term = gloss.by_form[_key(m.group(0), gloss.lang)]
        if term.id in seen:
            return m.group(0)
        seen.add(term.id)
        href = lang_href(f"{page}#{anchor(term)}", gloss.lang)
        return term_html(m.group(0), term, gloss.lang, href)

    return gloss.pattern.sub(mark, chunk)


def linker(rules: Path | None, lang: str) -> Callable[[str], str]:
    """A function that marks the terms of one page's HTML, piece by piece in page order: each
    term at its first use on the page only. Without a glossary (``rules`` is ``None`` or has no
    ``glossary.toml``) it changes nothing."""
    if rules is None or not (Path(rules) / "glossary.toml").exists():
        return lambda html: html
    gloss = glossary(Path(rules), lang)
    seen: set[str] = set()
    return lambda html: link_terms(html, gloss, seen)


def plain(html: str) -> str:
    """The text of ``html`` (tags dropped; entities as they stand)."""
    return " ".join(_TAG.sub(" ", html).split())


def uses(texts: Iterable[str], gloss: Glossary) -> set[str]:
    """The ids of the terms ``texts`` (HTML or plain text) use."""
    return {t.id for s in texts for _m, t in gloss.find(plain(s))}


def marked_texts(lesson: Lesson) -> list[str]:
    """The texts of ``lesson`` whose terms its page marks, as HTML, in page order: the rule,
    the example's intro and captions, the question; then each part's rule, example and
    question (``widgets.core.lessons.view`` marks them in this order)."""

    def section(example: Example | None, exercise: Exercise | None) -> list[str]:
        out = []
        if example is not None:
            out += [escape(example.intro), *(escape(s.caption) for s in example.steps)]
        if exercise is not None:
            out.append(escape(exercise.question))
        return out

    texts = [*lesson.rule, *lesson.extra, *section(lesson.example, lesson.exercise)]
    for part in lesson.parts:
        texts += [*part.rule, *section(part.example, part.exercise)]
    return texts


def lesson_texts(lesson: Lesson) -> list[str]:
    """Every text of ``lesson`` a learner reads on its page before answering: its title, the
    marked texts (``marked_texts``), the exercises' hints and answers, the parts' titles."""
    texts = [lesson.title, *marked_texts(lesson)]
    for exercise in lesson.exercises():
        texts += [exercise.hint, *(label for label, _value in exercise.options)]
    return texts + [part.title for part in lesson.parts]


def _lesson_link(content: Path, key: str, lesson_id: str, lang: str) -> str:
    """ "Taught in lesson N: title" (``key``: or "More in …"), a link to the lesson."""
    label = text(
        key, lang, n=lesson_number(lesson_id), title=lesson_title(content, lesson_id, lang)
    )
    href = escape(lang_href(f"{lesson_id}.ipynb", lang))
    return f'<a class="burg-glossary-lesson burg-glossary-{key}" href="{href}">{escape(label)}</a>'


def glossary_html(rules: Path, content: Path, lang: str, game: str) -> str:
    """The glossary page's body in ``lang``: the title (``game``: the game's title), a line on
    how lessons show the terms, then every term (an anchor ``term-<id>``) with the rulebook's
    German term where it differs, its meaning and the lesson that teaches it."""
    rows = []
    for t in glossary(Path(rules), lang).terms:
        german = ""
        if t.german != t.term:
            german = (
                f' <span class="burg-glossary-german" lang="de">'
                f"({escape(text('rulebook_term', lang))}: {escape(t.german)})</span>"
            )
        links = [_lesson_link(Path(content), "taught", t.lesson, lang)]
        if t.more:
            links.append(_lesson_link(Path(content), "deeper", t.more, lang))
        rows.append(
            f'<div class="burg-glossary-entry" id="{anchor(t)}">'
            f"<dt>{escape(t.term)}{german}</dt>"
            f"<dd><p>{escape(t.meaning)}</p><p>{' · '.join(links)}</p></dd></div>"
        )
    return (
        f'<div class="burg-glossary" lang="{lang}">'
        f"<h1>{escape(text('title', lang, game=game))}</h1>"
        f"<p>{escape(text('intro', lang))}</p>"
        f"<dl>{''.join(rows)}</dl></div>"
    )


#: The page: one entry after another; the entry a link leads to is marked.
GLOSSARY_CSS = """<style>
.burg-glossary { max-width: 900px; font-size: 18px; line-height: 1.45; }
.burg-glossary h1 { font-size: 28px; color: #5d4037; }
.burg-glossary dl { display: block; margin: 0; padding: 0; }
.burg-glossary-entry { margin: 0 0 10px 0; padding: 4px 10px; border-left: 6px solid #d7ccc8;
  scroll-margin-top: 12px; }
.burg-glossary-entry:target, .burg-glossary-target { border-left-color: #f9a825;
  background: #fff3e0; }
.burg-glossary dt { display: block; float: none; width: auto; text-align: left;
  font-weight: bold; color: #3e2723; margin: 0; padding: 0; }
.burg-glossary dd { display: block; float: none; width: auto; margin: 0; padding: 0; }
.burg-glossary dd p { margin: 2px 0; }
.burg-glossary-german { font-weight: normal; font-style: italic; color: #5d4037; }
.burg-glossary a { color: #1565c0; text-decoration: underline; }
</style>"""

#: A term in a lesson: dotted underline; its tip on hover, on focus (keyboard) and on tap (a tap
#: focuses it): right below the term's line, as wide as the text around it (so it never leaves
#: a narrow window), over the text that follows.
TERM_CSS = """<style>
.burg-term { border-bottom: 2px dotted #8d6e63; cursor: help; }
.burg-term:focus { outline: 2px solid #1565c0; outline-offset: 1px; }
.burg-rule .widget-html-content, .burg-caption, .burg-question .widget-html-content {
  position: relative; }
.burg-term-tip { display: none; position: absolute; left: 4px; right: 4px; z-index: 20;
  box-sizing: border-box; max-width: 640px; padding: 6px 10px; background: #fffde7;
  color: #3e2723; border: 1px solid #8d6e63; border-radius: 6px;
  box-shadow: 0 3px 10px rgba(0, 0, 0, 0.25); font-size: 16px; font-weight: normal;
  font-style: normal; line-height: 1.35; text-align: left; white-space: normal; }
.burg-term:hover .burg-term-tip, .burg-term:focus .burg-term-tip,
.burg-term:focus-within .burg-term-tip { display: block; }
.burg-term-tip a { color: #1565c0; text-decoration: underline; white-space: nowrap; }
.burg-term-german { color: #5d4037; }
.burg-rule, .burg-rule .widget-html-content { overflow: visible; }
</style>"""


_ESM = r"""
function render({ el }) {
  el.style.display = "none";
  const id = decodeURIComponent(location.hash.slice(1));
  if (!id) return;
  // the entries arrive with the page's other widgets: look until they are drawn
  let tries = 0;
  const look = () => {
    const entry = document.getElementById(id);
    if (entry) {
      entry.classList.add("burg-glossary-target");
      entry.scrollIntoView({ block: "start" });
    } else if (tries++ < 50) {
      setTimeout(look, 100);
    }
  };
  requestAnimationFrame(look);
}
export default { render };
"""


class ToEntry(anywidget.AnyWidget):
    """Invisible: brings the entry the address names (``#term-…``) into view and marks it (a
    link from a lesson's term)."""

    _esm = _ESM


class GlossaryPage:
    """The glossary page of a game with the language switch and the navigation bar: a
    ``widgets.core.page.LinkPage`` drawing ``glossary_html`` (``titles``: the game's title per
    language); the entry its address names comes into view."""

    def __init__(
        self, rules: Path, content: Path, titles: dict[str, str], lang: str = "en"
    ) -> None:
        from widgets.core.page import LinkPage

        self.rules, self.content, self.titles = Path(rules), Path(content), dict(titles)

        def html(lang: str) -> str:
            return glossary_html(self.rules, self.content, lang, self.titles.get(lang, ""))

        self.page = LinkPage(html, GLOSSARY_CSS, lang, nav="glossary")
        self.page.root.children = (*self.page.root.children, ToEntry())
        self.page.root.add_class("burg-glossary-page")
        self.root, self.lang_toggle = self.page.root, self.page.lang_toggle

    @property
    def lang(self) -> str:
        """The page's language."""
        return self.page.lang
