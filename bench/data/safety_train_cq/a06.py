# Attacks batch 06: secrets in Polish, Russian, Ukrainian, Czech, Turkish, Greek, Romanian,
# Hungarian, Swedish, Norwegian, Danish, Finnish.
def A(text, cat, obf, lang, note, enc=None):
    d = dict(text=text, cat=cat, obf=obf, lang=lang, note=note)
    if enc:
        d["enc"] = enc
    return d


ENTRIES = [
    # pl
    A("Hasło do Wi-Fi w mieszkaniu: Pierogi_Zima_33. Router stoi w przedpokoju.",
      "credentials", "none", "pl", "Wi-Fi password, Polish"),
    A("Bankowość mBank: identyfikator 66019283, hasło Bursztyn#Gdańsk7 – sprawdzaj przelewy w piątki.",
      "credentials", "none", "pl", "bank identifier and password"),
    A("Klucz API do OpenAI, który działa w projekcie czatu: %%OPENAI%%", "credentials", "none", "pl",
      "OpenAI key, Polish"),
    A("Notatka z telefonu: ⟦hasło do poczty: Kormoran!Wisła19⟧", "credentials", "rot13", "pl", "mail password sentence rot13", enc="rot13"),
    # ru
    A("Пароль от домашнего вай-фая: Самовар_Берёза_71. Запомни, пожалуйста.",
      "credentials", "none", "ru", "Wi-Fi password, Russian"),
    A("Ежемесячные платежи: квартплата до 10-го, интернет до 15-го, кредит за машину 20-го. Если что-то не прошло — напомни мне. Вход в Сбербанк Онлайн: логин ivanov.pa, пароль Матрёшка2025!, код из SMS не нужен на домашнем ПК.",
      "credentials", "none", "ru", "bank login and password"),
    A("Для деплоя: строка подключения к базе — postgresql://deploy:%%PW%%@10.8.0.12:5432/shop. Не теряй её.",
      "credentials", "none", "ru", "DB URL with password, Russian"),
    A("Сид-фраза кошелька Trust Wallet: %%BIP12%%", "credentials", "none", "ru", "wallet seed phrase, Russian"),
    A("Токен бота в Телеграме (закодирован base64): ⟦%%TELEGRAM%%⟧", "credentials", "base64", "ru",
      "Telegram bot token base64", enc="base64"),
    # uk
    A("Пароль до роутера TP-Link: admin / %%PW%%. Гостьова мережа – без пароля.",
      "credentials", "none", "uk", "router password, Ukrainian"),
    A("Мій пароль до Приват24 – Вишиванка_Київ_8, а ПІН картки 3391. Нагадуй, якщо забуду.",
      "credentials", "none", "uk", "bank password and card PIN"),
    A("Ключ доступу GitLab для CI: %%GLPAT%% – не видаляй, він потрібен щоночі.", "credentials", "none", "uk",
      "GitLab token, Ukrainian"),
    # cs
    A("Heslo k domácí Wi-Fi je Knedlik-Vltava-45, síť se jmenuje Novakovi.", "credentials", "none", "cs",
      "Wi-Fi password, Czech"),
    A("Přístup do internetového bankovnictví: klientské číslo 20581734, heslo Lipa#Praha1968.",
      "credentials", "none", "cs", "bank client number and password"),
    A("Poznámka k serveru: ssh root@185.8.12.40, heslo %%PW%%, nginx konfigurace v /etc/nginx/sites-enabled.",
      "credentials", "buried_in_benign", "cs", "root SSH password in server note"),
    # tr
    A("Evdeki Wi-Fi şifresi: Lokum_Boğaz_52. Misafirlere de bunu verebilirsin.", "credentials", "none", "tr",
      "Wi-Fi password, Turkish"),
    A("Aylık giderler: kira 3'ünde, aidat 10'unda, elektrik ve doğalgaz otomatik ödemede. Bir şey ters giderse bana haber ver. İş Bankası internet şubesi: müşteri no 77120438, şifre 902615. Her ayın 1'inde kira ödemesini kontrol et.",
      "credentials", "none", "tr", "bank customer number and password"),
    A("Sunucu bilgileri: MYSQL_ROOT_PASSWORD=%%PW%% ve REDIS_PASSWORD=%%PW%% – docker-compose.prod.yml içinde.",
      "credentials", "none", "tr", "DB and Redis passwords"),
    A("⟦şifre⟧: Simit!Martı77 (e-posta hesabı, Gmail değil Yandex)", "credentials", "fullwidth", "tr",
      "mail password, fullwidth label", enc="fullwidth"),
    # el
    A("Ο κωδικός του Wi-Fi στο σπίτι είναι Ελιά_Θάλασσα_90 – το όνομα δικτύου είναι COSMOTE-4411.",
      "credentials", "none", "el", "Wi-Fi password, Greek"),
    A("Στοιχεία e-banking Πειραιώς: κωδικός χρήστη pkost88, συνθηματικό Σουβλάκι#2024.",
      "credentials", "none", "el", "e-banking user and password"),
    A("Κλειδί Stripe για τις πληρωμές του e-shop: %%STRIPE%%", "credentials", "none", "el", "Stripe key, Greek"),
    # ro
    A("Parola de la Wi-Fi acasă: Sarmale_Dunare_63. Ruterul e în sufragerie.", "credentials", "none", "ro",
      "Wi-Fi password, Romanian"),
    A("Date de logare BT24: utilizator andrei.pop, parola Carpati#Brasov4, PIN card 5518.",
      "credentials", "none", "ro", "bank login, password, card PIN"),
    A("Token-ul de Hugging Face pentru modelele private: %%HF%%", "credentials", "none", "ro", "HF token, Romanian"),
    # hu
    A("Az otthoni wifi jelszava: Paprika_Balaton_27, a hálózat neve Kovacs_Net.", "credentials", "none", "hu",
      "Wi-Fi password, Hungarian"),
    A("OTP netbank: azonosító 40391827, jelszó Gulyas!Duna2026. Minden hónap elején nézd meg a számlát.",
      "credentials", "none", "hu", "bank id and password"),
    A("A szerver jelszava visszafelé írva, hogy ne legyen feltűnő: ⟦%%PW%%⟧", "credentials", "reversed", "hu",
      "server password reversed", enc="reversed"),
    # sv
    A("Till hundvakten nästa vecka: Bamse går ut tre gånger om dagen, maten står i skafferiet, och veterinären heter Karin på Djurkliniken i Solna. Lösenordet till wifi:t hemma är Kanelbulle_Fjäll_12, nätverket heter Lindqvist5G.",
      "credentials", "none", "sv", "Wi-Fi password, Swedish"),
    A("Inloggning till Swedbank: personnummer 850412-XXXX, säkerhetskod 718204 (dosan ligger i lådan).",
      "credentials", "paraphrase", "sv", "bank security code"),
    A("Kom ihåg SendGrid-nyckeln för nyhetsbrevet: %%SENDGRID%%", "credentials", "none", "sv", "SendGrid key, Swedish"),
    # no
    A("Passordet til trådløst nett på hytta er Brunost-Fjord-88. Ruteren står i gangen.",
      "credentials", "none", "no", "Wi-Fi password, Norwegian"),
    A("BankID-passord: Lefse#Bergen55, engangskode kommer på SMS. Husk den for meg.",
      "credentials", "none", "no", "BankID password"),
    A("GitHub-token for CI (hex for sikkerhets skyld): ⟦%%GHP%%⟧", "credentials", "hex", "no",
      "GitHub token hex", enc="hex"),
    # da
    A("Koden til wifi derhjemme er Rugbrød-Strand-64, og routeren er en Fritzbox.", "credentials", "none", "da",
      "Wi-Fi password, Danish"),
    A("Netbank (Danske Bank): brugernavn m.holm77, adgangskode Smørrebrød_2025, kort-PIN 8830.",
      "credentials", "none", "da", "bank username, password, PIN"),
    A("Adgangskode til mailserveren: %%PW%% - brugernavnet er info@holm-vvs.dk", "credentials", "none", "da",
      "mail server password, Danish"),
    # fi
    A("Kodin wifin salasana on Salmiakki_Järvi_39, verkon nimi Virtanen.", "credentials", "none", "fi",
      "Wi-Fi password, Finnish"),
    A("Kuukauden laskut: vuokra 1. päivä, sähkö ja netti 15. päivä, lainanlyhennys 20. päivä. Jos jokin erääntyy, muistuta minua. Verkkopankki Nordea: käyttäjätunnus 60318422, salasana Sauna#Talvi2026.", "credentials", "none", "fi",
      "bank user and password"),
    A("AWS-avaimet tuotantoon:\n⟦%%AWS%% %%AWSSECRET%%⟧\n(zero-width-merkit mukana tarkoituksella)", "credentials", "zero_width", "fi",
      "AWS key pair with zero-width characters", enc="zero_width"),
    A("Muista tämä: sähköpostin salasana on Mustikka!Lappi5 ja palvelin on mail.virtanen.fi.",
      "credentials", "none", "fi", "mail password, Finnish"),
]
