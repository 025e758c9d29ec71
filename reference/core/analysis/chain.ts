/**
 * An analysis chain (Lucene's Analyzer as ES's CustomAnalyzer assembles it): char filters, a tokenizer,
 * token filters; run over one value it gives the tokens and the state `end()` leaves, offsets corrected
 * back through the char filters (Tokenizer.correctOffset).
 */
import type { CharFilter, Tokenizer, TokenFilter } from './components.ts';
import type { Stream } from './token.ts';

export interface Chain {
  name: string;
  charFilters: CharFilter[];
  tokenizer: Tokenizer;
  filters: TokenFilter[];
  positionIncrementGap: number;
  offsetGap: number;
  /** A custom analyzer (explain prints its stages) rather than a built-in one (explain prints it whole). */
  custom: boolean;
  /** The tokenizer's name as explain prints it. */
  tokenizerName?: string;
  /** The standard analyzer without stop words: ASCII letters and digits between spaces are its words, lower-cased. */
  asciiLowercase?: boolean;
}

/** Char-filtered text at each char filter, as explain reports it. */
export function charFiltered(chain: Chain, text: string): string[] {
  const out: string[] = [];
  let t = text;
  for (const cf of chain.charFilters) {
    t = cf.apply(t).text;
    out.push(t);
  }
  return out;
}

/** Runs the chain's char filters and tokenizer, and its first `filterCount` filters (all by default). */
export function runChain(chain: Chain, text: string, filterCount = chain.filters.length): Stream {
  let t = text;
  const corrections: ((o: number) => number)[] = [];
  for (const cf of chain.charFilters) {
    const r = cf.apply(t);
    t = r.text;
    corrections.push(r.correct);
  }
  // The last char filter's correction first, back to the first's input (CharFilter.correctOffset).
  const correct = (o: number): number => {
    let x = o;
    for (let i = corrections.length - 1; i >= 0; i--) x = corrections[i](x);
    return x;
  };
  const raw = chain.tokenizer.tokenize(t);
  let s: Stream = {
    tokens: corrections.length ? raw.map((k) => ({ ...k, start: correct(k.start), end: correct(k.end) })) : raw,
    endOffset: correct(t.length),
    endPosInc: 0,
  };
  for (let i = 0; i < filterCount; i++) s = chain.filters[i].apply(s);
  return s;
}
