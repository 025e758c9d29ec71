/**
 * The keys of the queries whose body holds only their own options (match_all, match_none, exists, ids,
 * constant_score), checked as each one's fromXContent checks them: a key it does not read is refused, never
 * ignored, so a typo (`"_nmae"`, `"feild"`) fails as on Elasticsearch instead of matching everything.
 */
import { osKnnUnknownField, queryKeyUnsupported, queryObjectParserUnknown, queryUnexpectedToken, queryUnknownToken, type EsError } from '../errors/index.ts';
import { isObject, xContentToken, type Json } from '../json.ts';
import { keyAt } from '../byScroll/bodyPosition.ts';
import type { PathStep } from '../mapping/locate.ts';
import { where, type QueryContext } from './queryLeaves.ts';

/** declareStandardFields: every query builder's `boost` and `_name`. */
const STANDARD = ['boost', '_name'];

/** Queries built by an ObjectParser (7.x–8.x MatchAllQueryBuilder, IdsQueryBuilder): the names each declares. */
function objectParserFields(ctx: QueryContext, name: string): readonly string[] | undefined {
  if (name === 'match_all') return STANDARD;
  // IdsQueryBuilder of 7.x also declares the deprecated `type`/`types`; 8.0 and OpenSearch 2 removed them.
  if (name === 'ids') return ctx.profile.typedApis ? ['values', 'type', 'types', ...STANDARD] : ['values', ...STANDARD];
  return undefined;
}

/**
 * Elasticsearch's knn query (KnnVectorQueryBuilder, 8.12+): a ConstructingObjectParser applied as it is, so an
 * undeclared key is `[l:c] [knn] unknown field [k]` at the key (the same words as OpenSearch's k-NN parser).
 * `k` is declared from 8.15, `rescore_vector` from 8.18; `visit_percentage` (9.2) is let through everywhere,
 * its release not being modelled.
 */
function esKnnFields(ctx: QueryContext): readonly string[] | undefined {
  if (ctx.profile.knnQuery !== 'elasticsearch') return undefined;
  const fields = ['field', 'query_vector', 'query_vector_builder', 'num_candidates', 'similarity', 'filter', 'visit_percentage', ...STANDARD];
  if (ctx.profile.knnQueryK) fields.push('k');
  if (ctx.profile.knnRescoreVector) fields.push('rescore_vector');
  return fields;
}

/** Hand-written loops (MatchNoneQueryBuilder, ExistsQueryBuilder): the value keys each reads. */
const VALUE_KEYS: Record<string, readonly string[]> = { match_none: STANDARD, exists: ['field', ...STANDARD] };

/** The first key of the query's body its parser refuses, as it refuses it; undefined when all are read. */
export function ownKeysProblem(ctx: QueryContext, name: string, body: Json, path: PathStep[]): EsError | undefined {
  if (!isObject(body)) return undefined;
  const declared = objectParserFields(ctx, name);
  const knn = name === 'knn' ? esKnnFields(ctx) : undefined;
  for (const [k, v] of Object.entries(body) as [string, Json][]) {
    const at = [...path, k];
    if (knn) {
      if (!knn.includes(k)) return osKnnUnknownField(ctx.profile, k, knn, keyAt(ctx.rawBody, at));
    } else if (declared) {
      if (!declared.includes(k)) return queryObjectParserUnknown(ctx.profile, name, k, keyAt(ctx.rawBody, at), where(ctx, at), declared);
    } else if (name === 'constant_score') {
      // ConstantScoreQueryBuilder: `filter` is an object, `_name`/`boost` values; an array or null has no branch.
      const token = xContentToken(v);
      if (Array.isArray(v) || v === null) return queryUnexpectedToken(token, where(ctx, at));
      if (isObject(v) ? k !== 'filter' : !STANDARD.includes(k)) return queryKeyUnsupported(name, k, where(ctx, at));
    } else if (VALUE_KEYS[name]) {
      // `token.isValue()` is false for objects, arrays and null: `unknown token [..] after [k]`, even for a known key.
      if (isObject(v) || Array.isArray(v) || v === null) return queryUnknownToken(name, xContentToken(v), k, where(ctx, at));
      if (!VALUE_KEYS[name].includes(k)) return queryKeyUnsupported(name, k, where(ctx, at));
    }
  }
  return undefined;
}
