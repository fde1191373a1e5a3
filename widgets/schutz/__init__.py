"""Im Schutze der Burg's pages: the board, the decision panel, the play page and the lessons."""
