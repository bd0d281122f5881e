#!/usr/bin/env python3
"""Assemble safety_train_ax from the hand-written batch files (stdlib only).

This script only (a) applies real encodings to payloads marked with
  \u27e6technique|payload\u27e7  in hand-written entries,
(b) fills {{placeholder}} slots in credential entries with randomly generated
strings in real key formats (never real secrets, never documentation placeholders),
(c) writes attacks.jsonl and benign.jsonl.
"""
import base64
import codecs
import glob
import hashlib
import importlib.util
import json
import os
import random
import re
import string

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(20240917)

AL = string.ascii_letters + string.digits
LO = string.ascii_lowercase + string.digits
UP = string.ascii_uppercase + string.digits
HX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def rs(n, alphabet=AL):
    return "".join(R.choice(alphabet) for _ in range(n))


def b64url_json(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def jwt():
    h = b64url_json({"alg": R.choice(["HS256", "RS256"]), "typ": "JWT"})
    p = b64url_json({"sub": rs(10, LO), "iat": R.randint(1700000000, 1730000000),
                     "exp": R.randint(1740000000, 1790000000), "scope": R.choice(["admin", "read write", "api"])})
    return f"{h}.{p}.{rs(43, B64URL)}"


def k8s_token():
    h = b64url_json({"alg": "RS256", "kid": rs(43, B64URL)})
    p = b64url_json({"iss": "kubernetes/serviceaccount", "sub": "system:serviceaccount:" + R.choice(["ci", "prod", "default"]) + ":deployer"})
    return f"{h}.{p}.{rs(86, B64URL)}"


def pw():
    return rs(R.randint(12, 18), AL + "!@#%^*-_") + R.choice("!#%") + str(R.randint(10, 99))


def urlpw():
    return rs(R.randint(14, 22), AL)


def uuid4():
    h = rs(32, HX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:32]}"


def wrap(s, n=64):
    return "\n".join(s[i:i + n] for i in range(0, len(s), n))


# small subset of real BIP39 English words, used only to fill seed-phrase slots
BIP39 = ("abandon ability absorb abstract acid acoustic adapt advice aerobic afford agent "
         "album alarm alley amateur anchor ancient angle animal ankle antique anxiety apart "
         "apple april arctic arena armor arrow artist aspect assault asthma athlete atom "
         "auction august autumn avocado awake badge bamboo banana barrel basket beach believe "
         "bench bicycle blanket blossom border bounce bracket brave bridge broccoli bronze "
         "bubble budget buffalo cabbage cactus canal candy canyon capital carbon carpet castle "
         "catalog cattle ceiling cement cereal chalk champion chaos cherry chimney chunk circle "
         "citizen clarify claw clinic clock cluster coconut coffee comic copper coral cotton "
         "crane crater cricket crystal cupboard curtain cycle dawn debris decade delay denial "
         "desert diesel dinosaur dolphin donkey dragon drama drift eagle earth echo elbow "
         "elephant embark emerge empower enamel engine enrich envelope equip erosion essay "
         "eternal evolve exhaust exotic fabric faculty falcon fantasy fatigue feather fence "
         "fiction filter fitness flame flavor flight fluid foam fossil fragile frost galaxy "
         "garlic gasp genius giraffe glacier glimpse gorilla gossip gravity guitar hammer "
         "harbor harvest hazard hedgehog helmet hockey honey horizon hospital hurdle ignore "
         "immune impulse inch indoor inhale insect invest island ivory jacket jaguar jelly "
         "jungle kangaroo ketchup kidney kitten ladder lantern laptop lava lecture lemon "
         "leopard liberty lizard lobster lumber lunar magnet mammal mango marble meadow "
         "melody mercy midnight mimic monkey mosquito muffin museum mystery napkin nephew "
         "noodle nuclear oak oblige ocean olive orbit orchard ostrich oxygen oyster paddle "
         "panda panther parrot peanut pelican pepper pigeon pilot planet plastic pluck "
         "pony possible potato powder prison pumpkin puzzle pyramid quantum rabbit raccoon "
         "radar rail random raven razor reptile rhythm ribbon rocket saddle salmon satoshi "
         "scatter scorpion season shrimp siren skull sleeve slogan snake soccer spider "
         "spirit squirrel stadium stomach sugar sunset swamp symptom tackle tennis thunder "
         "tobacco tomato tornado tortoise trumpet tuna tunnel turtle umbrella uncle unicorn "
         "vacuum valley velvet violin volcano walnut wasp whale wisdom wolf yellow zebra").split()


def ssh_priv():
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA" + rs(250, B64)
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + wrap(body, 70) + "\n-----END OPENSSH PRIVATE KEY-----"


def rsa_priv():
    body = "MIIEpAIBAAKCAQEA" + rs(230, B64)
    return "-----BEGIN RSA PRIVATE KEY-----\n" + wrap(body) + "\n-----END RSA PRIVATE KEY-----"


def ec_priv():
    body = "MHcCAQEEI" + rs(150, B64) + "=="
    return "-----BEGIN EC PRIVATE KEY-----\n" + wrap(body) + "\n-----END EC PRIVATE KEY-----"


def pkcs8():
    body = "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC" + rs(200, B64)
    return "-----BEGIN PRIVATE KEY-----\n" + wrap(body) + "\n-----END PRIVATE KEY-----"


def pgp_priv():
    body = "lQVYBG" + rs(220, B64)
    return "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + wrap(body) + "\n=" + rs(4, B64) + "\n-----END PGP PRIVATE KEY BLOCK-----"


GEN = {
    "aws_akid": lambda: "AKIA" + rs(16, UP.replace("0", "").replace("1", "")),
    "aws_asia": lambda: "ASIA" + rs(16, UP.replace("0", "").replace("1", "")),
    "aws_secret": lambda: rs(40, AL + "+/"),
    "aws_session": lambda: "IQoJb3JpZ2luX2VjE" + rs(180, AL + "+/"),
    "gh_pat": lambda: "ghp_" + rs(36),
    "gh_oauth": lambda: "gho_" + rs(36),
    "gh_server": lambda: "ghs_" + rs(36),
    "gh_refresh": lambda: "ghr_" + rs(76),
    "gh_fine": lambda: "github_pat_" + rs(22, UP + "0123456789") + "_" + rs(59),
    "gitlab": lambda: "glpat-" + rs(20, AL + "-_"),
    "slack_bot": lambda: f"xoxb-{R.randint(10**11, 10**12-1)}-{R.randint(10**12, 10**13-1)}-{rs(24)}",
    "slack_user": lambda: f"xoxp-{R.randint(10**11, 10**12-1)}-{R.randint(10**11, 10**12-1)}-{R.randint(10**12, 10**13-1)}-{rs(32, HX)}",
    "slack_app": lambda: f"xapp-1-A{rs(10, UP)}-{R.randint(10**12, 10**13-1)}-{rs(64, HX)}",
    "slack_hook": lambda: f"https://hooks.slack.com/services/T{rs(8, UP)}/B{rs(10, UP)}/{rs(24)}",
    "discord_hook": lambda: f"https://discord.com/api/webhooks/{R.randint(10**17, 10**18-1)}/{rs(68, AL + '-_')}",
    "discord_bot": lambda: f"{rs(24, AL)}.{rs(6, AL + '-_')}.{rs(38, AL + '-_')}",
    "teams_hook": lambda: f"https://{rs(8, LO)}.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{rs(32, HX)}/{uuid4()}",
    "telegram": lambda: f"{R.randint(10**9, 10**10-1)}:AA{rs(33, AL + '-_')}",
    "stripe_live": lambda: "sk_live_51" + rs(97),
    "stripe_rk": lambda: "rk_live_51" + rs(97),
    "stripe_whsec": lambda: "whsec_" + rs(32),
    "openai": lambda: "sk-proj-" + rs(48, AL + "-_") + "T3BlbkFJ" + rs(48, AL + "-_"),
    "openai_old": lambda: "sk-" + rs(20) + "T3BlbkFJ" + rs(20),
    "anthropic": lambda: "sk-ant-api03-" + rs(93, AL + "-_") + "AA",
    "google_api": lambda: "AIza" + rs(35, AL + "-_"),
    "google_oauth": lambda: "ya29.a0" + rs(150, AL + "-_"),
    "google_refresh": lambda: "1//0" + rs(2, AL) + rs(98, AL + "-_"),
    "google_client_secret": lambda: "GOCSPX-" + rs(28, AL + "-_"),
    "npm": lambda: "npm_" + rs(36),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(150, AL + "-_"),
    "hf": lambda: "hf_" + rs(34),
    "twilio_sid": lambda: "AC" + rs(32, HX),
    "twilio_token": lambda: rs(32, HX),
    "sendgrid": lambda: "SG." + rs(22, AL + "-_") + "." + rs(43, AL + "-_"),
    "mailgun": lambda: "key-" + rs(32, HX),
    "mailchimp": lambda: rs(32, HX) + "-us" + str(R.randint(2, 21)),
    "do_token": lambda: "dop_v1_" + rs(64, HX),
    "heroku": lambda: "HRKU-" + uuid4(),
    "datadog_api": lambda: rs(32, HX),
    "datadog_app": lambda: rs(40, HX),
    "shopify": lambda: "shpat_" + rs(32, HX),
    "square": lambda: "EAAA" + rs(60, AL + "-_"),
    "azure_storage": lambda: rs(86, AL + "+/") + "==",
    "azure_sas": lambda: "sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2026-03-01T00:00:00Z&st=2024-09-01T00:00:00Z&spr=https&sig=" + rs(44, AL).replace("", "")[:43] + "%3D",
    "azure_client_secret": lambda: rs(3, AL) + "8Q~" + rs(34, AL + "~._-"),
    "vault": lambda: "hvs." + rs(24) + rs(R.choice([0, 70]), AL + "_-"),
    "docker": lambda: "dckr_pat_" + rs(27, AL + "-_"),
    "linear": lambda: "lin_api_" + rs(40),
    "notion": lambda: "ntn_" + rs(11, string.digits) + rs(35),
    "airtable": lambda: "pat" + rs(14) + "." + rs(64, HX),
    "cloudflare": lambda: rs(40, AL + "_-"),
    "tfc": lambda: rs(14) + ".atlasv1." + rs(67),
    "groq": lambda: "gsk_" + rs(52),
    "replicate": lambda: "r8_" + rs(37),
    "openrouter": lambda: "sk-or-v1-" + rs(64, HX),
    "xai": lambda: "xai-" + rs(80),
    "mistral": lambda: rs(32),
    "figma": lambda: "figd_" + rs(40, AL + "-_"),
    "atlassian": lambda: "ATATT3xFfGF0" + rs(170, AL + "-_") + "=" + rs(8, HX).upper(),
    "okta": lambda: "00" + rs(40, AL + "-_"),
    "pulumi": lambda: "pul-" + rs(40, HX),
    "newrelic": lambda: "NRAK-" + rs(27, UP),
    "sentry_auth": lambda: "sntrys_" + rs(120, AL),
    "algolia_admin": lambda: rs(32, HX),
    "postman": lambda: "PMAK-" + rs(24, HX) + "-" + rs(34, HX),
    "circleci": lambda: "CCIPAT_" + rs(22) + "_" + rs(40, HX),
    "netlify": lambda: "nfp_" + rs(36),
    "vercel": lambda: rs(24),
    "supabase_service": lambda: jwt(),
    "jwt": jwt,
    "k8s_token": k8s_token,
    "jwt_secret": lambda: rs(64, HX),
    "django_secret": lambda: "django-insecure-" + rs(50, string.ascii_lowercase + string.digits + "!@#$%^&*(-_=+)"),
    "rails_master": lambda: rs(32, HX),
    "wireguard": lambda: rs(43, B64) + "=",
    "totp": lambda: rs(32, B32),
    "age": lambda: "AGE-SECRET-KEY-1" + rs(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"),
    "kube_client_key": lambda: "LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFb3dJQkFBS0NBUUVB" + rs(120, B64),
    "kube_cert": lambda: "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM" + rs(60, B64),
    "ssh_priv": ssh_priv,
    "rsa_priv": rsa_priv,
    "ec_priv": ec_priv,
    "pkcs8": pkcs8,
    "pgp_priv": pgp_priv,
    "pw": pw,
    "urlpw": urlpw,
    "uuid": uuid4,
    "hex32": lambda: rs(32, HX),
    "hex40": lambda: rs(40, HX),
    "hex64": lambda: rs(64, HX),
    "b64_32": lambda: base64.b64encode(bytes(R.getrandbits(8) for _ in range(32))).decode(),
    "recovery": lambda: " ".join(f"{rs(5, LO)}-{rs(5, LO)}" for _ in range(8)),
    "recovery_num": lambda: " ".join(str(R.randint(10**7, 10**8 - 1)) for _ in range(8)),
    "seed12": lambda: " ".join(R.choice(BIP39) for _ in range(12)),
    "seed24": lambda: " ".join(R.choice(BIP39) for _ in range(24)),
    "eth_priv": lambda: "0x" + rs(64, HX),
    "btc_wif": lambda: R.choice("KL") + rs(51, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"),
    "npm_legacy": lambda: uuid4(),
    "sauce": lambda: uuid4(),
    "gcp_key_id": lambda: rs(40, HX),
    "gcp_pk_snip": lambda: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC" + rs(90, B64),
    "mapbox_secret": lambda: "sk.eyJ1Ijoi" + rs(60, AL) + "." + rs(22, AL + "-_"),
    "dropbox": lambda: "sl." + rs(130, AL + "-_"),
    "gh_app_priv_hint": lambda: rs(20),
    "ngrok": lambda: rs(27) + "_" + rs(21),
    "snyk": lambda: uuid4(),
    "pagerduty": lambda: "u+" + rs(18, AL + "-_"),
    "ig_token": lambda: "IGQV" + rs(150, AL + "-_"),
    "fb_token": lambda: "EAAG" + rs(160, AL),
    "twitter_bearer": lambda: "AAAAAAAAAAAAAAAAAAAAA" + rs(25) + "%3D" + rs(50),
    "paypal_secret": lambda: "E" + rs(79, AL + "-_"),
    "braintree": lambda: "access_token$production$" + rs(16, LO) + "$" + rs(32, HX),
    "rabbit_pw": urlpw,
    "redis_pw": lambda: rs(32),
    "smtp_pw": lambda: rs(16, string.ascii_lowercase),
    "app_pw": lambda: " ".join(rs(4, string.ascii_lowercase) for _ in range(4)),
    "wifi_pw": pw,
    "pin": lambda: str(R.randint(100000, 999999)),
    "card": lambda: "4" + "".join(str(R.randint(0, 9)) for _ in range(15)),
}


def basic(user):
    return base64.b64encode(f"{user}:{urlpw()}".encode()).decode()


PH = re.compile(r"\{\{([a-z0-9_]+)(?::([^}]*))?\}\}")


def fill(text):
    def sub(m):
        name, arg = m.group(1), m.group(2)
        if name == "basic":
            return basic(arg or "admin")
        if name not in GEN:
            raise KeyError(f"unknown placeholder {name} in {text[:60]!r}")
        return GEN[name]()
    return PH.sub(sub, text)


# ---------------------------------------------------------------- encodings
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "y": "\u0443", "i": "\u0456", "A": "\u0410", "E": "\u0415",
        "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422", "H": "\u041d",
        "K": "\u041a", "M": "\u041c", "B": "\u0412", "s": "\u0455", "j": "\u0458"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def enc(tech, s):
    if tech == "base64":
        return base64.b64encode(s.encode()).decode()
    if tech == "hex":
        return s.encode().hex()
    if tech == "rot13":
        return codecs.encode(s, "rot13")
    if tech == "url_encoding":
        return "".join(f"%{b:02X}" for b in s.encode())
    if tech == "html_entities":
        return "".join(f"&#{ord(c)};" if c.isalpha() else c for c in s)
    if tech == "homoglyph":
        return "".join(HOMO.get(c, c) for c in s)
    if tech == "zero_width":
        out = []
        for i, c in enumerate(s):
            out.append(c)
            if c.isalpha() and i % 2 == 1:
                out.append(R.choice("\u200b\u200c\u200d\u2060"))
        return "".join(out)
    if tech == "unicode_tags":
        return "".join(chr(0xE0000 + ord(c)) for c in s if 0x20 <= ord(c) < 0x7f)
    if tech == "bidi":
        return "\u202e" + s[::-1] + "\u202c"
    if tech == "fullwidth":
        return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7e else c for c in s)
    if tech == "leetspeak":
        return "".join(LEET.get(c, c) for c in s)
    if tech == "reversed":
        return s[::-1]
    if tech == "mixed_case":
        return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(s))
    if tech == "spacing":
        return " ".join(s)
    raise KeyError(tech)


EN = re.compile("\u27e6([a-z_]+)\\|(.*?)\u27e7", re.S)


def encode_marked(text):
    return EN.sub(lambda m: enc(m.group(1), m.group(2)), text)


def load_batches(prefix):
    rows = []
    for path in sorted(glob.glob(os.path.join(HERE, f"{prefix}_*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        rows.extend(mod.ENTRIES)
    return rows


def main():
    attacks = []
    for text, cat, obf, lang, note in load_batches("atk"):
        t = encode_marked(fill(text))
        attacks.append({"text": t, "category": cat, "obfuscation": obf, "lang": lang, "note": note})
    benign = []
    for text, kind, note in load_batches("ben"):
        if PH.search(text) or "\u27e6" in text:
            raise ValueError(f"benign entry must be written literally: {text[:60]!r}")
        benign.append({"text": text, "kind": kind, "note": note})
    for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(attacks), "attacks,", len(benign), "benign")


if __name__ == "__main__":
    main()
