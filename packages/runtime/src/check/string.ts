/**
 * String keywords. Lengths count code points, as JSON Schema does, and come
 * first: a pattern, template or format never runs on a string already too
 * long (or too short), so `maxLength` bounds the work of everything after it.
 */
import { formats } from "../formats.js";
import { compileTemplate, matchTemplate } from "../template-match.js";
import { type Check, FAIL } from "./context.js";
import { expected } from "./messages.js";
import type { CheckSchema } from "./schema.js";

export function hasStringKeywords(node: CheckSchema): boolean {
  return node.minLength !== undefined || node.maxLength !== undefined || node.pattern !== undefined || node.template !== undefined || node.format !== undefined;
}

/** Code points in `text`, counting no further than `limit + 1`. */
export function codePoints(text: string, limit: number): number {
  const units = text.length;
  let count = 0;
  for (let i = 0; i < units && count <= limit; i++, count++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < units && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
  }
  return count;
}

/**
 * The last string counted, counted up to `countedLimit` (`counted` is its
 * code points, or `countedLimit + 1` when it has more). The branches of an
 * untagged union look at one string in turn, each with its own bounds: a
 * union of 60 branches told apart by length counted the string 60 times
 * (half of bench/hostile.mjs's "60 untagged branches"). Strings do not
 * change, so the count stays true for as long as it is kept.
 */
let countedText = "";
let counted = 0;
let countedLimit = 0;

/**
 * `codePoints(text, limit)`, from the last count when it tells; a new count
 * reaches further, so that rising limits count once. A union's branch filter
 * counts a string before the branch it leaves checks it (branch-filter.ts).
 */
export function codePointsUpTo(text: string, limit: number): number {
  const same = text === countedText;
  if (same && (counted <= countedLimit || limit <= countedLimit)) return Math.min(counted, limit + 1);
  // A new string is counted no further than a little past the limit (a 1 MB string past `MaxLength<64>` is not read through).
  countedLimit = Math.max(limit, same ? 2 * countedLimit : 0, 64);
  counted = codePoints(text, countedLimit);
  countedText = text;
  return Math.min(counted, limit + 1);
}

/** `lengthWithin`'s answer: the string is too short, too long, or both (within its bounds: 0). */
const TOO_SHORT = 1;
const TOO_LONG = 2;

/**
 * Whether `text` has at least `min` and at most `max` code points, as bits
 * (a number, not a pair: a pair was allocated on each of the 12,000 checks
 * of bench/hostile.mjs's 60 untagged branches).
 */
function lengthWithin(text: string, min: number, max: number): number {
  const units = text.length;
  // A code point is one or two UTF-16 units: most strings are decided by their unit count alone.
  if (units < min) return units <= max ? TOO_SHORT : TOO_SHORT | TOO_LONG;
  if (units <= max && units >= 2 * min) return 0;
  const count = codePointsUpTo(text, Math.max(max, min));
  return (count >= min ? 0 : TOO_SHORT) | (count <= max ? 0 : TOO_LONG);
}

/** A check of a string value (its type already known) against the node's string keywords. */
export function stringCheck(node: CheckSchema): Check {
  const min = node.minLength ?? 0;
  const max = node.maxLength ?? Infinity;
  const hasLength = node.minLength !== undefined || node.maxLength !== undefined;
  const pattern = node.pattern === undefined ? undefined : new RegExp(node.pattern, "u");
  // A template literal type is matched by its parts (linear in the string), never by its regex.
  const template = node.template === undefined ? undefined : compileTemplate(node.template.parts);
  const format = node.format === undefined ? undefined : formats[node.format];
  if (node.format !== undefined && format === undefined) throw new Error(`toolcall: the checker knows no format ${node.format}`);
  return (value, ctx, depth) => {
    const text = value as string;
    if (hasLength) {
      const outside = lengthWithin(text, min, max);
      if (outside !== 0) {
        if (ctx.report) {
          if (outside & TOO_SHORT) ctx.issue(depth, expected(`a string of at least ${min} characters`, value));
          if (outside & TOO_LONG) ctx.issue(depth, expected(`a string of at most ${max} characters`, value));
        }
        return FAIL;
      }
    }
    let ok = true;
    if (pattern !== undefined && !pattern.test(text)) {
      if (!ctx.report) return FAIL;
      ctx.issue(depth, expected(`a string matching the pattern ${node.pattern}`, value));
      ok = false;
    }
    if (template !== undefined && !matchTemplate(template, text)) {
      if (!ctx.report) return FAIL;
      ctx.issue(depth, expected(`a string matching the pattern ${node.template!.pattern}`, value));
      ok = false;
    }
    if (format !== undefined && !format.validate(text)) {
      if (!ctx.report) return FAIL;
      ctx.issue(depth, expected(`a string in ${node.format} format`, value));
      ok = false;
    }
    return ok ? value : FAIL;
  };
}
