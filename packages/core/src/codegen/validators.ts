/**
 * Compiles validation schemas into standalone validator code with ajv at
 * build time. The output is plain ES code: no `new Function`, no `eval`, no
 * `require`; what it needs at run time (coercion, formats, ajv's two helpers)
 * it takes from @toolcall/runtime through one namespace identifier.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import { _Code } from "ajv/dist/compile/codegen/code.js";
import standaloneModule from "ajv/dist/standalone/index.js";
import type { JsonSchema } from "../model/index.js";
import { namesInheritedProperty } from "./validation-schema.js";
import { toolcallKeywords } from "./validator-keywords.js";
import { CHECKED_FORMATS } from "../model/formats.js";
import { runtimeExport, type RuntimeExport } from "./runtime-exports.js";

// ajv's standalone entry is CommonJS whose module.exports is the function itself.
const standaloneCode = ((standaloneModule as unknown as { default?: unknown }).default ?? standaloneModule) as (
  ajv: Ajv2020,
  refs: Record<string, string>,
) => string;

/** ajv's run-time requires -> the same helpers exported by @toolcall/runtime. */
const AJV_RUNTIME_HELPERS: [string, RuntimeExport][] = [
  ['require("ajv/dist/runtime/ucs2length").default', "ucs2length"],
  ['require("ajv/dist/runtime/equal").default', "deepEqual"],
];

/**
 * Standalone validator code for the given validation schemas: statements
 * that declare, among ajv's own names, one validator per schema, plus the
 * list of those validators' identifiers, in order. Meant to be wrapped in a
 * function scope (ajv's names are not prefixed).
 *
 * @param rt identifier of the @toolcall/runtime namespace in the emitted module
 * @param labels how to name each schema's tool in an error
 */
export function compileValidators(schemas: JsonSchema[], rt: string, labels: string[] = []): { code: string; names: string[] } {
  const ajv = new Ajv2020({
    code: { source: true, esm: true, lines: false, formats: new _Code(`${rt}.${runtimeExport("formats")}`) },
    allErrors: true,
    messages: false,
    strict: false,
    logger: false,
    inlineRefs: true,
    // The schemas are toolcall's own output, never the user's text: checking
    // each against the JSON Schema meta-schema (which every new instance
    // compiles first, about 80 ms) finds nothing, and at 1,000 tools it was
    // most of the build. An invalid schema still fails to compile below.
    meta: false,
    validateSchema: false,
  });
  // Ajv2020 always tracks evaluated properties for `unevaluatedProperties`,
  // which tool schemas never use; that tracking makes every union branch run
  // even after one has passed, and each running branch converts values. Off,
  // a union stops at the first branch that validates, whose conversions are
  // then the only ones (set here because the constructor forces it on).
  (ajv.opts as { unevaluated?: boolean }).unevaluated = false;
  // Checked at run time by the runtime's own functions; these stand-ins are never called.
  for (const name of CHECKED_FORMATS) ajv.addFormat(name, { validate: () => true });
  for (const keyword of toolcallKeywords(rt)) ajv.addKeyword(keyword);

  const refs: Record<string, string> = {};
  const names = schemas.map((schema, i) => {
    const id = `toolcall:tool${i}`;
    try {
      // Validation reads own properties only: a parameter named `constructor`
      // or `toString` is missing when not sent, never found on
      // Object.prototype. Only schemas that name such a property pay for the
      // own-property checks (the input is plain data: any other name is own or absent).
      (ajv.opts as { ownProperties?: boolean }).ownProperties = namesInheritedProperty(schema);
      ajv.addSchema({ ...schema, $id: id });
      ajv.getSchema(id);
    } catch (error) {
      // A schema ajv cannot compile (a $ref to nowhere, a bad pattern) is a bug upstream: say which tool.
      throw new Error(`toolcall: cannot compile the validator of ${labels[i] ?? `tool #${i}`}: ${(error as Error).message}`);
    }
    refs[`tcValidator${i}`] = id;
    return `tcValidator${i}`;
  });
  let code = standaloneCode(ajv, refs);
  code = code.replace(/^"use strict";/, "").replace(/export const (tcValidator\d+) =/g, "const $1 =");
  for (const [required, helper] of AJV_RUNTIME_HELPERS) code = code.split(required).join(`${rt}.${helper}`);
  code = compactErrorSites(stopAtErrorCap(appendInPlace(code, rt), rt), rt);
  code = inlineSchemaReads(code, schemas);
  code = dropUnusedConstants(code.replace(/\/\*# sourceURL="[^"]*" \*\/;?/g, ""));
  if (/\brequire\(/.test(code) || /\bnew Function\b/.test(code) || /\beval\(/.test(code)) {
    throw new Error("toolcall: ajv generated code that needs require/eval, which an edge runtime cannot run:\n" + code.slice(0, 2000));
  }
  return { code, names };
}

/**
 * ajv merges a called validator's errors with `vErrors.concat(...)`, a copy
 * of all errors so far on every failing `$ref` call: quadratic for a
 * recursive type with many bad values. The runtime's `appendErrors` pushes in
 * place instead. Any `concat` left means ajv changed its output: fail the
 * build rather than ship the quadratic form.
 */
function appendInPlace(code: string, rt: string): string {
  code = code.replace(/vErrors === null \? ([\w$.]+)\.errors : vErrors\.concat\(\1\.errors\)/g, `vErrors === null ? $1.errors : ${rt}.appendErrors(vErrors, $1.errors)`);
  if (code.includes("vErrors.concat(")) throw new Error("toolcall: ajv merged validator errors in a form the build does not rewrite:\n" + code.slice(0, 2000));
  return code;
}

/**
 * Makes each validator function return as soon as it holds more errors than
 * the runtime's cap, outside any union (`tooManyErrors`): after every error
 * it records and every merge of a called validator's errors. A million bad
 * values then cost what a hundred do, and the errors found so far are kept.
 */
function stopAtErrorCap(code: string, rt: string): string {
  const functions = code.split(/(?=function validate\d+\()/);
  return functions
    .map((part) => {
      const name = /^function (validate\d+)\(/.exec(part)?.[1];
      if (!name) return part;
      const stop = `if(${rt}.tooManyErrors(errors)){${name}.errors = vErrors;return false;}`;
      return part
        .replace(/(\{vErrors\.push\(err\d+\);\}errors\+\+;)/g, `$1${stop}`)
        .replace(/(appendErrors\(vErrors, [\w$.]+\.errors\);errors = vErrors\.length;)/g, `$1${stop}`);
    })
    .join("");
}

/**
 * ajv writes each error site as an object literal with its four keys and a
 * push into the list: the bulk of a validator. Each becomes one call of the
 * runtime's `pushError` instead. The runtime reads `schemaPath` only to tell
 * a union's branches apart (`groupByBranch` in the runtime's issues.ts), so
 * a path through no `anyOf`/`oneOf` is left empty. An error site left in the
 * long form means ajv changed its output: the build fails rather than ship
 * the rewrite half done.
 */
function compactErrorSites(code: string, rt: string): string {
  // A `propertyNames` site also names the offending key (`propertyName:key0`, after the params).
  const site = /const (err\d+) = \{instancePath(?::(.*?))?,schemaPath:("[^"]*"),keyword:("[^"]*"),params:(.*?)(?:,propertyName:([\w$]+))?\};if\(vErrors === null\)\{vErrors = \[\1\];\}else \{vErrors\.push\(\1\);\}/g;
  code = code.replace(site, (_, _err: string, instancePath: string | undefined, schemaPath: string, keyword: string, params: string, propertyName: string | undefined) => {
    const path = /\/(anyOf|oneOf)\b/.test(schemaPath) ? schemaPath : '""';
    const key = propertyName ? `, ${propertyName}` : "";
    return `vErrors = ${rt}.${runtimeExport("pushError")}(vErrors, ${instancePath ?? "instancePath"}, ${path}, ${keyword}, ${params}${key});`;
  });
  if (/\bconst err\d+ = /.test(code)) throw new Error("toolcall: ajv wrote an error in a form the build does not rewrite:\n" + code.slice(0, 2000));
  return code;
}

/**
 * ajv reads a few values (an enum's members, a list of types) out of the whole
 * schema it declares as a constant (`schema31.properties.unit.enum`), which
 * keeps that constant, the size of the schema, in the bundle. Each such read
 * becomes the value itself, so the constant goes (`dropUnusedConstants`).
 */
function inlineSchemaReads(code: string, schemas: JsonSchema[]): string {
  const roots = new Map<string, unknown>();
  const declaration = /const (schema\d+) = \{/g;
  for (let m = declaration.exec(code); m; m = declaration.exec(code)) {
    const end = endOfLiteral(code, m.index + m[0].length - 1);
    const literal = end > 0 ? code.slice(m.index + m[0].length - 1, end) : "";
    const i = schemas.findIndex((schema, i) => literal === JSON.stringify({ ...schema, $id: `toolcall:tool${i}` }));
    if (i >= 0) roots.set(m[1]!, schemas[i]);
  }
  if (roots.size === 0) return code;
  const read = /\b(schema\d+)((?:\.[A-Za-z_$][\w$]*|\[\d+\]|\["(?:[^"\\]|\\.)*"\])+)/g;
  return code.replace(read, (whole, name: string, path: string) => {
    if (!roots.has(name)) return whole;
    let value: unknown = roots.get(name);
    for (const [, prop, index, quoted] of path.matchAll(/\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g)) {
      const key = prop ?? index ?? JSON.parse(quoted!);
      if (value === null || typeof value !== "object" || !Object.prototype.hasOwnProperty.call(value, key)) return whole;
      value = (value as Record<string, unknown>)[key];
    }
    return value === undefined ? whole : JSON.stringify(value);
  });
}

/**
 * ajv declares each tool's whole schema as a constant even when no code reads
 * it; those declarations only add bytes to the bundle, so they are removed.
 */
function dropUnusedConstants(code: string): string {
  const declaration = /const (schema\d+) = ([{["])/g;
  const cuts: [number, number][] = [];
  for (let m = declaration.exec(code); m; m = declaration.exec(code)) {
    const name = m[1];
    const uses = code.match(new RegExp(`\\b${name}\\b`, "g"))?.length ?? 0;
    if (uses !== 1) continue;
    const end = endOfLiteral(code, m.index + m[0].length - 1);
    if (end > 0 && code[end] === ";") cuts.push([m.index, end + 1]);
  }
  for (const [start, end] of cuts.reverse()) code = code.slice(0, start) + code.slice(end);
  return code;
}

/** Index just past the JSON-like literal that opens at `start` (brackets balanced, strings skipped), or -1. */
function endOfLiteral(code: string, start: number): number {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (c === '"') {
      for (i++; i < code.length && code[i] !== '"'; i++) if (code[i] === "\\") i++;
    } else if (c === "{" || c === "[" || c === "(") depth++;
    else if (c === "}" || c === "]" || c === ")") {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}
