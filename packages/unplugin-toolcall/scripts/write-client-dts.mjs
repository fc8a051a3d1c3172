// Build step: writes client.d.ts (the static `unplugin-toolcall/client` types)
// from the same core function family that writes each project's toolcall.d.ts,
// so the loose and the generated declarations cannot drift apart. The file is
// committed (the type check of the tests reads it without a build), and a unit
// test (test/client-dts.test.ts) fails when it is not what this writes.
import { writeFileSync } from "node:fs";
import { generateClientDts } from "@toolcall/core";

writeFileSync(new URL("../client.d.ts", import.meta.url), generateClientDts());
