"""Train the scanner's phrasing model (``hermem.safety.learned``) and write it as data.

Not a benchmark: an offline step, run by hand when the training corpora change, whose
output (``src/hermem/safety/data/phrasing_model.json``) ships with the package. Needs numpy
(``pip install -e '.[embed]'``); the model itself is scored in pure Python.

1. Every entry of the training corpora (``attacks.jsonl`` and ``benign.jsonl`` of each
   directory) is folded as the scanner folds it and turned into the model's features
   (words, word pairs, character 5-grams, 2- and 3-grams of Chinese, kana and Hangul,
   and the ideas of the multilingual lexicon ``data/concepts.json`` present, alone and in
   pairs); features seen in fewer than two entries go. The other readings the scanner scores
   (payloads decoded in place, digits read as letters, rot13: ``hermem.safety.readings``)
   are kept too, and each decoded payload alone: they are scored, not trained on, as the
   scanner does.
2. A logistic regression (class-balanced, L2, full-batch Adam; deterministic) is fitted,
   each attack the pattern rows miss weighing ``--missed-weight`` times one they catch
   (the model only ever reads what the rows miss, so that is what it must learn);
   the ``--keep`` features of largest weight are kept and it is fitted again on those
   alone, so the shipped weights are the ones scored.
3. The blocking threshold is chosen on out-of-fold scores: the corpora are dealt into
   ``--folds`` groups, each group in turn is left out and scored by the model trained on the
   others, and the threshold is the lowest that blocks at most ``--max-fp`` of those
   left-out benign entries. What it then catches of the left-out attacks that the pattern
   rows miss is printed: that is the gain to expect on text the project has never seen.
   The default share is 0.3%: at
   0.1% the threshold is set by the twenty-odd hardest benign notes of the pool and swings
   with them, and in split-half runs over the corpora (threshold set on one half, measured
   on the other) each 0.1% more blocked 0.1% more of the new benign notes for a few points
   more of the attacks the rows miss (docs/safety.md has the figures).

Keep evaluation sets out of ``--corpus`` (the blind held-out sets above all).

    python bench/train_safety_model.py [--corpus DIR ...] [--out PATH] [--keep N]
                                       [--l2 X] [--iterations N] [--rate X]
                                       [--missed-weight W]
                                       [--max-fp F] [--scores PATH] [--folds N] [--jobs N]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from hermem.safety import blocking, scan
from hermem.safety.concepts import lexicon
from hermem.safety.learned import (
    FEATURE_VERSION,
    MIN_CHARS,
    PAYLOAD_MIN_CHARS,
    READINGS_FLOOR,
    SHORT_MIN_CHARS,
    features,
    joined_words,
    names_a_place,
)
from hermem.safety.normalize import normalize
from hermem.safety.readings import payloads, readings

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CORPORA = [
    "tests/data/safety",
    "bench/data/safety_heldout",
    "bench/data/safety_heldout2",
    "bench/data/safety_heldout3",
    "bench/data/safety_benign5",
    "bench/data/safety_train_a",
    "bench/data/safety_train_b",
    "bench/data/safety_train_c",
    "bench/data/safety_train_d",
    "bench/data/safety_train_e",
    "bench/data/safety_train_f",
    "bench/data/safety_train_g",
    "bench/data/safety_train_h",
    "bench/data/safety_train_i",
    "bench/data/safety_train_j",
    "bench/data/safety_train_k",
    "bench/data/safety_train_l",
    "bench/data/safety_train_m",
    "bench/data/safety_train_n",
    "bench/data/safety_train_o",
    "bench/data/safety_train_p",
    "bench/data/safety_train_q",
    "bench/data/safety_train_r",
    "bench/data/safety_train_s",
    "bench/data/safety_train_t",
    "bench/data/safety_train_u",
    "bench/data/safety_train_v",
    "bench/data/safety_train_w",
    "bench/data/safety_train_x",
    "bench/data/safety_train_y",
    "bench/data/safety_train_z",
    "bench/data/safety_train_aa",
    "bench/data/safety_train_ab",
    "bench/data/safety_train_ac",
    "bench/data/safety_train_ad",
    "bench/data/safety_train_ae",
    "bench/data/safety_train_af",
    "bench/data/safety_train_ag",
    "bench/data/safety_train_ah",
    "bench/data/safety_train_ai",
    "bench/data/safety_train_aj",
    "bench/data/safety_train_ak",
    "bench/data/safety_train_al",
    "bench/data/safety_train_am",
    "bench/data/safety_train_an",
    "bench/data/safety_train_ao",
    "bench/data/safety_train_ap",
    "bench/data/safety_train_aq",
    "bench/data/safety_train_ar",
    "bench/data/safety_train_as",
    "bench/data/safety_train_at",
    "bench/data/safety_train_au",
    "bench/data/safety_train_av",
    "bench/data/safety_train_aw",
    "bench/data/safety_train_ax",
    "bench/data/safety_train_ay",
    "bench/data/safety_train_az",
    "bench/data/safety_train_ba",
    "bench/data/safety_train_bb",
    "bench/data/safety_train_bc",
    "bench/data/safety_train_bd",
    "bench/data/safety_train_be",
    "bench/data/safety_train_bf",
    "bench/data/safety_train_bg",
    "bench/data/safety_train_bh",
    "bench/data/safety_train_bi",
    "bench/data/safety_train_bj",
    "bench/data/safety_train_bk",
    "bench/data/safety_train_bl",
    "bench/data/safety_train_bm",
    "bench/data/safety_train_bn",
    "bench/data/safety_train_bo",
    "bench/data/safety_train_bp",
    "bench/data/safety_train_bq",
    "bench/data/safety_train_br",
    "bench/data/safety_train_bs",
    "bench/data/safety_train_bt",
    "bench/data/safety_train_bu",
    "bench/data/safety_train_bv",
    "bench/data/safety_train_bw",
    "bench/data/safety_train_bx",
    "bench/data/safety_train_by",
    "bench/data/safety_train_bz",
    "bench/data/safety_train_ca",
    "bench/data/safety_train_cb",
    "bench/data/safety_train_cc",
    "bench/data/safety_train_cd",
    "bench/data/safety_train_ce",
    "bench/data/safety_train_cf",
    "bench/data/safety_train_cg",
    "bench/data/safety_train_ch",
    "bench/data/safety_train_ci",
    "bench/data/safety_train_cj",
    "bench/data/safety_train_ck",
    "bench/data/safety_train_cr",
]

BETA1, BETA2 = 0.9, 0.999  # Adam's decay rates of its gradient mean and mean square
DEFAULT_OUT = ROOT / "src/hermem/safety/data/phrasing_model.json"


@dataclass
class Entry:
    corpus: str
    label: int  # 1: an attack
    features: set[str]
    length: int  # of the joined words: the sum is divided by its square root
    rules_block: bool
    # The features and lengths of the text's other readings (payloads decoded in place, digits
    # read as letters, rot13: `hermem.safety.readings`), which the scanner also scores.
    readings: tuple[tuple[set[str], int], ...] = ()
    # The same of each payload decoded, which the scanner scores alone (from fewer
    # characters: `learned.PAYLOAD_MIN_CHARS`).
    payloads: tuple[tuple[set[str], int], ...] = ()
    # Whether the text names a place to send to: a short one that does is not scored.
    places: bool = False


def load(corpora: list[str]) -> list[Entry]:
    entries: list[Entry] = []
    for corpus in corpora:
        for name, label in (("attacks.jsonl", 1), ("benign.jsonl", 0)):
            path = ROOT / corpus / name
            if not path.exists():
                continue
            for line in path.read_text(encoding="utf-8").splitlines():
                if not line.strip():
                    continue
                text = json.loads(line)["text"]
                folded = normalize(text)
                entries.append(
                    Entry(
                        corpus=corpus,
                        label=label,
                        features=features(folded.lowered),
                        length=len(joined_words(folded.lowered)),
                        rules_block=bool(blocking(scan(text, learned=False))),
                        readings=tuple(
                            (features(other), len(joined_words(other)))
                            for other in readings(text, folded)
                        ),
                        payloads=tuple(
                            (features(payload), len(joined_words(payload)))
                            for payload in payloads(text, folded)
                        ),
                        places=names_a_place(folded.lowered),
                    )
                )
    return entries


@dataclass
class Rows:
    """A sparse 0/1 feature matrix, each row scaled by 1/sqrt(length) (CSR by hand: numpy
    alone, no scipy)."""

    columns: np.ndarray  # the feature columns of every row, row after row
    starts: np.ndarray  # where each row's columns start in ``columns`` (plus the end)
    scale: np.ndarray  # per row
    width: int

    def dot(self, weights: np.ndarray) -> np.ndarray:
        sums = np.add.reduceat(np.append(weights[self.columns], 0.0), self.starts[:-1])
        sums[self.starts[:-1] == self.starts[1:]] = 0.0  # rows without a known feature
        return sums * self.scale

    def transposed_dot(self, per_row: np.ndarray) -> np.ndarray:
        repeated = np.repeat(per_row * self.scale, np.diff(self.starts))
        return np.bincount(self.columns, weights=repeated, minlength=self.width)


def matrix(entries: list[Entry], vocabulary: dict[str, int]) -> Rows:
    columns: list[int] = []
    starts = [0]
    for entry in entries:
        columns.extend(sorted(vocabulary[f] for f in entry.features if f in vocabulary))
        starts.append(len(columns))
    lengths = np.array([entry.length for entry in entries], np.float64)
    return Rows(
        np.array(columns, np.int64), np.array(starts, np.int64), 1.0 / np.sqrt(lengths),
        len(vocabulary),
    )  # fmt: skip


def fit(
    x: Rows, y: np.ndarray, weight: np.ndarray, l2: float, iterations: int, rate: float
) -> tuple[np.ndarray, float]:
    """Class-balanced logistic regression by full-batch Adam: attacks and benign entries
    weigh half each in all, shared within a class by ``weight``; the penalty is ``l2`` times
    the sum of the squared weights.

    Adam, not plain gradient descent: it gives each feature its own step, so a word seen in a
    few dozen attacks earns its weight as fast as a common one. Trained by plain descent (with
    the stronger penalty it needed to stay stable) the model caught 1,488 of the rows' misses
    in grouped five-fold cross-validation; by Adam, 2,463, at the same 0.1% of benign blocked.
    """
    weights = np.zeros(x.width, np.float64)
    bias = 0.0
    attack = y == 1
    sample = np.where(
        attack, 0.5 * weight / weight[attack].mean() / attack.mean(),
        0.5 * weight / weight[~attack].mean() / (~attack).mean(),
    )  # fmt: skip
    first = np.zeros(x.width + 1)  # Adam's running mean and mean square of the gradient,
    second = np.zeros(x.width + 1)  # the bias last
    for step in range(1, iterations + 1):
        p = 1.0 / (1.0 + np.exp(-(x.dot(weights) + bias)))
        gradient = (p - y) * sample
        full = np.append(x.transposed_dot(gradient) / len(y) + 2.0 * l2 * weights, gradient.mean())
        first = BETA1 * first + (1.0 - BETA1) * full
        second = BETA2 * second + (1.0 - BETA2) * full * full
        move = rate * (first / (1.0 - BETA1**step)) / (np.sqrt(second / (1.0 - BETA2**step)) + 1e-8)
        weights -= move[:-1]
        bias -= float(move[-1])
    return weights, bias


@dataclass
class Settings:
    keep: int  # features kept
    l2: float
    iterations: int
    rate: float  # Adam's step
    missed_weight: float  # of an attack the rows miss, against one they catch


def train(entries: list[Entry], settings: Settings) -> tuple[dict[str, float], float]:
    counts = Counter(f for entry in entries for f in entry.features)
    vocabulary = {f: i for i, f in enumerate(sorted(f for f, n in counts.items() if n >= 2))}
    y = np.array([entry.label for entry in entries], np.float64)
    weight = np.array(
        [settings.missed_weight if e.label and not e.rules_block else 1.0 for e in entries]
    )
    keep, l2, iterations, rate = settings.keep, settings.l2, settings.iterations, settings.rate
    weights, bias = fit(matrix(entries, vocabulary), y, weight, l2, iterations, rate)
    names = sorted(vocabulary, key=vocabulary.__getitem__)
    order = np.argsort(-np.abs(weights))[:keep]
    kept = {names[i]: j for j, i in enumerate(sorted(order))}
    weights, bias = fit(matrix(entries, kept), y, weight, l2, iterations, rate)
    return {f: float(weights[j]) for f, j in kept.items()}, bias


def score(weights: dict[str, float], bias: float, entry: Entry) -> float:
    """As the scanner scores the entry: the highest score of the text (a short one from
    ``SHORT_MIN_CHARS``, unless it names a place to send to), its readings (these only when
    the text as written is long enough to have a second sign and scores at least
    ``READINGS_FLOOR``) and its payloads alone."""
    shortest = MIN_CHARS if entry.places else SHORT_MIN_CHARS
    written = _score(weights, bias, entry.features, entry.length, shortest)
    scores = [written]
    if entry.length >= MIN_CHARS and written >= READINGS_FLOOR:
        scores += [_score(weights, bias, found, length) for found, length in entry.readings]
    scores += [
        _score(weights, bias, found, length, PAYLOAD_MIN_CHARS) for found, length in entry.payloads
    ]
    return max(scores)


def _score(
    weights: dict[str, float], bias: float, found: set[str], length: int,
    min_chars: int = MIN_CHARS,
) -> float:  # fmt: skip
    if length < min_chars:  # as the scanner: too short to be scored
        return 0.0
    known = sum(weights.get(f, 0.0) for f in found)
    return float(1.0 / (1.0 + np.exp(-(bias + known / np.sqrt(length)))))


_SHARED: tuple[list[Entry], Settings] | None = None  # what forked fold workers read


def _fold(left_out: tuple[str, ...]) -> list[float]:
    # The scores of the left-out corpora's entries from a model trained on every other one.
    assert _SHARED is not None
    entries, settings = _SHARED
    weights, bias = train([entry for entry in entries if entry.corpus not in left_out], settings)
    scores = [score(weights, bias, entry) for entry in entries if entry.corpus in left_out]
    print(f"  scored {', '.join(left_out)} with a model trained without them", flush=True)
    return scores


def out_of_fold(
    entries: list[Entry], settings: Settings, folds: int = 5, jobs: int = 1
) -> list[tuple[Entry, float]]:
    """Every entry scored by a model trained without its corpus: the corpora are dealt into
    ``folds`` groups (0: each corpus its own group), and each group is scored by a model
    trained on the others."""
    global _SHARED
    corpora = sorted({entry.corpus for entry in entries})
    count = len(corpora) if folds <= 0 else min(folds, len(corpora))
    groups = [tuple(corpora[start::count]) for start in range(count)]
    _SHARED = (entries, settings)
    try:
        if jobs > 1:  # folds in forked processes, which share the loaded entries
            with multiprocessing.get_context("fork").Pool(jobs) as pool:
                scores = pool.map(_fold, groups, chunksize=1)
        else:
            scores = [_fold(group) for group in groups]
    finally:
        _SHARED = None
    scored: list[tuple[Entry, float]] = []
    for group, group_scores in zip(groups, scores, strict=True):
        left_out = [entry for entry in entries if entry.corpus in group]
        scored.extend(zip(left_out, group_scores, strict=True))
    return scored


def choose_threshold(scored: list[tuple[Entry, float]], max_fp: float) -> float:
    benign = sorted((value for entry, value in scored if entry.label == 0), reverse=True)
    allowed = int(max_fp * len(benign))
    # Just above the (allowed + 1)-th highest benign score, and never below 0.5.
    return max(0.5, round(benign[allowed] + 1e-4, 4)) if benign else 0.9


def report(scored: list[tuple[Entry, float]], threshold: float) -> dict[str, Any]:
    by_corpus: dict[str, dict[str, int]] = {}
    for entry, value in scored:
        row = by_corpus.setdefault(
            entry.corpus, {"attacks": 0, "rules_miss": 0, "model_adds": 0, "benign": 0,
                           "model_fp": 0, "model_fp_rules_pass": 0},
        )  # fmt: skip
        flagged = value >= threshold
        if entry.label:
            row["attacks"] += 1
            row["rules_miss"] += not entry.rules_block
            row["model_adds"] += flagged and not entry.rules_block
        else:
            row["benign"] += 1
            row["model_fp"] += flagged
            row["model_fp_rules_pass"] += flagged and not entry.rules_block
    return by_corpus


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", action="append", help="a training corpus directory")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--keep", type=int, default=50_000, help="features kept")
    parser.add_argument("--l2", type=float, default=1e-7, help="penalty on squared weights")
    parser.add_argument("--iterations", type=int, default=300, help="full-batch Adam steps")
    parser.add_argument("--rate", type=float, default=0.05, help="Adam's step")
    parser.add_argument(
        "--missed-weight", type=float, default=4.0,
        help="weight of an attack the pattern rows miss, against one they catch",
    )  # fmt: skip
    parser.add_argument(
        "--max-fp", type=float, default=0.003, help="out-of-fold benign share it may block"
    )
    parser.add_argument("--scores", type=Path, help="write the out-of-fold scores here (JSONL)")
    parser.add_argument(
        "--folds", type=int, default=5,
        help="corpora dealt into this many out-of-fold groups (0: one per corpus)",
    )  # fmt: skip
    parser.add_argument(
        "--jobs", type=int, default=1, help="out-of-fold models trained at once (processes)"
    )
    args = parser.parse_args()
    corpora = args.corpus or DEFAULT_CORPORA
    started = time.perf_counter()
    entries = load(corpora)
    attacks = sum(entry.label for entry in entries)
    print(f"{len(entries)} entries ({attacks} attacks) from {len(corpora)} corpora")
    settings = Settings(args.keep, args.l2, args.iterations, args.rate, args.missed_weight)
    scored = out_of_fold(entries, settings, args.folds, args.jobs)
    if args.scores:
        args.scores.write_text(
            "".join(
                json.dumps({"corpus": e.corpus, "label": e.label, "length": e.length,
                            "rules_block": e.rules_block, "score": round(value, 5)}) + "\n"
                for e, value in scored
            ),
            encoding="utf-8",
        )  # fmt: skip
    threshold = choose_threshold(scored, args.max_fp)
    figures = report(scored, threshold)
    print(f"threshold {threshold} (out-of-fold benign blocked by the model <= {args.max_fp:.1%})")
    print(f"{'left out':34} attacks  rules miss  model adds  benign  model FP (rules pass)")
    for corpus, row in figures.items():
        print(
            f"{corpus:34} {row['attacks']:7} {row['rules_miss']:11} {row['model_adds']:11}"
            f" {row['benign']:7} {row['model_fp']:9} ({row['model_fp_rules_pass']})"
        )
    weights, bias = train(entries, settings)
    model = {
        "feature_version": FEATURE_VERSION,
        "concepts": lexicon().digest,  # the lexicon the concept features were found with
        "bias": round(bias, 5),
        "threshold": threshold,
        "trained_on": {corpus: sum(e.corpus == corpus for e in entries) for corpus in corpora},
        "settings": {"keep": args.keep, "l2": args.l2, "iterations": args.iterations,
                     "rate": args.rate, "missed_weight": args.missed_weight, "max_fp": args.max_fp},
        "out_of_fold": figures,
        "weights": {f: round(w, 4) for f, w in sorted(weights.items()) if round(w, 4)},
    }  # fmt: skip
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(model, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    size = args.out.stat().st_size
    print(f"wrote {args.out} ({len(model['weights'])} features, {size / 1e3:.0f} kB)"
          f" in {time.perf_counter() - started:.0f} s")  # fmt: skip


if __name__ == "__main__":
    main()
