import { describe, expect, it } from "vitest";
import { extractFixture, extractSources, located, property, toolNamed } from "./helpers.js";

const ADDRESS_BODY = {
  type: "object",
  properties: { street: { type: "string" }, city: { description: "The city, in full.", type: "string" } },
  required: ["street", "city"],
  additionalProperties: false,
};

// docs/declaring-tools.md: tool and parameter descriptions, deprecation, output schema, annotations, examples.
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

  // Each tool's parameters and the text each is described by: the @param, else the type's JSDoc, wherever it is declared.
  const PARAMETERS: Record<string, Record<string, string>> = {
    ship: { to: "where it goes" },
    shipTo: { to: "A postal address.", color: "A colour of the rainbow." },
    aliased: { a: "The alias itself is documented.", b: "Documented alias target.", c: "A base type in another file." },
  };
  it.each(Object.entries(PARAMETERS).flatMap(([tool, parameters]) => Object.entries(parameters).map(([name, text]) => [tool, name, text])))("%s(%s) is described as %j", (tool, name, description) => {
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

  it("reads `*/` in a JSDoc as `*/`, the one thing a comment cannot hold", () => {
    const r = extractSources({
      "a.ts": [
        `"use tools";`,
        `interface Query {`,
        `  /**`,
        `   * A glob such as '**\\/*.ts' or 'src/**\\/*'.`,
        `   * @default "**\\/*"`,
        `   */`,
        `  glob?: string;`,
        `}`,
        `/**`,
        ` * Finds files matching '**\\/*.{ts,tsx}'; a lone backslash \\ stays.`,
        ` * @param root Where to start, e.g. 'src/*\\/'.`,
        ` * @example {"root": "src", "query": {"glob": "**\\/*.md"}}`,
        ` */`,
        `export function find(root: string, query: Query) {}`,
      ].join("\n"),
    });
    expect(r.diagnostics).toEqual([]);
    const tool = toolNamed(r, "find");
    expect(tool.description).toBe("Finds files matching '**/*.{ts,tsx}'; a lone backslash \\ stays.");
    expect(property(r, "find", "root").description).toBe("Where to start, e.g. 'src/*/'.");
    expect((property(r, "find", "query").properties as Record<string, unknown>).glob).toEqual({
      description: "A glob such as '**/*.ts' or 'src/**/*'.",
      type: "string",
      default: "**/*",
    });
    expect(tool.examples).toEqual([{ root: "src", query: { glob: "**/*.md" } }]);
  });

  it("reads `$`-tags (`@$comment`, `@$id`, other generators' schema keywords) as tags, never as description text", () => {
    const r = extractSources({
      "a.ts": [
        `"use tools";`,
        `/**`,
        ` * @$comment Object comment`,
        ` */`,
        `interface Box {`,
        `  /**`,
        `   * The width.`,
        `   * @$comment Property comment`,
        `   */`,
        `  width: number;`,
        `  /** @minimum 0`,
        `   * @$id height# */`,
        `  height: number;`,
        `}`,
        `/**`,
        ` * Packs a box.`,
        ` * @param box what to pack`,
        ` * @$comment not part of the text above`,
        ` */`,
        `export function pack(box: Box) {}`,
      ].join("\n"),
    });
    expect(r.diagnostics).toEqual([]);
    const box = property(r, "pack", "box");
    expect(box.description).toBe("what to pack");
    const props = box.properties as Record<string, { description?: string; minimum?: number }>;
    expect(props.width.description).toBe("The width.");
    expect(props.height).toEqual({ type: "number", minimum: 0, "x-toolcall": { kind: "number" } });
    expect(toolNamed(r, "pack").description).toBe("Packs a box.");
  });

  it("describes a class's parameter properties with the constructor's @param text, the property's own JSDoc first", () => {
    const r = extractSources({
      "a.ts": [
        `"use tools";`,
        `class Point {`,
        `  /** Declared field. */`,
        `  z = 0;`,
        `  /**`,
        `   * @param x Across.`,
        `   * @param y Down.`,
        `   * @param label Not this one.`,
        `   */`,
        `  constructor(public x: number, public y: number, /** Its own text. */ public label: string) {}`,
        `}`,
        `export function plot(p: Point) {}`,
      ].join("\n"),
    });
    expect(r.diagnostics).toEqual([]);
    const props = property(r, "plot", "p").properties as Record<string, { description?: string }>;
    expect(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v.description]))).toEqual({ z: "Declared field.", x: "Across.", y: "Down.", label: "Its own text." });
  });

  it("keeps an alias's JSDoc through Readonly, Partial and Required, not through a mapped type that changes the values", () => {
    const r = extractSources({
      "a.ts": [
        `"use tools";`,
        `/** A person. */`,
        `type Person = { name: string; age?: number };`,
        `/** A place. */`,
        `interface Place { city: string }`,
        `type Flags<T> = { [K in keyof T]: boolean };`,
        `export function f(a: Readonly<Person>, b: Partial<Person>, c: Required<Place>, d: Flags<Person>) {}`,
      ].join("\n"),
    });
    expect(r.diagnostics).toEqual([]);
    expect(["a", "b", "c", "d"].map((n) => property(r, "f", n).description)).toEqual(["A person.", "A person.", "A place.", undefined]);
  });

  it.each([
    // [tags, annotations]: a hint tag alone is true, `true`/`false` as written, absent leaves MCP's default.
    [["@readonly"], { readOnlyHint: true }],
    [["@readOnly true"], { readOnlyHint: true }],
    [["@readonly false"], { readOnlyHint: false }],
    [["@destructive false", "@idempotent true"], { destructiveHint: false, idempotentHint: true }],
    [["@openWorld false"], { openWorldHint: false }],
    [["@openWorld"], { openWorldHint: true }],
    [[], {}],
  ])("annotation tags %j give %j", (tags, annotations) => {
    const r = extractSources({ "a.ts": `"use tools";\n/**\n * Reads.\n${tags.map((t) => ` * ${t}\n`).join("")} */\nexport function read(path: string) {}\n` });
    expect(r.diagnostics).toEqual([]);
    expect(toolNamed(r, "read").annotations).toEqual(annotations);
  });

  it("warns about an annotation value other than true or false, and ignores it", () => {
    const r = extractSources({ "a.ts": `"use tools";\n/**\n * Reads.\n * @openWorld no\n */\nexport function read(path: string) {}\n` });
    expect(located(r.diagnostics)).toEqual(["TC_INVALID_TAG a.ts:4:4"]);
    expect(r.diagnostics[0].message).toContain("takes `true`, `false` or nothing");
    expect(toolNamed(r, "read").annotations).toEqual({});
  });

  it("reads a tag named like an Object.prototype member (`@constructor`, `@toString`) as no constraint", () => {
    const r = extractSources({ "a.ts": `"use tools";\ninterface Q {\n  /**\n   * The query.\n   * @constructor\n   * @toString\n   */\n  q: string;\n}\nexport function find(query: Q) {}\n` });
    expect(r.diagnostics).toEqual([]);
  });
});
