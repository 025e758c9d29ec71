/**
 * knn on a vector field inside a `nested` path, from the parent documents (ES 8.11+): Lucene's
 * DiversifyingChildrenFloatKnnVectorQuery scores every nested object that has a vector and keeps, per
 * parent, its best child; the k best parents are the hits, each scored by its best child. A filter on the
 * parents (KnnVectorQueryBuilder: a filter that might match non-nested documents is joined to their
 * children, 8.14+) limits which parents' children are searched.
 */
import type { ShardView } from '../engine/shardTypes.ts';
import type { VectorField } from './vectorField.ts';
import { docVector } from './vectorField.ts';
import { vectorScore } from './similarity.ts';
import { nestedView, type NestedView } from '../engine/nestedViews.ts';
import type { QNode } from '../engine/qnode.ts';
import { scopeOf } from '../nested/scope.ts';
import type { Profile } from '../../../profiles.ts';

/** The nested path whose objects hold the field, when the view is not already that path's own view. */
export function nestedKnnPath(view: ShardView, field: string): string | undefined {
  const path = scopeOf(view.index, field);
  if (path === '') return undefined;
  const own = (view as { path?: string }).path;
  return own === path ? undefined : path;
}

/** Each parent's best child score (parents in `allowed`, or all), the best `k` parents: [parent id, score]. */
export function nestedKnnTop(view: ShardView, path: string, vf: VectorField, query: number[], k: number, minScore: number | undefined, allowed: ArrayLike<number> | undefined, profile: Profile): [number, number][] {
  const nv = nestedView(view, path, profile);
  const ok = allowed ? new Set(Array.from(allowed)) : undefined;
  const best = new Map<number, number>();
  for (let id = 0; id < nv.docs.length; id++) {
    if (nv.deleted?.[id]) continue;
    const parent = nv.parentOf[id]!;
    if (ok && !ok.has(parent)) continue;
    const v = docVector(nv.docs[id]!, vf, view.index.name);
    if (!v || v.length !== query.length) continue;
    const s = vectorScore(vf.similarity, query, v);
    if (minScore !== undefined && s < minScore) continue;
    const prev = best.get(parent);
    if (prev === undefined || s > prev) best.set(parent, s);
  }
  const scored = [...best.entries()];
  scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return scored.slice(0, k).sort((a, b) => a[0] - b[0]);
}

/** Whether the view is the nested objects of the field's own path (a knn query inside a `nested` query). */
export function isNestedViewOf(view: ShardView, field: string): view is NestedView {
  const own = view as Partial<NestedView>;
  return own.parentOf !== undefined && own.path === scopeOf(view.index, field);
}

/**
 * A knn query inside a `nested` query on its path (ESDiversifyingChildrenFloatKnnVectorQuery, the parent filter
 * being the level above): per parent its best child, the `k` best of those: [child id, score]. The filter selects
 * children, or (`filterOnParents`) parents whose children are then searched (knnNestedFilter.ts).
 */
export function diversifiedTop(nv: NestedView, vf: VectorField, query: number[], node: QNode & { kind: 'knn' }, runFilter: (view: ShardView) => ArrayLike<number>): [number, number][] {
  let allowed: (id: number) => boolean = () => true;
  if (node.filter && node.filterOnParents) {
    const parents = new Set(Array.from(runFilter(nv.parentView)));
    allowed = (id) => parents.has(nv.parentOf[id]!);
  } else if (node.filter) {
    const children = new Set(Array.from(runFilter(nv)));
    allowed = (id) => children.has(id);
  }
  const best = new Map<number, [number, number]>();
  for (let id = 0; id < nv.docs.length; id++) {
    if (nv.deleted?.[id] || !allowed(id)) continue;
    const v = docVector(nv.docs[id]!, vf, nv.index.name);
    if (!v || v.length !== query.length) continue;
    const s = vectorScore(vf.similarity, query, v);
    if (node.minScore !== undefined && s < node.minScore) continue;
    const parent = nv.parentOf[id]!;
    const prev = best.get(parent);
    if (prev === undefined || s > prev[1]) best.set(parent, [id, s]);
  }
  const scored = [...best.values()];
  scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return scored.slice(0, node.k).sort((a, b) => a[0] - b[0]);
}
