/**
 * An option an export of `virtual:tools` takes is only found by a user who
 * reads of it: each option a provider export declares inline
 * (`opts?: { context?: ... }`) is named in that export's row of the table of
 * docs/virtual-module.md. (`mcpHandler`'s options have a page of their own.)
 */
import { describe, expect, it } from "vitest";
import { PROVIDER_EXPORTS } from "../../../core/src/providers/specs/index.js";
import { readPage } from "./pages.js";

/** The option names of the last signature's inline options object, if it has one. */
function inlineOptions(declaration: string): string[] {
  const objects = [...declaration.matchAll(/\b(?:opts|options)\?: \{([^}]*)\}/g)];
  const last = objects.at(-1)?.[1] ?? "";
  return [...last.matchAll(/(\w+)\?:/g)].map((m) => m[1]!);
}

/** The row of the table of exports whose first column names EXPORT. */
function exportRow(name: string): string | undefined {
  return readPage("docs/virtual-module.md")
    .split("\n")
    .find((line) => line.startsWith("| ") && line.split(" | ")[0]!.includes("`" + name));
}

const withOptions = PROVIDER_EXPORTS.map((e) => ({ name: e.name, options: inlineOptions(e.declaration) })).filter((e) => e.options.length > 0);

describe("the options of virtual:tools' exports are documented", () => {
  it("finds the exports that take options", () => {
    expect(withOptions.map((e) => e.name)).toEqual(expect.arrayContaining(["openaiTools", "aiSdkTools", "registerMcpTools"]));
  });

  it.each(withOptions)("$name: its row names $options", ({ name, options }) => {
    const row = exportRow(name);
    expect(row, `no row for ${name}`).toBeDefined();
    for (const option of options) expect(row, option).toMatch(new RegExp(`\\b${option}\\b`));
  });
});
