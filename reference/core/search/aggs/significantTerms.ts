/**
 * `significant_terms`: terms whose share of the matching documents (the foreground) stands out from
 * their share of the index (the background), scored by JLH by default, or by `mutual_information`,
 * `chi_square`, `gnd` or `percentage` as ES's SignificanceHeuristic classes compute them. Per shard the
 * counts and set sizes travel; the reduce sums them and scores with the totals (InternalSignificantTerms).
 */
import { pValueScore } from './sigPValue.ts';
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { aggInvalid, aggShardFailure, isEsError } from '../../errors/index.ts';
import { compileQuery, type CompiledQuery } from '../query.ts';
import { collectSubs, consumeBuckets, reduceSubs, renderSubs } from './framework.ts';
import { compareBytes } from './docValues.ts';
import { isNumeric, parseSource, resolveSource, type SourceSpec } from './valuesSource.ts';
import { suggestShardSize } from './terms.ts';
import { sampleBackground } from './randomSample.ts';
import { RAW, type ValueFormat } from './format.ts';
import { valuesOf, type FieldRef } from '../fields.ts';
import { parseIncludeExclude, type IncludeExclude } from './includeExclude.ts';
import { sigTermsFilter } from './sigIncludeExclude.ts';
import { fieldAnalyzer } from '../engine/analysis.ts';
import { dedupTokens, DuplicateByteSequenceSpotter } from './dedupTokens.ts';
import { hashMapOrder, SignificancePriorityQueue } from './sigReduceOrder.ts';
import type { AggImpl, Internal, Row, ShardCtx, SubResults } from './types.ts';
import { scopeOf } from '../nested/scope.ts';
import { nestedRows } from './singleBucket.ts';
import { maxDocBackground } from './sigMaxDocBackground.ts';

type Heuristic = { kind: 'jlh' } | { kind: 'percentage' } | { kind: 'mutual_information' | 'chi_square'; includeNegatives: boolean; backgroundIsSuperset: boolean } | { kind: 'gnd'; backgroundIsSuperset: boolean } | { kind: 'p_value'; backgroundIsSuperset: boolean; normalizeAbove: number };

interface SigSpec {
  source: SourceSpec;
  size: number;
  shardSize: number;
  minDocCount: number;
  heuristic: Heuristic;
  background?: Json;
  /** `include`/`exclude` (IncludeExclude): terms outside them are never buckets. */
  includeExclude?: IncludeExclude;
  /** significant_text's `filter_duplicate_text`: the subset's tokens pass DeDuplicatingTokenFilter (dedupTokens.ts). */
  filterDuplicateText?: boolean;
  /** significant_text's `source_fields`: the source fields whose text the subset's terms come from (the field's own by default). */
  sourceFields?: string[];
  /** An execution_hint SignificantTermsAggregatorFactory.ExecutionMode.fromString refuses (read on the shard, bytes sources only). */
  badHint?: string;
}
interface SigBucket {
  key: string | number;
  subset: number;
  superset: number;
  aggs: SubResults;
}
interface SigResult extends Internal {
  kind: 'significant_terms';
  subsetSize: number;
  supersetSize: number;
  buckets: SigBucket[];
  numeric: boolean;
  format: ValueFormat;
  /** significant_text's collection counts, for a profile's debug (SignificantTextCollectorSource.collectDebugInfo). */
  textDebug?: SigTextDebug;
}

/** What significant_text's collector source counted on one owning bucket. */
export interface SigTextDebug {
  /** Terms collected (MapStringTermsAggregator's bucketOrds). */
  terms: number;
  /** Source values fetched, and their characters. */
  values: number;
  chars: number;
  /** Documents whose text was extracted. */
  docs: number;
  /** Tokens collected after include/exclude and the per-document deduplication. */
  analyzed: number;
}

/** The heuristic's score (SignificanceHeuristic.getScore). */
export function score(h: Heuristic, subsetFreq: number, subsetSize: number, supersetFreq: number, supersetSize: number): number {
  if (h.kind === 'jlh') {
    if (subsetSize === 0 || supersetSize === 0) return 0;
    const sub = subsetFreq / subsetSize;
    const sup = supersetFreq / supersetSize;
    const abs = sub - sup;
    if (abs <= 0) return 0;
    return abs * (sub / sup);
  }
  if (h.kind === 'percentage') return supersetFreq === 0 ? 0 : subsetFreq / supersetFreq;
  if (h.kind === 'gnd') {
    let fy = supersetFreq;
    let n = supersetSize;
    if (!h.backgroundIsSuperset) {
      fy += subsetFreq;
      n += subsetSize;
    }
    const fx = subsetSize;
    const fxy = subsetFreq;
    if (fx === 0 || fy === 0 || fxy === 0) return 0;
    const s = (Math.max(Math.log(fx), Math.log(fy)) - Math.log(fxy)) / (Math.log(n) - Math.min(Math.log(fx), Math.log(fy)));
    // GND scores relevant terms low: ES inverts it.
    return Math.exp(-s);
  }
  // The contingency table of NXYSignificanceHeuristic.computeNxys (first index: the term, second: the class).
  const bis = h.backgroundIsSuperset;
  const N00 = bis ? supersetSize - supersetFreq - (subsetSize - subsetFreq) : supersetSize - supersetFreq;
  const N01 = subsetSize - subsetFreq;
  const N10 = bis ? supersetFreq - subsetFreq : supersetFreq;
  const N11 = subsetFreq;
  const N0_ = bis ? supersetSize - supersetFreq : supersetSize - supersetFreq + subsetSize - subsetFreq;
  const N1_ = bis ? supersetFreq : supersetFreq + subsetFreq;
  const N_0 = bis ? supersetSize - subsetSize : supersetSize;
  const N_1 = subsetSize;
  const N = bis ? supersetSize : supersetSize + subsetSize;
  // PValueScore counts negatives in (NXYSignificanceHeuristic(true, …)) and damps them itself.
  if (h.kind === 'p_value') return pValueScore(N11, N_1, N10, N_0, h.normalizeAbove);
  if (!h.includeNegatives && N11 / N_1 < N10 / N_0) return -Infinity;
  if (h.kind === 'chi_square') return (N * Math.pow(N11 * N00 - N01 * N10, 2)) / (N_1 * N1_ * N0_ * N_0);
  const mi = (nxy: number, nx: number, ny: number) => (nxy === 0 ? 0 : (nxy / N) * Math.log((N * nxy) / (nx * ny)));
  const s = (mi(N00, N0_, N_0) + mi(N01, N0_, N_1) + mi(N10, N1_, N_0) + mi(N11, N1_, N_1)) / Math.log(2);
  return Number.isNaN(s) ? -Infinity : s;
}

function parseHeuristic(o: JsonObject): Heuristic | undefined {
  const flag = (v: Json | undefined, d: boolean) => (v === undefined ? d : v === true);
  if (isObject(o.mutual_information)) {
    const h = o.mutual_information as JsonObject;
    return { kind: 'mutual_information', includeNegatives: flag(h.include_negatives as Json, false), backgroundIsSuperset: flag(h.background_is_superset as Json, true) };
  }
  if (isObject(o.chi_square)) {
    const h = o.chi_square as JsonObject;
    return { kind: 'chi_square', includeNegatives: flag(h.include_negatives as Json, false), backgroundIsSuperset: flag(h.background_is_superset as Json, true) };
  }
  if (isObject(o.gnd)) return { kind: 'gnd', backgroundIsSuperset: flag((o.gnd as JsonObject).background_is_superset as Json, true) };
  if (isObject(o.percentage)) return { kind: 'percentage' };
  if (isObject(o.p_value)) {
    const h = o.p_value as JsonObject;
    return { kind: 'p_value', backgroundIsSuperset: flag(h.background_is_superset as Json, true), normalizeAbove: typeof h.normalize_above === 'number' ? h.normalize_above : 0 };
  }
  if (o.jlh !== undefined) return { kind: 'jlh' };
  return undefined;
}

const HEURISTICS = ['jlh', 'mutual_information', 'chi_square', 'gnd', 'percentage', 'script_heuristic'];

function sigImpl(text: boolean): AggImpl {
  return {
  parse(name, body, pctx) {
    const heuristics = pctx.profile.mlAggregations ? [...HEURISTICS, 'p_value'] : HEURISTICS;
    const p = parseSource(text ? 'significant_text' : 'significant_terms', body, pctx, ['size', 'shard_size', 'min_doc_count', 'shard_min_doc_count', 'background_filter', 'include', 'exclude', 'execution_hint', 'filter_duplicate_text', 'source_fields', ...heuristics]);
    if (isEsError(p)) return p;
    const r = p.rest;
    // PValueScore's constructor: `normalize_above` must be positive (null is none).
    const na = isObject(r.p_value) ? (r.p_value as JsonObject).normalize_above : undefined;
    if (na !== undefined && na !== null && !(Number(na) > 0)) return aggInvalid(`[normalize_above] must be a positive value, provided [${String(na)}]`);
    if (r.script_heuristic !== undefined) return aggInvalid('The [script_heuristic] significance heuristic runs scripts, and scripts are not supported by this simulator');
    const size = r.size === undefined ? 10 : Number(r.size);
    if (size <= 0) return aggInvalid(`[size] must be greater than 0. Found [${size}] in [${name}]`);
    let shardSize = r.shard_size === undefined ? 2 * suggestShardSize(size) : Number(r.shard_size);
    if (shardSize < size) shardSize = size;
    const ie = parseIncludeExclude(r.include as Json | undefined, r.exclude as Json | undefined);
    if (isEsError(ie)) return ie;
    // global_ordinals_hash stays accepted here (deprecated), unlike terms' fromString.
    const hint = r.execution_hint === undefined || r.execution_hint === null ? undefined : String(r.execution_hint);
    const badHint = hint !== undefined && !['map', 'global_ordinals', 'global_ordinals_hash'].includes(hint) ? `Unknown \`execution_hint\`: [${hint}], expected any of [map, global_ordinals]` : undefined;
    return { source: p.source, size, shardSize, ...(badHint ? { badHint } : {}), minDocCount: r.min_doc_count === undefined ? 3 : Number(r.min_doc_count), heuristic: parseHeuristic(r) ?? { kind: 'jlh' }, ...(r.background_filter !== undefined ? { background: r.background_filter as Json } : {}), ...(ie ? { includeExclude: ie } : {}), ...(text && (r.filter_duplicate_text === true || r.filter_duplicate_text === 'true') ? { filterDuplicateText: true } : {}), ...(text && r.source_fields !== undefined ? { sourceFields: (Array.isArray(r.source_fields) ? r.source_fields : [r.source_fields]).map(String) } : {}) } satisfies SigSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as SigSpec;
    // significant_text re-analyses the field's source text, needing no fielddata.
    const field = shard.values.field(spec.source.field!);
    const src = text ? { kind: 'bytes' as const, format: RAW, numbers: () => [] as number[], strings: (row: Row) => textTerms(field.ref, row, shard), dateFormat: '' } : resolveSource(spec.source, shard, 'bytes');
    if (isEsError(src)) return src;
    const numeric = isNumeric(src.kind);
    if (spec.badHint && !numeric && src.kind !== 'unmapped') return aggShardFailure(spec.badHint, shard.index.name, shard.shard);
    const keep = sigTermsFilter(spec.includeExclude, src, node.name, shard);
    if (isEsError(keep)) return keep;
    let background = shard.allDocs() as Row[];
    // From 8.4 the alias filter of the search narrows the background too (AggregationContext.filterQuery).
    const aliased = shard.ctx.profile.sigTermsAliasBackground ? shard.ctx.aliasFilters?.(shard.index) : undefined;
    if (aliased) {
      const qs: CompiledQuery[] = [];
      for (const f of aliased) {
        const q = compileQuery(f, { index: shard.index, profile: shard.ctx.profile, now: shard.ctx.now });
        if (isEsError(q)) return q;
        qs.push(q);
      }
      background = background.filter((d) => qs.some((q) => q.test(d as never)));
    }
    if (spec.background !== undefined) {
      const q = compileQuery(spec.background, { index: shard.index, profile: shard.ctx.profile, now: shard.ctx.now });
      if (isEsError(q)) return q;
      background = background.filter((d) => q.test(d as never));
    }
    // Below a random_sampler the background is sampled too (SignificanceLookup: the sampling query, or
    // buildQueryWithSampler over background_filter); its sizes are scaled back by finalizeSampling.
    if (!aliased && spec.background === undefined && !shard.sampling) background = maxDocBackground(shard) ?? background;
    if (shard.sampling) {
      const sampled = sampleBackground(background, shard);
      if (isEsError(sampled)) return sampled;
      background = sampled;
    }
    const fg = new Map<string | number, Row[]>();
    const all = (row: Row): (string | number)[] => (numeric ? [...new Set(src.numbers(row))] : src.strings(row));
    const valuesOf = keep ? (row: Row) => all(row).filter(keep) : all;
    // The subset's terms only are deduplicated: the background counts every document's terms.
    const spotter = text && spec.filterDuplicateText ? new DuplicateByteSequenceSpotter() : undefined;
    // With `source_fields` the subset's text is read from those fields (analysed as the field is), while the
    // background stays the field's own index (SignificantTextAggregatorFactory; significant_text.yml "copy_to").
    const fromFields = spec.sourceFields?.map((f) => shard.values.field(f).ref);
    const fgAll = spotter || fromFields ? (row: Row) => textTerms(field.ref, row, shard, spotter, fromFields) : all;
    const fgValuesOf = keep ? (row: Row) => fgAll(row).filter(keep) : fgAll;
    let analyzed = 0;
    for (const row of rows) for (const v of fgValuesOf(row)) {
      analyzed++;
      let g = fg.get(v);
      if (!g) fg.set(v, (g = []));
      g.push(row);
    }
    const bg = new Map<string | number, number>();
    // A field under a nested path: the background documents (root ones) holding the term in a nested object
    // (SignificanceLookup's NestedQuery, #128472); before that fix the root documents held none.
    const scope = spec.source.field !== undefined && shard.ctx.profile.sigTermsNestedBackground ? scopeOf(shard.index, spec.source.field) : '';
    const bgValuesOf = scope === '' ? valuesOf : (row: Row) => [...new Set(nestedRows(row, scope).flatMap(valuesOf))];
    for (const row of background) for (const v of bgValuesOf(row)) if (fg.has(v)) bg.set(v, (bg.get(v) ?? 0) + 1);
    const res: SigResult = { kind: 'significant_terms', subsetSize: rows.length, supersetSize: background.length, buckets: [], numeric, format: src.format };
    if (text) res.textDebug = textDebugOf(rows, fromFields ?? [field.ref], shard, fg.size, analyzed);
    const scored = [...fg].map(([key, g]) => ({ key, g, s: score(spec.heuristic, g.length, rows.length, bg.get(key) ?? 0, background.length) }));
    scored.sort((a, b) => b.s - a.s || (typeof a.key === 'string' ? compareBytes(a.key, b.key as string) : (a.key as number) - (b.key as number)));
    for (const c of scored.slice(0, spec.shardSize)) {
      const aggs = collectSubs(node, c.g, shard);
      if (isEsError(aggs)) return aggs;
      res.buckets.push({ key: c.key, subset: c.g.length, superset: bg.get(c.key) ?? 0, aggs });
    }
    return res;
  },
  reduce(node, parts, rctx) {
    const spec = node.spec as SigSpec;
    const ps = parts as SigResult[];
    const subsetSize = ps.reduce((s, p) => s + p.subsetSize, 0);
    const supersetSize = ps.reduce((s, p) => s + p.supersetSize, 0);
    const merged = new Map<string | number, SigBucket[]>();
    for (const p of ps) for (const b of p.buckets) {
      let l = merged.get(b.key);
      if (!l) merged.set(b.key, (l = []));
      l.push(b);
    }
    // The HashMap's iteration order feeds a bounded heap on the score: equal scores keep the order it leaves (sigReduceOrder.ts).
    const entries = [...merged];
    const fmt = ps[0]!.format;
    const keyString = (k: string | number) => (typeof k === 'string' ? k : ps[0]!.numeric && fmt.kind !== 'raw' ? String(fmt.format(k)) : String(k));
    const queue = new SignificancePriorityQueue<SigBucket & { score: number }>(Math.min(spec.size, entries.length), (b) => b.score);
    for (const i of hashMapOrder(entries.map(([k]) => keyString(k)))) {
      const [key, list] = entries[i]!;
      const subset = list.reduce((s, b) => s + b.subset, 0);
      const superset = list.reduce((s, b) => s + b.superset, 0);
      if (subset < spec.minDocCount) continue;
      const s = score(spec.heuristic, subset, subsetSize, superset, supersetSize);
      if (!(s > 0)) continue; // InternalSignificantTerms keeps positive scores only
      const aggs = reduceSubs(node, list.map((b) => b.aggs), rctx);
      if (isEsError(aggs)) return aggs;
      queue.insertWithOverflow({ key, subset, superset, aggs, score: s });
    }
    const buckets = queue.drainDescending();
    const over = consumeBuckets(rctx, buckets.length);
    return over ?? { ...ps[0]!, subsetSize, supersetSize, buckets };
  },
  render(node, res, rctx) {
    const r = res as SigResult;
    return {
      doc_count: r.subsetSize,
      bg_count: r.supersetSize,
      buckets: (r.buckets as (SigBucket & { score: number })[]).map((b) => {
        const out: JsonObject = { key: b.key };
        if (r.numeric && r.format.kind !== 'raw') out.key_as_string = r.format.format(b.key);
        out.doc_count = b.subset;
        out.score = b.score;
        out.bg_count = b.superset;
        renderSubs(node, b.aggs, rctx, out);
        return out;
      }),
    };
  },
  typedName: (_n, r) => (text ? 'sigsterms' : (r as SigResult).numeric ? 'siglterms' : 'sigsterms'),
  };
}

/**
 * The analysed, deduplicated terms of a text field's source values, by the field's index analyzer
 * (SignificantTextAggregatorFactory: context.getIndexAnalyzer), so a `stop` sub-field drops `the` and `a`.
 */
function textTerms(ref: FieldRef, row: Row, shard: ShardCtx, spotter?: DuplicateByteSequenceSpotter, sources: FieldRef[] = [ref]): string[] {
  if ('nested' in row) return [];
  const set = new Set<string>();
  const analyzer = fieldAnalyzer(shard.index, shard.ctx.profile, ref.def, 'index');
  for (const v of sources.flatMap((src) => valuesOf(row, src, shard.index.name))) {
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    if (!spotter) analyzer.forEachToken(text, (t) => set.add(t));
    else {
      // Each value is its own token stream through a DeDuplicatingTokenFilter sharing the bucket's spotter.
      const tokens: string[] = [];
      analyzer.forEachToken(text, (t) => tokens.push(t));
      for (const t of dedupTokens(tokens, spotter)) set.add(t);
    }
  }
  spotter?.startNewSequence();
  return [...set];
}

/** The values significant_text fetched from the rows' sources, counted as its collector source counts them. */
function textDebugOf(rows: Row[], sources: FieldRef[], shard: ShardCtx, terms: number, analyzed: number): SigTextDebug {
  let values = 0;
  let chars = 0;
  for (const row of rows) {
    if ('nested' in row) continue;
    for (const src of sources) {
      for (const v of valuesOf(row, src, shard.index.name)) {
        values++;
        chars += (typeof v === 'string' ? v : JSON.stringify(v)).length;
      }
    }
  }
  return { terms, values, chars, docs: rows.length, analyzed };
}

/** The `significant_terms` aggregation. */
export const significantTerms = sigImpl(false);
/** The `significant_text` aggregation. */
export const significantText = sigImpl(true);
