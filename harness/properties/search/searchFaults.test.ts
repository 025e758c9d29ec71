/**
 * The search properties catch each planted search fault (in the area where the target diverged, shrunk,
 * with a replayable YAML scenario that judges the step as a search), and pass each harmless variation.
 */
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { withFaults, type FaultName } from '../../faults/catalogue.ts';
import { scenarioOf } from '../propertyCase.ts';
import { runPropertyCase } from '../propertyCase.ts';
import { referenceContext, runLogged, testRuns, testSeed } from '../testSupport.ts';
import { searchAggs, searchHits } from './searchProperty.ts';
import { searchPit } from './pitProperty.ts';
import type { PropertyDef } from '../propertyDef.ts';

/** A fixed default seed keeps these deterministic in CI (FC_SEED overrides, and is printed either way). */
const SEED = 20200101;

/**
 * [fault, property, area, shrinking budget in ms]. A hits fault shrinks through many query trees (each try a
 * fresh index): within npm test's time it is bounded (FC_SHRINK_MS=60000 lets it finish), and still caught.
 */
const SHRINK_MS = Number(process.env.FC_SHRINK_MS ?? 3000);
const PLANTED: Array<[FaultName, PropertyDef, string, number | undefined, number?]> = [
  ['drop-last-hit', searchHits, 'search', SHRINK_MS],
  ['perturb-score', searchHits, 'search', SHRINK_MS],
  ['merge-buckets', searchAggs, 'aggregations', undefined],
  ['reorder-buckets', searchAggs, 'aggregations', undefined],
  // Create, index, open the point in time, the writes after it, the search (+ the set of its id): six steps.
  ['reopen-pit', searchPit, 'search', SHRINK_MS, 6],
];

describe('search properties catch the planted search faults', () => {
  for (const [fault, def, area, shrinkMs, shrunkSteps = 3] of PLANTED) {
    it(`${def.id} catches ${fault}, shrunk, in ${area}, with a scenario that replays it`, async () => {
      const ctx = await referenceContext((t) => withFaults(t, [fault]));
      const c = await runPropertyCase(def, ctx, { seed: testSeed(SEED).seed, numRuns: testRuns(60), ...(shrinkMs !== undefined ? { shrinkBudgetMs: shrinkMs } : {}) });
      console.log(`[${def.id} + ${fault}] ${c.message.slice(0, 300)}`);
      expect(c.status, c.message).toBe('failed');
      expect(c.area).toBe(area);
      expect(c.message).toMatch(/\[seed -?\d+, path [\d:]+, [1-9]\d* shrinks/);
      const yaml = scenarioOf(c)!;
      const steps = Object.values(parseYaml(yaml.split('\n---\n')[1]!) as Record<string, Array<Record<string, Record<string, unknown>>>>)[0]!;
      // Shrunk: create the index, index the documents, then the searches (one, when shrinking ran to the end).
      expect(steps[steps.length - 1]!.do!.compare).toBe('search');
      if (shrinkMs !== undefined && !/not fully shrunk/.test(c.message)) expect(steps.length, JSON.stringify(steps.map((s) => Object.keys(s.do ?? s)))).toBe(shrunkSteps);
      if (shrinkMs !== undefined) return;
      expect(steps.length).toBe(3);
      const bulk = steps[1]!.do!.bulk as { body: unknown[] };
      // One or two documents are enough to show each of these faults.
      expect(bulk.body.length).toBeLessThanOrEqual(4);
    });
  }
});

describe('harmless variations pass the search properties', () => {
  const HARMLESS: FaultName[][] = [
    ['swap-equal-ties'],
    ['pretty-json'],
    ['shuffle-keys'],
    ['swap-equal-ties', 'shuffle-keys', 'pretty-json'],
    // Numbers printed otherwise, max_score null left out, newer fields, ties by key (harness/faults/harmlessVariants.ts).
    ['integral-doubles-as-ints', 'js-float-printing', 'null-max-score-absent', 'newer-search-fields', 'tied-buckets-by-key'],
  ];
  for (const faults of HARMLESS) {
    for (const def of [searchHits, searchAggs, searchPit]) {
      it(`${def.id} passes through ${faults.join(' + ')}`, async () => {
        const c = await runLogged(def, await referenceContext((t) => withFaults(t, faults)), testRuns(40), SEED);
        expect(c.status, c.message).toBe('passed');
      });
    }
  }
});
