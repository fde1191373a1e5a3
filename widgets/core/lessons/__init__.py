"""The lesson framework every game's lessons share: a lesson as data (``model``), read from its
content folder (``content``), shown as a page of widgets (``view``) through a game's adapter
(``adapter``). ``docs/lessons.md`` describes a lesson's files."""
