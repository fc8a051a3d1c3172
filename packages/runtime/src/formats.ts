/**
 * String formats checked at dispatch. The generated validators look them up
 * by name (`formats["email"]`), so no format code is compiled at run time.
 * A format not listed here is an annotation only and is not checked.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[zZ]|([+-])(\d{2}):(\d{2}))$/;
const DATE_TIME_SEPARATOR = /[tT ]/;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

const DAYS_IN_MONTH = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** RFC 3339 `full-date`: `2026-02-28`, with a real day of the month. */
export function isRfc3339Date(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const year = +m[1];
  const month = +m[2];
  const day = +m[3];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && !isLeapYear(year) ? 28 : DAYS_IN_MONTH[month]);
}

/** RFC 3339 `full-time`: `09:30:00Z`, `09:30:00.5+01:00` (a leap second 60 is allowed). */
export function isRfc3339Time(text: string): boolean {
  const m = TIME.exec(text);
  if (!m) return false;
  const hour = +m[1];
  const minute = +m[2];
  const second = +m[3];
  if (hour > 23 || minute > 59 || second > 60) return false;
  return m[4] === undefined || (+m[5] <= 23 && +m[6] <= 59);
}

/** RFC 3339 `date-time`: `2026-11-29T23:40:00Z`, `2026-11-29t23:40:00.123+01:00`. */
export function isRfc3339DateTime(text: string): boolean {
  if (text.length < 20 || !DATE_TIME_SEPARATOR.test(text[10])) return false;
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

const DURATION = /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/;
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const HOSTNAME = /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const UUID = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const URI = /^[a-z][a-z0-9+\-.]*:[^\s]*$/i;

/** IPv6 in any RFC 4291 text form, including `::` and an embedded IPv4 tail. */
export function isIpv6(text: string): boolean {
  if (text.length > 45 || !/^[0-9a-fA-F:.]+$/.test(text)) return false;
  let groups = text.split(":");
  let budget = 8;
  const last = groups[groups.length - 1];
  if (last.includes(".")) {
    if (!IPV4.test(last)) return false;
    groups = groups.slice(0, -1).concat(["0", "0"]);
  }
  const doubleColon = text.indexOf("::");
  if (doubleColon !== text.lastIndexOf("::")) return false;
  if (doubleColon >= 0) {
    const [head, tail] = groups.join(":").split("::");
    const parts = [...(head ? head.split(":") : []), ...(tail ? tail.split(":") : [])];
    return parts.length < budget && parts.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g));
  }
  budget = groups.length;
  return budget === 8 && groups.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g));
}

/** Format name -> check, in the shape ajv's generated code calls (`formats.x.validate(s)`). */
export const formats: Record<string, { validate: (s: string) => boolean }> = {
  "date-time": { validate: isRfc3339DateTime },
  date: { validate: isRfc3339Date },
  time: { validate: isRfc3339Time },
  duration: { validate: (s) => DURATION.test(s) },
  email: { validate: (s) => EMAIL.test(s) },
  hostname: { validate: (s) => HOSTNAME.test(s) },
  ipv4: { validate: (s) => IPV4.test(s) },
  ipv6: { validate: isIpv6 },
  uuid: { validate: (s) => UUID.test(s) },
  uri: { validate: (s) => URI.test(s) },
};
