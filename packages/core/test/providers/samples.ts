/**
 * One valid argument object per fixture tool (checked against the canonical
 * schema in the tests). `labels` stays empty: strict modes cannot express an
 * open record (checkProviders warns; see views.test.ts).
 */
export const validInputs: Record<string, Record<string, unknown>> = {
  forecast: { city: "Paris", days: 2 },
  ping: {},
  set_status: { status: "active", note: null, level: 2 },
  tag_points: { point: [1.5, 2], labels: {}, tags: ["ab"] },
  make_tree: { root: { value: "a", children: [{ value: "b", children: [] }] } },
  transfer: { user_id: "9007199254740993", amount: 5, at: "2026-01-01T00:00:00Z", ratio: 0.5 },
  ship: { to: { street: "Main St", geo: { lat: 1, lng: 2 } }, items: [{ sku: "a" }, { sku: "b", qty: 2 }, { sku: "c" }] },
};

/** The same arguments as OpenAI strict mode makes the model send them: every absent optional property is null. */
export function withNullsForAbsent(schema: Record<string, unknown>, value: unknown, defs = schema.$defs as Record<string, Record<string, unknown>> | undefined): unknown {
  const resolve = (s: Record<string, unknown>): Record<string, unknown> =>
    typeof s.$ref === "string" && defs ? resolve(defs[s.$ref.slice(8)]) : s;
  const node = resolve(schema);
  if (Array.isArray(value)) {
    const items = node.items as Record<string, unknown> | undefined;
    return items && typeof items === "object" ? value.map((v) => withNullsForAbsent(items, v, defs)) : value;
  }
  if (typeof value !== "object" || value === null || typeof node.properties !== "object") {
    // anyOf of a $ref and null (an optional recursive node): follow the $ref member.
    if (Array.isArray(node.anyOf) && typeof value === "object" && value !== null) {
      const ref = node.anyOf.find((alt: Record<string, unknown>) => typeof alt.$ref === "string");
      if (ref) return withNullsForAbsent(ref, value, defs);
    }
    return value;
  }
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(node.properties as Record<string, Record<string, unknown>>)) {
    out[name] = name in (value as object) ? withNullsForAbsent(prop, (value as Record<string, unknown>)[name], defs) : null;
  }
  return out;
}
