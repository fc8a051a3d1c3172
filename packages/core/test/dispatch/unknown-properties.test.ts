// A closed object's undeclared key through the emitted dispatch, in both of
// the checker's walks (parsed JSON text and object input): dropped from the
// copy the tool receives under `unknownProperties: "strip"`, refused
// otherwise (docs/options.md).
import { beforeAll, describe, expect, it } from "vitest";
import { models } from "./models.js";
import { loadDispatch, type Dispatch } from "./load.js";

// `search` receives its whole input object, so what the copy holds is seen.
const search = models.find((m) => m.name === "search")!;
let dispatch: Dispatch;
beforeAll(async () => {
  dispatch = await loadDispatch([search, { ...search, name: "search_strip", unknownProperties: "strip" }]);
});

const SENT = { query: "q", zzzzzz: 1, limit: 2 };
const inputs = [
  { input: "JSON text", args: JSON.stringify(SENT) },
  { input: "object input", args: SENT },
];

describe("an undeclared key of a closed object", () => {
  it.each(inputs)("is dropped under strip ($input)", async ({ args }) => {
    const result = await dispatch("search_strip", args);
    expect(result.value.input).toEqual({ query: { string: "q" }, limit: { number: 2 }, tags: [] });
  });

  it.each(inputs)("is refused otherwise, named with the valid ones ($input)", async ({ args }) => {
    const result = await dispatch("search", args);
    expect(result.ok).toBe(false);
    expect(result.error.issues).toEqual([{ path: "zzzzzz", message: "unknown property `zzzzzz`; expected one of `query`, `limit`, `tags`" }]);
  });
});
