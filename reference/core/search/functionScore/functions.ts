/**
 * The score functions of function_score as a shard runs them (ES's ScoreFunction/LeafScoreFunction):
 * `weight` (WeightFactorFunction), `field_value_factor` (FieldValueFactorFunction), the decay functions
 * `gauss`/`exp`/`linear` on numbers and dates (DecayFunctionBuilder, AbstractDistanceScoreFunction) and
 * `random_score` (RandomScoreFunction). Scores are Java doubles; explanations are ES's own texts.
 */
import type { Json } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import { ID_FIELDDATA_DISALLOWED, isEsError, scoreArgumentFailure, scoreFailed, scoreQueryNotCreated, scoreShardParsing, type EsError } from '../../errors/index.ts';
import { resolveField, keywordOf } from '../fields.ts';
import { DocValues } from '../aggs/docValues.ts';
import { javaDouble } from '../aggs/format.ts';
import { parseDateMath } from '../dateMath.ts';
import { parseTimeValue } from '../timeValue.ts';
import { murmur3 } from '../routing.ts';
import { where, type QueryContext } from '../queryLeaves.ts';
import { match, javaFloatText, type Explanation } from '../engine/explanation.ts';
import { ScoreFailure } from '../engine/customQuery.ts';
import type { ShardView } from '../engine/shardTypes.ts';
import { rowAt } from '../engine/nestedRow.ts';
import type { Row } from '../aggs/rows.ts';
import { geoDecaySource, type DecaySource } from '../geo/decay.ts';
import { compileSearchScript, runScoreScript } from '../scripts/searchScript.ts';
import { JTermStats, queryTerms, type QueryTerm } from '../scripts/termStats.ts';
import type { QNode } from '../engine/qnode.ts';
import type { StatsSource } from '../engine/scoreTypes.ts';
import { javaLongHash, javaStringHash, numberValue, type DecayKind, type FilterFunction, type Modifier, type MultiValueMode, type ScoreFunctionSpec } from './spec.ts';

/** A function resolved against one index: its score for a shard's document, and why. */
export interface LeafFunction {
  /** Whether it reads the query's score (a script does). */
  needsScores: boolean;
  /** ScoreFunction.getWeight: what `avg` and `sum` divide by. */
  weight: number;
  score(view: ShardView, docId: number, sub: number, site?: ScoreSite): number;
  explain(view: ShardView, docId: number, sub: Explanation, site?: ScoreSite): Explanation;
}

/** What a script function's `_termStats` reads: the function_score's own query and the search's statistics. */
export interface ScoreSite {
  inner: QNode;
  stats: StatsSource;
}

const MODIFY: Record<Modifier, (n: number) => number> = {
  none: (n) => n,
  log: Math.log10,
  log1p: (n) => Math.log10(n + 1),
  log2p: (n) => Math.log10(n + 2),
  ln: Math.log,
  ln1p: Math.log1p,
  ln2p: (n) => Math.log1p(n + 1),
  square: (n) => Math.pow(n, 2),
  sqrt: Math.sqrt,
  reciprocal: (n) => 1.0 / n,
};

function fieldValueFactor(ctx: QueryContext, spec: ScoreFunctionSpec & { kind: 'field_value_factor' }): LeafFunction | EsError {
  const ref = resolveField(ctx.index, spec.field);
  if (ref.kind === 'unmapped' && spec.missing === undefined) {
    return scoreQueryNotCreated('exception', `Unable to find a field mapper for field [${spec.field}]. No 'missing' value defined.`, ctx.index);
  }
  const values = ref.kind === 'unmapped' ? undefined : new DocValues(ctx.index).field(spec.field);
  if (values && values.kind !== 'long' && values.kind !== 'double' && values.kind !== 'date' && values.kind !== 'boolean') {
    return scoreQueryNotCreated('illegal_argument_exception', `field [${spec.field}] is not a numeric field and cannot be used by [field_value_factor]`, ctx.index);
  }
  const { profile, index } = ctx;
  const raw = (doc: Row): number => {
    const vs = values ? values.numbers(doc) : [];
    if (vs.length > 0) return vs[0]!;
    if (spec.missing !== undefined) return spec.missing;
    throw new ScoreFailure(scoreFailed(profile, `Missing value for field [${spec.field}]`, index.name));
  };
  const score = (view: ShardView, docId: number): number => {
    const value = raw(rowAt(view, docId));
    const result = MODIFY[spec.modifier](value * spec.factor);
    if (result < 0) {
      let message = `field value function must not produce negative scores, but got: [${javaDouble(result)}] for field value: [${javaDouble(value)}]`;
      if (spec.modifier === 'ln') message += '; consider using ln1p or ln2p instead of ln to avoid negative scores';
      else if (spec.modifier === 'log') message += '; consider using log1p or log2p instead of log to avoid negative scores';
      throw new ScoreFailure(scoreArgumentFailure(profile, message, index.name));
    }
    return result;
  };
  return {
    needsScores: false,
    weight: 1,
    score,
    explain: (view, docId) => match(Math.fround(score(view, docId)), `field value function: ${spec.modifier}(doc['${spec.field}'].value${spec.missing !== undefined ? `?:${javaDouble(spec.missing)}` : ''} * factor=${javaFloatText(spec.factor)})`),
  };
}

interface DecayMath {
  evaluate(value: number, scale: number): number;
  processScale(scale: number, decay: number): number;
  text(valueExpl: string, scale: number): string;
}

const DECAYS: Record<DecayKind, DecayMath> = {
  gauss: {
    evaluate: (v, s) => Math.exp((0.5 * Math.pow(v, 2.0)) / s),
    processScale: (s, d) => (0.5 * Math.pow(s, 2.0)) / Math.log(d),
    text: (e, s) => `exp(-0.5*pow(${e},2.0)/${javaDouble(-1 * s)})`,
  },
  exp: {
    evaluate: (v, s) => Math.exp(s * v),
    processScale: (s, d) => Math.log(d) / s,
    text: (e, s) => `exp(- ${e} * ${javaDouble(-1 * s)})`,
  },
  linear: {
    evaluate: (v, s) => Math.max(0.0, (s - v) / s),
    processScale: (s, d) => s / (1.0 - d),
    text: (e, s) => `max(0.0, ((${javaDouble(s)} - ${e})/${javaDouble(s)})`,
  },
};

/** MultiValueMode.select over sorted values. */
function select(mode: MultiValueMode, sorted: number[]): number {
  const n = sorted.length;
  switch (mode) {
    case 'min':
      return sorted[0]!;
    case 'max':
      return sorted[n - 1]!;
    case 'sum':
      return sorted.reduce((a, b) => a + b, 0);
    case 'avg':
      return sorted.reduce((a, b) => a + b, 0) / n;
    case 'median':
      return n % 2 === 1 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  }
}

function decay(ctx: QueryContext, spec: ScoreFunctionSpec & { kind: 'decay' }): LeafFunction | EsError {
  const ref = resolveField(ctx.index, spec.field);
  const at = where(ctx, spec.path);
  if (ref.kind === 'unmapped') return scoreShardParsing(`unknown field [${spec.field}]`, at, ctx.index.name);
  const type = String(ref.def?.type ?? (ref.metaValue ? 'long' : ref.kind));
  if (type === 'geo_point') {
    const g = geoDecaySource(ctx, ref, spec.params, spec.mode);
    return isEsError(g) ? g : decayOver(spec, g, (view, docId) => view.docs[docId]!);
  }
  const isDate = ref.kind === 'date';
  if (!isDate && ref.kind !== 'number') return scoreShardParsing(`field [${spec.field}] is of type [${type}], but only numeric types are supported.`, at, ctx.index.name);
  let scale: number | undefined;
  let origin: number | undefined;
  let offset = 0;
  let decayValue = 0.5;
  const num = (v: Json): number | EsError => {
    const n = numberValue(v);
    return Number.isNaN(n) ? scoreQueryNotCreated('number_format_exception', `For input string: "${keywordOf(v)}"`, ctx.index) : n;
  };
  for (const [k, raw] of Object.entries(spec.params)) {
    const v = raw as Json;
    if (k === 'decay') {
      const n = num(v);
      if (isEsError(n)) return n;
      decayValue = n;
    } else if (isDate && (k === 'scale' || k === 'offset')) {
      const t = parseTimeValue(keywordOf(v), `DecayFunctionParser.${k}`, ctx.profile);
      if (isEsError(t)) return scoreQueryNotCreated(t.cause.type, t.cause.reason, ctx.index);
      if (k === 'scale') scale = t;
      else offset = t;
    } else if (isDate && k === 'origin') {
      if (v === null) continue;
      const r = parseDateMath(keywordOf(v), ref.format, ctx.now, false);
      if (!r.ok) return scoreQueryNotCreated('parse_exception', `failed to parse date field [${keywordOf(v)}] with format [${ref.format}]`, ctx.index);
      origin = r.millis;
    } else if (k === 'scale' || k === 'origin' || k === 'offset') {
      const n = num(v);
      if (isEsError(n)) return n;
      if (k === 'scale') scale = n;
      else if (k === 'origin') origin = n;
      else offset = n;
    } else return scoreQueryNotCreated('parse_exception', `parameter [${k}] not supported!`, ctx.index);
  }
  if (isDate) {
    if (scale === undefined) return scoreQueryNotCreated('parse_exception', '[scale] must be set for date fields.', ctx.index);
    origin ??= ctx.now;
  } else if (scale === undefined || origin === undefined) return scoreQueryNotCreated('parse_exception', 'both [scale] and [origin] must be set for numeric fields.', ctx.index);
  const values = new DocValues(ctx.index).field(spec.field);
  const o = origin;
  const off = offset;
  return decayOver<Row>(spec, {
    index: ctx.index,
    scale,
    decay: decayValue,
    offset,
    distances: (doc) => values.numbers(doc).map((v) => Math.max(0.0, Math.abs(v - o) - off)),
    text: (doc) => {
      const vs = values.numbers(doc);
      const parts = vs.map((v) => `Math.max(Math.abs(${javaDouble(v)}(=doc value) - ${javaDouble(o)}(=origin))) - ${javaDouble(off)}(=offset), 0)`);
      return `${spec.mode.toUpperCase()}[${vs.length === 0 ? '0.0' : parts.join(', ')}]`;
    },
  }, rowAt);
}

/** A decay function over any distances: AbstractDistanceScoreFunction's checks (in its order), then the curve of the selected distance. */
/** A decay function's source over the rows `at` reads (a document, or on a nested view its nested row). */
type DecayOf<R> = Omit<DecaySource, 'distances' | 'text'> & { distances(row: R): number[]; text(row: R): string };

function decayOver<R>(spec: ScoreFunctionSpec & { kind: 'decay' }, src: DecayOf<R>, at: (view: ShardView, docId: number) => R): LeafFunction | EsError {
  const { scale, offset } = src;
  const decayValue = src.decay;
  if (scale <= 0) return scoreQueryNotCreated('illegal_argument_exception', 'function_score : scale must be > 0.0.', src.index);
  if (decayValue <= 0 || decayValue >= 1) return scoreQueryNotCreated('illegal_argument_exception', 'function_score : decay must be in the range [0..1].', src.index);
  if (offset < 0) return scoreQueryNotCreated('illegal_argument_exception', 'function_score : offset must be > 0.0', src.index);
  const fn = DECAYS[spec.decay];
  const processed = fn.processScale(scale, decayValue);
  const distance = (doc: R): number => {
    const ds = src.distances(doc);
    // FieldData.replaceMissing(…, 0): a document without a value is at distance 0.
    if (ds.length === 0) return 0;
    return select(spec.mode, ds.sort((a, b) => a - b));
  };
  const score = (view: ShardView, docId: number) => fn.evaluate(distance(at(view, docId)), processed);
  return {
    needsScores: false,
    weight: 1,
    score,
    explain: (view, docId) => {
      const doc = at(view, docId);
      const value = Math.fround(score(view, docId));
      return match(value, `Function for field ${spec.field}:`, [match(value, fn.text(src.text(doc), processed))]);
    },
  };
}

/** Lucene's BitMixer.mix32 (hppc). */
function mix32(k: number): number {
  k = Math.imul(k ^ (k >>> 16), 0x85ebca6b);
  k = Math.imul(k ^ (k >>> 13), 0xc2b2ae35);
  return k ^ (k >>> 16);
}

const ENCODER = new TextEncoder();


function randomScore(ctx: QueryContext, spec: ScoreFunctionSpec & { kind: 'random_score' }): LeafFunction | EsError {
  const indexHash = javaStringHash(ctx.index.name);
  let seed: number;
  let bytesOf: ((doc: Doc) => string | undefined) | undefined;
  let fieldName: string | null = null;
  if (spec.seed === undefined) seed = javaLongHash(ctx.now);
  else {
    seed = spec.seed;
    const name = spec.field ?? '_id';
    const ref = resolveField(ctx.index, name);
    if (ref.kind === 'unmapped') {
      if (ctx.index.mappings.size === 0) seed = javaLongHash(ctx.now);
      else return scoreQueryNotCreated('illegal_argument_exception', `Field [${spec.field}] is not mapped on [[${ctx.index.name}/${ctx.index.uuid}]] and cannot be used as a source of random numbers.`, ctx.index);
    } else if (spec.field === '_id' && ctx.profile.idFielddataDisallowed) {
      // RandomScoreFunctionBuilder asks for the field's field data, which IdFieldMapper refuses while
      // `indices.id_field_data.enabled` is false (ES 8.0's default; search/610_function_score.yml).
      return scoreQueryNotCreated('illegal_argument_exception', ID_FIELDDATA_DISALLOWED, ctx.index);
    } else {
      fieldName = name;
      const values = new DocValues(ctx.index).field(name);
      const numeric = values.kind === 'long' || values.kind === 'double' || values.kind === 'date' || values.kind === 'boolean';
      // SortedBinaryDocValues of numeric field data are the values' decimal texts (FieldData.toString).
      bytesOf = (doc) => {
        if (name === '_id') return doc.id;
        if (numeric) {
          const n = values.numbers(doc)[0];
          return n === undefined ? undefined : values.kind === 'double' ? javaDouble(n) : String(n);
        }
        return values.strings(doc)[0];
      };
    }
  }
  const raw = (view: ShardView, docId: number): number => {
    const salt = (indexHash << 10) | view.shard;
    const salted = mix32(seed ^ salt);
    let hash: number;
    if (!bytesOf) hash = mix32(docId ^ salted);
    else {
      const b = bytesOf(view.docs[docId]!);
      hash = b === undefined ? salted : murmur3(ENCODER.encode(b), salted);
    }
    return Math.fround((hash & 0x00ffffff) / (1 << 24));
  };
  return {
    needsScores: false,
    weight: 1,
    score: raw,
    explain: (view, docId) => match(raw(view, docId), `random score function (seed: ${seed}, field: ${fieldName})`),
  };
}

/** ScriptScoreFunction: the script's value with `_score` the query's score; negative values fail the shard. */
function scriptFunction(ctx: QueryContext, spec: ScoreFunctionSpec & { kind: 'script_score' }): LeafFunction | EsError {
  const script = compileSearchScript(spec.script, 'score', ctx, false, [...spec.path.slice(1).map(String), 'script', 'params']);
  if (isEsError(script)) return script;
  let terms: QueryTerm[] | undefined;
  const score = (view: ShardView, docId: number, sub: number, site?: ScoreSite): number => {
    const termStats = script.needsTermStats && site ? new JTermStats(view, docId, (terms ??= queryTerms(site.inner)), site.stats) : undefined;
    const result = runScoreScript(script, view.shard, docId, view.docs[docId]!, sub, rowAt(view, docId), termStats);
    if (result < 0) throw new ScoreFailure(scoreArgumentFailure(ctx.profile, `script score function must not produce negative scores, but got: [${javaDouble(result)}]`, ctx.index.name));
    return result;
  };
  return {
    needsScores: script.needsScore,
    weight: 1,
    score,
    explain: (view, docId, sub, site) => match(Math.fround(score(view, docId, sub.value, site)), `script score function, computed with script:"${script.text}"`, [match(sub.value, '_score: ', [sub])]),
  };
}

/** WeightFactorFunction around a function (or around "constant score 1.0" for a weight alone). */
function weighted(inner: LeafFunction | undefined, weight: number): LeafFunction {
  const one: LeafFunction = { needsScores: false, weight: 1, score: () => 1.0, explain: () => match(1, 'constant score 1.0 - no function provided') };
  const fn = inner ?? one;
  return {
    needsScores: fn.needsScores,
    weight,
    score: (view, docId, sub, site) => fn.score(view, docId, sub, site) * weight,
    explain: (view, docId, sub, site) => {
      const e = fn.explain(view, docId, sub, site);
      return match(Math.fround(e.value * weight), 'product of:', [e, match(weight, 'weight')]);
    },
  };
}

/** Resolves one function of a function_score against the index (ScoreFunctionBuilder.toFunction). */
export function resolveFunction(ctx: QueryContext, ff: FilterFunction): LeafFunction | EsError {
  let fn: LeafFunction | EsError | undefined;
  switch (ff.fn.kind) {
    case 'weight':
      fn = undefined;
      break;
    case 'field_value_factor':
      fn = fieldValueFactor(ctx, ff.fn);
      break;
    case 'decay':
      fn = decay(ctx, ff.fn);
      break;
    case 'random_score':
      fn = randomScore(ctx, ff.fn);
      break;
    case 'script_score':
      fn = scriptFunction(ctx, ff.fn);
      break;
  }
  if (fn !== undefined && isEsError(fn)) return fn;
  if (ff.weight === undefined) return fn ?? weighted(undefined, 1);
  return weighted(fn, ff.weight);
}
