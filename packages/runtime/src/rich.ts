/**
 * Rich result parts: an image, audio, a link to a resource, an embedded
 * resource. A tool returns one (or an array mixing them with text and
 * structured data) and the result helpers send each as the provider's own
 * kind of content.
 *
 * A part is recognised by membership in a registry the constructors below
 * fill, never by its shape: a tool's value may hold data from anywhere (a
 * fetched JSON object can say `{"type":"image","data":...}`), and only a
 * value this code built is sent as an image. `WeakSet.has` runs no code of
 * the value (no getter, no proxy trap) and costs the same for any value.
 * The registry lives on `globalThis` under a `Symbol.for` key so that two
 * copies of this module (the runtime the generated code imports and the one
 * bundled into `unplugin-toolcall/types`) know each other's parts. Parts
 * are frozen, so what was checked here is what is sent.
 */
import { MAX_RICH_BYTES } from "./limits.js";

/** An image, as MCP's `ImageContent`: base64 `data` and its MIME type. */
export interface ImagePart {
  readonly type: "image";
  readonly data: string;
  readonly mimeType: string;
}
/** Audio, as MCP's `AudioContent`. */
export interface AudioPart {
  readonly type: "audio";
  readonly data: string;
  readonly mimeType: string;
}
/** A link to a resource the client may read, as MCP's `ResourceLink`. */
export interface ResourceLinkPart {
  readonly type: "resource_link";
  readonly uri: string;
  readonly name: string;
  readonly mimeType?: string;
  readonly description?: string;
}
/** A resource's contents sent with the result, as MCP's `EmbeddedResource`: text, or base64 `blob`. */
export interface EmbeddedResourcePart {
  readonly type: "resource";
  readonly resource: { readonly uri: string; readonly mimeType?: string; readonly text: string } | { readonly uri: string; readonly mimeType?: string; readonly blob: string };
}
export type RichPart = ImagePart | AudioPart | ResourceLinkPart | EmbeddedResourcePart;

const REGISTRY_KEY = Symbol.for("toolcall.richParts");
type Registry = WeakSet<object>;
const registry: Registry = ((globalThis as Record<symbol, unknown>)[REGISTRY_KEY] as Registry | undefined) ?? new WeakSet<object>();
Object.defineProperty(globalThis, REGISTRY_KEY, { value: registry, configurable: true });

/** Whether `value` is a part one of the constructors built. */
export function isRichPart(value: unknown): value is RichPart {
  return typeof value === "object" && value !== null && registry.has(value);
}

function register<T extends RichPart>(part: T): T {
  registry.add(deepFreezePart(part));
  return part;
}

function deepFreezePart<T extends RichPart>(part: T): T {
  if (part.type === "resource") Object.freeze(part.resource);
  return Object.freeze(part);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const MIME = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(?:\s*;.*)?$/i;

/** Bytes as base64 text; base64 text checked and kept. Throws (so the call fails with this message) past the cap. */
function base64Of(data: Uint8Array | string, what: string): string {
  if (typeof data === "string") {
    // Checked before the pattern runs: a cap on the text bounds the work.
    if (Math.floor((data.length * 3) / 4) > MAX_RICH_BYTES) throw new RangeError(`${what} is larger than ${MAX_RICH_BYTES} bytes.`);
    if (!BASE64.test(data)) throw new TypeError(`${what}: the text is not base64 (RFC 4648, padded, no line breaks).`);
    return data;
  }
  if (!(data instanceof Uint8Array)) throw new TypeError(`${what}: expected a Uint8Array or base64 text.`);
  if (data.byteLength > MAX_RICH_BYTES) throw new RangeError(`${what} is larger than ${MAX_RICH_BYTES} bytes.`);
  return toBase64(data);
}

type Encoders = { toBase64?: () => string };

const ALPHABET = new TextEncoder().encode("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/");
const PAD = 61; // "="

/**
 * Bytes as base64: the standard `Uint8Array#toBase64` where the engine has
 * it, else a table encoder into ASCII bytes that one `TextDecoder` call
 * turns into text (linear, and about ten times faster than `btoa` over a
 * binary string, which every runtime also has).
 */
function toBase64(data: Uint8Array): string {
  const native = (data as Encoders).toBase64;
  if (typeof native === "function") return native.call(data);
  const out = new Uint8Array(Math.ceil(data.length / 3) * 4);
  let o = 0;
  let i = 0;
  for (; i + 2 < data.length; i += 3) {
    const n = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    out[o++] = ALPHABET[n >> 18]!;
    out[o++] = ALPHABET[(n >> 12) & 63]!;
    out[o++] = ALPHABET[(n >> 6) & 63]!;
    out[o++] = ALPHABET[n & 63]!;
  }
  const rest = data.length - i;
  if (rest > 0) {
    const n = (data[i]! << 16) | (rest === 2 ? data[i + 1]! << 8 : 0);
    out[o++] = ALPHABET[n >> 18]!;
    out[o++] = ALPHABET[(n >> 12) & 63]!;
    out[o++] = rest === 2 ? ALPHABET[(n >> 6) & 63]! : PAD;
    out[o++] = PAD;
  }
  return new TextDecoder().decode(out);
}

function mimeOf(mimeType: unknown, what: string): string {
  if (typeof mimeType !== "string" || !MIME.test(mimeType) || mimeType.length > 255) throw new TypeError(`${what}: ${JSON.stringify(mimeType)} is not a MIME type.`);
  return mimeType;
}

function text(value: unknown, what: string): string {
  if (typeof value !== "string" || value === "") throw new TypeError(`${what}: expected a non-empty string.`);
  return value;
}

/** An image result part: bytes or base64 text, and its MIME type (`image(png, "image/png")`). */
export function image(data: Uint8Array | string, mimeType: string): ImagePart {
  return register({ type: "image", data: base64Of(data, "image"), mimeType: mimeOf(mimeType, "image") });
}

/** An audio result part: bytes or base64 text, and its MIME type (`audio(wav, "audio/wav")`). */
export function audio(data: Uint8Array | string, mimeType: string): AudioPart {
  return register({ type: "audio", data: base64Of(data, "audio"), mimeType: mimeOf(mimeType, "audio") });
}

/** A link to a resource the client can read (MCP `resource_link`). */
export function resourceLink(link: { uri: string; name: string; mimeType?: string; description?: string }): ResourceLinkPart {
  const part: { -readonly [K in keyof ResourceLinkPart]: ResourceLinkPart[K] } = { type: "resource_link", uri: text(link?.uri, "resourceLink uri"), name: text(link.name, "resourceLink name") };
  if (link.mimeType !== undefined) part.mimeType = mimeOf(link.mimeType, "resourceLink");
  if (link.description !== undefined) part.description = String(link.description);
  return register(part);
}

/** A resource's contents in the result (MCP `resource`): `text`, or `blob` as bytes or base64 text. */
export function embeddedResource(
  resource: { uri: string; mimeType?: string; text: string } | { uri: string; mimeType?: string; blob: Uint8Array | string },
): EmbeddedResourcePart {
  const uri = text(resource?.uri, "embeddedResource uri");
  const mime = resource.mimeType === undefined ? {} : { mimeType: mimeOf(resource.mimeType, "embeddedResource") };
  if ("text" in resource && typeof resource.text === "string") {
    if (resource.text.length > MAX_RICH_BYTES) throw new RangeError(`embeddedResource text is longer than ${MAX_RICH_BYTES} characters.`);
    return register({ type: "resource", resource: { uri, ...mime, text: resource.text } });
  }
  if (!("blob" in resource)) throw new TypeError("embeddedResource: give `text` or `blob`.");
  return register({ type: "resource", resource: { uri, ...mime, blob: base64Of(resource.blob, "embeddedResource blob") } });
}
