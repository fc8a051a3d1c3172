/**
 * A JSON value as a JavaScript expression that builds it with `JSON.parse`
 * of a string literal: V8 scans a string and parses JSON far faster than it
 * compiles the same object literal, and in a fresh process or edge isolate
 * compiling the module is most of its start-up.
 */
export function jsonParseExpression(json: string): string {
  return `JSON.parse(${quotedString(json)})`;
}

/** `text` as a single-quoted literal (JSON text has more double quotes than single ones). */
export function quotedString(text: string): string {
  return "'" + text.replace(/[\\']/g, "\\$&").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029") + "'";
}
