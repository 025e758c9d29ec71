/**
 * The analysis module's interface: a field's analyzers with ES's fallbacks (TextParams.Analyzers:
 * search → index's default_search → the field's analyzer; search_quote → default_search_quoted → search),
 * the multi-valued field gaps, keyword normalizers, and the settings check at index creation.
 */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../profiles.ts';
import { isEsError } from '../errors/index.ts';
import type { IndexState } from '../state.ts';
import { analyzerFor, namedAnalyzer, normalizerFor, validateAnalysisSettings, type Analyzer } from './index.ts';

const es8 = getProfile('es8');
const index = (settings: Record<string, string | string[]>): IndexState => ({ name: 'i', settings } as unknown as IndexState);
const terms = (a: Analyzer | unknown, text: string) => {
  if (isEsError(a)) throw new Error(a.cause.reason);
  return (a as Analyzer).analyze(text).map((t) => t.term);
};

const settings = {
  'index.analysis.analyzer.folding.tokenizer': 'standard',
  'index.analysis.analyzer.folding.filter': ['lowercase', 'asciifolding'],
  'index.analysis.analyzer.kw.type': 'keyword',
  'index.analysis.normalizer.lower.type': 'custom',
  'index.analysis.normalizer.lower.filter': ['lowercase', 'asciifolding'],
};

describe('analyzerFor', () => {
  it('a text field without analyzer: standard, gap 100 (TextFieldMapper default)', () => {
    const a = analyzerFor(index({}), es8, { type: 'text' }, 'index') as Analyzer;
    expect(terms(a, 'Hello World')).toEqual(['hello', 'world']);
    expect([a.name, a.positionIncrementGap, a.offsetGap]).toEqual(['standard', 100, 1]);
  });
  it('analyzer, search_analyzer, search_quote_analyzer fall back as ES does', () => {
    const idx = index(settings);
    const f = { type: 'text', analyzer: 'folding', search_analyzer: 'kw' };
    expect(terms(analyzerFor(idx, es8, f, 'index'), 'Crème Brûlée')).toEqual(['creme', 'brulee']);
    expect(terms(analyzerFor(idx, es8, f, 'search'), 'Crème Brûlée')).toEqual(['Crème Brûlée']);
    expect(terms(analyzerFor(idx, es8, f, 'search_quote'), 'Crème Brûlée')).toEqual(['Crème Brûlée']);
    expect(terms(analyzerFor(idx, es8, { type: 'text', analyzer: 'folding' }, 'search'), 'Crème')).toEqual(['creme']);
  });
  it("the index's default and default_search analyzers", () => {
    const idx = index({ ...settings, 'index.analysis.analyzer.default.type': 'whitespace', 'index.analysis.analyzer.default_search.type': 'keyword' });
    expect(terms(analyzerFor(idx, es8, { type: 'text' }, 'index'), 'A b')).toEqual(['A', 'b']);
    expect(terms(analyzerFor(idx, es8, { type: 'text' }, 'search'), 'A b')).toEqual(['A b']);
    // default_search wins over the field's own analyzer when it has no search_analyzer.
    expect(terms(analyzerFor(idx, es8, { type: 'text', analyzer: 'folding' }, 'search'), 'A b')).toEqual(['A b']);
  });
  it('position_increment_gap from the mapping; a keyword field: its normalizer or the keyword analyzer', () => {
    const idx = index(settings);
    expect((analyzerFor(idx, es8, { type: 'text', position_increment_gap: 10 }, 'index') as Analyzer).positionIncrementGap).toBe(10);
    expect(terms(analyzerFor(idx, es8, { type: 'keyword', normalizer: 'lower' }, 'index'), 'Ça Va')).toEqual(['ca va']);
    expect(terms(analyzerFor(idx, es8, { type: 'keyword' }, 'index'), 'Ça Va')).toEqual(['Ça Va']);
    const missing = analyzerFor(idx, es8, { type: 'text', analyzer: 'nope' }, 'index');
    expect(isEsError(missing) && missing.cause.reason).toBe('analyzer [nope] has not been configured in mappings');
  });
  it('tokenStream reports what end() does: the final offset and trailing removed positions', () => {
    const a = namedAnalyzer(undefined, es8, 'stop') as Analyzer;
    const s = a.tokenStream('quick fox and the');
    expect(s.tokens.map((t) => [t.term, t.position])).toEqual([['quick', 0], ['fox', 1]]);
    expect([s.endOffset, s.endPositionIncrement]).toEqual([17, 2]);
  });
});

describe('normalizerFor, namedAnalyzer, validateAnalysisSettings', () => {
  it('normalizerFor: the function for a keyword field, undefined without a normalizer', () => {
    const n = normalizerFor(index(settings), es8, { type: 'keyword', normalizer: 'lower' });
    expect(typeof n === 'function' && n('ÉCOLE')).toBe('ecole');
    expect(normalizerFor(index(settings), es8, { type: 'keyword' })).toBeUndefined();
  });
  it('namedAnalyzer: built-ins without an index, custom ones with it, refusals by name', () => {
    expect(terms(namedAnalyzer(undefined, es8, 'whitespace'), 'A b')).toEqual(['A', 'b']);
    expect(terms(namedAnalyzer(index(settings), es8, 'folding'), 'Çà')).toEqual(['ca']);
    expect(terms(namedAnalyzer(undefined, es8, 'french'), "l'école")).toEqual(['ecol']);
    // ThaiAnalyzer: Thai digits to ASCII (DecimalDigitFilter), Thai stop words dropped (analysis-common 20_analyzers.yml "thai").
    expect(terms(namedAnalyzer(undefined, es8, 'thai'), '๑๒๓๔')).toEqual(['1234']);
  });
  it('validateAnalysisSettings: nothing to say without analysis settings, ES errors otherwise', () => {
    expect(validateAnalysisSettings({ 'index.number_of_shards': '1' }, es8)).toBeUndefined();
    expect(validateAnalysisSettings(settings, es8)).toBeUndefined();
    expect(validateAnalysisSettings({ 'index.analysis.analyzer._a.tokenizer': 'standard' }, es8)?.cause.reason).toBe('analyzer name must not start with \'_\'. got "_a"');
    expect(validateAnalysisSettings({ 'index.analysis.analyzer._a.tokenizer': 'standard' }, getProfile('es6'))).toBeUndefined();
  });
  it('a settings object changed in place is analysed afresh (a closed index updated)', () => {
    const s: Record<string, string | string[]> = { 'index.analysis.analyzer.x.type': 'whitespace' };
    const idx = index(s);
    expect(terms(namedAnalyzer(idx, es8, 'x'), 'A b')).toEqual(['A', 'b']);
    s['index.analysis.analyzer.x.type'] = 'keyword';
    expect(terms(namedAnalyzer(idx, es8, 'x'), 'A b')).toEqual(['A b']);
  });
});
