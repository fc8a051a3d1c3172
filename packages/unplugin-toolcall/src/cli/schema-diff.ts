/**
 * Finds the differences between two sets of tool contracts (a lock file and
 * the current tools), each under the rule of its kind (diff-rules.ts), whose
 * class says whether it breaks the model and the code that call the tool.
 */
import type { JsonSchema } from "@toolcall/core";
import { typeText } from "../devtools/parameters.js";
import { SCHEMA_KINDS, TOOL_RULES, schemaRule, type ChangeClass, type Direction, type RuleId, type SchemaKind } from "./diff-rules.js";
import type { LockedTool } from "./lockfile.js";

export type { ChangeClass } from "./diff-rules.js";

export interface SchemaChange {
  tool: string;
  /** `input.days`, `output.items[]`, or "" for the tool itself. */
  where: string;
  /** The kind of change, stable across versions: `input.required-property-added`. */
  rule: RuleId;
  class: ChangeClass;
  /** What changed, in words. */
  change: string;
}

/** How a change moves the set of values a schema accepts. */
type Effect = "narrowed" | "widened" | "changed";

type Schema = JsonSchema | boolean;

const ANNOTATIONS = new Set(["description", "title", "examples", "deprecated", "$comment", "default", "readOnly", "writeOnly"]);
const LOWER_BOUNDS = ["minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties"];
const UPPER_BOUNDS = ["maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties"];
/** Added: narrowed; removed: widened; changed: neither. */
const CONSTRAINTS = ["format", "pattern", "multipleOf", "uniqueItems", "contentEncoding", "contentMediaType", "propertyNames"];
/** Compared by the walk itself. */
const STRUCTURE = new Set([
  "type", "enum", "const", "properties", "required", "additionalProperties", "items", "prefixItems",
  "anyOf", "oneOf", "$defs", ...LOWER_BOUNDS, ...UPPER_BOUNDS, ...CONSTRAINTS,
]);

/**
 * The changes between two sets of contracts. `noun` names what they are in
 * the changes' words (a tool, a resource, a prompt), and `label` what
 * `tool` says of each (its name, or `prompt <name>`): the rules are the
 * same for all three, since each is called by its name with arguments.
 */
export function diffTools(before: Record<string, LockedTool>, after: Record<string, LockedTool>, noun = "tool", label = (name: string) => name): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const added = Object.keys(after).filter((name) => !(name in before)).sort();
  const renamedTo = new Set<string>();
  for (const name of Object.keys(before).sort()) {
    const old = before[name]!;
    const now = after[name];
    if (now) {
      diffTool(label(name), old, now, changes);
      const [oldUri, nowUri] = [(old as { uri?: string }).uri, (now as { uri?: string }).uri];
      if (oldUri !== nowUri) changes.push(toolChange(label(name), "resource.uri-changed", `URI changed from \`${oldUri}\` to \`${nowUri}\``));
      continue;
    }
    // Same contract under a new name: a rename, still breaking for whoever calls the old name.
    // A resource is its URI too: two resources without arguments are not one renamed.
    const sameContract = (candidate: string) => sameJson(after[candidate]!.inputSchema, old.inputSchema) && (after[candidate] as { uri?: string }).uri === (old as { uri?: string }).uri;
    const twin = added.find((candidate) => !renamedTo.has(candidate) && sameContract(candidate));
    if (twin) {
      renamedTo.add(twin);
      changes.push(toolChange(label(name), "tool.renamed", `${noun} renamed to \`${twin}\``));
    } else {
      changes.push(toolChange(label(name), "tool.removed", `${noun} removed`));
    }
  }
  for (const name of added) if (!renamedTo.has(name)) changes.push(toolChange(label(name), "tool.added", `new ${noun}`));
  return changes;
}

function toolChange(tool: string, rule: keyof typeof TOOL_RULES, change: string): SchemaChange {
  return { tool, where: "", rule, class: TOOL_RULES[rule], change };
}

function diffTool(tool: string, old: LockedTool, now: LockedTool, changes: SchemaChange[]): void {
  if (old.description !== now.description) {
    changes.push(toolChange(tool, "tool.description-changed", old.description ? "description changed" : "description added"));
  }
  if (!old.deprecated && now.deprecated) changes.push(toolChange(tool, "tool.deprecated", "deprecated"));
  const report = (direction: Direction) => (where: string, kind: SchemaKind, change: string) =>
    changes.push({ tool, where, rule: schemaRule(direction, kind), class: SCHEMA_KINDS[kind][direction === "input" ? 0 : 1], change });
  walk(old.inputSchema, now.inputSchema, "input", report("input"));
  if (old.outputSchema && now.outputSchema) walk(old.outputSchema, now.outputSchema, "output", report("output"));
  else if (!old.outputSchema && now.outputSchema) changes.push({ tool, where: "output", rule: "output.schema-added", class: "compatible", change: "output schema added" });
  else if (old.outputSchema && !now.outputSchema) changes.push({ tool, where: "output", rule: "output.schema-removed", class: "breaking", change: "output schema removed" });
}

type Report = (where: string, kind: SchemaKind, change: string) => void;

function walk(old: Schema, now: Schema, where: string, report: Report): void {
  if (sameJson(old, now)) return;
  if (typeof old === "boolean" || typeof now === "boolean") {
    // `true` accepts everything, `false` nothing.
    const effect = old === true || now === false ? "narrowed" : "widened";
    report(where, `schema-${effect}`, `${effect}: ${show(old)} -> ${show(now)}`);
    return;
  }
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (sameJson(old[key], now[key])) continue;
    if (ANNOTATIONS.has(key)) report(where, key === "default" ? "default-changed" : "annotation-changed", annotationChange(key, old[key], now[key]));
    else if (!STRUCTURE.has(key)) report(where, "keyword-changed", `\`${key}\` changed: ${show(old[key])} -> ${show(now[key])}`);
  }
  compareSets(where, "type", typeSet(old), typeSet(now), report, "any", "any");
  // A string that becomes a literal union reads `enum narrowed: string -> "a" | "b"`.
  compareSets(where, "enum", valueSet(old), valueSet(now), report, typeText(old), typeText(now));
  for (const key of LOWER_BOUNDS) compareBound(where, key, old[key], now[key], +1, report);
  for (const key of UPPER_BOUNDS) compareBound(where, key, old[key], now[key], -1, report);
  for (const key of CONSTRAINTS) {
    if (sameJson(old[key], now[key])) continue;
    if (old[key] === undefined) report(where, "constraint-added", `${key} added: ${show(now[key])}`);
    else if (now[key] === undefined) report(where, "constraint-removed", `${key} removed: ${show(old[key])}`);
    else report(where, "constraint-changed", `${key} changed: ${show(old[key])} -> ${show(now[key])}`);
  }
  compareObject(old, now, where, report);
  compareArray(old, now, where, report);
  compareBranches(old, now, where, report);
  const oldDefs = (old.$defs ?? {}) as Record<string, Schema>;
  const nowDefs = (now.$defs ?? {}) as Record<string, Schema>;
  // A definition that came or went shows as a changed `$ref` where it is used.
  for (const name of Object.keys(oldDefs)) if (nowDefs[name] !== undefined) walk(oldDefs[name]!, nowDefs[name]!, `${where}.$defs.${name}`, report);
}

function compareObject(old: JsonSchema, now: JsonSchema, where: string, report: Report): void {
  const oldProps = (old.properties ?? {}) as Record<string, Schema>;
  const nowProps = (now.properties ?? {}) as Record<string, Schema>;
  const oldRequired = new Set(old.required ?? []);
  const nowRequired = new Set(now.required ?? []);
  const parameter = where === "input" ? "parameter" : "property";
  for (const name of Object.keys(oldProps)) {
    const at = `${where}.${name}`;
    if (!(name in nowProps)) {
      report(at, "property-removed", `${parameter} \`${name}\` removed`);
      continue;
    }
    walk(oldProps[name]!, nowProps[name]!, at, report);
    if (!oldRequired.has(name) && nowRequired.has(name)) report(at, "property-made-required", `${parameter} \`${name}\` is now required`);
    if (oldRequired.has(name) && !nowRequired.has(name)) report(at, "property-made-optional", `${parameter} \`${name}\` is now optional`);
  }
  for (const name of Object.keys(nowProps)) {
    if (name in oldProps) continue;
    const required = nowRequired.has(name);
    // Only a required input breaks (an old call lacks it); a new output field, required or not, is one a reader ignores.
    report(`${where}.${name}`, required ? "required-property-added" : "optional-property-added", `new ${required ? "required" : "optional"} ${parameter} \`${name}\``);
  }
  if (!sameJson(old.additionalProperties, now.additionalProperties) && (old.type === "object" || now.type === "object" || old.properties || now.properties)) {
    walk((old.additionalProperties ?? true) as Schema, (now.additionalProperties ?? true) as Schema, `${where}[*]`, report);
  }
}

function compareArray(old: JsonSchema, now: JsonSchema, where: string, report: Report): void {
  if (!sameJson(old.items, now.items)) walk((old.items ?? true) as Schema, (now.items ?? true) as Schema, `${where}[]`, report);
  const oldTuple = old.prefixItems;
  const nowTuple = now.prefixItems;
  if (sameJson(oldTuple, nowTuple)) return;
  if (oldTuple && nowTuple && oldTuple.length === nowTuple.length) {
    oldTuple.forEach((item, i) => walk(item, nowTuple[i]!, `${where}[${i}]`, report));
  } else {
    report(where, "tuple-changed", `tuple changed: ${oldTuple?.length ?? "no"} -> ${nowTuple?.length ?? "no"} items`);
  }
}

/** `anyOf`/`oneOf`: branches added only widen, removed only narrow; otherwise branch by branch when the counts match. */
function compareBranches(old: JsonSchema, now: JsonSchema, where: string, report: Report): void {
  for (const key of ["anyOf", "oneOf"]) {
    if (sameJson(old[key], now[key])) continue;
    const oldBranches = old[key] as Schema[] | undefined;
    const nowBranches = now[key] as Schema[] | undefined;
    if (!oldBranches || !nowBranches) {
      report(where, "union-changed", `${key} ${oldBranches ? "removed" : "added"}`);
      continue;
    }
    const oldKeys = new Set(oldBranches.map((b) => JSON.stringify(b)));
    const nowKeys = new Set(nowBranches.map((b) => JSON.stringify(b)));
    const gone = oldBranches.filter((b) => !nowKeys.has(JSON.stringify(b)));
    const came = nowBranches.filter((b) => !oldKeys.has(JSON.stringify(b)));
    if (gone.length === 0) report(where, "branch-added", `${key}: ${came.length} ${came.length === 1 ? "branch" : "branches"} added`);
    else if (came.length === 0) report(where, "branch-removed", `${key}: ${gone.length} ${gone.length === 1 ? "branch" : "branches"} removed`);
    else if (gone.length === came.length) gone.forEach((branch, i) => walk(branch, came[i]!, `${where}|${i}`, report));
    else report(where, "union-changed", `${key} branches changed`);
  }
}

/**
 * Sets of what a keyword allows, undefined when the keyword is absent
 * (everything allowed); `oldText`/`nowText` say what an absent one means.
 */
function compareSets(
  where: string,
  keyword: "type" | "enum",
  old: Set<string> | undefined,
  now: Set<string> | undefined,
  report: Report,
  oldText: string,
  nowText: string,
): void {
  if (old === undefined && now === undefined) return;
  const within = (a: Set<string> | undefined, b: Set<string> | undefined) =>
    b === undefined || (a !== undefined && [...a].every((v) => b.has(v) || (keyword === "type" && v === "integer" && b.has("number"))));
  const narrower = within(now, old);
  const wider = within(old, now);
  if (narrower && wider) return;
  const effect: Effect = narrower ? "narrowed" : wider ? "widened" : "changed";
  report(where, `${keyword}-${effect}`, `${keyword} ${effect}: ${showSet(old, oldText)} -> ${showSet(now, nowText)}`);
}

function compareBound(where: string, key: string, old: unknown, now: unknown, sign: 1 | -1, report: Report): void {
  if (old === now) return;
  // A lower bound going up (an upper bound going down), or one appearing, accepts less.
  const narrowed = old === undefined || (now !== undefined && (Number(now) - Number(old)) * sign > 0);
  const effect = narrowed ? "narrowed" : "widened";
  report(where, `bound-${effect}`, `${key} ${effect}: ${show(old)} -> ${show(now)}`);
}

function typeSet(schema: JsonSchema): Set<string> | undefined {
  if (schema.type === undefined) return undefined;
  const types = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  // `integer` is within `number`: ["number", "integer"] is just number.
  if (types.has("number")) types.delete("integer");
  return types;
}

function valueSet(schema: JsonSchema): Set<string> | undefined {
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map((v) => JSON.stringify(v)));
  if ("const" in schema) return new Set([JSON.stringify(schema.const)]);
  return undefined;
}

function annotationChange(key: string, old: unknown, now: unknown): string {
  const value = key === "default";
  if (old === undefined) return value ? `default added: ${show(now)}` : `${key} added`;
  if (now === undefined) return value ? `default removed (was ${show(old)})` : `${key} removed`;
  return key === "default" ? `default changed: ${show(old)} -> ${show(now)}` : `${key} changed`;
}

function showSet(set: Set<string> | undefined, absent: string): string {
  return set === undefined ? absent : [...set].join(" | ");
}

function show(value: unknown): string {
  if (value === undefined) return "none";
  if (value === true) return "anything";
  if (value === false) return "nothing";
  const text = JSON.stringify(value);
  return text.length > 60 ? text.slice(0, 57) + "..." : text;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
