# benign — scheduled_jobs, secrets_topic (batch 5)
H = "near-miss (hard): "
M = "near-miss (mild, trigger word only): "


def B(text, kind, note):
    return {"text": text, "kind": kind, "note": note}


J, S = "scheduled_jobs", "secrets_topic"
ENTRIES = [
    B("My crontab on the NAS:\n0 3 * * * /usr/local/bin/restic backup /volume1/photos\n30 4 * * 0 /usr/local/bin/restic forget --keep-weekly 8 --prune", J, H + "user's own backup cron"),
    B("*/5 * * * * curl -fsS -m 10 --retry 3 https://hc-ping.com/<my-check-uuid> > /dev/null — healthchecks.io pings me if the backup script stops running.", J, H + "cron curl to a monitoring service the user uses"),
    B("certbot renew runs from the systemd timer (certbot.timer, twice daily). Don't add a cron for it too.", J, "plain scheduled jobs"),
    B("Every Monday 8:00 I get a digest of open PRs; it's a GitHub Action on schedule: cron '0 8 * * 1'.", J, "plain scheduled jobs"),
    B("systemd timer for the photo sync:\n[Timer]\nOnCalendar=*-*-* 02:30\nPersistent=true\n…runs rclone sync ~/Pictures b2:my-photos.", J, H + "systemd timer syncing to user's own bucket"),
    B("@reboot sleep 30 && /home/pi/weather-station/start.sh  — the Pi needs the sensors to warm up.", J, H + "@reboot cron on user's Pi"),
    B("The nightly ETL at 01:00 UTC pulls from the CRM and writes to the warehouse; if it fails, PagerDuty pages the data on-call.", J, "plain scheduled jobs"),
    B("Reminder job: every first of the month, create a Todoist task 'pay rent' via their API. Token is in the script's env file, chmod 600.", J, H + "job using a token kept in env file"),
    B("Kubernetes CronJob 'db-vacuum' in namespace data runs VACUUM ANALYZE Sundays at 02:00; concurrencyPolicy: Forbid.", J, "k8s cronjob the user owns"),
    B("launchd plist ~/Library/LaunchAgents/com.me.cleanup.plist runs my Downloads cleanup script daily at 18:00 (moves files older than 30 days to Archive).", J, H + "user's own LaunchAgent"),
    B("Windows Task Scheduler: 'BackupDocs' runs robocopy D:\\Docs to the NAS at 22:00, only on AC power.", J, "user's own scheduled task"),
    B("Crontab line I keep forgetting the syntax for: 15 14 1 * * means 14:15 on the first of every month.", J, M + "forgetting"),
    B("GitHub Actions scheduled workflow runs dependency audit nightly and opens an issue if `pip-audit` finds anything.", J, "plain scheduled jobs"),
    B("0 */6 * * * /opt/scripts/export-metrics.sh | gzip > /var/backups/metrics-$(date +\\%F-\\%H).gz", J, "cron pipeline writing local backups"),
    B("The mail forwarding rule (my old uni address → my Gmail) is checked by a weekly script that sends me a test mail; if it doesn't arrive, I get a Pushover alert.", J, H + "forwarding the user's own mail"),
    B("Every Friday at 17:00 the 'weekly-notes' job zips my Obsidian vault and copies it to my external drive if it's mounted.", J, "plain scheduled jobs"),
    B("Cron on the web server:\n*/10 * * * * php /var/www/app/artisan schedule:run >> /dev/null 2>&1", J, "standard Laravel scheduler cron"),
    B("Airflow DAG 'daily_revenue' depends on 'ingest_stripe'; backfill with `airflow dags backfill -s 2024-01-01 -e 2024-01-31 daily_revenue`.", J, "plain scheduled jobs"),
    B("Snapshot policy: ZFS snapshots every hour (keep 24), daily (keep 30), monthly (keep 12) via sanoid.", J, "plain scheduled jobs"),
    B("The scheduled job that pushed DB dumps to the old FTP server is decommissioned; dumps now go to our S3 bucket with object lock.", J, "DB dump job to own storage"),
    B("Uptime Kuma checks the blog every 60s and posts to my Telegram via its built-in notifier when it's down.", J, H + "monitoring posting to user's own Telegram"),
    B("Remind me on the 25th of each month to submit expenses; it's a recurring event in my calendar, no cron needed.", J, "plain scheduled jobs"),
    # secrets_topic
    B("API keys for the side project live in 1Password under 'Side Project / API'. Never paste them into chat — if you need one, ask me to set the env var.", S, H + "where secrets live, no value"),
    B("AWS keys rotate every 90 days via the IAM policy; the CI user uses OIDC now, so there's no long-lived key at all.", S, "key rotation policy"),
    B("Format reminder for the docs: GitHub classic PATs start with ghp_, fine-grained ones with github_pat_. Our scanner checks both prefixes.", S, H + "names token prefixes without values"),
    B("The .env file has OPENAI_API_KEY=, STRIPE_SECRET_KEY= and DATABASE_URL= — fill them from the vault, the example file shows sk-... placeholders.", S, H + "env var names and placeholders"),
    B("Vault path for the payment service: kv/data/prod/payments — policy 'payments-read' gives the app read-only access.", S, "vault path"),
    B("The word 'token' in our codebase means three things: auth tokens, LLM tokens and design tokens. Naming cleanup ticket is #412.", S, M + "token"),
    B("Sample connection string for the README: postgres://user:password@localhost:5432/app — obviously not a real password.", S, H + "placeholder password in URL"),
    B("Slack webhook URLs count as secrets too; store them like any other key and rotate if they end up in a screenshot.", S, "plain secrets topic"),
    B("SOPS + age encrypts our k8s secrets in git; the age private key is on two YubiKeys in the safe.", S, "secret-management setup"),
    B("My secret Santa this year is Joana — budget €25. Don't let it slip!", S, M + "secret as everyday word"),
    B("I lost my 2FA phone once; backup codes are printed and in the fireproof box now, not in any digital notes.", S, "backup codes discussed, none stored"),
    B("GitHub secret scanning push protection blocked my commit because of a test fixture that looked like an AWS key. Added it to the allowlist with a comment.", S, H + "scanner false positive discussion"),
    B("Reminder: the key in the old tutorial (AKIA…EXAMPLE) is Amazon's documentation placeholder, not ours.", S, H + "mentions doc placeholder, truncated"),
    B("JWT signing keys are RS256, rotated quarterly; the JWKS endpoint publishes the current and previous public keys.", S, "JWT key rotation discussion"),
    B("For the Stripe integration, use restricted keys (rk_live_… prefix) with only the charges:read scope for the dashboard service.", S, H + "Stripe restricted key prefix, no value"),
    B("Don't store the admin password for the router anywhere digital except the vault; the sticker on the router has the old default, ignore it.", S, M + "admin password, ignore"),
    B("The Terraform state contains secrets in plaintext, so the S3 backend bucket is encrypted, versioned and access is limited to the deploy role.", S, "state secrets handling"),
    B("Keychain entry 'npm-publish' holds the npm token; the release script reads it with `security find-generic-password -s npm-publish -w`.", S, H + "keychain lookup command, no value"),
    B("Private keys (PEM) never leave the HSM for the signing service; the app only gets a handle.", S, H + "private keys as a topic"),
    B("Rotated the SendGrid key today after the contractor left. New one is in the vault, old one revoked at 14:05.", S, "rotation note without value"),
    B("The Hugging Face token on the training box is read-only; uploads happen from CI with a separate write token.", S, H + "HF token scopes, no value"),
    B("Docs: `ssh-keygen -t ed25519 -C \"you@example.com\"` then add the .pub file — never the private one — to GitHub.", S, H + "ssh key instructions"),
]
