/** Tests that every property holds on the reference simulator. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTIES } from './all.ts';
import type { PropertyContext } from './context.ts';
import { referenceContext, runLogged, testRuns, urlContext } from './testSupport.ts';

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
describe.skipIf(!url)('properties against TARGET_URL', () => {
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
