/**
 * The term vectors `filter` (TermVectorsFilter: `freq * new ClassicSimilarity().idf(docFreq, numDocs)`). The
 * docs page "Term vectors API", section "Terms filtering" (TEST[skip], never run by the docs build), prints
 * an answer over 176214 plots — `armored` (doc_freq 27) 9.74725, `stark` (44) 9.272792, `industrialist` (88)
 * 8.590818 — computed with the pre-Lucene-7 idf, log(numDocs / (docFreq + 1)) + 1; Lucene 7+ (ES 6+) adds one
 * to numDocs, which moves each score by 1/176215 in the logarithm. The rest on our own data.
 */
import { describe, expect, it } from 'vitest';
import { floatForJson } from '../search/engine/float32.ts';
import type { JsonObject } from '../json.ts';
import { filterSettings, selectBestTerms, type FilterSettings } from './termvectorsFilter.ts';
import { call, testSimulator } from '../../testkit.ts';

const settings = (raw: JsonObject) => filterSettings(raw) as FilterSettings;

describe('term vectors filter', () => {
  it('scores term frequency times idf over the field docCount, as the docs example prints', () => {
    const kept = selectBestTerms(
      [
        { term: 'armored', freq: 1, docFreq: 27 },
        { term: 'he', freq: 1, docFreq: 90000 },
        { term: 'industrialist', freq: 1, docFreq: 88 },
        { term: 'stark', freq: 1, docFreq: 44 },
        { term: 'tony', freq: 1, docFreq: 1200 },
      ],
      176214,
      settings({ max_num_terms: 3, min_term_freq: 1, min_doc_freq: 1 }),
    );
    expect([...kept.keys()].sort()).toEqual(['armored', 'industrialist', 'stark']);
    expect(floatForJson(kept.get('armored')!)).toBe(9.747255);
    expect(floatForJson(kept.get('stark')!)).toBe(9.272798);
    expect(floatForJson(kept.get('industrialist')!)).toBe(8.590824);
    // the page's figures, with the idf before Lucene 7
    expect(floatForJson(Math.fround(Math.log(176214 / 28) + 1))).toBe(9.74725);
  });

  it('drops noise words and terms outside the doc frequency bounds; a full queue keeps the first of equals', () => {
    const terms = [
      { term: 'a', freq: 3, docFreq: 1 },
      { term: 'bb', freq: 1, docFreq: 1 },
      { term: 'cc', freq: 1, docFreq: 1 },
      { term: 'dd', freq: 1, docFreq: 5 },
    ];
    expect([...selectBestTerms(terms, 10, settings({ min_word_length: 2, max_doc_freq: 4, max_num_terms: 1 })).keys()]).toEqual(['bb']);
    expect([...selectBestTerms(terms, 10, settings({ max_term_freq: 2, min_doc_freq: 2 })).keys()]).toEqual(['dd']);
    expect(selectBestTerms([{ term: 'x', freq: 1, docFreq: 0 }], 10, settings({})).size).toBe(0);
  });

  it('answers through the API with scores, and refuses a filter key it does not know', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(s, 'PUT', '/p', { mappings: { properties: { plot: { type: 'text' } } } });
    for (const [id, plot] of [['1', 'rare words here'], ['2', 'common words'], ['3', 'common text']]) call(s, 'PUT', `/p/_doc/${id}?refresh=true`, { plot });
    const r = call(s, 'POST', '/p/_termvectors/1', { fields: ['plot'], term_statistics: true, positions: false, offsets: false, filter: { max_num_terms: 2 } }).body;
    // docCount 3: rare and here (doc_freq 1) score log(4 / 2) + 1; words (doc_freq 2) less.
    expect(r.term_vectors.plot.terms).toEqual({
      here: { doc_freq: 1, ttf: 1, term_freq: 1, score: floatForJson(Math.fround(Math.log(2) + 1)) },
      rare: { doc_freq: 1, ttf: 1, term_freq: 1, score: floatForJson(Math.fround(Math.log(2) + 1)) },
    });
    const bad = call(s, 'POST', '/p/_termvectors/1', { filter: { max_terms: 2 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ type: 'parse_exception', reason: 'failed to parse term vectors request. the field [max_terms] is not valid for filter parameter for term vector request' });
  });
});
