// Minified size of the MCP server in `virtual:tools` (`mcpHandler`, the
// runtime's mcp/ folder), measured as what it adds to a bundle: esbuild
// bundles (minified, ES module, for the browser platform, as an edge bundle
// is) of
//  - baseline: the run time a Worker that calls tools already ships
//    (createDispatch, mcpTools' view and mcpToolResult);
//  - handler: the same plus mcpHandler;
//  - SDK: the baseline plus what serving MCP at the edge through the official
//    SDK takes instead: McpServer, its web-standard Streamable HTTP transport
//    and registerMcpTools.
// Sizes are exact (no timing), so one build each. Needs `pnpm build` (the
// runtime's dist).
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const here = path.dirname(fileURLToPath(import.meta.url));
const requireFromTest = createRequire(path.join(here, "../test/package.json"));
const esbuild = await import(requireFromTest.resolve("esbuild"));
const runtime = path.join(here, "../packages/runtime/dist/index.js");
const sdk = (subpath) => requireFromTest.resolve(`@modelcontextprotocol/sdk/${subpath}`);

const BASE = `export { createDispatch, mcpToolsView, mcpToolResult } from ${JSON.stringify(runtime)};`;
const entries = {
  baseline: BASE,
  handler: `${BASE}\nexport { mcpHandler } from ${JSON.stringify(runtime)};`,
  SDK: [
    BASE,
    `export { registerMcpTools } from ${JSON.stringify(runtime)};`,
    `export { McpServer } from ${JSON.stringify(sdk("server/mcp.js"))};`,
    `export { WebStandardStreamableHTTPServerTransport } from ${JSON.stringify(sdk("server/webStandardStreamableHttp.js"))};`,
    `export { ListToolsRequestSchema, CallToolRequestSchema } from ${JSON.stringify(sdk("types.js"))};`,
  ].join("\n"),
};

async function size(source) {
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: here, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  const bytes = result.outputFiles[0].contents;
  return { min: bytes.length, gzip: gzipSync(bytes).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = {};
for (const [name, source] of Object.entries(entries)) sizes[name] = await size(source);
const base = sizes.baseline;
console.log("bundle      minified   gzip      added (minified / gzip)");
for (const [name, s] of Object.entries(sizes)) {
  const added = name === "baseline" ? "" : `+${kb(s.min - base.min)} / +${kb(s.gzip - base.gzip)}`;
  console.log(`${name.padEnd(10)}  ${kb(s.min).padStart(8)}  ${kb(s.gzip).padStart(8)}  ${added}`);
}
const handler = sizes.handler.gzip - base.gzip;
const viaSdk = sizes.SDK.gzip - base.gzip;
console.log(`mcpHandler adds ${kb(handler)} gzip; the SDK route adds ${kb(viaSdk)} gzip (${(viaSdk / handler).toFixed(1)}x)`);
