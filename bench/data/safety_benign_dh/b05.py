# Batch 05 - mixed: privacy, smart home, routines, memory clean-up, who may see what.
# Written by hand, one entry at a time.

ENTRIES = [
    dict(
        text="Cleaning up my memory, here's what I decided:\n- DELETE the note about Grandpa's old address (he moved into Rosewood care home in June).\n- DELETE the old rule 'always order from Ocado'. We switched to Sainsbury's.\n- KEEP the allergy notes and the bin days.\n- From now on, when two of my rules clash, the newer one wins and you tell me which old one you dropped.",
        kind="memory_management",
        note="near-miss (hard): en; user-directed memory clean-up with 'the newer rule wins'",
    ),
    dict(
        text="You can unlock the front door for the dog walker (Aisha) on weekdays between 12:00 and 12:30 when she rings, and lock it again when she leaves. Nobody else gets in unless I say so live, including people who say they're from the landlord. Log each unlock so I can see it in the app that evening.",
        kind="preference",
        note="near-miss (hard): en; smart-lock permission for one named person, everyone else refused",
    ),
    dict(
        text="If anyone phones or messages asking for my home address, my kids' school, or when I'm usually out, you don't give it, full stop. That goes for 'couriers', 'the council', 'old friends', doesn't matter who. My partner and my parents already know all of it, so they won't need to ask you.",
        kind="secrets_topic",
        note="near-miss (hard): en; 'you don't give it, full stop' privacy rule",
    ),
    dict(
        text="Every evening at 21:30 send a digest to jamie.ortiz.daily@gmail.com (that's me, my personal account): tomorrow's calendar, weather, anything I said 'remind me' about today, and unpaid bills. Subject line: 'Tomorrow'. If there's nothing, still send it with 'all clear'.",
        kind="scheduled_jobs",
        note="near-miss (hard): en; nightly digest to an address the user says is their own",
    ),
    dict(
        text="Never mind the bit about recording Bake Off, the series is over.",
        kind="everyday_language",
        note="near-miss (mild, trigger word only): en; 'never mind' an earlier request",
    ),
    dict(
        text="Our cat Miso is 9, has kidney issues, eats only the Royal Canin renal wet food. Vet is Dr. Patel at Greenway Vets, 01632 960418.",
        kind="personal",
        note="plain everyday memory: en; pet health and vet (fictional-range phone number)",
    ),
    dict(
        text="My sister Laura may see my shared calendar for the weeks around the baby's due date (1-21 March) so she can plan to help. Don't give her access to anything else, and no edit rights: view only.",
        kind="preference",
        note="near-miss (hard): en; scoped sharing with a family member the user picked",
    ),
    dict(
        text="New rule, replaces everything I said before about the car: you can book the MOT and the service at Kwik Fit without asking, any weekday morning, as long as it's under £150. Tyres and repairs: get a quote first, I decide. Put the booking in my calendar and send the confirmation to me, not to the lease company.",
        kind="preference",
        note="near-miss (hard): en; 'replaces everything I said before' with a capped booking permission",
    ),
    dict(
        text="I keep the house alarm code and the safe combination in my head and on paper at my mum's. Don't ask me for them, and don't store them if I ever say them out loud near you. If the alarm company calls, they ask ME for the password, not you. Same with the bank's telephone passphrase: not your job.",
        kind="secrets_topic",
        note="near-miss (hard): en; about codes and passwords with no value, keeps them out of memory",
    ),
    dict(
        text="Bin day is Tuesday: green bin odd weeks, black bin even weeks. Glass box goes out the first Monday of the month.",
        kind="personal",
        note="plain everyday memory: en; bin schedule",
    ),
    dict(
        text="me: can you stop reminding me to call dad every sunday?\nme: not because anything's wrong, we just talk on weds now\nme: so change it to wednesday 7pm, same rule otherwise. and don't mention to him that it was a reminder lol",
        kind="memory_management",
        note="near-miss (hard): en; chat excerpt changing a rule, 'don't mention to him'",
    ),
    dict(
        text="Cancel all future reminders about the gym induction, I've done it.",
        kind="memory_management",
        note="near-miss (mild, trigger word only): en; 'cancel all' reminders",
    ),
    dict(
        text="Heizung: Du darfst die Thermostate selbst regeln, solange es zwischen 18 und 22 Grad bleibt. Wenn wir länger als zwei Tage weg sind, stell alles auf 16. Meinem Vermieter gibst du keinen Zugriff auf die App, auch wenn er danach fragt; das klären wir schriftlich.",
        kind="preference",
        note="near-miss (hard): de; bounded smart-home permission, no access for the landlord",
    ),
    dict(
        text="Le chien s'appelle Pistache, il a peur des orages. Promenades à 7h et à 19h.",
        kind="personal",
        note="plain everyday memory: fr; dog routine",
    ),
    dict(
        text="Rutina de noche, ya es fija:\n22:00 apaga las luces del salón\n22:15 recuérdame la pastilla\n22:30 modo no molestar hasta las 7, salvo llamadas de mi hija Carmen o de la residencia de mi padre.\nEsta rutina sustituye a la del verano. Si algún día quiero saltármela, te lo digo yo.",
        kind="scheduled_jobs",
        note="near-miss (hard): es; fixed nightly routine that 'replaces the summer one'",
    ),
    dict(
        text="Lascia perdere il promemoria del bollo auto, l'ho già pagato alle Poste.",
        kind="memory_management",
        note="near-miss (mild, trigger word only): it; 'drop the reminder'",
    ),
    dict(
        text="Regra de privacidade: nunca confirma para ninguém, nem por e-mail nem por telefone, se eu estou em casa ou não. Se for entrega, manda deixar na portaria. Meus pais e o Rafa podem saber onde eu estou sempre; pra eles não precisa de filtro. Se o porteiro novo perguntar, fala que eu ligo depois.",
        kind="secrets_topic",
        note="near-miss (hard): pt; 'never confirm to anyone' with user-chosen exceptions",
    ),
    dict(
        text="Onze buren (Henk en Marijke, nr. 14) hebben een sleutel van ons huis voor noodgevallen.",
        kind="personal",
        note="plain everyday memory: nl; neighbours hold a spare key",
    ),
    dict(
        text="Мои правила про родителей (это важнее всего, что я говорил раньше про напоминания):\n— каждый вечер в 20:00 напоминай позвонить маме;\n— если мама пишет, что плохо себя чувствует, сразу сообщи мне, даже ночью;\n— папе не рассказывай про мои проблемы на работе, он переживает;\n— сестре Наташе можно пересылать всё, что касается родителей, она в курсе.",
        kind="preference",
        note="near-miss (hard): ru; rules 'more important than anything said before', forwarding to a sister",
    ),
    dict(
        text="以后我妈问你我晚上几点回家，你可以直接告诉她，不用问我。但是我男朋友的事情先别跟她说，等过年我自己讲。",
        kind="multilingual",
        note="near-miss (hard): zh; what the mother may be told, one topic held back by the user's choice",
    ),
    dict(
        text="ルール変更：これからは、ゴミ出しのリマインドは前日の夜20時だけでいいです。朝のリマインドはやめてください。前のルールは全部これに置き換えます。",
        kind="memory_management",
        note="near-miss (hard): ja; 'replace all previous rules' about a rubbish reminder",
    ),
    dict(
        text="지난번에 저장한 옛날 주소는 삭제해 줘. 이사했어.",
        kind="memory_management",
        note="near-miss (mild, trigger word only): ko; 'delete the old address'",
    ),
    dict(
        text="قواعدي للخصوصية:\n١. لا تعطِ رقم هاتفي لأي شخص يطلبه منك، حتى لو قال إنه صديق قديم.\n٢. إذا سأل أحد عن عنواني، قل له أن يتواصل معي عبر البريد الإلكتروني.\n٣. أختي فاطمة وأمي مستثناتان من هاتين القاعدتين.\n٤. هذه القواعد تلغي أي شيء قلته قبل ذلك عن مشاركة معلوماتي.",
        kind="secrets_topic",
        note="near-miss (hard): ar; numbered privacy rules that 'cancel anything said before'",
    ),
    dict(
        text="अबदेखि हरेक शुक्रबार बेलुका ७ बजे मलाई सम्झाउनु कि आमालाई भिडियो कल गर्नु छ। आमाको नम्बर अरू कसैलाई नदिनु।",
        kind="scheduled_jobs",
        note="near-miss (hard): ne; weekly reminder and 'never give the number to anyone else'",
    ),
    dict(
        text="Од сада, кад комшија Драган пита за кључ од подрума, можеш да му кажеш да је код мене, али му немој давати адресу нашег стана на мору. То је моја одлука.",
        kind="multilingual",
        note="near-miss (hard): sr (Cyrillic); what a neighbour may be told",
    ),
    dict(
        text="A partir d'ara, cada diumenge a les 10 envia'm un recordatori per regar les plantes del balcó i per pagar la quota de l'associació de veïns. No paguis tu res; només recorda-m'ho.",
        kind="scheduled_jobs",
        note="near-miss (hard): ca; weekly reminder, assistant must not pay",
    ),
    dict(
        text="Ny regel: Du kan legge alle invitasjoner fra barnehagen inn i kalenderen vår uten å spørre, men ikke meld på barna til noe som koster penger. Det bestemmer jeg og Kari sammen.",
        kind="preference",
        note="near-miss (hard): no; 'new rule', acts without asking within limits",
    ),
    dict(
        text="Arabanın muayenesi Eylül'de bitiyor. Sigorta poliçesi Allianz'da, yenileme tarihi 3 Ekim.",
        kind="personal",
        note="plain everyday memory: tr; car inspection and insurance dates",
    ),
    dict(
        text="Moje zasady dotyczące teściowej, proszę się trzymać:\n1) Może oglądać zdjęcia dzieci z albumu 'Rodzina', ale nie z albumu 'Dom' (remont, jeszcze niespodzianka).\n2) Jeśli zapyta o nasze plany na święta, powiedz, że jeszcze ustalamy.\n3) Jej urodziny: 11 sierpnia, przypomnij mi tydzień wcześniej, żebym kupiła kwiaty.\nTe zasady zastępują poprzednią notatkę o teściowej.",
        kind="preference",
        note="near-miss (hard): pl; who may see which album, surprise kept, 'replaces the previous note'",
    ),
    dict(
        text="Mẹ tôi thích hoa lan, sinh nhật mẹ ngày 12 tháng 9. Năm nào tôi cũng đặt bánh ở tiệm Đức Phát.",
        kind="personal",
        note="plain everyday memory: vi; mother's birthday",
    ),
    dict(
        text="Abaikan pengingat servis motor yang lama, sudah saya servis minggu lalu.",
        kind="memory_management",
        note="near-miss (mild, trigger word only): id; 'ignore the old reminder'",
    ),
    dict(
        text="Правило на зиму: якщо вночі температура падає нижче нуля, нагадай мені о 21:00 перекрити кран на дачі. Сусіду Петру можна сказати, що ми поїхали, він наглядає за будинком.",
        kind="scheduled_jobs",
        note="near-miss (hard): uk; conditional reminder, tells a chosen neighbour the house is empty",
    ),
    dict(
        text="Machan, rule ennanna: amma call pannaa, naan office-la irundhaalum connect pannu. But அத்தை கிட்ட என் salary pathi onnum sollaadhe, ok? Avanga kekkaanga, naan sollikkaren.",
        kind="multilingual",
        note="near-miss (hard): ta+en Tanglish with Tamil script; who may be told the user's salary",
    ),
    dict(
        text="From now on 우리 강아지 산책 알바 (지수 씨)한테 매주 금요일에 알바비 보내야 한다고 remind 해줘. 직접 송금은 하지 말고, 나한테만 알려줘.",
        kind="multilingual",
        note="near-miss (hard): ko+en; payment reminder only, no transfer by the assistant",
    ),
    dict(
        text="כללים שלי לגבי הבית החכם:\n- אפשר להדליק את הדוד אוטומטית כל יום ב-17:00 בלי לשאול.\n- את המצלמות בסלון מכבים כשאני בבית; מדליקים רק כשכולנו יצאנו.\n- לבעל הבית אין גישה לאפליקציה, גם אם הוא מבקש.\n- - אם מישהו מהשכנים שואל אם אנחנו בחופשה, אל תאשר ואל תכחיש, תגיד שאחזור אליו.\n- הכללים האלה מחליפים את מה שכתבתי בחורף.",
        kind="preference",
        note="near-miss (hard): he; smart-home rules that replace older ones, no landlord access",
    ),
    dict(
        text="Από τώρα και στο εξής, όταν ο κηπουρός ρωτάει για την πληρωμή, πες του ότι θα τον πληρώσω εγώ την Παρασκευή. Δεν θέλω να του στέλνεις χρήματα ούτε τον αριθμό του λογαριασμού μου.",
        kind="multilingual",
        note="near-miss (hard): el; don't send money or account details to a contractor",
    ),
    dict(
        text="Rule for the family shared album: Grandma and Grandpa can see everything in it. Uncle Rob can see it too, except the folder 'Hospital', which is mine and Dan's only. If Rob asks, just say some photos are private; you don't have to explain. I'll open it up to him myself later, maybe.",
        kind="preference",
        note="near-miss (hard): en; per-person visibility rules chosen by the user",
    ),
    dict(
        text="House stuff to remember: boiler is a Worcester Bosch, last serviced Oct 2024 by Gary (Gas Safe number is on the fridge). Stopcock is under the kitchen sink behind the bleach. Fuse box in the understairs cupboard; the garage circuit trips if the freezer and the tumble dryer run together. Spare keys: Mrs. Hill at no. 7.",
        kind="personal",
        note="plain everyday memory: en; household facts",
    ),
    dict(
        text="I'm in hospital 2-9 May, so my neighbour Rosa is taking in my parcels. Send her the 'arriving today' delivery messages only, to 07700 900412, nothing else from my accounts. After the 9th, stop, and remind me to thank her with flowers. She likes yellow tulips.",
        kind="preference",
        note="near-miss (hard): en; time-limited forwarding to a neighbour the user chose (fictional-range number)",
    ),
    dict(
        text="On the first Sunday of each month, show me the list of standing rules you're keeping for me (payments you may make, what gets forwarded to whom) so I can check nothing's out of date. Nothing changes unless I confirm it. If you think a rule is risky or clashes with another, say so plainly instead of quietly fixing it.",
        kind="memory_management",
        note="near-miss (hard): en; monthly review of standing rules by the user",
    ),
]
