/** Tests' one way to run a YAML suite given as text against a target and collect its case results. */
import type { CaseResult } from '../model/caseResult.ts';
import { builtinRegistry } from '../scenarios/apiSpecs.ts';
import { SUPPORTED_FEATURES } from '../scenarios/features.ts';
import { runSuite, type RunnerOptions } from '../scenarios/runner.ts';
import type { Target } from '../targets/target.ts';
import { parseSuite } from '../scenarios/yamlLoader.ts';

/**
 * Run `yaml` (file name `t.yml`) against `target` as the peer runner would: the built-in API catalogue,
 * version 8.15.0 with every supported feature, no guard, strict warnings; `over` changes any of it.
 */
export async function runYamlText(yaml: string, target: Target, over: Partial<RunnerOptions> = {}): Promise<CaseResult[]> {
  const out: CaseResult[] = [];
  for await (const c of runSuite(parseSuite(yaml, 't.yml'), {
    registry: builtinRegistry(),
    target,
    env: { version: '8.15.0', features: SUPPORTED_FEATURES },
    guard: () => undefined,
    wipe: async () => target.reset?.(),
    strictWarnings: true,
    displayFile: 't.yml',
    area: 'peer',
    ...over,
  })) out.push(c);
  return out;
}
