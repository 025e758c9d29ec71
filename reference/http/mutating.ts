/**
 * Which routed APIs change the durable part of the cluster (indexes, mappings, settings, aliases,
 * documents, templates, cluster settings), as the API catalogue records it. Reads, refreshes and
 * scrolls do not: scroll contexts live in memory only, as on a real node, and are lost on restart.
 * The journal and the access check both use this.
 */
import type { Profile } from '../profiles.ts';
import { apiDef, type WriteAccess } from '../api/catalogue.ts';
import { route } from './route.ts';

/** How an API the catalogue does not know is named in a 403 (none is routed; kept for safety). */
const UNLISTED: WriteAccess = { action: 'indices:data/write/*', granted: 'write,manage,all', level: 'index' };

/** The ES action for a writing API (for 403 messages). */
export function actionOf(api: string): WriteAccess {
  const access = apiDef(api)?.access;
  return access === undefined || access === 'read' ? UNLISTED : access;
}

/** The API a request routes to when that API writes; undefined for reads, APIs not modelled and unroutable requests. */
export function mutatingApi(profile: Profile, method: string, path: string): { api: string; parts: Record<string, string> } | undefined {
  const m = route(profile, method.toUpperCase(), path);
  return m.kind === 'match' && m.def.simulated && m.def.access !== 'read' ? { api: m.api, parts: m.parts } : undefined;
}
