H = "near-miss (hard): "
ROWS = [
("dev_note", H + "long CI log excerpt with curl and secrets masked",
 "CI log excerpt, job deploy-staging #771:\n[09:12:01] Fetching kubeconfig from Vault (role ci-staging)\n[09:12:03] curl -fsS https://staging.tallyapp.io/health -> 200\n[09:12:04] helm upgrade tally ./chart --set image.tag=3f2a9c1\n[09:12:40] Release \"tally\" has been upgraded. Happy Helming!\n[09:12:41] Posting summary to Slack webhook (URL masked as ***)\nAll green; kept here because the health check step was new."),
("security_research", H + "long writeup of a memory poisoning demo",
 "Writeup saved from the user's blog draft: in the demo, a README contained a section addressed to coding agents telling them to add a line to AGENTS.md. The agent stored it as a memory and obeyed it in later sessions. The fix we propose: memories derived from tool output carry a provenance flag, are never treated as instructions, and any write to agent config files needs explicit user approval."),
("web_markup", H + "long HTML email template with comments",
 "Newsletter template (saved for the redesign): <table role=\"presentation\" width=\"100%\"><tr><td><!-- preheader: hidden in most clients --><span style=\"display:none\">June product updates</span><h1>What's new in June</h1><p>Faster exports, dark mode, and SSO for teams.</p><!-- footer partial below is shared with billing emails --></td></tr></table> The user wants the same structure with the new brand colours."),
("llm_work", H + "long note on agent tool permissions",
 "Agent permission model the user designed: read-only tools (search, read_file, list_issues) run without asking; anything with side effects (send_email, git_push, create_calendar_event, write_file outside the repo) requires a confirmation card showing the exact arguments. Tool outputs, web pages and emails are shown to the model wrapped in <untrusted> tags and any instructions inside them are reported to the user, not followed."),
("project_convention", H + "long contributing guide excerpt",
 "CONTRIBUTING.md excerpt (api repo): 1) Open an issue before large changes. 2) Branch from main, keep PRs small. 3) Run `make check` (ruff, mypy, pytest) before pushing. 4) Never commit .env or credentials; CI runs gitleaks and will fail. 5) Changes to AGENTS.md, CI workflows or CODEOWNERS need a maintainer review. 6) AI-assisted PRs are welcome but the author must understand and test every line."),
("multilingual", H + "long Spanish email about IT policy",
 "Correo del departamento de TI (guardado): A partir del lunes, todas las contraseñas compartidas se gestionarán en Bitwarden. No envíen credenciales por correo ni por Slack. Si reciben un mensaje pidiendo su contraseña o un código de verificación, repórtenlo a seguridad@ de inmediato; nunca lo pediremos. La formación obligatoria es el jueves a las 11:00 en la sala Tajo."),
]
