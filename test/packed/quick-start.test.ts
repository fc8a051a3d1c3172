/**
 * The published artifact, as a newcomer uses it: the packed
 * `unplugin-toolcall` tarball alone (no workspace package beside it), with
 * vite, typescript and esbuild from the npm registry, in a fresh npm project
 * (flat node_modules) and a fresh pnpm workspace whose one package installs it
 * (isolated node_modules, the plugin a devDependency of a workspace package).
 * The quick start's files are written from the README and docs/running.md, then built with
 * `vite build --ssr` and run, served over HTTP, type-checked without
 * skipLibCheck (bundler and nodenext resolution) and built with esbuild's API.
 * The README's first step, creating the project in an empty folder, is run as
 * written.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exec, installTarball, type InstalledProject, type PackageManager } from "../helpers/packed.js";
import { tempDir } from "../helpers/temp-dir.js";
import { docExample, QUICK_START } from "../../packages/unplugin-toolcall/test/docs/pages.js";

/** The versions the workspace itself uses, so both package managers mostly hit their caches. */
const ROOT_PACKAGE = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  devDependencies: Record<string, string>;
};
const TEST_PACKAGE = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  devDependencies: Record<string, string>;
};
const DEPS = {
  vite: ROOT_PACKAGE.devDependencies.vite,
  typescript: ROOT_PACKAGE.devDependencies.typescript,
  "@types/node": JSON.parse(readFileSync(new URL("../../node_modules/@types/node/package.json", import.meta.url), "utf8")).version as string,
  esbuild: TEST_PACKAGE.devDependencies.esbuild,
};

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/** Starts `node <file>` with PORT=0 and resolves with the URL the HTTP server of docs/running.md prints. */
function startHttpServer(app: string, file: string): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, [file], { cwd: app, env: { ...process.env, PORT: "0" }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const url = /POST (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
      if (url) resolve({ url, stop: () => child.kill() });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`${file} exited (${code}) before listening:\n${output}`)));
  });
}

const ESBUILD_SCRIPT = `import { build } from "esbuild";
import toolcall from "unplugin-toolcall/esbuild";

await build({
  entryPoints: ["src/server.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  outfile: "out/server.js",
  plugins: [toolcall({ include: ["src/**/*.ts"] })],
});
`;

const PRINT_EXPORTS = (file: string) =>
  `const m = await import(${JSON.stringify(file)}); console.log("EXPORTS " + JSON.stringify({ schema: m.schema, good: m.good, bad: m.bad }));`;

function lastExports(stdout: string): { schema: unknown; good: unknown; bad: unknown } {
  const line = stdout.split("\n").find((l) => l.startsWith("EXPORTS "));
  if (!line) throw new Error(`no exports printed:\n${stdout}`);
  return JSON.parse(line.slice("EXPORTS ".length));
}

/** The README's type-check command (`npx tsc ...`) as a binary and its arguments. */
function typecheckCommand(): [string, string[]] {
  const [npx, bin, ...args] = docExample("README.md", "typecheck").trim().split(/\s+/);
  expect(npx).toBe("npx");
  return [bin!, args];
}

it("creates the README's project from an empty folder: an ES module package", async () => {
  const parent = tempDir("create", { outside: true });
  await exec("sh", ["-ec", docExample("README.md", "create")], parent);
  const folder = /^mkdir (\S+)/m.exec(docExample("README.md", "create"))![1]!;
  const pkg = JSON.parse(readFileSync(path.join(parent, folder, "package.json"), "utf8"));
  // npm 11's `npm init -y` writes "commonjs"; Vite needs "module" to write `.js`.
  expect(pkg).toMatchObject({ name: folder, type: "module" });
});

const LAYOUTS: { pm: PackageManager; workspacePackage?: string }[] = [
  { pm: "npm" },
  { pm: "pnpm", workspacePackage: "packages/app" },
];

describe.each(LAYOUTS)("the packed tarball, installed with $pm", ({ pm, workspacePackage }) => {
  let project: InstalledProject;
  let app: string;

  beforeAll(async () => {
    project = await installTarball(pm, DEPS, { workspacePackage });
    app = project.app;
    writeFiles(app, Object.fromEntries(Object.entries(QUICK_START).map(([file, page]) => [file, docExample(page, file)])));
  }, 600_000);

  afterAll(() => project?.remove());

  it("installs the plugin without any @toolcall package", () => {
    const installed = JSON.parse(readFileSync(path.join(app, "node_modules/unplugin-toolcall/package.json"), "utf8"));
    expect(Object.keys({ ...installed.dependencies, ...installed.peerDependencies })).not.toContain("@toolcall/core");
    expect(() => readFileSync(path.join(app, "node_modules/@toolcall/runtime/package.json"))).toThrow();
  });

  it("builds the quick start with `vite build --ssr`, and it prints what the README shows", async () => {
    await project.bin("vite", ["build", "--ssr", "src/server.ts"]);
    const printed = JSON.parse((await project.node(["dist/server.js"])).stdout);
    expect(printed.good).toEqual({ ok: true, value: { city: "Lisbon", days: 3, unit: "c" } });
    expect(printed.bad).toEqual(JSON.parse(docExample("README.md", "bad")));
    const exported = lastExports((await project.node(["--input-type=module", "-e", PRINT_EXPORTS("./dist/server.js")])).stdout);
    expect(exported.schema).toEqual(JSON.parse(docExample("README.md", "schema")));
    // The run time is bundled into the output, not imported from the plugin's package.
    expect(readFileSync(path.join(app, "dist/server.js"), "utf8")).not.toMatch(/(from\s*|import\()["'][^"']*unplugin-toolcall/);
  });

  it("serves the HTTP server of docs/running.md", async () => {
    await project.bin("vite", ["build", "--ssr", "src/http.ts", "--outDir", "dist-http"]);
    const server = await startHttpServer(app, "dist-http/http.js");
    try {
      const good = await fetch(`${server.url}/tools/forecast`, { method: "POST", body: '{"city": "Lisbon", "days": 2}' });
      expect(good.status).toBe(200);
      expect(await good.json()).toEqual({ ok: true, value: { city: "Lisbon", days: 2, unit: "c" } });
      const bad = await fetch(`${server.url}/tools/forecast`, { method: "POST", body: '{"city": 1}' });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.code).toBe("invalid_arguments");
    } finally {
      server.stop();
    }
  });

  it("type-checks with the README's tsconfig (strict, bundler resolution, no skipLibCheck)", async () => {
    const tsconfig = JSON.parse(readFileSync(path.join(app, "tsconfig.json"), "utf8"));
    expect(tsconfig.compilerOptions).toMatchObject({ strict: true, moduleResolution: "bundler", noUnusedLocals: true });
    expect(tsconfig.compilerOptions.skipLibCheck).toBeUndefined();
    // toolcall.d.ts was written by the build above.
    expect(readFileSync(path.join(app, "toolcall.d.ts"), "utf8")).toMatch(/"forecast"/);
    await project.bin(...typecheckCommand());
  });

  it("type-checks with nodenext resolution, where only a wrong call is an error", async () => {
    // One run shows both that nodenext resolves everything (no other error) and
    // that the check can fail. skipLibCheck: the run above checked the libraries.
    writeFiles(app, {
      "tsconfig.nodenext.json": JSON.stringify({
        extends: "./tsconfig.json",
        compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", skipLibCheck: true },
      }),
      "src/wrong.ts": 'import { dispatch } from "virtual:tools";\nexport const result = dispatch("forecast", 42);\n',
    });
    try {
      const failure = await project.bin("tsc", ["-p", "tsconfig.nodenext.json"]).then(
        () => "",
        (error: Error) => error.message,
      );
      const errors = failure.split("\n").filter((line) => / error TS\d+/.test(line));
      expect(errors).toEqual([expect.stringMatching(/^src\/wrong\.ts\(2,\d+\): error TS2345/)]);
    } finally {
      rmSync(path.join(app, "src/wrong.ts"));
    }
  });

  it("builds the same app with esbuild's JS API", async () => {
    writeFiles(app, { "build.mjs": ESBUILD_SCRIPT });
    await project.node(["build.mjs"]);
    const exported = lastExports((await project.node(["--input-type=module", "-e", PRINT_EXPORTS("./out/server.js")])).stdout);
    expect(exported.schema).toEqual(JSON.parse(docExample("README.md", "schema")));
    expect(exported.good).toEqual({ ok: true, value: { city: "Lisbon", days: 3, unit: "c" } });
    expect(exported.bad).toEqual(JSON.parse(docExample("README.md", "bad")));
  });
});
