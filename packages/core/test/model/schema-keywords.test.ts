// The keywords that hold subschemas are one table (the runtime's
// schema-keywords.ts): the public schema's walk and the validation schema's
// rewrite must each reach a subschema under every one of them (the rewrite
// refuses those the checker does not read).
import { describe, expect, it } from "vitest";
import { CHECK_KEYWORDS } from "../../../runtime/src/check/schema.js";
import { LIST_SUBSCHEMA_KEYWORDS, MAP_SUBSCHEMA_KEYWORDS, SINGLE_SUBSCHEMA_KEYWORDS, subschemaShape } from "../../../runtime/src/schema-keywords.js";
import { validationSchema } from "../../src/codegen/validation-schema.js";
import type { JsonSchema } from "../../src/model/index.js";
import { publicSchema } from "../../src/providers/schema-walk.js";

/** A subschema whose annotations each walk removes: `x-toolcall` from the public schema, `description` from the validation schema. */
const inner = (): JsonSchema => ({ type: "string", minLength: 2, description: "deep", "x-toolcall": { kind: "unknown" } });

/** `keyword` holding `inner()` the way its shape says. */
function holding(keyword: string): JsonSchema {
  const shape = subschemaShape(keyword);
  const value = shape === "single" ? inner() : shape === "list" ? [inner()] : { name: inner() };
  return { [keyword]: value } as JsonSchema;
}

const KEYWORDS = [...SINGLE_SUBSCHEMA_KEYWORDS, ...LIST_SUBSCHEMA_KEYWORDS, ...MAP_SUBSCHEMA_KEYWORDS];

describe("the subschema keywords", () => {
  it("name each keyword once, in one shape", () => {
    expect(new Set(KEYWORDS).size).toBe(KEYWORDS.length);
    expect(subschemaShape("const")).toBeUndefined();
    expect(subschemaShape("required")).toBeUndefined();
  });

  it.each(KEYWORDS)("both walks reach a subschema under %s", (keyword) => {
    const schema = holding(keyword);
    const text = (s: JsonSchema) => JSON.stringify(s);
    expect(text(publicSchema(schema))).not.toContain("x-toolcall");
    expect(text(publicSchema(schema))).toContain("deep");
    // The validation schema keeps only what the checker reads, and refuses the rest.
    if (!CHECK_KEYWORDS.has(keyword)) return expect(() => validationSchema(schema)).toThrow(/checker does not read/);
    expect(text(validationSchema(schema))).not.toContain("deep");
    expect(text(validationSchema(schema))).toContain('"minLength":2');
  });
});
