/**
 * `drift`: what a watcher that dropped a file's last change would have had
 * to report, found by comparing the file with what the project holds.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ToolProject } from "../../src/project.js";

const temp = mkdtempSync(path.join(tmpdir(), "toolcall-drift-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const tools = (name: string) => `"use tools";\n/** ${name}. */\nexport function ${name}(city: string): string {\n  return city;\n}\n`;

/** A project over `src/a.ts` (one tool), extracted once. */
function setup() {
  const root = mkdtempSync(path.join(temp, "p-"));
  const abs = (file: string) => path.join(root, file).split(path.sep).join("/");
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(abs(file)), { recursive: true });
    writeFileSync(abs(file), text);
  };
  write("src/a.ts", tools("first"));
  const project = new ToolProject({ root, runtimeImport: "/runtime/index.js", dts: false });
  project.tools();
  return { project, abs, write };
}

describe("ToolProject.drift", () => {
  it("finds nothing when the disk holds what the project read", () => {
    const { project, abs } = setup();
    expect(project.drift(abs("src/a.ts"))).toBeUndefined();
    expect(project.drift(abs("src/never.ts"))).toBeUndefined();
  });

  it("finds a write no event reported, and notifying it brings the tools up to date", () => {
    const { project, abs, write } = setup();
    write("src/a.ts", tools("second"));
    const drift = project.drift(abs("src/a.ts"));
    expect(drift).toEqual({ event: "update", text: tools("second") });
    expect(project.notify(abs("src/a.ts"), drift!.event, drift!.text)).toBe(true);
    expect(project.tools().map((t) => t.name)).toEqual(["second"]);
    expect(project.drift(abs("src/a.ts"))).toBeUndefined();
  });

  it("finds a new candidate as created and a vanished one as deleted", () => {
    const { project, abs, write } = setup();
    write("src/b.ts", tools("other"));
    expect(project.drift(abs("src/b.ts"))).toEqual({ event: "create", text: tools("other") });
    rmSync(abs("src/a.ts"));
    expect(project.drift(abs("src/a.ts"))).toEqual({ event: "delete" });
  });

  it("finds a candidate gone after an event said it was written (it was deleted again before it was read)", () => {
    const { project, abs } = setup();
    rmSync(abs("src/a.ts"));
    project.notify(abs("src/a.ts"), "update");
    expect(project.drift(abs("src/a.ts"))).toEqual({ event: "delete" });
  });
});
