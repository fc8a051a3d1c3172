/**
 * The elicitation form of a tool: the type argument of its `ToolCall`
 * parameter (`call: ToolCall<Confirm>`), sent by `call.elicit(message)` as
 * MCP `elicitation/create`'s `requestedSchema` (docs/mcp.md, "Asking the
 * client"). MCP takes a restricted schema there: one flat object whose
 * properties are each a string (with `format` email, uri, date or
 * date-time), a number or integer, a boolean, a single-select enum of
 * strings or a multi-select array of them, with titles, descriptions,
 * bounds and defaults. A form type outside that is refused here, at its
 * place in the source, instead of by the client at run time.
 */
import type { JsonSchema } from "../model/index.js";
import type { JsDoc } from "./jsdoc.js";

/**
 * What `@option <value> <title>` tags on a property say (and `@enumNames`,
 * which asks for the deprecated `enumNames` form): titles for its enum
 * values, which only an elicitation form sends (as `oneOf` of `const` and
 * `title`, SEP-1330), so a tool's own schema is the same with or without
 * them. Kept beside the property's schema object, not in it.
 */
const optionTitles = new WeakMap<JsonSchema, { titles: Map<string, string>; legacy: boolean }>();

export function noteOptionTitles(schema: JsonSchema, doc: JsDoc): JsonSchema {
  const titles = new Map<string, string>();
  let legacy = false;
  for (const tag of doc.tags) {
    if (tag.tag === "enumNames") legacy = true;
    if (tag.tag !== "option") continue;
    const match = /^\s*(\S+)\s+([\s\S]*\S)\s*$/.exec(tag.text);
    if (match) titles.set(match[1]!.replace(/^"(.*)"$/, "$1"), match[2]!);
  }
  if (titles.size > 0) optionTitles.set(schema, { titles, legacy });
  return schema;
}

/** `enum` values with their titles: the `@option` title, else the value itself. */
function titled(values: unknown[], titles: Map<string, string>): { const: string; title: string }[] {
  return values.map((value) => ({ const: value as string, title: titles.get(value as string) ?? (value as string) }));
}

/** The string formats MCP's elicitation schema allows. */
const FORMATS = new Set(["email", "uri", "date", "date-time"]);

/** Keywords each kind of property may carry besides `type` (`x-toolcall` is the build's own and is never sent). */
const COMMON = ["title", "description", "default"];
const KEYWORDS: Record<string, readonly string[]> = {
  string: [...COMMON, "minLength", "maxLength", "format", "enum", "enumNames", "oneOf"],
  number: [...COMMON, "minimum", "maximum"],
  integer: [...COMMON, "minimum", "maximum"],
  boolean: COMMON,
  array: [...COMMON, "items", "minItems", "maxItems"],
};

/** The form's `requestedSchema`, or why `schema` (the converted type argument) is outside MCP's subset. */
export function elicitationSchema(schema: JsonSchema): { schema: JsonSchema } | { error: string } {
  if (schema.type !== "object" || typeof schema.properties !== "object" || schema.properties === null) {
    return { error: "an elicitation form must be an object type (an interface or type literal) whose properties are strings, numbers, booleans or string enums" };
  }
  const properties: Record<string, JsonSchema> = {};
  for (const [name, property] of Object.entries(schema.properties as Record<string, JsonSchema>)) {
    const checked = formProperty(property);
    if ("error" in checked) return { error: `property \`${name}\` ${checked.error}` };
    Object.defineProperty(properties, name, { value: checked.schema, enumerable: true, writable: true, configurable: true });
  }
  const out: JsonSchema = { type: "object", properties };
  if (Array.isArray(schema.required) && schema.required.length > 0) out.required = [...schema.required];
  return { schema: out };
}

function formProperty(property: JsonSchema): { schema: JsonSchema } | { error: string } {
  const type = property.type;
  if (typeof type !== "string" || !Object.hasOwn(KEYWORDS, type)) {
    const what = Array.isArray(type) && type.includes("null") ? "may be null" : property.$ref !== undefined ? "is a named or recursive type" : "is not a string, number, integer, boolean or string enum";
    return { error: `${what}; MCP's elicitation forms take only flat primitive fields (optional is fine: leave it out of the answer)` };
  }
  const out: JsonSchema = { type };
  for (const [key, value] of Object.entries(property)) {
    if (key === "type" || key === "x-toolcall") continue;
    if (!KEYWORDS[type]!.includes(key)) return { error: `has \`${key}\`, which MCP's elicitation schema does not take for a ${type}` };
    out[key] = value;
  }
  if (type === "string" && out.format !== undefined && !FORMATS.has(out.format as string)) return { error: `has format \`${String(out.format)}\`; an elicitation form takes only email, uri, date and date-time` };
  if (type === "string" && out.enum !== undefined && !(out.enum as unknown[]).every((v) => typeof v === "string")) return { error: "is an enum with values that are not strings; an elicitation enum is of strings" };
  if (type === "array") {
    const items = out.items as JsonSchema | undefined;
    const options = items?.enum ?? (items?.anyOf as JsonSchema[] | undefined)?.map((o) => o.const);
    if (items === undefined || !Array.isArray(options) || !options.every((v) => typeof v === "string")) {
      return { error: "is an array that is not a multi-select of string literals; an elicitation form takes arrays only as `(\"a\" | \"b\")[]`" };
    }
    const { "x-toolcall": _, ...plain } = items;
    out.items = plain;
  }
  const noted = optionTitles.get(property);
  if (noted !== undefined) {
    const values = (type === "array" ? (out.items as JsonSchema).enum : out.enum) as unknown[] | undefined;
    const unknown = [...noted.titles.keys()].find((value) => !values?.includes(value));
    if (values === undefined || unknown !== undefined) return { error: `has \`@option ${unknown ?? ""}\`, which is not one of its values${values ? ` (${values.join(", ")})` : ""}` };
    if (noted.legacy) {
      if (type === "array") return { error: "has `@enumNames`, which MCP takes only on a single-select string enum" };
      out.enumNames = values.map((value) => noted.titles.get(value as string) ?? value);
    } else if (type === "array") out.items = { anyOf: titled(values, noted.titles) };
    else {
      delete out.enum;
      out.oneOf = titled(values, noted.titles);
    }
  }
  return { schema: out };
}
