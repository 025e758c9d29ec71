/**
 * dictionary_decompounder as Lucene's DictionaryCompoundWordTokenFilter does it: the original token, then the
 * dictionary words inside it at the same position (analysis-common 40_token_filters.yml "decompounder":
 * foobar with [foo, bar] gives foobar, foo, bar); defaults from CompoundWordTokenFilterBase.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import { decompose } from './compound.ts';

const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
const analyze = (filter: Record<string, unknown>, text: string) => call(sim, 'POST', '/_analyze', { tokenizer: 'whitespace', filter: [filter], text });

describe('dictionary_decompounder', () => {
  it('scans each start and length, or keeps the longest word per start', () => {
    const dict = new Set(['dampf', 'schiff', 'dampfschiff', 'fahrt', 'ff']);
    expect(decompose('dampfschifffahrt', dict, { minSubword: 2, maxSubword: 15, longestOnly: false })).toEqual(['dampf', 'dampfschiff', 'schiff', 'ff', 'ff', 'fahrt']);
    expect(decompose('dampfschifffahrt', dict, { minSubword: 2, maxSubword: 15, longestOnly: true })).toEqual(['dampfschiff', 'schiff', 'ff', 'ff', 'fahrt']);
  });
  it('stacks the words on the token, leaving short tokens alone', () => {
    const r = analyze({ type: 'dictionary_decompounder', word_list: ['rain', 'coat', 'it'] }, 'raincoat suit');
    expect(r.body.tokens.map((t: { token: string; position: number; start_offset: number }) => [t.token, t.position, t.start_offset])).toEqual([
      ['raincoat', 0, 0], ['rain', 0, 0], ['coat', 0, 0], ['suit', 1, 9],
    ]);
  });
  it('wants a word list', () => {
    const r = analyze({ type: 'dictionary_decompounder' }, 'raincoat');
    expect(r.status).toBe(400);
    expect(r.body.error.reason).toBe('word_list must be provided for [__anonymous__dictionary_decompounder], either as a path to a file, or directly');
  });
});

describe('hyphenation_decompounder (HyphenationCompoundWordTokenFilterFactory)', () => {
  it('asks for the word list, then the patterns file, which a node without it cannot read', () => {
    const words = { type: 'hyphenation_decompounder', word_list: ['Kaffee', 'zucker', 'tasse'] };
    const noFile = analyze({ ...words, hyphenation_patterns_path: 'analysis/hyphenation_patterns.xml' }, 'Kaffeetasse');
    expect(noFile.status).toBe(400);
    expect(noFile.body.error).toMatchObject({
      type: 'illegal_argument_exception', reason: 'Exception while reading hyphenation_patterns_path.',
      caused_by: { type: 'no_such_file_exception', reason: '/usr/share/elasticsearch/config/analysis/hyphenation_patterns.xml' },
    });
    expect(analyze(words, 'x').body.error.reason).toBe('hyphenation_patterns_path is a required setting.');
    expect(analyze({ type: 'hyphenation_decompounder', hyphenation_patterns_path: 'x.xml' }, 'x').body.error.reason)
      .toBe('word_list must be provided for [__anonymous__hyphenation_decompounder], either as a path to a file, or directly');
  });
});
