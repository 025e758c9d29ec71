/**
 * The search properties hold on the reference against itself at every family's version (a generated request
 * the version refuses would end the case in an error: the harness's bug, not a pass). FC_RUNS raises the
 * number of runs, FC_SEED replays.
 */
import { describe, expect, it } from 'vitest';
import type { ProfileName } from '../../../reference/profiles.ts';
import { referenceContext, runLogged, testRuns } from '../testSupport.ts';
import { searchAggs, searchHits } from './searchProperty.ts';
import { searchPit } from './pitProperty.ts';

// The default profile runs in ../properties.test.ts with every property.
const PROFILES: ProfileName[] = ['elasticsearch@6.8.0', 'elasticsearch@7.17.0', 'elasticsearch@8.19.0', 'opensearch@2.19.0'] as ProfileName[];

describe('search properties hold on the reference', () => {
  for (const profile of PROFILES) {
    // search-pit passes trivially where the version has no point in time (6.8).
    for (const def of [searchHits, searchAggs, searchPit]) {
      it(`${def.id} on ${profile}`, async () => {
        const c = await runLogged(def, await referenceContext((t) => t, profile), testRuns(20));
        expect(c.status, c.message).toBe('passed');
      });
    }
  }
});
