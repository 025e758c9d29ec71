import type { Profile } from '../targets/referenceTarget.ts';
import type { Target } from '../targets/target.ts';
import { parseVersion } from '../scenarios/version.ts';
import { PROFILE_NAMES } from '../../reference/profiles.ts';

/** What `GET /` told us about a target. */
export interface ClusterInfo {
  version: string;
  distribution: string;
  profile: Profile;
}

/** Map cluster info to the reference profile of the same family. */
export function profileFor(version: string, distribution: string): Profile {
  if (distribution.toLowerCase() === 'opensearch') return 'opensearch2';
  const major = parseVersion(version)[0];
  if (major === 5) return 'es5';
  if (major === 6) return 'es6';
  if (major !== undefined && major >= 7) return 'es8';
  return 'default';
}

/** Ask the target who it is. A string result is the one-line reason it cannot be used. */
export async function detect(target: Target): Promise<ClusterInfo | string> {
  const o = await target.send({ method: 'GET', path: '/', headers: { accept: 'application/json' } });
  if (o.kind === 'info') return `cannot reach ${target.name}: ${o.reason}`;
  if (o.status === 401 || o.status === 403) return `${target.name} refused the credentials (status ${o.status})`;
  const v = (o.json as { version?: { number?: unknown; distribution?: unknown } } | undefined)?.version;
  if (o.status !== 200 || typeof v?.number !== 'string') {
    return `${target.name} does not look like Elasticsearch: GET / gave status ${o.status}${o.json === undefined ? ' with a body that is not JSON' : ' without version.number'}`;
  }
  const distribution = typeof v.distribution === 'string' ? v.distribution : 'elasticsearch';
  // Our own simulator names its profile (its default speaks the es8 wire but also the spec's typed form).
  const own = o.headers['x-simulator-profile'];
  const profile = own !== undefined && (PROFILE_NAMES as readonly string[]).includes(own) ? (own as Profile) : profileFor(v.number, distribution);
  return { version: v.number, distribution, profile };
}
