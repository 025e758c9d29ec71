/**
 * Shrinking is bounded in time: a failure found is reported FAILED with the smallest counterexample
 * reached within the budget, never lost to a time-out of the whole run.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withFaults } from '../faults/catalogue.ts';
import { checkProperty } from './propertyDef.ts';
import { runPropertyCase } from './propertyCase.ts';
import { reindex } from './reindex.ts';
import { referenceContext, testSeed } from './testSupport.ts';

describe('shrinking within a time budget', () => {
  it('past the budget no further candidate runs; the failure keeps a counterexample that really failed', async () => {
    const ran: number[] = [];
    const prop = fc.asyncProperty(fc.integer({ min: 0, max: 1000 }), async (n) => {
      ran.push(n);
      if (n >= 10) throw new Error(`too big: ${n}`);
    });
    const { seed } = testSeed(7);
    const unbounded = await checkProperty(prop, { seed, numRuns: 100, shrinkBudgetMs: Number.POSITIVE_INFINITY });
    expect(unbounded).toMatchObject({ failed: true, counterexample: '[10]' });
    expect(unbounded.shrinkCutAfterMs).toBeUndefined();
    ran.length = 0;
    const bounded = await checkProperty(prop, { seed, numRuns: 100, shrinkBudgetMs: 0 });
    expect(bounded.failed).toBe(true);
    expect(bounded.shrinkCutAfterMs).toBe(0);
    // Only the runs up to the first failure executed, and the value reported is the one that failed.
    const first = ran.findIndex((n) => n >= 10);
    expect(ran.length).toBe(first + 1);
    expect(bounded.counterexample).toBe(`[${ran[first]}]`);
  });

  it('a target that skips a scroll page fails the reindex property, reported within the shrinking budget', async () => {
    const ctx = await referenceContext((t) => withFaults(t, ['lose-scroll-page']));
    const { seed, path } = testSeed(20150101);
    const c = await runPropertyCase(reindex, ctx, { seed, ...(path ? { path } : {}), numRuns: 100, shrinkBudgetMs: 1 });
    expect(c.status, c.message).toBe('failed');
    expect(c.message).toMatch(/\[seed -?\d+, path [\d:]+, \d+ shrinks in the 0 s shrinking budget, not fully shrunk\]/);
  }, 120_000);
});
