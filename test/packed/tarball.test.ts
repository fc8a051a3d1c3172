/**
 * What `npm publish` would upload: the packed `unplugin-toolcall` tarball is
 * complete (README, LICENSE, the docs pages, every file its exports name), self-contained (no
 * private workspace package, no `workspace:` version), has no source map that
 * points at a file it lacks, and passes publint and "Are the Types Wrong?".
 */
import { execFile } from "node:child_process";
import { cpSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { brokenLinks, DOC_PAGES, readPage } from "../../packages/unplugin-toolcall/test/docs/pages.js";
import { exec, packTarball, PLUGIN_DIR } from "../helpers/packed.js";
import { TEST_DIR } from "../helpers/paths.js";
import { tempDir } from "../helpers/temp-dir.js";

const run = promisify(execFile);
const BIN = path.join(TEST_DIR, "node_modules", ".bin");

type ExportTarget = string | { [condition: string]: ExportTarget };

/** The files an export names, under every condition. */
function targetsOf(target: ExportTarget): string[] {
  return typeof target === "string" ? [target] : Object.values(target).flatMap(targetsOf);
}

/** Every file under `dir`, relative, with `/` separators. */
function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

describe("the packed unplugin-toolcall tarball", () => {
  let tarball: string;
  let root: string;
  let files: string[];
  let pkg: {
    exports: Record<string, ExportTarget>;
    engines?: { node?: string };
    bin?: { toolcall?: string };
    sideEffects?: unknown;
    license?: string;
    dependencies?: Record<string, string>;
    [key: string]: unknown;
  };

  beforeAll(async () => {
    tarball = await packTarball();
    const dir = tempDir("tarball", { outside: true });
    await run("tar", ["xzf", tarball, "-C", dir]);
    root = path.join(dir, "package");
    files = listFiles(root);
    pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  });

  it("carries the README, the LICENSE and the package metadata", () => {
    expect(files).toEqual(expect.arrayContaining(["README.md", "LICENSE", "package.json"]));
    expect(readFileSync(path.join(root, "README.md"), "utf8")).toBe(readFileSync(path.join(TEST_DIR, "..", "README.md"), "utf8"));
    expect(pkg.license).toBe("MIT");
    expect(pkg.engines?.node).toBe(">=20.19");
    expect(pkg.sideEffects).toBe(false);
  });

  it("carries the docs pages, so every link of the README (the package page) resolves inside the package", () => {
    for (const page of DOC_PAGES) expect(readPage(page, root), page).toBe(readPage(page));
    expect(brokenLinks("README.md", root)).toEqual([]);
  });

  it("carries no file a fresh build and today's pages would not (a stale chunk, a removed page)", () => {
    expect(files.filter((f) => f.startsWith("docs/")).sort()).toEqual(DOC_PAGES.filter((page) => page.startsWith("docs/")).sort());
    // Every file of dist/ is an entry (an export or the bin) or imported by one that is reached.
    const entries = [...Object.values(pkg.exports).flatMap(targetsOf), String(pkg.bin?.toolcall)].map((f) => f.replace(/^\.\//, "")).filter((f) => f.startsWith("dist/"));
    const reached = new Set<string>();
    const visit = (file: string): void => {
      if (reached.has(file) || !files.includes(file)) return;
      reached.add(file);
      const text = readFileSync(path.join(root, file), "utf8");
      for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*["'](\.\.?\/[^"']+)["']/g)) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec ?? ""));
        visit(target);
        // A declaration file imports its neighbour by the `.js` name.
        if (file.endsWith(".d.ts")) visit(target.replace(/\.js$/, ".d.ts"));
      }
    };
    // (tsdown declares every entry, the bin too.)
    for (const entry of entries) for (const file of [entry, entry.replace(/\.js$/, ".d.ts")]) visit(file);
    expect(files.filter((f) => f.startsWith("dist/") && !reached.has(f))).toEqual([]);
  });

  it("names types first in every export, and every file it names is in the tarball", () => {
    const targets: string[] = [];
    const walk = (target: ExportTarget) => {
      if (typeof target === "string") return void targets.push(target);
      const conditions = Object.keys(target);
      if (conditions.includes("types")) expect(conditions[0]).toBe("types");
      for (const value of Object.values(target)) walk(value);
    };
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (subpath !== "./package.json") expect(typeof target === "object" && "types" in target, subpath).toBe(true);
      walk(target);
    }
    for (const target of targets) expect(files, target).toContain(target.replace(/^\.\//, ""));
  });

  it("exports the Node adapters, ./node (HTTP), ./stdio and ./redis, each loading on its own", async () => {
    for (const [subpath, name] of [
      ["./node", "nodeListener"],
      ["./stdio", "serveStdio"],
      ["./redis", "redisMcpSessions"],
    ] as const) {
      expect(pkg.exports[subpath], subpath).toEqual({ types: `./dist/${subpath.slice(2)}.d.ts`, default: `./dist/${subpath.slice(2)}.js` });
      const mod = await import(pathToFileURL(path.join(root, "dist", `${subpath.slice(2)}.js`)).href);
      expect(typeof mod[name], subpath).toBe("function");
    }
  });

  it("depends on no private workspace package and no workspace: version", () => {
    const text = readFileSync(path.join(root, "package.json"), "utf8");
    expect(text).not.toMatch(/workspace:/);
    expect(Object.keys(pkg.dependencies ?? {}).filter((name) => name.startsWith("@toolcall/"))).toEqual([]);
    for (const file of files.filter((f) => /\.(js|d\.ts)$/.test(f)))
      expect(readFileSync(path.join(root, file), "utf8"), file).not.toMatch(/["']@toolcall\//);
  });

  it("has no source map pointing at a file the tarball lacks", () => {
    for (const map of files.filter((f) => f.endsWith(".map"))) {
      const { sources } = JSON.parse(readFileSync(path.join(root, map), "utf8")) as { sources: string[] };
      for (const source of sources) expect(files, `${map} -> ${source}`).toContain(path.posix.join(path.posix.dirname(map), source));
    }
    for (const file of files.filter((f) => f.endsWith(".js") || f.endsWith(".d.ts"))) {
      const mapRef = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(path.join(root, file), "utf8"))?.[1];
      if (mapRef && !mapRef.startsWith("data:")) expect(files, `${file} -> ${mapRef}`).toContain(path.posix.join(path.posix.dirname(file), mapRef));
    }
  });

  it("npm pack in the package leaves the source tree as it found it (git status clean, ignored files included)", async () => {
    // In a copy committed to a repository of its own: the workspace's tree
    // may be packed by another worker at the same moment.
    const repo = tempDir("pack-tree", { outside: true });
    const plugin = path.join(repo, "packages", "unplugin-toolcall");
    const repoRoot = path.join(TEST_DIR, "..");
    for (const name of ["README.md", "LICENSE", "docs"]) cpSync(path.join(repoRoot, name), path.join(repo, name), { recursive: true });
    for (const name of ["package.json", "scripts", "dist", "client.d.ts"]) cpSync(path.join(PLUGIN_DIR, name), path.join(plugin, name), { recursive: true });
    const git = (...args: string[]) => exec("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], repo);
    await git("init", "-q");
    await git("add", "-A");
    await git("commit", "-qm", "before");
    const out = tempDir("pack-out", { outside: true });
    await exec("npm", ["pack", "--silent", "--pack-destination", out], plugin);
    expect((await git("status", "--porcelain", "--ignored")).stdout).toBe("");
    // ...and the copies were in the tarball all the same.
    const listed = (await run("tar", ["tzf", path.join(out, readdirSync(out)[0]!)])).stdout.split("\n");
    expect(listed).toEqual(expect.arrayContaining(["package/README.md", "package/LICENSE", "package/docs/options.md"]));
  });

  it("passes publint, warnings included", async () => {
    const { stdout } = await exec(path.join(BIN, "publint"), ["run", "--strict", tarball], TEST_DIR);
    expect(stdout).toMatch(/All good/);
  });

  it("passes Are the Types Wrong? for ESM consumers (node16 from ESM, bundler)", async () => {
    // esm-only: the package is ESM only (`"type": "module"`, no require condition), so the
    // CommonJS rows (node10, node16 from CJS) are the only ones left out.
    const { stdout } = await exec(path.join(BIN, "attw"), ["--profile", "esm-only", "--format", "json", tarball], TEST_DIR);
    // The exit status (0, or exec throws) follows the profile; the JSON lists every row.
    const report = JSON.parse(stdout) as { analysis: { problems: { resolutionKind?: string }[] } };
    const esmRows = report.analysis.problems.filter((p) => p.resolutionKind !== "node10" && p.resolutionKind !== "node16-cjs");
    expect(esmRows).toEqual([]);
  });
});
