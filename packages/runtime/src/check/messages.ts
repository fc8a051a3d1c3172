/**
 * What a failed check says, in words a model can act on: what was expected
 * and what was received (each value, name and message cut short).
 */
import { shortName, shortValue } from "../issues.js";
import { type NearestBudget, nearestAmong, type PreparedNames } from "../nearest.js";

/** One issue's message is cut to this length (an `enum` of many values reads long). */
const MAX_ISSUE_MESSAGE = 300;

const TYPE_WORDS: Record<string, string> = {
  string: "a string",
  number: "a number",
  integer: "an integer",
  boolean: "a boolean",
  object: "an object",
  array: "an array",
  null: "null",
};

export function typeWords(types: readonly string[]): string {
  return types.map((t) => TYPE_WORDS[t] ?? t).join(" or ");
}

export function received(value: unknown): string {
  return value === undefined ? "received nothing" : `received ${shortValue(value)}`;
}

/** "expected <what>, received <value>", cut to a readable length. */
export function expected(what: string, value: unknown, reason = ""): string {
  return cut(`expected ${what}, ${received(value)}${reason ? ` (${reason})` : ""}`);
}

export function cut(message: string): string {
  return message.length <= MAX_ISSUE_MESSAGE ? message : message.slice(0, MAX_ISSUE_MESSAGE - 3) + "...";
}

export function oneOfValues(values: readonly unknown[]): string {
  return "one of " + values.map((v) => shortValue(v)).join(", ");
}

/**
 * An unknown property, naming the nearest valid one (or every one) when the
 * object knows them. The list of every name is built only as far as the
 * message shows it (300 names of 40 characters made 13 KB per issue to cut
 * to 300 characters).
 */
export function unknownProperty(name: string, allowed: PreparedNames | undefined, budget?: NearestBudget): string {
  const guess = allowed && nearestAmong(name, allowed, budget);
  const names = allowed?.names;
  const hint = !names
    ? ""
    : guess
      ? `; did you mean \`${guess}\`?`
      : names.length
        ? `; expected one of ${namesUpTo(names, MAX_ISSUE_MESSAGE)}`
        : "; no properties are accepted here";
  return cut(`unknown property \`${shortName(name)}\`${hint}`);
}

/** The names in backticks joined by ", ", stopped once longer than `room`: what `cut` keeps of the whole is the same. */
function namesUpTo(names: readonly string[], room: number): string {
  let out = "";
  for (let i = 0; i < names.length && out.length <= room; i++) out += `${i === 0 ? "" : ", "}\`${names[i]}\``;
  return out;
}

/** "at least 2 items (got 1)". */
export function countWords(min: boolean, limit: number, unit: "items" | "properties", got: number): string {
  const word = limit !== 1 ? unit : unit === "items" ? "item" : "property";
  return `${min ? "at least" : "at most"} ${limit} ${word} (got ${got})`;
}
