"""What every game of the family shares: the ``Game`` base (history, replay, undo/redo, saves,
validation), the action base and registry, events, errors, the text catalog, JSON readers and the
bot protocol."""
