// Hostile arguments: for each attack class found against dispatch, the time
// of one call with about 1 MB of input (CPU time, median of several runs),
// against the bound of 50 ms in docs/performance.md and, for JSON text, against at most
// 2x `JSON.parse` of the same text (issue 20's target; the ratio column). Each of these took seconds before
// (or aborted the process). Where JSON.parse of the text alone takes more
// than half the bound (100,000 keys make a 100,000-property dictionary: 35 to
// 51 ms of JSON.parse on the 2 shared cores), no dispatch that parses the
// text can meet 50 ms, and the bound would time the machine, not the check:
// there the bound is the ratio's, 2x JSON.parse (the row says so). The baseline, measured in the same run, is
// JSON.parse of the same text (a call can hardly cost less; for an unknown
// tool name, of the request that carries it); object input has none. Each
// class runs once untimed first. Last, a tool returning a shared structure,
// written out by a result helper.
//
// Run with `pnpm bench hostile` (builds first) or `node bench/hostile.mjs`
// after `pnpm build`; `node bench/hostile.mjs 1e4095` runs only the classes
// whose label holds that text (for paired runs of one class).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeVirtualTools } from "./virtual-tools.mjs";
import { openaiChatToolResult } from "../packages/runtime/dist/index.js";

const RUNS = 7;
const TARGET_MS = 50;
const RATIO_TARGET = 2;
const MB = 1 << 20;

const loc = { file: "/bench/tools.ts", line: 1, column: 1 };
/** A name of 40 characters, numbered. */
const longName = (stem, i) => `${stem}_${String(i).padStart(3, "0")}_`.padEnd(40, "abcdefghij");
const closed = (properties, required = []) => ({ type: "object", properties, required, additionalProperties: false });
const int = { type: "integer", "x-toolcall": { kind: "int" } };
const bigint = { type: "integer", "x-toolcall": { kind: "bigint" } };
const tool = (name, call, inputSchema) => ({ name, description: name, file: loc.file, exportName: "echo", loc, call: call.map((n) => ({ from: "property", name: n })), inputSchema, annotations: {}, examples: [] });

const tools = [
  tool("shape", ["shape"], closed({
    shape: { anyOf: [closed({ kind: { const: "circle" }, radius: { type: "number" } }, ["kind", "radius"]), closed({ kind: { const: "square" }, side: { type: "number" } }, ["kind", "side"])] },
  }, ["shape"])),
  tool("tree", ["root"], { ...closed({ root: { $ref: "#/$defs/Node" } }, ["root"]), $defs: { Node: closed({ id: bigint, children: { type: "array", items: { $ref: "#/$defs/Node" } } }, ["id"]) } }),
  tool("ints", ["xs"], closed({ xs: { type: "array", maxItems: 10, items: int } })),
  tool("bigints", ["xs"], closed({ xs: { type: "array", items: bigint } })),
  tool("anything", ["value"], closed({ value: {} })),
  tool("city", ["city"], closed({ city: { type: "string" } }, ["city"])),
  { ...tool("shared", [], closed({})), exportName: "shared" },
  // The shapes of issue 20, as the extractor writes them. A document tree
  // tagged by `type`, whose two container branches share `children`:
  tool("doc", ["doc"], {
    ...closed({ doc: { $ref: "#/$defs/Doc" } }, ["doc"]),
    $defs: {
      Doc: {
        anyOf: [
          closed({ type: { type: "string", const: "group" }, children: { type: "array", items: { $ref: "#/$defs/Doc" } } }, ["type", "children"]),
          closed({ type: { type: "string", const: "list" }, children: { type: "array", items: { $ref: "#/$defs/Doc" } } }, ["type", "children"]),
          closed({ type: { type: "string", const: "text" }, value: { type: "string" } }, ["type", "value"]),
        ],
      },
    },
  }),
  // `${string}@${string}.${string}`:
  tool("email", ["to"], closed({ to: { type: "string", pattern: "^[\\s\\S]*@[\\s\\S]*\\.[\\s\\S]*$", "x-toolcall": { kind: "template", parts: [{ open: "string" }, "@", { open: "string" }, ".", { open: "string" }] } } }, ["to"])),
  // `string & MaxLength<64> & Pattern<"^[a-z0-9]+(?:-[a-z0-9]+)*$">`:
  tool("slug", ["slug"], closed({ slug: { type: "string", maxLength: 64, pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" } }, ["slug"])),
  // `string[] | Int[]`:
  tool("list", ["xs"], closed({ xs: { anyOf: [{ type: "array", items: { type: "string" } }, { type: "array", items: int }] } }, ["xs"])),
  // `Record<string, number>`:
  tool("scores", ["scores"], closed({ scores: { type: "object", additionalProperties: { type: "number", "x-toolcall": { kind: "number" } } } }, ["scores"])),
  // Issue 34's shapes. 60 object branches with the same keys and no tag, recursive through `next`:
  tool("wide", ["node"], {
    ...closed({ node: { $ref: "#/$defs/U" } }, ["node"]),
    $defs: { U: { anyOf: Array.from({ length: 60 }, (_, i) => closed({ next: { $ref: "#/$defs/U" }, v: { type: "string", minLength: i, maxLength: i } }, ["v"])) } },
  }),
  // 300 declared names of 40 characters (each unknown key's "did you mean" looks at them):
  tool("form", [], closed(Object.fromEntries(Array.from({ length: 300 }, (_, i) => [longName("field", i), { type: "string" }])))),
  // `Int[]` with no bound on its length:
  tool("intList", ["xs"], closed({ xs: { type: "array", items: int } })),
];

const dir = mkdtempSync(join(tmpdir(), "toolcall-bench-hostile-"));
writeFileSync(
  join(dir, "functions.mjs"),
  `export function echo(...args) { return args.length; }
// A binary tree 40 levels deep whose two children are one object: 41 objects, 2^40 paths.
export function shared() { let node = { leaf: true }; for (let i = 0; i < 40; i++) node = { left: node, right: node }; return node; }
`,
);
const runtimeEntry = fileURLToPath(new URL("../packages/runtime/dist/index.js", import.meta.url));
// virtual:tools as the plugin serves it: the index, one part holding every tool, its shared modules.
const served = tools.map((t) => ({ ...t, file: join(dir, "functions.mjs") }));
// TOOLCALL_BENCH_CHECKER=fast: every tool in the `checker: "fast"` shape (docs/options.md), for the same classes on the fast path.
const { dispatch } = await import(writeVirtualTools(dir, served, runtimeEntry, process.env.TOOLCALL_BENCH_CHECKER ?? "compact").url);

/** `count` copies of `item` joined by commas: about `bytes` of text. */
const fill = (item, bytes) => Array(Math.floor(bytes / (item.length + 1))).fill(item).join(",");

const deepTree = () => {
  let node = '{"id":1,"bad":1}';
  for (let i = 0; i < 126; i++) node = `{"id":1,"bad":1,"children":[${node}]}`;
  // Padded to 1 MB with a long string the tree's ids do not care about.
  return `{"root":${node.replace('"bad":1', `"bad":"${"x".repeat(MB - node.length)}"`)}}`;
};
/**
 * A valid document 20 levels deep (a group holding a list holding a group...
 * down to one text), then text leaves beside it up to 1 MB: each level of
 * the deep chain is where a union engine can multiply its work.
 */
const docTree = () => {
  let node = '{"type":"text","value":"leaf"}';
  for (let i = 0; i < 19; i++) node = `{"type":"${i % 2 ? "group" : "list"}","children":[${node}]}`;
  return `{"doc":{"type":"group","children":[${node},${fill('{"type":"text","value":"abc"}', MB - node.length)}]}}`;
};
/** 100,000 distinct keys with a number each. */
const manyKeys = () => `{"scores":{${Array.from({ length: 100_000 }, (_, i) => `"key${String(i).padStart(6, "0")}":${i}.5`).join(",")}}}`;
const sharedTree = () => {
  let node = { id: 1 };
  for (let i = 0; i < 30; i++) node = { id: 1, children: [node, node] };
  return { value: node };
};
/** 200 levels of `{ next, v }`, each matching only the last of the 60 branches. */
const wideChain = () => {
  let node = `{"v":"${"x".repeat(59)}"}`;
  for (let i = 0; i < 200; i++) node = `{"next":${node},"v":"${"x".repeat(59)}"}`;
  return `{"node":${node}}`;
};
const longArray = () => {
  const xs = [];
  xs.length = 2 ** 32 - 1;
  return { value: xs };
};

/**
 * [attack class, make [tool name, arguments, baseline text?]]: each about 1 MB
 * of JSON text, or an object worth more. The baseline is the arguments'
 * text unless the row names another.
 */
const attacks = [
  // The request text a server parses holds the name as well: its baseline is JSON.parse of that whole request.
  ["unknown tool name of 1 MB", () => ["x".repeat(MB), "{}", JSON.stringify({ name: "x".repeat(MB), arguments: "{}" })]],
  ["union with unknown properties", () => ["shape", `{"shape":{"kind":"circle","radius":1,${fill('"p123456":1', MB)}}}`]],
  ["recursive type, a bad value per child", () => ["tree", `{"root":{"id":1,"children":[${fill('{"id":"x"}', MB)}]}}`]],
  ["tree at the depth limit, unknown property per level", () => ["tree", deepTree()]],
  ["nesting 500,000 levels deep", () => ["anything", `{"value":${"[".repeat(MB / 2)}${"]".repeat(MB / 2)}}`]],
  ["1e4095 for Int[] (past maxItems)", () => ["ints", `{"xs":[${fill("1e4095", MB)}]}`]],
  ["Int[] far past maxItems: 10 allowed, 500,000 sent", () => ["ints", `{"xs":[${fill("7", MB)}]}`]],
  ["1e4095 for bigint[]", () => ["bigints", `{"xs":[${fill("1e4095", MB)}]}`]],
  ["300-digit runs for bigint[]", () => ["bigints", `{"xs":[${fill("9".repeat(300), MB)}]}`]],
  ["recursive tagged union: Doc tree 20 levels deep, 1 MB", () => ["doc", docTree()]],
  ["template literal ${string}@${string}.${string}, near miss", () => ["email", `{"to":"${"a@".repeat(MB / 2)}"}`]],
  ["Pattern<> on a 1 MB string past MaxLength<64>", () => ["slug", `{"slug":"${"ab-".repeat(MB / 3)}ab"}`]],
  ["string[] | Int[], 100,000 bad items", () => ["list", `{"xs":[${Array(100_000).fill("12345.5").join(",")}]}`]],
  ["Record<string, number>, 100,000 keys", () => ["scores", manyKeys()]],
  ["many unknown top-level properties", () => ["city", `{"city":"x",${fill('"p123456":1', MB)}}`]],
  ["a 1 MB string where a string goes", () => ["city", `{"city":"${"x".repeat(MB)}"}`]],
  ["object input: shared subtrees, 30 levels", () => ["anything", sharedTree()]],
  ["object input: array of length 2^32-1", () => ["anything", longArray()]],
  ["object input: 1 MB of plain data", () => ["anything", { value: Array.from({ length: MB / 16 }, (_, i) => ({ id: i, name: "abc" })) }]],
  // Issue 34's classes.
  ["60 untagged branches, 200 levels, the last branch matches", () => ["wide", wideChain()]],
  ["300 declared names, 100 unknown keys of their length", () => ["form", JSON.stringify(Object.fromEntries(Array.from({ length: 100 }, (_, i) => [longName("other", i), "x"])))]],
  ["object input: one object of 20,000 keys at 100 places, each an issue", () => {
    const big = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i]));
    return ["intList", { xs: Array(100).fill(big) }];
  }],
  ["object input: string[] | Int[] with 600,000 Ints", () => ["list", { xs: Array(600_000).fill(5) }]],
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cpuMs = (start) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

console.log(`one dispatch per attack class, about 1 MB of input, CPU ms, median of ${RUNS} runs (target < ${TARGET_MS} ms; Node ${process.version})`);
console.log(`${"".padEnd(56)} ${"dispatch".padStart(10)}     ${"JSON.parse".padStart(10)}  ratio (target <= ${RATIO_TARGET}x)`);
let over = 0;
let overRatio = 0;
const row = (label, ms, baseline, code) => {
  const bound = baseline === undefined ? TARGET_MS : Math.max(TARGET_MS, RATIO_TARGET * baseline);
  if (ms >= bound) over++;
  const base = baseline === undefined ? "-".padStart(10) : `${baseline.toFixed(1).padStart(7)} ms`;
  const r = baseline === undefined ? undefined : ms / baseline;
  if (r !== undefined && r > RATIO_TARGET) overRatio++;
  const ratio = r === undefined ? "       " : `${r.toFixed(1).padStart(5)}x${r > RATIO_TARGET ? "!" : " "}`;
  const note = bound > TARGET_MS ? `; bound ${bound.toFixed(0)} ms, JSON.parse alone is over half of ${TARGET_MS}` : "";
  console.log(`${label.padEnd(56)} ${ms.toFixed(1).padStart(7)} ms ${ms < bound ? "  " : "!!"}  ${base}  ${ratio}  (${code}${note})`);
};
const only = process.argv[2];
for (const [label, make] of only === undefined ? attacks : attacks.filter(([label]) => label.includes(only))) {
  const times = [];
  const parses = [];
  let code = "";
  // One untimed run first: the first call of a class would time the compiler, not the checker.
  {
    const [name, args] = make();
    await dispatch(name, args);
  }
  for (let r = 0; r < RUNS; r++) {
    const [name, args, request = args] = make();
    if (typeof request === "string") {
      globalThis.gc?.();
      const start = process.cpuUsage();
      JSON.parse(request);
      parses.push(cpuMs(start));
    }
    globalThis.gc?.();
    const start = process.cpuUsage();
    const result = await dispatch(name, args);
    times.push(cpuMs(start));
    code = result.ok ? "ok" : result.error.code;
  }
  row(label, median(times), parses.length ? median(parses) : undefined, code);
}
if (only === undefined) {
  // A tool's result: the helper writes it for the model, and must give up rather than walk 2^40 paths.
  const times = [];
  let content = "";
  const call = { id: "1", type: "function", function: { name: "shared", arguments: "{}" } };
  await openaiChatToolResult(dispatch, call);
  for (let r = 0; r < RUNS; r++) {
    globalThis.gc?.();
    const start = process.cpuUsage();
    const message = await openaiChatToolResult(dispatch, call);
    times.push(cpuMs(start));
    content = message.content;
  }
  row("result: a shared tree 40 levels deep (OpenAI helper)", median(times), undefined, content.startsWith("Error (tool_failed)") ? "tool_failed" : "ok");
}
console.log(over ? `${over} attack classes at or over their bound` : `every attack class under its bound (${TARGET_MS} ms, or 2x JSON.parse where that alone is over half of it)`);
console.log(overRatio ? `${overRatio} JSON-text classes over ${RATIO_TARGET}x JSON.parse of the same text` : `every JSON-text class within ${RATIO_TARGET}x JSON.parse`);
