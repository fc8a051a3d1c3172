/** examples/node-mcp, and its server started as its README says. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { TEST_DIR } from "../helpers/paths.js";

export const NODE_EXAMPLE = path.join(TEST_DIR, "..", "examples", "node-mcp");

/** `node <script>` (the example's built server) with the token, on a loopback port the OS picks; resolves with its URL once it listens. */
export function startNodeExample(token: string, script = "dist/server.js"): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [script], { cwd: NODE_EXAMPLE, env: { ...process.env, MCP_TOKEN: token, PORT: "0" }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const url = /MCP server at (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(output)?.[1];
      if (url) resolve({ url, child });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`node ${script} exited (${code}) before listening:\n${output}`)));
  });
}
