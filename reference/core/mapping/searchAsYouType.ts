/**
 * The sub-fields a `search_as_you_type` field indexes (SearchAsYouTypeFieldMapper): `<f>._2gram` ..
 * `<f>._{max_shingle_size}gram`, the root's analysis wrapped in fixed-size shingles, and `<f>._index_prefix`,
 * shingles of max_shingle_size (with trailing fillers) cut into edge n-grams of 1 to 20 characters, without
 * norms. Each is a synthetic text definition carrying the root's analysis parameters and a marker.
 */
import type { FieldDef } from './types.ts';

/** SearchAsYouTypeFieldMapper.Defaults.MAX_SHINGLE_SIZE. */
const DEFAULT_MAX_SHINGLE_SIZE = 3;
const PREFIX = '_index_prefix';
/** The root's parameters the sub-fields share (the Builder passes the analyzers, similarity and index options on). */
const SHARED = ['analyzer', 'search_analyzer', 'search_quote_analyzer', 'similarity', 'index_options', 'norms', 'position_increment_gap'];

/** Marker keys on a synthetic sub-field definition (never in a stored mapping: `.` in a parameter name cannot be mapped). */
export const SHINGLE_KEY = 'sayt.shingle';
export const PREFIX_KEY = 'sayt.prefix';

/** A search_as_you_type field's max_shingle_size (2 to 4, default 3). */
export function maxShingleSize(def: FieldDef): number {
  const v = def.max_shingle_size;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : DEFAULT_MAX_SHINGLE_SIZE;
  return n >= 2 && n <= 4 ? n : DEFAULT_MAX_SHINGLE_SIZE;
}

/** The names (relative to the root) of a search_as_you_type field's sub-fields, in the mapper's order. */
export function saytSubFieldNames(def: FieldDef): string[] {
  const out = [PREFIX];
  for (let n = 2; n <= maxShingleSize(def); n++) out.push(`_${n}gram`);
  return out;
}

/** The synthetic definition of sub-field `sub` of search_as_you_type field `def`, or undefined when it has none such. */
export function saytSubField(def: FieldDef, sub: string): FieldDef | undefined {
  const max = maxShingleSize(def);
  const base: FieldDef = { type: 'search_as_you_type' };
  for (const k of SHARED) if (def[k] !== undefined) base[k] = def[k];
  if (sub === PREFIX) return { ...base, type: 'prefix', norms: false, [PREFIX_KEY]: max };
  const m = /^_([2-4])gram$/.exec(sub);
  if (!m || Number(m[1]) > max) return undefined;
  return { ...base, [SHINGLE_KEY]: Number(m[1]) };
}

/** Whether a definition is a search_as_you_type sub-field's. */
export function isSaytSubField(def: FieldDef): boolean {
  return def[SHINGLE_KEY] !== undefined || def[PREFIX_KEY] !== undefined;
}

/** PrefixFieldType.termLengthWithinBounds: prefixes of minChars - 1 (0) to maxChars (20) characters. */
const MAX_PREFIX_CHARS = 20;

/**
 * The `_index_prefix` field a prefix query on `name` (a search_as_you_type root or shingle field, `def`)
 * becomes a term query on (SearchAsYouTypeFieldType/ShingleFieldType.prefixQuery), or undefined. A prefix of
 * 0 characters stays a prefix query here (ES runs an automaton over the prefix field and a term on the root:
 * the same documents).
 */
export function saytPrefixFieldOf(name: string, def: FieldDef | undefined): string | undefined {
  if (!def || def[PREFIX_KEY] !== undefined) return undefined;
  if (def.type === 'search_as_you_type' && def[SHINGLE_KEY] === undefined) return `${name}.${PREFIX}`;
  if (typeof def[SHINGLE_KEY] === 'number') return `${name.slice(0, name.lastIndexOf('.'))}.${PREFIX}`;
  return undefined;
}

/** Whether a prefix of `value` is within the prefix field's bounds (1 to 20 characters here). */
export function saytPrefixWithinBounds(value: string): boolean {
  return value.length >= 1 && value.length <= MAX_PREFIX_CHARS;
}

/** The integer a `max_shingle_size` is given as (a number or a numeric string), or undefined when none is. */
export function maxShingleSizeGiven(def: FieldDef): number | undefined {
  const v = def.max_shingle_size;
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^-?\d+$/.test(v)) return Number(v);
  return undefined;
}
