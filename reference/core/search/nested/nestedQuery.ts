/**
 * The `nested` query (NestedQueryBuilder): parsing with ES's errors, and the predicate the scan uses (a
 * root matches when one of its nested objects, as its own document, matches the inner query). Its
 * scoring (ToParentBlockJoinQuery) is the engine's (engine/queries/nestedScorer.ts).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { isEsError, nestedPathNotFound, nestedRequires, nestedScoreModeUnknown, queryBodyNotAnObject, queryKeyUnsupported, type EsError } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import { MATCH_NONE, where, type CompiledQuery, type QueryContext } from '../queryLeaves.ts';
import { childDoc, nestedObjects, nestedPaths } from './scope.ts';

/** How a parent's score is made of its matching children's (Lucene's join ScoreMode). */
export type NestedScoreMode = 'avg' | 'max' | 'min' | 'sum' | 'none';

/** A parsed `nested` query. */
export interface NestedSpec {
  path: string;
  query: Json;
  scoreMode: NestedScoreMode;
  ignoreUnmapped: boolean;
  innerHits?: JsonObject;
  boost: number;
  name?: string;
}

type Compile = (q: Json, ctx: QueryContext, path: PathStep[]) => CompiledQuery | EsError;

const SCORE_MODES = new Set(['avg', 'max', 'min', 'sum', 'none']);

/** Reads a `nested` body in NestedQueryBuilder.fromXContent's order: keys as they come, then the required fields. */
export function parseNested(ctx: QueryContext, body: Json, path: PathStep[]): NestedSpec | EsError {
  if (!isObject(body)) return queryBodyNotAnObject('nested', where(ctx, path));
  let nestedPath: string | undefined;
  let query: Json | undefined;
  let scoreMode: NestedScoreMode = 'avg';
  let ignoreUnmapped = false;
  let innerHits: JsonObject | undefined;
  let boost = 1;
  let name: string | undefined;
  for (const [k, v] of Object.entries(body)) {
    const isObj = isObject(v);
    if (k === 'query' && isObj) query = v;
    else if (k === 'inner_hits' && isObj) innerHits = v as JsonObject;
    else if (isObj || Array.isArray(v)) return queryKeyUnsupported('nested', k, where(ctx, [...path, k]));
    else if (k === 'path') nestedPath = String(v);
    else if (k === 'boost') boost = Number(v);
    else if (k === 'ignore_unmapped') ignoreUnmapped = v === true || v === 'true';
    else if (k === 'score_mode') {
      if (!SCORE_MODES.has(String(v))) return nestedScoreModeUnknown(String(v));
      scoreMode = String(v) as NestedScoreMode;
    } else if (k === '_name') name = String(v);
    else return queryKeyUnsupported('nested', k, where(ctx, [...path, k]));
  }
  if (nestedPath === undefined) return nestedRequires('path');
  if (query === undefined) return nestedRequires('query');
  return { path: nestedPath, query, scoreMode, ignoreUnmapped, boost, ...(innerHits ? { innerHits } : {}), ...(name !== undefined ? { name } : {}) };
}

/** The parse-only check of a search (query.ts compiles against an index with no mappings): no index to consult. */
function probing(ctx: QueryContext): boolean {
  return ctx.index.uuid === '_na_' && ctx.index.mappings.size === 0;
}

/**
 * Whether a nested path can be queried on this index: the spec's answer (`undefined` to go on), an
 * empty match (unmapped and ignored), or the shard's failure.
 */
export function nestedPathProblem(ctx: QueryContext, spec: NestedSpec): 'none' | EsError | undefined {
  if (nestedPaths(ctx.index).has(spec.path)) return undefined;
  if (spec.ignoreUnmapped || probing(ctx)) return 'none';
  return nestedPathNotFound(spec.path, ctx.index);
}

/** `nested`: the roots (or outer nested objects) one of whose objects at `path` matches the inner query. */
export function nestedQuery(ctx: QueryContext, body: Json, path: PathStep[], compile: Compile): CompiledQuery | EsError {
  const spec = parseNested(ctx, body, path);
  if (isEsError(spec)) return spec;
  const inner = compile(spec.query, { ...ctx, nestedScope: spec.path }, [...path, 'query']);
  if (isEsError(inner)) return inner;
  const problem = nestedPathProblem(ctx, spec);
  if (problem === 'none') return { ...MATCH_NONE, score: spec.boost };
  if (problem) return problem;
  const p = spec.path;
  return { test: (d) => nestedObjects(d, p).some((o) => inner.test(childDoc(d, p, o.obj))), score: spec.boost };
}
