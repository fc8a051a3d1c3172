// The functions behind the hand-written tool models of models.ts. Each one
// returns what it received, so a test sees exactly what dispatch handed it.

/** A JSON-safe picture of a value and its run-time type. */
export function tag(value: unknown): unknown {
  if (value === undefined) return { undefined: true };
  if (value === null) return { null: true };
  if (typeof value === "bigint") return { bigint: value.toString() };
  if (value instanceof Date) return { date: value.toISOString() };
  if (Array.isArray(value)) return value.map(tag);
  if (typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, tag(v)]));
  return { [typeof value]: value };
}

export const echoInt = (value: number, nullable?: number | null, fallback = 7) => tag({ value, nullable, fallback });
export const echoNumber = (value: number, nullable?: number | null, fallback = 2.5) => tag({ value, nullable, fallback });
export const echoBigint = (value: bigint, nullable?: bigint | null, fallback = 10n) => tag({ value, nullable, fallback });
export const echoWire = (value: bigint, nullable?: bigint | null, fallback = 42n) => tag({ value, nullable, fallback });

export function bounded(n: number, id: bigint, ratio: number) {
  return tag({ n, id, ratio });
}

export function forecast(city: string, days = 3, unit = "c") {
  return { city, days, unit };
}

/** Destructured: receives the whole (copied, coerced, defaulted) input object. */
export function search(input: { query: string; limit?: number; tags?: string[] }, ctx: unknown) {
  return { input: tag(input), ctx: tag(ctx) };
}

export function ship(to: unknown, items: unknown) {
  return tag({ to, items });
}

export function schedule(at: Date, until?: Date | null) {
  return { at: at.toISOString(), isDate: at instanceof Date, until: tag(until) };
}

/** The context comes first: it is never taken from the arguments. */
export function whoami(ctx: { user: string }, greeting: string) {
  return `${greeting}, ${ctx?.user}`;
}

export function tree(root: unknown) {
  return tag({ root });
}

export function shape(shape: unknown) {
  return tag({ shape });
}

export function strings(email: string, code: string, name: string, tags: string[]) {
  return { email, code, name, tags };
}

export function anything(value: unknown) {
  return { value, type: typeof value };
}

export function fail(how: string) {
  if (how === "error") throw new Error("boiler pressure too high");
  if (how === "string") throw "plain string thrown";
  if (how === "object") throw { toString: () => "an object thrown" };
  if (how === "reject") return Promise.reject(new Error("rejected later"));
  if (how === "undefined") throw undefined;
  return Promise.resolve("fine, eventually");
}

export function refs(owner: bigint, members?: bigint[], quota?: bigint) {
  return tag({ owner, members, quota });
}

export function act(action: unknown) {
  return tag({ action });
}

export function event(event: unknown) {
  return tag({ event });
}

export function ping() {
  return "pong";
}

export function firstBranch(v: unknown) {
  return tag({ v });
}

export function ints(xs?: number[], few?: number[]) {
  return { xs: xs?.length, few: few?.length };
}

export function bigints(xs: bigint[]) {
  return xs.length;
}

export function order(order: unknown, labels: unknown) {
  return { order: tag(order), labels: tag(labels), labelsArePlain: labels === undefined || Object.getPrototypeOf(labels) === Object.prototype };
}

export function protoNames(constructor?: string, valueOf?: number, toString?: string) {
  return tag({ constructor, valueOf, toString });
}

/** Return values a tool should not return, but may. */
export function odd(how: string): unknown {
  if (how === "then-overridden") {
    const p = Promise.resolve("real value");
    (p as { then: unknown }).then = () => undefined;
    return p;
  }
  if (how === "then-throws") return { then() { throw new Error("then exploded"); } };
  if (how === "then-getter-throws") return { get then() { throw new Error("then getter exploded"); } };
  if (how === "then-twice") return { then(ok: (v: unknown) => void, ko: (e: unknown) => void) { ok("first"); ok("second"); ko(new Error("late")); } };
  if (how === "proto-key") return JSON.parse('{"__proto__": {"polluted": true}, "x": 1}');
  if (how === "revoked") {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  }
  return how;
}
