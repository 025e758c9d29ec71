/**
 * `include`/`exclude` of terms aggregations (ES's IncludeExclude): a Lucene regular expression matched
 * against the whole term, a list of exact values, or a hash `partition` of `num_partitions`
 * (murmurhash3_x86_32 with seed 31 for strings, BitMixer.mix64 for numbers).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { aggInvalid, type EsError } from '../../errors/index.ts';
import { compileRegexp, isRegexpFailure, regexpMatches, type Regexp } from '../regexp.ts';
import { murmur3 } from '../routing.ts';
import { longBits, mix64, utf8 } from './hash.ts';

/** A parsed include/exclude pair. */
export interface IncludeExclude {
  includeRe?: Regexp;
  excludeRe?: Regexp;
  includeValues?: Json[];
  excludeValues?: Json[];
  partition?: { partition: number; num: number };
  /** Whether it uses regular expressions (numeric fields refuse them). */
  regex: boolean;
}

const HASH_PARTITIONING_SEED = 31;

/** Parses `include` and `exclude` as the terms builder does. */
export function parseIncludeExclude(include: Json | undefined, exclude: Json | undefined): IncludeExclude | undefined | EsError {
  if (include === undefined && exclude === undefined) return undefined;
  const out: IncludeExclude = { regex: false };
  if (typeof include === 'string') {
    const re = compileRegexp(include);
    if (isRegexpFailure(re)) return aggInvalid(re.kind === 'syntax' ? re.message : `unsupported regexp feature ${re.feature}`);
    out.includeRe = re;
    out.regex = true;
  } else if (Array.isArray(include)) out.includeValues = include;
  else if (isObject(include)) {
    const o = include as JsonObject;
    if (o.num_partitions === undefined) return aggInvalid('Missing [num_partitions] parameter for partition-based include');
    if (o.partition === undefined) return aggInvalid('Missing [partition] parameter for partition-based include');
    const num = Number(o.num_partitions);
    const partition = Number(o.partition);
    if (partition < 0 || partition >= num) return aggInvalid(`Invalid partition [${partition}]: must be in [0, ${num})`);
    out.partition = { partition, num };
  }
  if (typeof exclude === 'string') {
    if (out.includeValues || out.partition) return aggInvalid('Cannot mix a regex with an array of terms');
    const re = compileRegexp(exclude);
    if (isRegexpFailure(re)) return aggInvalid(re.kind === 'syntax' ? re.message : `unsupported regexp feature ${re.feature}`);
    out.excludeRe = re;
    out.regex = true;
  } else if (Array.isArray(exclude)) {
    if (out.includeRe) return aggInvalid('Cannot mix a regex with an array of terms');
    out.excludeValues = exclude;
  }
  return out;
}

const floorMod = (a: number, n: number) => ((a % n) + n) % n;

/** A filter over string terms. */
export function stringFilter(ie: IncludeExclude): (term: string) => boolean {
  const inc = ie.includeValues ? new Set(ie.includeValues.map(String)) : undefined;
  const exc = ie.excludeValues ? new Set(ie.excludeValues.map(String)) : undefined;
  return (t) => {
    if (ie.partition && floorMod(murmur3(utf8(t), HASH_PARTITIONING_SEED), ie.partition.num) !== ie.partition.partition) return false;
    if (ie.includeRe && !regexpMatches(ie.includeRe, t)) return false;
    if (inc && !inc.has(t)) return false;
    if (ie.excludeRe && regexpMatches(ie.excludeRe, t)) return false;
    if (exc && exc.has(t)) return false;
    return true;
  };
}

/** A filter over numeric terms (values given as numbers or numeric strings; `parse` reads dates). */
export function numberFilter(ie: IncludeExclude, parse: (v: Json) => number): (v: number) => boolean {
  const inc = ie.includeValues ? new Set(ie.includeValues.map(parse)) : undefined;
  const exc = ie.excludeValues ? new Set(ie.excludeValues.map(parse)) : undefined;
  return (v) => {
    if (ie.partition) {
      const h = mix64(longBits(v));
      const mod = Number(((h % BigInt(ie.partition.num)) + BigInt(ie.partition.num)) % BigInt(ie.partition.num));
      if (mod !== ie.partition.partition) return false;
    }
    if (inc && !inc.has(v)) return false;
    if (exc && exc.has(v)) return false;
    return true;
  };
}
