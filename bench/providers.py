"""Benchmark of the local memory provider (a benchmark, not a test).

1. Added latency on the critical path of a turn: ``MemoryManager.recall_context`` (the
   provider's prefetch plus fencing, what an agent waits for before calling the model)
   with 10k and 100k facts, p50/p95 over realistic questions, in two states:
   - warm: ``queue_prefetch_all`` ran with the previous turn's message (as the manager
     does after every turn), so the provider's caches and semantic hits are ready;
   - cold: nothing was queued (the first turn of a process).
   Lexical at every size; with fact embeddings (the ``embed`` extra) at sizes up to
   ``--semantic-max`` (embedding 100k facts takes minutes).
2. ``sync_turn`` throughput: turns per second through the rule-based extractor into the
   store (the manager runs it on its background worker).
3. Fact recall on LoCoMo (development split by default): every turn of a conversation is
   retained by the rule-based extractor, with its ``dia_id`` as provenance; for each
   question of categories 1-4, the top 5/10 facts of ``fact_store`` search are mapped back
   to the turns they came from: R@k is the fraction of the question's evidence turns they
   cover. Also: how many evidence turns yielded any fact at all (the ceiling).

Targets: warm p95 <= 5 ms, cold p95 <= 50 ms at 100k facts.

    python bench/providers.py [--sizes 10000,100000] [--semantic-max 10000]
                              [--locomo PATH] [--out PATH]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from hermem.config import resolve_home
from hermem.manager import MemoryManager
from hermem.providers.local.facts import FactStore
from hermem.providers.local.provider import LocalProvider
from hermem.providers.local.settings import LocalSettings
from timing import summary

TARGET_WARM_P95_MS = 5.0
TARGET_COLD_P95_MS = 50.0
SEED = 7
DEFAULT_LOCOMO = (
    Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo" / "locomo_dev.json"
)


def words(text: str) -> list[str]:
    return text.split()


PEOPLE = words(
    "Ada Ben Carla Dev Eli Farah Gus Hana Ivan Jun Kai Lena Milo Nora Omar Pia Quinn Rosa"
)
PLACES = words("Paris Berlin Lisbon Tokyo Austin Nairobi Oslo Lima Seoul Dublin Porto Quito")
TECH = words(
    "postgres redis kafka docker kubernetes terraform react vue django fastapi flask pytest "
    "neovim vscode zsh fish rust golang python typescript node deno bun nginx caddy grafana"
)
THINGS = words(
    "tea coffee jazz hiking chess sushi ramen cycling yoga sourdough painting pottery "
    "climbing sailing gardening photography running swimming baking knitting poetry"
)
TEMPLATES = (
    "{p} prefers {t} for new services",
    "{p} lives in {pl} and works remotely",
    "The {t} cluster for {p}'s team runs in {pl}",
    "{p} enjoys {x} on weekends",
    "We decided to move the billing service to {t} after the {pl} outage",
    "{p}'s favourite hobby is {x}",
    "The staging deploy uses {t} {n}.{m}",
    "{p} is allergic to {x}",
    "{p} visited {pl} in {month} {year} for a conference on {t}",
    "Standups with {p} happen at {n}:{m}0 on {day}s",
)
QUESTIONS = (
    "what does {p} prefer for new services?",
    "where does {p} live?",
    "which {t} version is staging on",
    "what does {p} do on weekends",
    "why did we move billing to {t}",
    "when is the standup with {p}",
    "what is {p} allergic to",
    "who went to {pl}?",
)
MONTHS = words("January February March April May June July August September October")
DAYS = words("Monday Tuesday Wednesday Thursday Friday")
FILLER = [
    a + b + c
    for a in ("ka", "do", "mi", "su", "te", "ro")
    for b in "lnr"
    for c in ("a", "ie", "o", "us", "em", "ix", "ot", "an")
]


def fact_text(rng: random.Random, serial: int) -> str:
    template = rng.choice(TEMPLATES)
    text = template.format(
        p=rng.choice(PEOPLE),
        pl=rng.choice(PLACES),
        t=rng.choice(TECH),
        x=rng.choice(THINGS),
        n=rng.randrange(1, 12),
        m=rng.randrange(0, 6),
        month=rng.choice(MONTHS),
        year=rng.randrange(2019, 2026),
        day=rng.choice(DAYS),
    )
    # Two ordinary words make statements distinct without making one replace another
    # (supersession needs a changed value: a number, date or name).
    return f"{text}, noted in the {rng.choice(FILLER)} {rng.choice(FILLER)} thread"


def question(rng: random.Random) -> str:
    return rng.choice(QUESTIONS).format(
        p=rng.choice(PEOPLE), pl=rng.choice(PLACES), t=rng.choice(TECH)
    )


def fill(store: FactStore, have: int, want: int, rng: random.Random) -> float:
    """Add facts until ``want``; returns seconds spent."""
    started = time.perf_counter()
    for serial in range(have, want):
        store.add(fact_text(rng, serial), category="general", source="bench")
    return time.perf_counter() - started


def provider_for(home: Path, semantic: str) -> LocalProvider:
    settings = LocalSettings.from_mapping({"semantic": semantic}, resolve_home(home))
    provider = LocalProvider(settings)
    provider.initialize("bench", hermem_home=home, platform="bench")
    return provider


def turn_latency(home: Path, semantic: str, rounds: int = 200) -> dict[str, Any]:
    """recall_context p50/p95, warm and cold, through a manager."""
    rng = random.Random(SEED + 1)
    queries = [question(rng) for _ in range(rounds + 1)]
    out: dict[str, Any] = {}
    for state in ("cold", "warm"):
        provider = provider_for(home, semantic)
        with MemoryManager(prefetch_timeout=10) as manager:
            manager.add_provider(provider)
            manager.recall_context("warm up the page cache")  # not measured
            samples = []
            recalled = 0
            for i in range(rounds):
                if state == "warm":
                    manager.queue_prefetch_all(queries[i])  # after the previous turn
                    manager.flush()
                else:
                    provider.clear_prefetch()  # as in a new process: nothing was queued
                started = time.perf_counter()
                block = manager.recall_context(queries[i + 1])
                samples.append(time.perf_counter() - started)
                recalled += bool(block)
        out[state] = {**summary(samples), "turns_with_recall": round(recalled / rounds, 3)}
    return out


def sync_throughput(home: Path, turns: int = 2_000) -> dict[str, Any]:
    rng = random.Random(SEED + 2)
    provider = provider_for(home, "off")
    lines = [
        "I prefer {t} for side projects, honestly.",
        "We decided to use {t} for the queue.",
        "My sister {p} lives in {pl} now.",
        "Can you check why the build is failing?",
        "Last weekend I went {x} with {p} near {pl}.",
        "thanks, that worked!",
    ]
    started = time.perf_counter()
    for _ in range(turns):
        user = rng.choice(lines).format(
            t=rng.choice(TECH), p=rng.choice(PEOPLE), pl=rng.choice(PLACES), x=rng.choice(THINGS)
        )
        provider.sync_turn(user, "Sure.", session_id="bench")
    elapsed = time.perf_counter() - started
    assert provider.store is not None
    kept = provider.store.count(include_history=True)
    provider.shutdown()
    return {"turns": turns, "turns_per_s": round(turns / elapsed), "facts_kept": kept}


def locomo_recall(path: Path, workdir: Path, semantic: str) -> dict[str, Any]:
    sys.path.insert(0, str(Path(__file__).parent))
    import locomo

    conversations = locomo.load(path)
    r5: list[float] = []
    r10: list[float] = []
    covered_turns = evidence_turns = 0
    facts_total = turns_total = 0
    for conv in conversations:
        home = workdir / f"locomo-{conv.sample_id}-{semantic}"
        provider = provider_for(home, semantic)
        produced: set[str] = set()
        for turn in conv.turns:
            speaker, _, text = turn.content.partition(": ")
            before = provider.store.count(include_history=True) if provider.store else 0
            provider.retain(
                text,
                speaker=speaker,
                session_id=f"{conv.sample_id}-s{turn.session}",
                message_id=turn.dia_id,
                when=conv.sessions.get(turn.session),
            )
            after = provider.store.count(include_history=True) if provider.store else 0
            if after > before:
                produced.add(turn.dia_id)
        turns_total += len(conv.turns)
        assert provider.store is not None
        facts_total += provider.store.count(include_history=True)
        if provider.vectors is not None:
            provider.vectors.backfill()
        for q in conv.questions:
            found = json.loads(
                provider.handle_tool_call(
                    "fact_store", {"action": "search", "query": q.text, "limit": 10}
                )
            )["results"]
            ids = [r["fact_id"] for r in found]
            sources = [f.message_id for f in provider.store.get_many(ids)]
            r5.append(len(q.gold_turns & set(sources[:5])) / len(q.gold_turns))
            r10.append(len(q.gold_turns & set(sources[:10])) / len(q.gold_turns))
            evidence_turns += len(q.gold_turns)
            covered_turns += len(q.gold_turns & produced)
        provider.shutdown()
    return {
        "questions": len(r5),
        "turns": turns_total,
        "facts": facts_total,
        "fact_R@5": round(100 * statistics.fmean(r5), 1),
        "fact_R@10": round(100 * statistics.fmean(r10), 1),
        "evidence_turns_with_a_fact_pct": round(100 * covered_turns / max(1, evidence_turns), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--semantic-max", type=int, default=10_000)
    parser.add_argument("--locomo", type=Path, default=DEFAULT_LOCOMO)
    parser.add_argument(
        "--out", type=Path, default=Path(__file__).parent / "results" / "providers.json"
    )
    args = parser.parse_args()
    sizes = sorted(int(s.replace("_", "")) for s in args.sizes.split(",") if s.strip())
    from hermem.embeddings import unavailable_reason

    embed = unavailable_reason() is None
    result: dict[str, Any] = {
        "environment": {
            "python": platform.python_version(),
            "sqlite": sqlite3.sqlite_version,
            "cpus": os.cpu_count(),
            "embed_extra": embed,
        },
        "sizes": [],
    }
    with tempfile.TemporaryDirectory(prefix="hermem-providers-") as tmp:
        work = Path(tmp)
        home = work / "home"
        rng = random.Random(SEED)
        have = 0
        for size in sizes:
            print(f"adding facts up to {size:,} ...", file=sys.stderr, flush=True)
            with FactStore.open(home / "facts.db") as store:
                seconds = fill(store, have, size, rng)
            entry: dict[str, Any] = {
                "facts": size,
                "add_facts_per_s": round((size - have) / seconds),
                "lexical": turn_latency(home, "off"),
            }
            have = size
            if embed and size <= args.semantic_max:
                print(f"embedding {size:,} facts ...", file=sys.stderr, flush=True)
                provider = provider_for(home, "on")
                assert provider.vectors is not None
                started = time.perf_counter()
                provider.vectors.backfill(batch=256)
                entry["embed_s"] = round(time.perf_counter() - started, 1)
                provider.shutdown()
                entry["semantic"] = turn_latency(home, "on")
            result["sizes"].append(entry)
        print("sync_turn throughput ...", file=sys.stderr, flush=True)
        result["sync_turn"] = sync_throughput(work / "sync")
        if args.locomo.exists():
            print("LoCoMo fact recall ...", file=sys.stderr, flush=True)
            result["locomo"] = {"lexical": locomo_recall(args.locomo, work, "off")}
            if embed:
                result["locomo"]["semantic"] = locomo_recall(args.locomo, work, "on")
    print_report(result)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(f"results written to {args.out}")


def print_report(result: dict[str, Any]) -> None:
    env = result["environment"]
    print(
        f"local provider — Python {env['python']}, SQLite {env['sqlite']}, {env['cpus']} CPUs, "
        f"embed extra {'installed' if env['embed_extra'] else 'absent'}"
    )
    print(f"\n{'facts':>8} {'path':>9} {'state':>6} {'p50 ms':>8} {'p95 ms':>8} {'recall':>7}")
    worst = {"warm": 0.0, "cold": 0.0}
    largest = max(s["facts"] for s in result["sizes"])
    for size in result["sizes"]:
        for path in ("lexical", "semantic"):
            if path not in size:
                continue
            for state in ("warm", "cold"):
                s = size[path][state]
                print(
                    f"{size['facts']:>8,} {path:>9} {state:>6} {s['p50_ms']:>8.2f}"
                    f" {s['p95_ms']:>8.2f} {s['turns_with_recall']:>7.0%}"
                )
                if size["facts"] == largest:
                    worst[state] = max(worst[state], s["p95_ms"])
        print(f"{'':>8} adding facts: {size['add_facts_per_s']:,}/s")
    sync = result["sync_turn"]
    print(f"\nsync_turn: {sync['turns_per_s']:,} turns/s ({sync['facts_kept']} facts kept)")
    for path, r in result.get("locomo", {}).items():
        print(
            f"LoCoMo ({path}): {r['questions']} questions, {r['facts']} facts from "
            f"{r['turns']} turns; fact R@5 {r['fact_R@5']}, R@10 {r['fact_R@10']}; evidence "
            f"turns that yielded a fact: {r['evidence_turns_with_a_fact_pct']}%"
        )
    print(
        f"\nwarm p95 target <= {TARGET_WARM_P95_MS} ms at {largest:,}: "
        f"{'met' if worst['warm'] <= TARGET_WARM_P95_MS else 'MISSED'} ({worst['warm']:.2f} ms)"
    )
    print(
        f"cold p95 target <= {TARGET_COLD_P95_MS} ms at {largest:,}: "
        f"{'met' if worst['cold'] <= TARGET_COLD_P95_MS else 'MISSED'} ({worst['cold']:.2f} ms)"
    )


if __name__ == "__main__":
    main()
