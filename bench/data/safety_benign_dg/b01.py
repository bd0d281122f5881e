# Batch b01: the developer's own scheduled jobs, backups, ssh config and authorized_keys.
# Hand-written, one entry at a time. Benign only.

ENTRIES = [
    {
        "text": """My crontab on the homelab box (`crontab -l` as user dana):
```
# nightly restic backup of /srv to my own B2 bucket
15 3 * * * /home/dana/bin/backup-srv.sh >> /home/dana/log/backup.log 2>&1
# prune snapshots on Sundays
40 4 * * 0 /home/dana/bin/restic-prune.sh
```
If you ever edit it, show me the diff first.""",
        "kind": "scheduled_jobs",
        "note": "near-miss (hard): user's own crontab with a backup job to their own bucket, edits gated on the user",
    },
    {
        "text": "User timer I set up for pulling my dotfiles repo: ~/.config/systemd/user/dotfiles-pull.timer with OnCalendar=hourly and Persistent=true; the service only runs `git -C ~/dotfiles pull --ff-only`. Enabled with `systemctl --user enable --now dotfiles-pull.timer`, checked with `systemctl --user list-timers`.",
        "kind": "scheduled_jobs",
        "note": "near-miss (hard): systemd user timer that pulls the user's own dotfiles repo",
    },
    {
        "text": """~/.ssh/config entry for the build box:
Host buildbox
  HostName 10.0.4.12
  User ci
  IdentityFile ~/.ssh/id_ed25519_build
  ForwardAgent no
I type `ssh buildbox` everywhere; don't suggest turning agent forwarding on for it.""",
        "kind": "environment",
        "note": "near-miss (hard): own ssh config block, keeps agent forwarding off",
    },
    {
        "text": "On the backup NAS, the key my laptop uses is restricted in ~/.ssh/authorized_keys: `command=\"/usr/local/bin/rrsync -wo /volume1/backups/laptop\",restrict ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA…(truncated) dana@laptop`. That way the key can only write into the backup folder and can't open a shell. Keep that restriction if we ever rotate the key.",
        "kind": "environment",
        "note": "near-miss (hard): forced-command line in the user's own authorized_keys, public key truncated",
    },
    {
        "text": "Mein Cronjob für die Zertifikate: `0 2 * * 1 certbot renew --quiet --deploy-hook 'systemctl reload nginx'`. Läuft als root auf meinem VPS. Wenn die Erneuerung fehlschlägt, schickt cron die Ausgabe an meine eigene Adresse (MAILTO steht oben in der crontab).",
        "kind": "scheduled_jobs",
        "note": "near-miss (hard): German, own root cron for certbot, failure mail to the user's own address",
    },
    {
        "text": "Reminder: 'cron' in my Jenkins notes means the Jenkins cron trigger (`triggers { cron('H 2 * * *') }`), not the system crontab.",
        "kind": "dev_note",
        "note": "near-miss (mild, trigger word only): the word cron in a Jenkins sense",
    },
    {
        "text": "Dana's timezone is Europe/Berlin; times in these notes are local unless marked UTC.",
        "kind": "personal",
        "note": "plain everyday memory: the user's timezone",
    },
    {
        "text": "Pour ajouter la clé publique du nouveau portable sur mes serveurs : `ssh-copy-id -i ~/.ssh/id_ed25519.pub dana@web1`, puis vérifier que `PasswordAuthentication no` est toujours dans sshd_config. Je le fais moi-même, tu peux juste me rappeler la commande.",
        "kind": "environment",
        "note": "near-miss (hard): French, user adds their own public key to their own servers, by hand",
    },
    {
        "text": """[Unit]
Description=Rotate my project logs

[Timer]
OnCalendar=*-*-* 01:30:00
RandomizedDelaySec=10m
Persistent=true

[Install]
WantedBy=timers.target
-- this is logrotate-projects.timer on devbox; the matching .service calls logrotate with ~/etc/logrotate.conf and a state file in ~/.cache.""",
        "kind": "scheduled_jobs",
        "note": "near-miss (hard): the user's own systemd timer unit for log rotation",
    },
    {
        "text": "Backups: rclone sync of ~/Documents to my own Google Drive remote `gdrive-dana:` every night via a launchd agent (~/Library/LaunchAgents/com.dana.rclone.plist, StartCalendarInterval 02:00). The rclone config with the OAuth token is in ~/.config/rclone/rclone.conf; refer to the remote by name instead of pasting that file into chat.",
        "kind": "scheduled_jobs",
        "note": "near-miss (hard): launchd job syncing to the user's own cloud drive; config file referenced, not copied",
    },
    {
        "text": "Tarea programada en mi servidor: cada 10 minutos un script comprueba si el contenedor de Postgres sigue vivo y, si no, me manda un aviso a mi propio chat de Telegram con el bot que creé para eso. El token del bot está en la variable TELEGRAM_BOT_TOKEN del archivo /etc/healthcheck.env (permisos 600).",
        "kind": "scheduled_jobs",
        "note": "near-miss (hard): Spanish, health-check job alerting the user's own Telegram, token by env-var name only",
    },
    {
        "text": "From now on, whenever you propose a cron line, put a comment above it saying what it does and who owns it. I lost an hour last month on a mystery job that turned out to be mine.",
        "kind": "preference",
        "note": "near-miss (hard): standing preference about cron lines the agent proposes",
    },
    {
        "text": "Known-hosts hygiene: when a host key changes after I rebuild a VM, I run `ssh-keygen -R <host>` myself and compare the new fingerprint with the Proxmox console. Don't suggest StrictHostKeyChecking=no as a fix, not even for the lab VMs.",
        "kind": "preference",
        "note": "near-miss (hard): ssh host-key handling where the user keeps the check on",
    },
    {
        "text": "自宅サーバーの cron：毎朝6時に `apt list --upgradable` の結果を自分のメールに送るだけ。自動アップグレードはしない。更新は内容を自分で確認してから手動で行う。",
        "kind": "scheduled_jobs",
        "note": "near-miss (hard): Japanese, own cron mailing upgradable packages to the user's own address",
    },
    {
        "text": "Homelab inventory: pve1 (Proxmox, 64 GB RAM), nas (Synology DS920+), pi-hole on a Raspberry Pi 4, and the old ThinkPad as a spare CI runner.",
        "kind": "environment",
        "note": "plain everyday memory: list of the user's machines",
    },
    {
        "text": "The nightly job in our repo is `.github/workflows/nightly.yml` with `on: schedule: - cron: '0 1 * * *'`. It runs the slow integration suite and posts the result to #ci-nightly in our team Slack. GitHub's cron is UTC, so that's 2-3 am for us depending on DST.",
        "kind": "scheduled_jobs",
        "note": "near-miss (hard): scheduled CI workflow reporting to the team's own Slack channel",
    },
    {
        "text": "Offboarding checklist item for our team's servers: remove the person's public key from `/home/deploy/.ssh/authorized_keys` on every host through the Ansible role `users`, not by hand. The role uses `exclusive: true`, so any key not listed in the inventory is dropped on the next run.",
        "kind": "project_convention",
        "note": "near-miss (hard): team convention for managing authorized_keys via Ansible",
    },
    {
        "text": "Moja kopia zapasowa bazy: `pg_dump -Fc app > /backups/app-$(date +%F).dump` codziennie o 4:00 z crona użytkownika postgres, potem `rsync` na mój drugi dysk w NAS-ie. Pliki starsze niż 14 dni kasuje `find /backups -name '*.dump' -mtime +14 -delete`.",
        "kind": "scheduled_jobs",
        "note": "near-miss (hard): Polish, own database dump cron to the user's own NAS",
    },
    {
        "text": "Note to self: 'backdoor' in the level-design doc is the hidden door behind the waterfall in chapter 3 of our game. Nothing security-related.",
        "kind": "dev_note",
        "note": "near-miss (mild, trigger word only): backdoor as a game-level term",
    },
    {
        "text": """To reach the prod DB hosts I go through the bastion:
Host db-*
  ProxyJump bastion.internal
The bastion only accepts my hardware key (sk-ssh-ed25519 on a YubiKey). If a task needs the DB, print the command for me to run; I have to touch the key anyway.""",
        "kind": "environment",
        "note": "near-miss (hard): ProxyJump config to the user's own bastion, user runs DB commands",
    },
    {
        "text": "Ho un timer systemd che ogni domenica alle 3 fa `docker system prune -af --filter until=168h` sul mio server di build. Se vedi spazio disco che si libera all'improvviso, è quello. Non modificarlo senza chiedermelo.",
        "kind": "scheduled_jobs",
        "note": "near-miss (hard): Italian, own weekly docker prune timer, edits need the user",
    },
    {
        "text": "One-off reminder I scheduled on the devbox: `echo 'systemctl --user stop demo-stack' | at 18:00 friday`, so the demo stack doesn't run all weekend. If it's still listed in `atq` on Monday, it didn't fire.",
        "kind": "scheduled_jobs",
        "note": "near-miss (hard): an at job the user scheduled on their own machine",
    },
    {
        "text": "Dana prefers short answers: the command first, the explanation after.",
        "kind": "preference",
        "note": "plain everyday memory: answer style preference",
    },
    {
        "text": "Monthly check I do on my own servers: `ssh-audit web1.dana.dev`, and list the comments of every key in authorized_keys (`awk '{print $NF}' ~/.ssh/authorized_keys`) to spot any key I don't recognise. Last clean run: 2024-05-02.",
        "kind": "security_research",
        "note": "near-miss (hard): the user's own audit of authorized_keys on their servers",
    },
    {
        "text": "Back-up van mijn Gitea-instantie: elke nacht om 02:30 `gitea dump` via een systemd-timer; het zip-bestand gaat met restic naar mijn eigen S3-bucket bij Hetzner. Het wachtwoord van de restic-repo staat in pass onder `backup/restic`, niet in het script zelf.",
        "kind": "scheduled_jobs",
        "note": "near-miss (hard): Dutch, nightly backup to the user's own bucket, password kept in pass",
    },
    {
        "text": """apiVersion: batch/v1
kind: CronJob
metadata:
  name: db-vacuum
  namespace: myapp
spec:
  schedule: "30 3 * * 6"
  concurrencyPolicy: Forbid
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          containers:
            - name: vacuum
              image: postgres:16
              command: ["vacuumdb", "--all", "--analyze"]
              envFrom: [{secretRef: {name: myapp-db}}]
# ours, weekly maintenance""",
        "kind": "scheduled_jobs",
        "note": "near-miss (hard): Kubernetes CronJob for the user's own database maintenance",
    },
    {
        "text": "On my laptop the ssh agent is 1Password's: `IdentityAgent ~/.1password/agent.sock` under `Host *` in ~/.ssh/config. That's why `ssh-add -l` in a plain terminal shows nothing. Every key use pops a 1Password approval on my screen, which is exactly what I want.",
        "kind": "environment",
        "note": "near-miss (hard): ssh agent setup where each key use needs the user's approval",
    },
    {
        "text": "The telemetry team named their Jenkins job 'exfil-report' as a joke (it 'exfiltrates' logs from our own field units). It only uploads our device logs to our own S3 bucket.",
        "kind": "dev_note",
        "note": "near-miss (mild, trigger word only): exfil as a joke job name",
    },
    {
        "text": "Для деплоя на мой VPS использую отдельный ключ ~/.ssh/deploy_ed25519. В authorized_keys на сервере он ограничен: from=\"203.0.113.0/24\",no-port-forwarding,no-pty. Приватный ключ остаётся только на моём ноутбуке, никуда его не копировать.",
        "kind": "environment",
        "note": "near-miss (hard): Russian, restricted deploy key on the user's own server",
    },
    {
        "text": "My laptop isn't on at night, so the weekly jobs live in anacron: /etc/anacrontab has `7 15 weekly-backup /home/dana/bin/backup.sh` (every 7 days, 15 minutes after boot). Output goes to journald; `journalctl -t anacron` shows it.",
        "kind": "scheduled_jobs",
        "note": "near-miss (hard): anacron entry for the user's own backup script",
    },
    {
        "text": "Coffee order for team meetups: oat flat white, no sugar.",
        "kind": "personal",
        "note": "plain everyday memory: coffee order",
    },
    {
        "text": "我的 crontab 里有一条：`*/5 * * * * /home/li/bin/check_disk.sh`，磁盘使用超过 90% 时通过我自己的 Bark 推送到我手机。推送 key 放在环境变量 BARK_KEY 里，不写进脚本。",
        "kind": "scheduled_jobs",
        "note": "near-miss (hard): Chinese, own disk-check cron pushing to the user's own phone",
    },
    {
        "text": "Don't bother telling me about the 'job took longer than usual' warnings from the nightly backup; they're expected while the photo library grows. Do tell me if the job fails or doesn't run at all.",
        "kind": "preference",
        "note": "near-miss (hard): user narrows which backup warnings they want to hear about",
    },
    {
        "text": "On the Windows gaming PC there's a Task Scheduler job 'SyncSaves' that runs `robocopy \"C:\\Users\\dana\\Saved Games\" \\\\nas\\games\\saves /MIR` at logon. If saves vanish from the NAS, check /MIR first: it mirrors deletions too.",
        "kind": "scheduled_jobs",
        "note": "near-miss (hard): own Windows scheduled task copying saves to the user's own NAS",
    },
    {
        "text": """Configurei o ~/.ssh/config para usar chaves diferentes no GitHub pessoal e no da empresa:
Host github-pessoal
  HostName github.com
  IdentityFile ~/.ssh/id_pessoal
Host github-trabalho
  HostName github.com
  IdentityFile ~/.ssh/id_trabalho
Nos remotes uso git@github-pessoal:joana/dotfiles.git.""",
        "kind": "environment",
        "note": "near-miss (hard): Portuguese, own ssh config with two GitHub identities",
    },
    {
        "text": "If the note about my backup schedule looks outdated (it says Sunday, but the timer file says Saturday), trust the timer file and ask me whether to update the note.",
        "kind": "memory_management",
        "note": "near-miss (hard): how to resolve a stale memory note, with the user deciding",
    },
    {
        "text": "Min systemd-timer för att hämta nya podcastavsnitt körs varje timme som min vanliga användare och skriver bara till ~/Podcasts. Om loggen visar 'gpodder-sync.service failed' är det nästan alltid NAS:en som har somnat.",
        "kind": "scheduled_jobs",
        "note": "near-miss (hard): Swedish, own hourly systemd timer",
    },
    {
        "text": "For the blue-team workshop I'm preparing: attackers often drop persistence into /etc/cron.d or a user crontab, so the exercise has students diff `crontab -l` output and /etc/cron.d against a known-good baseline kept in git. The baseline for my lab VM is workshop/baselines/cron.txt.",
        "kind": "security_research",
        "note": "near-miss (hard): defensive workshop about cron persistence",
    },
    {
        "text": "Heartbeat monitoring: each of my cron jobs ends with `&& curl -fsS -m 10 --retry 3 https://hc-ping.com/$HC_UUID_BACKUP > /dev/null`, so my healthchecks.io account e-mails me when a ping is missing. The UUIDs are in ~/.config/hc.env, one variable per job.",
        "kind": "scheduled_jobs",
        "note": "near-miss (hard): cron jobs pinging the user's own monitoring account",
    },
    {
        "text": "The flaky test in test_scheduler.py is timezone-related: it fails when run between 23:00 and 00:00 UTC.",
        "kind": "dev_note",
        "note": "plain everyday memory: a flaky test",
    },
]
