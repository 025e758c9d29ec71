/**
 * The scenarios catch the planted search faults (specs/search, specs/aggregations: `conformance run` exits 1
 * with failures in the area), and pass the harmless variations a conforming server may show (equal-score
 * ties in the other order, other whitespace, other key order).
 */
import { describe, expect, it } from 'vitest';
import type { FaultName } from './faultProxy.ts';
import { failures, runThroughProxy } from './runThroughProxy.ts';

const AREAS = ['search', 'aggregations'];
const PLANTED: Array<[FaultName, string]> = [
  ['drop-last-hit', 'search'],
  ['perturb-score', 'search'],
  ['merge-buckets', 'aggregations'],
  ['reorder-buckets', 'aggregations'],
];

describe('planted search faults are caught by the scenarios', () => {
  for (const [fault, area] of PLANTED) {
    it(`${fault}: exit 1 with failures in ${area}`, async () => {
      // Only the fault's own area: each run costs seconds of npm test.
      const r = await runThroughProxy([fault], { areas: [area] });
      expect(r.code, r.err.join('\n')).toBe(1);
      expect([...r.failedAreas], failures(r)).toContain(area);
      expect(r.cases.filter((c) => c.status === 'error').map((c) => c.message)).toEqual([]);
    });
  }
});

describe('harmless variations of search answers pass the scenarios', () => {
  for (const faults of [['swap-equal-ties'], ['swap-equal-ties', 'shuffle-keys', 'pretty-json']] as FaultName[][]) {
    it(`${faults.join(' + ')}: exit 0`, async () => {
      const r = await runThroughProxy(faults, { areas: AREAS });
      expect(r.code, failures(r)).toBe(0);
    });
  }
});
