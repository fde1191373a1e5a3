"""The rules of Der Wettkampf der Burgbaumeister, one module per rulebook section."""
