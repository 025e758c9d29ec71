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
 * nothing more) or taking the other side's next character, itself possibly a `*`. `go(i, j)` (the
 * suffixes from i and j intersect) is filled from the ends backwards, one row of j at a time: O(|a|·|b|)
 * steps, O(|b|) memory and no recursion, whatever the patterns' lengths.
 */
export function globsIntersect(a: string, b: string): boolean {
  let next = new Uint8Array(b.length + 2); // row i + 1
  let row = new Uint8Array(b.length + 2); // row i
  for (let i = a.length; i >= 0; i--) {
    for (let j = b.length; j >= 0; j--) {
      let r: boolean;
      if (i === a.length && j === b.length) r = true;
      else if (a[i] === '*') r = (i < a.length && next[j] === 1) || (j < b.length && row[j + 1] === 1);
      else if (b[j] === '*') r = row[j + 1] === 1 || (i < a.length && next[j] === 1);
      else r = i < a.length && j < b.length && a[i] === b[j] && next[j + 1] === 1;
      row[j] = r ? 1 : 0;
    }
    [next, row] = [row, next];
  }
  return next[0] === 1;
}

/** Whether two pattern lists can match a common index name. */
export function patternsOverlap(a: readonly string[], b: readonly string[]): boolean {
  return a.some((x) => b.some((y) => globsIntersect(x, y)));
}
