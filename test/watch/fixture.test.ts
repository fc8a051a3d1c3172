// The fixture on disk is the scenario's initial state rendered: readable as a
// project, and provably what the differential tests start from.
// `TOOLCALL_WRITE_FIXTURE=1` rewrites it after a change to initialState().
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { initialState, listFiles, render } from "./scenario.js";

const fixture = fileURLToPath(new URL("./fixture/", import.meta.url));

describe("watch fixture", () => {
  it("is exactly the rendered initial state (plus its tsconfig)", () => {
    const files = render(initialState());
    if (process.env.TOOLCALL_WRITE_FIXTURE) {
      for (const [file, text] of files) {
        mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
        writeFileSync(path.join(fixture, file), text);
      }
    }
    expect(listFiles(fixture)).toEqual([...files.keys(), "tsconfig.json"].sort());
    for (const [file, text] of files) expect(readFileSync(path.join(fixture, file), "utf8"), file).toBe(text);
  });
});
