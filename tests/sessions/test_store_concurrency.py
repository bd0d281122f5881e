"""Several processes writing one session store at once: no "database is locked" reaches them.

Each writer is a separate process with its own long-lived store (like one agent each);
they append to their own session and to one shared session, start the shared session
concurrently, and import whole sessions while the others append. Afterwards every
acknowledged message is there exactly once and the counters agree with the rows.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from hermem.sessions import SessionStore
from support.session_backend import SessionBackend

PROCS = 4
APPENDS = 40

WORKER = r"""
import os, sys, time
from hermem.sessions import SessionStore

home, go, name, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
store = SessionStore.open(home, semantic="off")
while not os.path.exists(go):
    time.sleep(0.001)
store.start_session("shared", source="test")
store.start_session(name, source="test")
for i in range(count):
    store.append_message(name, "user", f"{name} own {i}", external_id=f"own-{i}")
    store.append_message("shared", "assistant", f"{name} shared {i}", external_id=f"{name}-{i}")
    if i % 10 == 0:
        messages = [{"role": "user", "content": f"{name} bulk {i} {k}"} for k in range(20)]
        store.import_session(f"{name}-bulk-{i}", messages, source="bulk")
print("DONE", flush=True)
store.close()
"""


def test_processes_appending_at_once_lose_nothing_and_never_see_locked(
    tmp_path: Path, session_backend: SessionBackend
) -> None:
    home = tmp_path / "home"
    SessionStore.open(home, semantic="off").close()  # migrate once, before the race
    go = tmp_path / "go"
    names = [f"w{i}" for i in range(PROCS)]
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, str(home), str(go), name, str(APPENDS)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for name in names
    ]
    time.sleep(0.3)  # let them import hermem and open the store before the start signal
    go.touch()
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        assert "locked" not in err and out.strip() == "DONE"

    with SessionStore.open(home, semantic="off") as store:
        sessions = store.list_sessions(limit=1000)
        counts = {s.id: len(store.get_messages(s.id)) for s in sessions}
        for name in names:
            assert counts[name] == APPENDS
            for i in range(0, APPENDS, 10):
                assert counts[f"{name}-bulk-{i}"] == 20
        assert counts["shared"] == PROCS * APPENDS
        shared = {m.content for m in store.get_messages("shared")}
        assert shared == {f"{n} shared {i}" for n in names for i in range(APPENDS)}
        assert [s.id for s in sessions if s.message_count != counts[s.id]] == []
        assert store.stats()["messages"] == sum(counts.values())
