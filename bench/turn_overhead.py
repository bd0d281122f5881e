"""hermem's added time per agent turn through the facade (a benchmark, not a test).

Per turn, on the caller's path: ``before_turn`` (recall), one tool dispatch
(``handle_tool_call``: a memory add or remove, alternating, so the store stays within its
budget and every turn really writes, journals and fsyncs), and ``after_turn`` (which only
queues the session log, the provider sync and the next prefetch). Measured with the
built-in stores alone and with the local provider holding ``--facts`` facts (lexical).
Between turns the bench pauses ``--think-ms`` (200 ms) where an agent waits for its model,
so the background work of ``after_turn`` runs there, as it would in an agent; that work
is timed separately too: how long ``flush`` waits after the run.

Target: p95 <= 5 ms on the caller's path.

    python bench/turn_overhead.py [--turns 300] [--facts 10000] [--think-ms 200] [--out PATH]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import hermem
from hermem.config import resolve_home, update_config
from hermem.providers.local.facts import FactStore

sys.path.insert(0, str(Path(__file__).parent))
from providers import fact_text, question
from timing import summary

TARGET_P95_MS = 5.0


def run(home: Path, turns: int, think: float, seed: int = 11) -> dict[str, Any]:
    rng = random.Random(seed)
    path: list[float] = []
    recall: list[float] = []
    tools: list[float] = []
    with hermem.Memory(home) as memory, memory.start_session(platform="bench") as session:
        session.before_turn("warm up")  # not measured: first-use opens
        for n in range(turns):
            user = question(rng)
            started = time.perf_counter()
            block = session.before_turn(user)
            middle = time.perf_counter()
            action = "add" if n % 2 == 0 else "remove"
            args = (
                {"action": "add", "content": "Bench note: turn overhead probe"}
                if action == "add"
                else {"action": "remove", "old_text": "turn overhead probe"}
            )
            result = session.handle_tool_call("memory", args)
            dispatched = time.perf_counter()
            session.after_turn(user, "An answer." + (" (recalled)" if block else ""))
            ended = time.perf_counter()
            path.append(ended - started)
            recall.append(middle - started)
            tools.append(dispatched - middle)
            if '"success": true' not in result:
                raise SystemExit(f"tool call failed: {result}")
            time.sleep(think)  # the model's time before the next turn
        started = time.perf_counter()
        session.flush()
        background = time.perf_counter() - started
    return {
        "turn": summary(path),
        "before_turn": summary(recall),
        "tool_dispatch": summary(tools),
        "background_drain_s": round(background, 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=300)
    parser.add_argument("--facts", type=int, default=10_000)
    parser.add_argument(
        "--think-ms",
        type=float,
        default=200.0,
        help="pause between turns standing in for the model call (the background work of "
        "after_turn runs then, as in a real agent); 0 for back-to-back turns",
    )
    parser.add_argument(
        "--out", type=Path, default=Path(__file__).parent / "results" / "turn_overhead.json"
    )
    args = parser.parse_args()
    result: dict[str, Any] = {
        "environment": {"python": platform.python_version(), "cpus": os.cpu_count()},
        "turns": args.turns,
        "think_ms": args.think_ms,
    }
    with tempfile.TemporaryDirectory(prefix="hermem-turns-") as tmp:
        builtin_home = Path(tmp) / "builtin"
        result["builtin"] = run(builtin_home, args.turns, args.think_ms / 1000)
        local_home = Path(tmp) / "local"
        paths = resolve_home(local_home)
        update_config(paths, "memory", {"provider": "local"})
        update_config(paths, "providers", {"local": {"semantic": "off"}})
        print(f"adding {args.facts:,} facts ...", file=sys.stderr, flush=True)
        rng = random.Random(5)
        with FactStore.open(local_home / "facts.db") as store:
            for serial in range(args.facts):
                store.add(fact_text(rng, serial), category="general", source="bench")
        result["local"] = run(local_home, args.turns, args.think_ms / 1000)
        result["local"]["facts"] = args.facts
    print(f"hermem turn overhead — Python {platform.python_version()}, {os.cpu_count()} CPUs")
    print(f"{'setup':>22} {'part':>14} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}")
    worst = 0.0
    for setup in ("builtin", "local"):
        label = "built-in only" if setup == "builtin" else f"local, {args.facts:,} facts"
        for part in ("turn", "before_turn", "tool_dispatch"):
            s = result[setup][part]
            print(
                f"{label:>22} {part:>14} {s['p50_ms']:>8.2f} {s['p95_ms']:>8.2f}"
                f" {s['max_ms']:>8.2f}"
            )
        worst = max(worst, result[setup]["turn"]["p95_ms"])
        print(f"{'':>22} background drain after the run: {result[setup]['background_drain_s']} s")
    verdict = "met" if worst <= TARGET_P95_MS else "MISSED"
    print(f"\nturn p95 target <= {TARGET_P95_MS} ms: {verdict} ({worst:.2f} ms)")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(f"results written to {args.out}")


if __name__ == "__main__":
    main()
