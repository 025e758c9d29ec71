/**
 * A searcher's view of an index: per shard, its documents in doc-id order (`Doc.order`, the simulator's
 * `_doc` order) as a refresh left them, and per field the index Lucene would hold (built on first use).
 * A view is made again after the index changes; deleted and replaced documents are then gone from the
 * statistics, as after a merge (a real shard keeps them in docFreq until its segments merge: the one
 * place where scores here can differ from a cluster's, documented in the README).
 */
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { docsInOrder, visibleDocs } from '../execute.ts';
import { resolveField } from '../fields.ts';
import { shardCount, shardOf } from '../routing.ts';
import { buildKeywordIndex, buildTextIndex, sourcesOf, type FieldIndex } from './fieldIndex.ts';
import { luceneGeneration } from './similarity.ts';
import { visibleIn } from '../nested/scope.ts';

export { visibleDocs };

export interface ShardView {
  index: IndexState;
  shard: number;
  /** Documents by doc id. */
  docs: readonly Doc[];
  /** The index of a field (text or keyword) on this shard, or undefined when the field is neither. */
  field(name: string): FieldIndex | undefined;
}

interface Cached {
  docsMap: Map<string, Doc>;
  size: number;
  seqNo: number;
  settings: object;
  mappings: object;
  profile: Profile;
  views: ShardView[];
}

const CACHE = new WeakMap<IndexState, Cached>();

/** The shard views of an index as searches see it now. */
export function shardViews(index: IndexState, profile: Profile): ShardView[] {
  const docsMap = visibleDocs(index);
  const c = CACHE.get(index);
  if (c && c.docsMap === docsMap && c.size === docsMap.size && (index.visible !== undefined || c.seqNo === index.seqNo) && c.settings === index.settings && c.mappings === index.mappings && c.profile === profile) return c.views;
  const n = shardCount(index);
  const perShard: Doc[][] = Array.from({ length: n }, () => []);
  const ordered = docsInOrder(index);
  for (const d of ordered) perShard[n === 1 ? 0 : shardOf(index, profile, d.routing ?? d.id)]!.push(d);
  const gen = luceneGeneration(profile);
  const views = perShard.map((docs, shard): ShardView => {
    const fields = new Map<string, FieldIndex | undefined>();
    return {
      index,
      shard,
      docs,
      field(name) {
        if (fields.has(name)) return fields.get(name);
        const ref = resolveField(index, name);
        let fi: FieldIndex | undefined;
        // A field under a nested path lives in the hidden nested documents (engine/nestedViews.ts), not here.
        const refs = (ref.kind === 'text' || ref.kind === 'keyword') && visibleIn(index, name, '') ? sourcesOf(index, ref, (n) => resolveField(index, n)) : [];
        if (ref.kind === 'text' && refs.length > 0) fi = buildTextIndex(index, profile, gen, docs, refs);
        else if (ref.kind === 'keyword' && ref.def?.type !== undefined && refs.length > 0) fi = buildKeywordIndex(index, profile, docs, refs);
        fields.set(name, fi);
        return fi;
      },
    };
  });
  CACHE.set(index, { docsMap, size: docsMap.size, seqNo: index.seqNo, settings: index.settings, mappings: index.mappings, profile, views });
  return views;
}
