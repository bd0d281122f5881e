"""What the model is told about its memory: the tool description and system-prompt guidance."""

from __future__ import annotations

TOOL_DESCRIPTION = """\
Save durable facts to your persistent memory. Memory is injected into your system prompt \
at the start of every future session, so keep it compact and limited to facts that will \
still matter later. Writes are saved at once but appear in the prompt next session.

HOW: make all the changes of one turn in ONE call (use 'operations' for several). Entries \
are located for replace/remove by 'old_text', a short unique substring of the entry; \
'content' replaces the WHOLE matched entry. The budget is checked on the final result of \
a batch, so one call can free space and add. A successful result is final: do not repeat it.

WHEN: save proactively, without being asked — user preferences and corrections, personal \
details the user shares, stable facts about the environment, conventions and workflows. \
Priority: what stops the user repeating themselves (preferences, recurring corrections) \
beats environment facts, which beat procedures.

FORM: declarative facts, not instructions to yourself ("User prefers concise answers", \
not "Always answer concisely").

IF FULL: the error lists current_entries; reissue ONE batch that merges, shortens or \
removes stale entries and adds the new one.

TARGETS: 'user' = who the user is (name, role, preferences, communication style, habits); \
'memory' = your own notes (environment, project conventions, tool quirks, lessons learned).

SKIP: trivia, things easily re-discovered, raw dumps, task progress, completed-work logs, \
temporary TODO state, PR/issue numbers or commit ids (use session_search to recall past \
conversations instead). If a fact will be stale in a week, it does not belong in memory."""

TOOL_DESCRIPTION_USER_ONLY = """\
Save durable facts about the user to your persistent user profile (target='user'; the \
'memory' store is disabled). The profile is injected into your system prompt at the start \
of every future session. Save proactively: preferences, corrections, personal details, \
communication style. Make all changes of one turn in ONE call ('operations' for several); \
'old_text' is a short unique substring locating an entry for replace/remove; 'content' \
replaces the whole entry. Write declarative facts. A successful result is final."""

MEMORY_GUIDANCE = """\
You have persistent memory across sessions: the MEMORY and USER PROFILE blocks below are \
loaded into every session, so keep them compact and limited to facts that will still \
matter later. Save proactively with the memory tool, without being asked: user \
preferences, corrections, personal details, stable environment facts and conventions. \
Prefer what stops the user repeating themselves. Write declarative facts ("User prefers \
concise responses"), not instructions to yourself. Do not save task progress, session \
outcomes, completed-work logs, temporary TODO state, PR or issue numbers or commit ids: if \
a fact will be stale in a week, it does not belong in memory. Memory has a hard character \
budget; when it is full, replace or consolidate stale entries rather than skipping the save."""

USER_ONLY_GUIDANCE = """\
You have a persistent user profile across sessions (the USER PROFILE block below). Save \
durable facts about the user with the memory tool and target='user' (never \
target='memory', which is disabled): preferences, corrections, personal details. Write \
declarative facts and keep the profile compact."""

SESSION_SEARCH_GUIDANCE = """\
When the user references something from a past conversation, or you suspect relevant \
cross-session context exists, use session_search to recall it before asking them to \
repeat themselves."""
