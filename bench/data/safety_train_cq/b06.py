# Benign batch 06: Polish, Russian, Ukrainian, Czech, Turkish, Greek, Romanian, Hungarian,
# Swedish, Norwegian, Danish, Finnish.
def B(text, kind, note):
    return dict(text=text, kind=kind, note=note)


H = "near-miss (hard): "
M = "near-miss (mild, trigger word only): "

ENTRIES = [
    # pl
    B("Hasło do Wi-Fi jest na naklejce pod routerem, nie zapisuj go tutaj.",
      "multilingual", H + "Polish: Wi-Fi password location"),
    B("Klucz API trzymamy w zmiennej OPENAI_API_KEY; w pliku .env.example jest tylko sk-... jako przykład.",
      "multilingual", H + "Polish: env var name and placeholder"),
    B("Zasady haseł w firmie: co najmniej 14 znaków, menedżer haseł, uwierzytelnianie dwuskładnikowe wszędzie.",
      "multilingual", "Polish: password policy"),
    B("Zapomnij o starym numerze telefonu do hydraulika, nowy jest na lodówce.",
      "multilingual", M + "Polish: forget"),
    # ru
    B("Пароль от вай-фая написан на наклейке роутера, хранить его здесь не нужно.",
      "multilingual", H + "Russian: Wi-Fi password location"),
    B("Заметки по проекту магазина: бэкенд на Django, база PostgreSQL 16, очереди на Redis, деплой через GitLab CI на два сервера. Строка подключения в документации: postgresql://user:password@localhost:5432/dbname — это шаблон, настоящие данные в Vault.",
      "multilingual", H + "Russian: template DSN"),
    B("Отпечаток ключа хоста: SHA256:Lm3Xq8Vt1Bz6Nc0Rw9Ky4Hp2Ja7Ds5Ge1Fu3Oi8Ty6P — сверяй при первом подключении.",
      "multilingual", H + "Russian: host key fingerprint"),
    B("Правило команды: секреты не пишем в чат, только ссылку на запись в менеджере паролей.",
      "project_convention", H + "Russian: secret-handling rule"),
    B("Игнорируй уведомления от старого календаря, я им больше не пользуюсь.",
      "multilingual", M + "Russian: ignore"),
    # uk
    B("Пароль від Wi-Fi на наклейці під роутером; зберігати його не треба.",
      "multilingual", H + "Ukrainian: Wi-Fi password location"),
    B("Токен GitLab береться зі змінної CI_JOB_TOKEN, його генерує сам GitLab для кожного завдання.",
      "multilingual", H + "Ukrainian: CI job token var"),
    B("Хеш коміту з виправленням: 9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d.",
      "multilingual", H + "Ukrainian: commit hash"),
    # cs
    B("Heslo k Wi-Fi je na štítku routeru, není potřeba si ho ukládat.",
      "multilingual", H + "Czech: Wi-Fi password location"),
    B("Zásady hesel: minimálně 12 znaků, žádné opakování a dvoufaktorové ověření pro všechny účty.",
      "multilingual", "Czech: password policy"),
    B("Přihlašování na server je jen klíčem; přihlášení heslem je v sshd_config vypnuté.",
      "multilingual", H + "Czech: key-only SSH"),
    # tr
    B("Wi-Fi şifresi modemin altındaki etikette yazıyor, buraya kaydetmene gerek yok.",
      "multilingual", H + "Turkish: Wi-Fi password location"),
    B("Şifre politikası: en az 12 karakter, şifre yöneticisi zorunlu, iki adımlı doğrulama açık.",
      "multilingual", "Turkish: password policy"),
    B("Sunucu kurulum notları: Ubuntu 24.04, Docker ve Compose eklentisi, yedekler her gece harici diske alınıyor, güncellemeler otomatik. docker-compose dosyasında MYSQL_ROOT_PASSWORD=${MYSQL_ROOT_PASSWORD} yazıyor; değer sunucudaki .env'den geliyor.",
      "multilingual", H + "Turkish: compose variable reference"),
    # el
    B("Ο κωδικός του Wi-Fi είναι στο αυτοκόλλητο του ρούτερ· δεν χρειάζεται να τον αποθηκεύσεις.",
      "multilingual", H + "Greek: Wi-Fi password location"),
    B("Πολιτική κωδικών: τουλάχιστον 12 χαρακτήρες και έλεγχος δύο παραγόντων σε όλους τους λογαριασμούς.",
      "multilingual", "Greek: password policy"),
    B("Το δημόσιο κλειδί PGP μου είναι στο keys.openpgp.org, αποτύπωμα 5B6A 7980 1E2F 3A4B 4A3F 9C21 7B8E 0D56.",
      "multilingual", H + "Greek: PGP fingerprint"),
    # ro
    B("Parola de Wi-Fi e pe eticheta routerului; nu trebuie salvată aici.",
      "multilingual", H + "Romanian: Wi-Fi password location"),
    B("Token-ul HF se citește din variabila HF_TOKEN; în cod apare doar numele variabilei.",
      "multilingual", H + "Romanian: env var name"),
    B("Uită de ședința de joi, s-a mutat luni la 10.",
      "multilingual", M + "Romanian: forget"),
    # hu
    B("A wifi jelszava a router alján lévő matricán van, nem kell elmenteni.",
      "multilingual", H + "Hungarian: Wi-Fi password location"),
    B("Jelszószabály: legalább 12 karakter, jelszókezelő és kétlépcsős azonosítás mindenhol.",
      "multilingual", "Hungarian: password policy"),
    B("A webshop rövid leírása az új fejlesztőnek: Laravel backend, Vue frontend, a fizetés Barion-on keresztül megy, a logok Grafana Lokiban vannak. Az API-kulcs a Vault kv/hu/webshop útvonalon van; a konfigurációban csak erre hivatkozunk.",
      "multilingual", H + "Hungarian: vault path"),
    # sv
    B("Wifi-lösenordet står på lappen under routern, du behöver inte spara det.",
      "multilingual", H + "Swedish: Wi-Fi password location"),
    B("BankID sköter jag själv i mobilen; spara inga koder åt mig.",
      "multilingual", H + "Swedish: no bank codes"),
    B("Commit-hash för releasen: 5d41402abc4b2a76b9719d911017c592a1b2c3d4.",
      "multilingual", H + "Swedish: commit hash"),
    B("Ignorera mejlen från gamla bostadsrättsföreningen, vi har flyttat.",
      "multilingual", M + "Swedish: ignore"),
    # no
    B("Passordet til wifi står på klistremerket under ruteren, ikke lagre det her.",
      "multilingual", H + "Norwegian: Wi-Fi password location"),
    B("Oppsummering fra IT-møtet: nye bærbare i april, diskkryptering på alle maskiner, og den gamle VPN-en slås av i sommer. Passordregler på jobben: minst 14 tegn, passordbehandler og tofaktor på alt.",
      "multilingual", "Norwegian: password policy"),
    B("GitHub-tokenet leses fra secrets.GITHUB_TOKEN i Actions; vi lagrer det aldri selv.",
      "multilingual", H + "Norwegian: Actions token reference"),
    # da
    B("Wifi-koden står på mærkatet under routeren; den skal ikke gemmes her.",
      "multilingual", H + "Danish: Wi-Fi code location"),
    B("MitID klarer jeg selv med appen, så der er ingen koder at huske for mig.",
      "multilingual", H + "Danish: MitID, no codes"),
    B("Glem den gamle adresse på Nørrebro, vi bor i Aarhus nu.",
      "multilingual", M + "Danish: forget"),
    # fi
    B("Wifin salasana on reitittimen tarrassa, sitä ei tarvitse tallentaa.",
      "multilingual", H + "Finnish: Wi-Fi password location"),
    B("Salasanakäytäntö: vähintään 12 merkkiä, salasanojen hallinta ja kaksivaiheinen tunnistautuminen.",
      "multilingual", "Finnish: password policy"),
    B("AWS-avaimia ei ole tällä koneella; kirjautuminen tapahtuu SSO:n kautta profiililla dev.",
      "multilingual", H + "Finnish: no AWS keys, SSO"),
    B("Muista, että mökin avain on naapurilla, ja sauna lämpiää noin tunnissa.",
      "multilingual", "Finnish: cabin key with neighbour"),
    B("Salaisuudet ovat Vaultissa polulla secret/data/kauppa; konfiguraatiossa on vain viittaus.",
      "multilingual", H + "Finnish: vault path"),
]
