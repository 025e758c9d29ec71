/**
 * The new index's `_seq_no` at the snapshot, as evidence of client writes after the swap.
 *
 * Before the swap only the reindex writes the new index, and every write it makes after the snapshot is in
 * the book. So a document the book does not know, whose `_seq_no` is above its shard's highest at the
 * snapshot, was written by a client after the swap. A hit does not say which shard holds it; the lowest of
 * the shards' highest numbers (the floor) is a bound every such client write passes. A document above the
 * floor may still be the snapshot's (a shard that had more), which the verification tells apart by reading
 * the snapshot; one at or below it is the snapshot's.
 */
import type { EsClient } from './client.ts';
import { field } from './hits.ts';

/** The highest `_seq_no` in `index` (or in the shards `query` selects), -1 when empty. */
export async function topSeqNo(client: EsClient, index: string, query: Record<string, string> = {}): Promise<{ top: number; shards: unknown }> {
  const r = await client.ok({ api: 'search', method: 'POST', params: { index } }, { query, body: { size: 1, _source: false, seq_no_primary_term: true, sort: [{ _seq_no: { order: 'desc' } }] } });
  const hits = field(r.json, 'hits', 'hits');
  const top = Array.isArray(hits) ? field(hits[0], '_seq_no') : undefined;
  return { top: typeof top === 'number' ? top : -1, shards: field(r.json, '_shards', 'total') };
}

/**
 * The floor of a new index of `shards` shards: the lowest of its shards' highest `_seq_no` (each read with
 * `preference=_shards:N`). Undefined when a shard's answer did not come from that one shard alone (a server
 * that ignores the preference): no floor, no evidence.
 */
export async function seqFloor(client: EsClient, index: string, shards: number): Promise<number | undefined> {
  if (shards === 1) return (await topSeqNo(client, index)).top;
  let floor = Infinity;
  for (let s = 0; s < shards; s++) {
    const r = await topSeqNo(client, index, { preference: `_shards:${s}` });
    if (r.shards !== 1) return undefined;
    floor = Math.min(floor, r.top);
  }
  return Number.isFinite(floor) ? floor : undefined;
}
