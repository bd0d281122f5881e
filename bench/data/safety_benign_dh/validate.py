import os, runpy, sys
sys.argv = [sys.argv[0], os.path.dirname(os.path.abspath(__file__))]; runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "validate_safety_corpus.py"), run_name="__main__")
