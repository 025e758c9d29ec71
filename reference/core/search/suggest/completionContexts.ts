/**
 * A completion field's contexts (ContextMappings): `category` and `geo` mappings, the contexts a document
 * indexes (from the input's `contexts` object or the mapping's `path` field; geo points as geohash cells
 * at the mapping's precision), and a query's contexts (CategoryQueryContext, GeoQueryContext) turned into
 * the values an indexed context must equal (or start with, for a `prefix` category or a geo cell coarser
 * than the mapping's) and the boost a match gives: the suggestion scores its weight times the best boost.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { geohash } from '../aggs/geoGrid.ts';
import { parseDistance, parsePoint, pointsIn } from '../geo/geoPoint.ts';

/** One context mapping of a completion field. */
export interface ContextMapping {
  name: string;
  type: 'category' | 'geo';
  path?: string;
  /** Geo: the geohash length cells are indexed at (default 6). */
  precision: number;
}

/** A query context as matched: the value, whether it is a prefix, and its boost. */
export interface QueryContext {
  name: string;
  value: string;
  prefix: boolean;
  boost: number;
}

const EARTH_EQUATOR = 2 * Math.PI * 6378137.0;
const EARTH_POLAR_DISTANCE = Math.PI * 6356752.314245;

/** GeoUtils.geoHashLevelsForPrecision: the geohash length whose cells are no larger than `meters`. */
export function geoHashLevels(meters: number): number {
  if (meters <= 0) return 12;
  const ratio = 1 + EARTH_POLAR_DISTANCE / EARTH_EQUATOR;
  const width = Math.sqrt((meters * meters) / (ratio * ratio));
  const part = Math.round(Math.ceil(EARTH_EQUATOR / width));
  const level = Math.floor(Math.log2(part));
  return part <= 2 ** level ? Math.trunc((level + 1) / 2) : Math.trunc((level + 2) / 2);
}

/** GeoUtils.geoHashCellSize: the diagonal of a cell at a geohash length. */
function cellSize(level: number): number {
  const w = EARTH_EQUATOR / 2 ** (Math.trunc((level + 1) / 2) * 3 + Math.trunc(level / 2) * 2);
  const h = EARTH_POLAR_DISTANCE / 2 ** (Math.trunc((level + 1) / 2) * 2 + Math.trunc(level / 2) * 3);
  return Math.sqrt(h * h + w * w);
}

/** A precision given as a geohash length or a distance ("5km"; GeoContextMapping.Builder: never finer than asked). */
function precisionOf(v: Json | undefined, dflt: number): number {
  if (v === undefined || v === null) return dflt;
  if (typeof v === 'number') return Math.trunc(v);
  const s = String(v);
  if (/^\d+$/.test(s)) return Number(s);
  const meters = parseDistance(s);
  let level = geoHashLevels(meters);
  if (cellSize(level) < meters) level = Math.max(1, level - 1);
  return level;
}

/** The context mappings of a completion field's definition. */
export function contextMappings(def: { contexts?: unknown }): ContextMapping[] {
  const raw = Array.isArray(def.contexts) ? def.contexts : [];
  const out: ContextMapping[] = [];
  for (const c of raw as Json[]) {
    if (!isObject(c)) continue;
    const type = String(c.type).toLowerCase() === 'geo' ? 'geo' : 'category';
    out.push({ name: String(c.name), type, ...(typeof c.path === 'string' ? { path: c.path } : {}), precision: precisionOf(c.precision as Json, 6) });
  }
  return out;
}

function valueAt(source: unknown, path: string): unknown {
  let cur = source;
  for (const p of path.split('.')) {
    if (!isObject(cur as Json)) return undefined;
    cur = (cur as JsonObject)[p];
  }
  return cur;
}

/** The context values one input indexes, by mapping name (`contexts` of the input, else the `path` field). */
export function indexedContexts(mappings: ContextMapping[], input: JsonObject | undefined, source: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of mappings) {
    const given = input && isObject(input.contexts as Json) ? (input.contexts as JsonObject)[m.name] : undefined;
    const raw = given !== undefined ? given : m.path !== undefined ? valueAt(source, m.path) : undefined;
    if (raw === undefined || raw === null) continue;
    if (m.type === 'category') {
      const vals = (Array.isArray(raw) ? raw : [raw]).filter((x) => x !== null && typeof x !== 'object').map(String);
      if (vals.length > 0) out.set(m.name, vals);
    } else {
      const cells = pointsIn(raw as Json).map(([lat, lon]) => geohash(lat, lon, m.precision));
      if (cells.length > 0) out.set(m.name, [...new Set(cells)]);
    }
  }
  return out;
}

/** The eight cells around a geohash cell (Geohash.addNeighbors), at its own length. */
function neighbours(cell: string): string[] {
  const bits = cell.length * 5;
  const lonBits = Math.ceil(bits / 2);
  const latBits = Math.floor(bits / 2);
  const w = 360 / 2 ** lonBits;
  const h = 180 / 2 ** latBits;
  const { lat, lon } = centre(cell);
  const out: string[] = [];
  for (const dy of [-1, 0, 1])
    for (const dx of [-1, 0, 1]) {
      if (dx === 0 && dy === 0) continue;
      const la = lat + dy * h;
      if (la > 90 || la < -90) continue;
      let lo = lon + dx * w;
      if (lo > 180) lo -= 360;
      if (lo < -180) lo += 360;
      out.push(geohash(la, lo, cell.length));
    }
  return out;
}

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

function centre(cell: string): { lat: number; lon: number } {
  let [latLo, latHi, lonLo, lonHi] = [-90, 90, -180, 180];
  let even = true;
  for (const ch of cell) {
    const v = BASE32.indexOf(ch);
    for (let b = 4; b >= 0; b--) {
      const bit = (v >> b) & 1;
      if (even) {
        const mid = (lonLo + lonHi) / 2;
        if (bit) lonLo = mid;
        else lonHi = mid;
      } else {
        const mid = (latLo + latHi) / 2;
        if (bit) latLo = mid;
        else latHi = mid;
      }
      even = !even;
    }
  }
  return { lat: (latLo + latHi) / 2, lon: (lonLo + lonHi) / 2 };
}

/** The query contexts of a suggestion's `contexts` object, or a message for a malformed one. */
export function queryContexts(mappings: ContextMapping[], raw: JsonObject): QueryContext[] | string {
  const out: QueryContext[] = [];
  for (const [name, v] of Object.entries(raw) as [string, Json][]) {
    const m = mappings.find((x) => x.name === name);
    if (!m) return `Unknown context name [${name}], must be one of [${mappings.map((x) => x.name).join(', ')}]`;
    const items = Array.isArray(v) ? v : [v];
    for (const it of items) {
      if (m.type === 'category') {
        if (isObject(it)) {
          const boost = typeof it.boost === 'number' ? it.boost : 1;
          out.push({ name, value: String(it.context), prefix: it.prefix === true, boost });
        } else out.push({ name, value: String(it), prefix: false, boost: 1 });
        continue;
      }
      // GeoQueryContext: a point, or {context: point, boost, precision, neighbours}.
      const obj = isObject(it) && 'context' in it ? it : undefined;
      const p = parsePoint((obj ? obj.context : it) as Json);
      if (!p) return `failed to parse [${name}] geo context`;
      const boost = obj && typeof obj.boost === 'number' ? obj.boost : 1;
      const precision = Math.min(m.precision, precisionOf(obj?.precision as Json, 12));
      const cell = geohash(p[0], p[1], precision);
      const cells = new Set([cell]);
      const given = obj && Array.isArray(obj.neighbours) ? (obj.neighbours as Json[]).map((n) => precisionOf(n, 12)) : [];
      if (given.length === 0 && cell.length === m.precision) for (const n of neighbours(cell)) cells.add(n);
      for (const np of given) {
        if (np >= cell.length) continue;
        const t = cell.slice(0, np);
        cells.add(t);
        for (const n of neighbours(t)) cells.add(n);
      }
      for (const c of cells) out.push({ name, value: c, prefix: c.length < m.precision, boost });
    }
  }
  return out;
}

/** The best boost the query contexts give an input's indexed contexts, or undefined when none matches. */
export function contextBoost(query: QueryContext[], indexed: Map<string, string[]>): { boost: number; matched: Map<string, Set<string>> } | undefined {
  let best: number | undefined;
  const matched = new Map<string, Set<string>>();
  for (const q of query) {
    for (const v of indexed.get(q.name) ?? []) {
      if (q.prefix ? !v.startsWith(q.value) : v !== q.value) continue;
      if (best === undefined || q.boost > best) best = q.boost;
      if (!matched.has(q.name)) matched.set(q.name, new Set());
      matched.get(q.name)!.add(v);
    }
  }
  return best === undefined ? undefined : { boost: best, matched };
}
