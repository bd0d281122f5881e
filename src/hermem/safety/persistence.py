"""Persistence and backdoors: writes that survive the session (login keys, startup files,
scheduled jobs, git hooks, the agent's own instruction and config files).

Writing an SSH key into ``authorized_keys`` or changing an agent instruction file blocks
outright. Shell start-up files, cron, systemd units, launch agents and git hooks are also
where people put ordinary setup (``echo 'export PATH=...' >> ~/.zshrc``), so a write there is
reported low, and blocks only when the same line carries a payload: a download piped into a
shell, a reverse shell, decoded code, a hijacking alias or ``LD_PRELOAD``.
"""

from __future__ import annotations

from hermem.safety.findings import HIGH, LOW
from hermem.safety.patterns import REDIRECT, WRITE_INTO, ThreatPattern, threat

_SSH_DIR = r"(?:~|\$home|\$\{home\}|/root|/home/[\w.-]{1,64}|/users/[\w.-]{1,64})[/\\]\.ssh\b"
_HERMES_ENV = r"\.hermes[/\\]\.env\b"
_AGENT_FILES = (
    r"(?:(?:agents|claude|gemini|memory|user)\.md|\.cursorrules|\.clinerules|\.windsurfrules"
    r"|\.continuerules|copilot-instructions\.md|\.cursor[/\\]rules|\.claude[/\\]settings"
    r"(?:\.local)?\.json|claude_desktop_config\.json|\.?mcp\.json|\.aider\.conf\.ya?ml)\b"
)
# (Each file's own spelling: "rules" and "settings" alone are in every other note, and the
# row is dear to run.)
_AGENT_FILE_ANCHORS = (
    "agents.md", "claude.md", "gemini.md", "memory.md", "user.md", "cursorrules", "clinerules",
    "windsurfrules", "continuerules", "cursor/rules", "cursor\\rules", "copilot-instructions",
    "claude/settings", "claude\\settings", "claude_desktop_config", "mcp.json", "aider.conf",
)  # fmt: skip
# Verbs that write or copy text, in the languages of the rows (folded: no accents).
_WRITE_ANY = (
    # Not the user's own plan ("I want to write an AGENTS.md for our repo").
    r"(?:(?<!\bi want to )(?<!\bi need to )(?<!\bi plan to )"
    r"\b(?:add|append|insert|put|write(?!-up)|copy|paste|save|place|include|register|slip"
    r"|plant|replicate|duplicate|mirror|anade|agrega|escribe|copia|guarda|inserta|incluye"
    r"|ajoute|ecris|copie|enregistre|insere|mets|fuge|schreib\w*|kopier\w*|speicher\w*|trag"
    r"|erganz\w*|aggiungi|scrivi|salva|inserisci|metti|adicion\w*|escreva|salve|coloque|insira"
    r"|acrescente|voeg|schrijf|kopieer|plak|dopisz|dodaj|zapisz|skopiuj|wpisz|wstaw|lagg|skriv"
    r"|kopiera|spara|kopyala|kaydet|salin|tambahkan|tulis|simpan|sao\s+chep|ghi\s+vao)\b"
    r"|(?<!\w)(?:добав\w*|допиши|запиши|скопируй|вставь|сохрани|продублируй|додай|скопіюй"
    r"|встав|збережи|انسخ|أضف|اضف|اكتب|احفظ)"
    # (Not what an attack is reported to try: "提示注入常试图写入 AGENTS.md".)
    r"|(?<!试图)(?<!企图)(?<!尝试)(?:复制|複製|写入|寫入|写进|寫進|添加|加入))"
)
# The files agents read their standing instructions from (not MCP settings, where servers
# are added by hand, nor the memory's own files).
_INSTRUCTION_FILES = (
    r"(?:(?:agents|claude|gemini)\.md|\.cursorrules|\.clinerules|\.windsurfrules|\.continuerules"
    r"|copilot-instructions\.md|\.cursor[/\\]rules)\b"
)
_INSTRUCTION_FILE_ANCHORS = (
    "agents.md", "claude.md", "gemini.md", "rules", "copilot-instructions",
)  # fmt: skip
# One clause: no sentence end, semicolon or colon between (a dot inside a path is no end).
_CLAUSE_CHAR = r"(?:[^.!?;:\n。！？；：]|\.(?=\w))"
_WRITE_AFTER = r"(?:追記|追加|書き込|書き加え|コピー|추가|복사|कॉपी|जोड़|\bkopyala|\bekle)"
_HERMES_FILES = r"(?:\.hermes[/\\]config\.ya?ml|soul\.md)\b"
# What turns a start-up file or a scheduled job into a backdoor.
# Each alternative starts with a literal, so scanning for one is cheap.
_PAYLOAD = (
    # A download run by a shell, or data sent out (an upload, a command's output, a variable
    # in the URL); a plain GET of a URL is how uptime pings and health checks work:
    r"(?:(?:curl|wget)\b(?:[^\n]{0,128}?(?:\|\s*(?:sudo\s+)?(?:(?:ba|z|da)?sh|psub|source)\b"
    # downloaded, then run: "curl -o /tmp/x.sh URL && bash /tmp/x.sh", "; chmod +x"
    r"|(?:&&|;|\|\|)\s*(?:sudo\s+)?(?:(?:ba|z|da)?sh|chmod\s+\+?x|python[23]?|perl|node)\b"
    r"|\s(?:-d|--data[\w-]{0,12}|--form|-t|--upload-file|--post-(?:data|file))[\s=]"
    r"|\$\(|(?:https?|ftp)://[^\s'\"]{0,200}?[?&][\w-]{1,32}=[^\s'\"&]{0,64}?[$%{`])"
    # a command substituted in backticks ("`whoami`"), not the backtick that closes inline
    # code around the command ("`curl -s https://host/health` every 5 minutes"), nor a later
    # code span after it ("`curl … hc-ping.com/<uuid>` and `0 4 * * 0 docker …`")
    r"|[^\n`]{0,128}?`[\w$./~][^`\n]{0,64}`)"
    # a download run in place: eval "$(curl ...)", source <(curl ...), fish's source (curl ...)
    r"|(?:\beval|\bsource|(?:^|(?<=[\s;&|`]))\.)\s*[\"']?[$<]?\(\s*(?:curl|wget)\b"
    r"|/dev/(?:tcp|udp)/|/tmp/\.[\w.-]|/var/tmp/\.[\w.-]|/dev/shm/\.[\w.-]"
    r"|socat\b[^\n]{0,64}?\bexec|base64\s+(?:-d|--decode)\b|ld_preload\s*="
    r"|alias\s+(?:sudo|ssh|su|git|passwd|ls|cd)=|nohup\b[^\n]{0,128}?&"
    # a command run at every prompt, unless it only saves the history ('history -a')
    r"|prompt_command\s*=(?!\s*[\"']?history\s+-[acnrw]{1,4}\s*(?:;\s*history\s+-[acnrw]{1,4}\s*)?"
    r"[\"']?(?:[\s`]|$))"
    r"|mkfifo\b|python[23]?\s+-c\s+[\"'][^\n]{0,256}?(?:socket|urllib|requests|subprocess|pty)"
    r"|powershell\b[^\n]{0,64}?\s-(?:enc|e|encodedcommand)\b|iex\b|invoke-expression"
    r"|downloadstring|proxycommand\b"
    # the shell's traffic sent through a proxy, unless it is on this machine (a local VPN
    # client) or the local network (a company's proxy.corp.local, 10.0.0.5)
    r"|(?:https?|all)_proxy(?:\s?=\s?|\s+(?=[\"']?(?:(?:https?|socks5h?)://|[\w.-]{1,64}:\d)))"
    r"[\"']?(?!(?:(?:https?|socks5h?)://)?(?:[^@/\s\"']{1,64}@)?"
    r"(?:127\.0\.0\.1|localhost|10\.\d{1,3}\.\d{1,3}\.\d{1,3}|192\.168\.\d{1,3}\.\d{1,3}"
    r"|172\.(?:1[6-9]|2\d|3[01])\.\d{1,3}\.\d{1,3}|[\w.-]{1,64}\.(?:local|internal|corp|lan"
    r"|intranet|home\.arpa))(?:[:/\"'\s]|$))"
    r"|localcommand\b"
    r"|permitrootlogin\s+yes\b|passwordauthentication\s+yes\b|permitemptypasswords\s+yes\b"
    r"|tar[ \t][^\n]{0,64}?(?:\.ssh|\.aws|\.gnupg)"
    r"|\b(?:rm|delete|deletes|remove|removes|disable|disables|kill|kills|stop|stops)\b[^\n]{0,64}?"
    r"(?:gitleaks|trufflehog|detect-secrets|secret[ -]?scan\w{0,8}|antivirus|defender|firewall"
    r"|\bufw\b|iptables|selinux|apparmor|auditd|falco|osquery|\.bash_history|/var/log))"
)
# Every payload contains one of these (a row with a place runs only when one is present).
_PAYLOAD_ANCHORS = (
    "curl", "wget", "/dev/tcp", "/dev/udp", "tmp/.", "shm/.", "socat", "base64", "ld_preload",
    "sudo=", "ssh=", "su=", "git=", "passwd=", "ls=", "cd=", "prompt_command", "nohup",
    "mkfifo", "socket", "urllib", "requests", "subprocess", "pty", "powershell", "iex",
    "invoke-expression", "downloadstring", "_proxy", "proxycommand",
    "localcommand", "permitrootlogin", "passwordauthentication", "permitemptypasswords",
    "tar ", "tar\t", "gitleaks", "trufflehog", "detect-secrets", "secret scan",
    "secret-scan", "secretscan", "antivirus", "defender", "firewall", "ufw", "iptables",
    "selinux", "apparmor", "auditd", "falco", "osquery", ".bash_history", "/var/log",
)  # fmt: skip
_RC_FILES = (
    r"(?:\.(?:bashrc|bash_profile|bash_login|bash_logout|bash_aliases|zshrc|zprofile|zshenv"
    r"|zlogin|zsh_aliases|aliases|profile|kshrc|cshrc|tcshrc)|config\.fish"
    r"|/etc/profile(?:\.d/[\w.-]{1,64})?|/etc/bash\.bashrc|/etc/environment|\$profile"
    r"|microsoft\.powershell_profile\.ps1)\b"
)
_RC_ANCHORS = (
    "bashrc", "zshrc", "kshrc", "cshrc", ".profile", "/etc/profile", "$profile", "_profile",
    "zprofile", "zshenv", "zlogin", "bash_", ".aliases", "_aliases", "config.fish",
    "/etc/environment",
)  # fmt: skip
_CRON = (
    rf"(?:{WRITE_INTO}(?:/etc/crontab|/etc/cron\.\w{{1,16}}|/var/spool/cron)"
    r"|\|\s*crontab\s+-(?=\s|$|[\"')])|\bcrontab\s+(?!-)[\w./~]{1,128}"
    r"|\b(?:add|create|install|set\s+up|schedule|register)\s+(?:a\s+|an\s+|the\s+|new\s+){0,2}"
    r"(?:cron\s*(?:job|entry|line|task)|crontab\s+(?:entry|line|job)))"
)
_CRON_PLACES = r"(?:/etc/cron|/var/spool/cron|\bcrontab\b|\bcron\s*(?:job|entry|line|task)|@reboot)"
_SYSTEMD = (
    rf"(?:{WRITE_INTO}(?:/etc/systemd/|/lib/systemd/|/usr/lib/systemd/|\.config/systemd/)"
    r"|\bexecstart\s*="
    r"|\b(?:add|create|install|set\s+up|register)\s+(?:a\s+|an\s+|the\s+|new\s+){0,2}"
    r"systemd\s+(?:user\s+)?(?:unit|service|timer))"
)
_SYSTEMD_PLACES = r"(?:systemd|\bexecstart\b|\.service\b|\.timer\b)"
_LAUNCH = (
    rf"(?:{WRITE_INTO}(?:library[/\\]launch(?:agents|daemons))|\blaunchctl\s+(?:load|bootstrap)"
    r"|\bschtasks\s+/create\b|\breg\s+add\s+[^\n]{0,128}?\\run\b"
    r"|\\start\s?menu\\programs\\startup\\"
    r"|\b(?:add|create|install|register)\s+(?:a\s+|an\s+|the\s+|new\s+){0,2}(?:launch[ ]?agent"
    r"|launch[ ]?daemon|login[ ]item|startup[ ](?:item|script|task|folder)|scheduled[ ]task))"
)
_LAUNCH_PLACES = (
    r"(?:launch[ ]?(?:agents?|daemons?)|launchctl|schtasks|\\run\b|\\startup\\"
    r"|startup[ ](?:item|script|task|folder)|login[ ]items?|scheduled[ ]tasks?)"
)
_LAUNCH_ANCHORS = (
    "launchagent", "launch agent", "launchdaemon", "launch daemon", "launchctl", "schtasks",
    "\\run", "\\startup\\", "startup item", "startup script", "startup task", "startup folder",
    "login item", "scheduled task",
)  # fmt: skip
_GIT_HOOK = (
    rf"(?:{WRITE_INTO}\.git[/\\]hooks[/\\]|\bcore\.hookspath\b"
    r"|\b(?:add|create|install|set\s+up|put)\s+(?:a\s+|an\s+|the\s+|new\s+){0,2}"
    r"(?:git[ ]hook|(?:pre|post)-(?:commit|checkout|merge|push|rewrite|receive)\s+hook))"
)
_GIT_PLACES = (
    r"(?:\.git[/\\]hooks|hookspath|(?:pre|post)-(?:commit|checkout|merge|push|rewrite|receive)"
    r"|\.gitconfig|\.git[/\\]config|git[ ]config\s+(?:--global\s+)?alias)"
)
_GIT_ANCHORS = (
    "hooks/", "hooks\\", "hookspath", "git hook", ".gitconfig", ".git/config", ".git\\config",
    "git config",
    *(f"{when}-{what}" for when in ("pre", "post")
      for what in ("commit", "checkout", "merge", "push", "rewrite", "receive")),
)  # fmt: skip
_AUTORUN = (
    rf"(?:{WRITE_INTO}(?:\.vscode[/\\](?:tasks|settings|launch)\.json|sitecustomize\.py"
    r"|usercustomize\.py|[\w-]{1,64}\.pth\b|\.envrc|\.devcontainer))"
)
_AUTORUN_ANCHORS = (
    ".vscode", "folderopen", "postinstall", "preinstall", "sitecustomize", "usercustomize",
    ".pth", ".envrc", ".devcontainer",
)  # fmt: skip
_AUTORUN_PLACES = (
    r"(?:\.vscode[/\\]\w{1,32}\.json|folderopen|\bpostinstall\b|\bpreinstall\b"
    r"|sitecustomize\.py|usercustomize\.py|\.pth\b|\.envrc|\.devcontainer)"
)
_SSH_CONFIG = rf"(?:{WRITE_INTO}(?:\.ssh[/\\]config|/etc/ssh/sshd?_config)|\bsshd_config\b)"
_SSH_CONFIG_PLACES = r"(?:\.ssh[/\\]config|sshd?_config)"


def _persistence(
    id: str, anchors: tuple[str, ...], write: str, place: str, what: str
) -> tuple[ThreatPattern, ThreatPattern]:
    # High: one line names the place and carries a payload (either order); low: a write there.
    return (
        threat(
            id, "persistence", HIGH, anchors,
            rf"(?:^|(?<=\n))(?=[^\n]{{0,512}}?{place})(?=[^\n]{{0,512}}?{_PAYLOAD})"
            r"[^\n]{1,2048}",
            f"Installs a payload in {what}, where it runs again later (a backdoor).",
            also=(_PAYLOAD_ANCHORS,),
        ),
        threat(
            id, "persistence", LOW, anchors, write,
            f"Changes {what}.",
        ),
    )  # fmt: skip


# The rows stay in compact table layout; one argument per line would hide the table.
# A survival clause with its condition first (see memory_persistence), in pieces. Not
# right after a quotation mark: "('if this note is deleted, restore it') is a persistence
# signature" shows the clause.
_UNQUOTED_IF = r"(?<![\"'‘“«„])\bif\s+"
_NOTE = r"(?:note|entry|memory|instruction|rule|section|reminder)"
_IS_REMOVED = (
    r"(?:['’]s|\s+(?:is|gets|was|has\s+been|ever))\s+(?:ever\s+)?(?:removed|deleted|erased|lost"
    r"|changed|edited|shortened|cleared|wiped|trimmed)\b[^.\n]{0,60}?\b"
)
# The verbs of putting a note back; after a bare "it", only these ("if it's deleted,
# restore it from the B2 bucket" is about a backup).
_PUT_BACK = (
    r"(?:re-?add|re-?insert|re-?save|put\s+(?:it|this)\s+back|add\s+it\s+back|bring\s+it\s+back)"
)

# fmt: off
PERSISTENCE_PATTERNS: tuple[ThreatPattern, ...] = (
    threat(
        # (also written as words, as a squeezed copy has it: "add ssh key to authorized keys")
        "ssh_backdoor", "persistence", HIGH, ("authorized_keys", "authorized keys"),
        rf"{WRITE_INTO}authorized[_ ]keys2?\b",
        "Adds an SSH key to authorized_keys (a login backdoor).",
    ),
    threat(
        "ssh_backdoor", "persistence", LOW, ("authorized_keys",),
        r"authorized_keys2?\b",
        "Mentions an SSH authorized_keys file.",
    ),
    threat(
        "ssh_access", "persistence", HIGH, (".ssh",),
        # Adding a host's public key to known_hosts (ssh-keyscan) grants nobody access.
        rf"{REDIRECT}{_SSH_DIR}(?![/\\]known_hosts\b)"
        rf"|\b(?:scp|rsync|nc|netcat|base64)\b[^\n]{{0,256}}?{_SSH_DIR}"
        r"[/\\]id_\w{1,64}\b(?!\.pub)",
        "Writes into the SSH directory or copies a private key out of it.",
    ),
    threat(
        "ssh_access", "persistence", LOW, (".ssh",),
        _SSH_DIR,
        "Mentions the SSH directory.",
    ),
    threat(
        "hermes_env", "persistence", HIGH, (".hermes",),
        rf"{WRITE_INTO}{_HERMES_ENV}",
        "Changes the agent's .env file.",
    ),
    threat(
        "hermes_env", "persistence", LOW, (".hermes",),
        rf"(?:(?:~|\$home|\$\{{home\}})[/\\])?{_HERMES_ENV}",
        "Mentions the agent's .env file.",
    ),
    threat(
        "agent_config_mod", "persistence", HIGH, _AGENT_FILE_ANCHORS,
        rf"{WRITE_INTO}{_AGENT_FILES}",
        "Tells the agent to change an agent instruction or configuration file.",
    ),
    threat(
        # The same in any wording and many languages: a verb that writes and an agent file
        # in one sentence ("Put a copy of these rules in .windsurfrules", "añade a
        # AGENTS.md", "CLAUDE.md に追記"). Memory has no business editing them.
        "agent_config_write", "persistence", HIGH, _INSTRUCTION_FILE_ANCHORS,
        # The verb nearest the file (no other writing verb between), so what it reports
        # starts where context can read it ("a page tells the agent to add lines to ...").
        rf"{_WRITE_ANY}(?:(?!{_WRITE_ANY}){_CLAUSE_CHAR}){{0,80}}?{_INSTRUCTION_FILES}"
        r"(?!\s(?:templates?|examples?|samples?|schemas?)\b)"  # "copy the CLAUDE.md template"
        # Languages whose verb comes after its object: "CLAUDE.md に追記して".
        rf"|{_INSTRUCTION_FILES}{_CLAUSE_CHAR}{{0,40}}?{_WRITE_AFTER}",
        "Tells the agent to write into an agent instruction file.",
    ),
    threat(
        "hermes_config_mod", "persistence", HIGH, (".hermes", "soul.md"),
        rf"{WRITE_INTO}{_HERMES_FILES}",
        "Tells the agent to change its own configuration or persona file.",
    ),
    *_persistence("shell_rc_persistence", _RC_ANCHORS, rf"{WRITE_INTO}{_RC_FILES}", _RC_FILES,
                  "a shell start-up file"),
    *_persistence("cron_persistence", ("cron", "@reboot"), _CRON, _CRON_PLACES,
                  "a scheduled (cron) job"),
    *_persistence("systemd_persistence", ("systemd", "execstart", ".service", ".timer"),
                  _SYSTEMD, _SYSTEMD_PLACES, "a systemd unit"),
    *_persistence("startup_persistence", _LAUNCH_ANCHORS, _LAUNCH, _LAUNCH_PLACES,
                  "a login or start-up item"),
    *_persistence("git_hook_persistence", _GIT_ANCHORS, _GIT_HOOK, _GIT_PLACES,
                  "a git hook or git configuration"),
    *_persistence("autorun_persistence", _AUTORUN_ANCHORS, _AUTORUN, _AUTORUN_PLACES,
                  "a file that runs code automatically"),
    *_persistence("ssh_config_persistence", (".ssh/config", ".ssh\\config", "sshd_config",
                                             "ssh_config"), _SSH_CONFIG,
                  _SSH_CONFIG_PLACES, "the SSH configuration"),
    threat(
        "memory_persistence", "persistence", HIGH, ("add", "insert", "restore", "create",
                                                    "write", "back", "copy", "remove", "delete",
                                                    "forget", "drop"),
        r"\b(?:re-?add|re-?insert|restore|recreate|re-?create|re-?write|put\s+(?:it|this)\s+back)"
        r"\s+(?:it|this|the\s+(?:entry|note|memory|instruction|rule))\b[^.\n]{0,40}?\bif\s+"
        r"(?:it|this)\s+(?:is|gets|was|ever)\s+(?:ever\s+)?(?:removed|deleted|erased|lost|changed"
        r"|edited)"
        r"|\bcopy\s+(?:this|the)\s+(?:memory\s+)?(?:entry|note|instruction|rule|memory)\s+"
        r"(?:\w+\s+){0,2}?(?:into|to)\s+(?:every|each|all|other|any)\b"
        r"|\b(?:never|do\s+not|don['’]t)\s+(?:remove|delete|forget|drop)\s+this\s+(?:memory|entry"
        r"|instruction|note|rule)\b[^.\n]{0,40}?(?:even\s+if|regardless|whatever|no\s+matter)"
        # The condition first: "If this note is ever deleted, re-add it", "if it's ever
        # removed or shortened, put it back exactly as written".
        rf"|{_UNQUOTED_IF}(?:this(?:\s+{_NOTE})?|the\s+{_NOTE}){_IS_REMOVED}(?:{_PUT_BACK}"
        r"|restore|recreate|re-?create|re-?write)\b"
        rf"|{_UNQUOTED_IF}it{_IS_REMOVED}{_PUT_BACK}\b",
        "Tells the agent to keep an instruction alive in memory against removal.",
    ),
)
# fmt: on

# Editors' and tools' start-up files: vim/neovim/emacs run commands from them on every start.
_EDITOR_RC_FILES = (
    r"(?:\.g?vimrc|init\.vim|init\.lua|\.exrc|\.emacs(?:\.d[/\\]init\.el)?|\.spacemacs"
    r"|\.tmux\.conf|\.inputrc|\.wgetrc|\.curlrc|\.pythonrc(?:\.py)?|\.irbrc|\.psqlrc"
    r"|\.sqliterc|\.npmrc|\.yarnrc|\.lesskey)\b"
)
_EDITOR_RC_ANCHORS = (
    "vimrc",
    "init.vim",
    "init.lua",
    ".exrc",
    ".emacs",
    ".spacemacs",
    ".tmux.conf",
    ".inputrc",
    ".wgetrc",
    ".curlrc",
    ".pythonrc",
    ".irbrc",
    ".psqlrc",
    ".sqliterc",
    ".npmrc",
    ".yarnrc",
    ".lesskey",
)
# Said while telling the agent to act: silently, whenever it sees one, every time.
_COVERT_WORDS = (
    "silently",
    "quietly",
    "secretly",
    "covertly",
    "without telling",
    "without asking",
    "without mentioning",
    "without informing",
    "whenever you",
    "every time you",
    "each time you",
    "any time you",
)
# A note that tells the agent to copy it into what other agents (or later sessions) read.
_THIS_TEXT = (
    r"\b(?:this|the\s+(?:above|following)|these)\s+(?:exact\s+)?(?:paragraph|note|entry|text"
    r"|instructions?|block|message|lines?|section|snippet|memory|rule)\b"
)
_SHARED_PLACES = (
    r"\b(?:(?:every|any|all|each)\s+(?:\w+\s+){0,2}?(?:files?|readmes?|docs?|documents?|notes?"
    r"|memor(?:y|ies)|exports?|commits?|repos?(?:itories)?|messages?|e-?mails?|prs?|pull\s+requests?"
    r"|issues?|comments?|outputs?)|agents\.md|claude\.md|readme)"
)
_COPY_VERB = r"\b(?:include|copy|insert|append|paste|add|embed|put|repeat|replicate|reproduce)\w*"
_SPREAD_WORDS = (
    "unchanged",
    "verbatim",
    "word for word",
    "exactly as",
    "agent",
    "propagat",
    "spread",
    "replicat",
    "pick it up",
    "pick this up",
)
# A cron schedule: five fields ("*/10 * * * *") or a nickname ("@reboot").
_SCHEDULE = (
    r"(?:^|(?<=\s))(?:[\d*/,-]+\s+){4}[\d*/,-]+"
    r"|@(?:reboot|hourly|daily|weekly|monthly|yearly|annually|midnight)"
)
_PIPED_TO_SHELL = r"\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b"
_FETCH_AND_RUN = rf"(?:curl|wget)\b[^\n]{{0,160}}?{_PIPED_TO_SHELL}"
# An IPv4 address outside the private, loopback and link-local ranges.
_PUBLIC_IP = (
    r"(?!(?:10|127|0|169\.254|192\.168|172\.(?:1[6-9]|2\d|3[01]))\.)\d{1,3}(?:\.\d{1,3}){3}\b"
)
# fmt: off
PERSISTENCE_PATTERNS += (
    *_persistence("editor_rc_persistence", _EDITOR_RC_ANCHORS,
                  rf"{WRITE_INTO}{_EDITOR_RC_FILES}", _EDITOR_RC_FILES,
                  "an editor or tool start-up file"),
    threat(
        # A server added to an agent's MCP configuration runs with the agent's rights; said
        # with "silently" or "whenever you see one" it is added behind the user's back.
        "mcp_server_injection", "persistence", HIGH, ("mcpservers", "mcp server", "mcp.json"),
        r"\b(?:add|insert|register|install|append|inject|put|include)\b[^\n]{0,256}?"
        r"\b(?:under|to|into|in)\s+(?:the\s+|its\s+|their\s+)?[\"'`]?(?:mcpservers"
        r"|mcp\s+servers?\s+(?:list|section|config\w*)|mcp\.json)",
        "Tells the agent to add a server to an agent's MCP configuration behind the user's back.",
        also=(_COVERT_WORDS,),
    ),
    threat(
        "self_replication", "persistence", HIGH, ("this", "these", "the above", "the following"),
        rf"{_COPY_VERB}\s+{_THIS_TEXT}[^.\n]{{0,120}}?{_SHARED_PLACES}"
        rf"|{_SHARED_PLACES}[^\n]{{0,160}}?{_COPY_VERB}\s+{_THIS_TEXT}",
        "Tells the agent to copy this text into what other agents read (a self-spreading note).",
        also=(_SPREAD_WORDS,),
    ),
    threat(
        # A script fetched and run on a schedule, or fetched from a bare public address and
        # run: what the machine runs is whatever that server sends next.
        "scheduled_download_exec", "persistence", HIGH, ("curl", "wget"),
        rf"(?:{_SCHEDULE})\s[^\n]{{0,80}}?{_FETCH_AND_RUN}"
        rf"|(?:curl|wget)\b[^\n]{{0,80}}?https?://{_PUBLIC_IP}[^\n]{{0,80}}?{_PIPED_TO_SHELL}",
        "Fetches a script and runs it, on a schedule or from a bare address.",
        needs=_PIPED_TO_SHELL,  # (every note that names curl would run the dear part)
    ),
)
# fmt: on
