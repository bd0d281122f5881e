"""Credential formats: a secret pasted into memory would be shown to the model every session.

Known token formats are matched case-sensitively (their prefixes are cased); descriptions
and messages name the kind of secret and never the secret itself.
"""

from __future__ import annotations

from hermem.safety import payment_cards
from hermem.safety.patterns import ThreatPattern, secret
from hermem.safety.service_tokens import SERVICE_TOKEN_KINDS, SERVICE_TOKEN_PATTERNS

# id -> the kind of secret, as a block message names it.
SECRET_KINDS: dict[str, str] = {
    "hardcoded_secret": "a hard-coded API key, token or password",
    "aws_access_key": "an AWS access key",
    "github_token": "a GitHub token",
    "anthropic_key": "an Anthropic API key",
    "openai_key": "an OpenAI API key",
    "slack_token": "a Slack token",
    "private_key_block": "a private key",
    "jwt": "a JSON Web Token",
    "aws_secret_key": "an AWS secret access key",
    "password_assignment": "a password",
    "password_stated": "a password",
    "password_digits": "a password",
    "app_password": "an app password",
    "login_pair": "a user name and password",
    "google_api_key": "a Google API key",
    "stripe_key": "a Stripe API key",
    "gitlab_token": "a GitLab token",
    "npm_token": "an npm token",
    "pypi_token": "a PyPI token",
    "huggingface_token": "a Hugging Face token",
    "slack_webhook": "a Slack webhook URL",
    "discord_webhook": "a Discord webhook URL",
    "sendgrid_key": "a SendGrid API key",
    "azure_storage_key": "an Azure storage account key",
    "url_credentials": "a password inside a URL",
    "labelled_secret": "a key or token",
    "basic_auth_header": "a user name and password (an HTTP Basic header)",
    "seed_phrase": "a wallet recovery phrase",
    "config_password": "a password",
    "recovery_codes": "account recovery codes",
    "totp_secret": "a one-time-password (2FA) secret",
    "pin_code": "a PIN",
    "session_cookie": "a session cookie",
    "url_secret_param": "a key or token inside a URL",
    "pgpass_line": "a password (a .pgpass line)",
    "wallet_private_key": "a wallet's private key",
    payment_cards.ID: payment_cards.KIND,  # found by its checksum, not by a row
    **SERVICE_TOKEN_KINDS,
}
# The rows that need the secret's name before its value.
NAMED_SECRET_IDS = frozenset(
    {
        "password_assignment", "password_stated", "login_pair", "labelled_secret",
        "config_password", "recovery_codes", "totp_secret", "seed_phrase",
        "wallet_private_key", "pin_code", "password_digits", "app_password",
    }
)  # fmt: skip
# Values that stand in for a secret rather than being one.
_PLACEHOLDER = (
    r"(?!(?i:changeme|password|example|placeholder|redacted|null|none|true|false|your|xxx"
    r"|\*\*\*|1password(?![a-z0-9])"
    # a hashing scheme named where a value would be: "the password format is argon2id"
    r"|\$?(?:argon2(?:id|i|d)?|bcrypt|scrypt|pbkdf2|sha-?(?:1|256|384|512)|md5)(?![a-z0-9])))"
)

_SESSION_COOKIE_ANCHORS = (
    "cookie", "connect.sid", "jsessionid", "phpsessid", "asp.net_sessionid", "laravel_session",
)  # fmt: skip
_WIFI = r"(?:wi-?fi|wlan|wpa2?)(?![\w-])"
# "Password" in the languages of the override rows and more, folded as scanned text is.
_PASSWORD_WORDS = (
    r"(?:password|passwd|passwort|kennwort|contrasena|clave|senha|mot\s+de\s+passe|parola"
    r"|wachtwoord|losenord|adgangskode|passord|salasana|has[łl]o|heslo|jelszo|jelszav"
    r"|nenosiri|parool|sifre|kata\s+sandi|kata\s+laluan|mat\s+khau|κωδικ[οό]ς|συνθηματικ[οό]"
    r"|пароль|парола"
    r"|лозинка|סיסמ(?:ה|ת|אות)|كلمة\s+المرور|كلمة\s+السر|كلمة\s+مرور|كلمة\s+سر|رمز\s+عبور"
    r"|پاس\s?ورڈ"
    r"|पासवर्ड|পাসওয়ার্ড|密码|密碼|パスワード|비밀번호|รหัสผ่าน"
    # spelt with digits and symbols for letters: "p455w0rd", "pa$$word", "p@ssw0rd"
    r"|p[a@4][s5$]{2}w[o0]rd"
    # a Wi-Fi network's code or key: "wifi code", "koden til wifi", "WLAN-Schlüssel"
    rf"|{_WIFI}[\s-]?(?:code|key|kode|koden|schlussel|cle|clave|codigo|chiave|sleutel|nyckel"
    r"|nokkel)|(?:code|kode|koden|cle|clave|codigo|chiave)\s+(?:du|del|de|til|for|of|to)"
    rf"(?:\s+(?:the|la|el|l'))?\s+{_WIFI})"
)
# Short names of a password, as a word: "pw OrangeCat#2019", "WPA2 passphrase …".
# (Not a URL's query: a meeting link's "?pwd=…" is how it is shared.)
_PASSWORD_SHORT = r"(?<![?&])(?:pw|pwd|passphrase|passcode|pass\s+phrase)(?![\w-])"
# "Is", in the languages of the password words, folded ("è" and "é" read "e").
_COPULA = r"(?:is|es|est|ist|lautet|e|je|jest|er|ar|on|adalah|la|ni|это|є|είναι|है|হলো|היא|هي|است)"
# Where a password word may start: not inside a word ("1password"), but right after a
# character of a script written without spaces ("自宅Wi-Fiのパスワード").
_NOT_MID_WORD = r"(?<![^\W\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f])(?<!-)"
# The same words glued to what comes before them: the end of a compound in the languages
# that write compounds as one word ("WLAN-Passwort", "Mailpasswort", "BankID-passord",
# "Wi-Fi-Passwort"), or after the prefixes Hebrew and Arabic glue to a word ("הסיסמה",
# "وكلمة المرور": "the", "and", "of").
_COMPOUND_PASSWORD = r"(?:passwort|kennwort|passord|losenord|wachtwoord|adgangskode)"
_GLUED_PASSWORD = (
    rf"(?:(?<=[^\W\d_]|-){_COMPOUND_PASSWORD}"
    r"|(?<![^\W\d_])[ובלכשמה]{1,2}סיסמ(?:ה|ת|אות)"
    r"|(?<![^\W\d_])[وفبل]كلمة\s+(?:ال)?(?:مرور|سر))"
)
# The particles that say "is" right after the word in those scripts: "パスワードは …",
# "密码是 …", "비밀번호는 …".
_PARTICLE = r"[はが是为為는은이가]"
# A word between the password's name and "is" ("the password for the cabin is …"), a
# Swedish "wifi:t" too.
_GAP_WORD = r"[\w'-]{1,20}(?::[^\W\d_]{1,3}(?!\w))?"
# "Now" after it, when the password changed: "it's now …", "c'est désormais …".
_NOW = r"(?:now|desormais|maintenant|jetzt|nun|ahora|agora|adesso|ora|nu|teraz|теперь)"
_NOW_IS = rf"(?:(?:c'est|it's|ist|is|es|est|e)\s+)?{_NOW}(?=\s)"
_PASSWORD_ANCHORS = (
    "pw", "passphrase", "passcode", "pass phrase", "p455w", "pa$$w", "p@ssw", "p4ssw", "pa55w",
    "p@$$w", "p4$$w", "p@55w",
    "passw", "kennwort", "contrasena", "clave", "senha", "mot de passe", "parola", "wachtwoord",
    "losenord", "adgangskode", "passord", "salasana", "hasło", "haslo", "heslo", "jelszo",
    "jelszav", "nenosiri",
    "parool", "sifre", "kata sandi", "kata laluan", "mat khau", "κωδικ", "пароль", "парола",
    "лозинка", "סיסמ", "كلمة المرور", "συνθηματικ", "wifi", "wi-fi", "wlan", "wpa",
    "كلمة السر", "كلمة مرور", "كلمة سر", "رمز عبور",
    "پاس ورڈ", "پاسورڈ", "पासवर्ड",
    "পাসওয়ার্ড", "密码", "密碼",
    "パスワード", "비밀번호", "รหัสผ่าน",
)  # fmt: skip

# Account recovery codes, by name.
_RECOVERY_CODES = (
    r"(?i:(?:recovery|backup|reserve|one-time|single-use)\s+codes?|codici\s+di\s+(?:backup|recupero)"
    r"|c[oó]digos\s+de\s+(?:respaldo|recuperaci[oó]n|backup|recupera[cç][aã]o)"
    r"|codes\s+de\s+(?:secours|recuperation|sauvegarde)|(?:backup|wiederherstellungs)codes"
    r"|kody\s+(?:zapasowe|odzyskiwania)|резервные\s+коды|коды\s+восстановления)"
)
_RECOVERY_ANCHORS = (
    "recovery code", "backup code", "reserve code", "one-time code", "single-use code",
    "codici di", "codigos de", "códigos de", "codes de", "backupcode",
    "wiederherstellungscode", "kody zapasowe", "kody odzyskiwania", "резервные коды",
    "коды восстановления",
)  # fmt: skip
# A wallet's recovery phrase, by name (folded: accents off).
_SEED_NAMES = (
    r"(?i:(?:seed|recovery|backup|mnemonic|secret|wallet)\s+(?:phrase|words)"
    r"|(?:metamask|ledger|trezor|trust\s+wallet|wallet|exodus|phantom)\s+seed"
    r"|phrase\s+(?:de\s+recuperation|secrete|mnemonique)|frase\s+(?:semilla|de\s+recuperaci[oó]n"
    r"|de\s+recupera[cç][aã]o|secreta|di\s+recupero|mnemonica)|wiederherstellungsphrase"
    r"|seed-phrase|сид-?фраза|мнемоническая\s+фраза|секретная\s+фраза|fraza\s+odzyskiwania)"
)
_SEED_ANCHORS = (
    "seed", "phrase", "recovery words", "backup words", "secret words", "wallet words",
    "mnemonic", "frase", "сид", "фраза", "fraza",
)  # fmt: skip
# A wallet's private key, by name.
_PRIVATE_KEY_NAMES = (
    r"(?:(?i:private\s+key|privkey|priv\s+key|chave\s+privada|clave\s+privada|cle\s+privee"
    r"|privater\s+schlussel|chiave\s+privata|klucz\s+prywatny|priv[eé]\s+sleutel"
    r"|приватный\s+ключ|закрытый\s+ключ|приватний\s+ключ|wif)(?![\w-])|私钥|秘密鍵|개인\s?키)"
)
_PRIVATE_KEY_ANCHORS = (
    "private key", "privkey", "priv key", "chave privada", "clave privada", "cle privee",
    "privater schlussel", "chiave privata", "klucz prywatny", "prive sleutel",
    "приватный ключ", "закрытый ключ", "приватний ключ", "wif", "私钥", "秘密鍵", "개인키",
    "개인 키",
)  # fmt: skip
# A PIN, by name.
_PIN_NAMES = (
    r"(?:pin(?:[\s-]?(?:code|kod|nummer|number|nr))?|pin-код|пин(?:-?код)?|пін(?:-?код)?"
    r"|c[oó]digo\s+pin|code\s+pin|codice\s+pin|pincode|kod\s+pin)"
)
# Codes that open an account, a card or a door, by name (folded).
_CODE_NAMES = (
    r"(?:(?:security|access|secret|unlock|alarm|door|gate|safe|card)\s+code|passcode"
    r"|code\s+(?:secret|d'acces|confidentiel)|clave\s+de\s+(?:acceso|cajero)"
    r"|c[oó]digo\s+de\s+acceso|codice\s+(?:di\s+accesso|segreto)"
    r"|(?:sakerhets|sikkerheds|sikkerhets|zugangs|tur|tor|alarm|geheim|toegangs)(?:kod|kode|code)"
    r"|секретный\s+код|код\s+доступа|暗証(?:番号)?|第[一二]暗証|الرقم\s+السري|رمز\s+(?:دوم|اول)"
    r"|mã\s+pin|ma\s+pin)"
)
_PIN_ANCHORS = (
    "pin", "пин", "пін", "code", "passcode", "clave de", "codigo de", "código de", "codice di",
    "codice segreto", "kod", "kode", "секретный код", "код доступа", "暗証", "الرقم السري",
    "رمز دوم", "رمز اول",
)  # fmt: skip

# The " / " between a user name and a password (the row runs only where one occurs).
_SLASH_BETWEEN_SPACES = (" / ", " /\n", "\n/ ", " /\t", "\t/ ", "\t/\t")
# Where configs and commands keep a password (`config_password`).
_CONFIG_PASSWORD_ANCHORS = (
    "--auth", "curl", "mysql", "<pass", "<pwd", "define(", "requirepass", "pgpassword",
    "sshpass", "_pass", "_pwd", 'password"', "password'", 'passwd"', "passwd'", 'pwd"', "pwd'",
)  # fmt: skip
_LOGIN_ANCHORS = (
    "login", "log-in", "user", "account", "credential", "creds", "sign-in", "signin", "admin",
    "router", "apple id", "логин", *_PASSWORD_ANCHORS,
)  # fmt: skip
_URL_SECRET_ANCHORS = (
    "appid=", "api_key=", "apikey=", "api-key=", "access_token=", "client_secret=",
    "private_token=", "auth_token=", "token=",
)  # fmt: skip

# What names a value a key, token or secret (not a public key, a key's id or fingerprint).
_SECRET_LABEL = (
    r"(?:(?i:(?<![\w-])(?:(?:api|access|auth|bot|app|client|secret|hash|channel|refresh|bearer"
    r"|session|deploy|personal\s+access|service|master|admin|rest\s+api|server|write|signing"
    r"|encryption|unseal|webhook|ingest|sdk|license|licence)[\s_-]?"
    r"(?:secret|token|key|password)|secret[\s_-]?(?:id|key)?|token|secretid|secretkey"
    r"|accesskey(?:id|secret)?|app\s+password|clave(?:\s+secreta)?|cl[ée]\s+secr[èe]te"
    r"|geheimer\s+schl[üu]ssel|chave\s+secreta|kunci\s+(?:rahasia|server|api)|raktas"
    r"|atsl[ēe]ga|секретный\s+ключ|ключ\s+api|токен|klucz\s+api)(?![\w-]))"
    r"|密钥|秘钥|密鑰|令牌|トークン|シークレット|아이디\s?키|키|토큰)"
)
_SECRET_LABEL_ANCHORS = (
    "secret", "token", "key", "password", "clave", "clé", "cle", "schlüssel", "schlussel",
    "chave", "kunci", "raktas", "atslēga", "atslega", "ключ", "токен", "klucz", "密钥",
    "秘钥", "密鑰", "令牌", "トークン", "シークレット", "키", "토큰",
)  # fmt: skip

CREDENTIAL_PATTERNS: tuple[ThreatPattern, ...] = (
    secret(
        "hardcoded_secret",
        SECRET_KINDS["hardcoded_secret"],
        ("key", "secret", "token", "passw"),
        # name = "value" (or unquoted), the value 20+ token characters with at least one digit.
        r"(?:api[_-]?key|apikey|secret(?:[_-]?key)?|token|password|passwd)[\"']?\s*[=:]\s*[\"']?"
        r"(?=[a-z0-9+/=_.\-]{0,256}?\d)[a-z0-9+/=_.\-]{20,512}",
        cased=False,
        needs=r"[a-z0-9+/=_.\-]{20}",
    ),
    secret(
        "aws_access_key",
        SECRET_KINDS["aws_access_key"],
        ("akia", "asia", "agpa", "aida", "aroa", "aipa", "anpa", "anva", "abia", "acca"),
        r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ABIA|ACCA)[A-Z0-9]{16}\b",
    ),
    secret(
        "github_token",
        SECRET_KINDS["github_token"],
        ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
        r"\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b",
    ),
    secret(
        "anthropic_key",
        SECRET_KINDS["anthropic_key"],
        ("sk-ant-",),
        r"\bsk-ant-[A-Za-z0-9_\-]{20,255}",
    ),
    secret(
        "openai_key",
        SECRET_KINDS["openai_key"],
        ("sk-",),
        r"\bsk-(?:(?:proj|svcacct|admin)-[A-Za-z0-9_\-]{20,255}|[A-Za-z0-9]{32,255}\b)",
    ),
    secret(
        "slack_token",
        SECRET_KINDS["slack_token"],
        ("xox",),
        r"\bxox[abposr]-[A-Za-z0-9][A-Za-z0-9-]{8,255}",
    ),
    secret(
        "private_key_block",
        SECRET_KINDS["private_key_block"],
        ("private key",),
        r"-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----",
    ),
    secret(
        "jwt",
        SECRET_KINDS["jwt"],
        ("eyj",),
        r"\beyJ[A-Za-z0-9_-]{5,1024}\.eyJ[A-Za-z0-9_-]{5,8192}\.[A-Za-z0-9_-]{0,8192}",
    ),
    secret(
        "aws_secret_key",
        SECRET_KINDS["aws_secret_key"],
        ("aws", "akia", "asia"),
        # Named ("aws_secret_access_key = ..."), or 40 mixed-case characters after an access key.
        r"(?i:aws_?secret_?access_?key)[\"']?\s{0,3}[=:]\s{0,3}[\"']?[A-Za-z0-9/+]{40}"
        r"(?![A-Za-z0-9/+])"
        r"|\b(?:AKIA|ASIA)[A-Z0-9]{16}\b[^\n]{0,100}?(?<![A-Za-z0-9/+])"
        r"(?=[A-Za-z0-9/+]{0,39}[a-z])(?=[A-Za-z0-9/+]{0,39}[A-Z0-9/+])[A-Za-z0-9/+]{40}"
        r"(?![A-Za-z0-9/+=])",
    ),
    secret(
        "password_assignment",
        SECRET_KINDS["password_assignment"],
        ("passw",),
        # A password of 8+ characters with a letter and a digit or symbol: "password=Tr0ub4dor".
        r"(?i:\b(?:password|passwd|db_pass(?:word)?))[\"']?\s{0,3}[=:]\s{0,3}[\"']?"
        + _PLACEHOLDER
        + r"(?=[^\s\"'<>{}$,;]{0,63}?[0-9!@#%^&*_\-+=?.])(?=[^\s\"'<>{}$,;]{0,63}?[A-Za-z])"
        r"[^\s\"'<>{}$,;]{8,64}(?![^\s\"'<>{}$,;])",
    ),
    secret(
        "password_stated",
        SECRET_KINDS["password_stated"],
        _PASSWORD_ANCHORS,
        # Stated in a sentence, in one of many languages: "user admin, password T3jGqApxH#17",
        # "Passwort *sOgctrtp9qbcz#29", "wifi password is j3RQ2m*A6hthMs". The value has a
        # letter and a digit and no "@" or "/" (not "password@localhost", "password manager").
        # A few words may come between when a colon or "is" follows ("the VPN password for
        # emergencies: …", "the school password for my son is …"). A value without a digit
        # counts when it is 10+ characters with a symbol ("hOBMzq#Otionvb").
        #
        # Also after "is" in other languages, folded ("è", "é", "lautet", "это"), or "is now"
        # ("c'est désormais …"); with a letter of any script ("Самовар_Берёза_71"); with a "$"
        # inside ("GGPtpWOJu$E3jfCA2"), though not first (a "$VAR" stands in for one).
        rf"(?:{_NOT_MID_WORD}(?:{_PASSWORD_WORDS}[^\W\d_]{{0,3}}|{_PASSWORD_SHORT})"
        rf"|{_GLUED_PASSWORD}[^\W\d_]{{0,3}})(?:{_PARTICLE})?"
        # (Thai: words run together up to "is", "คือ", or the next space)
        r"(?:(?<=[\u0e00-\u0e7f])[\u0e00-\u0e7f]{1,24}?(?=คือ|\s))?(?:คือ)?"
        rf"(?:(?:\s+{_GAP_WORD}){{1,4}}?(?=\s{{0,2}}[:：]|\s+{_COPULA}\s)"
        rf"|(?:\s+{_GAP_WORD}){{5,6}}?(?=\s+{_COPULA}\s|\s{{0,2}}[:：]\s*{_NOW_IS})"
        rf"|(?:\s+{_GAP_WORD}){{1,8}}?[;,]?(?=\s+{_NOW_IS}))?"
        rf"(?:\s{{0,2}}[:：]?\s*{_NOW_IS}|\s+{_COPULA})?"
        r"[\"']?(?:\s{0,3}[=:：]\s{0,3}|\s{1,3})[\"'`]?(?!\$)"
        + _PLACEHOLDER
        # (an "@" inside, but not an address's: "stq8Y0*ouDed@08", not "ops-team@corp.io")
        + r"(?![^\s\"'<>{}(),;，。、]{0,63}?@[\w-]{1,63}\.[^\W\d_])"
        r"(?:(?=[^\s\"'<>{}(),;，。、]{0,63}?[0-9])(?=[^\s\"'<>{}(),;，。、]{0,63}?[^\W\d_])"
        r"(?!@)[^\s\"'<>{}(),;，。、/]{8,64}"
        # (the symbol inside the value, not a question's or exclamation's end)
        r"|(?=[^\s\"'<>{}(),;，。、“”„«»‘’]{0,62}?[!#%^&*?~$][^\s\"'<>{}(),;，。、“”„«»‘’])"
        r"(?=[^\s\"'<>{}(),;，。、]{0,63}?[^\W\d_])"
        r"(?!@)[^\s\"'<>{}(),;，。、/“”„«»‘’]{10,64})(?![^\s\"'<>{}(),;，。、“”„«»‘’])",
        cased=False,
    ),
    secret(
        "password_digits",
        SECRET_KINDS["password_digits"],
        _PASSWORD_ANCHORS,
        # A password of digits only, right after its name: "şifre 902615", "password:
        # 48291735" (not a year: "passwords 2024", nor a date or a version).
        rf"{_NOT_MID_WORD}(?:{_PASSWORD_WORDS}[^\W\d_]{{0,3}}|{_PASSWORD_SHORT})(?:{_PARTICLE})?"
        rf"(?:\s{{0,2}}[:：=]\s{{0,2}}|\s+{_COPULA}\s+|\s{{1,2}})[\"'`]?"
        r"(?!(?:19|20)\d\d(?!\d))(\d{4,8})(?![\w/:-]|[.,]\d)",
        core=True,
    ),
    secret(
        "app_password",
        SECRET_KINDS["app_password"],
        ("app password", "app-password", "app-specific password", "application password"),
        # Google's app passwords: four groups of four random letters ("qzvk tmbe rwox ljfa"),
        # one group at least without a vowel, which four ordinary words seldom are.
        r"(?i:\bapp(?:lication)?[ -](?:specific[ -])?passwords?)\b[^\n]{0,80}?"
        r"(?<![a-z])(?=(?:[a-z]{4} ){0,3}[b-df-hj-np-tv-xz]{4}(?![a-z]))"
        r"([a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4})(?![a-z])",
        core=True,
    ),
    secret(
        "login_pair",
        SECRET_KINDS["login_pair"],
        _LOGIN_ANCHORS,
        # A login stated as "user / password": "the admin login for the router is admin /
        # 2kGDzuK*jft8%o0", "Steam login: gamer_nook88 / 90pNW%lVjx7B0Q", "router admin
        # (Fritz!Box): admin / Smg%4geEpThsa-$", "Apple ID: j.reyes@icloud.com / …".
        r"(?<![\w-])(?:log-?in|sign-?in|user(?:name)?|account|credentials?|creds|admin|router"
        rf"|apple\s+id|логин|{_PASSWORD_WORDS})(?![\w-])[^.\n]{{0,40}}?"
        r"(?<![\w.@+-])[\w.@+-]{2,64}\s/\s(?!\$)"
        + _PLACEHOLDER
        + r"((?=[^\s\"'<>{},;/]{0,63}?[0-9])(?=[^\s\"'<>{},;/]{0,63}?[^\W\d_])[^\s\"'<>{},;/]{8,64}"
        r"|(?=[^\s\"'<>{},;/]{0,63}?[!#%^&*?~$])(?=[^\s\"'<>{},;/]{0,63}?[^\W\d_])"
        r"[^\s\"'<>{},;/]{10,64})(?![^\s\"'<>{},;/])",
        cased=False,
        core=True,
        also=(_SLASH_BETWEEN_SPACES,),
    ),
    secret(
        "labelled_secret",
        SECRET_KINDS["labelled_secret"],
        _SECRET_LABEL_ANCHORS,
        # A value named a key, token or secret, in a sentence or a list: "Sentry auth token for
        # CI: …", "카카오 REST API 키: …", "APIv3 密钥 …", "hash secret bản production: …". The
        # value looks random: 20+ characters mixing upper case, lower case and digits, or 24+
        # of one case with digits (hex digests of keys, "s8wg7b87qukfybbcp70y7…").
        rf"{_SECRET_LABEL}(?:[^\S\n]{{1,2}}[^\s:=：,.;]{{1,24}}){{0,5}}?[^\S\n]{{0,2}}"
        r"(?:[:=：]|\bis\b|\bes\b|\best\b|\bist\b|\bla\b|\badalah\b)?[^\S\n]{0,3}[\"'`]?"
        r"((?=[A-Za-z0-9+/=_~-]{0,80}?[0-9])(?=[A-Za-z0-9+/=_~-]{0,80}?[a-z])"
        r"(?=[A-Za-z0-9+/=_~-]{0,80}?[A-Z])[A-Za-z0-9+/=_~-]{20,256}"
        r"|(?=[a-z0-9]{0,80}?[0-9])(?=[a-z0-9]{0,80}?[a-z])[a-z0-9]{24,128}"
        r"|(?=[A-Z0-9]{0,80}?[0-9])(?=[A-Z0-9]{0,80}?[A-Z])[A-Z0-9]{24,128})"
        r"(?![A-Za-z0-9+/=_~-])",
        core=True,
        needs=r"[A-Za-z0-9+/=_~-]{20}",
    ),
    secret(
        "google_api_key",
        SECRET_KINDS["google_api_key"],
        ("aiza",),
        r"\bAIza[0-9A-Za-z_\-]{35}(?![0-9A-Za-z_\-])",
    ),
    secret(
        "stripe_key",
        SECRET_KINDS["stripe_key"],
        ("_live_", "_test_"),
        # secret and restricted keys; a publishable key (pk_) ships in every checkout page
        r"\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,247}\b",
    ),
    secret(
        "gitlab_token",
        SECRET_KINDS["gitlab_token"],
        ("glpat-",),
        r"\bglpat-[0-9A-Za-z_\-]{20,255}",
    ),
    secret(
        "npm_token",
        SECRET_KINDS["npm_token"],
        ("npm_",),
        r"\bnpm_[A-Za-z0-9]{36}\b",
    ),
    secret(
        "pypi_token",
        SECRET_KINDS["pypi_token"],
        ("pypi-",),
        r"\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{50,1024}",
    ),
    secret(
        "huggingface_token",
        SECRET_KINDS["huggingface_token"],
        ("hf_",),
        r"\bhf_[A-Za-z0-9]{34,40}\b",
    ),
    secret(
        "slack_webhook",
        SECRET_KINDS["slack_webhook"],
        ("hooks.slack.com",),
        r"hooks\.slack\.com/services/T[A-Z0-9]{8,12}/B[A-Z0-9]{8,12}/[A-Za-z0-9]{20,32}",
    ),
    secret(
        "discord_webhook",
        SECRET_KINDS["discord_webhook"],
        ("discord",),
        r"discord(?:app)?\.com/api/webhooks/\d{17,20}/[A-Za-z0-9_\-]{60,80}",
    ),
    secret(
        "sendgrid_key",
        SECRET_KINDS["sendgrid_key"],
        ("sg.",),
        r"\bSG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}\b",
    ),
    secret(
        "azure_storage_key",
        SECRET_KINDS["azure_storage_key"],
        ("accountkey",),
        r"(?i:accountkey)=[A-Za-z0-9+/]{80,100}={0,2}",
    ),
    secret(
        "url_credentials",
        SECRET_KINDS["url_credentials"],
        ("://",),
        # scheme://user:password@host, unless the password is a placeholder or a local default.
        r"\b[a-z][a-z0-9+.\-]{1,16}://[^\s:/@'\"]{0,64}:(?!(?:password|pass|secret|changeme"
        r"|example|postgres|root|admin|guest|test|user|pwd|\*+)@)(?![$<{*])"
        r"[^\s:/@'\"]{3,128}@[\w.\-]{1,253}",
        cased=False,
        # (Most links hold no "@": the scheme, which opens the row, is tried at every letter.)
        needs=r"://[^\s:/@'\"]{0,64}:[^\s:/@'\"]{3,128}@",
    ),
    secret(
        "basic_auth_header",
        SECRET_KINDS["basic_auth_header"],
        ("basic",),
        # "Authorization: Basic <base64 of user:password>" (context reads the pair: a local
        # default such as admin:admin is no secret).
        r"(?i:authorization)[\"']?\s*[:=]\s*[\"']?(?i:basic)\s+([A-Za-z0-9+/]{12,}={0,2})",
        core=True,
    ),
    secret(
        "config_password",
        SECRET_KINDS["config_password"],
        _CONFIG_PASSWORD_ANCHORS,
        # A password where configs and commands keep one: <password>…</password>,
        # define('DB_PASSWORD', '…'), <add key="SmtpPassword" value="…">, requirepass …,
        # MYSQL_ROOT_PASSWORD=…, PGPASSWORD=…, sshpass -p '…', mysql -p'…', curl -u user:…,
        # http --auth user:…. Not a variable (${DB_PASS}, $PW), a placeholder or a word.
        r"(?:(?i:<(?:password|passwd|pwd)>\s*(?=[^<\s]{1,128}\s*</)"
        r"|define\(\s*['\"]\w*(?:password|pass|pwd)\w*['\"]\s*,\s*['\"]"
        r"|\bkey\s*=\s*[\"']\w*(?:password|pwd)\w*[\"']\s+value\s*=\s*[\"']"
        r"|\brequirepass\s+|\bpgpassword\s*=\s*['\"]?|\bsshpass\s+-p\s*['\"]?"
        r"|\bmysql\b[^\n]{0,80}?\s-p['\"]?(?=\S)"
        r"|\bcurl\b[^\n]{0,80}?\s(?:-u|--user)\s+['\"]?[^\s:'\"]{1,64}:"
        r"|\bhttp\b[^\n]{0,40}?\s(?:-a|--auth)\s+['\"]?[^\s:'\"]{1,64}:)"
        r"|\b[A-Z][A-Z0-9_]*_(?:PASSWORD|PASSWD|PASS|PWD)\s*=\s*['\"]?)"
        r"(?![$<{%*])"
        + _PLACEHOLDER
        + r"(?=[^\s'\"<>;]{0,127}?[0-9!@#%^&*_\-+=?.~$])(?=[^\s'\"<>;]{0,127}?[A-Za-z])"
        r"([^\s'\"<>;]{6,128})",
        core=True,
    ),
    secret(
        "recovery_codes",
        SECRET_KINDS["recovery_codes"],
        _RECOVERY_ANCHORS,
        # "Recovery codes for my Google account: 1w2ir-jm148 4wn4q-jtqud …": three or more
        # codes after the label; each opens the account without the second factor.
        # The codes may stand in a list ("| 1w2ir-jm148 | 4wn4q-jtqud"), and the label in
        # other languages ("codici di backup", "códigos de recuperación").
        rf"{_RECOVERY_CODES}\b[^\n]{{0,60}}?[:=-][\s|*-]*"
        r"((?:[a-z0-9]{4,6}-[a-z0-9]{4,6}[\s,;|*-]+){2,15}[a-z0-9]{4,6}-[a-z0-9]{4,6}"
        r"|(?:\d{8,10}[\s,;|*-]+){2,15}\d{8,10})\b",
        core=True,
    ),
    secret(
        "totp_secret",
        SECRET_KINDS["totp_secret"],
        ("totp", "2fa", "mfa", "otp", "authenticator"),
        # "TOTP seed for the AWS root MFA: KWNHCETTWDPBME7L…": a base32 secret after the label.
        # Or the seed named first, in other languages too: "Semilla TOTP de la cuenta: …".
        r"(?:(?i:totp|2fa|mfa|otp|authenticator)\b[^\n]{0,40}?(?i:secret|seed|key)"
        r"|(?i:seed|secret|semilla|secreto|graine|seme|segredo|semente|geheimnis|sekret)\b"
        r"[^\n]{0,12}?(?i:totp|2fa|mfa|otp))\b[^\n]{0,80}?"
        r"[:=]\s*([A-Z2-7]{16,64})\b",
        core=True,
    ),
    secret(
        "seed_phrase",
        SECRET_KINDS["seed_phrase"],
        _SEED_ANCHORS,
        # Twelve to 24 lower-case words after a recovery phrase is named: the words are the
        # wallet. (Prose has short words, "a", "it", "on", that no wordlist holds.)
        # Named in other languages too ("phrase de récupération … est …", "Сид-фраза: …"),
        # or as a wallet's seed ("Metamask seed: …").
        rf"{_SEED_NAMES}\b[^\n]{{0,60}}?"
        r"(?:[:=-]|\s(?:is|est|es|ist|e|sind|son|sao|sont|это))\s*"
        r"((?:[a-z]{3,8}[ ,]+){11,23}[a-z]{3,8})\b",
        core=True,
    ),
    secret(
        "wallet_private_key",
        SECRET_KINDS["wallet_private_key"],
        _PRIVATE_KEY_ANCHORS,
        # A crypto wallet's private key after its name, in any of several languages: 64 hex
        # digits ("0x93fc…") or a WIF key ("KSjyktoP…"). Whoever reads it owns the wallet.
        rf"{_PRIVATE_KEY_NAMES}[^\n.;!?]{{0,60}}?(?<![0-9A-Za-z])"
        r"((?:0x)?[0-9a-fA-F]{64}|[5KL][1-9A-HJ-NP-Za-km-z]{50,51})(?![0-9A-Za-z])",
        core=True,
    ),
    secret(
        "pin_code",
        SECRET_KINDS["pin_code"],
        _PIN_ANCHORS,
        # A card's or an account's PIN: four or five digits after its name ("PIN 0319",
        # "PIN-Code: 4711", "ПІН картки 3391"), or up to six after the name of a code that
        # opens something ("säkerhetskod 718204", "code secret 582917"). Six digits after
        # "PIN" are left alone (India's postal PIN code), and so are "0000" and "1234".
        # Up to three words may come between ("PIN ya M-Pesa ni 6630").
        rf"(?<![\w-])(?:{_PIN_NAMES}(?![\w-])(?:[^\S\n]+[^\W\d_][\w-]{{1,19}}(?![\w-])){{0,3}}?"
        r"[^\S\n]{0,2}(?:[:=：]|\b(?:is|est|es|ist|e|je|er|ar|ni|это)\b)?[^\S\n]{0,3}[\"'`]?"
        r"(?!(?:0000|1234|12345|1111|9999)(?!\d))(?=\d{4,5}(?!\d))"
        rf"|{_CODE_NAMES}(?![\w-])(?:[^\S\n]+[^\W\d_][\w-]{{1,19}}(?![\w-])){{0,3}}?"
        r"[^\S\n]{0,2}(?:[:=：]|\b(?:is|est|es|ist|e|je|er|ar|ni|это)\b)?[^\S\n]{0,3}[\"'`]?"
        r"(?!(?:0000|1234|12345|123456|1111|9999)(?!\d)))(?<![\w-])(\d{4,6})(?![\d.,:/-]?\d)",
        cased=False,
        core=True,
    ),
    secret(
        "session_cookie",
        SECRET_KINDS["session_cookie"],
        _SESSION_COOKIE_ANCHORS,
        # A logged-in session, pasted from a request: "Cookie: connect.sid=s%3ASaHC…". The
        # cookie's name says it is a session's, and its value is long and random.
        # The frameworks' own session cookies are named well enough without "Cookie:"
        # ("laravel_session=hqSROWeX…", found in a hex dump).
        r"(?i:\bcookie:[^\S\n]*(?:[^\n;]{1,200};[^\S\n]*){0,8}?"
        r"(?:connect\.sid|jsessionid|phpsessid|asp\.net_sessionid|laravel_session|_?session(?:id)?"
        r"|sessid|sid|[\w.-]{0,30}(?:_session|_sess|auth_token|access_token|_token|_auth))"
        r"|(?<![\w.-])(?:connect\.sid|jsessionid|phpsessid|asp\.net_sessionid|laravel_session))="
        r"((?=[^\s;\"'<>]{0,255}?[0-9])(?=[^\s;\"'<>]{0,255}?[A-Za-z])[^\s;\"'<>]{20,512})",
        core=True,
        needs=r"[^\s;\"'<>]{20}",
    ),
    secret(
        "url_secret_param",
        SECRET_KINDS["url_secret_param"],
        _URL_SECRET_ANCHORS,
        # A key in a URL's query: "…/onecall?lat=52.5&appid=1bcb13d5926…". The value is long
        # and random (a placeholder, "YOUR_API_KEY", is neither).
        r"[?&](?i:appid|api[_-]?key|apikey|access_token|client_secret|private_token|auth_token"
        r"|token)="
        r"((?=[A-Za-z0-9_.~%-]{0,127}?[0-9])(?=[A-Za-z0-9_.~%-]{0,127}?[A-Za-z])"
        r"(?![A-Z_]+(?:[&#\s]|$))[A-Za-z0-9_.~%-]{20,256})(?![A-Za-z0-9_.~%-])",
        core=True,
        needs=r"[A-Za-z0-9_.~%-]{20}",
    ),
    secret(
        "pgpass_line",
        SECRET_KINDS["pgpass_line"],
        ("pgpass", ":5432:", ":*:"),
        # A PostgreSQL password file's line: "host:port:database:user:password".
        r"(?m:^|\s)[\w.*-]{1,253}:(?:\d{2,5}|\*):[\w*.-]{1,63}:[\w.*-]{1,63}:"
        + _PLACEHOLDER
        + r"((?=\S{0,127}?[0-9!#%^&*?~$])(?=\S{0,127}?[A-Za-z])(?!postgres\b)\S{6,128})",
        core=True,
    ),
    *SERVICE_TOKEN_PATTERNS,
)
