/**
 * The string formats that `dispatch` checks (the functions live in
 * @toolcall/runtime's `formats`, whose names a test keeps equal to these).
 * A `format` outside this list would be an annotation only, so the build
 * warns about it (`TC_UNKNOWN_FORMAT`).
 */
export const CHECKED_FORMATS: ReadonlySet<string> = new Set([
  "date-time",
  "date",
  "time",
  "duration",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "uuid",
  "uri",
  "uri-reference",
  "json-pointer",
]);
