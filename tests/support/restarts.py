"""For tests that stop and start the test PostgreSQL server under load."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

from support.pg_cluster import Cluster, PgServer


def restartable_cluster(server: PgServer) -> Cluster:
    """The cluster of the test server, or skip: one started outside this run cannot be
    stopped and started here."""
    if server.cluster is None:
        pytest.skip(
            "the test server was started outside this run (HERMEM_TEST_DATABASE_URL without "
            "HERMEM_TEST_PGDIR), so it cannot be stopped and started here"
        )
    return server.cluster


def wait_for(condition: Callable[[], object], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)
