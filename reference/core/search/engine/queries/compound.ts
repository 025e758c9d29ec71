/**
 * Query trees of `dis_max`, `boosting` and `multi_match` (MultiMatchQueryParser: one query per field,
 * boosted by the field's boost, combined as DisjunctionMaxQuery with the type's tie_breaker).
 * The bodies were validated by query.ts (compoundQueries.ts) first.
 */
import { isObject, type Json } from '../../../json.ts';
import { isEsError } from '../../../errors/index.ts';
import { compileQuery, type QueryContext } from '../../query.ts';
import { multiMatchPlan } from '../../multiMatch.ts';
import type { QNode } from '../queryTree.ts';

type Build = (q: Json | undefined, ctx: QueryContext) => QNode;

function boostOf(o: Json | undefined): number {
  return isObject(o) && typeof o.boost === 'number' ? Math.fround(o.boost) : 1;
}

/** DisjunctionMaxQuery.rewrite: no clause matches nothing; one clause is that clause; tie_breaker 1 a sum (BooleanQuery of SHOULDs). */
export function dismax(clauses: QNode[], tie: number, boost: number): QNode {
  const live = clauses.filter((c) => c.kind !== 'none');
  if (live.length === 0) return { kind: 'none' };
  if (live.length === 1) return boost === 1 ? live[0]! : ({ ...live[0]!, boost: Math.fround((live[0] as { boost: number }).boost * boost) } as QNode);
  if (tie === 1) return { kind: 'bool', must: [], should: live, filter: [], mustNot: [], msm: 1, boost };
  return { kind: 'dismax', clauses: live, tie, boost };
}

/** `dis_max`. */
export function disMaxTree(body: Json, ctx: QueryContext, build: Build): QNode {
  if (!isObject(body)) return { kind: 'none' };
  const qs = body.queries as Json;
  const list = Array.isArray(qs) ? qs : qs === undefined ? [] : [qs];
  const tie = typeof body.tie_breaker === 'number' ? Math.fround(body.tie_breaker) : 0;
  // DisMaxQueryBuilder.doToQuery: no clauses → MatchNoDocsQuery; the clauses are always a DisjunctionMaxQuery.
  const clauses = list.map((q) => build(q, ctx));
  return dismax(clauses, tie, boostOf(body));
}

/** `boosting` (ES 7+: FunctionScoreQuery.boostByQuery): the positive score, times negative_boost where the negative matches. */
export function boostingTree(body: Json, ctx: QueryContext, build: Build): QNode {
  if (!isObject(body)) return { kind: 'none' };
  const positive = build(body.positive as Json, ctx);
  const negative = build(body.negative as Json, ctx);
  return { kind: 'boosting', positive, negative, negativeBoost: Math.fround(Number(body.negative_boost)), boost: boostOf(body) };
}

/** `multi_match` (best_fields, most_fields, phrase). */
export function multiMatchTree(body: Json, ctx: QueryContext, build: Build): QNode {
  const plan = multiMatchPlan(ctx, body, ['query', 'multi_match']);
  if (isEsError(plan)) return { kind: 'none' };
  const clauses: QNode[] = [];
  for (const f of plan.fields) {
    const q = plan.perField(f.field);
    // A lenient field whose query does not build (a number field given text) is left out, as ES leaves it.
    if (isEsError(compileQuery(q, ctx))) continue;
    const n = build(q, ctx);
    if (n.kind === 'none') continue;
    clauses.push(f.boost === 1 ? n : ({ ...n, boost: Math.fround((n as { boost: number }).boost * f.boost) } as QNode));
  }
  if (clauses.length === 0) return plan.zeroAll ? { kind: 'all', boost: plan.boost } : { kind: 'none' };
  return dismax(clauses, plan.tie, plan.boost);
}
