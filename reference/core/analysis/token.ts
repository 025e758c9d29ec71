/**
 * Tokens as Lucene's attributes carry them while a chain runs (term, position increment and length,
 * offsets, type, keyword flag), and the stream a chain produces: its tokens plus what `end()` reports
 * (the final offset and the position increment of trailing removed tokens), which `_analyze` and the
 * indexer use to place the next value of a multi-valued field.
 */

/** One token with its position as ES reports it (positions from 0). */
export interface Token {
  term: string;
  position: number;
  positionLength: number;
  startOffset: number;
  endOffset: number;
  type: string;
  keyword?: boolean;
  /** Lucene's PayloadAttribute, where a filter set one (delimited_payload, type_as_payload). */
  payload?: Uint8Array;
  /** Lucene's TermFrequencyAttribute where a filter set one (delimited_termfreq); 1 otherwise. */
  termFreq?: number;
}

/** A token inside a chain: Lucene's attributes, with the position as an increment. */
export interface Tok {
  term: string;
  posInc: number;
  posLen: number;
  start: number;
  end: number;
  type: string;
  keyword: boolean;
  /** Lucene's PayloadAttribute (bytes), where a filter set one. */
  payload?: Uint8Array;
  /** Lucene's TermFrequencyAttribute, where a filter set one (delimited_termfreq). */
  termFreq?: number;
}

/** What a tokenizer or filter hands on: tokens, and the state `end()` leaves. */
export interface Stream {
  tokens: Tok[];
  /** The final offset (Lucene: the corrected length of the input). */
  endOffset: number;
  /** The position increment `end()` reports (tokens removed after the last one kept). */
  endPosInc: number;
}

/** A token with Lucene's defaults (increment 1, length 1, not a keyword). */
export function tok(term: string, start: number, end: number, type = 'word', posInc = 1): Tok {
  return { term, posInc, posLen: 1, start, end, type, keyword: false };
}

/** Tokens with absolute positions, as Lucene's consumers compute them (-1 plus the increments). */
export function positioned(tokens: readonly Tok[], startPosition = -1): Token[] {
  let pos = startPosition;
  return tokens.map((t) => {
    if (t.posInc > 0) pos += t.posInc;
    const out: Token = { term: t.term, position: pos, positionLength: t.posLen, startOffset: t.start, endOffset: t.end, type: t.type };
    if (t.keyword) out.keyword = true;
    if (t.payload) out.payload = t.payload;
    if (t.termFreq !== undefined) out.termFreq = t.termFreq;
    return out;
  });
}

/**
 * Drops the tokens `keep` refuses, carrying their position increments onto the next kept token (Lucene's
 * FilteringTokenFilter), and what is left after the last onto the stream's end.
 */
export function filterTokens(s: Stream, keep: (t: Tok) => boolean): Stream {
  const out: Tok[] = [];
  let skipped = 0;
  for (const t of s.tokens) {
    if (keep(t)) {
      out.push(skipped ? { ...t, posInc: t.posInc + skipped } : t);
      skipped = 0;
    } else {
      skipped += t.posInc;
    }
  }
  return { tokens: out, endOffset: s.endOffset, endPosInc: s.endPosInc + skipped };
}

/**
 * A stream whose tokens are each mapped to a new term (keyword tokens left as they are when
 * `respectKeyword`). Tokens are changed in place: every run of a chain makes its own (tokenizers return
 * fresh tokens), as Lucene's filters change the one attribute set of their stream.
 */
export function mapTerms(s: Stream, f: (term: string) => string, respectKeyword = false): Stream {
  for (const t of s.tokens) if (!(respectKeyword && t.keyword)) t.term = f(t.term);
  return s;
}
