/** examples/node-mcp, and its server started as its README says. */
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { TEST_DIR } from "../helpers/paths.js";
import { startExampleServer } from "./example-server.js";

export const NODE_EXAMPLE = path.join(TEST_DIR, "..", "examples", "node-mcp");

/** `node <script>` (the example's built server) with the token, on a loopback port the OS picks; resolves with its URL once it listens. */
export function startNodeExample(token: string, script = "dist/server.js"): Promise<{ url: string; child: ChildProcess }> {
  return startExampleServer(NODE_EXAMPLE, { script, env: { MCP_TOKEN: token } });
}
