import { checker } from "@toolcall/runtime";
import ts from "typescript";
import { validationSchema } from "../../src/codegen/validation-schema.js";
import type { JsonSchema } from "../../src/model/index.js";

// The judge of the type evaluator, shared by the evaluator tests and
// bench/peers.mjs: the TypeScript 5.9 checker says whether a JSON value is
// assignable to a type, toolcall's checker says what the tool accepts.
// No vitest here, so the bench can load it too.

// Whether a class field is initialised says nothing of the values its type holds (and most peer cases leave them bare).
const OPTIONS: ts.CompilerOptions = { strict: true, strictPropertyInitialization: false, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ["lib.es2022.d.ts"], skipLibCheck: true, noUnusedLocals: false };
/** lib.*.d.ts parsed once per process: most of a small program's time is parsing them again. */
const libFiles = new Map<string, ts.SourceFile | undefined>();

/** Type-checks in-memory files with the TypeScript 5.9 compiler under `strict`, field initialisation aside (from `roots`, all of them unless told); returns the `file:line` (0-based) of each error. */
export function typeCheck(sources: Map<string, string>, roots = [...sources.keys()]): Set<string> {
  const host = ts.createCompilerHost(OPTIONS);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) => {
    if (sources.has(name)) return ts.createSourceFile(name, sources.get(name)!, version);
    const key = `${name}\0${JSON.stringify(version)}`;
    if (!libFiles.has(key)) libFiles.set(key, getSourceFile(name, version));
    return libFiles.get(key);
  };
  host.fileExists = ((exists) => (name: string) => sources.has(name) || exists(name))(host.fileExists.bind(host));
  host.readFile = ((read) => (name: string) => sources.get(name) ?? read(name))(host.readFile.bind(host));
  // The in-memory files' directories exist too, or module resolution stops before looking for `./keys.ts`.
  const dirs = new Set<string>();
  for (const name of sources.keys()) for (let at = name.lastIndexOf("/"); at > 0; at = name.lastIndexOf("/", at - 1)) dirs.add(name.slice(0, at));
  host.directoryExists = ((exists) => (name: string) => dirs.has(name.replace(/\/$/, "")) || (exists?.(name) ?? false))(host.directoryExists?.bind(host));
  const program = ts.createProgram(roots, OPTIONS, host);
  const out = new Set<string>();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    if (!d.file || !sources.has(d.file.fileName) || d.start === undefined) continue;
    out.add(`${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start).line}`);
  }
  return out;
}

/**
 * What the tool's function receives for these arguments after dispatch's
 * check (the arguments sent as JSON text, dates and bigints revived, a `null`
 * for an optional property read as absent), or `undefined` when refused.
 */
export function dispatched(inputSchema: JsonSchema): (args: Record<string, unknown>) => { value: Record<string, unknown> } | undefined {
  const check = checker(validationSchema(inputSchema));
  return (args) => {
    const result = check(JSON.parse(JSON.stringify(args)), true);
    return result.ok ? { value: result.value } : undefined;
  };
}

/** Whether dispatch accepts these arguments for a tool. */
export function dispatchAccepts(inputSchema: JsonSchema): (args: Record<string, unknown>) => boolean {
  const receive = dispatched(inputSchema);
  return (args) => receive(args) !== undefined;
}

/** A value as a TypeScript expression: JSON, with a revived `Date` or `bigint` as such, an absent property left out, `__proto__` as a property. */
export function tsLiteral(value: unknown): string {
  if (typeof value === "bigint") return `${value}n`;
  if (value instanceof Date) return `new Date(${JSON.stringify(value.toISOString())})`;
  if (Array.isArray(value)) return `[${value.map(tsLiteral).join(", ")}]`;
  if (value && typeof value === "object") {
    const members = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{ ${members.map(([k, v]) => `${k === "__proto__" ? '["__proto__"]' : JSON.stringify(k)}: ${tsLiteral(v)}`).join(", ")} }`;
  }
  return JSON.stringify(value);
}

/**
 * `T` with every string enum read as its values (a string enum is nominal to
 * tsc, so `const v: E = "a"` fails, but the tool receives the JSON string):
 * the second question asked of a value tsc rejects for `T`.
 */
export const JSON_OF = "type JsonOf<T> = T extends string ? `${T}` : T extends readonly unknown[] ? { [K in keyof T]: JsonOf<T[K]> } : T extends object ? { [K in keyof T]: JsonOf<T[K]> } : T;";

/** A module that asks tsc whether each value is a `T` (`export const vN: T = value`), with the line of each value. */
export function valueModule(prelude: string[], type: string, values: unknown[], render: (value: unknown) => string = tsLiteral): { text: string; lines: number[] } {
  const out = [...prelude, `type T = ${type};`];
  const lines = values.map((value) => {
    out.push(`export const v${out.length}: T = ${render(value)};`);
    return out.length - 1;
  });
  return { text: out.join("\n") + "\nexport {};\n", lines };
}

export interface SampleVerdict {
  value: unknown;
  /** Dispatch accepts the value as `v`. */
  dispatch: boolean;
  /** tsc accepts it as a `T`: as the function receives it when dispatch accepts it, else as sent. */
  tsc: boolean;
}

/**
 * Both verdicts on each value of a tool's parameter `v`, tsc asking in the
 * module `path` (its `prelude` declaring or importing what `type` names,
 * beside the other `sources`). Undefined when the module itself does not
 * compile: tsc would read an error type, which accepts everything.
 */
export function judgeSamples(q: { sources: Map<string, string>; path: string; prelude: string[]; type: string; inputSchema: JsonSchema; values: unknown[] }): SampleVerdict[] | undefined {
  const receive = dispatched(q.inputSchema);
  const received = q.values.map((v) => receive({ v }));
  const module = valueModule(q.prelude, q.type, q.values.map((v, i) => (received[i] ? received[i].value.v : v)));
  const errorsAt = typeCheck(new Map([...q.sources, [q.path, module.text]]), [q.path]);
  const valueLines = new Set(module.lines);
  for (const at of errorsAt) if (at.startsWith(q.path + ":") && !valueLines.has(Number(at.slice(q.path.length + 1)))) return undefined;
  return q.values.map((value, i) => ({ value, dispatch: received[i] !== undefined, tsc: !errorsAt.has(`${q.path}:${module.lines[i]}`) }));
}
