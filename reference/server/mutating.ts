/**
 * Which routed APIs change the durable part of the cluster (indexes, mappings, settings, aliases,
 * documents, templates, cluster settings), as the API catalogue records it. Reads, refreshes and
 * scrolls do not: scroll contexts live in memory only, as on a real node, and are lost on restart.
 * The journal uses this (the access check asks privilege.ts, which also knows admin APIs that write nothing).
 */
import type { Profile } from '../profiles.ts';
import { route } from '../wire/route.ts';

/** The API a request routes to when that API writes; undefined for reads, APIs not modelled and unroutable requests. */
export function mutatingApi(profile: Profile, method: string, path: string): { api: string; parts: Record<string, string> } | undefined {
  const m = route(profile, method.toUpperCase(), path);
  return m.kind === 'match' && m.def.simulated && m.def.access !== 'read' ? { api: m.api, parts: m.parts } : undefined;
}
