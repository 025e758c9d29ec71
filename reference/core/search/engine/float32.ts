/**
 * Scores are Java floats: every step is rounded to float32 (`Math.fround`), and a score is printed as Java
 * prints a float (the shortest decimal that reads back as the same float: `1.6943598`, not the double
 * `1.6943597793579102`).
 */

/** Rounds to the nearest float32. */
export const f = Math.fround;

/** The float `x` as the shortest decimal that reads back to it, as a JS number for JSON output. */
export function floatForJson(x: number): number {
  // Whole floats below 10⁷ print whole; larger ones (Float.MAX_VALUE: 3.4028235E38) print shortest, as Java does.
  if (!Number.isFinite(x) || x === 0 || (Number.isInteger(x) && Math.abs(x) < 1e7)) return x;
  for (let p = 1; p <= 9; p++) {
    const s = Number(x.toPrecision(p));
    if (Math.fround(s) === x) return s;
  }
  return x;
}
