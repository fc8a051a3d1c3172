import { describe, expect, it } from "vitest";
import { formats } from "../src/formats.js";

const CASES: Record<string, { good: string[]; bad: string[] }> = {
  "date-time": { good: ["2026-11-29T23:40:00Z", "2026-11-29T23:40:00.5-01:00"], bad: ["2026-11-29", "2026-11-29T25:00:00Z", "nope"] },
  date: { good: ["2024-02-29", "2026-12-31"], bad: ["2026-02-29", "2026-1-01", "2026-00-10"] },
  time: { good: ["09:30:00Z", "23:59:60+01:00"], bad: ["9:30:00Z", "09:30:00", "24:00:00Z"] },
  duration: { good: ["P1D", "PT1H30M", "P2W", "P1Y2M3DT4H5M6S"], bad: ["P", "PT", "1D", "P1H"] },
  email: { good: ["ada@example.com", "a.b+c@sub.example.org"], bad: ["ada", "ada@", "@example.com", "a b@example.com"] },
  hostname: { good: ["example.com", "localhost", "a-b.c"], bad: ["-bad.com", "a..b", "x".repeat(64) + ".com"] },
  ipv4: { good: ["127.0.0.1", "255.255.255.255"], bad: ["256.0.0.1", "1.2.3", "01.2.3.4"] },
  ipv6: { good: ["::1", "::", "2001:db8::8a2e:370:7334", "::ffff:192.168.0.1", "1:2:3:4:5:6:7:8"], bad: ["1:2:3:4:5:6:7:8:9", "1::2::3", "12345::", "g::1"] },
  uuid: { good: ["123e4567-e89b-12d3-a456-426614174000"], bad: ["123e4567e89b12d3a456426614174000", "not-a-uuid"] },
  uri: { good: ["https://example.com/a?b#c", "urn:isbn:0451450523", "mailto:ada@example.com"], bad: ["example.com", "/relative", "http://exa mple.com"] },
};

describe("formats", () => {
  const rows = Object.entries(CASES).flatMap(([format, { good, bad }]) => [
    ...good.map((text) => ({ format, text, valid: true })),
    ...bad.map((text) => ({ format, text, valid: false })),
  ]);
  it.each(rows)("$format: $text -> $valid", ({ format, text, valid }) => {
    expect(formats[format].validate(text)).toBe(valid);
  });
});
