/**
 * The fast vector highlighter (ES's FastVectorHighlighter over Lucene's): matches from the term vectors
 * (a phrase is one weighted phrase, its adjacent terms one tagged run), fragments laid out by
 * SimpleFragListBuilder (a window of `fragment_size` centred on the first match, later matches pulled in
 * while they end inside it, margin 6), scored by the number of matches (SimpleFieldFragList), cut at
 * boundaries by the boundary scanner (SimpleBoundaryScanner over `boundary_chars` within
 * `boundary_max_scan`, or a sentence/word break iterator), tags chosen per query term (`tags_schema`).
 */
import { sentenceBreaks, wordBreaks } from './breakIterators.ts';
import { encoderOf } from './encoder.ts';
import type { FieldOptions } from './options.ts';

/** A weighted phrase: its runs of offsets, its query term's number (for the tag) and its boost. */
export interface PhraseInfo {
  toffs: { start: number; end: number }[];
  seq: number;
  boost: number;
}

/** BaseFragListBuilder.MARGIN_DEFAULT and MIN_FRAG_CHAR_SIZE_FACTOR. */
const MARGIN = 6;
/** The smallest `fragment_size` the builder takes. */
export const FVH_MIN_FRAG_SIZE = MARGIN * 3;

function startOf(p: PhraseInfo): number {
  return p.toffs[0]!.start;
}
function endOf(p: PhraseInfo): number {
  return p.toffs[p.toffs.length - 1]!.end;
}

interface FragInfo {
  start: number;
  end: number;
  subs: PhraseInfo[];
  score: number;
}

/** BaseFragListBuilder.createFieldFragList with SimpleFragListBuilder's acceptPhrase. */
export function fragList(phrases: PhraseInfo[], fragCharSize: number): FragInfo[] {
  const queue = [...phrases].sort((a, b) => startOf(a) - startOf(b) || endOf(a) - endOf(b));
  const out: FragInfo[] = [];
  let startOffset = 0;
  let k = 0;
  const accept = (p: PhraseInfo, len: number): boolean => p.toffs.length <= 1 || len <= fragCharSize;
  while (k < queue.length) {
    let info = queue[k]!;
    if (startOf(info) < startOffset) {
      k++;
      continue;
    }
    const subs: PhraseInfo[] = [];
    const curStart = startOf(info);
    let curEnd = endOf(info);
    const spanStart0 = Math.max(curStart - MARGIN, startOffset);
    const spanEnd0 = Math.max(curEnd, spanStart0 + fragCharSize);
    k++;
    if (accept(info, curEnd - curStart)) subs.push(info);
    while (k < queue.length) {
      info = queue[k]!;
      if (endOf(info) > spanEnd0) break;
      curEnd = endOf(info);
      k++;
      if (accept(info, curEnd - curStart)) subs.push(info);
    }
    if (subs.length === 0) continue;
    const matchLen = curEnd - curStart;
    const newMargin = Math.max(0, Math.trunc((fragCharSize - matchLen) / 2));
    let spanStart = curStart - newMargin;
    if (spanStart < startOffset) spanStart = startOffset;
    const spanEnd = spanStart + Math.max(matchLen, fragCharSize);
    startOffset = spanEnd;
    out.push({ start: spanStart, end: spanEnd, subs, score: subs.reduce((s, p) => s + p.boost, 0) });
  }
  return out;
}

/** The boundary scanner of a field: where a fragment may start and end. */
interface Scanner {
  start(buf: string, at: number): number;
  end(buf: string, at: number): number;
}

function scannerOf(o: FieldOptions): Scanner {
  if (o.boundaryScanner === 'sentence' || o.boundaryScanner === 'word') {
    const breaks = o.boundaryScanner === 'sentence' ? sentenceBreaks : wordBreaks;
    return {
      // BreakIteratorBoundaryScanner: the last break before `at` in the text up to it, the first after it in the rest.
      start: (buf, at) => {
        if (at > buf.length || at < 1) return at;
        const b = breaks(buf.slice(0, at));
        return b.length >= 2 ? b[b.length - 2]! : 0;
      },
      end: (buf, at) => {
        if (at > buf.length || at < 0) return at;
        const b = breaks(buf.slice(at));
        return (b[1] ?? 0) + at;
      },
    };
  }
  const chars = o.boundaryChars;
  const maxScan = o.boundaryMaxScan;
  return {
    start: (buf, at) => {
      if (at > buf.length || at < 1) return at;
      let off = at;
      for (let count = maxScan; off > 0 && count > 0; count--) {
        if (chars.includes(buf[off - 1]!)) return off;
        off--;
      }
      return off === 0 ? 0 : at;
    },
    end: (buf, at) => {
      if (at > buf.length || at < 0) return at;
      let off = at;
      for (let count = maxScan; off < buf.length && count > 0; count--) {
        if (chars.includes(buf[off]!)) return off;
        off++;
      }
      return at;
    },
  };
}

/** The fragments of a field (BaseFragmentsBuilder.createFragments over the values joined by a space). */
export function fvhFragments(values: string[], phrases: PhraseInfo[], o: FieldOptions): string[] | undefined {
  let infos: FragInfo[];
  if (o.numberOfFragments === 0) {
    // SingleFragListBuilder, split per value (discrete multi-value highlighting): each value with a match, whole.
    infos = [];
    let start = 0;
    for (const v of values) {
      const end = start + v.length;
      const subs = phrases.filter((p) => startOf(p) >= start && endOf(p) <= end).sort((a, b) => startOf(a) - startOf(b));
      if (subs.length > 0) infos.push({ start, end, subs, score: subs.length });
      start = end + 1;
    }
  } else infos = fragList(phrases, o.fragmentSize);
  // SourceScoreOrderFragmentsBuilder orders by score, then offset; the simple builder keeps text order.
  if (o.scoreOrdered) infos = [...infos].sort((a, b) => b.score - a.score || a.start - b.start);
  const max = o.numberOfFragments === 0 ? Infinity : o.numberOfFragments;
  const out = makeFragments(values, infos.slice(0, max), o, o.numberOfFragments === 0);
  return out.length > 0 ? out : undefined;
}

/**
 * FastVectorHighlighter's `no_match_size`: a fragment list of one fragment from 0 to `no_match_size`, built
 * as any other (so its end moves to the next boundary within `boundary_max_scan`).
 */
export function fvhNoMatch(values: string[], o: FieldOptions): string[] | undefined {
  if (o.noMatchSize <= 0) return undefined;
  const out = makeFragments(values, [{ start: 0, end: o.noMatchSize, subs: [], score: 0 }], o, false);
  return out.length > 0 && out[0] !== '' ? out : undefined;
}

/** BaseFragmentsBuilder.makeFragment for each fragment: the text around it to the boundaries, tags per query term. */
function makeFragments(values: string[], infos: FragInfo[], o: FieldOptions, whole: boolean): string[] {
  const buf = values.join(' ');
  const enc = encoderOf(o.encoder);
  const scanner = scannerOf(o);
  const out: string[] = [];
  for (const fi of infos) {
    const eo0 = Math.min(buf.length, fi.end);
    const mso = whole ? fi.start : scanner.start(buf, fi.start);
    const eo = whole ? eo0 : scanner.end(buf, eo0);
    const src = buf.slice(mso, eo);
    let frag = '';
    let at = 0;
    const runs = fi.subs.flatMap((p) => p.toffs.map((t) => ({ ...t, seq: p.seq }))).sort((a, b) => a.start - b.start);
    for (const r of runs) {
      const s = r.start - mso;
      const e = r.end - mso;
      if (s < at || e > src.length) continue;
      frag += enc(src.slice(at, s)) + o.preTags[r.seq % o.preTags.length]! + enc(src.slice(s, e)) + o.postTags[r.seq % o.postTags.length]!;
      at = e;
    }
    frag += enc(src.slice(at));
    out.push(frag);
  }
  return out;
}
