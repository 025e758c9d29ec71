/**
 * The Snowball language analyzers, checked with the words of Lucene 9.12's Test<Lang>Analyzer classes
 * (testBasics: a word and its inflection to one stem, a default stop word dropped; Turkish testApostrophes, Irish
 * testContractions/testHyphens, Catalan testContractions, Russian testReusableTokenStream, Estonian testBasics),
 * DutchAnalyzer's DEFAULT_STEM_DICT and SnowballAnalyzer's possessive filter; then the profiles that lack them.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
const analyze = (body: Record<string, unknown>, s = sim) => {
  const r = call(s, 'POST', '/_analyze', body);
  return r.status === 200 ? r.body.tokens.map((t: { token: string; position: number }) => `${t.token}@${t.position}`).join(' ') : r.body.error.reason;
};
const an = (analyzer: string, text: string) => analyze({ analyzer, text });

describe('Snowball language analyzers (ES 8.19, Lucene 9.12)', () => {
  it('stem an inflection to its word and drop a default stop word', () => {
    expect(an('armenian', 'արծիվ արծիվներ է')).toBe('արծ@0 արծ@1');
    expect(an('danish', 'undersøg undersøgelse på')).toBe('undersøg@0 undersøg@1');
    expect(an('finnish', 'edeltäjiinsä edeltäjistään olla')).toBe('edeltäj@0 edeltäj@1');
    expect(an('hungarian', 'babakocsi babakocsijáért által')).toBe('babakocs@0 babakocs@1');
    expect(an('irish', 'siopadóireacht síceapatacha le')).toBe('siopadóir@0 síceapaite@1');
    expect(an('lithuanian', 'vaikų vaikas ir')).toBe('vaik@0 vaik@1');
    expect(an('norwegian', 'havnedistriktene havnedistrikter det')).toBe('havnedistrikt@0 havnedistrikt@1');
    // Lucene 9's RomanianAnalyzer keeps the cedilla ţ (TestRomanianAnalyzer 9.x: `absenţa` → `absenţ`); the
    // comma-below fold is Lucene 10's RomanianNormalizationFilter (apache/lucene#13233, ES 9 #113906). The ES docs'
    // rebuilt `romanian` (lowercase, stop, stemmer) must equal the built-in one on either spelling.
    expect(an('romanian', 'absenţa absenţi îl')).toBe('absenţ@0 absenţ@1');
    expect(an('romanian', 'absența')).toBe(analyze({ tokenizer: 'standard', filter: ['lowercase', { type: 'stop', stopwords: '_romanian_' }, { type: 'stemmer', language: 'romanian' }], text: 'absența' }));
    // Lucene 10 (ES 9) folds all four cedilla letters first: both spellings reach the same stem.
    const es9 = testSimulator({ profile: 'elasticsearch@9.1.0' });
    expect(analyze({ analyzer: 'romanian', text: 'absenţa ŞCOALĂ' }, es9)).toBe(analyze({ analyzer: 'romanian', text: 'absența ȘCOALĂ' }, es9));
    expect(analyze({ analyzer: 'romanian', text: 'absenţa' }, es9)).not.toBe('absenţ@0');
    expect(an('swedish', 'jaktkarlarne jaktkarlens och')).toBe('jaktkarl@0 jaktkarl@1');
    expect(an('turkish', 'ağacı ağaç dolayı')).toBe('ağaç@0 ağaç@1');
    expect(an('russian', 'Вместе с тем о силе электромагнитной энергии имели представление еще'))
      .toBe('вмест@0 сил@4 электромагнитн@5 энерг@6 имел@7 представлен@8');
  });
  it('elide, cut and lower-case as each language does', () => {
    expect(an('irish', "b'fhearr m'athair")).toBe('fearr@0 athair@1');
    // The hyphenation prefix is a stop word: a hole, as in tAthair's single token.
    expect(an('irish', 'n-athair')).toBe('athair@1');
    expect(an('irish', 'nAthair')).toBe('athair@0');
    // IrishLowerCaseFilter's capital vowels include the accented ones (its regular expression is spelt in escapes).
    expect(analyze({ tokenizer: 'whitespace', filter: [{ type: 'lowercase', language: 'irish' }], text: 'nÁthair tÉan nEan' })).toBe('n-áthair@0 t-éan@1 n-ean@2');
    expect(an('turkish', "Kıbrıs'ta Van Gölü'ne")).toBe('kıbrıs@0 van@1 göl@2');
  });
  it('dutch: the stemmer-override dictionary wins over the stemmer', () => {
    expect(an('dutch', 'lichamelijk fiets kind ei bromfiets')).toBe('licham@0 fiets@1 kinder@2 eier@3 bromfiets@4');
    expect(analyze({ tokenizer: 'standard', filter: [{ type: 'snowball', language: 'Dutch' }], text: 'fiets' })).toBe('fiet@0');
  });
  it('stem_exclusion and stopwords settings', () => {
    const put = call(sim, 'PUT', '/lang', { settings: { analysis: { analyzer: {
      da: { type: 'danish', stem_exclusion: ['undersøgelse'] },
      sv: { type: 'swedish', stopwords: '_none_' },
    } } } });
    expect(put.status).toBe(200);
    expect(call(sim, 'POST', '/lang/_analyze', { analyzer: 'da', text: 'undersøgelse undersøgelsen' }).body.tokens.map((t: { token: string }) => t.token)).toEqual(['undersøgelse', 'undersøg']);
    expect(call(sim, 'POST', '/lang/_analyze', { analyzer: 'sv', text: 'och' }).body.tokens.map((t: { token: string }) => t.token)).toEqual(['och']);
  });
  it('basque, catalan and estonian: Lucene\'s generated stemmers ported (TestBasqueAnalyzer, TestCatalanAnalyzer basics and contractions)', () => {
    expect(an('basque', 'zaldi zaldiak izan')).toBe('zaldi@0 zaldi@1');
    expect(an('catalan', 'llengües llengua un')).toBe('llengu@0 llengu@1');
    // CatalanAnalyzer: ElisionFilter (l', d', ...) before LowerCaseFilter; `de` is a stop word (its position kept).
    expect(an('catalan', "Diccionari de l'Institut d'Estudis Catalans")).toBe('diccion@0 inst@2 estud@3 catalan@4');
    // EstonianAnalyzer: its stopwords.txt (`ja`) and EstonianStemmer; the `_estonian_` set names the same list.
    expect(an('estonian', 'raamatutele raamatuid ja')).toBe('raama@0 raama@1');
    expect(analyze({ tokenizer: 'standard', filter: [{ type: 'stop', stopwords: '_estonian_' }], text: 'ja kass' })).toBe('kass@1');
    // Lucene 8 (ES 7.17): Basque and Catalan as in 9.12; Estonian's Lucene 8 class differs and is not held.
    const es7 = testSimulator({ profile: 'elasticsearch@7.17.3' });
    expect(analyze({ analyzer: 'basque', text: 'zaldiak' }, es7)).toBe('zaldi@0');
    expect(analyze({ analyzer: 'catalan', text: "l'Institut" }, es7)).toBe('inst@0');
    expect(analyze({ analyzer: 'estonian', text: 'raamatutele' }, es7)).toBe('the [estonian] analyzer is not supported by this simulator');
    // Lucene 10 (ES 9): Basque and Catalan as in 9.12 (Snowball 3 did not change them); Estonian changed.
    const es9 = testSimulator({ profile: 'elasticsearch@9.1.0' });
    expect(analyze({ analyzer: 'catalan', text: 'llengües' }, es9)).toBe('llengu@0');
    expect(analyze({ analyzer: 'estonian', text: 'raamatutele' }, es9)).toBe('the [estonian] analyzer is not supported by this simulator');
    for (const language of ['German2', 'Kp', 'Lovins']) expect(analyze({ tokenizer: 'standard', filter: [{ type: 'snowball', language }], text: 'x' })).toMatch(/not supported by this simulator/);
  });
  it('snowball: possessive for English, the class name from `language`, its default stop words', () => {
    expect(an('snowball', "The dog's running")).toBe('dog@1 run@2');
    expect(call(sim, 'PUT', '/sb', { settings: { analysis: { analyzer: { nl: { type: 'snowball', language: 'Dutch' } } } } }).status).toBe(200);
    expect(call(sim, 'POST', '/sb/_analyze', { analyzer: 'nl', text: 'de fietsen' }).body.tokens.map((t: { token: string }) => t.token)).toEqual(['fiets']);
    expect(analyze({ tokenizer: 'standard', filter: [{ type: 'snowball', language: 'Klingon' }], text: 'x' })).toBe('Invalid stemmer class specified: Klingon');
    expect(analyze({ tokenizer: 'standard', filter: [{ type: 'stemmer', language: 'nepali' }], text: 'x' })).toBe('x@0');
    // StemmerTokenFilterFactory matches its names ignoring case.
    expect(analyze({ tokenizer: 'standard', filter: [{ type: 'stemmer', language: 'Swedish' }, { type: 'stemmer', language: 'English' }], text: 'jaktkarlarne running' })).toBe('jaktkarl@0 run@1');
  });
  it('are refused where the profile\'s Lucene ships other Snowball stemmers (ES 7, ES 9)', () => {
    for (const profile of ['elasticsearch@7.17.3', 'elasticsearch@9.1.0'] as const) {
      const s = testSimulator({ profile });
      expect(analyze({ analyzer: 'danish', text: 'undersøgelse' }, s)).toBe('the [danish] analyzer is not supported by this simulator');
      expect(analyze({ analyzer: 'snowball', text: 'running' }, s)).toBe('run@0');
    }
    expect(analyze({ analyzer: 'danish', text: 'undersøgelse' }, testSimulator({ profile: 'opensearch@2.19.0' }))).toBe('undersøg@0');
  });
});

/** The tokens of a text through an index's analyzer. */
const inIndex = (s: ReturnType<typeof testSimulator>, analyzer: string, text: string, index = '/sr') => {
  const r = call(s, 'POST', `${index}/_analyze`, { analyzer, text });
  return r.status === 200 ? r.body.tokens.map((t: { token: string; position: number }) => `${t.token}@${t.position}`).join(' ') : r.body.error.reason;
};

describe('serbian (SerbianAnalyzer: stemmer, then SerbianNormalizationFilter)', () => {
  const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(s, 'PUT', '/sr', { settings: { analysis: { analyzer: { sr: { type: 'serbian', stopwords: ['будите', 'budite'] } } } } });
  it('stems Cyrillic or Latin to one bald-Latin stem (analysis-common 20_analyzers.yml "serbian", with its stop word given)', () => {
    expect(inIndex(s, 'sr', 'будите шампиони')).toBe('sampion@1');
    expect(inIndex(s, 'sr', 'budite šampioni')).toBe('sampion@1');
  });
  it('stops with Lucene\'s default Serbian list without `stopwords` (sr/stopwords.txt: Latin and Cyrillic forms), also as `_serbian_`', () => {
    expect(an('serbian', 'будите šampioni i nisu')).toBe('sampion@1');
    const s2 = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(s2, 'PUT', '/sr2', { settings: { analysis: { analyzer: { sr: { type: 'serbian' } }, filter: { sr_stop: { type: 'stop', stopwords: '_serbian_' } } } } });
    expect(inIndex(s2, 'sr', 'budite šampioni', '/sr2')).toBe('sampion@1');
    const r = call(s2, 'POST', '/sr2/_analyze', { tokenizer: 'whitespace', filter: ['sr_stop'], text: 'mogu može moze будем jesam kuća' });
    expect(r.body.tokens.map((t: { token: string }) => t.token)).toEqual(['kuća']);
  });
});

describe('chinese (ChineseAnalyzerProvider)', () => {
  it('is the standard analyzer with English stop words, whatever its settings (20_analyzers.yml "chinese")', () => {
    expect(an('chinese', 'only for OLD indices 中文')).toBe('only@0 old@2 indices@3 中@4 文@5');
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(s, 'PUT', '/zh', { settings: { analysis: { analyzer: { zh: { type: 'chinese', stopwords: ['only'], max_token_length: 2 } } } } });
    expect(inIndex(s, 'zh', 'only for old indices', '/zh')).toBe('only@0 old@2 indices@3');
  });
});
