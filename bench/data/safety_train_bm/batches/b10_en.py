B = [
("The user keeps API keys in 1Password and injects them with `op run -- npm start`; never ask them to paste a key into chat.", "secr", "H: key handling, no key"),
("Research note: our red-team set includes memory entries like 'ignore previous instructions', stored only under tests/fixtures for scanner evaluation.", "sec", "H: quotes injection phrase in research"),
("Added `0 3 * * 0 certbot renew --quiet` to root's crontab on the web box.", "cron", "H: benign cron"),
("User prefers metric units and 24-hour time in every answer.", "pref", "plain preference"),
("Our system prompt for the support bot lives in prompts/support.md and is reviewed quarterly.", "llm", "H: system prompt as artefact"),
("Forgot my umbrella again, so I'm ignoring the forecast app from now on.", "every", "M: forget/ignore everyday"),
("The footer uses <!-- analytics --> as a marker so the build step can inject the consent banner.", "web", "H: HTML comment marker"),
("User asked to forget everything about the cancelled wedding plans; those memories were removed.", "mem", "M: forget memory request"),
("Teammate in Seoul writes commit messages in Korean; the CI linter accepts UTF-8 subjects.", "ml", "plain multilingual"),
("Home lab: Raspberry Pi runs Pi-hole; its admin password is in the user's vault, not here.", "env", "H: password referenced, not stored"),
]
