// Arguments from a model are untrusted (docs/limits.md): one test per way
// a hostile call was found to stall, crash or bend dispatch. Time bounds are
// loose and only where the point is complexity: each of these took seconds
// (or aborted the process) before, and takes milliseconds now.
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_DEPTH, MAX_ISSUES, MAX_MESSAGE, MAX_SHARED_VALUES } from "../../../runtime/src/limits.js";
import { loadDispatch, type Dispatch } from "./load.js";
import { models } from "./models.js";

let dispatch: Dispatch;
/** Milliseconds the native JSON.parse takes for 1 MB on this machine now (median of 5): the unit of the time bounds below. */
let unit = 0;
beforeAll(async () => {
  dispatch = await loadDispatch(models);
  const text = JSON.stringify(Array.from({ length: 100_000 }, (_, i) => ({ k: i })));
  const runs = Array.from({ length: 5 }, () => {
    const start = performance.now();
    JSON.parse(text);
    return performance.now() - start;
  });
  unit = runs.sort((a, b) => a - b)[2];
});

/**
 * Runs a call, asserting it settles within a loose bound: 1 s plus 40 times
 * what parsing 1 MB of JSON takes here (so a loaded machine does not fail
 * it). The point is linear against quadratic: each of these calls took
 * seconds, or minutes, before.
 */
async function within(call: () => Promise<any>): Promise<any> {
  const start = performance.now();
  const result = await call();
  expect(performance.now() - start).toBeLessThan(1000 + 40 * unit);
  return result;
}

const UNDEF = { undefined: true };

describe("work linear in the input", () => {
  it("an unknown tool name of 1 MB is answered at once, its name cut short", async () => {
    const name = "forecast" + "x".repeat(1 << 20);
    const result = await within(() => dispatch(name, "{}"));
    expect(result.error.code).toBe("unknown_tool");
    expect(result.error.message.length).toBeLessThan(2000);
    expect(result.error.message).toContain("Available tools:");
  });

  it("a union argument with 16,000 unknown properties: capped issues, then how many more (one capped report, union branches included)", async () => {
    const extra = Object.fromEntries(Array.from({ length: 16_000 }, (_, i) => [`p${i}`, 1]));
    const text = JSON.stringify({ shape: { kind: "circle", radius: 1, ...extra } });
    const result = await within(() => dispatch("shape", text));
    expect(result.error.code).toBe("invalid_arguments");
    expect(result.error.issues).toHaveLength(MAX_ISSUES);
    expect(result.error.issues[0]).toEqual({ path: "shape.p0", message: "unknown property `p0`; expected one of `kind`, `radius`" });
    // Checking stops after 4 * MAX_ISSUES issues, inside a union as anywhere else.
    expect(result.error.message).toContain(`- and at least ${4 * MAX_ISSUES + 1 - MAX_ISSUES} more issues (checking stopped early`);
    expect(result.error.message.length).toBeLessThanOrEqual(MAX_MESSAGE);
  });

  it("a recursive type with 20,000 children, each with a bad value: no quadratic error merging", async () => {
    const children = Array.from({ length: 20_000 }, () => ({ id: "x" }));
    const result = await within(() => dispatch("tree", JSON.stringify({ root: { id: 1, children } })));
    expect(result.error.issues).toHaveLength(MAX_ISSUES);
    expect(result.error.issues[0].path).toBe("root.children[0].id");
    expect(result.error.message).toMatch(/\n- and at least \d+ more issues \(checking stopped early: fix these and call again\)$/);
  });

  it("a tree with an unknown property at every level: capped issues, a bounded message", async () => {
    const levels = Math.floor((MAX_DEPTH - 2) / 2);
    let node: unknown = { id: 1, bad: true };
    for (let i = 0; i < levels - 1; i++) node = { id: 1, bad: true, children: [node] };
    const result = await within(() => dispatch("tree", JSON.stringify({ root: node })));
    expect(result.error.issues).toHaveLength(MAX_ISSUES);
    expect(result.error.issues[0].message).toBe("unknown property `bad`; expected one of `id`, `children`");
    expect(result.error.issues[MAX_ISSUES - 1].path).toMatch(/^root\.children\[0\]\.children\[0\].*\.bad$/);
    expect(result.error.message).toMatch(/\n- and at least \d+ more issues \(checking stopped early: fix these and call again\)$/);
    expect(result.error.message.length).toBeLessThanOrEqual(MAX_MESSAGE);
    for (const issue of result.error.issues) expect(issue.path.length).toBeLessThanOrEqual(200);
  });

  it("140,000 copies of 1e4095 for Int[]: refused without building any bigint", async () => {
    const text = `{"xs": [${Array(140_000).fill("1e4095").join(",")}]}`;
    const result = await within(() => dispatch("ints", text));
    expect(result.error.issues[0]).toEqual({ path: "xs[0]", message: "expected an integer, received 1e4095 (not a finite number)" });
    expect(result.error.message).toMatch(/\n- and at least \d+ more issues \(checking stopped early: fix these and call again\)$/);
  });

  it("140,000 copies of 1e4095 for bigint[]: the call's budget of exponent zeros runs out, fast", async () => {
    const text = `{"xs": [${Array(140_000).fill("1e4095").join(",")}]}`;
    const result = await within(() => dispatch("bigints", text));
    expect(result.error.code).toBe("invalid_arguments");
    expect(result.error.message).toContain("too many digits");
    // Within the budget, exponent forms are exact.
    expect(await dispatch("bigints", `{"xs": [1e309, 2e3]}`)).toEqual({ ok: true, value: 2 });
  });

  it("a shared subtree is read once; 22 and 30 levels of doubling are refused at the value limit", async () => {
    for (const levels of [22, 30]) {
      let node: unknown = { id: 1 };
      for (let i = 0; i < levels; i++) node = { id: 1, children: [node, node] };
      const result = await within(() => dispatch("anything", { value: node }));
      expect(result.error.code).toBe("invalid_arguments");
      expect(result.error.message).toContain(`copies hold more than ${MAX_SHARED_VALUES} values`);
    }
    // A few levels of sharing are fine, and each place gets its own copy.
    const leaf = { id: 1 };
    const ok = await dispatch("tree", { root: { id: 2, children: [leaf, leaf] } });
    expect(ok.value).toEqual({ root: { id: { bigint: "2" }, children: [{ id: { bigint: "1" } }, { id: { bigint: "1" } }] } });
    expect(leaf).toEqual({ id: 1 });
  });

  it("an array of length 2^32-1 with no elements is an issue, not an out-of-memory abort", async () => {
    const xs: unknown[] = [];
    xs.length = 2 ** 32 - 1;
    const result = await within(() => dispatch("ints", { xs }));
    expect(result.error.issues).toEqual([{ path: "xs", message: "expected plain JSON data, found more than 1000000 values (a list of 4294967295 items)" }]);
    const sparse = [1, , 3]; // eslint-disable-line no-sparse-arrays
    expect((await dispatch("ints", { xs: sparse })).error.issues).toEqual([{ path: "xs[1]", message: "expected plain JSON data, found a hole in a sparse array (send every item, or null)" }]);
  });

  it("an array far past maxItems: one issue for the length, and no item past the bound is checked", async () => {
    // Three bad items within the bound (maxItems: 3), then 100,000 bad items past it.
    const text = `{"few": ["a","b","c",${Array(100_000).fill('"x"').join(",")}]}`;
    const result = await within(() => dispatch("ints", text));
    expect(result.error.issues.map((i: { path: string }) => i.path)).toEqual(["few", "few[0]", "few[1]", "few[2]"]);
    expect(result.error.issues[0].message).toMatch(/^expected at most 3 items \(got 100003\), received \["a","b","c",.*\.\.\.$/);
    expect(result.error.message).not.toContain("more issues");
    // Valid items within the bound: the length is the only issue.
    const valid = await dispatch("ints", `{"few": [1,2,3,${Array(100_000).fill('"x"').join(",")}]}`);
    expect(valid.error.issues).toEqual([expect.objectContaining({ path: "few" })]);
  });

  it("a million items past maxItems cost about what parsing them does", async () => {
    const text = `{"few": [${Array(1_000_000).fill("7").join(",")}]}`;
    const median = async (run: () => unknown) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        await run();
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[2];
    };
    const parse = await median(() => JSON.parse(text));
    const call = await median(() => dispatch("ints", text));
    expect((await dispatch("ints", text)).error.issues).toEqual([expect.objectContaining({ path: "few" })]);
    // Loose, for a loaded machine (measured: about 1.3 times the parse); the test above shows the items are not checked.
    expect(call).toBeLessThan(50 + 4 * parse);
  });
});

describe("the contract holds", () => {
  it.each([
    ["bigint_echo", '{"value": 562949953421312.01}'],
    ["int_echo", '{"value": 562949953421312.01}'],
    ["int_echo", '{"value": 4503599627370495.5}'],
  ])("%s refuses %s: its exact decimal is not an integer", async (tool, text) => {
    const result = await dispatch(tool, text);
    expect(result.error.issues).toHaveLength(1);
    expect(result.error.issues[0].path).toBe("value");
    expect(result.error.issues[0].message).toMatch(/^expected an integer/);
    // A number parameter still gets the nearest double.
    expect((await dispatch("number_echo", text)).value.value).toEqual({ number: JSON.parse(text).value });
  });

  it.each(["9007199254740993", "1", "1e2", '"text"', "true", "null", "[]"])("a bare JSON value %s is not an argument object", async (text) => {
    const result = await dispatch("int_echo", text);
    expect(result.error.code).toBe("invalid_arguments");
    expect(result.error.message).toContain("must be a JSON object of named arguments");
  });

  it("a name with a throwing getter or a revoked Proxy is an unknown tool, not a throw", async () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const getter = { get then() { throw new Error("boom"); }, toString() { throw new Error("boom"); } };
    for (const name of [proxy, getter, Symbol("s"), () => 1]) {
      let result: any;
      expect(() => (result = dispatch(name, "{}"))).not.toThrow();
      expect((await result).error.code).toBe("unknown_tool");
    }
    for (const args of [proxy, getter]) {
      let result: any;
      expect(() => (result = dispatch("forecast", args))).not.toThrow();
      expect((await result).error.code).toBe("invalid_arguments");
    }
    expect((await dispatch("whoami", '{"greeting": "hi"}', proxy)).error.code).toBe("tool_failed");
  });

  it.each([
    ["Error", new Error("e")],
    ["Map", new Map([["a", "b"]])],
    ["Set", new Set([1])],
    ["Date", new Date(0)],
    ["Uint8Array", new Uint8Array(2)],
    ["instance of Order", new (class Order { id = 1; })()],
    ["Number object", new Number(1)],
    ["String object", new String("s")],
  ])("a nested %s is an issue naming the path, and nothing is copied or mutated", async (what, found) => {
    const args = { order: found };
    const result = await dispatch("order", args);
    expect(result.error.issues).toEqual([{ path: "order", message: expect.stringMatching(new RegExp(`^expected plain JSON data, found an? ${what}`)) }]);
    expect(args.order).toBe(found);
    const labels = { order: { id: 1 }, labels: found };
    expect((await dispatch("order", labels)).error.issues[0].path).toBe("labels");
  });

  it("the caller's nested object is never coerced in place", async () => {
    const args = { order: { id: 1 }, labels: { a: "b" } };
    const result = await dispatch("order", args);
    expect(result.value).toEqual({ order: { id: { bigint: "1" } }, labels: { a: { string: "b" } }, labelsArePlain: true });
    expect(args).toEqual({ order: { id: 1 }, labels: { a: "b" } });
  });

  it("a getter is read once: the validator and the tool see the same value", async () => {
    let reads = 0;
    const order = { get id() { return ++reads === 1 ? 1 : "not an id"; } };
    const result = await dispatch("order", { order });
    expect(reads).toBe(1);
    expect(result.value.order).toEqual({ id: { bigint: "1" } });
  });

  it("parameters named constructor, valueOf, toString are read as own properties only", async () => {
    expect(await dispatch("proto_names", {})).toEqual({ ok: true, value: { constructor: UNDEF, valueOf: { number: 3 }, toString: { string: "s" } } });
    expect(await dispatch("proto_names", "{}")).toEqual({ ok: true, value: { constructor: UNDEF, valueOf: { number: 3 }, toString: { string: "s" } } });
    expect((await dispatch("proto_names", '{"constructor": "c", "valueOf": 4}')).value).toEqual({ constructor: { string: "c" }, valueOf: { number: 4 }, toString: { string: "s" } });
  });

  it("one depth limit for JSON text and object input, whatever the numbers look like", async () => {
    const deep = (n: number, leaf: string) => '{"value":' + "[".repeat(n) + leaf + "]".repeat(n) + "}";
    const tooDeep = { path: "", message: `nested more than ${MAX_DEPTH} levels deep` };
    for (const leaf of ["1", "1e0", "12345678901234567"]) {
      expect((await dispatch("anything", deep(600, leaf))).error.issues).toEqual([tooDeep]);
      expect((await dispatch("anything", deep(MAX_DEPTH - 1, leaf))).ok).toBe(true);
    }
    const nested = (n: number) => {
      let v: unknown = 1;
      for (let i = 0; i < n; i++) v = [v];
      return { value: v };
    };
    expect((await dispatch("anything", nested(MAX_DEPTH - 1))).ok).toBe(true);
    const refused = await dispatch("anything", nested(600));
    expect(refused.error.issues[0].message).toBe(`expected plain JSON data, found a value nested more than ${MAX_DEPTH} levels deep`);
  });

  it("a union coerces along the first branch that validates only", async () => {
    expect((await dispatch("first_branch", '{"v": 42}')).value).toEqual({ v: { number: 42 } });
    expect((await dispatch("first_branch", '{"v": "42"}')).value).toEqual({ v: { bigint: "42" } });
    expect((await dispatch("first_branch", '{"v": "2026-01-01T00:00:00Z"}')).value).toEqual({ v: { date: "2026-01-01T00:00:00.000Z" } });
    expect((await dispatch("first_branch", '{"v": true}')).value).toEqual({ v: { boolean: true } });
  });

  it.each([
    ["then-overridden", { ok: true, value: "real value" }],
    ["then-throws", { ok: false, error: { code: "tool_failed", message: "then exploded" } }],
    ["then-getter-throws", { ok: false, error: { code: "tool_failed", message: "then getter exploded" } }],
    ["then-twice", { ok: true, value: "first" }],
  ])("a tool returning an odd thenable (%s) still gives one result", async (how, want) => {
    const result = await dispatch("odd", { how });
    expect(result).toMatchObject(want);
  });
});
