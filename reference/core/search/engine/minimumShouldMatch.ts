/**
 * `minimum_should_match` as ES reads it (`Queries.calculateMinShouldMatch`): an integer, a negative
 * integer (all but n), a percentage (rounded down, of the optional clauses), a negative percentage, or
 * conditional specs (`3<90%`, `2<-25% 9<-3`).
 */

function parseIntStrict(s: string): number {
  if (!/^[+-]?\d+$/.test(s)) throw new Error(`For input string: "${s}"`);
  return Number.parseInt(s, 10);
}

/** How many of `optional` clauses must match under `spec`; throws a NumberFormatException-like error on a malformed spec. */
export function calculateMinShouldMatch(optional: number, spec: string): number {
  let result = optional;
  spec = spec.trim();
  if (spec.includes('<')) {
    spec = spec.replace(/\s*<\s*/g, '<');
    for (const s of spec.split(/\s+/)) {
      const parts = s.split('<');
      const upper = parseIntStrict(parts[0]!);
      if (optional <= upper) return result;
      result = calculateMinShouldMatch(optional, parts[1] ?? '');
    }
    return result;
  }
  if (spec.includes('%')) {
    const percent = parseIntStrict(spec.slice(0, -1));
    const calc = Math.fround(Math.fround(result * percent) * Math.fround(1 / 100));
    result = calc < 0 ? result + Math.trunc(calc) : Math.trunc(calc);
  } else {
    const calc = parseIntStrict(spec);
    result = calc < 0 ? result + calc : calc;
  }
  return result < 0 ? 0 : result;
}
