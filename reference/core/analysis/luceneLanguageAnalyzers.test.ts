/**
 * The language analyzers built on Lucene's own stemmers, through `_analyze` as an application calls them. Expected
 * tokens are those analysis-common's 20_analyzers.yml and 40_token_filters.yml (ES 8.19) pin for each language, and
 * Lucene's Test<Lang>Analyzer cases (TestArabicAnalyzer#testBasicFeatures, TestCzechAnalyzer#testStopWord,
 * TestBulgarianAnalyzer#testStopwords, TestCJKAnalyzer#testJa1).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
const analyze = (body: Record<string, unknown>, index = ''): string[] => {
  const r = call(sim, 'POST', `${index}/_analyze`, body);
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return r.body.tokens.map((t: { token: string }) => t.token);
};

describe('language analyzers', () => {
  it.each([
    ['arabic', 'كبيرة', ['كبير']],
    ['arabic', 'ما ملكت أيمانكم', ['ملكت', 'ايمانكم']],
    ['bengali', 'বাড়ী', ['বার']],
    ['brazilian', 'boataria', ['boat']],
    ['bulgarian', 'градове', ['град']],
    ['bulgarian', 'Как се казваш?', ['казваш']],
    ['cjk', '多くの', ['多く', 'くの']],
    ['czech', 'Pokud mluvime o volnem', ['mluvim', 'voln']],
    ['french', 'sécuritaires', ['securitair']],
    ['french', "l'avion des chevaux", ['avion', 'cheval']],
    ['hindi', 'हिन्दी', ['हिंद']],
    ['indonesian', 'peledakan', ['ledak']],
    ['italian', 'abbandonata', ['abbandonat']],
    ['italian', "dell'Italia", ['ital']],
    ['latvian', 'tirgiem', ['tirg']],
    ['persian', 'می\u200cخورد', ['خورد']],
    ['portuguese', 'quilométricas', ['quilometric']],
    ['sorani', 'پیاوە', ['پیاو']],
    ['spanish', 'chicana', ['chican']],
  ])('%s: %s', (analyzer, text, tokens) => {
    expect(analyze({ analyzer, text })).toEqual(tokens);
  });

  it('takes stopwords and stem_exclusion as ES providers pass them', () => {
    const settings = { analysis: { analyzer: {
      fr: { type: 'french', stem_exclusion: ['chevaux'] },
      es: { type: 'spanish', stopwords: ['chicana'] },
      cz: { type: 'czech', stopwords: '_none_' },
    } } };
    expect(call(sim, 'PUT', '/lang', { settings }).status).toBe(200);
    expect(analyze({ analyzer: 'fr', text: 'les chevaux' }, '/lang')).toEqual(['chevaux']);
    expect(analyze({ analyzer: 'es', text: 'chicana de los' }, '/lang')).toEqual(['de', 'los']);
    expect(analyze({ analyzer: 'cz', text: 'Pokud o' }, '/lang')).toEqual(['pokud', 'o']);
  });
});

describe('language token filters (40_token_filters.yml)', () => {
  it.each([
    ['arabic_stem', 'الحسن', 'حسن'],
    ['brazilian_stem', 'Brasília', 'brasil'],
    ['czech_stem', 'angličtí', 'anglick'],
    ['bengali_normalization', 'চাঁদ', 'চাদ'],
    ['hindi_normalization', 'अँगरेज़ी', 'अंगरेजि'],
    ['indic_normalization', 'ত্\u200d', 'ৎ'],
    ['sorani_normalization', 'ي', 'ی'],
  ])('%s: %s → %s', (f, text, out) => {
    expect(analyze({ tokenizer: 'keyword', filter: [f], text })).toEqual([out]);
  });

  it('stemmer names the Lucene stemmers, ignoring case', () => {
    expect(analyze({ tokenizer: 'keyword', filter: [{ type: 'stemmer', language: 'bengali' }], text: 'করেছিলাম' })).toEqual(['কর']);
    expect(analyze({ tokenizer: 'keyword', filter: [{ type: 'stemmer', language: 'Light_French' }], text: 'chevaux' })).toEqual(['cheval']);
    expect(analyze({ tokenizer: 'keyword', filter: [{ type: 'stemmer', language: 'minimalFrench' }], text: 'chevaux' })).toEqual(['cheval']);
  });
});
