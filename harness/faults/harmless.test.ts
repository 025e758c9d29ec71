/**
 * Targets that differ only harmlessly from the reference (key order, extra fields, other `took`
 * values, latency, chunked bodies) still pass every scenario.
 */
import { describe, expect, it } from 'vitest';
import type { FaultName } from './faultProxy.ts';
import { failures, runThroughProxy } from './runThroughProxy.ts';

const HARMLESS: FaultName[] = ['shuffle-keys', 'extra-fields', 'other-took', 'latency', 'chunked'];
/** Latency costs 20 ms a request, so the slow runs take the areas where timing could matter. */
const TIMING_AREAS = ['alias-atomicity', 'reindex', 'scroll', 'deletion-guard'];

describe('harmless variations still pass', () => {
  for (const fault of HARMLESS) {
    it(`${fault}: exit 0`, async () => {
      const areas = fault === 'latency' ? { areas: TIMING_AREAS } : {};
      const r = await runThroughProxy([fault], { allowDestructive: true, ...areas });
      expect(r.code, failures(r)).toBe(0);
      expect(r.cases.filter((c) => c.status === 'passed').length).toBeGreaterThan(fault === 'latency' ? 20 : 80);
    });
  }

  // Documents are JSON values: the properties and the reindex checks compare them so, whatever the key order
  // a server writes or the fields it adds (a reindex property that compared the text of _source failed here).
  for (const only of ['properties', 'reindex'] as const) {
    it(`keys reordered and fields added: every ${only === 'properties' ? 'property' : 'reindex case'} passes`, async () => {
      const r = await runThroughProxy(['shuffle-keys', 'extra-fields'], { allowDestructive: true, only, extra: only === 'properties' ? ['--runs', '15', '--seed', '20150101'] : [] });
      expect(r.code, failures(r)).toBe(0);
      expect(r.cases.filter((c) => c.status === 'passed').length).toBeGreaterThanOrEqual(only === 'properties' ? 10 : 2);
    }, 600_000);
  }

  // The search-feature variations (harmlessVariants.ts, aggFaults.ts) together with ties and key order, over
  // every area a search, an aggregation, a script, a stream or a pipeline answers in: nothing blamed.
  it('numbers printed otherwise, max_score null left out, newer fields, other headers, ties: every search area passes', async () => {
    const variations: FaultName[] = ['integral-doubles-as-ints', 'js-float-printing', 'null-max-score-absent', 'newer-search-fields', 'other-headers', 'tied-buckets-by-key', 'swap-equal-ties', 'shuffle-keys'];
    const r = await runThroughProxy(variations, { areas: ['search', 'aggregations', 'painless', 'data-streams', 'ingest'] });
    expect(r.code, failures(r)).toBe(0);
    expect(r.cases.filter((c) => c.status === 'passed').length).toBeGreaterThan(400);
  }, 300_000);

  it('all of them at once: exit 0', async () => {
    const r = await runThroughProxy(HARMLESS, { allowDestructive: true, areas: TIMING_AREAS });
    expect(r.code, failures(r)).toBe(0);
  });
});
