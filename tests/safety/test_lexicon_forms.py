"""The lexicon's form checker (``bench/lexicon_forms.py``), run as a user runs it: it
refuses a malformed language file with the reason, and passes a well-formed one."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHECKER = ROOT / "bench" / "lexicon_forms.py"
IDEAS = list(
    json.loads((ROOT / "src/hermem/safety/data/concepts.json").read_text("utf-8"))["concepts"]
)


def run(*files: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(CHECKER), *map(str, files)],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


def test_a_well_formed_language_passes(tmp_path: Path) -> None:
    # Made-up words, so that no form is common in the corpora.
    forms = {idea: [f"zqx{idea.replace('_', '')}*", f"vlorp {idea.replace('_', ' ')}"]
             for idea in IDEAS}  # fmt: skip
    path = tmp_path / "xx.json"
    path.write_text(json.dumps(forms), encoding="utf-8")
    result = run(path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "errors: 0" in result.stdout


def test_a_malformed_language_is_refused_with_the_reasons(tmp_path: Path) -> None:
    forms = {idea: [f"zqx{idea.replace('_', '')}"] for idea in IDEAS[1:]}  # one idea missing
    forms[IDEAS[1]] = ["Capital", "ab*", "two  spaces", "zqx", "zqx"]
    path = tmp_path / "xx.json"
    path.write_text(json.dumps(forms), encoding="utf-8")
    result = run(path)
    assert result.returncode == 1
    out = result.stdout
    assert f"missing ['{IDEAS[0]}']" in out
    assert "'Capital': lower case" in out
    assert "'ab*': a stem needs 4 characters" in out
    assert "'two  spaces': lower case, single spaces" in out
    assert "duplicate forms" in out
    assert "errors: 5" in out
    broken = tmp_path / "yy.json"
    broken.write_text("{not json", encoding="utf-8")
    assert "cannot read it as JSON" in run(broken).stdout
