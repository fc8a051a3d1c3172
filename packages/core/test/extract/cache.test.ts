import { describe, expect, it } from "vitest";
import { Extractor } from "../../src/extract/index.js";

/** An in-memory project whose files can be edited between extractions. */
function project(initial: Record<string, string>) {
  const files = new Map(Object.entries(initial).map(([k, v]) => ["/p/" + k, v]));
  const reads: string[] = [];
  const readFile = (path: string) => {
    reads.push(path);
    return files.get(path);
  };
  const candidates = () => [...files.keys()].filter((p) => p.endsWith(".ts"));
  return { files, reads, readFile, candidates };
}

const TOOLS = `"use tools";\nimport type { Args } from "./types";\n/** Finds. */\nexport function find(args: Args) {}\n`;
const TYPES = `/** The arguments. */\nexport interface Args { q: string }\n`;
const OTHER = `/** @tool */\nexport function other(n: number) {}\n`;

describe("incremental extraction", () => {
  it("re-parses only changed files and gives the same result as a cold extraction", () => {
    const p = project({ "tools.ts": TOOLS, "types.ts": TYPES, "other.ts": OTHER, "plain.ts": "export const x = 1;\n" });
    const warm = new Extractor({ root: "/p", readFile: p.readFile });
    const first = warm.extract(p.candidates());
    expect(warm.lastParseCount).toBe(3);
    expect(warm.extract(p.candidates())).toEqual(first);
    expect(warm.lastParseCount).toBe(0);

    // Editing a type dependency (not a tool module) changes the tool: it is re-read and re-parsed.
    p.files.set("/p/types.ts", TYPES.replace("q: string", "q: string; limit?: number"));
    const edited = warm.extract(p.candidates());
    expect(warm.lastParseCount).toBe(1);
    expect(Object.keys(edited.tools[0].inputSchema.properties as object)).toEqual(["args"]);
    expect((edited.tools[0].inputSchema.properties as Record<string, { properties: object }>).args.properties).toHaveProperty("limit");

    const cold = new Extractor({ root: "/p", readFile: p.readFile }).extract(p.candidates());
    expect(edited).toEqual(cold);
  });

  it("drops deleted files, picks up created ones, and honours invalidate", () => {
    const p = project({ "tools.ts": TOOLS, "types.ts": TYPES });
    const warm = new Extractor({ root: "/p", readFile: p.readFile });
    warm.extract(p.candidates());
    p.files.delete("/p/types.ts");
    const broken = warm.extract(p.candidates());
    expect(broken.diagnostics.map((d) => d.code)).toEqual(["TC_UNRESOLVED_IMPORT"]);
    expect(broken.dependencies).toEqual(["/p/tools.ts"]);
    p.files.set("/p/types.ts", TYPES);
    p.files.set("/p/other.ts", OTHER);
    const restored = warm.extract(p.candidates());
    expect(restored.tools.map((t) => t.name)).toEqual(["find", "other"]);
    expect(restored.diagnostics).toEqual([]);
    warm.invalidate("/p/tools.ts");
    expect(warm.extract(p.candidates())).toEqual(restored);
    expect(warm.lastParseCount).toBe(1);
  });

  it("lists tool modules and type dependencies, not files that declare no tools", () => {
    const p = project({ "tools.ts": TOOLS, "types.ts": TYPES, "plain.ts": "export const x = 1;\n" });
    const result = new Extractor({ root: "/p", readFile: p.readFile }).extract(p.candidates());
    expect(result.dependencies).toEqual(["/p/tools.ts", "/p/types.ts"]);
  });

  it("reuses a tool module's result while everything it read is unchanged", () => {
    const p = project({ "tools.ts": TOOLS, "types.ts": TYPES, "other.ts": OTHER });
    const warm = new Extractor({ root: "/p", readFile: p.readFile });
    warm.extract(p.candidates());
    expect(warm.lastModuleCount).toBe(2);
    warm.extract(p.candidates());
    expect(warm.lastModuleCount).toBe(0);
    p.files.set("/p/other.ts", OTHER.replace("n: number", "n: string"));
    warm.extract(p.candidates());
    expect(warm.lastModuleCount).toBe(1);
    // A type dependency edit re-extracts the module that imports it, not the others.
    p.files.set("/p/types.ts", TYPES + "\n");
    warm.extract(p.candidates());
    expect(warm.lastModuleCount).toBe(1);
  });

  it("re-resolves an import when a file that would win resolution appears", () => {
    const p = project({ "tools.ts": TOOLS, "types/index.ts": `export type Args = { fromIndex: string };\n` });
    const warm = new Extractor({ root: "/p", readFile: p.readFile });
    const before = warm.extract(p.candidates());
    expect(Object.keys((before.tools[0].inputSchema.properties as Record<string, { properties: object }>).args.properties)).toEqual(["fromIndex"]);
    p.files.set("/p/types.ts", TYPES);
    const after = warm.extract(p.candidates());
    expect(Object.keys((after.tools[0].inputSchema.properties as Record<string, { properties: object }>).args.properties)).toEqual(["q"]);
    expect(after).toEqual(new Extractor({ root: "/p", readFile: p.readFile }).extract(p.candidates()));
  });

  it("keeps a problem in a shared type reported while any module still uses it", () => {
    const shared = `export interface Bad { a: symbol }\n`;
    const useIt = (name: string) => `"use tools";\nimport type { Bad } from "./shared";\nexport function ${name}(b: Bad) {}\n`;
    const p = project({ "a.ts": useIt("a"), "b.ts": useIt("b"), "shared.ts": shared });
    const warm = new Extractor({ root: "/p", readFile: p.readFile });
    expect(warm.extract(p.candidates()).diagnostics.map((d) => d.code)).toEqual(["TC_UNSUPPORTED_TYPE"]);
    // a.ts stops using the type; b.ts (reused from the cache) still reports it, as a cold run does.
    p.files.set("/p/a.ts", `"use tools";\nexport function a(n: number) {}\n`);
    const incremental = warm.extract(p.candidates());
    expect(warm.lastModuleCount).toBe(1);
    expect(incremental.diagnostics.map((d) => d.code)).toEqual(["TC_UNSUPPORTED_TYPE"]);
    expect(incremental).toEqual(new Extractor({ root: "/p", readFile: p.readFile }).extract(p.candidates()));
  });

  it("follows an edited tsconfig", () => {
    const p = project({
      "tsconfig.json": `{ "compilerOptions": { "paths": { "@t": ["./types.ts"] } } }`,
      "tools.ts": TOOLS.replace('"./types"', '"@t"'),
      "types.ts": TYPES,
      "other-types.ts": `export interface Args { other: boolean }\n`,
    });
    const warm = new Extractor({ root: "/p", readFile: p.readFile });
    expect(warm.extract(p.candidates()).dependencies).toContain("/p/tsconfig.json");
    p.files.set("/p/tsconfig.json", `{ "compilerOptions": { "paths": { "@t": ["./other-types.ts"] } } }`);
    const after = warm.extract(p.candidates());
    expect(Object.keys((after.tools[0].inputSchema.properties as Record<string, { properties: object }>).args.properties)).toEqual(["other"]);
  });

  it("is deterministic whatever the order of the candidates", () => {
    const p = project({ "tools.ts": TOOLS, "types.ts": TYPES, "other.ts": OTHER });
    const a = new Extractor({ root: "/p", readFile: p.readFile }).extract(p.candidates());
    const b = new Extractor({ root: "/p", readFile: p.readFile }).extract(p.candidates().reverse());
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
});
