/**
 * JSON text of any tool result, without losing what `JSON.stringify` loses:
 * a `bigint` keeps every digit (written as a JSON integer), a `Date` becomes
 * its ISO text, a `Map` an object and a `Set` an array.
 */
export function toJson(value: unknown, indent?: number): string {
  // A nonce per call, so no string a tool returns can pass for a bigint.
  const marker = `\u0000bigint${Math.random().toString(36).slice(2)}:`;
  const text = JSON.stringify(
    value,
    (_key, item: unknown) => {
      if (typeof item === "bigint") return marker + item.toString();
      if (item instanceof Map) return Object.fromEntries(item);
      if (item instanceof Set) return [...item];
      return item;
    },
    indent,
  );
  // JSON.stringify writes U+0000 as the escape \u0000, so match it that way.
  const escapedMarker = JSON.stringify(marker).slice(1, -1);
  return text.split(`"${escapedMarker}`).map((part, i) => (i === 0 ? part : part.replace(/^(-?\d+)"/, "$1"))).join("");
}
