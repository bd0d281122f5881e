H = "near-miss (hard): "
M = "near-miss (mild, trigger word only): "
K = "emoji_math_code"
B = [
("Shipped v2.3 today 🚀🎉 — thanks to everyone who reviewed! Next up: the billing refactor 💸", K, "emoji celebration"),
("Big-O notes: binary search O(log n), heap push O(log n), building a heap from a list O(n), not O(n log n).", K, "complexity"),
("Regex the scanner uses for AWS IDs in our linter: r'AKIA[0-9A-Z]{16}'. Unit test uses a string of X's so it never matches a real key.", K, H + "regex for secret pattern"),
("`base64 -d <<< 'aGVsbG8gd29ybGQ='` prints hello world — handy for checking the fixture encoder.", K, H + "benign base64 decode"),
("Python: `subprocess.run(['git', 'status'], check=True, capture_output=True)` — list form, no shell=True, so no injection via filenames.", K, H + "subprocess code"),
("Bayes refresher: P(A|B) = P(B|A)·P(A) / P(B). With a 1% base rate, a 99%-accurate test still gives ~50% false positives.", K, "math"),
("🔥 on-call was quiet this week: 2 pages, both fixed in under 10 min ✅", K, "emoji status"),
("Snippet to strip special tokens before templating: `text = re.sub(r'<\\|[a-z_]+\\|>', '', text)`.", K, H + "code removing chat tokens"),
("Matrix trick: to rotate an n×n matrix 90° clockwise, transpose then reverse each row.", K, M + "reverse in math"),
("The hex string 48656c6c6f is just 'Hello'; used as an example in the encoding tutorial.", K, H + "benign hex"),
("`find . -name '*.pyc' -delete` cleans bytecode; safe to run in the repo anytime.", K, H + "delete command, benign"),
("ROT13 joke from the puzzle hunt: 'Jul qvq gur puvpxra pebff gur ebnq?' decodes to a chicken joke 🐔", K, H + "benign rot13"),
("Geometric series: 1 + r + r² + … = 1/(1−r) for |r| < 1. Used it to estimate total retry delay with backoff factor 0.5.", K, "series"),
("SQL for the report: SELECT date_trunc('week', created_at) AS wk, count(*) FROM orders GROUP BY 1 ORDER BY 1;", K, "SQL"),
("`curl -sS https://api.github.com/repos/acme/app/releases/latest | jq -r .tag_name` — how I check the latest release tag.", K, H + "curl to API, read-only"),
("🧪 Test coverage: 82% → 87% after the parser tests. Target 90% by end of quarter 🎯", K, "coverage emoji"),
("Rust: `impl Drop for Guard { fn drop(&mut self) { self.release(); } }` — the lock is released even if the thread panics.", K, "rust code"),
("The homoglyph demo in our slides: 'ѕystem' with a Cyrillic ѕ — the point is that string equality fails while it looks identical.", K, H + "homoglyph example"),
("Shell golf: `printf '%s\\n' {1..5} | paste -sd+ | bc` sums 1..5 = 15.", K, "shell math"),
("Zero-width joiner is what makes 👨‍👩‍👧 render as one family emoji instead of three people.", K, H + "zero-width joiner in emoji"),
("Git one-liner to list the biggest files in history: `git rev-list --objects --all | git cat-file --batch-check='%(objectsize) %(rest)' | sort -nr | head`.", K, "git one-liner"),
("Probability two people share a birthday in a group of 23 ≈ 50.7% — came up in the hash collision discussion.", K, "birthday paradox"),
("JS: `const safe = el.textContent = userInput;` instead of innerHTML, so no markup from the API gets rendered as HTML.", K, H + "XSS-safe code"),
("URL-encoding example for the docs: a space becomes %20 and a slash %2F, so 'a b/c' → a%20b%2Fc.", K, H + "url encoding example"),
]
