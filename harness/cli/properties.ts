/** The seam between `run` and the property suite (loaded lazily). */
import type { CaseResult } from '../model/caseResult.ts';
// A type import, erased: the suite itself is still loaded only when a run asks for it.
import type { PropertyRunOptions } from '../properties/index.ts';

/** The export expected from harness/properties/index.ts: `runProperties(opts)` yielding case results. */
export type PropertyRunner = (opts: PropertyRunOptions) => AsyncIterable<CaseResult>;

/** The property runner and the ids of its properties (`--property` is checked against them before a run starts). */
export async function loadPropertyRunner(): Promise<{ run: PropertyRunner; ids: readonly string[] }> {
  const mod = await import('../properties/index.ts');
  return { run: mod.runProperties, ids: mod.PROPERTY_IDS };
}
