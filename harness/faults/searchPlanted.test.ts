/**
 * The scenarios catch the planted search faults (specs/search, specs/aggregations: `conformance run` exits 1
 * with failures in the area), and pass the harmless variations a conforming server may show (equal-score
 * ties in the other order, other whitespace, other key order).
 */
import { describe, expect, it } from 'vitest';
import type { FaultName } from './faultProxy.ts';
import { failures, runThroughProxy, simulatorPerFile } from './runThroughProxy.ts';

/** One scenario file per area keeps each run to a few seconds of npm test (every step there is `compare: search`). */
const FILES: Record<string, string> = { search: 'search/45_term_level_and_phrase.yml', aggregations: 'aggregations/70_more_families.yml' };
/** [fault, area, scenario file when not the area's own]: a stale point in time shows only where writes follow the opening. */
const PLANTED: Array<[FaultName, string, string?]> = [
  ['drop-last-hit', 'search'],
  ['perturb-score', 'search'],
  ['merge-buckets', 'aggregations'],
  ['reorder-buckets', 'aggregations'],
  ['reopen-pit', 'search', 'search/40_point_in_time.yml'],
  ['round-big-integers', 'search', 'search/76_long_ids_past_2_53.yml'],
];

/** One simulator for the file. */
const upstream = simulatorPerFile();

describe('planted search faults are caught by the scenarios', () => {
  for (const [fault, area, file] of PLANTED) {
    it(`${fault}: exit 1 with failures in ${area}`, async () => {
      const r = await runThroughProxy([fault], { areas: [file ?? FILES[area]!], upstream });
      expect(r.code, r.err.join('\n')).toBe(1);
      expect([...r.failedAreas], failures(r)).toContain(area);
      expect(r.cases.filter((c) => c.status === 'error').map((c) => c.message)).toEqual([]);
    });
  }
});

describe('harmless variations of search answers pass the scenarios', () => {
  // Together (each alone passes the properties: properties/search/searchFaults.test.ts).
  for (const faults of [['swap-equal-ties', 'shuffle-keys', 'pretty-json']] as FaultName[][]) {
    it(`${faults.join(' + ')}: exit 0`, async () => {
      // The whole areas: every scenario there must pass whatever the order of equal-score ties.
      const r = await runThroughProxy(faults, { areas: ['search', 'aggregations'], upstream });
      expect(r.code, failures(r)).toBe(0);
      // About 12 s alone; a loaded machine (npm test's other files beside it) takes several times that.
    }, 240_000);
  }
});
