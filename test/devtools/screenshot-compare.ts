/**
 * Compares two PNG screenshots pixel by pixel (pixelmatch over pngjs), so a
 * test can fail when a page changes visibly while tolerating the
 * anti-aliasing noise of one glyph edge.
 */
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

export interface ScreenshotDifference {
  /** Pixels that differ beyond the per-pixel colour threshold (anti-aliased edges not counted). */
  differing: number;
  total: number;
  /** The differing pixels in red over a faded copy of the expected image. */
  diff: Buffer;
}

/** Differing pixels of `actual` against `expected`; screenshots of different sizes differ in every pixel. */
export function compareScreenshots(expected: Buffer, actual: Buffer): ScreenshotDifference {
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  const total = Math.max(a.width * a.height, b.width * b.height);
  if (a.width !== b.width || a.height !== b.height) return { differing: total, total, diff: actual };
  const out = new PNG({ width: a.width, height: a.height });
  const differing = pixelmatch(a.data, b.data, out.data, a.width, a.height, { threshold: 0.1 });
  return { differing, total, diff: PNG.sync.write(out) };
}
