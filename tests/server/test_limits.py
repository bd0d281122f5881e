"""Request limits: oversized bodies (with or without Content-Length), long fields, rate."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from pathlib import Path

import httpx
from hermem_service import Service, new_tenant, thread_service

LIMIT = 64 * 1024


def test_a_body_over_the_limit_with_content_length_is_413_and_changes_nothing(
    tmp_path: Path,
) -> None:
    with thread_service(tmp_path / "home", max_body_bytes=LIMIT) as service:
        api = service.client(service.key(new_tenant()))
        body = {"action": "add", "target": "memory", "content": "x" * (LIMIT + 10)}
        answer = api.post("memory", json=body)
        assert answer.status_code == 413
        assert answer.json()["error"]["code"] == "body_too_large"
        assert answer.json()["error"]["limit"] == LIMIT
        assert api.get("memory/memory").json()["entries"] == []
        assert api.get("journal").json()["entries"] == []


def test_a_chunked_body_over_the_limit_without_content_length_is_413(tmp_path: Path) -> None:
    with thread_service(tmp_path / "home", max_body_bytes=LIMIT) as service:
        key = service.key(new_tenant())
        prefix = b'{"action": "add", "target": "memory", "content": "'

        def chunks() -> Iterator[bytes]:
            yield prefix
            for _ in range(LIMIT // 1024 + 8):
                yield b"y" * 1024
            yield b'"}'

        answer = httpx.post(
            f"{service.url}/api/v1/memory",
            content=chunks(),
            headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
        )
        assert "content-length" not in answer.request.headers
        assert answer.request.headers["transfer-encoding"] == "chunked"
        assert answer.status_code == 413
        assert answer.json()["error"]["code"] == "body_too_large"
        api = service.client(key)
        assert api.get("memory/memory").json()["entries"] == []


def test_a_small_chunked_body_is_accepted(files_service: Service) -> None:
    key = files_service.key(new_tenant())
    payload = json.dumps({"action": "add", "target": "memory", "content": "chunked ok"})

    def chunks() -> Iterator[bytes]:
        yield payload[:10].encode()
        yield payload[10:].encode()

    answer = httpx.post(
        f"{files_service.url}/api/v1/memory",
        content=chunks(),
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
    )
    assert answer.status_code == 200, answer.text


def test_a_lying_content_length_is_refused_before_the_body_is_read(files_service: Service) -> None:
    host, port = files_service.url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall(
            b"POST /api/v1/memory HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Content-Length: 99999999999\r\n\r\n{}"
        )
        reply = sock.recv(4096).decode("latin-1")
    assert reply.startswith("HTTP/1.1 413")
    assert "body_too_large" in reply


def test_fields_over_their_limits_are_422_validation_errors(files_service: Service) -> None:
    api = files_service.client(files_service.key(new_tenant()))
    long_content = api.post(
        "memory", json={"action": "add", "target": "memory", "content": "z" * 100_001}
    )
    assert long_content.status_code == 422
    error = long_content.json()["error"]
    assert error["code"] == "validation_error" and "content" in error["message"]
    long_query = api.get("sessions/search", params={"q": "q" * 10_001})
    assert long_query.status_code == 422
    too_many = api.post(
        "memory",
        json={"target": "memory", "operations": [{"action": "add", "content": "a"}] * 101},
    )
    assert too_many.status_code == 422
    unknown_field = api.post("memory", json={"action": "add", "contnet": "typo"})
    assert unknown_field.status_code == 422
    assert "contnet" in unknown_field.text
    bad_limit = api.get("journal", params={"limit": 0})
    assert bad_limit.status_code == 422
    assert api.get("memory/memory").json()["entries"] == []


def test_a_key_over_its_rate_gets_429_with_retry_after_and_others_are_unaffected(
    tmp_path: Path,
) -> None:
    with thread_service(tmp_path / "home", rate_limit=2.0) as service:
        busy = service.client(service.key(new_tenant()))
        answers = [busy.get("snapshot") for _ in range(12)]
        codes = [a.status_code for a in answers]
        assert codes[:4] == [200] * 4  # the burst: twice the rate
        limited = [a for a in answers if a.status_code == 429]
        assert limited, codes
        assert limited[0].json()["error"]["code"] == "rate_limited"
        assert int(limited[0].headers["retry-after"]) >= 1
        other = service.client(service.key(new_tenant()))
        assert other.get("snapshot").status_code == 200
