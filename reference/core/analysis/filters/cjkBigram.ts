/**
 * Lucene's CJKBigramFilter, step for step (lucene/analysis/common/.../cjk/CJKBigramFilter.java): the code points
 * of adjacent tokens of the scripts it bigrams (`<IDEOGRAPHIC>`, `<HIRAGANA>`, `<KATAKANA>`, `<HANGUL>`, less ES's
 * `ignored_scripts`) are buffered, a whole katakana or hangul word included, and given out as overlapping
 * `<DOUBLE>` bigrams, or as a `<SINGLE>` where a character stands alone; with `output_unigrams` every character
 * as `<SINGLE>` too, each bigram stacked on it spanning two positions. Output tokens are new (increment 1);
 * other tokens pass as they are. Offsets are spread over the code points when the token's offsets match its
 * length.
 */
import type { Stream, Tok } from '../token.ts';

export const CJK_SCRIPTS: Readonly<Record<string, string>> = { han: '<IDEOGRAPHIC>', hiragana: '<HIRAGANA>', katakana: '<KATAKANA>', hangul: '<HANGUL>' };

export function cjkBigrams(s: Stream, types: ReadonlySet<string>, outputUnigrams: boolean): Stream {
  const out: Tok[] = [];
  const cps: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  let lastEnd = -1;
  let ngramState = false;
  const fresh = (term: string, start: number, end: number, type: string): Tok => ({ term, posInc: 1, posLen: 1, start, end, type, keyword: false });
  const hasBufferedBigram = () => cps.length - index > 1;
  const hasBufferedUnigram = () => (outputUnigrams ? cps.length - index === 1 : cps.length === 1 && index === 0);
  const flushBigram = () => {
    const t = fresh(cps[index] + cps[index + 1], starts[index], ends[index + 1], '<DOUBLE>');
    if (outputUnigrams) {
      t.posInc = 0;
      t.posLen = 2;
    }
    out.push(t);
    index++;
  };
  const flushUnigram = () => {
    out.push(fresh(cps[index], starts[index], ends[index], '<SINGLE>'));
    index++;
  };
  const refill = (t: Tok) => {
    const chars = [...t.term];
    const spread = t.end - t.start === t.term.length;
    let off = t.start;
    for (const c of chars) {
      cps.push(c);
      starts.push(spread ? off : t.start);
      off += c.length;
      ends.push(spread ? off : t.end);
    }
    lastEnd = t.end;
  };
  const drain = () => {
    while (hasBufferedBigram()) {
      if (outputUnigrams) {
        if (ngramState) flushBigram();
        else {
          flushUnigram();
          index--;
        }
        ngramState = !ngramState;
      } else {
        flushBigram();
      }
    }
  };
  for (const t of s.tokens) {
    drain();
    if (types.has(t.type)) {
      if (t.start !== lastEnd) {
        // Unaligned: a pending lone character goes out, and the buffer starts over.
        if (hasBufferedUnigram()) flushUnigram();
        cps.length = starts.length = ends.length = 0;
        index = 0;
      }
      refill(t);
    } else {
      if (hasBufferedUnigram()) flushUnigram();
      out.push(t);
    }
  }
  drain();
  if (hasBufferedUnigram()) flushUnigram();
  return { ...s, tokens: out };
}
