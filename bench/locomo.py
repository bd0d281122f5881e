"""Retrieval on LoCoMo without an LLM (a benchmark, not a test).

Each conversation of a LoCoMo-format file is imported into its own fresh home: every
``session_N`` becomes a session (started at ``session_N_date_time``) and every turn a
message with ``external_id`` = its ``dia_id``. Roles: speaker_a's turns are ``user`` and
speaker_b's ``assistant`` (both are people, so this only keeps them apart); the content
is ``"<speaker>: <text>"`` plus ``[image: <caption>]`` when the turn shared a photo, which
is how an importer would keep a named two-person chat readable out of context (the name
in the text matters: the embedding of "Caroline: ..." is what a question about Caroline
finds; the same content goes to every mode, the baseline included). Each turn's timestamp
is its session's date (plus one second per turn, to keep the order).

For every question of categories 1-4 (multi-hop, temporal, open-domain, single-hop), with
evidence ids taken by the regex ``D(\\d+):(\\d+)`` and kept only when the turn exists:

- turn R@5 / R@10: the fraction of the question's evidence turns among the top 5 / 10
  of ``search_messages``;
- session hit@1: whether the top session of ``search_sessions`` holds evidence;

macro-averaged over questions, per category and overall. Modes:

- ``bm25``: plain SQLite FTS5 BM25 (unicode61, every question word ORed, the session of
  the best turn first): the baseline, no hermem code;
- ``lexical``: hermem ``mode="lexical"``;
- ``hybrid``: hermem ``mode="hybrid"`` with the default embedder. Embedding every turn
  (``backfill``) happens before the timed queries and is reported separately.

Latency is per call (p50/p95 ms) for ``search_messages`` (in hybrid mode this includes
embedding the question) and ``search_sessions`` (called right after it with the same
question, so it reuses the remembered query vector, as an agent's follow-up call would).
The question is the query as written: no answer, no category hint, nothing per question.
Targets (development split): hybrid turn R@10 >= 70, session hit@1 >= 75, <= 50 ms/query.

    python bench/locomo.py PATH [--modes bm25,lexical,hybrid] [--out JSON]
        [--conversations conv-26,conv-30]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import sqlite3
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from hermem.sessions.store import SessionStore

MODES = ("bm25", "lexical", "hybrid")
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
TARGETS = {"turn_r10": 70.0, "session_hit1": 75.0, "ms_per_query": 50.0}
EVIDENCE = re.compile(r"D(\d+):(\d+)")
SESSION_KEY = re.compile(r"session_(\d+)")
DATE_FORMAT = "%I:%M %p on %d %B, %Y"
SESSION_DEPTH = 1


@dataclass
class Turn:
    dia_id: str
    session: int
    role: str
    content: str


@dataclass
class Question:
    text: str
    category: int
    gold_turns: set[str]
    gold_sessions: set[int]


@dataclass
class Conversation:
    sample_id: str
    sessions: dict[int, float]
    turns: list[Turn]
    questions: list[Question]
    skipped: int = 0


@dataclass
class Scores:
    r5: list[float] = field(default_factory=list)
    r10: list[float] = field(default_factory=list)
    hit1: list[float] = field(default_factory=list)


# -- data -----------------------------------------------------------------------------


def parse_date(text: str, fallback: float) -> float:
    try:
        return datetime.strptime(text.strip(), DATE_FORMAT).timestamp()
    except (ValueError, AttributeError):
        return fallback


def turn_content(turn: dict[str, Any]) -> str:
    text = f"{turn.get('speaker', '')}: {turn.get('text', '')}"
    caption = turn.get("blip_caption")
    return f"{text} [image: {caption}]" if caption else text


def load(path: Path) -> list[Conversation]:
    conversations = []
    for item in json.loads(path.read_text(encoding="utf-8")):
        conv = item["conversation"]
        speaker_a = conv.get("speaker_a")
        sessions: dict[int, float] = {}
        turns: list[Turn] = []
        for key, value in conv.items():
            match = SESSION_KEY.fullmatch(key)
            if not match or not isinstance(value, list):
                continue
            number = int(match.group(1))
            sessions[number] = parse_date(conv.get(f"{key}_date_time", ""), float(number))
            for turn in value:
                role = "user" if turn.get("speaker") == speaker_a else "assistant"
                turns.append(Turn(turn["dia_id"], number, role, turn_content(turn)))
        known = {t.dia_id for t in turns}
        questions = []
        skipped = 0
        for qa in item.get("qa", []):
            category = int(qa.get("category", 0))
            if category not in CATEGORIES:
                continue
            found = {
                f"D{int(s)}:{int(t)}"
                for ev in qa.get("evidence", [])
                for s, t in EVIDENCE.findall(ev)
            }
            gold = found & known
            if not gold:
                skipped += 1
                continue
            sessions_of = {int(g[1:].split(":")[0]) for g in gold}
            questions.append(Question(str(qa["question"]), category, gold, sessions_of))
        conversations.append(Conversation(item["sample_id"], sessions, turns, questions, skipped))
    return conversations


# -- retrievers -----------------------------------------------------------------------


def import_conversation(home: Path, conv: Conversation) -> dict[int, str]:
    """Sessions and messages through the public API; returns session number -> session id."""
    ids: dict[int, str] = {}
    with SessionStore.open(home, semantic="off") as store:
        for number in sorted(conv.sessions):
            sid = store.start_session(
                f"{conv.sample_id}-s{number}", source="locomo", started_at=conv.sessions[number]
            )
            ids[number] = sid
            turns = [t for t in conv.turns if t.session == number]
            store.append_messages(
                sid,
                [
                    {
                        "role": t.role,
                        "content": t.content,
                        "timestamp": conv.sessions[number] + i,
                        "external_id": t.dia_id,
                    }
                    for i, t in enumerate(turns)
                ],
            )
    return ids


class PlainBM25:
    """FTS5 BM25 over the same contents, no stemming, stopwords or fusion: the baseline."""

    def __init__(self, conv: Conversation) -> None:
        self.conn = sqlite3.connect(":memory:")
        self.conn.execute("CREATE VIRTUAL TABLE t USING fts5(dia_id UNINDEXED, content)")
        self.conn.executemany(
            "INSERT INTO t (dia_id, content) VALUES (?, ?)",
            [(t.dia_id, t.content) for t in conv.turns],
        )

    def turns(self, question: str, limit: int) -> list[str]:
        words = dict.fromkeys(re.findall(r"\w+", question.lower()))
        if not words:
            return []
        match = " OR ".join(f'"{w}"' for w in words)
        rows = self.conn.execute(
            "SELECT dia_id FROM t WHERE t MATCH ? ORDER BY bm25(t) LIMIT ?", (match, limit)
        ).fetchall()
        return [r[0] for r in rows]

    def top_session(self, question: str) -> int | None:
        ranked = self.turns(question, SESSION_DEPTH)
        return int(ranked[0][1:].split(":")[0]) if ranked else None


# -- evaluation -----------------------------------------------------------------------


def recall(ranked: list[str], gold: set[str], k: int) -> float:
    return len(gold & set(ranked[:k])) / len(gold)


def evaluate(conversations: list[Conversation], mode: str, workdir: Path) -> dict[str, Any]:
    per_cat: dict[int, Scores] = {c: Scores() for c in CATEGORIES}
    per_conv: dict[str, Scores] = {c.sample_id: Scores() for c in conversations}
    turn_ms: list[float] = []
    session_ms: list[float] = []
    embed_s = 0.0
    embedded = 0
    for conv in conversations:
        if mode == "bm25":
            bm25 = PlainBM25(conv)
            for q in conv.questions:
                started = time.perf_counter()
                ranked = bm25.turns(q.text, 10)
                turn_ms.append((time.perf_counter() - started) * 1000)
                started = time.perf_counter()
                top = bm25.top_session(q.text)
                session_ms.append((time.perf_counter() - started) * 1000)
                score([per_cat[q.category], per_conv[conv.sample_id]], q, ranked, top)
            continue
        home = workdir / f"{mode}-{conv.sample_id}"
        ids = import_conversation(home, conv)
        number_of = {sid: n for n, sid in ids.items()}
        with SessionStore.open(home, semantic="on" if mode == "hybrid" else "off") as store:
            search_mode = "hybrid" if mode == "hybrid" else "lexical"
            if mode == "hybrid":
                index: Any = store.semantic
                started = time.perf_counter()
                embedded += index.backfill()
                embed_s += time.perf_counter() - started
                index.search("warm up", 1)
            for q in conv.questions:
                started = time.perf_counter()
                hits = store.search_messages(q.text, limit=10, mode=search_mode)
                turn_ms.append((time.perf_counter() - started) * 1000)
                started = time.perf_counter()
                sessions = store.search_sessions(q.text, limit=1, mode=search_mode)
                session_ms.append((time.perf_counter() - started) * 1000)
                ranked = [h.external_id or "" for h in hits]
                top = number_of.get(sessions[0].session_id) if sessions else None
                score([per_cat[q.category], per_conv[conv.sample_id]], q, ranked, top)
    report = summarise(per_cat, turn_ms, session_ms, embed_s, embedded)
    report["conversations"] = {sid: row(s) for sid, s in per_conv.items()}
    return report


def score(into: list[Scores], q: Question, ranked: list[str], top_session: int | None) -> None:
    for s in into:
        s.r5.append(recall(ranked, q.gold_turns, 5))
        s.r10.append(recall(ranked, q.gold_turns, 10))
        s.hit1.append(1.0 if top_session in q.gold_sessions else 0.0)


def row(s: Scores) -> dict[str, Any]:
    return {
        "n": len(s.r5),
        "turn_r5": pct(s.r5),
        "turn_r10": pct(s.r10),
        "session_hit1": pct(s.hit1),
    }


def pct(values: list[float]) -> float:
    return round(100 * statistics.fmean(values), 1) if values else 0.0


def quantile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2)


def summarise(
    per_cat: dict[int, Scores],
    turn_ms: list[float],
    session_ms: list[float],
    embed_s: float,
    embedded: int,
) -> dict[str, Any]:
    every = Scores()
    categories = {}
    for cat, s in per_cat.items():
        every.r5 += s.r5
        every.r10 += s.r10
        every.hit1 += s.hit1
        categories[CATEGORIES[cat]] = row(s)
    return {
        "overall": row(every),
        "categories": categories,
        "ms": {
            "search_messages_p50": quantile(turn_ms, 0.5),
            "search_messages_p95": quantile(turn_ms, 0.95),
            "search_sessions_p50": quantile(session_ms, 0.5),
            "search_sessions_p95": quantile(session_ms, 0.95),
        },
        "embedding": {
            "messages": embedded,
            "seconds": round(embed_s, 2),
            "ms_per_message": round(1000 * embed_s / embedded, 1),
        }
        if embedded
        else None,
    }


def print_table(results: dict[str, dict[str, Any]]) -> None:
    head = f"{'mode':8} {'category':12} {'n':>5} {'R@5':>6} {'R@10':>6} {'hit@1':>6}"
    print(head)
    print("-" * len(head))
    for mode, r in results.items():
        rows = [("all 1-4", r["overall"]), *r["categories"].items()]
        for name, row in rows:
            print(
                f"{mode:8} {name:12} {row['n']:>5} {row['turn_r5']:>6.1f}"
                f" {row['turn_r10']:>6.1f} {row['session_hit1']:>6.1f}"
            )
        ms = r["ms"]
        line = (
            f"{'':8} ms/query search_messages p50 {ms['search_messages_p50']:.1f}"
            f" p95 {ms['search_messages_p95']:.1f}; search_sessions p50"
            f" {ms['search_sessions_p50']:.1f} p95 {ms['search_sessions_p95']:.1f}"
        )
        if r["embedding"]:
            e = r["embedding"]
            line += (
                f"; embedding {e['messages']} turns took {e['seconds']:.1f} s"
                f" ({e['ms_per_message']:.1f} ms each, before and outside the timed queries)"
            )
        print(line)
        per_conv = "  ".join(
            f"{sid} {c['turn_r10']:.1f}/{c['session_hit1']:.1f}"
            for sid, c in r["conversations"].items()
        )
        print(f"{'':8} R@10/hit@1 by conversation: {per_conv}")


def target_line(hybrid: dict[str, Any]) -> str:
    checks = [
        ("turn R@10", hybrid["overall"]["turn_r10"], ">=", TARGETS["turn_r10"]),
        ("session hit@1", hybrid["overall"]["session_hit1"], ">=", TARGETS["session_hit1"]),
        ("ms/query p50", hybrid["ms"]["search_messages_p50"], "<=", TARGETS["ms_per_query"]),
    ]
    parts = []
    for name, value, op, target in checks:
        ok = value >= target if op == ">=" else value <= target
        parts.append(f"{name} {value} {op} {target}: {'met' if ok else 'MISSED'}")
    return "hybrid targets: " + "; ".join(parts)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("path", type=Path, help="a LoCoMo-format JSON file")
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--conversations", default="", help="sample ids to keep (default all)")
    parser.add_argument("--out", type=Path, default=Path("bench/results/locomo.json"))
    args = parser.parse_args(argv)
    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    unknown = [m for m in modes if m not in MODES]
    if unknown:
        parser.error(f"unknown mode(s) {', '.join(unknown)}: use {', '.join(MODES)}")
    conversations = load(args.path)
    if args.conversations:
        keep = set(args.conversations.split(","))
        conversations = [c for c in conversations if c.sample_id in keep]
    results: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory(prefix="hermem-locomo-") as tmp:
        os.environ.setdefault("XDG_CACHE_HOME", str(Path(tmp) / "cache"))
        for mode in modes:
            results[mode] = evaluate(conversations, mode, Path(tmp))
    print(
        f"LoCoMo {args.path.name}: {len(conversations)} conversations, "
        f"{sum(len(c.questions) for c in conversations)} questions (categories 1-4), "
        f"{sum(c.skipped for c in conversations)} skipped without valid evidence"
    )
    print_table(results)
    if "hybrid" in results:
        print(target_line(results["hybrid"]))
    report = {
        "file": str(args.path),
        "conversations": [c.sample_id for c in conversations],
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count()},
        "targets": TARGETS,
        "results": results,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2), encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
