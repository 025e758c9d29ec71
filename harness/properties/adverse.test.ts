/**
 * The properties hold when the target is slow and jittery (harness/faults/slowTarget.ts: requests applied
 * in one order and acknowledged in another, as separate HTTP connections allow), not only at full speed.
 * A property that compares with the reference must not blame the target for timing alone: the reindex
 * command's concurrent slices make the two sides number the same documents differently, and the tee
 * gives the reference its own numbers (seqNoMap.ts; teeTarget.test.ts holds that case exactly). Seeds vary
 * per run and are printed: FC_SEED replays the property, TIMING_SEED the timing.
 */
import { describe, expect, it } from 'vitest';
import { slowTarget } from '../faults/slowTarget.ts';
import { PROPERTIES } from './all.ts';
import { envSeed, referenceContext, runLogged, testRuns } from './testSupport.ts';

/** The families whose command or clients send concurrent requests. */
const CONCURRENT = ['reindex', 'native-reindex', 'alias-swap', 'alias-batches'];

describe('properties hold on a slow, jittery reference', () => {
  for (const def of PROPERTIES.filter((p) => CONCURRENT.includes(p.id))) {
    it(def.id, async () => {
      // The timing's own seed (TIMING_SEED replays it), apart from the property's (FC_SEED).
      const timing = envSeed('TIMING_SEED');
      const ctx = await referenceContext((t) => slowTarget(t, { seed: timing, latencyMs: 4, stallChance: 0.1, stallMs: 15 }));
      console.log(`[adverse ${def.id}] timing seed ${timing}`);
      const c = await runLogged(def, ctx, testRuns(25));
      expect(c.status, c.message).toBe('passed');
    }, 240_000);
  }
});
