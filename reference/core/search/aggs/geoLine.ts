/**
 * `geo_line` (x-pack spatial): the points of a bucket as a GeoJSON line ordered by a sort field. A shard
 * keeps at most `size` points (GeoLineBucketedSort: slots filled from the end, so equal sort values come out
 * in reverse collection order), the reduce merges the shards' sorted lines and cuts at `size`
 * (InternalGeoLine.reduce, `complete` only when nothing was cut), and each coordinate is the decoded doc value
 * rounded to 1e-6 degrees (InternalGeoLine.roundDegrees); one point prints as a GeoJSON Point.
 */
import { isObject, markJava, type JsonObject } from '../../json.ts';
import { aggBadParam, aggInvalid, aggUnknownParam, isEsError, unknownAggregationType } from '../../errors/index.ts';
import { numericSource } from './metrics.ts';
import { reader } from './geo.ts';
import { positionOf } from './parse.ts';
import type { AggImpl, Internal } from './types.ts';

/** GeoLineAggregationBuilder.MAX_PATH_SIZE, also the default size. */
const MAX_PATH_SIZE = 10000;

interface GeoLineSpec {
  point: string;
  sort: string;
  asc: boolean;
  size: number;
  includeSort: boolean;
}

interface LinePoint {
  lat: number;
  lon: number;
  sort: number;
}

interface GeoLineResult extends Internal {
  kind: 'geo_line';
  points: LinePoint[];
  complete: boolean;
}

/** The `field` of a `point` or `sort` object, or undefined. */
function fieldOf(v: unknown): string | undefined {
  return isObject(v) && typeof (v as JsonObject).field === 'string' ? ((v as JsonObject).field as string) : undefined;
}

/** InternalGeoLine.roundDegrees: Math.round(degree * 1e6) / 1e6. */
const roundDegrees = (d: number): number => Math.floor(d * 1e6 + 0.5) / 1e6;

/** Orders by sort value in the line's direction; Array.sort is stable, so ties keep their order. */
function sortLine(points: LinePoint[], asc: boolean): LinePoint[] {
  return points.sort((a, b) => (asc ? a.sort - b.sort : b.sort - a.sort));
}

/** The `geo_line` aggregation. */
export const geoLine: AggImpl = {
  leaf: true,
  parse(name, body, pctx) {
    if (!pctx.profile.geoLine) return unknownAggregationType(pctx.profile, 'geo_line', positionOf(pctx.rawBody, pctx.path), pctx.profile.unknownAggWording === 'could-not-find' ? name : undefined);
    const o = (body ?? {}) as JsonObject;
    for (const k of Object.keys(o)) {
      if (!['point', 'sort', 'sort_order', 'size', 'include_sort'].includes(k)) return aggUnknownParam(pctx.profile, 'geo_line', k, positionOf(pctx.rawBody, [...pctx.path, k]));
    }
    const point = fieldOf(o.point);
    if (point === undefined) return aggInvalid(`Required [point]`);
    const size = o.size === undefined ? MAX_PATH_SIZE : Number(o.size);
    // GeoLineAggregationBuilder.size throws inside the parser, which names the field.
    if (!Number.isInteger(size) || size <= 0 || size > MAX_PATH_SIZE) {
      return aggBadParam(pctx.profile, 'geo_line', 'size', positionOf(pctx.rawBody, [...pctx.path, 'size']), `invalid [size] value [${String(o.size)}] must be a positive integer <= ${MAX_PATH_SIZE}`);
    }
    const order = String(o.sort_order ?? 'ASC').toUpperCase();
    // Inside a time_series aggregation the sort is the index's @timestamp.
    const spec: GeoLineSpec = { point, sort: fieldOf(o.sort) ?? '@timestamp', asc: order !== 'DESC', size, includeSort: o.include_sort === true };
    return spec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as GeoLineSpec;
    const read = reader({ field: spec.point }, shard);
    const sortSrc = numericSource(node, { field: spec.sort }, shard);
    if (isEsError(sortSrc)) return sortSrc;
    // BucketedSort: the first `size` points gather; past them a point only takes the worst one's place when
    // strictly better (so of equal values the earlier collected stays).
    const kept: LinePoint[] = [];
    let seen = 0;
    const better = (a: number, b: number) => (spec.asc ? a < b : a > b);
    if (read && sortSrc) for (const row of rows) {
      const pts = read(row);
      const sorts = sortSrc.numbers(row);
      if (pts.length === 0 || sorts.length === 0) continue;
      const p: LinePoint = { lat: pts[0]![0], lon: pts[0]![1], sort: sorts[0]! };
      seen++;
      if (kept.length < spec.size) {
        kept.push(p);
        continue;
      }
      let worst = 0;
      for (let i = 1; i < kept.length; i++) if (!better(kept[i]!.sort, kept[worst]!.sort)) worst = i;
      if (better(p.sort, kept[worst]!.sort)) kept[worst] = p;
    }
    // Slots fill from the end of the bucket's range, so the line reads the last collected first.
    return { kind: 'geo_line', points: sortLine(kept.reverse(), spec.asc), complete: seen <= spec.size } satisfies GeoLineResult;
  },
  reduce(node, parts) {
    const spec = node.spec as GeoLineSpec;
    const lines = parts as GeoLineResult[];
    const merged = sortLine(lines.flatMap((l) => l.points), spec.asc);
    const complete = lines.every((l) => l.complete) && merged.length <= spec.size;
    return { kind: 'geo_line', points: merged.slice(0, spec.size), complete } satisfies GeoLineResult;
  },
  render(node, res) {
    const spec = node.spec as GeoLineSpec;
    const r = res as GeoLineResult;
    const coordinates = r.points.map((p) => [roundDegrees(p.lon), roundDegrees(p.lat)]);
    // geoJSONGeometry's HashMap prints `coordinates` before `type`.
    const geometry: JsonObject = coordinates.length === 1 ? { coordinates: coordinates[0]!, type: 'Point' } : { coordinates, type: 'LineString' };
    const properties: JsonObject = { complete: r.complete };
    if (spec.includeSort) {
      const sortValues = r.points.map((p) => p.sort);
      markJava(sortValues, 'double');
      properties.sort_values = sortValues;
    }
    return { type: 'Feature', geometry, properties };
  },
  typedName: () => 'geo_line',
};
