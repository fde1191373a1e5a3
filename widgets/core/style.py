"""The page's CSS: large type for a projector, clear colours, stable class names."""

CSS = """
<style>
.burg-app { --burg-fs: 18px; font-family: "DejaVu Sans", sans-serif; color: #222;
  max-width: 1280px; font-size: var(--burg-fs); box-sizing: border-box; }
.burg-app .widget-html-content { font-size: var(--burg-fs); line-height: 1.35; }
.burg-app .widget-label { font-size: var(--burg-fs); }
.burg-app .jupyter-button { font-size: calc(var(--burg-fs) - 1px); height: auto;
  min-height: 2.1em; }
.burg-header { align-items: center; gap: 6px; flex-wrap: wrap; }
/* a control's name for screen readers only (a visible label stands beside it) */
.burg-app .burg-sr-label > .widget-label { position: absolute; width: 1px; height: 1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
/* a chosen toggle (the season, the number of players): readable white on dark blue, not on
   ipywidgets' light blue or grey; every toggle of the dialog looks alike */
.burg-app .jupyter-button.mod-info,
.burg-app .burg-nplayers .jupyter-button.mod-active { background: #1565c0; color: #fff;
  box-shadow: none; }
/* the header's buttons on one line: no label wraps, and on a laptop (1280 px) in German the
   whole toolbar fits one line */
.burg-header .jupyter-button { white-space: nowrap; }
@media (max-width: 1400px) {
  .burg-header .jupyter-button { padding: 0 8px; }
  /* the title a line of its own (the games' titles differ in length), the toolbar below it */
  .burg-app .burg-header .burg-title { flex-basis: 100%; }
  .burg-app .burg-header .burg-title .widget-html-content, .burg-app .burg-header .burg-title {
    font-size: calc(var(--burg-fs) * 1.3); margin-right: 4px; }
  .burg-header .burg-lang-button { padding: 5px 10px; }
  .burg-header { gap: 4px; }
}
/* the file button: its label without ipywidgets' "(0)" (its title holds the same words) */
.burg-app .burg-load.jupyter-button { font-size: 0 !important; display: inline-flex;
  align-items: center; justify-content: center; }
.burg-app .burg-load.jupyter-button::before { content: attr(title);
  font-size: calc(var(--burg-fs) - 1px); }
.burg-app.burg-teacher .burg-load.jupyter-button::before { font-size: 22px; }
.burg-header .jupyter-button.widget-upload { width: auto; }
.burg-app .burg-title .widget-html-content, .burg-title { font-size: calc(var(--burg-fs) * 1.45);
  font-weight: bold; color: #5d4037; margin-right: 12px; }
.burg-error { background: #ffebee; color: #b71c1c; border: 2px solid #c62828; padding: 6px 10px;
  border-radius: 6px; }
.burg-info { background: #e8f5e9; color: #1b5e20; border: 2px solid #2e7d32; padding: 6px 10px;
  border-radius: 6px; }
.burg-table { font-size: var(--burg-fs); min-width: 0; }
.burg-row { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
.burg-castle-view { flex: 1 1 640px; max-width: 790px; min-width: 0; }
.burg-castle-view svg { display: block; width: 100%; height: auto; }
.burg-decision { flex: 1 1 360px; min-width: 0; padding: 4px 6px; box-sizing: border-box; }
.burg-decision-title { font-size: 1.17em; font-weight: bold; margin-bottom: 4px; }
.burg-decision-hint { font-size: 0.95em; margin-bottom: 4px; }
.burg-options { display: flex; flex-wrap: wrap; gap: 4px; }
.burg-button { font-family: inherit; font-size: 0.95em; line-height: 1.2; padding: 7px 10px;
  border: 1px solid #8d6e63; border-radius: 6px; background: #fff; color: #222; cursor: pointer;
  text-align: left; max-width: 100%; overflow-wrap: anywhere; }
.burg-button:hover:not(:disabled) { background: #fff3e0; }
/* a disabled button lets a tap through to its cell, which shows the reason (see table.py) */
.burg-button:disabled { cursor: not-allowed; pointer-events: none; }
.burg-option-cell { display: flex; width: 100%; min-width: 0; }
.burg-option { width: 100%; }
.burg-option-label { display: block; }
.burg-option:disabled { color: #757575; background: #f5f2ed; border-style: dashed; }
.burg-option-off { cursor: help; }
/* a disabled option's reason in full, wrapped: never cut off with "…" */
.burg-reason { display: block; white-space: normal; overflow-wrap: anywhere; font-size: 0.8em;
  font-style: italic; color: #8d3a2b; margin-top: 2px; }
.burg-reason-same { display: none; }
.burg-reason-all { display: block; font-size: 0.9em; margin: 6px 0 0 0; padding: 4px 8px;
  background: #fbe9e7; border-radius: 6px; }
.burg-why-open .burg-option { border: 2px solid #f9a825; background: #fff8e1; }
.burg-why-open .burg-reason { color: #5d1f00; font-style: normal; }
.burg-wide > .burg-option-cell { width: calc(50% - 2px); }
.burg-wide .burg-option { font-size: 0.85em; }
.burg-option.burg-selected, .burg-option.burg-selected:hover:not(:disabled) {
  background: #2e7d32; color: #fff; font-weight: bold; }
.burg-payment { margin: 8px 0; padding: 6px 8px; background: #fff8e1; border-radius: 6px; }
.burg-buttons { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 8px; }
.burg-confirm { background: #1565c0; color: #fff; font-weight: bold; }
.burg-confirm:hover:not(:disabled) { background: #0d47a1; }
.burg-confirm:disabled { background: #90a4ae; }
.burg-reveal, .burg-reveal:hover:not(:disabled) { background: #6a1b9a; color: #fff;
  font-size: 1.1em; padding: 12px 16px; }
.burg-status { font-size: 1.1em; font-weight: bold; margin: 4px 0 6px 0; }
.burg-section h3, .burg-section .widget-html-content h3 { margin: 8px 0 2px 0; font-size: 1.1em; }
.burg-start.jupyter-button { background: #2e7d32; color: #fff; font-weight: bold; }
.burg-dialog { border: 3px solid #5d4037; border-radius: 10px; padding: 10px 14px;
  background: #fffaf0; margin: 6px 0; max-width: 100%; box-sizing: border-box; }
.burg-dialog > .widget-hbox { flex-wrap: wrap; align-items: center; }
.burg-players { display: flex; flex-wrap: wrap; gap: 8px; }
.burg-player { flex: 1 1 220px; min-width: 0; border: 4px solid; border-radius: 10px;
  padding: 6px 10px; background: #fff; font-size: 0.95em; }
.burg-acting { box-shadow: 0 0 0 5px #ffd54f; }
.burg-player-name { font-size: 1.1em; font-weight: bold; }
.burg-dot { display: inline-block; width: 16px; height: 16px; border-radius: 50%;
  margin-right: 6px; vertical-align: -2px; border: 1px solid #222; }
.burg-tag { font-size: 0.8em; font-weight: normal; background: #eceff1; border-radius: 6px;
  padding: 0 5px; }
.burg-chip { display: inline-block; padding: 1px 6px; margin: 1px 0; border-radius: 8px;
  font-size: 0.85em; border: 1px solid #555; }
.burg-cards { font-size: 0.9em; }
.burg-log { max-height: 420px; overflow-y: auto; font-size: 0.9em; }
.burg-log ul { margin: 2px 0 8px 0; padding-left: 0; list-style: none; }
.burg-log li { padding: 1px 0 1px 8px; margin: 2px 0; }
.burg-log-round { font-weight: bold; font-size: 1.05em; margin-top: 4px; }
.burg-final-view { max-width: 100%; }
.burg-final-scroll { overflow-x: auto; max-width: 100%; }
.burg-scroll-cue { display: none; font-size: 0.85em; font-weight: bold; color: #5d4037;
  background: #fff3e0; border-radius: 6px; padding: 2px 8px; margin: 2px 0; }
.burg-scrolls .burg-scroll-cue { display: inline-block; }
.burg-scrolls .burg-final-scroll { box-shadow: inset -14px 0 10px -10px rgba(0, 0, 0, 0.35); }
.burg-final table { border-collapse: collapse; font-size: 0.9em; }
.burg-final td, .burg-final th { border: 1px solid #bbb; padding: 3px 8px; text-align: center; }
.burg-final tr > th:first-child { text-align: left; font-weight: normal; }
.burg-final .burg-final-total th, .burg-final .burg-final-total td { background: #fff8e1;
  font-weight: bold; }
.burg-final h2 { font-size: 1.2em; margin: 4px 0; }
/* after "Save game": what was saved, and a small link in case the download did not arrive */
.burg-download { font-size: 0.9em; color: #1b5e20; }
.burg-download a { font-size: 0.85em; color: #5d4037; margin-left: 8px; }
.burg-message a { color: inherit; font-weight: bold; text-decoration: underline; }
.burg-charts > * { min-width: 0; }
/* a tablet, a narrow window: castle and decision one under the other, one chart a row */
@media (max-width: 1099px) {
  .burg-castle-view { flex-basis: 100%; }
  /* the board and the decision on one screen: the decision sticks to the window's bottom edge
     while the board is in view (it scrolls by itself if long) */
  .burg-table .burg-row > .burg-decision { position: sticky; bottom: 0; z-index: 5;
    background: #fffdf7; max-height: 40vh; overflow-y: auto; border-top: 3px solid #5d4037;
    box-shadow: 0 -4px 10px rgba(0, 0, 0, 0.15); }
  .burg-charts { grid-template-columns: minmax(0, 1fr) !important; }
}
/* a projector: larger type, and the board uses the width */
@media (min-width: 1600px) {
  .burg-app { --burg-fs: 23px; max-width: none; }
  .burg-castle-view { flex-basis: 1000px; max-width: 1040px; }
  .burg-dot { width: 20px; height: 20px; }
}
</style>
"""

#: Teacher mode on a play page (``widgets.core.playpage``): the board takes most of a
#: projector's width, the decision beside it stays in view while the board scrolls. A game's
#: own table adds its board's and decision's classes (``PlayPageBase.TEACHER_CSS``).
PLAY_TEACHER_CSS = """
@media (min-width: 1100px) {
  .burg-app.burg-teacher .burg-castle-view { flex: 1 1 62%; max-width: none; }
  .burg-app.burg-teacher .burg-table .burg-row > .burg-decision { flex: 1 1 30%;
    position: sticky; top: 0; }
}
.burg-app.burg-teacher .burg-decision-title { font-size: 1.2em; }
.burg-app.burg-teacher .burg-reason { font-size: 0.85em; }
.burg-app.burg-teacher .burg-play-position { margin: 6px 0; }
"""
