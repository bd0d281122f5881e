"""SQL-injection strings in every field are stored as text or refused, never executed.

Each string goes into every field a request carries (store entries, old_text, queries,
path parameters, import content, session ids and titles, the key header...). Afterwards
what was stored reads back byte for byte, and the database still has every table, every
row and every key it had (on files + SQLite and on PostgreSQL).
"""

from __future__ import annotations

import json

import httpx
from hermem_service import Service, new_tenant

INJECTIONS = [
    "'; DROP TABLE journal; --",
    "x'); DELETE FROM api_keys; --",
    '" OR 1=1 --',
    "%' OR '1'='1",
    "1; DROP SCHEMA hermem CASCADE",
    "$$; TRUNCATE hermem.bounded_stores; $$",
    "Robert'); DROP TABLE sessions;--",
    "') UNION SELECT secret_sha256, id, tenant FROM api_keys --",
    "* OR content MATCH '*'",
    "\\'; SELECT pg_sleep(5); --",
]


def session_line(session_id: str, text: str) -> str:
    head = {"type": "session", "session_id": session_id, "title": text}
    message = {"session_id": session_id, "role": "user", "content": text, "timestamp": 1}
    return json.dumps(head) + "\n" + json.dumps(message) + "\n"


def test_injection_strings_in_every_field_are_text_or_refused(service: Service) -> None:
    tenant = new_tenant()
    service.use_local_provider(tenant)
    key = service.key(tenant)
    bystander = service.client(service.key(new_tenant()))
    bystander.post("memory", json={"action": "add", "target": "memory", "content": "untouched"})
    api = service.client(key)
    kept: list[str] = []
    for number, text in enumerate(INJECTIONS):
        entry = f"note {number}: {text}"
        added = api.post("memory", json={"action": "add", "target": "memory", "content": entry})
        assert added.status_code in (200, 422), added.text
        if added.status_code == 200:
            kept.append(entry)
        else:
            assert added.json()["error"]["code"] == "tool_error"
        probes = [
            api.post(
                "memory", json={"action": "remove", "target": "memory", "old_text": f"no {text}"}
            ),
            api.post("memory", json={"action": "add", "target": text, "content": "x"}),
            api.get("memory/memory", params={"target": text}),
            api.get("journal", params={"target": text}),
            api.get("sessions", params={"source": text}),
            api.get("sessions/search", params={"q": text}),
            api.get("sessions/search", params={"q": text, "level": "session"}),
            api.get(f"sessions/{text}"),
            api.get("facts", params={"q": text, "category": text}),
            api.get(f"facts/{text}/history"),
            api.post("scan", json={"text": text}),
            api.post(f"tools/{text}", json={"query": text}),
            api.post("tools/session_search", json={"query": text, "role_filter": text}),
            api.post("tools/fact_store", json={"action": "search", "query": text}),
            api.post("journal/undo", json={"target": text}),
            api.post("sessions/import", json={"format": text, "content": text}),
            httpx.get(
                f"{service.url}/api/v1/status", headers={"Authorization": f"Bearer hm_{text}"}
            ),
        ]
        for answer in probes:
            assert answer.status_code < 500, (answer.request.url, answer.text)
        session_id = f"inj-{number}"
        imported = api.post(
            "sessions/import",
            json={"content": session_line(session_id, text), "source": text[:60]},
        )
        assert imported.status_code == 200, imported.text
        fact = api.post("tools/fact_store", json={"action": "add", "content": f"fact {text}"})
        assert fact.status_code in (200, 422), fact.text
    # Everything kept reads back exactly; the stores and tables all still work.
    assert api.get("memory/memory").json()["entries"] == kept
    for number, text in enumerate(INJECTIONS):
        read = api.get(f"sessions/inj-{number}")
        assert read.status_code == 200, read.text
        assert read.json()["session"]["title"] == text
        assert [m["content"] for m in read.json()["messages"]] == [text]
    listed = api.get("sessions", params={"limit": 100}).json()["sessions"]
    assert sorted(s["id"] for s in listed if s["id"].startswith("inj-")) == sorted(
        f"inj-{n}" for n in range(len(INJECTIONS))
    )
    assert api.get("journal").json()["entries"]
    assert api.get("status").status_code == 200
    assert bystander.get("memory/memory").json()["entries"] == ["untouched"]
    assert bystander.get("status").status_code == 200  # the key table is intact
