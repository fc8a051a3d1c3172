/** An example's built MCP server, started as its README says: `node dist/server.js` on a loopback port the OS picks. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/** Starts `node <script>` in `dir` with `env` and PORT=0; resolves with its URL once it prints that it listens. */
export function startExampleServer(dir: string, { script = "dist/server.js", env = {} }: { script?: string; env?: Record<string, string> } = {}): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [script], { cwd: dir, env: { ...process.env, ...env, PORT: "0" }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const url = /MCP server at (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(output)?.[1];
      if (url) resolve({ url, child });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`node ${script} in ${path.basename(dir)} exited (${code}) before listening:\n${output}`)));
  });
}
