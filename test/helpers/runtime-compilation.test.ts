// The bundle checks of bundler-suite.ts must catch what they claim to, and
// only that: a check that never matches would pass every bundle.
import { describe, expect, it } from "vitest";
import { RUNTIME_COMPILATION } from "./runtime-compilation.js";

const caught = (code: string) => RUNTIME_COMPILATION.filter((c) => c.pattern.test(code)).map((c) => c.what);

describe("runtime compilation checks", () => {
  it.each([
    { code: 'const f = new Function("a", "return a");', what: ["new Function("] },
    { code: "return eval(source);", what: ["eval("] },
    { code: 'import compile from "../node_modules/ajv/dist/compile/index.js";', what: ["ajv's compiler"] },
    { code: "const ajv = new Ajv({ strict: false });", what: ["new Ajv"] },
    { code: "const ajv = new Ajv2020();", what: ["new Ajv"] },
  ])("catches $what", ({ code, what }) => {
    expect(caught(code)).toEqual(what);
  });

  it.each([
    "node.evaluate(x)",
    "retrieval(x)",
    "page.$eval(sel)",
    "typeof Function",
    'import { ucs2length } from "ajv/dist/runtime/ucs2length.js";',
  ])("leaves alone %s", (code) => {
    expect(caught(code)).toEqual([]);
  });
});
