/**
 * `adjacency_matrix`: one bucket per filter and per pair of filters (`A&B`, names in order), keeping only
 * those with documents, sorted by key (InternalAdjacencyMatrix); OpenSearch ≥ 3.0's `show_only_intersecting`
 * keeps the pairs only.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { aggInvalid, isEsError } from '../../errors/index.ts';
import { compileQuery, type CompiledQuery } from '../query.ts';
import { collectSubs, consumeBuckets, reduceSubs, renderSubs } from './framework.ts';
import { queryDocOf } from './singleBucket.ts';
import type { AggImpl, Bucket, Internal, Row, SubResults } from './types.ts';
import { docCountOf } from './rows.ts';

interface AdjSpec {
  filters: { key: string; query: Json }[];
  separator: string;
  onlyIntersecting: boolean;
}
interface AdjResult extends Internal {
  kind: 'adjacency_matrix';
  buckets: { key: string; docCount: number; aggs: SubResults }[];
}


/** The `adjacency_matrix` aggregation. */
export const adjacencyMatrix: AggImpl = {
  parse(name, body, pctx) {
    const o = (body ?? {}) as JsonObject;
    if (!isObject(o.filters)) return aggInvalid(`[filters] must be an object in [${name}]`);
    const filters = Object.entries(o.filters as JsonObject).map(([key, query]) => ({ key, query: query as Json }));
    filters.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (filters.length > 100) return aggInvalid(`Number of filters is too large, must be less than or equal to: [100] but was [${filters.length}].This limit can be set by changing the [index.max_adjacency_matrix_filters] index level setting.`);
    const onlyIntersecting = pctx.profile.adjacencyShowOnlyIntersecting && o.show_only_intersecting === true;
    return { filters, separator: o.separator === undefined ? '&' : String(o.separator), onlyIntersecting } satisfies AdjSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as AdjSpec;
    const tests: CompiledQuery[] = [];
    for (const f of spec.filters) {
      const q = compileQuery(f.query, { index: shard.index, profile: shard.ctx.profile, now: shard.ctx.now });
      if (isEsError(q)) return q;
      tests.push(q);
    }
    const matched = tests.map((q) => rows.filter((r) => q.test(queryDocOf(r))));
    const res: AdjResult = { kind: 'adjacency_matrix', buckets: [] };
    const add = (key: string, sel: Row[]) => {
      if (sel.length === 0) return undefined;
      const aggs = collectSubs(node, sel, shard);
      if (isEsError(aggs)) return aggs;
      res.buckets.push({ key, docCount: docCountOf(sel), aggs });
      return undefined;
    };
    for (let i = 0; i < tests.length; i++) {
      const e = spec.onlyIntersecting ? undefined : add(spec.filters[i]!.key, matched[i]!);
      if (e) return e;
      for (let j = i + 1; j < tests.length; j++) {
        const inJ = new Set(matched[j]);
        const e2 = add(`${spec.filters[i]!.key}${spec.separator}${spec.filters[j]!.key}`, matched[i]!.filter((r) => inJ.has(r)));
        if (e2) return e2;
      }
    }
    return res;
  },
  reduce(node, parts, rctx) {
    const merged = new Map<string, AdjResult['buckets']>();
    for (const p of parts as AdjResult[]) for (const b of p.buckets) {
      let l = merged.get(b.key);
      if (!l) merged.set(b.key, (l = []));
      l.push(b);
    }
    const out: AdjResult = { kind: 'adjacency_matrix', buckets: [] };
    for (const key of [...merged.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
      const list = merged.get(key)!;
      const aggs = reduceSubs(node, list.map((b) => b.aggs), rctx);
      if (isEsError(aggs)) return aggs;
      out.buckets.push({ key, docCount: list.reduce((s, b) => s + b.docCount, 0), aggs });
    }
    return consumeBuckets(rctx, out.buckets.length) ?? out;
  },
  render(node, r, rctx) {
    return {
      buckets: (r as AdjResult).buckets.map((b) => {
        const out: JsonObject = { key: b.key, doc_count: b.docCount };
        renderSubs(node, b.aggs, rctx, out);
        return out;
      }),
    };
  },
  typedName: () => 'adjacency_matrix',
  buckets: (r) => (r as AdjResult).buckets.map((b) => ({ key: b.key, keyString: b.key, docCount: b.docCount, aggs: b.aggs }) satisfies Bucket),
  withBuckets: (r, bs) => ({ ...(r as AdjResult), buckets: bs.map((b) => ({ key: String(b.key), docCount: b.docCount, aggs: b.aggs })) }),
};
