/**
 * `script` and `script_score` for query.ts: their parse errors (ScriptQueryBuilder.fromXContent,
 * ScriptScoreQueryBuilder's ConstructingObjectParser), the script compiled as the shard creates the query,
 * and their matching: a script query runs its script on each document; script_score matches what its
 * query matches, and where `min_score` decides or the script can fail, the engine scores the index once
 * here (the failure is the search's error). Their trees are built for the engine by `scriptTrees`.
 */
import { isObject, type Json } from '../json.ts';
import type { Doc } from '../doc.ts';
import { isEsError, scoreQueryMalformed, scoreQueryRequired, unknownField, type EsError } from '../errors/index.ts';
import type { PathStep } from '../mapping/locate.ts';
import { where, type CompiledQuery, type QueryContext } from './queryLeaves.ts';
import { numberValue } from './functionScore/spec.ts';
import { compileSearchScript, runFilterScript, runScoreScript, type SearchScript } from './scripts/searchScript.ts';
import type { NestedRow } from './aggs/rows.ts';
import { isParseProbe, scoreIndex } from './functionScoreQuery.ts';
import { catchScoreFailure, ScoreFailure } from './engine/customQuery.ts';
import { shardCount } from './routing.ts';
import { shardViews } from './engine/shardViews.ts';
import type { QNode } from './engine/qnode.ts';
import { scriptFilterNode, scriptScoreNode } from './engine/queries/scriptQueries.ts';
import { prepared } from './resumable/prepared.ts';
import { sliceTicker, type Steps } from './resumable/steps.ts';

type Compile = (q: Json, ctx: QueryContext, path: PathStep[]) => CompiledQuery | EsError;
type Build = (q: Json | undefined, ctx: QueryContext) => QNode;

interface ScriptBody {
  script: Json;
  boost: number;
}

function parseScriptQuery(ctx: QueryContext, body: Json, path: PathStep[]): ScriptBody | EsError {
  if (!isObject(body)) return scoreQueryMalformed('[script] query malformed, no start_object after query name', where(ctx, path));
  let script: Json | undefined;
  let boost = 1;
  for (const [k, v] of Object.entries(body)) {
    if (k === 'script') script = v as Json;
    else if (k === 'boost' && !isObject(v)) boost = Math.fround(numberValue(v as Json));
    else if (k === '_name' && !isObject(v)) continue;
    else return scoreQueryMalformed(`[script] query does not support [${k}]`, where(ctx, [...path, k]));
  }
  if (script === undefined) return scoreQueryMalformed('script must be provided with a [script] query', where(ctx, path));
  return { script, boost };
}

/** Where each document's shard-local id is, for a script run outside the engine. */
function docIds(ctx: QueryContext): Map<Doc, [number, number]> {
  const m = new Map<Doc, [number, number]>();
  for (const v of shardViews(ctx.index, ctx.profile)) v.docs.forEach((d, i) => m.set(d, [v.shard, i]));
  return m;
}

/**
 * A nested scope's document (nested/scope.ts childDoc: the object wrapped in its full path) as the row a script's
 * `doc` reads: the nested object itself, as Lucene's hidden document holds its values.
 */
function nestedRowOf(child: Doc, scope: string): NestedRow {
  let obj: Json | undefined = child.parsed;
  for (const seg of scope.split('.')) obj = isObject(obj ?? null) ? (obj as Record<string, Json>)[seg] : undefined;
  return { nested: true, root: child, path: scope, obj: isObject(obj ?? null) ? (obj as Record<string, Json>) : {}, parent: child };
}

/** Whether a script's results are cached per nested document (they are met once per search). */
function memo(f: (d: Doc) => boolean): (d: Doc) => boolean {
  const seen = new WeakMap<Doc, boolean>();
  return (d) => {
    let v = seen.get(d);
    if (v === undefined) seen.set(d, (v = f(d)));
    return v;
  };
}

/** Compiles `script`: a filter running the script on each document. */
export function scriptQuery(ctx: QueryContext, body: Json, path: PathStep[]): CompiledQuery | EsError {
  const sb = parseScriptQuery(ctx, body, path);
  if (isEsError(sb)) return sb;
  const probe = isParseProbe(ctx);
  const script = compileSearchScript(sb.script, 'filter', ctx, probe, [...path.slice(1).map(String), 'script', 'params']);
  if (isEsError(script) || probe) return isEsError(script) ? script : { test: () => true, score: sb.boost };
  const scope = ctx.nestedScope;
  if (scope !== undefined) {
    // Inside a nested query the script runs on the nested documents: the shard's run (the engine's) finds a
    // runtime failure first; the scan's test then reads each nested document's own values.
    const run = scoreIndex({ ...ctx, nestedScope: undefined }, { nested: { path: scope, query: { script: body } } });
    if (isEsError(run)) return run;
    return { test: memo((d) => runFilterScript(script, 0, 0, d, nestedRowOf(d, scope))), score: sb.boost };
  }
  // Every document is tested once here (prepared work: a driver runs it in slices). A runtime failure on a
  // document fails its shard, not the search (shardLeftOut.ts): the search meets the failure on that shard's
  // documents and runs again without it. When every shard failed the failure is the search's, as before.
  const { ids, results, failed } = prepared(ctx.index, `script ${JSON.stringify([ctx.profile.name, ctx.now, path, body])}`, () => scriptPassSteps(ctx, script));
  if (failed.size === 0) return { test: (d) => results.get(d) === true, score: sb.boost };
  if (failed.size >= shardCount(ctx.index)) return failed.values().next().value!;
  const test = (d: Doc): boolean => {
    const err = failed.get(ids.get(d)?.[0] ?? -1);
    if (err) throw new ScoreFailure(err);
    return results.get(d) === true;
  };
  return { test, score: sb.boost };
}

interface ScriptPass {
  ids: Map<Doc, [number, number]>;
  results: Map<Doc, boolean>;
  failed: Map<number, EsError>;
}

/** A script query's run on every document, a yield point every few thousand documents or slice of script work. */
function* scriptPassSteps(ctx: QueryContext, script: SearchScript): Steps<ScriptPass> {
  const ids = docIds(ctx);
  const results = new Map<Doc, boolean>();
  const failed = new Map<number, EsError>();
  const due = sliceTicker();
  for (const [d, [shard, id]] of ids) {
    if (due()) yield;
    if (failed.has(shard)) continue;
    const r = catchScoreFailure(() => runFilterScript(script, shard, id, d));
    if (isEsError(r)) failed.set(shard, r);
    else results.set(d, r);
  }
  return { ids, results, failed };
}

interface ScriptScoreBody {
  query: Json;
  script: Json;
  minScore?: number;
  boost: number;
}

function parseScriptScore(ctx: QueryContext, body: Json, path: PathStep[]): ScriptScoreBody | EsError {
  if (!isObject(body)) return scoreQueryMalformed('[script_score] query malformed, no start_object after query name', where(ctx, path));
  let query: Json | undefined;
  let script: Json | undefined;
  let minScore: number | undefined;
  let boost = 1;
  for (const [k, v] of Object.entries(body)) {
    if (k === 'query') query = v as Json;
    else if (k === 'script') script = v as Json;
    else if (k === 'min_score') minScore = Math.fround(numberValue(v as Json));
    else if (k === 'boost') boost = Math.fround(numberValue(v as Json));
    else if (k === '_name') continue;
    else return unknownField(ctx.profile, 'script_score', k, where(ctx, [...path, k]));
  }
  const missing = [...(query === undefined ? ['query'] : []), ...(script === undefined ? ['script'] : [])];
  if (missing.length > 0) return scoreQueryRequired(missing);
  return { query: query!, script: script!, ...(minScore !== undefined ? { minScore } : {}), boost };
}

/** Compiles `script_score`. */
export function scriptScoreQuery(ctx: QueryContext, body: Json, path: PathStep[], compile: Compile): CompiledQuery | EsError {
  const sb = parseScriptScore(ctx, body, path);
  if (isEsError(sb)) return sb;
  const inner = compile(sb.query, ctx, [...path, 'query']);
  if (isEsError(inner)) return inner;
  const probe = isParseProbe(ctx);
  const script = compileSearchScript(sb.script, 'score', ctx, probe, [...path.slice(1).map(String), 'script', 'params']);
  if (isEsError(script)) return script;
  if (probe) return inner;
  const scope = ctx.nestedScope;
  if (scope !== undefined) {
    // Inside a nested query the script scores the nested documents (their own values): the shard's run finds a
    // runtime failure; min_score then keeps the nested documents whose score (over the inner query's) passes.
    const run = scoreIndex({ ...ctx, nestedScope: undefined }, { nested: { path: scope, query: { script_score: body } } });
    if (isEsError(run)) return run;
    if (sb.minScore === undefined) return { test: inner.test, score: inner.score };
    const min = sb.minScore;
    return { test: memo((d) => inner.test(d) && runScoreScript(script, 0, 0, d, inner.score, nestedRowOf(d, scope)) * sb.boost >= min), score: 1 };
  }
  const scores = scoreIndex(ctx, { script_score: body });
  if (isEsError(scores)) return scores;
  if (sb.minScore === undefined) return { test: inner.test, score: inner.score };
  return { test: (d) => scores.has(d), score: 1 };
}

/** The engine trees of `script` and `script_score` (`none` where the shard could not create them). */
export function scriptTree(name: 'script' | 'script_score', body: Json, ctx: QueryContext, build: Build): QNode {
  if (name === 'script') {
    const sb = parseScriptQuery(ctx, body, ['query', 'script']);
    if (isEsError(sb)) return { kind: 'none' };
    const script = compileSearchScript(sb.script, 'filter', ctx, true) as SearchScript | EsError;
    return isEsError(script) ? { kind: 'none' } : scriptFilterNode(script, sb.boost);
  }
  const sb = parseScriptScore(ctx, body, ['query', 'script_score']);
  if (isEsError(sb)) return { kind: 'none' };
  const script = compileSearchScript(sb.script, 'score', ctx, true);
  if (isEsError(script)) return { kind: 'none' };
  return scriptScoreNode(build(sb.query, ctx), script, sb.minScore, sb.boost);
}
