/**
 * The `intervals` query for query.ts (validation, and the documents a count or a filter matches: those the
 * engine scores, so the two paths agree) and for the engine's tree (the scoring node). Parsing follows the
 * version's rules (profiles/search.ts `intervalRules`); building runs on the index (an unmapped field or
 * `use_field` matches nothing, as IntervalQueryBuilder.doToQuery is lenient with them).
 */
import { isObject, type Json } from '../../../json.ts';
import { isEsError, type EsError } from '../../../errors/index.ts';
import type { PathStep } from '../../../mapping/locate.ts';
import type { Doc } from '../../../doc.ts';
import { resolveField } from '../../fields.ts';
import { scoreIndex } from '../../engineHook.ts';
import type { CompiledQuery, QueryContext } from '../../queryLeaves.ts';
import type { QNode } from '../qnode.ts';
import { parseScriptSpec, runScript } from '../../../script/runScript.ts';
import { ScoreFailure } from '../customQuery.ts';
import { scriptShardFailure } from '../../../errors/index.ts';
import { parseIntervals, type IntervalsQuery } from './parse.ts';
import { buildRule, type BuildEnv } from './build.ts';
import { luceneFlavour, type IntervalAccept, type ISource } from './source.ts';
import { intervalNode } from './scorer.ts';

function isParseProbe(ctx: QueryContext): boolean {
  return ctx.index.uuid === '_na_' && ctx.index.name === '_na_';
}

/** An IntervalFilterScript: the script runs on each interval with `interval.start`, `.end` and `.gaps`. */
function filterScript(ctx: QueryContext, json: Json): { name: string; accept: IntervalAccept } | EsError {
  const spec = parseScriptSpec(json, ctx.profile);
  if (isEsError(spec)) return spec;
  const name = (isObject(json) ? String(json.source ?? json.id ?? '') : String(json));
  const accept: IntervalAccept = (start, end, gaps) => {
    const r = runScript(spec, 'filter', { interval: { start, end, gaps } }, { profile: ctx.profile, now: ctx.now });
    if (!r.ok) throw new ScoreFailure(scriptShardFailure(r.error, ctx.index.name));
    return r.value === true;
  };
  return { name, accept };
}

function buildEnv(ctx: QueryContext): BuildEnv {
  return {
    ctx,
    maxExpansions: ctx.profile.intervalMaxExpansions === 'max-clause-count' ? ctx.profile.maxClauseCount : 128,
    lucene: luceneFlavour(ctx.profile.version.luceneVersion),
    script: (s) => filterScript(ctx, s),
  };
}

/** The parsed query, or ES's parse error. */
export function parseIntervalsQuery(ctx: QueryContext, body: Json, path: PathStep[]): IntervalsQuery | EsError {
  return parseIntervals(ctx, body, path, ctx.profile.intervalRules, ctx.profile.intervalsMode, ctx.profile.intervalsUseField);
}

/** The query's source on this index: undefined where it matches nothing (unmapped field). */
export function intervalsSource(ctx: QueryContext, q: IntervalsQuery): ISource | EsError | undefined {
  if (resolveField(ctx.index, q.field).kind === 'unmapped') return undefined;
  return buildRule(buildEnv(ctx), q.rule, q.field);
}

/** Compiles `intervals` for query.ts: ES's errors, or the documents the engine matches. */
export function intervalsQuery(ctx: QueryContext, body: Json, path: PathStep[]): CompiledQuery | EsError {
  const q = parseIntervalsQuery(ctx, body, path);
  if (isEsError(q)) return q;
  if (isParseProbe(ctx)) return { test: () => true, score: q.boost };
  const source = intervalsSource(ctx, q);
  if (isEsError(source)) return source;
  if (source === undefined) return { test: () => false, score: q.boost };
  let matched: Map<Doc, number> | undefined;
  const scores = () => {
    if (matched) return matched;
    const m = scoreIndex(ctx, { intervals: body } as Json);
    matched = isEsError(m) ? new Map() : m;
    return matched;
  };
  return { test: (d) => scores().has(d), score: q.boost };
}

/** The engine node of a (validated) `intervals` query. */
export function intervalsTree(ctx: QueryContext, body: Json): QNode {
  const q = parseIntervalsQuery(ctx, body, ['query', 'intervals']);
  if (isEsError(q)) return { kind: 'none' };
  const source = intervalsSource(ctx, q);
  if (source === undefined || isEsError(source)) return { kind: 'none' };
  return intervalNode(q.field, source, q.boost);
}
