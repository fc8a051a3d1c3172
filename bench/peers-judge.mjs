// The TypeScript 5.9 checker as the judge of the schemas bench/peers.mjs
// accepts, as packages/core/test/extract/evaluator.test.ts judges its rows:
// sample values are made from each schema (a value of each branch, each
// property left out, given the wrong type, an extra one...), the public
// schema (ajv) says which it accepts, and tsc compiles every sample as
// `const v: T = value` in the case's own program. A value one accepts and
// the other rejects is a disagreement, but for a value the schema rejects
// only for a JSDoc constraint (`@minimum`, `@minLength`, `@format`...),
// which says more than the type and is counted apart.
//
// Not judged: a schema holding `Date` or `bigint` (dispatch turns a JSON
// string or integer into one, which a literal cannot show), and the values
// of a type holding a string enum that the schema accepts (an enum member
// is nominal to tsc: `"a"` is not `E.A` as a literal, though JSON sends it).
import { posix } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { publicSchema } from "@toolcall/core";
import ts from "typescript";

const ajv = new Ajv2020({ strict: false, allErrors: false });
/** Keywords a JSDoc tag or a marker adds on top of the type; `pattern` and the item counts only where the type itself did not write them. */
const CONSTRAINTS = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength", "format"];

/** The schema without the constraints the type does not state. */
function relaxed(node) {
  if (Array.isArray(node)) return node.map(relaxed);
  if (!node || typeof node !== "object") return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) {
    if (CONSTRAINTS.includes(k)) continue;
    if (k === "pattern" && node["x-toolcall"]?.kind !== "template") continue;
    if ((k === "minItems" || k === "maxItems") && !node.prefixItems && node.items !== false) continue;
    out[k] = relaxed(v);
  }
  return out;
}

const MAX_SAMPLES = 40;

/** Candidate values for a schema (each then classified by the checker, so a candidate need not be valid). */
export function samples(schema, defs, depth = 0) {
  const out = [];
  const add = (...vs) => {
    for (const v of vs) if (out.length < MAX_SAMPLES && !out.some((o) => JSON.stringify(o) === JSON.stringify(v))) out.push(v);
  };
  if (!schema || typeof schema !== "object" || depth > 5) return [null];
  if (typeof schema.$ref === "string") return depth > 3 ? [null] : samples(defs?.[schema.$ref.slice("#/$defs/".length)], defs, depth + 1);
  if (schema.const !== undefined) add(schema.const, typeof schema.const === "string" ? schema.const + "x" : "x");
  if (Array.isArray(schema.enum)) add(...schema.enum, "__none__", 987654);
  for (const branch of schema.anyOf ?? []) add(...samples(branch, defs, depth + 1).slice(0, 6));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.anyOf || schema.enum || schema.const !== undefined ? [] : ["string", "number", "null", "object"];
  for (const type of types) {
    if (type === "string") add(stringSample(schema), "", 1);
    else if (type === "number") add(1.5, 0, "1");
    else if (type === "integer") add(2, 2.5);
    else if (type === "boolean") add(true, false, "true");
    else if (type === "null") add(null);
    else if (type === "array") add(...arraySamples(schema, defs, depth));
    else if (type === "object") add(...objectSamples(schema, defs, depth));
  }
  return out;
}

function stringSample(schema) {
  if (schema.format === "date-time") return "2024-01-02T03:04:05Z";
  if (schema.format === "date") return "2024-01-02";
  if (schema.format === "email") return "a@example.com";
  return "s".repeat(Math.max(1, schema.minLength ?? 1));
}

function arraySamples(schema, defs, depth) {
  const prefix = (schema.prefixItems ?? []).map((s) => samples(s, defs, depth + 1)[0]);
  const rest = schema.items && schema.items !== false ? samples(schema.items, defs, depth + 1) : [];
  const base = [...prefix];
  return [base, [...base, ...rest.slice(0, 2)], base.length ? base.slice(0, -1) : ["x"], [...base, rest[0] ?? 1], {}];
}

function objectSamples(schema, defs, depth) {
  const props = schema.properties ?? {};
  const required = schema.required ?? [];
  const first = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, samples(s, defs, depth + 1)]));
  const minimal = Object.fromEntries(required.filter((k) => first[k]).map((k) => [k, first[k][0]]));
  const full = { ...minimal, ...Object.fromEntries(Object.entries(first).map(([k, vs]) => [k, vs[0]])) };
  const out = [minimal, full, { ...minimal, __extra: 1 }, "o"];
  if (schema.additionalProperties && schema.additionalProperties !== true) out.push({ ...minimal, extra_key: samples(schema.additionalProperties, defs, depth + 1)[0] }, { ...minimal, "1": samples(schema.additionalProperties, defs, depth + 1)[0] });
  for (const k of required) {
    const { [k]: _, ...without } = minimal;
    out.push(without);
  }
  for (const [k, vs] of Object.entries(first)) for (const v of vs.slice(1, 3)) out.push({ ...minimal, [k]: v });
  return out;
}

/** Whether a schema holds a kind dispatch converts (a `Date`, a `bigint`), which a JSON literal does not show to tsc. */
function converts(schema) {
  return /"kind":"(?:date|bigint)"/.test(JSON.stringify(schema));
}

/** `{"__proto__": 1}` as an own property in TypeScript source. */
const render = (v) => JSON.stringify(v).replace(/"__proto__":/g, '["__proto__"]:');

/**
 * Judges the accepted cases of one collection: `cases` are { label, files
 * (path -> text, the collection's), dir (the case's folder), main, exported,
 * head, type, inputSchema }. Returns { judged, skipped, values, constrained, disagreements }.
 */
export function judge(root, files, cases) {
  const sources = new Map();
  const checks = [];
  let skipped = 0;
  for (const [i, c] of cases.entries()) {
    const schema = c.inputSchema.properties.v;
    if (converts(c.inputSchema)) {
      skipped++;
      continue;
    }
    const withDefs = (s) => ({ ...s.properties.v, ...(s.$defs ? { $defs: s.$defs } : {}) });
    const strict = ajv.compile(publicSchema(withDefs(c.inputSchema)));
    const loose = ajv.compile(publicSchema(withDefs(relaxed(c.inputSchema))));
    const values = samples(schema, c.inputSchema.$defs).map((value) => ({ value, accepted: strict(value), typeAccepted: loose(value) }));
    const head = c.exported ? [`import type { ${c.head} } from ${JSON.stringify("./" + posix.basename(c.main).replace(/\.tsx?$/, ".js"))};`] : files.get(c.main).split("\n");
    const lines = [...head, `type __T = ${c.type};`];
    const typeLine = lines.length - 1;
    const at = values.map((v) => {
      lines.push(`export const __v${lines.length}: __T = ${render(v.value)};`);
      return lines.length - 1;
    });
    const file = posix.join(root, posix.dirname(c.main), `__check${i}.ts`);
    sources.set(file, lines.join("\n") + "\nexport {};\n");
    checks.push({ c, file, typeLine, values, at });
  }
  const { errorsAt, enumTyped } = typeCheck(root, files, sources);
  const disagreements = [];
  let judged = 0;
  let count = 0;
  let constrained = 0;
  for (const { c, file, typeLine, values, at } of checks) {
    if (errorsAt.has(`${file}:${typeLine}`)) {
      skipped++;
      continue;
    }
    judged++;
    values.forEach((v, j) => {
      const tsAccepts = !errorsAt.has(`${file}:${at[j]}`);
      if (v.accepted && !tsAccepts && enumTyped.has(file)) return;
      count++;
      if (tsAccepts && !v.accepted && v.typeAccepted) constrained++;
      else if (tsAccepts !== v.accepted) disagreements.push(`${c.label}: ${v.accepted ? "schema accepts, tsc rejects" : "schema rejects, tsc accepts"} ${render(v.value).slice(0, 120)}`);
    });
  }
  return { judged, skipped, values: count, constrained, disagreements };
}

/** One program over the check files (the collection's files readable beside them): the `file:line` of each error, and the check files whose type holds a string enum. */
function typeCheck(root, files, sources) {
  const options = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ["lib.es2022.d.ts"], types: [], skipLibCheck: true, experimentalDecorators: true, noUnusedLocals: false };
  const all = new Map([...[...files].map(([p, text]) => [posix.join(root, p), text]), ...sources]);
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) => (all.has(name) ? ts.createSourceFile(name, all.get(name), version) : getSourceFile(name, version));
  host.fileExists = ((exists) => (name) => all.has(name) || exists(name))(host.fileExists.bind(host));
  host.readFile = ((read) => (name) => all.get(name) ?? read(name))(host.readFile.bind(host));
  const dirs = new Set();
  for (const name of all.keys()) for (let d = posix.dirname(name); d !== "/" && !dirs.has(d); d = posix.dirname(d)) dirs.add(d);
  host.directoryExists = ((exists) => (name) => dirs.has(name.replace(/\/$/, "")) || (exists?.(name) ?? false))(host.directoryExists?.bind(host));
  const program = ts.createProgram([...sources.keys()], options, host);
  const errorsAt = new Set();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    if (!d.file || !sources.has(d.file.fileName) || d.start === undefined) continue;
    errorsAt.add(`${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start).line}`);
  }
  const tc = program.getTypeChecker();
  const enumTyped = new Set();
  for (const file of sources.keys()) {
    const sf = program.getSourceFile(file);
    const alias = sf?.statements.find((s) => ts.isTypeAliasDeclaration(s) && s.name.text === "__T");
    if (alias && holdsStringEnum(tc, tc.getTypeAtLocation(alias.name), 0, new Set())) enumTyped.add(file);
  }
  return { errorsAt, enumTyped };
}

function holdsStringEnum(tc, type, depth, seen) {
  if (depth > 6 || seen.has(type)) return false;
  seen.add(type);
  if (type.flags & ts.TypeFlags.EnumLiteral && type.flags & ts.TypeFlags.StringLiteral) return true;
  if (type.isUnionOrIntersection()) return type.types.some((t) => holdsStringEnum(tc, t, depth + 1, seen));
  if (type.flags & ts.TypeFlags.Object) {
    if (type.objectFlags & ts.ObjectFlags.Reference) for (const t of tc.getTypeArguments(type)) if (holdsStringEnum(tc, t, depth + 1, seen)) return true;
    for (const p of tc.getPropertiesOfType(type).slice(0, 50)) if (holdsStringEnum(tc, tc.getNonNullableType(tc.getTypeOfSymbol(p)), depth + 1, seen)) return true;
    const index = tc.getIndexInfosOfType(type);
    for (const info of index) if (holdsStringEnum(tc, info.type, depth + 1, seen)) return true;
  }
  return false;
}
