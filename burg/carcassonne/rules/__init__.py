"""The rules of Carcassonne – Die Burg, one module per section of the reference."""
