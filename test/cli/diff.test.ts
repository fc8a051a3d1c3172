/**
 * `toolcall diff`: one row per classification (the old schema, the new one,
 * the class expected), then the command end to end on a real project:
 * snapshot, edit a tool, diff, with its exit codes and formats.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_RULES, SCHEMA_KINDS, type RuleId } from "../../packages/unplugin-toolcall/src/cli/diff-rules.js";
import { diffTools, type ChangeClass } from "../../packages/unplugin-toolcall/src/cli/schema-diff.js";
import type { LockedTool } from "../../packages/unplugin-toolcall/src/cli/lockfile.js";
import { docSection } from "../../packages/unplugin-toolcall/test/docs/pages.js";
import { tempDir } from "../helpers/temp-dir.js";
import { toolcall } from "./run-cli.js";

type Schema = Record<string, unknown>;
const object = (properties: Record<string, Schema>, required: string[] = []): Schema => ({
  type: "object",
  properties,
  required,
  additionalProperties: false,
});
const tool = (inputSchema: Schema, extra: Partial<LockedTool> = {}): LockedTool => ({ description: "A tool.", inputSchema, ...extra });
const city = { type: "string" };
const days = { type: "integer", minimum: 1, maximum: 14 };

/** [what, tools before, tools after, the class of every change, a word of the change]. */
const ROWS: [string, Record<string, LockedTool>, Record<string, LockedTool>, ChangeClass, string][] = [
  ["tool removed", { a: tool(object({ city })), b: tool(object({ days })) }, { a: tool(object({ city })) }, "breaking", "tool removed"],
  ["tool renamed", { a: tool(object({ city })) }, { b: tool(object({ city })) }, "breaking", "renamed to `b`"],
  ["new tool", { a: tool(object({ city })) }, { a: tool(object({ city })), b: tool(object({})) }, "compatible", "new tool"],
  ["new required parameter", { a: tool(object({ city }, ["city"])) }, { a: tool(object({ city, days }, ["city", "days"])) }, "breaking", "new required parameter `days`"],
  ["optional parameter made required", { a: tool(object({ city, days }, ["city"])) }, { a: tool(object({ city, days }, ["city", "days"])) }, "breaking", "is now required"],
  ["new optional parameter", { a: tool(object({ city }, ["city"])) }, { a: tool(object({ city, days }, ["city"])) }, "compatible", "new optional parameter `days`"],
  ["parameter removed", { a: tool(object({ city, days })) }, { a: tool(object({ city })) }, "breaking", "parameter `days` removed"],
  ["nested property removed", { a: tool(object({ p: object({ x: city, y: city }) })) }, { a: tool(object({ p: object({ x: city }) })) }, "breaking", "property `y` removed"],
  ["type narrowed: number -> integer", { a: tool(object({ n: { type: "number" } })) }, { a: tool(object({ n: { type: "integer" } })) }, "breaking", "type narrowed"],
  ["type narrowed: nullable -> not", { a: tool(object({ n: { type: ["string", "null"] } })) }, { a: tool(object({ n: city })) }, "breaking", "type narrowed"],
  ["type changed: string -> integer", { a: tool(object({ n: city })) }, { a: tool(object({ n: { type: "integer" } })) }, "breaking", "type changed"],
  ["enum narrowed", { a: tool(object({ u: { type: "string", enum: ["c", "f", "k"] } })) }, { a: tool(object({ u: { type: "string", enum: ["c", "f"] } })) }, "breaking", "enum narrowed"],
  ["enum added to a string", { a: tool(object({ u: city })) }, { a: tool(object({ u: { type: "string", enum: ["c", "f"] } })) }, "breaking", 'enum narrowed: string -> "c" | "f"'],
  ["maximum lowered", { a: tool(object({ days })) }, { a: tool(object({ days: { ...days, maximum: 7 } })) }, "breaking", "maximum narrowed: 14 -> 7"],
  ["minimum raised", { a: tool(object({ days })) }, { a: tool(object({ days: { ...days, minimum: 2 } })) }, "breaking", "minimum narrowed"],
  ["maxLength added", { a: tool(object({ city })) }, { a: tool(object({ city: { type: "string", maxLength: 80 } })) }, "breaking", "maxLength narrowed"],
  ["minItems raised", { a: tool(object({ l: { type: "array", items: city } })) }, { a: tool(object({ l: { type: "array", items: city, minItems: 1 } })) }, "breaking", "minItems narrowed"],
  ["format added", { a: tool(object({ e: city })) }, { a: tool(object({ e: { type: "string", format: "email" } })) }, "breaking", "format added"],
  ["pattern changed", { a: tool(object({ e: { type: "string", pattern: "^a" } })) }, { a: tool(object({ e: { type: "string", pattern: "^b" } })) }, "breaking", "pattern changed"],
  ["item type narrowed", { a: tool(object({ l: { type: "array", items: { type: "number" } } })) }, { a: tool(object({ l: { type: "array", items: { type: "integer" } } })) }, "breaking", "type narrowed"],
  ["union branch removed", { a: tool(object({ v: { anyOf: [city, days] } })) }, { a: tool(object({ v: { anyOf: [city] } })) }, "breaking", "1 branch removed"],
  ["output widened", { a: tool(object({}), { outputSchema: { type: "string" } }) }, { a: tool(object({}), { outputSchema: { type: ["string", "null"] } }) }, "breaking", "type widened"],
  ["output property removed", { a: tool(object({}), { outputSchema: object({ x: city, y: city }, ["x", "y"]) }) }, { a: tool(object({}), { outputSchema: object({ x: city }, ["x"]) }) }, "breaking", "property `y` removed"],
  ["output property made optional", { a: tool(object({}), { outputSchema: object({ x: city }, ["x"]) }) }, { a: tool(object({}), { outputSchema: object({ x: city }) }) }, "breaking", "now optional"],
  ["output schema removed", { a: tool(object({}), { outputSchema: city }) }, { a: tool(object({})) }, "breaking", "output schema removed"],
  ["type widened: integer -> number", { a: tool(object({ n: { type: "integer" } })) }, { a: tool(object({ n: { type: "number" } })) }, "compatible", "type widened"],
  ["type widened: made nullable", { a: tool(object({ n: city })) }, { a: tool(object({ n: { type: ["string", "null"] } })) }, "compatible", "type widened"],
  ["enum widened", { a: tool(object({ u: { type: "string", enum: ["c"] } })) }, { a: tool(object({ u: { type: "string", enum: ["c", "f"] } })) }, "compatible", "enum widened"],
  ["bound relaxed", { a: tool(object({ days })) }, { a: tool(object({ days: { ...days, maximum: 30 } })) }, "compatible", "maximum widened"],
  ["bound removed", { a: tool(object({ days })) }, { a: tool(object({ days: { type: "integer", minimum: 1 } })) }, "compatible", "maximum widened"],
  ["required parameter made optional", { a: tool(object({ city }, ["city"])) }, { a: tool(object({ city })) }, "compatible", "now optional"],
  ["union branch added", { a: tool(object({ v: { anyOf: [city] } })) }, { a: tool(object({ v: { anyOf: [city, days] } })) }, "compatible", "1 branch added"],
  ["tool description added", { a: tool(object({}), { description: "" }) }, { a: tool(object({})) }, "compatible", "description added"],
  ["parameter description added", { a: tool(object({ city })) }, { a: tool(object({ city: { ...city, description: "City name." } })) }, "compatible", "description added"],
  ["output narrowed", { a: tool(object({}), { outputSchema: { type: ["string", "null"] } }) }, { a: tool(object({}), { outputSchema: { type: "string" } }) }, "compatible", "type narrowed"],
  ["output property added", { a: tool(object({}), { outputSchema: object({ x: city }, ["x"]) }) }, { a: tool(object({}), { outputSchema: object({ x: city, y: city }, ["x", "y"]) }) }, "compatible", "new required property `y`"],
  ["optional output property added", { a: tool(object({}), { outputSchema: object({ x: city }, ["x"]) }) }, { a: tool(object({}), { outputSchema: object({ x: city, y: city }, ["x"]) }) }, "compatible", "new optional property `y`"],
  ["output schema added", { a: tool(object({})) }, { a: tool(object({}), { outputSchema: city }) }, "compatible", "output schema added"],
];

describe("diff classification", () => {
  it.each(ROWS)("%s", (_what, before, after, expected, words) => {
    const changes = diffTools(before, after);
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.map((c) => c.class)).toEqual(changes.map(() => expected));
    expect(changes.map((c) => c.change).join("; ")).toContain(words);
  });

  it("names each kind of change with a stable rule id whose default class is the change's", () => {
    const rules = ROWS.flatMap(([, before, after]) => diffTools(before, after).map((c) => [c.rule, c.class]));
    for (const [rule, cls] of rules) expect(DEFAULT_RULES.get(rule as RuleId)).toBe(cls);
    expect(diffTools(ROWS[5]![1], ROWS[5]![2]).map((c) => c.rule)).toEqual(["input.optional-property-added"]);
    const optionalOutput = ROWS.find(([what]) => what === "optional output property added")!;
    expect(diffTools(optionalOutput[1], optionalOutput[2]).map((c) => c.rule)).toEqual(["output.optional-property-added"]);
    expect(diffTools({ a: tool(object({ city })) }, {}).map((c) => c.rule)).toEqual(["tool.removed"]);
  });

  it("docs/developer-tools.md lists every rule id with its default class", () => {
    const section = docSection("docs/developer-tools.md", "Diff rules");
    for (const [rule, cls] of DEFAULT_RULES) {
      const [scope, kind] = rule.split(".") as [string, string];
      if (!(kind in SCHEMA_KINDS)) {
        // Tool rules and the output schema's own: listed by their id.
        expect(section).toContain(`\`${rule}\``);
        continue;
      }
      const row = section.split("\n").find((line) => line.startsWith(`| \`${kind}\` |`));
      expect(row, kind).toBeDefined();
      expect(row!.split("|").map((c) => c.trim())[scope === "input" ? 2 : 3]).toBe(cls);
    }
  });

  it("finds nothing between equal contracts", () => {
    const tools = { a: tool(object({ city, days }, ["city"]), { outputSchema: object({ x: city }) }) };
    expect(diffTools(tools, structuredClone(tools))).toEqual([]);
  });
});

describe("toolcall diff on a project", () => {
  const root = path.join(tempDir("cli-diff"), "project");
  const weather = path.join(root, "src/weather.ts");
  const write = (signature: string) =>
    writeFileSync(weather, `"use tools";\n/** Get the forecast. */\nexport function forecast(${signature}) {\n  return city;\n}\n`);

  it("reports no change, then a breaking one (exit 1), allowed with --allow-breaking", () => {
    mkdirSync(path.dirname(weather), { recursive: true });
    write("city: string, days: number = 3");
    expect(toolcall(["snapshot"], root)).toMatchObject({ code: 0, stdout: "wrote toolcall.lock.json (1 tool)\n" });
    expect(toolcall(["diff"], root)).toMatchObject({ code: 0, stdout: "✔ the tools match toolcall.lock.json\n" });

    write("city: string, days: number, unit?: string");
    const broken = toolcall(["diff"], root);
    expect(broken.code).toBe(1);
    expect(broken.stdout.split("\n")[0]).toMatch(/^class\s+tool\s+where\s+change\s+rule\s+source$/);
    // Each change at its parameter in the current source: line 3, `days` at column 40, `unit` at 54.
    expect(broken.stdout).toMatch(/breaking\s+forecast\s+input\.days\s+parameter `days` is now required\s+input\.property-made-required\s+src\/weather\.ts:3:40/);
    expect(broken.stdout).toMatch(/compatible\s+forecast\s+input\.unit\s+new optional parameter `unit`\s+input\.optional-property-added\s+src\/weather\.ts:3:54/);
    expect(broken.stdout).toMatch(/compatible\s+forecast\s+input\.days\s+default removed \(was 3\)\s+input\.default-changed\s+src\/weather\.ts:3:40/);
    expect(broken.stdout).toContain("✖ 1 breaking change, 2 compatible changes");

    expect(toolcall(["diff", "--allow-breaking"], root).code).toBe(0);
    const json = JSON.parse(toolcall(["diff", "--format", "json"], root).stdout);
    expect(json).toMatchObject({ breaking: 1, compatible: 2 });
    expect(json.changes).toContainEqual({
      tool: "forecast",
      where: "input.days",
      rule: "input.property-made-required",
      class: "breaking",
      change: "parameter `days` is now required",
      file: "src/weather.ts",
      line: 3,
      column: 40,
    });
  });

  it("--format github annotates each change's line; --format markdown writes a PR comment", () => {
    const github = toolcall(["diff", "--format", "github"], root);
    expect(github.code).toBe(1);
    const lines = github.stdout.trimEnd().split("\n");
    expect(lines).toContain("::error file=src/weather.ts,line=3,col=40,title=toolcall diff%3A input.property-made-required::forecast input.days: parameter `days` is now required (breaking)");
    expect(lines).toContain("::notice file=src/weather.ts,line=3,col=54,title=toolcall diff%3A input.optional-property-added::forecast input.unit: new optional parameter `unit` (compatible)");
    expect(lines.at(-1)).toBe("toolcall diff: 1 breaking change, 2 compatible changes");
    expect(toolcall(["diff", "--format", "github", "--allow-breaking"], root).stdout).toContain("::warning file=src/weather.ts,line=3,col=40,");

    const markdown = toolcall(["diff", "--format", "markdown"], root);
    expect(markdown.code).toBe(1);
    expect(markdown.stdout).toContain("### ❌ toolcall diff: 1 breaking change, 2 compatible changes\n\n| class | tool | where | change | rule | source |\n|---|---|---|---|---|---|\n");
    expect(markdown.stdout).toContain("| **breaking** | `forecast` | `input.days` | parameter `days` is now required | `input.property-made-required` | `src/weather.ts:3:40` |");
  });

  it("a rules file or package.json reclassifies a rule or turns it off; an unknown rule id is refused", () => {
    writeFileSync(path.join(root, "rules.json"), JSON.stringify({ rules: { "input.property-made-required": "compatible", "input.default-changed": "off" } }));
    const relaxed = toolcall(["diff", "--rules", "rules.json", "--format", "json"], root);
    expect(relaxed.code).toBe(0);
    expect(JSON.parse(relaxed.stdout)).toMatchObject({ breaking: 0, compatible: 2 });
    expect(JSON.parse(relaxed.stdout).changes.map((c: { rule: string }) => c.rule)).not.toContain("input.default-changed");

    writeFileSync(path.join(root, "package.json"), JSON.stringify({ name: "p", toolcall: { rules: { "input.optional-property-added": "breaking" } } }));
    const stricter = JSON.parse(toolcall(["diff", "--format", "json"], root).stdout);
    expect(stricter).toMatchObject({ breaking: 2, compatible: 1 });

    writeFileSync(path.join(root, "package.json"), JSON.stringify({ name: "p", toolcall: { rules: { "input.optional-propety-added": "off" } } }));
    const typo = toolcall(["diff"], root);
    expect(typo.code).toBe(1);
    expect(typo.stderr).toContain('package.json "toolcall": unknown rule `input.optional-propety-added` (did you mean `input.optional-property-added`?)');
    writeFileSync(path.join(root, "package.json"), JSON.stringify({ name: "p", toolcall: { rules: { "tool.added": "ignore" } } }));
    expect(toolcall(["diff"], root).stderr).toContain("unknown setting of `tool.added` `ignore`; use one of breaking, compatible, off");
    writeFileSync(path.join(root, "package.json"), JSON.stringify({ name: "p" }));
  });

  it("says how to create the lock file when there is none", () => {
    const run = toolcall(["diff", "--lock", "missing.lock.json"], root);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("missing.lock.json not found; write it with `toolcall snapshot`");
    expect(readFileSync(path.join(root, "toolcall.lock.json"), "utf8")).toContain('"lockfileVersion": 1');
  });
});

describe("toolcall diff on resources and prompts", () => {
  const root = path.join(tempDir("cli-diff-declared"), "project");
  const content = path.join(root, "src/content.ts");
  const write = (orderUri: string, reviewParams: string, extra = "") =>
    writeFileSync(
      content,
      `/**\n * The app's settings.\n * @resource config://app\n */\nexport function appConfig(): string {\n  return "{}";\n}\n\n` +
        `/**\n * One order.\n * @resource ${orderUri}\n */\nexport function order(id: number): string {\n  return String(id);\n}\n\n` +
        `/**\n * Review code.\n * @prompt\n */\nexport function review_code(${reviewParams}): string {\n  return code;\n}\n${extra}`,
    );

  it("locks each resource's URI and arguments and each prompt's arguments, and reports their changes", () => {
    mkdirSync(path.dirname(content), { recursive: true });
    writeFileSync(path.join(root, "src/weather.ts"), `"use tools";\n/** Get the forecast. */\nexport function forecast(city: string) {\n  return city;\n}\n`);
    write("orders://{id}", "code: string");
    expect(toolcall(["snapshot"], root)).toMatchObject({ code: 0, stdout: "wrote toolcall.lock.json (1 tool and 3 of its resources and prompts)\n" });
    const lock = JSON.parse(readFileSync(path.join(root, "toolcall.lock.json"), "utf8"));
    expect(Object.keys(lock.tools)).toEqual(["forecast"]);
    expect(lock.resources.order).toMatchObject({ uri: "orders://{id}", description: "One order.", inputSchema: { required: ["id"] } });
    expect(lock.prompts.review_code).toMatchObject({ description: "Review code.", inputSchema: { required: ["code"] } });
    expect(toolcall(["diff"], root)).toMatchObject({ code: 0, stdout: "✔ the tools match toolcall.lock.json\n" });

    // The template moves, the prompt gains a required argument, a new prompt comes.
    write("shop://orders/{id}", "code: string, language: string", `\n/**\n * Say hello.\n * @prompt\n */\nexport function greet(): string {\n  return "hi";\n}\n`);
    const json = JSON.parse(toolcall(["diff", "--format", "json"], root).stdout);
    const rows = json.changes.map((c: { tool: string; where: string; rule: string; class: string; change: string }) => [c.tool, c.where, c.rule, c.class, c.change]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ["resource order", "", "resource.uri-changed", "breaking", "URI changed from `orders://{id}` to `shop://orders/{id}`"],
        ["prompt review_code", "input.language", "input.required-property-added", "breaking", "new required parameter `language`"],
        ["prompt greet", "", "tool.added", "compatible", "new prompt"],
      ]),
    );
    expect(rows).toHaveLength(3);
    expect(json.changes.find((c: { tool: string }) => c.tool === "prompt review_code")).toMatchObject({ file: "src/content.ts", line: 21 });

    // A removed resource is breaking, said of a resource.
    writeFileSync(content, readFileSync(content, "utf8").replace(/\/\*\*\n \* The app's settings[\s\S]*?\n}\n\n/, ""));
    const removed = JSON.parse(toolcall(["diff", "--format", "json"], root).stdout);
    expect(removed.changes).toContainEqual({ tool: "resource appConfig", where: "", rule: "tool.removed", class: "breaking", change: "resource removed" });
  });
});
