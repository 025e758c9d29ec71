/**
 * `geohex_grid` (ES ≥ 8.1, x-pack spatial): documents bucketed by the H3 cell of their (quantized) points at
 * `precision` 0–15 (GeoHexGridAggregationBuilder, default 5), each document once per cell; with `bounds`, a
 * point counts when it lies in the box or its cell's bounding box overlaps it (GeoHexCellIdSource's
 * BoundedCellValues). Shards keep their top `shard_size` cells, the reduce sums them and keeps `size`, most
 * documents first, ties by the cell's long value, larger first (BucketPriorityQueue, InternalGeoGridBucket).
 * The cells come from h3-js (geo/h3.ts), which computes those of ES's libs/h3. A geo_shape document whose
 * shape is one point counts as that point; other shapes are not simulated.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { aggBadParam, aggFieldNotSupported, isEsError, notSupportedBySimulator, unknownAggregationType } from '../../errors/index.ts';
import { collectSubs } from './framework.ts';
import { reader, shapeDocValueReader } from './geo.ts';
import { positionOf } from './parse.ts';
import { parseSource, type SourceSpec } from './valuesSource.ts';
import { suggestShardSize } from './terms.ts';
import { parsePoint } from '../geo/geoPoint.ts';
import { resolveField } from '../fields.ts';
import { h3, type H3Api } from '../geo/h3.ts';
import type { AggImpl, ParseCtx, Row } from './types.ts';
import { docCountOf } from './rows.ts';
import { GRID_BUCKETS, rank, type Cell, type GridResult } from './geoGrid.ts';

/** H3.MAX_H3_RES. */
const MAX_RES = 15;
/** GeoHexGridAggregationBuilder.DEFAULT_PRECISION and DEFAULT_MAX_NUM_CELLS. */
const DEFAULT_PRECISION = 5;
const DEFAULT_SIZE = 10000;

/** A `bounds` box: top, left, bottom, right in degrees (left > right crosses the dateline). */
export interface Box {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

interface HexSpec {
  source: SourceSpec;
  precision: number;
  size: number;
  shardSize: number;
  bounds?: Box;
}
/** GeoHexGridAggregationBuilder.parsePrecision: a number's int value, or a string's `Integer.parseInt`. */
function parsePrecision(v: Json): number | string {
  if (typeof v === 'number') return Math.trunc(v);
  const s = String(v);
  return /^[+-]?\d+$/.test(s) ? Number.parseInt(s, 10) : `For input string: "${s}"`;
}

/**
 * GeoBoundingBox.parseBoundingBox's box: corners (`top_left`/`bottom_right`, `top_right`/`bottom_left`), sides
 * or a WKT `BBOX`; a box missing a side is unbounded (GeoBoundingBox.isUnbounded).
 */
export function parseBounds(v: Json): Box | undefined {
  if (!isObject(v)) return undefined;
  const b = v as JsonObject;
  let top = NaN, left = NaN, bottom = NaN, right = NaN;
  if (typeof b.wkt === 'string') {
    const m = /^\s*BBOX\s*\(\s*([-\d.eE]+)\s*,\s*([-\d.eE]+)\s*,\s*([-\d.eE]+)\s*,\s*([-\d.eE]+)\s*\)\s*$/i.exec(b.wkt);
    if (m) [left, right, top, bottom] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
  }
  const tl = parsePoint((b.top_left ?? b.topLeft) as Json | undefined);
  const br = parsePoint((b.bottom_right ?? b.bottomRight) as Json | undefined);
  const tr = parsePoint((b.top_right ?? b.topRight) as Json | undefined);
  const bl = parsePoint((b.bottom_left ?? b.bottomLeft) as Json | undefined);
  if (tl) [top, left] = tl;
  if (br) [bottom, right] = br;
  if (tr) [top, right] = tr;
  if (bl) [bottom, left] = bl;
  if (b.top !== undefined) top = Number(b.top);
  if (b.bottom !== undefined) bottom = Number(b.bottom);
  if (b.left !== undefined) left = Number(b.left);
  if (b.right !== undefined) right = Number(b.right);
  return [top, left, bottom, right].some(Number.isNaN) ? undefined : { top, left, bottom, right };
}

/** BoundedCellValues.validPoint: the point in the box (inclusive). */
function pointInBox(lat: number, lon: number, b: Box): boolean {
  if (!(b.top >= lat && b.bottom <= lat)) return false;
  return b.right < b.left ? b.left <= lon || b.right >= lon : b.left <= lon && b.right >= lon;
}

/** BoundedCellValues.validHex: the cell boundary's lat/lon extent overlaps the box (strictly). */
function cellTouchesBox(lib: H3Api, cell: string, b: Box): boolean {
  let minLat = Infinity, minLon = Infinity, maxLat = -Infinity, maxLon = -Infinity;
  for (const [lat, lon] of lib.cellToBoundary(cell)) {
    minLon = Math.min(minLon, lon!);
    maxLon = Math.max(maxLon, lon!);
    minLat = Math.min(minLat, lat!);
    maxLat = Math.max(maxLat, lat!);
  }
  if (!(b.top > minLat && b.bottom < maxLat)) return false;
  return b.right < b.left ? b.left < maxLon || b.right > minLon : b.left < maxLon && b.right > minLon;
}

/** A builder setter's IllegalArgumentException, as ObjectParser wraps it (`[geohex_grid] failed to parse field [k]`). */
const badParam = (pctx: ParseCtx, key: string, cause: string) => aggBadParam(pctx.profile, 'geohex_grid', key, positionOf(pctx.rawBody, [...pctx.path, key]), cause);

/** The `geohex_grid` aggregation. */
export const geohexGrid: AggImpl = {
  parse(name, body, pctx) {
    if (!pctx.profile.geohexGrid) return unknownAggregationType(pctx.profile, 'geohex_grid', positionOf(pctx.rawBody, pctx.path), pctx.profile.unknownAggWording === 'could-not-find' ? name : undefined);
    const p = parseSource('geohex_grid', body, pctx, ['precision', 'size', 'shard_size', 'bounds']);
    if (isEsError(p)) return p;
    let precision = DEFAULT_PRECISION;
    if (p.rest.precision !== undefined) {
      const v = parsePrecision(p.rest.precision as Json);
      if (typeof v === 'string') return badParam(pctx, 'precision', v);
      if (v < 0 || v > MAX_RES) return badParam(pctx, 'precision', `Invalid geohex aggregation precision of ${v}. Must be between 0 and ${MAX_RES}`);
      precision = v;
    }
    let size = DEFAULT_SIZE;
    if (p.rest.size !== undefined) {
      size = Math.trunc(Number(p.rest.size));
      if (size <= 0) return badParam(pctx, 'size', `[size] must be greater than 0. Found [${size}] in [${name}]`);
    }
    // shard_size -1 (unset): BucketUtils.suggestShardSideQueueSize(size); never below size (GeoGridAggregationBuilder.innerBuild).
    let shardSize = -1;
    if (p.rest.shard_size !== undefined) {
      shardSize = Math.trunc(Number(p.rest.shard_size));
      if (shardSize <= 0) return badParam(pctx, 'shard_size', `[shardSize] must be greater than 0. Found [${shardSize}] in [${name}]`);
    }
    if (shardSize < 0) shardSize = suggestShardSize(size);
    if (shardSize < size) shardSize = size;
    const bounds = p.rest.bounds === undefined ? undefined : parseBounds(p.rest.bounds as Json);
    return { source: p.source, precision, size, shardSize, ...(bounds ? { bounds } : {}) } satisfies HexSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as HexSpec;
    const ref = spec.source.field === undefined ? undefined : resolveField(shard.index, spec.source.field);
    if (ref?.def && ref.def.type !== 'geo_point' && ref.def.type !== 'geo_shape') return aggFieldNotSupported(spec.source.field!, ref.def.type ?? 'object', 'geohex_grid', shard.index.name);
    // A geo_shape whose extent is one point takes that point's cell (GeoHexGridTiler); the H3 cover of a line or
    // polygon is not simulated, and says so rather than miscount.
    const shapes = shapeDocValueReader(spec.source, shard);
    let wide = false;
    const read = reader(spec.source, shard) ?? (shapes && ((row: Row): [number, number][] => {
      const v = shapes(row);
      if (v && (v.minX !== v.maxX || v.minY !== v.maxY)) wide = true;
      return v ? [[v.minY, v.minX]] : [];
    }));
    const groups = new Map<string, Row[]>();
    if (read) {
      const lib = h3();
      if (!lib) return notSupportedBySimulator('[geohex_grid] without the h3-js library (H3 cells)');
      for (const row of rows) {
        const seen = new Set<string>();
        for (const [lat, lon] of read(row)) {
          const cell = lib.latLngToCell(lat, lon, spec.precision);
          // BoundedCellValues.advanceValue: the fast point test, then the cell's extent.
          if (spec.bounds && !pointInBox(lat, lon, spec.bounds) && !cellTouchesBox(lib, cell, spec.bounds)) continue;
          if (seen.has(cell)) continue;
          seen.add(cell);
          let g = groups.get(cell);
          if (!g) groups.set(cell, (g = []));
          g.push(row);
        }
        if (wide) return notSupportedBySimulator('[geohex_grid] over a [geo_shape] field holding lines or polygons');
      }
    }
    const cells: Cell[] = [...groups].map(([key, g]) => ({ key, order: [key.padStart(16, '0')], docCount: docCountOf(g), aggs: new Map() }));
    cells.sort(rank);
    const kept = cells.slice(0, spec.shardSize);
    for (const c of kept) {
      const aggs = collectSubs(node, groups.get(c.key)!, shard);
      if (isEsError(aggs)) return aggs;
      c.aggs = aggs;
    }
    return { kind: 'geo_grid', cells: kept } satisfies GridResult;
  },
  typedName: () => 'geohex_grid',
  ...GRID_BUCKETS,
};
