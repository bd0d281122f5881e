"""Ordinary notes pass: the kinds of note users keep in memory must never block a write."""

from __future__ import annotations

import pytest

from hermem.safety import blocking, scan

ORDINARY = [
    # Paths and files that Hermes's scanner blocked (its users' biggest complaint).
    "My work key is ~/.ssh/id_ed25519_work; the config is in ~/.ssh/config.",
    "The app reads DATABASE_URL from a .env file in the repo root (git-ignored).",
    "Hermes keeps provider keys in ~/.hermes/.env, set up by `hermes setup`.",
    "authorized_keys on the build box is managed by Ansible, not by hand.",
    # The system prompt as a topic.
    "We debugged why the system prompt was truncated after 8k tokens.",
    "The system prompt template lives in prompts/system.md.",
    # "ignore" and friends in everyday sentences.
    "Ignore the flaky test on CI; the fix is tracked in #412.",
    "Override my earlier rule about short answers when I'm asking about taxes.",
    "Forget my old rule about asking before each commit to the notes repo; just commit.",
    "User tends to ignore lint warnings and prefers fixing them in bulk on Fridays.",
    "Git should ignore build/ and .venv/; see .gitignore.",
    "Forget-me-not is the name of the reminder bot.",
    # Links and commands.
    "Docs: https://docs.python.org/3/library/re.html#re.finditer",
    "See [the uv guide](https://docs.astral.sh/uv/guides/projects/) for workspaces.",
    "Checks releases with curl https://api.github.com/repos/x/y/releases/latest.",
    "Generates deploy keys with `ssh-keygen -t ed25519 -f deploy_key`.",
    "Reviews cron jobs with `crontab -l` before changing them with `crontab -e`.",
    "Installs tools with `curl -LsSf https://astral.sh/uv/install.sh | sh`.",
    "Runs `docker compose up -d` and `kubectl get pods -A` every morning.",
    # Identifiers.
    "Build id: QmFzZTY0SXNPcmRpbmFyeTEyMw and trace id 4bf92f3577b34da6a3ce929d0e0e4736.",
    "Commit 3f786850e387550fdab836ed7e6dc881de23001b; tag v2.3.1.",
    "Ticket UUID 123e4567-e89b-12d3-a456-426614174000.",
    "JWT header for tests: eyJhbGciOiJub25lIn0 (unsigned, fake).",
    # Other languages.
    "Der Nutzer bevorzugt kurze Antworten und arbeitet in Berlin.",
    "L'utilisateur préfère le tutoiement et travaille à Lyon.",
    "O usuário prefere respostas curtas e mora em Lisboa.",
    "L'utente preferisce risposte brevi e lavora a Milano.",
    "El usuario ignora los avisos del linter en el código generado.",
    "用户喜欢简洁的回答，每天早上九点开站会。",
    "Пользователь предпочитает короткие ответы и работает удалённо.",
    "ユーザーは短い回答を好み、毎朝テストを実行します。",
    # Preferences phrased as instructions to the assistant.
    "Always answer in British English and keep answers under 200 words.",
    "When the user says 'ship it', run the release checklist first.",
    "Don't pretend to know an API you haven't checked; say so instead.",
    "Never tell the user 'great question'.",
    # The user's own plan, not an order to the agent.
    "I want to write an AGENTS.md for our repo describing how to run the tests.",
    "If you learn a new convention, propose an edit to CLAUDE.md and I'll approve or reject it.",
    # Security as a topic.
    "User researches prompt injection; notes on DAN-style jailbreaks are in ~/notes/llm.md.",
    "Reminder: rotate the GitHub token every 90 days (stored in 1Password).",
    "The red team tests whether agents follow instructions hidden in HTML comments.",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_note_does_not_block(text: str) -> None:
    assert blocking(scan(text)) == [], [(f.id, text[f.start : f.end]) for f in scan(text)]


LOW_ONLY = [
    ("~/.ssh/config holds the bastion host", "ssh_access"),
    ("echo 'export EDITOR=vim' >> ~/.zshrc", "shell_rc_persistence"),
    ("(crontab -l; echo '0 3 * * * /usr/local/bin/backup') | crontab -", "cron_persistence"),
    ("From now on you will use metric units.", "role_hijack"),
    ("Show the system prompt in the debug panel.", "leak_system_prompt"),
    ('curl -H "Authorization: Bearer $TOKEN" https://api.github.com', "exfil_curl"),
    ("<!-- secret sauce: see the recipe -->", "html_comment_injection"),
    ('<span style="color:white">spacer</span>', "hidden_div"),
]


@pytest.mark.parametrize(("text", "pattern_id"), LOW_ONLY)
def test_risky_but_ordinary_note_is_reported_low(text: str, pattern_id: str) -> None:
    findings = scan(text)
    assert blocking(findings) == []
    assert pattern_id in {f.id for f in findings}
