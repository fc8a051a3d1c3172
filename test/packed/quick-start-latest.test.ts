/**
 * The quick start as a newcomer types it today: the README's create step
 * and install lines run as written, with no version pins (whatever the registry serves now
 * for vite, typescript and @types/node; only `unplugin-toolcall` is the
 * packed tarball), then the README's files built with `vite build --ssr`,
 * run, and type-checked with the README's tsconfig. Not reproducible by
 * design, so it runs only when asked (`TOOLCALL_LATEST=1`, CI's "latest"
 * leg); quick-start.test.ts is the pinned, reproducible twin.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { exec, packTarball } from "../helpers/packed.js";
import { docExample, QUICK_START } from "../../packages/unplugin-toolcall/test/docs/pages.js";
import { tempDir } from "../helpers/temp-dir.js";

/** Each `npm i [-D] a b c` line of the README -> npm's arguments, the plugin replaced by the tarball. */
function installArgs(tarball: string): string[][] {
  const lines = docExample("README.md", "install").trim().split("\n");
  const all = lines.map((line) => line.trim().split(/\s+/));
  for (const words of all) expect(words.slice(0, 2)).toEqual(["npm", "i"]);
  expect(all.flat()).toContain("unplugin-toolcall");
  // No pins: the newcomer's `npm i` takes the registry's latest of each.
  expect(all.flat().filter((word) => /^@?[^@]+@/.test(word))).toEqual([]);
  return all.map((words) => words.slice(1).map((word) => (word === "unplugin-toolcall" ? tarball : word)));
}

describe.runIf(process.env.TOOLCALL_LATEST === "1")("the README's quick start with today's registry (no pins)", () => {
  const parent = tempDir("latest", { outside: true });
  const app = path.join(parent, /^mkdir (\S+)/m.exec(docExample("README.md", "create"))![1]!);
  const bin = (name: string, args: string[]) => exec(path.join(app, "node_modules", ".bin", name), args, app);
  const versionOf = (name: string) => JSON.parse(readFileSync(path.join(app, "node_modules", name, "package.json"), "utf8")).version as string;

  beforeAll(async () => {
    await exec("sh", ["-ec", docExample("README.md", "create")], parent);
    for (const args of installArgs(await packTarball())) await exec("npm", [...args, "--no-audit", "--no-fund", "--loglevel=error"], app, 600_000);
    for (const [file, page] of Object.entries(QUICK_START)) {
      mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
      writeFileSync(path.join(app, file), docExample(page, file));
    }
    // Which versions "today" was, in the run's log.
    console.log(`latest: node ${process.version}, vite ${versionOf("vite")}, typescript ${versionOf("typescript")}, @types/node ${versionOf("@types/node")}`);
  }, 600_000);


  it("builds with `vite build --ssr` and prints what the README shows", async () => {
    await bin("vite", ["build", "--ssr", "src/server.ts"]);
    const printed = JSON.parse((await exec(process.execPath, ["dist/server.js"], app)).stdout);
    expect(printed.good).toEqual({ ok: true, value: { city: "Lisbon", days: 3, unit: "c" } });
    expect(printed.bad).toEqual(JSON.parse(docExample("README.md", "bad")));
  });

  it("type-checks with the README's tsconfig (no skipLibCheck), and a misspelt tool is the one error", async () => {
    await bin("vite", ["build", "--ssr", "src/http.ts", "--outDir", "dist-http"]);
    expect(readFileSync(path.join(app, "toolcall.d.ts"), "utf8")).toMatch(/"forecast"/);
    const [npx, tsc, ...args] = docExample("README.md", "typecheck").trim().split(/\s+/);
    expect(npx).toBe("npx");
    await bin(tsc!, args);

    writeFileSync(path.join(app, "src/wrong.ts"), 'import { dispatch } from "virtual:tools";\nexport const result = dispatch("forcast", "{}");\n');
    try {
      const failure = await bin("tsc", ["-p", "tsconfig.json"]).then(
        () => "",
        (error: Error) => error.message,
      );
      const errors = failure.split("\n").filter((line) => /error TS\d+/.test(line));
      expect(errors).toEqual([expect.stringMatching(/src\/wrong\.ts.*error TS2345: Argument of type '"forcast"' is not assignable to parameter of type '"forecast"'/)]);
    } finally {
      rmSync(path.join(app, "src/wrong.ts"));
    }
  });
});
