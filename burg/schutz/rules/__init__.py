"""The rules, one module per rulebook section; ``flow`` drives the round.

The rules they play are docs/rules/schutz.md; a citation ``§4.2`` or ``§M1`` names its section or
decision."""
