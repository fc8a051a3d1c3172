/**
 * Turns the errors of a generated validator into issues a model can act on:
 * each names the argument's path (`days`, `to.zip`, `items[2].qty`), what was
 * expected and what was received. A hostile input can make many errors, so
 * the work stays linear in their number: unions are grouped in one pass,
 * and only the first `MAX_ISSUES` issues get a path and a message (the rest
 * are counted); every name, value and path in a message is cut short.
 */
import { expectedText, jsonTypeOf, refusalReason, type CoerceSpec } from "./coerce.js";
import { MAX_ISSUES, MAX_MESSAGE } from "./limits.js";
import { nearestName } from "./nearest.js";
import { previewJson } from "./preview.js";
import type { ToolIssue } from "./result.js";

/** The shape of one error of an ajv (standalone) validator. */
export interface ValidatorError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  /** The key a `propertyNames` subschema refused (set on that subschema's errors). */
  propertyName?: string;
}

const MAX_SHOWN = 60;
/** Pseudo keyword of an issue already made from a union's errors. */
const COLLAPSED = "tcCollapsed";

/** Longest property name or path segment shown in a message. */
const MAX_SEGMENT = 64;
/** Longest path shown in a message; a deeper one keeps its start and end. */
const MAX_PATH = 200;

/** A value as a model would read it, cut to a readable length. */
export function shortValue(value: unknown): string {
  return previewJson(value, MAX_SHOWN);
}

/** A name from the input (a property, a tool), cut to a readable length. */
export function shortName(name: string): string {
  return name.length > MAX_SEGMENT ? name.slice(0, MAX_SEGMENT - 3) + "..." : name;
}

/** A path as a model writes it (`to.zip`, `items[2]`, `["odd key"]`), from its segments. */
export function pathText(segments: readonly (string | number)[]): string {
  let path = "";
  for (const seg of segments) {
    if (typeof seg === "number") path += `[${seg}]`;
    else path += IDENTIFIER.test(seg) ? (path ? "." : "") + shortName(seg) : `[${JSON.stringify(shortName(seg))}]`;
  }
  return path.length > MAX_PATH ? path.slice(0, MAX_PATH / 2 - 2) + "...." + path.slice(-(MAX_PATH / 2 - 2)) : path;
}

function decodePointer(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

interface Located {
  path: string;
  value: unknown;
  found: boolean;
}

/** Follows a JSON pointer into the data, naming the path the way a model writes it. */
function locate(root: unknown, pointer: string, extra?: string): Located {
  const segments = decodePointer(pointer);
  if (extra !== undefined) segments.push(extra);
  const named: (string | number)[] = [];
  let value: unknown = root;
  let found = true;
  for (const seg of segments) {
    named.push(Array.isArray(value) && /^\d+$/.test(seg) ? Number(seg) : seg);
    if (found && value !== null && typeof value === "object" && Object.prototype.hasOwnProperty.call(value, seg)) {
      value = (value as Record<string, unknown>)[seg];
    } else {
      found = false;
      value = undefined;
    }
  }
  return { path: pathText(named), value, found };
}

const TYPE_WORDS: Record<string, string> = {
  string: "a string",
  number: "a number",
  integer: "an integer",
  boolean: "a boolean",
  object: "an object",
  array: "an array",
  null: "null",
};

function typeWords(type: unknown): string {
  const list = Array.isArray(type) ? type : String(type).split(",");
  return list.map((t) => TYPE_WORDS[t] ?? String(t)).join(" or ");
}

function received(at: Located): string {
  return at.found ? `received ${shortValue(at.value)}` : "received nothing";
}

/** What the errored node expected, in words (without "expected"). */
function expectation(error: ValidatorError, at: Located): string {
  const p = error.params;
  switch (error.keyword) {
    case "type":
      return typeWords(p.type);
    case "tcCoerce":
      return expectedText(p.spec as CoerceSpec);
    case "enum":
      return "one of " + (p.allowedValues as unknown[]).map((v) => shortValue(v)).join(", ");
    case "const":
      return shortValue(p.allowedValue);
    case "minLength":
      return `a string of at least ${p.limit} characters`;
    case "maxLength":
      return `a string of at most ${p.limit} characters`;
    case "pattern":
    case "tcTemplate":
      return `a string matching the pattern ${p.pattern}`;
    case "format":
      return `a string in ${p.format} format`;
    case "minItems":
    case "maxItems":
    case "items":
    case "minProperties":
    case "maxProperties": {
      const limit = Number(p.limit);
      const unit = error.keyword.endsWith("Properties") ? (limit === 1 ? "property" : "properties") : limit === 1 ? "item" : "items";
      const count = Array.isArray(at.value) ? at.value.length : at.value && typeof at.value === "object" ? Object.keys(at.value).length : 0;
      return `${error.keyword.startsWith("min") ? "at least" : "at most"} ${limit} ${unit} (got ${count})`;
    }
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
      return `a number ${p.comparison} ${p.limit}`;
    case "multipleOf":
      return `a multiple of ${p.multipleOf}`;
    case "uniqueItems":
      return `unique items (items ${Math.min(Number(p.i), Number(p.j))} and ${Math.max(Number(p.i), Number(p.j))} are equal)`;
    default:
      return `a value that satisfies "${error.keyword}"`;
  }
}

/** One issue's message is cut to this length (an `enum` of many values reads long). */
const MAX_ISSUE_MESSAGE = 300;

function describe(error: ValidatorError, root: unknown): ToolIssue {
  const issue = describeFully(error, root);
  if (issue.message.length <= MAX_ISSUE_MESSAGE) return issue;
  return { path: issue.path, message: issue.message.slice(0, MAX_ISSUE_MESSAGE - 3) + "..." };
}

function describeFully(error: ValidatorError, root: unknown): ToolIssue {
  const p = error.params;
  if (error.keyword === COLLAPSED) return p.issue as ToolIssue;
  if (error.keyword === "required") {
    const at = locate(root, error.instancePath, String(p.missingProperty));
    return { path: at.path, message: "required, but missing" };
  }
  if (error.keyword === "tcClosed" || error.keyword === "additionalProperties" || error.keyword === "unevaluatedProperties") {
    const name = String(p.property ?? p.additionalProperty ?? p.unevaluatedProperty);
    const at = locate(root, error.instancePath, name);
    // Only tcClosed knows the valid names; ajv's own keywords do not say.
    const allowed = p.allowed as string[] | undefined;
    const guess = allowed && nearestName(name, allowed);
    const hint = !allowed
      ? ""
      : guess
        ? `; did you mean \`${guess}\`?`
        : allowed.length
          ? `; expected one of ${allowed.map((a) => `\`${a}\``).join(", ")}`
          : "; no properties are accepted here";
    return { path: at.path, message: `unknown property \`${shortName(name)}\`${hint}` };
  }
  // `propertyNames` is written for numeric index signatures only (`{ [i: number]: T }`).
  if (error.propertyName !== undefined || error.keyword === "propertyNames") {
    const name = String(error.propertyName ?? p.propertyName);
    const at = locate(root, error.instancePath, name);
    return { path: at.path, message: `unknown property \`${shortName(name)}\`; only the declared properties and numeric keys (\`0\`, \`1\`, \`2.5\`) are accepted here` };
  }
  const at = locate(root, error.instancePath);
  let message = `expected ${expectation(error, at)}, ${received(at)}`;
  if (error.keyword === "tcCoerce") {
    const reason = refusalReason(at.value, p.spec as CoerceSpec);
    if (reason) message += ` (${reason})`;
  }
  return { path: at.path, message };
}

/**
 * A union (`anyOf`/`oneOf`) failed; its branches' errors precede it. The
 * issues worth showing are those of the branch the caller most likely meant:
 * - a branch whose errors only say "wrong type here" was not meant (when
 *   none is left, one issue lists what the branches expect);
 * - a branch whose tag property (`kind: "circle"`) does not match was not
 *   meant either (when none is left, one issue per tag lists the tags);
 * - of the rest, the branch with the fewest errors.
 */
function collapseUnion(union: ValidatorError, branches: ValidatorError[], root: unknown): ValidatorError[] | ToolIssue {
  const at = locate(root, union.instancePath);
  const shallow = (e: ValidatorError) =>
    e.instancePath === union.instancePath &&
    (e.keyword === "type" || (e.keyword === "tcCoerce" && !coerceTypeMatches(at.value, e.params.spec as CoerceSpec)));
  const groups = groupByBranch(union, branches).filter((g) => !g.every(shallow));
  if (groups.length === 0) {
    const options = [...new Set(branches.map((e) => expectation(e, at)))];
    return { path: at.path, message: `expected ${options.join(", or ")}, ${received(at)}` };
  }
  const isTagMiss = (e: ValidatorError) =>
    (e.keyword === "const" || e.keyword === "enum") && isChildPointer(union.instancePath, e.instancePath);
  const meant = groups.filter((g) => !g.some(isTagMiss));
  if (meant.length) return meant.reduce((best, g) => (g.length < best.length ? g : best));
  // No branch's tag matches: say which tags there are, per tag property.
  const byPath = new Map<string, ValidatorError[]>();
  for (const e of groups.flat().filter(isTagMiss)) {
    const misses = byPath.get(e.instancePath);
    if (misses) misses.push(e);
    else byPath.set(e.instancePath, [e]);
  }
  return [...byPath.values()].map((misses) => {
    const tagAt = locate(root, misses[0].instancePath);
    const options = [...new Set(misses.map((e) => expectation(e, tagAt)))];
    return { keyword: COLLAPSED, instancePath: misses[0].instancePath, schemaPath: "", params: { issue: { path: tagAt.path, message: `expected ${options.join(", or ")}, ${received(tagAt)}` } } };
  });
}

function isChildPointer(parent: string, pointer: string): boolean {
  return pointer.startsWith(parent + "/") && !pointer.slice(parent.length + 1).includes("/");
}

/**
 * Splits a union's branch errors by branch, from their schema paths
 * (`.../anyOf/1/...`). An error raised inside a referenced definition has a
 * path relative to that definition; it belongs to the branch before it, as
 * branches report in order.
 */
function groupByBranch(union: ValidatorError, branches: ValidatorError[]): ValidatorError[][] {
  const prefix = union.schemaPath + "/";
  const groups = new Map<number, ValidatorError[]>();
  let current = 0;
  for (const e of branches) {
    if (e.schemaPath.startsWith(prefix)) current = parseInt(e.schemaPath.slice(prefix.length), 10) || 0;
    const group = groups.get(current);
    if (group) group.push(e);
    else groups.set(current, [e]);
  }
  return [...groups.values()];
}

function coerceTypeMatches(value: unknown, spec: CoerceSpec): boolean {
  const type = jsonTypeOf(value);
  if (spec.kind === "date") return type === "string";
  if ((spec.kind === "bigint" || spec.kind === "int") && spec.wire === "string" && type === "string") return true;
  return type === "number" || type === "bigint";
}

/** The issues of a failed validation: the first `MAX_ISSUES`, and how many more there are. */
export function reportIssues(errors: readonly ValidatorError[], root: unknown): { issues: ToolIssue[]; more: number } {
  // Errors of a union's branches come right before the union's own error,
  // at the same path or below it.
  const pending: ValidatorError[] = [];
  for (const error of errors) {
    if (error.keyword !== "anyOf" && error.keyword !== "oneOf") {
      pending.push(error);
      continue;
    }
    const prefix = error.instancePath;
    let start = pending.length;
    while (start > 0) {
      const path = pending[start - 1].instancePath;
      if (!(path === prefix || (path.length > prefix.length && path.startsWith(prefix + "/")))) break;
      start--;
    }
    const branches = pending.splice(start);
    const collapsed = branches.length ? collapseUnion(error, branches, root) : describe(error, root);
    if (Array.isArray(collapsed)) for (const e of collapsed) pending.push(e);
    else pending.push({ keyword: COLLAPSED, instancePath: prefix, schemaPath: "", params: { issue: collapsed } });
  }
  // The same issue can come from several branches; say it once. Only the
  // issues shown are described; the rest are counted.
  const issues: ToolIssue[] = [];
  const seen = new Set<string>();
  let next = 0;
  for (; next < pending.length && issues.length < MAX_ISSUES; next++) {
    const issue = describe(pending[next], root);
    // The full pointer, not the shown path: two deep paths may read the same once cut.
    const key = pending[next].instancePath + "\0" + issue.message;
    if (!seen.has(key)) seen.add(key), issues.push(issue);
  }
  return { issues, more: pending.length - next };
}

/** The issues of a failed validation, one per bad argument, in the order they were found (at most `MAX_ISSUES`). */
export function issuesFromErrors(errors: readonly ValidatorError[], root: unknown): ToolIssue[] {
  return reportIssues(errors, root).issues;
}

/**
 * One message naming every issue shown, then how many more there are; at
 * most `MAX_MESSAGE` characters. `partial`: validation stopped at its error
 * cap, so there may be more issues than counted.
 */
export function invalidArgumentsMessage(tool: string, issues: readonly ToolIssue[], more = 0, partial = false): string {
  let message = `Invalid arguments for tool \`${shortName(tool)}\`:`;
  let shown = 0;
  for (const i of issues) {
    const line = `\n- ${i.path || "(arguments)"}: ${i.message}`;
    if (message.length + line.length > MAX_MESSAGE - 40) break;
    message += line;
    shown++;
  }
  const rest = more + issues.length - shown;
  if (partial) message += `\n- and ${rest > 0 ? `at least ${rest} ` : ""}more issues (checking stopped early: fix these and call again)`;
  else if (rest > 0) message += `\n- and ${rest} more issue${rest === 1 ? "" : "s"}`;
  return message;
}
