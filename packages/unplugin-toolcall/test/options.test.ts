// The options' defaults are written for three readers: the `@default` JSDoc
// (editors), the options tables (users: the README's short one and the full
// one of docs/options.md) and the resolvers (the build). This keeps them
// equal: each table names exactly the user's options, each row's default is
// its `@default`, and a default written as a value is what the resolver gives
// when the option is absent.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { resolveOptions } from "../../core/src/project/options.js";
import { resolvePluginOptions } from "../src/options.js";

/** The pages with an options table, each with the heading the table follows. */
const TABLES = [
  { page: "README.md", heading: "## Options" },
  { page: "docs/options.md", heading: "# Options" },
];
/** The interfaces that declare the user's options: core's and the plugin's own. */
const DECLARATIONS = [
  { file: new URL("../../core/src/model/options.ts", import.meta.url), name: "ToolcallOptions" },
  { file: new URL("../src/options.ts", import.meta.url), name: "Options" },
];

/** Option name -> the text of its `@default` tag (undefined when it has none). */
function declaredDefaults(): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  for (const { file, name } of DECLARATIONS) {
    const source = ts.createSourceFile(file.pathname, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const declaration = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name);
    if (!declaration) throw new Error(`${name} is not declared in ${file.pathname}`);
    for (const member of declaration.members) {
      if (!ts.isPropertySignature(member) || !ts.isIdentifier(member.name)) continue;
      const tag = ts.getJSDocTags(member).find((t) => t.tagName.text === "default");
      const text = typeof tag?.comment === "string" ? tag.comment : tag?.comment?.map((part) => part.text).join("");
      // `*\/` is how a glob's `**/` is written inside a comment.
      out.set(member.name.text, text?.trim().replace(/\*\\\//g, "*/"));
    }
  }
  return out;
}

/** Option name -> its default cell, from the first table under HEADING of PAGE; a missing heading or table is an error. */
function tableDefaults(page: string, heading: string): Map<string, string> {
  const text = `\n${readFileSync(new URL(`../../../${page}`, import.meta.url), "utf8")}`;
  const at = text.indexOf(`\n${heading}\n`);
  if (at === -1) throw new Error(`${page} has no heading ${heading}`);
  const lines = text.slice(at).split("\n");
  const start = lines.findIndex((line) => line.startsWith("| option |"));
  if (start === -1) throw new Error(`${page} has no options table under ${heading}`);
  const end = lines.findIndex((line, i) => i > start && !line.startsWith("|"));
  const rows = lines.slice(start + 2, end);
  const out = new Map<string, string>();
  for (const row of rows) {
    const [, name, cell] = /^\| `(\w+)` \| ([^|]*(?:\\\|[^|]*)*) \|/.exec(row) ?? [];
    if (name && cell !== undefined) out.set(name, cell.trim());
  }
  return out;
}

/** A default written as a value (`[]`, `false`, `"reject"`), or undefined for one described in words. */
function literal(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text.replace(/^`|`$/g, "")) };
  } catch {
    return undefined;
  }
}

const temp = mkdtempSync(path.join(tmpdir(), "toolcall-options-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("the options' defaults", () => {
  const declared = declaredDefaults();

  it("every option has a @default", () => {
    expect([...declared].filter(([, tag]) => !tag).map(([name]) => name)).toEqual([]);
  });

  describe.each(TABLES)("the table of $page", ({ page, heading }) => {
    const table = tableDefaults(page, heading);

    it("names exactly the options", () => {
      expect([...table.keys()].sort()).toEqual([...declared.keys()].sort());
    });

    it("gives each row the option's @default (the row may explain it after a colon)", () => {
      const code = (text: string | undefined) => text?.replace(/`/g, "");
      for (const [name, tag] of declared) {
        const [cell, wanted] = [code(table.get(name)), code(tag)];
        expect.soft(cell === wanted || cell?.startsWith(`${wanted}:`), `${name}: ${page} says ${cell}, @default says ${wanted}`).toBe(true);
      }
    });
  });

  it("a default written as a value is what the resolvers give for an absent option", () => {
    const resolved: Record<string, unknown> = { ...resolveOptions({ root: temp, runtimeImport: "/runtime.js" }), ...resolvePluginOptions({}) };
    const checked: string[] = [];
    for (const [name, tag] of declared) {
      const value = tag === undefined ? undefined : literal(tag);
      if (!value) continue;
      expect(resolved[name], name).toEqual(value.value);
      checked.push(name);
    }
    expect(checked.sort()).toEqual(["checker", "devMcp", "exclude", "include", "inspector", "strict", "unknownProperties"]);
  });

  it("root defaults to the current directory without a bundler; dts to a file in the project", () => {
    expect(resolveOptions({ runtimeImport: "/r.js" }).root).toBe(process.cwd().replace(/\\/g, "/"));
    expect(resolveOptions({ root: temp, runtimeImport: "/r.js" }).dts).toBe(path.join(temp, "toolcall.d.ts").replace(/\\/g, "/"));
  });
});
