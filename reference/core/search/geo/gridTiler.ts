/**
 * The grid cells of a geo_shape document for geotile_grid and geohash_grid (GeoTileGridTiler,
 * GeoHashGridTiler): a shape whose extent is one point takes that point's cell, as a geo_point would; any
 * other shape takes every cell at the precision that its (quantized) geometry touches, found from the
 * coarsest cell down (a cell the shape covers whole takes all its sub-cells). With `bounds`, only the
 * cells the bounds keep count (GeoTileBoundedPredicate, GeoHashBoundedPredicate: touching is not enough).
 */
import { quantizeLat, quantizeLon } from './encoding.ts';
import { geohashCell } from './geohash.ts';
import { relateRect, type Parts, type Rect } from './shapeRelate.ts';
import type { ShapeDocValue } from './shapeDocValue.ts';
import { encodeLatitude, encodeLongitude } from './encoding.ts';

/** A `bounds` box in degrees (left east of right crosses the dateline). */
export interface GridBox {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** A cell: its key and the values its long encoding orders by. */
export interface GridCell {
  key: string;
  order: (number | string)[];
}

/** GeoTileUtils.LATITUDE_MASK: the tiles' extent north and south. */
const LATITUDE_MASK = 85.0511287798066;
const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** GeoTileUtils.toBoundingBox (ESSloppyMath's atan and sinh taken as Math's). */
export function tileRect(z: number, x: number, y: number): Rect {
  const tiles = 2 ** z;
  const lat = (n: number) => (Math.atan(Math.sinh(n)) * 180) / Math.PI;
  return { minX: (x / tiles) * 360.0 - 180, maxX: ((x + 1) / tiles) * 360.0 - 180, minY: lat(Math.PI - (2.0 * Math.PI * (y + 1)) / tiles), maxY: lat(Math.PI - (2.0 * Math.PI * y) / tiles) };
}

/** GeoTileBoundedPredicate.validTile at its own precision, given the tile functions of the grid. */
export function tilePredicate(zoom: number, box: GridBox, xTile: (lon: number, tiles: number) => number, yTile: (lat: number, tiles: number) => number): (x: number, y: number) => boolean {
  if (box.bottom > LATITUDE_MASK || box.top < -LATITUDE_MASK) return () => false;
  const tiles = 2 ** zoom;
  const crosses = box.right < box.left;
  const [minX, minY] = [xTile(box.left, tiles), yTile(box.top, tiles)];
  const minTile = tileRect(zoom, minX, minY);
  const leftX = encodeLongitude(minTile.maxX) === encodeLongitude(box.left) ? minX + 1 : minX;
  const topY = encodeLatitude(minTile.minY) === encodeLatitude(box.top) ? minY + 1 : minY;
  const [maxX, maxY] = [xTile(box.right, tiles), yTile(box.bottom, tiles)];
  const maxTile = tileRect(zoom, maxX, maxY);
  const rightX = encodeLongitude(maxTile.minX) === encodeLongitude(box.right) ? maxX : maxX + 1;
  const bottomY = encodeLatitude(maxTile.maxY) === encodeLatitude(box.bottom) ? maxY : maxY + 1;
  return (x, y) => y >= topY && y < bottomY && (crosses ? rightX > x || leftX <= x : rightX > x && leftX <= x);
}

/** GeoHashBoundedPredicate.validHash: the hash's box shares an interior point with the bounds. */
export function hashPredicate(box: GridBox): (hash: string) => boolean {
  const crosses = box.right < box.left;
  const hits = (minX: number, maxX: number, minY: number, maxY: number) =>
    box.top > minY && box.bottom < maxY && (crosses ? box.left < maxX || box.right > minX : box.left < maxX && box.right > minX);
  return (hash) => {
    const c = geohashCell(hash)!;
    return c.maxLon < c.minLon ? hits(-180, c.maxLon, c.minLat, c.maxLat) || hits(c.minLon, 180, c.minLat, c.maxLat) : hits(c.minLon, c.maxLon, c.minLat, c.maxLat);
  };
}

/** A cell's box as the doc values relate it: each edge encoded (GeoShapeValue.relate). */
const encoded = (r: Rect): Rect => ({ minX: quantizeLon(r.minX), maxX: quantizeLon(r.maxX), minY: quantizeLat(r.minY), maxY: quantizeLat(r.maxY) });

/** Thrown no further than here: a shape that would take more cells than `limit`. */
export class TooManyCells {
  constructor(readonly count: number) {}
}

/**
 * The geotile cells of a shape document at `zoom`, or TooManyCells past `limit`. `pointTile` is the
 * grid's own tile of a point (the geo_point path), `valid` the bounds' predicate.
 */
export function shapeTiles(v: ShapeDocValue, parts: Parts, zoom: number, pointTile: (lat: number, lon: number) => [number, number], valid: (x: number, y: number) => boolean, limit: number): GridCell[] | TooManyCells {
  const out: GridCell[] = [];
  const add = (x: number, y: number) => {
    if (valid(x, y)) out.push({ key: `${zoom}/${x}/${y}`, order: [zoom, x, y] });
  };
  if (zoom === 0 || (v.minX === v.maxX && v.minY === v.maxY)) {
    if (zoom === 0) add(0, 0);
    else add(...pointTile(v.minY, v.minX));
    return out;
  }
  const visit = (z: number, x: number, y: number): boolean => {
    const rel = relateRect(encoded(tileRect(z, x, y)), parts);
    if (rel === 'disjoint') return true;
    if (z === zoom) {
      add(x, y);
      return out.length <= limit;
    }
    if (rel === 'inside') {
      const n = 2 ** (zoom - z);
      if (n * n > limit) return false;
      for (let dy = 0; dy < n; dy++) for (let dx = 0; dx < n; dx++) add(x * n + dx, y * n + dy);
      return out.length <= limit;
    }
    for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) if (!visit(z + 1, 2 * x + dx, 2 * y + dy)) return false;
    return true;
  };
  return visit(0, 0, 0) ? out : new TooManyCells(out.length);
}

/** The geohash cells of a shape document at `precision`, or TooManyCells past `limit`. */
export function shapeHashes(v: ShapeDocValue, parts: Parts, precision: number, pointHash: (lat: number, lon: number) => string, valid: (hash: string) => boolean, limit: number): GridCell[] | TooManyCells {
  const out: GridCell[] = [];
  const add = (h: string) => {
    if (valid(h)) out.push({ key: h, order: [h] });
  };
  if (v.minX === v.maxX && v.minY === v.maxY) {
    add(pointHash(v.minY, v.minX));
    return out;
  }
  const all = (h: string): boolean => {
    if (h.length === precision) {
      add(h);
      return out.length <= limit;
    }
    for (const c of BASE32) if (!all(h + c)) return false;
    return true;
  };
  const visit = (prefix: string): boolean => {
    for (const c of BASE32) {
      const h = prefix + c;
      const cell = geohashCell(h)!;
      const rel = relateRect(encoded({ minX: cell.minLon, maxX: cell.maxLon, minY: cell.minLat, maxY: cell.maxLat }), parts);
      if (rel === 'disjoint') continue;
      if (h.length === precision) {
        add(h);
        if (out.length > limit) return false;
      } else if (!(rel === 'inside' ? all(h) : visit(h))) return false;
    }
    return true;
  };
  return visit('') ? out : new TooManyCells(out.length);
}
