"""Session history: every past conversation, searchable (``hermem.SessionStore``)."""

from hermem.sessions.models import Message, SearchHit, Session, SessionHit
from hermem.sessions.rows import SessionError
from hermem.sessions.store import SessionStore

__all__ = ["Message", "SearchHit", "Session", "SessionError", "SessionHit", "SessionStore"]
