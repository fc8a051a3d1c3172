/**
 * Warnings for options that miss the tools (docs/frameworks.md), through
 * every bundler: `virtual:tools` imported while no tool was found; a module
 * with "use tools" or a @tool function that the bundler transforms but
 * `include` leaves out (the warning names the file and the option); and,
 * for Rollup, a config outside the current directory without `root`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { BUNDLERS, buildFixture, type Bundler } from "../helpers/build-basic.js";
import { layout } from "../helpers/layout.js";
import { tempDir } from "../helpers/temp-dir.js";
import { rollupTypeScript } from "../helpers/ts-transpile.js";

const FILES: Record<string, string> = {
  "src/entry.ts": `import { tools } from "virtual:tools";
import { shout } from "../lib/directive.ts";
import { whisper } from "../lib/tagged.ts";
export const names = tools.map((t) => t.name);
export const calls = [shout("a"), whisper("b")];
`,
  "lib/directive.ts": `"use tools";\nexport function shout(text: string) {\n  return text.toUpperCase();\n}\n`,
  "lib/tagged.ts": `/**\n * Say it softly.\n * @tool\n */\nexport function whisper(text: string) {\n  return text.toLowerCase();\n}\n`,
};

function fixture(name: string): string {
  const root = path.join(tempDir(name), "project");
  layout(root, FILES);
  return root;
}

function build(bundler: Bundler, name: string, options: Record<string, unknown>) {
  const root = fixture(`scope-${bundler}-${name}`);
  const outDir = path.join(root, "..", "dist");
  return buildFixture(bundler, { root, entry: path.join(root, "src/entry.ts"), outDir, options: { dts: false, ...options } }).then((out) => ({ ...out, root }));
}

describe.each(BUNDLERS)("%s", (bundler) => {
  it("warns about zero tools and about each tool module that include leaves out, naming the file and the option", async () => {
    const { warnings, root } = await build(bundler, "narrow", { include: ["src/**/*.ts"] });
    const text = warnings.join("\n");
    expect(text).toContain("virtual:tools is imported, but no tools were found");
    expect(text).toContain(`${root}/lib/directive.ts declares tools ("use tools")`);
    expect(text).toContain(`${root}/lib/tagged.ts declares tools (@tool)`);
    expect(text).toContain(`include\` option ["src/**/*.ts"]`);
    expect(text).toContain(`matches "lib/directive.ts" to \`include\``);
  });

  it("finds them with the default include, and says nothing", async () => {
    const { warnings, file } = await build(bundler, "default", {});
    expect(warnings.join("\n")).not.toMatch(/toolcall: /);
    const mod = (await import(pathToFileURL(file).href)) as { names: string[] };
    expect(mod.names).toEqual(["shout", "whisper"]);
  });
});

describe("what is not warned about", () => {
  it("a module the user's own exclude takes out (only the zero-tools warning remains)", async () => {
    const { warnings } = await build("vite", "excluded", { exclude: ["lib/**"] });
    const text = warnings.join("\n");
    expect(text).toContain("no tools were found");
    expect(text).not.toContain("declares tools");
  });
});

describe("Rollup without root", () => {
  /** A config module in `dir` that creates the plugin, as `rollup -c dir/rollup.config.mjs` would load it. */
  async function pluginFromConfigIn(dir: string, options: string) {
    mkdirSync(dir, { recursive: true });
    const config = path.join(dir, "rollup.config.mjs");
    writeFileSync(config, `import toolcall from "unplugin-toolcall/rollup";\nexport const plugin = toolcall(${options});\n`);
    return ((await import(pathToFileURL(config).href)) as { plugin: import("rollup").Plugin }).plugin;
  }

  async function warningsOf(plugin: import("rollup").Plugin, root: string): Promise<string[]> {
    const { rollup } = await import("rollup");
    const warnings: string[] = [];
    const bundle = await rollup({
      input: path.join(root, "src/entry.ts"),
      plugins: [plugin, rollupTypeScript()],
      onwarn: (w) => void warnings.push(w.message),
    });
    await bundle.close();
    return warnings;
  }

  it("warns when the config that created the plugin is not in the current directory", async () => {
    const root = fixture("rollup-root-missing");
    // A narrow include: the current directory is the repository, whose fixtures hold deliberate errors.
    const plugin = await pluginFromConfigIn(root, `{ dts: false, include: ["src/**/*.ts"] }`);
    expect(process.cwd()).not.toBe(root);
    const text = (await warningsOf(plugin, root)).join("\n");
    expect(text).toContain(`Rollup has no root, so \`include\` and \`dts\` are read from the current directory (${process.cwd()})`);
    expect(text).toContain(`the config that added the plugin is in ${root}. Pass \`root\``);
  });

  it("says nothing when root is given", async () => {
    const root = fixture("rollup-root-given");
    const plugin = await pluginFromConfigIn(root, `{ dts: false, root: ${JSON.stringify(root)} }`);
    const text = (await warningsOf(plugin, root)).join("\n");
    expect(text).not.toContain("Rollup has no root");
    expect(text).not.toContain("toolcall:");
  });
});
