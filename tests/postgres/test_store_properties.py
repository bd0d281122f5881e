"""The random tool-call machine of ``tests/store/test_properties.py``, on PostgreSQL.

Outside edits are made with SQL; text PostgreSQL cannot hold (NUL, bytes that are not
UTF-8) arrives as U+FFFD, as it would from any client.
"""

from __future__ import annotations

import psycopg
import pytest
from hypothesis import HealthCheck, settings
from hypothesis.stateful import run_state_machine_as_test

from hermem.config import MemoryConfig, StorageConfig
from hermem.store.builtin import BuiltinMemory
from hermem.store.tool import MemoryTool
from store.test_properties import LIMIT, RandomToolCalls

from .conftest import new_tenant

pytestmark = pytest.mark.postgres


class RandomToolCallsInPostgres(RandomToolCalls):
    url = ""

    def __init__(self) -> None:
        super().__init__()
        self.memory.close()
        self.storage = StorageConfig(database_url=self.url, tenant=new_tenant())
        config = MemoryConfig(memory_char_limit=LIMIT, user_char_limit=LIMIT)
        self.memory = BuiltinMemory(self.memory.paths, config, self.storage)
        self.tool = MemoryTool(self.memory)
        self.conn = psycopg.connect(self.url, autocommit=True)

    def teardown(self) -> None:
        self.conn.close()
        super().teardown()

    def raw(self) -> bytes | None:
        found = self.conn.execute(
            "SELECT content FROM hermem.bounded_stores"
            " WHERE tenant = %s AND profile = 'default' AND target = 'memory'",
            (self.storage.tenant,),
        ).fetchone()
        return None if found is None or found[0] is None else found[0].encode("utf-8")

    def write(self, data: bytes) -> None:
        text = data.decode("utf-8", "replace").replace("\x00", "\ufffd")
        self.conn.execute(
            "INSERT INTO hermem.bounded_stores (tenant, profile, target, content)"
            " VALUES (%s, 'default', 'memory', %s) ON CONFLICT (tenant, profile, target)"
            " DO UPDATE SET content = EXCLUDED.content,"
            " version = hermem.bounded_stores.version + 1",
            (self.storage.tenant, text),
        )


def test_random_tool_calls_keep_the_row_parseable_and_true_to_the_results(pg_url: str) -> None:
    RandomToolCallsInPostgres.url = pg_url
    run_state_machine_as_test(
        RandomToolCallsInPostgres,
        settings=settings(
            max_examples=40,
            stateful_step_count=25,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
        ),
    )
