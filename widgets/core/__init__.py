"""What every game's pages share: serving, the page style, tables, charts, UI words."""
