import { codeFrameColumns } from "@babel/code-frame";
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";
import { locationOf, type SourceFile } from "../../src/extract/source-file.js";
import { extractSources } from "./helpers.js";

// The cache drops Babel's `loc` objects and reads positions from node offsets
// (source-file.ts); code frames are cut from the lines around the position
// (diagnostic-sink.ts). Both must say what Babel and code-frame say.

/** Every line break JavaScript knows, in one module. */
const MIXED = `"use tools";\r\n/** One. */\rexport function one(a: string) {}\u2028/** Two. */\u2029export function two(b: number, c) {}\r\n\nconst s = "x\\\r\ny";\nexport function three(d = s) {}\n`;

describe("positions without Babel's loc objects", () => {
  it("gives every node and comment the line and column Babel gives it, whatever the line breaks", () => {
    const ast = parse(MIXED, { sourceType: "module", plugins: ["typescript"], attachComment: true });
    const file = { path: "/m.ts", text: MIXED } as SourceFile;
    let checked = 0;
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) {
        for (const item of value) visit(item);
        return;
      }
      if (!value || typeof value !== "object") return;
      const node = value as { type?: string; start?: number; loc?: { start: { line: number; column: number } } };
      if (typeof node.type === "string" && node.loc) {
        expect(locationOf(file, node as never)).toEqual({ file: "/m.ts", line: node.loc.start.line, column: node.loc.start.column + 1 });
        checked++;
      }
      for (const [key, child] of Object.entries(node)) if (key !== "loc") visit(child);
    };
    visit(ast.program);
    visit(ast.comments);
    expect(checked).toBeGreaterThan(30);
  });

  it("locates diagnostics of a module with CR, CRLF and U+2028 line breaks where Babel puts them", () => {
    const { diagnostics } = extractSources({ "m.ts": MIXED });
    const untyped = diagnostics.find((d) => d.code === "TC_UNTYPED_PARAMETER");
    // `c` is on the fifth line: after \r\n, \r, \u2028 and \u2029.
    expect(untyped?.loc).toMatchObject({ line: 5, column: 32 });
  });

  it("frames a diagnostic as code-frame frames it from the whole file, at the first and last lines too", () => {
    const lines = Array.from({ length: 120 }, (_, i) => `// line ${i + 1}`);
    lines[0] = `"use tools";`;
    lines[1] = `export function first(a) {}`;
    lines[117] = `export function last(b) {}`;
    const text = lines.join("\n");
    const { diagnostics } = extractSources({ "m.ts": text });
    const framed = diagnostics.filter((d) => d.code === "TC_UNTYPED_PARAMETER");
    expect(framed.map((d) => d.loc.line)).toEqual([2, 118]);
    for (const d of framed)
      expect(d.frame).toBe(codeFrameColumns(text, { start: { line: d.loc.line, column: d.loc.column } }, { highlightCode: false, linesAbove: 2, linesBelow: 2 }));
  });
});
