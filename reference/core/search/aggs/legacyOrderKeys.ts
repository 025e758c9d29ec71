/**
 * The key names a bucket order accepts per version (InternalOrder.Parser): `_key` always; `_term` (terms) and
 * `_time` (date_histogram) natively in ES 5; both, for every bucket aggregation, with a deprecation warning in
 * ES 6.0–7.x and OpenSearch; neither from ES 8.0 (#39450), where they name a sub-aggregation and so fail as
 * an invalid order path.
 */
import { isObject, type Json } from '../../json.ts';
import type { ParseCtx } from './types.ts';

/** The `_key` aliases of a bucket order under the profile, warning for each deprecated alias `order` uses. */
export function orderKeyNames(order: Json, native: readonly string[], pctx: ParseCtx): string[] {
  const mode = pctx.profile.legacyOrderKeys;
  if (mode === 'native') return ['_key', ...native];
  if (mode === 'removed') return ['_key'];
  const list = Array.isArray(order) ? order : [order];
  for (const el of list) {
    if (!isObject(el)) continue;
    for (const k of Object.keys(el)) if (k === '_term' || k === '_time') pctx.warnings?.push(`Deprecated aggregation order key [${k}] used, replaced by [_key]`);
  }
  return ['_key', '_term', '_time'];
}
