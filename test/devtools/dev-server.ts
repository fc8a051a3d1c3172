/**
 * Vite dev servers over a copy of the playground's tools or of
 * examples/mcp-app, listening on 127.0.0.1 at a port the OS picks, with the
 * toolcall plugin (and so its inspector and MCP endpoint).
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { PluginOption, ViteDevServer } from "vite";
import { TEST_DIR } from "../helpers/paths.js";
import { tempDir } from "../helpers/temp-dir.js";

export const PLAYGROUND = path.resolve(TEST_DIR, "../playground");
/** The example whose `forecast` tool has a page (`@ui`). */
export const MCP_APP_EXAMPLE = path.resolve(TEST_DIR, "../examples/mcp-app");

export interface PlaygroundDevServer {
  server: ViteDevServer;
  origin: string;
  root: string;
  /** Rewrites a tool file of the copy (path relative to its root) with `edit` applied to its text. */
  edit(file: string, edit: (text: string) => string): void;
  close(): Promise<void>;
}

export interface PlaygroundOptions {
  /** Vite's `server.allowedHosts` (its default: localhost names and IP addresses). */
  allowedHosts?: true | string[];
  /** More files for the copy before the server starts (paths relative to its root). */
  files?: Record<string, string>;
  /** Starts more servers with the same plugin instance once this one listens (as a framework that runs several does). */
  alongside?: (plugin: PluginOption, root: string) => Promise<void>;
}

export async function startPlaygroundDevServer(name: string, { allowedHosts, files = {}, alongside }: PlaygroundOptions = {}): Promise<PlaygroundDevServer> {
  const root = path.join(tempDir(name), "project");
  cpSync(path.join(PLAYGROUND, "src/tools"), path.join(root, "src/tools"), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
  const { createServer } = await import("vite");
  const { default: toolcall } = await import("unplugin-toolcall/vite");
  const plugin = toolcall({ include: ["src/tools/**/*.ts"], dts: false });
  const server = await createServer({
    root,
    configFile: false,
    logLevel: "silent",
    appType: "custom",
    plugins: [plugin],
    server: { host: "127.0.0.1", port: 0, strictPort: true, allowedHosts },
  });
  await server.listen();
  await alongside?.(plugin, root);
  const { port } = server.httpServer!.address() as AddressInfo;
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    root,
    edit(file, edit) {
      const full = path.join(root, file);
      const before = readFileSync(full, "utf8");
      const after = edit(before);
      if (after === before) throw new Error(`the edit of ${file} changed nothing`);
      writeFileSync(full, after);
    },
    close: () => server.close(),
  };
}

/** `vite dev` over a copy of examples/mcp-app at `root` (its sources and package.json), with its origin. */
export async function startMcpAppDevServer(root: string): Promise<{ server: ViteDevServer; origin: string }> {
  cpSync(path.join(MCP_APP_EXAMPLE, "src"), path.join(root, "src"), { recursive: true });
  cpSync(path.join(MCP_APP_EXAMPLE, "package.json"), path.join(root, "package.json"));
  const { createServer } = await import("vite");
  const { default: toolcall } = await import("unplugin-toolcall/vite");
  const server = await createServer({
    root,
    configFile: false,
    logLevel: "silent",
    appType: "custom",
    plugins: [toolcall({ include: ["src/tools.ts"], dts: false })],
    server: { host: "127.0.0.1", port: 0, strictPort: true },
  });
  await server.listen();
  return { server, origin: `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}` };
}
