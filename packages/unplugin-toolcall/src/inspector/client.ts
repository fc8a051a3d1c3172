/// <reference lib="dom" />
/**
 * The inspector page's script. It runs in the browser: `page.ts` inlines
 * its source text (`inspectorClient.toString()`), so this function must not
 * use anything from outside its own body (nor `import()`, which a
 * transforming test runner would rewrite). No framework: it fetches the
 * state, renders it as HTML, and renders again when the plugin announces a
 * change over Vite's HMR channel.
 */
import type { InspectorState, InspectorTool } from "./state.js";

export interface ClientConfig {
  /** `/__toolcall/api` */
  api: string;
  /** Vite's client module (`<base>@vite/client`), or null when the dev server has no HMR channel. */
  viteClient: string | null;
  /** The custom HMR event the plugin sends after a change. */
  event: string;
}

export function inspectorClient(config: ClientConfig): void {
  type ViewName = InspectorState["viewNames"][number];
  /** What the user did, kept across renders: a live update must not wipe an edited form or a result. */
  const ui = {
    view: new Map<string, ViewName>(),
    args: new Map<string, string>(),
    results: new Map<string, { ok: boolean; text: string }>(),
    renders: 0,
  };
  let state: InspectorState | undefined;

  const escapeHtml = (text: string) =>
    text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  const editorLink = (place: { file: string; line: number; column: number; editor: string }) =>
    `<a class="source" href="/__open-in-editor?file=${encodeURIComponent(place.editor)}" title="Open in your editor">${escapeHtml(`${place.file}:${place.line}:${place.column}`)}</a>`;

  function viewParts(tool: InspectorTool, view: ViewName): { input: unknown; output: unknown } {
    const entry = tool.views[view] as Record<string, unknown>;
    const input = entry.inputSchema ?? entry.parameters ?? entry.input_schema ?? entry.parametersJsonSchema;
    const output = entry.outputSchema ?? entry.responseJsonSchema;
    return { input, output };
  }

  function renderTool(tool: InspectorTool, viewNames: readonly ViewName[]): string {
    const view = ui.view.get(tool.name) ?? "canonical";
    const { input, output } = viewParts(tool, view);
    const rows = tool.parameters
      .map(
        (p) =>
          `<tr><td><code>${escapeHtml(p.name)}</code></td><td><code>${escapeHtml(p.type)}</code></td><td>${p.required ? "yes" : ""}</td>` +
          `<td>${p.default === undefined ? "" : `<code>${escapeHtml(JSON.stringify(p.default))}</code>`}</td><td>${escapeHtml(p.description ?? "")}</td></tr>`,
      )
      .join("");
    const tabs = viewNames
      .map((name) => `<button class="tab${name === view ? " active" : ""}" data-view="${name}" type="button">${name}</button>`)
      .join("");
    const result = ui.results.get(tool.name);
    const args = ui.args.get(tool.name) ?? json(tool.sample);
    return `<section class="tool" id="tool-${escapeHtml(tool.name)}" data-tool="${escapeHtml(tool.name)}">
  <header><h2>${escapeHtml(tool.name)}</h2>${tool.deprecated !== undefined ? '<span class="badge warn">deprecated</span>' : ""}${editorLink(tool.place)}</header>
  <p class="description">${escapeHtml(tool.description)}</p>
  ${tool.parameters.length ? `<table class="params"><thead><tr><th>parameter</th><th>type</th><th>required</th><th>default</th><th>description</th></tr></thead><tbody>${rows}</tbody></table>` : '<p class="muted">No parameters.</p>'}
  <div class="columns">
    <div class="schemas">
      <div class="tabs">${tabs}</div>
      <h3>input</h3><pre class="schema input">${escapeHtml(json(input))}</pre>
      ${output === undefined ? "" : `<h3>output</h3><pre class="schema output">${escapeHtml(json(output))}</pre>`}
    </div>
    <form class="try">
      <h3>try it</h3>
      <textarea class="args" spellcheck="false" rows="${Math.min(14, args.split("\n").length + 1)}">${escapeHtml(args)}</textarea>
      <button class="call" type="submit">Call ${escapeHtml(tool.name)}</button>
      ${result ? `<pre class="result ${result.ok ? "ok" : "error"}">${escapeHtml(result.text)}</pre>` : ""}
    </form>
  </div>
</section>`;
  }

  function render(): void {
    if (!state) return;
    const errors = state.diagnostics.filter((d) => d.severity === "error").length;
    const warnings = state.diagnostics.length - errors;
    const nav = state.tools.map((t) => `<li><a href="#tool-${escapeHtml(t.name)}">${escapeHtml(t.name)}</a></li>`).join("");
    const diagnostics = state.diagnostics
      .map(
        (d) => `<div class="diagnostic ${d.severity}"><div><span class="badge ${d.severity}">${d.severity}</span> <code>${escapeHtml(d.code)}</code> ${editorLink(d.place)}</div>
<p>${escapeHtml(d.message)}</p>${d.frame ? `<pre class="frame">${escapeHtml(d.frame)}</pre>` : ""}</div>`,
      )
      .join("");
    ui.renders++;
    document.body.dataset.renders = String(ui.renders);
    document.querySelector("#app")!.innerHTML = `<aside><h1>toolcall</h1><p class="muted">${state.tools.length} tools</p><ul>${nav}</ul></aside>
<main>
  <div class="status"><span class="live">${config.viteClient ? "live" : "reload to update"}</span> <span class="muted">${escapeHtml(state.root)}</span>
    <span class="counts">${errors} errors, ${warnings} warnings</span></div>
  ${diagnostics ? `<section class="diagnostics"><h2>Diagnostics</h2>${diagnostics}</section>` : ""}
  ${state.tools.map((tool) => renderTool(tool, state!.viewNames)).join("")}
</main>`;
  }

  async function refresh(): Promise<void> {
    const response = await fetch(`${config.api}/state`);
    state = (await response.json()) as InspectorState;
    // Forms the user never touched follow the source (a new default, a new @example).
    render();
  }

  async function call(name: string, args: string): Promise<void> {
    ui.args.set(name, args);
    const response = await fetch(`${config.api}/call`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name, args }),
    });
    const body = (await response.json()) as { result?: { ok: boolean }; error?: string };
    ui.results.set(name, body.result ? { ok: body.result.ok, text: json(body.result) } : { ok: false, text: body.error ?? "no answer" });
    render();
  }

  document.addEventListener("click", (event) => {
    const target = event.target as HTMLElement;
    const tool = target.closest<HTMLElement>("[data-tool]")?.dataset.tool;
    if (target.matches("button.tab") && tool) {
      ui.view.set(tool, target.dataset.view as ViewName);
      render();
    } else if (target.matches("a.source")) {
      // Vite's /__open-in-editor answers an empty page; stay here.
      event.preventDefault();
      void fetch((target as HTMLAnchorElement).href);
    }
  });
  document.addEventListener("input", (event) => {
    const target = event.target as HTMLTextAreaElement;
    const tool = target.closest<HTMLElement>("[data-tool]")?.dataset.tool;
    if (target.matches("textarea.args") && tool) ui.args.set(tool, target.value);
  });
  document.addEventListener("submit", (event) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const tool = form.closest<HTMLElement>("[data-tool]")?.dataset.tool;
    if (tool) void call(tool, form.querySelector("textarea")!.value);
  });

  void refresh();
  // page.ts relays the plugin's HMR event as a DOM event of the same name.
  if (config.viteClient) window.addEventListener(config.event, () => void refresh());
  else window.addEventListener("focus", () => void refresh());
}
