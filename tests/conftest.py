"""Fixtures shared by every test directory."""

from __future__ import annotations

from support.scripted_llm import scripted_llm

__all__ = ["scripted_llm"]
