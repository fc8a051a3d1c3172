/**
 * A tool's page (`@ui`; docs/mcp.md, "A tool's UI") built into ONE HTML
 * document: a browser build of the page with the project's own Vite config
 * and plugins (React, Vue, Tailwind...), everything inlined (scripts,
 * styles, assets as data URLs), because an MCP Apps host renders it in a
 * sandboxed iframe with no network of its own. An `.html` page keeps its
 * markup; a script entry gets a minimal document around it.
 */
import path from "node:path";
import type { InlineConfig, Plugin, PluginOption } from "vite";

/** What the outer build hands over of its own config. */
export interface PageBuildConfig {
  root: string;
  /** The config file the outer build loaded (its plugins build the page too); false for none. */
  configFile: string | false;
  mode: string;
  /** Without a config file: the plugins of the outer build's inline config (toolcall's own left out: `uiModule` serves the page). */
  plugins: PluginOption[];
  /** The text of `virtual:tools/ui` for the outer build's tools. */
  uiModule: () => string;
}

const UI_MODULE_ID = "virtual:tools/ui";

interface OutputFile {
  type: "chunk" | "asset";
  fileName: string;
  code?: string;
  source?: string | Uint8Array;
  moduleIds?: string[];
}

/** A built page: its document, and the files it was built from (for `vite dev`, which builds it again when one changes: ui/page-hot.ts). */
export interface BuiltPage {
  html: string;
  files: string[];
}

/** Builds `entry` (absolute) into one self-contained HTML document. */
export async function buildPage(entry: string, config: PageBuildConfig): Promise<BuiltPage> {
  const vite = await import("vite");
  const inline: InlineConfig = {
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    // Relative URLs, so every reference in the HTML names a file of this build's output.
    base: "./",
    logLevel: "warn",
    clearScreen: false,
    publicDir: false,
    plugins: [uiModulePlugin(config.uiModule), ...config.plugins],
    build: {
      write: false,
      ssr: false,
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: false,
      modulePreload: false,
      cssCodeSplit: false,
      reportCompressedSize: false,
      // Every asset becomes a data URL: the page may load nothing.
      assetsInlineLimit: () => true,
      // One script: a lazy import would be a file the host cannot fetch. Vite 8 (Rolldown) names it `codeSplitting`.
      ...(Number.parseInt(vite.version, 10) >= 8
        ? { rolldownOptions: { input: entry, output: { codeSplitting: false } } }
        : { rollupOptions: { input: entry, output: { inlineDynamicImports: true } } }),
    },
  };
  const result = await vite.build(inline);
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ("output" in r ? (r.output as OutputFile[]) : []));
  const files = new Map(outputs.map((o) => [o.fileName, o.type === "chunk" ? o.code! : textOf(o.source!)]));
  const sources = [entry, ...outputs.flatMap((o) => o.moduleIds ?? []).filter((id) => path.isAbsolute(id))].map((id) => id.replace(/[?#].*$/, "").replace(/\\/g, "/"));
  const htmlFile = outputs.find((o) => o.type === "asset" && o.fileName.endsWith(".html"));
  const html = htmlFile ? inlineReferences(files.get(htmlFile.fileName)!, path.posix.dirname(htmlFile.fileName), files) : documentAround(outputs, files);
  return { html, files: [...new Set(sources)] };
}

/** The document around a script entry's output: its styles in the head, its script after a `<div id="app">`. */
function documentAround(outputs: OutputFile[], files: Map<string, string>): string {
  const scripts = outputs.filter((o) => o.type === "chunk").map((o) => `<script type="module">${scriptText(o.code!)}</script>`);
  const styles = outputs.filter((o) => o.fileName.endsWith(".css")).map((o) => `<style>${styleText(files.get(o.fileName)!)}</style>`);
  return `<!doctype html>\n<html>\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n${styles.join("\n")}\n</head>\n<body>\n<div id="app"></div>\n${scripts.join("\n")}\n</body>\n</html>\n`;
}

/**
 * `virtual:tools/ui` for the page, from the outer build's project: a config
 * file's own toolcall plugin would serve the same text, and a build without
 * one (an inline config, a framework's) has none.
 */
function uiModulePlugin(uiModule: () => string): Plugin {
  return {
    name: "unplugin-toolcall:ui-page",
    enforce: "pre",
    resolveId: (id) => (id === UI_MODULE_ID ? `\0${UI_MODULE_ID}` : undefined),
    load: (id) => (id === `\0${UI_MODULE_ID}` ? uiModule() : undefined),
  };
}

/** Vite's HTML with its `<script src>` and stylesheet `<link>`s replaced by their content; module preloads dropped. */
function inlineReferences(html: string, dir: string, files: Map<string, string>): string {
  // URLs are relative to the HTML file (`base: "./"`), which keeps the page's own folder (`src/forecast.html`).
  const fileOf = (url: string) => files.get(path.posix.normalize(path.posix.join(dir, url)));
  return html
    .replace(/<script\b([^>]*?)\ssrc="([^"]+)"([^>]*)><\/script>/g, (whole, before: string, src: string, after: string) => {
      const code = fileOf(src);
      return code === undefined ? whole : `<script${withoutCrossorigin(before + after)}>${scriptText(code)}</script>`;
    })
    .replace(/<link\b[^>]*>/g, (tag) => {
      const href = /\shref="([^"]+)"/.exec(tag)?.[1];
      const rel = /\srel="([^"]+)"/.exec(tag)?.[1];
      const text = href === undefined ? undefined : fileOf(href);
      if (text === undefined) return tag;
      if (rel === "stylesheet") return `<style>${styleText(text)}</style>`;
      return rel === "modulepreload" ? "" : tag;
    });
}

function withoutCrossorigin(attributes: string): string {
  return attributes.replace(/\s+crossorigin(="[^"]*")?/, "");
}

/** A script's text can hold `</script>` (a string literal): written `<\/script>` it no longer ends the element. */
function scriptText(code: string): string {
  return code.replace(/<\/(script)/gi, "<\\/$1");
}

function styleText(css: string): string {
  return css.replace(/<\/(style)/gi, "<\\/$1");
}

function textOf(source: string | Uint8Array): string {
  return typeof source === "string" ? source : new TextDecoder().decode(source);
}
