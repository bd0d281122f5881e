"""Request bodies, with field limits: a field too long is refused before any handler runs.

The memory call takes the memory tool's own arguments; only shapes and sizes are checked
here, the tool checks the rest and answers with the same errors a model gets.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

MAX_CONTENT_CHARS = 100_000
MAX_QUERY_CHARS = 10_000
MAX_OPERATIONS = 100
MAX_ID_CHARS = 200
MAX_IMPORT_CHARS = 16 * 1024 * 1024  # the body limit is the real bound

Target = Literal["memory", "user"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class MemoryOperation(_Strict):
    action: str = Field(max_length=32)
    content: str | None = Field(default=None, max_length=MAX_CONTENT_CHARS)
    new_text: str | None = Field(default=None, max_length=MAX_CONTENT_CHARS)
    old_text: str | None = Field(default=None, max_length=MAX_CONTENT_CHARS)


class MemoryCall(_Strict):
    """The memory tool's arguments: add/replace/remove one entry, or a batch."""

    action: str | None = Field(default=None, max_length=32, examples=["add"])
    target: str | None = Field(default=None, max_length=32, examples=["memory"])
    content: str | None = Field(
        default=None, max_length=MAX_CONTENT_CHARS, examples=["Project uses uv, not pip"]
    )
    new_text: str | None = Field(default=None, max_length=MAX_CONTENT_CHARS)
    old_text: str | None = Field(default=None, max_length=MAX_CONTENT_CHARS)
    operations: list[MemoryOperation] | None = Field(default=None, max_length=MAX_OPERATIONS)

    def arguments(self) -> dict[str, Any]:
        return self.model_dump(exclude_none=True)


class UndoRequest(_Strict):
    id: int | None = Field(default=None, ge=1, le=2**62, description="A change from the journal")
    target: Target | None = Field(default=None, description="The latest change of this store")


class ImportRequest(_Strict):
    format: str = Field(
        default="auto",
        max_length=32,
        description="auto, hermem (hermem-jsonl), openai, claude-code or chatgpt",
    )
    content: str = Field(max_length=MAX_IMPORT_CHARS, description="The file's text")
    source: str | None = Field(default=None, max_length=64, description="Recorded per session")


class ScanRequest(_Strict):
    text: str = Field(max_length=MAX_CONTENT_CHARS * 2)
