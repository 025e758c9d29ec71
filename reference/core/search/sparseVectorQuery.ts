/**
 * The `sparse_vector` query (SparseVectorQueryBuilder, ES 8.15) with a literal `query_vector` of token weights:
 * a disjunction of FeatureField.newLinearQuery(field, token, weight) clauses (WeightedTokensUtils
 * .queryBuilderWithAllTokens), so a document's score is the sum over the tokens it has of weight × its stored
 * value (a FeatureField, 9 bits of mantissa kept). An `inference_id` needs an inference endpoint and token
 * pruning the shard's token statistics: neither is simulated. A field the index does not map matches nothing.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import type { Doc } from '../doc.ts';
import { isEsError, notSupportedBySimulator, scoreQueryRequired, sparseVectorQueryNoInput, unknownField, unknownQuery, type EsError } from '../errors/index.ts';
import type { PathStep } from '../mapping/locate.ts';
import { featureOf } from '../mapping/rankFeatureValues.ts';
import { MATCH_NONE, where, type CompiledQuery, type QueryContext } from './queryLeaves.ts';
import { resolveField, sourceValues } from './fields.ts';
import { linearFeatureNode } from './featureQueries.ts';
import type { QNode } from './engine/qnode.ts';

const KEYS = new Set(['field', 'query_vector', 'inference_id', 'query', 'prune', 'pruning_config', 'boost', '_name']);

interface SparseVectorSpec {
  field: string;
  tokens: [string, number][];
  boost: number;
}

function parseSparseVector(ctx: QueryContext, body: Json, path: PathStep[]): SparseVectorSpec | EsError {
  if (!ctx.profile.sparseVectorQuery) return unknownQuery(ctx.profile, 'sparse_vector', where(ctx, path));
  const b: JsonObject = isObject(body) ? body : {};
  for (const k of Object.keys(b)) if (!KEYS.has(k)) return unknownField(ctx.profile, 'sparse_vector', k, where(ctx, [...path, k]));
  if (b.field === undefined) return scoreQueryRequired(['field']);
  if (b.inference_id !== undefined || b.query !== undefined) return notSupportedBySimulator('A sparse_vector query with an inference_id (it needs an inference endpoint)');
  if (!isObject(b.query_vector)) return sparseVectorQueryNoInput();
  if (b.prune === true || b.prune === 'true') return notSupportedBySimulator('Token pruning of a sparse_vector query');
  const tokens = Object.entries(b.query_vector).map(([t, w]) => [t, Number(w)] as [string, number]);
  return { field: String(b.field), tokens, boost: typeof b.boost === 'number' ? Math.fround(b.boost) : 1 };
}

/** A document's stored value of one token of a sparse_vector field (a positive FeatureField), or undefined. */
function tokenValue(ctx: QueryContext, field: string): ((token: string) => (d: Doc) => number | undefined) | undefined {
  const ref = resolveField(ctx.index, field);
  if (ref.def?.type !== 'sparse_vector') return undefined;
  return (token) => (d) => {
    const obj = sourceValues(d.parsed, ref).find((v) => isObject(v)) as Record<string, Json> | undefined;
    const n = obj ? Number(obj[token]) : NaN;
    return Number.isNaN(n) ? undefined : featureOf(Math.fround(n), true);
  };
}

/** Compiles `sparse_vector` for query.ts: which documents have at least one of the tokens. */
export function sparseVectorQuery(ctx: QueryContext, body: Json, path: PathStep[]): CompiledQuery | EsError {
  const spec = parseSparseVector(ctx, body, path);
  if (isEsError(spec)) return spec;
  const value = tokenValue(ctx, spec.field);
  if (!value) return MATCH_NONE;
  const readers = spec.tokens.map(([t]) => value(t));
  return { test: (d) => readers.some((r) => (r(d) ?? 0) > 0), score: spec.boost };
}

/** The engine tree of `sparse_vector`: a sum of one linear feature clause per token. */
export function sparseVectorTree(body: Json, ctx: QueryContext): QNode {
  const spec = parseSparseVector(ctx, body, ['query', 'sparse_vector']);
  if (isEsError(spec)) return { kind: 'none' };
  const value = tokenValue(ctx, spec.field);
  if (!value) return { kind: 'none' };
  const should = spec.tokens.map(([t, w]) => linearFeatureNode(spec.field, t, w, value(t)));
  return { kind: 'bool', must: [], should, filter: [], mustNot: [], msm: 1, boost: spec.boost };
}
