/**
 * The `common` terms query (CommonTermsQueryBuilder, ES 5–7 and OpenSearch) and `cutoff_frequency` on
 * `match`: the text is analysed into terms, and on each shard Lucene's ExtendedCommonTermsQuery rewrites them
 * (CommonTermsQuery.buildQuery): a term whose document frequency exceeds the cutoff (an absolute count when
 * ≥ 1, else a fraction of maxDoc, `ceil(cutoff · maxDoc)`) is high-frequency; the low-frequency terms are a
 * required boolean (`low_freq_operator`, `minimum_should_match.low_freq`), the high-frequency ones an
 * optional one (`high_freq_operator`, `minimum_should_match.high_freq`), made required when there are no
 * low-frequency terms. One term is a plain term query; no term matches nothing.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { commonAnalyzerNotFound, commonArgumentInvalid as illegalArgument, isEsError, queryBodyNotAnObject, queryKeyUnsupported, queryMultipleFields, type EsError } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import type { Doc } from '../../doc.ts';
import { keywordOf, resolveField } from '../fields.ts';
import { scoreIndex } from '../engineHook.ts';
import { where, type CompiledQuery, type QueryContext } from '../queryLeaves.ts';
import { analyzerNamed, fieldAnalyzer, keywordNormalizer } from '../engine/analysis.ts';
import { calculateMinShouldMatch } from '../engine/minimumShouldMatch.ts';
import type { QNode } from '../engine/qnode.ts';
import type { CustomQuery } from '../engine/customQuery.ts';
import type { ScoreContext } from '../engine/scoreTypes.ts';
import type { ShardView } from '../engine/shardTypes.ts';

/** A common terms query, parsed. */
export interface CommonSpec {
  field: string;
  text: string;
  highFreqOperator: 'and' | 'or';
  lowFreqOperator: 'and' | 'or';
  analyzer?: string;
  lowFreqMsm?: string;
  highFreqMsm?: string;
  cutoff: number;
  boost: number;
}

const VALUE_KEYS = new Set(['query', 'analyzer', 'disable_coord', 'boost', 'high_freq_operator', 'low_freq_operator', 'minimum_should_match', 'cutoff_frequency', '_name']);

function operator(v: Json): 'and' | 'or' | EsError {
  const s = String(v).toLowerCase();
  if (s === 'and' || s === 'or') return s;
  return illegalArgument(`No enum constant org.elasticsearch.index.query.Operator.${String(v).toUpperCase()}`);
}

/** CommonTermsQueryBuilder.fromXContent: the field and its options, or ES's parse error. */
export function parseCommon(ctx: QueryContext, body: Json, path: PathStep[]): CommonSpec | EsError {
  if (!isObject(body)) return queryBodyNotAnObject('common', where(ctx, path));
  const fields = Object.keys(body);
  if (fields.length === 0) return illegalArgument('field name is null or empty');
  if (fields.length > 1) return queryMultipleFields('common', fields[0]!, fields[1]!, where(ctx, [...path, fields[1]!]));
  const field = fields[0]!;
  const v = body[field] as Json;
  const spec: CommonSpec = { field, text: '', highFreqOperator: 'or', lowFreqOperator: 'or', cutoff: Math.fround(0.01), boost: 1 };
  if (!isObject(v)) {
    if (v === null) return illegalArgument('text cannot be null');
    return { ...spec, text: keywordOf(v) };
  }
  let text: Json | undefined;
  for (const [k, x] of Object.entries(v as JsonObject)) {
    const at = where(ctx, [...path, field, k]);
    if (!VALUE_KEYS.has(k)) return queryKeyUnsupported('common', k, at);
    if (k === 'minimum_should_match' && isObject(x)) {
      for (const [ik, iv] of Object.entries(x)) {
        if (ik === 'low_freq') spec.lowFreqMsm = String(iv);
        else if (ik === 'high_freq') spec.highFreqMsm = String(iv);
        else return queryKeyUnsupported('common', `${ik}] for [minimum_should_match`, where(ctx, [...path, field, k, ik]));
      }
      continue;
    }
    if (isObject(x) || Array.isArray(x)) return queryKeyUnsupported('common', k, at);
    if (k === 'query') text = x as Json;
    else if (k === 'analyzer') spec.analyzer = String(x);
    else if (k === 'boost') spec.boost = Math.fround(Number(x));
    else if (k === 'high_freq_operator' || k === 'low_freq_operator') {
      const op = operator(x as Json);
      if (isEsError(op)) return op;
      if (k === 'high_freq_operator') spec.highFreqOperator = op;
      else spec.lowFreqOperator = op;
    } else if (k === 'minimum_should_match') spec.lowFreqMsm = String(x);
    else if (k === 'cutoff_frequency') spec.cutoff = Math.fround(Number(x));
  }
  if (text === undefined || text === null) return illegalArgument('text cannot be null');
  return { ...spec, text: keywordOf(text) };
}

/** The shard's refusal of an analyzer the index lacks (undefined when the analyzer is known or not given). */
export function commonAnalyzerProblem(ctx: QueryContext, spec: Pick<CommonSpec, 'analyzer'>): EsError | undefined {
  if (spec.analyzer === undefined || analyzerNamed(ctx.index, ctx.profile, spec.analyzer)) return undefined;
  return commonAnalyzerNotFound(spec.analyzer, ctx.index);
}

/** The query's terms: the text analysed by the field's search analyzer (or the named one). */
export function commonTerms(ctx: QueryContext, spec: Pick<CommonSpec, 'field' | 'text' | 'analyzer'>): string[] | undefined {
  const ref = resolveField(ctx.index, spec.field);
  if (ref.kind === 'keyword' && ref.def?.type !== undefined && spec.analyzer === undefined) return [keywordNormalizer(ctx.index, ctx.profile, ref.def)(spec.text)];
  if (ref.kind !== 'text' || ref.runtime) return undefined;
  const a = (spec.analyzer !== undefined ? analyzerNamed(ctx.index, ctx.profile, spec.analyzer) : undefined) ?? fieldAnalyzer(ctx.index, ctx.profile, ref.def, 'search');
  return a.tokens(spec.text).map((t) => t.term);
}

function msmOf(spec: string | undefined, optional: number): number {
  return spec === undefined ? 0 : calculateMinShouldMatch(optional, spec);
}

/** BooleanQuery.rewrite of one clause: the clause itself (no minimum, or one SHOULD needing one). */
function bool(must: QNode[], should: QNode[], msm: number): QNode {
  if (must.length + should.length === 1 && (msm === 0 || (msm === 1 && should.length === 1))) return must[0] ?? should[0]!;
  return { kind: 'bool', must, should, filter: [], mustNot: [], msm, boost: 1 };
}

/** CommonTermsQuery.rewrite + buildQuery on one shard. */
export function commonRewrite(view: ShardView, ctx: ScoreContext, field: string, terms: string[], spec: CommonSpec): QNode {
  const termNode = (term: string): QNode => ({ kind: 'term', field, term, boost: 1 });
  if (terms.length === 0) return { kind: 'none' };
  if (terms.length === 1) return termNode(terms[0]!);
  const maxDoc = view.docs.length;
  const low: QNode[] = [];
  const high: QNode[] = [];
  const cutoff = spec.cutoff;
  for (const t of terms) {
    const df = ctx.stats.docFreq(view, field, t);
    const isHigh = df > 0 && ((cutoff >= 1 && df > cutoff) || df > Math.ceil(Math.fround(cutoff * maxDoc)));
    (isHigh ? high : low).push(termNode(t));
  }
  const lowMsm = spec.lowFreqOperator === 'or' && low.length > 0 ? msmOf(spec.lowFreqMsm, low.length) : 0;
  const highMsm = spec.highFreqOperator === 'or' && high.length > 0 ? msmOf(spec.highFreqMsm, high.length) : 0;
  let highOp = spec.highFreqOperator;
  // No low-frequency terms: the high-frequency ones become a conjunction (CommonTermsQuery: "prevent slow queries").
  if (low.length === 0 && highMsm === 0 && highOp !== 'and') highOp = 'and';
  const lowQ = low.length > 0 ? (spec.lowFreqOperator === 'and' ? bool(low, [], 0) : bool([], low, lowMsm)) : undefined;
  const highQ = high.length > 0 ? (highOp === 'and' ? bool(high, [], 0) : bool([], high, highMsm)) : undefined;
  return bool(lowQ ? [lowQ] : [], highQ ? [highQ] : [], 0);
}

/** The `custom` node: rewritten per shard, then run and explained as the rewritten query. */
export function commonNode(spec: CommonSpec, field: string, terms: string[]): QNode {
  const impl: CustomQuery = {
    label: () => terms.map((t) => `${field}:${t}`).join(', '),
    terms: () => terms.map((t) => [field, t] as [string, string]),
    hits: (view, ctx, b, run) => run(view, commonRewrite(view, ctx, field, terms, spec), ctx, b),
    explain: (view, doc, ctx, b, explain) => explain(view, commonRewrite(view, ctx, field, terms, spec), doc, ctx, b),
  };
  return { kind: 'custom', impl, boost: spec.boost };
}

/** The engine tree of a (validated) `common` query. */
export function commonTree(ctx: QueryContext, body: Json): QNode {
  const spec = parseCommon(ctx, body, ['query', 'common']);
  if (isEsError(spec)) return { kind: 'none' };
  const terms = commonTerms(ctx, spec);
  if (!terms) return { kind: 'none' };
  return commonNode(spec, resolveField(ctx.index, spec.field).name, terms);
}

/** Compiles `common` for query.ts: its parse errors, or the documents the engine matches. */
export function commonQuery(ctx: QueryContext, body: Json, path: PathStep[]): CompiledQuery | EsError {
  const spec = parseCommon(ctx, body, path);
  if (isEsError(spec)) return spec;
  if (ctx.index.uuid === '_na_' && ctx.index.name === '_na_') return { test: () => true, score: spec.boost };
  const problem = commonAnalyzerProblem(ctx, spec);
  if (problem) return problem;
  let matched: Map<Doc, number> | undefined;
  const scores = () => {
    if (matched) return matched;
    const m = scoreIndex(ctx, { common: body } as Json);
    matched = isEsError(m) ? new Map() : m;
    return matched;
  };
  return { test: (d) => scores().has(d), score: spec.boost };
}


/**
 * Whether a `match` with `cutoff_frequency` becomes a common terms query: MatchQuery.createCommonTermsQuery converts
 * the BooleanQuery of a text field's terms only when every clause is a TermQuery (boolToExtendedCommonTermsQuery).
 * Tokens stacked at one position (a synonym: a SynonymQuery clause) or spanning several (a graph) keep the plain
 * BooleanQuery, on which the match's minimum_should_match counts positions.
 */
export function matchMakesCommonTerms(ctx: QueryContext, field: string, opts: JsonObject): boolean {
  const ref = resolveField(ctx.index, field);
  if (opts.fuzziness !== undefined || ref.kind !== 'text') return false;
  if (ref.runtime) return true;
  const a = (typeof opts.analyzer === 'string' ? analyzerNamed(ctx.index, ctx.profile, opts.analyzer) : undefined) ?? fieldAnalyzer(ctx.index, ctx.profile, ref.def, 'search');
  const positions = new Set<number>();
  for (const t of a.tokens(typeof opts.query === 'string' ? opts.query : String(opts.query ?? ''))) {
    if (t.positionLength > 1 || positions.has(t.position)) return false;
    positions.add(t.position);
  }
  return true;
}

/** A `match` with `cutoff_frequency` as the common terms query MatchQuery builds (both operators the match's, its minimum_should_match the low-frequency one). */
export function matchAsCommon(field: string, opts: JsonObject): Json {
  const op = opts.operator ?? 'or';
  const spec: JsonObject = { query: opts.query as Json, cutoff_frequency: opts.cutoff_frequency as Json, low_freq_operator: op as Json, high_freq_operator: op as Json };
  if (opts.analyzer !== undefined) spec.analyzer = opts.analyzer as Json;
  if (opts.minimum_should_match !== undefined) spec.minimum_should_match = opts.minimum_should_match as Json;
  if (opts.boost !== undefined) spec.boost = opts.boost as Json;
  return { [field]: spec };
}
