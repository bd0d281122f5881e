"""Test support: servers and helpers shared by test modules (not tests themselves)."""
