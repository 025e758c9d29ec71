/**
 * The hidden documents of a nested path on one shard, as a view the scorers run on: one document per
 * nested object (the object alone at its path), in block order (a parent's children together, in source
 * order), each knowing its parent in the view it was made from. Field indexes are built over these
 * documents only, so a nested field's statistics (docCount, docFreq, norms) are its objects', as in Lucene.
 */
import type { Profile } from '../../../profiles.ts';
import { resolveField } from '../fields.ts';
import { childDoc, nestedObjects, visibleIn } from '../nested/scope.ts';
import { buildKeywordIndex, buildTextIndex, sourcesOf, type FieldIndex } from './fieldIndex.ts';
import type { ShardView } from './shardViews.ts';
import { luceneGeneration } from './similarity.ts';
import type { Doc } from '../../doc.ts';

/** A shard view of the objects at a nested path under the documents of another view. */
export interface NestedView extends ShardView {
  path: string;
  /** The view the objects were found under (the root documents, or an outer nested path's). */
  parentView: ShardView;
  /** Per child doc id: its parent's doc id in `parentView`. */
  parentOf: Int32Array;
  /** Per child doc id: its offset among its parent's objects of this path (`_nested.offset`). */
  offsets: Int32Array;
}

const CACHE = new WeakMap<ShardView, Map<string, NestedView>>();

/** The view of the nested objects at `path` under the documents of `view` (built once per view). */
export function nestedView(view: ShardView, path: string, profile: Profile): NestedView {
  let byPath = CACHE.get(view);
  if (!byPath) CACHE.set(view, (byPath = new Map()));
  const hit = byPath.get(path);
  if (hit) return hit;
  const docs: Doc[] = [];
  const parents: number[] = [];
  const offs: number[] = [];
  for (let p = 0; p < view.docs.length; p++) {
    const parent = view.docs[p]!;
    for (const o of nestedObjects(parent, path)) {
      docs.push(childDoc(parent, path, o.obj));
      parents.push(p);
      offs.push(o.offset);
    }
  }
  const index = view.index;
  const gen = luceneGeneration(profile);
  const fields = new Map<string, FieldIndex | undefined>();
  const nv: NestedView = {
    index,
    shard: view.shard,
    docs,
    path,
    parentView: view,
    parentOf: Int32Array.from(parents),
    offsets: Int32Array.from(offs),
    field(name) {
      if (fields.has(name)) return fields.get(name);
      const ref = resolveField(index, name);
      let fi: FieldIndex | undefined;
      if (visibleIn(index, name, path)) {
        const refs = ref.kind === 'text' || ref.kind === 'keyword' ? sourcesOf(index, ref, (n) => resolveField(index, n)) : [];
        if (ref.kind === 'text') fi = buildTextIndex(index, profile, gen, docs, refs);
        else if (ref.kind === 'keyword' && ref.def?.type !== undefined) fi = buildKeywordIndex(index, profile, docs, refs);
      }
      fields.set(name, fi);
      return fi;
    },
  };
  byPath.set(path, nv);
  return nv;
}

/** The view of `root`'s shard at the same nested depth as `like` (a root view for a root view): dfs sums statistics over these. */
export function sameScope(root: ShardView, like: ShardView, profile: Profile): ShardView {
  if (!('parentView' in like)) return root;
  const nv = like as NestedView;
  return nestedView(sameScope(root, nv.parentView, profile), nv.path, profile);
}
