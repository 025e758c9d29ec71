/**
 * The `time_series` aggregation (TimeSeriesAggregationBuilder, ES 8.1+, on time series indices): one bucket
 * per time series, its key the series' dimensions by name, ordered by the series' id (the serialised
 * dimensions the aggregator builds, TimeSeriesIdBuilder.buildLegacyTsid, compared as bytes); `keyed` (default
 * true) prints the buckets as an object by the key's Map.toString.
 */
import type { Json, JsonObject } from '../../json.ts';
import { isEsError, unknownAggregationType } from '../../errors/index.ts';
import { positionOf } from './parse.ts';
import type { Doc } from '../../doc.ts';
import { collectSubs, consumeBuckets, reduceSubs, renderSubs } from './framework.ts';
import type { AggImpl, Bucket, Internal, Row, SubResults } from './types.ts';
import { docCountOf } from './rows.ts';
import { isTimeSeries } from '../../tsdb/settings.ts';
import { dimensionsOf } from '../../tsdb/document.ts';
import { tsidLegacy, type DimensionValue } from '../../tsdb/tsid.ts';

interface TsBucket {
  id: string;
  key: JsonObject;
  docCount: number;
  aggs: SubResults;
}

interface TsResult {
  kind: 'time_series';
  buckets: TsBucket[];
}

function printed(v: DimensionValue): Json {
  return v.kind === 'long' ? Number(v.value) : v.value;
}

/** Java's Map.toString of the key (`{key=foo}`), the name of a keyed bucket. */
function mapString(key: JsonObject): string {
  return `{${Object.entries(key).map(([k, v]) => `${k}=${String(v)}`).join(', ')}}`;
}

export const timeSeries: AggImpl = {
  parse(name, body, pctx) {
    // No time series aggregation before 8.1, nor in OpenSearch.
    if (pctx.profile.timeSeriesMode === 'none') return unknownAggregationType(pctx.profile, 'time_series', positionOf(pctx.rawBody, pctx.path), pctx.profile.unknownAggWording === 'could-not-find' ? name : undefined);
    const o = (body ?? {}) as JsonObject;
    return { keyed: o.keyed !== false, size: typeof o.size === 'number' ? o.size : 10000 };
  },
  collect(node, rows, shard) {
    const groups = new Map<string, { key: JsonObject; rows: Row[] }>();
    if (isTimeSeries(shard.index.settings)) {
      for (const r of rows) {
        if ('nested' in r) continue;
        const dims = dimensionsOf(shard.index, (r as Doc).parsed);
        if (dims.size === 0) continue;
        const id = [...tsidLegacy(dims)].map((b) => b.toString(16).padStart(2, '0')).join('');
        let g = groups.get(id);
        if (!g) {
          const key: JsonObject = {};
          for (const name of [...dims.keys()].sort()) key[name] = printed(dims.get(name)![0]!);
          groups.set(id, (g = { key, rows: [] }));
        }
        g.rows.push(r);
      }
    }
    const out: TsResult = { kind: 'time_series', buckets: [] };
    for (const [id, g] of groups) {
      const aggs = collectSubs(node, g.rows, shard);
      if (isEsError(aggs)) return aggs;
      out.buckets.push({ id, key: g.key, docCount: docCountOf(g.rows), aggs });
    }
    return out;
  },
  reduce(node, parts, rctx) {
    const byId = new Map<string, TsBucket[]>();
    for (const p of parts as TsResult[]) for (const b of p.buckets) (byId.get(b.id) ?? byId.set(b.id, []).get(b.id)!).push(b);
    const out: TsResult = { kind: 'time_series', buckets: [] };
    // Hex of the bytes sorts as the bytes do.
    for (const id of [...byId.keys()].sort()) {
      const list = byId.get(id)!;
      const aggs = reduceSubs(node, list.map((b) => b.aggs), rctx);
      if (isEsError(aggs)) return aggs;
      out.buckets.push({ id, key: list[0]!.key, docCount: list.reduce((s, b) => s + b.docCount, 0), aggs });
    }
    out.buckets = out.buckets.slice(0, (node.spec as { size: number }).size);
    return consumeBuckets(rctx, out.buckets.length) ?? out;
  },
  render(node, r, rctx) {
    const spec = node.spec as { keyed: boolean };
    const one = (b: TsBucket) => {
      const o: JsonObject = { key: b.key, doc_count: b.docCount };
      renderSubs(node, b.aggs, rctx, o);
      return o;
    };
    const buckets = (r as TsResult).buckets;
    if (!spec.keyed) return { buckets: buckets.map(one) };
    const obj: JsonObject = {};
    for (const b of buckets) obj[mapString(b.key)] = one(b);
    return { buckets: obj };
  },
  typedName: () => 'time_series',
  buckets: (r) => (r as TsResult).buckets.map((b) => ({ key: b.key, keyString: mapString(b.key), docCount: b.docCount, aggs: b.aggs }) satisfies Bucket),
  withBuckets: (r, bs) => ({ ...(r as TsResult), buckets: (r as TsResult).buckets.filter((b) => bs.some((x) => x.keyString === mapString(b.key))) }) as Internal,
};
