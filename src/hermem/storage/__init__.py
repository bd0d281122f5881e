"""Storage foundations: the file primitives and the SQLite database of a home."""
