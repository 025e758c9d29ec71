/**
 * The hidden documents of a nested path on one shard, as a view the scorers run on: one document per
 * nested object (the object alone at its path), in block order (a parent's children together, in source
 * order), each knowing its parent in the view it was made from. Field indexes are built over these
 * documents only, so a nested field's statistics (docCount, docFreq, norms) are its objects', as in Lucene.
 */
import type { Profile } from '../../../profiles.ts';
import { childDoc, nestedObjects, visibleIn } from '../nested/scope.ts';
import { valuesFrom, type FieldIndex } from './fieldIndex.ts';
import { FieldBuilder } from './fieldBuilder.ts';
import { specOf } from './segment.ts';
import type { ShardReader, ShardView } from './shardTypes.ts';
import { sumFreqs } from './shardViews.ts';
import type { FieldStats } from './similarity.ts';
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
  const fields = new Map<string, FieldIndex | undefined>();
  // A deleted parent's objects are deleted with it (one block), and still counted in the statistics.
  let deleted: Uint8Array | undefined;
  if (view.deleted) {
    deleted = new Uint8Array(docs.length);
    for (let i = 0; i < docs.length; i++) deleted[i] = view.deleted[parents[i]!]!;
  }
  const nv: NestedView = {
    index,
    shard: view.shard,
    docs,
    deleted,
    docBase: 0,
    path,
    parentView: view,
    parentOf: Int32Array.from(parents),
    offsets: Int32Array.from(offs),
    field(name) {
      if (fields.has(name)) return fields.get(name);
      let fi: FieldIndex | undefined;
      const spec = visibleIn(index, name, path) ? specOf(index, profile, name) : undefined;
      if (spec) {
        const b = new FieldBuilder(spec);
        for (let d = 0; d < docs.length; d++) b.add(d, valuesFrom(docs[d]!, spec.refs, index.name));
        fi = b.seal(docs.length);
      }
      fields.set(name, fi);
      return fi;
    },
    get reader() {
      return nestedReader(view.reader, path, profile);
    },
  };
  byPath.set(path, nv);
  return nv;
}

const READERS = new WeakMap<ShardReader, Map<string, ShardReader>>();

/**
 * A shard's nested documents at `path` as one reader: its leaves are the nested views of the parent
 * reader's leaves, its statistics summed over them (a nested field's docCount and docFreq are its
 * objects', in every segment of the shard, as Lucene counts the hidden documents).
 */
export function nestedReader(parent: ShardReader, path: string, profile: Profile): ShardReader {
  let byPath = READERS.get(parent);
  if (!byPath) READERS.set(parent, (byPath = new Map()));
  const hit = byPath.get(path);
  if (hit) return hit;
  let leaves: ShardView[] | undefined;
  const all = () => (leaves ??= parent.leaves.map((l) => nestedView(l, path, profile)));
  const stats = new Map<string, FieldStats | undefined>();
  const r: ShardReader = {
    shard: parent.shard,
    get leaves() {
      return all();
    },
    get maxDoc() {
      return all().reduce((n, l) => n + l.docs.length, 0);
    },
    fieldStats(field) {
      if (!stats.has(field)) {
        let any = false;
        let docCount = 0;
        let sumTotalTermFreq = 0;
        for (const l of all()) {
          const fi = l.field(field);
          if (!fi) continue;
          any = true;
          docCount += fi.docCount;
          sumTotalTermFreq += fi.sumTotalTermFreq;
        }
        stats.set(field, any ? { docCount, sumTotalTermFreq } : undefined);
      }
      return stats.get(field);
    },
    docFreq(field, term) {
      let n = 0;
      for (const l of all()) n += l.field(field)?.terms.get(term)?.docs.length ?? 0;
      return n;
    },
    totalTermFreq: (field, term) => sumFreqs(all(), field, term),
    terms(field) {
      const set = new Set<string>();
      for (const l of all()) for (const k of l.field(field)?.terms.keys() ?? []) set.add(k);
      return [...set].sort();
    },
  };
  byPath.set(path, r);
  return r;
}

/** `root` (a shard's reader) at the same nested depth as `like` (the root reader for a root view): dfs sums statistics over these. */
export function sameScopeReader(root: ShardReader, like: ShardView, profile: Profile): ShardReader {
  if (!('parentView' in like)) return root;
  const nv = like as NestedView;
  return nestedReader(sameScopeReader(root, nv.parentView, profile), nv.path, profile);
}
