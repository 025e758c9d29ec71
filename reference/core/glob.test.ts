/** Tests of glob matching. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileGlob, globMatch, wildcardMatches, type GlobStats } from './glob.ts';

/** The old backtracking translation, as the reference on small inputs. */
function regexReference(pattern: string, value: string, ci: boolean): boolean {
  let re = '';
  const cps = Array.from(pattern);
  for (let i = 0; i < cps.length; i++) {
    const c = cps[i];
    if (c === '\\' && i + 1 < cps.length) re += cps[++i].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (c === '*') re += '[\\s\\S]*';
    else if (c === '?') re += '[\\s\\S]';
    else re += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`, ci ? 'iu' : 'u').test(value);
}

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
console.log(`[glob] seed ${seed} (replay with FC_SEED=${seed})`);

describe('glob matching', () => {
  it('agrees with a regular-expression translation on generated patterns and values', () => {
    const pat = fc.array(fc.constantFrom('a', 'b', 'A', '*', '?', '\\', '😀'), { maxLength: 10 }).map((a) => a.join(''));
    const val = fc.array(fc.constantFrom('a', 'b', 'A', '*', '?', '\\', '😀'), { maxLength: 12 }).map((a) => a.join(''));
    fc.assert(
      fc.property(pat, val, fc.boolean(), (p, v, ci) => {
        expect(wildcardMatches(p, v, ci)).toBe(regexReference(p, v, ci));
      }),
      { seed, numRuns: 3000 },
    );
  });

  it('takes at most (value+1)·(pattern+1) steps, whatever the pattern', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', '*', '?'), maxLength: 40 }), fc.string({ unit: fc.constantFrom('a', 'b'), maxLength: 80 }), (p, v) => {
        const stats: GlobStats = { steps: 0 };
        globMatch(compileGlob(p), v, stats);
        expect(stats.steps).toBeLessThanOrEqual((v.length + 1) * (p.length + 1));
      }),
      { seed, numRuns: 500 },
    );
  });

  it('matches the pathological pattern of issue 19 in a bounded number of steps', () => {
    const p = '*a'.repeat(30) + '*b';
    const v = 'a'.repeat(4000);
    const stats: GlobStats = { steps: 0 };
    expect(globMatch(compileGlob(p), v, stats)).toBe(false);
    expect(stats.steps).toBeLessThanOrEqual((v.length + 1) * (p.length + 1));
    expect(wildcardMatches(p, `${v}b`)).toBe(true);
  });

  it('treats an escaped wildcard as itself and a trailing backslash as a literal', () => {
    expect(wildcardMatches('a\\*', 'a*')).toBe(true);
    expect(wildcardMatches('a\\*', 'ab')).toBe(false);
    expect(wildcardMatches('a\\', 'a\\')).toBe(true);
    expect(wildcardMatches('?', '😀')).toBe(true);
    expect(wildcardMatches('AB*', 'abc', true)).toBe(true);
  });
});
