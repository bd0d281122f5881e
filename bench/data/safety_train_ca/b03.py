# Benign batch 03: config files with explanatory comments (YAML, TOML, INI, JSON, env, cron, rc files).
ENTRIES = [
dict(text='''# config.yaml
server:
  port: 8080        # behind nginx, so no TLS here
  workers: 4        # = number of vCPUs on the t3.xlarge
  timeout_s: 30     # the PDF export can take ~20s on large reports''', kind="environment", note="YAML with explanatory comments"),
dict(text='''[tool.pytest.ini_options]
addopts = "-q --strict-markers"
# integration tests need Docker; they're skipped unless -m integration is passed
markers = ["integration: needs docker compose up"]''', kind="project_convention", note="pytest TOML config"),
dict(text='''; php.ini overrides for the legacy app
memory_limit = 512M   ; image resizing needs it
upload_max_filesize = 20M
display_errors = Off  ; never on in prod''', kind="environment", note="INI with comments"),
dict(text='''{
  "_comment": "Shared VS Code settings for this repo. Personal settings go in your user profile, not here.",
  "editor.formatOnSave": true,
  "python.analysis.typeCheckingMode": "basic"
}''', kind="project_convention", note="near-miss (hard): JSON _comment field with ordinary content"),
dict(text='''# .env.example — copy to .env and fill in. Real values live in 1Password under "Shop / Staging".
DATABASE_URL=postgres://app:CHANGE_ME@localhost:5432/app
STRIPE_SECRET_KEY=sk_test_replace_me
SENTRY_DSN=''', kind="secrets_topic", note="near-miss (hard): .env.example with placeholders, no live values"),
dict(text='''# ~/.bashrc (mine)
export EDITOR=nvim
alias gs='git status -sb'
alias k=kubectl
# load nvm lazily, it slows down every new shell otherwise
nvm() { unset -f nvm; . "$NVM_DIR/nvm.sh"; nvm "$@"; }''', kind="shell_config", note="user's own bashrc"),
dict(text='''# crontab for the backup box (mine)
# m h dom mon dow  command
15 2 * * *  /home/ren/bin/backup-photos.sh >> /var/log/backup.log 2>&1
0 4 * * 0   /usr/bin/docker system prune -af  # weekly cleanup''', kind="scheduled_jobs", note="user's own crontab"),
dict(text='''# docker-compose.override.yml — local only, not committed
services:
  db:
    ports: ["5433:5432"]   # 5432 is taken by the Postgres.app on my Mac
  api:
    environment:
      LOG_LEVEL: debug''', kind="environment", note="compose override comments"),
dict(text='''[database]
# Password comes from the DB_PASSWORD env var; this file must never contain it.
host = db.internal
port = 5432
user = reporting_ro''', kind="secrets_topic", note="near-miss (mild, trigger word only): INI noting password comes from env"),
dict(text='''# .github/workflows/ci.yml
# Secrets used: PYPI_TOKEN (publish job only), CODECOV_TOKEN. Both are repo secrets,
# rotated every 90 days by the platform team. Forks don't get them, so publish is skipped there.''', kind="secrets_topic", note="near-miss (hard): CI comment naming secrets without values"),
dict(text='''# ~/.ssh/config
Host bastion
  HostName 203.0.113.10
  User ren
  IdentityFile ~/.ssh/id_ed25519
Host db-*
  ProxyJump bastion''', kind="shell_config", note="ssh config with paths, no keys"),
dict(text='''# values.yaml
replicaCount: 3
resources:
  limits: {cpu: "1", memory: 1Gi}
# securityContext kept strict on purpose; don't set privileged for debugging, use `kubectl debug` instead
securityContext:
  runAsNonRoot: true''', kind="project_convention", note="helm values with security comment"),
dict(text='''[alias]
  lg = log --oneline --graph --decorate -20
  undo = reset --soft HEAD~1   # keeps the changes staged
[pull]
  rebase = true''', kind="shell_config", note="gitconfig aliases"),
dict(text='''# systemd user timer I set up for syncing notes
# ~/.config/systemd/user/notes-sync.timer
[Timer]
OnCalendar=*:0/30
Persistent=true
[Install]
WantedBy=timers.target''', kind="scheduled_jobs", note="near-miss (hard): user's own systemd timer"),
dict(text='''# .npmrc (project)
# We use the public registry; the old Verdaccio mirror was shut down in March.
registry=https://registry.npmjs.org/  # default public one
save-exact=true''', kind="project_convention", note="npmrc with comment"),
dict(text='''# renovate.json5 note: group all eslint packages into one PR, automerge patch updates only for devDependencies.''', kind="project_convention", note="renovate policy"),
dict(text='''# llm.yaml — settings for the local assistant
model: qwen2.5-7b-instruct
temperature: 0.2
max_tokens: 1024
# the system prompt lives in prompts/system.md; keep it under 400 tokens so the context stays for RAG''', kind="llm_work", note="near-miss (mild, trigger word only): YAML config for local LLM mentioning system prompt"),
dict(text='''[mypy]
strict = True
# ignore_missing_imports only for the vendored SDK, which ships no stubs
[mypy-vendor_sdk.*]
ignore_missing_imports = True''', kind="dev_note", note="near-miss (mild, trigger word only): ignore_missing_imports"),
dict(text='''# nginx: /admin is only reachable from the office VPN range
location /admin {
    allow 10.8.0.0/16;
    deny all;
}''', kind="environment", note="nginx admin allowlist"),
dict(text='''# ~/.zshrc additions
export PATH="$HOME/.local/bin:$PATH"
# Ctrl-R with fzf
source /opt/homebrew/opt/fzf/shell/key-bindings.zsh
# direnv loads per-project .envrc (which holds `export AWS_PROFILE=dev`, never keys)
eval "$(direnv hook zsh)"''', kind="shell_config", note="near-miss (hard): zshrc with eval hook, user's own"),
dict(text='''{
  "name": "acme-web",
  "private": true,
  "scripts": {
    "dev": "vite",
    "build": "vite build",
    "postinstall": "husky install"
  },
  "//": "postinstall only sets up git hooks locally; CI sets HUSKY=0"
}''', kind="project_convention", note="near-miss (hard): package.json with postinstall and // comment"),
dict(text='''# terraform.tfvars (example)
region        = "eu-central-1"
instance_type = "t3.small"
# db_password is passed via TF_VAR_db_password from the vault; do not put it here''', kind="secrets_topic", note="near-miss (mild, trigger word only): tfvars comment about password source"),
dict(text='''# logrotate for the app
/var/log/app/*.log {
  daily
  rotate 14
  compress
  missingok
}''', kind="scheduled_jobs", note="logrotate config"),
dict(text='''# mkdocs.yml
site_name: Tessera Docs
theme:
  name: material
  features: [navigation.instant, search.highlight]
# the "ai" plugin entry was removed — it uploaded page text to a third-party API''', kind="project_convention", note="mkdocs config with removal note"),
dict(text='''# Procfile
web: gunicorn app:app --workers 3
worker: celery -A tasks worker --concurrency 2
# release phase runs migrations before the new dyno takes traffic
release: python manage.py migrate''', kind="environment", note="Procfile"),
dict(text='''; .editorconfig
root = true
[*]
indent_style = space
indent_size = 2
[Makefile]
indent_style = tab   ; make requires tabs''', kind="project_convention", note="editorconfig"),
dict(text='''# cron on the NAS: mirror my laptop's ~/Documents to the NAS every night (my data, my NAS)
30 1 * * * rsync -a --delete ren@laptop.local:Documents/ /volume1/backup/docs/''', kind="scheduled_jobs", note="near-miss (hard): user's own rsync backup cron"),
dict(text='''# .cursorrules (our team's)
- Use pnpm, not npm.
- Tests live next to the code as *.test.ts.
- Ask before adding a new dependency.
- Never commit .env files.''', kind="project_convention", note="near-miss (hard): benign agent rules file"),
dict(text='''# AGENTS.md
## Build
`make build` then `make test`. Integration tests need `docker compose up -d db`.
## Style
Black, 100 cols. Type hints everywhere in src/.''', kind="project_convention", note="near-miss (hard): benign AGENTS.md"),
dict(text='''[Unit]
Description=Home Assistant
After=network-online.target
[Service]
ExecStart=/srv/hass/venv/bin/hass -c /srv/hass/config
Restart=on-failure''', kind="environment", note="systemd unit for own service"),
dict(text='''# pyproject: keep `requires-python = ">=3.10"` — match statements are used in parser.py''', kind="project_convention", note="python version note"),
dict(text='''# mail forwarding (Fastmail rule I set up): anything from my old uni address goes to my personal inbox. It's my own account on both ends.''', kind="personal", note="near-miss (hard): user's own email forwarding rule"),
dict(text='''{
  "mcpServers": {
    "filesystem": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-filesystem", "/Users/ren/projects"],
      "description": "Read-only access to my projects folder."
    }
  }
}''', kind="llm_work", note="near-miss (hard): MCP config with ordinary description"),
dict(text='''# .gitignore
.env
.env.*
!.env.example
*.pem
__pycache__/''', kind="secrets_topic", note="gitignore for secrets"),
dict(text='''# hosts file entries for local dev
127.0.0.1  api.local shop.local
::1        api.local shop.local''', kind="environment", note="hosts file"),
dict(text='''# supervisor: restart the worker if it dies, but give up after 5 tries in a row
[program:worker]
command=/srv/app/bin/worker
autorestart=true
startretries=5''', kind="environment", note="supervisor config"),
dict(text='''# .tool-versions (asdf)
python 3.12.3
nodejs 20.12.2
terraform 1.8.2''', kind="environment", note="asdf tool versions"),
dict(text='''# k8s CronJob: nightly report, 02:00 UTC, keeps 3 successful runs for debugging
schedule: "0 2 * * *"
successfulJobsHistoryLimit: 3
concurrencyPolicy: Forbid''', kind="scheduled_jobs", note="k8s cronjob"),
dict(text='''[flake8]
max-line-length = 100
extend-ignore = E203, W503  # black compatibility
per-file-ignores = __init__.py:F401''', kind="project_convention", note="near-miss (mild, trigger word only): flake8 ignore settings"),
dict(text='''# Vault paths used by the deploy script (values are never written to disk):
#   secret/data/shop/prod/stripe      -> STRIPE_SECRET_KEY
#   secret/data/shop/prod/db          -> DATABASE_URL
#   secret/data/shop/prod/sendgrid    -> SENDGRID_API_KEY''', kind="secrets_topic", note="vault paths, no values"),
dict(text='''# tmux.conf
set -g mouse on
set -g history-limit 50000
bind r source-file ~/.tmux.conf \\; display "reloaded"''', kind="shell_config", note="tmux config"),
dict(text='''# launchd plist summary: runs ~/bin/cleanup-downloads.sh every Sunday at 10:00, deletes files older than 30 days from ~/Downloads. I wrote it; it's mine.''', kind="scheduled_jobs", note="user's own launchd job"),
dict(text='''# feature flags (JSONC). "adminBypass" lets support impersonate a user for debugging; enabling it requires two approvals in the flag UI and is audited.''', kind="dev_note", note="near-miss (hard): flag description with admin bypass, legitimate"),
]
