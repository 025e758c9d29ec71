/**
 * The alias-atomicity case of `conformance run`: a slow, jittery reference (so clients overlap) is
 * linearizable under concurrent swaps and reads; the planted non-atomic swap (faults/nonAtomicAliases.ts:
 * the actions applied one by one, others getting in between) is not. The seed is printed; FC_SEED replays it.
 */
import { describe, expect, it } from 'vitest';
import type { ProfileName } from '../../reference/profiles.ts';
import { Simulator } from '../../reference/simulator.ts';
import { nonAtomicAliases } from '../faults/nonAtomicAliases.ts';
import { slowTarget } from '../faults/slowTarget.ts';
import { inProcessTarget } from '../targets/inProcessTarget.ts';
import { envSeed } from '../properties/testSupport.ts';
import { aliasAtomicityCase, observation } from './aliasAtomicity.ts';

const SEED = envSeed('FC_SEED');
const slowReference = (seed: number, profile: ProfileName = 'es8') => slowTarget(inProcessTarget(new Simulator({ profile, seed: 1, now: () => Date.UTC(2026, 0, 1) })), { seed, latencyMs: 4 });

describe(`alias swaps under concurrent clients, judged linearizable (seed ${SEED}; replay with FC_SEED=${SEED})`, () => {
  it('an atomic swap (the reference itself) passes', async () => {
    const c = await aliasAtomicityCase(slowReference(SEED), 'es8', { seed: SEED });
    console.log(`atomic: ${c.status}: ${c.message}`);
    expect(c.status, c.message).toBe('passed');
    expect(c.message).toMatch(/[1-9]\d* overlapping another/);
  }, 60_000);

  it('runs in the dialect of a typed target (Elasticsearch 5 and 6: typed mappings and document paths)', async () => {
    for (const profile of ['es5', 'es6'] as const) {
      const c = await aliasAtomicityCase(slowReference(SEED, profile), profile, { seed: SEED, clients: 2, opsPerClient: 5 });
      expect(c.status, `${profile}: ${c.message}`).toBe('passed');
    }
  }, 60_000);

  it('a planted non-atomic swap fails', async () => {
    const c = await aliasAtomicityCase(nonAtomicAliases(slowReference(SEED)), 'es8', { seed: SEED, opsPerClient: 30 });
    console.log(`planted: ${c.status}: ${c.message}`);
    expect(c.status, c.message).toBe('failed');
    expect(c.message).toMatch(/no real-time-consistent order/);
  }, 60_000);

  it('a checker that cannot run (its model has no such profile) is an error, never a failure', async () => {
    const c = await aliasAtomicityCase(slowReference(SEED), 'no-such-profile' as ProfileName, { seed: SEED, clients: 1, opsPerClient: 2 });
    expect(c.status, c.message).toBe('error');
    expect(c.message).toMatch(/^the checker could not decide: the model failed: unknown profile/);
  }, 60_000);

  it('compares what the guarantee is about: ids found, counts, acknowledgements, error types', () => {
    const search = 'search';
    expect(observation(search, 200, '{"took":3,"hits":{"hits":[{"_index":"run1_atom_b","_id":"b2"},{"_id":"b1"}]}}')).toBe('200 ids b1,b2');
    expect(observation('count', 200, '{"count":3,"_shards":{}}')).toBe('200 count 3');
    expect(observation(search, 404, '{"error":{"type":"index_not_found_exception"}}')).toBe('404 index_not_found_exception');
    expect(observation(search, 200, '<html>')).toBe('200 (not JSON)');
  });
});
