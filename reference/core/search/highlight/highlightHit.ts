/**
 * The highlight fetch sub-phase (ES's HighlightPhase): for each hit of a page, each requested field
 * (patterns expanded against the mapping, keeping text and keyword fields), the highlighter it names
 * (`unified` by default, `plain`, `fvh`) run over the field's source values with the terms extracted
 * from the query (or the field's `highlight_query`), giving the hit's `highlight` object.
 */
import { sourceKept } from '../sourceDisabled.ts';
import { readerDoc, readsSynthetic } from '../../mapping/syntheticSource/readerDoc.ts';
import type { Json, JsonObject } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import type { Doc, ScrollHit } from '../../doc.ts';
import type { Profile } from '../../../profiles.ts';
import { highlightFailure, isEsError, type EsError } from '../../errors/index.ts';
import { simpleMatch } from '../../resolve.ts';
import { leafTypes } from '../../mapping/merge.ts';
import { anyField, extractTerms, isEmptyQuery, type FieldQuery, type QueryTerms } from './extract.ts';
import { fieldTokenizer, highlightValues, highlightRef, isTokenized, joinedTokens, type HlToken } from './fieldTokens.ts';
import { matchedTokens, phraseOccurrences, unifiedMatches, type HlMatch } from './matches.ts';
import type { FieldOptions, HighlightSpec } from './options.ts';
import { unifiedFragments } from './unified.ts';
import { goodExcerptEnd, plainFragments, plainValueFragments, type PhraseSpans } from './plain.ts';
import { FVH_MIN_FRAG_SIZE, fvhFragments, fvhNoMatch, type PhraseInfo } from './fvh.ts';
import { javaHashOrder } from './javaHashOrder.ts';
import type { FieldRef } from '../fields.ts';
import { percolatorHighlight } from './percolatorHighlight.ts';

/** What highlighting a page needs besides the hits. */
export interface HighlightContext {
  spec: HighlightSpec;
  /** The search's query (a `q=` search highlights nothing: its terms are not extracted here). */
  query: Json | undefined;
  profile: Profile;
  now: number;
  index(name: string): IndexState | undefined;
  /** `_shards.total` of the search (one shard fails in the query phase, more in the fetch phase). */
  shards: number;
}

const HIGHLIGHTERS = new Set(['unified', 'plain', 'fvh']);

function hasTermVectorOffsets(ref: FieldRef): boolean {
  const tv = ref.def?.term_vector;
  return typeof tv === 'string' && tv.startsWith('with_positions_offsets');
}

/** Where the unified highlighter takes offsets from: postings or term vectors when indexed, else ANALYSIS. */
function analysisOffsets(ref: FieldRef): boolean {
  const tv = ref.def?.term_vector;
  return ref.def?.index_options !== 'offsets' && !(typeof tv === 'string' && tv.includes('offsets'));
}

/** The concrete fields a `fields` entry names in an index (a pattern: text and keyword fields only). */
function fieldNames(index: IndexState, pattern: string): { name: string; wildcard: boolean }[] {
  if (!pattern.includes('*')) return [{ name: pattern, wildcard: false }];
  const out: { name: string; wildcard: boolean }[] = [];
  const seen = new Set<string>();
  for (const m of index.mappings.values()) {
    for (const [path, type] of leafTypes(m)) {
      if (seen.has(path) || !simpleMatch(pattern, path)) continue;
      seen.add(path);
      if (type === 'text' || type === 'keyword') out.push({ name: path, wildcard: true });
    }
  }
  return out;
}

function maxOffsetError(profile: Profile, field: string, doc: Doc, pos: number, index: string, length: number, max: number, plain: boolean): string {
  if (profile.highlightMaxAnalyzedOffsetWording === 'query-param') {
    return `The length [${length}] of field [${field}] in doc[${pos}]/index[${index}] exceeds the [index.highlight.max_analyzed_offset] limit [${max}]. To avoid this error, set the query parameter [max_analyzed_offset] to a value less than index setting [${max}] and this will tolerate long field values by truncating them.`;
  }
  const tail = plain ? 'For large texts, indexing with offsets or term vectors, and highlighting with unified or fvh highlighter is recommended!' : 'For large texts, indexing with offsets or term vectors is recommended!';
  return `The length of [${field}] field of [${doc.id}] doc of [${index}] index has exceeded [${max}] - maximum allowed to be analyzed for highlighting. This maximum can be set by changing the [index.highlight.max_analyzed_offset] index level setting. ${tail}`;
}

/** Per index and query: the extracted terms, made once per page. */
class TermsCache {
  private readonly cache = new Map<string, QueryTerms>();
  constructor(private readonly ctx: HighlightContext) {}
  get(index: IndexState, query: Json | undefined): QueryTerms {
    const key = `${index.name}\u0000${JSON.stringify(query ?? null)}`;
    let t = this.cache.get(key);
    if (!t) this.cache.set(key, (t = extractTerms(query, { index, profile: this.ctx.profile, now: this.ctx.now })));
    return t;
  }
}

function queryFor(terms: QueryTerms, field: string, o: FieldOptions): FieldQuery | undefined {
  return o.requireFieldMatch ? terms.get(field) : anyField(terms);
}

/** Highlights one field of one hit: its fragments, undefined for none, or the shard's failure. */
function highlightField(h: ScrollHit, index: IndexState, field: string, wildcard: boolean, o: FieldOptions, ctx: HighlightContext, cache: TermsCache): string[] | undefined | EsError {
  const type = o.type ?? 'unified';
  const fail = (reason: string): EsError => highlightFailure(reason, index.name, ctx.shards);
  if (!HIGHLIGHTERS.has(type)) return fail(`unknown highlighter type [${type}] for the field [${field}]`);
  const ref = highlightRef(index, field);
  if (ref.kind === 'unmapped' || ref.kind === 'object' || ref.kind === 'meta') return undefined;
  if (type === 'fvh' && !hasTermVectorOffsets(ref)) {
    if (wildcard) return undefined;
    return fail(`the field [${field}] should be indexed with term vector with position offsets to be used with fast vector highlighter`);
  }
  if (wildcard && ref.kind !== 'text' && ref.kind !== 'keyword') return undefined;
  if (type === 'unified') {
    // DefaultHighlighter.buildHighlighter, before any value is read: the break iterator knows sentence and
    // word only (asked for tokenized fields with fragments), and masked fields need the field matcher.
    if (o.boundaryScanner === 'chars' && o.numberOfFragments !== 0 && isTokenized(ref)) return fail('Invalid boundary scanner type: chars');
    if (o.matchedFields && o.matchedFields.length > 0 && !o.requireFieldMatch) return fail('Matched fields are not supported when [require_field_match] is set to [false]');
  }
  const terms = cache.get(index, o.highlightQuery ?? ctx.query);
  const q = queryFor(terms, field, o);
  // HighlightUtils.loadFieldValues reads a stored field from stored fields, any other from `_source`: with
  // `_source` disabled, a field that is not stored has nothing to highlight.
  const stored = ref.def?.store === true || ref.def?.store === 'true';
  // A field read from `_source` is read from the source the fetch phase loads: a synthetic one where the index has
  // it (values in doc-value order), as FetchContext.source gives HighlightUtils.
  const values = stored ? highlightValues(h.doc, ref, index.name) : sourceKept(index) ? highlightValues(readerDoc(index, h.doc, ctx.profile), ref, index.name) : [];
  if (values.length === 0) return undefined;
  const setting = index.settings['index.highlight.max_analyzed_offset'];
  const indexMax = setting !== undefined ? Number(setting) : ctx.profile.highlightMaxAnalyzedOffsetDefault;
  const queryMax = o.maxAnalyzedOffset === -1 ? indexMax : o.maxAnalyzedOffset;
  const tk = fieldTokenizer(index, ctx.profile, ref);
  const pos = h.doc.order;
  if (type === 'unified') {
    if (isEmptyQuery(q) && o.noMatchSize === 0 && !(o.matchedFields ?? []).some((m) => !isEmptyQuery(terms.get(m)))) return undefined;
    const content = values.join('\u0000');
    if (indexMax >= 0 && (queryMax === undefined || queryMax > indexMax) && analysisOffsets(ref) && content.length > indexMax) {
      return fail(maxOffsetError(ctx.profile, field, h.doc, pos, index.name, content.length, indexMax, false));
    }
    let matches: HlMatch[] | undefined;
    const weight = ctx.profile.highlightWeightMatches && o.requireFieldMatch;
    if (!isEmptyQuery(q)) matches = unifiedMatches(q!, joinedTokens(values, tk, queryMax), weight);
    for (const mf of o.matchedFields ?? []) {
      if (mf === field) continue;
      const mq = terms.get(mf);
      if (isEmptyQuery(mq)) continue;
      const mtk = fieldTokenizer(index, ctx.profile, highlightRef(index, mf));
      const more = unifiedMatches(mq!, joinedTokens(values, mtk, queryMax), weight);
      matches = [...(matches ?? []), ...more].sort((a, b) => a.start - b.start || a.end - b.end);
    }
    return unifiedFragments({ values, matches, tokenized: isTokenized(ref), options: o, center: ctx.profile.highlightPassageCenter });
  }
  if (type === 'plain') {
    const perValue: { text: string; score: number }[][] = [];
    const max = o.numberOfFragments === 0 ? 1 : o.numberOfFragments;
    let firstTokens: HlToken[] | undefined;
    if (o.fragmenter !== undefined && o.fragmenter !== 'simple' && o.fragmenter !== 'span') return fail(`unknown fragmenter option [${o.fragmenter}] for the field [${field}]`);
    for (const v of values) {
      if (indexMax >= 0 && (queryMax === undefined || queryMax > indexMax) && v.length > indexMax) {
        return fail(maxOffsetError(ctx.profile, field, h.doc, pos, index.name, v.length, indexMax, true));
      }
      const toks = joinedTokens([v], tk, queryMax);
      firstTokens ??= toks;
      if (isEmptyQuery(q)) continue;
      const hit = matchedTokens(q!, toks);
      const spans: PhraseSpans = new Map();
      for (const p of q!.phrases) for (const occ of phraseOccurrences(p, toks)) {
        const ps = occ.map((j) => toks[j]!.position);
        spans.set(Math.min(...ps), Math.max(...ps));
      }
      perValue.push(plainValueFragments(v, toks, (i) => hit.has(i), spans, o, max));
    }
    return plainFragments(perValue, values, o, () => goodExcerptEnd(firstTokens ?? [], o.noMatchSize));
  }
  // fvh
  if (o.numberOfFragments !== 0 && o.fragmentSize < FVH_MIN_FRAG_SIZE) return fail(`fragCharSize(${o.fragmentSize}) is too small. It must be ${FVH_MIN_FRAG_SIZE} or higher.`);
  // SourceSimpleFragmentsBuilder / SourceScoreOrderFragmentsBuilder.getFields (an unstored field's values come from
  // `_source`): a synthetic `_source` may reorder a field's values (SourceLoader.reordersFieldValues), so several
  // values cannot be mapped back to their term vector offsets and the shard fails.
  if (values.length > 1 && !stored && readsSynthetic(index, ctx.profile)) {
    return fail(`The fast vector highlighter doesn't support loading multi-valued fields from _source in index [${index.name}] because _source can reorder field values`);
  }
  const phrases: PhraseInfo[] = [];
  const fields = o.matchedFields && o.matchedFields.length > 0 ? o.matchedFields : [field];
  for (const mf of fields) {
    const fq = mf === field ? q : queryFor(terms, mf, o);
    if (isEmptyQuery(fq)) continue;
    const toks = joinedTokens(values, mf === field ? tk : fieldTokenizer(index, ctx.profile, highlightRef(index, mf)));
    const seqOf = new Map<string, number>();
    [...fq!.terms].forEach((t, i) => seqOf.set(t, i));
    let seq = fq!.terms.size;
    toks.forEach((t) => {
      const s = seqOf.get(t.term);
      if (s !== undefined) phrases.push({ toffs: [{ start: t.start, end: t.end }], seq: s, boost: 1 });
      else {
        const a = fq!.automata.findIndex((x) => x.accepts(t.term));
        if (a >= 0) phrases.push({ toffs: [{ start: t.start, end: t.end }], seq: seq + a, boost: 1 });
      }
    });
    seq += fq!.automata.length;
    fq!.phrases.forEach((p, k) => {
      for (const occ of phraseOccurrences(p, toks)) {
        const ts = occ.map((j) => toks[j]!).sort((a, b) => a.position - b.position);
        const toffs: { start: number; end: number }[] = [];
        let prev = -2;
        for (const t of ts) {
          if (t.position - prev === 1 && toffs.length > 0) toffs[toffs.length - 1]!.end = t.end;
          else toffs.push({ start: t.start, end: t.end });
          prev = t.position;
        }
        phrases.push({ toffs, seq: seq + k, boost: 1 });
      }
    });
  }
  return fvhFragments(values, phrases, o) ?? fvhNoMatch(values, o);
}

/** The highlighted fields of one hit with a query: field → fragments, in the order first asked, or the failure. */
function hitFields(h: ScrollHit, index: IndexState, ctx: HighlightContext, cache: TermsCache): Map<string, string[]> | EsError {
  const found = new Map<string, string[]>();
  const order: string[] = [];
  for (const entry of ctx.spec.fields) {
    for (const { name, wildcard } of fieldNames(index, entry.name)) {
      const r = highlightField(h, index, name, wildcard, entry.options, ctx, cache);
      if (r !== undefined && !Array.isArray(r)) return r;
      if (!found.has(name)) order.push(name);
      if (r) found.set(name, r);
      else found.delete(name);
    }
  }
  return new Map(order.filter((n) => found.has(n)).map((n) => [n, found.get(n)!]));
}

/** Sets `highlight` on each hit of a page; the first field a highlighter refuses fails the search. */
export function highlightPage(page: ScrollHit[], ctx: HighlightContext): EsError | undefined {
  const cache = new TermsCache(ctx);
  for (const h of page) {
    const index = ctx.index(h.index);
    if (!index) continue;
    const found = hitFields(h, index, ctx, cache);
    if (isEsError(found)) return found;
    // The percolated documents' highlights join the same map (PercolatorHighlightSubFetchPhase).
    const more = percolatorHighlight(h, index, ctx.query, ctx.profile, ctx.now, (hit, idx, query) => hitFields(hit, idx, { ...ctx, query }, cache));
    if (isEsError(more)) return more;
    for (const [k, v] of more) found.set(k, v);
    if (found.size === 0) continue;
    const out: JsonObject = {};
    for (const n of javaHashOrder([...found.keys()])) out[n] = found.get(n)!;
    h.highlight = out;
  }
  return undefined;
}
