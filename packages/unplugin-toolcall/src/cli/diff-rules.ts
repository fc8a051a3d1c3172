/**
 * The rules of `toolcall diff`: one stable id per kind of change
 * (`input.required-property-added`, `output.optional-property-added`,
 * `tool.removed`...), each with the class it has by default, and a team's
 * own choices over them (`--rules <file>` or the `toolcall` key of
 * package.json): a rule can be made breaking, compatible, or `off` (not
 * reported).
 *
 * Input schemas say what a caller may send: a change that rejects something
 * the old schema accepted (narrowed) is breaking, one that only accepts more
 * (widened) is compatible. Output schemas say what a caller gets back, so it
 * is the other way round. A removed property is breaking either way (callers
 * send it, or read it), a new output property never is (a client reading a
 * response does not break on a field it does not know), and a change that is
 * neither narrower nor wider (a new pattern, a different `$ref`) is
 * breaking, because it cannot be shown to be safe.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { unknownChoice } from "./choice.js";

export type ChangeClass = "breaking" | "compatible";
export type Direction = "input" | "output";

const B = "breaking";
const C = "compatible";

/** Rules about a tool as a whole. */
export const TOOL_RULES = {
  "tool.removed": B,
  "tool.renamed": B,
  "tool.added": C,
  "tool.description-changed": C,
  "tool.deprecated": C,
  // A resource's URI (or template) is how clients read it: another one is a different resource to them.
  "resource.uri-changed": B,
} as const satisfies Record<string, ChangeClass>;

/** Rules about a schema, by kind: the class in an input schema, then in an output schema. */
export const SCHEMA_KINDS = {
  "property-removed": [B, B],
  "required-property-added": [B, C],
  "optional-property-added": [C, C],
  "property-made-required": [B, C],
  "property-made-optional": [C, B],
  "type-narrowed": [B, C],
  "type-widened": [C, B],
  "type-changed": [B, B],
  "enum-narrowed": [B, C],
  "enum-widened": [C, B],
  "enum-changed": [B, B],
  "bound-narrowed": [B, C],
  "bound-widened": [C, B],
  "constraint-added": [B, C],
  "constraint-removed": [C, B],
  "constraint-changed": [B, B],
  "schema-narrowed": [B, C],
  "schema-widened": [C, B],
  "branch-added": [C, B],
  "branch-removed": [B, C],
  "union-changed": [B, B],
  "tuple-changed": [B, B],
  "keyword-changed": [B, B],
  "annotation-changed": [C, C],
  "default-changed": [C, C],
} as const satisfies Record<string, readonly [ChangeClass, ChangeClass]>;

/** Rules of the output schema as a whole. */
const OUTPUT_SCHEMA_RULES = {
  "output.schema-added": C,
  "output.schema-removed": B,
} as const satisfies Record<string, ChangeClass>;

export type SchemaKind = keyof typeof SCHEMA_KINDS;
export type RuleId = keyof typeof TOOL_RULES | keyof typeof OUTPUT_SCHEMA_RULES | `${Direction}.${SchemaKind}`;

/** Every rule id with its default class, in the order docs/developer-tools.md lists them. */
export const DEFAULT_RULES: ReadonlyMap<RuleId, ChangeClass> = new Map<RuleId, ChangeClass>([
  ...(Object.entries(TOOL_RULES) as [RuleId, ChangeClass][]),
  ...(Object.entries(SCHEMA_KINDS) as [SchemaKind, readonly [ChangeClass, ChangeClass]][]).flatMap(([kind, [input, output]]): [RuleId, ChangeClass][] => [
    [`input.${kind}`, input],
    [`output.${kind}`, output],
  ]),
  ...(Object.entries(OUTPUT_SCHEMA_RULES) as [RuleId, ChangeClass][]),
]);

export function schemaRule(direction: Direction, kind: SchemaKind): RuleId {
  return `${direction}.${kind}`;
}

/** What a team made of a rule: a class, or `off` to leave it out of the report. */
export type RuleSetting = ChangeClass | "off";
const SETTINGS: readonly RuleSetting[] = ["breaking", "compatible", "off"];

export type RuleSettings = Map<RuleId, RuleSetting>;

/**
 * The team's settings: the `--rules` file when given (relative to the
 * root), else the `toolcall.rules` key of the root's package.json, else
 * none. Both hold `{ "rules": { "<rule id>": "breaking" | "compatible" | "off" } }`.
 * An unknown id or setting is an error, so a typo cannot silently keep a
 * rule as it was.
 */
export function readRuleSettings(root: string, file: string | undefined): { settings: RuleSettings; from?: string } {
  if (file !== undefined) {
    const absolute = path.resolve(root, file);
    return { settings: parseSettings(readJson(absolute, "--rules"), file), from: file };
  }
  const manifest = path.join(root, "package.json");
  if (!existsSync(manifest)) return { settings: new Map() };
  const config = (readJson(manifest, "package.json") as { toolcall?: unknown }).toolcall;
  if (config === undefined) return { settings: new Map() };
  return { settings: parseSettings(config, 'package.json "toolcall"'), from: 'package.json "toolcall"' };
}

function readJson(file: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new Error(`${what}: ${file} not found`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${what}: ${file} is not valid JSON (${(error as Error).message})`);
  }
}

function parseSettings(config: unknown, where: string): RuleSettings {
  const rules = (config as { rules?: unknown } | null)?.rules;
  if (rules === undefined) return new Map();
  if (!rules || typeof rules !== "object" || Array.isArray(rules)) throw new Error(`${where}: \`rules\` must be an object of rule ids`);
  const settings: RuleSettings = new Map();
  const ids = [...DEFAULT_RULES.keys()];
  for (const [id, setting] of Object.entries(rules)) {
    if (!DEFAULT_RULES.has(id as RuleId)) throw new Error(`${where}: ${unknownChoice("rule", id, ids)}`);
    if (!SETTINGS.includes(setting)) throw new Error(`${where}: ${unknownChoice(`setting of \`${id}\``, String(setting), SETTINGS)}`);
    settings.set(id as RuleId, setting as RuleSetting);
  }
  return settings;
}
