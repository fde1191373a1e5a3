"""What every game's table widget shares: the JavaScript helpers its ESM starts with, and
``Option``, one button of a decision as Python describes it.

A game's table is one anywidget (``widgets.schutz.table``, ``widgets.wettkampf.board``,
``widgets.carcassonne.table``): one message to the browser per update, which keeps a click fast.
Python sends ready-made HTML and a plain description of the decision; the browser draws the
buttons and sends back which one was clicked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Option:
    """One button of the decision.

    ``key`` is stable (it becomes the CSS class ``<prefix>-action-<key>``); ``action`` is what a
    click plays (``None`` for a card that is only selected); ``reason`` says why it is disabled;
    ``selected``: a card chosen so far (Im Schutze der Burg)."""

    key: str
    label: str
    action: Any
    enabled: bool = True
    reason: str = ""
    selected: bool = False


#: JavaScript helpers every table's ESM starts with.
TABLE_JS = r"""
function h(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// the inner HTML of el's child ``sel``: the model's trait ``name``, kept up to date
function showHtml(model, el, sel, name) {
  const f = () => { el.querySelector(sel).innerHTML = model.get(name); };
  f();
  model.on("change:" + name, f);
}

// the tick changes with every update, after everything else: the page is up to date
function showTick(model, box) {
  const f = () => {
    const n = String(model.get("tick"));
    box.innerHTML = '<span data-tick="' + n + '">' + n + "</span>";
  };
  f();
  model.on("change", f);
}
"""
