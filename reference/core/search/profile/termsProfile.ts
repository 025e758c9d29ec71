/**
 * How a profiled `terms` names its Aggregator and part of the debug it reports, as TermsAggregatorFactory
 * chooses: NumericTermsAggregator on numbers (result_strategy `long_terms` or `double_terms`),
 * MapStringTermsAggregator for `execution_hint: map` on strings (result_strategy `terms`), else
 * GlobalOrdinalsStringTermsAggregator. Sub-aggregations are deferred (DeferableBucketAggregator's
 * `deferred_aggregators`) under `collect_mode: breadth_first`, except those the order reads
 * (20_terms.yml "string profiler via map"). The shard-dependent debug (total_buckets, the filter-by-filter
 * adaptation, segment ordinals) is not simulated.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import { resolveField } from '../fields.ts';

const DOUBLE_TYPES = new Set(['double', 'float', 'half_float', 'scaled_float']);

/** The sub-aggregation names a breadth_first terms defers: all but those its order names (`a>b` reads `a`). */
function deferred(o: JsonObject, subs: Json | undefined): string[] | undefined {
  if (o.collect_mode !== 'breadth_first' || !isObject(subs)) return undefined;
  const orders = Array.isArray(o.order) ? o.order : o.order !== undefined ? [o.order] : [];
  const used = new Set(orders.flatMap((e) => (isObject(e) ? Object.keys(e) : [])).map((k) => k.split(/[>.[]/)[0]!));
  const names = Object.keys(subs).filter((n) => !used.has(n));
  return names.length > 0 ? names : undefined;
}

/** The Aggregator class and debug map of a profiled terms aggregation over `index` (`subs`: its sub-aggregations). */
export function termsProfile(body: Json, subs: Json | undefined, index: IndexState): { type: string; debug?: JsonObject } {
  const o = isObject(body) ? body : {};
  const field = typeof o.field === 'string' ? o.field : undefined;
  const ref = field === undefined ? undefined : resolveField(index, field);
  const defer = deferred(o, subs);
  if (ref && (ref.kind === 'number' || ref.kind === 'date' || ref.kind === 'boolean')) {
    const debug: JsonObject = { result_strategy: DOUBLE_TYPES.has(String(ref.def?.type)) ? 'double_terms' : 'long_terms' };
    if (defer) debug.deferred_aggregators = defer;
    return { type: 'NumericTermsAggregator', debug };
  }
  if (o.execution_hint === 'map') {
    const debug: JsonObject = { result_strategy: 'terms' };
    if (defer) debug.deferred_aggregators = defer;
    return { type: 'MapStringTermsAggregator', debug };
  }
  return { type: 'GlobalOrdinalsStringTermsAggregator' };
}
