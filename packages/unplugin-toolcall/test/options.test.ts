// The options' defaults are written three times for three readers: the
// `@default` JSDoc (editors), the README's options table (users) and the
// resolvers (the build). This keeps them equal: the table names exactly the
// user's options, each row's default is its `@default`, and a default written
// as a value is what the resolver gives when the option is absent.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { resolveOptions } from "../../core/src/project/options.js";
import { resolvePluginOptions } from "../src/options.js";

const README = new URL("../../../README.md", import.meta.url);
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

/** Option name -> its default cell, from the table under the README's "## Options". */
function readmeDefaults(): Map<string, string> {
  const text = readFileSync(README, "utf8");
  const lines = text.slice(text.indexOf("\n## Options\n")).split("\n");
  const start = lines.findIndex((line) => line.startsWith("| option |"));
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
  const readme = readmeDefaults();

  it("every option has a @default", () => {
    expect([...declared].filter(([, tag]) => !tag).map(([name]) => name)).toEqual([]);
  });

  it("the README's table names exactly the options", () => {
    expect([...readme.keys()].sort()).toEqual([...declared.keys()].sort());
  });

  it("each row's default is the option's @default (the row may explain it after a colon)", () => {
    const code = (text: string | undefined) => text?.replace(/`/g, "");
    for (const [name, tag] of declared) {
      const [cell, wanted] = [code(readme.get(name)), code(tag)];
      expect.soft(cell === wanted || cell?.startsWith(`${wanted}:`), `${name}: README says ${cell}, @default says ${wanted}`).toBe(true);
    }
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
    expect(checked.sort()).toEqual(["devMcp", "exclude", "include", "inspector", "strict", "unknownProperties"]);
  });

  it("root defaults to the current directory without a bundler; dts to a file in the project", () => {
    expect(resolveOptions({ runtimeImport: "/r.js" }).root).toBe(process.cwd().replace(/\\/g, "/"));
    expect(resolveOptions({ root: temp, runtimeImport: "/r.js" }).dts).toBe(path.join(temp, "toolcall.d.ts").replace(/\\/g, "/"));
  });
});
