/**
 * `percolate` on the engine, where hits are scored (PercolateQuery's scorer with scores needed): a stored
 * query that matches scores what it scores on the given documents' own index (the MemoryIndex, or an
 * in-memory Lucene index for several documents, both with Lucene's default BM25 and their own statistics),
 * the best of them when several documents match (`search(query, 1)`'s top hit), times the boost.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { isEsError } from '../../errors/index.ts';
import type { QNode } from '../engine/qnode.ts';
import type { CustomQuery } from '../engine/customQuery.ts';
import { match, noMatch } from '../engine/explanation.ts';
import { scoreIndex } from '../engineHook.ts';
import type { QueryContext } from '../queryLeaves.ts';
import type { Doc } from '../../doc.ts';
import { memoryIndex, parsePercolate, storedQuery } from './percolateQuery.ts';

const f = Math.fround;

/** The tree node of a percolate query: a custom node scoring each stored query on the given documents. */
export function percolateTree(ctx: QueryContext, body: Json, pred: (q: Json, ctx: QueryContext, label: string) => QNode, q: Json): QNode {
  const spec = parsePercolate(ctx, body, ['query', 'percolate']);
  if (isEsError(spec)) return { kind: 'none' };
  const base = pred(q, ctx, 'percolate');
  if (base.kind !== 'pred') return base;
  const mem = memoryIndex(ctx.index, spec.documents);
  const memCtx: QueryContext = { ...ctx, index: mem, rawBody: undefined, nestedScope: undefined };
  const cache = new Map<Doc, number | undefined>();
  const scoreOf = (d: Doc): number | undefined => {
    if (cache.has(d)) return cache.get(d);
    let best: number | undefined;
    const stored = storedQuery(d, spec.field);
    if (isObject(stored) && base.test(d)) {
      const scores = scoreIndex(memCtx, stored as JsonObject);
      if (!isEsError(scores)) for (const s of scores.values()) if (best === undefined || s > best) best = s;
    }
    cache.set(d, best);
    return best;
  };
  const impl: CustomQuery = {
    label: () => `PercolateQuery{document_sources={${spec.documents.map((d) => JSON.stringify(d)).join(',')}}}`,
    hits(view, _sctx, boost) {
      const ids: number[] = [];
      const scores: number[] = [];
      view.docs.forEach((d, i) => {
        if (view.deleted?.[i]) return;
        const s = scoreOf(d);
        if (s === undefined) return;
        ids.push(i);
        scores.push(f(s * boost));
      });
      return { ids: Int32Array.from(ids), scores: Float32Array.from(scores) };
    },
    explain(view, doc, _sctx, boost) {
      const s = scoreOf(view.docs[doc]!);
      return s === undefined ? noMatch('PercolateQuery') : match(f(s * boost), 'PercolateQuery');
    },
  };
  return { kind: 'custom', impl, boost: spec.boost === 1 ? 1 : f(spec.boost) };
}
