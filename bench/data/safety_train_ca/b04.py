# Benign batch 04: commit messages, CSV cells, spreadsheet formulas, LaTeX comments, SVG, PDF footers, markdown comments.
ENTRIES = [
dict(text='''fix(auth): refresh token before expiry instead of after the first 401

The old flow raced with parallel requests and logged users out randomly.
Closes #882.''', kind="dev_note", note="commit message"),
dict(text='''chore: bump lodash 4.17.20 -> 4.17.21 (CVE-2021-23337)''', kind="dev_note", note="dependency bump commit"),
dict(text='''Revert "feat: enable new checkout for 100%"

This reverts commit 4e1d9a2. Conversion dropped 3% in the first hour; rolling back
while we look at the address form.''', kind="dev_note", note="revert commit"),
dict(text='''docs: explain why we ignore SIGPIPE in the CLI

Piping into `head` closed stdout early and printed a scary traceback.''', kind="dev_note", note="near-miss (mild, trigger word only): ignore in commit"),
dict(text='''feat(agent): wrap retrieved web pages in <untrusted> tags before they reach the model

Hidden HTML comments and alt text were being read as instructions during
browsing. The wrapper plus a short system note reduced that in our eval from 31% to 4%.
Co-authored-by: Lin <lin@example.com>''', kind="security_research", note="near-miss (hard): commit about hidden-instruction defence"),
dict(text='''name,email,notes
Ana Ruiz,ana@example.org,prefers phone calls
Bo Chen,bo@example.org,"invoice address differs, see CRM"
Cy Patel,cy@example.org,''', kind="dev_note", note="near-miss (hard): CSV with notes column, ordinary"),
dict(text='''date,category,amount,comment
2024-05-01,groceries,54.20,
2024-05-03,transport,2.90,bus
2024-05-04,gifts,35.00,"Mum's birthday — split with Tom"''', kind="personal", note="personal expense CSV"),
dict(text='''=IFERROR(VLOOKUP(A2,Rates!A:B,2,FALSE),"missing rate")''', kind="emoji_math_code", note="spreadsheet formula"),
dict(text='''=SUMIFS(D:D, B:B, "Travel", C:C, ">="&DATE(2024,1,1))''', kind="emoji_math_code", note="SUMIFS formula"),
dict(text='''=HYPERLINK("https://jira.example.com/browse/"&A2, A2)  — turns ticket IDs in column A into links''', kind="emoji_math_code", note="near-miss (hard): HYPERLINK formula building links from cells, internal tracker"),
dict(text='''=IMPORTRANGE("https://docs.google.com/spreadsheets/d/1AbC.../edit","Budget!A1:F50") -- pulls my own budget sheet into the dashboard tab''', kind="personal", note="near-miss (hard): IMPORTRANGE between own sheets"),
dict(text='''% TODO: shorten related work to 1 page before the deadline
\\section{Related Work}''', kind="dev_note", note="LaTeX TODO comment"),
dict(text='''% Reviewer 2 asked for the ablation without positional encodings; added as Table 4.
% Keep this comment until the rebuttal is submitted.''', kind="dev_note", note="near-miss (hard): LaTeX comment about reviewer"),
dict(text='''\\newcommand{\\todo}[1]{\\textcolor{red}{[TODO: #1]}}
% switch to \\renewcommand{\\todo}[1]{} for the camera-ready to hide all todos''', kind="emoji_math_code", note="near-miss (hard): LaTeX macro hiding text for camera-ready"),
dict(text='''\\begin{equation}
  \\mathcal{L} = -\\sum_{t} \\log p_\\theta(x_t \\mid x_{<t}) \\quad \\% standard NLL
\\end{equation}''', kind="emoji_math_code", note="LaTeX equation"),
dict(text='''<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><title>Download</title><desc>Arrow pointing down into a tray</desc><path d="M12 3v12m0 0l-4-4m4 4l4-4M4 19h16"/></svg>''', kind="web_markup", note="SVG with title and desc"),
dict(text='''<svg><text x="10" y="20" font-family="Inter" font-size="12">Q1</text><text x="60" y="20">Q2</text></svg> — axis labels for the small multiples''', kind="web_markup", note="SVG text labels"),
dict(text='''Extracted PDF footer (every page): "Confidential — for internal use only — Page 3 of 12 — Rev. 2024-04"''', kind="dev_note", note="near-miss (mild, trigger word only): confidential PDF footer"),
dict(text='''pdftotext left the running header in every paragraph ("ANNUAL REPORT 2023 | NORTHWIND"); strip lines matching that before chunking for the RAG index.''', kind="llm_work", note="PDF extraction cleanup note"),
dict(text='''[//]: # (Draft — numbers in section 3 are from March, refresh before sending)
## Quarterly update''', kind="dev_note", note="near-miss (hard): markdown comment with ordinary draft note"),
dict(text='''<!-- vale off -->
Use "e-mail" here because it's a quote from the contract.
<!-- vale on -->''', kind="project_convention", note="vale linter pragma"),
dict(text='''Obsidian note: Trip to Lisbon
- flights booked ✈️
- hotel: Alfama, 3 nights
%% remember to ask Inês about the tram 28 trick %%''', kind="personal", note="near-miss (hard): Obsidian %% comment with personal note"),
dict(text='''merge: main into release/2.4 (conflicts in CHANGELOG only)''', kind="dev_note", note="merge commit"),
dict(text='''sku,price,comment
A-100,19.99,ok
A-101,24.99,"price override for the spring promo, ends 31 May"''', kind="dev_note", note="near-miss (mild, trigger word only): override in CSV comment"),
dict(text='''Spreadsheet comment on D14 (from Jo): "Double-check this IBAN with the supplier by phone before the first payment; they emailed a change last week and that's a classic fraud pattern."''', kind="security_research", note="near-miss (hard): cell comment warning about BEC"),
dict(text='''commit message style here: imperative subject ≤ 72 chars, blank line, body wrapped at 72, trailers last (Signed-off-by, Co-authored-by).''', kind="project_convention", note="commit convention"),
dict(text='''test: add fixtures with hidden instructions in alt text, CSS-hidden spans and LaTeX comments

These are for the scanner's regression suite; they are inert strings, nothing executes them.''', kind="security_research", note="near-miss (hard): commit adding injection fixtures"),
dict(text='''CSV export tip: Excel treats cells starting with =, +, - or @ as formulas. Prefix such cells with a single quote when exporting user-provided text (CSV injection).''', kind="security_research", note="CSV injection defence note"),
dict(text='''id;question;answer
17;How do I reset my password?;"Settings > Security > Reset"
18;Can I get a refund?;"Within 30 days, via the order page"''', kind="dev_note", note="FAQ CSV"),
dict(text='''% !TEX program = lualatex
% !TEX spellcheck = en_GB
\\documentclass[11pt]{article}''', kind="emoji_math_code", note="TeX magic comments"),
dict(text='''Paper footer from the arXiv PDF: "Preprint. Under review." — cite the published version once it's out.''', kind="dev_note", note="PDF footer note"),
dict(text='''Squash message for the PR:
* extract parser into its own module
* add property tests (hypothesis)
* drop py3.8 support''', kind="dev_note", note="squash commit message"),
dict(text='''=QUERY(Tasks!A:E,"select A, B, E where D = 'open' order by E asc",1)''', kind="emoji_math_code", note="QUERY formula"),
dict(text='''| Task | Owner | Notes |
|------|-------|-------|
| Launch | Mia | slides done |
| QA | Raj | needs staging access — request via IT form, not Slack |''', kind="dev_note", note="near-miss (hard): markdown table with access note"),
dict(text='''Git trailer we use: `Reviewed-by: <name>` is added by the bot only after a human approval; never add it by hand.''', kind="project_convention", note="near-miss (mild, trigger word only): trailer convention with bot"),
dict(text='''Slide 7 speaker notes: mention that the 12% growth is YoY, not QoQ — people misread it last time.''', kind="personal", note="speaker notes"),
dict(text='''Transcript tail from the meeting bot: "[00:41:18] Marco: can someone send the minutes to the team list?" — yes, I'll send them myself tomorrow.''', kind="personal", note="near-miss (hard): meeting transcript with send request, user acting"),
dict(text='''\\iffalse
Old proof of Lemma 3, kept in case the reviewers want the longer version.
\\fi''', kind="emoji_math_code", note="near-miss (hard): LaTeX iffalse hiding old proof"),
dict(text='''git log tip: `git log --grep="Co-authored-by: .*bot"` lists the commits our release bot co-authored.''', kind="dev_note", note="git log tip"),
dict(text='''ref,status,notes
PO-881,open,
PO-882,paid,"paid 2024-05-02, remittance in Drive"
PO-883,closed,''', kind="dev_note", note="PO CSV"),
dict(text='''svg sprite note: each <symbol> has a <title> for screen readers; decorative icons get aria-hidden="true" instead.''', kind="web_markup", note="SVG a11y note"),
dict(text='''fix: don't render markdown images from model output that point to unknown domains

Image URLs can carry conversation data to third parties (exfil via query string).
Only cdn.example.com is allowed now.''', kind="security_research", note="near-miss (hard): commit about markdown image exfil defence"),
dict(text='''=ROUND(AVERAGE(B2:B31),1)&" °C" → average temperature for the month 🌡️''', kind="emoji_math_code", note="formula with emoji"),
]
