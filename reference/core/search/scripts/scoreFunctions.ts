/**
 * The functions a score script calls by name (ScoreScriptUtils and the score context's allowlist):
 * `saturation`, `sigmoid`, `randomScore(seed)` and `randomScore(seed, field)`, and the decay functions
 * `decayNumericLinear/Exp/Gauss` and `decayDateLinear/Exp/Gauss`. Vector functions (`cosineSimilarity`,
 * `dotProduct`, `l1norm`, `l2norm`) are registered by the dense_vector work through `registerScoreFunction`.
 */
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { JDouble, JFunction, type JValue } from '../../script/painless/values.ts';
import { JDateTime } from '../../script/painless/javaTime.ts';
import { toNumber } from '../../script/painless/javaNumbers.ts';
import { javaThrow } from '../../script/painless/javaError.ts';
import { javaDouble } from '../aggs/format.ts';
import { parseDateMath } from '../dateMath.ts';
import { parseTimeValue } from '../timeValue.ts';
import { murmur3 } from '../routing.ts';
import { isEsError } from '../../errors/index.ts';
import { javaStringHash } from '../functionScore/spec.ts';
import type { DocLookup } from './docLookup.ts';
import { JGeoPoint } from './geoDocValues.ts';
import './shapeDocValues.ts';
import './binaryDocValues.ts';
import { distance, parseDistance, parsePoint } from '../geo/geoPoint.ts';

/** What a score function sees of the document being scored. */
export interface ScoreScriptDoc {
  index: IndexState;
  profile: Profile;
  shard: number;
  docId: number;
  doc: Doc;
  lookup: DocLookup;
  now: number;
}

type Factory = (at: ScoreScriptDoc) => (args: JValue[]) => JValue;
const EXTRA = new Map<string, Factory>();
/** The versions a registered function exists in (every one when absent). */
const EXTRA_WHEN = new Map<string, (p: Profile) => boolean>();

/** Registers a score-script function `name` of `arity` arguments (the vector functions of dense_vector), in the versions `when` accepts. */
export function registerScoreFunction(name: string, arity: number, factory: Factory, when?: (p: Profile) => boolean): void {
  EXTRA.set(`${name}/${arity}`, factory);
  if (when) EXTRA_WHEN.set(`${name}/${arity}`, when);
}

/** The registered functions (`name/arity`) a version's score context has. */
export function extraScoreFunctionNames(profile: Profile): string[] {
  return [...EXTRA.keys()].filter((k) => EXTRA_WHEN.get(k)?.(profile) ?? true);
}

/** The names (`name/arity`) registered by registerScoreFunction. */
export function registeredScoreFunctionNames(): string[] {
  return [...EXTRA.keys()];
}

function num(v: JValue | undefined): number {
  if (v === null || v === undefined) javaThrow('null_pointer_exception', null);
  if (typeof v === 'boolean' || typeof v === 'string' || typeof v === 'object' && !('v' in v)) javaThrow('class_cast_exception', `Cannot cast ${typeof v === 'string' ? 'java.lang.String' : 'java.lang.Object'} to double`);
  return toNumber(v);
}

function mix32(k: number): number {
  k = Math.imul(k ^ (k >>> 16), 0x85ebca6b);
  k = Math.imul(k ^ (k >>> 13), 0xc2b2ae35);
  return k ^ (k >>> 16);
}

const ENCODER = new TextEncoder();

function random(seedValue: string, salted: number): JDouble {
  const hash = murmur3(ENCODER.encode(seedValue), salted);
  return new JDouble(Math.fround((hash & 0x00ffffff) / (1 << 24)));
}

const DECAY = {
  Linear: { scaling: (scale: number, decay: number) => scale / (1.0 - decay), evaluate: (s: number, d: number) => Math.max(0.0, (s - d) / s) },
  Exp: { scaling: (scale: number, decay: number) => Math.log(decay) / scale, evaluate: (s: number, d: number) => Math.exp(s * d) },
  Gauss: { scaling: (scale: number, decay: number) => (0.5 * Math.pow(scale, 2.0)) / Math.log(decay), evaluate: (s: number, d: number) => Math.exp((0.5 * Math.pow(d, 2.0)) / s) },
};

function timeValue(v: JValue | undefined, setting: string, profile: Profile): number {
  const t = parseTimeValue(String(v), setting, profile);
  if (isEsError(t)) javaThrow(t.cause.type, t.cause.reason);
  return t;
}

/** The functions of the score context bound to one document, as script globals `fn:name/arity`. */
export function scoreFunctionGlobals(at: ScoreScriptDoc): Map<string, JValue> {
  const out = new Map<string, JValue>();
  const salt = (javaStringHash(at.index.name) << 10) | at.shard;
  out.set('fn:saturation/2', new JFunction(2, ([v, k]) => {
    const x = num(v);
    return new JDouble(x / (num(k) + x));
  }));
  out.set('fn:sigmoid/3', new JFunction(3, ([v, k, a]) => {
    const x = num(v);
    const pa = num(a);
    return new JDouble(Math.pow(x, pa) / (Math.pow(num(k), pa) + Math.pow(x, pa)));
  }));
  // RandomScoreDoc: the (segment) doc id as text; RandomScoreField: the field's first value as text.
  out.set('fn:randomScore/1', new JFunction(1, ([seed]) => random(String(at.docId), mix32(salt ^ (num(seed) | 0)))));
  out.set('fn:randomScore/2', new JFunction(2, ([seed, field]) => {
    const dv = at.lookup.get(String(field)) as unknown as { items: JValue[] };
    const first = dv.items[0];
    if (first === undefined) javaThrow('index_out_of_bounds_exception', 'Index 0 out of bounds for length 0');
    const text = first instanceof JDouble ? javaDouble(first.v) : first instanceof JDateTime ? new Date(first.ms).toISOString().replace('.000Z', 'Z') : String(typeof first === 'object' && first !== null && 'v' in first ? (first as { v: unknown }).v : first);
    return random(text, mix32(salt ^ (num(seed) | 0)));
  }));
  for (const [kind, math] of Object.entries(DECAY)) {
    out.set(`fn:decayNumeric${kind}/5`, new JFunction(5, ([origin, scale, offset, decay, value]) => {
      const scaling = math.scaling(num(scale), num(decay));
      const distance = Math.max(0.0, Math.abs(num(value) - num(origin)) - num(offset));
      return new JDouble(math.evaluate(scaling, distance));
    }));
    out.set(`fn:decayDate${kind}/5`, new JFunction(5, ([origin, scale, offset, decay, value]) => {
      // DEFAULT_DATE_TIME_FORMATTER in UTC, without `now` (ScoreScriptUtils).
      const o = parseDateMath(String(origin), 'strict_date_optional_time||epoch_millis', at.now, false);
      if (!o.ok) javaThrow('illegal_argument_exception', `failed to parse date field [${String(origin)}] with format [strict_date_optional_time||epoch_millis]`);
      const scaling = math.scaling(timeValue(scale, `Decay${'Date' + kind}.scale`, at.profile), num(decay));
      const off = timeValue(offset, `Decay${'Date' + kind}.offset`, at.profile);
      if (!(value instanceof JDateTime)) javaThrow('class_cast_exception', 'Cannot cast to java.time.ZonedDateTime');
      const distance = Math.max(0, Math.abs(value.ms - o.millis) - off);
      return new JDouble(math.evaluate(scaling, distance));
    }));
  }
  for (const [kind, math] of Object.entries(DECAY)) {
    // ScoreScriptUtils.DecayGeo*: origin as GeoUtils.parseGeoPoint reads a string, scale and offset in meters, ARC distance.
    out.set(`fn:decayGeo${kind}/5`, new JFunction(5, ([origin, scale, offset, decay, value]) => {
      const o = parsePoint(String(origin));
      if (!o || !Number.isFinite(o[0]) || !Number.isFinite(o[1])) javaThrow('illegal_argument_exception', `unsupported symbol [${String(origin)}] in geohash [${String(origin)}]`);
      const s = parseDistance(String(scale));
      const off = parseDistance(String(offset));
      if (Number.isNaN(s) || Number.isNaN(off)) javaThrow('number_format_exception', `For input string: "${Number.isNaN(s) ? String(scale) : String(offset)}"`);
      if (!(value instanceof JGeoPoint)) javaThrow('class_cast_exception', 'Cannot cast to org.elasticsearch.common.geo.GeoPoint');
      const scaling = math.scaling(s, num(decay));
      const d = Math.max(0.0, distance(o, [value.lat, value.lon]) - off);
      return new JDouble(math.evaluate(scaling, d));
    }));
  }
  for (const [key, factory] of EXTRA) {
    if (EXTRA_WHEN.has(key) && !EXTRA_WHEN.get(key)!(at.profile)) continue;
    const fn = factory(at);
    out.set(`fn:${key}`, new JFunction(Number(key.split('/')[1]), fn));
  }
  return out;
}
