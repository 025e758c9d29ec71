/**
 * The sort clauses beyond a field's own values: `_geo_distance` (GeoDistanceSortBuilder: the distance
 * from the request's points to the document's, arc or plane, in `unit`, combined by `mode`) and a field
 * sort's `nested` option (its values taken from the document's nested objects at `path` that match
 * `filter`, as NestedSortBuilder picks them).
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { isEsError, type EsError } from '../errors/index.ts';
import type { Doc } from '../doc.ts';
import type { IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { resolveField, valuesOf } from './fields.ts';
import { compileQuery } from './query.ts';
import { childDoc, nestedObjects } from './nested/scope.ts';
import { distance, parseDistance, parsePoint, pointsIn, type LatLon } from './geo/geoPoint.ts';

/** A `_geo_distance` clause. */
export interface GeoSort {
  field: string;
  points: LatLon[];
  unitMeters: number;
  type: 'arc' | 'plane';
  /** `ignore_unmapped`: an unmapped field sorts every document as missing instead of failing the shard. */
  ignoreUnmapped: boolean;
}

/** A field sort's `nested` option. */
export interface NestedSort {
  path: string;
  filter?: Json;
}

const GEO_OPTIONS = new Set(['order', 'unit', 'distance_type', 'mode', 'ignore_unmapped', 'validation_method', 'nested', 'missing']);

/** Reads the `_geo_distance` options (the one key that is not an option names the field and its points). */
export function parseGeoSort(opts: JsonObject): GeoSort | undefined {
  const field = Object.keys(opts).find((k) => !GEO_OPTIONS.has(k));
  if (field === undefined) return undefined;
  const v = opts[field] as Json;
  const list: Json[] = Array.isArray(v) && !(v.length === 2 && v.every((x) => typeof x === 'number')) ? v : [v];
  const points = list.map((p) => parsePoint(p)).filter((p): p is LatLon => p !== undefined);
  const unit = typeof opts.unit === 'string' ? opts.unit : 'm';
  return { field, points, unitMeters: parseDistance(`1${unit}`), type: opts.distance_type === 'plane' ? 'plane' : 'arc', ignoreUnmapped: opts.ignore_unmapped === true };
}

/** Reads a field sort's `nested` option. */
export function parseNestedSort(v: Json | undefined): NestedSort | undefined {
  if (!isObject(v) || typeof v.path !== 'string') return undefined;
  return { path: v.path, ...(v.filter !== undefined ? { filter: v.filter as Json } : {}) };
}

/** The key of a `_geo_distance` clause: the distances combined by mode (min for asc, max for desc by default). */
export function geoSortKey(index: IndexState, g: GeoSort, max: boolean, avg: boolean): (doc: Doc) => number | null {
  const ref = resolveField(index, g.field);
  return (doc) => {
    const ds: number[] = [];
    for (const raw of valuesOfRaw(doc, ref.sourcePath)) for (const p of pointsIn(raw)) for (const o of g.points) ds.push(distance(o, p, g.type) / g.unitMeters);
    if (ds.length === 0) return null;
    if (avg) return ds.reduce((a, b) => a + b, 0) / ds.length;
    return max ? Math.max(...ds) : Math.min(...ds);
  };
}

function valuesOfRaw(doc: Doc, path: string[]): Json[] {
  const out: Json[] = [];
  const walk = (v: Json | undefined, i: number) => {
    if (v === undefined || v === null) return;
    if (i === path.length) return void out.push(v);
    if (Array.isArray(v)) return v.forEach((el) => walk(el as Json, i));
    if (isObject(v)) walk((v as JsonObject)[path[i]!] as Json | undefined, i + 1);
  };
  walk(doc.parsed as Json, 0);
  return out;
}

/** The values a nested sort sees for a document: the field's values in its nested objects that pass the filter. */
export function nestedSortValues(index: IndexState, profile: Profile, field: string, n: NestedSort, now: number): ((doc: Doc) => Json[]) | EsError {
  const ref = resolveField(index, field);
  // The filter's date math (`gte: now/h`) reads the search's clock (OpenSearch fixed its nested sort's `now` in 2.12).
  const filter = n.filter === undefined ? undefined : compileQuery(n.filter, { index, profile, now, nestedScope: n.path });
  if (filter && isEsError(filter)) return filter;
  return (doc) => {
    const out: Json[] = [];
    for (const o of nestedObjects(doc, n.path)) {
      const child = childDoc(doc, n.path, o.obj);
      if (filter && !filter.test(child)) continue;
      out.push(...valuesOf(child, ref, index.name));
    }
    return out;
  };
}
