import { describe, expect, it } from "vitest";
import { MAX_RICH_BYTES, MAX_RICH_ITEMS } from "../src/limits.js";
import { richValue } from "../src/providers/rich-content.js";
import { Unsendable } from "../src/result-budget.js";
import { audio, embeddedResource, image, isRichPart, resourceLink } from "../src/rich.js";

const BYTES = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 131 + (i >> 8)) & 0xff);
const BASE64 = Buffer.from(BYTES).toString("base64");

describe("rich part constructors", () => {
  it("encode bytes as base64 exactly, every length modulo 3 and a view into a larger buffer", () => {
    // The table encoder runs where the engine has no Uint8Array#toBase64 (Node 20-24 have none).
    const hidden = Object.getOwnPropertyDescriptor(Uint8Array.prototype, "toBase64");
    if (hidden) delete (Uint8Array.prototype as { toBase64?: unknown }).toBase64;
    try {
      expect(image(BYTES, "image/png").data).toBe(BASE64);
      for (const end of [0, 1, 2, 3, 4, 5]) expect(audio(BYTES.subarray(7, 7 + end), "audio/wav").data).toBe(Buffer.from(BYTES.subarray(7, 7 + end)).toString("base64"));
    } finally {
      if (hidden) Object.defineProperty(Uint8Array.prototype, "toBase64", hidden);
    }
  });

  it("keep base64 text as given, and refuse text that is not base64", () => {
    expect(audio(BASE64, "audio/wav").data).toBe(BASE64);
    expect(() => image("not base64!", "image/png")).toThrow("image: the text is not base64");
    expect(() => image("QUJD\nREVG", "image/png")).toThrow("not base64");
  });

  it("refuse what is not a MIME type, and parts past the size cap", () => {
    expect(() => image(BYTES, "png")).toThrow('image: "png" is not a MIME type.');
    expect(() => image(new Uint8Array(MAX_RICH_BYTES + 1), "image/png")).toThrow(`image is larger than ${MAX_RICH_BYTES} bytes.`);
    expect(() => embeddedResource({ uri: "file:///a", text: "x".repeat(MAX_RICH_BYTES + 1) })).toThrow("longer than");
    expect(() => resourceLink({ uri: "", name: "a" })).toThrow("resourceLink uri: expected a non-empty string.");
  });

  it("are frozen, and only they are parts: a look-alike object is data", () => {
    const part = embeddedResource({ uri: "file:///a.bin", blob: BYTES.subarray(0, 3) });
    expect(Object.isFrozen(part) && Object.isFrozen(part.resource)).toBe(true);
    expect(isRichPart(part)).toBe(true);
    expect(isRichPart({ ...part })).toBe(false);
    expect(isRichPart(JSON.parse(JSON.stringify(image(BYTES, "image/png"))))).toBe(false);
  });
});

describe("richValue: a tool's value as content blocks", () => {
  const picture = image(BYTES.subarray(0, 30), "image/png");

  it("reads a part, or an array of parts, text and data (the first datum is the structured value)", () => {
    expect(richValue(picture)).toEqual({ content: [picture], hasStructured: false });
    expect(richValue(["a", picture, { n: 1n }, [2]])).toEqual({
      content: [{ type: "text", text: "a" }, picture, { type: "text", text: '{"n":1}' }, { type: "text", text: "[2]" }],
      hasStructured: true,
      structured: { n: 1n },
    });
  });

  it("leaves a value without parts alone", () => {
    expect(richValue(["a", { type: "image", data: "AAAA", mimeType: "image/png" }])).toBeUndefined();
    expect(richValue("text")).toBeUndefined();
  });

  it("refuses more items or bytes than the limits allow", () => {
    expect(richValue(Array.from({ length: MAX_RICH_ITEMS + 1 }, () => picture))).toBeInstanceOf(Unsendable);
    const big = image(new Uint8Array(MAX_RICH_BYTES / 2 + 1), "image/png");
    expect(richValue([big, big])).toEqual(new Unsendable(`the rich parts of a result hold more than ${MAX_RICH_BYTES} bytes`));
  });
});
