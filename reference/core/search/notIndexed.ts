/**
 * Queries on fields mapped `index: false`. Lucene has no terms or points for such a field, so its field type
 * refuses to build a term, range, prefix, wildcard, regexp, fuzzy or full-text query on it
 * (MappedFieldType.failIfNotIndexed), unless the version can search the field's doc values instead (a slower
 * doc-values query; `docValuesOnlySearch` says which types, per version). An exists query is not affected.
 */
import { fieldNotIndexed, type EsError } from '../errors/index.ts';
import type { FieldRef } from './fields.ts';
import type { QueryContext } from './queryLeaves.ts';

/** The failure a query on this field gets because it is not indexed, or undefined when it can be searched. */
export function notIndexedFailure(ctx: QueryContext, ref: FieldRef): EsError | undefined {
  const def = ref.def;
  if (!def || ref.runtime || ref.metaValue || ref.kind === 'meta' || ref.kind === 'unmapped' || ref.kind === 'object') return undefined;
  if (def.index !== false && def.index !== 'false') return undefined;
  const type = String(def.type ?? '');
  const fallback = ctx.profile.docValuesOnlySearch.includes(type);
  const docValues = def.doc_values !== false && def.doc_values !== 'false';
  if (fallback && docValues) return undefined;
  return fieldNotIndexed(ref.name, fallback, ctx.index);
}
