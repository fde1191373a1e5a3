"""*Im Schutze der Burg*'s table: status, castle, decision, players and log in one widget.

One widget means one message to the browser per update, which keeps a click fast. Python sends
ready-made HTML and a plain description of the decision; the browser draws the buttons and sends
back which one was clicked. The CSS classes are the page's stable hooks (``burg-action-<key>``).

A disabled option says why on the page, not only in its tooltip: its reason is a line of text
under the label, and a tap on it (a touch screen has no hover) opens the whole reason, in the
browser alone: nothing is sent to Python, the game is unchanged.
"""

from __future__ import annotations

import anywidget
import traitlets as tl

from widgets.core.table import TABLE_JS

_ESM = (
    TABLE_JS
    + r"""
function render({ model, el }) {
  el.classList.add("burg-table");
  el.innerHTML = '<div class="burg-status"></div>'
    + '<div class="burg-row"><div class="burg-castle-view"></div>'
    + '<div class="burg-decision"></div></div>'
    + '<div class="burg-players-view"></div>'
    + '<div class="burg-section"><h3 class="burg-log-title" id="burg-log-title"></h3>'
    + '<div class="burg-log-view"></div></div>'
    + '<div class="burg-tick" style="display:none"></div>';
  const q = (c) => el.querySelector(c);
  const send = (event, key) => model.send({ event: event, key: key || "" });
  const html = (cls, name) => showHtml(model, el, cls, name);
  html(".burg-status", "status");
  html(".burg-castle-view", "castle");
  html(".burg-players-view", "players");
  html(".burg-log-view", "log");
  const logTitle = () => { q(".burg-log-title").textContent = model.get("log_title"); };
  logTitle();
  model.on("change:log_title", logTitle);

  const button = (cls, label, enabled, tip, onclick) => {
    const b = h("button", "burg-button " + cls, label);
    b.disabled = !enabled;
    if (tip) b.title = tip;
    b.addEventListener("click", () => { if (!b.disabled) onclick(); });
    return b;
  };
  // one option in its cell; a disabled one shows its reason, and a tap on it (which the
  // disabled button lets through to the cell) opens the whole reason. A reason that many
  // options share ("choose exactly 2 cards") is shown once below them instead.
  const option = (o, shared) => {
    let cls = "burg-option burg-action-" + o.key;
    if (o.selected) cls += " burg-selected";
    if (!o.enabled) cls += " burg-disabled";
    const tip = o.reason || o.label;
    const b = button(cls, "", o.enabled, tip, () => send("option", o.key));
    b.append(h("span", "burg-option-label", (o.selected ? "\u2714 " : "") + o.label));
    const cell = h("div", "burg-option-cell");
    cell.append(b);
    if (!o.enabled && o.reason) {
      b.append(h("span", "burg-reason" + (shared ? " burg-reason-same" : ""), o.reason));
      cell.classList.add("burg-option-off");
      cell.title = o.reason;
      cell.tabIndex = 0;  // the keyboard reaches the reason too (a disabled button is skipped)
      const why = () => {
        const open = !cell.classList.contains("burg-why-open");
        for (const c of el.querySelectorAll(".burg-why-open")) c.classList.remove("burg-why-open");
        cell.classList.toggle("burg-why-open", open);
      };
      cell.addEventListener("click", why);
      cell.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); why(); }
      });
    }
    return cell;
  };
  // the final scores scroll sideways if they do not fit; a cue says so
  let resize = null;
  const scrollCue = (f) => {
    const s = f.querySelector(".burg-final-scroll");
    const check = () => f.classList.toggle("burg-scrolls", s.scrollWidth > s.clientWidth + 1);
    check();
    if (window.ResizeObserver) {
      resize = new ResizeObserver(check);
      resize.observe(s);
    }
  };
  const decision = () => {
    if (resize) resize.disconnect();
    resize = null;
    const d = model.get("decision") || {};
    const box = q(".burg-decision");
    box.replaceChildren();
    box.classList.toggle("burg-hidden", !d.title);
    if (!d.title) return;
    box.append(h("div", "burg-decision-title", d.title));
    if (d.hint) box.append(h("div", "burg-decision-hint", d.hint));
    if (d.curtain) box.append(button("burg-reveal", d.curtain, true, "", () => send("reveal")));
    if (d.options && d.options.length) {
      const opts = h("div", "burg-options" + (d.wide ? " burg-wide" : ""));
      const count = {};
      for (const o of d.options) {
        if (!o.enabled && o.reason) count[o.reason] = (count[o.reason] || 0) + 1;
      }
      const shared = (o) => !o.enabled && count[o.reason] >= 3;
      for (const o of d.options) opts.append(option(o, shared(o)));
      box.append(opts);
      for (const r of Object.keys(count).filter((r) => count[r] >= 3)) {
        box.append(h("div", "burg-reason burg-reason-all", r));
      }
    }
    if (d.payment) {
      const p = h("div", "burg-payment");
      p.innerHTML = d.payment;
      box.append(p);
    }
    const row = h("div", "burg-buttons");
    if (d.stepper) {
      row.append(button("burg-pay-prev", d.prev, true, "", () => send("prev")));
      row.append(button("burg-pay-next", d.next, true, "", () => send("next")));
    }
    if (d.confirm) {
      const ok = d.confirm_enabled;
      row.append(button("burg-confirm", d.confirm, ok, d.confirm, () => send("confirm")));
    }
    if (d.back) row.append(button("burg-back", d.back, true, "", () => send("back")));
    if (row.children.length) box.append(row);
    if (d.final) {
      const f = h("div", "burg-final-view");
      f.append(h("div", "burg-scroll-cue", d.scroll_hint || "\u21e2"));
      const s = h("div", "burg-final-scroll");
      s.innerHTML = d.final;
      f.append(s);
      box.append(f);
      scrollCue(f);
    }
  };
  decision();
  model.on("change:decision", decision);

  showTick(model, q(".burg-tick"));
}
export default { render };
"""
)


class TableView(anywidget.AnyWidget):
    """Status line, castle (SVG), decision, player panels and log, drawn in the browser."""

    _esm = _ESM
    status = tl.Unicode("").tag(sync=True)
    castle = tl.Unicode("").tag(sync=True)
    players = tl.Unicode("").tag(sync=True)
    log = tl.Unicode("").tag(sync=True)
    log_title = tl.Unicode("").tag(sync=True)
    decision = tl.Dict({}).tag(sync=True)
    tick = tl.Int(0).tag(sync=True)
