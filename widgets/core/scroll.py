"""Bring a part of the page into view from Python: a teacher who reveals the next part of a
lesson sees it at once, without scrolling by hand (``ScrollTo.show(selector)``)."""

from __future__ import annotations

import anywidget
import traitlets as tl

_ESM = r"""
function render({ model, el }) {
  el.style.display = "none";
  const go = () => {
    const sel = model.get("selector");
    if (!sel) return;
    // the part may arrive in the same burst of messages: look once the page has drawn it
    let tries = 0;
    const look = () => {
      const target = document.querySelector(sel);
      if (target) {
        target.scrollIntoView({ block: "start", behavior: "smooth" });
      } else if (tries++ < 20) {
        setTimeout(look, 50);
      }
    };
    requestAnimationFrame(look);
  };
  model.on("change:nonce", go);
}
export default { render };
"""


class ScrollTo(anywidget.AnyWidget):
    """Invisible: ``show(selector)`` scrolls the page to the first element matching it."""

    _esm = _ESM
    selector = tl.Unicode("").tag(sync=True)
    nonce = tl.Int(0).tag(sync=True)

    def show(self, selector: str) -> None:
        """Scroll the page so that ``selector``'s element starts at the top of the window."""
        self.selector = selector
        self.nonce += 1
