"""Quick handlers answer on the event loop only where every wait in them is short.

The service runs in a thread of this process (``test-uvicorn``, its event loop); the
tests record which thread ran the store call behind a request.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hermem_service import Service, new_tenant, thread_service

from hermem.server.tenants import Tenant

LOOP_THREAD = "test-uvicorn"


def loaded_tenant(service: Service, name: str) -> Tenant:
    tenant = service.app.state.runtime.tenants.loaded(name)
    assert tenant is not None, "the tenant opens on its first request"
    return tenant


def record_threads(owner: Any, method: str) -> list[str]:
    """Wrap ``owner.method`` so each call notes the thread it ran in (and still runs)."""
    seen: list[str] = []
    real: Callable[..., Any] = getattr(owner, method)

    def noting(*args: Any, **kwargs: Any) -> Any:
        seen.append(threading.current_thread().name)
        return real(*args, **kwargs)

    setattr(owner, method, noting)
    return seen


def started_tenant(service: Service) -> tuple[Any, Tenant]:
    name = new_tenant()
    api = service.client(service.key(name))
    assert api.get("snapshot").status_code == 200
    return api, loaded_tenant(service, name)


@pytest.mark.postgres
def test_on_postgresql_quick_handlers_run_on_the_event_loop(tmp_path: Path, pg_url: str) -> None:
    with thread_service(tmp_path / "home", pg_url) as service:
        api, tenant = started_tenant(service)
        snapshots = record_threads(tenant.memory.builtin, "snapshot")
        tool_calls = record_threads(tenant, "call_tool")
        searches = record_threads(tenant.memory.sessions, "search_messages")

        added = api.post("memory", json={"action": "add", "target": "memory", "content": "uv"})
        assert added.status_code == 200, added.text
        assert "uv" in api.get("snapshot").json()["memory"]
        assert api.get("sessions/search", params={"q": "uv", "mode": "lexical"}).is_success
        assert tool_calls == [LOOP_THREAD]
        assert snapshots == [LOOP_THREAD]
        assert searches == [LOOP_THREAD]

        # A search that may embed the query (and load a model) keeps its worker thread.
        assert api.get("sessions/search", params={"q": "uv", "mode": "hybrid"}).is_success
        assert len(searches) == 2 and searches[1] != LOOP_THREAD


def test_on_files_and_sqlite_handlers_keep_their_worker_threads(tmp_path: Path) -> None:
    # A write there may wait seconds for another process's file lock: not on the loop.
    with thread_service(tmp_path / "home") as service:
        api, tenant = started_tenant(service)
        snapshots = record_threads(tenant.memory.builtin, "snapshot")
        tool_calls = record_threads(tenant, "call_tool")
        added = api.post("memory", json={"action": "add", "target": "memory", "content": "uv"})
        assert added.status_code == 200, added.text
        assert api.get("snapshot").status_code == 200
        assert len(tool_calls) == 1 and tool_calls[0] != LOOP_THREAD
        assert len(snapshots) == 1 and snapshots[0] != LOOP_THREAD


@pytest.mark.postgres
def test_a_tenant_with_an_external_provider_keeps_worker_threads(
    tmp_path: Path, pg_url: str
) -> None:
    # A provider's hooks may call out over the network.
    with thread_service(tmp_path / "home", pg_url) as service:
        name = new_tenant()
        service.use_local_provider(name)
        api = service.client(service.key(name))
        assert api.get("snapshot").status_code == 200
        tenant = loaded_tenant(service, name)
        assert tenant.memory.provider_name == "local"
        snapshots = record_threads(tenant.memory.builtin, "snapshot")
        assert api.get("snapshot").status_code == 200
        assert len(snapshots) == 1 and snapshots[0] != LOOP_THREAD


@pytest.mark.postgres
def test_a_store_error_on_the_event_loop_is_still_a_structured_answer(
    tmp_path: Path, pg_url: str
) -> None:
    with thread_service(tmp_path / "home", pg_url) as service:
        api, _tenant = started_tenant(service)
        refused = api.post("memory", json={"action": "remove", "target": "memory", "old_text": "x"})
        assert refused.status_code == 422
        assert refused.json()["error"]["code"] == "tool_error"
        assert api.get("journal").status_code == 200
        undone = api.post("journal/undo", json={})
        assert undone.status_code == 409 and undone.json()["error"]["code"] == "nothing_to_undo"
