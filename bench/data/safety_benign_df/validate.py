import os, subprocess, sys
sys.exit(subprocess.call([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "validate_safety_corpus.py"), os.path.dirname(os.path.abspath(__file__))]))
