/**
 * The inspector page: one HTML document with its style and script inline,
 * built from this package's own compiled code (no framework, no asset files
 * to ship; the favicon is an inline SVG, so the browser asks for no
 * `/favicon.ico`). The script is `inspectorClient`'s source text, called
 * with the source texts of the parts it uses (the try-it form, the
 * resource and prompt cards, a call in flight, a tool's page).
 */
import { inspectorAppPreview } from "./app-preview.js";
import { inspectorProgress } from "./call-progress.js";
import { inspectorClient, type ClientConfig } from "./client.js";
import { inspectorDeclared } from "./declared.js";
import { inspectorForm } from "./form.js";

const FAVICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#3b5bdb"/><path d="M4 5h8M8 5v7" stroke="#fff" stroke-width="2" stroke-linecap="round"/></svg>')}`;

export function inspectorPage(config: ClientConfig): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>toolcall inspector</title>
<link rel="icon" href="${FAVICON}">
<style>${STYLE}</style>
</head>
<body>
<div id="app"><p class="muted">Loading tools...</p></div>
${config.viteClient ? hmrRelay(config) : ""}<script type="module">(${inspectorClient.toString()})(${JSON.stringify(config).replace(/</g, "\\u003c")}, { makeForm: ${inspectorForm.toString()}, makeDeclared: ${inspectorDeclared.toString()}, makeProgress: ${inspectorProgress.toString()}, makeAppPreview: ${inspectorAppPreview.toString()} });</script>
</body>
</html>
`;
}

/** Vite's HMR client, relaying the plugin's event to the page as a DOM event (its data as `detail`). */
function hmrRelay(config: ClientConfig): string {
  return `<script type="module">
import { createHotContext } from ${JSON.stringify(config.viteClient)};
createHotContext("/__toolcall/").on(${JSON.stringify(config.event)}, (data) => window.dispatchEvent(new CustomEvent(${JSON.stringify(config.event)}, { detail: data })));
</script>
`;
}

const STYLE = `
:root { color-scheme: light dark; --bg: #fafafa; --fg: #1d1d1f; --muted: #6e6e73; --line: #e2e2e6; --card: #fff; --accent: #3b5bdb; --ok: #2b8a3e; --err: #c92a2a; --warn: #b7791f; --code: #f3f3f6; }
@media (prefers-color-scheme: dark) { :root { --bg: #141416; --fg: #ececf1; --muted: #9a9aa3; --line: #2c2c31; --card: #1c1c20; --accent: #8ea2ff; --ok: #69db7c; --err: #ff8787; --warn: #ffd43b; --code: #25252b; } }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg); color: var(--fg); }
#app { display: grid; grid-template-columns: 220px minmax(0, 1fr); min-height: 100vh; }
aside { border-right: 1px solid var(--line); padding: 16px; position: sticky; top: 0; height: 100vh; overflow: auto; }
aside h1 { font-size: 18px; margin: 0 0 8px; }
aside input[type=search] { width: 100%; margin: 4px 0 8px; padding: 4px 6px; border: 1px solid var(--line); border-radius: 6px; background: var(--card); color: var(--fg); }
aside ul { list-style: none; padding: 0; margin: 8px 0; }
aside li a { display: block; padding: 3px 0; color: var(--fg); text-decoration: none; font-family: ui-monospace, monospace; font-size: 13px; overflow-wrap: anywhere; }
aside li a.stale { color: var(--err); }
aside li a:hover { color: var(--accent); }
h2.pane { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 14px 0 4px; }
.history button { background: none; border: 0; color: var(--fg); padding: 2px 0; cursor: pointer; text-align: left; font: inherit; font-size: 12px; }
.notes li { font-size: 12px; padding: 2px 0; overflow-wrap: anywhere; }
main { padding: 16px 24px; min-width: 0; }
.status { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; font-size: 12px; margin-bottom: 12px; }
.live { color: var(--ok); font-weight: 600; }
.counts { margin-left: auto; color: var(--muted); }
.muted { color: var(--muted); }
section.tool, section.diagnostics { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 10px 16px; margin-bottom: 16px; }
section.tool.stale, section.tool.broken { border-color: var(--err); border-style: dashed; }
summary { cursor: pointer; display: flex; flex-wrap: wrap; align-items: center; gap: 8px; list-style: none; }
summary::before { content: "▸"; color: var(--muted); }
details[open] > summary::before { content: "▾"; }
summary h2 { display: inline; }
.tool h2 { margin: 0; font: 600 16px ui-monospace, monospace; overflow-wrap: anywhere; }
h2 { font-size: 15px; margin: 0 0 8px; }
h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 10px 0 4px; display: flex; align-items: center; gap: 8px; }
.head { margin-top: 4px; }
a.source { font-size: 12px; color: var(--accent); font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
.description { margin: 6px 0 10px; white-space: pre-wrap; }
.mark.error, .stale-reason { color: var(--err); }
.mark.warning { color: var(--warn); }
.scroll { overflow-x: auto; }
table.params { border-collapse: collapse; width: 100%; font-size: 13px; }
.params th, .params td { text-align: left; border-bottom: 1px solid var(--line); padding: 4px 8px 4px 0; vertical-align: top; }
.params th { color: var(--muted); font-weight: 500; font-size: 12px; }
/* Wrap between words only: a type or a name broken mid-token (stri|ng) misreads; a long one scrolls the table instead. */
.params code { overflow-wrap: normal; }
ul.annotations { list-style: none; padding: 0; margin: 4px 0 0; display: flex; flex-wrap: wrap; gap: 0 14px; font-size: 12px; }
code, pre, textarea, select, input { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
code { overflow-wrap: anywhere; }
pre { background: var(--code); border-radius: 6px; padding: 8px 10px; margin: 0; overflow: auto; max-height: 360px; white-space: pre-wrap; overflow-wrap: anywhere; }
.columns { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 16px; margin-top: 8px; }
.tabs { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 6px; }
.tab { border: 1px solid var(--line); background: transparent; color: var(--fg); border-radius: 999px; padding: 2px 10px; font-size: 12px; cursor: pointer; }
.tab[aria-selected=true] { background: var(--accent); border-color: var(--accent); color: #fff; }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
label { display: block; font-size: 12px; color: var(--muted); margin: 6px 0 2px; }
.field input[type=text], .field input[type=number], .field select, .field textarea, textarea.args { width: 100%; background: var(--code); color: var(--fg); border: 1px solid var(--line); border-radius: 6px; padding: 5px 6px; }
.field [aria-invalid=true] { border-color: var(--err); }
.issue { color: var(--err); font-size: 12px; }
fieldset.nested { border: 1px solid var(--line); border-radius: 6px; margin: 6px 0; padding: 2px 8px 8px; min-width: 0; }
fieldset.nested legend { font-size: 12px; color: var(--muted); }
textarea.args { resize: vertical; }
.actions { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 6px 0; }
button.call { background: var(--accent); color: #fff; border: 0; border-radius: 6px; padding: 5px 12px; cursor: pointer; }
button.call:disabled, button.call[aria-disabled=true] { opacity: .5; cursor: not-allowed; }
button.copy { background: transparent; color: var(--accent); border: 1px solid var(--line); border-radius: 6px; padding: 1px 8px; font-size: 11px; cursor: pointer; text-transform: none; letter-spacing: 0; }
pre.result.ok { border-left: 3px solid var(--ok); }
pre.result.error { border-left: 3px solid var(--err); }
ul.issues { margin: 4px 0; padding-left: 18px; color: var(--err); }
.issues-title { margin: 6px 0 0; font-weight: 600; }
.diagnostic { border-top: 1px solid var(--line); padding: 8px 0; }
.diagnostic p { margin: 4px 0; }
.badge { font-size: 11px; border-radius: 4px; padding: 1px 6px; color: #fff; display: inline-block; }
.badge.error { background: var(--err); }
.badge.ok { background: var(--ok); }
.badge.info { background: var(--muted); }
.badge.warning, .badge.warn { background: var(--warn); color: #000; }
.running { margin: 6px 0; }
.progress-line { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; font-size: 12px; }
.progress-line progress { width: 160px; accent-color: var(--accent); }
button.cancel { background: transparent; color: var(--err); border: 1px solid var(--err); border-radius: 6px; padding: 1px 10px; cursor: pointer; font-size: 12px; }
button.cancel[aria-disabled=true] { opacity: .6; cursor: default; }
ul.call-log { list-style: none; margin: 6px 0; padding: 6px 10px; background: var(--code); border-radius: 6px; font: 12px ui-monospace, monospace; max-height: 200px; overflow: auto; }
.call-log .level { display: inline-block; min-width: 64px; color: var(--muted); }
.call-log .warning .level, .call-log .error .level, .call-log .critical .level, .call-log .alert .level, .call-log .emergency .level { color: var(--err); }
section.declared h2 { font: 600 16px ui-monospace, monospace; margin: 0; }
form.ask { max-width: 640px; }
ol.messages { list-style: none; padding: 0; margin: 6px 0; }
ol.messages li { margin: 6px 0; }
.badge.role { margin-bottom: 2px; }
.app-page { margin-top: 10px; }
.app-page h3 code { text-transform: none; letter-spacing: 0; }
.app-preview iframe { display: block; width: 100%; max-width: 720px; height: 360px; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
img.blob { display: block; max-width: 100%; max-height: 320px; border: 1px solid var(--line); border-radius: 6px; margin: 4px 0; }
p.blob { font-size: 12px; color: var(--muted); margin: 2px 0; }
@media (max-width: 760px) {
  #app { grid-template-columns: minmax(0, 1fr); }
  aside { position: static; height: auto; border-right: 0; border-bottom: 1px solid var(--line); }
  aside nav ul { display: flex; flex-wrap: wrap; gap: 4px 12px; }
  main { padding: 12px; }
  .columns { grid-template-columns: minmax(0, 1fr); }
  section.tool, section.diagnostics { padding: 8px 10px; }
}
`;
