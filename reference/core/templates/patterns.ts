/**
 * Index patterns of templates: matching a name (`Regex.simpleMatch`) and telling whether two sets of
 * patterns can match a common name (ES intersects their automata to find overlapping templates).
 */
import { simpleMatch } from '../resolve.ts';

/** Whether any pattern matches the index name. */
export function anyPatternMatches(patterns: readonly string[], name: string): boolean {
  return patterns.some((p) => simpleMatch(p, name));
}

/** `*` (or `**`…): a pattern that matches every name (`Regex.isMatchAllPattern`). */
export function isMatchAll(pattern: string): boolean {
  return pattern.length > 0 && /^\*+$/.test(pattern);
}

/**
 * Whether some string matches both `*`-patterns: walk both at once, a `*` either ending (matching
 * nothing more) or taking the other side's next character, itself possibly a `*`.
 */
export function globsIntersect(a: string, b: string): boolean {
  const memo = new Map<number, boolean>();
  const width = b.length + 1;
  const go = (i: number, j: number): boolean => {
    const key = i * width + j;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let r: boolean;
    if (i === a.length && j === b.length) r = true;
    else if (a[i] === '*') r = go(i + 1, j) || (j < b.length && go(i, j + 1));
    else if (b[j] === '*') r = go(i, j + 1) || (i < a.length && go(i + 1, j));
    else r = i < a.length && j < b.length && a[i] === b[j] && go(i + 1, j + 1);
    memo.set(key, r);
    return r;
  };
  return go(0, 0);
}

/** Whether two pattern lists can match a common index name. */
export function patternsOverlap(a: readonly string[], b: readonly string[]): boolean {
  return a.some((x) => b.some((y) => globsIntersect(x, y)));
}
