/**
 * A mapping's `null_value` checked as the field's builder parses it (DateFieldMapper and IpFieldMapper
 * `parseNullValue`): a value the type cannot read refuses the mapping from ES 8.0 (index created on or after
 * V_8_0_0), and before it (ES 7.10+, OpenSearch) is a deprecation warning, the null_value then ignored.
 */
import type { Json } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import { dateValueFailure, ipValueFailure, nullValueIgnoredWarning, nullValueUnparsable, rankFeatureNullValueRefused, rankFeatureNullValueUnreadable, type EsCause, type EsError } from '../errors/index.ts';
import { readFeatureFloat } from './rankFeatureValues.ts';
import { javaFloatToString } from './javaNumbers.ts';
import { ipBytes } from '../search/aggs/valueOrder.ts';
import { DEFAULT_DATE_FORMAT, parseDate } from './dates.ts';
import type { FieldDef } from './types.ts';

/** Why a date or ip field's null_value does not parse, with what it is called in the warning, or undefined. */
function failureOf(def: FieldDef, v: Json): { cause: EsCause; what: 'date' | 'IP' } | undefined {
  const text = String(v);
  if (def.type === 'date' || def.type === 'date_nanos') {
    const format = typeof def.format === 'string' ? def.format : DEFAULT_DATE_FORMAT;
    const r = parseDate(text, format, false);
    if (r.ok) return undefined;
    const f = dateValueFailure(text, format, r.failAt);
    return { cause: f.modernCause ?? f.cause, what: 'date' };
  }
  if (def.type === 'ip') return ipBytes(text) ? undefined : { cause: ipValueFailure(text).cause, what: 'IP' };
  return undefined;
}

/** The refusal of a field's null_value (Profile.badNullValue `reject`), or undefined; a `warn` profile gets the warning. */
export function nullValueProblem(name: string, def: FieldDef, profile: Profile, warnings: string[]): EsError | undefined {
  const v = def.null_value;
  if (v === undefined || v === null || profile.badNullValue === 'ignore') return undefined;
  const bad = failureOf(def, v as Json);
  if (!bad) return undefined;
  const leaf = name.split('.').pop()!;
  if (profile.badNullValue === 'reject') return nullValueUnparsable(leaf, bad.cause);
  warnings.push(nullValueIgnoredWarning(String(v), bad.what, leaf));
  return undefined;
}

/**
 * A rank_feature's null_value (8.9+), read as RankFeatureFieldMapper.Builder does (a number's float, or
 * Float.parseFloat of its text) and refused below Float.MIN_NORMAL; undefined when it is fine or absent.
 */
export function rankFeatureNullValueProblem(def: FieldDef): EsError | undefined {
  if (def.type !== 'rank_feature' || def.null_value === undefined || def.null_value === null) return undefined;
  const v = readFeatureFloat(def.null_value as Json);
  if (typeof v !== 'number') return rankFeatureNullValueUnreadable(v.cause.reason);
  // The validator tests `value < Float.MIN_NORMAL`: NaN and Infinity pass it (FeatureField refuses them at index time).
  return v < 1.1754943508222875e-38 ? rankFeatureNullValueRefused(javaFloatToString(v)) : undefined;
}
