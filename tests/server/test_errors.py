"""Every failure is ``{"error": {"code", "message"}}`` and never carries a stack trace."""

from __future__ import annotations

import re
from pathlib import Path

import httpx
from hermem_service import Service, new_tenant, thread_service

TRACE_SIGNS = re.compile(r"Traceback|File \"|line \d+, in |sqlite3\.|psycopg|\.py\b")


def assert_structured(answer: httpx.Response, status: int, code: str) -> dict[str, object]:
    assert answer.status_code == status, answer.text
    assert answer.headers["content-type"].startswith("application/json")
    body = answer.json()
    assert set(body) <= {"error", "result"}
    error = body["error"]
    assert error["code"] == code
    assert isinstance(error["message"], str) and error["message"]
    assert not TRACE_SIGNS.search(answer.text), answer.text
    return error


def test_each_kind_of_failure_has_its_code(files_service: Service) -> None:
    api = files_service.client(files_service.key(new_tenant()))
    base = files_service.url
    assert_structured(httpx.get(f"{base}/api/v1/status"), 401, "unauthorized")
    assert_structured(api.get("no/such/thing"), 404, "not_found")
    assert_structured(httpx.delete(f"{base}/healthz"), 405, "method_not_allowed")
    assert_structured(api.post("memory", content=b"{not json"), 422, "validation_error")
    assert_structured(api.post("memory", json=["a", "list"]), 422, "validation_error")
    assert_structured(api.get("memory/elsewhere"), 422, "validation_error")
    assert_structured(
        api.post("memory", json={"action": "remove", "target": "memory", "old_text": "none"}),
        422,
        "tool_error",
    )
    assert_structured(api.post("journal/undo"), 409, "nothing_to_undo")
    assert_structured(api.get("facts"), 409, "provider_unavailable")
    assert_structured(api.get("sessions/unknown-id"), 404, "not_found")


def test_an_unexpected_failure_is_a_generic_500_and_the_trace_stays_in_the_log(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "state.db").write_bytes(b"this is not an sqlite database" * 100)
    with thread_service(home) as service:
        assert service.local_token is not None
        api = service.client(service.local_token)
        for answer in (api.get("journal"), api.get("sessions"), api.get("status")):
            error = assert_structured(answer, 500, "internal_error")
            assert str(home) not in answer.text
            assert "database" not in str(error["message"]).lower()


def test_an_invalid_tenant_config_is_a_500_without_details(tmp_path: Path) -> None:
    with thread_service(tmp_path / "home") as service:
        tenant = new_tenant()
        root = service.tenant_home(tenant)
        root.mkdir(parents=True)
        (root / "config.yaml").write_text("memory: [unclosed\n", encoding="utf-8")
        answer = service.client(service.key(tenant)).get("status")
        assert_structured(answer, 500, "config_error")
        assert str(root) not in answer.text
