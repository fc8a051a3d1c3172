/**
 * The fast shape of a tool's checker (the `checker: "fast"` option,
 * docs/options.md): a predicate written out at build time from the
 * validation schema, with static property names, that answers one question
 * about parsed JSON text: does it pass the checker unchanged? Where it says
 * yes, `dispatch` hands the parsed object to the tool as it is (which is
 * what the checker returns for such text: docs/limits.md); where it says
 * no, the checker runs as in the compact shape and writes every issue, so
 * results and messages cannot differ between the two shapes. It only ever
 * says yes for what it fully understands (plain strings, booleans, `null`,
 * string enums, `Int`s and numbers within bounds, arrays and objects of
 * those): anything else in the schema leaves the tool in the compact shape,
 * and anything unexpected in the input (a property with a default left out,
 * a `null` meaning absent, `-0`) says no.
 */
import type { CheckSchema } from "@toolcall/runtime";

type Node = CheckSchema | boolean;

/** Thrown for a schema node the predicate does not cover: the tool keeps the compact shape. */
class Uncovered extends Error {}

const SCALAR_TYPES: Record<string, (x: string) => string> = {
  string: (x) => `typeof ${x} === "string"`,
  boolean: (x) => `typeof ${x} === "boolean"`,
  null: (x) => `${x} === null`,
};

const BOUND_SIGNS = { minimum: ">=", maximum: "<=", exclusiveMinimum: ">", exclusiveMaximum: "<" } as const;

function onlyKeys(node: CheckSchema, allowed: readonly string[]): void {
  for (const key of Object.keys(node)) if (!allowed.includes(key)) throw new Uncovered(key);
}

class Writer {
  readonly functions: string[] = [];

  /** A boolean expression that `x` (an identifier) passes `node` unchanged. */
  test(node: Node, x: string): string {
    if (node === true) return "true";
    if (node === false) throw new Uncovered("false");
    if (node.coerce !== undefined) return this.number(node, x);
    if (node.enum !== undefined) {
      onlyKeys(node, ["type", "enum"]);
      if (node.type !== undefined && node.type !== "string") throw new Uncovered("enum type");
      if (!node.enum.every((v) => typeof v === "string")) throw new Uncovered("enum");
      return `(${node.enum.map((v) => `${x} === ${JSON.stringify(v)}`).join(" || ")})`;
    }
    if (node.type === "object") return `${this.object(node)}(${x})`;
    if (node.type === "array") return `${this.array(node)}(${x})`;
    onlyKeys(node, ["type"]);
    const types = typeof node.type === "string" ? [node.type] : (node.type ?? []);
    if (types.length === 0) throw new Uncovered("untyped");
    return `(${types.map((t) => {
      const write = SCALAR_TYPES[t];
      if (write === undefined) throw new Uncovered(t);
      return write(x);
    }).join(" || ")})`;
  }

  /** `Int` and `number` nodes sent as JSON numbers; `-0` says no (an `Int` becomes 0). */
  private number(node: CheckSchema, x: string): string {
    onlyKeys(node, ["coerce"]);
    const form = node.coerce!;
    if ((form.kind !== "int" && form.kind !== "number") || form.wire !== undefined || form.also !== undefined || form.multipleOf !== undefined) throw new Uncovered("coerce");
    const tests = [form.kind === "int" ? `Number.isSafeInteger(${x})` : `typeof ${x} === "number"`, `!Object.is(${x}, -0)`];
    for (const [key, sign] of Object.entries(BOUND_SIGNS)) {
      const bound = form[key as keyof typeof BOUND_SIGNS];
      if (bound === undefined) continue;
      if (typeof bound !== "number") throw new Uncovered("bound");
      tests.push(`${x} ${sign} ${bound}`);
    }
    return `(${tests.join(" && ")})`;
  }

  private array(node: CheckSchema): string {
    onlyKeys(node, ["type", "items"]);
    const name = `p${this.functions.length}`;
    this.functions.push("");
    const item = this.test(node.items ?? true, "x");
    this.functions[Number(name.slice(1))] =
      `function ${name}(v) { if (!Array.isArray(v)) return false; for (let i = 0; i < v.length; i++) { const x = v[i]; if (!${item}) return false; } return true; }`;
    return name;
  }

  private object(node: CheckSchema): string {
    onlyKeys(node, ["type", "properties", "required", "additionalProperties", "nullAbsent", "strip"]);
    const name = `p${this.functions.length}`;
    this.functions.push("");
    const properties = node.properties ?? {};
    const names = Object.keys(properties);
    const required = node.required ?? [];
    if (required.some((r) => !names.includes(r)) || names.includes("__proto__")) throw new Uncovered("names");
    const cases = names.map((n) => {
      // (`null` for a property in `nullAbsent` means absent, and the copy drops it: such a property's type has no `null`, so its test already says no.)
      const count = required.includes(n) ? " n++;" : "";
      return `case ${JSON.stringify(n)}: if (!${this.test(properties[n]!, "x")}) return false;${count} break;`;
    });
    const additional = node.additionalProperties;
    // An open object passes other keys on as sent; a closed one refuses (or strips) them: no.
    const other =
      additional === false ? "return false;" : additional === undefined || additional === true ? "break;" : `if (k === "__proto__" || !${this.test(additional, "x")}) return false; break;`;
    this.functions[Number(name.slice(1))] =
      `function ${name}(v) { if (v === null || typeof v !== "object" || Array.isArray(v)) return false; let n = 0; for (const k in v) { const x = v[k]; switch (k) { ${cases.join(" ")} default: ${other} } } return n === ${required.length}; }`;
    return name;
  }
}

/**
 * The predicate of `schema` as an expression (a function of the parsed
 * arguments), or undefined when the schema holds something it does not
 * cover. Parsed text only: the caller's objects still go to the checker,
 * which reads them as plain data into a copy.
 */
export function fastPredicateSource(schema: CheckSchema): string | undefined {
  const writer = new Writer();
  let root: string;
  try {
    if (schema.type !== "object") return undefined;
    root = writer.test(schema, "v");
  } catch (error) {
    if (error instanceof Uncovered) return undefined;
    throw error;
  }
  return `(() => { ${writer.functions.join(" ")} return (v) => ${root}; })()`;
}
