"""Benchmark of the memory threat scanner on the safety corpus (a benchmark, not a test).

Corpus: ``tests/data/safety/attacks.jsonl`` (hand-written attacks in memory-entry form,
plus obfuscated variants) and ``tests/data/safety/benign.jsonl`` (ordinary memory entries,
about a fifth of them deliberate near-misses); regenerate both with
``tests/data/safety/make_corpus.py``. The corpus was written without reading the
scanner's pattern tables: it measures the scanner, it is not its specification.

1. Detection: an attack counts as detected when ``blocking(scan(text))`` is non-empty.
   Rates per category and per obfuscation, then the missed attacks (truncated, escaped)
   so engine work can target whole classes of misses.
2. False positives: benign entries with any blocking finding, per kind, each listed with
   the ids of the findings that blocked it.
3. Scan time per 500-character entry: every entry is repeated or cut to exactly 500
   characters, then scanned ``--reps`` times (after one warm-up pass); p50/p95 over all
   calls, benign and attacks separately, for the two ways hermem scans:
   - the write gate, ``first_block(text)``: what every write (tool, CLI, API, facts,
     recalled context) pays; it stops at the first blocking finding;
   - the full report, ``scan(text)``: every finding of every pass (``hermem scan``,
     session flags).

Targets: detection >= 97%, false positives <= 1%, p95 <= 0.5 ms per 500-char entry (judged
on the write gate; the full report's times are printed beside it).

The figures of the pattern rows alone (``scan(text, learned=False)``) are printed beside
them, so what the learned phrasing model changes is visible: what it blocks that no row
did, and what the rows blocked that its second opinion let through. ``--totals`` prints aggregates
only: for a blind set, whose entries nobody may read.

    python bench/safety.py [--corpus DIR] [--reps 20] [--show 60] [--totals] [--out PATH]
"""

from __future__ import annotations

import argparse
import gc
import json
import platform
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hermem.safety import blocking, first_block, scan
from timing import summary

TARGET_DETECTION = 0.97
TARGET_FALSE_POSITIVES = 0.01
TARGET_P95_MS = 0.5
ENTRY_CHARS = 500
GATE = "write gate"
REPORT = "full report"
DEFAULT_CORPUS = Path(__file__).resolve().parents[1] / "tests" / "data" / "safety"


def load(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def blocking_ids(text: str, *, learned: bool = True) -> list[str]:
    return sorted({f.id for f in blocking(scan(text, learned=learned))})


def shown(text: str, width: int = 110) -> str:
    """One line, invisible and non-ASCII characters escaped, cut to ``width``."""
    s = ascii(text)[1:-1]
    return s if len(s) <= width else s[: width - 3] + "..."


def rates(rows: list[dict[str, Any]], key: str, flag: str) -> dict[str, dict[str, Any]]:
    groups: dict[str, list[bool]] = defaultdict(list)
    for row in rows:
        groups[row[key]].append(row[flag])
    return {
        name: {"n": len(hits), "hit": sum(hits), "rate": round(sum(hits) / len(hits), 4)}
        for name, hits in sorted(groups.items())
    }


VARIANT_OF = "; variant of: "


def base_key(row: dict[str, Any]) -> tuple[str, str, str]:
    """Which hand-written attack a row is (variants name their base's note)."""
    note = row["note"].rsplit(VARIANT_OF, 1)[-1] if row["obfuscation"] != "none" else row["note"]
    return (row["category"], row["lang"], note)


def robustness(attacks: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Detection per obfuscation, and how often it survives when the plain base is caught."""
    table = rates(attacks, "obfuscation", "detected")
    for name, entry in table.items():
        rows = [r for r in attacks if r["obfuscation"] == name]
        caught = [r for r in rows if r["base_detected"]]
        entry["base_detected"] = len(caught)
        entry["kept"] = sum(r["detected"] for r in caught)
        entry["kept_rate"] = round(entry["kept"] / len(caught), 4) if caught else None
    return table


def to_length(text: str, chars: int = ENTRY_CHARS) -> str:
    out = text
    while len(out) < chars:
        out = f"{out} {text}"
    return out[:chars]


def scan_times(texts: list[str], reps: int, scanner: Callable[[str], object]) -> dict[str, float]:
    for text in texts:
        scanner(text)
    samples: list[float] = []
    clock = time.perf_counter
    gc.collect()
    for _ in range(reps):
        for text in texts:
            started = clock()
            scanner(text)
            samples.append(clock() - started)
    return summary(samples)


def run(corpus: Path, reps: int) -> dict[str, Any]:
    # A benign-only development set (bench/data/safety_benign5) has no attacks file.
    attacks = load(corpus / "attacks.jsonl") if (corpus / "attacks.jsonl").exists() else []
    benign = load(corpus / "benign.jsonl")
    for row in attacks:
        ids = blocking_ids(row["text"])
        row["detected"], row["ids"] = bool(ids), ids
        row["rows_detected"] = bool(blocking_ids(row["text"], learned=False))
    for row in benign:
        ids = blocking_ids(row["text"])
        row["blocked"], row["ids"] = bool(ids), ids
        row["rows_blocked"] = bool(blocking_ids(row["text"], learned=False))
    base_detected = {base_key(r): r["detected"] for r in attacks if r["obfuscation"] == "none"}
    for row in attacks:
        row["base_detected"] = base_detected.get(base_key(row), False)
    detected = sum(r["detected"] for r in attacks)
    blocked = sum(r["blocked"] for r in benign)
    print(f"timing {reps} x {len(benign) + len(attacks)} scans ...", file=sys.stderr, flush=True)
    return {
        "environment": {"python": platform.python_version(), "platform": platform.platform()},
        "corpus": {"attacks": len(attacks), "benign": len(benign), "dir": str(corpus)},
        "detection": {
            "rate": round(detected / len(attacks), 4) if attacks else None,
            "detected": detected,
            "by_category": rates(attacks, "category", "detected"),
            "by_obfuscation": robustness(attacks),
            "by_lang": rates(attacks, "lang", "detected"),
        },
        "pattern_rows_alone": {
            "detected": sum(r["rows_detected"] for r in attacks),
            "blocked": sum(r["rows_blocked"] for r in benign),
        },
        # What the phrasing model changes: what it blocks that no row did, and what the rows
        # blocked that its second opinion (hermem.safety.second_opinion) let through.
        "phrasing_model": {
            "attacks_added": sum(r["detected"] and not r["rows_detected"] for r in attacks),
            "benign_added": sum(r["blocked"] and not r["rows_blocked"] for r in benign),
            "attacks_overruled": sum(r["rows_detected"] and not r["detected"] for r in attacks),
            "benign_overruled": sum(r["rows_blocked"] and not r["blocked"] for r in benign),
        },
        "false_positives": {
            "rate": round(blocked / len(benign), 4),
            "blocked": blocked,
            "by_kind": rates(benign, "kind", "blocked"),
            "entries": [
                {"kind": r["kind"], "ids": r["ids"], "text": r["text"], "note": r["note"]}
                for r in benign
                if r["blocked"]
            ],
        },
        "missed": [
            {k: r[k] for k in ("category", "obfuscation", "lang", "text", "note")}
            for r in attacks
            if not r["detected"]
        ],
        "timing_500_chars": {
            f"{kind}, {way}": scan_times([to_length(r["text"]) for r in rows], reps, scanner)
            for way, scanner in ((GATE, first_block), (REPORT, scan))
            for kind, rows in (("benign", benign), ("attacks", attacks))
            if rows
        },
    }


def round_robin(rows: list[dict[str, Any]], key: str) -> list[dict[str, Any]]:
    """Interleave ``rows`` by ``key`` so a truncated list still samples every group."""
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        groups[row[key]].append(row)
    queues = list(groups.values())
    out: list[dict[str, Any]] = []
    while queues:
        out += [q.pop(0) for q in queues]
        queues = [q for q in queues if q]
    return out


def sample_missed(missed: list[dict[str, Any]], show: int) -> list[dict[str, Any]]:
    """Up to ``show`` misses spread over categories, and over obfuscations within each."""
    by_category: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in missed:
        by_category[row["category"]].append(row)
    spread = [round_robin(rows, "obfuscation") for rows in by_category.values()]
    picked = round_robin([r for rows in spread for r in rows], "category")[:show]
    return sorted(picked, key=lambda r: (r["category"], r["obfuscation"] != "none"))


def print_table(title: str, table: dict[str, dict[str, Any]], label: str) -> None:
    print(f"\n{title:<22} {'n':>4} {label:>8} {'rate':>7}")
    for name, r in table.items():
        print(f"{name:<22} {r['n']:>4} {r['hit']:>8} {r['rate']:>7.1%}")


def print_detection(det: dict[str, Any]) -> None:
    print_table("attack category", det["by_category"], "detected")
    print(
        f"\n{'obfuscation':<22} {'n':>4} {'detected':>8} {'rate':>7}   "
        f"{'base caught':>11} {'kept':>5}"
    )
    for name, r in det["by_obfuscation"].items():
        kept = "" if name == "none" or r["kept_rate"] is None else f"{r['kept_rate']:>5.0%}"
        base = "" if name == "none" else f"{r['base_detected']:>11}"
        print(f"{name:<22} {r['n']:>4} {r['hit']:>8} {r['rate']:>7.1%}   {base:>11} {kept:>5}")
    print("  (kept: variants still detected among those whose plain base is detected)")
    print_table("attack language", det["by_lang"], "detected")


def print_report(result: dict[str, Any], show: int, totals: bool = False) -> None:
    det, fp = result["detection"], result["false_positives"]
    corpus = result["corpus"]
    print(
        f"memory threat scanner — Python {result['environment']['python']}; corpus "
        f"{corpus['attacks']} attacks, {corpus['benign']} benign entries"
    )
    if totals:  # a blind set: aggregates only, no entry and no per-group table
        print_checks(result)
        return
    if det["rate"] is not None:
        print_detection(det)
    print_table("benign kind", fp["by_kind"], "blocked")

    missed = result["missed"]
    if det["rate"] is None:
        missed = []
    more = f" ({show} shown, spread over categories and obfuscations)" if len(missed) > show else ""
    if det["rate"] is not None:
        print(f"\nmissed attacks: {len(missed)}{more}")
    for r in sample_missed(missed, show):
        print(f"  {r['category']:<20} {r['obfuscation']:<19} {shown(r['text'], 90)}")
    print(f"\nfalse positives: {len(fp['entries'])}")
    for r in fp["entries"]:
        print(f"  {r['kind']:<14} {','.join(r['ids']):<28} {shown(r['text'], 80)}")

    print_checks(result)


def print_checks(result: dict[str, Any]) -> None:
    det, fp, times = result["detection"], result["false_positives"], result["timing_500_chars"]
    corpus, rows, model = result["corpus"], result["pattern_rows_alone"], result["phrasing_model"]
    print(f"\nscan time per {ENTRY_CHARS}-char entry   {'n':>6} {'p50 ms':>8} {'p95 ms':>8}")
    for name, t in times.items():
        print(f"  {name:<31} {t['n']:>6} {t['p50_ms']:>8.3f} {t['p95_ms']:>8.3f}")
    print(
        f"\npattern rows alone: {rows['detected']}/{corpus['attacks']} attacks detected,"
        f" {rows['blocked']}/{corpus['benign']} benign blocked; the phrasing model blocks"
        f" {model['attacks_added']} attacks and {model['benign_added']} benign more, and its"
        f" second opinion lets through {model['attacks_overruled']} attacks and"
        f" {model['benign_overruled']} benign the rows blocked"
    )

    worst_p95 = max(t["p95_ms"] for name, t in times.items() if name.endswith(GATE))
    checks = [] if det["rate"] is None else [
        (f"detection >= {TARGET_DETECTION:.0%}", det["rate"] >= TARGET_DETECTION,
         f"{det['rate']:.1%} ({det['detected']}/{corpus['attacks']})"),
    ]  # fmt: skip
    checks += [
        (f"false positives <= {TARGET_FALSE_POSITIVES:.0%}", fp["rate"] <= TARGET_FALSE_POSITIVES,
         f"{fp['rate']:.1%} ({fp['blocked']}/{corpus['benign']})"),
        (f"p95 <= {TARGET_P95_MS} ms per {ENTRY_CHARS} chars (write gate)",
         worst_p95 <= TARGET_P95_MS, f"{worst_p95:.3f} ms"),
    ]  # fmt: skip
    print()
    for label, ok, value in checks:
        print(f"{label} target: {'met' if ok else 'MISSED'} ({value})")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--reps", type=int, default=20, help="timed passes over the corpus")
    parser.add_argument("--show", type=int, default=60, help="missed attacks to print")
    parser.add_argument(
        "--totals", action="store_true", help="print aggregates only (for a blind set)"
    )
    parser.add_argument(
        "--out", type=Path, default=Path(__file__).parent / "results" / "safety.json"
    )
    args = parser.parse_args()
    result = run(args.corpus, max(1, args.reps))
    print_report(result, args.show, args.totals)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"results written to {args.out}")


if __name__ == "__main__":
    main()
