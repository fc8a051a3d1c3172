/**
 * String formats checked at dispatch, each written from the grammar of the
 * RFC that JSON Schema 2020-12 names for it (docs/types.md, "Formats"; the table of
 * valid and invalid strings per format is packages/runtime/test/formats.test.ts).
 * The generated validators look them up by name (`formats["email"]`), so no
 * format code is compiled at run time. Only ASCII counts as a digit or a
 * letter: every pattern here is without the `u` flag, where `\d` is [0-9].
 */

// ---- RFC 3339 section 5.6: full-date, full-time, date-time ----

const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** partial-time (with an optional time-secfrac) then time-offset: "Z" or +hh:mm / -hh:mm. */
const FULL_TIME = /^(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[zZ]|([+-])(\d{2}):(\d{2}))$/;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Days in a month (1-12) of a year (RFC 3339 section 5.7 and appendix C). */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** RFC 3339 `full-date`: `2026-02-28`, with a real day of the month. */
function isRfc3339Date(text: string): boolean {
  const m = FULL_DATE.exec(text);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

const LAST_MINUTE_OF_DAY = 23 * 60 + 59;

/** `hh` and `mm` as a minute of the day (RFC 3339 `time-hour` and `time-minute`, of a time or an offset), or -1 when out of range. */
function minuteOfDay(hour: string | undefined, minute: string | undefined): number {
  const h = Number(hour);
  const m = Number(minute);
  return h > 23 || m > 59 ? -1 : h * 60 + m;
}

/**
 * RFC 3339 `full-time`: `09:30:00Z`, `09:30:00.5+01:00`, `-00:00` for an
 * unknown offset. A leap second (`:60`) exists only in the last minute of a
 * UTC day (section 5.7), so `23:59:60Z` and `00:59:60+01:00` pass and
 * `12:30:60Z` does not.
 */
function isRfc3339Time(text: string): boolean {
  const m = FULL_TIME.exec(text);
  if (!m) return false;
  const local = minuteOfDay(m[1], m[2]);
  const second = Number(m[3]);
  if (local < 0 || second > 60) return false;
  let offset = 0;
  if (m[4] !== undefined) {
    offset = minuteOfDay(m[5], m[6]);
    if (offset < 0) return false;
    if (m[4] === "-") offset = -offset;
  }
  if (second < 60) return true;
  const utcMinute = (((local - offset) % 1440) + 1440) % 1440;
  return utcMinute === LAST_MINUTE_OF_DAY;
}

/**
 * RFC 3339 `date-time`: `2026-11-29T23:40:00Z`, `2026-11-29t23:40:00.123+01:00`;
 * a space in place of the `T` is accepted too, as section 5.6's note allows.
 */
function isRfc3339DateTime(text: string): boolean {
  const separator = text[10];
  if (separator !== "T" && separator !== "t" && separator !== " ") return false;
  return isRfc3339Date(text.slice(0, 10)) && isRfc3339Time(text.slice(11));
}

/**
 * The instant an RFC 3339 date-time denotes, or `undefined` when the text is
 * not one. A leap second (`:60`) is the first instant of the next minute,
 * since JS dates have no leap seconds.
 */
export function parseRfc3339DateTime(text: string): Date | undefined {
  if (!isRfc3339DateTime(text)) return undefined;
  let normal = text.slice(0, 10) + "T" + text.slice(11).toUpperCase();
  const leap = normal.slice(17, 19) === "60";
  if (leap) normal = normal.slice(0, 17) + "59" + normal.slice(19);
  const date = new Date(normal);
  if (Number.isNaN(date.getTime())) return undefined;
  if (leap) date.setTime(date.getTime() + 1000);
  return date;
}

// ---- RFC 3339 appendix A: duration, built rule by rule from its ABNF ----

const DUR_SECOND = "\\d+S";
const DUR_MINUTE = `\\d+M(?:${DUR_SECOND})?`;
const DUR_HOUR = `\\d+H(?:${DUR_MINUTE})?`;
const DUR_TIME = `T(?:${DUR_HOUR}|${DUR_MINUTE}|${DUR_SECOND})`;
const DUR_DAY = "\\d+D";
const DUR_WEEK = "\\d+W";
const DUR_MONTH = `\\d+M(?:${DUR_DAY})?`;
const DUR_YEAR = `\\d+Y(?:${DUR_MONTH})?`;
const DUR_DATE = `(?:${DUR_DAY}|${DUR_MONTH}|${DUR_YEAR})(?:${DUR_TIME})?`;
const DURATION = new RegExp(`^P(?:${DUR_DATE}|${DUR_TIME}|${DUR_WEEK})$`);

/** RFC 3339 appendix A `duration`: `P1Y2M3DT4H5M6S`, `PT36H`, `P2W`; weeks stand alone, no fractions. */
function isDuration(text: string): boolean {
  return DURATION.test(text);
}

// ---- RFC 3986 section 3.2.2 IPv4address, RFC 4291 section 2.2 IPv6 text forms ----

/** `dec-octet`: 0 to 255 without a leading zero (`010` would read as octal 8 to inet_aton). */
const DEC_OCTET = /^(?:0|[1-9]\d{0,2})$/;
const H16 = /^[0-9A-Fa-f]{1,4}$/;

/** RFC 3986 `IPv4address`: four dec-octets, `192.168.0.1`. */
function isIpv4(text: string): boolean {
  const octets = text.split(".");
  return octets.length === 4 && octets.every((o) => DEC_OCTET.test(o) && +o <= 255);
}

/**
 * IPv6 in the text forms of RFC 4291 section 2.2: eight groups of 1 to 4 hex
 * digits, one `::` standing for one or more zero groups, and an IPv4 address
 * in place of the last two groups. No zone id, no prefix length.
 */
function isIpv6(text: string): boolean {
  if (text.length > 45 || text.split(":").length < 3) return false;
  let hex = text;
  // An embedded IPv4 address counts as the two groups it stands for.
  let width = 0;
  const tail = text.slice(text.lastIndexOf(":") + 1);
  if (tail.includes(".")) {
    if (!isIpv4(tail)) return false;
    hex = text.slice(0, text.length - tail.length);
    if (!hex.endsWith("::")) hex = hex.slice(0, -1);
    width = 2;
  }
  const gap = hex.indexOf("::");
  if (gap < 0) {
    const groups = hex.split(":");
    return groups.length + width === 8 && groups.every((g) => H16.test(g));
  }
  if (hex.indexOf("::", gap + 1) >= 0) return false;
  // The groups written around the `::`, which stands for at least one zero group.
  const before = hex.slice(0, gap);
  const after = hex.slice(gap + 2);
  const written = [...(before ? before.split(":") : []), ...(after ? after.split(":") : [])];
  return written.length + width <= 7 && written.every((g) => H16.test(g));
}

// ---- RFC 1123 section 2.1 host names, RFC 5321 section 4.1.2 mailboxes ----

/** One label: letters, digits and hyphens, 1 to 63, not starting or ending with a hyphen. */
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * RFC 1123 host name: dot-separated labels, at most 253 characters (what
 * fits the 255 octets of a DNS name), no trailing dot. Punycode labels
 * (`xn--...`) are plain labels here; they are not decoded.
 */
function isHostname(text: string): boolean {
  return text.length > 0 && text.length <= 253 && text.split(".").every((label) => LABEL.test(label));
}

/** RFC 5321 `atext`, the characters of an unquoted local-part's atoms. */
const ATOM = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+$/;
/** RFC 5321 `Quoted-string`: `qtextSMTP` (printable ASCII but `"` and `\`) or a `quoted-pairSMTP`. */
const QUOTED_STRING = /^"(?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\[\x20-\x7e])*"$/;

/**
 * RFC 5321 `Mailbox`: `Local-part "@" ( Domain / address-literal )`. The
 * local part is a dot-string of atoms or a quoted string, at most 64
 * characters; the domain is a host name or `[IPv4]` / `[IPv6:...]`. RFC 5322
 * comments, display names and non-ASCII (RFC 6531, `idn-email`) are not
 * addresses here.
 */
function isEmail(text: string): boolean {
  const at = text.lastIndexOf("@");
  if (at <= 0) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (local.length > 64) return false;
  const localOk = local.startsWith('"') ? QUOTED_STRING.test(local) : local.split(".").every((atom) => ATOM.test(atom));
  if (!localOk) return false;
  if (domain.startsWith("[") && domain.endsWith("]")) {
    const literal = domain.slice(1, -1);
    return /^ipv6:/i.test(literal) ? isIpv6(literal.slice(5)) : isIpv4(literal);
  }
  return isHostname(domain);
}

// ---- RFC 4122 (RFC 9562) UUID string representation ----

const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;

/** RFC 4122 section 3 `UUID`: 8-4-4-4-12 hex digits, either case, any version; no `urn:uuid:` prefix. */
function isUuid(text: string): boolean {
  return text.length === 36 && UUID.test(text);
}

// ---- RFC 3986 URI and URI reference, read part by part ----

const UNRESERVED = "A-Za-z0-9\\-._~";
const SUB_DELIMS = "!$&'()*+,;=";
const PCT_ENCODED = "%[0-9A-Fa-f]{2}";
const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT_ENCODED})`;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
/** `query` and `fragment`: pchars, `/` and `?`. */
const QUERY_OR_FRAGMENT = new RegExp(`^(?:${PCHAR}|[/?])*$`);
/** Any path of pchars and slashes (which path rule applies is decided by its start). */
const PATH = new RegExp(`^(?:${PCHAR}|/)*$`);
const USERINFO = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT_ENCODED})*$`);
const REG_NAME = new RegExp(`^(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT_ENCODED})*$`);
const IP_FUTURE = new RegExp(`^[vV][0-9A-Fa-f]+\\.[${UNRESERVED}${SUB_DELIMS}:]+$`);
const PORT = /^\d*$/;

/** `authority = [ userinfo "@" ] host [ ":" port ]`, host being an IP literal in brackets or a reg-name (IPv4 included). */
function isAuthority(text: string): boolean {
  const at = text.indexOf("@");
  if (at >= 0 && !USERINFO.test(text.slice(0, at))) return false;
  const hostPort = at >= 0 ? text.slice(at + 1) : text;
  if (hostPort.startsWith("[")) {
    const close = hostPort.indexOf("]");
    if (close < 0) return false;
    const literal = hostPort.slice(1, close);
    const rest = hostPort.slice(close + 1);
    if (!(isIpv6(literal) || IP_FUTURE.test(literal))) return false;
    return rest === "" || (rest[0] === ":" && PORT.test(rest.slice(1)));
  }
  const colon = hostPort.indexOf(":");
  const host = colon >= 0 ? hostPort.slice(0, colon) : hostPort;
  return REG_NAME.test(host) && (colon < 0 || PORT.test(hostPort.slice(colon + 1)));
}

/**
 * After the scheme (or from the start of a relative reference): `hier-part`
 * or `relative-part`, then `[ "?" query ] [ "#" fragment ]`. A path after an
 * authority starts with `/` or is empty; without one it cannot start with `//`.
 */
function isHierarchicalPart(text: string): boolean {
  const hash = text.indexOf("#");
  if (hash >= 0 && !QUERY_OR_FRAGMENT.test(text.slice(hash + 1))) return false;
  const beforeFragment = hash >= 0 ? text.slice(0, hash) : text;
  const question = beforeFragment.indexOf("?");
  if (question >= 0 && !QUERY_OR_FRAGMENT.test(beforeFragment.slice(question + 1))) return false;
  const hier = question >= 0 ? beforeFragment.slice(0, question) : beforeFragment;
  if (hier.startsWith("//")) {
    const slash = hier.indexOf("/", 2);
    const authority = slash >= 0 ? hier.slice(2, slash) : hier.slice(2);
    return isAuthority(authority) && (slash < 0 || PATH.test(hier.slice(slash)));
  }
  return PATH.test(hier);
}

/**
 * RFC 3986 section 3 `URI`: `scheme ":" hier-part [ "?" query ] [ "#" fragment ]`,
 * ASCII only, every `%` followed by two hex digits. `a:` is a URI (scheme
 * `a`, empty path), as `about:` is; `//host/x` and `/x` are references, not URIs.
 */
function isUri(text: string): boolean {
  const colon = text.indexOf(":");
  return colon > 0 && SCHEME.test(text.slice(0, colon)) && isHierarchicalPart(text.slice(colon + 1));
}

/**
 * RFC 3986 section 4.1 `URI-reference`: a URI or a relative reference
 * (`//host/x`, `/x`, `x/y?q`, `#f`, `""`). A relative path's first segment
 * has no `:` (`path-noscheme`), or it would read as a scheme.
 */
function isUriReference(text: string): boolean {
  if (isUri(text)) return true;
  const firstSegment = /^[^/?#]*/.exec(text)![0];
  return !firstSegment.includes(":") && isHierarchicalPart(text);
}

// ---- RFC 6901 JSON Pointer ----

/** RFC 6901 section 3: `""` or `/`-prefixed reference tokens where `~` is only `~0` or `~1`. */
const JSON_POINTER = /^(?:\/(?:[^~/]|~[01])*)*$/;

function isJsonPointer(text: string): boolean {
  return JSON_POINTER.test(text);
}

/**
 * Format name -> check, in the shape ajv's generated code calls
 * (`formats.x.validate(s)`). The build warns about any other format name
 * (it would not be checked); the names must match `KNOWN_FORMATS` in
 * @toolcall/core's model, which a test keeps so.
 */
export const formats: Record<string, { validate: (s: string) => boolean }> = {
  "date-time": { validate: isRfc3339DateTime },
  date: { validate: isRfc3339Date },
  time: { validate: isRfc3339Time },
  duration: { validate: isDuration },
  email: { validate: isEmail },
  hostname: { validate: isHostname },
  ipv4: { validate: isIpv4 },
  ipv6: { validate: isIpv6 },
  uuid: { validate: isUuid },
  uri: { validate: isUri },
  "uri-reference": { validate: isUriReference },
  "json-pointer": { validate: isJsonPointer },
};
