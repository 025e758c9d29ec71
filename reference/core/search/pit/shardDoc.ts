/**
 * `_shard_doc` values (ES ≥ 7.12, ShardDocSortField): `(shardRequestIndex << 32) | docId`, where the
 * shard request index is the shard's place in the search's shard list (sorted by shard number, then index
 * name: ShardId.compareTo) and the doc id its Lucene id on that shard (here its place in the shard view).
 */
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { shardReaders } from '../engine/shardViews.ts';
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

const LOCAL_IDS = new WeakMap<readonly Doc[], Map<Doc, number>>();

function localIds(docs: readonly Doc[]): Map<Doc, number> {
  let m = LOCAL_IDS.get(docs);
  if (!m) {
    m = new Map();
    docs.forEach((d, k) => m!.set(d, k));
    LOCAL_IDS.set(docs, m);
  }
  return m;
}

/** The `_shard_doc` value of each document of an index, given its shards' request indexes. */
export function shardDocOf(index: IndexState, profile: Profile, requestIndexes: readonly number[]): (doc: Doc) => number {
  const readers = shardReaders(index, profile);
  const n = readers.length;
  return (doc) => {
    const shard = n === 1 ? 0 : shardOf(index, profile, doc.id, doc.routing);
    // The shard-wide doc id: the segment's doc base plus the document's id in it.
    let local = 0;
    for (const leaf of readers[shard]?.leaves ?? []) {
      const k = localIds(leaf.docs).get(doc);
      if (k !== undefined && !leaf.deleted?.[k]) {
        local = leaf.docBase + k;
        break;
      }
    }
    return (requestIndexes[shard] ?? 0) * 2 ** 32 + local;
  };
}
