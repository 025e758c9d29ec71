/**
 * `geo_distance`: ranges of distance from an origin (arc by default, or plane), in `unit`, each document
 * counted once per range one of its points falls in (`from` inclusive, `to` exclusive), ranges sorted
 * by (from, to) as range aggregations are. Distances are GeoUtils.arcDistance (Lucene's SloppyMath
 * haversine, bit for bit) or planeDistance on the quantized points.
 */
import { parsePoint } from '../geo/geoPoint.ts';
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { aggInvalid, isEsError } from '../../errors/index.ts';
import { collectSubs, consumeBuckets, reduceSubs, renderSubs } from './framework.ts';
import { reader } from './geo.ts';
import { javaDouble } from './format.ts';
import { doubleCompare } from './order.ts';
import { parseSource, type SourceSpec } from './valuesSource.ts';
import type { AggImpl, Bucket, Internal, SubResults } from './types.ts';
import { docCountOf } from './rows.ts';
import { haversinMeters } from '../geo/sloppyMath.ts';
import { objectArray } from './objectArray.ts';

const EARTH_MEAN_RADIUS = 6371008.7714;
const UNITS: Record<string, number> = {
  m: 1, meters: 1, km: 1000, kilometers: 1000, mi: 1609.344, miles: 1609.344, yd: 0.9144, yards: 0.9144, ft: 0.3048, feet: 0.3048,
  in: 0.0254, inch: 0.0254, cm: 0.01, centimeters: 0.01, mm: 0.001, millimeters: 0.001, nmi: 1852, NM: 1852, nauticalmiles: 1852,
};

interface DistRange {
  key?: string;
  from: number;
  to: number;
}
interface DistSpec {
  source: SourceSpec;
  origin: [number, number];
  ranges: DistRange[];
  unit: number;
  plane: boolean;
  keyed: boolean;
}
interface DBucket {
  key: string;
  from: number;
  to: number;
  docCount: number;
  aggs: SubResults;
}
interface DistResult extends Internal {
  kind: 'geo_distance';
  buckets: DBucket[];
}

function originOf(v: Json | undefined): [number, number] | undefined {
  // GeoDistanceAggregationBuilder reads the origin with GeoUtils.parseGeoPoint: every point form, WKT and geohash too.
  return parsePoint(v);
}

/** GeoUtils.arcDistance: SloppyMath.haversinMeters, in meters. */
export function arcDistance(lat1: number, lon1: number, lat2: number, lon2: number): number {
  return haversinMeters(lat1, lon1, lat2, lon2);
}

/** GeoUtils.planeDistance. */
function planeDistance(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180;
  const x = (lon2 - lon1) * r * Math.cos(((lat2 + lat1) / 2) * r);
  const y = (lat2 - lat1) * r;
  return Math.sqrt(x * x + y * y) * EARTH_MEAN_RADIUS;
}

/** The `geo_distance` aggregation. */
export const geoDistance: AggImpl = {
  parse(name, body, pctx) {
    const p = parseSource('geo_distance', body, pctx, ['origin', 'ranges', 'unit', 'distance_type', 'keyed']);
    if (isEsError(p)) return p;
    const origin = originOf(p.rest.origin as Json | undefined);
    if (!origin) return aggInvalid(`Missing [origin] in geo_distance aggregator [${name}]`);
    const given = objectArray(p.rest.ranges);
    if (!Array.isArray(given) || given.length === 0) return aggInvalid(`No [ranges] specified for the [${name}] aggregation`);
    const unit = UNITS[String(p.rest.unit ?? 'm')];
    if (unit === undefined) return aggInvalid(`No distance unit match [${String(p.rest.unit)}]`);
    const ranges: DistRange[] = given.map((r) => {
      const o = (r ?? {}) as JsonObject;
      // GeoDistanceAggregationBuilder.parseRange: a distance starts at 0.0 when no `from` is given (printed
      // as `from: 0.0`); Range.key names a lower bound of 0 `*` all the same.
      return { ...(o.key !== undefined ? { key: String(o.key) } : {}), from: o.from == null ? 0 : Number(o.from), to: o.to == null ? Infinity : Number(o.to) };
    });
    ranges.sort((a, b) => doubleCompare(a.from, b.from) || doubleCompare(a.to, b.to));
    return { source: p.source, origin, ranges, unit, plane: String(p.rest.distance_type ?? 'arc') === 'plane', keyed: p.rest.keyed === true } satisfies DistSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as DistSpec;
    const read = reader(spec.source, shard);
    const dist = spec.plane ? planeDistance : arcDistance;
    const distances = rows.map((row) => (read ? read(row).map(([lat, lon]) => dist(spec.origin[0], spec.origin[1], lat, lon) / spec.unit) : []));
    const res: DistResult = { kind: 'geo_distance', buckets: [] };
    for (const r of spec.ranges) {
      const sel = rows.filter((_row, i) => distances[i]!.some((d) => d >= r.from && d < r.to));
      const aggs = collectSubs(node, sel, shard);
      if (isEsError(aggs)) return aggs;
      const key = r.key ?? `${Number.isFinite(r.from) && r.from !== 0 ? javaDouble(r.from) : '*'}-${Number.isFinite(r.to) ? javaDouble(r.to) : '*'}`;
      res.buckets.push({ key, from: r.from, to: r.to, docCount: docCountOf(sel), aggs });
    }
    return res;
  },
  reduce(node, parts, rctx) {
    const ps = parts as DistResult[];
    const out: DistResult = { kind: 'geo_distance', buckets: [] };
    for (let i = 0; i < ps[0]!.buckets.length; i++) {
      const list = ps.map((p) => p.buckets[i]!);
      const aggs = reduceSubs(node, list.map((b) => b.aggs), rctx);
      if (isEsError(aggs)) return aggs;
      out.buckets.push({ ...list[0]!, docCount: list.reduce((s, b) => s + b.docCount, 0), aggs });
    }
    return consumeBuckets(rctx, out.buckets.length) ?? out;
  },
  render(node, r, rctx) {
    const spec = node.spec as DistSpec;
    const one = (b: DBucket): JsonObject => {
      const out: JsonObject = spec.keyed ? {} : { key: b.key };
      if (Number.isFinite(b.from)) out.from = b.from;
      if (Number.isFinite(b.to)) out.to = b.to;
      out.doc_count = b.docCount;
      renderSubs(node, b.aggs, rctx, out);
      return out;
    };
    const buckets = (r as DistResult).buckets;
    if (spec.keyed) {
      const obj: JsonObject = {};
      for (const b of buckets) obj[b.key] = one(b);
      return { buckets: obj };
    }
    return { buckets: buckets.map(one) };
  },
  typedName: () => 'geo_distance',
  buckets: (r) => (r as DistResult).buckets.map((b) => ({ key: b.key, keyString: b.key, docCount: b.docCount, aggs: b.aggs }) satisfies Bucket),
  withBuckets: (r, bs) => ({ ...(r as DistResult), buckets: bs.map((b, i) => ({ ...(r as DistResult).buckets[i]!, docCount: b.docCount, aggs: b.aggs })) }),
};
