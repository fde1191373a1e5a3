"""The table of Der Wettkampf der Burgbaumeister: the Materiallager, the decision, the walls and
the log in one widget (one message per update, as ``widgets.core.table``).

Python sends the Materiallager as plain data (one cell per slot) and the rest as ready-made
HTML and a plain description of the decision; the browser draws the card grid and the buttons
and sends back which one was clicked. A card turned face up since the last update turns over
with a short animation. Every fact shown by colour is in words too (the cells' names, the
tags "protected by a tower", "cannon target", "to play").
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import anywidget
import traitlets as tl

from burg.wettkampf import messages
from widgets.core import log
from widgets.core.table import TABLE_JS
from widgets.wettkampf.text import t

#: The players' colours (dark enough for white text: contrast ≥ 4.5).
PLAYER_COLOURS = ("#b71c1c", "#0d47a1", "#1b5e20", "#6a1b9a")

#: A short mark for each figure (its name is beside it in words); all in DejaVu Sans.
FIGURE_MARKS = {
    "king": "♔",
    "queen": "♕",
    "knight": "♘",
    "lady": "♀",
    "raven": "✒",
    "cannon": "✹",
    "tower": "♜",
    "wizard": "★",
}

_ESM = (
    TABLE_JS
    + r"""
function render({ model, el }) {
  el.classList.add("wk-table");
  el.innerHTML = '<div class="wk-status" role="status"></div>'
    + '<div class="wk-row"><div class="wk-store-box"><h3 class="wk-store-title"></h3>'
    + '<div class="wk-store-hint"></div><div class="wk-store"></div></div>'
    + '<div class="wk-decision"></div></div>'
    + '<div class="wk-walls"></div>'
    + '<div class="wk-section"><h3 class="wk-log-title" id="wk-log-title"></h3>'
    + '<div class="wk-log" tabindex="0" role="region" aria-labelledby="wk-log-title"></div></div>'
    + '<div class="wk-tick" style="display:none"></div>';
  const q = (c) => el.querySelector(c);
  const send = (event, key) =>
    model.send({ event: event, key: String(key === undefined ? "" : key) });
  const html = (cls, name) => showHtml(model, el, cls, name);
  html(".wk-status", "status");
  html(".wk-walls", "walls");
  html(".wk-log", "log");
  html(".wk-store-title", "store_title");
  html(".wk-store-hint", "store_hint");
  html(".wk-log-title", "log_title");

  // the Materiallager: a grid of cards; a card newly face up turns over
  let shown = {};
  const store = () => {
    const s = model.get("store") || {};
    const grid = q(".wk-store");
    grid.replaceChildren();
    grid.style.gridTemplateColumns = "repeat(" + (s.columns || 9) + ", minmax(0, 1fr))";
    const now = {};
    for (const c of s.cells || []) {
      let e;
      if (c.state === "empty") {
        e = h("div", "wk-card wk-empty");
        e.setAttribute("aria-hidden", "true");
      } else if (c.state === "down") {
        e = h("button", "wk-card wk-down wk-slot-" + c.slot);
        e.appendChild(h("span", "wk-slot-no", "#" + c.no));
        // teacher mode, the hidden cards shown: the card's value, marked as not public
        if (c.peek) e.appendChild(h("span", "wk-peek", String(c.peek)));
        e.setAttribute("aria-label", c.label);
        e.title = c.label;
        e.disabled = !s.clickable;
        if (s.clickable) e.addEventListener("click", () => {
          e.classList.add("wk-flipping");
          for (const b of grid.querySelectorAll("button")) b.disabled = true;
          send("flip", c.slot);
        });
      } else {
        e = h("div", "wk-card wk-up wk-slot-" + c.slot);
        e.setAttribute("role", "img");
        e.setAttribute("aria-label", c.label);
        e.title = c.label;
        e.append(h("span", "wk-number", String(c.number)));
        if (c.marks) e.append(h("span", "wk-marks", c.marks));
        if (c.current) e.classList.add("wk-current");
        if (shown[c.slot] === "down") e.classList.add("wk-turn");
      }
      now[c.slot] = c.state;
      grid.append(e);
    }
    shown = now;
  };
  store();
  model.on("change:store", store);

  const button = (cls, label, enabled, onclick) => {
    const b = h("button", "wk-button " + cls, label);
    b.disabled = !enabled;
    b.addEventListener("click", () => { if (!b.disabled) onclick(); });
    return b;
  };
  const decision = () => {
    const d = model.get("decision") || {};
    const box = q(".wk-decision");
    box.replaceChildren();
    if (d.title) box.append(h("div", "wk-decision-title", d.title));
    if (d.hint) box.append(h("div", "wk-decision-hint", d.hint));
    const opts = h("div", "wk-options");
    for (const o of d.options || []) {
      const cell = h("div", "wk-option-cell");
      const cls = "wk-option wk-action-" + o.key;
      const b = button(cls, o.label, o.enabled, () => send("option", o.key));
      cell.append(b);
      if (!o.enabled && o.reason) {
        b.title = o.reason;
        const r = h("div", "wk-reason", o.reason);
        cell.append(r);
      }
      opts.append(cell);
    }
    box.append(opts);
    if (d.final) {
      const f = h("div", "wk-final");
      f.innerHTML = d.final;
      box.append(f);
    }
  };
  decision();
  model.on("change:decision", decision);

  showTick(model, q(".wk-tick"));
}
export default { render };
"""
)

_CSS = """
.wk-table { font-size: var(--burg-fs, 18px); min-width: 0; color: #222; }
.wk-status { font-weight: bold; margin: 4px 0 8px; }
.wk-row { display: flex; flex-wrap: wrap; gap: 14px; align-items: flex-start; }
.wk-store-box { flex: 1 1 520px; min-width: 0; max-width: 760px; }
.wk-store-title, .wk-log-title { margin: 2px 0; font-size: 1.1em; color: #4e342e; }
.wk-store-hint { font-size: 0.9em; margin-bottom: 4px; }
/* room for a card's outline at the grid's edges, which .wk-table (overflow: hidden) would cut
   off: the coach's mark reaches 6 px (widgets/core/coach_panel.py), the focus ring 4 px */
.wk-store { display: grid; gap: 5px; perspective: 600px; padding: 6px; }
.wk-card { aspect-ratio: 3 / 4; border-radius: 6px; box-sizing: border-box; min-width: 0;
  display: flex; flex-direction: column; align-items: center; justify-content: center;
  font-family: inherit; font-size: 0.85em; padding: 0; }
.wk-empty { border: 1px dashed #bcaaa4; background: #fafafa; }
button.wk-down { background: repeating-linear-gradient(45deg, #6d4c41, #6d4c41 6px, #5d4037 6px,
  #5d4037 12px); color: #fff; border: 2px solid #3e2723; cursor: pointer; font-weight: bold; }
button.wk-down:disabled { cursor: default; opacity: 1; }
/* a place's number: small, in a corner, never like a card's value */
.wk-down { position: relative; }
.wk-slot-no { position: absolute; left: 3px; top: 2px; font-size: 0.7em; font-weight: normal;
  opacity: 0.75; }
.wk-peek { position: absolute; right: 3px; bottom: 3px; font-size: 0.95em; font-weight: bold;
  color: #fff; background: #b71c1c; border: 2px dashed #fff; border-radius: 5px;
  padding: 0 4px; }
button.wk-down:not(:disabled):hover { outline: 3px solid #ffb300; }
button.wk-down:focus-visible { outline: 3px solid #1565c0; outline-offset: 1px; }
.wk-up { background: #fff8e1; border: 2px solid #8d6e63; color: #222; }
.wk-up .wk-number { font-size: 1.35em; font-weight: bold; }
.wk-up .wk-marks { font-size: 0.95em; line-height: 1; }
.wk-current { border: 3px solid #e65100; box-shadow: 0 0 0 2px #ffcc80; }
.wk-turn { animation: wk-flip 0.4s ease-out; }
.wk-flipping { animation: wk-half 0.25s ease-in forwards; }
@keyframes wk-flip { from { transform: rotateY(90deg); } to { transform: rotateY(0deg); } }
@keyframes wk-half { from { transform: rotateY(0deg); } to { transform: rotateY(80deg); } }
@media (prefers-reduced-motion: reduce) { .wk-turn, .wk-flipping { animation: none; } }
.wk-decision { flex: 1 1 300px; min-width: 0; padding: 6px 8px; border: 2px solid #8d6e63;
  border-radius: 8px; background: #fff; box-sizing: border-box; }
@media (max-width: 900px) { .wk-decision { order: -1; flex-basis: 100%; } }
.wk-decision-title { font-weight: bold; font-size: 1.1em; margin-bottom: 4px; }
.wk-decision-hint { margin-bottom: 6px; }
.wk-options { display: flex; flex-direction: column; gap: 6px; }
.wk-button { font-family: inherit; font-size: 0.95em; padding: 8px 12px; border-radius: 6px;
  border: 1px solid #5d4037; background: #fff; color: #222; cursor: pointer; text-align: left; }
.wk-button:not(:disabled):hover { background: #efebe9; }
.wk-button:disabled { color: #555; background: #eee; border-color: #999; cursor: not-allowed; }
.wk-button:focus-visible { outline: 3px solid #1565c0; outline-offset: 1px; }
.wk-action-lay:not(:disabled) { background: #1b5e20; color: #fff; border-color: #1b5e20; }
.wk-action-lay:not(:disabled):hover { background: #2e7d32; }
.wk-reason { font-size: 0.9em; color: #b71c1c; margin: 2px 0 0 4px; }
.wk-walls { margin-top: 12px; display: flex; flex-direction: column; gap: 8px; }
.wk-wall { border: 2px solid #d7ccc8; border-radius: 8px; padding: 4px 8px; }
.wk-wall.wk-active { border-color: #e65100; background: #fff3e0; }
.wk-wall-head { display: flex; flex-wrap: wrap; gap: 10px; align-items: baseline; }
.wk-wall-name { font-weight: bold; }
.wk-dot { display: inline-block; width: 0.8em; height: 0.8em; border-radius: 50%;
  margin-right: 4px; vertical-align: baseline; }
.wk-tag { font-size: 0.85em; padding: 1px 6px; border-radius: 4px; background: #bf360c;
  color: #fff; }
.wk-wall-cards { display: flex; flex-wrap: wrap; gap: 4px; margin: 4px 0; }
.wk-wcard { min-width: 3.2em; padding: 3px 5px; border: 2px solid #8d6e63; border-radius: 5px;
  background: #fff8e1; text-align: center; font-size: 0.9em; }
.wk-wcard b { font-size: 1.15em; }
.wk-wcard.wk-tower0 { background: #d7ccc8; }
.wk-wcard.wk-safe { border-style: double; border-width: 4px; border-color: #1565c0; }
.wk-wcard.wk-target { border-color: #b71c1c; border-style: dashed; }
.wk-wcard small { display: block; font-size: 0.8em; }
.wk-note { font-size: 0.9em; }
.wk-log { max-height: 220px; overflow-y: auto; font-size: 0.9em; border: 1px solid #d7ccc8;
  padding: 4px 8px; }
.wk-log p { margin: 2px 0; }
.wk-final table { border-collapse: collapse; margin-top: 6px; }
.wk-final td, .wk-final th { border: 1px solid #bcaaa4; padding: 3px 8px; text-align: left; }
"""


class StoreTable(anywidget.AnyWidget):
    """Status, Materiallager, decision, walls and log, drawn in the browser."""

    _esm = _ESM
    _css = _CSS
    status = tl.Unicode("").tag(sync=True)
    store = tl.Dict({}).tag(sync=True)
    store_title = tl.Unicode("").tag(sync=True)
    store_hint = tl.Unicode("").tag(sync=True)
    decision = tl.Dict({}).tag(sync=True)
    walls = tl.Unicode("").tag(sync=True)
    log = tl.Unicode("").tag(sync=True)
    log_title = tl.Unicode("").tag(sync=True)
    tick = tl.Int(0).tag(sync=True)


def figure_words(figures: list[str] | tuple[str, ...], lang: str) -> str:
    """The figures in words (``""`` for a plain card)."""
    return messages.figures_name(tuple(figures), lang)


def figure_marks(figures: list[str] | tuple[str, ...]) -> str:
    """The figures' short marks."""
    return "".join(FIGURE_MARKS.get(f, "?") for f in figures)


def store_data(
    view: dict[str, Any],
    clickable: bool,
    lang: str,
    figures: Callable[[int], tuple[str, ...]] | None = None,
) -> dict[str, Any]:
    """The Materiallager as the browser draws it: one cell per slot. ``figures(number)``: the
    figures of a card face up (the public card list, ``Game.figures``)."""
    flipped = view["flipped"] or {}
    cells = []
    figures_of: dict[int, Any] = {}
    if flipped:
        figures_of[flipped["number"]] = flipped["figures"]
    for slot, c in enumerate(view["store"]):
        if c is None:
            cells.append({"slot": slot, "state": "empty"})
        elif c == "down":
            # the slot number a player sees counts from 1, as the log does (the index + 1)
            label = t("card_down", lang, slot=slot + 1)
            cells.append({"slot": slot, "no": slot + 1, "state": "down", "label": label})
        else:
            figs = figures_of.get(c) or (figures(c) if figures else [])
            words = figure_words(figs, lang)
            cells.append(
                {
                    "slot": slot,
                    "state": "up",
                    "number": c,
                    "marks": figure_marks(figs),
                    "label": t("card_up", lang, number=c, figures=f": {words}" if words else ""),
                    "current": flipped.get("slot") == slot,
                }
            )
    return {"columns": view["store_columns"], "cells": cells, "clickable": clickable}


def walls_html(
    view: dict[str, Any],
    lang: str,
    bots: list[str | None],
    targets: set[int] | None = None,
) -> str:
    """Each player's wall in order (the start tower first), its figures, protection, wizard and
    points; ``targets``: the cards a cannon may hit now (marked in words)."""
    targets = targets or set()
    active = view["active"] if view["phase"] != "over" else None
    parts = [f'<h3 class="wk-walls-title">{escape(t("walls", lang))}</h3>']
    for p, pl in enumerate(view["players"]):
        cls = "wk-wall" + (" wk-active" if p == active else "")
        head = [
            f'<span class="wk-wall-name"><span class="wk-dot" '
            f'style="background:{PLAYER_COLOURS[p]}"></span>'
            f"{escape(t('wall_of', lang, player=pl['name']))}</span>"
        ]
        if bots[p]:
            head.append(f'<span class="wk-note">({escape(t("bot_tag", lang))}: {bots[p]})</span>')
        size = t("cards_in_wall", lang, n=pl["cards"], last=pl["last"])
        head.append(f'<span class="wk-note">{escape(size)}</span>')
        if pl["points"] is not None:
            head.append(
                f'<span class="wk-points">{escape(t("points", lang, n=pl["points"]))}</span>'
            )
        if pl["wizard"] == "unused":
            head.append(f'<span class="wk-note">★ {escape(t("wizard_unused", lang))}</span>')
        elif pl["wizard"] == "used":
            head.append(f'<span class="wk-note">{escape(t("wizard_used", lang))}</span>')
        if p == active:
            head.append(f'<span class="wk-tag">{escape(t("active_tag", lang))}</span>')
        protected = pl["protected"] or 0
        cards = []
        for i, (number, figs) in enumerate(zip(pl["wall"], pl["figures"], strict=True)):
            ccls = "wk-wcard" + (" wk-tower0" if i == 0 else "")
            notes = []
            if i == 0:
                notes.append(t("start_tower", lang))
            words = figure_words(figs, lang)
            if words:
                notes.append(f"{figure_marks(figs)} {words}")
            if view["expert"] and protected and i <= protected:
                ccls += " wk-safe"
                notes.append(t("protected", lang))
            if i > 0 and number in targets:
                ccls += " wk-target"
                notes.append(t("target_tag", lang))
            small = "".join(f"<small>{escape(n)}</small>" for n in notes)
            cards.append(f'<div class="{ccls} wk-card-{number}"><b>{number}</b>{small}</div>')
        note = ""
        if view["expert"] and protected:
            words = t("protected_note", lang, position=protected)
            note = f'<div class="wk-note">{escape(words)}</div>'
        parts.append(
            f'<div class="{cls} wk-wall-{p}"><div class="wk-wall-head">{"".join(head)}</div>'
            f'<div class="wk-wall-cards">{"".join(cards)}</div>{note}</div>'
        )
    return "".join(parts)


def log_html(events: list[Any], names: list[str], lang: str) -> str:
    """The whole game in words, newest first, repeats collapsed (set-up left out)."""
    lines = [messages.render_event(e, names, lang) for e in events if e.reason != "setup"]
    return log.log_html(lines)
