/**
 * The span queries for query.ts and the engine's tree: parsed once (spanParse.ts); the predicate of a
 * count or a filter is the set of documents the engine's span scorer matches (engineHook.ts), so the two
 * paths never disagree on what matches.
 */
import type { Json } from '../../json.ts';
import { isEsError, type EsError } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import type { Doc } from '../../doc.ts';
import { scoreIndex } from '../engineHook.ts';
import type { CompiledQuery, QueryContext } from '../queryLeaves.ts';
import type { QNode } from '../engine/qnode.ts';
import { spanNode } from '../engine/queries/spanScorer.ts';
import { parseSpan, spanBoost, type Validate } from './spanParse.ts';

export { SPAN_QUERIES } from './spanParse.ts';

/** Whether the query is compiled by the parse probe, before any index is consulted (execute.ts blankIndex). */
function isParseProbe(ctx: QueryContext): boolean {
  return ctx.index.uuid === '_na_' && ctx.index.name === '_na_';
}

/** Compiles a span query for query.ts: ES's errors, or the documents the engine matches. */
export function spanQuery(ctx: QueryContext, name: string, body: Json, path: PathStep[], validate: Validate): CompiledQuery | EsError {
  const spec = parseSpan(ctx, name, body, path, validate);
  if (isEsError(spec)) return spec;
  const boost = spanBoost(name, body);
  if (isParseProbe(ctx)) return { test: () => true, score: boost };
  let matched: Map<Doc, number> | undefined;
  const scores = () => {
    if (matched) return matched;
    const m = scoreIndex(ctx, { [name]: body } as Json);
    matched = isEsError(m) ? new Map() : m;
    return matched;
  };
  return { test: (d) => scores().has(d), score: boost };
}

/** The engine node of a (validated) span query. */
export function spanTree(ctx: QueryContext, name: string, body: Json, validate: Validate): QNode {
  const spec = parseSpan(ctx, name, body, ['query', name], validate);
  if (isEsError(spec)) return { kind: 'none' };
  return spanNode(spec, spanBoost(name, body));
}
