import type * as t from "@babel/types";
import type { JsonSchema } from "../../model/index.js";
import { withoutNull } from "./literals.js";
import { isObjectSchema, objectSchema } from "./objects.js";
import { textOf, type Scope } from "./scope.js";
import { unparen } from "./syntax.js";

/** What the builtin types need from the converter. */
export interface TypeHost {
  convert(node: t.TSType, scope: Scope): JsonSchema;
  fail(code: "TC_UNSUPPORTED_TYPE", message: string, node: t.Node, scope: Scope): JsonSchema;
  unsupported(node: t.Node, scope: Scope, why: string): JsonSchema;
}

const DATE = (): JsonSchema => ({ type: "string", format: "date-time", "x-toolcall": { kind: "date" } });

/**
 * The types TypeScript knows without an import (when the file does not
 * declare the name itself): Date, arrays, Record and the utility types.
 */
export function builtinType(c: TypeHost, name: string, args: t.TSType[], node: t.Node, scope: Scope): JsonSchema {
  const need = (n: number): boolean => {
    if (args.length === n) return true;
    c.fail("TC_UNSUPPORTED_TYPE", `\`${textOf(node, scope)}\` needs ${n} type argument${n > 1 ? "s" : ""}.`, node, scope);
    return false;
  };
  switch (name) {
    case "Date":
      return DATE();
    case "Array":
    case "ReadonlyArray":
      return need(1) ? { type: "array", items: c.convert(args[0], scope) } : {};
    case "Record": {
      if (!need(2)) return {};
      const key = unparen(args[0]);
      const value = c.convert(args[1], scope);
      if (key.type === "TSStringKeyword" || key.type === "TSNumberKeyword") return { type: "object", properties: {}, additionalProperties: value };
      const keys = keysOf(c, args[0], scope);
      if (!keys) return {};
      const properties: Record<string, JsonSchema> = {};
      for (const k of keys) properties[k] = value;
      return objectSchema(properties, keys, false);
    }
    case "Partial":
    case "Required":
    case "Readonly": {
      if (!need(1)) return {};
      const inner = objectArgument(c, args[0], node, scope);
      if (!inner) return {};
      if (name === "Readonly") return inner;
      const { required: _r, ...rest } = inner;
      const out = { ...rest } as JsonSchema;
      if (name === "Required" && Object.keys(inner.properties).length) {
        const ordered: JsonSchema = {};
        for (const [k, v] of Object.entries(out)) {
          ordered[k] = v;
          if (k === "properties") ordered.required = Object.keys(inner.properties);
        }
        return ordered;
      }
      return out;
    }
    case "Pick":
    case "Omit": {
      if (!need(2)) return {};
      const inner = objectArgument(c, args[0], node, scope);
      const keys = keysOf(c, args[1], scope);
      if (!inner || !keys) return {};
      const keep = (k: string) => (name === "Pick" ? keys.includes(k) : !keys.includes(k));
      const properties: Record<string, JsonSchema> = {};
      for (const [k, v] of Object.entries(inner.properties)) if (keep(k)) properties[k] = v;
      const required = ((inner.required as string[] | undefined) ?? []).filter(keep);
      return objectSchema(properties, required, inner.additionalProperties as JsonSchema | false);
    }
    case "NonNullable": {
      if (!need(1)) return {};
      return withoutNull(c.convert(args[0], scope));
    }
    case "Exclude":
    case "Extract": {
      if (!need(2)) return {};
      return filterLiterals(c, name, args, node, scope);
    }
    default:
      return c.unsupported(node, scope, "a Promise is only unwrapped as a tool's return type; arguments are plain data");
  }
}

function objectArgument(c: TypeHost, arg: t.TSType, node: t.Node, scope: Scope): (JsonSchema & { properties: Record<string, JsonSchema> }) | undefined {
  const schema = c.convert(arg, scope);
  if (isObjectSchema(schema)) return schema;
  if (Object.keys(schema).length) c.unsupported(node, scope, `\`${textOf(arg, scope)}\` is not an object type (or is recursive)`);
  return undefined;
}


/** The string keys a key type stands for (`"a" | "b"`, an alias of them, an enum of strings). */
function keysOf(c: TypeHost, arg: t.TSType, scope: Scope): string[] | undefined {
  const s = c.convert(arg, scope);
  const values = s.const !== undefined ? [s.const] : Array.isArray(s.enum) ? s.enum : undefined;
  if (values && values.every((v) => typeof v === "string")) return values as string[];
  if (Object.keys(s).length) c.unsupported(arg, scope, "keys must be string literals (`\"a\" | \"b\"`)");
  return undefined;
}

/** `Exclude<"a" | "b" | "c", "a">`, `Extract<...>`: on unions of literals, the values kept. */
function filterLiterals(c: TypeHost, name: string, args: t.TSType[], node: t.Node, scope: Scope): JsonSchema {
  const from = c.convert(args[0], scope);
  const by = c.convert(args[1], scope);
  const values = (s: JsonSchema) => (s.const !== undefined ? [s.const] : Array.isArray(s.enum) ? s.enum : undefined);
  const all = values(from);
  const drop = values(by);
  if (!all || !drop) {
    if (Object.keys(from).length && Object.keys(by).length) c.unsupported(node, scope, `\`${name}\` is only read on unions of literals (\`${name}<"a" | "b", "a">\`)`);
    return {};
  }
  const kept = all.filter((v) => (name === "Exclude" ? !drop.includes(v) : drop.includes(v)));
  if (!kept.length) return c.unsupported(node, scope, "no value is left");
  const { const: _c, enum: _e, ...rest } = from;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(rest)) {
    if (k === "x-toolcall") continue;
    out[k] = v;
    if (k === "type") {
      if (kept.length === 1) out.const = kept[0];
      else out.enum = kept;
    }
  }
  if (rest["x-toolcall"] !== undefined) out["x-toolcall"] = rest["x-toolcall"];
  return out;
}
