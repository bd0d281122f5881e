/* hermem dashboard: plain JavaScript, no framework, no build step, no third-party requests.
 *
 * Everything the server returns (stored memory, imported conversations, facts) may have been
 * written by an attacker, so it only ever reaches the page as text (textContent, text nodes);
 * no server string is parsed as HTML. Search highlights are <mark> elements built around text
 * nodes, never markup spliced into a string.
 */
(function () {
  "use strict";

  const API = "api/v1/"; // relative, so the dashboard also works behind a path prefix
  const TOKEN_KEY = "hermem.dashboard.token";
  const TARGETS = ["memory", "user"];
  const FILES = { memory: "MEMORY.md", user: "USER.md" };
  const ENTRY_SEPARATOR = "\n§\n";
  const PRESSURE_PERCENT = 80;

  // ---- DOM helpers ----------------------------------------------------------------------

  const $ = (id) => document.getElementById(id);

  /** An element with attributes and children; strings become text nodes, never HTML. */
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "class") node.className = value;
      else if (key === "text") node.textContent = String(value);
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? "" : String(value));
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : String(child));
    }
    return node;
  }

  function show(node, message) {
    node.textContent = message;
    node.hidden = !message;
  }

  function fmtInt(n) {
    return Number(n || 0).toLocaleString("en-US");
  }

  function fmtTime(seconds) {
    if (typeof seconds !== "number" || !isFinite(seconds)) return "";
    return new Date(seconds * 1000).toLocaleString();
  }

  let noticeTimer = 0;
  function notify(message) {
    const box = $("notice");
    box.textContent = message;
    box.classList.add("visible");
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => box.classList.remove("visible"), 6000);
  }

  // ---- the key: URL fragment or pasted, kept in this tab's sessionStorage -----------------

  const auth = {
    token: null,

    /** Take ``#token=...`` off the address bar (history, screenshots) into sessionStorage. */
    load() {
      const match = /(?:^#|&)token=([^&]*)/.exec(location.hash);
      if (match) {
        let token = match[1];
        try {
          token = decodeURIComponent(token);
        } catch (_) {
          /* not percent-encoded: keep it as written */
        }
        this.set(token);
        history.replaceState(null, "", location.pathname + location.search);
        return;
      }
      try {
        this.token = sessionStorage.getItem(TOKEN_KEY);
      } catch (_) {
        this.token = null;
      }
    },

    set(token) {
      this.token = token;
      try {
        sessionStorage.setItem(TOKEN_KEY, token);
      } catch (_) {
        /* storage disabled: the key lives until the tab reloads */
      }
    },

    clear() {
      this.token = null;
      try {
        sessionStorage.removeItem(TOKEN_KEY);
      } catch (_) {
        /* nothing stored */
      }
    },
  };

  // ---- the HTTP API ---------------------------------------------------------------------

  class ApiError extends Error {
    constructor(status, code, message, body) {
      super(message);
      this.status = status;
      this.code = code;
      this.body = body;
    }
  }

  function query(params) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== "" && value !== null && value !== undefined) search.set(key, String(value));
    }
    const text = search.toString();
    return text ? "?" + text : "";
  }

  /** One call; resolves to the JSON body, rejects with ApiError (401 shows the key form). */
  async function api(method, path, body) {
    const headers = { Accept: "application/json" };
    if (auth.token) headers.Authorization = "Bearer " + auth.token;
    const init = { method, headers, cache: "no-store", credentials: "omit" };
    if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    let response;
    try {
      response = await fetch(API + path, init);
    } catch (exc) {
      throw new ApiError(0, "network_error", "The server cannot be reached (" + exc.message + ").");
    }
    const text = await response.text();
    let data = null;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch (_) {
        data = null;
      }
    }
    if (response.ok) return data;
    const error = data && typeof data.error === "object" && data.error ? data.error : {};
    let message = typeof error.message === "string" ? error.message : "";
    if (!message && data && typeof data.error === "string") message = data.error;
    if (!message) message = "HTTP " + response.status + " " + response.statusText;
    if (response.status === 429) {
      const wait = response.headers.get("Retry-After");
      message = "Too many requests" + (wait ? "; retry in " + wait + " s" : "") + ". " + message;
    }
    const failure = new ApiError(response.status, error.code || "http_" + response.status, message, data);
    if (response.status === 401) signedOut("The server refused the key: " + message);
    throw failure;
  }

  /** The memory tool's own error text from a 422 (store full, no match, blocked...). */
  function toolError(exc) {
    const result = exc.body && exc.body.result;
    if (result && typeof result.error === "string") return result.error;
    return exc.message;
  }

  // ---- views: key form or dashboard ------------------------------------------------------

  /** Drop everything shown of the last tenant, so the next key never sees it. */
  function clearData() {
    loaded.clear();
    lastStatus = null;
    for (const id of [
      "entries-memory", "entries-user", "journal-rows", "search-results", "session-list",
      "session-messages", "facts-list", "fact-history-chain", "provider-info", "service-info",
    ]) {
      $(id).replaceChildren();
    }
    for (const id of [
      "snapshot-block", "search-status", "tenant-name", "provider-badge", "pending-count",
    ]) {
      $(id).textContent = "";
    }
    for (const id of [
      "editor-memory-error", "editor-user-error", "journal-error", "search-error",
      "facts-error", "facts-unavailable", "provider-error", "global-error",
    ]) {
      show($(id), "");
    }
    for (const target of TARGETS) {
      $("usage-" + target + "-fill").style.width = "0%";
      $("usage-" + target).setAttribute("aria-valuenow", "0");
      $("usage-" + target + "-text").textContent = "";
    }
    $("session-view").hidden = true;
    $("fact-history").hidden = true;
    $("facts-form").hidden = false;
    $("search-q").value = "";
  }

  function signedOut(message) {
    auth.clear();
    clearData();
    $("main").hidden = true;
    $("topbar-meta").hidden = true;
    $("topbar-actions").hidden = true;
    $("auth").hidden = false;
    show($("auth-message"), message || "");
    $("key-input").value = "";
    $("key-input").focus();
  }

  function signedIn() {
    $("auth").hidden = true;
    show($("auth-message"), "");
    $("main").hidden = false;
    $("topbar-meta").hidden = false;
    $("topbar-actions").hidden = false;
  }

  async function start() {
    if (!auth.token) {
      signedOut("");
      return;
    }
    try {
      await loadStatus();
    } catch (exc) {
      if (exc.status !== 401) show($("global-error"), exc.message);
      return;
    }
    signedIn();
    await Promise.all([...TARGETS.map(loadStore), loadSnapshot()]);
    await loadTab(currentTab);
  }

  // ---- tabs -----------------------------------------------------------------------------

  let currentTab = "memory";
  const loaded = new Set(); // tabs whose data is up to date

  function tabs() {
    return Array.from(document.querySelectorAll('[role="tab"]'));
  }

  function selectTab(name, focus) {
    currentTab = name;
    for (const tab of tabs()) {
      const selected = tab.dataset.tab === name;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      $("panel-" + tab.dataset.tab).hidden = !selected;
      if (selected && focus) tab.focus();
    }
    loadTab(name);
  }

  async function loadTab(name) {
    if (loaded.has(name)) return;
    loaded.add(name);
    const loaders = {
      memory: async () => {},
      journal: loadJournal,
      sessions: loadSessionList,
      facts: loadFacts,
      provider: loadProvider,
    };
    try {
      await loaders[name]();
    } catch (exc) {
      loaded.delete(name);
      if (exc.status !== 401) show($("global-error"), exc.message);
    }
  }

  function stale(...names) {
    for (const name of names) loaded.delete(name);
  }

  // ---- status and usage bars ---------------------------------------------------------------

  let lastStatus = null;

  async function loadStatus() {
    const status = await api("GET", "status");
    lastStatus = status || {};
    $("tenant-name").textContent = lastStatus.tenant || "";
    const provider = lastStatus.provider || {};
    $("provider-badge").textContent = provider.name
      ? provider.name + (provider.available === false ? " (unavailable)" : "")
      : "none";
    const pending = Number(lastStatus.pending || 0);
    $("pending-count").textContent =
      pending === 1 ? "1 write awaits approval" : fmtInt(pending) + " writes await approval";
    const stores = lastStatus.stores || {};
    for (const target of TARGETS) {
      const usage = stores[target];
      if (!usage || usage.enabled === false) renderDisabled(target);
      else if (usage.readable === false) renderUnreadable(target);
      else renderUsage(target, usage);
    }
    show($("global-error"), "");
    return lastStatus;
  }

  function renderUsage(target, usage) {
    const chars = Number(usage.chars || 0);
    const limit = Number(usage.limit || 0);
    const exact = limit > 0 ? Math.min(100, (chars / limit) * 100) : 0;
    const percent = typeof usage.percent === "number" ? usage.percent : Math.round(exact);
    const entries = Array.isArray(usage.entries) ? usage.entries.length : Number(usage.entries || 0);
    const bar = $("usage-" + target);
    bar.setAttribute("aria-valuemin", "0");
    bar.setAttribute("aria-valuemax", String(limit));
    bar.setAttribute("aria-valuenow", String(chars));
    bar.setAttribute(
      "aria-valuetext",
      percent + "% full: " + fmtInt(chars) + " of " + fmtInt(limit) + " characters"
    );
    bar.dataset.chars = String(chars);
    bar.dataset.limit = String(limit);
    bar.dataset.percent = String(percent);
    bar.dataset.entries = String(entries);
    bar.classList.toggle("pressure", percent >= PRESSURE_PERCENT);
    bar.classList.toggle("full", percent >= 100);
    $("usage-" + target + "-fill").style.width = exact.toFixed(2) + "%";
    $("usage-" + target + "-text").textContent =
      fmtInt(chars) + " / " + fmtInt(limit) + " chars · " + percent + "% · " +
      (entries === 1 ? "1 entry" : fmtInt(entries) + " entries");
    storeLimits[target] = { chars, limit };
    updateCounter(target);
  }

  function renderDisabled(target) {
    $("usage-" + target + "-text").textContent = "This store is disabled in config.";
    $("add-" + target + "-form").hidden = true;
  }

  function renderUnreadable(target) {
    $("usage-" + target + "-text").textContent =
      FILES[target] + " cannot be read (see `hermem status`); it is left untouched.";
  }

  // ---- the entry editor -----------------------------------------------------------------

  const storeLimits = { memory: { chars: 0, limit: 0 }, user: { chars: 0, limit: 0 } };

  async function loadStore(target) {
    let data;
    try {
      data = await api("GET", "memory/" + target);
    } catch (exc) {
      if (exc.status === 401) return;
      if (exc.status === 404 || exc.status === 409 || exc.status === 422) {
        renderDisabled(target);
        show($("editor-" + target + "-error"), exc.message);
        $("entries-" + target).replaceChildren();
        return;
      }
      show($("editor-" + target + "-error"), exc.message);
      return;
    }
    const entries = Array.isArray(data.entries) ? data.entries : [];
    if (data.enabled === false) {
      renderDisabled(target);
      renderEntries(target, entries);
      return;
    }
    $("add-" + target + "-form").hidden = false;
    renderUsage(target, { ...data, entries: entries.length });
    renderEntries(target, entries);
  }

  function renderEntries(target, entries) {
    const list = $("entries-" + target);
    if (!entries.length) {
      list.replaceChildren(el("li", { class: "empty hint", text: "No entries yet." }));
      return;
    }
    list.replaceChildren(...entries.map((text, index) => entryItem(target, text, index)));
  }

  function entryItem(target, text, index) {
    const item = el("li", { class: "entry", "data-testid": "entry", "data-index": index });
    const label = "entry " + (index + 1);
    const view = () => {
      item.replaceChildren(
        el("p", { class: "entry-text", "data-testid": "entry-text", text }),
        el(
          "div",
          { class: "entry-actions" },
          el("button", {
            type: "button", class: "small", "data-testid": "entry-edit",
            "aria-label": "Edit " + label, text: "Edit", onclick: edit,
          }),
          el("button", {
            type: "button", class: "small danger", "data-testid": "entry-delete",
            "aria-label": "Delete " + label, text: "Delete", onclick: confirmDelete,
          })
        )
      );
    };
    const edit = () => {
      const area = el("textarea", {
        rows: Math.min(12, Math.max(3, text.split("\n").length + 1)),
        "data-testid": "entry-edit-text", "aria-label": "New text of " + label,
      });
      area.value = text;
      const form = el(
        "form",
        { class: "entry-edit" },
        area,
        el(
          "div",
          { class: "entry-actions" },
          el("button", { type: "submit", class: "small", "data-testid": "entry-save", text: "Save" }),
          el("button", {
            type: "button", class: "small", "data-testid": "entry-cancel", text: "Cancel",
            onclick: view,
          })
        )
      );
      form.addEventListener("submit", async (event) => {
        event.preventDefault();
        if (area.value === text) return view();
        // Replace through the tool, naming the whole current entry as old_text.
        const ok = await writeMemory(
          target, { action: "replace", old_text: text, content: area.value }, "Entry updated."
        );
        if (!ok) area.focus();
      });
      item.replaceChildren(form);
      area.focus();
    };
    const confirmDelete = () => {
      item.replaceChildren(
        el("p", { class: "entry-text", "data-testid": "entry-text", text }),
        el(
          "div",
          { class: "entry-actions confirm", role: "group", "aria-label": "Confirm deletion" },
          el("span", { text: "Delete this entry?" }),
          el("button", {
            type: "button", class: "small danger", "data-testid": "entry-delete-confirm",
            text: "Delete",
            onclick: () => writeMemory(target, { action: "remove", old_text: text }, "Entry deleted."),
          }),
          el("button", {
            type: "button", class: "small", "data-testid": "entry-delete-cancel", text: "Keep",
            onclick: view,
          })
        )
      );
      item.querySelector('[data-testid="entry-delete-cancel"]').focus();
    };
    view();
    return item;
  }

  /** One memory tool call from the editor; shows the tool's error, then reloads the store. */
  async function writeMemory(target, args, successMessage) {
    const errorBox = $("editor-" + target + "-error");
    show(errorBox, "");
    let ok = false;
    try {
      const result = (await api("POST", "memory", { ...args, target })) || {};
      if (result.success === false) {
        show(errorBox, result.error || "The change was refused.");
      } else {
        ok = true;
        const extra = result.pending ? result.message : result.warning || "";
        notify(extra ? successMessage + " " + extra : successMessage);
      }
    } catch (exc) {
      if (exc.status === 401) return false;
      show(errorBox, exc.status === 422 ? toolError(exc) : exc.message);
    }
    stale("journal");
    await Promise.all([loadStore(target), loadSnapshot(), refreshPending()]);
    if (currentTab === "journal") await loadTab("journal");
    return ok;
  }

  async function refreshPending() {
    try {
      await loadStatus();
    } catch (_) {
      /* the store reload already reported problems */
    }
  }

  function updateCounter(target) {
    const area = $("add-" + target + "-content");
    const counter = $("add-" + target + "-count");
    const { chars, limit } = storeLimits[target];
    const length = area.value.length;
    if (!length) {
      counter.textContent = limit ? fmtInt(Math.max(0, limit - chars)) + " chars free" : "";
      return;
    }
    // An added entry also costs its separator when the store is not empty.
    const cost = length + (chars ? ENTRY_SEPARATOR.length : 0);
    const left = limit - chars - cost;
    counter.textContent =
      fmtInt(length) + " chars; " + (left >= 0 ? fmtInt(left) + " left after adding" : "over the limit by " + fmtInt(-left));
    counter.classList.toggle("over", left < 0);
  }

  async function loadSnapshot() {
    try {
      const data = await api("GET", "snapshot");
      $("snapshot-block").textContent = (data && data.block) || "(empty: no entries yet)";
    } catch (exc) {
      if (exc.status !== 401) $("snapshot-block").textContent = "Unavailable: " + exc.message;
    }
  }

  // ---- journal and undo -----------------------------------------------------------------

  function splitEntries(text) {
    if (!text) return [];
    return text
      .replace(/^\uFEFF/, "")
      .split(ENTRY_SEPARATOR)
      .map((entry) => entry.trim())
      .filter(Boolean);
  }

  /** Entries removed and added between two store texts (a multiset difference). */
  function entryDiff(before, after) {
    const counts = new Map();
    for (const entry of splitEntries(before)) counts.set(entry, (counts.get(entry) || 0) + 1);
    const added = [];
    for (const entry of splitEntries(after)) {
      const left = counts.get(entry) || 0;
      if (left > 0) counts.set(entry, left - 1);
      else added.push(entry);
    }
    const removed = [];
    for (const [entry, left] of counts) for (let i = 0; i < left; i++) removed.push(entry);
    return { added, removed };
  }

  function isUndoable(entry) {
    if (typeof entry.undoable === "boolean") return entry.undoable;
    return entry.before !== null && entry.before !== undefined && entry.undone_by == null &&
      entry.action !== "undo";
  }

  async function loadJournal() {
    const target = $("journal-target").value;
    const data = await api("GET", "journal" + query({ target, limit: 50 }));
    const entries = (data && data.entries) || [];
    $("journal-rows").replaceChildren(...entries.map(journalRow));
    $("journal-empty").hidden = entries.length > 0;
    show($("journal-error"), "");
  }

  function journalRow(entry) {
    const { added, removed } = entryDiff(entry.before, entry.after);
    const change = el(
      "ul",
      { class: "diff" },
      removed.map((text) => el("li", { class: "removed" }, el("span", { class: "visually-hidden", text: "removed: " }), text)),
      added.map((text) => el("li", { class: "added" }, el("span", { class: "visually-hidden", text: "added: " }), text))
    );
    if (!added.length && !removed.length) {
      change.append(el("li", { class: "hint", text: entry.before == null ? "(first record of the store)" : "(no entry changed)" }));
    }
    let last;
    if (isUndoable(entry)) {
      last = el("button", {
        type: "button", class: "small", id: "undo-" + entry.id, "data-testid": "journal-undo",
        "data-id": entry.id, "aria-label": "Undo change " + entry.id, text: "Undo",
        onclick: (event) => undo(entry.id, entry.target, event.currentTarget),
      });
    } else if (entry.undone_by != null) {
      last = el("span", { class: "hint", text: "undone by #" + entry.undone_by });
    } else if (entry.undo_of != null) {
      last = el("span", { class: "hint", text: "undoes #" + entry.undo_of });
    } else {
      last = "";
    }
    return el(
      "tr",
      {
        "data-testid": "journal-row", "data-id": entry.id, "data-action": entry.action,
        "data-target": entry.target, class: entry.undone_by != null ? "undone" : null,
      },
      el("td", { text: entry.id }),
      el("td", {}, el("time", { text: fmtTime(entry.ts) })),
      el("td", { text: FILES[entry.target] || entry.target }),
      el("td", { text: entry.action }),
      el("td", { text: entry.origin }),
      el("td", {}, change),
      el("td", {}, last)
    );
  }

  async function undo(id, target, button) {
    button.disabled = true;
    show($("journal-error"), "");
    try {
      const result = (await api("POST", "journal/undo", { id })) || {};
      if (result.success === false) show($("journal-error"), result.error || "Undo failed.");
      else notify(result.message || "Change #" + id + " undone.");
    } catch (exc) {
      if (exc.status === 401) return;
      show($("journal-error"), exc.status === 422 ? toolError(exc) : exc.message);
    }
    const targets = TARGETS.includes(target) ? [target] : TARGETS;
    await Promise.all([...targets.map(loadStore), loadSnapshot(), loadJournal().catch(() => {})]);
  }

  // ---- session search with highlighted hits -----------------------------------------------

  // The API marks matched terms in a snippet as «term» (a message's own « » arrive as ‹ ›).
  const MARKS = /«([^«»]*)»/g;

  function queryTerms(q) {
    return q
      .split(/\s+/)
      .map((word) => word.replace(/^[-+"'(]+|["')*]+$/g, ""))
      .filter((word) => word && !/^(AND|OR|NOT)$/.test(word));
  }

  /** Append ``text`` to ``node`` as text nodes, terms of the query wrapped in <mark>. */
  function appendMarkedTerms(node, text, terms) {
    const needles = terms.map((t) => t.toLowerCase()).sort((a, b) => b.length - a.length);
    if (!needles.length) {
      node.append(text);
      return;
    }
    const lower = text.toLowerCase();
    let at = 0;
    while (at < text.length) {
      let best = -1;
      let size = 0;
      for (const needle of needles) {
        const found = lower.indexOf(needle, at);
        if (found >= 0 && (best < 0 || found < best)) {
          best = found;
          size = needle.length;
        }
      }
      if (best < 0) break;
      if (best > at) node.append(text.slice(at, best));
      node.append(el("mark", { text: text.slice(best, best + size) }));
      at = best + size;
    }
    if (at < text.length) node.append(text.slice(at));
  }

  /** A snippet as text with <mark> around matches: the server's marks, else the terms. */
  function highlighted(snippet, q) {
    const node = el("p", { class: "snippet", "data-testid": "hit-snippet" });
    let at = 0;
    let marked = false;
    for (const match of snippet.matchAll(MARKS)) {
      if (match.index > at) node.append(snippet.slice(at, match.index));
      node.append(el("mark", { text: match[1] }));
      at = match.index + match[0].length;
      marked = true;
    }
    if (!marked) {
      appendMarkedTerms(node, snippet, queryTerms(q));
      return node;
    }
    if (at < snippet.length) node.append(snippet.slice(at));
    return node;
  }

  async function search(q) {
    show($("search-error"), "");
    $("search-status").textContent = "Searching…";
    let data;
    try {
      data = await api("GET", "sessions/search" + query({ q, limit: 20 }));
    } catch (exc) {
      $("search-status").textContent = "";
      if (exc.status !== 401) show($("search-error"), exc.message);
      return;
    }
    const hits = (data && data.hits) || [];
    $("search-status").textContent = hits.length === 1 ? "1 hit" : fmtInt(hits.length) + " hits";
    $("search-results").replaceChildren(...hits.map((hit) => hitItem(hit, q)));
  }

  function hitItem(hit, q) {
    const snippet = typeof hit.snippet === "string" && hit.snippet ? hit.snippet : hit.content || "";
    const flagged = Array.isArray(hit.flags) ? hit.flags : Array.isArray(hit.flagged) ? hit.flagged : [];
    return el(
      "li",
      { class: "hit", "data-testid": "search-hit", "data-session": hit.session_id },
      el(
        "p",
        { class: "hit-meta" },
        el("span", { class: "role", text: hit.role }),
        " in ",
        el("button", {
          type: "button", class: "link", text: hit.session_id,
          "aria-label": "Open session " + hit.session_id,
          onclick: () => openSession(hit.session_id),
        }),
        hit.timestamp ? el("span", { class: "hint", text: " · " + fmtTime(hit.timestamp) }) : "",
        typeof hit.score === "number" ? el("span", { class: "hint", text: " · score " + hit.score.toFixed(3) }) : "",
        flagged.length
          ? el("span", { class: "flag", text: "flagged: " + flagged.join(", "), title: "The scanner would block this text in memory." })
          : ""
      ),
      highlighted(snippet, q)
    );
  }

  async function loadSessionList() {
    const data = await api("GET", "sessions" + query({ limit: 20 }));
    const sessions = (data && data.sessions) || [];
    const list = $("session-list");
    if (!sessions.length) {
      list.replaceChildren(el("li", { class: "hint", text: "No sessions yet." }));
      return;
    }
    list.replaceChildren(
      ...sessions.map((s) =>
        el(
          "li",
          { "data-testid": "session-item" },
          el("button", {
            type: "button", class: "link", text: s.title || s.id,
            onclick: () => openSession(s.id),
          }),
          el("span", {
            class: "hint",
            text: " · " + [s.source, fmtTime(s.started_at), s.message_count != null ? fmtInt(s.message_count) + " messages" : ""]
              .filter(Boolean).join(" · "),
          })
        )
      )
    );
  }

  async function openSession(id) {
    let data;
    try {
      data = await api("GET", "sessions/" + encodeURIComponent(id));
    } catch (exc) {
      if (exc.status !== 401) show($("search-error"), exc.message);
      return;
    }
    const session = (data && data.session) || {};
    const messages = (data && data.messages) || [];
    $("session-view-title").textContent = (session.title || session.id || id) +
      (session.source ? " (" + session.source + ")" : "");
    $("session-messages").replaceChildren(
      ...messages.map((m) =>
        el(
          "li",
          { class: "message role-" + String(m.role).replace(/[^a-z_]/g, "") },
          el("p", { class: "hit-meta" }, el("span", { class: "role", text: m.role }), " ", el("span", { class: "hint", text: fmtTime(m.timestamp) })),
          el("p", { class: "message-text", text: m.content || "" })
        )
      )
    );
    $("session-view").hidden = false;
    $("session-view").scrollIntoView({ block: "nearest" });
  }

  // ---- facts ------------------------------------------------------------------------------

  async function loadFacts() {
    const q = $("facts-q").value.trim();
    show($("facts-error"), "");
    let data;
    try {
      const history = $("facts-history").checked ? "true" : "";
      data = await api("GET", "facts" + query({ q, limit: 50, history }));
    } catch (exc) {
      if (exc.status === 401) return;
      if (exc.status === 409 || exc.code === "provider_unavailable") {
        show($("facts-unavailable"), "No facts browser for this tenant: " + exc.message);
        $("facts-list").replaceChildren();
        $("facts-form").hidden = true;
        return;
      }
      show($("facts-error"), exc.message);
      return;
    }
    show($("facts-unavailable"), "");
    $("facts-form").hidden = false;
    const facts = (data && data.facts) || [];
    if (!facts.length) {
      $("facts-list").replaceChildren(el("li", { class: "hint", text: q ? "No fact matches." : "No facts yet." }));
      return;
    }
    $("facts-list").replaceChildren(...facts.map(factItem));
  }

  function factMeta(fact) {
    const parts = [fact.category, "trust " + Number(fact.trust || 0).toFixed(2)];
    if (fact.valid_from) parts.push("since " + fmtTime(fact.valid_from));
    if (fact.valid_to) parts.push("until " + fmtTime(fact.valid_to));
    if (fact.superseded_by != null) parts.push("superseded by #" + fact.superseded_by);
    return parts.filter(Boolean).join(" · ");
  }

  function factItem(fact) {
    const current = fact.current !== undefined ? fact.current : fact.valid_to == null;
    return el(
      "li",
      { class: "fact" + (current ? "" : " superseded"), "data-testid": "fact", "data-id": fact.id },
      el("p", { class: "fact-text", text: fact.content }),
      el(
        "p",
        { class: "hint" },
        "#" + fact.id + " · " + (current ? "current" : "history") + " · " + factMeta(fact) + " ",
        el("button", {
          type: "button", class: "small", "data-testid": "fact-history-button",
          "aria-label": "History of fact " + fact.id, text: "History",
          onclick: () => loadFactHistory(fact.id),
        })
      )
    );
  }

  async function loadFactHistory(id) {
    let data;
    try {
      data = await api("GET", "facts/" + encodeURIComponent(id) + "/history");
    } catch (exc) {
      if (exc.status !== 401) show($("facts-error"), exc.message);
      return;
    }
    const chain = (data && (data.chain || data.history)) || [];
    $("fact-history-title").textContent = "History of fact #" + id + " (oldest first)";
    $("fact-history-chain").replaceChildren(
      ...chain.map((fact) =>
        el(
          "li",
          { class: fact.id === id ? "fact chosen" : "fact", "data-testid": "fact-version" },
          el("p", { class: "fact-text", text: fact.content }),
          el("p", { class: "hint", text: "#" + fact.id + " · " + factMeta(fact) })
        )
      )
    );
    $("fact-history").hidden = false;
  }

  // ---- provider and service ---------------------------------------------------------------

  function kvList(node, pairs) {
    node.replaceChildren(
      ...pairs.flatMap(([key, value]) => [el("dt", { text: key }), el("dd", { text: value })])
    );
  }

  function describe(value) {
    if (value === null || value === undefined || value === "") return "—";
    if (typeof value === "boolean") return value ? "yes" : "no";
    if (Array.isArray(value)) return value.length ? value.map(describe).join(", ") : "—";
    if (typeof value === "object") return JSON.stringify(value);
    return String(value);
  }

  async function loadProvider() {
    show($("provider-error"), "");
    let provider;
    try {
      provider = (await api("GET", "provider")) || {};
    } catch (exc) {
      if (exc.status === 401) return;
      show($("provider-error"), exc.message);
      provider = (lastStatus && lastStatus.provider) || {};
    }
    const known = ["name", "available", "detail"];
    const pairs = [
      ["Name", provider.name || "none (built-in memory only)"],
      ["Available", describe(provider.available)],
      ["Detail", describe(provider.detail || provider.reason)],
    ];
    for (const [key, value] of Object.entries(provider)) {
      if (!known.includes(key) && key !== "reason") pairs.push([key, describe(value)]);
    }
    kvList($("provider-info"), pairs);
    const status = await loadStatus();
    const sessions = status.sessions || {};
    kvList($("service-info"), [
      ["Tenant", describe(status.tenant)],
      ["Writes awaiting approval", describe(status.pending)],
      ["Sessions", describe(sessions.sessions)],
      ["Messages", describe(sessions.messages)],
    ]);
  }

  // ---- wiring -----------------------------------------------------------------------------

  function wire() {
    $("auth-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const key = $("key-input").value.trim();
      if (!key) return;
      auth.set(key);
      loaded.clear();
      start();
    });
    $("signout-button").addEventListener("click", () => {
      signedOut("");
      notify("Key forgotten in this tab.");
    });
    $("refresh-button").addEventListener("click", () => {
      loaded.clear();
      start();
    });

    for (const tab of tabs()) {
      tab.addEventListener("click", () => selectTab(tab.dataset.tab, false));
      tab.addEventListener("keydown", (event) => {
        const all = tabs();
        const at = all.indexOf(tab);
        const moves = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: all.length - 1 };
        if (!(event.key in moves)) return;
        event.preventDefault();
        const next = all[(moves[event.key] + all.length) % all.length];
        selectTab(next.dataset.tab, true);
      });
    }

    for (const target of TARGETS) {
      const form = $("add-" + target + "-form");
      const area = $("add-" + target + "-content");
      area.addEventListener("input", () => updateCounter(target));
      form.addEventListener("submit", async (event) => {
        event.preventDefault();
        const content = area.value;
        if (!content.trim()) return;
        const button = $("add-" + target + "-submit");
        button.disabled = true;
        try {
          if (await writeMemory(target, { action: "add", content }, "Entry added.")) {
            area.value = "";
            updateCounter(target);
          }
        } finally {
          button.disabled = false;
        }
      });
    }

    $("journal-target").addEventListener("change", () => {
      stale("journal");
      loadTab("journal");
    });
    $("journal-refresh").addEventListener("click", () => {
      stale("journal");
      loadTab("journal");
    });
    $("search-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const q = $("search-q").value.trim();
      if (q) search(q);
    });
    $("facts-form").addEventListener("submit", (event) => {
      event.preventDefault();
      loadFacts();
    });
  }

  document.addEventListener("DOMContentLoaded", () => {
    wire();
    auth.load();
    start();
  });
})();
