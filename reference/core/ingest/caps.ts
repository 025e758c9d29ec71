/** What the simulated version's ingest has (profiles.ts `ingest`: processor types and later options). */
import type { Profile } from '../../profiles.ts';

/** Whether the version has a processor type or an option (`set.copy_from`, `pipeline._meta`). */
export function ingestHas(profile: Profile, name: string): boolean {
  return profile.ingest.includes(name);
}
