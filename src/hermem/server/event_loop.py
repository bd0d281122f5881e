"""Quick handlers answer on the event loop; the rest run in worker threads.

FastAPI runs a plain ``def`` handler in anyio's thread pool: a hop to a thread and back
for every request, and under load dozens of threads taking turns at the interpreter lock.
For a handler that does a millisecond of work around one or two short database round
trips, that costs more than the work. With :func:`on_event_loop` such a handler runs on
the worker's event loop instead, one request at a time per worker process.

It does so only where every wait inside it is short and bounded: on PostgreSQL, where a
request holds one pooled connection for a few statements and a row lock waits at most
the lock timeout, and with no external provider (whose hooks may call out over the
network). On files and SQLite a write may wait for another process's file lock
(``hermem`` on the command line, an agent) for seconds; blocking the loop that long
would stall every other request of the worker, so there the handler keeps its thread.

Measured with ``bench/server_load.py`` (PostgreSQL, 50 clients, 2 workers, 2 cores):
closed-loop capacity 632 → 773 requests/s; paced at 525/s, p99 487 → 55 ms.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from typing import Any, ParamSpec, TypeVar

from starlette.concurrency import run_in_threadpool

from hermem.server.tenants import Tenant

P = ParamSpec("P")
R = TypeVar("R")
TENANT_ARGUMENT = "tenant"


def on_event_loop(
    when: Callable[[dict[str, Any]], bool] | None = None,
) -> Callable[[Callable[P, R]], Callable[P, Awaitable[R]]]:
    """Run the decorated sync handler on the event loop when its tenant's storage allows
    it (see the module) and ``when(arguments)`` holds (e.g. a lexical search, not one that
    embeds the query); otherwise in a worker thread, as FastAPI would.

    The handler must take its tenant as the keyword argument ``tenant`` (``TenantDep``).
    """

    def decorate(handler: Callable[P, R]) -> Callable[P, Awaitable[R]]:
        @functools.wraps(handler)
        async def run(*args: P.args, **kwargs: P.kwargs) -> R:
            if runs_inline(kwargs) and (when is None or when(kwargs)):
                return handler(*args, **kwargs)
            return await run_in_threadpool(handler, *args, **kwargs)

        return run

    return decorate


def runs_inline(arguments: dict[str, Any]) -> bool:
    """Whether the handler's tenant keeps every wait short: PostgreSQL storage and no
    external provider."""
    tenant = arguments.get(TENANT_ARGUMENT)
    if not isinstance(tenant, Tenant):
        return False
    memory = tenant.memory
    return memory.storage.uses_postgres and not memory.provider_name
