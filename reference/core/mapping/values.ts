/** Whether a JSON scalar fits a mapped leaf field, with the cause ES reports when it does not. */
import type { Json } from '../json.ts';
import type { EsCause } from '../errors.ts';
import type { Profile } from '../../profiles.ts';
import type { FieldDef } from './types.ts';
import { DEFAULT_DATE_FORMAT, parseDate } from './dates.ts';

export interface ValueFailure {
  /** The cause as ES5/ES6 report it. */
  cause: EsCause;
  /** The cause as ES7+/OpenSearch report it, where it differs. */
  modernCause?: EsCause;
}

const INTEGERS = new Set(['long', 'integer', 'short', 'byte', 'unsigned_long']);
const FLOATS = new Set(['double', 'float', 'half_float', 'scaled_float']);
const RANGES: Record<string, [number, number]> = {
  integer: [-2147483648, 2147483647],
  short: [-32768, 32767],
  byte: [-128, 127],
};

function numberFailure(value: Json, type: string): ValueFailure | undefined {
  if (typeof value === 'number') {
    const r = RANGES[type];
    if (r && (value < r[0] || value > r[1])) {
      const c = { type: 'illegal_argument_exception', reason: `Value [${value}] is out of range for ${type === 'integer' ? 'an integer' : `a ${type}`}` };
      return { cause: c };
    }
    return undefined;
  }
  if (typeof value === 'string') {
    const t = value.trim();
    if (t !== '' && !Number.isNaN(Number(t)) && (!INTEGERS.has(type) || /^[+-]?\d+(\.\d*)?$/.test(t))) return undefined;
    return {
      cause: { type: 'number_format_exception', reason: `For input string: "${value}"` },
      modernCause: { type: 'illegal_argument_exception', reason: `For input string: "${value}"` },
    };
  }
  const token = value === true || value === false ? `VALUE_${String(value).toUpperCase()}` : 'START_OBJECT';
  const c = { type: 'json_parse_exception', reason: `Current token (${token}) not numeric, can not use numeric value accessors` };
  return { cause: c, modernCause: { type: 'illegal_argument_exception', reason: c.reason } };
}

/** The failure of `value` against `def`, or undefined when it fits. */
export function checkValue(def: FieldDef, value: Json, profile: Profile): ValueFailure | undefined {
  const type = String(def.type);
  if (def.ignore_malformed === true || def.ignore_malformed === 'true') return undefined;
  if (INTEGERS.has(type) || FLOATS.has(type)) return numberFailure(value, type);
  if (type === 'boolean') {
    if (typeof value === 'boolean' || value === 'true' || value === 'false' || value === '') return undefined;
    const c = { type: 'illegal_argument_exception', reason: `Failed to parse value [${String(value)}] as only [true] or [false] are allowed.` };
    return { cause: c };
  }
  if (type === 'date' || type === 'date_nanos') {
    const format = typeof def.format === 'string' ? def.format : DEFAULT_DATE_FORMAT;
    if (typeof value === 'number') return undefined;
    const s = String(value);
    const lenient = profile.docParseError === 'es5' || profile.docParseError === 'es6';
    const r = typeof value === 'string' ? parseDate(s, format, lenient) : { ok: false as const, failAt: 0 };
    if (r.ok) return undefined;
    const joda = r.failAt > 0 && r.failAt < s.length ? `Invalid format: "${s}" is malformed at "${s.slice(r.failAt)}"` : `Invalid format: "${s}"`;
    return {
      cause: { type: 'illegal_argument_exception', reason: joda },
      modernCause: {
        type: 'illegal_argument_exception',
        reason: `failed to parse date field [${s}] with format [${format}]`,
        causedBy: { type: 'date_time_parse_exception', reason: `Failed to parse with all enclosed parsers`, es: false },
      },
    };
  }
  return undefined;
}
