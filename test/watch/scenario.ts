/**
 * A seeded random walk over a small tool project, for the differential watch
 * tests: the project is held as a structured state, rendered to files, and
 * each step mutates the state and reports which files were created, updated
 * or deleted. Tests apply the files to disk, let a watcher (or `notify`) see
 * them, and compare the incremental output with a cold build.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface Param {
  name: string;
  /** TypeScript text of the type: a primitive, `Int`, an array, a literal union, or a type file's type name. */
  type: string;
  optional?: boolean;
}

export interface ToolFn {
  /** Exported function name. */
  fn: string;
  /** `@tool <name>` when set; else the tool is named after the function. */
  toolName?: string;
  doc: string;
  params: Param[];
  /** Bumped on every edit, and written into the body: a stale bundle is caught by its marker. */
  version: number;
}

export interface ToolFile {
  /** `"use tools"` module, or `@tool` tags on each function. */
  style: "directive" | "tag";
  fns: ToolFn[];
}

export interface TypeProp {
  name: string;
  type: string;
  doc?: string;
  optional?: boolean;
}

export interface TypeFile {
  typeName: string;
  doc: string;
  props: TypeProp[];
}

export interface State {
  /** Relative path -> tool module. */
  toolFiles: Record<string, ToolFile>;
  /** Relative path -> type-only dependency module. */
  typeFiles: Record<string, TypeFile>;
  /** Type files deleted on purpose: tool files still import them (a located error) until they return. */
  deletedTypeFiles: Record<string, TypeFile>;
  /** Candidate files without tools: editing them must change nothing. */
  plainFiles: Record<string, string>;
  /** tsconfig.paths.json, which tsconfig.json extends, maps `@level` to `levels/<levelTarget>.ts`. */
  levelTarget: "low" | "high";
  /**
   * A linked workspace package (`node_modules/geo-kit` -> `packages/geo-kit`,
   * made by `copyFixture`): the declaration file its `exports` names, and
   * what each declaration file declares.
   */
  geoKit: { entry: string; dts: Record<string, TypeFile> };
  counter: number;
  /** Steps taken: every fourth also edits a file from outside the project's own (see `outsideEdit`). */
  steps: number;
}

/** Types that come from outside the project's own files, by the specifier that brings each in. */
const EXTERNAL_TYPES: Record<string, string> = { Level: "@level", Coordinates: "geo-kit" };

export type FileEvent = "create" | "update" | "delete";
export interface Change {
  file: string;
  event: FileEvent;
}

export interface Step {
  /** What the step did, for failure messages. */
  label: string;
  changes: Change[];
}

/** Deterministic PRNG (mulberry32), so a failing seed replays exactly. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The project in test/watch/fixture/ (a test checks the files there are exactly this state rendered). */
export function initialState(): State {
  return {
    toolFiles: {
      "src/tools/weather.ts": {
        style: "directive",
        fns: [
          {
            fn: "forecast",
            doc: "Weather forecast for a place.",
            params: [
              { name: "place", type: "Place" },
              { name: "days", type: "Int", optional: true },
              { name: "units", type: "Units", optional: true },
            ],
            version: 0,
          },
          {
            fn: "alerts",
            doc: "Active weather alerts.",
            params: [
              { name: "region", type: "string" },
              { name: "level", type: "Level", optional: true },
              { name: "at", type: "Coordinates", optional: true },
            ],
            version: 0,
          },
        ],
      },
      "src/tools/users.ts": {
        style: "tag",
        fns: [
          {
            fn: "findUser",
            toolName: "find_user",
            doc: "Find a user by name.",
            params: [{ name: "query", type: "string" }, { name: "filter", type: "UserFilter", optional: true }],
            version: 0,
          },
        ],
      },
    },
    typeFiles: {
      "src/types/place.ts": {
        typeName: "Place",
        doc: "A place on earth.",
        props: [
          { name: "city", type: "string", doc: "City name." },
          { name: "country", type: "string", optional: true },
        ],
      },
      // Outside the include globs: watched only as a type dependency (and, once deleted, until it returns).
      "shared/units.ts": {
        typeName: "Units",
        doc: "Measurement units.",
        props: [{ name: "temperature", type: '"c" | "f"', doc: "Celsius or Fahrenheit." }],
      },
      "src/types/user-filter.ts": {
        typeName: "UserFilter",
        doc: "Which users to return.",
        props: [{ name: "active", type: "boolean" }],
      },
    },
    deletedTypeFiles: {},
    plainFiles: { "src/util.ts": 'export const greeting = "hello";\n' },
    levelTarget: "low",
    geoKit: {
      entry: "v1",
      dts: {
        v1: { typeName: "Coordinates", doc: "A point on a map.", props: [{ name: "lat", type: "number" }, { name: "lon", type: "number" }] },
        v2: { typeName: "Coordinates", doc: "A point on a map, with altitude.", props: [{ name: "lat", type: "number" }, { name: "lon", type: "number" }, { name: "alt", type: "number", optional: true }] },
      },
    },
    counter: 0,
    steps: 0,
  };
}

/** Every file of a state, by relative path. */
export function render(state: State): Map<string, string> {
  const files = new Map<string, string>();
  for (const [file, tool] of Object.entries(state.toolFiles)) files.set(file, renderToolFile(file, tool, state));
  for (const [file, type] of Object.entries(state.typeFiles)) files.set(file, renderTypeFile(type));
  for (const [file, text] of Object.entries(state.plainFiles)) files.set(file, text);
  // Read as tsc reads it: a comment and trailing commas.
  files.set("tsconfig.paths.json", `{\n  // @level moves between the two files in levels/\n  "compilerOptions": { "paths": { "@level": ["./levels/${state.levelTarget}.ts",] }, },\n}\n`);
  files.set("levels/low.ts", `export type Level = "low" | "lower";\n`);
  files.set("levels/high.ts", `export type Level = "high" | "higher";\n`);
  const manifest = { name: "geo-kit", version: "1.0.0", exports: { ".": { types: `./types/${state.geoKit.entry}.d.ts`, default: "./index.js" } } };
  files.set("packages/geo-kit/package.json", JSON.stringify(manifest, null, 2) + "\n");
  for (const [name, type] of Object.entries(state.geoKit.dts)) files.set(`packages/geo-kit/types/${name}.d.ts`, renderTypeFile(type).replace("export interface", "export declare interface"));
  return files;
}

/** Type files by the type name they export (deleted ones too: imports of them stay in place). */
function typeFileOf(state: State): Map<string, string> {
  const byName = new Map<string, string>();
  for (const [file, t] of Object.entries({ ...state.deletedTypeFiles, ...state.typeFiles })) byName.set(t.typeName, file);
  return byName;
}

function renderToolFile(file: string, tool: ToolFile, state: State): string {
  const lines: string[] = [];
  if (tool.style === "directive") lines.push('"use tools";', "");
  const used = new Set(tool.fns.flatMap((f) => f.params.map((p) => p.type)));
  if (used.has("Int")) lines.push('import type { Int } from "unplugin-toolcall/types";');
  const byName = typeFileOf(state);
  for (const [name, typeFile] of [...byName].sort()) {
    if (!used.has(name)) continue;
    let rel = path.posix.relative(path.posix.dirname(file), typeFile).replace(/\.ts$/, ".js");
    if (!rel.startsWith(".")) rel = "./" + rel;
    lines.push(`import type { ${name} } from ${JSON.stringify(rel)};`);
  }
  for (const [name, specifier] of Object.entries(EXTERNAL_TYPES)) if (used.has(name)) lines.push(`import type { ${name} } from ${JSON.stringify(specifier)};`);
  for (const f of tool.fns) {
    lines.push("");
    const tag = tool.style === "tag" || f.toolName ? [` * @tool${f.toolName ? " " + f.toolName : ""}`] : [];
    lines.push("/**", ` * ${f.doc}`, ...tag, " */");
    const params = f.params.map((p) => `${p.name}${p.optional ? "?" : ""}: ${p.type}`).join(", ");
    lines.push(`export function ${f.fn}(${params}): string {`);
    lines.push(`  return ${JSON.stringify(marker(f))};`, "}");
  }
  return lines.join("\n") + "\n";
}

/** Text only this version of this function's body contains. */
export function marker(f: ToolFn): string {
  return `impl:${f.fn}:v${f.version}`;
}

function renderTypeFile(type: TypeFile): string {
  const lines = [`/** ${type.doc} */`, `export interface ${type.typeName} {`];
  for (const p of type.props) {
    if (p.doc) lines.push(`  /** ${p.doc} */`);
    lines.push(`  ${p.name}${p.optional ? "?" : ""}: ${p.type};`);
  }
  lines.push("}");
  return lines.join("\n") + "\n";
}

/** Writes a state's files under `root` (which must be empty or absent). */
export function writeState(root: string, state: State): void {
  for (const [file, text] of render(state)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
}

/** Files under `dir` (relative, posix), recursively. */
export function listFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full, base));
    else out.push(path.relative(base, full).split(path.sep).join("/"));
  }
  return out.sort();
}

/** Applies a step's changes to disk: writes created/updated files from the new state, removes deleted ones. */
export function applyChanges(root: string, state: State, changes: Change[]): void {
  const files = render(state);
  for (const { file, event } of changes) {
    const full = path.join(root, file);
    if (event === "delete") rmSync(full, { force: true });
    else {
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, files.get(file)!);
    }
  }
}

/** Changes between two renderings: deletions first, so a rename is delete + create as watchers report it. */
function diff(before: Map<string, string>, after: Map<string, string>): Change[] {
  const changes: Change[] = [];
  for (const file of before.keys()) if (!after.has(file)) changes.push({ file, event: "delete" });
  for (const [file, text] of after) {
    const old = before.get(file);
    if (old === undefined) changes.push({ file, event: "create" });
    else if (old !== text) changes.push({ file, event: "update" });
  }
  return changes;
}

const WORDS = ["stock", "route", "invoice", "ticket", "order", "note", "event", "city", "price", "score"];
const PRIMITIVES = ["string", "number", "boolean", "Int", "string[]", '"low" | "high"'];

/**
 * One random step: mutates `state` and returns the file changes it made.
 * Steps always leave a state a cold build can describe (possibly with
 * errors: a deleted type file is an unresolved import until restored).
 */
export function step(state: State, rand: () => number, options: { allowErrors: boolean }): Step {
  const before = render(state);
  const pick = <T>(items: T[]): T => items[Math.floor(rand() * items.length)];
  const fresh = (prefix: string) => `${prefix}${++state.counter}`;
  const toolPaths = Object.keys(state.toolFiles).sort();
  const allFns = toolPaths.flatMap((file) => state.toolFiles[file].fns.map((fn) => ({ file, fn })));
  const typeNames = Object.values(state.typeFiles).map((t) => t.typeName).sort();
  const namedTypes = [...typeNames, ...Object.keys(EXTERNAL_TYPES)];
  const randomType = () => (typeNames.length && rand() < 0.35 ? pick(namedTypes) : pick(PRIMITIVES));
  const newFn = (): ToolFn => {
    const word = pick(WORDS);
    const fn = fresh(word);
    return {
      fn,
      toolName: rand() < 0.3 ? `${word}_tool_${state.counter}` : undefined,
      doc: `Handles ${word} number ${state.counter}.`,
      params: [{ name: "input", type: randomType() }],
      version: 0,
    };
  };

  type Op = [weight: number, run: () => string | undefined];
  const restorable = Object.keys(state.deletedTypeFiles);
  const ops: Op[] = [
    [
      3,
      () => {
        if (!allFns.length) return undefined;
        // Only the body changes: no tool changes, yet the bundle must run the new code.
        const { fn } = pick(allFns);
        fn.version++;
        return `edit body of ${fn.fn}`;
      },
    ],
    [
      6,
      () => {
        if (!allFns.length) return undefined;
        const { fn } = pick(allFns);
        fn.version++;
        fn.doc = `${fn.doc.replace(/ \(rev \d+\)$/, "")} (rev ${fn.version})`;
        return `edit doc of ${fn.fn}`;
      },
    ],
    [
      5,
      () => {
        if (!allFns.length) return undefined;
        const { fn } = pick(allFns);
        fn.version++;
        if (fn.params.length && rand() < 0.5) {
          const p = pick(fn.params);
          p.type = randomType();
          return `change type of ${fn.fn}(${p.name})`;
        }
        if (fn.params.length > 1 && rand() < 0.5) {
          fn.params.splice(Math.floor(rand() * fn.params.length), 1);
          return `remove a parameter of ${fn.fn}`;
        }
        fn.params.push({ name: fresh("arg"), type: randomType(), optional: true });
        return `add a parameter to ${fn.fn}`;
      },
    ],
    [
      4,
      () => {
        if (!toolPaths.length) return undefined;
        const file = pick(toolPaths);
        const fn = newFn();
        state.toolFiles[file].fns.push(fn);
        return `add tool ${fn.fn} to ${file}`;
      },
    ],
    [
      3,
      () => {
        const files = toolPaths.filter((f) => state.toolFiles[f].fns.length > 1);
        if (!files.length) return undefined;
        const file = pick(files);
        const fns = state.toolFiles[file].fns;
        const [removed] = fns.splice(Math.floor(rand() * fns.length), 1);
        return `remove tool ${removed.fn} from ${file}`;
      },
    ],
    [
      3,
      () => {
        if (!allFns.length) return undefined;
        const { fn } = pick(allFns);
        const old = fn.fn;
        fn.version++;
        if (rand() < 0.5) fn.fn = fresh(old.replace(/\d+$/, ""));
        else fn.toolName = fn.toolName ? undefined : `${old.replace(/\d+$/, "")}_${fresh("t")}`;
        return `rename tool ${old}`;
      },
    ],
    [
      3,
      () => {
        const file = `src/tools/${fresh(pick(WORDS))}.ts`;
        state.toolFiles[file] = { style: rand() < 0.5 ? "directive" : "tag", fns: [newFn()] };
        if (rand() < 0.5) state.toolFiles[file].fns.push(newFn());
        return `add tool file ${file}`;
      },
    ],
    [
      2,
      () => {
        if (toolPaths.length <= 1) return undefined;
        const file = pick(toolPaths);
        delete state.toolFiles[file];
        return `delete tool file ${file}`;
      },
    ],
    [
      2,
      () => {
        if (!toolPaths.length) return undefined;
        const file = pick(toolPaths);
        const to = `src/tools/${fresh("moved")}.ts`;
        state.toolFiles[to] = state.toolFiles[file];
        delete state.toolFiles[file];
        return `rename tool file ${file} -> ${to}`;
      },
    ],
    [
      5,
      () => {
        const files = Object.keys(state.typeFiles).sort();
        if (!files.length) return undefined;
        const type = state.typeFiles[pick(files)];
        const r = rand();
        if (r < 0.3) type.doc = `${type.doc.replace(/ \(rev \d+\)$/, "")} (rev ${fresh("")})`;
        else if (r < 0.6 || type.props.length < 2) type.props.push({ name: fresh("field"), type: pick(PRIMITIVES.filter((t) => t !== "Int")), doc: rand() < 0.5 ? "A field." : undefined, optional: rand() < 0.5 });
        else type.props.splice(Math.floor(rand() * type.props.length), 1);
        return `edit type ${type.typeName}`;
      },
    ],
    [
      2,
      () => {
        const files = Object.keys(state.typeFiles).sort();
        if (!files.length) return undefined;
        const file = pick(files);
        const name = state.typeFiles[file].typeName;
        const to = `src/types/${fresh("moved-type")}.ts`;
        state.typeFiles[to] = state.typeFiles[file];
        delete state.typeFiles[file];
        return `rename type file ${file} -> ${to} (imports of ${name} follow)`;
      },
    ],
    [
      options.allowErrors ? 2 : 0,
      () => {
        const files = Object.keys(state.typeFiles).sort();
        if (!files.length) return undefined;
        const file = pick(files);
        state.deletedTypeFiles[file] = state.typeFiles[file];
        delete state.typeFiles[file];
        return `delete type file ${file}`;
      },
    ],
    [
      restorable.length ? 4 : 0,
      () => {
        const file = pick(restorable.sort());
        state.typeFiles[file] = state.deletedTypeFiles[file];
        delete state.deletedTypeFiles[file];
        return `restore type file ${file}`;
      },
    ],
    [
      2,
      () => {
        state.plainFiles["src/util.ts"] = `export const greeting = ${JSON.stringify("hello " + fresh(""))};\n`;
        return "edit a file without tools";
      },
    ],
  ];

  const total = ops.reduce((sum, [w]) => sum + w, 0);
  for (;;) {
    let r = rand() * total;
    const op = ops.find(([w]) => (r -= w) < 0) ?? ops[0];
    let label = op[1]();
    if (label === undefined) continue;
    if (++state.steps % 4 === 0) label += `; ${outsideEdit(state)}`;
    return { label, changes: diff(before, render(state)) };
  }
}

/**
 * Every fourth step also edits what types come from outside the project's
 * own files, in turn: a tsconfig in the extends chain, a linked package's
 * package.json, one of its declaration files. On a schedule and without
 * drawing from the walk's random numbers, so a seed's walk (and the cases a
 * test picked it for) stays what it was.
 */
function outsideEdit(state: State): string {
  const turn = state.steps / 4;
  switch (turn % 3) {
    case 0:
      state.levelTarget = state.levelTarget === "low" ? "high" : "low";
      return `point @level at levels/${state.levelTarget}.ts in tsconfig.paths.json (extended by tsconfig.json)`;
    case 1:
      state.geoKit.entry = state.geoKit.entry === "v1" ? "v2" : "v1";
      return `point geo-kit's package.json exports at types/${state.geoKit.entry}.d.ts`;
    default: {
      // The one `exports` names twice, then the other twice: only an edit of the first may change anything.
      const k = Math.floor(turn / 3);
      const entry = (k % 4 < 2) === (state.geoKit.entry === "v1") ? "v1" : "v2";
      const type = state.geoKit.dts[entry];
      if (turn % 4 < 2 || type.props.length < 3) type.props.push({ name: `field${state.steps}`, type: PRIMITIVES[turn % 3], optional: turn % 5 === 0 });
      else type.props.splice(2, 1);
      return `edit geo-kit's types/${entry}.d.ts${entry === state.geoKit.entry ? "" : " (not the one exports names)"}`;
    }
  }
}

/** Reads a file relative to root (for failure messages). */
export function readRelative(root: string, file: string): string {
  return readFileSync(path.join(root, file), "utf8");
}
