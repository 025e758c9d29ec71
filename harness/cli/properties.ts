/** The seam between `run` and the property suite (loaded lazily). */
import type { CaseResult } from '../model/caseResult.ts';
import type { Profile } from '../targets/referenceTarget.ts';
import type { Target } from '../targets/target.ts';

/** What `run` hands to the property suite (harness/properties/index.ts, owned elsewhere). */
export interface PropertyRunOptions {
  target: Target;
  /** A reference of the target's family, or undefined when the target is the reference. */
  reference: () => Promise<Target | undefined>;
  profile: Profile;
  runs: number;
  seed: number;
  /** fast-check replay path of a reported failure (`--path`); use with `property`. */
  path?: string;
  /** Comma-separated property ids to run (`--property`); all when absent. */
  property?: string;
  /** Wall-clock budget for all properties together (`--budget`, in seconds on the command line). */
  timeBudgetMs?: number;
  /** Whether the run was interrupted: start no further property. */
  aborted?: () => boolean;
  /** Told after each fast-check run, so progress moves during a long property (with how far it is, 0..1). */
  tick?: (what: string, fraction?: number) => void;
  /** `--allow-destructive`: properties may send requests naming every index, to see the target's guard refuse them. */
  allowDestructive?: boolean;
}

/** The export expected from harness/properties/index.ts: `runProperties(opts)` yielding case results. */
export type PropertyRunner = (opts: PropertyRunOptions) => AsyncIterable<CaseResult>;

/** The property runner and the ids of its properties (`--property` is checked against them before a run starts). */
export async function loadPropertyRunner(): Promise<{ run: PropertyRunner; ids: readonly string[] }> {
  const mod = await import('../properties/index.ts');
  return { run: mod.runProperties, ids: mod.PROPERTY_IDS };
}
