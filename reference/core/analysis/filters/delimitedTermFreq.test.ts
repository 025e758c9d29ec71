/**
 * OpenSearch's delimited_termfreq filter (analysis-common 40_token_filters.yml "delimited_termfreq", 2.10+;
 * Lucene's DelimitedTermFrequencyTokenFilter and ArrayUtil.parseInt).
 */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../profiles.ts';
import { isEsError } from '../../errors/index.ts';
import { analyzeTexts } from '../analyzeText.ts';
import { globalAnalysis } from '../registry.ts';
import { requestChain } from '../requestChain.ts';
import { tokensOf } from '../testkit.ts';
import { parseJavaInt } from './delimitedTermFreq.ts';
import { AnalysisScriptFailure } from './scripted.ts';

describe('delimited_termfreq', () => {
  it('cuts the term at its first delimiter and keeps the frequency (explain prints termFrequency)', () => {
    const chain = requestChain(globalAnalysis(getProfile('opensearch2')), true, 'whitespace', [], [{ type: 'delimited_termfreq', delimiter: '^' }]);
    if (isEsError(chain)) throw new Error(chain.cause.reason);
    const out = analyzeTexts(chain, ['foo^3 bar x^12'], true, ['termFrequency'], 10000) as { detail: { tokenfilters: { tokens: { token: string; termFrequency: number }[] }[] } };
    expect(out.detail.tokenfilters[0].tokens.map((t) => [t.token, t.termFrequency])).toEqual([['foo', 3], ['bar', 1], ['x', 12]]);
  });
  it('the pre-configured filter splits at |; a bad frequency is Lucene\'s exception, not a token', () => {
    const ok = tokensOf('foo|100', 'keyword', ['delimited_termfreq'], [], 'opensearch2');
    expect(isEsError(ok) ? ok.cause.reason : ok.map((t) => [t.term, t.termFreq])).toEqual([['foo', 100]]);
    expect(() => tokensOf('foo|x', 'keyword', ['delimited_termfreq'], [], 'opensearch2')).toThrow(AnalysisScriptFailure);
    expect(() => tokensOf('foo|0', 'keyword', ['delimited_termfreq'], [], 'opensearch2')).toThrow('Term frequency must be 1 or greater; got 0');
  });
  it('is unknown to Elasticsearch, and a delimiter must be one character', () => {
    const es = tokensOf('foo|1', 'keyword', [{ type: 'delimited_termfreq' }], [], 'es8');
    expect(isEsError(es) && es.cause.reason).toMatch(/delimited_termfreq/);
    const bad = tokensOf('foo', 'keyword', [{ type: 'delimited_termfreq', delimiter: '||' }], [], 'opensearch2');
    expect(isEsError(bad) && bad.cause.reason).toBe('Setting [delimiter] must be a single, non-null character. [||] was provided.');
  });
  it('parses as ArrayUtil.parseInt: sign, int range, any decimal digits', () => {
    expect([parseJavaInt('42'), parseJavaInt('-7'), parseJavaInt('2147483647'), parseJavaInt('٣')]).toEqual([42, -7, 2147483647, 3]);
    expect([parseJavaInt(''), parseJavaInt('-'), parseJavaInt('2147483648'), parseJavaInt('1a')]).toEqual(['chars length is 0', "can't convert to an int", 'Unable to parse', 'Unable to parse']);
  });
});
