/**
 * `_shard_doc` values (ES ≥ 7.12, ShardDocSortField): `(shardRequestIndex << 32) | docId`, where the
 * shard request index is the shard's place in the search's shard list (sorted by shard number, then index
 * name: ShardId.compareTo) and the doc id its Lucene id on that shard (here its place in the shard view).
 */
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { shardReaders, type ShardReader } from '../engine/shardViews.ts';
import { shardCount, shardOf } from '../routing.ts';

/**
 * Per index, the number `_shard_doc` puts above a document's id for each of its shards: Elasticsearch's
 * shard request index, for a search over `indices`; OpenSearch's shard id itself (ShardDocFieldComparatorSource's
 * `shardId << 32`).
 */
export function shardRequestIndexes(indices: readonly IndexState[], profile: Profile): Map<string, number[]> {
  if (profile.shardDocSort === 'os') return new Map(indices.map((i) => [i.name, Array.from({ length: shardCount(i) }, (_, s) => s)]));
  const all: { index: string; shard: number }[] = [];
  for (const i of indices) for (let s = 0; s < shardCount(i); s++) all.push({ index: i.name, shard: s });
  all.sort((a, b) => a.shard - b.shard || (a.index < b.index ? -1 : a.index > b.index ? 1 : 0));
  const out = new Map<string, number[]>();
  all.forEach((e, k) => {
    const list = out.get(e.index) ?? [];
    list[e.shard] = k;
    out.set(e.index, list);
  });
  return out;
}

/**
 * Per shard reader, each live document's shard-wide doc id (its segment's doc base plus its id there; the first
 * live leaf holding it, as a merged segment may still list a document its source segment marks deleted).
 * Built once per reader: a sort by `_shard_doc` (every point-in-time search's tiebreaker) asks for every
 * matching document, and reading the leaves per document cost a Map lookup per segment per document.
 */
const SHARD_IDS = new WeakMap<ShardReader, Map<Doc, number>>();

function shardIds(reader: ShardReader): Map<Doc, number> {
  let m = SHARD_IDS.get(reader);
  if (!m) {
    m = new Map();
    for (const leaf of reader.leaves) {
      const docs = leaf.docs;
      for (let k = 0; k < docs.length; k++) if (!leaf.deleted?.[k] && !m.has(docs[k]!)) m.set(docs[k]!, leaf.docBase + k);
    }
    SHARD_IDS.set(reader, m);
  }
  return m;
}

/** The `_shard_doc` value of each document of an index, given its shards' request indexes. */
export function shardDocOf(index: IndexState, profile: Profile, requestIndexes: readonly number[]): (doc: Doc) => number {
  const readers = shardReaders(index, profile);
  const n = readers.length;
  const ids = readers.map((r) => (r ? shardIds(r) : new Map<Doc, number>()));
  return (doc) => {
    const shard = n === 1 ? 0 : shardOf(index, profile, doc.id, doc.routing);
    return (requestIndexes[shard] ?? 0) * 2 ** 32 + (ids[shard]?.get(doc) ?? 0);
  };
}
