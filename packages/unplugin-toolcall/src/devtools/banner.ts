/**
 * Vite's start-up banner (`server.printUrls`, which Vite calls after
 * `listen` and on the `u` shortcut) lists the dev tools' addresses under its
 * own, so a developer finds the inspector and the MCP endpoint without
 * reading the docs. Vite has no hook for it: wrapping the method is how
 * plugins (vite-plugin-inspect among them) add their lines.
 */
import pc from "picocolors";
import { DEVTOOLS_PREFIX } from "./dev-server.js";

export interface BannerServer {
  printUrls(): void;
  resolvedUrls: { local: string[]; network: string[] } | null;
  config: { logger: { info(message: string): void } };
}

export function printDevToolsUrls(server: BannerServer, tools: { inspector: boolean; mcp: boolean }): void {
  const print = server.printUrls.bind(server);
  server.printUrls = () => {
    print();
    // Vite's local URL ends with the base (`http://localhost:5173/app/`).
    const base = server.resolvedUrls?.local[0];
    if (!base) return;
    const at = (path: string) => pc.cyan(new URL(path, base).href);
    const prefix = DEVTOOLS_PREFIX.slice(1);
    if (tools.inspector) server.config.logger.info(`  ${pc.green("➜")}  ${pc.bold("Tools")}:   ${at(`${prefix}/`)}`);
    if (tools.mcp) server.config.logger.info(`  ${pc.green("➜")}  ${pc.bold("MCP")}:     ${at(`${prefix}/mcp`)}`);
  };
}
