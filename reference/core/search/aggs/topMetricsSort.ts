/**
 * The `top_metrics` sorts that are not a field: `_script` and `_geo_distance` (SortBuilder.buildBucketedSort).
 * ScriptSortBuilder buckets only a `number` script, whose value sorts and prints as a double; a `string` one is
 * refused ("script sorting only supported on [numeric] scripts"). GeoDistanceSortBuilder sorts by the distance
 * from the request's points to the document's encoded points, in `unit`, the nearest for `asc` and the farthest
 * for `desc` (its default mode), printed as a double.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { aggInvalid, isEsError, type EsError } from '../../errors/index.ts';
import type { Doc } from '../../doc.ts';
import { scriptSortKey, scriptSortOf, type ScriptSortType } from '../scripts/scriptSort.ts';
import { geoSortKey, parseGeoSort, type GeoSort } from '../sortExtras.ts';
import type { Profile } from '../../../profiles.ts';
import type { Row } from './rows.ts';
import type { ShardCtx } from './types.ts';

/** A top_metrics sort on a script or on a distance. */
export type ComputedSort = { kind: 'script'; script: { script: Json; type: ScriptSortType } } | { kind: 'geo'; geo: GeoSort };

/** Reads `{_script: {...}}` or `{_geo_distance: {...}}` with its `order` (default asc), or undefined for a field sort. */
export function parseComputedSort(field: string, opts: Json, profile: Profile): { sort: ComputedSort; asc: boolean } | EsError | undefined {
  if (field !== '_script' && field !== '_geo_distance') return undefined;
  const o = isObject(opts) ? (opts as JsonObject) : {};
  const asc = String(o.order ?? 'asc') !== 'desc';
  if (field === '_script') {
    const script = scriptSortOf(o, profile);
    if (isEsError(script)) return script;
    return { sort: { kind: 'script', script }, asc };
  }
  const geo = parseGeoSort(o);
  if (!geo) return aggInvalid('[_geo_distance] requires a field and a point');
  return { sort: { kind: 'geo', geo }, asc };
}

/** The per-document sort value of a computed sort on one shard (null: the document has none), or the sort's refusal. */
export function computedSortReader(sort: ComputedSort, asc: boolean, shard: ShardCtx): ((row: Row, pos: number) => number | null) | EsError {
  if (sort.kind === 'geo') {
    const key = geoSortKey(shard.index, sort.geo, !asc, false);
    return (row) => ('nested' in row ? null : key(row as Doc));
  }
  if (sort.script.type !== 'number') return aggInvalid(`error building sort for [_script]: script sorting only supported on [numeric] scripts but was [${sort.script.type}]`);
  const key = scriptSortKey(sort.script, shard.index, shard.ctx.profile);
  if (isEsError(key)) return key;
  return (row, pos) => {
    if ('nested' in row) return null;
    const v = key(row as Doc, pos, 0);
    return typeof v === 'number' ? v : null;
  };
}
