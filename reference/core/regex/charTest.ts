/**
 * A single-character item of a pattern (a class, an escape, `.`, a literal) as a test of one character,
 * answered by JavaScript's own engine so that its meaning (case folding under `i`, `.` under `s`, `\p{…}`
 * under `u`) is JavaScript's exactly. Answers are cached per character: a test runs the engine once per
 * distinct character, on a one-character input, so its cost does not depend on the text being matched.
 */

export type CharTest = (cp: number) => boolean;

/** The test of `src` (one item of a source compiled with `flags`). */
export function charTest(src: string, flags: string): CharTest {
  const re = new RegExp(`^(?:${src})$`, flags.replace(/[gyd]/g, ''));
  const low = new Int8Array(256);
  const high = new Map<number, boolean>();
  return (cp) => {
    if (cp < 256) {
      const v = low[cp]!;
      if (v !== 0) return v > 0;
      const r = re.test(String.fromCharCode(cp));
      low[cp] = r ? 1 : -1;
      return r;
    }
    let r = high.get(cp);
    if (r === undefined) {
      r = re.test(String.fromCodePoint(cp));
      high.set(cp, r);
    }
    return r;
  };
}

/** `\w` as `\b` reads it (ASCII word characters; JS's `iu` mode adds two, left out as rare). */
export function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/** A line terminator, as `^`/`$` read them under `m`. */
export function isLineTerminator(c: number): boolean {
  return c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
}
