/** Fault sweep: each property family fails on its planted fault, in the area where the target diverged. */
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../model/caseResult.ts';
import { aliasBatches } from './aliasBatches.ts';
import { aliasSwap } from './aliasSwap.ts';
import { deletionGuard } from './deletionGuard.ts';
import { withFaults, type FaultName as Fault } from '../faults/catalogue.ts';
import { mappingInference } from './mappingInference.ts';
import { modelRun } from './modelRun.ts';
import { nativeReindex } from './nativeReindex.ts';
import type { PropertyDef } from './propertyDef.ts';
import { scenarioOf } from './propertyCase.ts';
import { reindex } from './reindex.ts';
import { referenceContext, runLogged } from './testSupport.ts';
import { typeChange } from './typeChange.ts';

/** A fixed default seed keeps these deterministic in CI (FC_SEED overrides, and is printed either way). */
const SEED = 20150101;

/** The property must fail on the fault, with a shrunk counterexample and a replayable scenario in the evidence. */
function expectCaught(c: CaseResult, shrinks = true): void {
  expect(c.status, c.message).toBe('failed');
  expect(c.message).toMatch(/\[seed -?\d+, path [\d:]+, \d+ shrinks(?: in the \d+ s shrinking budget, not fully shrunk)?\]/);
  if (shrinks) expect(Number(/(\d+) shrinks/.exec(c.message)![1])).toBeGreaterThan(0);
  const evidence = c.steps.find((s) => !s.ok);
  expect(evidence?.diff).toContain('counterexample (fast-check)');
  const yaml = scenarioOf(c);
  expect(yaml).toBeDefined();
  // The scenario is a REST YAML test: one test section holding a list of steps.
  const doc = parseYaml(yaml!.split('\n---\n')[1]!) as Record<string, unknown[]>;
  expect(Object.values(doc)[0]!.length).toBeGreaterThan(0);
  console.log(`--- shrunk counterexample:\n${evidence!.diff}`);
}

/**
 * [what, fault, property, runs, the area the failure must be reported in, whether it must shrink]. The
 * area is that of the API the target first answered otherwise than the reference (a bulk answer that
 * accepts what a date field should refuse is a bulk divergence, whatever the cause behind it).
 */
const cases: Array<[string, Fault, PropertyDef, number, string, boolean?]> = [
  ['mapping inference catches a target without date detection', 'skip-date-detection', mappingInference, 100, 'mapping-inference'],
  ['type change catches a target that accepts a type change', 'accept-type-change', typeChange, 100, 'type-change'],
  ['alias batches catch non-atomic /_aliases (all-or-nothing, order)', 'non-atomic-aliases', aliasBatches, 100, 'alias-atomicity'],
  ['alias swap (scheduler) catches non-atomic /_aliases under concurrency', 'non-atomic-aliases', aliasSwap, 100, 'alias-atomicity'],
  ['the shipped reindex catches a target that drops one bulk item in a thousand, in the bulk area', 'drop-bulk-item', reindex, 300, 'bulk'],
  ['the shipped reindex catches a target that refuses PUT /_settings, in the settings area', 'refuse-settings-updates', reindex, 100, 'settings'],
  ['the deletion guard (with --allow-destructive) catches a target that deletes everything on DELETE /_all', 'allow-delete-all', deletionGuard, 100, 'deletion-guard', false],
  ['the bulk model run catches a target without date detection, where the bulk answer diverges', 'skip-date-detection', modelRun('bulk'), 100, 'bulk'],
  ["a target's own reindex: caught overwriting where op_type create must conflict", 'reindex-create-overwrites', nativeReindex, 100, 'reindex'],
  ["a target's own reindex: caught copying with internal versions where version_type is external", 'reindex-version-type-ignored', nativeReindex, 100, 'reindex'],
  ["a target's own reindex: caught giving every slice the whole source", 'reindex-slices-overlap', nativeReindex, 100, 'reindex'],
];

describe('each property family fails on its planted fault, in the area where the target diverged', () => {
  for (const [name, fault, def, runs, area, shrinks] of cases) {
    it(name, async () => {
      const c = await runLogged(def, await referenceContext((t) => withFaults(t, [fault])), runs, SEED);
      expectCaught(c, shrinks ?? true);
      expect(c.area, c.message).toBe(area);
    });
    it(`${def.id} passes on the clean reference with the same seed`, async () => {
      const c = await runLogged(def, await referenceContext(), runs, SEED);
      expect(c.status, c.message).toBe('passed');
    });
  }
});

describe('without --allow-destructive', () => {
  it('the deletion guard property never sends DELETE /_all or /*, and says so', async () => {
    const ctx = { ...(await referenceContext((t) => withFaults(t, ['allow-delete-all']))), allowDestructive: false };
    const c = await runLogged(deletionGuard, ctx, 100, SEED);
    expect(c.status, c.message).toBe('passed');
    expect(c.message).toMatch(/\(_all, \*\) were not sent: they need --allow-destructive/);
  });
});
