/**
 * Which area of the spec an API belongs to, so a property failure is reported where the target diverged:
 * a `PUT /<index>/_settings` the target answers otherwise than the reference is a `settings` failure,
 * whichever property sent it (the reindex command sends one at its end).
 */
import type { WireRequest } from '../../reference/wire/wire.ts';
import { getProfile, type ProfileName } from '../../reference/profiles.ts';
import { route } from '../../reference/wire/route.ts';

const BY_PREFIX: ReadonlyArray<[RegExp, string]> = [
  [/^indices\.(get_settings|put_settings)$/, 'settings'],
  [/^indices\.(put_alias|delete_alias|get_alias|exists_alias|update_aliases)$/, 'alias-atomicity'],
  [/^indices\.put_mapping$/, 'type-change'],
  [/^indices\.get_mapping$/, 'mapping-inference'],
  [/^indices\./, 'index-lifecycle'],
  [/^(cat\.|cluster\.)/, 'index-lifecycle'],
  [/^bulk$/, 'bulk'],
  [/^(search|scroll|clear_scroll|count)$/, 'scroll'],
  [/^(index|create|get|get_source|exists|exists_source|delete|update|mget)$/, 'documents'],
];

/** The area of an API by its name in the Elasticsearch REST API specs, or undefined when none fits. */
export function areaOfApi(api: string): string | undefined {
  return BY_PREFIX.find(([re]) => re.test(api))?.[1];
}

/** The API a request calls (as the reference routes it), with its path parts; undefined when the reference has no route for it. */
export function apiOf(req: WireRequest, profile: ProfileName): { api: string; parts: Record<string, string> } | undefined {
  const r = route(getProfile(profile), req.method.toUpperCase(), req.path);
  return r.kind === 'match' ? { api: r.api, parts: r.parts } : undefined;
}
