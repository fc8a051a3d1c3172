/**
 * Values the user picks from a fixed list (`--format`, `--view`, a tool
 * name): one refusal for all of them, naming the choices and the nearest
 * one to a typo.
 */
import { nearestName } from "@toolcall/runtime";

/** `value` when it is one of `choices`; otherwise an Error that says what to type instead. */
export function oneOf<T extends string>(what: string, value: unknown, choices: readonly T[]): T {
  const text = String(value);
  if ((choices as readonly string[]).includes(text)) return text as T;
  throw new Error(unknownChoice(what, text, choices));
}

/** ``unknown --format `xml`; use one of text, json`` with ``(did you mean `json`?)`` when one is close. */
export function unknownChoice(what: string, value: string, choices: readonly string[]): string {
  return `unknown ${what} \`${value}\`${didYouMean(value, choices)}; use one of ${choices.join(", ") || "(none)"}`;
}

/** `` (did you mean `forecast`?)`` when a choice is close to `value` (as `dispatch` suggests tool names), else "". */
export function didYouMean(value: string, choices: readonly string[]): string {
  const near = nearestName(value, choices);
  return near ? ` (did you mean \`${near}\`?)` : "";
}
