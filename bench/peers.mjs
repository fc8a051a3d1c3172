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
// Each accepted type is then judged as the evaluator tests judge their rows
// (packages/core/test/extract/judge.ts): sample values built from its schema,
// one-step mutations of them and typical wrong values (samples.ts), each
// asked of tsc 5.9 (`const v: T = value`) and of dispatch (toolcall's checker
// on the tool's input). A value dispatch accepts and tsc rejects as the
// function receives it (null for an optional property read as absent, dates
// and bigints revived) is "looser",
// the reverse "stricter"; a string enum's value tsc rejects only because the
// enum is nominal, and a value refused only by a validation tag (`@minimum`,
// the same type extracted without its tags accepts it), are counted apart. --no-judge counts outcomes only.
//
//   pnpm build && node bench/peers.mjs [--list] [--json out.json] [--no-judge]
//   PEERS_TSJSG=<clone> PEERS_TJS=<clone> to read clones elsewhere
//   (default: /work/.mirror/<owner>+<name>/repo, where `fetch` puts them).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, posix } from "node:path";
import { Extractor } from "@toolcall/core";
import { runnerImport } from "vite";

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
const jsonOut = args.includes("--json") ? args[args.indexOf("--json") + 1] : undefined;
const judging = !args.includes("--no-judge");
// The evaluator tests' judge and the sample values, TypeScript loaded through vite's module runner.
const load = async (file) => (await runnerImport(new URL(`../packages/core/test/extract/${file}`, import.meta.url).pathname)).module;
const { judgeSamples, dispatched, JSON_OF } = judging ? await load("judge.ts") : {};
const { sampleValues } = judging ? await load("samples.ts") : {};

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
  // What tsc is asked in: a module importing the root type, or the script itself.
  let judgeAt;
  if (exportsName(files.get(main), head)) {
    probePath = posix.join(root, collection.dir, c.dir, "__probe.ts");
    const spec = "./" + posix.basename(main).replace(/\.tsx?$/, ".js");
    const importLine = `import type { ${head} } from ${JSON.stringify(spec)};`;
    texts.set(probePath, `"use tools";\n${importLine}\nexport function probe(v: ${c.type}) {}\n`);
    judgeAt = { path: posix.join(root, collection.dir, c.dir, "__judge.ts"), prelude: [importLine] };
  } else {
    probePath = mainPath;
    texts.set(mainPath, `"use tools";\n${files.get(main)}\nexport function probe(v: ${c.type}) {}\n`);
    judgeAt = { path: mainPath, prelude: files.get(main).split("\n") };
  }
  let result;
  try {
    result = extractProbe(root, texts, probePath);
  } catch (e) {
    return { outcome: "error", why: `threw: ${String(e?.message ?? e).split("\n")[0]}` };
  }
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  if (errors.length) {
    const d = errors[0];
    return { outcome: "refused", code: d.code, why: reasonOf(d.message), message: d.message, at: `${posix.relative(root, d.loc.file)}:${d.loc.line}` };
  }
  if (!result.tools.some((t) => t.name === "probe")) return { outcome: "error", why: "no tool and no error" };
  const tool = result.tools.find((t) => t.name === "probe");
  const untagged = () => {
    const plain = new Map([...texts].map(([p, text]) => [p, text.replace(VALIDATION_TAG, "")]));
    return extractProbe(root, plain, probePath).tools.find((t) => t.name === "probe")?.inputSchema;
  };
  return { outcome: "accepted", warnings: result.diagnostics.length, judge: judging ? () => judgeCase(c.type, texts, judgeAt, tool.inputSchema, untagged) : undefined };
}

function extractProbe(root, texts, probePath) {
  return new Extractor({ root, readFile: (p) => texts.get(p) }).extract([probePath]);
}

/** The JSDoc tags that narrow a type beyond what tsc reads (`@minimum 0`): a value they refuse is stricter on purpose. */
const VALIDATION_TAG = /@(?:minimum|maximum|exclusiveMinimum|exclusiveMaximum|multipleOf|minLength|maxLength|pattern|format|minItems|maxItems|unknownProperties)\b[^\n]*/g;

/**
 * tsc and dispatch on each sample value of an accepted type. A case whose
 * own declarations or `type T` do not compile is left unjudged: tsc would
 * read an error type, which accepts everything.
 */
function judgeCase(type, texts, at, inputSchema, untagged) {
  const values = sampleValues(inputSchema.properties.v, inputSchema.$defs);
  const ask = (prelude, asType) => judgeSamples({ sources: texts, path: at.path, prelude, type: asType, inputSchema, values });
  const plain = ask(at.prelude, type);
  if (!plain) return { unjudged: true, values: 0, disagreements: [] };
  let nominal = 0;
  const looserAt = plain.map((v) => v.dispatch && !v.tsc);
  if (looserAt.some(Boolean)) {
    const asJson = ask([...at.prelude, JSON_OF], `JsonOf<${type}>`);
    for (let i = 0; i < values.length; i++) if (looserAt[i] && asJson?.[i].tsc) (looserAt[i] = false), nominal++;
  }
  const stricterAt = plain.map((v) => !v.dispatch && v.tsc);
  let tagged = 0;
  if (stricterAt.some(Boolean)) {
    // Refused only for a validation tag: the same type without its tags accepts the value.
    const withoutTags = untagged();
    const receivePlain = withoutTags && dispatched(withoutTags);
    for (let i = 0; i < values.length; i++) if (stricterAt[i] && receivePlain?.({ v: values[i] })) (stricterAt[i] = false), tagged++;
  }
  const disagreements = [];
  for (let i = 0; i < values.length; i++) {
    if (looserAt[i]) disagreements.push({ kind: "looser", value: values[i] });
    else if (stricterAt[i]) disagreements.push({ kind: "stricter", value: values[i] });
  }
  return { unjudged: false, values: values.length, nominal, tagged, disagreements };
}

function printJudged(rows) {
  const judged = rows.filter((r) => r.judged && !r.judged.unjudged);
  const unjudged = rows.filter((r) => r.judged?.unjudged);
  const values = judged.reduce((n, r) => n + r.judged.values, 0);
  const nominal = judged.reduce((n, r) => n + r.judged.nominal, 0);
  const tagged = judged.filter((r) => r.judged.tagged);
  console.log(`  judged ${judged.length} types, ${values} values (${nominal} accepted only as a nominal string enum's value; ${tagged.reduce((n, r) => n + r.judged.tagged, 0)} in ${tagged.length} types refused only by a validation tag such as @minimum); ${unjudged.length} unjudged (tsc errors in the case itself)${unjudged.length ? ": " + unjudged.map((r) => r.case).join(", ") : ""}`);
  for (const kind of ["looser", "stricter"]) {
    const cases = judged.filter((r) => r.judged.disagreements.some((d) => d.kind === kind));
    console.log(`  ${kind} than tsc: ${cases.length} types`);
    for (const r of cases) {
      const shown = r.judged.disagreements.filter((d) => d.kind === kind).map((d) => JSON.stringify(d.value));
      console.log(`    ${r.case}: ${shown.slice(0, 4).join("  ")}${shown.length > 4 ? `  (+${shown.length - 4})` : ""}`);
    }
  }
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
  for (const c of cases) {
    const r = runCase(collection, files, c);
    counts[r.outcome]++;
    if (r.outcome !== "accepted") {
      const key = `${r.code ?? "error"} ${r.why}`;
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    }
    const { judge, ...row } = r;
    rows.push({ case: `${c.dir} ${c.type}`, ...row, ...(judge ? { judged: judge() } : {}) });
  }
  ran += cases.length;
  report[collection.name] = { cases: cases.length, skipped, ...counts, rows };
  console.log(`\n${collection.name}: ${cases.length} types (${skipped} cases without one root type skipped)`);
  console.log(`  accepted ${counts.accepted}, refused ${counts.refused}, errors ${counts.error}`);
  for (const [reason, n] of [...reasons].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(3)}  ${reason}`);
  if (judging) printJudged(rows);
  if (list) for (const row of rows) console.log(`  ${row.outcome.padEnd(8)} ${row.case}${row.outcome === "accepted" ? "" : `  ${row.at ?? ""} ${row.message ?? row.why}`}`);
}
if (ran) {
  const total = Object.values(report).reduce((a, r) => ({ cases: a.cases + r.cases, accepted: a.accepted + r.accepted, refused: a.refused + r.refused, error: a.error + r.error }), { cases: 0, accepted: 0, refused: 0, error: 0 });
  console.log(`\nall: ${total.cases} types: accepted ${total.accepted}, refused ${total.refused}, errors ${total.error}`);
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(report, null, 2) + "\n");
