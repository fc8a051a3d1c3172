// Random arguments against every tool: dispatch must always resolve to a
// well-formed ToolResult, whatever it is given. Seeded, so a failure repeats.
import { beforeAll, describe, expect, it } from "vitest";
import { loadDispatch, type Dispatch } from "./load.js";
import { models } from "./models.js";
import { random } from "../random.js";

let dispatch: Dispatch;
beforeAll(async () => {
  dispatch = await loadDispatch(models);
});

const KEYS = ["value", "nullable", "fallback", "n", "id", "city", "days", "to", "items", "root", "children", "shape", "kind", "__proto__", "constructor", "toString", "at", "query", "ctx", ""];
const NUMBER_TEXTS = ["0", "-0", "1", "1.0", "1.5", "1e309", "-1e309", "9007199254740993", "1e-400", "123456789012345678901234567890", "2.5e3"];
const STRINGS = ["", "42", "-12", "2026-01-01T00:00:00Z", "circle", "square", "c", "Oslo", "😀", "\u0000", "a".repeat(100)];

function jsonText(rnd: () => number, depth: number): string {
  const r = rnd();
  if (depth > 3 || r < 0.3) return NUMBER_TEXTS[Math.floor(rnd() * NUMBER_TEXTS.length)];
  if (r < 0.5) return JSON.stringify(STRINGS[Math.floor(rnd() * STRINGS.length)]);
  if (r < 0.55) return ["true", "false", "null"][Math.floor(rnd() * 3)];
  if (r < 0.7) return `[${Array.from({ length: Math.floor(rnd() * 4) }, () => jsonText(rnd, depth + 1)).join(",")}]`;
  const n = Math.floor(rnd() * 5);
  return `{${Array.from({ length: n }, () => `${JSON.stringify(KEYS[Math.floor(rnd() * KEYS.length)])}:${jsonText(rnd, depth + 1)}`).join(",")}}`;
}

function value(rnd: () => number, depth: number): unknown {
  const r = rnd();
  if (depth > 3 || r < 0.2) return [0, -1, 2 ** 53, NaN, Infinity, 1.5, 7n, -(2n ** 70n)][Math.floor(rnd() * 8)];
  if (r < 0.4) return STRINGS[Math.floor(rnd() * STRINGS.length)];
  if (r < 0.5) return [true, false, null, undefined, new Date(0), new Date(NaN), new Map(), Symbol("s"), () => 1][Math.floor(rnd() * 9)];
  if (r < 0.65) return Array.from({ length: Math.floor(rnd() * 4) }, () => value(rnd, depth + 1));
  const obj: Record<string, unknown> = {};
  for (let i = Math.floor(rnd() * 5); i > 0; i--) {
    Object.defineProperty(obj, KEYS[Math.floor(rnd() * KEYS.length)], { value: value(rnd, depth + 1), enumerable: true, writable: true, configurable: true });
  }
  return obj;
}

function expectToolResult(result: any): void {
  expect(typeof result).toBe("object");
  if (result.ok === true) {
    expect(Object.keys(result).sort()).toEqual(["ok", "value"]);
    return;
  }
  expect(result.ok).toBe(false);
  expect(["unknown_tool", "invalid_json", "invalid_arguments", "tool_failed"]).toContain(result.error.code);
  expect(typeof result.error.message).toBe("string");
  expect(result.error.message.length).toBeGreaterThan(0);
  if (result.error.issues !== undefined) {
    expect(result.error.code).toBe("invalid_arguments");
    expect(result.error.issues.length).toBeGreaterThan(0);
    for (const issue of result.error.issues) {
      expect(typeof issue.path).toBe("string");
      expect(typeof issue.message).toBe("string");
      expect(result.error.message).toContain(issue.message);
    }
  }
}

describe("random arguments", () => {
  const names = models.map((m) => m.name);
  it.each([1, 2, 3, 4])("JSON text, seed %i", async (seed) => {
    const rnd = random(seed);
    for (let i = 0; i < 300; i++) {
      const text = rnd() < 0.9 ? jsonText(rnd, 0) : jsonText(rnd, 0).slice(0, -1);
      expectToolResult(await dispatch(names[i % names.length], text));
    }
  });
  it.each([5, 6, 7, 8])("parsed values, seed %i", async (seed) => {
    const rnd = random(seed);
    for (let i = 0; i < 300; i++) {
      const args = value(rnd, 0);
      const before = Object.getOwnPropertyNames(Object.prototype).length;
      expectToolResult(await dispatch(names[i % names.length], args, value(rnd, 0)));
      expect(Object.getOwnPropertyNames(Object.prototype).length).toBe(before);
    }
  });
});
