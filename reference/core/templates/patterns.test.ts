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
