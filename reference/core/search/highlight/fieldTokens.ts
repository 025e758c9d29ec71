/**
 * A field's values as the highlighters read them (from `_source`, as ES's default ANALYSIS offset source
 * does) and their tokens with offsets into the values joined by the separator: each value analysed on
 * its own with the field's index analyzer, offsets shifted past the values before it and positions past
 * them plus the position increment gap (Lucene's MultiValueTokenStream). Keyword values are one token,
 * normalized; a keyword value over `ignore_above` was never indexed, so it is not highlighted either.
 */
import type { Json } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import type { Doc } from '../../doc.ts';
import type { Profile } from '../../../profiles.ts';
import type { FieldDef } from '../../mapping/types.ts';
import { isEsError } from '../../errors/index.ts';
import { analyzerFor, namedAnalyzer, normalizerFor } from '../../analysis/index.ts';
import { resolveField, valuesOf, withoutCopies, type FieldRef } from '../fields.ts';
import { saytSubFieldAnalyzer } from '../engine/analysis.ts';

/** A token of the joined values: its term, offsets and position. */
export interface HlToken {
  term: string;
  start: number;
  end: number;
  position: number;
}

/** Whether a field is analysed into several tokens (TextSearchInfo.isTokenized). */
export function isTokenized(ref: FieldRef): boolean {
  return ref.kind === 'text';
}

function asText(v: Json): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

/** A field's values to highlight, in source order (keyword values above `ignore_above` left out). */
export function highlightValues(doc: Doc, ref: FieldRef, indexName: string): string[] {
  const out: string[] = [];
  const ignoreAbove = ref.kind === 'keyword' && typeof ref.def?.ignore_above === 'number' ? ref.def.ignore_above : Infinity;
  // Highlighters read `_source`, which holds none of a copy_to target's copied values.
  for (const v of valuesOf(doc, withoutCopies(ref), indexName)) {
    const s = asText(v);
    if (s === undefined) continue;
    if ([...s].length > ignoreAbove) continue;
    out.push(s);
  }
  return out;
}

/** How a field's values turn into tokens. */
export type Tokenizer = (value: string) => { term: string; start: number; end: number; position: number }[];

/** The index-time tokenizer of a field (the standard analyzer when its own cannot be built). */
export function fieldTokenizer(index: IndexState, profile: Profile, ref: FieldRef): { tokenize: Tokenizer; gap: number } {
  const def: FieldDef = ref.def ?? { type: 'text' };
  if (ref.kind !== 'text') {
    const n = ref.def ? normalizerFor(index, profile, def) : undefined;
    const norm = n === undefined || isEsError(n) ? (v: string) => v : n;
    return { tokenize: (v) => [{ term: norm(v), start: 0, end: v.length, position: 0 }], gap: 100 };
  }
  let a = analyzerFor(index, profile, def, 'index');
  if (isEsError(a)) a = namedAnalyzer(undefined, profile, 'standard');
  if (isEsError(a)) throw new Error('the standard analyzer is missing');
  // A search_as_you_type shingle sub-field's tokens are its shingles, offsets spanning their words.
  const an = saytSubFieldAnalyzer(a, def, 'index');
  const gap = typeof def.position_increment_gap === 'number' ? def.position_increment_gap : an.positionIncrementGap;
  return { tokenize: (v) => an.analyze(v).map((t) => ({ term: t.term, start: t.startOffset, end: t.endOffset, position: t.position })), gap };
}

/**
 * The tokens of values joined with `sep` (one character), offsets into the joined text. With `limit`
 * (max_analyzed_offset), tokens starting after it are dropped (LimitTokenOffsetFilter, LimitedOffsetsEnum).
 */
export function joinedTokens(values: string[], tk: { tokenize: Tokenizer; gap: number }, limit?: number): HlToken[] {
  const out: HlToken[] = [];
  let base = 0;
  let posBase = 0;
  for (const v of values) {
    let last = -1;
    for (const t of tk.tokenize(v)) {
      const start = base + t.start;
      last = Math.max(last, t.position);
      if (limit !== undefined && (t.start > limit || start > limit)) continue;
      out.push({ term: t.term, start, end: base + t.end, position: posBase + t.position });
    }
    posBase += last + 1 + tk.gap;
    base += v.length + 1;
  }
  return out;
}

/** Resolves a field for highlighting (mapping lookup across types). */
export function highlightRef(index: IndexState, name: string): FieldRef {
  return resolveField(index, name);
}
