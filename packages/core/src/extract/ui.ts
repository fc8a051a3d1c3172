/**
 * A tool's MCP App page (docs/mcp.md, "A tool's UI"): `@ui ./page.html`
 * names a page of the project, relative to the tool's module; `@uiCsp
 * connect https://api.example.com` adds origins to one CSP list of its
 * resource's `_meta.ui`; `@uiBorder true|false` sets `prefersBorder`. The
 * bundler builds the page (the Vite adapter); here it is only located and
 * checked, so a missing page fails the build at the tag.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SourceLocation, ToolModel, ToolUi, UiCspDirective } from "../model/index.js";
import type { ToolCandidate } from "./discover.js";
import type { JsDocTag } from "./jsdoc.js";
import type { Session } from "./session.js";
import type { SourceFile } from "./source-file.js";

/** What a page may be: an HTML document, or a script entry the build wraps in one. */
const PAGE = /\.(html|tsx?|jsx?|mts|mjs)$/;

/** `@uiCsp <word> ...`: the word names one of `McpUiResourceCsp`'s lists. */
const CSP_WORDS: Record<string, UiCspDirective> = {
  connect: "connectDomains",
  resource: "resourceDomains",
  frame: "frameDomains",
  baseUri: "baseUriDomains",
};

/** Adds `model.ui` from the `@ui` tags of `candidate`, or reports why it cannot be built. */
export function addUi(model: ToolModel, candidate: ToolCandidate, file: SourceFile, session: Session, server: string): void {
  const tags = candidate.doc?.tags ?? [];
  const page = tags.find((t) => t.tag === "ui");
  if (!page) return;
  const sink = session.diagnostics;
  const at = tagLocation(file, page);
  if (candidate.kind !== "tool") {
    sink.error("TC_INVALID_UI", `\`@ui\` gives a tool a page; a ${candidate.kind} has none. Move it to the tool whose result the page shows.`, at);
    return;
  }
  const written = page.text.trim();
  if (!written || /\s/.test(written) || !PAGE.test(written)) {
    sink.error("TC_INVALID_UI", `\`@ui\` takes one page, relative to this module: an HTML document (\`@ui ./forecast.html\`) or a script entry (\`@ui ./forecast.ui.ts\`); found \`@ui ${written}\`.`, at);
    return;
  }
  const entry = path.resolve(path.dirname(file.path), written).replace(/\\/g, "/");
  if (!existsSync(entry)) {
    sink.error("TC_INVALID_UI", `\`@ui ${written}\`: no such page (${entry}).`, at);
    return;
  }
  const ui: ToolUi = { entry, uri: `ui://${server}/${model.name}`, meta: {}, loc: at };
  for (const tag of tags) {
    if (tag.tag === "uiCsp") addCsp(ui, tag, file, session);
    else if (tag.tag === "uiBorder") {
      const value = tag.text.trim() || "true";
      if (value === "true" || value === "false") ui.meta.prefersBorder = value === "true";
      else sink.error("TC_INVALID_UI", `\`@uiBorder ${value}\` takes \`true\`, \`false\` or nothing (true).`, tagLocation(file, tag));
    }
  }
  model.ui = ui;
}

function addCsp(ui: ToolUi, tag: JsDocTag, file: SourceFile, session: Session): void {
  const [word = "", ...origins] = tag.text.trim().split(/\s+/);
  const directive = CSP_WORDS[word];
  if (!directive || origins.length === 0) {
    session.diagnostics.error(
      "TC_INVALID_UI",
      `\`@uiCsp\` takes a list (${Object.keys(CSP_WORDS).join(", ")}) and its origins (\`@uiCsp connect https://api.example.com\`); found \`@uiCsp ${tag.text.trim()}\`.`,
      tagLocation(file, tag),
    );
    return;
  }
  const csp = (ui.meta.csp ??= {});
  csp[directive] = [...(csp[directive] ?? []), ...origins];
}

/**
 * The `<server>` of `ui://<server>/<tool>`: the project's package name
 * (`@acme/weather` -> `acme-weather`), so two servers' pages do not share
 * URIs in one host; `toolcall` when the root has no package.json.
 */
export function uiServerName(root: string): string {
  try {
    const name = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).name;
    if (typeof name === "string" && name) return name.replace(/^@/, "").replace(/[^A-Za-z0-9._-]+/g, "-");
  } catch {
    // no package.json, or not JSON: the default below
  }
  return "toolcall";
}

function tagLocation(file: SourceFile, tag: JsDocTag): SourceLocation {
  return { file: file.path, line: tag.line, column: tag.column };
}
