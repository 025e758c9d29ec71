/**
 * The `geo_grid` query (ES 8.3+, GeoGridQueryBuilder): the documents whose point lies in one cell of a
 * geohash, geotile or geohex grid. On a geo_point field a geohash or geotile cell is a box whose edges are
 * moved onto Lucene's 32-bit encoding (getQueryHash, getQueryTile: the cell is half-open, so a point on an
 * edge belongs to one cell only) and a geohex cell holds a point whose H3 cell at that resolution is it
 * (H3SphericalGeometry). Constant score; parse errors and shard errors as the builder raises them.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { geoArgumentInvalid, geoQueryMalformed, geoQueryParseFailure, queryBodyNotAnObject, queryCreateFailure, unknownQuery, type EsError } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import { where, type CompiledQuery, type QueryContext } from '../queryLeaves.ts';
import { badGeohashSymbol, geohashCell } from './geohash.ts';
import { decodeLatitude, decodeLongitude, encodeLatitude, encodeLongitude } from './encoding.ts';
import { h3 } from './h3.ts';
import { inBox, type LatLon } from './geoPoint.ts';
import { onPoints } from './geoQueries.ts';

type Grid = 'geohash' | 'geotile' | 'geohex';

const MAX_INT = 2147483647;
/** GeoTileUtils.LATITUDE_MASK: the tiles stop at ±85.0511287798066 (their bottom row's lower edge, encoded). */
const ENCODED_NEGATIVE_LATITUDE_MASK = encodeLatitude(-85.0511287798066);

/** GeoTileUtils.parseHash of "zoom/x/y" (Integer.parseInt each), or undefined. */
function tileParts(id: string): [number, number, number] | undefined {
  const parts = id.split('/');
  if (parts.length !== 3 || !parts.every((p) => /^[+-]?\d+$/.test(p))) return undefined;
  const n = parts.map(Number) as [number, number, number];
  return n.every((x) => x >= -2147483648 && x <= MAX_INT) ? n : undefined;
}

/** GeoTileUtils.toBoundingBox: the tile's box (Math's atan and sinh for ESSloppyMath's; their edges are then encoded). */
function tileBox(z: number, x: number, y: number): { minLat: number; maxLat: number; minLon: number; maxLon: number } {
  const tiles = 2 ** z;
  const lat = (n: number) => (Math.atan(Math.sinh(n)) * 180) / Math.PI;
  return {
    minLat: lat(Math.PI - (2.0 * Math.PI * (y + 1)) / tiles),
    maxLat: lat(Math.PI - (2.0 * Math.PI * y) / tiles),
    minLon: (x / tiles) * 360.0 - 180,
    maxLon: ((x + 1) / tiles) * 360.0 - 180,
  };
}

/** The cell test for a point, or the shard's error (GeoGridQueryBuilder.Grid.toQuery). */
function cellTest(ctx: QueryContext, grid: Grid, id: string): ((p: LatLon) => boolean) | EsError {
  if (grid === 'geohex') {
    const api = h3()!;
    const cell = id.toLowerCase();
    const res = api.getResolution(cell);
    return (p) => api.latLngToCell(p[0], p[1], res) === cell;
  }
  let minLat: number, maxLat: number, minLon: number, maxLon: number;
  if (grid === 'geohash') {
    const c = geohashCell(id)!;
    const maxX = encodeLongitude(c.maxLon);
    const maxY = encodeLatitude(c.maxLat);
    [minLon, maxLon] = [decodeLongitude(encodeLongitude(c.minLon)), decodeLongitude(maxX === MAX_INT ? maxX : maxX - 1)];
    [maxLat, minLat] = [decodeLatitude(maxY === MAX_INT ? maxY : maxY - 1), decodeLatitude(encodeLatitude(c.minLat))];
  } else {
    const [z, x, y] = tileParts(id)!;
    if (z < 0 || z > 29) return queryCreateFailure('illegal_argument_exception', `Invalid geotile_grid precision of ${z}. Must be between 0 and 29.`, ctx.index);
    const tiles = 2 ** z;
    if (x < 0 || y < 0 || x >= tiles || y >= tiles) return queryCreateFailure('illegal_argument_exception', `Zoom/X/Y combination is not valid: ${z}/${x}/${y}`, ctx.index);
    const t = tileBox(z, x, y);
    const maxX = encodeLongitude(t.maxLon);
    const minY = encodeLatitude(t.minLat);
    [minLon, maxLon] = [decodeLongitude(encodeLongitude(t.minLon)), decodeLongitude(maxX === MAX_INT ? maxX : maxX - 1)];
    [maxLat, minLat] = [decodeLatitude(encodeLatitude(t.maxLat)), decodeLatitude(minY === ENCODED_NEGATIVE_LATITUDE_MASK ? minY : minY + 1)];
  }
  return (p) => inBox(p, maxLat, minLon, minLat, maxLon);
}

/** Grid.validate: the id's own check while parsing (an IllegalArgumentException). */
function validate(grid: Grid, id: string): EsError | undefined {
  if (grid === 'geohash') {
    if (id.length === 0) return geoArgumentInvalid('empty geohash');
    const bad = badGeohashSymbol(id);
    return bad === undefined ? undefined : geoArgumentInvalid(`unsupported symbol [${bad}] in geohash [${id}]`);
  }
  if (grid === 'geotile') return tileParts(id) ? undefined : geoArgumentInvalid(`Invalid geotile_grid hash string of ${id}. Must be three integers in a form "zoom/x/y".`);
  const api = h3();
  return api && api.isValidCell(id.toLowerCase()) && /^[0-9a-fA-F]+$/.test(id) ? undefined : geoArgumentInvalid(`Invalid h3 address [${id}]`);
}

/** `geo_grid`: one grid cell as a query. */
export function geoGridQuery(ctx: QueryContext, body: Json, path: PathStep[]): CompiledQuery | EsError {
  if (!ctx.profile.geoGridQuery) return unknownQuery(ctx.profile, 'geo_grid', where(ctx, path));
  if (!isObject(body)) return queryBodyNotAnObject('geo_grid', where(ctx, path));
  const unexpected = (k: string, at: PathStep[]) => geoQueryMalformed(`failed to parse [geo_grid] query. unexpected field [${k}]`, where(ctx, at));
  let field: string | undefined;
  let grid: Grid | undefined;
  let id: string | undefined;
  for (const [k, v] of Object.entries(body)) {
    if (isObject(v)) {
      field = k;
      for (const [gk, gv] of Object.entries(v as JsonObject)) {
        if (grid !== undefined) return unexpected(gk, [...path, k, gk]);
        if (gk !== 'geohash' && gk !== 'geotile' && gk !== 'geohex') return geoQueryParseFailure(`failed to parse [geo_grid] query. Invalid grid name [${gk}]`);
        grid = gk;
        if (gv === null || isObject(gv) || Array.isArray(gv)) return unexpected(gk, [...path, k, gk]);
        id = String(gv);
      }
    } else if (k !== '_name' && k !== 'boost' && k !== 'ignore_unmapped') return unexpected(k, [...path, k]);
  }
  if (grid === undefined) return geoQueryParseFailure('failed to parse [geo_grid] query. grid name not provided');
  if (id === undefined) return geoQueryParseFailure('failed to parse [geo_grid] query. grid id not provided');
  const invalid = validate(grid, id);
  if (invalid) return invalid;
  let test: ((p: LatLon) => boolean) | undefined;
  const check = (): EsError | undefined => {
    const t = cellTest(ctx, grid!, id!);
    if (typeof t !== 'function') return t;
    test = t;
    return undefined;
  };
  const score = typeof body.boost === 'number' ? body.boost : 1;
  return onPoints(ctx, field!, body, (p) => test!(p), score, 'geo_grid', check);
}
