import type { JsonSchema } from "../../model/index.js";
import { membersOf, unionOf } from "./schema-sets.js";

/** A finite template literal type expands to at most this many strings; beyond it becomes a `pattern`. */
const MAX_EXPANSION = 256;

/** What one `${...}` slot of a template stands for: literal strings, or regular expression fragments for open types. */
type Slot = { literals: string[]; open: string[] };

/** `${number}`: decimal notation TypeScript reads as a finite number (a subset: no hex, no spaces, no leading `+`). */
const NUMBER = "-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?";
const BIGINT = "-?(?:0|[1-9][0-9]*)";

/**
 * A template literal type on evaluated slot types: when every slot is finite
 * the strings are enumerated (`${"a" | "b"}-${1 | 2}` -> `enum`), otherwise
 * the type becomes an anchored `pattern` (`${number}px` -> `^...px$`).
 */
export function templateType(quasis: string[], slots: JsonSchema[]): { schema: JsonSchema } | { refuse: string } {
  const read: Slot[] = [];
  for (const s of slots) {
    const slot = slotOf(s);
    if ("refuse" in slot) return slot;
    read.push(slot);
  }
  let size = 1;
  for (const s of read) size *= s.open.length ? Infinity : s.literals.length;
  if (size === 0) return { schema: unionOf([]) };
  if (size <= MAX_EXPANSION) {
    let strings = [quasis[0]];
    read.forEach((slot, i) => {
      const next: string[] = [];
      for (const prefix of strings) for (const l of slot.literals) next.push(prefix + l + quasis[i + 1]);
      strings = next;
    });
    return { schema: unionOf(strings.map((s) => ({ type: "string", const: s }))) };
  }
  let pattern = "^" + escapeRegExp(quasis[0]);
  read.forEach((slot, i) => {
    const alternatives = [...slot.literals.map(escapeRegExp), ...slot.open];
    pattern += (alternatives.length === 1 ? alternatives[0] : `(?:${alternatives.join("|")})`) + escapeRegExp(quasis[i + 1]);
  });
  return { schema: { type: "string", pattern: pattern + "$" } };
}

function slotOf(s: JsonSchema): Slot | { refuse: string } {
  const slot: Slot = { literals: [], open: [] };
  for (const m of membersOf(s)) {
    const kind = (m["x-toolcall"] as { kind?: string } | undefined)?.kind;
    if (m.const !== undefined && (typeof m.const !== "object" || m.const === null)) slot.literals.push(String(m.const));
    else if (m.type === "null" && Object.keys(m).length === 1) slot.literals.push("null");
    else if (m.type === "string" && Object.keys(m).length === 1) slot.open.push("[\\s\\S]*");
    else if (m.type === "string" && typeof m.pattern === "string" && Object.keys(m).length === 2 && /^\^.*\$$/.test(m.pattern)) slot.open.push(`(?:${m.pattern.slice(1, -1)})`);
    else if (m.type === "number" && kind === "number" && Object.keys(m).length === 2) slot.open.push(NUMBER);
    else if (m.type === "integer" && kind === "bigint" && Object.keys(m).length === 2) slot.open.push(BIGINT);
    else return { refuse: "a template literal slot must be a string, number, bigint or boolean type, or a literal of one" };
  }
  return slot;
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
