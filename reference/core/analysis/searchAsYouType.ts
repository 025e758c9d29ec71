/**
 * SearchAsYouTypeFieldMapper.SearchAsYouTypeAnalyzer: an analyzer wrapped in Lucene's FixedShingleFilter
 * (separator " ", filler "": shingles of exactly `size` tokens, never unigrams) and, for the `_index_prefix`
 * sub-field, first a TrailingShingleTokenFilter (the stream ends with `size - 1` extra positions, so the last
 * words make shingles padded with fillers) and then EdgeNGramTokenFilter(1, 20, preserveOriginal).
 * Linear streams only: a stacked token (same position) is skipped, where Lucene would stack shingles.
 */
import type { Analyzer } from './index.ts';
import type { Token } from './token.ts';

const SEPARATOR = ' ';
const FILLER = '';
/** SearchAsYouTypeFieldMapper.Defaults.MIN_GRAM / MAX_GRAM. */
const MIN_GRAM = 1;
const MAX_GRAM = 20;

/** FixedShingleFilter over tokens, given the input's end position increment; also returns its own end increment. */
export function fixedShingles(input: Token[], size: number, endPosInc: number): { tokens: Token[]; endPositionIncrement: number } {
  const toks: Token[] = [];
  for (const t of input) if (toks.length === 0 || t.position !== toks[toks.length - 1]!.position) toks.push(t);
  const out: Token[] = [];
  let lastEmitted = -1;
  for (let b = 0; b < toks.length; b++) {
    const base = toks[b]!;
    let buf = base.term;
    let end = base.endOffset;
    let i = 1;
    let j = b + 1;
    let prevPos = base.position;
    let ok = true;
    while (i < size) {
      if (j >= toks.length) {
        // Not enough trailing positions for a whole shingle: none starts at this token.
        if (i + endPosInc < size) ok = false;
        else for (; i < size; i++) buf += SEPARATOR + FILLER;
        break;
      }
      let posInc = toks[j]!.position - prevPos;
      if (posInc > 1) {
        if (i + posInc > size) {
          for (; i < size; i++) buf += SEPARATOR + FILLER;
          break;
        }
        for (; posInc > 1; posInc--, i++) buf += SEPARATOR + FILLER;
      }
      buf += SEPARATOR + toks[j]!.term;
      end = toks[j]!.endOffset;
      prevPos = toks[j]!.position;
      j++;
      i++;
    }
    if (!ok) continue;
    out.push({ term: buf, position: base.position, positionLength: 1, startOffset: base.startOffset, endOffset: end, type: 'shingle' });
    lastEmitted = base.position;
  }
  // end(): the input's end increment plus the positions of tokens that started no shingle.
  const lastPos = toks.length ? toks[toks.length - 1]!.position : -1;
  return { tokens: out, endPositionIncrement: endPosInc + (lastPos - Math.max(lastEmitted, -1)) };
}

/** EdgeNGramTokenFilter(1, 20, preserveOriginal = true): each token's leading 1..20 code points, and the whole token when longer. */
export function edgeNGrams(input: Token[]): Token[] {
  const out: Token[] = [];
  for (const t of input) {
    const cps = Array.from(t.term);
    for (let n = MIN_GRAM; n <= Math.min(MAX_GRAM, cps.length); n++) out.push({ ...t, term: cps.slice(0, n).join('') });
    if (cps.length > MAX_GRAM) out.push(t);
  }
  return out;
}

/** `a` wrapped as a search_as_you_type sub-field's analyzer: shingles of `size`, and with `prefixes` the trailing fillers and edge n-grams. */
export function saytAnalyzer(a: Analyzer, size: number, prefixes: boolean): Analyzer {
  const stream = (text: string) => {
    const s = a.tokenStream(text);
    // TrailingShingleTokenFilter.end() sets the increment to size - 1, whatever the input's.
    const sh = fixedShingles(s.tokens, size, prefixes ? size - 1 : s.endPositionIncrement);
    return { tokens: prefixes ? edgeNGrams(sh.tokens) : sh.tokens, endOffset: s.endOffset, endPositionIncrement: sh.endPositionIncrement };
  };
  return {
    name: a.name,
    analyze: (text) => stream(text).tokens,
    tokenStream: stream,
    positionIncrementGap: a.positionIncrementGap,
    offsetGap: a.offsetGap,
  };
}
