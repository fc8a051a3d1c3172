/**
 * The inspector page: one HTML document with its style and script inline,
 * built from this package's own compiled code (no framework, no asset files
 * to ship). The script is `inspectorClient`'s source text.
 */
import { inspectorClient, type ClientConfig } from "./client.js";

export function inspectorPage(config: ClientConfig): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>toolcall inspector</title>
<style>${STYLE}</style>
</head>
<body>
<div id="app"><p class="muted">Loading tools...</p></div>
${config.viteClient ? hmrRelay(config) : ""}<script type="module">(${inspectorClient.toString()})(${JSON.stringify(config).replace(/</g, "\\u003c")});</script>
</body>
</html>
`;
}

/** Vite's HMR client, relaying the plugin's event to the page as a DOM event. */
function hmrRelay(config: ClientConfig): string {
  return `<script type="module">
import { createHotContext } from ${JSON.stringify(config.viteClient)};
createHotContext("/__toolcall/").on(${JSON.stringify(config.event)}, () => window.dispatchEvent(new Event(${JSON.stringify(config.event)})));
</script>
`;
}

const STYLE = `
:root { color-scheme: light dark; --bg: #fafafa; --fg: #1d1d1f; --muted: #6e6e73; --line: #e2e2e6; --card: #fff; --accent: #3b5bdb; --ok: #2b8a3e; --err: #c92a2a; --warn: #b7791f; --code: #f3f3f6; }
@media (prefers-color-scheme: dark) { :root { --bg: #141416; --fg: #ececf1; --muted: #9a9aa3; --line: #2c2c31; --card: #1c1c20; --accent: #8ea2ff; --ok: #69db7c; --err: #ff8787; --warn: #ffd43b; --code: #25252b; } }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg); color: var(--fg); }
#app { display: grid; grid-template-columns: 200px 1fr; min-height: 100vh; }
aside { border-right: 1px solid var(--line); padding: 16px; position: sticky; top: 0; height: 100vh; overflow: auto; }
aside h1 { font-size: 18px; margin: 0; }
aside ul { list-style: none; padding: 0; margin: 12px 0; }
aside li a { display: block; padding: 3px 0; color: var(--fg); text-decoration: none; font-family: ui-monospace, monospace; font-size: 13px; }
aside li a:hover { color: var(--accent); }
main { padding: 16px 24px; min-width: 0; }
.status { display: flex; gap: 12px; align-items: center; font-size: 12px; margin-bottom: 12px; }
.live { color: var(--ok); font-weight: 600; }
.counts { margin-left: auto; color: var(--muted); }
.muted { color: var(--muted); }
section.tool, section.diagnostics { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 14px 18px; margin-bottom: 16px; }
.tool header { display: flex; align-items: baseline; gap: 10px; }
.tool h2 { margin: 0; font: 600 16px ui-monospace, monospace; }
h2 { font-size: 15px; margin: 0 0 8px; }
h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 10px 0 4px; }
a.source { margin-left: auto; font-size: 12px; color: var(--accent); font-family: ui-monospace, monospace; }
.description { margin: 6px 0 10px; white-space: pre-wrap; }
table.params { border-collapse: collapse; width: 100%; font-size: 13px; }
.params th, .params td { text-align: left; border-bottom: 1px solid var(--line); padding: 4px 8px 4px 0; vertical-align: top; }
.params th { color: var(--muted); font-weight: 500; font-size: 12px; }
code, pre, textarea { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
pre { background: var(--code); border-radius: 6px; padding: 8px 10px; margin: 0; overflow: auto; max-height: 320px; }
.columns { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 16px; margin-top: 8px; }
.tabs { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 6px; }
.tab { border: 1px solid var(--line); background: transparent; color: var(--fg); border-radius: 999px; padding: 2px 10px; font-size: 12px; cursor: pointer; }
.tab.active { background: var(--accent); border-color: var(--accent); color: #fff; }
textarea { width: 100%; background: var(--code); color: var(--fg); border: 1px solid var(--line); border-radius: 6px; padding: 8px; resize: vertical; }
button.call { margin: 6px 0; background: var(--accent); color: #fff; border: 0; border-radius: 6px; padding: 5px 12px; cursor: pointer; }
pre.result { white-space: pre-wrap; overflow-wrap: anywhere; }
pre.result.ok { border-left: 3px solid var(--ok); }
pre.result.error { border-left: 3px solid var(--err); }
.diagnostic { border-top: 1px solid var(--line); padding: 8px 0; }
.diagnostic p { margin: 4px 0; }
.badge { font-size: 11px; border-radius: 4px; padding: 1px 6px; color: #fff; }
.badge.error { background: var(--err); }
.badge.warning, .badge.warn { background: var(--warn); color: #000; }
`;
