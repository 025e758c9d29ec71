/**
 * The phrase suggester. Expected values: the Elasticsearch reference's phrase suggester page
 * (docs/reference/elasticsearch/rest-apis/search-suggesters.md, tested by ES's docs build through its
 * TESTRESPONSE lines): "noble prize" → "nobel prize", highlighted `<em>nobel</em> prize`, score 0.48614594
 * with gram_size 3 and an `always` direct generator on the shingle sub-field; the other values follow
 * NoisyChannelSpellChecker, WordScorer and its smoothing models (phraseScorer.ts) step by step.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import { floatForJson } from '../engine/float32.ts';

// Each document is written with refresh=true, so each is a segment of its own (as in ES): the scorer's
// numTerms is then maxDoc (MultiTerms has no size), which the documented score depends on.
function docsIndex() {
  const s = testSimulator({ profile: 'es8', refresh: 'explicit' });
  call(s, 'PUT', '/test', {
    settings: {
      index: {
        number_of_shards: 1,
        analysis: {
          analyzer: {
            trigram: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'shingle'] },
            reverse: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'reverse'] },
          },
          filter: { shingle: { type: 'shingle', min_shingle_size: 2, max_shingle_size: 3 } },
        },
      },
    },
    mappings: { properties: { title: { type: 'text', fields: { trigram: { type: 'text', analyzer: 'trigram' }, reverse: { type: 'text', analyzer: 'reverse' } } } } },
  });
  call(s, 'POST', '/test/_doc?refresh=true', { title: 'noble warriors' });
  call(s, 'POST', '/test/_doc?refresh=true', { title: 'nobel prize' });
  return s;
}

const ask = (s: ReturnType<typeof testSimulator>, phrase: object, text = 'noble prize') =>
  call(s, 'POST', '/test/_search', { size: 0, suggest: { text, simple_phrase: { phrase } } });

describe('the phrase suggester', () => {
  it('corrects "noble prize" as the reference documents it', () => {
    const s = docsIndex();
    const r = ask(s, { field: 'title.trigram', size: 1, gram_size: 3, direct_generator: [{ field: 'title.trigram', suggest_mode: 'always' }], highlight: { pre_tag: '<em>', post_tag: '</em>' } });
    expect(r.status).toBe(200);
    expect(r.body.suggest.simple_phrase).toEqual([
      { text: 'noble prize', offset: 0, length: 11, options: [{ text: 'nobel prize', highlighted: '<em>nobel</em> prize', score: 0.48614594 }] },
    ]);
  });

  it('keeps only corrections above confidence × the input score; confidence 0 lists the input too', () => {
    const s = docsIndex();
    const gen = [{ field: 'title.trigram', suggest_mode: 'always' }];
    // exp(log10(0.95 × 2/8) + log10(0.95 × 0.4 × 2/8)): the input, its bigram unseen (stupid backoff 0.4).
    const all = ask(s, { field: 'title.trigram', confidence: 0, direct_generator: gen }).body.suggest.simple_phrase[0].options;
    expect(all).toEqual([
      { text: 'nobel prize', score: 0.48614594 },
      { text: 'noble prize', score: floatForJson(Math.fround(Math.exp(Math.log10(Math.fround(0.95) * 0.25) + Math.log10(Math.fround(0.95) * Math.fround(0.4) * 0.25)))) },
    ]);
    // The default generator (suggest_mode missing) draws nothing for words the shard has.
    expect(ask(s, { field: 'title.trigram' }).body.suggest.simple_phrase[0].options).toEqual([]);
  });

  it('collates with a query template and prune', () => {
    const s = docsIndex();
    const collate = { query: { source: { match: { '{{field_name}}': '{{suggestion}}' } } }, params: { field_name: 'title' }, prune: true };
    const r = ask(s, { field: 'title.trigram', size: 1, direct_generator: [{ field: 'title.trigram', suggest_mode: 'always', min_word_length: 1 }], collate });
    expect(r.body.suggest.simple_phrase[0].options).toEqual([{ text: 'nobel prize', score: 0.48614594, collate_match: true }]);
    const none = { query: { source: { term: { title: 'absent' } } }, prune: false };
    expect(ask(s, { field: 'title.trigram', direct_generator: [{ field: 'title.trigram', suggest_mode: 'always' }], collate: none }).body.suggest.simple_phrase[0].options).toEqual([]);
  });

  it('scores with laplace and linear smoothing', () => {
    const s = docsIndex();
    const gen = [{ field: 'title.trigram', suggest_mode: 'always' }];
    const score = (smoothing: object) => ask(s, { field: 'title.trigram', direct_generator: gen, smoothing }).body.suggest.simple_phrase[0].options[0];
    // Laplace: unigram (α + 1) / (6 + α·2), bigram (α + 1) / (ttf(nobel) + α·2); channel 0.8 (the float boost
    // FuzzyTermsEnum gives one edit in five) then 0.95.
    const a = 0.7;
    expect(score({ laplace: { alpha: a } })).toEqual({ text: 'nobel prize', score: floatForJson(Math.fround(Math.exp(Math.log10(Math.fround(0.8) * ((a + 1) / (6 + a * 2))) + Math.log10(Math.fround(0.95) * ((a + 1) / (1 + a * 2)))))) });
    // Linear interpolation: bigram λ2 · 1 / (0.5 + 1) + λ1 · unigram(prize).
    const [t, b, u] = [0.5, 0.3, 0.2];
    const uni = (f: number) => (1 + f) / (6 + 2);
    expect(score({ linear: { trigram_lambda: t, bigram_lambda: b, unigram_lambda: u } })).toEqual({
      text: 'nobel prize',
      score: floatForJson(Math.fround(Math.exp(Math.log10(Math.fround(0.8) * uni(1)) + Math.log10(Math.fround(0.95) * (b * (1 / 1.5) + u * uni(1)))))),
    });
  });

  it('passes over unknown keys of laplace and stupid_backoff, as their fromXContent does', () => {
    const s = docsIndex();
    const gen = [{ field: 'title.trigram', suggest_mode: 'always' }];
    const opts = (smoothing: object) => ask(s, { field: 'title.trigram', direct_generator: gen, smoothing }).body.suggest.simple_phrase[0].options;
    expect(opts({ laplace: { alpha: 0.7, beta: 1 } })).toEqual(opts({ laplace: { alpha: 0.7 } }));
    expect(opts({ stupid_backoff: { discount: 0.3, other: 'x' } })).toEqual(opts({ stupid_backoff: { discount: 0.3 } }));
  });

  it('refuses what PhraseSuggestionBuilder refuses', () => {
    const s = docsIndex();
    const err = (phrase: object) => ask(s, phrase).body.error;
    expect(err({ field: 'title', nope: 1 })).toMatchObject({ type: 'parsing_exception', reason: "suggester[phrase] doesn't support field [nope]" });
    expect(err({ field: 'title', max_errors: 0 }).reason).toBe('max_error must be > 0.0');
    expect(err({ field: 'title', smoothing: { linear: { trigram_lambda: 0.5, bigram_lambda: 0.1, unigram_lambda: 0.1 } } }).reason).toBe('linear smoothing lambdas must sum to 1');
    // LinearInterpolation.NAME is `linear`; SmoothingModel.fromXContent knows no other spelling.
    expect(err({ field: 'title', smoothing: { linear_interpolation: { trigram_lambda: 1 } } }).reason).toBe("suggester[phrase] doesn't support object field [linear_interpolation]");
    expect(err({ field: 'title', smoothing: { linear: { trigram_lambda: 1, x: 0 } } })).toMatchObject({ type: 'illegal_argument_exception', reason: "suggester[phrase][smoothing][linear] doesn't support field [x]" });
    expect(err({ field: 'title', smoothing: { linear: { trigram_lambda: 1.5, bigram_lambda: -0.5 } } }).reason).toBe('bigram_lambda must be positive');
    expect(err({ field: 'title', smoothing: { bogus: {} } }).reason).toBe("suggester[phrase] doesn't support object field [bogus]");
    expect(err({ field: 'title', highlight: { pre_tag: '<b>' } }).reason).toBe('Pre and post tag must both be null or both not be null.');
    expect(err({ field: 'title', direct_generator: [{ field: 'title', max_edits: 3 }] }).reason).toBe('Illegal max_edits value 3');
    expect(err({ field: 'title', direct_generator: [{ field: 'title', pre_filter: 'nope' }] }).reason).toBe("Analyzer [nope] doesn't exists");
    expect(err({ gram_size: 2 }).reason).toBe('the required field option [field] is missing');
  });

  it('answers under phrase#name with typed_keys', () => {
    const s = docsIndex();
    const r = call(s, 'POST', '/test/_search?typed_keys', { size: 0, suggest: { p: { text: 'noble prize', phrase: { field: 'title.trigram' } } } });
    expect(Object.keys(r.body.suggest)).toEqual(['phrase#p']);
  });
});

describe('a field whose shingles emit no unigrams', () => {
  function bigramIndex(profile: string) {
    const s = testSimulator({ profile: profile as never });
    call(s, 'PUT', '/test', {
      settings: { analysis: { analyzer: { bigram: { tokenizer: 'standard', filter: ['lowercase', 'bigram'] } }, filter: { bigram: { type: 'shingle', output_unigrams: false, min_shingle_size: 2, max_shingle_size: 2 } } } },
      mappings: { properties: { body: { type: 'text', fields: { bigram: { type: 'text', analyzer: 'bigram' } } } } },
    });
    call(s, 'POST', '/test/_doc?refresh=true', { body: 'Xorr the God-Jewel' });
    return s;
  }
  it("OpenSearch: the default generator's refusal, and none with force_unigrams false (analysis-common search.suggest/20_phrase_field_match_only_text.yml)", () => {
    const s = bigramIndex('opensearch@3.2.0');
    expect(JSON.stringify(ask(s, { field: 'body.bigram' }, 'xor the got-jewel').body)).toContain("since it doesn't emit unigrams");
    expect(ask(s, { field: 'body.bigram', force_unigrams: false }, 'xor the got-jewel').status).toBe(200);
  });
  it("Elasticsearch: the field's own analyzer is refused first", () => {
    const s = bigramIndex('elasticsearch@8.19.0');
    expect(JSON.stringify(ask(s, { field: 'body.bigram', force_unigrams: false }, 'xor the got-jewel').body)).toContain('The default analyzer for field: [body.bigram] doesn');
  });
});
