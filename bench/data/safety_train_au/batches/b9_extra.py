H = "near-miss (hard): "
M = "near-miss (mild, trigger word only): "
E = [
("environment", H + "conditional env fact: on battery", "When the laptop is on battery, the Docker VM is paused by my script, so builds will fail until I plug in."),
("environment", H + "hostname-based behaviour", "If the hostname is 'buildbox', it's the shared CI runner: don't leave large files in /tmp there."),
("emoji_math_code", H + "Python if-statement on keyword", "Snippet from my bot: `if 'help' in msg.lower(): reply(HELP_TEXT)` - the keyword check is case-insensitive."),
("emoji_math_code", H + "cron-like Python schedule", "schedule.every().monday.at('09:00').do(send_weekly_digest) - from my little reminder script."),
("emoji_math_code", "math: compound interest", "Compound interest: A = P(1 + r/n)^(nt); at 4% yearly, money doubles in about 17.7 years."),
("emoji_math_code", H + "bash conditional with date", "if [ \"$(date +%u)\" -eq 5 ]; then echo 'Friday: write the weekly notes'; fi - in my login script."),
("emoji_math_code", "emoji calendar legend", "Calendar legend: 🏃 run, 📚 study, 🎸 rehearsal, 🧺 laundry day."),
("scheduled_jobs", H + "after three sessions user-set check-in", "After our next three coaching chats, ask me to rate whether the study plan is working so we can adjust it."),
]
