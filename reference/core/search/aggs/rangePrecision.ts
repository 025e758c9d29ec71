/**
 * Range bounds brought down to the precision a number field stores, as RangeAggregationBuilder.innerBuild
 * does with `config.reduceToStoredPrecisionFunction()` (elastic/elasticsearch#77033, fixed in 7.16): a
 * `float` field's bound `0.04` matches as `(double)(float)0.04`, so the float doc `0.04` is not below it.
 * Only the matching uses the reduced bound; `from`, `to` and the key keep the original (Range.originalFrom).
 */
import { halfFloat } from './valueConversion.ts';

/** NumberFieldMapper.NumberType#reduceToStoredPrecision for a mapped type: float and half_float round, others keep the value. */
export function storedPrecision(type: string | undefined): (v: number) => number {
  if (type === 'float') return (v) => (Number.isFinite(v) ? Math.fround(v) : v);
  if (type === 'half_float') return (v) => (Number.isFinite(v) ? halfFloat(v) : v);
  return (v) => v;
}
