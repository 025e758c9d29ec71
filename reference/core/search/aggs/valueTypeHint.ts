/**
 * A `value_type` hint against a mapped field (ValuesSourceConfig.internalResolve, ES 8.1+): when the hint's
 * values source type (ValueType.getValuesSourceType) is not the field's own, and no script adapts it, the
 * shard fails with `Field type [T] is incompatible with specified value_type [V]` (V is ValueType.toString,
 * its description) and the other shards answer (20_terms.yml "Value type mismatch fails shard").
 */
import { aggShardFailure, type EsError } from '../../errors/index.ts';
import type { ValuesKind } from './valueOrder.ts';

/** ValueType's parse names → [its ValuesSourceType, its description]. */
const HINTS: Record<string, [string, string]> = {
  string: ['bytes', 'string'], long: ['numeric', 'byte|short|integer|long'], integer: ['numeric', 'byte|short|integer|long'],
  short: ['numeric', 'byte|short|integer|long'], byte: ['numeric', 'byte|short|integer|long'], double: ['numeric', 'float|double'],
  float: ['numeric', 'float|double'], number: ['numeric', 'number'], numeric: ['numeric', 'numeric'], date: ['date', 'date'],
  ip: ['ip', 'ip'], boolean: ['boolean', 'boolean'],
};

/** The ValuesSourceType a mapped field's fielddata has, in the hints' terms (undefined: not one a hint names). */
function fieldSourceType(kind: ValuesKind): string | undefined {
  if (kind === 'long' || kind === 'double') return 'numeric';
  if (kind === 'bytes' || kind === 'text') return 'bytes';
  if (kind === 'date' || kind === 'ip' || kind === 'boolean') return kind;
  return undefined;
}

/** The shard failure of a `value_type` hint the mapped field does not match, or undefined. */
export function valueTypeMismatch(hint: string | undefined, kind: ValuesKind, typeName: string, index: string, shard: number): EsError | undefined {
  if (hint === undefined) return undefined;
  const h = HINTS[hint];
  const own = fieldSourceType(kind);
  if (!h || own === undefined || h[0] === own) return undefined;
  return aggShardFailure(`Field type [${typeName}] is incompatible with specified value_type [${h[1]}]`, index, shard);
}
