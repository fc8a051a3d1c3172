/**
 * `toolcall types` writes the declaration file without a bundler run, where
 * the project's tsconfig sees it (docs/frameworks.md): on a fresh
 * SvelteKit-shaped project (a tsconfig extending the generated
 * .svelte-kit/tsconfig.json, which covers src/ only), tsc fails before the
 * command and passes after it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_DIR } from "../helpers/paths.js";
import { layout } from "../helpers/layout.js";
import { tempDir } from "../helpers/temp-dir.js";

const BIN = path.join(TEST_DIR, "../packages/unplugin-toolcall/dist/cli/bin.js");
const TSC = createRequire(import.meta.url).resolve("typescript/bin/tsc");

const FILES: Record<string, string> = {
  "tsconfig.json": `{ "extends": "./.svelte-kit/tsconfig.json", "compilerOptions": { "strict": true, "noEmit": true, "skipLibCheck": true, "module": "esnext", "moduleResolution": "bundler", "target": "es2022", "types": [] } }`,
  ".svelte-kit/tsconfig.json": `{ "include": ["ambient.d.ts", "../vite.config.ts", "../src/**/*.js", "../src/**/*.ts", "../src/**/*.svelte"] }`,
  "src/lib/server/tools.ts": `"use tools";\n/** Get the forecast. */\nexport function forecast(city: string) {\n  return { city, days: 3 };\n}\n`,
  "src/routes/api/+server.ts": `import { dispatch } from "virtual:tools";\nconst r = await dispatch("forecast", { city: "Lisbon" });\nexport const city: string | null = r.ok ? r.value.city : null;\n`,
};

function setup(name: string): string {
  const root = path.join(tempDir(name), "app");
  layout(root, FILES);
  return root;
}

const node = (args: string[], cwd: string) => spawnSync(process.execPath, args, { cwd, encoding: "utf8" });

describe("toolcall types", () => {
  it("writes the declaration file into the folder the tsconfig includes, and tsc passes", () => {
    const root = setup("types-command");
    const before = node([TSC, "-p", "."], root);
    expect(before.status).not.toBe(0);
    expect(before.stdout).toContain("Cannot find module 'virtual:tools'");

    const run = node([BIN, "types"], root);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("toolcall: 1 tool, src/toolcall.d.ts written");
    expect(run.status).toBe(0);
    expect(readFileSync(path.join(root, "src/toolcall.d.ts"), "utf8")).toContain('export type ToolName = "forecast";');
    expect(existsSync(path.join(root, "toolcall.d.ts"))).toBe(false);

    const after = node([TSC, "-p", "."], root);
    expect(after.stdout + after.stderr).toBe("");
    expect(after.status).toBe(0);

    // A second run leaves the file alone.
    expect(node([BIN, "types"], root).stdout).toContain("src/toolcall.d.ts up to date");
  });

  it("takes the plugin's options as flags, and fails on a build error", () => {
    const root = setup("types-command-flags");
    writeFileSync(path.join(root, "src/lib/server/broken.ts"), `"use tools";\nexport function sum(...values: number[]) {\n  return 0;\n}\n`);
    const failed = node([BIN, "types", "--dts", "types/tools.d.ts"], root);
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain("TC_REST_PARAMETER");
    // The failed run wrote the declarations of the tools it serves (`sum` is refused): the narrowed run writes them anew.
    rmSync(path.join(root, "types/tools.d.ts"), { force: true });
    const narrowed = node([BIN, "types", "--include", "src/lib/server/tools.ts", "--dts", "types/tools.d.ts"], root);
    expect(narrowed.status).toBe(0);
    expect(narrowed.stdout).toContain("toolcall: 1 tool, types/tools.d.ts written");
    const bad = node([BIN, "types", "--frobnicate"], root);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("Unknown option `--frobnicate`");
  });
});
