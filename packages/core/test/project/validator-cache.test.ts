/**
 * The on-disk cache of compiled validators (project/validator-cache.ts): an
 * entry is addressed by its schema, ajv's version and toolcall's; one that is
 * truncated or garbled is a miss. The builds that use it, through the real
 * plugin in fresh processes, are in test/bundlers/validator-cache.test.ts.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ValidatorCache, compilerVersions, defaultCacheDir } from "../../src/project/validator-cache.js";
import { ToolProject } from "../../src/project.js";

const temp = mkdtempSync(path.join(tmpdir(), "toolcall-validator-cache-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const versions = { ajv: "8.20.0", toolcall: "0.1.0+abc" };
const schema = JSON.stringify({ type: "object", properties: { city: { type: "string" } } });
const expression = "(() => {\nconst v = 1;\nreturn v;\n})()";

describe("ValidatorCache", () => {
  it("gives back what was set for the same schema text, and nothing for another", () => {
    const cache = new ValidatorCache(mkdtempSync(path.join(temp, "c-")), versions);
    expect(cache.get(schema)).toBeUndefined();
    cache.set(schema, expression);
    expect(cache.get(schema)).toBe(expression);
    expect(new ValidatorCache(cache.dir, versions).get(schema)).toBe(expression);
    expect(cache.get(JSON.stringify({ type: "object" }))).toBeUndefined();
  });

  it("keys entries by ajv's version and toolcall's too", () => {
    const dir = mkdtempSync(path.join(temp, "c-"));
    const cache = new ValidatorCache(dir, versions);
    cache.set(schema, expression);
    const otherAjv = new ValidatorCache(dir, { ...versions, ajv: "8.20.1" });
    const otherToolcall = new ValidatorCache(dir, { ...versions, toolcall: "0.1.0+abd" });
    expect(new Set([cache.fileOf(schema), otherAjv.fileOf(schema), otherToolcall.fileOf(schema)]).size).toBe(3);
    expect(otherAjv.get(schema)).toBeUndefined();
    expect(otherToolcall.get(schema)).toBeUndefined();
  });

  it("takes the versions of the ajv it compiles with and of toolcall's own code", () => {
    const ajv = JSON.parse(readFileSync(createRequire(import.meta.url).resolve("ajv/package.json"), "utf8")).version;
    const own = compilerVersions();
    expect(own.ajv).toBe(ajv);
    // The package version, then a hash of the code that writes validators.
    expect(own.toolcall).toMatch(/^\d+\.\d+\.\d+.*\+[0-9a-f]{16}$/);
  });

  it.each([
    ["truncated", (text: string) => text.slice(0, text.length - 10)],
    ["garbled", (text: string) => text.replace("const v = 1", "const v = 2")],
    ["without its header", (text: string) => text.slice(text.indexOf("\n") + 1)],
    ["empty", () => ""],
  ])("ignores an entry that is %s, and a set rewrites it whole", (_, damage) => {
    const cache = new ValidatorCache(mkdtempSync(path.join(temp, "c-")), versions);
    cache.set(schema, expression);
    const file = cache.fileOf(schema);
    const whole = readFileSync(file, "utf8");
    writeFileSync(file, damage(whole));
    expect(cache.get(schema)).toBeUndefined();
    cache.set(schema, expression);
    expect(readFileSync(file, "utf8")).toBe(whole);
    expect(cache.get(schema)).toBe(expression);
  });

  it("treats an unreadable entry (a folder in its place) as a miss, and a write it cannot make as nothing", () => {
    const cache = new ValidatorCache(mkdtempSync(path.join(temp, "c-")), versions);
    mkdirSync(cache.fileOf(schema), { recursive: true });
    expect(cache.get(schema)).toBeUndefined();
    expect(() => cache.set(schema, expression)).not.toThrow();
    // No temporary file is left behind by the failed rename.
    expect(readdirSync(cache.dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("writes through a temporary file, leaving only whole entries", () => {
    const cache = new ValidatorCache(path.join(mkdtempSync(path.join(temp, "c-")), "deep", "validators"), versions);
    for (let i = 0; i < 20; i++) cache.set(`${schema}${i}`, `${expression}/*${i}*/`);
    const names = readdirSync(cache.dir);
    expect(names).toHaveLength(20);
    expect(names.every((name) => /^[0-9a-f]{64}\.js$/.test(name))).toBe(true);
  });
});

describe("defaultCacheDir", () => {
  it("is node_modules/.cache/toolcall of the root, else of the nearest folder above with a node_modules", () => {
    const workspace = mkdtempSync(path.join(temp, "w-"));
    const pkg = path.join(workspace, "packages", "app");
    mkdirSync(pkg, { recursive: true });
    mkdirSync(path.join(workspace, "node_modules"));
    expect(defaultCacheDir(pkg)).toBe(path.join(workspace, "node_modules", ".cache", "toolcall"));
    mkdirSync(path.join(pkg, "node_modules"));
    expect(defaultCacheDir(pkg)).toBe(path.join(pkg, "node_modules", ".cache", "toolcall"));
  });
});

describe("ToolProject's cache option", () => {
  // A validator compiled before in this process comes from memory, and an
  // entry is written only on a compilation: each case has its own schema.
  function build(cache: boolean | string | undefined, parameter: string) {
    const root = mkdtempSync(path.join(temp, "p-"));
    mkdirSync(path.join(root, "node_modules"));
    const tools = `"use tools";\n/** Says hello. */\nexport function greet(${parameter}: string, times: number): string {\n  return ${parameter}.repeat(times);\n}\n`;
    writeFileSync(path.join(root, "tools.ts"), tools);
    const project = new ToolProject({ root, runtimeImport: "/runtime/index.js", dts: false, ...(cache === undefined ? {} : { cache }) });
    // Validators live in the shared modules the parts import; loading one compiles it.
    const parts = project.partIds().map((id) => project.partCode(id)!);
    const sharedIds = parts.flatMap((text) => [...text.matchAll(/"(virtual:tools\/(?:validator|schemas)\/[^"]+)"/g)].map((m) => m[1]!));
    const code = [...parts, ...sharedIds.map((id) => project.partCode(id))].join("\n");
    return { root, code };
  }

  const entries = (dir: string) => {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  };

  it("writes one entry per compiled validator under node_modules/.cache/toolcall by default", () => {
    const { root, code } = build(undefined, "nameByDefault");
    const dir = path.join(root, "node_modules/.cache/toolcall/validators");
    expect(entries(dir)).toHaveLength(1);
    const entry = readFileSync(path.join(dir, entries(dir)[0]!), "utf8");
    expect(code).toContain(entry.slice(entry.indexOf("\n") + 1));
  });

  it("writes them to the folder `cache` names, relative to the root", () => {
    const { root } = build("cache-here", "nameInFolder");
    expect(entries(path.join(root, "cache-here/validators"))).toHaveLength(1);
    expect(entries(path.join(root, "node_modules"))).toEqual([]);
  });

  it("`cache: false` writes nothing", () => {
    const { root, code } = build(false, "nameUncached");
    expect(code).toContain("nameUncached");
    expect(entries(path.join(root, "node_modules"))).toEqual([]);
  });
});
