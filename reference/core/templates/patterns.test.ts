/** Tests of globsIntersect (overlapping index patterns). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { globsIntersect, isMatchAll } from './patterns.ts';
import { simpleMatch } from '../resolve.ts';

describe('globsIntersect', () => {
  it('decides known cases', () => {
    expect(globsIntersect('logs-*', 'logs-2024*')).toBe(true);
    expect(globsIntersect('logs-*', 'metrics-*')).toBe(false);
    expect(globsIntersect('*-a', 'b-*')).toBe(true);
    expect(globsIntersect('a*c', 'ab')).toBe(false);
    expect(globsIntersect('abc', 'abc')).toBe(true);
    expect(globsIntersect('*', '')).toBe(true);
    expect(isMatchAll('*')).toBe(true);
    expect(isMatchAll('a*')).toBe(false);
  });

  // Against brute force: two patterns intersect iff some string over their alphabet matches both, and a
  // shortest witness is no longer than their literal characters together (at most 8 here).
  const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
  it(`agrees with a brute-force search over short names (seed ${SEED})`, () => {
    console.log(`globsIntersect property: seed ${SEED} (replay with FC_SEED=${SEED})`);
    const pattern = fc.array(fc.constantFrom('a', 'b', '*'), { maxLength: 4 }).map((cs) => cs.join(''));
    const names: string[] = [''];
    for (let len = 1; len <= 8; len++) for (const n of names.filter((x) => x.length === len - 1)) names.push(n + 'a', n + 'b');
    fc.assert(
      fc.property(pattern, pattern, (x, y) => {
        const brute = names.some((n) => simpleMatch(x, n) && simpleMatch(y, n));
        expect(globsIntersect(x, y)).toBe(brute);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});

/** The former memoised recursion, as the reference on small patterns. */
function intersectReference(a: string, b: string): boolean {
  const memo = new Map<string, boolean>();
  const go = (i: number, j: number): boolean => {
    const key = `${i},${j}`;
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

describe('globsIntersect without recursion', () => {
  const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
  it(`agrees with the memoised recursion on generated patterns (seed ${seed})`, () => {
    console.log(`[globsIntersect] seed ${seed} (replay with FC_SEED=${seed})`);
    const glob = fc.string({ unit: fc.constantFrom('a', 'b', '*'), maxLength: 8 });
    fc.assert(fc.property(glob, glob, (a, b) => {
      expect(globsIntersect(a, b), `${a} vs ${b}`).toBe(intersectReference(a, b));
    }), { seed, numRuns: 2000 });
  });
  it('takes patterns far longer than the call stack is deep', () => {
    // The recursion went 20,000 calls deep on these (one call per character walked).
    const long = `${'a'.repeat(20_000)}*`;
    expect(globsIntersect(long, '*aa')).toBe(true);
    expect(globsIntersect(long, 'b*')).toBe(false);
    expect(() => intersectReference(long, '*aa')).toThrow(RangeError);
  });
});
