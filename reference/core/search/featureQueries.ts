/**
 * `pinned`, `rank_feature` and `distance_feature`: parse errors, matching for query.ts, and their engine
 * trees. pinned (PinnedQueryBuilder): the pinned ids score descending floats above every organic score
 * (NumericUtils.sortableIntToFloat from the bits after MAX_ORGANIC_SCORE), the organic query capped below
 * them, combined as a DisjunctionMaxQuery. rank_feature (RankFeatureQueryBuilder, Lucene FeatureField):
 * the value kept in 9 significant bits (a term frequency of the float's bits >>> 15), scored by saturation
 * (a pivot from the index's statistics by default), log, sigmoid or linear. distance_feature on dates
 * (LongDistanceFeatureQuery): boost × pivot / (pivot + distance to the closest value); on geo points as
 * geo/distanceFeature.ts scores them.
 */
import { isObject, type Json } from '../json.ts';
import type { Doc } from '../doc.ts';
import { isEsError, scoreQueryInvalid, scoreQueryMalformed, scoreQueryNotCreated, scoreQueryRequired, unknownField, unknownQuery, type EsError } from '../errors/index.ts';
import type { PathStep } from '../mapping/locate.ts';
import { MATCH_NONE, where, type CompiledQuery, type QueryContext } from './queryLeaves.ts';
import { resolveField, sourceValues, toMillis, valuesOf, keywordOf, type FieldRef } from './fields.ts';
import { numberValue } from './functionScore/spec.ts';
import { parseDateMath } from './dateMath.ts';
import { parseTimeValue } from './timeValue.ts';
import { isParseProbe } from './functionScoreQuery.ts';
import type { QNode } from './engine/qnode.ts';
import type { CustomQuery } from './engine/customQuery.ts';
import type { ShardView } from './engine/shardTypes.ts';
import { match, noMatch, javaFloatText } from './engine/explanation.ts';
import { f } from './engine/float32.ts';
import { dismaxScore } from './engine/queries/compoundScorer.ts';
import { geoFeatureNode, parseGeoFeature, type GeoFeature } from './geo/distanceFeature.ts';
import { geoPointsOf } from './geo/geoQueries.ts';
import { featureOf } from '../mapping/rankFeatureValues.ts';
import type { LatLon } from './geo/geoPoint.ts';

type Compile = (q: Json, ctx: QueryContext, path: PathStep[]) => CompiledQuery | EsError;
type Build = (q: Json | undefined, ctx: QueryContext) => QNode;

const BUF = new DataView(new ArrayBuffer(4));
function intBitsToFloat(bits: number): number {
  BUF.setInt32(0, bits);
  return BUF.getFloat32(0);
}
function floatToIntBits(x: number): number {
  BUF.setFloat32(0, x);
  return BUF.getInt32(0);
}

// ---- pinned --------------------------------------------------------------------------------------

/** PinnedQueryBuilder.MAX_ORGANIC_SCORE: Float.intBitsToFloat(0xfe << 23) − 1 (the 1 is lost in float). */
const MAX_ORGANIC_SCORE = f(intBitsToFloat(0xfe << 23) - 1);

interface PinnedSpec {
  organic: Json;
  pins: { index?: string; id: string }[];
  boost: number;
}

function parsePinned(ctx: QueryContext, body: Json, path: PathStep[]): PinnedSpec | EsError {
  if (!isObject(body)) return scoreQueryMalformed('[pinned] query malformed, no start_object after query name', where(ctx, path));
  let organic: Json | undefined;
  let ids: string[] | undefined;
  let docs: { index?: string; id: string }[] | undefined;
  let boost = 1;
  for (const [k, v] of Object.entries(body)) {
    if (k === 'organic') organic = v as Json;
    else if (k === 'ids' && Array.isArray(v)) ids = v.map((x) => keywordOf(x as Json));
    else if (k === 'docs' && Array.isArray(v)) docs = v.map((x) => (isObject(x) ? { ...(x._index !== undefined ? { index: String(x._index) } : {}), id: String(x._id) } : { id: String(x) }));
    else if (k === 'boost') boost = Math.fround(numberValue(v as Json));
    else if (k === '_name') continue;
    else return unknownField(ctx.profile, 'pinned', k, where(ctx, [...path, k]));
  }
  const at = where(ctx, path);
  if (organic === undefined) return scoreQueryInvalid('Required [organic]', at);
  if (ids === undefined && docs === undefined) return scoreQueryInvalid('[pinned] ids and docs cannot both be null', at);
  if (ids !== undefined && docs !== undefined) return scoreQueryInvalid('[pinned] ids and docs cannot both be used', at);
  const list: { index?: string; id: string }[] = ids ? ids.map((id) => ({ id })) : docs!;
  const what = ids ? 'ids' : 'docs';
  if (list.length > 100) return scoreQueryInvalid(`[pinned] Max of 100 ${what} exceeded: ${list.length} provided.`, at);
  const seen = new Set<string>();
  for (const p of list) {
    const key = `${p.index ?? ''}\u0000${p.id}`;
    if (seen.has(key)) return scoreQueryInvalid(ids ? `[pinned] duplicate id found in list: ${p.id}` : `[pinned] duplicate doc found in list: ${p.id}`, at);
    seen.add(key);
  }
  return { organic, pins: list, boost };
}

function pinsHere(ctx: QueryContext, spec: PinnedSpec): Map<string, number> {
  // The first pin scores highest: bits minPin + n, then one less per pin (sortableIntToFloat of a positive float is its bits).
  const minPin = floatToIntBits(MAX_ORGANIC_SCORE) + 1;
  const out = new Map<string, number>();
  spec.pins.forEach((p, i) => {
    if (p.index === undefined || p.index === ctx.index.name) if (!out.has(p.id)) out.set(p.id, intBitsToFloat(minPin + spec.pins.length - i));
  });
  return out;
}

function pinnedNode(ctx: QueryContext, spec: PinnedSpec, organic: QNode): QNode {
  const pins = pinsHere(ctx, spec);
  const impl: CustomQuery = {
    label: (text) => `(${[...pins.keys()].map((id) => `ConstantScore(_id:${id})^${javaFloatText(pins.get(id)!)}`).join(' | ')} | CappedScoreQuery(${text(organic, false)}))`,
    hits(view, sctx, boost, run) {
      const org = run(view, organic, sctx, boost);
      const per = new Map<number, number[]>();
      for (let i = 0; i < org.ids.length; i++) per.set(org.ids[i]!, [Math.min(org.scores[i]!, MAX_ORGANIC_SCORE)]);
      view.docs.forEach((d, i) => {
        const s = pins.get(d.id);
        if (s !== undefined) (per.get(i) ?? per.set(i, []).get(i)!).push(f(s * boost));
      });
      const ids = Int32Array.from([...per.keys()].sort((a, b) => a - b));
      const scores = new Float32Array(ids.length);
      for (let i = 0; i < ids.length; i++) scores[i] = dismaxScore(per.get(ids[i]!)!, 0);
      return { ids, scores };
    },
    explain(view, doc, sctx, boost, explain, run) {
      const h = impl.hits(view, sctx, boost, run);
      const i = h.ids.indexOf(doc);
      if (i < 0) return noMatch('No matching clause');
      const d = view.docs[doc]!;
      const parts = [];
      if (pins.has(d.id)) parts.push(match(f(pins.get(d.id)! * boost), `ConstantScore(_id:${d.id})^${javaFloatText(f(pins.get(d.id)! * boost))}`));
      const o = explain(view, organic, doc, sctx, boost);
      if (o.match) parts.push(o);
      return match(h.scores[i]!, 'max of:', parts);
    },
  };
  return { kind: 'custom', impl, boost: spec.boost };
}

// ---- rank_feature --------------------------------------------------------------------------------

type FeatureFn = { kind: 'saturation'; pivot?: number } | { kind: 'log'; scalingFactor: number } | { kind: 'sigmoid'; pivot: number; exponent: number } | { kind: 'linear' };

interface RankFeatureSpec {
  field: string;
  fn: FeatureFn;
  boost: number;
}

function parseRankFeature(ctx: QueryContext, body: Json, path: PathStep[]): RankFeatureSpec | EsError {
  if (!isObject(body)) return scoreQueryMalformed('[rank_feature] query malformed, no start_object after query name', where(ctx, path));
  let field: string | undefined;
  let boost = 1;
  const fns: FeatureFn[] = [];
  for (const [k, v] of Object.entries(body)) {
    const o = isObject(v) ? v : {};
    if (k === 'field') field = String(v);
    else if (k === 'boost') boost = Math.fround(numberValue(v as Json));
    else if (k === '_name') continue;
    else if (k === 'saturation') fns.push({ kind: 'saturation', ...(o.pivot !== undefined ? { pivot: Math.fround(numberValue(o.pivot as Json)) } : {}) });
    else if (k === 'log') fns.push({ kind: 'log', scalingFactor: Math.fround(numberValue(o.scaling_factor as Json)) });
    else if (k === 'sigmoid') fns.push({ kind: 'sigmoid', pivot: Math.fround(numberValue(o.pivot as Json)), exponent: Math.fround(numberValue(o.exponent as Json)) });
    else if (k === 'linear') fns.push({ kind: 'linear' });
    else return unknownField(ctx.profile, 'rank_feature', k, where(ctx, [...path, k]));
  }
  if (field === undefined) return scoreQueryRequired(['field']);
  if (fns.length > 1) return scoreQueryMalformed(`[rank_feature] The following fields are not allowed together: [${Object.keys(body).filter((k) => ['saturation', 'log', 'sigmoid', 'linear'].includes(k)).join(', ')}]`, where(ctx, path));
  return { field, fn: fns[0] ?? { kind: 'saturation' }, boost };
}

interface FeatureSource {
  luceneField: string;
  term: string;
  /** The indexed float of a document, or undefined. */
  value(doc: Doc): number | undefined;
}

/** Where a rank_feature query's values come from: a rank_feature field, or a feature of a rank_features field. */
function featureSource(ctx: QueryContext, name: string, logFn: boolean): FeatureSource | EsError | undefined {
  const ref = resolveField(ctx.index, name);
  const type = ref.def?.type;
  const first = (r: FieldRef, d: Doc) => {
    const vs = valuesOf(d, r, ctx.index.name).map((v) => numberValue(v)).filter((n) => !Number.isNaN(n));
    return vs[0];
  };
  if (type === 'rank_feature') {
    const positive = ref.def?.positive_score_impact !== false && ref.def?.positive_score_impact !== 'false';
    if (!positive && logFn) return scoreQueryNotCreated('illegal_argument_exception', 'Cannot use the [log] function with a field that has a negative score impact as it would trigger negative scores', ctx.index);
    return { luceneField: '_feature', term: name, value: (d) => { const v = first(ref, d); return v === undefined ? undefined : featureOf(Math.fround(v), positive); } };
  }
  if (ref.kind !== 'unmapped') return scoreQueryNotCreated('illegal_argument_exception', `[rank_feature] query only works on [rank_feature] fields and features of [rank_features] fields, not [${String(type ?? ref.kind)}]`, ctx.index);
  const dot = name.lastIndexOf('.');
  if (dot < 0) return undefined;
  const parent = resolveField(ctx.index, name.slice(0, dot));
  if (parent.def?.type !== 'rank_features') return undefined;
  const positive = parent.def?.positive_score_impact !== false && parent.def?.positive_score_impact !== 'false';
  const feature = name.slice(dot + 1);
  return {
    luceneField: parent.name,
    term: feature,
    value: (d) => {
      const obj = sourceValues(d.parsed, parent).find((v) => isObject(v)) as Record<string, Json> | undefined;
      const n = obj ? numberValue(obj[feature] as Json) : NaN;
      return Number.isNaN(n) ? undefined : featureOf(Math.fround(n), positive);
    },
  };
}

/**
 * FeatureField.newLinearQuery(field, term, weight) over a feature whose value `value` reads from a document
 * (the sparse_vector query's clause per token: SparseVectorQueryBuilder / WeightedTokensUtils).
 */
export function linearFeatureNode(field: string, term: string, weight: number, value: (doc: Doc) => number | undefined): QNode {
  return rankFeatureNode({ field: `${field}.${term}`, fn: { kind: 'linear' }, boost: Math.fround(weight) }, { luceneField: field, term, value });
}

/** FeatureField's term frequency of a value: the float's bits >>> 15. */
function featureFreq(v: number): number {
  return floatToIntBits(Math.fround(v)) >>> 15;
}
/** FeatureField.decodeFeatureValue. */
function decodeFeature(freq: number): number {
  return intBitsToFloat((freq | 0) << 15);
}

function rankFeatureNode(spec: RankFeatureSpec, src: FeatureSource): QNode {
  const fn = spec.fn;
  const freqs = (view: ShardView) => {
    const out = new Map<number, number>();
    view.docs.forEach((d, i) => {
      const v = src.value(d);
      if (v !== undefined && v > 0) out.set(i, featureFreq(v));
    });
    return out;
  };
  // SaturationFunction.rewrite: the pivot from the shard's statistics, ≈ the geometric mean of the values.
  const pivotOf = (fq: Map<number, number>): number => {
    if (fn.kind === 'saturation' && fn.pivot !== undefined) return fn.pivot;
    if (fq.size === 0) return 1;
    let total = 0;
    for (const x of fq.values()) total += x;
    return decodeFeature(Math.fround(total / fq.size));
  };
  const score = (w: number, freq: number, pivot: number): number => {
    const s = decodeFeature(freq);
    switch (fn.kind) {
      case 'saturation':
        return f(w * f(1 - f(pivot / f(s + pivot))));
      case 'log':
        // LogFunction: scalingFactor + feature is a float sum, its log a double.
        return f(w * Math.log(f(fn.scalingFactor + s)));
      case 'sigmoid': {
        const pa = Math.pow(fn.pivot, fn.exponent);
        return f(w * (1 - pa / (Math.pow(s, fn.exponent) + pa)));
      }
      case 'linear':
        return f(w * s);
    }
  };
  const title = { saturation: 'Saturation function', log: 'Log function', sigmoid: 'Sigmoid function', linear: 'Linear function' }[fn.kind];
  const formula = { saturation: 'w * S / (S + k)', log: 'w * log(a + S)', sigmoid: 'w * S^a / (S^a + k^a)', linear: 'w * S' }[fn.kind];
  const impl: CustomQuery = {
    label: () => `FeatureQuery(field=${src.luceneField}, feature=${src.term}, function=${fn.kind === 'saturation' ? 'SaturationFunction' : fn.kind === 'log' ? 'LogFunction' : fn.kind === 'sigmoid' ? 'SigmoidFunction' : 'LinearFunction'})`,
    hits(view, _ctx, boost) {
      const fq = freqs(view);
      const pivot = pivotOf(fq);
      const ids = Int32Array.from([...fq.keys()].sort((a, b) => a - b));
      const scores = new Float32Array(ids.length);
      for (let i = 0; i < ids.length; i++) scores[i] = score(boost, fq.get(ids[i]!)!, pivot);
      return { ids, scores };
    },
    explain(view, doc, _ctx, boost) {
      const fq = freqs(view);
      const freq = fq.get(doc);
      if (freq === undefined) return noMatch(`Not a match`);
      const pivot = pivotOf(fq);
      const details = [match(boost, 'w, weight of this function')];
      if (fn.kind === 'log') details.push(match(fn.scalingFactor, 'a, scaling factor'));
      if (fn.kind === 'saturation' || fn.kind === 'sigmoid') details.push(match(fn.kind === 'sigmoid' ? fn.pivot : pivot, 'k, pivot feature value that would give a score contribution equal to w/2'));
      if (fn.kind === 'sigmoid') details.push(match(fn.exponent, 'a, exponent, higher values make the function grow slower before k and faster after k'));
      details.push(match(decodeFeature(freq), 'S, feature value'));
      return match(score(boost, freq, pivot), `${title} on the ${src.luceneField} field for the ${src.term} feature, computed as ${formula} from:`, details);
    },
  };
  return { kind: 'custom', impl, boost: spec.boost };
}

// ---- distance_feature ----------------------------------------------------------------------------

interface DistanceSpec {
  field: string;
  origin: Json;
  pivot: Json;
  boost: number;
}

function parseDistance(ctx: QueryContext, body: Json, path: PathStep[]): DistanceSpec | EsError {
  if (!isObject(body)) return scoreQueryMalformed('[distance_feature] query malformed, no start_object after query name', where(ctx, path));
  const out: Partial<DistanceSpec> = { boost: 1 };
  for (const [k, v] of Object.entries(body)) {
    if (k === 'field') out.field = String(v);
    else if (k === 'origin') out.origin = v as Json;
    else if (k === 'pivot') out.pivot = v as Json;
    else if (k === 'boost') out.boost = Math.fround(numberValue(v as Json));
    else if (k === '_name') continue;
    else return unknownField(ctx.profile, 'distance_feature', k, where(ctx, [...path, k]));
  }
  const missing = (['field', 'origin', 'pivot'] as const).filter((k) => out[k] === undefined);
  if (missing.length > 0) return scoreQueryRequired([...missing]);
  return out as DistanceSpec;
}

interface DistanceSource {
  field: string;
  origin: number;
  pivot: number;
  values(doc: Doc): number[];
}

function distanceSource(ctx: QueryContext, spec: DistanceSpec): DistanceSource | GeoSource | EsError | undefined {
  const ref = resolveField(ctx.index, spec.field);
  if (ref.kind !== 'unmapped' && ref.def?.type === 'geo_point') {
    const g = parseGeoFeature(spec.origin, spec.pivot);
    if (typeof g === 'string') return scoreQueryNotCreated('illegal_argument_exception', g, ctx.index);
    return { geo: g, points: (d) => geoPointsOf(d, ref) };
  }
  if (ref.kind === 'unmapped') return undefined;
  const type = String(ref.def?.type ?? ref.kind);
  if (ref.kind !== 'date') return scoreQueryNotCreated('illegal_argument_exception', `Illegal data type of [${type}]![distance_feature] query can only be run on a date, date_nanos or geo_point field type!`, ctx.index);
  const o = parseDateMath(keywordOf(spec.origin), ref.format, ctx.now, false);
  if (!o.ok) return scoreQueryNotCreated('parse_exception', `failed to parse date field [${keywordOf(spec.origin)}] with format [${ref.format}]`, ctx.index);
  const p = parseTimeValue(keywordOf(spec.pivot), 'distance_feature.pivot', ctx.profile);
  if (isEsError(p)) return scoreQueryNotCreated(p.cause.type, p.cause.reason, ctx.index);
  const nanos = type === 'date_nanos' ? 1e6 : 1;
  return {
    field: spec.field,
    origin: o.millis * nanos,
    pivot: p * nanos,
    values: (d) => valuesOf(d, ref, ctx.index.name).map((v) => toMillis(v, ref.format) * nanos).filter((n) => !Number.isNaN(n)),
  };
}

interface GeoSource {
  geo: GeoFeature;
  points(doc: Doc): LatLon[];
}

function distanceNode(spec: DistanceSpec, src: DistanceSource | GeoSource): QNode {
  if ('geo' in src) return geoFeatureNode(spec.field, src.geo, src.points, spec.boost);
  const closest = (d: Doc): number | undefined => {
    const vs = src.values(d);
    if (vs.length === 0) return undefined;
    let best = vs[0]!;
    for (const v of vs) if (Math.abs(v - src.origin) < Math.abs(best - src.origin)) best = v;
    return best;
  };
  const score = (w: number, v: number) => f(w * (src.pivot / (src.pivot + Math.abs(v - src.origin))));
  const impl: CustomQuery = {
    label: () => `LongDistanceFeatureQuery(field=${src.field},origin=${src.origin},pivotDistance=${src.pivot})`,
    hits(view, _ctx, boost) {
      const ids: number[] = [];
      const scores: number[] = [];
      view.docs.forEach((d, i) => {
        const v = closest(d);
        if (v === undefined) return;
        ids.push(i);
        scores.push(score(boost, v));
      });
      return { ids: Int32Array.from(ids), scores: Float32Array.from(scores) };
    },
    explain(view, doc, _ctx, boost) {
      const v = closest(view.docs[doc]!);
      if (v === undefined) return noMatch(`Document ${doc} doesn't have a value for field ${src.field}`);
      return match(score(boost, v), 'Distance score, computed as weight * pivotDistance / (pivotDistance + abs(value - origin)) from:', [
        match(boost, 'weight'),
        match(src.pivot, 'pivotDistance'),
        match(src.origin, 'origin'),
        match(v, 'current value'),
        match(Math.abs(v - src.origin), 'distance'),
      ]);
    },
  };
  return { kind: 'custom', impl, boost: spec.boost };
}

// ---- query.ts and the engine ---------------------------------------------------------------------

export type FeatureQueryName = 'pinned' | 'rank_feature' | 'distance_feature';

function available(ctx: QueryContext, name: FeatureQueryName): boolean {
  const c = ctx.profile.scoringQueries;
  return name === 'pinned' ? c.pinned : name === 'rank_feature' ? c.rankFeature : c.distanceFeature;
}

/** Compiles `pinned`, `rank_feature` or `distance_feature` for query.ts. */
export function featureQuery(name: FeatureQueryName, ctx: QueryContext, body: Json, path: PathStep[], compile: Compile): CompiledQuery | EsError {
  if (!available(ctx, name)) return unknownQuery(ctx.profile, name, where(ctx, path));
  const probe = isParseProbe(ctx);
  if (name === 'pinned') {
    const spec = parsePinned(ctx, body, path);
    if (isEsError(spec)) return spec;
    const organic = compile(spec.organic, ctx, [...path, 'organic']);
    if (isEsError(organic) || probe) return organic;
    const pins = pinsHere(ctx, spec);
    return { test: (d) => pins.has(d.id) || organic.test(d), score: 1 };
  }
  if (name === 'rank_feature') {
    const spec = parseRankFeature(ctx, body, path);
    if (isEsError(spec) || probe) return isEsError(spec) ? spec : MATCH_NONE;
    const src = featureSource(ctx, spec.field, spec.fn.kind === 'log');
    if (src === undefined || isEsError(src)) return src ?? MATCH_NONE;
    return { test: (d) => (src.value(d) ?? 0) > 0, score: spec.boost };
  }
  const spec = parseDistance(ctx, body, path);
  if (isEsError(spec) || probe) return isEsError(spec) ? spec : MATCH_NONE;
  const src = distanceSource(ctx, spec);
  if (src === undefined || isEsError(src)) return src ?? MATCH_NONE;
  if ('geo' in src) return { test: (d) => src.points(d).length > 0, score: spec.boost };
  return { test: (d) => src.values(d).length > 0, score: spec.boost };
}

/** The engine tree of `pinned`, `rank_feature` or `distance_feature` (`none` where it matches nothing or failed). */
export function featureTree(name: FeatureQueryName, body: Json, ctx: QueryContext, build: Build): QNode {
  if (name === 'pinned') {
    const spec = parsePinned(ctx, body, ['query', name]);
    return isEsError(spec) ? { kind: 'none' } : pinnedNode(ctx, spec, build(spec.organic, ctx));
  }
  if (name === 'rank_feature') {
    const spec = parseRankFeature(ctx, body, ['query', name]);
    if (isEsError(spec)) return { kind: 'none' };
    const src = featureSource(ctx, spec.field, spec.fn.kind === 'log');
    return src === undefined || isEsError(src) ? { kind: 'none' } : rankFeatureNode(spec, src);
  }
  const spec = parseDistance(ctx, body, ['query', name]);
  if (isEsError(spec)) return { kind: 'none' };
  const src = distanceSource(ctx, spec);
  return src === undefined || isEsError(src) ? { kind: 'none' } : distanceNode(spec, src);
}
