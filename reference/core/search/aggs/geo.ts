/**
 * `geo_bounds` and `geo_centroid` over `geo_point` and `geo_shape` fields. Points are read from the source in every form
 * ES takes (geo/geoPoint.ts: `{lat, lon}`, `"lat,lon"`, `[lon, lat]`, `POINT (lon lat)`, a geohash, GeoJSON) and quantized as Lucene's
 * LatLonPoint doc values store them (GeoEncodingUtils: 32 bits per coordinate), so the numbers equal ES's.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { aggInvalid, isEsError } from '../../errors/index.ts';
import { resolveField, sourceValues } from '../fields.ts';
import { shapeVertices } from '../geo/shapeVertices.ts';
import { CARTESIAN, GEO, shapeDocValue, type ShapeDocValue } from '../geo/shapeDocValue.ts';
import { CompensatedSum } from './compensatedSum.ts';
import { quantizeLat, quantizeLon } from '../geo/encoding.ts';
import { pointsIn } from '../geo/geoPoint.ts';
import { parseSource, type SourceSpec } from './valuesSource.ts';
import type { AggImpl, Internal, Row, ShardCtx } from './types.ts';

export { quantizeLat, quantizeLon };

/**
 * Reads the points of a field of `type` for a row, through `points` (the type's parser and quantizer), or
 * undefined when the field is of another type. A row inside a nested object reads from that object.
 */
export function pointReader<P>(spec: SourceSpec, shard: ShardCtx, type: string, points: (v: Json | undefined, out: P[], nullValue?: Json) => P[]): ((row: Row) => P[]) | undefined {
  const ref = resolveField(shard.index, spec.field!);
  if (!ref.def || ref.def.type !== type) return undefined;
  const nullValue = ref.def.null_value as Json | undefined;
  return (row) => {
    const base: Json = 'nested' in row ? (row.obj as Json) : (row.parsed as Json);
    let segs = ref.sourcePath;
    if ('nested' in row) segs = segs.slice(row.path.split('.').length);
    let cur: Json | undefined = base;
    for (const s of segs) cur = isObject(cur) ? ((cur as JsonObject)[s] as Json | undefined) : undefined;
    return points(cur, [], nullValue);
  };
}

/** Reads the quantized points of a geo_point field for a row, or undefined when the field is no geo_point. */
export function reader(spec: SourceSpec, shard: ShardCtx): ((row: Row) => [number, number][]) | undefined {
  return pointReader(spec, shard, 'geo_point', pointsIn);
}

/**
 * Reads a geo_shape field's vertices for a row (geo/shapeVertices.ts), or undefined when the field is no
 * geo_shape: the bounds of a shape are those of its vertices (GeoShapeBoundsAggregator reads each shape's extent).
 */
function shapeReader(spec: SourceSpec, shard: ShardCtx): ((row: Row) => [number, number][]) | undefined {
  const ref = resolveField(shard.index, spec.field!);
  if (!ref.def || ref.def.type !== 'geo_shape' || ref.runtime) return undefined;
  return (row) => ('nested' in row ? [] : sourceValues(row.parsed, ref).flatMap((v) => shapeVertices(v)));
}

/** Reads a geo_shape (or, with `type` shape, a cartesian shape) field's doc value for a row (geo/shapeDocValue.ts), or undefined for a field of another type. */
export function shapeDocValueReader(spec: SourceSpec, shard: ShardCtx, type: 'geo_shape' | 'shape' = 'geo_shape'): ((row: Row) => ShapeDocValue | undefined) | undefined {
  const ref = resolveField(shard.index, spec.field!);
  if (!ref.def || ref.def.type !== type || ref.runtime) return undefined;
  const quantize = type === 'shape' ? CARTESIAN : GEO;
  return (row) => ('nested' in row ? undefined : shapeDocValue(sourceValues(row.parsed, ref), quantize));
}

/**
 * GeoShapeCentroidAggregator: each document's centroid weighted by its weight, only the highest dimension
 * seen so far counting (a polygon resets the sums that points and lines made); every document with a shape
 * counts in `count`. The reduce is geo_point's (each shard's centroid times its count), as InternalGeoCentroid.
 */
export function shapeCentroid(read: (row: Row) => ShapeDocValue | undefined, rows: readonly Row[], kind: CentroidResult['kind'] = 'geo_centroid'): CentroidResult {
  const lat = new CompensatedSum();
  const lon = new CompensatedSum();
  const weight = new CompensatedSum();
  let type = 0;
  let count = 0;
  for (const row of rows) {
    const v = read(row);
    if (!v) continue;
    count++;
    if (v.type > type) {
      [lat.value, lat.delta, lon.value, lon.delta, weight.value, weight.delta] = [v.weight * v.y, 0, v.weight * v.x, 0, v.weight, 0];
      type = v.type;
    } else if (v.type === type) {
      lat.add(v.weight * v.y);
      lon.add(v.weight * v.x);
      weight.add(v.weight);
    }
  }
  const ok = count > 0 && weight.value > 0;
  return { kind, lat: ok ? lat.value / weight.value : NaN, lon: ok ? lon.value / weight.value : NaN, count };
}

export interface CentroidResult extends Internal {
  /** `lat` and `lon` hold y and x for cartesian_centroid. */
  kind: 'geo_centroid' | 'cartesian_centroid';
  lat: number;
  lon: number;
  count: number;
}

/** GeoCentroidAggregator (and CartesianCentroidAggregator): every point counts once, its coordinates Kahan-summed; pairs are [lat, lon] or [y, x]. */
export function pointCentroid(read: ((row: Row) => [number, number][]) | undefined, rows: readonly Row[], kind: CentroidResult['kind']): CentroidResult {
  const lat = new CompensatedSum();
  const lon = new CompensatedSum();
  let count = 0;
  if (read) for (const row of rows) for (const [a, o] of read(row)) {
    lat.add(a);
    lon.add(o);
    count++;
  }
  return { kind, lat: count ? lat.value / count : NaN, lon: count ? lon.value / count : NaN, count };
}

/** InternalCentroid.reduce: each shard's centroid times its count, summed, over the total count. */
export function reduceCentroids(parts: readonly CentroidResult[]): CentroidResult {
  let latSum = NaN;
  let lonSum = NaN;
  let total = 0;
  for (const p of parts) {
    if (p.count === 0) continue;
    total += p.count;
    latSum = Number.isNaN(latSum) ? p.lat * p.count : latSum + p.lat * p.count;
    lonSum = Number.isNaN(lonSum) ? p.lon * p.count : lonSum + p.lon * p.count;
  }
  return { kind: parts[0]?.kind ?? 'geo_centroid', lat: latSum / total, lon: lonSum / total, count: total };
}

/** The `geo_centroid` aggregation. */
export const geoCentroid: AggImpl = {
  leaf: true,
  parse(_name, body, pctx) {
    const p = parseSource('geo_centroid', body, pctx, []);
    return isEsError(p) ? p : { source: p.source };
  },
  collect(node, rows, shard) {
    const spec = (node.spec as { source: SourceSpec }).source;
    const shapes = shapeDocValueReader(spec, shard);
    if (shapes) return shapeCentroid(shapes, rows);
    return pointCentroid(reader(spec, shard), rows, 'geo_centroid');
  },
  reduce: (_n, parts) => reduceCentroids(parts as CentroidResult[]),
  render(_n, res) {
    const r = res as CentroidResult;
    return r.count > 0 ? { location: { lat: r.lat, lon: r.lon }, count: r.count } : { count: 0 };
  },
  typedName: () => 'geo_centroid',
};

interface BoundsResult extends Internal {
  kind: 'geo_bounds';
  top: number;
  bottom: number;
  posLeft: number;
  posRight: number;
  negLeft: number;
  negRight: number;
}

/** The `geo_bounds` aggregation. */
export const geoBounds: AggImpl = {
  leaf: true,
  parse(_name, body, pctx) {
    const p = parseSource('geo_bounds', body, pctx, ['wrap_longitude']);
    if (isEsError(p)) return p;
    if (p.rest.wrap_longitude !== undefined && typeof p.rest.wrap_longitude !== 'boolean') return aggInvalid('[wrap_longitude] must be a boolean');
    return { source: p.source, wrap: p.rest.wrap_longitude !== false };
  },
  collect(node, rows, shard) {
    const spec = (node.spec as { source: SourceSpec }).source;
    const read = reader(spec, shard) ?? shapeReader(spec, shard);
    const r: BoundsResult = { kind: 'geo_bounds', top: -Infinity, bottom: Infinity, posLeft: Infinity, posRight: -Infinity, negLeft: Infinity, negRight: -Infinity };
    if (read) for (const row of rows) for (const [lat, lon] of read(row)) {
      r.top = Math.max(r.top, lat);
      r.bottom = Math.min(r.bottom, lat);
      if (lon >= 0) {
        r.posLeft = Math.min(r.posLeft, lon);
        r.posRight = Math.max(r.posRight, lon);
      } else {
        r.negLeft = Math.min(r.negLeft, lon);
        r.negRight = Math.max(r.negRight, lon);
      }
    }
    return r;
  },
  reduce(_n, parts) {
    const out: BoundsResult = { kind: 'geo_bounds', top: -Infinity, bottom: Infinity, posLeft: Infinity, posRight: -Infinity, negLeft: Infinity, negRight: -Infinity };
    for (const p of parts as BoundsResult[]) {
      out.top = Math.max(out.top, p.top);
      out.bottom = Math.min(out.bottom, p.bottom);
      out.posLeft = Math.min(out.posLeft, p.posLeft);
      out.posRight = Math.max(out.posRight, p.posRight);
      out.negLeft = Math.min(out.negLeft, p.negLeft);
      out.negRight = Math.max(out.negRight, p.negRight);
    }
    return out;
  },
  render(node, res) {
    const r = res as BoundsResult;
    if (!Number.isFinite(r.top)) return {};
    let left: number;
    let right: number;
    if (!Number.isFinite(r.posLeft)) [left, right] = [r.negLeft, r.negRight];
    else if (!Number.isFinite(r.negLeft)) [left, right] = [r.posLeft, r.posRight];
    else if ((node.spec as { wrap: boolean }).wrap) {
      const unwrapped = r.posRight - r.negLeft;
      const wrapped = 180 - r.posLeft - (-180 - r.negRight);
      [left, right] = unwrapped <= wrapped ? [r.negLeft, r.posRight] : [r.posLeft, r.negRight];
    } else [left, right] = [r.negLeft, r.posRight];
    return { bounds: { top_left: { lat: r.top, lon: left }, bottom_right: { lat: r.bottom, lon: right } } };
  },
  typedName: () => 'geo_bounds',
};
