import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
  /** `--allow-destructive`: properties may send requests naming every index, to see the target's guard refuse them. */
  allowDestructive?: boolean;
}

/** The export expected from harness/properties/index.ts: `runProperties(opts)` yielding case results. */
export type PropertyRunner = (opts: PropertyRunOptions) => AsyncIterable<CaseResult>;

/** Load the property runner if that module exists yet. */
export async function loadPropertyRunner(): Promise<PropertyRunner | undefined> {
  const url = new URL('../properties/index.ts', import.meta.url);
  if (!existsSync(fileURLToPath(url))) return undefined;
  const mod = (await import(url.href)) as { runProperties?: PropertyRunner };
  return typeof mod.runProperties === 'function' ? mod.runProperties : undefined;
}
