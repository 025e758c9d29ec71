/**
 * Lucene's ShingleFilter, step for step (lucene/analysis/common/.../shingle/ShingleFilter.java, 9.x): a
 * window of up to `max_shingle_size` input tokens, a gram size cycling through [1,] min..max, filler
 * tokens for the positions stop words left empty (at most max-1 per hole, and after the last token for
 * what `end()` reports), and every window start whose first output gets a position increment of exactly 1,
 * the others 0. So holes do not survive as gaps: `fox jumps a lazy dog` with the stop word `a` gives
 * `+ lazy` at position 2 and `lazy` at 3 (a stacked token, increment 0, is just the next token: the
 * filter "does not handle a position increment of 0").
 */
import type { Stream, Tok } from '../token.ts';

interface Slot {
  tok: Tok;
  filler: boolean;
}

export interface ShingleOptions {
  minSize: number;
  maxSize: number;
  unigrams: boolean;
  unigramsIfNoShingles: boolean;
  separator: string;
  filler: string;
}

/** The window's input: the tokens with fillers before each hole's token and after the last one. */
function* windowInput(s: Stream, o: ShingleOptions): Generator<Slot> {
  for (const t of s.tokens) {
    if (t.posInc > 1) {
      // A filler takes the next token's attributes, occupies no space (offsets start..start).
      const n = Math.min(t.posInc - 1, o.maxSize - 1);
      for (let k = 0; k < n; k++) yield { tok: { ...t, term: o.filler, end: t.start }, filler: true };
    }
    yield { tok: t, filler: false };
  }
  const trailing = Math.min(s.endPosInc, o.maxSize - 1);
  for (let k = 0; k < trailing; k++) yield { tok: { term: o.filler, posInc: 1, posLen: 1, start: s.endOffset, end: s.endOffset, type: 'word', keyword: false }, filler: true };
}

export function shingleStream(s: Stream, o: ShingleOptions): Stream {
  const input = windowInput(s, o);
  const next = (): Slot | undefined => {
    const r = input.next();
    return r.done ? undefined : r.value;
  };
  // CircularSequence: values [1,] min..max.
  let minValue = o.unigrams ? 1 : o.minSize;
  let value = minValue;
  let previous = minValue;
  const advance = (): void => {
    previous = value;
    if (value === 1) value = o.minSize;
    else if (value === o.maxSize) previous = value = minValue;
    else value++;
  };
  const window: Slot[] = [];
  let isOutputHere = false;
  let noShingleOutput = true;
  const shift = (): void => {
    if (window.length > 0) window.shift();
    while (window.length < o.maxSize) {
      const n = next();
      if (!n) break;
      window.push(n);
    }
    if (o.unigramsIfNoShingles && noShingleOutput && minValue > 1 && window.length < o.minSize) minValue = 1;
    previous = value = minValue;
    isOutputHere = false;
  };
  const out: Tok[] = [];
  let gram = '';
  for (;;) {
    let built = 0;
    if (value === minValue || window.length < value) {
      shift();
      gram = '';
    } else {
      built = previous;
    }
    if (window.length < value) break;
    let allFiller = true;
    let last: Slot | undefined;
    for (let gramNum = 1; gramNum <= window.length && built < value; gramNum++) {
      last = window[gramNum - 1];
      if (built < gramNum) {
        if (built > 0) gram += o.separator;
        gram += last.tok.term;
        built++;
      }
      if (allFiller && last.filler) {
        if (gramNum === value) advance();
      } else {
        allFiller = false;
      }
    }
    // An all-filler window, or one too short for the gram size, ends the stream (incrementToken: false).
    if (allFiller || built !== value || !last) break;
    const first = window[0].tok;
    const t: Tok = { ...first, term: gram, posInc: isOutputHere ? 0 : 1, start: first.start, end: last.tok.end };
    if (value > 1) {
      t.type = 'shingle';
      noShingleOutput = false;
    }
    t.posLen = o.unigrams ? built : Math.max(1, built - o.minSize + 1);
    out.push(t);
    isOutputHere = true;
    advance();
  }
  return { ...s, tokens: out };
}
