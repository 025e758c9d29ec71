/** Tests that a shrunk counterexample replays as a YAML scenario. */
import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../model/caseResult.ts';
import { builtinRegistry } from '../scenarios/apiSpecs.ts';
import { SUPPORTED_FEATURES } from '../scenarios/features.ts';
import { runSuite } from '../scenarios/runner.ts';
import { parseSuite } from '../scenarios/yamlLoader.ts';
import { referenceTarget } from '../targets/referenceTarget.ts';
import type { Target } from '../targets/target.ts';
import { withFaults, type FaultName as Fault } from '../faults/catalogue.ts';
import { mappingInference } from './mappingInference.ts';
import { modelRun } from './modelRun.ts';
import type { PropertyDef } from './propertyDef.ts';
import { scenarioOf } from './propertyCase.ts';
import { referenceContext, runLogged } from './testSupport.ts';
import { typeChange } from './typeChange.ts';
import { searchAggs } from './search/searchProperty.ts';

/** Run a YAML scenario with the scenario runner, differentially (a fresh reference as the shadow). */
async function replay(yaml: string, target: Target): Promise<CaseResult[]> {
  const out: CaseResult[] = [];
  const registry = builtinRegistry();
  for await (const c of runSuite(parseSuite(yaml, 'counterexample.yml'), {
    registry,
    target,
    reference: await referenceTarget(),
    env: { version: '8.15.0', features: SUPPORTED_FEATURES },
    guard: () => undefined,
    wipe: async () => target.reset?.(),
    strictWarnings: true,
    displayFile: 'counterexample.yml',
    area: 'replay',
  })) out.push(c);
  return out;
}

// The printed counterexample is a real scenario: it fails on the faulty target and passes on a good one.
describe('a shrunk counterexample replays as a YAML scenario', () => {
  const cases: Array<[PropertyDef, Fault]> = [
    [mappingInference, 'skip-date-detection'],
    [typeChange, 'accept-type-change'],
    [modelRun('documents'), 'non-atomic-aliases'],
    // Search counterexamples replay with `compare: search` steps (hits and buckets judged as searches).
    [searchAggs, 'merge-buckets'],
    [searchAggs, 'reorder-buckets'],
  ];
  for (const [def, fault] of cases) {
    it(`${def.id} on ${fault}`, async () => {
      const wrap = (t: Target): Target => withFaults(t, [fault]);
      const c = await runLogged(def, await referenceContext(wrap), 100, 20150101);
      expect(c.status).toBe('failed');
      const yaml = scenarioOf(c)!;
      const onFaulty = await replay(yaml, wrap(await referenceTarget()));
      expect(onFaulty.map((r) => r.status), onFaulty.map((r) => r.message).join('\n')).toEqual(['failed']);
      const onGood = await replay(yaml, await referenceTarget());
      expect(onGood.map((r) => r.status), onGood.map((r) => r.message).join('\n')).toEqual(['passed']);
    });
  }
});
