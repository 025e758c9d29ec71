/** The other tokenizers, against the ES reference's examples (docs: analysis-*-tokenizer pages) and Lucene's tests. */
import { describe, expect, it } from 'vitest';
import { errorOf, rows, terms } from '../testkit.ts';

const FOX = "The 2 QUICK Brown-Foxes jumped over the lazy dog's bone.";

describe('tokenizers (ES docs examples)', () => {
  it('whitespace, letter, lowercase, classic, keyword', () => {
    expect(terms(FOX, 'whitespace')).toEqual(['The', '2', 'QUICK', 'Brown-Foxes', 'jumped', 'over', 'the', 'lazy', "dog's", 'bone.']);
    expect(terms(FOX, 'letter')).toEqual(['The', 'QUICK', 'Brown', 'Foxes', 'jumped', 'over', 'the', 'lazy', 'dog', 's', 'bone']);
    expect(terms(FOX, 'lowercase')).toEqual(['the', 'quick', 'brown', 'foxes', 'jumped', 'over', 'the', 'lazy', 'dog', 's', 'bone']);
    expect(terms(FOX, 'classic')).toEqual(['The', '2', 'QUICK', 'Brown', 'Foxes', 'jumped', 'over', 'the', 'lazy', "dog's", 'bone']);
    expect(terms('New York', 'keyword')).toEqual(['New York']);
    expect(terms('', 'keyword')).toEqual([]);
  });
  it('classic types: acronyms, companies, e-mails, hosts', () => {
    expect(rows('U.S.A. AT&T joe@example.com www.apache.org', 'classic').map((r) => [r[0], r[4]])).toEqual([
      ['U.S.A.', '<ACRONYM>'], ['AT&T', '<COMPANY>'], ['joe@example.com', '<EMAIL>'], ['www.apache.org', '<HOST>'],
    ]);
  });
  it('uax_url_email: addresses and URLs whole; max_token_length bounds the scanner\'s window', () => {
    expect(terms('Email me at john.smith@global-international.com', 'uax_url_email')).toEqual(['Email', 'me', 'at', 'john.smith@global-international.com']);
    expect(rows('see https://www.elastic.co/guide now', 'uax_url_email').map((r) => [r[0], r[4]])).toEqual([['see', '<ALPHANUM>'], ['https://www.elastic.co/guide', '<URL>'], ['now', '<ALPHANUM>']]);
    expect(terms('Email me at john.smith@global-international.com', { type: 'uax_url_email', max_token_length: 5 })).toEqual(['Email', 'me', 'at', 'john', 'smith', 'globa', 'l', 'inter', 'natio', 'nal.c', 'om']);
  });
  it('uax_url_email: a host without a scheme needs a known top-level domain; the longest match wins', () => {
    // UAX29URLEmailTokenizer's DomainNameStrict (ASCIITLD); checked against Lucene's tokenizer.
    expect(rows('see file.txt or readme.md at example.museum foo.bar.baz 10.0.0.1:8080/x', 'uax_url_email').map((r) => [r[0], r[4]])).toEqual([
      ['see', '<ALPHANUM>'], ['file.txt', '<ALPHANUM>'], ['or', '<ALPHANUM>'], ['readme.md', '<URL>'], ['at', '<ALPHANUM>'],
      ['example.museum', '<URL>'], ['foo.bar.baz', '<ALPHANUM>'], ['10.0.0.1:8080/x', '<URL>'],
    ]);
    expect(rows('x@foo.bar y@host.invalidtld http://localhost:9200/a', 'uax_url_email').map((r) => [r[0], r[4]])).toEqual([
      ['x@foo.bar', '<EMAIL>'], ['y@host.in', '<EMAIL>'], ['validtld', '<ALPHANUM>'], ['http://localhost:9200/a', '<URL>'],
    ]);
  });
  it('classic: the longest of the number rules wins (ClassicTokenizerImpl.jflex NUM)', () => {
    // Checked against Lucene's ClassicTokenizer (40 random texts agree).
    expect(rows('1-800-555 a1-b2-c3 12/31/2024 R2-D2', 'classic').map((r) => [r[0], r[4]])).toEqual([
      ['1-800-555', '<NUM>'], ['a1-b2-c3', '<NUM>'], ['12/31/2024', '<NUM>'], ['R2-D2', '<NUM>'],
    ]);
  });
  it('ngram and edge_ngram', () => {
    expect(terms('Quick Fox', 'ngram')).toEqual(['Q', 'Qu', 'u', 'ui', 'i', 'ic', 'c', 'ck', 'k', 'k ', ' ', ' F', 'F', 'Fo', 'o', 'ox', 'x']);
    expect(terms('2 Quick Foxes.', { type: 'ngram', min_gram: 3, max_gram: 3, token_chars: ['letter', 'digit'] })).toEqual(['Qui', 'uic', 'ick', 'Fox', 'oxe', 'xes']);
    expect(terms('Quick Fox', 'edge_ngram')).toEqual(['Q', 'Qu']);
    expect(terms('2 Quick Foxes.', { type: 'edge_ngram', min_gram: 2, max_gram: 10, token_chars: ['letter', 'digit'] })).toEqual(['Qu', 'Qui', 'Quic', 'Quick', 'Fo', 'Fox', 'Foxe', 'Foxes']);
    expect(errorOf('x', { type: 'ngram', min_gram: 1, max_gram: 3 })).toMatch(/^The difference between max_gram and min_gram in NGram Tokenizer must be less than or equal to: \[1\] but was \[2\]/);
  });
  it('char_group', () => {
    expect(terms('The QUICK brown-fox', { type: 'char_group', tokenize_on_chars: ['whitespace', '-', '\n'] })).toEqual(['The', 'QUICK', 'brown', 'fox']);
  });
  it('pattern, simple_pattern, simple_pattern_split', () => {
    expect(terms("The foo_bar_size's default is 5.", 'pattern')).toEqual(['The', 'foo_bar_size', 's', 'default', 'is', '5']);
    expect(terms('comma,separated,values', { type: 'pattern', pattern: ',' })).toEqual(['comma', 'separated', 'values']);
    expect(terms('"value", "value with embedded \\" quote"', { type: 'pattern', pattern: '"((?:\\\\"|[^"]|\\\\")+)"', group: 1 })).toEqual(['value', 'value with embedded \\" quote']);
    expect(terms('fd-786-335-514-x', { type: 'simple_pattern', pattern: '[0123456789]{3}' })).toEqual(['786', '335', '514']);
    expect(terms('an_underscored_phrase', { type: 'simple_pattern_split', pattern: '_' })).toEqual(['an', 'underscored', 'phrase']);
  });
  it('path_hierarchy (docs; TestPathHierarchyTokenizer: all at one position)', () => {
    expect(rows('/one/two/three', 'path_hierarchy')).toEqual([
      ['/one', 0, 0, 4, 'word'], ['/one/two', 0, 0, 8, 'word'], ['/one/two/three', 0, 0, 14, 'word'],
    ]);
    expect(terms('one-two-three-four-five', { type: 'path_hierarchy', delimiter: '-', replacement: '/', skip: 2 })).toEqual(['/three', '/three/four', '/three/four/five']);
    expect(terms('/a/b/c', { type: 'path_hierarchy', reverse: true })).toEqual(['/a/b/c', 'a/b/c', 'b/c', 'c']);
  });
});
