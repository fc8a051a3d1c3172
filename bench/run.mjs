// `pnpm bench`: runs each benchmark in its own Node process, so one's heap and
// JIT state never colour another's figures. Each script prints its own
// medians and ratios against a baseline measured in the same process.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const benches = ["extract.mjs", "packages.mjs", "dispatch.mjs", "hostile.mjs", "pattern-risk.mjs", "hmr.mjs", "providers.mjs", "include.mjs", "size.mjs", "build.mjs", "typia.mjs"];
const only = process.argv.slice(2);
let failed = false;
for (const name of benches) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const path = fileURLToPath(new URL(name, import.meta.url));
  if (!existsSync(path)) {
    console.log(`\n# ${name}: missing`);
    failed = true;
    continue;
  }
  console.log(`\n# ${name}`);
  const run = spawnSync(process.execPath, ["--expose-gc", path], { stdio: "inherit" });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
