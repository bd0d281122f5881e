"""Exceptions raised by hermem's library API (tool calls return structured errors instead)."""

from __future__ import annotations


class HermemError(Exception):
    """Base class of every error hermem raises on purpose."""


class ConfigError(HermemError):
    """config.yaml (or a value passed in code) is invalid; the message names the key."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(f"config error at '{key}': {message}")
        self.key = key


class StoreUnreadableError(HermemError):
    """A store file exists but cannot be read or decoded; it is left untouched."""


class LockError(HermemError):
    """The store's lock file is unsafe (a symlink) or cannot be taken."""


class JournalError(HermemError):
    """The journal cannot answer (no such change, or the change cannot be undone)."""


class DatabaseError(HermemError):
    """PostgreSQL cannot be used: psycopg is not installed, or the server refuses or is down."""
