/**
 * How a runtime field's term query prints (the *ScriptFieldTermQuery toString an explanation shows): the
 * field, a colon, and the term as the field's type parsed it: a long as a long (NumberType.objectToLong),
 * a double as Java's Double.toString (`1.0`), anything else as given.
 */
import type { Json } from '../../json.ts';
import { keywordOf } from '../fields.ts';
import { doubleToString } from '../../script/painless/javaNumbers.ts';

/** `field:term` of a runtime field's term query. */
export function runtimeTermLabel(field: string, type: unknown, value: Json): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (type === 'long' && Number.isFinite(n)) return `${field}:${Math.trunc(n)}`;
  if (type === 'double' && Number.isFinite(n)) return `${field}:${doubleToString(n)}`;
  return `${field}:${keywordOf(value)}`;
}
