"""The page's CSS: large type for a projector, clear colours, stable class names."""

CSS = """
<style>
.burg-app { font-family: "DejaVu Sans", sans-serif; color: #222; max-width: 1280px; }
.burg-app .widget-html-content { font-size: 18px; line-height: 1.35; }
.burg-app .widget-label { font-size: 18px; }
.burg-app .jupyter-button { font-size: 17px; height: auto; min-height: 38px; }
.burg-header { align-items: center; gap: 6px; flex-wrap: wrap; }
.burg-title { font-size: 26px; font-weight: bold; color: #5d4037; margin-right: 12px; }
.burg-message .widget-html-content { font-size: 18px; }
.burg-error { background: #ffebee; color: #b71c1c; border: 2px solid #c62828; padding: 6px 10px;
  border-radius: 6px; }
.burg-info { background: #e8f5e9; color: #1b5e20; border: 2px solid #2e7d32; padding: 6px 10px;
  border-radius: 6px; }
.burg-row { display: flex; gap: 12px; align-items: flex-start; }
.burg-castle-view { flex: 0 0 790px; width: 790px; }
.burg-decision { flex: 1 1 auto; min-width: 380px; padding: 4px 6px; }
.burg-decision-title { font-size: 21px; font-weight: bold; margin-bottom: 4px; }
.burg-decision-hint { font-size: 17px; margin-bottom: 4px; }
.burg-options { display: flex; flex-wrap: wrap; gap: 4px; }
.burg-button { font-family: inherit; font-size: 17px; line-height: 1.2; padding: 7px 10px;
  border: 1px solid #8d6e63; border-radius: 6px; background: #fff; color: #222; cursor: pointer;
  text-align: left; }
.burg-button:hover:not(:disabled) { background: #fff3e0; }
.burg-button:disabled { opacity: 0.45; cursor: not-allowed; }
.burg-option { width: 100%; }
.burg-wide .burg-option { width: calc(50% - 2px); font-size: 15px; }
.burg-option.burg-selected, .burg-option.burg-selected:hover:not(:disabled) {
  background: #2e7d32; color: #fff; font-weight: bold; }
.burg-payment { font-size: 18px; margin: 8px 0; padding: 6px 8px; background: #fff8e1;
  border-radius: 6px; }
.burg-buttons { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 8px; }
.burg-confirm { background: #1565c0; color: #fff; font-weight: bold; }
.burg-confirm:hover:not(:disabled) { background: #0d47a1; }
.burg-confirm:disabled { background: #90a4ae; }
.burg-reveal, .burg-reveal:hover:not(:disabled) { background: #6a1b9a; color: #fff;
  font-size: 20px; padding: 12px 16px; }
.burg-status { font-size: 20px; font-weight: bold; margin: 4px 0 6px 0; }
.burg-section h3, .burg-section .widget-html-content h3 { margin: 8px 0 2px 0; font-size: 20px; }
.burg-start.jupyter-button { background: #2e7d32; color: #fff; font-weight: bold; }
.burg-dialog { border: 3px solid #5d4037; border-radius: 10px; padding: 10px 14px;
  background: #fffaf0; margin: 6px 0; }
.burg-players { display: flex; gap: 8px; }
.burg-player { flex: 1; border: 4px solid; border-radius: 10px; padding: 6px 10px;
  background: #fff; font-size: 17px; }
.burg-acting { box-shadow: 0 0 0 5px #ffd54f; }
.burg-player-name { font-size: 20px; font-weight: bold; }
.burg-dot { display: inline-block; width: 16px; height: 16px; border-radius: 50%;
  margin-right: 6px; vertical-align: -2px; border: 1px solid #222; }
.burg-tag { font-size: 14px; font-weight: normal; background: #eceff1; border-radius: 6px;
  padding: 0 5px; }
.burg-chip { display: inline-block; padding: 1px 6px; margin: 1px 0; border-radius: 8px;
  font-size: 15px; border: 1px solid #555; }
.burg-cards { font-size: 16px; }
.burg-log { max-height: 420px; overflow-y: auto; font-size: 16px; }
.burg-log ul { margin: 2px 0 8px 0; padding-left: 0; list-style: none; }
.burg-log li { padding: 1px 0 1px 8px; margin: 2px 0; }
.burg-log-round { font-weight: bold; font-size: 17px; margin-top: 4px; }
.burg-final-view { overflow-x: auto; max-width: 100%; }
.burg-final table { border-collapse: collapse; font-size: 16px; }
.burg-final td, .burg-final th { border: 1px solid #bbb; padding: 3px 8px; text-align: center; }
.burg-final h2 { font-size: 22px; margin: 4px 0; }
.burg-download a { font-size: 18px; font-weight: bold; }
</style>
"""
