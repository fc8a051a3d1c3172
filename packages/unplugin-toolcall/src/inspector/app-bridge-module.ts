/**
 * The host side of an MCP App for the inspector's preview (app-preview.ts;
 * docs/developer-tools.md): ext-apps' own `AppBridge` and
 * `PostMessageTransport`, taken from the project's installed
 * `@modelcontextprotocol/ext-apps` (the package a page's `virtual:tools/ui`
 * needs anyway) and bundled by Vite into one ES module the page imports.
 * Built once per dev server, on the first preview: a project without a page
 * never pays for it. Without ext-apps the module only says so, and the
 * preview shows that note instead of the page.
 */

const ENTRY = "\0toolcall-inspector-app-bridge";
const BRIDGE = "@modelcontextprotocol/ext-apps/app-bridge";

/** The module's text: the bridge's exports, or `export const missing = "…"` when it cannot be built. */
export function appBridgeModule(root: string): () => Promise<string> {
  let built: Promise<string> | undefined;
  return () => (built ??= build(root));
}

async function build(root: string): Promise<string> {
  const vite = await import("vite");
  const input = { input: ENTRY, preserveEntrySignatures: "strict" as const };
  try {
    const result = await vite.build({
      configFile: false,
      root,
      logLevel: "silent",
      publicDir: false,
      plugins: [
        {
          name: "unplugin-toolcall:inspector-app-bridge",
          resolveId: (id) => (id === ENTRY ? ENTRY : undefined),
          load: (id) => (id === ENTRY ? `export { AppBridge, PostMessageTransport } from ${JSON.stringify(BRIDGE)};` : undefined),
        },
      ],
      build: {
        write: false,
        minify: false,
        sourcemap: false,
        modulePreload: false,
        reportCompressedSize: false,
        // One module: the page imports it by one URL. Vite 8 (Rolldown) names the option `codeSplitting`.
        ...(Number.parseInt(vite.version, 10) >= 8
          ? { rolldownOptions: { ...input, output: { format: "es", codeSplitting: false } } }
          : { rollupOptions: { ...input, output: { format: "es", inlineDynamicImports: true } } }),
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ("output" in r ? (r.output as { type: string; isEntry?: boolean; code?: string }[]) : []));
    const entry = outputs.find((o) => o.type === "chunk" && o.isEntry);
    if (!entry?.code) throw new Error("the build made no module");
    return entry.code;
  } catch (error) {
    const message = `The preview renders a tool's page through ext-apps' AppBridge: install @modelcontextprotocol/ext-apps in this project (${(error as Error).message.split("\n")[0]}).`;
    return `export const missing = ${JSON.stringify(message)};\n`;
  }
}
