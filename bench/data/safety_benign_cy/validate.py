#!/usr/bin/env python3
"""Validate this corpus with the shared checks (../validate_safety_corpus.py)."""
import os, runpy, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.argv[1:] = [HERE]
runpy.run_path(os.path.join(HERE, "..", "validate_safety_corpus.py"), run_name="__main__")
