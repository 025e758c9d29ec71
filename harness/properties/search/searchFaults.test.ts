/**
 * The search properties catch each planted search fault (in the area where the target diverged, shrunk,
 * with a replayable YAML scenario that judges the step as a search), and pass each harmless variation.
 */
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { withFaults, type FaultName } from '../../faults/catalogue.ts';
import { scenarioOf } from '../propertyCase.ts';
import { referenceContext, runLogged, testRuns } from '../testSupport.ts';
import { searchAggs, searchHits } from './searchProperty.ts';
import type { PropertyDef } from '../propertyDef.ts';

/** A fixed default seed keeps these deterministic in CI (FC_SEED overrides, and is printed either way). */
const SEED = 20200101;

const PLANTED: Array<[FaultName, PropertyDef, string]> = [
  ['drop-last-hit', searchHits, 'search'],
  ['perturb-score', searchHits, 'search'],
  ['merge-buckets', searchAggs, 'aggregations'],
  ['reorder-buckets', searchAggs, 'aggregations'],
];

describe('search properties catch the planted search faults', () => {
  for (const [fault, def, area] of PLANTED) {
    it(`${def.id} catches ${fault}, shrunk, in ${area}, with a scenario that replays it`, async () => {
      const c = await runLogged(def, await referenceContext((t) => withFaults(t, [fault])), testRuns(60), SEED);
      expect(c.status, c.message).toBe('failed');
      expect(c.area).toBe(area);
      expect(c.message).toMatch(/\[seed -?\d+, path [\d:]+, \d+ shrinks/);
      const yaml = scenarioOf(c)!;
      const steps = Object.values(parseYaml(yaml.split('\n---\n')[1]!) as Record<string, Array<Record<string, Record<string, unknown>>>>)[0]!;
      // Shrunk to the least: create the index, index the documents, one search.
      expect(steps.length).toBe(3);
      expect(steps[2]!.do!.compare).toBe('search');
      const bulk = steps[1]!.do!.bulk as { body: unknown[] };
      // One or two documents are enough to show each of these faults.
      expect(bulk.body.length).toBeLessThanOrEqual(4);
    });
  }
});

describe('harmless variations pass the search properties', () => {
  const HARMLESS: FaultName[][] = [['swap-equal-ties'], ['pretty-json'], ['shuffle-keys'], ['swap-equal-ties', 'shuffle-keys', 'pretty-json']];
  for (const faults of HARMLESS) {
    for (const def of [searchHits, searchAggs]) {
      it(`${def.id} passes through ${faults.join(' + ')}`, async () => {
        const c = await runLogged(def, await referenceContext((t) => withFaults(t, faults)), testRuns(40), SEED);
        expect(c.status, c.message).toBe('passed');
      });
    }
  }
});
