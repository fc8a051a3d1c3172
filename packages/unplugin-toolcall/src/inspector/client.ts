/// <reference lib="dom" />
/**
 * The inspector page's script. It runs in the browser: `page.ts` inlines
 * its source text (`inspectorClient.toString()`), so this function must not
 * use anything from outside its own body (nor `import()`, which a
 * transforming test runner would rewrite). No framework: it fetches the
 * state, renders it as HTML, and renders again when the plugin announces a
 * change over Vite's HMR channel. Everything the user did (the tab, the
 * typed arguments, the results, the filter, what is collapsed, the focused
 * field and its caret) lives in `ui` and survives every render.
 */
import type { inspectorAppPreview } from "./app-preview.js";
import type { inspectorProgress } from "./call-progress.js";
import type { inspectorDeclared } from "./declared.js";
import type { inspectorForm } from "./form.js";
import type { InspectorState, InspectorTool } from "./state.js";

export interface ClientConfig {
  /** `/__toolcall/api` */
  api: string;
  /** Vite's client module (`<base>@vite/client`), or null when the dev server has no HMR channel. */
  viteClient: string | null;
  /** The custom HMR event the plugin sends after a change. */
  event: string;
}

/** The page's other scripts (form.ts, declared.ts, call-progress.ts, app-preview.ts), handed over by the page as this one's source text is. */
export interface ClientParts {
  makeForm: typeof inspectorForm;
  makeDeclared: typeof inspectorDeclared;
  makeProgress: typeof inspectorProgress;
  makeAppPreview: typeof inspectorAppPreview;
}

export function inspectorClient(config: ClientConfig, { makeForm, makeDeclared, makeProgress, makeAppPreview }: ClientParts): void {
  type ViewName = InspectorState["viewNames"][number];
  type Json = Record<string, unknown>;
  interface Issue {
    path: string;
    message: string;
  }
  interface Result {
    ok: boolean;
    text: string;
    issues: Issue[];
    outputIssues: Issue[];
    /** The tool's input schema when it was called: a later schema makes the result stale. */
    schema: string;
    /** What the tool logged during the call. */
    logs: Parameters<typeof progress.renderLog>[0][];
    /** Its images, audio and resources as HTML (declared.ts `richParts`): what a client would show besides the JSON. */
    rich: string;
  }
  const ui = {
    view: new Map<string, ViewName>(),
    args: new Map<string, string>(),
    /** The last arguments text that was a JSON object, per tool: what a form change is written into while the text does not parse. */
    parsed: new Map<string, Json>(),
    results: new Map<string, Result>(),
    /** The calls in flight, by tool. */
    running: new Map<string, Parameters<typeof progress.render>[1]>(),
    /** Per resource or prompt (declared.ts `key`): the values typed in its fields, and MCP's last answer. */
    asked: new Map<string, Record<string, string>>(),
    answers: new Map<string, Parameters<typeof declared.render>[2]>(),
    collapsed: new Set<string>(),
    filter: "",
    history: [] as { tool: string; args: string; ok: boolean; at: string }[],
    notes: [] as { at: string; text: string }[],
    renders: 0,
  };
  let state: InspectorState | undefined;

  const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  const time = () => new Date().toLocaleTimeString();
  const id = (tool: string, part: string) => `t-${tool.replace(/[^\w-]/g, "_")}-${part}`;
  const editorLink = (place: { file: string; line: number; column: number; editor: string }) =>
    `<a class="source" href="/__open-in-editor?file=${encodeURIComponent(place.editor)}" title="Open in your editor">${esc(`${place.file}:${place.line}:${place.column}`)}</a>`;
  const form = makeForm(esc, id);
  const declared = makeDeclared(esc, id);
  const progress = makeProgress(esc, id);
  const appPreview = makeAppPreview(esc, config.api);
  /** NAME, the accessible name, says what is copied: a dozen buttons all named "Copy" tell a screen reader nothing. */
  const copyButton = (tool: string, what: string, label: string, name: string) =>
    `<button type="button" class="copy" id="${id(tool, `copy-${what}`)}" data-copy="${what}" aria-label="${esc(name)}">${esc(label)}</button>`;

  function viewParts(tool: InspectorTool, view: ViewName): { input: unknown; output: unknown } {
    const entry = tool.views[view];
    const fields = state?.viewSchemas[view];
    return { input: fields ? entry[fields.input] : undefined, output: fields?.output === undefined ? undefined : entry[fields.output] };
  }
  const canonical = (tool: InspectorTool) => tool.views.canonical as unknown as { inputSchema: Json; outputSchema?: Json };

  /** The tool call as each provider's API carries it in a model's answer (the state's samples filled in), and a curl of the inspector's own call. */
  function snippets(tool: InspectorTool, args: string): Record<string, string> {
    let parsed: unknown = args;
    try {
      parsed = form.parse(args);
    } catch {
      // Sent as typed: dispatch says what is wrong with it.
    }
    const stand: Record<string, unknown> = { $name: tool.name, $arguments: parsed, $argumentsText: typeof parsed === "string" ? parsed : form.text(parsed, "") };
    const fill = (template: unknown): unknown => {
      if (typeof template === "string") return Object.prototype.hasOwnProperty.call(stand, template) ? stand[template] : template;
      if (Array.isArray(template)) return template.map(fill);
      if (template === null || typeof template !== "object") return template;
      const out: Json = {};
      for (const [key, value] of Object.entries(template)) out[key] = fill(value);
      return out;
    };
    const out: Record<string, string> = {
      curl: `curl -s ${location.origin}${config.api}/call -H 'Content-Type: application/json' -d '${JSON.stringify({ name: tool.name, args }).replace(/'/g, "'\\''")}'`,
    };
    for (const sample of state?.callSamples ?? []) out[sample.key] = form.text(fill(sample.template));
    return out;
  }

  // --- rendering ---------------------------------------------------------------------------------

  /** Each MCP hint as a client takes it: stated, or MCP's default when absent (destructive and open world are true then). */
  const HINTS = [
    ["readOnlyHint", "read-only", false],
    ["destructiveHint", "destructive", true],
    ["idempotentHint", "idempotent", false],
    ["openWorldHint", "open world", true],
  ] as const;
  function renderAnnotations(a: InspectorTool["annotations"]): string {
    const hints = HINTS.map(([key, label, fallback]) => `<li>${label}: ${a[key] ?? `${fallback} <span class="muted">(MCP's default)</span>`}</li>`);
    return `<ul class="annotations" aria-label="MCP annotations">${a.title === undefined ? "" : `<li>title: ${esc(a.title)}</li>`}${hints.join("")}</ul>`;
  }

  /**
   * Diagnostics as lines, those that differ only in the name they are about (six types imported from one
   * missing file) told once, followed by the other names, each a link to where it is used.
   */
  function diagnosticLines(list: readonly InspectorTool["diagnostics"][number][]): { severity: string; html: string }[] {
    const groups = new Map<string, typeof list>();
    for (const d of list) {
      const key = `${d.severity} ${d.code} ${d.message.replace(/`[^`]*`/, "``")}`;
      groups.set(key, [...(groups.get(key) ?? []), d]);
    }
    return [...groups.values()].map(([first, ...rest]) => {
      const others = rest.map((d) => `<a class="source" href="/__open-in-editor?file=${encodeURIComponent(d.place.editor)}" title="Open in your editor">${esc(/`[^`]*`/.exec(d.message)?.[0] ?? d.place.file)}</a>`);
      return { severity: first!.severity, html: `<code>${esc(first!.code)}</code> ${esc(first!.message)}${others.length ? ` <span class="muted">The same for ${others.join(", ")}.</span>` : ""}` };
    });
  }

  function renderTool(tool: InspectorTool, viewNames: readonly ViewName[]): string {
    const view = ui.view.get(tool.name) ?? "canonical";
    const { input, output } = viewParts(tool, view);
    const args = ui.args.get(tool.name) ?? json(tool.sample);
    const result = ui.results.get(tool.name);
    const issues = result?.issues ?? [];
    const rows = tool.parameters
      .map(
        (p) =>
          `<tr><td><code>${esc(p.name)}</code></td><td><code>${esc(p.type)}</code></td><td>${p.required ? "yes" : ""}</td>` +
          `<td>${p.default === undefined ? "" : `<code>${esc(JSON.stringify(p.default))}</code>`}</td><td>${esc(p.description ?? "")}</td></tr>`,
      )
      .join("");
    const tabs = viewNames
      .map(
        (name) =>
          `<button class="tab" role="tab" id="${id(tool.name, `tab-${name}`)}" aria-selected="${name === view}" aria-controls="${id(tool.name, "panel")}" tabindex="${name === view ? 0 : -1}" data-view="${name}" type="button">${name}</button>`,
      )
      .join("");
    const a = tool.annotations;
    const badges = [
      tool.stale ? '<span class="badge error">stale: not served</span>' : "",
      tool.deprecated !== undefined ? '<span class="badge warn">deprecated</span>' : "",
      tool.needsApproval ? '<span class="badge warn">needs approval</span>' : "",
      a.readOnlyHint ? '<span class="badge info">read-only</span>' : "",
      a.destructiveHint ? '<span class="badge error">destructive</span>' : "",
      a.idempotentHint ? '<span class="badge info">idempotent</span>' : "",
      a.openWorldHint ? '<span class="badge info">open world</span>' : "",
      tool.timeoutMs === undefined ? "" : `<span class="badge info timeout" title="Its calls end with a timeout result after this long">timeout ${esc(tool.timeout!)}</span>`,
      tool.diagnostics.length ? `<span class="badge ${tool.diagnostics.some((d) => d.severity === "error") ? "error" : "warn"}">${tool.diagnostics.length} diagnostic${tool.diagnostics.length === 1 ? "" : "s"}</span>` : "",
    ].join("");
    const schema = canonical(tool).inputSchema;
    const props = (schema.properties ?? {}) as Record<string, Json>;
    const required = new Set((schema.required ?? []) as string[]);
    const values = form.objectOf(args) ?? ui.parsed.get(tool.name) ?? {};
    const fields = Object.entries(props)
      .map(([name, s]) => form.field(tool.name, [name], s, required.has(name), values[name], issues, tool.bigints))
      .join("");
    const open = !ui.collapsed.has(tool.name);
    const staleResult = result && result.schema !== JSON.stringify(schema);
    // While a call runs, Call is aria-disabled, not disabled: a disabled button would lose the keyboard focus.
    const running = ui.running.get(tool.name);
    return `<section class="tool${tool.stale ? " stale" : ""}" id="tool-${esc(tool.name)}" data-tool="${esc(tool.name)}">
<details${open ? " open" : ""}><summary id="${id(tool.name, "summary")}"><h2>${esc(tool.name)}</h2>${badges}</summary>
  <div class="head">${editorLink(tool.place)}</div>
  ${renderAnnotations(tool.annotations)}
  ${tool.stale ? `<p class="stale-reason">Its file does not extract: <code>${esc(tool.stale.code)}</code> ${esc(tool.stale.message)} ${editorLink(tool.stale.place)}</p>` : ""}
  <p class="description">${esc(tool.description)}</p>
  ${diagnosticLines(tool.diagnostics).map((line) => `<p class="mark ${line.severity}">${line.html}</p>`).join("")}
  ${tool.parameters.length ? `<div class="scroll"><table class="params"><thead><tr><th>parameter</th><th>type</th><th>required</th><th>default</th><th>description</th></tr></thead><tbody>${rows}</tbody></table></div>` : '<p class="muted">No parameters.</p>'}
  ${tool.examples.length ? `<h3>examples</h3>${tool.examples.map((e) => `<pre class="example">${esc(json(e))}</pre>`).join("")}` : ""}
  <div class="columns">
    <div class="schemas">
      <div class="tabs" role="tablist" aria-label="Schema view of ${esc(tool.name)}">${tabs}</div>
      <div role="tabpanel" id="${id(tool.name, "panel")}" aria-labelledby="${id(tool.name, `tab-${view}`)}">
      <h3>input ${copyButton(tool.name, "input", "Copy", `Copy ${tool.name} input schema (${view} view)`)}</h3><pre class="schema input">${esc(json(input))}</pre>
      ${output === undefined ? "" : `<h3>output ${copyButton(tool.name, "output", "Copy", `Copy ${tool.name} output schema (${view} view)`)}</h3><pre class="schema output">${esc(json(output))}</pre>`}
      </div>
    </div>
    <form class="try" aria-label="Try ${esc(tool.name)}" novalidate>
      <h3>try it</h3>
      ${fields ? `<div class="form" data-form>${fields}</div>` : ""}
      <label for="${id(tool.name, "args")}">Arguments (JSON)</label>
      <textarea class="args" id="${id(tool.name, "args")}" spellcheck="false" rows="${Math.min(14, args.split("\n").length + 1)}" aria-keyshortcuts="Control+Enter Meta+Enter">${esc(args)}</textarea>
      <div class="actions"><button class="call" id="${id(tool.name, "call")}" type="submit"${tool.stale ? " disabled" : ""}${running ? ' aria-disabled="true"' : ""}>Call ${esc(tool.name)}</button> <span class="muted">Ctrl/⌘+Enter</span>
        ${[copyButton(tool.name, "curl", "Copy curl", `Copy curl of the ${tool.name} call`), ...(state?.callSamples ?? []).map((sample) => copyButton(tool.name, sample.key, sample.label, `Copy ${tool.name} as ${sample.label}`))].join(" ")}</div>
      <div class="result-region" id="${id(tool.name, "result")}" role="status" aria-live="polite">${running ? progress.render(tool.name, running) : result ? renderResult(result, !!staleResult) : ""}</div>
    </form>
  </div>
  ${tool.ui ? `<div class="app-page"><h3>page <code>${esc(tool.ui.uri)}</code></h3>${result ? "" : '<p class="muted">Call the tool: its page shows the result here, as an MCP Apps host renders it.</p>'}${appPreview.slot(tool.name)}</div>` : ""}
</details>
</section>`;
  }

  function renderResult(result: Result, stale: boolean): string {
    const list = (items: Issue[], title: string) =>
      items.length ? `<p class="issues-title">${title}</p><ul class="issues">${items.map((i) => `<li><code>${esc(i.path || "(arguments)")}</code> ${esc(i.message)}</li>`).join("")}</ul>` : "";
    const logs = result.logs.length ? `<ul class="call-log" aria-label="Log">${result.logs.map(progress.renderLog).join("")}</ul>` : "";
    return `${stale ? '<p class="badge warn">stale: the schema changed since this call</p>' : ""}${list(result.issues, "Issues")}${list(result.outputIssues, "Output does not match outputSchema")}${logs}${result.rich}<pre class="result ${result.ok ? "ok" : "error"}">${esc(result.text)}</pre>`;
  }

  function render(): void {
    if (!state) return;
    const focus = rememberFocus();
    const errors = state.diagnostics.filter((d) => d.severity === "error").length;
    const warnings = state.diagnostics.length - errors;
    const filter = ui.filter.toLowerCase();
    const matches = (t: { name: string; description: string }) => !filter || t.name.toLowerCase().includes(filter) || t.description.toLowerCase().includes(filter);
    const shown = state.tools.filter(matches);
    const shownDeclared = state.declared.filter(matches);
    const nav = shown.map((t) => `<li><a href="#tool-${esc(t.name)}"${t.stale ? ' class="stale"' : ""}>${esc(t.name)}</a></li>`).join("");
    const declaredNav = shownDeclared.map((d) => `<li><a href="#${d.kind}-${esc(d.name)}">${esc(d.name)}</a></li>`).join("");
    const diagnostics = state.diagnostics
      .map(
        (d) => `<div class="diagnostic ${d.severity}"><div><span class="badge ${d.severity}">${d.severity}</span> <code>${esc(d.code)}</code> ${editorLink(d.place)}</div>
<p>${esc(d.message)}</p>${d.frame ? `<pre class="frame">${esc(d.frame)}</pre>` : ""}</div>`,
      )
      .join("");
    const broken = state.brokenFiles
      .map((b) => `<section class="tool broken"><h2>${editorLink(b.place)}</h2><p>This file has errors and serves no tools:</p>${diagnosticLines(b.errors).map((line) => `<p class="mark ${line.severity}">${line.html}</p>`).join("")}</section>`)
      .join("");
    const history = ui.history
      .map((h, i) => `<li><button type="button" class="again" data-history="${i}"><span class="badge ${h.ok ? "ok" : "error"}">${h.ok ? "ok" : "error"}</span> <code>${esc(h.tool)}</code> <span class="muted">${esc(h.at)}</span></button></li>`)
      .join("");
    ui.renders++;
    document.body.dataset.renders = String(ui.renders);
    // The tools' pages leave the cards while they are rebuilt, and come back into them after.
    appPreview.park();
    document.querySelector("#app")!.innerHTML = `<aside><h1>toolcall</h1>
  <label for="filter" class="muted">Filter ${state.tools.length} tools</label>
  <input id="filter" type="search" placeholder="name or description" value="${esc(ui.filter)}" autocomplete="off">
  <nav aria-label="Tools"><ul>${nav}</ul></nav>
  ${declaredNav ? `<h2 class="pane">Resources and prompts</h2><nav aria-label="Resources and prompts"><ul>${declaredNav}</ul></nav>` : ""}
  <h2 class="pane">History</h2>${history ? `<ul class="history">${history}</ul>` : '<p class="muted">No calls yet.</p>'}
  <h2 class="pane">Notifications</h2><ul class="notes" aria-live="polite">${ui.notes.map((n) => `<li><span class="muted">${esc(n.at)}</span> ${esc(n.text)}</li>`).join("") || '<li class="muted">Nothing yet.</li>'}</ul>
</aside>
<main>
  <div class="status"><span class="live">${config.viteClient ? "live: updates as you edit" : "refreshes when the window gets focus"}</span>
    <span class="counts">${errors} errors, ${warnings} warnings</span></div>
  ${diagnostics ? `<section class="diagnostics"><details open><summary id="diagnostics-summary"><h2>Diagnostics</h2></summary>${diagnostics}</details></section>` : ""}
  ${broken}
  ${shown.map((tool) => renderTool(tool, state!.viewNames)).join("") || '<p class="muted">No tool matches the filter.</p>'}
  ${shownDeclared.map((d) => declared.render(d, ui.asked.get(declared.key(d)) ?? {}, ui.answers.get(declared.key(d)))).join("")}
</main>`;
    appPreview.place();
    focus();
  }

  /**
   * The focused element and its caret, restored after the page is rebuilt: a render must not move the user.
   * Fields, buttons and summaries have ids; anything else (a source link, a history entry) is found again
   * by its rank among the focusable elements of its nearest ancestor with an id.
   */
  function rememberFocus(): () => void {
    const active = document.activeElement as HTMLInputElement | null;
    const anchor = active?.id ? active : active?.parentElement?.closest<HTMLElement>("[id]");
    if (!active || active === document.body || !anchor) return () => {};
    const FOCUSABLE = "a[href], button, input, select, textarea, summary";
    const rank = anchor === active ? -1 : Array.from(anchor.querySelectorAll(FOCUSABLE)).indexOf(active);
    const selection = "selectionStart" in active ? { start: active.selectionStart, end: active.selectionEnd } : undefined;
    const scroll = window.scrollY;
    return () => {
      const base = document.getElementById(anchor.id);
      const again = (rank < 0 ? base : base?.querySelectorAll(FOCUSABLE)[rank]) as HTMLInputElement | null | undefined;
      if (!again) return;
      again.focus({ preventScroll: true });
      if (selection && selection.start !== null && typeof again.setSelectionRange === "function") {
        try {
          again.setSelectionRange(selection.start, selection.end);
        } catch {
          // Number inputs have no caret.
        }
      }
      window.scrollTo({ top: scroll });
    };
  }

  function note(text: string): void {
    ui.notes.unshift({ at: time(), text });
    ui.notes.length = Math.min(ui.notes.length, 20);
  }

  async function refresh(): Promise<void> {
    const response = await fetch(`${config.api}/state`);
    const next = (await response.json()) as InspectorState;
    if (state) {
      const before = new Map(state.tools.map((t) => [t.name, JSON.stringify(t.views.mcp)]));
      const after = new Map(next.tools.map((t) => [t.name, JSON.stringify(t.views.mcp)]));
      const added = [...after.keys()].filter((n) => !before.has(n));
      const removed = [...before.keys()].filter((n) => !after.has(n));
      const changed = [...after.keys()].filter((n) => before.has(n) && before.get(n) !== after.get(n));
      if (added.length || removed.length || changed.length)
        note(`tools list changed: ${[...added.map((n) => `+${n}`), ...removed.map((n) => `−${n}`), ...changed.map((n) => `~${n}`)].join(" ")}`);
      const count = (s: InspectorState) => s.diagnostics.filter((d) => d.severity === "error").length;
      if (count(next) !== count(state) || next.diagnostics.length !== state.diagnostics.length) note(`diagnostics: ${count(next)} errors, ${next.diagnostics.length - count(next)} warnings`);
    }
    state = next;
    render();
  }

  /**
   * Runs a try-it call, streamed (try-call.ts): its progress and log update the result panel in place as they
   * arrive (a whole render per report would rebuild the page under the user), the result renders the page.
   * Never throws: a broken connection is a result like any other, and the page stays usable.
   */
  async function call(name: string, args: string): Promise<void> {
    ui.args.set(name, args);
    const tool = state?.tools.find((t) => t.name === name);
    const run = { callId: `inspector-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`, logs: [] as Result["logs"], cancelling: false } as Parameters<typeof progress.render>[1];
    ui.running.set(name, run);
    render();
    const region = () => document.getElementById(id(name, "result"));
    // A tool with a page is called as an MCP host calls it: its page gets MCP's CallToolResult (app-preview.ts).
    const page = tool?.ui;
    let body: { result?: { ok: boolean; value?: unknown; error?: { issues?: Issue[] } }; outputIssues?: Issue[]; mcp?: Json & { isError?: boolean }; error?: string };
    try {
      const response = await fetch(`${config.api}/call`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/x-ndjson" },
        body: JSON.stringify({ name, args, callId: run.callId, ...(page ? { mcp: true } : {}) }),
      });
      const each = (line: Record<string, unknown>) => {
        if (line.progress) run.progress = line.progress as typeof run.progress;
        else if (line.log) run.logs.push(line.log as Result["logs"][number]);
        else return;
        const at = region();
        if (at) progress.update(at, name, run);
      };
      body = (response.headers.get("content-type") ?? "").includes("ndjson") ? ((await progress.readLines(response, each)) as typeof body) : ((await response.json()) as typeof body);
    } catch (error) {
      body = { error: `the call's connection to the dev server broke: ${(error as Error).message}` };
    }
    ui.running.delete(name);
    const result: Result = body.mcp
      ? { ok: body.mcp.isError !== true, text: json(body.mcp), issues: [], outputIssues: [], schema: "", logs: run.logs, rich: "" }
      : body.result
      ? {
          ok: body.result.ok && !body.outputIssues?.length,
          text: json(body.result),
          issues: body.result.error?.issues ?? [],
          outputIssues: body.outputIssues ?? [],
          schema: "",
          logs: run.logs,
          rich: body.result.ok ? declared.richParts(body.result.value) : "",
        }
      : { ok: false, text: body.error ?? "no answer", issues: [], outputIssues: [], schema: "", logs: run.logs, rich: "" };
    result.schema = tool ? JSON.stringify(canonical(tool).inputSchema) : "";
    ui.results.set(name, result);
    if (page && body.mcp) appPreview.show(name, { uri: page.uri, input: form.objectOf(args) ?? {}, result: body.mcp });
    ui.history.unshift({ tool: name, args, ok: result.ok, at: time() });
    ui.history.length = Math.min(ui.history.length, 10);
    // Cancel goes with the call: the focus it had moves to Call, where the next call starts.
    const onCancel = document.activeElement?.id === id(name, "cancel");
    render();
    if (onCancel) document.getElementById(id(name, "call"))?.focus();
  }

  /** Asks the dev server to cancel a running call: its stream then ends with the `cancelled` result. */
  async function cancel(name: string): Promise<void> {
    const run = ui.running.get(name);
    if (!run || run.cancelling) return;
    run.cancelling = true;
    const at = document.getElementById(id(name, "result"));
    if (at) progress.update(at, name, run);
    try {
      await fetch(`${config.api}/cancel`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ callId: run.callId }) });
    } catch {
      // The call's own stream says how it ended.
    }
  }

  /** Reads a resource or gets a prompt through MCP (mcp-relay.ts) and shows the answer on its card. */
  async function ask(d: InspectorState["declared"][number]): Promise<void> {
    const key = declared.key(d);
    ui.answers.set(key, await mcp(declared.request(d, ui.asked.get(key) ?? {})));
    render();
  }

  /** One relayed MCP request: the JSON-RPC answer, or `{ error }` when there was none. */
  async function mcp(request: { method: string; params: Json }): Promise<{ result?: Json; error?: { code: number; message: string } | string }> {
    try {
      const response = await fetch(`${config.api}/mcp`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(request) });
      return (await response.json()) as { result?: Json; error?: { code: number; message: string } | string };
    } catch (error) {
      return { error: `no answer from the dev server: ${(error as Error).message}` };
    }
  }

  /** Fills a field's suggestions from `completion/complete`, given what it holds and the card's other values. */
  async function suggest(d: InspectorState["declared"][number], input: HTMLInputElement): Promise<void> {
    const argument = input.dataset.argument!;
    const values = ui.asked.get(declared.key(d)) ?? {};
    const answer = await mcp({ method: "completion/complete", params: { ref: declared.completionRef(d), argument: { name: argument, value: input.value }, context: { arguments: values } } });
    const list = input.list;
    const suggested = ((answer.result?.completion as { values?: string[] } | undefined)?.values ?? []).filter((v) => typeof v === "string");
    if (list) list.innerHTML = suggested.map((v) => `<option value="${esc(v)}"></option>`).join("");
  }

  async function copy(tool: InspectorTool, what: string, button: HTMLElement): Promise<void> {
    const view = ui.view.get(tool.name) ?? "canonical";
    const parts = viewParts(tool, view);
    const text = what === "input" ? json(parts.input) : what === "output" ? json(parts.output) : snippets(tool, ui.args.get(tool.name) ?? json(tool.sample))[what]!;
    (window as unknown as { lastCopied: string }).lastCopied = text;
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = "Copied";
    } catch {
      button.textContent = "Copy failed (no clipboard access)";
    }
  }

  const toolOf = (el: Element) => state?.tools.find((t) => t.name === el.closest<HTMLElement>("[data-tool]")?.dataset.tool);
  const declaredOf = (el: Element) => state?.declared.find((d) => declared.key(d) === el.closest<HTMLElement>("[data-declared]")?.dataset.declared);

  document.addEventListener("click", (event) => {
    const target = event.target as HTMLElement;
    const tool = toolOf(target);
    const button = target.closest<HTMLElement>("button");
    if (button?.matches("button.tab") && tool) {
      ui.view.set(tool.name, button.dataset.view as ViewName);
      render();
    } else if (button?.matches("button.copy") && tool) {
      void copy(tool, button.dataset.copy!, button);
    } else if (button?.matches("button.cancel") && tool) {
      void cancel(tool.name);
    } else if (button?.matches("button.again")) {
      const entry = ui.history[Number(button.dataset.history)];
      if (entry) {
        ui.args.set(entry.tool, entry.args);
        render();
        document.getElementById(id(entry.tool, "args"))?.focus();
      }
    } else if (target.closest("a.source")) {
      // Vite's /__open-in-editor answers an empty page; stay here.
      event.preventDefault();
      void fetch((target.closest("a.source") as HTMLAnchorElement).href);
    }
  });
  document.addEventListener("toggle", (event) => {
    const tool = toolOf(event.target as Element);
    if (!tool || !(event.target as HTMLElement).matches("section.tool > details")) return;
    if ((event.target as HTMLDetailsElement).open) ui.collapsed.delete(tool.name);
    else ui.collapsed.add(tool.name);
  }, true);
  document.addEventListener("input", (event) => {
    const target = event.target as HTMLInputElement;
    if (target.id === "filter") {
      ui.filter = target.value;
      render();
      return;
    }
    const asked = declaredOf(target);
    if (asked && target.dataset.argument) {
      const key = declared.key(asked);
      ui.asked.set(key, { ...ui.asked.get(key), [target.dataset.argument]: target.value });
      // The URI a template reads, shown as it is typed (in place: a render would rebuild the field under the typing).
      const shown = target.closest("form")?.querySelector(".read-uri");
      if (shown && asked.uri) shown.textContent = declared.uriOf(asked.uri, ui.asked.get(key)!);
      void suggest(asked, target);
      return;
    }
    const tool = toolOf(target);
    if (!tool) return;
    const fields = target.closest("form.try")?.querySelector<HTMLElement>("[data-form]");
    if (target.matches("textarea.args")) {
      // Raw JSON typed by hand: the form shows it in place (a render would rebuild the page under the typing).
      ui.args.set(tool.name, target.value);
      const args = form.objectOf(target.value);
      if (args) ui.parsed.set(tool.name, args);
      if (args && fields) form.fill(fields, args);
    } else if (target.dataset.field) {
      // The form writes its one field into the raw JSON, which stays what is sent.
      const raw = document.getElementById(id(tool.name, "args")) as HTMLTextAreaElement;
      const args = form.patch(form.objectOf(raw.value) ?? ui.parsed.get(tool.name) ?? {}, target);
      ui.parsed.set(tool.name, args);
      raw.value = form.text(args);
      ui.args.set(tool.name, raw.value);
    }
  });
  document.addEventListener("keydown", (event) => {
    const target = event.target as HTMLElement;
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && target.closest("form.try")) {
      event.preventDefault();
      target.closest<HTMLFormElement>("form.try")!.requestSubmit();
    } else if ((event.key === "ArrowRight" || event.key === "ArrowLeft") && target.matches("button.tab")) {
      // Arrow keys move between tabs, as the ARIA tabs pattern has it.
      const tabs = Array.from(target.parentElement!.querySelectorAll<HTMLElement>("button.tab"));
      const next = tabs[(tabs.indexOf(target) + (event.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length]!;
      next.focus();
      next.click();
    }
  });
  document.addEventListener("focusin", (event) => {
    const target = event.target as HTMLInputElement;
    const asked = declaredOf(target);
    if (asked && target.dataset.argument) void suggest(asked, target);
  });
  document.addEventListener("submit", (event) => {
    // The form is novalidate: dispatch says what is wrong with the arguments (the browser would stop the call at a field's bounds).
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const tool = toolOf(form);
    const asked = declaredOf(form);
    if (tool && !ui.running.has(tool.name)) void call(tool.name, form.querySelector<HTMLTextAreaElement>("textarea.args")!.value);
    else if (asked) void ask(asked);
  });

  void refresh();
  // page.ts relays the plugin's HMR event as a DOM event of the same name: a page's edit, or the tools'.
  if (config.viteClient)
    window.addEventListener(config.event, (event) => {
      const page = (event as CustomEvent<{ page?: string } | undefined>).detail?.page;
      if (page) appPreview.reload(page);
      else void refresh();
    });
  else window.addEventListener("focus", () => void refresh());
}
