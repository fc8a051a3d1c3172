// Build step: writes client.d.ts (the static `unplugin-toolcall/client` types)
// from the same core function family that writes each project's toolcall.d.ts,
// so the loose and the generated declarations cannot drift apart.
import { writeFileSync } from "node:fs";
import { generateClientDts } from "@toolcall/core";

writeFileSync(new URL("../client.d.ts", import.meta.url), generateClientDts());
