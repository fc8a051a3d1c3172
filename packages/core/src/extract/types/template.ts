import type * as t from "@babel/types";
import type { TemplatePart } from "@toolcall/runtime";
import type { JsonSchema } from "../../model/index.js";
import { membersOf, unionOf } from "./schema-sets.js";
import type { Scope } from "./scope.js";
import { unparen } from "./syntax.js";
import { soleItem } from "../../model/lists.js";

/** A finite template literal type expands to at most this many strings; beyond it becomes a `pattern`. */
const MAX_EXPANSION = 256;

/**
 * What one `${...}` slot of a template stands for: literal strings, and open
 * types as regular expression fragments (for the public `pattern`) and as
 * template parts (for dispatch's linear matcher; `parts` is undefined when a
 * slot is a user's `Pattern<>`, which has no template form).
 */
type Slot = { literals: string[]; open: string[]; parts: TemplatePart[][] | undefined };

/** A slot and the literal text that follows it up to the next slot (or the end). */
type Span = Slot & { after: string };

/** `0x`, `0o` or `0b` and a run of that base's digits, `run` the run's quantifier. */
const nonDecimal = (run: string) => `0[xX][0-9a-fA-F]${run}|0[oO][0-7]${run}|0[bB][01]${run}`;
/**
 * `${number}`: the texts TypeScript takes for it, those `+s` reads as a
 * finite number (white space around, a sign, `.5`, `1.`, leading zeros, hex,
 * octal and binary; a text of white space alone is 0), bounded so that none
 * reads as Infinity (`"1e999"`, which TypeScript refuses): at most 200
 * digits, a positive exponent of at most two. Past those bounds it is
 * stricter than TypeScript, never looser. JavaScript's `\s` is exactly the
 * white space `+s` skips.
 */
const NUMBER = `(?:\\s*(?:[+-]?(?:[0-9]{1,200}(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE](?:-[0-9]+|\\+?[0-9]{1,2}))?|${nonDecimal("{1,200}")})\\s*|\\s+)`;
/** `${bigint}`: what TypeScript takes, a bigint literal's digits with an optional `-` (hex, octal and binary too; no leading zeros, no spaces). */
const BIGINT = `-?(?:0|[1-9][0-9]*|${nonDecimal("+")})`;

/**
 * A template literal type on evaluated slot types: when every slot is finite
 * the strings are enumerated (`${"a" | "b"}-${1 | 2}` -> `enum`), otherwise
 * the type becomes an anchored `pattern` (`${number}px` -> `^...px$`),
 * annotated with its parts (`x-toolcall` kind `template`): providers read
 * the pattern, dispatch matches the parts in linear time (docs/limits.md).
 */
export function templateType(quasis: string[], slots: JsonSchema[]): { schema: JsonSchema } | { refuse: string } {
  // A template has one text more than slots: the head, then the text after each slot (empty ones included).
  const [head = "", ...texts] = quasis;
  const read: Span[] = [];
  for (const [i, s] of slots.entries()) {
    const slot = slotOf(s);
    if ("refuse" in slot) return slot;
    read.push({ ...slot, after: texts[i] ?? "" });
  }
  let size = 1;
  for (const s of read) size *= s.open.length ? Infinity : s.literals.length;
  if (size === 0) return { schema: unionOf([]) };
  if (size <= MAX_EXPANSION) {
    let strings = [head];
    for (const slot of read) {
      const next: string[] = [];
      for (const prefix of strings) for (const l of slot.literals) next.push(prefix + l + slot.after);
      strings = next;
    }
    return { schema: unionOf(strings.map((s) => ({ type: "string", const: s }))) };
  }
  let pattern = "^" + escapeRegExp(head);
  for (const slot of read) {
    const alternatives = [...slot.literals.map(escapeRegExp), ...slot.open];
    pattern += (soleItem(alternatives) ?? `(?:${alternatives.join("|")})`) + escapeRegExp(slot.after);
  }
  const parts = templateParts(head, read);
  const schema: JsonSchema = { type: "string", pattern: pattern + "$" };
  if (parts) schema["x-toolcall"] = { kind: "template", parts };
  return { schema };
}

/**
 * The type of one `${...}` slot. `undefined` there is the text "undefined"
 * (as `null` is "null"): inside a template it is a string, not a value JSON
 * lacks, so `${undefined}` and `${"a" | undefined}` are read, not refused.
 */
export function templateSlot(convert: (node: t.TSType, scope: Scope) => JsonSchema, node: t.TSType, scope: Scope): JsonSchema {
  const u = unparen(node);
  if (u.type === "TSUndefinedKeyword") return { type: "string", const: "undefined" };
  if (u.type === "TSUnionType") {
    const members = u.types.map((m) => templateSlot(convert, m, scope));
    return members.some((m) => !Object.keys(m).length) ? {} : unionOf(members);
  }
  return convert(u, scope);
}

/** The template as parts: literal text between slots, each slot one part (an open type, or alternatives). */
function templateParts(head: string, read: Span[]): TemplatePart[] | undefined {
  const parts: TemplatePart[] = [];
  const text = (s: string) => {
    if (!s) return;
    const last = parts.length - 1;
    const previous = parts[last];
    // Text beside text is one part.
    if (typeof previous === "string") parts[last] = previous + s;
    else parts.push(s);
  };
  text(head);
  for (const slot of read) {
    if (!slot.parts) return undefined;
    const alternatives = [...slot.literals.map((l) => (l ? [l] : [])), ...slot.parts];
    const sole = soleItem(alternatives);
    if (sole) for (const p of sole) typeof p === "string" ? text(p) : parts.push(p);
    else parts.push({ anyOf: alternatives });
    text(slot.after);
  }
  return parts;
}

function slotOf(s: JsonSchema): Slot | { refuse: string } {
  const slot: Slot = { literals: [], open: [], parts: [] };
  const open = (fragment: string, parts: TemplatePart[] | undefined) => {
    slot.open.push(fragment);
    if (parts && slot.parts) slot.parts.push(parts);
    else slot.parts = undefined;
  };
  for (const m of membersOf(s)) {
    const annotation = m["x-toolcall"];
    const kind = annotation?.kind;
    const keys = Object.keys(m).length - (annotation ? 1 : 0);
    if (m.const !== undefined && (typeof m.const !== "object" || m.const === null)) slot.literals.push(String(m.const));
    else if (m.type === "null" && keys === 1) slot.literals.push("null");
    else if (m.type === "string" && keys === 1 && !annotation) open("[\\s\\S]*", [{ open: "string" }]);
    else if (m.type === "string" && typeof m.pattern === "string" && keys === 2 && /^\^[\s\S]*\$$/.test(m.pattern) && (!annotation || kind === "template"))
      // A nested template (its parts come along) or a user's anchored `Pattern<>` (no parts: matched by the regex).
      open(`(?:${m.pattern.slice(1, -1)})`, annotation?.kind === "template" ? annotation.parts : undefined);
    else if (m.type === "number" && kind === "number" && keys === 1) open(NUMBER, [{ open: "number" }]);
    else if (m.type === "integer" && kind === "bigint" && keys === 1) open(BIGINT, [{ open: "bigint" }]);
    else return { refuse: "a template literal slot must be a string, number, bigint or boolean type, or a literal of one" };
  }
  return slot;
}

/**
 * Whether a string literal is one of a template's strings (`"0" extends
 * \`${number}\``), as TypeScript matches them: with one open slot, the
 * slot takes the text between the fixed parts. Undefined where that is
 * not decided here (several slots, alternatives, `${bigint}`).
 */
export function templateHolds(value: string, template: JsonSchema): boolean | undefined {
  const kind = template["x-toolcall"];
  if (kind?.kind !== "template") return undefined;
  const slot = soleItem(kind.parts.filter((p) => typeof p !== "string"));
  if (!slot || !("open" in slot) || slot.open === "bigint") return undefined;
  const at = kind.parts.indexOf(slot);
  const prefix = kind.parts.slice(0, at).join("");
  const suffix = kind.parts.slice(at + 1).join("");
  if (value.length < prefix.length + suffix.length || !value.startsWith(prefix) || !value.endsWith(suffix)) return false;
  return slot.open === "string" || isNumberString(value.slice(prefix.length, value.length - suffix.length));
}

/** A string TypeScript reads as a number (`${number}` takes it): not empty, and `+s` finite (so `" 1"` and `"0x1"` too). */
export function isNumberString(s: string): boolean {
  return s !== "" && Number.isFinite(+s);
}

/** `Uppercase<T>`, `Lowercase<T>`, `Capitalize<T>`, `Uncapitalize<T>` on string literals. */
export function intrinsicString(name: string, s: JsonSchema): { schema: JsonSchema } | { refuse: string } {
  const out: JsonSchema[] = [];
  for (const m of membersOf(s)) {
    if (typeof m.const !== "string") return { refuse: `\`${name}\` is read on string literals only (\`${name}<"a" | "b">\`)` };
    const v = m.const;
    const mapped =
      name === "Uppercase" ? v.toUpperCase() : name === "Lowercase" ? v.toLowerCase() : name === "Capitalize" ? v.charAt(0).toUpperCase() + v.slice(1) : v.charAt(0).toLowerCase() + v.slice(1);
    out.push({ type: "string", const: mapped });
  }
  return { schema: unionOf(out) };
}

function escapeRegExp(s: string): string {
  return s.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
}
