/**
 * Vite's dev server with its root below the project (Nuxt's `app/`, a
 * `root: "src"` config): the tool modules and the project's config files lie
 * outside Vite's root. The plugin still watches them (an edit of an outside
 * tool module reaches `virtual:tools`), but never as imports of the virtual
 * module: the only project file resolved with a `\0virtual:tools` module as
 * importer is the tool module its code calls, and the module graph gives
 * the virtual modules no other import, so a
 * framework's import rules (Nuxt's import protection refuses a
 * `nuxt.config.ts` or `server/` file imported from app code) never see one.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ViteDevServer } from "vite";
import { poll } from "../helpers/poll.js";
import { tempDir } from "../helpers/temp-dir.js";

const RESOLVED = "\0virtual:tools";

const TOOLS = `"use tools";
/** Get the daily forecast for a city. */
export function forecast(city: string) {
  return { city };
}
`;

interface VirtualTools {
  tools: { name: string }[];
}

describe("vite dev server whose root is below the project", () => {
  const project = tempDir("vite-dev-outside-root");
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), text);
  };
  let server: ViteDevServer;
  /** Every id resolved with a virtual module as importer, as an import-protection plugin sees them. */
  const importedByIndex: string[] = [];
  /** What the generated code imports for real: the tool module. */
  const notTheToolModule = (ids: string[]) => ids.filter((id) => !id.endsWith("/server/tools.ts"));

  beforeAll(async () => {
    write("server/tools.ts", TOOLS);
    write("app.config.ts", "export default { title: 'app' };\n");
    write("app/entry.ts", 'export { tools } from "virtual:tools";\n');
    const { createServer } = await import("vite");
    const { default: toolcall } = await import("unplugin-toolcall/vite");
    const recordImports = {
      name: "record-imports-of-the-index",
      enforce: "pre" as const,
      resolveId(id: string, importer?: string) {
        if (importer?.startsWith(RESOLVED) && !id.startsWith("virtual:tools") && !id.startsWith("\0virtual:tools") && !id.includes("@toolcall") && !id.includes("unplugin-toolcall"))
          importedByIndex.push(id);
        return null;
      },
    };
    server = await createServer({
      root: path.join(project, "app"),
      configFile: false,
      logLevel: "silent",
      plugins: [recordImports, toolcall({ root: project, dts: false })],
      server: { middlewareMode: true, ws: false },
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  const load = () => server.ssrLoadModule("virtual:tools") as Promise<VirtualTools>;

  it("serves the tools of a module outside Vite's root without making any project file an import of virtual:tools", async () => {
    expect((await load()).tools.map((t) => t.name)).toEqual(["forecast"]);
    expect(importedByIndex.length).toBeGreaterThan(0);
    expect(notTheToolModule(importedByIndex)).toEqual([]);
    const index = server.environments.ssr.moduleGraph.getModuleById(RESOLVED);
    expect(index).toBeDefined();
    const files = [...index!.importedModules].map((mod) => mod.file ?? mod.id ?? "").filter((file) => file.startsWith(project));
    expect(notTheToolModule(files)).toEqual([]);
  });

  it("still sees an edit of that module", async () => {
    write("server/tools.ts", `${TOOLS}\n/** Echo the text. */\nexport function echo(text: string) {\n  return text;\n}\n`);
    const names = await poll("the dev server to serve the edit", async () => {
      const served = (await load()).tools.map((t) => t.name);
      return served.includes("echo") ? served : undefined;
    });
    expect(names).toEqual(["echo", "forecast"]);
    expect(notTheToolModule(importedByIndex)).toEqual([]);
  });
});
