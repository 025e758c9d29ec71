/**
 * The values rank_feature and rank_features fields accept, as their mappers parse them (mapper-extras'
 * RankFeatureFieldMapper.parseCreateField and RankFeaturesFieldMapper.parse): each value read as a float
 * (XContentParser.floatValue: a number, or a text Float.parseFloat reads), inverted when the field has a
 * negative score impact, then handed to Lucene's FeatureField, which refuses anything not finite or below
 * Float.MIN_NORMAL. A rank_feature takes one value per document (its null_value standing in for null); a
 * rank_features takes objects of feature → value, each feature once.
 */
import { isObject, type Json } from '../json.ts';
import {
  featureValueFailure,
  floatTextFailure,
  rankFeatureMultiValued,
  rankFeaturesBadToken,
  rankFeaturesMultiValued,
  rankFeaturesNotObject,
  tokenNotNumeric,
  type ValueFailure,
} from '../errors/index.ts';
import type { FieldDef } from './types.ts';
import { javaFloatToString, javaParseDouble } from './javaNumbers.ts';

/** Float.MIN_NORMAL. */
const MIN_NORMAL = 1.1754943508222875e-38;

/** Whether a rank_feature(s) field scores higher for higher values (`positive_score_impact`, default true). */
export function positiveImpact(def: FieldDef | undefined): boolean {
  return def?.positive_score_impact !== false && def?.positive_score_impact !== 'false';
}

/** A scalar's float as XContentParser.floatValue reads it, or why it cannot. */
export function readFeatureFloat(v: Json): number | ValueFailure {
  if (typeof v === 'number') return Math.fround(v);
  if (typeof v === 'string') {
    const t = v.trim();
    // Float.parseFloat takes NaN and Infinity; FeatureField then refuses them as not finite.
    if (/^[+-]?(NaN|Infinity)$/.test(t)) return Number(t.replace('+', ''));
    const n = javaParseDouble(v);
    return Number.isNaN(n) ? floatTextFailure(v) : Math.fround(n);
  }
  return tokenNotNumeric(v === true || v === false ? `VALUE_${String(v).toUpperCase()}` : 'START_OBJECT');
}

/** The float FeatureField indexes for a read value: 1 / value where the impact is negative (float division). */
export function featureOf(value: number, positive: boolean): number {
  return positive ? value : Math.fround(1 / value);
}

/** FeatureField.setFeatureValue's checks. */
function featureFailure(value: number, feature: string, field: string): ValueFailure | undefined {
  if (!Number.isFinite(value)) return featureValueFailure(javaFloatToString(value), feature, field, false);
  if (value < MIN_NORMAL) return featureValueFailure(javaFloatToString(value), feature, field, true);
  return undefined;
}

function flatten(v: Json, out: Json[] = []): Json[] {
  if (Array.isArray(v)) for (const x of v) flatten(x as Json, out);
  else out.push(v);
  return out;
}

/** The value a rank_feature field refuses (for the error's preview) and why, or undefined. */
export function rankFeatureFailure(def: FieldDef, path: string, value: Json): { value: Json; fail: ValueFailure } | undefined {
  const positive = positiveImpact(def);
  const nullValue = def.null_value === undefined || def.null_value === null ? undefined : readFeatureFloat(def.null_value as Json);
  let indexed = 0;
  for (const v of flatten(value)) {
    let read: number | ValueFailure;
    if (v === null) {
      if (nullValue === undefined) continue;
      read = nullValue;
    } else read = readFeatureFloat(v);
    if (typeof read !== 'number') return { value: v, fail: read };
    if (indexed++ > 0) return { value: v, fail: rankFeatureMultiValued(path) };
    const bad = featureFailure(featureOf(read, positive), path, '_feature');
    if (bad) return { value: v, fail: bad };
  }
  return undefined;
}

const tokenOf = (v: Json): string => (v === null ? 'VALUE_NULL' : typeof v === 'number' ? 'VALUE_NUMBER' : typeof v === 'string' ? 'VALUE_STRING' : typeof v === 'boolean' ? `VALUE_${String(v).toUpperCase()}` : Array.isArray(v) ? 'START_ARRAY' : 'START_OBJECT');

/** Why a rank_features field refuses a value (an object, or an array of them), or undefined. */
export function rankFeaturesFailure(def: FieldDef, path: string, value: Json): ValueFailure | undefined {
  const positive = positiveImpact(def);
  const seen = new Set<string>();
  for (const o of flatten(value)) {
    // A null is no value for the field, as for any other field.
    if (o === null) continue;
    if (!isObject(o)) return rankFeaturesNotObject(tokenOf(o));
    for (const [feature, v] of Object.entries(o)) {
      if (v === null) continue;
      if (typeof v !== 'number' && typeof v !== 'string') return rankFeaturesBadToken(tokenOf(v as Json));
      const read = readFeatureFloat(v);
      if (typeof read !== 'number') return read;
      const key = `${path}.${feature}`;
      if (seen.has(key)) return rankFeaturesMultiValued(key);
      seen.add(key);
      const bad = featureFailure(featureOf(read, positive), feature, path);
      if (bad) return bad;
    }
  }
  return undefined;
}
