"""Tokens of other services, in the formats their vendors issue (the prefixes and lengths
secret scanners such as gitleaks know them by).

Notes hand an assistant the keys to whatever the user runs: a Telegram bot, a DigitalOcean
account, a Shopify store, a Vault cluster. Each format here has a fixed prefix (or, for a
Telegram bot, a fixed shape) and a random body of a fixed length, so a match is a token,
never a word; a prefix named in prose ("Shopify tokens start with shpat_") matches nothing.
`credentials` adds these rows and kinds to its own.
"""

from __future__ import annotations

from hermem.safety.patterns import ThreatPattern, secret

# id -> (the kind of secret, as a block message names it; anchors; pattern)
_FORMATS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "telegram_bot_token": (
        "a Telegram bot token",
        (":aa",),
        r"(?<![\w:])\d{5,16}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])",
    ),
    "digitalocean_token": (
        "a DigitalOcean token",
        ("dop_v1_", "doo_v1_", "dor_v1_"),
        r"\bdo[opr]_v1_[a-f0-9]{64}\b",
    ),
    "shopify_token": (
        "a Shopify access token",
        ("shpat_", "shpca_", "shppa_", "shpss_"),
        r"\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b",
    ),
    "vault_token": (
        "a HashiCorp Vault token",
        ("hvs.", "hvb."),
        r"\bhv[sb]\.[A-Za-z0-9_-]{24,256}(?![A-Za-z0-9_-])",
    ),
    "linear_key": ("a Linear API key", ("lin_api_",), r"\blin_api_[A-Za-z0-9]{40}\b"),
    "notion_token": (
        "a Notion integration token",
        ("secret_", "ntn_"),
        r"\b(?:secret_[A-Za-z0-9]{43}|ntn_[A-Za-z0-9]{40,50})\b",
    ),
    "groq_key": ("a Groq API key", ("gsk_",), r"\bgsk_[A-Za-z0-9]{48,56}\b"),
    "replicate_token": ("a Replicate API token", ("r8_",), r"\br8_[A-Za-z0-9]{36,40}\b"),
    "xai_key": ("an xAI API key", ("xai-",), r"\bxai-[A-Za-z0-9]{70,90}\b"),
    "openrouter_key": ("an OpenRouter API key", ("sk-or-v1-",), r"\bsk-or-v1-[a-f0-9]{64}\b"),
    "perplexity_key": ("a Perplexity API key", ("pplx-",), r"\bpplx-[A-Za-z0-9]{48}\b"),
    "age_secret_key": (
        "an age secret key",
        ("age-secret-key-1",),
        r"\bAGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}\b",
    ),
    "atlassian_token": (
        "an Atlassian API token",
        ("atatt3",),
        r"\bATATT3[A-Za-z0-9_=-]{40,256}",
    ),
    "postman_key": (
        "a Postman API key",
        ("pmak-",),
        r"\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b",
    ),
    "newrelic_key": ("a New Relic API key", ("nrak-",), r"\bNRAK-[A-Z0-9]{27}\b"),
    "mapbox_secret_token": (
        "a Mapbox secret token",
        ("sk.eyj",),
        r"\bsk\.eyJ[A-Za-z0-9_-]{20,512}\.[A-Za-z0-9_-]{20,512}",
    ),
    "dropbox_token": ("a Dropbox access token", ("sl.",), r"\bsl\.[A-Za-z0-9_=-]{80,1400}"),
    "heroku_key": ("a Heroku API key", ("hrku-",), r"\bHRKU-[A-Za-z0-9_-]{20,128}"),
    "square_token": (
        "a Square access token",
        ("sq0atp-", "sq0csp-", "eaaa"),
        r"\b(?:sq0atp-[A-Za-z0-9_-]{22}|sq0csp-[A-Za-z0-9_-]{43}|EAAA[A-Za-z0-9_-]{60})\b",
    ),
    "flyio_token": ("a Fly.io access token", ("fo1_",), r"\bfo1_[A-Za-z0-9_-]{40,64}"),
    "grafana_token": (
        "a Grafana token",
        ("glsa_", "glc_"),
        r"\b(?:glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|glc_[A-Za-z0-9+/]{32,400}={0,2})",
    ),
    "hubspot_token": (
        "a HubSpot access token",
        ("pat-na1-", "pat-eu1-"),
        r"\bpat-(?:na|eu)1-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}\b",
    ),
    "mailchimp_key": ("a Mailchimp API key", ("-us",), r"\b[a-f0-9]{32}-us\d{1,2}\b"),
    "google_oauth_secret": (
        "a Google OAuth token or client secret",
        ("1//0", "gocspx-"),
        r"(?<![\w/])1//0[A-Za-z0-9_-]{40,512}|\bGOCSPX-[A-Za-z0-9_-]{28}\b",
    ),
    "databricks_token": ("a Databricks token", ("dapi",), r"\bdapi[a-f0-9]{32}(?:-\d)?\b"),
    "supabase_token": ("a Supabase access token", ("sbp_",), r"\bsbp_[a-f0-9]{40}\b"),
    "docker_hub_token": (
        "a Docker Hub access token",
        ("dckr_pat_",),
        r"\bdckr_pat_[A-Za-z0-9_-]{27}(?![A-Za-z0-9_-])",
    ),
    "stripe_webhook_secret": (
        "a Stripe webhook secret",
        ("whsec_",),
        r"\bwhsec_[A-Za-z0-9]{32,64}\b",
    ),
    "crates_io_token": ("a crates.io token", ("cio",), r"\bcio[A-Za-z0-9]{32,40}\b"),
    "razorpay_key": (
        "a Razorpay key",
        ("rzp_live_", "rzp_test_"),
        r"\brzp_(?:live|test)_[A-Za-z0-9]{14}\b",
    ),
    "mailgun_key": ("a Mailgun API key", ("key-",), r"\bkey-[0-9a-f]{32}\b"),
    "twilio_key": ("a Twilio API key", ("sk",), r"\bSK[0-9a-fA-F]{32}\b"),
    "pulumi_token": ("a Pulumi access token", ("pul-",), r"\bpul-[a-f0-9]{40}\b"),
    # Named: three dot-separated parts are too common a shape to look for everywhere.
    "discord_bot_token": (
        "a Discord bot token",
        ("discord", "디스코드", "ディスコード", "дискорд"),
        r"(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{23,26}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}"
        r"(?![A-Za-z0-9_-])",
    ),
    "figma_token": ("a Figma access token", ("figd_",), r"\bfigd_[A-Za-z0-9_-]{38,64}\b"),
    "netlify_token": ("a Netlify access token", ("nfp_",), r"\bnfp_[A-Za-z0-9]{36,40}\b"),
    "sentry_token": (
        "a Sentry auth token",
        ("sntrys_", "sntryu_"),
        r"\bsntry(?:s_[A-Za-z0-9_+/=]{40,512}|u_[a-f0-9]{64})(?![A-Za-z0-9_+/=])",
    ),
    "terraform_cloud_token": (
        "a Terraform Cloud token",
        (".atlasv1.",),
        r"\b[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,90}(?![A-Za-z0-9_=-])",
    ),
    "xendit_key": (
        "a Xendit secret key",
        ("xnd_production_", "xnd_development_"),
        r"\bxnd_(?:production|development)_[A-Za-z0-9]{40,80}\b",
    ),
    "midtrans_key": (
        "a Midtrans server key",
        ("mid-server-",),
        r"\b(?:SB-)?Mid-server-[A-Za-z0-9_-]{20,40}(?![A-Za-z0-9_-])",
    ),
    "omise_key": ("an Omise secret key", ("skey_",), r"\bskey_(?:test_)?[a-z0-9]{19,40}\b"),
    "tencent_cloud_key": ("a Tencent Cloud key", ("akid",), r"\bAKID[A-Za-z0-9]{32}\b"),
    "alibaba_cloud_key": ("an Alibaba Cloud key", ("ltai",), r"\bLTAI[A-Za-z0-9]{12,24}\b"),
    "braintree_token": (
        "a PayPal Braintree access token",
        ("access_token$production$", "access_token$sandbox$"),
        r"\baccess_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32}\b",
    ),
    "teams_webhook": (
        "a Microsoft Teams webhook URL",
        (".webhook.office.com/webhookb2/",),
        r"https://[\w-]{1,64}\.webhook\.office\.com/webhookb2/[a-f0-9-]{36}@[a-f0-9-]{36}"
        r"/IncomingWebhook/[a-f0-9]{32}/",
    ),
    "x_bearer_token": (
        "an X (Twitter) bearer token",
        ("aaaaaaaaaaaaaaaaaaaaa",),
        r"(?<![A-Za-z0-9%])A{21,23}[B-Za-z0-9][A-Za-z0-9%]{30,150}(?![A-Za-z0-9%])",
    ),
    "facebook_token": (
        "a Facebook access token",
        ("eaa",),
        r"\bEAA[A-Z][A-Za-z0-9]{96,255}\b",
    ),
    "wireguard_key": (
        "a WireGuard private key",
        ("privatekey",),
        r"\b(?i:privatekey)[ \t]*=[ \t]*[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=",
    ),
    "airtable_token": (
        "an Airtable personal access token",
        ("pat",),
        r"\bpat[A-Za-z0-9]{14}\.[a-f0-9]{64}\b",
    ),
    "azure_sas_token": (
        "an Azure shared access signature",
        ("sig=",),
        r"[?&]sv=\d{4}-\d\d-\d\d&[^\s\"'<>]{0,200}?&sig=[A-Za-z0-9%/+]{30,}",
    ),
    "django_secret_key": (
        "a Django secret key",
        ("django-insecure-",),
        r"\bdjango-insecure-[\w!@#$%^&*(+=)-]{40,60}",
    ),
    "tailscale_key": (
        "a Tailscale auth key",
        ("tskey-",),
        r"\btskey-(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{6,24}-[A-Za-z0-9]{20,48}\b",
    ),
    "okta_token": (
        "an Okta API token",
        ("ssws",),
        r"\bSSWS[ \t]+00[A-Za-z0-9_-]{40}(?![A-Za-z0-9_-])",
    ),
    # An account SID is no secret, but the 32 hex digits stated with it are its auth token.
    "twilio_auth_token": (
        "a Twilio auth token",
        ("ac",),
        r"\bAC[0-9a-f]{32}\b[^\n]{0,100}?(?<![0-9A-Za-z])[0-9a-f]{32}(?![0-9A-Za-z])",
    ),
    "circleci_token": (
        "a CircleCI API token",
        ("ccipat_", "cciprj_"),
        r"\bCCIP(?:AT|RJ)_[A-Za-z0-9]{22}_[0-9a-f]{40}\b",
    ),
    "azure_client_secret": (
        "an Azure client secret",
        ("q~",),
        r"(?<![A-Za-z0-9_~.-])[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])",
    ),
}

SERVICE_TOKEN_KINDS: dict[str, str] = {id: kind for id, (kind, _, _) in _FORMATS.items()}

SERVICE_TOKEN_PATTERNS: tuple[ThreatPattern, ...] = tuple(
    secret(id, kind, anchors, pattern) for id, (kind, anchors, pattern) in _FORMATS.items()
)
