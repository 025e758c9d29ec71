/**
 * The body of `function_score` read as FunctionScoreQueryBuilder.fromXContent reads it: the query, one
 * function at the top level or a `functions` array (each with an optional `filter` and `weight`),
 * `score_mode`, `boost_mode`, `max_boost`, `min_score`, `boost`, `_name`, with its parse errors in the
 * order it raises them. What a function reads of the mapping is left to the shard (functions.ts).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { enumConstantMissing, multiValueModeUnknown, scoreFunctionUnknown, scoreQueryMalformed, weightNegative, type EsError } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import { where, type QueryContext } from '../queryLeaves.ts';

export type ScoreMode = 'first' | 'avg' | 'max' | 'sum' | 'min' | 'multiply';
export type BoostMode = 'multiply' | 'replace' | 'sum' | 'avg' | 'min' | 'max';
export type Modifier = 'none' | 'log' | 'log1p' | 'log2p' | 'ln' | 'ln1p' | 'ln2p' | 'square' | 'sqrt' | 'reciprocal';
export type MultiValueMode = 'min' | 'max' | 'avg' | 'sum' | 'median';
export type DecayKind = 'gauss' | 'exp' | 'linear';

/** A score function as parsed (before the shard resolves its field). */
export type ScoreFunctionSpec =
  | { kind: 'weight' }
  | { kind: 'field_value_factor'; field: string; factor: number; modifier: Modifier; missing?: number }
  | { kind: 'decay'; decay: DecayKind; field: string; params: JsonObject; mode: MultiValueMode; path: PathStep[] }
  | { kind: 'random_score'; seed?: number; field?: string }
  | { kind: 'script_score'; script: Json; path: PathStep[] };

/** One entry of `functions` (or the single top-level function): its filter, the function, its weight. */
export interface FilterFunction {
  /** The filter query, or undefined for match_all (ES then makes no FilterScoreFunction). */
  filter?: Json;
  filterPath?: PathStep[];
  fn: ScoreFunctionSpec;
  weight?: number;
}

export interface FunctionScoreSpec {
  query?: Json;
  queryPath: PathStep[];
  functions: FilterFunction[];
  scoreMode: ScoreMode;
  boostMode?: BoostMode;
  maxBoost: number;
  minScore?: number;
  boost: number;
}

const SCORE_MODES = new Set(['first', 'avg', 'max', 'sum', 'min', 'multiply']);
const BOOST_MODES = new Set(['multiply', 'replace', 'sum', 'avg', 'min', 'max']);
const MODIFIERS = new Set(['none', 'log', 'log1p', 'log2p', 'ln', 'ln1p', 'ln2p', 'square', 'sqrt', 'reciprocal']);
const MODES = new Set(['min', 'max', 'avg', 'sum', 'median']);
const NAME = 'function_score';
const MISPLACED = 'you can either define [functions] array or a single function, not both. ';

/** XContent's floatValue/doubleValue: numbers and numeric strings. */
export function numberValue(v: Json): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  return NaN;
}

/** Java's String.hashCode. */
export function javaStringHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

/** Java's Long.hashCode of an integral number. */
export function javaLongHash(n: number): number {
  const b = BigInt.asUintN(64, BigInt(Math.trunc(n)));
  return Number(BigInt.asIntN(32, b ^ (b >> 32n)));
}

function isNamedFunction(name: string): boolean {
  return name === 'field_value_factor' || name === 'gauss' || name === 'exp' || name === 'linear' || name === 'random_score' || name === 'script_score';
}

function parseFunction(ctx: QueryContext, name: string, body: JsonObject, path: PathStep[]): ScoreFunctionSpec | EsError {
  if (!isNamedFunction(name)) return scoreFunctionUnknown(ctx.profile, name, where(ctx, path));
  if (name === 'field_value_factor') {
    let field: string | undefined;
    let factor = 1;
    let modifier: Modifier = 'none';
    let missing: number | undefined;
    for (const [k, v] of Object.entries(body)) {
      if (k === 'factor' && (isObject(v) || Array.isArray(v))) return scoreQueryMalformed("[field_value_factor] field 'factor' does not support lists or objects", where(ctx, [...path, k]));
      if (isObject(v) || Array.isArray(v)) continue;
      if (k === 'field') field = String(v);
      else if (k === 'factor') factor = Math.fround(numberValue(v as Json));
      else if (k === 'modifier') {
        const m = String(v).toLowerCase();
        if (!MODIFIERS.has(m)) return enumConstantMissing('org.elasticsearch.common.lucene.search.function.FieldValueFactorFunction.Modifier', String(v));
        modifier = m as Modifier;
      } else if (k === 'missing') missing = numberValue(v as Json);
      else return scoreQueryMalformed(`field_value_factor query does not support [${k}]`, where(ctx, [...path, k]));
    }
    if (field === undefined) return scoreQueryMalformed("[field_value_factor] required field 'field' missing", where(ctx, path));
    return { kind: 'field_value_factor', field, factor, modifier, ...(missing !== undefined ? { missing } : {}) };
  }
  if (name === 'random_score') {
    let seed: number | undefined;
    let field: string | undefined;
    for (const [k, v] of Object.entries(body)) {
      if (isObject(v) || Array.isArray(v)) continue;
      if (k === 'seed') {
        if (typeof v === 'number') {
          if (!Number.isInteger(v)) return scoreQueryMalformed("random_score seed must be an int, long or string, not 'VALUE_NUMBER'", where(ctx, [...path, k]));
          seed = v >= -(2 ** 31) && v < 2 ** 31 ? v : javaLongHash(v);
        } else if (typeof v === 'string') seed = javaStringHash(v);
        else return scoreQueryMalformed(`random_score seed must be an int/long or string, not '${v === null ? 'VALUE_NULL' : 'VALUE_BOOLEAN'}'`, where(ctx, [...path, k]));
      } else if (k === 'field') field = String(v);
      else return scoreQueryMalformed(`random_score query does not support [${k}]`, where(ctx, [...path, k]));
    }
    return { kind: 'random_score', ...(seed !== undefined ? { seed } : {}), ...(field !== undefined ? { field } : {}) };
  }
  if (name === 'script_score') return { kind: 'script_score', script: body.script as Json, path };
  // DecayFunctionParser: one object (the field) and an optional multi_value_mode.
  let field: string | undefined;
  let params: JsonObject | undefined;
  let mode: MultiValueMode = 'min';
  for (const [k, v] of Object.entries(body)) {
    if (isObject(v)) {
      field = k;
      params = v;
    } else if (k === 'multi_value_mode') {
      const m = String(v).toLowerCase();
      if (!MODES.has(m)) return multiValueModeUnknown(String(v));
      mode = m as MultiValueMode;
    } else return scoreQueryMalformed('malformed score function score parameters.', where(ctx, [...path, k]));
  }
  if (field === undefined || params === undefined) return scoreQueryMalformed('malformed score function score parameters.', where(ctx, path));
  return { kind: 'decay', decay: name as DecayKind, field, params, mode, path: [...path, field] };
}

function weightOf(v: Json): number | EsError {
  const w = Math.fround(numberValue(v));
  return w < 0 ? weightNegative() : w;
}

function parseEntries(ctx: QueryContext, list: Json[], path: PathStep[], out: FilterFunction[]): EsError | undefined {
  for (let i = 0; i < list.length; i++) {
    const entry = list[i] as Json;
    const p = [...path, i];
    if (!isObject(entry)) {
      const token = Array.isArray(entry) ? 'START_ARRAY' : typeof entry === 'string' ? 'VALUE_STRING' : typeof entry === 'number' ? 'VALUE_NUMBER' : typeof entry === 'boolean' ? 'VALUE_BOOLEAN' : 'VALUE_NULL';
      // The arguments are ES's own, in its order.
      return scoreQueryMalformed(`failed to parse [START_OBJECT]. malformed query, expected a [${token}] while parsing functions but got a [${NAME}] instead`, where(ctx, p));
    }
    let filter: Json | undefined;
    let filterPath: PathStep[] | undefined;
    let fn: ScoreFunctionSpec | undefined;
    let fnName = '';
    let weight: number | undefined;
    for (const [k, v] of Object.entries(entry)) {
      if (isObject(v)) {
        if (k === 'filter') {
          filter = v;
          filterPath = [...p, k];
        } else {
          if (fn) return scoreQueryMalformed(`failed to parse function_score functions. already found [${fnName}], now encountering [${k}].`, where(ctx, [...p, k]));
          const f = parseFunction(ctx, k, v, [...p, k]);
          if ('kind' in f && f.kind === 'es-error') return f;
          fn = f as ScoreFunctionSpec;
          fnName = k;
        }
      } else if (!Array.isArray(v)) {
        if (k !== 'weight') return scoreQueryMalformed(`failed to parse [${NAME}] query. field [${k}] is not supported`, where(ctx, [...p, k]));
        const w = weightOf(v as Json);
        if (typeof w !== 'number') return w;
        weight = w;
      }
    }
    if (!fn && weight !== undefined) fn = { kind: 'weight' };
    if (!fn) return scoreQueryMalformed(`failed to parse [${NAME}] query. an entry in functions list is missing a function.`, where(ctx, p));
    // A match_all filter makes no FilterScoreFunction (FunctionScoreQueryBuilder.doToQuery).
    const isMatchAll = isObject(filter) && Object.keys(filter).length === 1 && 'match_all' in filter;
    out.push({ ...(filter !== undefined && !isMatchAll ? { filter, filterPath } : {}), fn, ...(weight !== undefined ? { weight } : {}) });
  }
  return undefined;
}

/** Parses a `function_score` body, or answers ES's parse error. */
export function parseFunctionScore(ctx: QueryContext, body: Json, path: PathStep[]): FunctionScoreSpec | EsError {
  if (!isObject(body)) return scoreQueryMalformed(`[${NAME}] query malformed, no start_object after query name`, where(ctx, path));
  const spec: FunctionScoreSpec = { queryPath: [...path, 'query'], functions: [], scoreMode: 'multiply', maxBoost: Math.fround(3.4028234663852886e38), boost: 1 };
  let arrayFound = false;
  let single: string | undefined;
  const misplaced = (what: string, at: PathStep[]) => scoreQueryMalformed(`failed to parse [${NAME}] query. [${MISPLACED}${what}]`, where(ctx, at));
  const alreadySingle = (k: string) => scoreQueryMalformed(`failed to parse [${NAME}] query. already found function [${single}], now encountering [${k}]. use [functions] array if you want to define several functions.`, where(ctx, [...path, k]));
  for (const [k, raw] of Object.entries(body)) {
    const v = raw as Json;
    if (isObject(v)) {
      if (k === 'query') {
        spec.query = v;
        continue;
      }
      if (single !== undefined) return alreadySingle(k);
      if (arrayFound) return misplaced(`already found [functions] array, now encountering [${k}].`, [...path, k]);
      const f = parseFunction(ctx, k, v, [...path, k]);
      if ('kind' in f && f.kind === 'es-error') return f;
      single = k;
      spec.functions.push({ fn: f as ScoreFunctionSpec });
    } else if (Array.isArray(v)) {
      if (k !== 'functions') return scoreQueryMalformed(`failed to parse [${NAME}] query. array [${k}] is not supported`, where(ctx, [...path, k]));
      if (single !== undefined) return misplaced(`already found [${single}], now encountering [functions].`, [...path, k]);
      arrayFound = true;
      const err = parseEntries(ctx, v, [...path, k], spec.functions);
      if (err) return err;
    } else if (k === 'score_mode') {
      const m = String(v).toLowerCase();
      if (!SCORE_MODES.has(m)) return enumConstantMissing('org.elasticsearch.common.lucene.search.function.FunctionScoreQuery.ScoreMode', String(v));
      spec.scoreMode = m as ScoreMode;
    } else if (k === 'boost_mode') {
      const m = String(v).toLowerCase();
      if (!BOOST_MODES.has(m)) return enumConstantMissing('org.elasticsearch.common.lucene.search.function.CombineFunction', String(v));
      spec.boostMode = m as BoostMode;
    } else if (k === 'max_boost') spec.maxBoost = Math.fround(numberValue(v));
    else if (k === 'boost') spec.boost = Math.fround(numberValue(v));
    else if (k === '_name') continue;
    else if (k === 'min_score') spec.minScore = Math.fround(numberValue(v));
    else {
      if (single !== undefined) return alreadySingle(k);
      if (arrayFound) return misplaced(`already found [functions] array, now encountering [${k}].`, [...path, k]);
      if (k !== 'weight') return scoreQueryMalformed(`failed to parse [${NAME}] query. field [${k}] is not supported`, where(ctx, [...path, k]));
      const w = weightOf(v);
      if (typeof w !== 'number') return w;
      spec.functions.push({ fn: { kind: 'weight' }, weight: w });
      single = k;
    }
  }
  return spec;
}
