/** Tests of checkProperty's progress reports. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkProperty } from './propertyDef.ts';

describe('checkProperty progress', () => {
  it('counts runs up to the failing one, then shrink tries apart', async () => {
    const seen: Array<[number, number]> = [];
    const prop = fc.asyncProperty(fc.integer({ min: 0, max: 1000 }), async (x) => {
      if (x > 10) throw new Error(`too big: ${x}`);
    });
    const r = await checkProperty(prop, { seed: 7, numRuns: 100, onRun: (runs, shrinks) => seen.push([runs, shrinks]) });
    expect(r.failed).toBe(true);
    const [runs, shrinks] = seen[seen.length - 1]!;
    expect(runs).toBe(r.numRuns);
    expect(runs).toBeLessThanOrEqual(100);
    expect(shrinks).toBeGreaterThan(0);
    expect(r.counterexample).toBe('[11]');
  });

  it('counts every run of a property that holds, and no shrinks', async () => {
    let last: [number, number] = [0, 0];
    const r = await checkProperty(fc.asyncProperty(fc.integer(), async () => {}), { seed: 7, numRuns: 30, onRun: (runs, shrinks) => (last = [runs, shrinks]) });
    expect(r.failed).toBe(false);
    expect(last).toEqual([30, 0]);
  });
});
