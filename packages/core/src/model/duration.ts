/**
 * Durations as `@timeout` and the `timeout` option write them: a number and
 * a unit, `500ms`, `30s`, `1.5s`, `2m`. A unit is required, since a bare
 * `30` reads as seconds to some and milliseconds to others.
 */

const DURATION = /^(\d+(?:\.\d+)?)\s*(ms|s|m)$/;
const UNIT_MS = { ms: 1, s: 1000, m: 60_000 } as const;

/** The longest deadline a timer holds (`setTimeout` fires at once past 2^31-1 ms, about 24.8 days). */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Milliseconds, or why the text is not a duration (to end a sentence that quotes it). */
export function parseDuration(text: string): { ms: number } | { error: string } {
  const match = DURATION.exec(text.trim());
  if (!match) return { error: "is not a duration: write a number and a unit, `500ms`, `30s` or `2m`" };
  const ms = Math.round(Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS]);
  if (ms < 1) return { error: "is shorter than a millisecond" };
  if (ms > MAX_TIMEOUT_MS) return { error: "is longer than a timer can hold (about 24.8 days)" };
  return { ms };
}
