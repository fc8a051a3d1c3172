import { describe, expect, it } from "vitest";
import { extractFixture, extractSources, property, toolNamed } from "./helpers.js";

const ADDRESS_BODY = {
  type: "object",
  properties: { street: { type: "string" }, city: { description: "The city, in full.", type: "string" } },
  required: ["street", "city"],
  additionalProperties: false,
};

// README, Declaring tools: tool and parameter descriptions, deprecation, output schema, annotations, examples.
describe("descriptions", () => {
  const result = extractFixture("descriptions");

  it.each([
    ["ship", "Ships a parcel.\n\nSecond paragraph of the description."],
    ["noDoc", "noDoc"],
    ["oldShip", "oldShip"],
    ["oldWithText", "Still described."],
    // The helper's JSDoc above it is not the tool's.
    ["neighbour", "neighbour"],
  ])("tool %s is described as %j", (name, description) => {
    expect(toolNamed(result, name).description).toBe(description);
  });

  it.each([
    // [tool, parameter, description]
    ["ship", "to", "where it goes"],
    ["shipTo", "to", "A postal address."],
    ["shipTo", "color", "A colour of the rainbow."],
    ["aliased", "a", "The alias itself is documented."],
    ["aliased", "b", "Documented alias target."],
    ["aliased", "c", "A base type in another file."],
  ])("%s(%s) is described as %j", (tool, name, description) => {
    expect(property(result, tool, name).description).toBe(description);
  });

  it("passes an element type's text to items, not to the array parameter", () => {
    for (const name of ["list", "generic"]) {
      expect(property(result, "many", name)).toEqual({ type: "array", items: { description: "A postal address.", ...ADDRESS_BODY } });
    }
  });

  it("sets deprecated from @deprecated (text or empty), without changing the description", () => {
    expect(toolNamed(result, "oldShip").deprecated).toBe("use ship instead");
    expect(toolNamed(result, "oldWithText").deprecated).toBe("");
    expect(toolNamed(result, "ship").deprecated).toBeUndefined();
  });

  it("reads annotations and JSON examples", () => {
    const tool = toolNamed(result, "remove");
    expect(tool.annotations).toEqual({ title: "Delete a file", readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false });
    expect(tool.examples).toEqual([{ path: "/tmp/a" }, { path: "/tmp/b" }]);
    expect(toolNamed(result, "ship").annotations).toEqual({});
  });

  it("derives outputSchema from the return type, Promise unwrapped, none for void", () => {
    expect(toolNamed(result, "find").outputSchema).toEqual({ description: "A postal address.", ...ADDRESS_BODY });
    expect(toolNamed(result, "fire").outputSchema).toBeUndefined();
    expect(toolNamed(result, "ship").outputSchema).toBeUndefined();
    expect(toolNamed(result, "union").outputSchema).toEqual({ type: ["string", "null"] });
  });

  it("prefers @param text over a property's own JSDoc over the type's JSDoc", () => {
    const r = extractSources({
      "a.ts": [
        `"use tools";`,
        `/** The type's text. */`,
        `type Id = string;`,
        `interface Args {`,
        `  /** Own text. */`,
        `  a: Id;`,
        `  /** Own text. */`,
        `  b: Id;`,
        `  c: Id;`,
        `}`,
        `/** @param x.a From @param. */`,
        `export function f({ a, b, c }: Args) {}`,
      ].join("\n"),
    });
    expect(["a", "b", "c"].map((n) => property(r, "f", n).description)).toEqual(["From @param.", "Own text.", "The type's text."]);
  });

  it("keeps the first JSDoc line ending and strips the stars", () => {
    const r = extractSources({ "a.ts": `"use tools";\n/** One line. */\nexport function f() {}\n/**\n   * Indented\n   *   more\n   */\nexport function g() {}\n` });
    expect(toolNamed(r, "f").description).toBe("One line.");
    expect(toolNamed(r, "g").description).toBe("Indented\n  more");
  });

  it("describes the output from @returns, and a destructured property from a plain @param", () => {
    const r = extractSources({
      "a.ts": [
        `"use tools";`,
        `/** A result. */`,
        `interface Out { ok: boolean }`,
        `/**`,
        ` * Runs.`,
        ` * @param query what to run`,
        ` * @returns {Out} whether it ran`,
        ` */`,
        `export function run({ query }: { query: string }): Out { return { ok: !!query }; }`,
        `/** Typed only. */`,
        `export function typed(): Out { return { ok: true }; }`,
      ].join("\n"),
    });
    expect(property(r, "run", "query").description).toBe("what to run");
    expect(toolNamed(r, "run").outputSchema?.description).toBe("whether it ran");
    expect(toolNamed(r, "typed").outputSchema?.description).toBe("A result.");
    expect(r.diagnostics).toEqual([]);
  });
});
