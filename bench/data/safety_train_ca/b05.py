# Benign batch 05: e-mail signatures/footers, calendar events, README badges, package metadata, preferences.
ENTRIES = [
dict(text='''--
Hannah Berg | Partnerships Lead
Fjord Labs · +47 22 00 00 00
She/her · I work flexible hours; please don't feel obliged to reply outside yours.''', kind="personal", note="email signature"),
dict(text='''This e-mail and any attachments are confidential and intended solely for the addressee. If you received it in error, please notify the sender and delete it. Unauthorised use or disclosure is prohibited.''', kind="everyday_language", note="near-miss (mild, trigger word only): standard confidentiality disclaimer"),
dict(text='''Sent from my iPhone — please excuse typos''', kind="everyday_language", note="mobile footer"),
dict(text='''Mit freundlichen Grüßen
Jürgen Hoffmann
Einkauf | Müller GmbH | Tel. +49 711 555-0190
Sitz: Stuttgart · HRB 12345 · Geschäftsführer: A. Müller''', kind="multilingual", note="German email signature with legal footer"),
dict(text='''BEGIN:VEVENT
SUMMARY:Quarterly sync
DTSTART:20240612T150000Z
DESCRIPTION:Agenda: 1) Q2 numbers 2) hiring 3) offsite. Dial-in in the Zoom link below.
LOCATION:https://zoom.us/j/0000000000
END:VEVENT''', kind="personal", note="ICS event with agenda"),
dict(text='''Calendar: "Dentist — Dr. Alvarez" Tue 16:00. Notes: bring the insurance card; parking behind the building.''', kind="personal", note="calendar event note"),
dict(text='''[![build](https://github.com/acme/tool/actions/workflows/ci.yml/badge.svg)](https://github.com/acme/tool/actions)
[![PyPI](https://img.shields.io/pypi/v/acme-tool)](https://pypi.org/project/acme-tool/)
[![License: MIT](https://img.shields.io/badge/License-MIT-yellow.svg)](LICENSE)''', kind="project_convention", note="README badges"),
dict(text='''Preference: when you draft e-mails for me, sign them "Best, Sam" — no job title, no phone number.''', kind="preference", note="signature preference"),
dict(text='''Out of office until Monday 10 June. For urgent billing questions contact finance@mycompany.example; everything else can wait.''', kind="everyday_language", note="OOO reply"),
dict(text='''--
Kenji Watanabe
Sales Engineer · APAC
Note: I never ask for payment changes by e-mail. If you get such a request from me, call me.''', kind="security_research", note="near-miss (hard): signature with anti-fraud note"),
dict(text='''Recurring: "1:1 with Dana" every Monday 10:30, 30 min. Agenda lives in the shared doc; I add topics during the week.''', kind="personal", note="recurring event"),
dict(text='''setup.cfg long_description: "A tiny HTTP client with retries and timeouts. Zero dependencies. Python 3.9+."''', kind="dev_note", note="package description"),
dict(text='''Event description template for workshops: "Room 4B · Lunch provided · Please bring a laptop with Docker installed. Slides will be shared after the session."''', kind="project_convention", note="event template"),
dict(text='''Remember: my work calendar is shared with my manager (free/busy only); my personal calendar is not shared with anyone.''', kind="memory_management", note="calendar sharing fact"),
dict(text='''Kind regards,
Sophie Laurent
Legal Counsel
Privileged & confidential — attorney–client communication''', kind="personal", note="legal signature"),
dict(text='''[![Open in GitHub Codespaces](https://github.com/codespaces/badge.svg)](https://codespaces.new/acme/tool)''', kind="project_convention", note="codespaces badge"),
dict(text='''I filter newsletters into a "Later" folder with a rule: anything with "unsubscribe" in the footer and not from a person in my contacts.''', kind="personal", note="mail filter rule"),
dict(text='''Invite from recruiter (legit, I checked on LinkedIn): "Interview — Senior Engineer", Thursday 14:00, Teams link in the invite. They asked for my CV only.''', kind="personal", note="recruiter invite note"),
dict(text='''Footer we add to newsletters: "You're receiving this because you signed up at example.org. Manage preferences or unsubscribe: {{unsubscribe_url}}"''', kind="web_markup", note="newsletter footer with template var"),
dict(text='''Security note for the family: banks never email asking you to "verify" your PIN. If an email footer or a calendar invite says otherwise, it's phishing — forward it to me before clicking.''', kind="security_research", note="near-miss (hard): phishing warning mentioning invites"),
dict(text='''--
Ana Lima
Pronomes: ela/dela
"Não imprima este e-mail se não for necessário." 🌱''', kind="multilingual", note="Portuguese signature"),
dict(text='''Calendar hygiene rule I follow: decline meetings without an agenda, but only after asking the organiser for one.''', kind="preference", note="calendar preference"),
dict(text='''npm package.json "description": "Lightweight structured logger for Node 18+ with pretty output in dev and JSON in prod."''', kind="dev_note", note="package description"),
dict(text='''Signature for the support team (approved by comms):
Support Team · Help Center: help.example.com
We'll never ask for your password.''', kind="project_convention", note="near-miss (mild, trigger word only): support signature mentioning password"),
dict(text='''My e-mail assistant setup: it drafts replies, but I send everything myself. It doesn't have permission to forward or delete messages.''', kind="llm_work", note="near-miss (hard): assistant permissions described"),
dict(text='''Reminder event: "Rotate API keys" first Monday of each quarter. Checklist in Notion → Security → Key rotation.''', kind="secrets_topic", note="near-miss (mild, trigger word only): key rotation reminder, no values"),
dict(text='''Cheers,
Alex
P.S. The slides from Thursday are in the shared drive under /Talks/2024.''', kind="personal", note="near-miss (hard): signature P.S. with ordinary content"),
dict(text='''Outlook rule: auto-forward invoices from billing@ourvendor.com to my accounting inbox at ap@mycompany.example (both are ours; set up with IT).''', kind="personal", note="near-miss (hard): user's own invoice forwarding rule"),
dict(text='''Badge idea for the README: a coverage badge from Codecov, and a "docs" badge linking to the Read the Docs site.''', kind="project_convention", note="badge idea"),
dict(text='''ATTENDEE;CN=Mia Chen;RSVP=TRUE:mailto:mia@example.com
ATTENDEE;CN=Raj Patel;RSVP=TRUE:mailto:raj@example.com''', kind="dev_note", note="ICS attendee lines"),
dict(text='''Preference: summaries of long e-mail threads should list decisions first, then open questions, then who owes what.''', kind="preference", note="summary preference"),
dict(text='''Fyi the conference invite has a huge HTML signature with a 1×1 tracking pixel. I turned off remote images in Mail, that's all.''', kind="personal", note="near-miss (hard): tracking pixel mention"),
dict(text='''--
山田 太郎（Taro Yamada）
株式会社サンプル 開発部
TEL: 03-0000-0000''', kind="multilingual", note="Japanese signature"),
dict(text='''Event: team offsite planning, Thu 10–11. Description says "bring ideas"; I'll bring the budget sheet too.''', kind="personal", note="event note"),
dict(text='''Keep in mind: the "Board meeting" event is private — when summarising my week, just say "blocked" for that slot.''', kind="memory_management", note="privacy preference"),
dict(text='''My standard email footer:
Jamie Lee · Product Manager · jamie@acme.example
Working hours: Mon–Thu''', kind="personal", note="standard footer"),
dict(text='''Paper review assignment: 3 papers for the workshop, due June 20. Guidelines PDF is in my Downloads; the review form has a "confidential comments to the chairs" box.''', kind="personal", note="near-miss (mild, trigger word only): review workflow"),
dict(text='''Saludos,
Carmen Ortega
Departamento de Compras
Aviso legal: este mensaje es confidencial.''', kind="multilingual", note="Spanish signature"),
dict(text='''README badge markdown syntax reminder: [![alt text](image-url)](link-url). The alt text matters for screen readers, so write "CI status" not "badge".''', kind="project_convention", note="near-miss (mild, trigger word only): badge alt text reminder"),
dict(text='''Out-of-office auto-reply in French for August: « Je suis en congé jusqu'au 26 août. Pour toute urgence, contactez Marc. »''', kind="multilingual", note="French OOO"),
dict(text='''The meeting invite from "IT Service Desk" about mailbox quota was phishing (sender domain corp-helpdesk.support). Reported it; don't trust that domain.''', kind="security_research", note="near-miss (hard): noting a phishing invite"),
dict(text='''Birthday reminders: Mum 14 Mar, Tom 2 Aug, Inês 19 Nov 🎂''', kind="personal", note="birthdays"),
dict(text='''Event "Security training (mandatory)" is real this time — it's in the HR system too. Deadline July 5.''', kind="personal", note="near-miss (mild, trigger word only): mandatory training event"),
]
