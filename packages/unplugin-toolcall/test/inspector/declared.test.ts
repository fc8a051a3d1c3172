// The inspector's state (inspector/state.ts) over a module declaring a tool,
// a resource template and a prompt: the tools get their cards and views, the
// resources and prompts are listed apart with their URI and arguments.
import { Extractor } from "@toolcall/core";
import { describe, expect, it } from "vitest";
import { inspectorState } from "../../src/inspector/state.js";

const root = "/project";
const files: Record<string, string> = {
  "/project/src/content.ts": `"use tools";
import type { Int } from "unplugin-toolcall/types";
/** Adds. */
export function add(a: number, b: number): number { return a + b; }
/**
 * Drops a table.
 * @needsApproval
 */
export function dropTable(name: string): string { return name; }
/**
 * A user's profile.
 * @resource users://{id}/profile
 * @mimeType text/markdown
 */
export function profile(id: Int): string { return "# " + id; }
/**
 * Greets.
 * @prompt
 * @param who Whom to greet.
 */
export function greet(who: string, tone?: "warm" | "dry"): string { return who; }
`,
};

describe("the inspector's state", () => {
  const extracted = new Extractor({ root, readFile: (p) => files[p] }).extract(Object.keys(files));
  const state = inspectorState(root, extracted.tools, extracted.diagnostics);

  it("gives only the tools cards with views and a form", () => {
    expect(extracted.diagnostics).toEqual([]);
    expect(state.tools.map((t) => t.name)).toEqual(["add", "dropTable"]);
    expect(state.tools[0]!.views.mcp).toMatchObject({ name: "add" });
  });

  it("says which tools need approval, in the card's model and its MCP view", () => {
    expect(state.tools.map((t) => [t.name, t.needsApproval])).toEqual([
      ["add", undefined],
      ["dropTable", true],
    ]);
    expect(state.tools[1]!.views.mcp).toMatchObject({ annotations: { needsApproval: true } });
  });

  it("lists resources and prompts with their URI, MIME type, arguments and source", () => {
    expect(state.declared.map((d) => [d.kind, d.name, d.uri, d.mimeType, d.place.file, d.place.line])).toEqual([
      ["prompt", "greet", undefined, undefined, "src/content.ts", 21],
      ["resource", "profile", "users://{id}/profile", "text/markdown", "src/content.ts", 15],
    ]);
    const greet = state.declared[0]!;
    expect(greet.parameters.map((p) => [p.name, p.type, p.required, p.description])).toEqual([
      ["who", "string", true, "Whom to greet."],
      ["tone", '"warm" | "dry"', false, undefined],
    ]);
    expect(state.declared[1]!.inputSchema).toEqual({ type: "object", properties: { id: { type: "integer" } }, required: ["id"], additionalProperties: false });
  });
});
