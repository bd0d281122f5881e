"""Benchmark of the session store at scale (a benchmark, not a test).

Synthetic but realistic conversations (a Zipf-distributed vocabulary of everyday and
technical words plus a long tail of rare names, identifiers, paths and versions; varied
message lengths; tool outputs; many sessions of varied length) are written to one store.
At each size it reports:

1. ingest rate (messages/s; only the store calls are timed, not the text generation):
   bulk, as the importers write (``import_session`` per conversation in ``store.batch()``),
   and live, as an agent writes (``append_messages`` of ``--batch`` messages, a commit
   each) for a tenth of each stage (at most 20,000 messages),
2. database bytes per message (after a WAL checkpoint), with the biggest tables/indexes,
3. search latency p50/p95 (lexical) over realistic queries: 1-4 terms mixing common and
   rare words, quoted phrases, prefixes, hyphenated/dotted identifiers and questions,
   for ``search_messages(limit=10)``, ``search_sessions(limit=3)`` and the
   ``session_search`` tool's discover call.

Sizes grow one database (100k is measured, then it grows to 1M). Targets: >= 20,000
messages/s ingest, search p95 <= 30 ms at 1M messages.

    python bench/sessions.py [--sizes 100000,1000000] [--out PATH] [--batch N] [--keep DIR]
                              [--profile]
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import io
import itertools
import json
import os
import platform
import pstats
import random
import sqlite3
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from hermem.config import HomePaths, resolve_home
from hermem.sessions.store import SessionStore
from timing import percentile, summary

TARGET_INGEST_PER_S = 20_000
TARGET_SEARCH_P95_MS = 30.0
SEED = 20240611
REPEATS = 3


def words_of(text: str) -> list[str]:
    return text.split()


COMMON = words_of(
    """
the to and a of i you it is that in for this we be on with can not have do are as
will but if so what my at from just use can't should need file run code error test
work make one get like all would there now want check see set new add out up time
function change any way fix try also how then when more change data look version
here line update config build your value about output issue problem only first type
why does could case call return know into help back same thing other some write
path name list think found still into server project used using working request
"""
)

TECHNICAL = words_of(
    """
python pytest docker kubernetes deploy staging production database postgres sqlite
migration schema index query api endpoint token auth login session cache redis queue
worker retry backoff timeout latency memory cpu thread process async await import module
package dependency install pip uv venv lint ruff mypy format commit branch merge rebase
pull push github actions pipeline workflow release tag changelog docs readme yaml json
toml config env variable secret key certificate tls nginx proxy port host dns domain
bucket s3 upload download stream buffer parse serialize encode decode unicode utf
regex pattern match search rank score vector embedding model prompt context window
summary agent tool call message role user assistant system provider fallback limit
budget quota billing invoice customer ticket bug crash traceback exception stack log
logging metrics dashboard alert monitor grafana prometheus trace span benchmark profile
optimize refactor rename delete remove create table column row transaction lock
wal checkpoint vacuum backup restore snapshot rollback hotfix patch review approve
frontend backend react vite typescript javascript node npm component render state
hook route handler middleware request response header cookie cors websocket event
"""
)

ONSETS = ["b", "br", "c", "d", "dr", "f", "g", "gr", "k", "l", "m", "n", "p", "pr", "r", "s"]
ONSETS += ["st", "t", "tr", "v", "z", "sh", "ch", "th", "qu", "x"]
VOWELS = ["a", "e", "i", "o", "u", "ai", "ea", "ou", "io", "y"]
CODAS = ["", "", "n", "r", "s", "l", "x", "th", "nd", "rk", "st", "m"]

QUESTION_STARTS = [
    "remember when we",
    "what did we decide about",
    "how did we fix",
    "we did this before:",
    "last time we talked about",
]


# -- synthetic conversations ---------------------------------------------------------------


class Corpus:
    """A deterministic generator of conversations with a Zipf-like vocabulary."""

    def __init__(self, seed: int = SEED, tail: int = 40_000) -> None:
        self.rng = random.Random(seed)
        rare = sorted({self._pseudo_word() for _ in range(tail)})
        self.rng.shuffle(rare)
        identifiers = [self._identifier() for _ in range(4_000)]
        # Everyday words first, then technical words, then the long tail: Zipf over rank.
        words = list(dict.fromkeys([*COMMON, *TECHNICAL]))
        self.tail = rare + identifiers
        self.rng.shuffle(self.tail)
        self.vocabulary = words + self.tail
        weights = [1.0 / (rank**1.07) for rank in range(1, len(self.vocabulary) + 1)]
        self.cum_weights = list(itertools.accumulate(weights))

    def _pseudo_word(self) -> str:
        return "".join(
            self.rng.choice(ONSETS) + self.rng.choice(VOWELS) + self.rng.choice(CODAS)
            for _ in range(self.rng.choice((2, 2, 3, 3, 4)))
        )

    def _identifier(self) -> str:
        a, b = self._pseudo_word()[:8], self._pseudo_word()[:8]
        shape = self.rng.randrange(5)
        if shape == 0:
            return f"{a}_{b}"
        if shape == 1:
            return f"{a}-{b}"
        if shape == 2:
            return f"src/{a}/{b}.py"
        if shape == 3:
            return f"v{self.rng.randrange(1, 9)}.{self.rng.randrange(20)}.{self.rng.randrange(9)}"
        return f"{a}.{b}"

    def words(self, n: int) -> list[str]:
        return self.rng.choices(self.vocabulary, cum_weights=self.cum_weights, k=n)

    def sentence(self, n: int) -> str:
        body = " ".join(self.words(n))
        return body[:1].upper() + body[1:] + self.rng.choice(".....?!:")

    def text(self, words: int) -> str:
        out: list[str] = []
        while words > 0:
            n = min(words, max(3, int(self.rng.gauss(14, 6))))
            out.append(self.sentence(n))
            words -= n
        return " ".join(out)

    def length(self, median: float, sigma: float, cap: int) -> int:
        return max(1, min(cap, int(self.rng.lognormvariate(0, sigma) * median)))

    def session(self, start_ts: float) -> list[dict[str, Any]]:
        turns = self.length(14, 0.9, 400)
        messages: list[dict[str, Any]] = []
        ts = start_ts
        for _ in range(turns):
            ts += self.rng.uniform(5, 120)
            messages.append({"role": "user", "content": self.text(self.length(18, 0.8, 400))})
            while self.rng.random() < 0.3:
                ts += self.rng.uniform(1, 20)
                name = self.rng.choice(("terminal", "read_file", "search", "web_fetch"))
                messages.append(
                    {
                        "role": "assistant",
                        "content": "",
                        "tool_calls": [{"function": {"name": name, "arguments": "{}"}}],
                        "timestamp": ts,
                    }
                )
                output = "\n".join(
                    " ".join(self.words(self.length(8, 0.6, 30)))
                    for _ in range(self.length(6, 1.0, 120))
                )
                messages.append(
                    {"role": "tool", "tool_name": name, "content": output, "timestamp": ts}
                )
            ts += self.rng.uniform(2, 60)
            messages.append(
                {
                    "role": "assistant",
                    "content": self.text(self.length(60, 0.9, 1200)),
                    "timestamp": ts,
                }
            )
        for m in messages:
            m.setdefault("timestamp", ts)
        return messages

    def queries(self, n: int = 60) -> list[tuple[str, str]]:
        """(kind, query) pairs like the ones agents send."""
        rng = random.Random(SEED + 1)
        common = list(dict.fromkeys([*COMMON[40:], *TECHNICAL]))
        tail = self.tail[:3000]
        out: list[tuple[str, str]] = []
        for i in range(n):
            kind = i % 10
            if kind == 0:
                out.append(("1 common", rng.choice(TECHNICAL)))
            elif kind == 1:
                out.append(("1 rare", rng.choice(tail)))
            elif kind == 2:
                out.append(("2 common", " ".join(rng.sample(common, 2))))
            elif kind == 3:
                out.append(("common+rare", f"{rng.choice(common)} {rng.choice(tail)}"))
            elif kind == 4:
                out.append(("3-4 mixed", " ".join([*rng.sample(common, 2), rng.choice(tail)])))
            elif kind == 5:
                out.append(("phrase", f'"{rng.choice(TECHNICAL)} {rng.choice(TECHNICAL)}"'))
            elif kind == 6:
                out.append(("prefix", rng.choice(TECHNICAL)[:4] + "*"))
            elif kind == 7:
                ident = rng.choice([t for t in tail if any(c in t for c in "-._/")])
                out.append(("identifier", ident))
            elif kind == 8:
                out.append(
                    (
                        "question",
                        f"{rng.choice(QUESTION_STARTS)} the {rng.choice(TECHNICAL)} "
                        f"{rng.choice(TECHNICAL)}",
                    )
                )
            else:
                out.append(("4 common", " ".join(rng.sample(common, 4))))
        return out


def sessions_stream(corpus: Corpus, start_ts: float) -> Iterator[list[dict[str, Any]]]:
    ts = start_ts
    while True:
        messages = corpus.session(ts)
        ts = messages[-1]["timestamp"] + corpus.rng.uniform(600, 86_400)
        yield messages


# -- measurements --------------------------------------------------------------------------


def ingest(
    store: SessionStore,
    stream: Iterator[list[dict[str, Any]]],
    count: int,
    batch: int,
    sources: list[str],
    bulk: bool = False,
) -> dict[str, Any]:
    """Write ``count`` messages; time only the store calls.

    Live (``bulk=False``): as an agent writes, ``start_session``, ``append_messages`` of
    ``batch`` messages at a time (one commit each), ``end_session``. Bulk: as the importers
    write, ``import_session`` per conversation inside ``store.batch()``.
    """
    done = sessions = 0
    store_s = 0.0
    wall0 = time.perf_counter()
    rng = random.Random(done + count)
    with store.batch() if bulk else contextlib.nullcontext():
        while done < count:
            messages = next(stream)[: count - done]
            source = rng.choice(sources)
            t0 = time.perf_counter()
            if bulk:
                store.import_session(
                    uuid.uuid4().hex,
                    messages,
                    source=source,
                    model="gpt-bench",
                    ended_at=messages[-1]["timestamp"],
                    end_reason="ended",
                )
            else:
                sid = store.start_session(
                    source=source, model="gpt-bench", started_at=messages[0]["timestamp"]
                )
                for i in range(0, len(messages), batch):
                    store.append_messages(sid, messages[i : i + batch])
                store.end_session(sid, "ended", ended_at=messages[-1]["timestamp"])
            store_s += time.perf_counter() - t0
            done += len(messages)
            sessions += 1
        t0 = time.perf_counter()
    store_s += time.perf_counter() - t0  # the batch's last commit
    return {
        "messages": done,
        "sessions": sessions,
        "store_s": round(store_s, 2),
        "wall_s": round(time.perf_counter() - wall0, 2),
        "messages_per_s": round(done / store_s),
    }


def ingest_stage(
    store: SessionStore,
    stream: Iterator[list[dict[str, Any]]],
    count: int,
    batch: int,
    sources: list[str],
) -> dict[str, Any]:
    """A tenth of the stage (at most 20,000 messages) live, the rest bulk."""
    live = ingest(store, stream, min(20_000, max(1, count // 10)), batch, sources)
    bulk = ingest(store, stream, count - live["messages"], batch, sources, bulk=True)
    return {
        "messages": live["messages"] + bulk["messages"],
        "sessions": live["sessions"] + bulk["sessions"],
        "store_s": live["store_s"] + bulk["store_s"],
        "live": live,
        "bulk": bulk,
    }


def database_size(path: Path) -> dict[str, Any]:
    conn = sqlite3.connect(path)
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        rows = conn.execute(
            "SELECT name, SUM(pgsize) FROM dbstat GROUP BY name ORDER BY 2 DESC"
        ).fetchall()
        total = conn.execute(
            "SELECT page_count * page_size FROM pragma_page_count, pragma_page_size"
        ).fetchone()[0]
        content = conn.execute("SELECT SUM(LENGTH(CAST(content AS BLOB))) FROM messages").fetchone()
    finally:
        conn.close()
    wal = Path(f"{path}-wal")
    return {
        "bytes": total + (wal.stat().st_size if wal.exists() else 0),
        "content_bytes": content[0] or 0,
        "by_object": {name: size for name, size in rows[:10]},
    }


def search_latency(
    store: SessionStore, queries: list[tuple[str, str]], tool: Any | None
) -> dict[str, Any]:
    calls: dict[str, Callable[[str], Any]] = {
        "search_messages": lambda q: store.search_messages(q, limit=10, mode="lexical"),
        "search_sessions": lambda q: store.search_sessions(q, limit=3, mode="lexical"),
    }
    if tool is not None:
        calls["tool_discover"] = lambda q: tool.handle({"query": q})
    for _, q in queries[:10]:  # warm the page cache
        store.search_messages(q, limit=10, mode="lexical")
    out: dict[str, Any] = {}
    for name, call in calls.items():
        samples: list[float] = []
        by_kind: dict[str, list[float]] = {}
        hits = 0
        for _ in range(REPEATS):
            for kind, q in queries:
                t0 = time.perf_counter()
                result = call(q)
                elapsed = time.perf_counter() - t0
                samples.append(elapsed)
                by_kind.setdefault(kind, []).append(elapsed)
                hits += bool(result.get("count") if isinstance(result, dict) else result)
        out[name] = {
            **summary(samples),
            "queries_with_hits": round(hits / len(samples), 3),
            "p95_ms_by_kind": {
                k: round(percentile([s * 1000 for s in v], 0.95), 2) for k, v in by_kind.items()
            },
        }
    return out


def slowest_queries(store: SessionStore, queries: list[tuple[str, str]]) -> list[dict[str, Any]]:
    timings = []
    for kind, q in queries:
        t0 = time.perf_counter()
        store.search_messages(q, limit=10, mode="lexical")
        timings.append((time.perf_counter() - t0, kind, q))
    timings.sort(reverse=True)
    return [{"ms": round(t * 1000, 2), "kind": k, "query": q} for t, k, q in timings[:8]]


def profile_search(store: SessionStore, queries: list[tuple[str, str]]) -> str:
    profiler = cProfile.Profile()
    profiler.enable()
    for _, q in queries:
        store.search_messages(q, limit=10, mode="lexical")
    profiler.disable()
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(12)
    return out.getvalue()


def profile_ingest(store: SessionStore, corpus: Corpus, batch: int, n: int = 20_000) -> str:
    stream = sessions_stream(corpus, time.time())
    profiler = cProfile.Profile()
    profiler.enable()
    ingest(store, stream, n, batch, ["cli"], bulk=True)
    profiler.disable()
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(10)
    return out.getvalue()


def open_lexical(paths: HomePaths) -> SessionStore:
    """The store without a semantic index: this measures the lexical path."""
    try:
        return SessionStore.open(paths, semantic="off")  # type: ignore[call-arg, unused-ignore]
    except TypeError:  # a store without semantic search
        return SessionStore.open(paths)


def make_tool(store: SessionStore) -> Any | None:
    try:
        from hermem.sessions.tool import SessionSearchTool
    except ImportError:
        return None
    return SessionSearchTool(store)


# -- report --------------------------------------------------------------------------------


def print_table(result: dict[str, Any]) -> None:
    env = result["environment"]
    print(f"hermem session store — Python {env['python']}, SQLite {env['sqlite']}, {env['os']}")
    print(
        f"{env['cpus']} CPUs; ingest msg/s: bulk = import_session in store.batch() (as the"
        f" importers write), live = append_messages of {result['batch']} (one commit each)"
    )
    print()
    header = (
        f"{'messages':>10}{'sessions':>10}{'bulk msg/s':>11}{'live msg/s':>11}{'bytes/msg':>10}"
        f"{'text B/msg':>11}{'call':>16}{'p50 ms':>8}{'p95 ms':>8}{'max ms':>8}"
    )
    print(header)
    print("-" * len(header))
    for size in result["sizes"]:
        first = True
        for call, s in size["search"].items():
            lead = (
                f"{size['messages']:>10,}{size['sessions']:>10,}"
                f"{size['ingest']['bulk']['messages_per_s']:>11,}"
                f"{size['ingest']['live']['messages_per_s']:>11,}"
                f"{size['bytes_per_message']:>10,.0f}{size['content_bytes_per_message']:>11,.0f}"
                if first
                else " " * 63
            )
            print(f"{lead}{call:>16}{s['p50_ms']:>8.2f}{s['p95_ms']:>8.2f}{s['max_ms']:>8.2f}")
            first = False
    print()
    for size in result["sizes"]:
        print(f"at {size['messages']:,}: p95 ms by query kind (search_messages):")
        kinds = size["search"]["search_messages"]["p95_ms_by_kind"]
        print("  " + ", ".join(f"{k} {v}" for k, v in kinds.items()))
        print("  slowest: " + "; ".join(f"{s['query']!r} {s['ms']} ms" for s in size["slowest"]))
        objects = ", ".join(
            f"{k} {v / size['messages']:.0f}" for k, v in size["by_object_bytes"].items()
        )
        print(f"  bytes/message by object: {objects}")
    print()
    for line in result["verdict"]:
        print(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument(
        "--sizes", default="100000,1000000", help="message counts (default 100000,1000000)"
    )
    parser.add_argument("--batch", type=int, default=100, help="messages per append (100)")
    parser.add_argument(
        "--out",
        type=Path,
        default=Path(__file__).parent / "results" / "sessions.json",
        help="where to write the JSON results",
    )
    parser.add_argument(
        "--keep", type=Path, help="build the database in this new folder and keep it"
    )
    parser.add_argument("--profile", action="store_true", help="print cProfiles of search/ingest")
    args = parser.parse_args()
    sizes = sorted(int(s.replace("_", "")) for s in args.sizes.split(",") if s.strip())

    with contextlib.ExitStack() as cleanup:
        if args.keep is not None:
            args.keep.mkdir(parents=True, exist_ok=False)
            folder = args.keep
        else:
            folder = Path(cleanup.enter_context(tempfile.TemporaryDirectory(prefix="hermem-")))
        paths = resolve_home(folder / "home")
        corpus = Corpus()
        queries = corpus.queries()
        stream = sessions_stream(corpus, 1_600_000_000.0)
        sources = ["cli"] * 6 + ["telegram", "discord", "api", "cron"]
        result: dict[str, Any] = {
            "environment": {
                "python": platform.python_version(),
                "sqlite": sqlite3.sqlite_version,
                "os": f"{platform.system()} {platform.release()}",
                "cpus": os.cpu_count(),
            },
            "batch": args.batch,
            "queries": [q for _, q in queries],
            "sizes": [],
        }
        store = open_lexical(paths)
        tool = make_tool(store)
        have = sessions_total = 0
        store_s = 0.0
        for size in sizes:
            print(f"ingesting up to {size:,} messages ...", file=sys.stderr, flush=True)
            stage = ingest_stage(store, stream, size - have, args.batch, sources)
            have += stage["messages"]
            sessions_total += stage["sessions"]
            store_s += stage["store_s"]
            disk = database_size(paths.state_db)
            print(f"searching at {have:,} messages ...", file=sys.stderr, flush=True)
            entry: dict[str, Any] = {
                "messages": have,
                "sessions": sessions_total,
                "ingest": {**stage, "cumulative_messages_per_s": round(have / store_s)},
                "bytes": disk["bytes"],
                "bytes_per_message": round(disk["bytes"] / have, 1),
                "content_bytes_per_message": round(disk["content_bytes"] / have, 1),
                "by_object_bytes": disk["by_object"],
                "search": search_latency(store, queries, tool),
                "slowest": slowest_queries(store, queries),
            }
            if args.profile:
                entry["search_profile"] = profile_search(store, queries)
            result["sizes"].append(entry)
        if args.profile:
            result["ingest_profile"] = profile_ingest(store, corpus, args.batch)
        store.close()

    largest = result["sizes"][-1]
    rate = min(s["ingest"]["bulk"]["messages_per_s"] for s in result["sizes"])
    p95 = largest["search"]["search_messages"]["p95_ms"]
    result["verdict"] = [
        f"ingest target >= {TARGET_INGEST_PER_S:,} messages/s (bulk): "
        + ("met" if rate >= TARGET_INGEST_PER_S else "MISSED")
        + f" (slowest stage {rate:,} messages/s)",
        f"search p95 target <= {TARGET_SEARCH_P95_MS:.0f} ms at {largest['messages']:,}: "
        + ("met" if p95 <= TARGET_SEARCH_P95_MS else "MISSED")
        + f" (search_messages p95 {p95:.2f} ms)",
    ]
    print_table(result)
    for size in result["sizes"]:
        if "search_profile" in size:
            print(f"\ncProfile of the queries at {size['messages']:,} (top by own time):")
            print(size["search_profile"])
    if "ingest_profile" in result:
        print("\ncProfile of ingest (top by own time):")
        print(result["ingest_profile"])
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"results written to {args.out}")


if __name__ == "__main__":
    main()
