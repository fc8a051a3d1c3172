/**
 * The JSON-Schema-Test-Suite (draft 2020-12, vendored in
 * ../fixtures/json-schema-test-suite with its licence) for every keyword
 * toolcall's schemas use, run through the checker as dispatch runs it: the
 * schema rewritten by `validationSchema`, the data sent as JSON text and
 * parsed by the lossless parser.
 *
 * A group is skipped only when its schema needs a keyword the build never
 * emits (remote references, `$id`/`$anchor`, `unevaluated*`, `if`, ...):
 * `validationSchema` refuses those, and the test checks that each skip names
 * one. A few cases differ on purpose, each listed in DELIBERATE with why.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checker } from "../../../runtime/src/check/index.js";
import { parseJsonLossless } from "../../../runtime/src/json-lossless.js";
import { assertCheckable } from "../../src/codegen/checkable.js";
import { validationSchema } from "../../src/codegen/validation-schema.js";
import type { JsonSchema } from "../../src/model/index.js";

const DIR = new URL("../fixtures/json-schema-test-suite/", import.meta.url);

interface Case {
  description: string;
  data: unknown;
  valid: boolean;
}
interface Group {
  description: string;
  schema: JsonSchema | boolean;
  tests: Case[];
}

/**
 * Cases where toolcall's checker answers otherwise by design ("file: group: case" -> why).
 */
const DELIBERATE: Record<string, string> = {};

/** Keywords of the suite that toolcall's schemas never hold: a group using one is skipped. */
const NOT_EMITTED = /"\$ref":"(?:https?:|[^#"])|\$id|\$anchor|\$dynamicRef|\$dynamicAnchor|unevaluated|"if"|dependentSchemas|dependentRequired|contains|\$comment|"definitions"|\$vocabulary/;

const files = readdirSync(DIR).filter((f) => f.endsWith(".json"));
let ran = 0;

describe.each(files)("%s", (file) => {
  const groups = JSON.parse(readFileSync(new URL(file, DIR), "utf8")) as Group[];
  for (const group of groups) {
    const text = JSON.stringify(group.schema);
    let check: ReturnType<typeof checker> | undefined;
    let refused = "";
    try {
      const schema = typeof group.schema === "boolean" ? group.schema : validationSchema(group.schema);
      // A boolean schema at the root: the checker's own form of `true` / `false`.
      const form = typeof schema === "boolean" ? (schema ? {} : { not: {} }) : schema;
      // What the build checks before it emits a validator (every reference resolves locally, every pattern compiles).
      assertCheckable(form as JsonSchema, group.description);
      check = checker(form as never);
    } catch (error) {
      refused = (error as Error).message;
    }
    if (check === undefined) {
      it(`${group.description}: skipped, it needs a keyword toolcall never emits`, () => {
        expect(text, refused).toMatch(NOT_EMITTED);
      });
      continue;
    }
    for (const c of group.tests) {
      const name = `${file}: ${group.description}: ${c.description}`;
      it(`${group.description}: ${c.description}`, () => {
        const parsed = parseJsonLossless(JSON.stringify(c.data));
        if (!parsed.ok) throw new Error("unparseable data");
        const result = check!(parsed.value as Record<string, unknown>, true, parsed.lossless === true);
        ran++;
        if (name in DELIBERATE) expect(result.ok, DELIBERATE[name]).toBe(!c.valid);
        else expect(result.ok, JSON.stringify(c.data)).toBe(c.valid);
      });
    }
  }
});

it("ran cases", () => {
  expect(ran).toBeGreaterThan(0);
});
