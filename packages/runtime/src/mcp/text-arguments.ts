/**
 * MCP sends a prompt's arguments and a resource template's variables as
 * text. They become the JSON the declaration's checker reads by what each
 * parameter's public schema accepts: text a string type takes stays a
 * string (so `Int & Wire<"string">`, `Date` and string enums read it as
 * always), and text that is a JSON number, `true`, `false` or `null` goes as
 * that literal where the schema takes one (`Int`, `bigint` with every digit,
 * numeric enums). Anything else goes as a string, and the checker's message
 * says what was expected, as for a tool. The same schemas give the values a
 * literal union or an enum completes to.
 */
import { resolveLocalRef } from "../json-pointer.js";

type Schema = { [key: string]: unknown };

const JSON_LITERAL = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)$/;

/** `values` (argument -> text; anything else is sent as it is) as the JSON text of the arguments object. */
export function textArguments(inputSchema: Schema, values: Record<string, unknown>): string {
  const properties = (inputSchema.properties ?? {}) as Record<string, Schema>;
  const members: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const schema = Object.hasOwn(properties, name) ? properties[name]! : {};
    let text: string;
    if (typeof value !== "string") text = JSON.stringify(value) ?? "null";
    else if (JSON_LITERAL.test(value) && accepts(schema, inputSchema, "literal", 0)) text = value;
    else text = JSON.stringify(value);
    members.push(`${JSON.stringify(name)}:${text}`);
  }
  return `{${members.join(",")}}`;
}

/**
 * The values a parameter's type lists (a literal union, an enum, `boolean`),
 * as text, in schema order; empty for an open type.
 */
export function listedValues(schema: Schema | undefined, root: Schema, depth = 0): string[] {
  if (!schema || depth > 32) return [];
  if (typeof schema.$ref === "string") return listedValues(resolveLocalRef(root, schema.$ref) as Schema | undefined, root, depth + 1);
  if (Array.isArray(schema.enum)) return schema.enum.map(String);
  if ("const" in schema) return [String(schema.const)];
  if (schema.type === "boolean") return ["true", "false"];
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  return branches ? [...new Set(branches.flatMap((b) => listedValues(b, root, depth + 1)))] : [];
}

/** Whether the schema takes some non-string JSON literal (a number, a boolean, null). */
function accepts(schema: Schema | undefined, root: Schema, what: "literal", depth: number): boolean {
  if (!schema || depth > 32) return false;
  if (typeof schema.$ref === "string") return accepts(resolveLocalRef(root, schema.$ref) as Schema | undefined, root, what, depth + 1);
  if (Array.isArray(schema.enum)) return schema.enum.some((v) => typeof v !== "string");
  if ("const" in schema) return typeof schema.const !== "string";
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) return branches.some((b) => accepts(b, root, what, depth + 1));
  const types = schema.type === undefined ? undefined : Array.isArray(schema.type) ? schema.type : [schema.type];
  // No `type`: any value (`unknown`), so a literal is read as one.
  return types === undefined || types.some((t) => t === "number" || t === "integer" || t === "boolean" || t === "null");
}
