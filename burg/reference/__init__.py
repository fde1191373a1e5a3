"""Reference games: the smallest games that keep the whole contract (``burg.core.contract``), as
worked examples for a new game. Not part of the family's registry; the conformance test plays
them besides the registered games."""
