/**
 * A geo_shape (or cartesian shape) value read into a geometry, from either form Elasticsearch takes: WKT
 * text (POINT, MULTIPOINT, LINESTRING, MULTILINESTRING, POLYGON, MULTIPOLYGON, GEOMETRYCOLLECTION, BBOX and
 * ENVELOPE, EMPTY) or a GeoJSON object (the same types in their GeoJSON names, plus `envelope` and
 * `circle`). Coordinates stay as written (x = longitude, y = latitude); callers quantize them as the doc
 * values do. A value that is no readable shape gives undefined (the mapper would have refused it).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { parseDistance } from './geoPoint.ts';

/** A coordinate pair as [x, y] (for geo shapes: [lon, lat]). */
export type XY = [number, number];

/** A parsed geometry (libs/geometry's Geometry kinds). */
export type Geometry =
  | { kind: 'point'; p: XY }
  | { kind: 'multipoint'; points: XY[] }
  | { kind: 'line'; points: XY[] }
  | { kind: 'multiline'; lines: XY[][] }
  | { kind: 'polygon'; rings: XY[][] }
  | { kind: 'multipolygon'; polygons: XY[][][] }
  | { kind: 'collection'; geometries: Geometry[] }
  | { kind: 'rectangle'; minX: number; maxX: number; maxY: number; minY: number }
  | { kind: 'circle'; centre: XY; radius: number };

/** The geometries of a field's source value: one shape, or an array of shapes (each unreadable one skipped). */
export function geometriesOf(v: Json | undefined): Geometry[] {
  if (Array.isArray(v) && !(v.length > 0 && typeof v[0] === 'number')) return v.flatMap((x) => geometriesOf(x as Json));
  const g = parseShape(v);
  return g ? [g] : [];
}

/** One shape value (WKT text or GeoJSON object) as a geometry, or undefined. */
export function parseShape(v: Json | undefined): Geometry | undefined {
  if (typeof v === 'string') return parseWkt(v);
  if (isObject(v)) return parseGeoJson(v as JsonObject);
  return undefined;
}

const xy = (c: Json): XY | undefined =>
  Array.isArray(c) && c.length >= 2 && typeof c[0] === 'number' && typeof c[1] === 'number' ? [c[0], c[1]] : undefined;
const xys = (c: Json): XY[] | undefined => {
  if (!Array.isArray(c)) return undefined;
  const out = c.map((p) => xy(p as Json));
  return out.every((p): p is XY => p !== undefined) ? out : undefined;
};
const rings = (c: Json): XY[][] | undefined => {
  if (!Array.isArray(c)) return undefined;
  const out = c.map((r) => xys(r as Json));
  return out.every((r): r is XY[] => r !== undefined) ? out : undefined;
};

function parseGeoJson(o: JsonObject): Geometry | undefined {
  const type = String(o.type ?? '').toLowerCase();
  const c = o.coordinates as Json;
  switch (type) {
    case 'point': {
      const p = xy(c);
      return p && { kind: 'point', p };
    }
    case 'multipoint': {
      const points = xys(c);
      return points && { kind: 'multipoint', points };
    }
    case 'linestring': {
      const points = xys(c);
      return points && { kind: 'line', points };
    }
    case 'multilinestring': {
      const lines = rings(c);
      return lines && { kind: 'multiline', lines };
    }
    case 'polygon': {
      const rs = rings(c);
      return rs && rs.length > 0 ? { kind: 'polygon', rings: rs } : undefined;
    }
    case 'multipolygon': {
      if (!Array.isArray(c)) return undefined;
      const polygons = c.map((p) => rings(p as Json));
      return polygons.every((p): p is XY[][] => p !== undefined && p.length > 0) ? { kind: 'multipolygon', polygons } : undefined;
    }
    case 'geometrycollection': {
      if (!Array.isArray(o.geometries)) return undefined;
      const geometries = (o.geometries as Json[]).map((g) => (isObject(g) ? parseGeoJson(g as JsonObject) : undefined));
      return geometries.every((g): g is Geometry => g !== undefined) ? { kind: 'collection', geometries } : undefined;
    }
    case 'envelope': {
      const pts = xys(c);
      if (!pts || pts.length !== 2) return undefined;
      // GeoJSON envelope: [[minLon, maxLat], [maxLon, minLat]].
      return { kind: 'rectangle', minX: pts[0]![0], maxX: pts[1]![0], maxY: pts[0]![1], minY: pts[1]![1] };
    }
    case 'circle': {
      const centre = xy(c);
      return centre && { kind: 'circle', centre, radius: parseDistance(o.radius as Json) };
    }
    default:
      return undefined;
  }
}

/** A small WKT reader: a tokenizer of words, numbers and punctuation, then a recursive descent. */
function parseWkt(text: string): Geometry | undefined {
  const tokens = text.match(/[A-Za-z]+|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|[(),]/g);
  if (!tokens) return undefined;
  let i = 0;
  const peek = () => tokens[i];
  const take = (t: string): boolean => (tokens[i]?.toUpperCase() === t ? (i++, true) : false);
  const num = (): number | undefined => {
    const t = tokens[i];
    if (t === undefined || !/^[-+.\d]/.test(t)) return undefined;
    i++;
    return Number(t);
  };
  /** `x y [z [m]]`. */
  const coord = (): XY | undefined => {
    const x = num();
    const y = num();
    if (x === undefined || y === undefined) return undefined;
    while (peek() !== undefined && /^[-+.\d]/.test(peek()!)) i++;
    return [x, y];
  };
  /** `(` item {`,` item} `)`. */
  const list = <T>(item: () => T | undefined): T[] | undefined => {
    if (!take('(')) return undefined;
    const out: T[] = [];
    do {
      const v = item();
      if (v === undefined) return undefined;
      out.push(v);
    } while (take(','));
    return take(')') ? out : undefined;
  };
  const empty = (): boolean => take('EMPTY');
  const geometry = (): Geometry | undefined => {
    const word = tokens[i++]?.toUpperCase();
    // `POINT Z (1 2 3)`, `LINESTRING M (...)`: the extra ordinates are read and dropped.
    while (/^(Z|M|ZM)$/i.test(peek() ?? '')) i++;
    switch (word) {
      case 'POINT': {
        if (empty()) return { kind: 'multipoint', points: [] };
        const c = list(coord);
        return c && c.length === 1 ? { kind: 'point', p: c[0]! } : undefined;
      }
      case 'MULTIPOINT': {
        if (empty()) return { kind: 'multipoint', points: [] };
        // Both `MULTIPOINT (1 2, 3 4)` and `MULTIPOINT ((1 2), (3 4))`.
        const points = list(() => (peek() === '(' ? list(coord)?.[0] : coord()));
        return points && { kind: 'multipoint', points };
      }
      case 'LINESTRING': {
        if (empty()) return { kind: 'multiline', lines: [] };
        const points = list(coord);
        return points && { kind: 'line', points };
      }
      case 'MULTILINESTRING': {
        if (empty()) return { kind: 'multiline', lines: [] };
        const lines = list(() => list(coord));
        return lines && { kind: 'multiline', lines };
      }
      case 'POLYGON': {
        if (empty()) return { kind: 'multipolygon', polygons: [] };
        const rs = list(() => list(coord));
        return rs && { kind: 'polygon', rings: rs };
      }
      case 'MULTIPOLYGON': {
        if (empty()) return { kind: 'multipolygon', polygons: [] };
        const polygons = list(() => list(() => list(coord)));
        return polygons && { kind: 'multipolygon', polygons };
      }
      case 'GEOMETRYCOLLECTION': {
        if (empty()) return { kind: 'collection', geometries: [] };
        const geometries = list(geometry);
        return geometries && { kind: 'collection', geometries };
      }
      case 'BBOX':
      case 'ENVELOPE': {
        // minLon, maxLon, maxLat, minLat.
        const n = list(num);
        return n && n.length === 4 ? { kind: 'rectangle', minX: n[0]!, maxX: n[1]!, maxY: n[2]!, minY: n[3]! } : undefined;
      }
      default:
        return undefined;
    }
  };
  const g = geometry();
  return g && i === tokens.length ? g : undefined;
}

/** Every vertex of a geometry, in order (a rectangle's two corners: top left, bottom right). */
export function verticesOf(g: Geometry, out: XY[] = []): XY[] {
  switch (g.kind) {
    case 'point':
      out.push(g.p);
      break;
    case 'multipoint':
    case 'line':
      out.push(...g.points);
      break;
    case 'multiline':
      for (const l of g.lines) out.push(...l);
      break;
    case 'polygon':
      for (const r of g.rings) out.push(...r);
      break;
    case 'multipolygon':
      for (const p of g.polygons) for (const r of p) out.push(...r);
      break;
    case 'collection':
      for (const c of g.geometries) verticesOf(c, out);
      break;
    case 'rectangle':
      out.push([g.minX, g.maxY], [g.maxX, g.minY]);
      break;
    case 'circle':
      out.push(g.centre);
      break;
  }
  return out;
}

/** The same geometry with every coordinate mapped (to quantize it as doc values store it). */
export function mapCoords(g: Geometry, f: (p: XY) => XY): Geometry {
  switch (g.kind) {
    case 'point':
      return { kind: 'point', p: f(g.p) };
    case 'multipoint':
      return { kind: 'multipoint', points: g.points.map(f) };
    case 'line':
      return { kind: 'line', points: g.points.map(f) };
    case 'multiline':
      return { kind: 'multiline', lines: g.lines.map((l) => l.map(f)) };
    case 'polygon':
      return { kind: 'polygon', rings: g.rings.map((r) => r.map(f)) };
    case 'multipolygon':
      return { kind: 'multipolygon', polygons: g.polygons.map((p) => p.map((r) => r.map(f))) };
    case 'collection':
      return { kind: 'collection', geometries: g.geometries.map((c) => mapCoords(c, f)) };
    case 'rectangle': {
      const [a, b] = [f([g.minX, g.maxY]), f([g.maxX, g.minY])];
      return { kind: 'rectangle', minX: a[0], maxY: a[1], maxX: b[0], minY: b[1] };
    }
    case 'circle':
      return { kind: 'circle', centre: f(g.centre), radius: g.radius };
  }
}
