/**
 * Tombstones must outlive the reindex. The guards after the swap (book.ts) read a client's delete from the
 * version its tombstone keeps, and the reindex's own deletes from theirs; Elasticsearch forgets a tombstone
 * after `index.gc_deletes` (60 s by default), after which a guarded create would succeed over a delete it
 * should have yielded to. So the new index keeps them for TOMBSTONE_RETENTION while the reindex runs, and
 * gets its own setting back at the end.
 */
import type { EsClient } from './client.ts';
import { field, isObj } from './hits.ts';

/** `index.gc_deletes` of the new index while the reindex runs. */
export const TOMBSTONE_RETENTION = '12h';
const RETENTION_MS = 12 * 3_600_000;

/** The setting to put back at the end: the index's own value, or null for the default. */
export interface TombstoneSetting {
  index: string;
  value: string | null;
}

/**
 * The settings of `PUT /<new>` with the retention in place of any `gc_deletes` they give (flat, nested or
 * without the `index.` prefix, as Elasticsearch accepts), and the value to restore.
 */
export function withRetention(settings: unknown): { settings: Record<string, unknown>; restore: string | null } {
  const out: Record<string, unknown> = isObj(settings) ? { ...settings } : {};
  let restore: string | null = null;
  for (const k of ['index.gc_deletes', 'gc_deletes']) {
    if (k in out) {
      restore = String(out[k]);
      delete out[k];
    }
  }
  if (isObj(out.index) && 'gc_deletes' in out.index) {
    const { gc_deletes: given, ...rest } = out.index;
    restore = String(given);
    out.index = rest;
  }
  out['index.gc_deletes'] = TOMBSTONE_RETENTION;
  return { settings: out, restore };
}

/** For `--resume`: read the existing new index's setting, then keep tombstones for the retention. */
export async function keepTombstones(client: EsClient, index: string): Promise<TombstoneSetting> {
  const r = await client.ok({ api: 'indices.get_settings', method: 'GET', params: { index } }, { query: { flat_settings: 'true' } });
  // A data stream's name answers per backing index: their common value, when they have one, is put back.
  const values = isObj(r.json) ? Object.values(r.json).map((e) => field(e, 'settings', 'index.gc_deletes')) : [];
  const own = isObj(r.json) && index in r.json ? field(r.json, index, 'settings', 'index.gc_deletes') : values.every((v) => v === values[0]) ? values[0] : undefined;
  await client.ok({ api: 'indices.put_settings', method: 'PUT', params: { index } }, { body: { index: { gc_deletes: TOMBSTONE_RETENTION } } });
  return { index, value: typeof own === 'string' && own !== TOMBSTONE_RETENTION ? own : null };
}

/** Put the index's own `gc_deletes` back; a note for the summary when that failed. */
export async function restoreTombstones(client: EsClient, s: TombstoneSetting): Promise<string | undefined> {
  const r = await client.send({ api: 'indices.put_settings', method: 'PUT', params: { index: s.index } }, { body: { index: { gc_deletes: s.value } } });
  return r.status === 200 ? undefined : `could not restore index.gc_deletes of ${s.index} (${r.status}); set it back with PUT /${s.index}/_settings {"index":{"gc_deletes":${JSON.stringify(s.value)}}}`;
}

/**
 * The primary term of every shard of `index` (cluster state metadata), or undefined where the server does
 * not show it (no `_cluster/state`, or no `monitor` privilege). Tombstones live in the primary's memory
 * only (elastic/elasticsearch#101178): a new primary (a higher term) has forgotten them.
 */
export async function primaryTerms(client: EsClient, index: string): Promise<string | undefined> {
  const r = await client.send({ api: 'cluster.state', method: 'GET', params: { metric: 'metadata', index } }, { query: { filter_path: 'metadata.indices.*.primary_terms' } });
  const terms = field(r.json, 'metadata', 'indices', index, 'primary_terms');
  return r.status === 200 && isObj(terms) ? JSON.stringify(terms) : undefined;
}

/**
 * Why the tombstones the guards rely on may not have lasted from the first delete to the end of the
 * final catch-up (`since`: the primary terms read before, `elapsedMs` since then), or undefined.
 */
export async function tombstonesLost(client: EsClient, index: string, since: string | undefined, elapsedMs: number): Promise<string | undefined> {
  if (elapsedMs > RETENTION_MS * 0.95) return `the catch-up ended ${(elapsedMs / 3_600_000).toFixed(1)} h after the copy began, near or past index.gc_deletes (${TOMBSTONE_RETENTION}): tombstones may have been pruned`;
  if (since === undefined) return undefined;
  const now = await primaryTerms(client, index);
  if (now !== undefined && now !== since) return `a primary shard of ${index} changed during the reindex (primary terms ${since} → ${now}): the tombstones it held are gone`;
  return undefined;
}
