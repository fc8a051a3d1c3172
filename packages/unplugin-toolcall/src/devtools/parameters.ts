/**
 * A tool's parameters as people read them (the inspector's table, `toolcall
 * list`), and the arguments a try-it form starts from, all read off the
 * canonical input schema.
 */
import { publicSchema, type JsonSchema, type ToolModel } from "@toolcall/core";
import { writtenParameter, type ReadSource } from "./parameter-source.js";

export interface ParameterRow {
  name: string;
  /**
   * A TypeScript-like summary of the schema: `string`, `integer (1..14)`,
   * `"c" | "f"`, `string[] (items 1..)`; for an object, the type's name as
   * the source writes it (`Address`, `LineItem[]`), which the schema lost.
   */
  type: string;
  required: boolean;
  /** The JSON default, when the schema has one. */
  default?: unknown;
  description?: string;
}

/** `read` gives the source text, for the names of object types; without it they read `object`. */
export function parameterRows(tool: ToolModel, read?: ReadSource): ParameterRow[] {
  const schema = publicSchema(tool.inputSchema);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(schema.required ?? []);
  const destructured = tool.call.some((c) => c.from === "input");
  return Object.entries(properties).map(([name, property]) => {
    let type = typeText(property);
    if (read && !destructured && /\bobject\b/.test(type)) {
      const written = writtenParameter(tool, name, read)?.type;
      // A name (`Address`, `LineItem[]`, `Page<Order>`), not an inline `{ ... }` literal.
      if (written && /^[A-Za-z_$][\w$.]*(<.*>)?(\[\])*( \| (null|undefined))*$/.test(written)) type = written;
    }
    const row: ParameterRow = { name, type, required: required.has(name) };
    if ("default" in property) row.default = property.default;
    if (typeof property.description === "string") row.description = property.description;
    return row;
  });
}

/**
 * Arguments to start a try-it form from: the first `@example`, over the
 * defaults, with a placeholder of the right type for each required
 * parameter neither gives.
 */
export function sampleArguments(tool: ToolModel): Record<string, unknown> {
  const schema = publicSchema(tool.inputSchema);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(schema.required ?? []);
  const sample: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    if ("default" in property) sample[name] = property.default;
    else if (required.has(name)) sample[name] = placeholder(property);
  }
  return { ...sample, ...(tool.examples[0] ?? {}) };
}

function placeholder(schema: JsonSchema): unknown {
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ("const" in schema) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return schema.format === "date-time" ? new Date(0).toISOString() : "";
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 0;
    case "boolean":
      return false;
    case "array":
      return [];
    case "object":
      return {};
    default:
      return null;
  }
}

/** A short, readable type for a schema node. */
export function typeText(schema: JsonSchema | boolean | undefined): string {
  if (schema === undefined || schema === true) return "any";
  if (schema === false) return "never";
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if ("const" in schema) return JSON.stringify(schema.const);
  if (typeof schema.$ref === "string") return schema.$ref.replace(/^#\/\$defs\//, "");
  const branches = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(branches)) return branches.map(typeText).join(" | ");
  const types = Array.isArray(schema.type) ? schema.type : typeof schema.type === "string" ? [schema.type] : [];
  if (types.length === 0) return "any";
  return types.map((type) => oneType(type, schema)).join(" | ");
}

function oneType(type: string, schema: JsonSchema): string {
  if (type === "array") {
    if (Array.isArray(schema.prefixItems)) return `[${schema.prefixItems.map(typeText).join(", ")}]`;
    const items = typeText(schema.items as JsonSchema | undefined);
    const list = items.includes(" ") ? `(${items})[]` : `${items}[]`;
    const count = range(schema.minItems, schema.maxItems, "items ");
    return count ? `${list} (${count})` : list;
  }
  if (type === "object") return "object";
  const bounds = [
    schema.format && `format ${schema.format}`,
    range(schema.minimum ?? schema.exclusiveMinimum, schema.maximum ?? schema.exclusiveMaximum),
    range(schema.minLength, schema.maxLength, "length "),
    schema.pattern && `pattern ${schema.pattern}`,
  ].filter(Boolean);
  return bounds.length ? `${type} (${bounds.join(", ")})` : type;
}

function range(min: unknown, max: unknown, label = ""): string | undefined {
  if (min === undefined && max === undefined) return undefined;
  return `${label}${min ?? ""}..${max ?? ""}`;
}
