/**
 * The playground's Node server: the Fetch-API app of src/app.ts behind
 * `node:http` (src/node-http.ts).
 *
 *   node dist/server.js           serves on 127.0.0.1:$PORT (default 3000)
 *   node dist/server.js --demo    serves on a free loopback port, calls its own
 *                                 tools over HTTP, prints the exchanges, exits
 */
import type { AddressInfo } from "node:net";
import { handleRequest } from "./app.js";
import { runDemo } from "./demo.js";
import { listen } from "./node-http.js";

async function main(): Promise<void> {
  if (process.argv.includes("--demo")) {
    const server = await listen(() => handleRequest, 0);
    const { port } = server.address() as AddressInfo;
    try {
      await runDemo(`http://127.0.0.1:${port}`);
    } finally {
      server.close();
    }
    return;
  }
  const port = Number(process.env.PORT ?? 3000);
  const server = await listen(() => handleRequest, port);
  const { address, port: bound } = server.address() as AddressInfo;
  console.log(`toolcall playground on http://${address}:${bound} (GET /tools, POST /tools/:name)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
