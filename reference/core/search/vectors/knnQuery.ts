/**
 * The `knn` query: Elasticsearch's (8.12+, KnnVectorQueryBuilder: `field`, `query_vector`, `k`,
 * `num_candidates`, `filter`, `similarity`, `boost`) and the OpenSearch k-NN plugin's
 * (`{knn: {<field>: {vector, k, filter, boost}}}`). Each shard keeps its best k (exact), scored by the
 * field's similarity; the scan's predicate asks the same shard-level search which documents it kept.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import { fieldParseFailed, vectorHexFailure, isEsError, knnInvalid, knnQueryBuildFailed, queryBodyNotAnObject, type EsError } from '../../errors/index.ts';
import { decodeHexVector } from './hexVector.ts';
import type { PathStep } from '../../mapping/locate.ts';
import { unknownQuery } from '../../errors/index.ts';
import { MATCH_NONE, where, type CompiledQuery, type QueryContext } from '../queryLeaves.ts';
import type { QNode } from '../engine/qnode.ts';
import { scoreIndex } from '../engineHook.ts';
import { preparing } from '../resumable/prepared.ts';
import { knnFieldOn } from './knnField.ts';
import { knnQueryCount, knnQueryRequired } from './knnQueryParams.ts';
import { readOversample } from './knnRescore.ts';
import { osKnnFieldProblem, readOsKnnBody, type OsKnnBody } from './osKnnQuery.ts';
import { keyAt } from '../../byScroll/bodyPosition.ts';

/** A parsed knn query, either shape. */
export interface KnnQuerySpec {
  field: string;
  vector: number[];
  k: number;
  filter: Json[];
  similarity?: number;
  boost: number;
  /** `rescore_vector.oversample` (8.18+). */
  oversample?: number;
  /** The OpenSearch plugin's reading (its radial bound, ignore_unmapped): osKnnQuery.ts. */
  os?: OsKnnBody;
}

type Compile = (q: Json, ctx: QueryContext, path: PathStep[]) => CompiledQuery | EsError;

/** Reads a knn query body in the profile's shape. */
export function parseKnnQuery(ctx: QueryContext, body: Json, path: PathStep[]): KnnQuerySpec | EsError {
  if (ctx.profile.knnQuery === 'none') return unknownQuery(ctx.profile, 'knn', where(ctx, path));
  if (!isObject(body)) return queryBodyNotAnObject('knn', where(ctx, path));
  let o: JsonObject = body;
  let field: string | undefined;
  let vector: Json | undefined;
  let os: OsKnnBody | undefined;
  if (ctx.profile.knnQuery === 'opensearch') {
    const keys = Object.keys(body);
    if (keys.length !== 1 || !isObject(body[keys[0]!])) return knnInvalid('[knn] requires exactly one field with its vector and k');
    field = keys[0]!;
    o = body[field] as JsonObject;
    const read = readOsKnnBody(ctx.profile, field, o, (p) => where(ctx, [...path, ...p]), (p) => keyAt(ctx.rawBody, [...path, ...p]));
    if (isEsError(read)) return read;
    os = read;
    vector = o.vector as Json | undefined;
  } else {
    field = typeof o.field === 'string' ? o.field : undefined;
    vector = o.query_vector as Json | undefined;
    const missing = knnQueryRequired(ctx.profile, o);
    if (missing) return missing;
    if (field === undefined) return knnInvalid('Required [field]');
  }
  // A hex string stands for a byte vector (8.13+, VectorData), decoded whatever the field's element type.
  if (typeof vector === 'string' && ctx.profile.denseVectorHex && ctx.profile.knnQuery === 'elasticsearch') {
    const bytes = decodeHexVector(vector);
    if (!Array.isArray(bytes)) return fieldParseFailed(ctx.profile, 'knn', 'query_vector', where(ctx, [...path, 'query_vector']), vectorHexFailure(bytes.error).cause);
    vector = bytes;
  }
  let k: number;
  if (os) {
    if (!Array.isArray(vector)) return knnInvalid('[knn] requires query vector');
    k = os.k;
  } else {
    const kept = knnQueryCount(ctx.profile, o, ctx.requestSize, where(ctx, [...path, 'k']));
    if (isEsError(kept)) return kept;
    k = kept;
    // KnnVectorQueryBuilder's constructor checks the vector after k and num_candidates (8.15+: wrapped by the parser).
    if (!Array.isArray(vector)) return ctx.profile.knnQueryK ? knnQueryBuildFailed('either [query_vector] or [query_vector_builder] must be provided') : knnInvalid('[knn] requires a query vector');
  }
  const filter = o.filter === undefined ? [] : Array.isArray(o.filter) ? (o.filter as Json[]) : [o.filter as Json];
  const oversample = ctx.profile.knnQuery === 'elasticsearch' ? readOversample(ctx.profile, o.rescore_vector as Json | undefined) : undefined;
  if (isEsError(oversample)) return oversample;
  return {
    field,
    vector: vector.map((x) => Number(x)),
    k,
    filter,
    ...(typeof o.similarity === 'number' ? { similarity: o.similarity } : {}),
    boost: typeof o.boost === 'number' ? Math.fround(o.boost) : 1,
    ...(oversample !== undefined ? { oversample } : {}),
    ...(os ? { os } : {}),
  };
}

/** Probing the body before any index (query.ts compiles against an index with no mappings). */
function probing(ctx: QueryContext): boolean {
  return ctx.index.uuid === '_na_' && ctx.index.mappings.size === 0;
}

/** `knn` as a predicate: the documents each shard's best k holds (checked, with the field, as the shard checks them). */
export function knnQuery(ctx: QueryContext, body: Json, path: PathStep[], compile: Compile): CompiledQuery | EsError {
  const spec = parseKnnQuery(ctx, body, path);
  if (isEsError(spec)) return spec;
  for (const f of spec.filter) {
    const c = compile(f, ctx, [...path, 'filter']);
    if (isEsError(c)) return c;
  }
  if (probing(ctx)) return MATCH_NONE;
  const env = { profile: ctx.profile, now: ctx.now };
  if (spec.os) {
    const problem = osKnnFieldProblem(ctx.index, ctx.profile, spec.os, spec.vector.length);
    if (problem === 'none') return MATCH_NONE;
    if (isEsError(problem)) return problem;
  }
  const vf = knnFieldOn(ctx.index, env, spec.field, spec.vector.length, 'query');
  if (isEsError(vf)) return vf;
  if (vf === 'none') return MATCH_NONE;
  // The documents the engine's shard-level search keeps (each shard's best k over its segments).
  const keep = (): Set<Doc> => {
    const scores = scoreIndex(ctx, { knn: body });
    return new Set(isEsError(scores) ? [] : scores.keys());
  };
  // Under a driver that prepares work in slices (a sorted search, aggregations, a count) the scan runs now, in its
  // slices, and the query phase reads its tops after (knnScorer.ts); elsewhere on the first test, whole.
  let kept: Set<Doc> | undefined = preparing() ? keep() : undefined;
  return {
    score: spec.boost,
    test: (d) => (kept ??= keep()).has(d),
  };
}
