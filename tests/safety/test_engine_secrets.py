"""Secrets: refused with a message that names the kind of secret and never echoes it, also
when the secret sits inside an encoded payload."""

from __future__ import annotations

import base64

import pytest

from hermem.safety import block_message, blocking, scan
from hermem.safety.credentials import SECRET_KINDS

SECRETS = [
    ("github_token", "ghp_" + "Qw3rTy7uIoP9aSdF2gHjK4lZxC6vBnM8qW1e"),
    ("github_token", "github_pat_" + "11ABCDEFG0" + "Qw3rTy8UiOp2AsDf5GhJk7LzXc9VbNm1Qa4Ws6Ed"),
    ("aws_access_key", "AKIA" + "Q7RSTUVWX2YZ4ABC"),
    ("openai_key", "sk-proj-" + "Zq8_Xw7-Vu6Ts5Rq4Po3Nm2Lk1"),
    ("anthropic_key", "sk-ant-api03-" + "Mn8bV7cX6zL5kJ4hG3fD2sA1"),
    ("slack_token", "xoxb-" + "2468013579-QwErTyUiOpAs"),
    ("stripe_key", "sk_live_" + "51HxYzAbCdEfGhIjKlMnOp"),
    ("gitlab_token", "glpat-" + "Ab1Cd2Ef3Gh4Ij5Kl6Mn"),
    ("huggingface_token", "hf_" + "AbCdEfGhIjKlMnOpQrStUvWxYz01234567"),
    ("google_api_key", "AIza" + "SyB1c2D3e4F5g6H7i8J9k0LmNoPqRsTuVwX"),
    ("npm_token", "npm_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"),
    ("jwt", "eyJhbGciOiJSUzI1NiJ9" + ".eyJzdWIiOiJib2IifQ" + ".c2lnbmF0dXJlLXZhbHVl"),
    ("password_assignment", "password=" + "Gr33n-Appl3s!"),
    ("url_credentials", "https://deploy:" + "Xk9-pl2Qz7" + "@git.example.com/repo.git"),
    ("aws_secret_key", "aws_secret_access_key=" + "Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78St90"),
    # Other services' formats (`service_tokens`); bodies made up here, split so no scanner
    # mistakes this file for a leak.
    ("telegram_bot_token", "5120337418:" + "AA" + "Fq3Zk9Lm2Np8Rs4Tv6Wx1Yb5Cd7Ef0Gh2"),
    ("digitalocean_token", "dop_v1_" + "3f9a" * 16),
    ("shopify_token", "shpat_" + "0a1b2c3d" * 4),
    ("vault_token", "hvs." + "Qm4Rt7Yu2Io9Pa5Sd8Fg3Hj6"),
    ("linear_key", "lin_api_" + "Kq2Wm5Ez8Rn3Ty6Ub9Io1Pa4Sd7Fg0Hj2Kl5Zx8C"),
    ("notion_token", "secret_" + "Ab3Cd5Ef7Gh9Ij2Kl4Mn6Op8Qr0St1Uv3Wx5Yz7Ab9C"),
    ("groq_key", "gsk_" + "Zx8Cv6Bn4Ma2Sd0Fg8Hj6Kl4Qw2Er0Ty8Ui6Op4As2Df0Gh8Jk6L"),
    ("replicate_token", "r8_" + "Mn4Bv6Cx8Za0Sd2Fg4Hj6Kl8Qw0Er2Ty4Ui6Op"),
    ("openrouter_key", "sk-or-v1-" + "9c2e" * 16),
    ("age_secret_key", ("AGE-SECRET-KEY-1" + "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L" * 2)[:74]),
    ("atlassian_token", "ATATT3" + "xFfGF0Qw2Er4Ty6Ui8Op0As2Df4Gh6Jk8Lz0Xc2Vb4Nm6"),
    ("postman_key", "PMAK-" + "5d1c" * 6 + "-" + "8e3a" * 8 + "9f"),
    ("grafana_token", "glsa_" + "Aq2Ws4Ed6Rf8Tg0Yh2Uj4Ik6Ol8Pz0Xc" + "_" + "1a2b3c4d"),
    ("hubspot_token", "pat-na1-" + "6b47d1aa-9efb-4e44-b257-" + "e1dac02cca7e"),
    ("mailchimp_key", "4c7d" * 8 + "-us14"),
    ("google_oauth_secret", "GOCSPX-" + "Lk8Jh6Gf4Ds2Aq0Wz9Xs7Cd5Ev3R"),
    ("square_token", "sq0atp-" + "Hb2Nj4Mk6Lo8Pz0Aq2Ws4E"),
    ("mailgun_key", "key-" + "7b3e" * 8),
    ("twilio_key", "SK" + "4c9a" * 8),
    ("pulumi_token", "pul-" + "a1b2c3d4e5" * 4),
    ("razorpay_key", "rzp_live_" + "Qw3Er5Ty7Ui9Op"),
    ("discord_bot_token", "Discord bot: " + "Mx3eOCQNNHg1H3QKlxyOJeiG" + ".NiQT9Q." + "uWZ4k" * 6),
    ("figma_token", "figd_" + "Hq7Lm2Zp9Xc4Vb6Nk1Tr8Yw3Ue5Io0As2Df4Gh6J"),
    ("netlify_token", "nfp_" + "Wq3Er5Ty7Ui9Op1As3Df5Gh7Jk9Lz1Xc3Vb5N"),
    ("sentry_token", "sntrys_" + "eyJpYXQiOjE3MDAwMDAwMDAuMCwidXJsIjoiaHR0cHM6Ly9zZW50cnkuaW8ifQ"),
    ("terraform_cloud_token", "Kq2Wm5Ez8Rn3Ty" + ".atlasv1." + "Ub9Io1Pa4Sd7Fg0Hj2Kl5Zx8C" * 3),
    ("xendit_key", "xnd_production_" + "Pq4Rs6Tu8Vw0Xy2Za4Bc6De8Fg0Hi2Jk4Lm6No8Pq"),
    ("midtrans_key", "Mid-server-" + "Zt4Yv6Xw8Vu0Ts2Rq4Po6N"),
    ("omise_key", "skey_" + "5q8r2t6y9u3i7o1p4a0s"),
    ("tencent_cloud_key", "AKID" + "Zq8Xw7Vu6Ts5Rq4Po3Nm2Lk1Jh0Gf9Ed"),
    ("alibaba_cloud_key", "LTAI" + "5tQw3Er5Ty7Ui9Op"),
    ("braintree_token", "access_token$production$" + "q7w3e9r1t5y8u2i4" + "$" + "5e1a" * 8),
    (
        "teams_webhook",
        "https://acme.webhook.office.com/webhookb2/"
        + "1f2e3d4c-1f2e-3d4c-1f2e-"
        + "5b6a7988aabb"
        + "@"
        + "9c8d7e6f-9c8d-7e6f-9c8d-"
        + "0a1b2c3d4e5f"
        + "/IncomingWebhook/"
        + "7d3f" * 8
        + "/"
        + "4e5f6a7b-4e5f-6a7b-4e5f-"
        + "8c9d0e1f2a3b",
    ),
    ("x_bearer_token", "A" * 22 + "NqR4" + "Lk8Jh6Gf4Ds2Aq0Wz9Xs7Cd5Ev3Rt%3D" + "Mn2Bv4Cx6Z"),
    ("facebook_token", "EAAG" + "Zq8Xw7Vu6Ts5Rq4Po3Nm2Lk1Jh0Gf9Ed" * 4),
    ("airtable_token", "pat" + "Qn6GHm3aZ9jSNx" + "." + "e8f1" * 16),
    (
        "azure_sas_token",
        "https://acme.blob.core.windows.net/x?sv=2022-11-02&ss=b&sp=r"
        + "&se=2026-01-01T00:00:00Z&sig="
        + "Kq2Wm5Ez8Rn3Ty6Ub9Io1Pa4Sd7Fg%2B0Hj%3D",
    ),
    ("django_secret_key", "SECRET_KEY = 'django-insecure-" + "(*2hm&c+ld@lgq+w4s" * 3 + "'"),
    ("labelled_secret", "auth token " + "9c3e7a1f" * 4),
    ("labelled_secret", "Cloudflare API token for DNS: " + "Vk4b-7xZ56Ut49SnqdfEm2z5dBqTjEjC2"),
]

# A value named a key, token or secret in another language (`labelled_secret`).
LABELLED = [
    "카카오 REST API 키: " + "191e28c2f2388dc1" + "0da5bffacefd6973",
    "商户 APIv3 密钥 " + "s8wg7b87qukfybbc" + "p70y7vdv9xlejrfz" + "，记住。",
    "LINE のチャネルシークレット：" + "ad236d31def0b9d2" + "993134b65ab3adf3",
    "VNPay hash secret bản production: " + "2KI2AL9IYEACW4TZ" + "1FZL57XITBFVU9VF",
    "Cache: redis://:" + "fMLYJx-m6hoq6Y&81" + "@cache.belso.hu:6379/0",
]


@pytest.mark.parametrize("text", LABELLED)
def test_a_labelled_secret_in_other_languages_is_refused(text: str) -> None:
    assert {f.category for f in blocking(scan(text))} == {"secret"}


@pytest.mark.parametrize(("kind_id", "secret"), [pytest.param(k, s, id=k) for k, s in SECRETS])
def test_secret_is_named_by_kind_and_never_echoed(kind_id: str, secret: str) -> None:
    text = f"Note for later: {secret} (do not lose)"
    findings = [f for f in blocking(scan(text)) if f.category == "secret"]
    assert kind_id in {f.id for f in findings}
    for finding in findings:
        message = block_message(finding)
        assert SECRET_KINDS[finding.id] in message
        core = secret.split("=")[-1].split(":")[-1][:12]
        for shown in (message, finding.description, repr(finding)):
            assert secret not in shown
            assert core not in shown


@pytest.mark.parametrize(
    "text",
    [
        "Her bank login: user j.marsh, password " + "RibIETcTFrO3xs",
        "My wifi password is " + "j3RQ2m*A6hthMs" + " and the router is in the hall.",
        "Zugangsdaten Produktions-DB: Benutzer shop, Passwort " + "*sOgctrtp9qbcz#29",
        "Accès au NAS : admin, mot de passe : " + "Soleil2024!x",
        "Router: admin / κωδικός " + "Xy7kQ2mPz9",
        "Логин admin, пароль " + "Zx81kLmq0p",
        # words between the word and a colon or "is"; a value with a symbol and no digit
        "The VPN password for emergencies: " + "dt2GNvtTO^8meAxp3iL" + ". Use it if locked out.",
        "The school portal password for my son is " + "hOBMzq#Otionvb" + ".",
    ],
)
def test_a_password_stated_in_a_sentence_is_refused(text: str) -> None:
    assert "password_stated" in {f.id for f in blocking(scan(text))}


@pytest.mark.parametrize(
    "text",
    [
        "The admin login for the router is admin / " + "2kGDzuK*jft8%o0" + ". Keep it handy.",
        "Steam login for the shared PC: gamer_nook88 / " + "90pNW%lVjx7B0Q" + ", code later.",
    ],
)
def test_a_login_stated_as_user_and_password_is_refused_and_only_the_password_hidden(
    text: str,
) -> None:
    (finding,) = [f for f in blocking(scan(text)) if f.id == "login_pair"]
    value = text[finding.start : finding.end]
    assert "/" not in value and "login" not in value.lower()
    assert value in text.split(" / ")[1]


@pytest.mark.parametrize(
    "text",
    [
        "Passwords live in the password manager (1Password 8), never in notes.",
        "DATABASE_URL=postgres://user:password@localhost:5432/app in .env.example.",
        "Template .env: REDIS_URL=redis://cache:CHANGE_ME@localhost:6379/0 (fill in locally).",
        "Sample config: amqp://guest:replace-me@rabbit.internal:5672/ until ops issue creds.",
        "Onboarding placeholders: username jdoe, password correct-horse-battery-staple.",
        "Share links are password-protected for 7 days; the kids' tablet has a 4-digit PIN.",
        "Wachtwoordbeleid: minimaal 12 tekens, elke 90 dagen wijzigen.",
        "Password manager is 1Password; the family vault is shared with Alex.",
        "UI strings: „Passwort vergessen?“ / „Password dimenticata?“ / „Forgot password?“",
        "Login flow: email / password, then a TOTP code from the authenticator app.",
        "The password for the guest Wi-Fi is on the fridge, next to the router.",
        "Password resets go to helpdesk2@corp-it.example, not to the team lead.",
    ],
)
def test_passwords_talked_about_are_not_refused(text: str) -> None:
    assert not [f for f in blocking(scan(text)) if f.category == "secret"]


def test_a_secret_inside_base64_is_named_and_not_echoed() -> None:
    secret = "ghp_" + "Qw3rTy7uIoP9aSdF2gHjK4lZxC6vBnM8qW1e"
    blob = base64.b64encode(f"token={secret}".encode()).decode()
    (finding, *_) = [f for f in blocking(scan("cfg " + blob)) if f.category == "secret"]
    assert finding.id.endswith(".base64")
    message = block_message(finding)
    assert "a GitHub token" in message
    assert secret not in message and blob not in message
    assert blob not in finding.description


@pytest.mark.parametrize(
    "text",
    [
        "Tokens are stored in the OS keychain, never in notes.",
        "The OPENAI_API_KEY env var is set by direnv.",
        "password: ${DB_PASSWORD}",
        "password=<your password here>",
        "api_key: YOUR_API_KEY",
        "AKIA keys must be rotated every 90 days.",
        "Use sk-... keys only on the server side.",
        "Local dev: postgres://postgres:postgres@localhost/dev",
        "Password policy: 16+ chars, rotate every 90 days.",
        "Shopify admin tokens start with shpat_ and Vault service tokens with hvs.",
        "The bot posts through api.telegram.org/bot<token>/sendMessage; the token is in 1Password.",
        "DigitalOcean tokens look like dop_v1_ plus 64 hex characters; ours live in Doppler.",
        "The API key lives in Vault at secret/data/maps; never paste it here.",
        "Commit 3f9a2c7e1b4d5a6f8e9c0b1a2d3e4f5a6b7c8d9e fixed the token refresh bug.",
        "GPG key ID 3AA5C34371567BD2, fingerprint on keys.openpgp.org.",
        "The session token is a random 32-character string issued at login.",
        "Figma tokens begin with figd_ and Sentry's with sntrys_; both live in 1Password.",
    ],
)
def test_talking_about_secrets_does_not_block(text: str) -> None:
    assert blocking(scan(text)) == []


def test_every_secret_finding_uses_a_fixed_description() -> None:
    descriptions = {
        f.description
        for _, secret in SECRETS
        for f in scan(f"x {secret} y")
        if f.category == "secret"
    }
    # One sentence per kind, the same for every secret of that kind.
    assert len(descriptions) <= len(SECRET_KINDS)


def test_a_wireguard_private_key_is_refused_and_a_public_key_is_not() -> None:
    key = "Yq8Xw7Vu6Ts5Rq4Po3Nm2Lk1Jh0Gf9Ed8Cb7Az6Y" + "x4" + "E="
    (finding,) = blocking(scan(f"[Interface]\nPrivateKey = {key}\nAddress = 10.8.0.3/24"))
    assert finding.id == "wireguard_key"
    assert key not in block_message(finding)
    assert not blocking(scan(f"[Peer]\nPublicKey = {key}\nEndpoint = vpn.example.net:51820"))


def test_a_basic_auth_header_is_refused_unless_it_carries_a_local_default() -> None:
    header = base64.b64encode(b"deploy:" + b"Xk9-pl2Qz7Lm#4").decode()
    (finding,) = blocking(scan(f"Jenkins API header: Authorization: Basic {header}"))
    assert finding.id == "basic_auth_header"
    assert header not in block_message(finding)
    local = base64.b64encode(b"admin:admin").decode()
    assert not blocking(scan(f"Mock server header: Authorization: Basic {local} (throwaway)"))
    # RFC 7617's own example
    assert not blocking(scan("Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=="))


def test_a_wallet_recovery_phrase_is_refused_and_talk_of_one_is_not() -> None:
    words = "paddle evolve ketchup lantern turtle cluster angle avocado immune album whale comic"
    (finding,) = blocking(scan(f"Wallet backup phrase (main account): {words}"))
    assert finding.id == "seed_phrase"
    assert words not in block_message(finding)
    assert not blocking(scan("Recovery phrase: write the twelve words on paper, never in notes."))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("<server><id>nexus</id><password>{v}</password></server>", "Gq8xFn^t8YbK_JH"),
        ("define( 'DB_PASSWORD', '{v}' );", "N_G06c%Q^kK!dM"),
        ('<add key="SmtpPassword" value="{v}" />', "Nk4OQm9lG7x_fI5"),
        ("redis.conf: requirepass {v}", "iJ~qMJn_7Y@c42"),
        ("PGPASSWORD={v} pg_dump -h 10.0.3.9 shop", "HpZTWUF2u$iaNq0"),
        ("sshpass -p '{v}' ssh pi@greenhouse.lan", "SQ9@-~1oNwrDx"),
        ("mysql -h db1 -u root -p'{v}' shop", "9mKA3th8-jF%yUM"),
        ("curl -u admin:{v} https://jenkins.corp.example/job/nightly", "t@Xh273H#RYcmvn"),
        ("MYSQL_ROOT_PASSWORD={v} MYSQL_DATABASE=shop", "ejvsLB744!yyVJ8"),
    ],
)
def test_a_password_in_a_config_or_command_is_refused_and_masked(text: str, value: str) -> None:
    note = text.format(v=value)
    (finding,) = [f for f in blocking(scan(note)) if f.category == "secret"]
    assert finding.id == "config_password"
    assert note[finding.start : finding.end] == value
    assert value not in block_message(finding)


@pytest.mark.parametrize(
    "text",
    [
        "DB_PASSWORD=${DB_PASSWORD} in docker-compose, filled from the .env file.",
        "<password>${env.NEXUS_PW}</password> in settings.xml; CI injects it.",
        "mysql -u root -p shop (it prompts for the password).",
        "MYSQL_ROOT_PASSWORD=changeme is only for the local compose stack.",
        "The URL has the form postgres://app:<password>@db.internal:5432/app.",
    ],
)
def test_a_password_field_without_a_live_value_is_not_refused(text: str) -> None:
    assert not [f for f in blocking(scan(text)) if f.category == "secret"]


@pytest.mark.parametrize(
    ("text", "row"),
    [
        ("Recovery codes for my mail account: 7h2kq-pz4m1 9xw3e-ln8r2 4tq6v-yc0b5",
         "recovery_codes"),
        ("TOTP seed for the VPN (so you can make codes): " + "JBSWY3DPEHPK3PXPQ4RT7KLM",
         "totp_secret"),
        ("Tailscale key for new nodes: tskey-auth-" + "kQ7Z2lWfX5A1" + "-" + "Mpog7R2Xk" * 3,
         "tailscale_key"),
        ("CircleCI token in case deploy.sh needs it: CCIPAT_" + "WWoa7ToGGydI0tiUEIDa9g_"
         + "65099eec01407ec6a1b044da05ca4ed81004c1de", "circleci_token"),
    ],
)  # fmt: skip
def test_codes_that_open_an_account_are_refused(text: str, row: str) -> None:
    assert row in {f.id for f in blocking(scan(text))}


@pytest.mark.parametrize(
    "text",
    [
        "Recovery codes: printed, in the safe; never type them into notes.",
        "Checkout page publishable key: pk_live_51Hx2bcDeFgHiJkLmNoPq (public, in the JS).",
        "Sample URI: otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP",
        "2FA: authenticator app on the phone; backup codes live in 1Password.",
    ],
)
def test_talk_of_recovery_codes_is_not_refused(text: str) -> None:
    assert not [f for f in blocking(scan(text)) if f.category == "secret"]


@pytest.mark.parametrize(
    "text",
    [
        # "is" in other languages, words between, a letter of another script
        "La password del Wi-Fi in ufficio è " + "Pistacchio_Vento_9" + "; ospiti alla lavagna.",
        "A senha do Wi-Fi da casa da praia é " + "Caju-Mar-1999" + "; o roteador fica atrás.",
        "Le mot de passe du Wi-Fi du bureau a changé : c'est désormais " + "Baguette-Orage-2026.",
        "Пароль от домашнего вай-фая: " + "Самовар_Берёза_71" + ". Запомни, пожалуйста.",
        # a "$" inside the value; short names of a password
        "IMAP for support: support@lumen-dental.com, password: " + "GGPtpWOJu$E3jfCA2",
        "Netflix is on my account: lena.h@posteo.de pw " + "OrangeCat#2019" + " (kids' tablet)",
        # inflected words, and the particles of scripts written without spaces
        "Evdeki Wi-Fi şifresi: " + "Lokum_Boğaz_52" + ". Misafirlere de verebilirsin.",
        "Passordet til trådløst nett på hytta er " + "Brunost-Fjord-88" + ".",
        "自宅Wi-Fiのパスワードは " + "Sakura_Fuji_2026" + " です。",
        "家里的 Wi-Fi 密码是 " + "Longjing_Xihu_88" + "，路由器在客厅。",
        "집 와이파이 비밀번호는 " + "Kimchi_Hangang_47" + " 이고, 공유기는 거실에 있어요.",
        "घर के वाई-फाई का पासवर्ड है " + "Chai_Barish_2025" + ", राउटर हॉल में है।",
        # an "@" inside the value that is no address's
        "Internet banking: user dewi_k88, password " + "stq8Y0*ouDed@08" + ". Use it daily.",
        "home wifi: SSID 'Kettle-5G', WPA2 passphrase " + "&iRYp5@3s%UoY" + ".",
    ],
)
def test_a_password_stated_in_more_ways_is_refused(text: str) -> None:
    assert "password_stated" in {f.id for f in blocking(scan(text))}


@pytest.mark.parametrize(
    "text",
    [
        # the end of a compound, and the prefixes Hebrew and Arabic glue to a word
        "Unser WLAN-Passwort im Büro lautet " + "Brezel!Donau77" + ", bitte nicht weitergeben.",
        "Das Mailpasswort: " + "Zwetschge_Isar_31",
        "BankID-passord: " + "Rakfisk#Oslo42",
        "הסיסמה של הראוטר היא " + "Shakshuka_Haifa_12",
        "סיסמת המייל: " + "Bamba_Eilat_77",
        "اسم المستخدم rania.k وكلمة المرور " + "Qamar#Nil2024",
        # Thai words run together up to "is"
        "รหัสผ่านอีเมลที่ทำงานคือ " + "Somtam_Krabi_31",
        # a Wi-Fi network's code, a Swedish "wifi:t", "it's now" after a long aside
        "Koden til wifi på kontoret er " + "Smørbrød-Fjell-58",
        "Lösenordet till wifi:t på kontoret är " + "Semla_Kiruna_44",
        "The password for the team NAS got rotated on Monday; it's now " + "Quince!Harbor9",
        "Greek e-banking: συνθηματικό " + "Φέτα#Κρήτη2025",
    ],
)
def test_a_password_in_compounds_prefixes_and_run_together_words_is_refused(text: str) -> None:
    assert "password_stated" in {f.id for f in blocking(scan(text))}


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Online banking: customer no 5521907, şifre " + "730416" + ".", "password_digits"),
        ("Mail PIN is separate; the password: " + "48291735", "password_digits"),
        ("Gmail app password for the scanner: " + "hzkq wmbt rnoe pxvd", "app_password"),
        ("Okta token for SCIM: SSWS 00" + "Qe7Lm2Xv9Rt4Yp1Zs6Wb3Nc8Hd5Gf0Jk-Ua_Ti4w", "okta_token"),
        (
            "Twilio for the SMS bot: SID AC" + "3f" * 16 + ", auth token " + "9c" * 16 + ".",
            "twilio_auth_token",
        ),
        ("Semilla TOTP del soporte: " + "MZXW6YTBOI4DCMJQGEZDGNBVGY3TQOJQ", "totp_secret"),
        # a secret encoded after "=", and a framework's session cookie without "Cookie:"
        ("STRIPE_KEY_B64=" + _b64("sk_live_" + "Tq8vNw2LxZ4pK9mRb7Yc3Hd6"), "stripe_key"),
        ("admin panel: laravel_session=" + "eyJpdiI6IkR4b3c5WkZ2TkV3eGx0UT09", "session_cookie"),
        # the secret's name spelt out letter by letter
        ("CI note: the p.a.s.s.w.o.r.d for the registry is " + "vQ7#mKe=Tz41p", "password_stated"),
    ],
)
def test_secrets_in_more_forms_are_refused(text: str, kind: str) -> None:
    assert kind in {f.id.split(".", 1)[0] for f in blocking(scan(text))}


@pytest.mark.parametrize(
    "text",
    [
        "Passwords 2024 policy: rotate every 90 days, 12 characters minimum.",
        "Password reset on 2025-03-01; the PIN is never stored here.",
        "App password: stored in the keychain, with some more text here.",
        "Wi-Fi code of conduct for guests: no torrents, no streaming 4K.",
        "Koden til wifi står på routeren; spør Ole.",
        "A Twilio account SID looks like AC followed by 32 hex digits; never store the token.",
        "TOTP secrets live in the authenticator app, never in notes.",
        "Hashed password format in our DB is argon2id ($argon2id$v=19$m=65536,t=3,p=4$...).",
    ],
)
def test_talk_of_passwords_and_codes_without_one_is_not_refused(text: str) -> None:
    assert not [f for f in blocking(scan(text)) if f.category == "secret"]


@pytest.mark.parametrize(
    "text",
    [
        "Password storage for the side project: argon2id with memory 64MB, iterations 3.",
        "Entropy of a 4-word diceware passphrase: log2(7776^4) ≈ 51.7 bits.",
        "Set DB password: $DB_PASSWORD in the env file, never the value itself.",
        "The password is in 1Password, vault Infra, item 'staging db'.",
        "스테이징 DB 비밀번호는 1Password의 'staging-db' 항목에 있음.",
        "Passwordless login: WebAuthn2 keys only, see the docs.",
        "パスワードは 8文字以上 にしてください。",
    ],
)
def test_password_talk_near_values_that_are_no_password_is_not_refused(text: str) -> None:
    assert not [f for f in blocking(scan(text)) if f.category == "secret"]


@pytest.mark.parametrize(
    ("text", "row"),
    [
        ("debit card ending 4471, PIN 0319 - remind me if I ask", "pin_code"),
        ("Zugang Onlinebanking: Anmeldename lukas.b1987, PIN 48213.", "pin_code"),
        ("Мій пароль до банку в менеджері, а ПІН картки 3391. Нагадуй.", "pin_code"),
        ("Inloggning till Swedbank: säkerhetskod 718204 (dosan ligger i lådan).", "pin_code"),
        ("Mes identifiants : identifiant 70281934, code secret 582917.", "pin_code"),
        ("The bot's wallet private key is 0x" + "93fc8504f2fa8697" * 4 + " - it pays gas.",
         "wallet_private_key"),
        ("chave privada da carteira (Polygon): 0x" + "d6fa3f17bf4fbb41" * 4,
         "wallet_private_key"),
        ("Metamask seed (hot wallet): engine giraffe arrow bridge rabbit powder walnut lemon "
         "quantum drift silver raven", "seed_phrase"),
        ("Сид-фраза кошелька: walnut cliff decade marble believe brave canyon silver album "
         "shadow anger turtle", "seed_phrase"),
        ("Recovery codes for my account (used 2 of 10):\n| 1w2ir-jm148\n| 4wn4q-jtqud\n"
         "| hbg6s-yaf8f", "recovery_codes"),
        ("Codici di backup di Instagram: s4d64-a7xqn, bnx1o-v13l9, wvabu-x3q2e", "recovery_codes"),
    ],
)  # fmt: skip
def test_pins_wallet_keys_and_recovery_words_are_refused(text: str, row: str) -> None:
    findings = [f for f in blocking(scan(text)) if f.id == row]
    assert findings
    assert text[findings[0].start : findings[0].end] not in block_message(findings[0])


@pytest.mark.parametrize(
    "text",
    [
        "Arduino: the LED is on pin 13 and the sensor on pin 2.",
        "Ship to: 12 MG Road, Bengaluru, PIN 560001.",
        "Default PIN is 0000; change it on first login.",
        "Error code 4040 means the gateway timed out; area code 0201 is Bochum.",
        "The security code on the back of the card has 3 digits.",
        "Use promo code 2024 at checkout; PIN 2 of connector 4711 carries 5V.",
        "Cert pinning: backup pin e58b081006f7e3dfc967a64cb14028d5 (SPKI hash, public).",
        "Never paste a private key into chat. The tx 0x" + "93fc8504f2fa8697" * 4 + " is fine.",
        "Deployed at 0x" + "d6fa3f17bf4fbb41" * 4 + " (contract address, public).",
        "The seed for the random generator is 42 and the words are shuffled each run.",
    ],
)
def test_pins_and_hex_that_are_no_secret_are_not_refused(text: str) -> None:
    assert not [f for f in blocking(scan(text)) if f.category == "secret"]


@pytest.mark.parametrize(
    ("text", "row"),
    [
        # the name in clear, the value encoded: the payload alone no longer says what it is
        ("the router admin password is "
         + "".join(f"&#{ord(c)};" for c in "Churro_Faro_19"), "password_stated.html"),
        ("Wallet words, base64 so they don't look like words: "
         + base64.b64encode(b"silver quantum kidney album daring chalk ankle diesel adapt "
                            b"napkin beach giraffe").decode(), "seed_phrase.base64"),
        # named in rot13
        ("Saved from the IT handout: gur ica cnffjbeq vf Snypba-Bepuneq-808",
         "password_stated.rot13"),
    ],
)  # fmt: skip
def test_a_named_secret_with_its_value_or_all_of_it_encoded_is_refused(text: str, row: str) -> None:
    (finding,) = [f for f in blocking(scan(text)) if f.id == row]
    assert finding.category == "secret"


@pytest.mark.parametrize(
    "text",
    [
        "The password policy doc is at https://wiki.example.com/Password%20Policy%20v2 (read it).",
        "Sample login page: https://example.com/login?next=%2Fsettings%2Fpassword%2Freset",
    ],
)
def test_encoded_text_near_the_word_password_is_not_refused(text: str) -> None:
    assert not [f for f in blocking(scan(text)) if f.category == "secret"]


@pytest.mark.parametrize(
    ("text", "row"),
    [
        ("router admin (Fritz!Box): admin / " + "Smg%4geEpThsa-$" + ", remote access on 4480",
         "login_pair"),
        ("Keep my Apple ID too: j.reyes@icloud.com / " + "Snowfall_in_April_9", "login_pair"),
        ("W1-F1 p455w0rd: " + "PeachFuzz-Lagoon-31" + " (the extender uses the same)",
         "password_stated"),
        ("Session for the vendor portal: Cookie: connect.sid=s%3A" + "SaHCOOiVCoVaabIFxnw5EQ15"
         + "; theme=dark", "session_cookie"),
        ("Weather calls go to https://api.openweathermap.org/data/2.5/onecall?lat=52.5&appid="
         + "1bcb13d592626cf7" * 2, "url_secret_param"),
        ("~/.pgpass line for the reporting box: reporting-db.internal:5432:*:analyst:"
         + "z&BM~-an59qg9~0", "pgpass_line"),
    ],
)  # fmt: skip
def test_logins_cookies_url_keys_and_pgpass_lines_are_refused(text: str, row: str) -> None:
    assert row in {f.id for f in blocking(scan(text))}


@pytest.mark.parametrize(
    "text",
    [
        "Docs: https://api.example.com/v1/data?api_key=YOUR_API_KEY&format=json",
        "Example pgpass: localhost:5432:*:postgres:postgres",
        "Cookie: theme=dark; lang=en-GB; consent=1",
        "Standup: https://zoom.us/j/84512345678?pwd=Q2xWd3NPd0JIaFR1bFd5RWZxZz09 every Monday",
        "The default login is admin / admin on first boot; change it in the wizard.",
        "Admin UI paths: /admin / /settings / /users for the dashboard.",
    ],
)
def test_public_values_in_the_same_shapes_are_not_refused(text: str) -> None:
    assert not [f for f in blocking(scan(text)) if f.category == "secret"]
