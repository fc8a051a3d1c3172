// Writes client.d.ts (the static `unplugin-toolcall/client` types) from the
// same core function family that writes each project's toolcall.d.ts, so the
// loose and the generated declarations cannot drift apart. Run by the build
// and by `pnpm typecheck` (the tests reference these types), so it reads
// core's source through Vite's module runner and needs no build of its own.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const source = (file) => fileURLToPath(new URL(file, import.meta.url));
const { module } = await runnerImport(source("../../core/src/codegen/dts.ts"), {
  configFile: false,
  logLevel: "silent",
  // As the unit tier resolves it (vitest.config.ts): the source, not dist.
  resolve: { alias: [{ find: /^@toolcall\/runtime$/, replacement: source("../../runtime/src/index.ts") }] },
});
writeFileSync(new URL("../client.d.ts", import.meta.url), module.generateClientDts());
