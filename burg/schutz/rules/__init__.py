"""The rules, one module per rulebook section; ``flow`` drives the round."""
