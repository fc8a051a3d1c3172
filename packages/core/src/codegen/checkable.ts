/**
 * Build-time proof that the runtime's checker can run a validation schema:
 * every `$ref` names a node and every pattern compiles as the checker
 * compiles it. The checker builds its closures lazily, on a tool's first
 * dispatch; a schema it could not run is a bug upstream, so the build fails
 * naming the tool instead of the first call failing in production.
 */
import { compileSchema, resolveLocalRef, type CheckSchema } from "@toolcall/runtime";
import type { JsonSchema } from "../model/index.js";

function resolves(ref: string, root: unknown): boolean {
  const node = resolveLocalRef(root, ref);
  return typeof node === "boolean" || (node !== null && typeof node === "object" && !Array.isArray(node));
}

function walk(node: unknown, root: unknown, problems: string[], depth: number): void {
  if (node === null || typeof node !== "object" || depth > 512) return;
  if (Array.isArray(node)) {
    for (const item of node) walk(item, root, problems, depth + 1);
    return;
  }
  const schema = node as Record<string, unknown>;
  if (typeof schema.$ref === "string" && !resolves(schema.$ref, root)) problems.push(`can't resolve reference ${schema.$ref}`);
  if (typeof schema.pattern === "string") compiles(schema.pattern, problems);
  if (schema.patternProperties && typeof schema.patternProperties === "object") for (const p of Object.keys(schema.patternProperties)) compiles(p, problems);
  for (const [key, value] of Object.entries(schema)) {
    // Literal values are data, not schemas.
    if (key === "const" || key === "enum" || key === "defaults" || key === "coerce" || key === "template" || key === "required" || key === "nullAbsent") continue;
    walk(value, root, problems, depth + 1);
  }
}

function compiles(pattern: string, problems: string[]): void {
  try {
    new RegExp(pattern, "u");
  } catch (error) {
    problems.push(`invalid pattern ${JSON.stringify(pattern)}: ${(error as Error).message}`);
  }
}

/** Throws, naming `label`, when the checker could not run `schema`. */
export function assertCheckable(schema: JsonSchema, label: string): void {
  const problems: string[] = [];
  walk(schema, schema, problems, 0);
  if (problems.length === 0) {
    try {
      compileSchema(schema as CheckSchema);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length) throw new Error(`toolcall: cannot compile the validator of ${label}: ${problems.join("; ")}`);
}
