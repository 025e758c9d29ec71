/**
 * Wildcard patterns (`*` any run, `?` one code point, `\` escaping the next) matched without backtracking
 * blow-up: the greedy two-pointer walk that only ever returns to the last `*`, so a match costs at most
 * pattern length × value length steps (Lucene compiles these to an automaton for the same reason: a
 * backtracking regular expression is exponential in the number of `*`s).
 */

/** A pattern token: a code point to equal, or one of the two wildcards. */
type Token = string | typeof STAR | typeof ONE;
const STAR = 0;
const ONE = 1;

export interface Glob {
  readonly tokens: readonly Token[];
  readonly caseInsensitive: boolean;
}

/** Optional step counter: a test bounds it by the sizes of the inputs rather than by wall time. */
export interface GlobStats {
  steps: number;
}

/** Compiles a `wildcard` query's pattern: `*`, `?` and `\` escapes, as Lucene's `WildcardQuery.toAutomaton`. */
export function compileGlob(pattern: string, caseInsensitive = false): Glob {
  const cps = Array.from(caseInsensitive ? pattern.toLowerCase() : pattern);
  const tokens: Token[] = [];
  for (let i = 0; i < cps.length; i++) {
    const c = cps[i];
    if (c === '\\' && i + 1 < cps.length) tokens.push(cps[++i]);
    else if (c === '*') {
      // Consecutive stars are one star: the walk below relies on it to stay within its bound.
      if (tokens[tokens.length - 1] !== STAR) tokens.push(STAR);
    } else if (c === '?') tokens.push(ONE);
    else tokens.push(c);
  }
  return { tokens, caseInsensitive };
}

/** Whether the whole value matches the compiled pattern. */
export function globMatch(g: Glob, value: string, stats?: GlobStats): boolean {
  const s = Array.from(g.caseInsensitive ? value.toLowerCase() : value);
  const p = g.tokens;
  let i = 0;
  let j = 0;
  // Where the last `*` was (-1: none yet) and the value position it has swallowed up to.
  let star = -1;
  let mark = 0;
  let steps = 0;
  while (i < s.length) {
    steps++;
    const t = p[j];
    if (j < p.length && t !== STAR && (t === ONE || t === s[i])) {
      i++;
      j++;
    } else if (j < p.length && t === STAR) {
      star = j++;
      mark = i;
    } else if (star >= 0) {
      // Let the last star swallow one more character and retry what follows it. Earlier stars never need
      // revisiting: whatever they could swallow the last star can swallow too.
      j = star + 1;
      i = ++mark;
    } else {
      if (stats) stats.steps += steps;
      return false;
    }
  }
  while (j < p.length && p[j] === STAR) j++;
  if (stats) stats.steps += steps;
  return j === p.length;
}

/** Convenience: compile and match once. */
export function wildcardMatches(pattern: string, value: string, caseInsensitive = false): boolean {
  return globMatch(compileGlob(pattern, caseInsensitive), value);
}
