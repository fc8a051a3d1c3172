// Every walk that follows a `$ref` (the checker, the MCP structured-content
// writer, the build's validation schema and its runnability proof) reads
// local references through json-pointer.ts.
import { describe, expect, it } from "vitest";
import { decodePointerToken, resolveLocalRef } from "../src/json-pointer.js";

const root = {
  $defs: { Tree: { type: "object" }, "a/b": { const: 1 }, "m~n": { const: 2 }, "sp ace": { const: 3 } },
  anyOf: [{ type: "string" }, true],
};

describe("local references", () => {
  it.each([
    ["#", root],
    ["#/$defs/Tree", { type: "object" }],
    ["#/$defs/a~1b", { const: 1 }],
    ["#/$defs/m~0n", { const: 2 }],
    ["#/$defs/sp%20ace", { const: 3 }],
    ["#/anyOf/0", { type: "string" }],
    ["#/anyOf/1", true],
  ])("%s names its node", (ref, node) => {
    expect(resolveLocalRef(root, ref)).toEqual(node);
  });

  it.each(["#/$defs/Missing", "#/$defs/Tree/type/x", "#/constructor", "#/$defs/__proto__", "#/$defs/%E0%A4%A", "other.json#/$defs/Tree", "https://x/s#", ""])(
    "%j names nothing",
    (ref) => {
      expect(resolveLocalRef(root, ref)).toBeUndefined();
    },
  );

  it("decodes ~01 as ~1, not /", () => {
    expect(decodePointerToken("~01")).toBe("~1");
    expect(decodePointerToken("%7E1")).toBe("/");
    expect(decodePointerToken("%")).toBeUndefined();
  });
});
