/**
 * Object keywords, in one pass over the object's own keys: each value is
 * read once (object input: the caller's getter runs once), checked by its
 * property's node and put in the copy the tool receives. `null` for an
 * optional property whose type has no `null` is absent (OpenAI strict mode),
 * then literal defaults fill what is absent (checked and converted like a
 * value sent). Nothing is written to the
 * value checked: parsed text whose properties all come back unchanged is
 * passed on as is; anything else gets a new object.
 */
import { type Check, type Context, containerCheck, FAIL } from "./context.js";
import { setOwn } from "../plain-data.js";
import { compileNode, type Env } from "./compile.js";
import { countWords, cut, expected, unknownProperty } from "./messages.js";
import { shortName } from "../issues.js";
import { type PreparedNames, prepareNames } from "../nearest.js";
import { anyValue, keysOf, readKey, scanValue } from "./plain.js";
import type { CheckSchema } from "./schema.js";

const hasOwn = Object.prototype.hasOwnProperty;

export function hasObjectKeywords(node: CheckSchema): boolean {
  return (
    node.properties !== undefined ||
    node.required !== undefined ||
    node.additionalProperties !== undefined ||
    node.patternProperties !== undefined ||
    node.propertyNames !== undefined ||
    node.minProperties !== undefined ||
    node.maxProperties !== undefined
  );
}

/** A fresh copy of a literal default per call: a default array or object is never shared between calls. */
function defaultMaker(value: unknown, bigint: boolean): () => unknown {
  if (bigint) {
    const digits = String(value);
    return () => BigInt(digits);
  }
  if (value === null || typeof value !== "object") return () => value;
  const text = JSON.stringify(value);
  return () => JSON.parse(text);
}

/** Finds a declared property's index: a scan for a few names, a map for many. */
function indexer(names: string[]): (key: string) => number {
  if (names.length > 8) {
    const map = new Map(names.map((n, i) => [n, i]));
    return (key) => map.get(key) ?? -1;
  }
  return (key) => names.indexOf(key);
}

export function objectCheck(node: CheckSchema, env: Env): Check {
  const properties = node.properties ?? {};
  const names = Object.keys(properties);
  const checks = names.map((n) => compileNode(properties[n]!, env));
  const indexOf = indexer(names);
  const required = node.required ?? [];
  const requiredFlags = names.map((n) => required.includes(n));
  const undeclaredRequired = required.filter((n) => !names.includes(n));
  const nullAbsent = names.map((n) => node.nullAbsent?.includes(n) === true);
  const defaults: (() => unknown)[] = [];
  const defaultIndex: number[] = [];
  for (const [name, value, bigint] of node.defaults ?? []) {
    const i = names.indexOf(name);
    if (i >= 0) (defaultIndex.push(i), defaults.push(defaultMaker(value, bigint === "bigint")));
  }
  const additional = node.additionalProperties;
  const closed = additional === false;
  const strip = closed && node.strip === true;
  const extra = additional === undefined || additional === true || additional === false ? undefined : compileNode(additional, env);
  const patterns = Object.entries(node.patternProperties ?? {}).map(([p, s]) => [new RegExp(p, "u"), compileNode(s, env)] as const);
  const hasPatterns = patterns.length > 0;
  const keyCheck = node.propertyNames === undefined ? undefined : compileNode(node.propertyNames, env);
  const { minProperties, maxProperties } = node;
  // The valid names are offered in an unknown property's message only where no pattern admits more.
  const allowed = patterns.length ? undefined : names;
  // Made at the first unknown property reported: most objects never need it.
  let prepared: PreparedNames | undefined;

  // Parsed text is walked with `for...in`: V8 reads each value by its slot
  // from the object's key cache, with no key array and no property lookup
  // (a third of the time of `Object.keys` and `source[key]`, which this one
  // shared walk makes megamorphic). `propertyNames` and pattern properties
  // take the general walk.
  // A record (no declared names) may hold 100,000 keys: V8 keeps such an
  // object as a hash table, whose keys `for...in` collects and sorts before
  // the first one, slower than `Object.keys`.
  const walkOwned = keyCheck === undefined && !hasPatterns && names.length > 0;

  return containerCheck(body, walkOwned ? ownedBody : undefined);

  /** `body` for parsed text (no getters, no `undefined`, nothing inherited is enumerable). */
  function ownedBody(source: Record<string, unknown>, ctx: Context, depth: number): unknown {
    let count = 0;
    let declared = true;
    for (const key in source) {
      if (declared && names[count] !== key) declared = false;
      count++;
    }
    if (count !== names.length) declared = false;
    const counted = presenceIssues(source, count, declared, ctx, depth);
    if (counted === FAIL) return FAIL;
    let failed = counted;
    // A new object only once something differs from what was sent.
    let out: Record<string, unknown> | undefined;
    const child = depth + 1;
    let i = -1;
    for (const key in source) {
      i++;
      const item = source[key];
      ctx.path[depth] = key;
      const index = declared || names[i] === key ? i : indexOf(key);
      let result: unknown;
      if (index >= 0) {
        // `null` may mean absent.
        if (item === null && nullAbsent[index]) {
          out ??= copyUpTo(source, Object.keys(source), i);
          continue;
        }
        result = checks[index]!(item, ctx, child);
      } else if (extra !== undefined) result = extra(item, ctx, child);
      else if (closed) {
        const refused = undeclaredKey(key, ctx, depth);
        if (refused === FAIL) return FAIL;
        if (refused) failed = true;
        else out ??= copyUpTo(source, Object.keys(source), i);
        continue;
      } else result = anyValue(item, ctx, child);
      if (result === FAIL) {
        if (!ctx.report || ctx.stopped) return FAIL;
        failed = true;
      } else if (out !== undefined) setOwn(out, key, result);
      else if (result !== item) setOwn((out = copyUpTo(source, Object.keys(source), i)), key, result);
    }
    if (failed) return FAIL;
    return fillDefaults(source, out, ctx, depth);
  }

  /**
   * What both walks check before any value is read: required names that are
   * missing (skipped when the keys are the declared names in order and every
   * required one is declared) and the property-count bounds. A tried union
   * branch fails here, before its values are looked at. `FAIL` when not
   * reporting; otherwise whether an issue was reported.
   *
   * Present is what object input is read as (`keysOf`, own and enumerable):
   * for object input a name among the `keys` read, for the call's own data
   * (parsed text, or a union's copy of object input, whose properties are
   * all own and enumerable) an own property. A name that is own but not
   * enumerable is missing, as it is from the copy the tool receives.
   */
  function presenceIssues(source: Record<string, unknown>, count: number, declared: boolean, ctx: Context, depth: number, keys?: string[]): boolean | typeof FAIL {
    let failed = false;
    if (!declared || undeclaredRequired.length > 0) {
      // Apart, so that the usual call (the declared names in order) runs a small function.
      const missing = missingIssues(source, keys, ctx, depth);
      if (missing === FAIL) return FAIL;
      failed = missing;
    }
    if (minProperties !== undefined && count < minProperties) {
      if (!ctx.report) return FAIL;
      ctx.issue(depth, expected(countWords(true, minProperties, "properties", count), source));
      failed = true;
    }
    if (maxProperties !== undefined && count > maxProperties) {
      if (!ctx.report) return FAIL;
      ctx.issue(depth, expected(countWords(false, maxProperties, "properties", count), source));
      failed = true;
    }
    return failed;
  }

  /** Issues for the required names not present: among `keys` (object input), or own properties (the call's own data). */
  function missingIssues(source: Record<string, unknown>, keys: string[] | undefined, ctx: Context, depth: number): boolean | typeof FAIL {
    let failed = false;
    const read = keys === undefined ? undefined : keys.length > 8 ? new Set(keys) : keys;
    for (let r = 0; r < required.length; r++) {
      const name = required[r]!;
      if (read === undefined ? hasOwn.call(source, name) : Array.isArray(read) ? read.includes(name) : read.has(name)) continue;
      if (!ctx.report) return FAIL;
      ctx.issue(depth, "required, but missing", name);
      failed = true;
    }
    return failed;
  }

  /**
   * A key of a closed object that no property, pattern or schema of
   * `additionalProperties` admits: dropped under `strip` (false: the copy
   * leaves it out), otherwise an issue naming it (true: the object failed).
   * `FAIL` when the walk stops here (not reporting, or the issue limit reached).
   */
  function undeclaredKey(key: string, ctx: Context, depth: number): boolean | typeof FAIL {
    if (strip) return false;
    if (!ctx.report) return FAIL;
    ctx.lazyIssue(depth, "unknown property", () => {
      // "Did you mean" spends from the call's one budget; its comparisons count as work (the complexity test reads them).
      const budget = ctx.suggestions();
      const left = budget.left;
      if (allowed !== undefined) prepared ??= prepareNames(allowed);
      const message = unknownProperty(key, prepared, budget);
      ctx.visits += left - budget.left;
      return message;
    }, key);
    return ctx.stopped ? FAIL : true;
  }

  /** Literal defaults for what is absent, each checked and converted like a value sent. */
  function fillDefaults(source: Record<string, unknown>, out: Record<string, unknown> | undefined, ctx: Context, depth: number): unknown {
    for (let d = 0; d < defaults.length; d++) {
      const name = names[defaultIndex[d]!]!;
      const target = out ?? source;
      if (hasOwn.call(target, name) && !(out === undefined && nullAbsent[defaultIndex[d]!] && target[name] === null)) continue;
      // The default goes through its property's check as if sent: a wire-string `Int` default becomes a number, a Date default a Date.
      ctx.path[depth] = name;
      const filled = checks[defaultIndex[d]!]!(defaults[d]!(), ctx, depth + 1);
      if (filled === FAIL) return FAIL;
      setOwn((out ??= copyUpTo(source, Object.keys(source), Infinity)), name, filled);
    }
    return out ?? source;
  }

  function body(source: Record<string, unknown>, ctx: Context, depth: number): unknown {
    const owned = ctx.owned;
    const keys = owned ? Object.keys(source) : keysOf(source, ctx, depth);
    // The declared names in the declared order, the common call: every required one is there.
    let declared = keys.length === names.length;
    for (let i = 0; declared && i < keys.length; i++) declared = keys[i] === names[i];
    const counted = presenceIssues(source, keys.length, declared, ctx, depth, owned ? undefined : keys);
    if (counted === FAIL) return FAIL;
    let failed = counted;
    // Owned input gets a new object only once something differs from what was sent.
    let out: Record<string, unknown> | undefined = owned ? undefined : {};
    const child = depth + 1;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const item = owned ? source[key] : readKey(source, key, ctx, depth);
      ctx.path[depth] = key;
      if (keyCheck !== undefined && !checkKey(keyCheck, key, ctx, depth)) {
        if (!ctx.report) return FAIL;
        // `propertyNames` is written for numeric index signatures only (`{ [i: number]: T }`).
        ctx.issue(depth, cut(`unknown property \`${shortName(key)}\`; only the declared properties and numeric keys (\`0\`, \`1\`, \`2.5\`) are accepted here`), key);
        if (ctx.stopped) return FAIL;
        failed = true;
        continue;
      }
      // Keys usually come in the declared order: the name at the same place is tried first.
      const index = declared || names[i] === key ? i : indexOf(key);
      let result: unknown;
      if (index >= 0) {
        // Absent and `undefined` are the same to a JSON-shaped call; `null` may mean absent too.
        if (item === undefined || (item === null && nullAbsent[index])) {
          // Object input: a required property sent as `undefined` is missing.
          if (item === undefined && requiredFlags[index]) {
            if (!ctx.report) return FAIL;
            ctx.issue(depth, "required, but missing", key);
            failed = true;
          }
          if (out === undefined) out = copyUpTo(source, keys, i);
          continue;
        }
        result = checks[index]!(item, ctx, child);
        // A declared property a pattern also names is checked by both (its output is the property's).
        if (hasPatterns) for (const [pattern, check] of patterns) if (result !== FAIL && pattern.test(key) && check(item, ctx, child) === FAIL) result = FAIL;
      } else {
        let matched = false;
        result = item;
        if (hasPatterns) for (const [pattern, check] of patterns) {
          if (!pattern.test(key)) continue;
          matched = true;
          const r = check(item, ctx, child);
          if (r === FAIL) result = FAIL;
          else if (result !== FAIL) result = r;
        }
        if (!matched) {
          if (extra !== undefined) result = extra(item, ctx, child);
          else if (closed) {
            scanValue(item, ctx, child);
            const refused = undeclaredKey(key, ctx, depth);
            if (refused === FAIL) return FAIL;
            if (refused) failed = true;
            else out ??= copyUpTo(source, keys, i);
            continue;
          } else result = anyValue(item, ctx, child);
        }
        if (item === undefined) {
          if (undeclaredRequired.includes(key)) {
            if (!ctx.report) return FAIL;
            ctx.issue(depth, "required, but missing", key);
            failed = true;
          }
          continue;
        }
      }
      if (result === FAIL) {
        if (!ctx.report || ctx.stopped) return FAIL;
        failed = true;
      } else if (out !== undefined) setOwn(out, key, result);
      else if (result !== item) setOwn((out = copyUpTo(source, keys, i)), key, result);
    }
    if (failed) return FAIL;
    return fillDefaults(source, out, ctx, depth);
  }
}

/** Parsed text about to differ from what was sent: a new object holding the first `i` properties as sent. */
function copyUpTo(source: Record<string, unknown>, keys: string[], i: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let j = 0; j < i && j < keys.length; j++) setOwn(out, keys[j]!, source[keys[j]!]);
  return out;
}

/** `propertyNames`: whether the key passes, checked as a string value (its issue is the object's, naming the key). */
function checkKey(check: Check, key: string, ctx: Context, depth: number): boolean {
  const report = ctx.report;
  ctx.report = false;
  const ok = check(key, ctx, depth + 1) !== FAIL;
  ctx.report = report;
  return ok;
}
