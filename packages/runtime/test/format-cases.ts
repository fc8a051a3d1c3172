/**
 * What each checked format accepts, written from the RFCs JSON Schema 2020-12
 * names (section 7.3 of its validation vocabulary). The format list of docs/types.md
 * points here. The edge cases are those the JSON-Schema-Test-Suite
 * (tests/draft2020-12/optional/format) looks at; the strings are our own.
 * Run by formats.test.ts in Node and by test/edge/formats.edge.test.ts
 * through generated validators in workerd.
 */

/** format -> strings that are valid, strings that are not (with why, where it is not obvious). */
export const FORMAT_CASES: Record<string, { valid: string[]; invalid: string[] }> = {
  // RFC 3339 section 5.6 full-date; 5.7 day ranges and leap years.
  date: {
    valid: ["2026-12-31", "2024-02-29", "2000-02-29", "0001-01-01", "2026-04-30"],
    invalid: [
      "2026-02-29", // not a leap year
      "1900-02-29", // divisible by 100, not by 400
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "2026-1-01", // two-digit month
      "26-01-01", // four-digit year
      "+02026-01-01",
      "2026/01/01",
      "20260101",
      "2026-W01-1", // ISO 8601 week date, not RFC 3339
      "2026-001", // ordinal date
      "2026-01-0\u0661", // an Arabic-Indic digit
      "2026-01-01T00:00:00Z",
      "2026-01-01\n",
      "",
    ],
  },
  // RFC 3339 section 5.6 full-time; leap seconds only at 23:59 UTC (5.7).
  time: {
    valid: [
      "00:00:00Z",
      "09:30:00z",
      "23:59:59.999999999+14:00",
      "08:15:00-00:00", // unknown local offset (4.3)
      "23:59:60Z",
      "23:59:60.5+00:00",
      "00:59:60+01:00", // 23:59:60 UTC
      "18:29:60-05:30",
      "05:44:60+05:45",
    ],
    invalid: [
      "12:30:60Z", // a leap second outside the last minute of a UTC day
      "23:59:60+01:00", // 22:59:60 UTC
      "23:58:60Z",
      "23:59:61Z",
      "24:00:00Z",
      "10:60:00Z",
      "10:00:00", // offset required
      "10:00:00.5",
      "10:00:00+01", // offset minutes required
      "10:00:00+0100", // offset colon required
      "10:00:00+24:00",
      "10:00:00+01:60",
      "10:00:00Z+01:00",
      "10:00:00.Z", // a fraction needs digits
      "10:00:00,5Z", // ISO 8601 comma
      "1:00:00Z",
      "010:00:00Z",
      "10:00Z",
      "10:00:00 UTC",
      "1\u0664:00:00Z",
      "2026-01-01T10:00:00Z",
      "10:00:00Z\n",
    ],
  },
  // RFC 3339 section 5.6 date-time = full-date "T" full-time (T and Z in either case; the 5.6 note allows a space).
  "date-time": {
    valid: [
      "2026-11-29T23:40:00Z",
      "2026-11-29t23:40:00.123456789z",
      "2026-11-29 23:40:00+01:00",
      "2016-12-31T23:59:60Z",
      "2017-01-01T00:59:60+01:00",
      "2024-02-29T12:00:00-08:00",
    ],
    invalid: [
      "2026-11-29",
      "2026-11-29T23:40:00", // no offset
      "2026-02-29T00:00:00Z",
      "2026-11-29T24:00:00Z",
      "2026-11-29T12:30:60Z",
      "2026-11-29T12:00:00+01:00Z",
      "2026-11-29T12:00:00-24:00",
      "2026-11-29_12:00:00Z",
      "2026-11-29T12:00Z",
      "2026-331T12:00:00Z",
      "29/11/2026 12:00:00 UTC",
      "+12026-11-29T12:00:00Z",
      "2026-11-2\u0669T12:00:00Z",
      " 2026-11-29T12:00:00Z",
    ],
  },
  // RFC 3339 appendix A duration.
  duration: {
    valid: ["P1D", "P0D", "PT0S", "P3Y", "P1M", "PT1M", "P2W", "PT72H", "P1Y6M", "P6M15D", "P1Y2M3DT4H5M6S", "PT1H30M", "PT5M30S", "P1DT1S", "P007D", "P123456789012345678901234567890Y"],
    invalid: [
      "P",
      "PT",
      "P1YT", // a T needs a time element
      "1D",
      "P1H", // hours belong after T
      "PT1D", // days belong before T
      "P1D1Y", // order
      "P1Y1D", // a year's day needs its month
      "PT1H1S", // an hour's second needs its minute
      "P1Y1W", // weeks stand alone
      "P1WT1H",
      "P1.5D", // no fractions
      "PT0,5S",
      "P-1D",
      "-P1D",
      "p1d",
      "P1",
      "P1D ",
      "P\u0661D",
    ],
  },
  // RFC 5321 section 4.1.2 Mailbox (ASCII; idn-email is another format).
  email: {
    valid: [
      "ada@example.com",
      "a.b+tag@sub.example.org",
      "x@localhost",
      "~{ok}!#$%&'*=?^`|@example.com",
      "o'neil@example.ie",
      "a@1.2.3.4", // a domain whose labels are digits
      "a@xn--bcher-kva.example",
      '"two words"@example.com',
      '"a..b"@example.com',
      '"a@b"@example.com',
      '""@example.com',
      '"quote\\"inside"@example.com',
      '"back\\\\slash"@example.com',
      "root@[192.0.2.1]",
      "root@[IPv6:2001:db8::1]",
      "root@[ipv6:::1]",
      "a".repeat(64) + "@example.com",
    ],
    invalid: [
      "",
      "ada",
      "ada@",
      "@example.com",
      ".ada@example.com",
      "ada.@example.com",
      "a..da@example.com",
      "a da@example.com",
      "a@b@example.com",
      "a\\@b@example.com",
      'a"b@example.com',
      '"ab"c@example.com',
      '"open@example.com',
      "a,b@example.com",
      "a:b@example.com",
      "a(comment)@example.com",
      "ada@-example.com",
      "ada@example-.com",
      "ada@.example.com",
      "ada@example.com.",
      "ada@exa..mple.com",
      "ada@exa_mple.com",
      "ada@exa=mple.com",
      "root@[192.0.2.256]",
      "root@[192.0.2]",
      "root@[]",
      "root@[192.0.2.1",
      "root@[not-an-address]",
      "root@x[192.0.2.1]",
      "Ada <ada@example.com>",
      "ada@example.com, bob@example.com",
      "\u00e9@example.com",
      "ada@ex\u00e4mple.com",
      "ada\uff20example.com",
      '"\\\u00e9"@example.com',
      "ada@example.com\n",
      " ada@example.com",
      "a\x7f@example.com",
      "a".repeat(65) + "@example.com", // local part over 64
    ],
  },
  // RFC 1123 section 2.1 (RFC 952 names, labels may start with a digit).
  hostname: {
    valid: ["example.com", "localhost", "a", "a-b.c", "a--b.example", "3com.com", "123", "xn--bcher-kva.example", "x".repeat(63) + ".com", ["a".repeat(61), "b".repeat(61), "c".repeat(61), "d".repeat(61)].join(".") + ".abcde"], // the last: 253 characters
    invalid: [
      "",
      "-a.com",
      "a-.com",
      "a_b.com",
      "_a.com",
      "a..b",
      ".a.com",
      "a.com.", // no trailing dot
      "x".repeat(64) + ".com",
      ["a".repeat(61), "b".repeat(61), "c".repeat(61), "d".repeat(61)].join(".") + ".abcdef", // 254 characters
      "exa mple.com",
      "ex\u00e4mple.com",
      "example.com:80",
      "example.com/",
    ],
  },
  // RFC 3986 section 3.2.2 IPv4address (dec-octet: no leading zeros).
  ipv4: {
    valid: ["0.0.0.0", "127.0.0.1", "192.168.0.10", "255.255.255.255", "10.0.99.199"],
    invalid: [
      "",
      "256.0.0.1",
      "1.2.3.256",
      "1.2.3",
      "1.2.3.4.5",
      "127.1",
      "2130706433",
      "01.2.3.4", // leading zero, octal to inet_aton
      "1.2.3.04",
      "0x7f.0.0.1",
      "1.2.3.a",
      "1..2.3",
      ".1.2.3.4",
      "1.2.3.4.",
      "+1.2.3.4",
      "1.2.3.4/24",
      "1.2.3.4:80",
      " 1.2.3.4",
      "1.2.3.4\n",
      "1.2.3.\u0664",
    ],
  },
  // RFC 4291 section 2.2 text forms (no zone id, no prefix length).
  ipv6: {
    valid: [
      "::",
      "::1",
      "1::",
      "1:2:3:4:5:6:7:8",
      "2001:DB8::8a2e:370:7334",
      "1::8",
      "1:2:3:4:5:6:7::",
      "::2:3:4:5:6:7:8",
      "1::3:4:5:6:7:8",
      "::ffff:192.0.2.128",
      "::192.0.2.128",
      "64:ff9b::192.0.2.33",
      "1:2:3:4:5:6:192.0.2.1",
      "ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255",
    ],
    invalid: [
      "",
      "1",
      "1:2",
      "1:2:3:4:5:6:7",
      "1:2:3:4:5:6:7:8:9",
      "1::2:3:4:5:6:7:8",
      "1::2::3",
      ":::",
      "1:2:3:4:5:::8",
      ":1:2:3:4:5:6:7",
      "1:2:3:4:5:6:7:",
      ":1::2",
      "12345::",
      "::12345",
      "g::1",
      "::1.2.3",
      "::1.2.3.256",
      "1:2:3:4:5:6:7:1.2.3.4", // nine groups' worth
      "1.2.3.4",
      "fe80::1%eth0",
      "2001:db8::/32",
      " ::1",
      "::1 ",
      "::\u0661",
    ],
  },
  // RFC 4122 section 3 string representation; any version, no URN prefix.
  uuid: {
    valid: ["123e4567-e89b-12d3-a456-426614174000", "00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF", "01890a5d-ac96-774b-bcce-b302099a8057", "abcdef01-ABCD-9aBc-8def-0123456789aB"],
    invalid: [
      "",
      "123e4567e89b12d3a456426614174000",
      "urn:uuid:123e4567-e89b-12d3-a456-426614174000",
      "{123e4567-e89b-12d3-a456-426614174000}",
      "123e4567-e89b-12d3-a456-42661417400",
      "123e4567-e89b-12d3-a456-4266141740000",
      "123e4567-e89b-12d3-a456426614174000",
      "123e456-7e89b-12d3-a456-426614174000",
      "123e4567-e89b-12d3-a456-42661417400g",
      "123e4567-e89b-12d3-a456-42661417400\u0661",
    ],
  },
  // RFC 3986 section 3 URI (absolute, fragment allowed).
  uri: {
    valid: [
      "https://example.com",
      "https://example.com/a/b?c=d&e=f#g",
      "http://user:pass@example.com:8080/p",
      "http://[2001:db8::1]:443/",
      "http://[v1.x]/",
      "http://192.0.2.1/",
      "http://999.0.0.1/", // not an IPv4 address, still a reg-name
      "http://example.com:", // empty port
      "http://:80",
      "http://@example.com",
      "http://example.com./",
      "http://ex~am_ple.com/",
      "http://example.com/%7Euser/%E2%82%AC",
      "http://example.com/a//b/",
      "http://example.com?",
      "http://example.com#",
      "http://example.com/?q=a/b?c#frag/x?y",
      "file:///etc/hosts",
      "mailto:ada@example.com",
      "urn:isbn:0451450523",
      "tel:+1-201-555-0123",
      "news:comp.lang.javascript",
      "a:", // scheme and an empty path: hier-part may be path-empty
      "a+b-c.d:x",
      "x:/a:b@c",
    ],
    invalid: [
      "",
      "example.com",
      "/relative/path",
      "//example.com/x", // a reference, not a URI
      "#fragment",
      ":no-scheme",
      "1http://example.com",
      "ht_tp://example.com",
      "a,b:c",
      "http://example.com/%zz",
      "http://example.com/%4",
      "http://example.com/%",
      "http://exa mple.com",
      "http://example.com/a b",
      "http://example.com/\u00e9",
      "http://example.com/a\\b",
      'http://example.com/"',
      "http://example.com/<a>",
      "http://example.com/{a}",
      "http://example.com/a^b",
      "http://example.com/a`b",
      "http://example.com/a|b",
      "http://example.com/a#b#c",
      "http://example.com:8o/",
      "http://example.com:80:80/",
      "http://[@example.com/",
      "http://[2001:db8::1/",
      "http://[2001:db8::12345]/",
      "http://a@b@example.com/",
      "http://example.com\n",
    ],
  },
  // RFC 3986 section 4.1 URI-reference.
  "uri-reference": {
    valid: ["https://example.com/x", "//example.com/x", "/a/b?c#d", "a/b", "./a:b", "../x", "?q", "#f", "", "a@b", "%41"],
    invalid: ["a:b:c d", "1a:b", "/a b", "#a#b", "//[::1/x", "%zz", "\\\\server\\share", "\u00e9"],
  },
  // RFC 6901 section 3.
  "json-pointer": {
    valid: ["", "/", "/a", "/a/b", "/a~0b", "/a~1b", "//", "/ ", "/\u00e9", "/0/-"],
    invalid: ["a", "a/b", "/a~", "/a~2", "~0", "#/a"],
  },
};
