/**
 * The `geotile_grid` source of `composite` (GeoTileGridValuesSourceBuilder): a point's tile at `precision`
 * (default 7) as a key ordered as GeoTileUtils.longEncode orders it (x, then y, at one zoom), printed
 * `zoom/x/y`. The key is x·2^zoom + y, exact up to zoom 26 (a double's 53 bits; ES keeps a long).
 */
import { aggInvalid, type EsError } from '../../errors/index.ts';
import type { Json, JsonObject } from '../../json.ts';
import type { ValueFormat } from './format.ts';
import { geotile } from './geoGrid.ts';

/** The zoom of a geotile_grid source (`precision`, 0 to 29, default 7). */
export function geotilePrecision(o: JsonObject): number | EsError {
  const p = o.precision === undefined ? 7 : Number(o.precision);
  if (!Number.isInteger(p) || p < 0 || p > 29) return aggInvalid(`Invalid geotile_grid precision of ${String(o.precision)}. Must be between 0 and 29.`);
  return p;
}

/** The ordered key of a point's tile at `zoom`. */
export function geotileKey(lat: number, lon: number, zoom: number): number {
  const [, x, y] = geotile(lat, lon, zoom).order as [number, number, number];
  return x * 2 ** zoom + y;
}

/** Prints a key as `zoom/x/y`. */
export function geotileFormat(zoom: number): ValueFormat {
  const tiles = 2 ** zoom;
  return { kind: 'raw', format: (v) => `${zoom}/${Math.floor(Number(v) / tiles)}/${Number(v) % tiles}` };
}

/** Reads an `after` value `zoom/x/y` (or its key) back to a key; NaN when it is no tile of this zoom. */
export function parseGeotileAfter(v: Json, zoom: number): number {
  if (typeof v === 'number') return v;
  const m = /^(\d+)\/(\d+)\/(\d+)$/.exec(String(v));
  if (!m || Number(m[1]) !== zoom) return NaN;
  return Number(m[2]) * 2 ** zoom + Number(m[3]);
}
