/**
 * Which routed APIs change the durable part of the cluster (indexes, mappings, settings, aliases,
 * documents, cluster settings). Reads, refreshes and scrolls do not: scroll contexts live in memory
 * only, as on a real node, and are lost on restart. The journal and the access check both use this.
 */
import type { Profile } from '../profiles.ts';
import { route } from './route.ts';

/** API name → the ES action name and what grants it (for 403s), for every API that writes. */
export const MUTATING_APIS: Readonly<Record<string, { action: string; granted: string; level: 'index' | 'cluster' }>> = {
  'indices.create': { action: 'indices:admin/create', granted: 'create_index,manage,all', level: 'index' },
  'indices.delete': { action: 'indices:admin/delete', granted: 'delete_index,manage,all', level: 'index' },
  'indices.close': { action: 'indices:admin/close', granted: 'manage,all', level: 'index' },
  'indices.open': { action: 'indices:admin/open', granted: 'manage,all', level: 'index' },
  'indices.put_mapping': { action: 'indices:admin/mapping/put', granted: 'manage,all', level: 'index' },
  'indices.put_settings': { action: 'indices:admin/settings/update', granted: 'manage,all', level: 'index' },
  'indices.put_alias': { action: 'indices:admin/aliases', granted: 'manage,all', level: 'index' },
  'indices.delete_alias': { action: 'indices:admin/aliases', granted: 'manage,all', level: 'index' },
  'indices.update_aliases': { action: 'indices:admin/aliases', granted: 'manage,all', level: 'index' },
  index: { action: 'indices:data/write/index', granted: 'create_doc,create,index,write,all', level: 'index' },
  create: { action: 'indices:data/write/index', granted: 'create_doc,create,index,write,all', level: 'index' },
  delete: { action: 'indices:data/write/delete', granted: 'delete,write,all', level: 'index' },
  update: { action: 'indices:data/write/update', granted: 'index,write,all', level: 'index' },
  bulk: { action: 'indices:data/write/bulk', granted: 'create_doc,create,delete,index,write,all', level: 'index' },
  'cluster.put_settings': { action: 'cluster:admin/settings/update', granted: 'manage,all', level: 'cluster' },
};

/**
 * APIs known not to change durable state. Everything else counts as writing — also an API added to
 * the router later and not listed here or above —, so a new write API is journaled (and refused to
 * viewers) by default rather than silently lost on restart.
 */
export const READ_ONLY_APIS: ReadonlySet<string> = new Set([
  'info', 'indices.get', 'indices.exists', 'indices.refresh', 'indices.get_mapping', 'indices.get_settings', 'indices.get_alias',
  'indices.exists_alias', 'get', 'exists', 'get_source', 'mget', 'search', 'scroll', 'clear_scroll', 'count', 'cat.indices',
  'cat.aliases', 'cluster.health', 'cluster.get_settings',
]);

/** How a writing API not in MUTATING_APIS is named in a 403. */
const UNLISTED = { action: 'indices:data/write/*', granted: 'write,manage,all', level: 'index' } as const;

/** The ES action for a writing API (for 403 messages). */
export function actionOf(api: string): { action: string; granted: string; level: 'index' | 'cluster' } {
  return MUTATING_APIS[api] ?? UNLISTED;
}

/** The API a request routes to when that API writes; undefined for reads and unroutable requests. */
export function mutatingApi(profile: Profile, method: string, path: string): { api: string; parts: Record<string, string> } | undefined {
  const m = route(profile, method.toUpperCase(), path);
  return m.kind === 'match' && !READ_ONLY_APIS.has(m.api) ? { api: m.api, parts: m.parts } : undefined;
}
