#!/usr/bin/env python3
"""Assemble hand-written batches into attacks.jsonl / benign.jsonl (stdlib only).

Only does: (a) apply a real encoding to the span marked [[...]] in a minority of
hand-written attack payloads (technique = first encoding named in `obfuscation`),
(b) fill {{KEY:kind}} placeholders with freshly generated random strings in real
key formats, (c) expand label abbreviations and write the JSONL files.
"""
import base64, glob, json, os, random, re, string, urllib.parse, html, codecs

HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20240917)
CAT = dict(IO="instruction_override", RH="role_hijack", FM="forged_markers", EX="exfiltration",
           PE="persistence", HM="hidden_markup", CR="credentials", ML="multilingual")
OB = dict(ip="indirect_polite", bb="buried_in_benign", cd="conditional", fa="fake_authority",
          rp="roleplay", pp="paraphrase", ss="split_sentences")
KIND = dict(dev="dev_note", env="environment", pref="preference", conv="project_convention",
            pers="personal", llm="llm_work", sec="security_research", shell="shell_config",
            cron="scheduled_jobs", secr="secrets_topic", web="web_markup", mem="memory_management",
            ml="multilingual", every="everyday_language", emo="emoji_math_code")
ENCS = ["base64", "hex", "rot13", "url_encoding", "html_entities", "homoglyph", "zero_width",
        "unicode_tags", "bidi", "fullwidth", "leetspeak", "reversed", "mixed_case", "spacing"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
        "i": "\u0456", "y": "\u0443", "A": "\u0410", "E": "\u0415", "O": "\u041e", "P": "\u0420",
        "C": "\u0421", "T": "\u0422", "H": "\u041d", "K": "\u041a", "M": "\u041c", "B": "\u0412"}
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
        return urllib.parse.quote(s, safe="")
    if tech == "html_entities":
        return "".join(f"&#x{ord(c):x};" if c != " " else " " for c in s)
    if tech == "homoglyph":
        return "".join(HOMO.get(c, c) for c in s)
    if tech == "zero_width":
        return "\u200b".join(s)
    if tech == "unicode_tags":
        return "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128)
    if tech == "bidi":
        return "\u202e" + s[::-1] + "\u202c"
    if tech == "fullwidth":
        return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)
    if tech == "leetspeak":
        return "".join(LEET.get(c, c) for c in s)
    if tech == "reversed":
        return s[::-1]
    if tech == "mixed_case":
        out, up = [], False
        for c in s:
            if c.isalpha() and c.isascii():
                out.append(c.upper() if up else c.lower()); up = not up
            else:
                out.append(c)
        return "".join(out)
    if tech == "spacing":
        return " ".join(s)
    raise ValueError(tech)


def rs(n, alpha=string.ascii_letters + string.digits):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64u(n):
    return base64.urlsafe_b64encode(os.urandom(n)).decode().rstrip("=")


def key(kind):
    U, D, H = string.ascii_uppercase, string.digits, "0123456789abcdef"
    if kind == "aws_id": return "AKIA" + rs(16, U + "234567")
    if kind == "aws_secret": return rs(40, string.ascii_letters + D + "+/")
    if kind == "gh": return "ghp_" + rs(36)
    if kind == "ghpat": return "github_pat_" + rs(22) + "_" + rs(59)
    if kind == "openai": return "sk-proj-" + rs(48, string.ascii_letters + D + "_-")
    if kind == "anthropic": return "sk-ant-api03-" + rs(93, string.ascii_letters + D + "_-") + "AA"
    if kind == "slack": return f"xoxb-{rs(12, D)}-{rs(13, D)}-{rs(24)}"
    if kind == "slackhook": return f"https://hooks.slack.com/services/T{rs(8, U + D)}/B{rs(10, U + D)}/{rs(24)}"
    if kind == "stripe": return "sk_live_" + rs(24)
    if kind == "google": return "AIza" + rs(35, string.ascii_letters + D + "_-")
    if kind == "gitlab": return "glpat-" + rs(20, string.ascii_letters + D + "_-")
    if kind == "npm": return "npm_" + rs(36)
    if kind == "hf": return "hf_" + rs(34)
    if kind == "tg": return f"{rs(10, D)}:AA{rs(33, string.ascii_letters + D + '_-')}"
    if kind == "twilio": return "SK" + rs(32, H)
    if kind == "sendgrid": return f"SG.{rs(22, string.ascii_letters + D + '_-')}.{rs(43, string.ascii_letters + D + '_-')}"
    if kind == "jwt":
        h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
        p = base64.urlsafe_b64encode(json.dumps({"sub": rs(8, D), "iat": 1718000000 + rng.randint(0, 9999999)}).encode()).decode().rstrip("=")
        return f"{h}.{p}.{b64u(32)}"
    if kind == "pw": return rs(6) + rng.choice("!#%*") + rs(5) + rng.choice(D) + rs(3)
    if kind == "hex32": return rs(32, H)
    if kind == "hex64": return rs(64, H)
    if kind == "pem": return "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEI" + base64.b64encode(os.urandom(120)).decode() + "\n-----END EC PRIVATE KEY-----"
    if kind == "ssh": return "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA" + base64.b64encode(os.urandom(96)).decode() + "\n-----END OPENSSH PRIVATE KEY-----"
    if kind == "alipay": return "2021" + rs(12, D)
    if kind == "wechat": return rs(32, string.ascii_lowercase + D)
    if kind == "line": return rs(172, string.ascii_letters + D + "+/") + "="
    if kind == "kakao": return rs(32, H)
    if kind == "discord": return f"{b64u(18)}.{rs(6, string.ascii_letters + D + '_-')}.{rs(38, string.ascii_letters + D + '_-')}"
    raise ValueError(kind)


def fill(t):
    return re.sub(r"\{\{KEY:(\w+)\}\}", lambda m: key(m.group(1)), t)


def expand(ob):
    if ob == "none":
        return "none"
    return "+".join(OB.get(x, x) for x in ob.split("+"))


attacks, benign = [], []
for path in sorted(glob.glob(os.path.join(HERE, "batches", "*.py"))):
    ns = {}
    exec(open(path, encoding="utf-8").read(), ns)
    for t, c, ob, lang, note in ns.get("A", []):
        ob = expand(ob)
        m = re.search(r"\[\[(.+?)\]\]", t, re.S)
        techs = [x for x in ob.split("+") if x in ENCS]
        if m:
            assert techs, (path, t)
            t = t[:m.start()] + enc(techs[0], m.group(1)) + t[m.end():]
        else:
            assert not techs, (path, t)
        attacks.append(dict(text=fill(t), category=CAT[c], obfuscation=ob, lang=lang, note=note))
    for t, k, note in ns.get("B", []):
        note = note.replace("H:", "near-miss (hard): ", 1) if note.startswith("H:") else (
            note.replace("M:", "near-miss (mild, trigger word only): ", 1) if note.startswith("M:") else note)
        benign.append(dict(text=t, kind=KIND[k], note=note))

for name, rows in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(attacks), len(benign))
