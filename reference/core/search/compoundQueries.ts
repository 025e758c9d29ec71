/**
 * Parsing, validation and matching (the predicate the scan and constant-scoring leaves use) of `dis_max`,
 * `boosting` and `multi_match`, with ES's parse errors (DisMaxQueryBuilder, BoostingQueryBuilder,
 * MultiMatchQueryBuilder.fromXContent). Their scoring is the engine's (engine/queries/).
 */
import { isObject, type Json } from '../json.ts';
import { compoundQueryMissing, isEsError, queryBodyNotAnObject, queryKeyUnsupported, type EsError } from '../errors/index.ts';
import { locate, type PathStep } from '../mapping/locate.ts';
import type { CompiledQuery, QueryContext } from './queryLeaves.ts';
import { multiMatchPlan } from './multiMatch.ts';
import { analyze, keywordOf, resolveField, valuesOf } from './fields.ts';
import { calculateMinShouldMatch } from './engine/minimumShouldMatch.ts';

type Result = CompiledQuery | EsError;
type Compile = (q: Json, ctx: QueryContext, path: PathStep[]) => Result;

const NONE: CompiledQuery = { test: () => false, score: 0 };

function at(ctx: QueryContext, path: PathStep[]): { line: number; col: number } {
  const loc = ctx.rawBody ? locate(ctx.rawBody, path) : undefined;
  return loc ? { line: loc.line, col: loc.col } : { line: 1, col: 1 };
}

function any(parts: CompiledQuery[], score: number): CompiledQuery {
  if (parts.length === 0) return NONE;
  return { test: (d) => parts.some((p) => p.test(d)), score };
}

/** `dis_max`: `queries` (an object or an array), `tie_breaker`, `boost`, `_name`. */
export function disMaxQuery(ctx: QueryContext, body: Json, path: PathStep[], compile: Compile): Result {
  if (!isObject(body)) return queryBodyNotAnObject('dis_max', at(ctx, path));
  const parts: CompiledQuery[] = [];
  let found = false;
  for (const [k, v] of Object.entries(body)) {
    if (k === 'queries' && (isObject(v) || Array.isArray(v))) {
      found = true;
      const list = Array.isArray(v) ? v : [v];
      for (let i = 0; i < list.length; i++) {
        const r = compile(list[i] as Json, ctx, Array.isArray(v) ? [...path, k, i] : [...path, k]);
        if (isEsError(r)) return r;
        parts.push(r);
      }
    } else if (!['tie_breaker', 'boost', '_name'].includes(k) || isObject(v) || Array.isArray(v)) {
      return queryKeyUnsupported('dis_max', k, at(ctx, [...path, k]));
    }
  }
  if (!found) return compoundQueryMissing("[dis_max] requires 'queries' field with at least one clause", at(ctx, path));
  return any(parts, 1);
}

/** `boosting`: `positive`, `negative`, `negative_boost` (required, ≥ 0), `boost`, `_name`. */
export function boostingQuery(ctx: QueryContext, body: Json, path: PathStep[], compile: Compile): Result {
  if (!isObject(body)) return queryBodyNotAnObject('boosting', at(ctx, path));
  let positive: CompiledQuery | undefined;
  let negative: CompiledQuery | undefined;
  for (const [k, v] of Object.entries(body)) {
    if ((k === 'positive' || k === 'negative') && isObject(v)) {
      const r = compile(v, ctx, [...path, k]);
      if (isEsError(r)) return r;
      if (k === 'positive') positive = r;
      else negative = r;
    } else if (!['negative_boost', 'boost', '_name'].includes(k) || isObject(v) || Array.isArray(v)) {
      return queryKeyUnsupported('boosting', k, at(ctx, [...path, k]));
    }
  }
  if (!positive) return compoundQueryMissing("[boosting] query requires 'positive' query to be set'", at(ctx, path));
  if (!negative) return compoundQueryMissing("[boosting] query requires 'negative' query to be set'", at(ctx, path));
  const nb = typeof body.negative_boost === 'number' ? body.negative_boost : Number(body.negative_boost ?? -1);
  if (!(nb >= 0)) return compoundQueryMissing("[boosting] query requires 'negative_boost' to be set to be a positive value'", at(ctx, path));
  return { ...positive, matchAll: undefined, candidates: undefined, byIdOnly: undefined };
}

/** `multi_match`: the match of any resolved field (wildcard and default fields leniently). */
export function multiMatchQuery(ctx: QueryContext, body: Json, path: PathStep[], compile: Compile): Result {
  const plan = multiMatchPlan(ctx, body, path);
  if (isEsError(plan)) return plan;
  const parts: CompiledQuery[] = [];
  const text = plan.type === 'cross_fields' ? plan.fields.filter((x) => resolveField(ctx.index, x.field).kind === 'text') : [];
  if (text.length > 0) {
    // cross_fields: the text fields are one field: each query term may sit in any of them.
    const terms = analyze(plan.text);
    let msm = plan.and ? terms.length : 1;
    if (!plan.and && terms.length > 1 && plan.msm !== undefined && plan.msm !== null) {
      try {
        msm = Math.max(1, calculateMinShouldMatch(terms.length, String(plan.msm)));
      } catch {
        msm = 1;
      }
    }
    const refs = text.map((x) => resolveField(ctx.index, x.field));
    const name = ctx.index.name;
    if (terms.length > 0) {
      parts.push({
        score: 1,
        test: (d) => {
          const tokens = new Set(refs.flatMap((r) => valuesOf(d, r, name).flatMap((v) => analyze(keywordOf(v)))));
          let n = 0;
          for (const t of terms) if (tokens.has(t)) n++;
          return n >= msm;
        },
      });
    }
  }
  for (const f of plan.fields) {
    if (text.some((x) => x.field === f.field)) continue;
    const r = compile(plan.perField(f.field), ctx, path);
    if (isEsError(r)) {
      if (f.lenient) continue;
      return r;
    }
    parts.push(r);
  }
  if (parts.length === 0 && plan.zeroAll) return { test: () => true, score: 1, matchAll: true };
  return any(parts, plan.boost);
}
