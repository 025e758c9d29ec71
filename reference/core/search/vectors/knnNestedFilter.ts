/**
 * Where a knn filter applies when the vector field lives in a nested path (KnnVectorQueryBuilder.doToQuery,
 * 8.14+, 130_knn_query_nested_search.yml "nested kNN query search with filter that might match nested docs"):
 * a filter that might match non-nested documents (NestedHelper.mightMatchNonNestedDocs) is run on the parents
 * and joined to their children (ToChildBlockJoinQuery); one on the nested path's own fields filters the children.
 * A filtered alias is such a parent filter.
 */
import { isObject, type Json } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import { scopeOf } from '../nested/scope.ts';

/** Queries whose body names its field by `field` rather than by its one key. */
const FIELD_PARAM = new Set(['exists', 'knn']);
/** Compound queries: their bodies hold queries, not fields. */
const COMPOUND = new Set(['bool', 'must', 'filter', 'should', 'must_not', 'constant_score', 'dis_max', 'queries', 'boosting', 'positive', 'negative']);

/** The fields a query names (its leaves' field keys), with `*` for a leaf that names none (match_all…). */
function fieldsOf(q: Json, out: string[]): void {
  if (Array.isArray(q)) return q.forEach((c) => fieldsOf(c, out));
  if (!isObject(q)) return;
  for (const [kind, body] of Object.entries(q)) {
    if (COMPOUND.has(kind)) fieldsOf(body as Json, out);
    else if (kind === 'nested') continue; // a nested query matches only its own scope's parents
    else if (FIELD_PARAM.has(kind) && isObject(body) && typeof body.field === 'string') out.push(body.field);
    else if (isObject(body) && Object.keys(body).length > 0) out.push(...Object.keys(body).filter((k) => k !== 'boost' && k !== '_name'));
    else out.push('*');
  }
}

/** Whether the knn's filters on a nested vector field select parents (any names a field outside the path). */
export function filterOnParents(index: IndexState, field: string, filters: readonly Json[]): boolean {
  const path = scopeOf(index, field);
  if (path === '') return false;
  const fields: string[] = [];
  fieldsOf(filters as Json, fields);
  return fields.some((f) => !f.startsWith(path + '.'));
}
