/**
 * Local references (`$ref: "#/$defs/Name"`): a JSON Pointer (RFC 6901) in a
 * URI fragment, read one way by every walk that follows them, at build time
 * and at run time. Only own properties are followed, so a pointer can never
 * name `Object.prototype`'s `constructor` or `__proto__`.
 */

/** One reference token as written in a fragment: percent-decoded, then `~1` -> `/` and `~0` -> `~`; `undefined` for a malformed escape. */
export function decodePointerToken(raw: string): string | undefined {
  let token: string;
  try {
    token = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}

/** What a local reference (`#`, or `#/` and a pointer) names in `root`, or `undefined` when it names nothing or is not local. */
export function resolveLocalRef(root: unknown, ref: string): unknown {
  if (ref === "#") return root;
  if (!ref.startsWith("#/")) return undefined;
  let node = root;
  for (const raw of ref.slice(2).split("/")) {
    const token = decodePointerToken(raw);
    if (token === undefined || node === null || typeof node !== "object" || !Object.prototype.hasOwnProperty.call(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}
