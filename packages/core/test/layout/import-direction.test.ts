/**
 * `packages/core/src` is a one-way chain (docs/architecture.md):
 * model <- extract <- providers <- codegen <- project <- index.ts. A file may
 * import from its own stage or an earlier one, never a later one, and no
 * import cycle may form inside a stage either.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("../../src/", import.meta.url));

/** Stages in chain order; a file's stage is its first path segment under src (a bare file counts as a folder of its name). */
const STAGES = ["model", "extract", "providers", "codegen", "project", "index"];

function stageOf(relative: string): number {
  const first = relative.split("/")[0]!.replace(/\.ts$/, "");
  const rank = STAGES.indexOf(first);
  if (rank < 0) throw new Error(`${relative}: not in a stage of the chain (${STAGES.join(", ")})`);
  return rank;
}

/** Relative specifiers of every static import, `export ... from` and literal `import()` in a module. */
function importsOf(file: string, text: string): string[] {
  const ast = parse(text, { sourceType: "module", plugins: ["typescript"], sourceFilename: file });
  const out: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const n = node as { type?: string; source?: { value?: unknown }; arguments?: { type: string; value?: unknown }[] };
    if ((n.type === "ImportDeclaration" || n.type === "ExportNamedDeclaration" || n.type === "ExportAllDeclaration") && typeof n.source?.value === "string") {
      out.push(n.source.value);
    }
    if (n.type === "CallExpression" && (node as { callee: { type: string } }).callee.type === "Import" && n.arguments?.[0]?.type === "StringLiteral") {
      out.push(String(n.arguments[0].value));
    }
    for (const [key, value] of Object.entries(node)) if (key !== "loc" && key !== "leadingComments" && key !== "trailingComments") visit(value);
  };
  visit(ast.program);
  return out.filter((s) => s.startsWith("."));
}

/** `from -> to` (paths relative to src, `.js` specifiers mapped to their `.ts` files). */
function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const targets = importsOf(file, text).map((spec) => {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)).replace(/\.js$/, ".ts");
      if (!sources.has(target)) throw new Error(`${file}: import ${spec} names no source file`);
      return target;
    });
    graph.set(file, targets);
  }
  return graph;
}

/** Every import that goes back up the chain, and every cycle, as readable lines; empty when the layout holds. */
function layoutViolations(sources: ReadonlyMap<string, string>): string[] {
  const graph = importGraph(sources);
  const problems: string[] = [];
  for (const [from, targets] of graph) {
    stageOf(from);
    for (const to of targets) {
      if (stageOf(to) > stageOf(from)) problems.push(`${from} imports ${to}: ${STAGES[stageOf(from)]} comes before ${STAGES[stageOf(to)]}`);
    }
  }
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const walk = (file: string): void => {
    if (state.get(file) === "done") return;
    if (state.get(file) === "open") {
      problems.push(`cycle: ${[...stack.slice(stack.indexOf(file)), file].join(" -> ")}`);
      return;
    }
    state.set(file, "open");
    stack.push(file);
    for (const to of graph.get(file) ?? []) walk(to);
    stack.pop();
    state.set(file, "done");
  };
  for (const file of [...graph.keys()].sort()) walk(file);
  return problems;
}

function readSources(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const entry of readdirSync(SRC, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".ts")) continue;
    const file = path.join(entry.parentPath, entry.name);
    sources.set(path.relative(SRC, file).split(path.sep).join("/"), readFileSync(file, "utf8"));
  }
  return sources;
}

describe("packages/core/src imports run one way", () => {
  it("no import goes back up the chain and no cycle forms", () => {
    const sources = readSources();
    expect(sources.size).toBeGreaterThan(30);
    expect(layoutViolations(sources)).toEqual([]);
  });

  it("sees an import back up the chain, type-only and re-exports included", () => {
    const sources = new Map([
      ["model/index.ts", `import type { Emitted } from "../codegen/views.js";\nexport type Tool = Emitted;`],
      ["extract/index.ts", `export * from "../providers/views.js";`],
      ["providers/views.ts", `import { a } from "../model/index.js";`],
      ["codegen/views.ts", `export const b = () => import("../project.js");`],
      ["project.ts", `export {};`],
    ]);
    expect(layoutViolations(sources)).toEqual([
      "model/index.ts imports codegen/views.ts: model comes before codegen",
      "extract/index.ts imports providers/views.ts: extract comes before providers",
      "codegen/views.ts imports project.ts: codegen comes before project",
    ]);
  });

  it("sees a cycle inside one stage", () => {
    const sources = new Map([
      ["extract/index.ts", `import { convert } from "./types/convert.js";`],
      ["extract/types/convert.ts", `import { Session } from "../session.js";`],
      ["extract/session.ts", `import type { X } from "./index.js";`],
    ]);
    expect(layoutViolations(sources)).toEqual(["cycle: extract/index.ts -> extract/types/convert.ts -> extract/session.ts -> extract/index.ts"]);
  });

  it("knows every folder of src as a stage", () => {
    expect(() => layoutViolations(new Map([["helpers/x.ts", ""]]))).toThrow(/not in a stage/);
  });
});
