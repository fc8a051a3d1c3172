import * as runtime from "@toolcall/runtime";
import { describe, expect, it } from "vitest";
import { runtimeExport } from "../../src/codegen/runtime-exports.js";
import { validationSchema } from "../../src/codegen/validation-schema.js";

describe("names the generated code takes from @toolcall/runtime", () => {
  it("type-checks each name against the runtime's exports (tsc -p tsconfig.tests.json fails if the error below goes away)", () => {
    expect(runtimeExport("createDispatch")).toBe("createDispatch");
    // @ts-expect-error: the runtime has no such export
    expect(runtimeExport("createDispatcher") in runtime).toBe(false);
  });

  it("validates the formats the runtime checks and leaves the others as annotations", () => {
    const schema = validationSchema({
      type: "object",
      properties: { at: { type: "string", format: "date-time" }, to: { type: "string", format: "email" }, hue: { type: "string", format: "color" } },
    });
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    expect(properties.at?.format).toBe("date-time");
    expect(properties.to?.format).toBe("email");
    expect(properties.hue).not.toHaveProperty("format");
    expect(Object.keys(runtime.formats)).toEqual(expect.arrayContaining(["date-time", "email"]));
  });
});
