// The `"use tools"` directive found in text (extract/directive.ts, what the
// plugin removes and what its scope warnings say) and in the parse
// (discover.ts reads Babel's directive prologue) must agree, and the hint
// that decides which files are parsed must let every tool module through.
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";
import { findUseToolsDirective, toolDeclaration } from "../../src/extract/directive.js";
import { mayDeclareTools, USE_TOOLS } from "../../src/model/tool-module.js";

const FOUND = [
  { name: "double quotes and semicolon", code: '"use tools";\nexport const a = 1;', removed: '"use tools";' },
  { name: "single quotes, no semicolon", code: "'use tools'\nexport const a = 1;", removed: "'use tools'" },
  { name: "after comments", code: '// header\n/* block */\n"use tools";\nexport {}', removed: '"use tools";' },
  { name: "after a hashbang", code: '#!/usr/bin/env node\n"use tools";\n', removed: '"use tools";' },
  { name: "after another directive", code: '"use strict";\n"use tools";\n', removed: '"use tools";' },
  { name: "a comment between string and semicolon", code: '"use tools" /* why */ ;\nx()', removed: '"use tools" /* why */ ;' },
  { name: "alone in the file", code: '"use tools"', removed: '"use tools"' },
];

const NOT_FOUND = [
  { name: "not the first statement", code: 'import x from "x";\n"use tools";' },
  { name: "part of an expression", code: '"use tools".length;' },
  { name: "continued on the next line", code: '"use tools"\n+ suffix;' },
  { name: "another text", code: '"use toolz";\nexport {}' },
  { name: "in a comment", code: '// "use tools";\nexport {}' },
  { name: "escaped", code: '"use\\x20tools";' },
  { name: "nothing", code: "" },
];

/** What discovery sees: the directive in Babel's parsed prologue. */
const parsedDirective = (code: string) =>
  parse(code, { sourceType: "module", plugins: ["typescript"], errorRecovery: true }).program.directives.some((d) => d.value.value === USE_TOOLS);

describe("findUseToolsDirective", () => {
  it.each(FOUND)("finds it: $name", ({ code, removed }) => {
    const range = findUseToolsDirective(code);
    expect(range && code.slice(range.start, range.end)).toBe(removed);
    expect(parsedDirective(code)).toBe(true);
    expect(mayDeclareTools(code)).toBe(true);
    expect(toolDeclaration(code)).toBe('"use tools"');
  });

  it.each(NOT_FOUND)("leaves it alone: $name", ({ code }) => {
    expect(findUseToolsDirective(code)).toBeUndefined();
    expect(parsedDirective(code)).toBe(false);
  });
});

describe("toolDeclaration", () => {
  it.each([
    ["/** Forecast.\n * @tool */\nexport function f() {}", "@tool"],
    ["/** @tool forecast */\nexport function f() {}", "@tool"],
    ["// @tool\nexport function f() {}", undefined],
    ["/** @tools */\nexport function f() {}", undefined],
    ["export function f() {}", undefined],
  ])("%j declares tools by %s", (code, expected) => {
    expect(toolDeclaration(code)).toBe(expected);
    if (expected) expect(mayDeclareTools(code)).toBe(true);
  });
});

describe("mayDeclareTools", () => {
  // A cheap hint read before parsing: true may still find no tool, false must never miss one.
  it.each(['"use tools";', "/** @tool */"])("%j may declare tools", (text) => expect(mayDeclareTools(text)).toBe(true));
  it.each(["/** @tooling */", "export function f() {}"])("%j declares none", (text) => expect(mayDeclareTools(text)).toBe(false));
});
