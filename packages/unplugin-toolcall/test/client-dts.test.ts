// client.d.ts (the `unplugin-toolcall/client` types) is committed, so the
// type check of the tests reads it without a build; `pnpm build` rewrites it
// from core's generateClientDts, and this keeps the committed text that one.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { generateClientDts } from "../../core/src/codegen/dts.js";

it("client.d.ts is what core's generateClientDts writes (`pnpm build` rewrites it)", () => {
  expect(readFileSync(new URL("../client.d.ts", import.meta.url), "utf8")).toBe(generateClientDts());
});
