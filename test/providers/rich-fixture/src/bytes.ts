/** Deterministic bytes holding every byte value (0..255) many times, so a base64 or UTF-8 mix-up shows. */
export function sampleBytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = i < 256 ? i : x & 0xff;
  }
  return out;
}

export const PNG_BYTES = sampleBytes(70_001, 7);
export const WAV_BYTES = sampleBytes(48_002, 11);
export const BLOB_BYTES = sampleBytes(1_000, 13);
