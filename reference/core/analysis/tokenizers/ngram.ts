/**
 * Lucene's NGramTokenizer and EdgeNGramTokenizer: grams of the runs of `token_chars` characters (all
 * characters when none are given), counted in code points; the ngram tokenizer emits, for each start,
 * every gram from min_gram to max_gram, the edge one only the grams at the start of each run.
 */
import { tok, type Tok } from '../token.ts';

/** The `token_chars` classes. */
export const TOKEN_CHARS: Record<string, (ch: string) => boolean> = {
  letter: (ch) => /\p{L}/u.test(ch),
  digit: (ch) => /\p{Nd}/u.test(ch),
  whitespace: (ch) => /\s/u.test(ch),
  punctuation: (ch) => /\p{P}/u.test(ch),
  symbol: (ch) => /\p{S}/u.test(ch),
};

/** Runs of accepted characters with their UTF-16 start offsets. */
function runs(text: string, accept: (ch: string) => boolean): { cps: string[]; start: number }[] {
  const out: { cps: string[]; start: number }[] = [];
  let cur: { cps: string[]; start: number } | undefined;
  let off = 0;
  for (const ch of text) {
    if (accept(ch)) {
      cur ??= { cps: [], start: off };
      cur.cps.push(ch);
    } else if (cur) {
      out.push(cur);
      cur = undefined;
    }
    off += ch.length;
  }
  if (cur) out.push(cur);
  return out;
}

/** N-grams of text. */
export function ngramTokens(text: string, min: number, max: number, accept: (ch: string) => boolean, edge: boolean): Tok[] {
  const out: Tok[] = [];
  for (const run of runs(text, accept)) {
    const offs: number[] = [run.start];
    for (const ch of run.cps) offs.push(offs[offs.length - 1] + ch.length);
    const starts = edge ? 1 : run.cps.length;
    for (let i = 0; i < starts; i++) {
      for (let n = min; n <= max && i + n <= run.cps.length; n++) {
        out.push(tok(run.cps.slice(i, i + n).join(''), offs[i], offs[i + n]));
      }
    }
  }
  return out;
}
