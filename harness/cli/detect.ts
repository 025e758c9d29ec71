/** Asking a target who it is (`GET /`) and whether it guards destructive deletes. */
import type { Target } from '../targets/target.ts';
import { isProfileName, nearestProfile, type ProfileName } from '../../reference/profiles.ts';
import { apiPath } from '../../reference/api/catalogue.ts';
import { infoText } from '../model/outcome.ts';

/** What `GET /` told us about a target. */
export interface ClusterInfo {
  version: string;
  distribution: string;
  profile: ProfileName;
}

/** Ask the target who it is. A string result is the one-line reason it cannot be used. */
export async function detect(target: Target): Promise<ClusterInfo | string> {
  const o = await target.send({ method: 'GET', path: apiPath('info', 'GET'), headers: { accept: 'application/json' } });
  if (o.kind === 'info') return `cannot reach ${target.name}: ${infoText(o)}`;
  if (o.status === 401 || o.status === 403) return `${target.name} refused the credentials (status ${o.status})`;
  const v = (o.json as { version?: { number?: unknown; distribution?: unknown } } | undefined)?.version;
  if (o.status !== 200 || typeof v?.number !== 'string') {
    return `${target.name} does not look like Elasticsearch: GET / gave status ${o.status}${o.json === undefined ? ' with a body that is not JSON' : ' without version.number'}`;
  }
  const distribution = typeof v.distribution === 'string' ? v.distribution : 'elasticsearch';
  // Our own simulator names its profile (its default speaks the es8 wire but also the spec's typed form);
  // any other target gets the same distribution at its exact version, else the nearest supported one
  // (reference/profiles.ts's one family rule).
  const own = o.headers['x-simulator-profile'];
  const profile = own !== undefined && isProfileName(own) ? own : nearestProfile(distribution, v.number);
  return { version: v.number, distribution, profile };
}

/**
 * Whether the target refuses wildcard and `_all` deletes (`action.destructive_requires_name`), as its
 * cluster settings say (transient over persistent over defaults); undefined when it does not say
 * (no permission, an old server without `include_defaults`, or not Elasticsearch at all).
 */
export async function destructiveGuardOf(target: Target): Promise<boolean | undefined> {
  const o = await target.send({ method: 'GET', path: apiPath('cluster.get_settings', 'GET'), query: { include_defaults: 'true', flat_settings: 'true' }, headers: { accept: 'application/json' } });
  if (o.kind !== 'ok' || o.status !== 200 || typeof o.json !== 'object' || o.json === null) return undefined;
  const body = o.json as Record<string, Record<string, unknown> | undefined>;
  for (const scope of ['transient', 'persistent', 'defaults']) {
    const v = body[scope]?.['action.destructive_requires_name'];
    if (v !== undefined && v !== null) return String(v) === 'true';
  }
  return undefined;
}
