// Random type models for the differential test (differential.test.ts, and
// `pnpm soak`): fast-check draws the models (objects, optionals, tagged and
// untagged unions, many-branch untagged unions of objects, recursion,
// records, tuples, bounds, formats, patterns, template literals, Date,
// bigint, Int, wire strings), which are rendered as TypeScript
// tool source for the real extractor; values for them come from a seeded
// generator (valid ones, one-step mutations of those, hostile shapes), cheap
// enough for 10^5 cases a minute.
import fc from "fast-check";

export type TypeModel =
  | { k: "string"; minLength?: number; maxLength?: number; pattern?: boolean; format?: "email" | "uuid" | "date" | "date-time" }
  | { k: "template" }
  | { k: "number"; min?: number; max?: number }
  | { k: "int"; min?: number; max?: number }
  | { k: "bigint" }
  /** `bigint & Wire<"string">`, or (`int`) `Int & Wire<"string">`: a decimal string, up to the digits each allows. */
  | { k: "wire"; int: boolean }
  | { k: "boolean" }
  | { k: "date" }
  | { k: "literal"; value: string | number | boolean }
  | { k: "array"; of: TypeModel; minItems?: number; maxItems?: number }
  | { k: "tuple"; of: TypeModel[] }
  | { k: "record"; of: TypeModel }
  | { k: "object"; props: Prop[] }
  | { k: "union"; of: TypeModel[] }
  | { k: "tagged"; branches: Prop[][] }
  | { k: "nullable"; of: TypeModel }
  /** The tool's recursive type: `interface Rec { value: T; next?: Rec; children?: Rec[] }`, or a tagged tree. */
  | { k: "rec" };

export interface Prop {
  name: string;
  optional: boolean;
  type: TypeModel;
}

export interface ToolSpec {
  name: string;
  params: Prop[];
  /** What `Rec` stands for in this tool, when a parameter uses it. */
  rec?: { shape: "list" | "tree"; value: TypeModel };
}

export const NAMES = ["a", "b", "id", "name", "tags", "at", "count", "kind2", "note", "items", "meta"];
const name = fc.constantFrom(...NAMES);
const bound = fc.integer({ min: -5, max: 5 });

const leaf: fc.Arbitrary<TypeModel> = fc.oneof(
  fc.record({ k: fc.constant("string" as const), minLength: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }), maxLength: fc.option(fc.integer({ min: 3, max: 8 }), { nil: undefined }) }),
  fc.constant<TypeModel>({ k: "string", pattern: true }),
  fc.constantFrom<TypeModel>({ k: "string", format: "email" }, { k: "string", format: "uuid" }, { k: "string", format: "date" }, { k: "string", format: "date-time" }),
  fc.constant<TypeModel>({ k: "template" }),
  fc.record({ k: fc.constant("number" as const), min: fc.option(bound, { nil: undefined }) }),
  fc.tuple(bound, fc.integer({ min: 0, max: 10 })).map(([min, span]): TypeModel => ({ k: "int", min, max: min + span })),
  fc.constant<TypeModel>({ k: "int" }),
  fc.constant<TypeModel>({ k: "bigint" }),
  fc.constantFrom<TypeModel>({ k: "wire", int: false }, { k: "wire", int: true }),
  fc.constant<TypeModel>({ k: "boolean" }),
  fc.constant<TypeModel>({ k: "date" }),
  fc.constantFrom<TypeModel>({ k: "literal", value: "on" }, { k: "literal", value: 3 }, { k: "literal", value: true }),
);

function props(type: fc.Arbitrary<TypeModel>): fc.Arbitrary<Prop[]> {
  return fc.uniqueArray(fc.record({ name, optional: fc.boolean(), type }), { minLength: 1, maxLength: 3, selector: (p) => p.name });
}

const typeModel: fc.Arbitrary<TypeModel> = fc.letrec<{ type: TypeModel }>((tie) => ({
  type: fc.oneof(
    { depthSize: "small", maxDepth: 3 },
    { arbitrary: leaf, weight: 6 },
    { arbitrary: fc.record({ k: fc.constant("array" as const), of: tie("type"), minItems: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }), maxItems: fc.option(fc.integer({ min: 2, max: 4 }), { nil: undefined }) }), weight: 2 },
    { arbitrary: fc.array(tie("type"), { minLength: 1, maxLength: 3 }).map((of): TypeModel => ({ k: "tuple", of })), weight: 1 },
    { arbitrary: tie("type").map((of): TypeModel => ({ k: "record", of })), weight: 1 },
    { arbitrary: props(tie("type")).map((p): TypeModel => ({ k: "object", props: p })), weight: 2 },
    { arbitrary: fc.array(tie("type"), { minLength: 2, maxLength: 3 }).map((of): TypeModel => ({ k: "union", of })), weight: 1 },
    // Many object branches that share names and no tag: the checker tries them in turn. No
    // `| null` in them: an optional property's null is absent to an earlier branch whose
    // type has no null (docs/decisions.md), which the oracle's first passing branch ignores.
    {
      arbitrary: fc
        .array(props(tie("type").filter((t) => !holdsNull(t))), { minLength: 6, maxLength: 10 })
        .map((branches): TypeModel => ({ k: "union", of: branches.map((p): TypeModel => ({ k: "object", props: p })) })),
      weight: 1,
    },
    { arbitrary: fc.array(props(tie("type")), { minLength: 2, maxLength: 3 }).map((branches): TypeModel => ({ k: "tagged", branches })), weight: 2 },
    // A scalar before tagged objects: the tag must pick a branch of the whole
    // union, not its place among the object branches alone.
    {
      arbitrary: fc
        .tuple(leaf, fc.array(props(tie("type")), { minLength: 2, maxLength: 3 }))
        .map(([scalar, branches]): TypeModel => ({ k: "union", of: [scalar, { k: "tagged", branches }] })),
      weight: 1,
    },
    { arbitrary: tie("type").map((of): TypeModel => ({ k: "nullable", of })), weight: 1 },
    { arbitrary: fc.constant<TypeModel>({ k: "rec" }), weight: 1 },
  ),
})).type;

/** Whether a value of the model may hold a `null` somewhere. */
function holdsNull(t: TypeModel): boolean {
  switch (t.k) {
    case "nullable":
      return true;
    case "array":
    case "record":
      return holdsNull(t.of);
    case "tuple":
    case "union":
      return t.of.some(holdsNull);
    case "object":
      return t.props.some((p) => holdsNull(p.type));
    case "tagged":
      return t.branches.some((b) => b.some((p) => holdsNull(p.type)));
    default:
      return false;
  }
}

const toolSpec = (i: number): fc.Arbitrary<ToolSpec> =>
  fc.record({
    params: fc.uniqueArray(fc.record({ name, optional: fc.boolean(), type: typeModel }), { minLength: 1, maxLength: 3, selector: (p) => p.name }),
    rec: fc.record({ shape: fc.constantFrom("list" as const, "tree" as const), value: leaf }),
  }).map(({ params, rec }) => {
    // An optional parameter before a required one cannot be written; required first.
    const ordered = [...params.filter((p) => !p.optional), ...params.filter((p) => p.optional)];
    return { name: `t${i}`, params: ordered, rec };
  });

/** `count` tool specs, deterministic for a seed. */
export function sampleTools(count: number, seed: number): ToolSpec[] {
  return fc.sample(fc.tuple(...Array.from({ length: count }, (_, i) => toolSpec(i))), { seed, numRuns: 1 })[0];
}

// ---- TypeScript source -------------------------------------------------------

function render(t: TypeModel, rec: string): string {
  switch (t.k) {
    case "string": {
      const parts = ["string"];
      if (t.minLength !== undefined) parts.push(`MinLength<${t.minLength}>`);
      if (t.maxLength !== undefined) parts.push(`MaxLength<${t.maxLength}>`);
      if (t.pattern) parts.push(`Pattern<"^[a-z]+(-[a-z]+)*$">`);
      if (t.format) parts.push(`Format<"${t.format}">`);
      return `(${parts.join(" & ")})`;
    }
    case "template":
      return "`${string}@${string}.${string}`";
    case "number":
      return t.min === undefined ? "number" : `(number & Min<${t.min}>)`;
    case "int":
      return t.min === undefined ? "Int" : `(Int & Min<${t.min}> & Max<${t.max}>)`;
    case "bigint":
      return "bigint";
    case "wire":
      return t.int ? `(Int & Wire<"string">)` : `(bigint & Wire<"string">)`;
    case "boolean":
      return "boolean";
    case "date":
      return "Date";
    case "literal":
      return JSON.stringify(t.value);
    case "array": {
      const base = `(${render(t.of, rec)})[]`;
      const marks = [t.minItems !== undefined ? `MinItems<${t.minItems}>` : "", t.maxItems !== undefined ? `MaxItems<${t.maxItems}>` : ""].filter(Boolean);
      return marks.length ? `(${base} & ${marks.join(" & ")})` : base;
    }
    case "tuple":
      return `[${t.of.map((x) => render(x, rec)).join(", ")}]`;
    case "record":
      return `Record<string, ${render(t.of, rec)}>`;
    case "object":
      return objectText(t.props, rec);
    case "union":
      return `(${t.of.map((x) => render(x, rec)).join(" | ")})`;
    case "tagged":
      return `(${t.branches.map((b, i) => objectText([{ name: "kind", optional: false, type: { k: "literal", value: `b${i}` } }, ...b.filter((p) => p.name !== "kind")], rec)).join(" | ")})`;
    case "nullable":
      return `(${render(t.of, rec)} | null)`;
    case "rec":
      return rec;
  }
}

function objectText(props: Prop[], rec: string): string {
  return `{ ${props.map((p) => `${p.name}${p.optional ? "?" : ""}: ${render(p.type, rec)};`).join(" ")} }`;
}

/** One "use tools" module declaring every tool; each returns its arguments, so a test sees what dispatch passed. */
export function toolSource(tools: ToolSpec[]): string {
  const lines = [`"use tools";`, `import type { Int, Min, Max, MinLength, MaxLength, Pattern, Format, MinItems, MaxItems, Wire } from "unplugin-toolcall/types";`];
  for (const t of tools) {
    const rec = `Rec${t.name}`;
    if (t.rec?.shape === "list") lines.push(`interface ${rec} { value: ${render(t.rec.value, "never")}; next?: ${rec}; children?: ${rec}[] }`);
    else if (t.rec) lines.push(`type ${rec} = { kind: "leaf"; value: ${render(t.rec.value, "never")} } | { kind: "node"; children: ${rec}[] } | { kind: "pair"; children: ${rec}[]; note?: string };`);
    const params = t.params.map((p) => `${p.name}${p.optional ? "?" : ""}: ${render(p.type, rec)}`).join(", ");
    lines.push(`export function ${t.name}(${params}) { return [${t.params.map((p) => p.name).join(", ")}]; }`);
  }
  return lines.join("\n") + "\n";
}

// ---- values ------------------------------------------------------------------

/** A small seeded generator (mulberry32): fast, and the same cases for a seed. */
export class Rng {
  constructor(private state: number) {}
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

const LETTERS = [..."abcdefghijklmnopqrstuvwxyz"];
const word = (rng: Rng, min: number, max: number) => Array.from({ length: rng.int(min, max) }, () => rng.pick(LETTERS)).join("");

/** A valid JSON value for the model (a Date as its text, a bigint as a JSON integer). */
export function validValue(t: TypeModel, tool: ToolSpec, rng: Rng, depth = 0): unknown {
  switch (t.k) {
    case "string": {
      if (t.format === "email") return `${word(rng, 1, 3)}@${word(rng, 1, 3)}.com`;
      if (t.format === "uuid") return rng.pick(["123e4567-e89b-12d3-a456-426614174000", "00000000-0000-4000-8000-000000000000"]);
      if (t.format === "date") return rng.pick(["2026-01-31", "2024-02-29"]);
      if (t.format === "date-time") return rng.pick(["2026-01-31T09:30:00Z", "2026-06-01T00:00:00.5+02:00"]);
      const min = t.minLength ?? 0;
      const max = t.maxLength ?? 6;
      if (t.pattern) return word(rng, Math.max(1, min), Math.max(1, max));
      return word(rng, min, max);
    }
    case "template":
      return `${word(rng, 0, 2)}@${word(rng, 0, 2)}.${word(rng, 0, 2)}`;
    case "number":
      return (t.min ?? -3) + rng.int(0, 8) / 4;
    case "int":
      return rng.int(t.min ?? -50, t.max ?? 50);
    case "bigint":
      return rng.int(-1000, 1000);
    case "wire":
      return wireValue(t.int, rng);
    case "boolean":
      return rng.chance(0.5);
    case "date":
      return rng.pick(["2026-01-31T09:30:00Z", "2026-01-31T09:30:00.250+01:00"]);
    case "literal":
      return t.value;
    case "array": {
      const n = rng.int(t.minItems ?? 0, Math.min(t.maxItems ?? 3, depth > 2 ? 1 : 3));
      return Array.from({ length: n }, () => validValue(t.of, tool, rng, depth + 1));
    }
    case "tuple":
      return t.of.map((x) => validValue(x, tool, rng, depth + 1));
    case "record": {
      const out: Record<string, unknown> = {};
      for (let i = rng.int(0, 2); i > 0; i--) out[word(rng, 1, 4)] = validValue(t.of, tool, rng, depth + 1);
      return out;
    }
    case "object":
      return objectValue(t.props, tool, rng, depth);
    case "union":
      return validValue(rng.pick(t.of), tool, rng, depth);
    case "tagged": {
      const i = rng.int(0, t.branches.length - 1);
      return { kind: `b${i}`, ...(objectValue(t.branches[i].filter((p) => p.name !== "kind"), tool, rng, depth) as object) };
    }
    case "nullable":
      return rng.chance(0.2) ? null : validValue(t.of, tool, rng, depth);
    case "rec":
      return recValue(tool, rng, depth);
  }
}

/** A wire string: short, with leading zeros, or at its limit (16 digits for `Int`, 4,096 for `bigint`); or the JSON integer the table takes too. */
function wireValue(int: boolean, rng: Rng): unknown {
  const roll = rng.next();
  const sign = rng.chance(0.3) ? "-" : "";
  if (roll < 0.2) return rng.int(-50, 50);
  if (roll < 0.5) return `${sign}${rng.int(0, 99999)}`;
  if (roll < 0.7) return `${sign}${"0".repeat(rng.int(1, 40))}${rng.int(1, 999)}`;
  if (int) return `${sign}${rng.pick(["9007199254740991", "9007199254740992", "1".repeat(16), "1".repeat(17)])}`;
  return `${sign}${rng.chance(0.5) ? "0".repeat(rng.int(0, 3)) : ""}${"9".repeat(rng.pick([4095, 4096, 4097]))}`;
}

function objectValue(props: Prop[], tool: ToolSpec, rng: Rng, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of props) if (!p.optional || rng.chance(0.6)) out[p.name] = validValue(p.type, tool, rng, depth + 1);
  return out;
}

function recValue(tool: ToolSpec, rng: Rng, depth: number): unknown {
  const rec = tool.rec as NonNullable<ToolSpec["rec"]>;
  const deeper = depth < 6 && rng.chance(0.7);
  if (rec.shape === "list") {
    const out: Record<string, unknown> = { value: validValue(rec.value, tool, rng, depth + 1) };
    if (deeper) out.next = recValue(tool, rng, depth + 1);
    if (deeper && rng.chance(0.3)) out.children = [recValue(tool, rng, depth + 2)];
    return out;
  }
  if (!deeper) return { kind: "leaf", value: validValue(rec.value, tool, rng, depth + 1) };
  const children = Array.from({ length: rng.int(0, 2) }, () => recValue(tool, rng, depth + 1));
  return rng.chance(0.5) ? { kind: "node", children } : { kind: "pair", children, ...(rng.chance(0.5) ? { note: "n" } : {}) };
}

/** The arguments object of a valid call. */
export function validArguments(tool: ToolSpec, rng: Rng): Record<string, unknown> {
  return objectValue(tool.params, tool, rng, 0);
}

export const WRONG = ["x", "", 1.5, -1, 0, 7, true, false, [], {}, [1], { kind: "b0" }, "2026-13-01T00:00:00Z", "a@b", "A", "12345678901234567890"];

/** One step away from `value`: a leaf replaced, a key dropped or added, an item added. Never a `null` (an optional's null means absent). */
export function mutate(value: unknown, rng: Rng): unknown {
  if (value === null || typeof value !== "object") return rng.pick(WRONG);
  const copy: any = Array.isArray(value) ? [...value] : { ...value };
  const keys = Object.keys(copy);
  const roll = rng.next();
  if (keys.length && roll < 0.6) {
    const k = rng.pick(keys);
    copy[k] = mutate(copy[k], rng);
  } else if (keys.length && roll < 0.75 && !Array.isArray(copy)) {
    delete copy[rng.pick(keys)];
  } else if (Array.isArray(copy)) {
    copy.push(rng.pick(WRONG));
  } else {
    copy[rng.pick(["zz", "kind", "value", "next", ...NAMES])] = rng.pick(WRONG);
  }
  return copy;
}

/** Shapes a hostile caller sends: deep nesting, many keys, long strings, long arrays of bad items. */
export function hostile(tool: ToolSpec, rng: Rng): Record<string, unknown> {
  const target = rng.pick(tool.params).name;
  const out = validArguments(tool, rng);
  const kind = rng.int(0, 3);
  if (kind === 0) {
    let deep: unknown = 1;
    for (let i = rng.int(50, 300); i > 0; i--) deep = rng.chance(0.5) ? [deep] : { next: deep };
    out[target] = deep;
  } else if (kind === 1) {
    const many: Record<string, unknown> = {};
    for (let i = rng.int(100, 1000); i > 0; i--) many[`k${i}`] = rng.pick(WRONG);
    out[target] = many;
  } else if (kind === 2) out[target] = "x@y.".repeat(rng.int(100, 2000));
  else out[target] = Array.from({ length: rng.int(100, 1000) }, () => rng.pick(WRONG));
  return out;
}
