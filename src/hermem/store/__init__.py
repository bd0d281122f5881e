"""Bounded curated memory: MEMORY.md / USER.md, the memory tool, the journal, the snapshot."""
