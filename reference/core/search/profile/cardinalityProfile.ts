/**
 * How a profiled `cardinality` names its Aggregator and what debug it reports, as CardinalityAggregatorFactory
 * chooses: on a field with ordinals (keyword) GlobalOrdCardinalityAggregator while the ordinals' memory (three
 * bytes a term, summed over segments) stays under the HyperLogLog++ counts' (1 << precision); otherwise
 * CardinalityAggregator, whose collectDebugInfo counts the collector kind each segment used.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import { fieldSourceValues, keywordOf, resolveField } from '../fields.ts';

/** HyperLogLogPlusPlus.precisionFromThreshold: bits for a hash table of count / 0.75 ints, within [4, 18]. */
function precisionFromThreshold(count: number): number {
  const entries = Math.ceil(count / 0.75) * 4;
  const bits = entries <= 0 ? 1 : Math.floor(Math.log2(entries)) + 1;
  return Math.min(18, Math.max(4, bits));
}

/** The Aggregator class and debug map of a profiled cardinality aggregation over `index`. */
export function cardinalityProfile(body: Json, index: IndexState, globalOrds = true): { type: string; debug?: JsonObject } {
  const o = isObject(body) ? body : {};
  const field = typeof o.field === 'string' ? o.field : undefined;
  const ref = field === undefined ? undefined : resolveField(index, field);
  // The execution_hint (8.4+, CardinalityAggregatorFactory.ExecutionMode): global_ordinals always takes them,
  // segment_ordinals and direct never do; the two heuristics (the default is save_time) weigh their memory.
  const hint = typeof o.execution_hint === 'string' ? o.execution_hint.toLowerCase() : undefined;
  if (ref?.kind === 'keyword' && globalOrds && hint === 'global_ordinals') return { type: 'GlobalOrdCardinalityAggregator' };
  if (ref?.kind === 'keyword' && globalOrds && hint !== 'segment_ordinals' && hint !== 'direct') {
    const terms = new Set<string>();
    for (const d of index.docs.values()) for (const v of fieldSourceValues(d, ref)) terms.add(keywordOf(v));
    const threshold = typeof o.precision_threshold === 'number' ? o.precision_threshold : 3000;
    // useGlobalOrds: ordinalsMemoryUsage (terms * 3) < HyperLogLogPlusPlus.memoryUsage(precision).
    if (terms.size * 3 < 2 ** precisionFromThreshold(threshold)) return { type: 'GlobalOrdCardinalityAggregator' };
  }
  const numeric = ref !== undefined && (ref.kind === 'number' || ref.kind === 'date' || ref.kind === 'boolean');
  const debug: JsonObject = {
    empty_collectors_used: ref === undefined || ref.kind === 'unmapped' ? 1 : 0,
    numeric_collectors_used: numeric ? 1 : 0,
    ordinals_collectors_used: ref?.kind === 'keyword' && hint !== 'direct' ? 1 : 0,
    ordinals_collectors_overhead_too_high: 0,
    // DIRECT.useSegmentOrdinals is false: a keyword's values are hashed one by one.
    string_hashing_collectors_used: ref?.kind === 'keyword' && hint === 'direct' ? 1 : 0,
  };
  return { type: 'CardinalityAggregator', debug };
}
