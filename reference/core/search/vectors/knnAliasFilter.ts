/**
 * A filtered alias is a pre-filter of every knn query under it (KnnVectorQueryBuilder.doToQuery adds
 * `context.getAliasFilter()` to the knn's FILTER clauses, 8.12+): the k nearest are found among the alias's
 * documents, not cut down to them afterwards (search.vectors/110_knn_query_with_filter.yml).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';

/** The query with the alias filters (any of them) added to the `filter` of each Elasticsearch-shaped knn query in it. */
export function knnWithAliasPrefilter(query: Json | undefined, aliases: readonly Json[]): Json | undefined {
  if (query === undefined || aliases.length === 0) return query;
  const alias: Json = aliases.length === 1 ? aliases[0]! : { bool: { should: [...aliases] } };
  const walk = (v: Json): Json => {
    if (Array.isArray(v)) return v.map(walk);
    if (!isObject(v)) return v;
    const out: JsonObject = {};
    for (const [k, body] of Object.entries(v)) {
      if (k === 'knn' && isObject(body) && typeof body.field === 'string' && 'query_vector' in body) {
        const own = body.filter === undefined ? [] : Array.isArray(body.filter) ? body.filter : [body.filter as Json];
        out[k] = { ...body, filter: [...own, alias] };
      } else out[k] = walk(body as Json);
    }
    return out;
  };
  return walk(query);
}
