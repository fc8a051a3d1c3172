// Validators check own properties with hasOwnProperty only where a schema
// names a property plain objects inherit (README, "Limits"): elsewhere the
// checks cost about half the validation time and change nothing.
import { describe, expect, it } from "vitest";
import { namesInheritedProperty, validationSchema } from "../../src/codegen/validation-schema.js";
import { compileValidators } from "../../src/codegen/validators.js";
import type { JsonSchema } from "../../src/model/index.js";

const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({ type: "object", properties, required, additionalProperties: false });

const plain = object({ to: object({ city: { type: "string" } }, ["city"]), n: { type: "integer" } }, ["to"]);
const nestedToString = object({ to: object({ toString: { type: "string" } }) });
const topConstructor = object({ constructor: { type: "string" } });
const requiredValueOf = { type: "object", required: ["valueOf"] } as JsonSchema;

describe("own-property checks", () => {
  it("are asked for only by schemas that name an inherited property, at any depth", () => {
    expect(namesInheritedProperty(validationSchema(plain))).toBe(false);
    expect(namesInheritedProperty(validationSchema(nestedToString))).toBe(true);
    expect(namesInheritedProperty(validationSchema(topConstructor))).toBe(true);
    expect(namesInheritedProperty(validationSchema(requiredValueOf))).toBe(true);
    // A `__proto__` property, as JSON.parse makes it (an own key).
    expect(namesInheritedProperty(validationSchema(object(JSON.parse('{"__proto__": {"type": "string"}}'))))).toBe(true);
  });

  it("appear in the generated code of those schemas only", () => {
    const code = (schema: JsonSchema) => compileValidators([validationSchema(schema)], "rt").code;
    expect(code(plain)).not.toContain("hasOwnProperty");
    expect(code(plain)).toContain("for(const key0 in data0)");
    expect(code(nestedToString)).toContain("hasOwnProperty");
    expect(code(topConstructor)).toContain("hasOwnProperty");
  });
});
