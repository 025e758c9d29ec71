/**
 * `search_after`: the sort values of the last hit of a page, given back to resume after it. ES turns them
 * into a Lucene FieldDoc (SearchAfterBuilder.buildFieldDoc) and keeps only hits that sort strictly after
 * it; here they become keys of the sort (sort.ts) and a hit is kept when compareKeys says it comes after.
 */
import { isObject, type Json } from '../json.ts';
import { SEARCH_AFTER_PROBLEMS, searchAfterDateUnparsable, searchAfterMalformed, shardArgumentFailure, type EsError } from '../errors/index.ts';
import type { IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { compareKeys, sortFieldKind, type SortSpec, type SortValue } from './sort.ts';
import { resolveField } from './fields.ts';
import { afterDateKey, dateUnit } from './sortDates.ts';
import { canonical, exactInput, isExactLongField, longFromJson } from './longValues.ts';

/** Long.MAX_VALUE and MIN_VALUE as a JSON number reads back: what a missing numeric sort value prints as. */
const LONG_MAX = 9223372036854775807;
const LONG_MIN = -9223372036854775808;

/** The body's `search_after`, checked to be an array of values (SearchSourceBuilder's parser). */
export function parseSearchAfter(raw: Json | undefined, rawBody?: string): Json[] | EsError | undefined {
  if (raw === undefined) return undefined;
  // SearchAfterBuilder.fromXContent reads an array; anything else fails in SearchSourceBuilder.parseXContent.
  if (!Array.isArray(raw)) return searchAfterMalformed(isObject(raw) ? 'START_OBJECT' : 'VALUE_STRING', false);
  for (const v of raw) {
    if (v !== null && (isObject(v) || Array.isArray(v))) return searchAfterMalformed(isObject(v) ? 'START_OBJECT' : 'START_ARRAY', true);
  }
  // A long past 2^53 keeps the digits the request spelled (a snowflake id's page; longValues.ts).
  return raw.map((v, i) => exactInput(v, rawBody, ['search_after', i]));
}

function failed(profile: Profile, s: SortSpec, index: string): EsError {
  return shardArgumentFailure(profile, SEARCH_AFTER_PROBLEMS.unparsable(s.field), index);
}

/**
 * The after-keys for one index, or ES's error: a count that differs from the sort's
 * (`search_after has N value(s) but sort has M.`), a value the clause's type cannot read.
 */
export function afterKeys(specs: SortSpec[] | undefined, after: Json[], index: IndexState, profile: Profile): SortValue[] | EsError {
  if (specs === undefined || specs.length === 0) return shardArgumentFailure(profile, SEARCH_AFTER_PROBLEMS.noSort, index.name);
  if (after.length !== specs.length) return shardArgumentFailure(profile, SEARCH_AFTER_PROBLEMS.count(after.length, specs.length), index.name);
  const keys: SortValue[] = [];
  for (let i = 0; i < specs.length; i++) {
    const s = specs[i]!;
    const v = after[i]!;
    const kind = s.field === '_doc' || s.field === '_score' || s.field === '_shard_doc' ? 'number' : s.field === '_id' ? 'keyword' : resolveField(index, s.field).kind;
    if (kind === 'number' || kind === 'date' || kind === 'boolean') {
      if (v === null) {
        keys.push(null);
        continue;
      }
      const exact = longFromJson(v);
      if (exact !== undefined) {
        // A long sort compares it exactly; the Long extreme a missing value printed as reads back as missing
        // (unsigned_long's: 2^64 - 1, or 0 where the missing value prints as 0).
        const ref = resolveField(index, s.field);
        const extreme =
          ref.def?.type === 'unsigned_long' && s.numericType === undefined
            ? exact >= 18446744073709551615n || (exact === 0n && (s.order === 'asc') !== (s.missing !== '_first'))
            : exact >= 9223372036854775807n || exact <= -9223372036854775808n;
        const long = isExactLongField(ref) || (ref.kind === 'date' && dateUnit(ref, s.numericType) === 'nanos');
        keys.push(extreme && !s.field.startsWith('_') ? null : long ? canonical(exact) : Number(exact));
        continue;
      }
      let n: number;
      if (typeof v === 'number') n = v;
      else if (typeof v === 'boolean') n = v ? 1 : 0;
      else {
        const text = String(v);
        if (kind === 'date') {
          // The sort's format (or the field's) reads a string, in the unit the sort's keys take (sortDates.ts).
          const ref = resolveField(index, s.field);
          const k = afterDateKey(text, ref, s.format, dateUnit(ref, s.numericType));
          if (typeof k === 'object') return searchAfterDateUnparsable(text, k.failedFormat, index.name);
          if (typeof k === 'bigint') {
            keys.push(k);
            continue;
          }
          n = k;
        } else n = text.trim() === '' ? NaN : Number(text);
      }
      if (Number.isNaN(n)) return failed(profile, s, index.name);
      // The Long extreme a missing value printed as reads back as the missing value itself.
      keys.push(n >= LONG_MAX || n <= LONG_MIN ? (s.field.startsWith('_') ? n : null) : asSortType(s, index, n));
    } else {
      // Keyword-like sorts take the value as text (BytesRef of its string form); null is a missing value.
      keys.push(v === null ? null : String(v));
    }
  }
  return keys;
}

/**
 * A number as the sort field's type reads it (SearchAfterBuilder.convertValueFromSortType): a float field's
 * sort takes `Number.floatValue()` (1.99 is the float 1.99, equal to the stored 1.99, so that hit is not
 * after it), an integral field's `longValue()` (1.5 truncates to 1).
 */
function asSortType(s: SortSpec, index: IndexState, n: number): number {
  if (s.field.startsWith('_')) return n;
  const ref = resolveField(index, s.field);
  if (sortFieldKind(ref, s.numericType) === 'float') return Math.fround(n);
  const t = ref.def?.type as string | undefined;
  const integral = t === 'long' || t === 'integer' || t === 'short' || t === 'byte' || t === 'token_count' || ref.kind === 'date';
  return integral && s.numericType !== 'double' ? Math.trunc(n) : n;
}

/** Whether a hit's keys come strictly after the after-keys under the sort. */
export function isAfter(specs: SortSpec[], keys: SortValue[], after: SortValue[]): boolean {
  return compareKeys(specs, keys, after) > 0;
}
