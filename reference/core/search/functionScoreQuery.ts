/**
 * `function_score` for query.ts: parses and validates the body (its query, its filters, and each function
 * as the shard creates it, so errors come from one place), and matches what its query matches. Where the
 * match depends on the score (`min_score`) or scoring can fail (`field_value_factor` without a value or
 * with a negative result), the engine scores the index once here: a failure is the search's error (the
 * shard failure ES reports), and `min_score` keeps what scores at least it.
 */
import type { Json } from '../json.ts';
import type { Doc } from '../doc.ts';
import { isEsError, type EsError } from '../errors/index.ts';
import type { PathStep } from '../mapping/locate.ts';
import { MATCH_ALL, type CompiledQuery, type QueryContext } from './queryLeaves.ts';
import { parseFunctionScore } from './functionScore/spec.ts';
import { resolveFunction } from './functionScore/functions.ts';
import { scoreIndex } from './engineHook.ts';

export { scoreIndex };

type Compile = (q: Json, ctx: QueryContext, path: PathStep[]) => CompiledQuery | EsError;

/** Whether the query is compiled by the parse probe, before any index is consulted (execute.ts blankIndex). */
export function isParseProbe(ctx: QueryContext): boolean {
  return ctx.index.uuid === '_na_' && ctx.index.name === '_na_';
}

/** Compiles `function_score`. */
export function functionScoreQuery(ctx: QueryContext, body: Json, path: PathStep[], compile: Compile): CompiledQuery | EsError {
  const spec = parseFunctionScore(ctx, body, path);
  if (isEsError(spec)) return spec;
  const inner = spec.query !== undefined ? compile(spec.query, ctx, spec.queryPath) : MATCH_ALL;
  if (isEsError(inner)) return inner;
  for (const ff of spec.functions) {
    if (ff.filter === undefined) continue;
    const c = compile(ff.filter, ctx, ff.filterPath ?? path);
    if (isEsError(c)) return c;
  }
  // The parse probe (execute.ts querySource) compiles against a blank index: the shard's checks wait for a real one.
  if (isParseProbe(ctx)) return inner;
  for (const ff of spec.functions) {
    const fn = resolveFunction(ctx, ff);
    if (isEsError(fn)) return fn;
  }
  const mayFail = spec.functions.some((ff) => ff.fn.kind === 'field_value_factor' || ff.fn.kind === 'script_score');
  if (spec.minScore === undefined && !mayFail) return { test: inner.test, score: inner.score, ...(inner.matchAll ? { matchAll: true } : {}) };
  // Inside a nested query the functions read the nested documents' values: the shard's run is the nested query's.
  const scores = ctx.nestedScope === undefined ? scoreIndex(ctx, { function_score: body }) : scoreIndex({ ...ctx, nestedScope: undefined }, { nested: { path: ctx.nestedScope, query: { function_score: body } } });
  if (isEsError(scores)) return scores;
  if (spec.minScore === undefined) return { test: inner.test, score: inner.score, ...(inner.matchAll ? { matchAll: true } : {}) };
  if (ctx.nestedScope === undefined) return { test: (d) => scores.has(d), score: 1 };
  // Under a nested path the scores are the roots having an object that passes: an object's test asks for its root
  // (nested/scope.ts childDoc keeps the root's id and type), which the enclosing nested query then matches.
  const roots = new Set([...scores.keys()].map((d) => `${d.type}#${d.id}`));
  return { test: (d) => roots.has(`${d.type}#${d.id}`), score: 1 };
}
