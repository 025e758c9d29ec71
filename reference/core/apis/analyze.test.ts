/**
 * `_analyze` end to end through the simulator: the official YAML cases (rest-api-spec
 * indices.analyze/10_analyze.yml, 20_analyze_limit.yml; clients-tests indices/analyze.yml) and ES's
 * documentation examples, each cited where its expected value comes from.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

const es8 = () => testSimulator({ profile: 'es8' });
const analyze = (sim: ReturnType<typeof es8>, body: unknown, index?: string) => call(sim, 'POST', index ? `/${index}/_analyze` : '/_analyze', body);
const terms = (r: { body: { tokens: { token: string }[] } }) => r.body.tokens.map((t) => t.token);

describe('_analyze: rest-api-spec indices.analyze/10_analyze.yml', () => {
  it('Basic test: the standard analyzer by default', () => {
    const r = analyze(es8(), { text: 'Foo Bar' });
    expect(r.status).toBe(200);
    expect(terms(r)).toEqual(['foo', 'bar']);
  });

  it('Index and field: the field analyzer', () => {
    const sim = es8();
    expect(call(sim, 'PUT', '/test', { mappings: { properties: { text: { type: 'text', analyzer: 'standard' } } } }).status).toBe(200);
    expect(terms(analyze(sim, { field: 'text', text: 'Foo Bar!' }, 'test'))).toEqual(['foo', 'bar']);
  });

  it('Array text: positions and offsets run on across values (anonymous chain: gap 0, offset gap 1)', () => {
    const r = analyze(es8(), { text: ['Foo Bar', 'Baz'], tokenizer: 'standard' });
    expect(r.body.tokens).toEqual([
      { token: 'Foo', start_offset: 0, end_offset: 3, type: '<ALPHANUM>', position: 0 },
      { token: 'Bar', start_offset: 4, end_offset: 7, type: '<ALPHANUM>', position: 1 },
      { token: 'Baz', start_offset: 8, end_offset: 11, type: '<ALPHANUM>', position: 2 },
    ]);
  });

  it('Array text on a text field: the mapping gap of 100 between values', () => {
    const sim = es8();
    call(sim, 'PUT', '/t', { mappings: { properties: { f: { type: 'text' } } } });
    const r = analyze(sim, { field: 'f', text: ['a b', 'c'] }, 't');
    expect(r.body.tokens.map((t: { position: number }) => t.position)).toEqual([0, 1, 102]);
  });

  it('Detail response with Analyzer', () => {
    const r = analyze(es8(), { text: 'This is troubled', analyzer: 'standard', explain: true });
    expect(r.body.detail.custom_analyzer).toBe(false);
    expect(r.body.detail.analyzer.name).toBe('standard');
    expect(r.body.detail.analyzer.tokens.map((t: { token: string }) => t.token)).toEqual(['this', 'is', 'troubled']);
    // AnalyzeToken attributes: bytes, positionLength, termFrequency (no keyword attribute in the standard analyzer).
    expect(r.body.detail.analyzer.tokens[0]).toEqual({ token: 'this', start_offset: 0, end_offset: 4, type: '<ALPHANUM>', position: 0, bytes: '[74 68 69 73]', positionLength: 1, termFrequency: 1 });
  });

  it('Custom filter in request: an inline stop filter, named __anonymous__stop (ES ≥ 7)', () => {
    const r = analyze(es8(), { text: 'foo bar buzz', tokenizer: 'standard', explain: true, filter: [{ type: 'stop', stopwords: ['foo', 'buzz'] }] });
    expect(r.body.detail.tokenizer.name).toBe('standard');
    expect(r.body.detail.tokenizer.tokens.map((t: { token: string }) => t.token)).toEqual(['foo', 'bar', 'buzz']);
    expect(r.body.detail.tokenfilters[0].name).toBe('__anonymous__stop');
    expect(r.body.detail.tokenfilters[0].tokens.map((t: { token: string; position: number }) => [t.token, t.position])).toEqual([['bar', 1]]);
    expect(r.body.detail.charfilters).toEqual([]);
  });

  it('Custom filter in request, ES 6.8: named _anonymous_tokenfilter (the 6.x rest-api-spec file)', () => {
    const r = analyze(testSimulator({ profile: 'es6' }), { text: 'foo bar buzz', tokenizer: 'standard', explain: true, filter: [{ type: 'stop', stopwords: ['foo', 'buzz'] }] });
    expect(r.body.detail.tokenfilters[0].name).toBe('_anonymous_tokenfilter');
    expect(r.body.detail.tokenfilters[0].tokens.map((t: { token: string }) => t.token)).toEqual(['bar']);
  });

  it('Synonym filter with tokenizer: rules analyzed with the chain before the filter', () => {
    const sim = es8();
    const created = call(sim, 'PUT', '/test_synonym', {
      settings: { index: { analysis: { tokenizer: { trigram: { type: 'ngram', min_gram: 3, max_gram: 3 } }, filter: { synonym: { type: 'synonym', synonyms: ['kimchy => shay'] } } } } },
    });
    expect(created.status).toBe(200);
    expect(terms(analyze(sim, { tokenizer: 'trigram', filter: ['synonym'], text: 'kimchy' }, 'test_synonym'))).toEqual(['sha', 'hay']);
  });

  it('Custom normalizer in request: filters alone run over the keyword tokenizer', () => {
    const r = analyze(es8(), { text: 'ABc', explain: true, filter: ['lowercase'] });
    expect(r.body.detail.tokenizer).toMatchObject({ name: 'keyword', tokens: [{ token: 'ABc' }] });
    expect(r.body.detail.tokenfilters[0]).toMatchObject({ name: 'lowercase', tokens: [{ token: 'abc' }] });
  });

  it('Custom normalizer with illegal char_filter in request', () => {
    const r = analyze(es8(), { text: 'ABc', explain: true, char_filter: ['html_strip'] });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'illegal_argument_exception', reason: 'Custom normalizer may not use char filter [html_strip]' });
  });
});

describe('_analyze: limits and errors', () => {
  it('index.analyze.max_token_count (20_analyze_limit.yml)', () => {
    const sim = es8();
    expect(call(sim, 'PUT', '/test_1', { settings: { 'index.analyze.max_token_count': 3 } }).status).toBe(200);
    expect(terms(analyze(sim, { text: 'This should succeed', analyzer: 'standard' }, 'test_1'))).toEqual(['this', 'should', 'succeed']);
    for (const explain of [false, true]) {
      const r = analyze(sim, { text: 'This should fail as it exceeds limit', analyzer: 'standard', explain }, 'test_1');
      expect(r.body.error.reason).toBe('The number of tokens produced by calling _analyze has exceeded the allowed maximum of [3]. This limit can be set by changing the [index.analyze.max_token_count] index level setting.');
    }
  });

  it('the whitespace analyzer with and without an index (clients-tests indices/analyze.yml)', () => {
    const sim = es8();
    call(sim, 'PUT', '/test_indices_analyze');
    expect(analyze(sim, { analyzer: 'whitespace', text: 'this is only a test' }, 'test_indices_analyze').body.tokens).toHaveLength(5);
    expect(analyze(sim, { analyzer: 'whitespace', text: 'this is only a test' }).body.tokens).toHaveLength(5);
  });

  it('unknown analyzer, tokenizer, filter; request validation (TransportAnalyzeAction, AnalyzeAction.Request.validate)', () => {
    const sim = es8();
    call(sim, 'PUT', '/i');
    expect(analyze(sim, { analyzer: 'nope', text: 'x' }).body.error.reason).toBe('failed to find global analyzer [nope]');
    expect(analyze(sim, { analyzer: 'nope', text: 'x' }, 'i').body.error.reason).toBe('failed to find analyzer [nope]');
    expect(analyze(sim, { tokenizer: 'nope', text: 'x' }).body.error.reason).toBe('failed to find global tokenizer under [nope]');
    expect(analyze(sim, { tokenizer: 'standard', filter: ['nope'], text: 'x' }, 'i').body.error.reason).toBe('failed to find filter under [nope]');
    expect(analyze(sim, { tokenizer: { type: 'nope' }, text: 'x' }).body.error.reason).toBe('failed to find global tokenizer under [nope]');
    // AnalysisRegistry.getComponentFactory: "anonymous " + componentType, the definition as Settings prints it.
    expect(analyze(sim, { tokenizer: 'standard', filter: [{ stopwords: ['a'] }], text: 'x' }).body.error.reason).toBe('Missing [type] setting for anonymous filter: {"stopwords":["a"]}');
    expect(analyze(sim, { filter: ['porter_stem'], text: 'running' }).body.error.reason).toBe('Custom normalizer may not use filter [porter_stem]');
    expect(analyze(sim, { field: 'title', text: 'x' }).body.error.reason).toBe('analysis based on a specific field requires an index');
    const v = analyze(sim, { normalizer: 'lowercase', tokenizer: 'standard', text: 'x' });
    expect(v.body.error).toMatchObject({
      type: 'action_request_validation_exception',
      reason: 'Validation Failed: 1: index is required if normalizer is specified;2: tokenizer/analyze should be null if normalizer is specified;3: cannot define extra components on a named normalizer;',
    });
    expect(analyze(sim, { analyzer: 'standard' }).body.error.reason).toBe('Validation Failed: 1: text is missing;');
    expect(analyze(sim, '{"analyzer": "standard", "text": "x", "foo": 1}').body.error).toMatchObject({ type: 'x_content_parse_exception', reason: '[1:39] [analyze_request] unknown field [foo]' });
    expect(analyze(sim, '{"analyzer": "standard", "text": 5}').body.error).toMatchObject({ type: 'x_content_parse_exception', reason: "[1:34] [analyze_request] text doesn't support values of type: VALUE_NUMBER" });
    expect(call(sim, 'POST', '/_analyze').body.error).toMatchObject({ type: 'parse_exception', reason: 'request body or source parameter is required' });
    expect(analyze(sim, { analyzer: 'standard', text: 'x' }, 'missing-index').status).toBe(404);
    call(sim, 'POST', '/i/_close');
    expect(analyze(sim, { analyzer: 'standard', text: 'x' }, 'i').body.error).toMatchObject({ type: 'index_closed_exception', reason: 'closed' });
    expect(analyze(sim, { tokenizer: { type: 'ngram', min_gram: 1, max_gram: 5 }, text: 'abc' }).body.error.reason).toBe(
      'The difference between max_gram and min_gram in NGram Tokenizer must be less than or equal to: [1] but was [4]. This limit can be set by changing the [index.max_ngram_diff] index level setting.',
    );
  });
});

describe('_analyze: ES documentation examples', () => {
  it('the english analyzer (docs: "The 2 QUICK Brown-Foxes jumped over the lazy dog\'s bone.")', () => {
    const r = analyze(es8(), { analyzer: 'english', text: "The 2 QUICK Brown-Foxes jumped over the lazy dog's bone." });
    expect(terms(r)).toEqual(['2', 'quick', 'brown', 'fox', 'jump', 'over', 'lazi', 'dog', 'bone']);
  });

  it('explain with attributes: only the keyword attribute (docs: analyze API, explain example)', () => {
    const r = analyze(es8(), { tokenizer: 'standard', filter: ['snowball'], text: 'detailed output', explain: true, attributes: ['keyword'] });
    expect(r.body.detail).toEqual({
      custom_analyzer: true,
      charfilters: [],
      tokenizer: {
        name: 'standard',
        tokens: [
          { token: 'detailed', start_offset: 0, end_offset: 8, type: '<ALPHANUM>', position: 0 },
          { token: 'output', start_offset: 9, end_offset: 15, type: '<ALPHANUM>', position: 1 },
        ],
      },
      tokenfilters: [
        {
          name: 'snowball',
          tokens: [
            { token: 'detail', start_offset: 0, end_offset: 8, type: '<ALPHANUM>', position: 0, keyword: false },
            { token: 'output', start_offset: 9, end_offset: 15, type: '<ALPHANUM>', position: 1, keyword: false },
          ],
        },
      ],
    });
  });

  it('html_strip with the keyword tokenizer (docs: "<p>I&apos;m so <b>happy</b>!</p>")', () => {
    const r = analyze(es8(), { tokenizer: 'keyword', char_filter: ['html_strip'], text: '<p>I&apos;m so <b>happy</b>!</p>' });
    expect(terms(r)).toEqual(["\nI'm so happy!\n"]);
  });

  it('a custom analyzer from index settings, with its char filter offsets corrected back', () => {
    const sim = es8();
    const created = call(sim, 'PUT', '/c', {
      settings: { analysis: { analyzer: { my: { tokenizer: 'standard', char_filter: ['emoticons'], filter: ['lowercase'] } }, char_filter: { emoticons: { type: 'mapping', mappings: [':) => _happy_', ':( => _sad_'] } } } },
    });
    expect(created.status).toBe(200);
    // Docs (mapping char filter): "I'm delighted about it :(" → [ I'm, delighted, about, it, _sad_ ].
    const r = analyze(sim, { analyzer: 'my', text: "I'm delighted about it :(" }, 'c');
    expect(r.body.tokens.map((t: { token: string; start_offset: number; end_offset: number }) => [t.token, t.start_offset, t.end_offset])).toEqual([
      ["i'm", 0, 3], ['delighted', 4, 13], ['about', 14, 19], ['it', 20, 22], ['_sad_', 23, 25],
    ]);
  });
});

describe('index creation checks its analysis (AnalysisRegistry, CustomAnalyzerProvider)', () => {
  const create = (settings: unknown, mappings?: unknown) => {
    const sim = es8();
    const r = call(sim, 'PUT', '/x', { settings, ...(mappings ? { mappings } : {}) });
    return { r, exists: call(sim, 'HEAD', '/x').status === 200 };
  };
  it.each([
    [{ analysis: { analyzer: { a: { type: 'custom', tokenizer: 'nope' } } } }, 'Custom Analyzer [a] failed to find tokenizer under name [nope]'],
    [{ analysis: { analyzer: { a: { filter: ['lowercase'] } } } }, 'analyzer [a] must specify either an analyzer type, or a tokenizer'],
    [{ analysis: { analyzer: { a: { type: 'custom' } } } }, 'Custom Analyzer [a] must be configured with a tokenizer'],
    [{ analysis: { analyzer: { a: { tokenizer: 'standard', filter: ['nope'] } } } }, 'Custom Analyzer [a] failed to find filter under name [nope]'],
    [{ analysis: { analyzer: { a: { tokenizer: 'standard', char_filter: ['nope'] } } } }, 'Custom Analyzer [a] failed to find char_filter under name [nope]'],
    [{ analysis: { filter: { f: { type: 'nope' } } } }, 'Unknown filter type [nope] for [f]'],
    [{ analysis: { tokenizer: { t: { type: 'nope' } } } }, 'Unknown tokenizer type [nope] for [t]'],
    [{ analysis: { analyzer: { a: { type: 'nope' } } } }, 'Unknown analyzer type [nope] for [a]'],
    [{ analysis: { normalizer: { n: { filter: ['porter_stem'] } } } }, 'Custom normalizer [n] may not use filter [porter_stem]'],
    [{ analysis: { normalizer: { n: { tokenizer: 'standard' } } } }, 'Custom normalizer [n] cannot configure a tokenizer'],
    [{ analysis: { filter: { f: { type: 'nGram' } } } }, 'The [nGram] token filter name was deprecated in 6.4 and cannot be used in new indices. Please change the filter name to [ngram] instead.'],
    [{ analysis: { analyzer: { a: { tokenizer: 'standard', filter: ['synonym'] } } } }, 'Custom Analyzer [a] failed to find filter under name [synonym]'],
  ])('%j → %s, and no index', (settings, reason) => {
    const { r, exists } = create(settings);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'illegal_argument_exception', reason });
    expect(exists).toBe(false);
  });

  it('a word list or rules file: missing, as on a node without its config directory (Analysis.getWordList)', () => {
    // A synonym filter reads its file when an analyzer uses it (SynonymTokenFilterFactory.getChainAwareTokenFilterFactory).
    expect(create({ analysis: { filter: { s: { type: 'synonym', synonyms_path: 'analysis/synonym.txt' } }, analyzer: { a: { tokenizer: 'standard', filter: ['s'] } } } }).r.body.error.reason).toBe(
      'IOException while reading synonyms_path_path: /usr/share/elasticsearch/config/analysis/synonym.txt',
    );
    expect(create({ analysis: { filter: { s: { type: 'stop', stopwords_path: 'stop.txt' } } } }).r.body.error.reason).toBe('IOException while reading stopwords_path: /usr/share/elasticsearch/config/stop.txt');
  });

  it('a mapping naming an analyzer the index lacks (ES 8: Failed to parse mapping: …)', () => {
    const { r } = create({}, { properties: { t: { type: 'text', analyzer: 'x' } } });
    expect(r.body.error).toMatchObject({ type: 'mapper_parsing_exception', reason: 'Failed to parse mapping: analyzer [x] has not been configured in mappings' });
  });

  it('the standard token filter: removed in 7.0, a no-op in 6.x', () => {
    const r = call(es8(), 'POST', '/_analyze', { tokenizer: 'standard', filter: ['standard'], text: 'a' });
    expect(r.body.error.reason).toBe('The [standard] token filter has been removed.');
    const six = call(testSimulator({ profile: 'es6' }), 'POST', '/_analyze', { tokenizer: 'standard', filter: ['standard'], text: 'A' });
    expect(six.body.tokens.map((t: { token: string }) => t.token)).toEqual(['A']);
  });
});
