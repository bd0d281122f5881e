"""``hermem chat``: talk to any OpenAI-compatible model with hermem's memory in the loop."""

from __future__ import annotations

import contextlib
import sys

import click

from hermem.cli.context import EXIT_USAGE, fail, home_options, home_paths

HELP = """\
Chat in the terminal with any OpenAI-compatible model, with persistent memory.

The model gets the memory block in its system prompt, the `memory` and
`session_search` tools, and recalled context with each message; every turn is
saved to the session store. Memory written in one session shows in the system
prompt of the next (/new starts one).

\b
Examples:
  # llama.cpp's server (tool calls need --jinja):
  llama-server -m qwen2.5-7b-instruct-q4_k_m.gguf --port 8080 --jinja
  hermem chat --base-url http://127.0.0.1:8080/v1
  # Ollama:
  hermem chat --base-url http://127.0.0.1:11434/v1 --model qwen2.5:7b
  # vLLM (vllm serve MODEL --enable-auto-tool-choice --tool-call-parser hermes):
  hermem chat --base-url http://127.0.0.1:8000/v1 --model Qwen/Qwen2.5-7B-Instruct
  # OpenAI (the key is read from $OPENAI_API_KEY):
  hermem chat --base-url https://api.openai.com/v1 --model gpt-4o-mini
  # scripted: one message per line on standard input
  printf 'I prefer dark roast coffee\\n/memory\\n' | hermem chat

\b
Defaults come from config.yaml in the home:
  chat:
    base_url: http://127.0.0.1:8080/v1
    model: qwen2.5-7b-instruct      # else the server's first model
    api_key_env: OPENAI_API_KEY     # the variable that holds the key
    timeout: 120

\b
In the chat:
  /memory   what memory holds now     /search QUERY   past conversations
  /new      start a new session       /exit           quit (also Ctrl-D)
"""


@click.command(name="chat", help=HELP, short_help="Chat with a model, with memory in the loop.")
@home_options
@click.option(
    "--base-url",
    metavar="URL",
    help="The server's OpenAI-compatible API root, e.g. http://127.0.0.1:8080/v1 "
    "(default: chat.base_url in config.yaml, else $OPENAI_BASE_URL).",
)
@click.option(
    "--model",
    metavar="NAME",
    help="The model to ask (default: chat.model, else the server's first model).",
)
@click.option(
    "--api-key-env",
    metavar="VAR",
    help="The environment variable holding the API key (default: chat.api_key_env, "
    "else OPENAI_API_KEY; local servers need none).",
)
@click.option(
    "--timeout",
    type=click.FloatRange(min=0, min_open=True, max=3600),
    metavar="SECONDS",
    help="How long to wait for the server (default 120).",
)
@click.option("--no-stream", is_flag=True, help="Wait for whole answers instead of streaming.")
@click.pass_context
def chat_command(
    ctx: click.Context,
    base_url: str | None,
    model: str | None,
    api_key_env: str | None,
    timeout: float | None,
    no_stream: bool,
) -> None:
    from hermem.chat.client import ChatClient, ChatError
    from hermem.chat.loop import ChatLoop
    from hermem.chat.settings import resolve_chat_settings
    from hermem.errors import ConfigError
    from hermem.memory import Memory

    paths = home_paths(ctx)
    try:
        settings = resolve_chat_settings(
            paths, base_url=base_url, model=model, api_key_env=api_key_env, timeout=timeout
        )
    except ConfigError as exc:
        fail(str(exc), EXIT_USAGE)
    client = ChatClient(
        settings.base_url,
        settings.model or "",
        api_key=settings.api_key(),
        timeout=settings.timeout,
    )
    if not client.model:
        try:
            models = client.list_models()
        except ChatError as exc:
            fail(f"{exc}; pass --model NAME")
        if not models:
            fail(f"the server at {settings.base_url} lists no model: pass --model NAME")
        client.model = models[0]
    interactive = sys.stdin.isatty()
    if interactive:
        with contextlib.suppress(ImportError):
            import readline  # noqa: F401  (line editing and history for input())
    with Memory(paths) as memory:
        loop = ChatLoop(memory, client, stream=not no_stream, interactive=interactive)
        session = loop.start()
        banner = f"hermem chat · {client.model} at {client.base_url} · memory in {paths.root}"
        if session.provider_error:
            banner += f" · provider not loaded: {session.provider_error}"
        click.echo(f"{banner} · /help for commands", err=True)
        code = loop.run()
    ctx.exit(code)


COMMANDS = (chat_command,)
