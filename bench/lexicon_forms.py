"""Check a new language's forms for the concept lexicon, and merge them into it.

Not a benchmark: a tool for extending ``src/hermem/safety/data/concepts.json`` (the brief
is ``bench/data/lexicon_writer_brief.md``). Each file is one language, named by its code
(``ka.json``): an object with exactly the lexicon's ideas as keys, each a list of forms.

    python bench/lexicon_forms.py LANG.json ...            # errors and warnings
    python bench/lexicon_forms.py --merge LANG.json ...    # add them to the lexicon

Errors must be fixed; warnings are worth a look: a form another idea already has, or one
found in many benign notes of the training and development corpora (too common to carry an
idea). The blind sets (``safety_heldoutN``, N >= 4) are never read. After a merge, retrain
the phrasing model (``bench/train_safety_model.py``): it refuses a lexicon it was not
trained with.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from hermem.safety.concepts import _key, lexicon
from hermem.safety.learned import joined_words
from hermem.safety.normalize import normalize

ROOT = Path(__file__).resolve().parent.parent
LEXICON = ROOT / "src" / "hermem" / "safety" / "data" / "concepts.json"
COMMON = 15  # benign notes a form may occur in before it is worth a second look
_BLIND = re.compile(r"safety_heldout(?:[4-9]|\d\d)$")


def benign_notes() -> list[str]:
    """The benign notes of every corpus but the blind sets, as the lexicon reads them."""
    notes = []
    for path in sorted((ROOT / "bench" / "data").glob("safety_*/benign.jsonl")):
        if _BLIND.search(path.parent.name):
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                notes.append(joined_words(normalize(json.loads(line)["text"]).lowered))
    return notes


def check(path: Path, ideas: set[str], benign: list[str]) -> int:
    """Print the problems of one language's file; the number of errors."""
    errors = 0

    def error(message: str) -> None:
        nonlocal errors
        errors += 1
        print(f"{path.name}: error: {message}")

    try:
        forms_of = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as problem:
        error(f"cannot read it as JSON ({problem})")
        return errors
    if not isinstance(forms_of, dict):
        error("expected an object of ideas")
        return errors
    if set(forms_of) != ideas:
        error(f"missing {sorted(ideas - set(forms_of))}, unknown {sorted(set(forms_of) - ideas)}")
    known = lexicon().keys
    for idea, forms in forms_of.items():
        if not isinstance(forms, list) or not forms or not all(isinstance(f, str) for f in forms):
            error(f"{idea}: needs a non-empty list of strings")
            continue
        if len(forms) != len(set(forms)):
            error(f"{idea}: duplicate forms")
        for form in forms:
            if form != form.strip() or form != form.lower() or "  " in form:
                error(f"{idea}: {form!r}: lower case, single spaces, none at the ends")
            if form.endswith("*") and (len(form[:-1].split(" ")[-1]) < 4 or "*" in form[:-1]):
                error(f"{idea}: {form!r}: a stem needs 4 characters or more, one * at its end")
            key = _key(normalize(form.rstrip("*")).lowered, form.endswith("*"))
            if not key:
                error(f"{idea}: {form!r}: folds to nothing")
                continue
            others = set(known.get(key, ())) - {idea}
            if others:
                print(
                    f"{path.name}: warning: {idea}: {form!r} is already a form of {sorted(others)}"
                )
            count = sum(key in note for note in benign)
            if count >= COMMON:
                print(f"{path.name}: warning: {idea}: {form!r} is in {count} benign notes")
    return errors


def merge(paths: list[Path]) -> None:
    """Add the languages of ``paths`` to the lexicon, in its layout (a language a line)."""
    raw = json.loads(LEXICON.read_text(encoding="utf-8"))
    table = raw["concepts"]
    for path in paths:
        code = path.stem
        for idea, forms in json.loads(path.read_text(encoding="utf-8")).items():
            if code in table[idea]:
                sys.exit(f"{code} is already in the lexicon ({idea})")
            table[idea][code] = forms
    lines = ["{", f'  "version": {raw["version"]},', '  "concepts": {']
    for number, (idea, languages) in enumerate(table.items()):
        lines.append(f"    {json.dumps(idea)}: {{")
        rows = [
            f"      {json.dumps(code)}: {json.dumps(forms, ensure_ascii=False)}"
            for code, forms in languages.items()
        ]
        lines.append(",\n".join(rows))
        lines.append("    }" + ("," if number < len(table) - 1 else ""))
    lines += ["  }", "}"]
    LEXICON.write_text("\n".join(lines) + "\n", encoding="utf-8")
    added = ", ".join(path.stem for path in paths)
    print(f"added {added} to {LEXICON.relative_to(ROOT)}: now retrain the phrasing model")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path, help="one language's forms, LANG.json")
    parser.add_argument("--merge", action="store_true", help="add them once they check clean")
    args = parser.parse_args()
    ideas = set(json.loads(LEXICON.read_text(encoding="utf-8"))["concepts"])
    benign = benign_notes()
    errors = sum(check(path, ideas, benign) for path in args.files)
    print(f"errors: {errors}")
    if errors:
        sys.exit(1)
    if args.merge:
        merge(args.files)


if __name__ == "__main__":
    main()
