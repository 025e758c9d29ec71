/** Tests that every property holds on the reference simulator. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTIES } from './all.ts';
import type { PropertyContext } from './context.ts';
import { referenceContext, runLogged, testRuns, urlContext } from './testSupport.ts';
import { skipWithout } from '../testing/environmentSkip.ts';

// Every property against the in-process reference (the target is a reference, the oracle another).
describe('properties hold on the reference', () => {
  for (const def of PROPERTIES) {
    it(def.id, async () => {
      const c = await runLogged(def, await referenceContext(), testRuns(100));
      expect(c.status, c.message).toBe('passed');
    });
  }
});

// The same properties against a live service when TARGET_URL is set (prefixed names, cleaned up after).
const url = process.env.TARGET_URL;
// A live cluster is opt-in (a run by hand names one); CI has none, so this skip is exempt and says so.
describe.skipIf(skipWithout(url ? undefined : 'a live service in TARGET_URL', { ciExempt: 'CI runs no cluster of its own; TARGET_URL is for runs by hand' }))('properties against TARGET_URL', () => {
  let ctx: PropertyContext;
  let finish: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ ctx, finish } = await urlContext(url!));
  });
  afterAll(() => finish());
  for (const def of PROPERTIES) {
    it(def.id, async () => {
      const c = await runLogged(def, ctx, testRuns(20));
      expect(c.status, c.message).toBe('passed');
    }, 300_000);
  }
});
