/** Cleaning up the run's own data streams, indexes, aliases and templates, and only those. */
import { JSON_HEADERS } from '../api/apiCall.ts';
import type { Outcome } from '../model/outcome.ts';
import type { Target } from '../targets/target.ts';
import { apiPath } from '../../reference/api/catalogue.ts';

/** What a cleanup did, for the report and for stderr. */
export interface CleanupReport {
  deleted: string[];
  errors: string[];
}

const CHUNK = 20;

/** Keep only concrete names under the prefix: never a wildcard, never `_all`. */
function owned(names: Iterable<string>, prefix: string): string[] {
  return [...new Set(names)].filter((n) => n.startsWith(prefix) && n.length > prefix.length && !/[*?,\s]/.test(n));
}

/** List the indexes under the prefix (catalogue first; the alias API as a fallback for servers without `_cat`). */
async function listIndexes(target: Target, prefix: string): Promise<string[] | string> {
  const cat = await target.send({ method: 'GET', path: apiPath('cat.indices', 'GET', { index: `${prefix}*` }), query: { format: 'json', h: 'index' } });
  if (cat.kind === 'ok' && cat.status === 200 && Array.isArray(cat.json)) {
    return cat.json.map((r) => (r && typeof r === 'object' ? String((r as { index?: unknown }).index ?? '') : ''));
  }
  const alias = await target.send({ method: 'GET', path: apiPath('indices.get_alias', 'GET', { index: `${prefix}*` }), query: { expand_wildcards: 'all' } });
  if (alias.kind === 'ok' && alias.status === 200 && alias.json && typeof alias.json === 'object') return Object.keys(alias.json);
  if (alias.kind === 'ok' && alias.status === 404) return [];
  return `cannot list indexes under ${prefix}: ${alias.kind === 'ok' ? `status ${alias.status}` : alias.reason}`;
}

/**
 * Delete what this run created: indexes and templates (legacy, composable, component) named `<prefix>…`, by explicit name so it
 * works where wildcard deletes are refused (`action.destructive_requires_name`). `target` must be
 * the raw target, not the prefixing decorator.
 */
export async function cleanupPrefix(target: Target, prefix: string): Promise<CleanupReport> {
  const report: CleanupReport = { deleted: [], errors: [] };
  // Data streams first: their backing indices (`.ds-<prefix>…`) go with them, and their templates can only go after.
  const streams = await target.send({ method: 'GET', path: apiPath('indices.get_data_stream', 'GET', { name: `${prefix}*` }), query: { expand_wildcards: 'all' } });
  if (streams.kind === 'ok' && streams.status === 200) {
    for (const name of owned(namedList('data_streams')(streams.json), prefix)) {
      const res = await target.send({ method: 'DELETE', path: apiPath('indices.delete_data_stream', 'DELETE', { name }) });
      if (res.kind === 'ok' && res.status < 300) report.deleted.push(`data stream ${name}`);
      else report.errors.push(`delete data stream ${name}: ${res.kind === 'ok' ? `status ${res.status}` : res.reason}`);
    }
  }
  const listed = await listIndexes(target, prefix);
  if (typeof listed === 'string') report.errors.push(listed);
  const indexes = typeof listed === 'string' ? [] : owned(listed, prefix);
  for (let i = 0; i < indexes.length; i += CHUNK) {
    const batch = indexes.slice(i, i + CHUNK);
    const del = (): Promise<Outcome> => target.send({ method: 'DELETE', path: apiPath('indices.delete', 'DELETE', { index: batch.join(',') }), query: { ignore_unavailable: 'true' } });
    let res = await del();
    if (res.kind === 'ok' && res.status !== 404 && res.body.includes('cluster_block_exception')) {
      // A run that made one of its indexes read-only (as a scenario may) cannot delete it until the block is lifted.
      await liftBlocks(target, batch);
      res = await del();
    }
    if (res.kind === 'ok' && res.status < 300) report.deleted.push(...batch);
    else report.errors.push(`delete ${batch.join(',')}: ${res.kind === 'ok' ? `status ${res.status} ${res.body.slice(0, 200)}` : res.reason}`);
  }
  // Composable templates first (they name the component templates they are made of), then legacy ones.
  for (const kind of TEMPLATE_KINDS) {
    const listed = await target.send({ method: 'GET', path: apiPath(kind.get, 'GET', { name: `${prefix}*` }) });
    if (listed.kind !== 'ok' || listed.status !== 200) continue; // none, or a server without this kind of template
    for (const name of owned(kind.names(listed.json), prefix)) {
      const res = await target.send({ method: 'DELETE', path: apiPath(kind.del, 'DELETE', { name }) });
      if (res.kind === 'ok' && res.status < 300) report.deleted.push(`${kind.label} ${name}`);
      else report.errors.push(`delete ${kind.label} ${name}: ${res.kind === 'ok' ? `status ${res.status}` : res.reason}`);
    }
  }
  return report;
}

/**
 * Lift the blocks that refuse an index's deletion (`read_only`, `read_only_allow_delete`, `metadata`), one
 * index at a time. Elasticsearch takes a settings change naming `index.blocks.read_only` even on a blocked
 * index (it is how a block is lifted); `index.blocks.metadata` alone, in a second request, likewise.
 */
async function liftBlocks(target: Target, indexes: readonly string[]): Promise<void> {
  const put = (index: string, settings: Record<string, null>): Promise<Outcome> =>
    target.send({ method: 'PUT', path: apiPath('indices.put_settings', 'PUT', { index }), headers: JSON_HEADERS, body: JSON.stringify(settings) });
  for (const index of indexes) {
    await put(index, { 'index.blocks.read_only': null, 'index.blocks.read_only_allow_delete': null });
    await put(index, { 'index.blocks.metadata': null });
  }
}

/** The names in a listing `{ <list>: [{ name }, …] }`. */
const namedList = (key: string) => (json: unknown): string[] => {
  const list = json && typeof json === 'object' ? (json as Record<string, unknown>)[key] : undefined;
  return Array.isArray(list) ? list.map((t) => String((t as { name?: unknown })?.name ?? '')) : [];
};

/** The kinds of template a run may create, and how each lists its names. */
const TEMPLATE_KINDS: ReadonlyArray<{ get: string; del: string; label: string; names: (json: unknown) => string[] }> = [
  { get: 'indices.get_index_template', del: 'indices.delete_index_template', label: 'index template', names: namedList('index_templates') },
  { get: 'cluster.get_component_template', del: 'cluster.delete_component_template', label: 'component template', names: namedList('component_templates') },
  { get: 'indices.get_template', del: 'indices.delete_template', label: 'template', names: (json) => (json && typeof json === 'object' ? Object.keys(json) : []) },
];
