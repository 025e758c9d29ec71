/**
 * The cases of Elasticsearch's analysis-common YAML suite (modules/analysis-common/src/yamlRestTest/
 * resources/rest-api-spec/test/analysis-common/{20_analyzers,30_tokenizers,40_token_filters,50_char_filters}.yml),
 * restated here case by case through `_analyze` on the simulator. Cases left out need components the
 * simulator refuses (language analyzers but english, the language stemmers and normalizers,
 * min_hash); those are checked to be refused with a clear error.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

type Body = Record<string, unknown>;
const es8 = () => testSimulator({ profile: 'es8' });

function analyze(body: Body, settings?: Body): { status: number; body: any } { // eslint-disable-line @typescript-eslint/no-explicit-any
  const sim = es8();
  if (settings) expect(call(sim, 'PUT', '/test', { settings: { analysis: settings } }).status).toBe(200);
  return call(sim, 'POST', settings ? '/test/_analyze' : '/_analyze', body);
}
const terms = (body: Body, settings?: Body) => analyze(body, settings).body.tokens.map((t: { token: string }) => t.token);
const detail = (body: Body) => analyze({ ...body, explain: true }).body.detail;

describe('20_analyzers.yml', () => {
  it('whitespace, with explain', () => {
    expect(terms({ text: 'Foo Bar!', analyzer: 'whitespace' })).toEqual(['Foo', 'Bar!']);
    const d = detail({ text: 'Foo Bar!', analyzer: 'whitespace' });
    expect(d.custom_analyzer).toBe(false);
    expect(d.analyzer.name).toBe('whitespace');
    expect(d.analyzer.tokens.map((t: Body) => [t.token, t.start_offset, t.end_offset, t.position])).toEqual([['Foo', 0, 3, 0], ['Bar!', 4, 8, 1]]);
  });
  it('fingerprint, pattern, snowball, english', () => {
    expect(terms({ text: 'A1 B2 A1 D4 C3', analyzer: 'fingerprint' })).toEqual(['a1 b2 c3 d4']);
    expect(terms({ text: 'foo bar', analyzer: 'pattern' })).toEqual(['foo', 'bar']);
    expect(terms({ text: 'the brown foxes', analyzer: 'snowball' })).toEqual(['brown', 'fox']);
    expect(terms({ text: 'books', analyzer: 'english' })).toEqual(['book']);
    expect(terms({ text: 'books', analyzer: 'my_analyzer' }, { analyzer: { my_analyzer: { type: 'english' } } })).toEqual(['book']);
  });
  it('language analyzers the simulator does not hold are refused by name', () => {
    expect(terms({ text: 'chevaux', analyzer: 'french' })).toEqual(['cheval']);
    // basque is held (Lucene's BasqueStemmer ported); Snowball's Lovins, which no package holds, is refused by name.
    expect(terms({ text: 'etxeak', analyzer: 'basque' })).toEqual(['etxe']);
    const sim = es8();
    const c = call(sim, 'PUT', '/test', { settings: { analysis: { analyzer: { my_analyzer: { type: 'snowball', language: 'Lovins' } } } } });
    expect(c.body.error).toMatchObject({ type: 'illegal_argument_exception', reason: 'the [Lovins] snowball language is not supported by this simulator' });
  });
});

describe('30_tokenizers.yml', () => {
  it.each([
    ['keyword', 'Foo Bar!', ['Foo Bar!']],
    ['classic', "Brown-Foxes don't jump.", ['Brown', 'Foxes', "don't", 'jump']],
    ['letter', "Brown-Foxes don't jump.", ['Brown', 'Foxes', 'don', 't', 'jump']],
    ['lowercase', "Brown-Foxes don't jump.", ['brown', 'foxes', 'don', 't', 'jump']],
    ['path_hierarchy', 'a/b/c', ['a', 'a/b', 'a/b/c']],
    ['PathHierarchy', 'a/b/c', ['a', 'a/b', 'a/b/c']],
    ['pattern', 'split by whitespace by default', ['split', 'by', 'whitespace', 'by', 'default']],
    ['uax_url_email', 'Email me at john.smith@global-international.com', ['Email', 'me', 'at', 'john.smith@global-international.com']],
    ['whitespace', 'split by whitespace', ['split', 'by', 'whitespace']],
    ['thai', 'ภาษาไทย', ['ภาษา', 'ไทย']],
    ['ngram', 'foo', ['f', 'fo', 'o', 'oo', 'o']],
    ['edge_ngram', 'foo', ['f', 'fo']],
  ])('%s, by name and inline (named __anonymous__<type>)', (type, text, expected) => {
    const named = detail({ text, tokenizer: type });
    expect(named.tokenizer.name).toBe(type);
    expect(named.tokenizer.tokens.map((t: Body) => t.token)).toEqual(expected);
    const inline = detail({ text, tokenizer: { type } });
    expect(inline.tokenizer.name).toBe(`__anonymous__${type}`);
    expect(inline.tokenizer.tokens.map((t: Body) => t.token)).toEqual(expected);
  });
  it('simple_pattern, simple_pattern_split, ngram and edge_ngram with settings, the ngram limit', () => {
    expect(detail({ text: 'a6bf fooo ff61', tokenizer: { type: 'simple_pattern', pattern: '[abcdef0123456789]{4}' } }).tokenizer.tokens.map((t: Body) => t.token)).toEqual(['a6bf', 'ff61']);
    expect(detail({ text: 'foo==bar', tokenizer: { type: 'simple_pattern_split', pattern: '==' } }).tokenizer.tokens.map((t: Body) => t.token)).toEqual(['foo', 'bar']);
    expect(terms({ text: 'foobar', tokenizer: { type: 'ngram', min_gram: 3, max_gram: 3 } })).toEqual(['foo', 'oob', 'oba', 'bar']);
    expect(terms({ text: 'foo', tokenizer: { type: 'edge_ngram', min_gram: 1, max_gram: 3 } })).toEqual(['f', 'fo', 'foo']);
    expect(analyze({ text: 'good', explain: true, tokenizer: { type: 'ngram', min_gram: 2, max_gram: 4 } }).body.error.reason).toBe(
      'The difference between max_gram and min_gram in NGram Tokenizer must be less than or equal to: [1] but was [2]. This limit can be set by changing the [index.max_ngram_diff] index level setting.',
    );
  });
});

describe('40_token_filters.yml', () => {
  it('asciifolding, lowercase, uppercase, trim, unique, reverse, truncate, length, limit', () => {
    expect(terms({ text: "Musée d'Orsay", tokenizer: 'keyword', filter: ['asciifolding'] })).toEqual(["Musee d'Orsay"]);
    expect(terms({ text: "Musée d'Orsay", tokenizer: 'keyword', filter: [{ type: 'asciifolding', preserve_original: true }] })).toEqual(["Musee d'Orsay", "Musée d'Orsay"]);
    expect(terms({ text: 'Foo Bar!', tokenizer: 'keyword', filter: ['lowercase'] })).toEqual(['foo bar!']);
    expect(terms({ text: 'foobar', tokenizer: 'keyword', filter: ['uppercase'] })).toEqual(['FOOBAR']);
    expect(terms({ text: 'Foo Bar !', tokenizer: 'keyword', filter: ['trim'] })).toEqual(['Foo Bar !']);
    expect(terms({ text: 'Foo Foo Bar!', tokenizer: 'whitespace', filter: ['unique'] })).toEqual(['Foo', 'Bar!']);
    expect(terms({ text: 'foobar', tokenizer: 'keyword', filter: ['reverse'] })).toEqual(['raboof']);
    expect(terms({ text: 'foobar', tokenizer: 'keyword', filter: ['my_truncate'] }, { filter: { my_truncate: { type: 'truncate', length: 3 } } })).toEqual(['foo']);
    expect(terms({ text: 'foo bar foobar', tokenizer: 'whitespace', filter: ['my_length'] }, { filter: { my_length: { type: 'length', min: 6 } } })).toEqual(['foobar']);
    expect(terms({ text: 'a b c', tokenizer: 'whitespace', filter: ['my_limit'] }, { filter: { my_limit: { type: 'limit', max_token_count: 2 } } })).toEqual(['a', 'b']);
  });
  it('porter_stem, keyword_marker, snowball (explain: bytes, positionLength, keyword false)', () => {
    const r = analyze({ text: 'This is troubled', tokenizer: 'standard', filter: ['porter_stem'] }).body.tokens;
    expect([r[2].token, r[2].position]).toEqual(['troubl', 2]);
    expect(terms({ text: 'This is troubled', tokenizer: 'standard', filter: [{ type: 'keyword_marker', keywords: 'troubled' }, { type: 'porter_stem' }] })[2]).toBe('troubled');
    expect(terms({ text: 'This is troubled', tokenizer: 'standard', filter: ['snowball'] })[2]).toBe('troubl');
    const t = detail({ text: 'This is troubled', tokenizer: 'standard', filter: ['snowball'] }).tokenfilters[0].tokens[2];
    expect(t).toMatchObject({ token: 'troubl', position: 2, positionLength: 1, keyword: false });
    expect(t.bytes).toBeTruthy();
  });
  it('word_delimiter and word_delimiter_graph (split_on_numerics, adjust_offsets, explain)', () => {
    for (const type of ['word_delimiter', 'word_delimiter_graph']) {
      expect(terms({ text: 'the qu1ck brown fox', tokenizer: 'standard', filter: [type] })).toEqual(['the', 'qu', '1', 'ck', 'brown', 'fox']);
      expect(terms({ text: 'the qu1ck brown fox', tokenizer: 'standard', filter: [{ type, split_on_numerics: false }] })).toEqual(['the', 'qu1ck', 'brown', 'fox']);
    }
    const fixed = analyze({ text: 'the qu1ck brown fox', tokenizer: 'standard', filter: [{ type: 'word_delimiter_graph', adjust_offsets: false }] }).body.tokens;
    expect(fixed.slice(1, 4).map((t: Body) => [t.token, t.start_offset, t.end_offset])).toEqual([['qu', 4, 9], ['1', 4, 9], ['ck', 4, 9]]);
    const d = detail({ text: 'the qu1ck brown fox', tokenizer: 'standard', filter: ['word_delimiter_graph'] });
    expect(d.tokenfilters[0].tokens.map((t: Body) => [t.token, t.start_offset, t.end_offset, t.position])).toEqual([
      ['the', 0, 3, 0], ['qu', 4, 6, 1], ['1', 6, 7, 2], ['ck', 7, 9, 3], ['brown', 10, 15, 4], ['fox', 16, 19, 5],
    ]);
  });
  it('synonym and synonym_graph, with and without an index', () => {
    const pos = (r: { body: { tokens: Body[] } }) => r.body.tokens.map((t) => [t.token, t.position, t.positionLength ?? 1]);
    expect(pos(analyze({ text: 'what car magazine', tokenizer: 'whitespace', filter: ['my_synonym'] }, { filter: { my_synonym: { type: 'synonym', synonyms: ['car,auto'] } } }))).toEqual([
      ['what', 0, 1], ['car', 1, 1], ['auto', 1, 1], ['magazine', 2, 1],
    ]);
    expect(pos(analyze({ text: 'wibble', tokenizer: 'standard', filter: [{ type: 'synonym', synonyms: ['wibble, quack'] }] }))).toEqual([['wibble', 0, 1], ['quack', 0, 1]]);
    expect(pos(analyze({ text: 'wibble', tokenizer: 'standard', filter: [{ type: 'synonym_graph', synonyms: ['wibble, quack'] }] }))).toEqual([['quack', 0, 1], ['wibble', 0, 1]]);
    expect(pos(analyze({ text: 'my guinea pig snores', tokenizer: 'whitespace', filter: ['g'] }, { filter: { g: { type: 'synonym_graph', synonyms: ['guinea pig,cavy'] } } }))).toEqual([
      ['my', 0, 1], ['cavy', 1, 2], ['guinea', 1, 1], ['pig', 2, 1], ['snores', 3, 1],
    ]);
    const atm = { filter: { s: { type: 'synonym_graph', synonyms: ['automatic teller machine,atm,cash point'] } } };
    expect(pos(analyze({ text: 'this automatic teller machine is down', tokenizer: 'whitespace', filter: ['s'] }, atm))).toEqual([
      ['this', 0, 1], ['atm', 1, 4], ['cash', 1, 1], ['automatic', 1, 2], ['point', 2, 3], ['teller', 3, 1], ['machine', 4, 1], ['is', 5, 1], ['down', 6, 1],
    ]);
    expect(pos(analyze({ text: 'this automatic teller machine is down', tokenizer: 'whitespace', filter: ['s', 'flatten_graph'] }, atm))).toEqual([
      ['this', 0, 1], ['atm', 1, 3], ['cash', 1, 1], ['automatic', 1, 1], ['point', 2, 2], ['teller', 2, 1], ['machine', 3, 1], ['is', 4, 1], ['down', 5, 1],
    ]);
  });
  it('ngram, edge_ngram, elision (articles required when defined), stemmer_override, pattern_capture, pattern_replace', () => {
    expect(terms({ text: 'foobar', tokenizer: 'keyword', filter: ['n'] }, { filter: { n: { type: 'ngram', min_gram: 3, max_gram: 3 } } })).toEqual(['foo', 'oob', 'oba', 'bar']);
    expect(terms({ text: 'foobar', tokenizer: 'keyword', filter: ['e'] }, { filter: { e: { type: 'edge_ngram', min_gram: 3, max_gram: 6 } } })).toEqual(['foo', 'foob', 'fooba', 'foobar']);
    expect(terms({ text: "l'avion", tokenizer: 'keyword', filter: ['e'] }, { filter: { e: { type: 'elision', articles: ['l', 'm', 't', 'qu', 'n', 's', 'j'] } } })).toEqual(['avion']);
    const bad = call(es8(), 'PUT', '/test2', { settings: { analysis: { filter: { e: { type: 'elision' } } } } });
    expect(bad.body.error).toMatchObject({ type: 'illegal_argument_exception', reason: 'elision filter requires [articles] or [articles_path] setting' });
    expect(terms({ text: 'zoeken', tokenizer: 'keyword', filter: ['o', 'porter_stem'] }, { filter: { o: { type: 'stemmer_override', rules: ['zoeken => override'] } } })).toEqual(['override']);
    expect(terms({ text: 'foo@bar.baz', tokenizer: 'keyword', filter: ['c'] }, { filter: { c: { type: 'pattern_capture', preserve_original: false, patterns: ['([^@]+)'] } } })).toEqual(['foo', 'bar.baz']);
    expect(terms({ text: 'a', tokenizer: 'keyword', filter: ['r'] }, { filter: { r: { type: 'pattern_replace', pattern: 'a', replacement: 'b' } } })).toEqual(['b']);
  });
  it('common_grams, keep, keep_types, classic, apostrophe, decimal_digit, fingerprint', () => {
    expect(terms({ text: 'a b c', tokenizer: 'whitespace', filter: ['g'] }, { filter: { g: { type: 'common_grams', common_words: ['a'] } } })).toEqual(['a', 'a_b', 'b', 'c']);
    expect(terms({ text: 'foo bar baz', tokenizer: 'whitespace', filter: ['k'] }, { filter: { k: { type: 'keep', keep_words: ['foo', 'bar'] } } })).toEqual(['foo', 'bar']);
    expect(terms({ text: 'foo 123 bar', tokenizer: 'standard', filter: ['k'] }, { filter: { k: { type: 'keep_types', types: ['<NUM>'] } } })).toEqual(['123']);
    expect(terms({ text: "foo's bar", tokenizer: 'classic', filter: ['classic'] })).toEqual(['foo', 'bar']);
    expect(terms({ text: "foo's bar", tokenizer: 'keyword', filter: ['apostrophe'] })).toEqual(['foo']);
    expect(terms({ text: '١٢٣٤', tokenizer: 'keyword', filter: ['decimal_digit'] })).toEqual(['1234']);
    expect(terms({ text: 'A1 B2 A1 D4 C3', tokenizer: 'whitespace', filter: ['f'] }, { filter: { f: { type: 'fingerprint', separator: '_' } } })).toEqual(['A1_B2_C3_D4']);
    expect(terms({ text: 'A1 B2 A1 D4 C3', tokenizer: 'whitespace', filter: ['fingerprint'] })).toEqual(['A1 B2 C3 D4']);
  });
  it('delimited_payload (and its old name, refused from 7.0), CJK width and bigrams, Scandinavian, German and Serbian normalization, multiplexer', () => {
    expect(terms({ text: 'foo^bar', tokenizer: 'keyword', filter: ['d'] }, { filter: { d: { type: 'delimited_payload', delimiter: '^', encoding: 'identity' } } })).toEqual(['foo']);
    expect(terms({ text: 'foo|5', tokenizer: 'keyword', filter: ['delimited_payload'] })).toEqual(['foo']);
    expect(analyze({ text: 'foo|5', tokenizer: 'keyword', filter: ['delimited_payload_filter'] }).body.error.reason).toBe('[delimited_payload_filter] is not supported for new indices, use [delimited_payload] instead');
    expect(terms({ text: 'ｶﾀｶﾅ', tokenizer: 'keyword', filter: ['cjk_width'] })).toEqual(['カタカナ']);
    expect(terms({ text: '多くの学生が試験に落ちた', tokenizer: 'standard', filter: ['cjk_bigram'] })).toEqual(['多く', 'くの', 'の学', '学生', '生が', 'が試', '試験', '験に', 'に落', '落ち', 'ちた']);
    expect(terms({ text: 'räksmörgås', tokenizer: 'keyword', filter: ['scandinavian_folding'] })).toEqual(['raksmorgas']);
    expect(terms({ text: 'ö', tokenizer: 'keyword', filter: ['scandinavian_normalization'] })).toEqual(['ø']);
    expect(terms({ text: 'weißbier', tokenizer: 'keyword', filter: ['german_normalization'] })).toEqual(['weissbier']);
    expect(terms({ text: 'абвгдђежзијклљмнњопрстћуфхцчџш', tokenizer: 'keyword', filter: ['serbian_normalization'] })).toEqual(['abvgddjezzijklljmnnjoprstcufhccdzs']);
    const mux = terms({ text: 'The quick fox', tokenizer: 'standard', filter: [{ type: 'multiplexer', filters: ['lowercase', 'uppercase'], preserve_original: false }] });
    expect(mux).toHaveLength(6);
    expect(mux.slice(0, 2)).toEqual(['the', 'THE']);
  });
  it('kstem stems (KStemFilter, also as `stemmer` light_english); stemmers not held are refused by name', () => {
    expect(terms({ text: 'bricks italians', tokenizer: 'whitespace', filter: ['kstem'] })).toEqual(['brick', 'italy']);
    expect(terms({ text: 'amplification', tokenizer: 'keyword', filter: [{ type: 'stemmer', language: 'lightEnglish' }] })).toEqual(['amplify']);
    expect(terms({ text: 'corações', tokenizer: 'keyword', filter: [{ type: 'stemmer', language: 'portuguese_rslp' }] })).toEqual(['coracao']);
    expect(analyze({ text: 'zoeken', tokenizer: 'keyword', filter: [{ type: 'stemmer', language: 'dutch_kp' }] }).body.error.reason).toBe('the [Kp] stemmer language is not supported by this simulator');
  });
});

describe('50_char_filters.yml', () => {
  it('html_strip with escaped_tags, pattern_replace, mapping (explain: filtered_text, offsets back to the input)', () => {
    expect(terms({ text: '<html>test<yyy>foo</yyy></html>', tokenizer: 'keyword', char_filter: [{ type: 'html_strip', escaped_tags: ['xxx', 'yyy'] }] })).toEqual(['\ntest<yyy>foo</yyy>\n']);
    expect(terms({ text: 'sample6 sample1', tokenizer: 'keyword', char_filter: [{ type: 'pattern_replace', pattern: 'sample(.*)', replacement: 'replacedSample $1' }] })).toEqual(['replacedSample 6 sample1']);
    const mapping = { type: 'mapping', mappings: ['ph => f', 'qu => q'] };
    expect(terms({ text: 'jeff quit phish', tokenizer: 'keyword', char_filter: [mapping] })).toEqual(['jeff qit fish']);
    const d = detail({ text: 'jeff quit phish', tokenizer: 'keyword', char_filter: [mapping] });
    expect(d.custom_analyzer).toBe(true);
    expect(d.charfilters).toEqual([{ name: '__anonymous__mapping', filtered_text: ['jeff qit fish'] }]);
    expect(d.tokenizer.tokens[0]).toMatchObject({ token: 'jeff qit fish', start_offset: 0, end_offset: 15, position: 0 });
  });
});
