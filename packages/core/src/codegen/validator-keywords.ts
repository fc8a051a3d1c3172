/**
 * The ajv keywords of the validation schema (see validation-schema.ts),
 * written as code generators so that ajv's standalone output inlines them:
 * `tcCoerce` checks and converts a value through a @toolcall/runtime
 * function, `tcObject`/`tcObjectEnd` handle null-as-absent and defaults,
 * `tcClosed` rejects unknown properties naming the valid ones (`tcStrip`
 * deletes them instead), and
 * `tcBranchStart`/`tcBranchEnd` bracket union branches that convert values,
 * `tcItems` checks the items of an array only up to its `maxItems`, and
 * `tcTemplate` matches a template literal type without its regex.
 */
import { _, type Code, type CodeKeywordDefinition, type KeywordCxt, type Name } from "ajv/dist/2020.js";
import { not, or } from "ajv/dist/compile/codegen/index.js";
import { Type } from "ajv/dist/compile/util.js";
import { _Code } from "ajv/dist/compile/codegen/code.js";
import ajvNamesModule from "ajv/dist/compile/names.js";
import { runtimeExport, type RuntimeExport } from "./runtime-exports.js";
import type { CoerceKeyword, ObjectKeyword, TemplateKeyword } from "./validation-schema.js";

// ajv's generated-code variable names (`errors`...); CommonJS default export.
const ajvNames = ((ajvNamesModule as unknown as { default?: unknown }).default ?? ajvNamesModule) as { errors: Name };

const COERCE_FUNCTIONS: Record<CoerceKeyword["kind"], RuntimeExport> = {
  number: "coerceNumber",
  int: "coerceInt",
  bigint: "coerceBigint",
  date: "coerceDate",
};

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

/**
 * The keyword definitions for validators that reach the runtime through the
 * namespace identifier `rt` in the emitted module.
 */
export function toolcallKeywords(rt: string): CodeKeywordDefinition[] {
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
            if (it.compositeRule) gen.code(_`${new _Code(`${rt}.${runtimeExport("branchWrite")}`)}(${it.parentData}, ${it.parentDataProperty}, ${value})`);
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
        // Own properties only: a `constructor` parameter is absent even though `{}.constructor` is not undefined.
        const absent = name in Object.prototype ? _`!Object.prototype.hasOwnProperty.call(${data}, ${name})` : _`${data}[${name}] === undefined`;
        gen.if(absent, change(name, false, () => gen.assign(_`${data}[${name}]`, code)));
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
      cxt.gen.code(_`${new _Code(`${rt}.${runtimeExport("branchStart")}`)}(${ajvNames.errors})`);
    },
  };
  const tcBranchEnd: CodeKeywordDefinition = {
    keyword: "tcBranchEnd",
    schemaType: "boolean",
    code(cxt: KeywordCxt) {
      cxt.gen.code(_`${new _Code(`${rt}.${runtimeExport("branchEnd")}`)}(${ajvNames.errors})`);
    },
  };

  // Whether `key` is one of the object's declared property names.
  const isDeclared = (gen: KeywordCxt["gen"], key: Name, names: string[]): Code => {
    if (names.length > 8) {
      const set = gen.scopeValue("schema", { ref: new Set(names), code: new _Code(`new Set(${JSON.stringify(names)})`) });
      return _`${set}.has(${key})`;
    }
    return names.length ? or(...names.map((name) => _`${key} === ${name}`)) : _`false`;
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
        gen.if(_`!(${isDeclared(gen, key, names)})`, () => {
          cxt.setParams({ property: key, allowed });
          cxt.error();
        });
      });
    },
    error: { message: "", params: ({ params }) => _`{property: ${params.property}, allowed: ${params.allowed}}` },
  };

  // `unknownProperties: "strip"`: what tcClosed refuses is deleted instead
  // (journaled inside a union branch, so a failing branch puts it back).
  const tcStrip: CodeKeywordDefinition = {
    keyword: "tcStrip",
    type: "object",
    schemaType: "array",
    code(cxt: KeywordCxt) {
      const { gen, data, it } = cxt;
      const names = cxt.schema as string[];
      gen.forIn("key", data, (key) => {
        gen.if(_`!(${isDeclared(gen, key, names)})`, () => {
          if (it.compositeRule) gen.code(_`${new _Code(rt)}.branchDelete(${data}, ${key})`);
          else gen.code(_`delete ${data}[${key}]`);
        });
      });
    },
  };
  // `items` of an array that has `maxItems` (README, Limits): ajv checks
  // every item even when the array is already too long, so a million items
  // sent for `maxItems: 10` cost a million checks (and conversions). Only the
  // first `maxItems` are checked; `maxItems` itself reports the rest.
  const tcItems: CodeKeywordDefinition = {
    keyword: "tcItems",
    type: "array",
    schemaType: ["object", "boolean"],
    code(cxt: KeywordCxt) {
      const { gen, data, it } = cxt;
      const max = (cxt.parentSchema as { maxItems: number }).maxItems;
      const valid = gen.name("valid");
      const allValid = gen.let("valid", true);
      const len = gen.const("len", _`Math.min(${data}.length, ${max})`);
      gen.forRange("i", 0, len, (i) => {
        cxt.subschema({ keyword: "tcItems", dataProp: i, dataPropType: Type.Num }, valid);
        gen.if(not(valid), () => (it.allErrors ? gen.assign(allValid, false) : gen.break()));
      });
      cxt.ok(allValid);
    },
  };
  // A template literal's pattern, matched by its parts in linear time
  // (runtime's matchTemplate); compiled once when the validators load. An
  // error reads as ajv's `pattern` error, naming the public pattern.
  const tcTemplate: CodeKeywordDefinition = {
    keyword: "tcTemplate",
    type: "string",
    schemaType: "object",
    code(cxt: KeywordCxt) {
      const { gen, data } = cxt;
      const spec = cxt.schema as TemplateKeyword;
      const compile = `${rt}.${runtimeExport("compileTemplate")}`;
      const matcher = gen.scopeValue("schema", { ref: spec, code: new _Code(`${compile}(${literal(spec.parts)})`) });
      const pattern = gen.scopeValue("schema", { ref: spec.pattern, code: new _Code(JSON.stringify(spec.pattern)) });
      gen.if(_`!${new _Code(`${rt}.${runtimeExport("matchTemplate")}`)}(${matcher}, ${data})`, () => {
        cxt.setParams({ pattern });
        cxt.error();
      });
    },
    error: { message: "", params: ({ params }) => _`{pattern: ${params.pattern}}` },
  };
  return [tcCoerce, tcObject, tcClosed, tcStrip, tcObjectEnd, tcBranchStart, tcBranchEnd, tcItems, tcTemplate];
}

