import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { assertCheckable } from "../../src/codegen/checkable.js";
import { validationSchema } from "../../src/codegen/validation-schema.js";
import type { JsonSchema } from "../../src/model/index.js";
import { publicSchema } from "../../src/providers/schema-walk.js";
import { extractSources, property, toolNamed } from "./helpers.js";
import { dispatchAccepts, typeCheck } from "./judge.js";

// The TypeScript checker as the oracle of the type evaluator (docs/types.md): every value a row's schema accepts must compile as
// `const v: T = value` and every value it rejects must not, and dispatch (toolcall's checker) accepts exactly the same values.

export const S = { type: "string" };
export const N = { type: "number", "x-toolcall": { kind: "number" } };
export const B = { type: "boolean" };
export const int = (v: number) => ({ type: "integer", const: v, "x-toolcall": { kind: "int" } });
export const str = (...values: string[]) => (values.length === 1 ? { type: "string", const: values[0] } : { type: "string", enum: values });
export const ints = (...values: number[]) => ({ type: "integer", enum: values, "x-toolcall": { kind: "int" } });
export const obj = (properties: Record<string, unknown>, required: string[], additionalProperties: unknown = false) =>
  required.length ? { type: "object", properties, required, additionalProperties } : { type: "object", properties, additionalProperties };

export interface OracleRow {
  /** What the row shows (the construct, as docs/types.md names it). */
  name: string;
  /** Declarations the type uses. */
  decls?: string;
  /** Other modules the declarations import (`./name`), beside the row's own. */
  modules?: Record<string, string>;
  type: string;
  expected: unknown;
  accept: unknown[];
  reject: unknown[];
  /** The type the checker compiles the values against, when it is not `type` itself (and why). */
  oracleType?: string;
  /** How a value is written in TypeScript, when JSON is not it (string enum members are nominal). */
  render?: (value: unknown) => string;
  /** Why ajv cannot read this row's schema; toolcall's checker alone then says what the schema accepts. */
  ajvMisreads?: string;
}

/**
 * One row per construct: the schema read by hand, derived without a diagnostic, and judged value by value by the checker.
 * `timeoutMs` bounds the checker's one TypeScript program over every row, when a long table needs more than the tier's 10 s.
 */
export function describeRows(title: string, rows: OracleRow[], timeoutMs?: number): void {
  const files: Record<string, string> = {};
  rows.forEach((row, i) => {
    files[`row${i}/tool.ts`] = `"use tools";\n${row.decls ?? ""}\nexport function row${i}(v: ${row.type}) {}\n`;
    for (const [name, text] of Object.entries(row.modules ?? {})) files[`row${i}/${name}`] = text;
  });
  const result = extractSources(files, rows.map((_, i) => `row${i}/tool.ts`));

  describe(title, () => {
    it("derives every row without a diagnostic", () => {
      expect(result.diagnostics.map((d) => `${d.code} ${d.loc.file}:${d.loc.line}: ${d.message}`)).toEqual([]);
    });

    it.each(rows.map((row, i) => [row.name, i] as const))("%s", (_name, i) => {
      expect(property(result, `row${i}`, "v")).toEqual(rows[i].expected);
    });

    it("compiles every row's validator (the empty and rest-only tuples used to stop the build)", () => {
      for (let i = 0; i < rows.length; i++) expect(() => assertCheckable(validationSchema(toolNamed(result, `row${i}`).inputSchema), `row${i}`)).not.toThrow();
    });

    it("agrees with the TypeScript checker on accepted and rejected values", { timeout: timeoutMs }, () => {
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      const sources = new Map<string, string>();
      const expectations: { file: string; line: number; accepted: boolean; what: string }[] = [];
      rows.forEach((row, i) => {
        // The property with the tool's `$defs` beside it, so a recursive row's `$ref` resolves.
        const defs = toolNamed(result, `row${i}`).inputSchema.$defs as Record<string, JsonSchema> | undefined;
        const withDefs = (s: JsonSchema): JsonSchema => (defs ? { ...s, $defs: defs } : s);
        const validate = ajv.compile(publicSchema(withDefs(property(result, `row${i}`, "v"))) as JsonSchema);
        const accepts = dispatchAccepts(toolNamed(result, `row${i}`).inputSchema);
        const lines = [...(row.decls ?? "").split("\n"), `type T = ${row.oracleType ?? row.type};`];
        const file = `/oracle/row${i}/check.ts`;
        for (const [accepted, values] of [[true, row.accept], [false, row.reject]] as const) {
          for (const value of values) {
            // The schema itself must say what the row claims, or the comparison proves nothing.
            if (!row.ajvMisreads) expect(validate(value), `${row.name}: schema ${accepted ? "accepts" : "rejects"} ${JSON.stringify(value)}`).toBe(accepted);
            // toolcall's checker agrees with ajv on the same value, sent as JSON text.
            expect(accepts({ v: value }), `${row.name}: dispatch on ${JSON.stringify(value)}`).toBe(accepted);
            lines.push(`export const v${lines.length}: T = ${(row.render ?? JSON.stringify)(value)};`);
            expectations.push({ file, line: lines.length - 1, accepted, what: `${row.name}: ${JSON.stringify(value)}` });
          }
        }
        sources.set(file, lines.join("\n") + "\nexport {};\n");
        for (const [name, text] of Object.entries(row.modules ?? {})) sources.set(`/oracle/row${i}/${name}`, text);
      });
      const errorsAt = typeCheck(sources);
      // The declarations themselves must compile, or a rejected value could be rejected for another reason.
      const checked = new Set(expectations.map((e) => `${e.file}:${e.line}`));
      expect([...errorsAt].filter((at) => !checked.has(at))).toEqual([]);
      const disagreements = expectations
        .filter((e) => errorsAt.has(`${e.file}:${e.line}`) === e.accepted)
        .map((e) => `${e.accepted ? "accepted but does not type-check" : "rejected but type-checks"}: ${e.what}`);
      expect(disagreements).toEqual([]);
    });
  });
}
