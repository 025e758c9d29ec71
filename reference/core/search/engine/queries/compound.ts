/**
 * Query trees of `dis_max`, `boosting` and `multi_match` (MultiMatchQueryParser: one query per field,
 * boosted by the field's boost, combined as DisjunctionMaxQuery with the type's tie_breaker).
 * The bodies were validated by query.ts (compoundQueries.ts) first.
 */
import { isObject, type Json } from '../../../json.ts';
import { isEsError } from '../../../errors/index.ts';
import { compileQuery, type QueryContext } from '../../query.ts';
import { multiMatchPlan } from '../../multiMatch.ts';
import type { QNode } from '../qnode.ts';
import { resolveField } from '../../fields.ts';
import { fieldAnalyzer } from '../analysis.ts';
import { calculateMinShouldMatch } from '../minimumShouldMatch.ts';

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
  const text = plan.type === 'cross_fields' ? plan.fields.filter((x) => resolveField(ctx.index, x.field).kind === 'text') : [];
  if (text.length > 0) {
    const tokens = fieldAnalyzer(ctx.index, ctx.profile, resolveField(ctx.index, text[0]!.field).def, 'search').tokens(plan.text);
    const per: QNode[] = tokens.map((t) =>
      text.length === 1 ? { kind: 'term', field: text[0]!.field, term: t.term, boost: text[0]!.boost } : { kind: 'blended', term: t.term, fields: text.map((x) => ({ field: x.field, boost: x.boost })), tie: plan.tie, boost: 1 },
    );
    if (per.length === 1) clauses.push(per[0]!);
    else if (per.length > 1 && plan.and) clauses.push({ kind: 'bool', must: per, should: [], filter: [], mustNot: [], msm: 0, boost: 1 });
    else if (per.length > 1) {
      let msm = 1;
      if (plan.msm !== undefined && plan.msm !== null) {
        try {
          msm = Math.max(1, calculateMinShouldMatch(per.length, String(plan.msm)));
        } catch {
          msm = 1;
        }
      }
      clauses.push({ kind: 'bool', must: [], should: per, filter: [], mustNot: [], msm, boost: 1 });
    }
  }
  for (const f of plan.fields) {
    if (text.some((x) => x.field === f.field)) continue;
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
