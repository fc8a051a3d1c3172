/**
 * Compiles validation schemas into standalone validator code with ajv at
 * build time. The output is plain ES code: no `new Function`, no `eval`, no
 * `require`; what it needs at run time (coercion, formats, ajv's two helpers)
 * it takes from @toolcall/runtime through one namespace identifier.
 */
import { Ajv2020, _, type Code, type CodeKeywordDefinition, type Name, type KeywordCxt } from "ajv/dist/2020.js";
import { or } from "ajv/dist/compile/codegen/index.js";
import { _Code } from "ajv/dist/compile/codegen/code.js";
import ajvNamesModule from "ajv/dist/compile/names.js";
import standaloneModule from "ajv/dist/standalone/index.js";
import type { JsonSchema } from "../model.js";
import { CHECKED_FORMATS, type CoerceKeyword, type ObjectKeyword } from "./validation-schema.js";

// ajv's standalone entry is CommonJS whose module.exports is the function itself.
const standaloneCode = ((standaloneModule as unknown as { default?: unknown }).default ?? standaloneModule) as (
  ajv: Ajv2020,
  refs: Record<string, string>,
) => string;

// ajv's generated-code variable names (`errors`...); CommonJS default export.
const ajvNames = ((ajvNamesModule as unknown as { default?: unknown }).default ?? ajvNamesModule) as { errors: Name };

const COERCE_FUNCTIONS: Record<CoerceKeyword["kind"], string> = {
  number: "coerceNumber",
  int: "coerceInt",
  bigint: "coerceBigint",
  date: "coerceDate",
};

/** ajv's run-time requires -> the same helpers exported by @toolcall/runtime. */
const AJV_RUNTIME_HELPERS: [string, string][] = [
  ['require("ajv/dist/runtime/ucs2length").default', "ucs2length"],
  ['require("ajv/dist/runtime/equal").default', "deepEqual"],
];

/** JS expression text for a JSON value, safe for keys like `__proto__`; bigints as `BigInt("...")`. */
export function literal(value: unknown): string {
  if (typeof value === "bigint") return `BigInt(${JSON.stringify(value.toString())})`;
  const json = JSON.stringify(value);
  if (json === undefined) return "undefined";
  // In an object literal `"__proto__": x` sets the prototype; JSON.parse makes it an own property.
  return json.includes('"__proto__"') ? `JSON.parse(${JSON.stringify(json)})` : json;
}

function specLiteral(spec: CoerceKeyword): string {
  const parts = Object.entries(spec).map(([k, v]) => {
    const isBigintBound = spec.kind === "bigint" && k !== "kind" && k !== "wire" && k !== "also";
    return `${k}:${isBigintBound ? `BigInt(${JSON.stringify(String(v))})` : JSON.stringify(v)}`;
  });
  return `{${parts.join(",")}}`;
}

function keywords(rt: string): CodeKeywordDefinition[] {
  const tcCoerce: CodeKeywordDefinition = {
    keyword: "tcCoerce",
    schemaType: "object",
    code(cxt: KeywordCxt) {
      const { gen, data, it } = cxt;
      const spec = cxt.schema as CoerceKeyword;
      const fnName = COERCE_FUNCTIONS[spec.kind];
      const fn = gen.scopeValue("func", { key: fnName, ref: fnName, code: new _Code(`${rt}.${fnName}`) });
      const specName = gen.scopeValue("schema", { ref: spec, code: new _Code(specLiteral(spec)) });
      const value = gen.const("tcValue", _`${fn}(${data}, ${specName})`);
      gen.if(
        _`${value} === undefined`,
        () => {
          cxt.setParams({ spec: specName });
          cxt.error();
        },
        // A converted value replaces the parsed one in its container (the input
        // is always dispatch's own copy); an unchanged one is not written.
        () =>
          gen.if(_`${value} !== ${data} && ${it.parentData} !== undefined`, () => {
            // Inside a union branch the write is journaled, so a failing branch can undo it.
            if (it.compositeRule) gen.code(_`${new _Code(rt)}.branchWrite(${it.parentData}, ${it.parentDataProperty}, ${value})`);
            else gen.assign(_`${it.parentData}[${it.parentDataProperty}]`, value);
          }),
      );
    },
    error: { message: "", params: ({ params }) => _`{spec: ${params.spec}}` },
  };

  // What tcObject changed in an object checked inside a union branch, so
  // tcObjectEnd can put it back when that branch fails (the next branch must
  // see the object as sent). Keyed by ajv's per-schema context object.
  const branchChanges = new WeakMap<object, { errorsBefore: Name; undo: { flag: Name; name: string; wasNull: boolean }[] }>();

  const tcObject: CodeKeywordDefinition = {
    keyword: "tcObject",
    type: "object",
    schemaType: "object",
    before: "properties",
    code(cxt: KeywordCxt) {
      const { gen, data, it } = cxt;
      const spec = cxt.schema as ObjectKeyword;
      const track = it.compositeRule === true;
      const undo: { flag: Name; name: string; wasNull: boolean }[] = [];
      if (track) branchChanges.set(it, { errorsBefore: gen.const("tcErrors", ajvNames.errors), undo });
      const change = (name: string, wasNull: boolean, body: () => void) => {
        if (!track) return body;
        const flag = gen.let("tcChanged", _`false`);
        undo.push({ flag, name, wasNull });
        return () => {
          body();
          gen.assign(flag, _`true`);
        };
      };
      // OpenAI strict mode makes every optional property required and
      // nullable, so a model sends `null` for "not given": for a property
      // whose own type has no null, null means absent (and the default applies).
      for (const name of spec.nullAbsent) {
        gen.if(_`${data}[${name}] === null`, change(name, true, () => gen.code(_`delete ${data}[${name}]`)));
      }
      // A fresh literal per call: a default array or object is never shared between calls.
      for (const [name, value, bigint] of spec.defaults) {
        const code = new _Code(bigint ? literal(BigInt(value as string)) : literal(value));
        gen.if(_`${data}[${name}] === undefined`, change(name, false, () => gen.assign(_`${data}[${name}]`, code)));
      }
    },
  };

  const tcObjectEnd: CodeKeywordDefinition = {
    keyword: "tcObjectEnd",
    type: "object",
    schemaType: "boolean",
    code(cxt: KeywordCxt) {
      const { gen, data, it } = cxt;
      const changes = branchChanges.get(it);
      if (!changes || changes.undo.length === 0) return;
      gen.if(_`${ajvNames.errors} !== ${changes.errorsBefore}`, () => {
        for (const { flag, name, wasNull } of changes.undo) {
          gen.if(flag, () => (wasNull ? gen.assign(_`${data}[${name}]`, _`null`) : gen.code(_`delete ${data}[${name}]`)));
        }
      });
    },
  };

  // Around each branch of a union that converts values (see validation-schema.ts).
  const tcBranchStart: CodeKeywordDefinition = {
    keyword: "tcBranchStart",
    schemaType: "boolean",
    code(cxt: KeywordCxt) {
      cxt.gen.code(_`${new _Code(rt)}.branchStart(${ajvNames.errors})`);
    },
  };
  const tcBranchEnd: CodeKeywordDefinition = {
    keyword: "tcBranchEnd",
    schemaType: "boolean",
    code(cxt: KeywordCxt) {
      cxt.gen.code(_`${new _Code(rt)}.branchEnd(${ajvNames.errors})`);
    },
  };

  const tcClosed: CodeKeywordDefinition = {
    keyword: "tcClosed",
    type: "object",
    schemaType: "array",
    code(cxt: KeywordCxt) {
      const { gen, data } = cxt;
      const names = cxt.schema as string[];
      const allowed = gen.scopeValue("schema", { ref: names, code: new _Code(JSON.stringify(names)) });
      gen.forIn("key", data, (key) => {
        let known: Code = _`false`;
        if (names.length > 8) {
          const set = gen.scopeValue("schema", { ref: new Set(names), code: new _Code(`new Set(${JSON.stringify(names)})`) });
          known = _`${set}.has(${key})`;
        } else if (names.length) {
          known = or(...names.map((name) => _`${key} === ${name}`));
        }
        gen.if(_`!(${known})`, () => {
          cxt.setParams({ property: key, allowed });
          cxt.error();
        });
      });
    },
    error: { message: "", params: ({ params }) => _`{property: ${params.property}, allowed: ${params.allowed}}` },
  };
  return [tcCoerce, tcObject, tcClosed, tcObjectEnd, tcBranchStart, tcBranchEnd];
}

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
    code: { source: true, esm: true, lines: false, formats: new _Code(`${rt}.formats`) },
    allErrors: true,
    messages: false,
    strict: false,
    logger: false,
    inlineRefs: true,
  });
  // Checked at run time by the runtime's own functions; these stand-ins are never called.
  for (const name of CHECKED_FORMATS) ajv.addFormat(name, { validate: () => true });
  for (const keyword of keywords(rt)) ajv.addKeyword(keyword);

  const refs: Record<string, string> = {};
  const names = schemas.map((schema, i) => {
    const id = `toolcall:tool${i}`;
    try {
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
  code = dropUnusedConstants(code.replace(/\/\*# sourceURL="[^"]*" \*\/;?/g, ""));
  if (/\brequire\(/.test(code) || /\bnew Function\b/.test(code) || /\beval\(/.test(code)) {
    throw new Error("toolcall: ajv generated code that needs require/eval, which an edge runtime cannot run:\n" + code.slice(0, 2000));
  }
  return { code, names };
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
