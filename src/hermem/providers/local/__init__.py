"""The built-in ``local`` memory provider: facts in SQLite (see ``provider.py``)."""
