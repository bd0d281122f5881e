"""The agent loops in examples/ work as written, on the official SDKs, against a scripted model."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import hermem
from support.scripted_llm import ScriptedLLM

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
COFFEE = "User prefers dark roast coffee"
MESSAGE = "I always drink dark roast coffee"


def run_example(name: str, tmp_path: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    clean = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("OPENAI_", "ANTHROPIC_", "HERMES_")) and k != "MODEL"
    }
    clean.update(HERMES_HOME=str(tmp_path / "home"), HOME=str(tmp_path), MODEL="test-model", **env)
    return subprocess.run(
        [sys.executable, str(EXAMPLES / name), *MESSAGE.split()],
        capture_output=True,
        text=True,
        env=clean,
        timeout=60,
    )


@pytest.mark.parametrize("example", ["openai_agent.py", "anthropic_agent.py"])
def test_example_saves_a_memory_and_prints_the_answer(
    example: str, tmp_path: Path, scripted_llm: ScriptedLLM
) -> None:
    scripted_llm.reply_tool_call("memory", {"action": "add", "target": "user", "content": COFFEE})
    scripted_llm.reply_text("Noted: dark roast it is.")
    if example.startswith("openai"):
        env = {"OPENAI_BASE_URL": scripted_llm.openai_base_url, "OPENAI_API_KEY": "test"}
    else:
        env = {"ANTHROPIC_BASE_URL": scripted_llm.anthropic_base_url, "ANTHROPIC_API_KEY": "test"}

    ran = run_example(example, tmp_path, env)

    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.strip() == "Noted: dark roast it is."
    assert (tmp_path / "home/memories/USER.md").read_text(encoding="utf-8") == COFFEE
    first, second = scripted_llm.requests
    assert first.path.endswith("/messages" if example.startswith("anthropic") else "/completions")
    assert first.body["model"] == "test-model"
    assert "persistent memory" in first.system
    assert first.tool_names == ["memory", "session_search"]
    assert first.last_user_text() == MESSAGE
    [result] = second.tool_results()
    assert json.loads(result)["success"] is True
    with hermem.SessionStore.open(tmp_path / "home", semantic="off") as store:
        logged = {h.content for h in store.search_messages("dark roast")}
    assert logged == {MESSAGE, "Noted: dark roast it is."}
