/**
 * Every checked format, through the validators the plugin generates, inside
 * workerd: one tool per format (`value: string & Format<"...">`), and the
 * whole table of valid and invalid strings
 * (packages/runtime/test/format-cases.ts) sent through `dispatch` in one
 * request. Formats run where eval is refused, and say there what they say in Node.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORMAT_CASES } from "../../packages/runtime/test/format-cases.js";
import { buildWorker } from "./build-worker.js";
import { tempDir } from "../helpers/temp-dir.js";
import { startWorkerd, type RunningWorkerd } from "./workerd.js";

const toolOf = (format: string) => `check_${format.replace(/-/g, "_")}`;

const TOOLS = [
  `"use tools";`,
  `import type { Format } from "unplugin-toolcall/types";`,
  ...Object.keys(FORMAT_CASES).map((format) => `export function ${toolOf(format)}(value: string & Format<${JSON.stringify(format)}>) { return value; }`),
].join("\n");

// Answers, for a list of [tool, text], whether dispatch accepted each.
const WORKER = `import { dispatch } from "virtual:tools";
export default {
  async fetch(request) {
    if (request.method !== "POST") return new Response("POST [tool, text] pairs", { status: 405 });
    const calls = await request.json();
    const accepted = [];
    for (const [tool, value] of calls) {
      const result = await dispatch(tool, { value });
      if (!result.ok && result.error.code !== "invalid_arguments") throw new Error(JSON.stringify(result));
      accepted.push(result.ok);
    }
    return new Response(JSON.stringify(accepted), { headers: { "content-type": "application/json" } });
  },
};
`;

describe("formats in workerd", () => {
  let running: RunningWorkerd | undefined;
  let dir: string | undefined;

  beforeAll(async () => {
    dir = tempDir("edge-formats");
    mkdirSync(join(dir, "src"), { recursive: true });
    writeFileSync(join(dir, "src/tools.ts"), TOOLS);
    writeFileSync(join(dir, "src/worker.js"), WORKER);
    await buildWorker({ root: dir, entry: join(dir, "src/worker.js"), outDir: join(dir, "out"), include: ["src/**/*.ts"] });
    running = await startWorkerd({ dir: join(dir, "out"), workerModule: "worker.js" });
  });

  afterAll(async () => {
    await running?.stop();
  });

  it.each(Object.entries(FORMAT_CASES))("%s: accepts exactly its valid strings", async (format, { valid, invalid }) => {
    const texts = [...valid, ...invalid];
    const response = await fetch(running!.url, { method: "POST", body: JSON.stringify(texts.map((text) => [toolOf(format), text])) });
    const body = await response.text();
    expect(response.status, body).toBe(200);
    const accepted = JSON.parse(body) as boolean[];
    const wrong = texts.filter((_text, i) => accepted[i] !== i < valid.length);
    expect(wrong).toEqual([]);
  });

  it("logged no uncaught errors", () => {
    expect(running!.stderr()).not.toMatch(/uncaught|EvalError/i);
  });
});
