/**
 * The request body as text, read no further than the limit: a declared
 * `Content-Length` over it is refused before a byte is read, and a body that
 * streams past it is cancelled there.
 */
import type { FetchRequest } from "./fetch-types.js";

export async function readBody(request: FetchRequest, limit: number): Promise<string | undefined> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) return undefined;
  if (request.body === null) return "";
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.cancel().catch(() => {});
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
