// The public type collections two JSON Schema generators test themselves
// against, each root type run through toolcall's extraction as a tool
// parameter: ts-json-schema-generator's test/valid-data and
// typescript-json-schema's test/programs. Nothing of theirs is copied here:
// the cases are read at run time from a clone (a checkout or a bare git
// directory) and the run is skipped when none is there.
//
// Each case is the (directory, root type) pair its own test file names
// (`assertValidSchema("class-single", "MyObject")`, `assertSchema(...)`),
// with every `.ts` file of the collection readable, so relative imports
// between cases resolve. The probe is `export function probe(v: Root) {}`
// in a "use tools" module of its own that imports the root type, or, when
// the case's main file does not export it (a script, as most of
// typescript-json-schema's are), appended to that file. Outcomes:
//   accepted  the probe is a tool and no error was reported;
//   refused   an error diagnostic, located (counted by code and reason);
//   error     extraction threw, or the probe is missing without an error.
// Each accepted schema is then judged by tsc with sample values, as the
// evaluator tests judge their rows (bench/peers-judge.mjs): a value the
// schema accepts and tsc rejects, or the reverse, is a disagreement.
//
//   pnpm build && node bench/peers.mjs [--list] [--no-judge] [--json out.json]
//   PEERS_TSJSG=<clone> PEERS_TJS=<clone> to read clones elsewhere
//   (default: /work/.mirror/<owner>+<name>/repo, where `fetch` puts them).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, posix } from "node:path";
import { Extractor } from "@toolcall/core";
import { judge } from "./peers-judge.mjs";

const COLLECTIONS = [
  {
    name: "ts-json-schema-generator",
    clone: process.env.PEERS_TSJSG ?? "/work/.mirror/vega+ts-json-schema-generator/repo",
    dir: "test/valid-data",
    tests: /^test\/valid-data-[\w-]+\.test\.ts$/,
    call: /assertValidSchema\(\s*"([^"]+)"\s*,\s*("([^"]*)"|undefined|\[)?/g,
  },
  {
    name: "typescript-json-schema",
    clone: process.env.PEERS_TJS ?? "/work/.mirror/YousefED+typescript-json-schema/repo",
    dir: "test/programs",
    tests: /^test\/schema\.test\.ts$/,
    call: /^\s*assertSchema\(\s*"([^"]+)"\s*,\s*("([^"]*)"|undefined|\[)?/gm,
  },
];

const args = process.argv.slice(2);
const list = args.includes("--list");
const judging = !args.includes("--no-judge");
const jsonOut = args.includes("--json") ? args[args.indexOf("--json") + 1] : undefined;

/** A clone's files under `prefix` (path -> text): from a checkout's work tree, or from a bare git directory's HEAD. */
function readClone(clone, prefix) {
  const files = new Map();
  if (existsSync(join(clone, prefix))) {
    const walk = (dir) => {
      for (const name of readdirSync(join(clone, dir))) {
        const path = posix.join(dir, name);
        if (statSync(join(clone, path)).isDirectory()) walk(path);
        else files.set(path, readFileSync(join(clone, path), "utf8"));
      }
    };
    walk(prefix);
    return files;
  }
  const git = (...a) => execFileSync("git", ["--git-dir", clone, ...a], { encoding: "utf8", maxBuffer: 1 << 28 });
  const paths = git("ls-tree", "-r", "--name-only", "HEAD", "--", prefix).split("\n").filter(Boolean);
  // One `cat-file --batch` for all of them: `<sha> blob <size>\n<content>\n` per path.
  const out = execFileSync("git", ["--git-dir", clone, "cat-file", "--batch"], { input: paths.map((p) => `HEAD:${p}\n`).join(""), maxBuffer: 1 << 28 });
  let at = 0;
  for (const path of paths) {
    const eol = out.indexOf(10, at);
    const size = Number(out.subarray(at, eol).toString().split(" ")[2]);
    files.set(path, out.subarray(eol + 1, eol + 1 + size).toString("utf8"));
    at = eol + 1 + size + 1;
  }
  return files;
}

function isClone(clone) {
  return existsSync(join(clone, "HEAD")) || existsSync(join(clone, ".git"));
}

/** The (directory, root type) pairs a collection's test files name; a case without one type (`"*"`, none, a list) is skipped. */
function casesOf(collection, files) {
  const cases = [];
  let skipped = 0;
  const seen = new Set();
  for (const [path, text] of files) {
    if (!collection.tests.test(path)) continue;
    // Commented-out cases are not run by the collection itself.
    const live = text.replace(/^\s*\/\/.*$/gm, "");
    for (const m of live.matchAll(collection.call)) {
      const type = m[3];
      if (!type || type === "*" || seen.has(m[1] + "\0" + type)) {
        if (!type || type === "*") skipped++;
        continue;
      }
      seen.add(m[1] + "\0" + type);
      cases.push({ dir: m[1], type });
    }
  }
  return { cases, skipped };
}

/** The case's main module; without a `main.ts`, the one of its files that exports the root type's head name. */
function mainFile(files, base, dir, head) {
  for (const name of ["main.ts", "main.tsx", "index.ts"]) if (files.has(`${base}/${dir}/${name}`)) return `${base}/${dir}/${name}`;
  const own = [...files.keys()].filter((p) => p.startsWith(`${base}/${dir}/`) && /\.tsx?$/.test(p));
  return own.find((p) => exportsName(files.get(p), head)) ?? own[0];
}

/** Whether a module's text exports `name` (the head of a qualified name). */
function exportsName(text, name) {
  const word = name.replace(/[$]/g, "\\$");
  return (
    new RegExp(`export\\s+(?:declare\\s+)?(?:default\\s+)?(?:abstract\\s+)?(?:interface|type|class|enum|const\\s+enum|namespace|module)\\s+${word}\\b`).test(text) ||
    new RegExp(`export\\s*(?:type\\s*)?\\{[^}]*\\b${word}\\b[^}]*\\}`).test(text)
  );
}

function runCase(collection, files, c) {
  const root = `/peers/${collection.name}`;
  const head = c.type.split(/[.<]/)[0];
  const main = mainFile(files, collection.dir, c.dir, head);
  if (!main) return { outcome: "error", why: "no TypeScript file" };
  const texts = new Map([...files].filter(([p]) => /\.[cm]?tsx?$/.test(p)).map(([p, text]) => [posix.join(root, p), text]));
  const mainPath = posix.join(root, main);
  let probePath;
  const exported = exportsName(files.get(main), head);
  if (exported) {
    probePath = posix.join(root, collection.dir, c.dir, "__probe.ts");
    const spec = "./" + posix.basename(main).replace(/\.tsx?$/, ".js");
    texts.set(probePath, `"use tools";\nimport type { ${head} } from ${JSON.stringify(spec)};\nexport function probe(v: ${c.type}) {}\n`);
  } else {
    probePath = mainPath;
    texts.set(mainPath, `"use tools";\n${files.get(main)}\nexport function probe(v: ${c.type}) {}\n`);
  }
  const extractor = new Extractor({ root, readFile: (p) => texts.get(p) });
  let result;
  try {
    result = extractor.extract([probePath]);
  } catch (e) {
    return { outcome: "error", why: `threw: ${String(e?.message ?? e).split("\n")[0]}` };
  }
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  if (errors.length) {
    const d = errors[0];
    return { outcome: "refused", code: d.code, why: reasonOf(d.message), message: d.message, at: `${posix.relative(root, d.loc.file)}:${d.loc.line}` };
  }
  const tool = result.tools.find((t) => t.name === "probe");
  if (!tool) return { outcome: "error", why: "no tool and no error" };
  return { outcome: "accepted", warnings: result.diagnostics.length, judgeable: { main, exported, head, type: c.type, inputSchema: tool.inputSchema } };
}

/** A refusal's reason with the type text taken out, so the same cause counts once. */
function reasonOf(message) {
  const because = /cannot become JSON Schema: (.*)$/s.exec(message);
  return (because ? because[1] : message).replace(/`[^`]*`/g, "`…`").replace(/"[^"]*"/g, '"…"').split("\n")[0].slice(0, 140);
}

const report = {};
let ran = 0;
for (const collection of COLLECTIONS) {
  if (!isClone(collection.clone)) {
    console.log(`${collection.name}: no clone at ${collection.clone}; skipped`);
    continue;
  }
  const files = readClone(collection.clone, "test");
  const { cases, skipped } = casesOf(collection, files);
  const counts = { accepted: 0, refused: 0, error: 0 };
  const reasons = new Map();
  const rows = [];
  const accepted = [];
  for (const c of cases) {
    const r = runCase(collection, files, c);
    counts[r.outcome]++;
    if (r.outcome !== "accepted") {
      const key = `${r.code ?? "error"} ${r.why}`;
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    }
    const { judgeable, ...row } = r;
    rows.push({ case: `${c.dir} ${c.type}`, ...row });
    if (judgeable) accepted.push({ label: `${c.dir} ${c.type}`, ...judgeable });
  }
  ran += cases.length;
  const verdict = judging ? judge(`/peers/${collection.name}`, files, accepted) : undefined;
  report[collection.name] = { cases: cases.length, skipped, ...counts, ...(verdict ? { judged: verdict } : {}), rows };
  console.log(`\n${collection.name}: ${cases.length} types (${skipped} cases without one root type skipped)`);
  console.log(`  accepted ${counts.accepted}, refused ${counts.refused}, errors ${counts.error}`);
  for (const [reason, n] of [...reasons].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(3)}  ${reason}`);
  if (verdict) {
    console.log(`  judged by tsc: ${verdict.judged} accepted types, ${verdict.values} sample values (${verdict.skipped} not judged: Date/bigint, or the type itself does not compile), ${verdict.disagreements.length} disagreements; ${verdict.constrained} values rejected only by a JSDoc constraint`);
    for (const d of verdict.disagreements) console.log(`    ${d}`);
  }
  if (list) for (const row of rows) console.log(`  ${row.outcome.padEnd(8)} ${row.case}${row.outcome === "accepted" ? "" : `  ${row.at ?? ""} ${row.message ?? row.why}`}`);
}
if (ran) {
  const total = Object.values(report).reduce((a, r) => ({ cases: a.cases + r.cases, accepted: a.accepted + r.accepted, refused: a.refused + r.refused, error: a.error + r.error }), { cases: 0, accepted: 0, refused: 0, error: 0 });
  console.log(`\nall: ${total.cases} types: accepted ${total.accepted}, refused ${total.refused}, errors ${total.error}`);
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(report, null, 2) + "\n");
