/**
 * A document of a shard view as the doc-values readers (aggs/docValues.ts) take it: a root document, or, on a
 * nested view, the nested object with its path and parents. Score functions inside a `nested` query read the
 * nested document's own values, as Lucene's doc values of the hidden document (FieldValueFactorFunction,
 * DecayFunctionBuilder on the nested leaf); the view's child docs alone hide them behind their full path.
 */
import type { Json, JsonObject } from '../../json.ts';
import type { Row } from '../aggs/rows.ts';
import type { NestedView } from './nestedViews.ts';
import type { ShardView } from './shardTypes.ts';

/** The doc-values row of `docId` in `view` (a NestedView's docs are nested rows). */
export function rowAt(view: ShardView, docId: number): Row {
  const nv = view as Partial<NestedView>;
  if (nv.parentOf === undefined || nv.path === undefined || nv.parentView === undefined) return view.docs[docId]!;
  const parent = rowAt(nv.parentView, nv.parentOf[docId]!);
  // nested/scope.ts childDoc wraps the object in its full path.
  let obj: Json | undefined = view.docs[docId]!.parsed;
  for (const seg of nv.path.split('.')) obj = (obj as JsonObject | undefined)?.[seg] as Json | undefined;
  return { nested: true, root: 'nested' in parent ? parent.root : parent, path: nv.path, obj: (obj ?? {}) as JsonObject, parent };
}
