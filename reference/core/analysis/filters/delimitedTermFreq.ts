/**
 * OpenSearch's `delimited_termfreq` token filter (DelimitedTermFrequencyTokenFilterFactory, 2.10): Lucene's
 * DelimitedTermFrequencyTokenFilter cuts each term at its first delimiter (default `|`) and reads the rest as
 * the term's frequency (TermFrequencyAttribute), which `_analyze` explain prints as `termFrequency`. A term
 * without the delimiter keeps frequency 1. The frequency is parsed as Lucene's ArrayUtil.parseInt does.
 */
import { badAnalysisSetting, badTermFrequency } from '../../errors/index.ts';
import { filter, type TokenFilterFactory } from '../components.ts';
import { str } from '../params.ts';
import { digitValue } from './basic.ts';
import { AnalysisScriptFailure } from './scripted.ts';

export const delimitedTermFreqFactory: TokenFilterFactory = (p, ctx) => {
  const given = str(p, 'delimiter');
  // DelimitedTermFrequencyTokenFilterFactory.parseDelimiter.
  if (given !== undefined && given.length !== 1) return badAnalysisSetting(`Setting [delimiter] must be a single, non-null character. [${given}] was provided.`);
  const delimiter = given ?? '|';
  return filter(ctx.name, (s) => {
    for (const t of s.tokens) {
      const i = t.term.indexOf(delimiter);
      if (i < 0) continue;
      const freq = parseJavaInt(t.term.slice(i + 1));
      if (typeof freq === 'string') throw new AnalysisScriptFailure(badTermFrequency(freq, true));
      if (freq < 1) throw new AnalysisScriptFailure(badTermFrequency(`Term frequency must be 1 or greater; got ${freq}`, false));
      t.term = t.term.slice(0, i);
      t.termFreq = freq;
    }
    return s;
  });
};

/** ArrayUtil.parseInt(chars, offset, len) (radix 10): the int, or the NumberFormatException's message. */
export function parseJavaInt(text: string): number | string {
  if (text.length === 0) return 'chars length is 0';
  const negative = text[0] === '-';
  if (negative && text.length === 1) return "can't convert to an int";
  const digits = negative ? text.slice(1) : text;
  // Character.digit(c, 10) accepts any Unicode decimal digit (Nd), not only ASCII ones.
  let result = 0;
  for (const ch of digits) {
    if (!/^\p{Nd}$/u.test(ch)) return 'Unable to parse';
    const d = digitValue(ch);
    result = result * 10 + d;
    if (result > (negative ? 2147483648 : 2147483647)) return 'Unable to parse';
  }
  return negative ? -result : result;
}
