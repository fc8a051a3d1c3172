// The playground in development: `pnpm dev` (node dev.mjs). The same app as
// dist/server.js, but loaded through Vite's dev server, so editing a tool (its
// JSDoc, a parameter's type, a new file in src/tools/) changes what the next
// request sees, without a rebuild or a restart. PORT as for the built server.
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));
const vite = await createServer({
  root,
  configFile: fileURLToPath(new URL("vite.config.ts", import.meta.url)),
  // No WebSocket: nothing in a browser listens, and a fixed HMR port would clash
  // between two dev servers. HMR stays on: it is how edits reach the module graph.
  server: { middlewareMode: true, ws: false },
  appType: "custom",
});

// Vite re-evaluates a module, and what imports it, once a file it depends on
// changed; `virtual:tools` is invalidated by the toolcall plugin.
const appHandler = async () => (await vite.ssrLoadModule("/src/app.ts")).handleRequest;
const { listen } = await vite.ssrLoadModule("/src/node-http.ts");
const server = await listen(appHandler, Number(process.env.PORT ?? 3000));
const { address, port } = server.address();
console.log(`toolcall playground (dev) on http://${address}:${port} (GET /tools, POST /tools/:name)`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close();
    void vite.close().then(() => process.exit(0));
  });
}
