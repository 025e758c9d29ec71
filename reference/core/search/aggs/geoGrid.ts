/**
 * `geohash_grid` and `geotile_grid`: documents bucketed by the cell of their (quantized) points, or by every
 * cell their geo_shape touches (geo/gridTiler.ts), each document once per cell, within `bounds` if given; every shard keeps its top `shard_size` cells, the reduce sums them and keeps
 * `size`, most documents first and ties by the cell's long encoding, larger first
 * (geogrid.BucketPriorityQueue with InternalGeoGridBucket.compareTo).
 */
import { isObject, type JsonObject } from '../../json.ts';
import { aggBadParam, aggInvalid, isEsError, tooManyBuckets, type EsError } from '../../errors/index.ts';
import { collectSubs, consumeBuckets, reduceSubs, renderSubs } from './framework.ts';
import { reader, shapeDocValueReader } from './geo.ts';
import { positionOf } from './parse.ts';
import { parseBoundingBox } from '../geo/boundingBox.ts';
import { hashPredicate, shapeHashes, shapeTiles, tilePredicate, TooManyCells, type GridBox, type GridCell } from '../geo/gridTiler.ts';
import { parseSource, type SourceSpec } from './valuesSource.ts';
import { suggestShardSize } from './terms.ts';
import type { AggImpl, Bucket, Internal, Row, ShardCtx, SubResults } from './types.ts';
import { docCountOf } from './rows.ts';
import { sloppyCos } from '../geo/sloppyMath.ts';
import { normalizeLat, normalizeLon } from '../geo/normalize.ts';

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** The geohash of a point at a precision (standard bisection; its order equals ES's long encoding's). */
export function geohash(lat: number, lon: number, precision: number): string {
  let [latLo, latHi, lonLo, lonHi] = [-90, 90, -180, 180];
  let out = '';
  let bit = 0;
  let ch = 0;
  let even = true;
  while (out.length < precision) {
    if (even) {
      const mid = (lonLo + lonHi) / 2;
      if (lon >= mid) {
        ch = (ch << 1) | 1;
        lonLo = mid;
      } else {
        ch <<= 1;
        lonHi = mid;
      }
    } else {
      const mid = (latLo + latHi) / 2;
      if (lat >= mid) {
        ch = (ch << 1) | 1;
        latLo = mid;
      } else {
        ch <<= 1;
        latHi = mid;
      }
    }
    even = !even;
    if (++bit === 5) {
      out += BASE32[ch];
      bit = 0;
      ch = 0;
    }
  }
  return out;
}

/** GeoTileUtils.getXTile: the column of a longitude (-180 is column 0; edges clipped). */
export function geotileX(lon: number, tiles: number): number {
  if (lon === -180) return 0;
  const x = Math.floor(((normalizeLon(lon) + 180) / 360) * tiles);
  return x < 0 ? 0 : x >= tiles ? tiles - 1 : x;
}

/** GeoTileUtils.getYTile: the row of a latitude, its sine from SloppyMath.cos as ES computes it (edges clipped). */
export function geotileY(lat: number, tiles: number): number {
  const latSin = sloppyCos(Math.PI / 2 - normalizeLat(lat) * 0.017453292519943295);
  const y = Math.floor((0.5 - Math.log((1 + latSin) / (1 - latSin)) / (4 * Math.PI)) * tiles);
  return y < 0 ? 0 : y >= tiles ? tiles - 1 : y;
}

/** GeoTileUtils.longEncode's tile: `zoom/x/y`, with its order key. */
export function geotile(lat: number, lon: number, zoom: number): { key: string; order: number[] } {
  const tiles = 2 ** zoom;
  const x = geotileX(lon, tiles);
  const y = geotileY(lat, tiles);
  return { key: `${zoom}/${x}/${y}`, order: [zoom, x, y] };
}

/** A grid cell: its key, the values that order ties (the cell's long, as ES compares them), its count. */
export interface Cell {
  key: string;
  order: (number | string)[];
  docCount: number;
  aggs: SubResults;
}
export interface GridResult extends Internal {
  kind: 'geo_grid';
  cells: Cell[];
}

function cmpOrder(a: (number | string)[], b: (number | string)[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}
/** InternalGeoGrid's bucket order: most documents first, then the larger cell value. */
export const rank = (a: Cell, b: Cell) => b.docCount - a.docCount || cmpOrder(b.order, a.order);

/** The reduce, rendering and bucket access every geo grid shares (geohash, geotile, geohex): cells merged by key. */
export const GRID_BUCKETS: Pick<AggImpl, 'reduce' | 'render' | 'buckets' | 'withBuckets'> = {
  reduce(node, parts, rctx) {
    const merged = new Map<string, Cell[]>();
    for (const p of parts as GridResult[]) for (const c of p.cells) {
      let l = merged.get(c.key);
      if (!l) merged.set(c.key, (l = []));
      l.push(c);
    }
    const cells: Cell[] = [];
    for (const [key, list] of merged) {
      const aggs = reduceSubs(node, list.map((c) => c.aggs), rctx);
      if (isEsError(aggs)) return aggs;
      cells.push({ key, order: list[0]!.order, docCount: list.reduce((s, c) => s + c.docCount, 0), aggs });
    }
    cells.sort(rank);
    const out = cells.slice(0, (node.spec as { size: number }).size);
    return consumeBuckets(rctx, out.length) ?? ({ kind: 'geo_grid', cells: out } satisfies GridResult);
  },
  render(node, r, rctx) {
    return {
      buckets: (r as GridResult).cells.map((c) => {
        const out: JsonObject = { key: c.key, doc_count: c.docCount };
        renderSubs(node, c.aggs, rctx, out);
        return out;
      }),
    };
  },
  buckets: (r) => (r as GridResult).cells.map((c) => ({ key: c.key, keyString: c.key, docCount: c.docCount, aggs: c.aggs }) satisfies Bucket),
  withBuckets: (r, bs) => ({ ...(r as GridResult), cells: bs.map((b, i) => ({ ...(r as GridResult).cells[i]!, docCount: b.docCount, aggs: b.aggs })) }),
};

interface GridSpec {
  source: SourceSpec;
  precision: number;
  size: number;
  shardSize: number;
  /** The `bounds` box, when it bounds (GeoBoundingBox.isUnbounded: a side missing leaves it unbounded). */
  bounds?: GridBox;
}

/** The cells a document's geo_point or geo_shape values fall in, or the shard's error (too many cells for one shape). */
type CellsOf = (row: Row) => GridCell[] | EsError;

/** The cell function of a grid over a field: points one cell each (CellIdSource), shapes their tiler's. */
function cellsReader(tile: boolean, spec: GridSpec, shard: ShardCtx): CellsOf | undefined {
  const p = spec.precision;
  const box = spec.bounds;
  const tileValid = tile && box ? tilePredicate(p, box, geotileX, geotileY) : () => true;
  const hashValid = !tile && box ? hashPredicate(box) : () => true;
  const pointTile = (lat: number, lon: number): [number, number] => [geotileX(lon, 2 ** p), geotileY(lat, 2 ** p)];
  const pointCell = (lat: number, lon: number): GridCell | undefined => {
    if (tile) {
      const [x, y] = pointTile(lat, lon);
      return tileValid(x, y) ? { key: `${p}/${x}/${y}`, order: [p, x, y] } : undefined;
    }
    const h = geohash(lat, lon, p);
    return hashValid(h) ? { key: h, order: [h] } : undefined;
  };
  const points = reader(spec.source, shard);
  if (points) return (row) => points(row).map(([lat, lon]) => pointCell(lat, lon)).filter((c): c is GridCell => c !== undefined);
  const shapes = shapeDocValueReader(spec.source, shard);
  if (!shapes) return undefined;
  const limit = shard.ctx.maxBuckets >= 0 ? shard.ctx.maxBuckets : Infinity;
  return (row) => {
    const v = shapes(row);
    if (!v) return [];
    const cells = tile ? shapeTiles(v, v.parts, p, pointTile, tileValid, limit) : shapeHashes(v, v.parts, p, (lat, lon) => geohash(lat, lon, p), hashValid, limit);
    return cells instanceof TooManyCells ? tooManyBuckets(shard.ctx.profile, limit, cells.count, shard.index.name) : cells;
  };
}

function gridImpl(type: 'geohash_grid' | 'geotile_grid'): AggImpl {
  const tile = type === 'geotile_grid';
  return {
    parse(name, body, pctx) {
      const p = parseSource(type, body, pctx, ['precision', 'size', 'shard_size', 'bounds']);
      if (isEsError(p)) return p;
      const precision = p.rest.precision === undefined ? (tile ? 7 : 5) : Number(p.rest.precision);
      if (tile ? !(precision >= 0 && precision <= 29) : !(precision >= 1 && precision <= 12)) {
        return aggInvalid(tile ? `Invalid geotile_grid precision of ${precision}. Must be between 0 and 29.` : `Invalid geohash aggregation precision of ${precision}. Must be between 1 and 12.`);
      }
      let bounds: GridBox | undefined;
      if (p.rest.bounds !== undefined) {
        const at = positionOf(pctx.rawBody, [...pctx.path, 'bounds']);
        const b = isObject(p.rest.bounds) ? parseBoundingBox(p.rest.bounds as JsonObject) : 'Expected start object';
        if (typeof b === 'string') return aggBadParam(pctx.profile, type, 'bounds', at, b, 'parsing_exception');
        if (![b.top, b.left, b.bottom, b.right].some(Number.isNaN)) bounds = b;
      }
      const size = p.rest.size === undefined ? 10000 : Number(p.rest.size);
      if (!(size > 0)) return aggInvalid(`[size] must be greater than 0. Found [${size}] in [${name}]`);
      let shardSize = p.rest.shard_size === undefined ? suggestShardSize(size) : Number(p.rest.shard_size);
      if (shardSize < size) shardSize = size;
      return { source: p.source, precision, size, shardSize, ...(bounds ? { bounds } : {}) } satisfies GridSpec;
    },
    collect(node, rows, shard) {
      const spec = node.spec as GridSpec;
      const cellsOf = cellsReader(tile, spec, shard);
      const groups = new Map<string, { order: (number | string)[]; rows: Row[] }>();
      if (cellsOf) for (const row of rows) {
        const cells = cellsOf(row);
        if (isEsError(cells)) return cells;
        const seen = new Set<string>();
        for (const c of cells) {
          if (seen.has(c.key)) continue;
          seen.add(c.key);
          let g = groups.get(c.key);
          if (!g) groups.set(c.key, (g = { order: c.order, rows: [] }));
          g.rows.push(row);
        }
      }
      const cells: Cell[] = [...groups].map(([key, g]) => ({ key, order: g.order, docCount: docCountOf(g.rows), aggs: new Map() }));
      cells.sort(rank);
      const kept = cells.slice(0, spec.shardSize);
      for (const c of kept) {
        const aggs = collectSubs(node, groups.get(c.key)!.rows, shard);
        if (isEsError(aggs)) return aggs;
        c.aggs = aggs;
      }
      return { kind: 'geo_grid', cells: kept } satisfies GridResult;
    },
    typedName: () => type,
    ...GRID_BUCKETS,
  };
}

/** The `geohash_grid` aggregation. */
export const geohashGrid = gridImpl('geohash_grid');
/** The `geotile_grid` aggregation. */
export const geotileGrid = gridImpl('geotile_grid');
