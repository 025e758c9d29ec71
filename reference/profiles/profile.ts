/** A profile: a distribution at an exact version, with every capability's value there. Handlers ask it; they never test its name. */
import type { Capabilities } from './capabilities.ts';
import type { Distribution, VersionInfo } from './identity.ts';
import type { ProfileName } from './names.ts';

/** A distribution at an exact version: its identity and its capabilities. */
export interface Profile extends Capabilities {
  name: ProfileName;
  /** Elasticsearch or OpenSearch. */
  distribution: Distribution;
  version: VersionInfo;
}
